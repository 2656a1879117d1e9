// The control table's rows (controlspecs.h) for the interconnect, its collectives and a lossless fabric.
// The helpers the rows share are in controlspecrows.h.

#include "app/present/numberformat.h"
#include "controlspecrows.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner {

using namespace specrows;

void ControlSpecs::addNetwork(QVector<ControlSpec> &table)
{
    Group network(table, tr("Interconnect"));
    network.preset(QStringLiteral("network.preset"), tr("Fabric"),
                   tr("Scale-out network preset: NIC rate, latency, switch hop latency, "
                      "radix, transport, ECMP and SHARP (resources/catalog/fabrics.json)."),
                   catalogItems(format::Catalog::Kind::Fabric), [](const Plan &p) { return p.networkPreset; });
    network.slider(
        QStringLiteral("network.nic_gbps_per_gpu"),
        {tr("NIC bandwidth per GPU"),
         QStringLiteral("Gbit/s"),
         10,
         3200,
         0,
         Scale::Logarithmic,
         {},
         tr("Line rate of each GPU's NIC. β = line rate × protocol efficiency × loss and ECMP factors "
            "(÷ oversubscription across the spine); ring all-reduce time = 2(n−1)α + 2(n−1)/n · N/β.")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.fabric.nicBandwidth); },
        [](Plan &p, double v) { p.scenario.fabric.nicBandwidth = units::gbpsToBytesPerSecond(v); });
    network.slider(
        QStringLiteral("network.latency_us"),
        {tr("Network latency"),
         QStringLiteral("µs"),
         0.5,
         100,
         1,
         Scale::Logarithmic,
         {},
         tr("NIC and software latency of one message, before switch hops. α = latency + hops × hop latency; "
            "it weighs on small messages and on rings over many ranks (2(n−1)α).")},
        [](const Plan &p) { return p.scenario.fabric.latency / units::kMicrosecond; },
        [](Plan &p, double v) { p.scenario.fabric.latency = v * units::kMicrosecond; });
    network.slider(
        QStringLiteral("network.hop_latency_us"),
        {tr("Latency per switch hop"),
         QStringLiteral("µs"),
         0,
         10,
         2,
         Scale::Linear,
         {0, 0.1, 0.2, 0.3, 0.6, 1, 2, 5, 10},
         tr("Each switch a message crosses: α = latency + hops × this, with 2 hops inside a leaf, 4 across the "
            "spine, 6 across pods of a 3-tier fat-tree.")},
        [](const Plan &p) { return p.scenario.fabric.hopLatency / units::kMicrosecond; },
        [](Plan &p, double v) { p.scenario.fabric.hopLatency = v * units::kMicrosecond; });
    network.choice(
        QStringLiteral("network.topology"), tr("Topology"),
        tr("Rail-optimised: GPU i of every node on leaf i, so DP and PP rings stay on one rail (a leaf reaches "
           "radix/2 nodes); leaf-spine: a leaf serves radix/2 NICs, 2 tiers (4 hops across); 3-tier fat-tree: "
           "pods of radix/2 leaves, 6 hops across pods."),
        enumItems<Topology>(), [](const Scenario &s) { return int(s.fabric.topology); },
        [](Scenario &s, int v) { s.fabric.topology = static_cast<Topology>(v); });
    network.slider(
        QStringLiteral("network.oversubscription"),
        {tr("Oversubscription"),
         QStringLiteral(":1"),
         1,
         16,
         2,
         Scale::Linear,
         {1, 1.5, 2, 3, 4, 8, 16},
         tr("Leaf downlinks over uplinks at the spine tier: traffic that crosses the spine gets β ÷ this; "
            "all-to-all is capped by the bisection per GPU, line rate ÷ this.")},
        [](const Plan &p) { return p.scenario.fabric.oversubscription; },
        [](Plan &p, double v) { p.scenario.fabric.oversubscription = v; });
    network.choice(
        QStringLiteral("network.ecmp"), tr("Load balancing"),
        tr("Static ECMP hashes a few long-lived flows per NIC onto the leaf's uplinks; a collective runs at the "
           "fullest uplink's pace: × (flows/links) / E[max load] (balls into bins). Adaptive routing or packet "
           "spraying: × 1."),
        enumItems<Ecmp>(), [](const Scenario &s) { return int(s.fabric.ecmp); },
        [](Scenario &s, int v) { s.fabric.ecmp = static_cast<Ecmp>(v); });
}

// The rest of the Interconnect group: what lost packets and stalls cost.
void ControlSpecs::addLossAndStalls(QVector<ControlSpec> &table)
{
    Group network(table, tr("Interconnect"));
    network.choice(
        QStringLiteral("network.transport"), tr("Transport"),
        tr("What a lost packet costs: go-back-N (RoCE's default) resends the in-flight window W = bandwidth × RTT "
           "/ MTU, selective repeat one packet: β × 1/(1 + p·(W + (MTU/message)·RTO/t_packet))."),
        enumItems<Transport>(), [](const Scenario &s) { return int(s.fabric.transport); },
        [](Scenario &s, int v) { s.fabric.transport = static_cast<Transport>(v); });
    network.slider(
        QStringLiteral("network.loss_rate"),
        {tr("Packet loss"),
         QStringLiteral("%"),
         0,
         5,
         4,
         Scale::Linear,
         {0, 0.0001, 0.001, 0.01, 0.1, 0.3, 1, 3},
         tr("Probability that a packet is lost. Go-back-N (RoCE default) resends the in-flight window, "
            "bandwidth × RTT / MTU packets, per loss: β × 1/(1 + p·W); selective repeat resends one.")},
        [](const Plan &p) { return p.scenario.fabric.lossRate * 100.0; },
        [](Plan &p, double v) { p.scenario.fabric.lossRate = v / 100.0; });
    network.slider(
        QStringLiteral("network.retransmit_timeout_us"),
        {tr("Retransmission timeout"),
         QStringLiteral("µs"),
         0,
         100000,
         0,
         Scale::Linear,
         {0, 10, 50, 100, 500, 1000, 4000, 10000, 100000},
         tr("A loss with nothing behind it in its message (probability MTU / message) is noticed only by this "
            "timer, during which the link idles: the (MTU/message)·RTO/t_packet term of the loss factor. Each "
            "such timeout also lengthens the step it lands in (the step's p99).")},
        [](const Plan &p) { return p.scenario.fabric.retransmitTimeout / units::kMicrosecond; },
        [](Plan &p, double v) { p.scenario.fabric.retransmitTimeout = v * units::kMicrosecond; });
    network.slider(
        QStringLiteral("network.stall_probability"),
        {tr("Microburst stall chance"),
         QStringLiteral("%"),
         0,
         10,
         3,
         Scale::Linear,
         {0, 0.01, 0.1, 0.5, 1, 2, 5, 10},
         tr("Probability that one scale-out link stalls a collective call (a microburst, a PFC pause, a tail "
            "packet). A call over d domains waits (1 − (1 − p)^d) × the stall duration on average.")},
        [](const Plan &p) { return p.scenario.fabric.stallProbability * 100.0; },
        [](Plan &p, double v) { p.scenario.fabric.stallProbability = v / 100.0; });
    network.slider(
        QStringLiteral("network.stall_us"),
        {tr("Stall duration"),
         QStringLiteral("µs"),
         0,
         100000,
         0,
         Scale::Linear,
         {0, 10, 50, 100, 500, 1000, 5000, 20000, 100000},
         tr("How long one such stall holds the collective, in microseconds.")},
        [](const Plan &p) { return p.scenario.fabric.stallSeconds / units::kMicrosecond; },
        [](Plan &p, double v) { p.scenario.fabric.stallSeconds = v * units::kMicrosecond; });
}

void ControlSpecs::addCollectives(QVector<ControlSpec> &table)
{
    Group network(table, tr("Interconnect"));
    network.choice(
        QStringLiteral("network.algorithm"), tr("Collective algorithm"),
        tr("Like NCCL_ALGO. auto: the fastest of ring, tree, hierarchical, NVLS / NVLS-tree / SHARP and PAT "
           "for each group and message size, priced with NCCL's tuner constants. A forced algorithm a group "
           "cannot use falls back to ring."),
        enumItems<CollectiveAlgorithm>(), [](const Scenario &s) { return int(s.fabric.algorithm); },
        [](Scenario &s, int v) { s.fabric.algorithm = static_cast<CollectiveAlgorithm>(v); });
    network.choice(
        QStringLiteral("network.protocol"), tr("NCCL protocol"),
        tr("Like NCCL_PROTO. auto: the fastest per call. LL: lowest latency, half the bandwidth; LL128: inside "
           "an NVLink domain, 92 % of the bandwidth; Simple: full bandwidth, highest latency."),
        enumItems<Protocol>(), [](const Scenario &s) { return int(s.fabric.protocol); },
        [](Scenario &s, int v) { s.fabric.protocol = static_cast<Protocol>(v); });
    network.checkBox(QStringLiteral("view.compare_interconnects"),
                     tr("Compare all interconnects on the sync-wall chart"), QString(),
                     tr("Adds one predicted-time curve per fabric preset, with this plan's loss rate (Ctrl+I)."));
}

namespace {

bool isLossless(const Scenario &s)
{
    return s.fabric.lossless;
}

} // namespace

void ControlSpecs::addLossless(QVector<ControlSpec> &table)
{
    Group lossless(table, tr("Lossless Ethernet"));
    lossless.checkBox(
        QStringLiteral("network.lossless"), tr("Lossless fabric (RoCE with PFC and ECN)"), tr("Toggle lossless fabric"),
        tr("Priority flow control pauses a sender instead of dropping its packets; ECN marks and DCQCN cut the rate "
           "instead. Off (lossy): the pause, ECN and incast terms below do not apply."),
        [](const Scenario &s) { return s.fabric.lossless; }, [](Scenario &s, bool on) { s.fabric.lossless = on; });
    lossless
        .slider(
            QStringLiteral("network.pfc_pause_fraction"),
            {tr("PFC pause share"),
             QStringLiteral("%"),
             0,
             90,
             2,
             Scale::Linear,
             {0, 0.1, 0.5, 1, 2, 5, 10, 20},
             tr("Share of time a scale-out port is paused (the switches' pause counters). Head-of-line "
                "blocking stops every flow through a paused port, not only the congesting one: β × (1 − "
                "share); each pause lasts buffer / line rate and adds to the steps it lands in (p99).")},
            [](const Plan &p) { return p.scenario.fabric.pfcPauseFraction * 100.0; },
            [](Plan &p, double v) { p.scenario.fabric.pfcPauseFraction = v / 100.0; })
        .shownWhen = isLossless;
    ControlSpec &buffer = lossless.slider(
        QStringLiteral("network.switch_buffer_kib"),
        {tr("Switch buffer per port"), QStringLiteral("KiB"), 0, 1048576, 0, Scale::Linear,
         zeroThen({64, 256, 512, 1024, 2048, 4096, 16384, 65536}),
         tr("Egress buffer of one switch port. Incast at the last hop of an all-to-all: n senders each put a "
            "window (bandwidth × RTT) into one port; the share u = 1 − buffer / (n · window) that does not fit is "
            "held back by PFC, β × 1/(1 + u). A pause lasts buffer / line rate.")},
        [](const Plan &p) { return p.scenario.fabric.switchBufferBytes / 1024.0; },
        [](Plan &p, double v) { p.scenario.fabric.switchBufferBytes = v * 1024.0; });
    buffer.minimumText = tr("not modelled");
    buffer.shownWhen = isLossless;
    lossless
        .slider(
            QStringLiteral("network.ecn_mark_fraction"),
            {tr("ECN notification share"),
             QStringLiteral("%"),
             0,
             100,
             1,
             Scale::Linear,
             {0, 1, 2, 5, 10, 20, 50, 100},
             tr("Share of round trips in which a sender receives a congestion notification (a CNP after an "
                "ECN-marked packet): β × (1 − share × rate cut).")},
            [](const Plan &p) { return p.scenario.fabric.ecnMarkFraction * 100.0; },
            [](Plan &p, double v) { p.scenario.fabric.ecnMarkFraction = v / 100.0; })
        .shownWhen = isLossless;
    lossless
        .slider(
            QStringLiteral("network.ecn_rate_cut"),
            {tr("ECN rate cut"),
             QStringLiteral("%"),
             0,
             90,
             0,
             Scale::Linear,
             {},
             tr("How much DCQCN cuts the sending rate per notification: α/2, 50 % with α = 1 (its initial "
                "value).")},
            [](const Plan &p) { return p.scenario.fabric.ecnRateCut * 100.0; },
            [](Plan &p, double v) { p.scenario.fabric.ecnRateCut = v / 100.0; })
        .shownWhen = isLossless;
}

} // namespace jct::planner
