#include "controlspecs.h"

#include "app/format/enumnames.h"
#include "app/present/numberformat.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner {

namespace {

using Items = QVector<QPair<QString, QVariant>>;
using Kind = ControlSpec::Kind;
using Plan = format::LoadedScenario;
using Scale = widgets::ParameterControl::Scale;

QVector<double> powersOfTwo(int from, int to)
{
    QVector<double> v;
    for (int x = from; x <= to; x *= 2)
        v.append(x);
    return v;
}

QVector<double> divisorsOf(int n, int limit)
{
    QVector<double> v;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            v.append(d);
    return v;
}

// 0 (the default the file's null means) followed by `values`.
QVector<double> zeroThen(QVector<double> values)
{
    values.prepend(0);
    return values;
}

// The first (or last) stage's layer counts that split the rest evenly over the other stages
// and their virtual stages (core/model/layout.h), with 0, the even split, first.
QVector<double> stageLayerStops(const Scenario &s, bool first)
{
    QVector<double> v{0};
    if (s.parallelism.pp <= 1)
        return v;
    Scenario trial = s;
    int &layers = first ? trial.parallelism.firstStageLayers : trial.parallelism.lastStageLayers;
    for (int n = 1; n < s.model.layers; ++n) {
        layers = n;
        if (checkLayout(trial).problem != Problem::LayersNotDivisibleByStages)
            v.append(n);
    }
    return v;
}

bool isMoe(const Scenario &s)
{
    return s.model.moe.enabled();
}

bool isMla(const Scenario &s)
{
    return s.model.attention == Attention::Mla;
}

// GPU counts between 8 and 65,536 that make a valid layout with the plan's model
// parallelism and global batch (core/model/layout.h: dp divides B/b).
QVector<double> validGpuCounts(const Scenario &s)
{
    // At most one count per data-parallel degree up to B/b.
    std::vector<int> counts(static_cast<std::size_t>(std::clamp(maxDataParallel(s), 0, 65536)));
    counts.resize(evenBatchGpuCounts(s, 8, 65536, counts));
    return QVector<double>(counts.begin(), counts.end());
}

// The items of a combo that sets an enumerated key: each value with its text.
template<typename E>
Items enumItems()
{
    Items items;
    for (const format::EnumName<E> &n : format::enumNames<E>())
        items.append({format::enumText(n.value), static_cast<int>(n.value)});
    return items;
}

// The same with the file's key as the value (for a preset applied through the file format).
template<typename E>
Items enumItemsByKey()
{
    Items items;
    for (const format::EnumName<E> &n : format::enumNames<E>())
        items.append({format::enumText(n.value), format::enumKey(n.value)});
    return items;
}

Items catalogItems(format::Catalog::Kind kind)
{
    const format::Catalog &catalog = format::Catalog::builtIn();
    Items items;
    for (const QString &id : catalog.ids(kind))
        items.append({catalog.entry(kind, id).value(QStringLiteral("name")).toString(), id});
    return items;
}

QString dataParallelText(const Scenario &s)
{
    const int mp = s.parallelism.tp * s.parallelism.pp * s.parallelism.cp;
    if (mp <= 0 || s.cluster.gpus % mp != 0)
        return ControlSpecs::tr("Data parallel (derived): N is not a multiple of tp·pp·cp = %1").arg(mp);
    const int dp = s.cluster.gpus / mp;
    const int perStep = dp * s.training.microBatch;
    return ControlSpecs::tr("Data parallel (derived): dp = %1 / (%2·%3·%4) = <b>%5</b>; %6 micro-batches per step")
        .arg(present::formatCount(s.cluster.gpus, QLocale()))
        .arg(s.parallelism.tp)
        .arg(s.parallelism.pp)
        .arg(s.parallelism.cp)
        .arg(dp)
        .arg(perStep > 0 && s.training.globalBatch % perStep == 0 ? QString::number(s.training.globalBatch / perStep)
                                                                  : ControlSpecs::tr("no whole number of"));
}

QString modelShapeText(const Scenario &s)
{
    const Model &m = s.model;
    const QString kv =
        m.attention == Attention::Mla ? ControlSpecs::tr("MLA") : ControlSpecs::tr("%1 KV").arg(m.kvHeads);
    return ControlSpecs::tr("%1 layers, hidden %2, %3 heads (%4), FFN %5, sequence %6%7; %8 parameters")
        .arg(m.layers)
        .arg(m.hidden)
        .arg(m.heads)
        .arg(kv)
        .arg(m.ffn)
        .arg(m.seqLen)
        .arg(m.moe.enabled() ? ControlSpecs::tr(", %1 experts top-%2").arg(m.moe.experts).arg(m.moe.topK) : QString())
        .arg(QStringLiteral("%1 B").arg(totalParameters(m) / 1e9, 0, 'f', 1));
}

// Appends the rows of one group box to the table.
class Group
{
public:
    Group(QVector<ControlSpec> &table, QString title)
        : m_table(table)
        , m_title(std::move(title))
    {}

    ControlSpec &slider(const QString &keyPath, const widgets::ParameterControl::Spec &look,
                        const std::function<double(const Plan &)> &get, const std::function<void(Plan &, double)> &set)
    {
        ControlSpec &row = add(Kind::Slider, keyPath, look.label, look.toolTip);
        row.editText = ControlSpecs::tr("Set %1").arg(look.label.toLower());
        row.unit = look.unit;
        row.minimum = look.minimum;
        row.maximum = look.maximum;
        row.decimals = look.decimals;
        row.scale = look.scale;
        row.stops = look.choices;
        row.get = [get](const Plan &p) { return QVariant(get(p)); };
        row.set = [set](Plan &p, const QVariant &v) { set(p, v.toDouble()); };
        return row;
    }

    ControlSpec &choice(const QString &keyPath, const QString &label, const QString &toolTip, Items items,
                        const std::function<int(const Scenario &)> &get,
                        const std::function<void(Scenario &, int)> &set)
    {
        ControlSpec &row = add(Kind::Choice, keyPath, label, toolTip);
        row.editText = ControlSpecs::tr("Set %1").arg(label.toLower());
        row.items = std::move(items);
        row.get = [get](const Plan &p) { return QVariant(get(p.scenario)); };
        row.set = [set](Plan &p, const QVariant &v) { set(p.scenario, v.toInt()); };
        return row;
    }

    // Without get and set: a view option, not part of the plan.
    void checkBox(const QString &keyPath, const QString &label, const QString &editText, const QString &toolTip,
                  const std::function<bool(const Scenario &)> &get = {},
                  const std::function<void(Scenario &, bool)> &set = {})
    {
        ControlSpec &row = add(Kind::CheckBox, keyPath, label, toolTip);
        row.editText = editText;
        if (get)
            row.get = [get](const Plan &p) { return QVariant(get(p.scenario)); };
        if (set)
            row.set = [set](Plan &p, const QVariant &v) { set(p.scenario, v.toBool()); };
    }

    void preset(const QString &section, const QString &label, const QString &toolTip, Items items,
                const std::function<QString(const Plan &)> &get)
    {
        ControlSpec &row = add(Kind::Preset, section, label, toolTip);
        row.items = std::move(items);
        row.get = [get](const Plan &p) { return QVariant(get(p)); };
    }

    ControlSpec &note(const QString &toolTip, const std::function<QString(const Scenario &)> &text)
    {
        ControlSpec &row = add(Kind::Note, QString(), QString(), toolTip);
        row.get = [text](const Plan &p) { return QVariant(text(p.scenario)); };
        return row;
    }

private:
    ControlSpec &add(Kind kind, const QString &keyPath, const QString &label, const QString &toolTip)
    {
        ControlSpec row;
        row.kind = kind;
        row.group = m_title;
        row.keyPath = keyPath;
        row.label = label;
        row.toolTip = toolTip;
        m_table.append(std::move(row));
        return m_table.last();
    }

    QVector<ControlSpec> &m_table;
    QString m_title;
};

} // namespace

QVector<ControlSpec> ControlSpecs::all()
{
    QVector<ControlSpec> table;
    addCluster(table);
    addEnergy(table);
    addNetwork(table);
    addCollectives(table);
    addLossless(table);
    addParallelLayout(table);
    addStagesAndExpertTp(table);
    addLayoutOptions(table);
    addTrainingStack(table);
    addModelAndData(table);
    addAttention(table);
    addLatentAttention(table);
    addMixtureOfExperts(table);
    addReliability(table);
    addStragglers(table);
    return table;
}

void ControlSpecs::addCluster(QVector<ControlSpec> &table)
{
    Group cluster(table, tr("Cluster"));
    cluster.preset(QStringLiteral("cluster.gpu"), tr("GPU"),
                   tr("Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a "
                      "default price (resources/catalog/gpus.json, with sources)."),
                   catalogItems(format::Catalog::Kind::Gpu), [](const Plan &p) { return p.gpuId; });
    cluster
        .slider(
            QStringLiteral("cluster.gpus"),
            {tr("GPUs"),
             tr("GPUs"),
             8,
             65536,
             0,
             Scale::Logarithmic,
             {},
             tr("N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp "
                "with dp dividing the global batch); type any count in the box. More GPUs shorten each step until "
                "the sync wall.")},
            [](const Plan &p) { return p.scenario.cluster.gpus; },
            [](Plan &p, double v) { p.scenario.cluster.gpus = static_cast<int>(v); })
        .stopsFor = validGpuCounts;
    cluster.slider(
        QStringLiteral("cluster.gpus_per_node"),
        {tr("GPUs per node"),
         tr("GPUs"),
         1,
         1024,
         0,
         Scale::Linear,
         {1, 2, 4, 8, 16, 36, 72},
         tr("GPUs in one host. Nodes = N / this: the hosts that fail (MTBF per host), a leaf's reach in nodes "
            "(hops: 2 inside a leaf, 4 across the spine) and the span of each parallel group.")},
        [](const Plan &p) { return p.scenario.cluster.gpusPerNode; },
        [](Plan &p, double v) { p.scenario.cluster.gpusPerNode = static_cast<int>(v); });
    cluster.slider(
        QStringLiteral("cost.gpu_hour_usd"),
        {tr("Price per GPU-hour"),
         QStringLiteral("$/h"),
         0.1,
         100,
         2,
         Scale::Logarithmic,
         {},
         tr("What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.")},
        [](const Plan &p) { return p.scenario.cost.gpuHourUsd; },
        [](Plan &p, double v) { p.scenario.cost.gpuHourUsd = v; });
}

void ControlSpecs::addEnergy(QVector<ControlSpec> &table)
{
    Group energy(table, tr("Energy"));
    energy.slider(
        QStringLiteral("cost.gpu_power_w"),
        {tr("Power per GPU"),
         QStringLiteral("W"),
         0,
         5000,
         0,
         Scale::Linear,
         {0, 300, 400, 700, 1000, 1200, 1400, 2000},
         tr("Average board power of one GPU while training (the GPU's catalog figure by default; "
            "choosing a GPU sets it). Energy = N × power × PUE × JCT.")},
        [](const Plan &p) { return p.scenario.cost.gpuPowerWatts; },
        [](Plan &p, double v) { p.scenario.cost.gpuPowerWatts = v; });
    energy.slider(
        QStringLiteral("cost.pue"),
        {tr("PUE"),
         QString(),
         1,
         3,
         2,
         Scale::Linear,
         {},
         tr("Power usage effectiveness: the facility's power over the IT equipment's (cooling, "
            "conversion). 1.1–1.2 for a modern data centre; it multiplies the energy.")},
        [](const Plan &p) { return p.scenario.cost.pue; }, [](Plan &p, double v) { p.scenario.cost.pue = v; });
    energy.slider(
        QStringLiteral("cost.kwh_usd"),
        {tr("Electricity price"),
         QStringLiteral("$/kWh"),
         0,
         1,
         3,
         Scale::Linear,
         {},
         tr("What one kWh costs. Energy cost = energy × price, added to the GPU-hours in the total "
            "cost.")},
        [](const Plan &p) { return p.scenario.cost.kwhUsd; }, [](Plan &p, double v) { p.scenario.cost.kwhUsd = v; });
}

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

void ControlSpecs::addParallelLayout(QVector<ControlSpec> &table)
{
    Group layout(table, tr("Parallel layout"));
    layout
        .note(tr("dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches "
                 "per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work."),
              dataParallelText)
        .lines = 2; // its text changes with every GPU step
    const QString tpTip = tr("Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. "
                             "Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).");
    layout.slider(
        QStringLiteral("parallelism.tp"),
        {tr("Tensor parallel (tp)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64), tpTip},
        [](const Plan &p) { return p.scenario.parallelism.tp; },
        [](Plan &p, double v) { p.scenario.parallelism.tp = static_cast<int>(v); });
    layout
        .slider(
            QStringLiteral("parallelism.pp"),
            {tr("Pipeline parallel (pp)"),
             QString(),
             1,
             1024,
             0,
             Scale::Linear,
             {1},
             tr("Pipeline stages p: each holds L/p layers. Bubble = (p − 1)/(v·m) of the step's work; activations "
                "of p micro-batches stay in flight on the first stage.")},
            [](const Plan &p) { return p.scenario.parallelism.pp; },
            [](Plan &p, double v) { p.scenario.parallelism.pp = static_cast<int>(v); })
        .stopsFor = [](const Scenario &s) { return divisorsOf(s.model.layers, 128); };
    layout
        .slider(
            QStringLiteral("parallelism.vpp"),
            {tr("Virtual stages per GPU (vpp)"),
             QString(),
             1,
             64,
             0,
             Scale::Linear,
             {1},
             tr("Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; "
                "activations × (1 + (p−1)/(p·v)).")},
            [](const Plan &p) { return p.scenario.parallelism.vpp; },
            [](Plan &p, double v) { p.scenario.parallelism.vpp = static_cast<int>(v); })
        .stopsFor = [](const Scenario &s) { return divisorsOf(s.model.layers / std::max(1, s.parallelism.pp), 16); };
    layout.slider(
        QStringLiteral("parallelism.cp"),
        {tr("Context parallel (cp)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 32),
         tr("Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where "
            "it is shorter.")},
        [](const Plan &p) { return p.scenario.parallelism.cp; },
        [](Plan &p, double v) { p.scenario.parallelism.cp = static_cast<int>(v); });
    layout.slider(
        QStringLiteral("parallelism.ep"),
        {tr("Expert parallel (ep)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64),
         tr("MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per "
            "MoE layer and micro-batch, capped by bisection bandwidth.")},
        [](const Plan &p) { return p.scenario.parallelism.ep; },
        [](Plan &p, double v) { p.scenario.parallelism.ep = static_cast<int>(v); });
}

void ControlSpecs::addLayoutOptions(QVector<ControlSpec> &table)
{
    Group layout(table, tr("Parallel layout"));
    layout.slider(
        QStringLiteral("training.micro_batch"),
        {tr("Micro-batch"), tr("seq"), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64),
         tr("b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.")},
        [](const Plan &p) { return p.scenario.training.microBatch; },
        [](Plan &p, double v) { p.scenario.training.microBatch = static_cast<int>(v); });
    layout.choice(
        QStringLiteral("training.recompute"), tr("Recompute"),
        tr("Activation recomputation. none: keep everything; selective: recompute the attention scores "
           "(Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, "
           "MFU does not)."),
        enumItems<Recompute>(), [](const Scenario &s) { return int(s.training.recompute); },
        [](Scenario &s, int v) { s.training.recompute = static_cast<Recompute>(v); });
    layout.choice(
        QStringLiteral("training.zero"), tr("ZeRO"),
        tr("Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + "
           "weights (gathered before every forward and backward)."),
        {{tr("0 (replicated)"), 0}, {tr("stage 1"), 1}, {tr("stage 2"), 2}, {tr("stage 3"), 3}},
        [](const Scenario &s) { return s.training.zeroStage; }, [](Scenario &s, int v) { s.training.zeroStage = v; });
    layout.choice(
        QStringLiteral("parallelism.order"), tr("Rank order"),
        tr("Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a "
           "stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit "
           "next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) "
           "and the data-parallel group spreads across domains."),
        enumItems<RankOrder>(), [](const Scenario &s) { return int(s.parallelism.order); },
        [](Scenario &s, int v) { s.parallelism.order = static_cast<RankOrder>(v); });
    layout.checkBox(
        QStringLiteral("training.sequence_parallel"), tr("Sequence parallelism"), tr("Toggle sequence parallelism"),
        tr("Splits norms and dropout over the TP group (activations ÷ t); all-gather / "
           "reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward."),
        [](const Scenario &s) { return s.training.sequenceParallel; },
        [](Scenario &s, bool on) { s.training.sequenceParallel = on; });
    layout.checkBox(
        QStringLiteral("training.flash_attention"), tr("Flash attention"), tr("Toggle flash attention"),
        tr("Fused attention: the a·s² scores are never stored or streamed through HBM "
           "(removes 5as/h from the activations)."),
        [](const Scenario &s) { return s.training.flashAttention; },
        [](Scenario &s, bool on) { s.training.flashAttention = on; });
}

void ControlSpecs::addModelAndData(QVector<ControlSpec> &table)
{
    Group model(table, tr("Model and data"));
    Items models{{tr("custom shape"), QString()}}; // an empty id applies nothing
    models += catalogItems(format::Catalog::Kind::Model);
    model.preset(QStringLiteral("model.preset"), tr("Model"),
                 tr("Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, "
                    "sequence length, MoE shape (resources/catalog/models.json)."),
                 models, [](const Plan &p) { return p.modelPreset; });
    model.note(QString(), modelShapeText).secondary = true;
    model.slider(
        QStringLiteral("training.tokens"),
        {tr("Training tokens"),
         tr("B tokens"),
         0.1,
         100000,
         1,
         Scale::Logarithmic,
         {},
         tr("Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time "
            "of S steps.")},
        [](const Plan &p) { return p.scenario.training.tokens / 1e9; },
        [](Plan &p, double v) { p.scenario.training.tokens = v * 1e9; });
    model.slider(
        QStringLiteral("training.global_batch"),
        {tr("Global batch"),
         tr("sequences"),
         1,
         1 << 20,
         0,
         Scale::Logarithmic,
         {},
         tr("B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of "
            "micro-batch × dp.")},
        [](const Plan &p) { return p.scenario.training.globalBatch; },
        [](Plan &p, double v) { p.scenario.training.globalBatch = static_cast<int>(v); });
}

void ControlSpecs::addStagesAndExpertTp(QVector<ControlSpec> &table)
{
    Group layout(table, tr("Parallel layout"));
    ControlSpec &etp = layout.slider(
        QStringLiteral("parallelism.etp"),
        {tr("Expert tensor parallel (etp)"), QString(), 0, 1024, 0, Scale::Linear, zeroThen(powersOfTwo(1, 64)),
         tr("Megatron-Core's expert_tensor_parallel_size: the experts' GEMMs split over etp GPUs instead of tp. "
            "ep·etp must divide tp·cp·dp and etp the expert FFN f_e; expert weights per GPU ÷ (ep·etp), each expert "
            "GEMM f_e/etp wide, expert gradients reduced over tp·cp·dp/(ep·etp). 0: the same as tp.")},
        [](const Plan &p) { return p.scenario.parallelism.etp; },
        [](Plan &p, double v) { p.scenario.parallelism.etp = static_cast<int>(v); });
    etp.minimumText = tr("same as tp");
    etp.shownWhen = [](const Scenario &s) { return isMoe(s) || s.parallelism.etp > 0; };
    const QString stageTip =
        tr("Uneven pipelines (Megatron-Core's decoder_%1_pipeline_num_layers): this stage holds this many layers, "
           "the others split the rest evenly (× vpp). The stage with the most work per micro-batch paces the step, "
           "(m + (p − 1)/v)·(t_f + t_b); the last stage also runs the output layer (2hV FLOPs per token) and the MTP "
           "layers, so fewer layers there balance it (Llama 3 405B: 126 layers on pp 16, first and last 7). "
           "The slider steps through counts that split evenly; 0: even split, L/pp.");
    for (const bool first : {true, false}) {
        ControlSpec &row = layout.slider(
            first ? QStringLiteral("parallelism.first_stage_layers") : QStringLiteral("parallelism.last_stage_layers"),
            {first ? tr("First stage layers") : tr("Last stage layers"),
             tr("layers"),
             0,
             4096,
             0,
             Scale::Linear,
             {0},
             stageTip.arg(first ? QStringLiteral("first") : QStringLiteral("last"))},
            [first](const Plan &p) {
                const Parallelism &l = p.scenario.parallelism;
                return first ? l.firstStageLayers : l.lastStageLayers;
            },
            [first](Plan &p, double v) {
                Parallelism &l = p.scenario.parallelism;
                // At most the model's layers, as the file allows: the split is then refused, named.
                (first ? l.firstStageLayers : l.lastStageLayers) =
                    std::min(static_cast<int>(v), p.scenario.model.layers);
            });
        row.stopsFor = [first](const Scenario &s) { return stageLayerStops(s, first); };
        row.minimumText = tr("even split");
        row.shownWhen = [](const Scenario &s) {
            return s.parallelism.pp > 1 || s.parallelism.firstStageLayers > 0 || s.parallelism.lastStageLayers > 0;
        };
    }
}

void ControlSpecs::addTrainingStack(QVector<ControlSpec> &table)
{
    Group stack(table, tr("Precision and framework"));
    Items precisions;
    // The training formats first, in the order they are used today.
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Mxfp8, Precision::Nvfp4,
                        Precision::Tf32, Precision::Fp32})
        precisions.append({format::enumText(p), format::enumKey(p)});
    stack.preset(QStringLiteral("training.precision"), tr("Precision"),
                 tr("Number format of the GEMMs: sets the GPU's peak FLOP/s (catalog; MXFP8 at the FP8 rate where the "
                    "GPU gives no figure, NVFP4 at its FP4 rate). FP8, MXFP8 and NVFP4 speed only the GEMMs: "
                    "attention runs at the 16-bit peak, the casts count as memory traffic, and the narrow copies of "
                    "weights and activations add to memory. A GPU without that peak cannot take it."),
                 precisions, [](const Plan &p) { return format::enumKey(p.scenario.training.precision); });
    stack.preset(QStringLiteral("training.framework"), tr("Framework"),
                 tr("The stack whose schedule the plan assumes; choosing one resets the overlap switches below and "
                    "the gradient reduction width to its defaults. Megatron-Core: both overlaps, 16-bit gradient "
                    "reduction, the 1F1B expert-parallel overlap hides one micro-batch's all-to-all under another's "
                    "compute. Megatron-LM 2021: no overlap, fp32 gradient reduction. FSDP2 and DeepSpeed: both "
                    "overlaps, fp32 gradient reduction, all-to-alls hidden only under shared experts."),
                 enumItemsByKey<Framework>(),
                 [](const Plan &p) { return format::enumKey(p.scenario.training.framework); });
    stack.checkBox(
        QStringLiteral("training.overlap_grad_reduce"), tr("Overlap gradient reduction"),
        tr("Toggle gradient reduction overlap"),
        tr("The data-parallel gradient all-reduce (reduce-scatter with ZeRO) runs under the last micro-batch's "
           "backward pass: exposed = max(0, sync − t_b); off: all of it adds to the step."),
        [](const Scenario &s) { return s.training.overlapGradReduce; },
        [](Scenario &s, bool on) { s.training.overlapGradReduce = on; });
    stack.checkBox(
        QStringLiteral("training.overlap_param_gather"), tr("Overlap parameter all-gather"),
        tr("Toggle parameter all-gather overlap"),
        tr("The sharded optimizer's all-gather of the updated weights runs under the next step's first forward: "
           "exposed = max(0, gather − t_f). With ZeRO-3 each micro-batch's gathers are prefetched, "
           "m·(max(0, g − t_f) + max(0, g − t_b)); off: 2·m·g."),
        [](const Scenario &s) { return s.training.overlapParamGather; },
        [](Scenario &s, bool on) { s.training.overlapParamGather = on; });
    stack.checkBox(
        QStringLiteral("training.tp_comm_overlap"), tr("Overlap TP communication with GEMMs"),
        tr("Toggle TP communication overlap"),
        tr("Transformer Engine userbuffers split each GEMM and pipeline its tensor-parallel all-gather / "
           "reduce-scatter under the chunks: exposed TP = m·max(0, TP time per micro-batch − 3 × the stage's GEMM "
           "time of one forward); off: every TP collective adds to the step."),
        [](const Scenario &s) { return s.training.tpCommOverlap; },
        [](Scenario &s, bool on) { s.training.tpCommOverlap = on; });
    stack.slider(
        QStringLiteral("training.gradient_bytes"),
        {tr("Gradient bytes"),
         QStringLiteral("B"),
         1,
         8,
         0,
         Scale::Linear,
         {1, 2, 4, 8},
         tr("Bytes per gradient element in the data-parallel reduction: 2 (bf16 reduction, Megatron-Core), 4 (fp32, "
            "the other stacks). DP bytes = gradients of the shard × this ÷ compression.")},
        [](const Plan &p) { return p.scenario.training.gradientBytes; },
        [](Plan &p, double v) { p.scenario.training.gradientBytes = v; });
    stack.slider(
        QStringLiteral("training.gradient_compression"),
        {tr("Gradient compression"),
         QStringLiteral("×"),
         1,
         1000,
         1,
         Scale::Logarithmic,
         {1, 2, 4, 8, 16, 32, 100},
         tr("Divides the data-parallel gradient bytes (PowerSGD, 1-bit Adam, …); it changes convergence, which "
            "the planner does not model: the job's tokens stay as given.")},
        [](const Plan &p) { return p.scenario.training.gradientCompression; },
        [](Plan &p, double v) { p.scenario.training.gradientCompression = v; });
}

void ControlSpecs::addAttention(QVector<ControlSpec> &table)
{
    Group shape(table, tr("Model shape"));
    ControlSpec &headSize = shape.slider(
        QStringLiteral("model.head_dim"),
        {tr("Head size"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {0, 64, 80, 96, 128, 192, 256},
         tr("d per attention head, where heads × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + "
            "2·a·d·h FLOPs per token, attention scores and values 4·s·a·d (halved if causal), Q, K, V and the "
            "output stored as 2(2a + 2a_kv)·d/h bytes per sbh. 0: hidden / heads.")},
        [](const Plan &p) { return p.scenario.model.headDim; },
        [](Plan &p, double v) { p.scenario.model.headDim = static_cast<int>(v); });
    headSize.minimumText = tr("hidden / heads");
    // MLA sets its own head sizes; a head_dim the file gives is kept but not used.
    headSize.shownWhen = [](const Scenario &s) { return !isMla(s) || s.model.headDim > 0; };
    shape.choice(
        QStringLiteral("model.attention"), tr("Attention"),
        tr("standard: multi-head attention, grouped-query through the KV heads. MLA (DeepSeek-V2/V3): queries "
           "through a rank-d_c' latent, keys and values up-projected per head from a rank-d_c latent plus one "
           "shared RoPE key; sets the projections' parameters and FLOPs, the scores' 2s·a·(d_nope + d_rope + d_v) "
           "FLOPs per token, and stores the latents with the activations. The KV heads are not used."),
        enumItems<Attention>(), [](const Scenario &s) { return int(s.model.attention); },
        [](Scenario &s, int v) { s.model.attention = static_cast<Attention>(v); });
    shape.slider(
        QStringLiteral("model.mtp_layers"),
        {tr("Multi-token prediction"),
         tr("layers"),
         0,
         64,
         0,
         Scale::Linear,
         {0, 1, 2, 3, 4},
         tr("MTP modules (DeepSeek-V3: 1), on the last pipeline stage. Each runs one more layer (MoE in an MoE "
            "model), a 2h → h projection and the output layer again: 3·(layer + 4h² + 2hV) model FLOPs per token, "
            "its weights and activations on the last stage, which may then pace the pipeline.")},
        [](const Plan &p) { return p.scenario.model.mtpLayers; },
        [](Plan &p, double v) { p.scenario.model.mtpLayers = static_cast<int>(v); });
}

void ControlSpecs::addLatentAttention(QVector<ControlSpec> &table)
{
    Group shape(table, tr("Model shape"));
    struct Rank
    {
        const char *key;
        QString label;
        double minimum;
        double maximum;
        QVector<double> stops;
        QString toolTip;
        int Mla::*field;
        QString minimumText;
    };
    const Rank ranks[] = {
        {"q_lora_rank",
         tr("MLA query latent rank (d_c')"),
         0,
         16384,
         {0, 512, 768, 1024, 1536, 2048, 3072},
         tr("Queries go h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) parameters and twice "
            "that in FLOPs per token; the latent is stored for the backward pass. 0: queries straight from h "
            "(h·a·(d_nope + d_rope))."),
         &Mla::qLoraRank,
         tr("not compressed")},
        {"kv_lora_rank",
         tr("MLA key-value latent rank (d_c)"),
         1,
         16384,
         {128, 256, 512, 1024, 2048},
         tr("Keys and values go h → d_c + d_rope, then d_c → a·(d_nope + d_v): h·(d_c + d_rope) + "
            "d_c·a·(d_nope + d_v) parameters; the latent is stored for the backward pass."),
         &Mla::kvLoraRank,
         {}},
        {"qk_nope_head_dim",
         tr("MLA query-key head size without RoPE"),
         1,
         1024,
         {32, 64, 96, 128, 192, 256},
         tr("d_nope per head: the scores cost 2s·a·(d_nope + d_rope) FLOPs per token."),
         &Mla::qkNopeHeadDim,
         {}},
        {"qk_rope_head_dim",
         tr("MLA rotary head size"),
         0,
         1024,
         {0, 32, 64, 128},
         tr("d_rope: the rotary part of each query and key head; the keys' part is one shared h·d_rope "
            "projection."),
         &Mla::qkRopeHeadDim,
         {}},
        {"v_head_dim",
         tr("MLA value head size"),
         1,
         1024,
         {64, 96, 128, 192, 256},
         tr("d_v per head: the values cost 2s·a·d_v FLOPs per token and the output projection a·d_v·h "
            "parameters."),
         &Mla::vHeadDim,
         {}},
    };
    for (const Rank &r : ranks) {
        const auto field = r.field;
        ControlSpec &row = shape.slider(
            QStringLiteral("model.mla.") + QLatin1String(r.key),
            {r.label, QString(), r.minimum, r.maximum, 0, Scale::Linear, r.stops, r.toolTip},
            [field](const Plan &p) { return p.scenario.model.mla.*field; },
            [field](Plan &p, double v) { p.scenario.model.mla.*field = static_cast<int>(v); });
        row.shownWhen = isMla;
        row.minimumText = r.minimumText;
    }
}

void ControlSpecs::addMixtureOfExperts(QVector<ControlSpec> &table)
{
    Group moe(table, tr("Mixture of experts"));
    moe.slider(
           QStringLiteral("model.moe.shared_experts"),
           {tr("Shared experts"),
            QString(),
            0,
            1024,
            0,
            Scale::Linear,
            {0, 1, 2, 4, 8},
            tr("Always-active experts of every MoE layer (DeepSeek, Qwen2-MoE, Llama 4): each adds 2·(2 or 3)·h·f_s "
               "FLOPs per token and its weights to every GPU of the layer's stage; outside Megatron-Core their "
               "GEMMs are what hides the all-to-all.")},
           [](const Plan &p) { return p.scenario.model.moe.sharedExperts; },
           [](Plan &p, double v) { p.scenario.model.moe.sharedExperts = static_cast<int>(v); })
        .shownWhen = isMoe;
    ControlSpec &sharedFfn = moe.slider(
        QStringLiteral("model.moe.shared_expert_ffn"),
        {tr("Shared expert FFN"),
         QString(),
         0,
         1 << 24,
         0,
         Scale::Linear,
         {0},
         tr("f_s, the FFN width of one shared expert. An MoE layer's MLP costs 2·(2 or 3)·h·(k·f_e + n_s·f_s) + 2hE "
            "FLOPs per token (3 for SwiGLU, E experts' router). 0: the routed experts' f_e.")},
        [](const Plan &p) { return p.scenario.model.moe.sharedExpertFfn; },
        [](Plan &p, double v) { p.scenario.model.moe.sharedExpertFfn = static_cast<int>(v); });
    sharedFfn.stopsFor = [](const Scenario &s) {
        const double fe = s.model.moe.expertFfn;
        return QVector<double>{0, fe / 2, fe, 2 * fe, 4 * fe, 8 * fe};
    };
    sharedFfn.minimumText = tr("expert FFN");
    sharedFfn.shownWhen = isMoe;
    moe.slider(
           QStringLiteral("model.moe.every"),
           {tr("MoE every k-th layer (k)"),
            QString(),
            1,
            1024,
            0,
            Scale::Linear,
            {1, 2, 3, 4},
            tr("After the leading dense layers every k-th layer is MoE, the others dense with FFN f (Megatron-Core's "
               "moe_layer_freq; Llama 4 Maverick: 2). Sets how many layers pay the experts' FLOPs, weights and "
               "all-to-alls, and so which pipeline stage holds the most.")},
           [](const Plan &p) { return p.scenario.model.moe.every; },
           [](Plan &p, double v) {
               p.scenario.model.moe.every = std::clamp(static_cast<int>(v), 1, std::max(1, p.scenario.model.layers));
           })
        .shownWhen = isMoe;
    ControlSpec &capacity = moe.slider(
        QStringLiteral("model.moe.capacity_factor"),
        {tr("Expert capacity factor"),
         QStringLiteral("×"),
         0,
         100,
         2,
         Scale::Linear,
         {0, 1, 1.1, 1.25, 1.5, 2, 3, 4},
         tr("Tokens per expert capped at c × the balanced load (tokens beyond it dropped). Every expert's "
            "input is padded to max(1, c) × the balanced load: the routed activations, the all-to-all buffers, "
            "the dispatched bytes and the experts' GEMMs all grow with c. 0: dropless (taken balanced, as "
            "benchmarks force it).")},
        [](const Plan &p) { return p.scenario.model.moe.capacityFactor; },
        [](Plan &p, double v) { p.scenario.model.moe.capacityFactor = v; });
    capacity.minimumText = tr("dropless");
    capacity.shownWhen = isMoe;
    moe.slider(
           QStringLiteral("model.moe.load_imbalance"),
           {tr("Router load imbalance"),
            QStringLiteral("×"),
            1,
            4,
            2,
            Scale::Linear,
            {1, 1.05, 1.1, 1.2, 1.3, 1.5, 2, 3, 4},
            tr("Dropless routing: the busiest expert-parallel rank's tokens ÷ the balanced load. The step "
               "waits for that rank, so its experts' GEMMs, its all-to-all bytes and its token buffers "
               "grow by this factor. 1: balanced, as benchmarks force it; auxiliary-loss-free balancing "
               "keeps the worst expert within about 1.05–1.2× (Wang et al. 2024, MaxVio). Ignored when a "
               "capacity factor pads every expert.")},
           [](const Plan &p) { return p.scenario.model.moe.loadImbalance; },
           [](Plan &p, double v) { p.scenario.model.moe.loadImbalance = std::max(1.0, v); })
        .shownWhen = isMoe;
}

void ControlSpecs::addReliability(QVector<ControlSpec> &table)
{
    Group reliability(table, tr("Checkpoints and failures"));
    reliability
        .slider(
            QStringLiteral("reliability.checkpoint_interval_minutes"),
            {tr("Checkpoint interval"),
             tr("min"),
             1,
             1440,
             1,
             Scale::Logarithmic,
             {},
             tr("τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly "
                "2006): short intervals pay δ often, long ones lose more work per failure.")},
            [](const Plan &p) { return p.scenario.reliability.checkpointIntervalSeconds / 60.0; },
            [](Plan &p, double v) { p.scenario.reliability.checkpointIntervalSeconds = v * 60.0; })
        .automatic = ControlSpec::Automatic{
        tr("Optimal checkpoint interval (Daly)"),
        tr("τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking checkpoint time and M the job "
           "MTBF."),
        tr("Use the optimal checkpoint interval"),
        tr("Set the checkpoint interval"),
        [](const Scenario &s) { return s.reliability.checkpointIntervalSeconds <= 0.0; },
        [](const present::PlanAnalysis &a) { return a.result.checkpoint.intervalSeconds / 60.0; }};
    reliability.checkBox(
        QStringLiteral("storage.async_checkpoint"), tr("Asynchronous checkpoints"),
        tr("Toggle asynchronous checkpoints"),
        tr("Each GPU copies its shard to a host staging buffer (shard / PCIe bandwidth) and the flush to storage "
           "(size / flush bandwidth) runs behind; a checkpoint costs δ = max(copy, flush), as the seed defines it."),
        [](const Scenario &s) { return s.storage.asyncCheckpoint; },
        [](Scenario &s, bool on) { s.storage.asyncCheckpoint = on; });
    reliability.slider(
        QStringLiteral("storage.checkpoint_write_gbps"),
        {tr("Checkpoint write bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate bandwidth to and from the checkpoint store (written and read back at this rate). "
            "Synchronous δ = checkpoint size (14 B/param) / bandwidth.")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.checkpointWriteBandwidth); },
        [](Plan &p, double v) {
            // The read rate follows the write rate as the file's default does, until it is set apart.
            Storage &st = p.scenario.storage;
            if (st.checkpointReadBandwidth == st.checkpointWriteBandwidth)
                st.checkpointReadBandwidth = units::gbpsToBytesPerSecond(v);
            st.checkpointWriteBandwidth = units::gbpsToBytesPerSecond(v);
        });
    reliability.slider(
        QStringLiteral("storage.checkpoint_read_gbps"),
        {tr("Checkpoint read bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate rate of reading the checkpoint back after a failure (capped by the storage uplinks): "
            "recovery R = drain + provisioning + size / this + re-initialisation.")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.checkpointReadBandwidth); },
        [](Plan &p, double v) { p.scenario.storage.checkpointReadBandwidth = units::gbpsToBytesPerSecond(v); });
    reliability.slider(
        QStringLiteral("storage.flush_gbps"),
        {tr("Async flush bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate rate of the background flush of async checkpoints (the seed: 200 GB/s = 1,600 Gbit/s), "
            "shared with the dataset reads on the storage uplinks. Async δ = max(copy, size / this).")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.flushBandwidth); },
        [](Plan &p, double v) { p.scenario.storage.flushBandwidth = units::gbpsToBytesPerSecond(v); });
    reliability.slider(
        QStringLiteral("reliability.corrupt_checkpoint_probability"),
        {tr("Corrupt checkpoint chance"),
         QStringLiteral("%"),
         0,
         100,
         1,
         Scale::Linear,
         {},
         tr("The chance that the latest checkpoint cannot be read back: the job rolls back to the one before, "
            "losing one more interval and δ and downloading again. Adds p·(τ + δ + download) to every recovery.")},
        [](const Plan &p) { return p.scenario.reliability.corruptCheckpointProbability * 100.0; },
        [](Plan &p, double v) { p.scenario.reliability.corruptCheckpointProbability = v / 100.0; });
    addRecovery(table);
    addFailureSources(table);
    addStorage(table);
}

void ControlSpecs::addRecovery(QVector<ControlSpec> &table)
{
    Group recovery(table, tr("Recovery"));
    auto minutes = [&](const char *key, const QString &label, const QString &tip, double Reliability::*field) {
        recovery.slider(
            QLatin1String(key), {label, tr("min"), 0, 240, 1, Scale::Linear, {}, tip},
            [field](const Plan &p) { return p.scenario.reliability.*field / units::kMinute; },
            [field](Plan &p, double v) { p.scenario.reliability.*field = v * units::kMinute; });
    };
    minutes("reliability.drain_minutes", tr("Drain"),
            tr("Stopping the job and finding the failed rank after a failure (watchdog timeouts included)."),
            &Reliability::drainSeconds);
    minutes("reliability.provision_minutes", tr("Provisioning"),
            tr("Bringing up a replacement host. Hardware failures only (software failures restart in place); "
               "skipped while a hot spare waits."),
            &Reliability::provisionSeconds);
    minutes("reliability.reinit_minutes", tr("Communicator re-initialisation"),
            tr("Re-creating the process groups and NCCL communicators and warming up. The checkpoint download "
               "(size / read bandwidth) is added to recovery, as is the rollback past a corrupt checkpoint."),
            &Reliability::reinitSeconds);
    recovery.slider(
        QStringLiteral("reliability.hot_spare_nodes"),
        {tr("Hot spare hosts"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {},
         tr("Hosts kept ready for the job: with at least one, a hardware failure skips provisioning (the pool "
            "is taken as refilled by repairs between failures).")},
        [](const Plan &p) { return p.scenario.reliability.hotSpareNodes; },
        [](Plan &p, double v) { p.scenario.reliability.hotSpareNodes = static_cast<int>(v); });
}

namespace {

// The note beside the component MTBFs: whether the plan's job MTBF overrides them.
QString jobMtbfOverrideText(const Scenario &s)
{
    if (s.reliability.jobMtbfSeconds > 0.0)
        return ControlSpecs::tr("<b>The job MTBF (%1) overrides the per-component MTBFs below</b>; set it to "
                                "\"per component\" to use them.")
            .arg(present::formatDuration(s.reliability.jobMtbfSeconds, QLocale()));
    return ControlSpecs::tr("Job failure rate λ = the sum over components of count / MTBF; a job MTBF set here "
                            "overrides them.");
}

} // namespace

void ControlSpecs::addFailureSources(QVector<ControlSpec> &table)
{
    Group sources(table, tr("Failures by component"));
    sources
        .slider(
            QStringLiteral("reliability.job_mtbf_hours"),
            {tr("Job MTBF (measured)"), tr("h"), 0, 10000, 2, Scale::Linear,
             zeroThen({0.5, 1, 2, 3, 6, 12, 24, 48, 96, 168}),
             tr("A measured mean time between the job's interruptions (Llama 3 405B on 16,384 H100: 466 in 54 "
                "days, 2.8 h). When set it replaces every per-component MTBF below.")},
            [](const Plan &p) { return p.scenario.reliability.jobMtbfSeconds / units::kHour; },
            [](Plan &p, double v) { p.scenario.reliability.jobMtbfSeconds = v * units::kHour; })
        .minimumText = tr("per component");
    sources.note(tr("A job MTBF set in the plan overrides the per-component MTBFs."), jobMtbfOverrideText).lines = 2;
    const QVector<double> mtbfStops{1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6, 1e7};
    sources.slider(
        QStringLiteral("reliability.gpu_mtbf_hours"),
        {tr("MTBF per GPU"),
         tr("h"),
         1000,
         10000000,
         0,
         Scale::Logarithmic,
         {},
         tr("Mean time between failures of one GPU (HBM, SRAM, GSP, thermal included), up to 10 million hours. "
            "N GPUs fail N times as often: 50,000 h over 1,024 GPUs fails every 49 h.")},
        [](const Plan &p) { return p.scenario.reliability.gpuMtbfSeconds / units::kHour; },
        [](Plan &p, double v) { p.scenario.reliability.gpuMtbfSeconds = v * units::kHour; });
    auto component = [&](const char *key, const QString &label, const QString &tip, double Reliability::*field) {
        sources
            .slider(
                QLatin1String(key), {label, tr("h"), 0, 10000000, 0, Scale::Linear, zeroThen(mtbfStops), tip},
                [field](const Plan &p) { return p.scenario.reliability.*field / units::kHour; },
                [field](Plan &p, double v) { p.scenario.reliability.*field = v * units::kHour; })
            .minimumText = tr("not modelled");
    };
    component("reliability.nic_mtbf_hours", tr("MTBF per NIC"), tr("One NIC per GPU."), &Reliability::nicMtbfSeconds);
    component("reliability.switch_mtbf_hours", tr("MTBF per switch"),
              tr("Leaves with radix/2 GPU ports each, plus half as many spines."), &Reliability::switchMtbfSeconds);
    component("reliability.optics_mtbf_hours", tr("MTBF per transceiver"),
              tr("Two transceivers on each GPU's link to its leaf and on each leaf uplink (2N + 2N / "
                 "oversubscription), cables included."),
              &Reliability::opticsMtbfSeconds);
    component("reliability.node_mtbf_hours", tr("MTBF per host"),
              tr("CPU, memory, power supply, disks, kernel: one per N / GPUs per node."),
              &Reliability::nodeMtbfSeconds);
    component("reliability.software_mtbf_hours", tr("Software MTBF (per job)"),
              tr("NCCL watchdog timeouts, driver hangs, framework bugs: the job fails without a broken part and "
                 "restarts in place, with no provisioning."),
              &Reliability::softwareMtbfSeconds);
}

void ControlSpecs::addStorage(QVector<ControlSpec> &table)
{
    Group storage(table, tr("Storage and data loading"));
    storage.slider(
        QStringLiteral("training.startup_minutes"),
        {tr("Start-up"),
         tr("min"),
         0,
         1440,
         1,
         Scale::Linear,
         {0, 1, 2, 5, 10, 20, 30, 60, 120},
         tr("Initialisation and first data load, before the first step: serial, so it is Amdahl's fraction of "
            "the job (startup + staging) / JCT, which more GPUs do not shorten.")},
        [](const Plan &p) { return p.scenario.training.startupSeconds / units::kMinute; },
        [](Plan &p, double v) { p.scenario.training.startupSeconds = v * units::kMinute; });
    storage.slider(
        QStringLiteral("training.data_stall_ms"),
        {tr("Data stall per step"),
         tr("ms"),
         0,
         100000,
         1,
         Scale::Linear,
         {0, 1, 5, 10, 50, 100, 500, 1000},
         tr("Exposed data-loading wait per step, on top of what the storage uplinks impose: T_step += this.")},
        [](const Plan &p) { return p.scenario.training.dataStallSeconds * 1000.0; },
        [](Plan &p, double v) { p.scenario.training.dataStallSeconds = v / 1000.0; });
    storage
        .slider(
            QStringLiteral("storage.uplink_gbps"),
            {tr("Storage uplinks"), QStringLiteral("Gbit/s"), 0, 10000000, 0, Scale::Linear,
             zeroThen({100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 102400, 204800}),
             tr("Aggregate bandwidth of the storage fabric, shared by dataset reads and checkpoint traffic: a "
                "step that reads longer than it computes stalls, an async flush gets what the reads leave "
                "(max-min fair), a synchronous write, a download and the staging have it alone.")},
            [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.uplinkBandwidth); },
            [](Plan &p, double v) { p.scenario.storage.uplinkBandwidth = units::gbpsToBytesPerSecond(v); })
        .minimumText = tr("no limit");
    storage.slider(
        QStringLiteral("training.dataset_bytes_per_token"),
        {tr("Dataset bytes per token"), QStringLiteral("B"), 0, 1000000, 1, Scale::Linear,
         zeroThen({2, 4, 8, 16, 64, 256, 1024, 4096}),
         tr("Bytes read from storage per trained token: 2–4 for tokenised text, far more for images or video. "
            "A step reads B·s·bytes.")},
        [](const Plan &p) { return p.scenario.training.datasetBytesPerToken; },
        [](Plan &p, double v) { p.scenario.training.datasetBytesPerToken = v; });
    storage.slider(
        QStringLiteral("training.staging_gb"),
        {tr("Data staged before the first step"), QStringLiteral("GB"), 0, 1000000, 0, Scale::Linear,
         zeroThen({10, 100, 1000, 10000, 100000}),
         tr("Copied from storage at the storage's read rate before training starts: serial, with the startup "
            "(Amdahl's fraction).")},
        [](const Plan &p) { return p.scenario.training.stagingBytes / units::kGB; },
        [](Plan &p, double v) { p.scenario.training.stagingBytes = v * units::kGB; });
    storage
        .slider(
            QStringLiteral("training.validation_every_steps"),
            {tr("Validation every"), tr("steps"), 0, 1000000, 0, Scale::Linear,
             zeroThen({100, 250, 500, 1000, 2000, 5000, 10000}),
             tr("A validation pass every N steps: forward passes only, through the pipeline.")},
            [](const Plan &p) { return p.scenario.training.validationEverySteps; },
            [](Plan &p, double v) { p.scenario.training.validationEverySteps = static_cast<int>(v); })
        .minimumText = tr("never");
    storage.slider(
        QStringLiteral("training.validation_batches"),
        {tr("Validation batches"), QString(), 0, 100000, 0, Scale::Linear, zeroThen({1, 2, 5, 10, 20, 50, 100}),
         tr("Global batches in one validation pass; each costs (m + (p − 1)/v) forward micro-batch "
            "slots.")},
        [](const Plan &p) { return p.scenario.training.validationBatches; },
        [](Plan &p, double v) { p.scenario.training.validationBatches = static_cast<int>(v); });
}

void ControlSpecs::addStragglers(QVector<ControlSpec> &table)
{
    Group stragglers(table, tr("Stragglers"));
    stragglers.slider(
        QStringLiteral("stragglers.slow_gpu_factor"),
        {tr("One slow GPU"),
         QStringLiteral("%"),
         0,
         100,
         1,
         Scale::Linear,
         {},
         tr("One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute "
            "stretches by that much, every step.")},
        [](const Plan &p) { return p.scenario.stragglers.slowGpuFactor * 100.0; },
        [](Plan &p, double v) { p.scenario.stragglers.slowGpuFactor = v / 100.0; });
    stragglers.slider(
        QStringLiteral("stragglers.jitter_cv"),
        {tr("Per-rank jitter (CV)"),
         QStringLiteral("%"),
         0,
         50,
         1,
         Scale::Linear,
         {},
         tr("Random compute-time variation of each rank. The step waits for the slowest of N: compute × "
            "cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).")},
        [](const Plan &p) { return p.scenario.stragglers.jitterCv * 100.0; },
        [](Plan &p, double v) { p.scenario.stragglers.jitterCv = v / 100.0; });
    stragglers.slider(
        QStringLiteral("stragglers.backup_workers"),
        {tr("Backup workers"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {},
         tr("k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.")},
        [](const Plan &p) { return p.scenario.stragglers.backupWorkers; },
        [](Plan &p, double v) { p.scenario.stragglers.backupWorkers = static_cast<int>(v); });
}

} // namespace jct::planner
