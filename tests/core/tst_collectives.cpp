// Collectives (MODEL.md section 5) against hand-worked numbers, including the seed
// figures the project corrects.

#include "core/model/units.h"
#include "core/physics/collectivechoice.h"
#include "core/physics/collectives.h"

#include <algorithm>
#include <cmath>

#include <QTest>

using namespace jct;

class TestCollectives final : public QObject
{
    Q_OBJECT

private slots:
    void ringAllReduceSeedExample()
    {
        // 700 GB over 1,024 GPUs at 50 GB/s: every GPU moves 2·1023/1024·700 GB = 1.3986 TB,
        // so ≈ 27.97 s, not the seed's 27 ms.
        const double t = ringAllReduceTime(1024, 700e9, {0.0, 50e9});
        QVERIFY(qAbs(t - 27.9727) < 1e-3);
        // The seed's own formula 2(P−1)(α + N/(P·β)) is the same thing.
        const double seedForm = 2.0 * 1023 * (0.0 + 700e9 / (1024 * 50e9));
        QVERIFY(qAbs(t - seedForm) < 1e-9);
        // With α = 5 µs the latency term adds 2·1023·5 µs = 10.23 ms.
        QVERIFY(qAbs(ringAllReduceTime(1024, 700e9, {5e-6, 50e9}) - (27.9727 + 0.01023)) < 1e-3);
    }

    void nvlinkSeedExample()
    {
        // "2 × 350 GB / 600 GB/s" is ≈ 1.17 s, not sub-millisecond.
        QVERIFY(qAbs(2.0 * pointToPointTime(350e9, {0.0, 600e9}) - 1.16667) < 1e-4);
    }

    void pointToPoint400Gbps()
    {
        // 700 GB at 400 Gbps (50 GB/s) takes 14 s.
        const double beta = units::gbpsToBytesPerSecond(400.0);
        QCOMPARE(beta, 50e9);
        QVERIFY(qAbs(pointToPointTime(700e9, {0.0, beta}) - 14.0) < 1e-12);
    }

    void treeAndInNetwork()
    {
        // 1 GB over 16 ranks, α = 10 µs, β = 25 GB/s.
        const Link link{10e-6, 25e9};
        // tree: 2·log2(16)·10 µs + 2·1e9/25e9 = 80 µs + 80 ms
        QVERIFY(qAbs(treeAllReduceTime(16, 1e9, link) - 0.08008) < 1e-9);
        // in-network: 2·10 µs + 1e9/25e9 = 40.02 ms
        QVERIFY(qAbs(inNetworkAllReduceTime(16, 1e9, link) - 0.04002) < 1e-9);
        // ring: 2·15·10 µs + 2·15/16·40 ms = 0.3 ms + 75 ms
        QVERIFY(qAbs(ringAllReduceTime(16, 1e9, link) - 0.0753) < 1e-9);
        // all-gather of the full 1 GB buffer: 15·10 µs + 15/16·40 ms
        QVERIFY(qAbs(ringAllGatherTime(16, 1e9, link) - 0.03765) < 1e-9);
        QCOMPARE(ringAllReduceTime(1, 1e9, link), 0.0);
    }

    void ncclBusBandwidthFactors()
    {
        // nccl-tests: busbw = algbw × 2(n−1)/n (all-reduce), × (n−1)/n (all-gather).
        QCOMPARE(allReduceBusBandwidthFactor(8), 1.75);
        QCOMPARE(allGatherBusBandwidthFactor(8), 0.875);
        // A ring all-reduce that runs at link bandwidth β shows busbw = β.
        const double bytes = 1e9;
        const double algbw = bytes / ringAllReduceTime(8, bytes, {0.0, 100e9});
        QVERIFY(qAbs(algbw * allReduceBusBandwidthFactor(8) - 100e9) < 1.0);
    }

    void placementAndHops()
    {
        Scenario s;
        s.cluster.gpusPerNode = 8;
        s.gpu.nvlinkDomain = 8;
        s.fabric.switchRadix = 64;
        s.fabric.topology = Topology::RailOptimized;
        // TP group of 8, contiguous: one NVLink domain.
        GroupPlacement tp = placeGroup(s, 8, 1);
        QCOMPARE(tp.domains, 1);
        QCOMPARE(tp.perDomain, 8);
        // DP group of 16 with stride 8: one GPU in each of 16 nodes, all on one rail leaf.
        GroupPlacement dp = placeGroup(s, 16, 8);
        QCOMPARE(dp.perDomain, 1);
        QCOMPARE(dp.domains, 16);
        QCOMPARE(dp.nodeSpan, 16);
        QCOMPARE(fabricHops(s, dp.nodeSpan), 2);
        // 64 nodes exceed a 32-node rail leaf: through the spine.
        QCOMPARE(fabricHops(s, 64), 4);
        s.fabric.topology = Topology::FatTree;
        // Plain leaves hold 32 NICs = 4 nodes; a pod 32 leaves = 128 nodes.
        QCOMPARE(fabricHops(s, 4), 2);
        QCOMPARE(fabricHops(s, 100), 4);
        QCOMPARE(fabricHops(s, 200), 6);
        // Group with t = 2 in a node: 4 members per domain.
        GroupPlacement mixed = placeGroup(s, 16, 2);
        QCOMPARE(mixed.perDomain, 4);
        QCOMPARE(mixed.domains, 4);
    }

    void fabricLinkLatencyAndBandwidth()
    {
        Scenario s;
        s.fabric.latency = 3e-6;
        s.fabric.hopLatency = 0.5e-6;
        s.fabric.nicBandwidth = 50e9;
        s.fabric.protocolEfficiency = 0.9;
        s.fabric.switchRadix = 64;
        s.fabric.oversubscription = 2.0;
        const Link leaf = fabricLink(s, 8);
        QVERIFY(qAbs(leaf.alpha - 4e-6) < 1e-15); // 3 µs + 2 hops × 0.5 µs
        QVERIFY(qAbs(leaf.beta - 45e9) < 1.0);    // inside a leaf: no oversubscription
        const Link spine = fabricLink(s, 64);
        QVERIFY(qAbs(spine.alpha - 5e-6) < 1e-15); // 4 hops
        QVERIFY(qAbs(spine.beta - 22.5e9) < 1.0);  // 2:1 at the spine
    }

    void lossFactor()
    {
        Fabric f;
        f.nicBandwidth = 50e9;
        f.mtuBytes = 4096;
        f.lossRate = 0.001;
        f.transport = Transport::GoBackN;
        f.retransmitTimeout = 0.0;
        // RTT 10 µs: window = 50e9 · 10e-6 / 4096 = 122.07 packets; 1/(1 + 0.001·122.07).
        QVERIFY(qAbs(lossThroughputFactor(f, 10e-6) - 1.0 / 1.1220703125) < 1e-9);
        f.transport = Transport::SelectiveRepeat;
        QVERIFY(qAbs(lossThroughputFactor(f, 10e-6) - 1.0 / 1.001) < 1e-12);
        // A 1 ms timeout for tail losses, 512 KiB messages (128 packets of 4 KiB): a tail
        // loss has probability 1/128 and idles 1 ms = 12,207 packet times of 81.92 ns:
        // + 0.001 · 95.37 = 0.09537 per packet.
        f.transport = Transport::GoBackN;
        f.retransmitTimeout = 1e-3;
        f.messageBytes = 524288.0;
        QVERIFY(qAbs(lossThroughputFactor(f, 10e-6) - 1.0 / (1.1220703125 + 0.001 * 1e-3 / 81.92e-9 / 128)) < 1e-9);
        f.lossRate = 0.0;
        QCOMPARE(lossThroughputFactor(f, 10e-6), 1.0);
    }

    void pcieOnlyNodes()
    {
        // A node without NVLink (nvlink_domain 1): the GPUs of a node still talk without
        // the NIC, over PCIe through the host, at NCCL's PCI ring-step latency.
        Scenario s;
        s.gpu.nvlinkDomain = 1;
        s.gpu.nvls = true; // no NVSwitch to reduce in, whatever the flag says
        s.gpu.hostCopyBandwidth = 25e9;
        s.cluster.gpusPerNode = 8;
        const GroupPlacement tp = placeGroup(s, 8, 1);
        QCOMPARE(tp.domains, 1);
        const CollectiveChoice c = allReduce(s, tp, 64e6);
        QCOMPARE(c.algorithm, CollectiveAlgorithm::Ring);
        QCOMPARE(c.protocol, Protocol::Simple); // 64 MB: bandwidth matters, no LL128 on PCIe
        QCOMPARE(c.beta, 25e9 * kPcieEfficiency);
        QCOMPARE(c.alpha, kPcieLatency);
        // NCCL's ring/Simple base latency of 8.4 µs per call on top of the α–β ring.
        QVERIFY(qAbs(c.seconds - (8.4e-6 + ringAllReduceTime(8, 64e6, {kPcieLatency, 20e9}))) < 1e-15);
    }

    void microburstStalls()
    {
        // p = 1 % per link and call, 1 ms each: over 16 domains a call waits
        // (1 − 0.99^16) × 1 ms = 0.1485 ms on average; inside one domain, never.
        Scenario s;
        s.fabric.stallProbability = 0.01;
        s.fabric.stallSeconds = 1e-3;
        QVERIFY(qAbs(expectedStallSeconds(s.fabric, 16) - (1.0 - std::pow(0.99, 16)) * 1e-3) < 1e-15);
        QCOMPARE(expectedStallSeconds(s.fabric, 1), 0.0);
        const GroupPlacement dp = placeGroup(s, 16, 8);
        const double stalled = allGather(s, dp, 1e9).seconds;
        s.fabric.stallProbability = 0.0;
        QVERIFY(qAbs(stalled - allGather(s, dp, 1e9).seconds - 1.4854e-4) < 1e-7);
    }

    void losslessEthernet()
    {
        Fabric f;
        f.nicBandwidth = 50e9;
        f.pfcPauseFraction = 0.1;
        f.ecnMarkFraction = 0.2;
        f.ecnRateCut = 0.5;
        f.switchBufferBytes = 1048576.0; // 1 MiB per port
        // Not lossless: none of it applies, today's figures stay.
        QCOMPARE(losslessThroughputFactor(f), 1.0);
        QCOMPARE(incastThroughputFactor(f, 31, 10e-6, 1e9), 1.0);
        f.lossless = true;
        // Paused 10 % of the time (every flow through the port, HOL), notified in 20 % of the
        // round trips and cut by half then: (1 − 0.1)·(1 − 0.2·0.5) = 0.9·0.9 = 0.81.
        QVERIFY(qAbs(losslessThroughputFactor(f) - 0.81) < 1e-15);
        // Incast: 31 senders, each a window of 50 GB/s × 10 µs = 500 kB, into a 1 MiB port:
        // u = 1 − 1,048,576 / 15,500,000 = 0.932350, factor 1/(1 + u) = 0.517505.
        QVERIFY(qAbs(incastThroughputFactor(f, 31, 10e-6, 1e9) - 0.517505) < 1e-6);
        // A 100 kB message per peer is the window: u = 1 − 1,048,576 / 3,100,000 = 0.661750.
        QVERIFY(qAbs(incastThroughputFactor(f, 31, 10e-6, 100e3) - 1.0 / 1.661750) < 1e-6);
        // Ten senders of 100 kB fit in the buffer: no incast.
        QCOMPARE(incastThroughputFactor(f, 10, 10e-6, 100e3), 1.0);
        // A pause drains the 1 MiB buffer at line rate: 1,048,576 / 50e9 = 20.97 µs; without a
        // buffer size the longest 802.1Qbb pause, 65,535 × 512 bits at 400 Gbit/s = 83.89 µs.
        QVERIFY(qAbs(pfcPauseSeconds(f) - 20.97152e-6) < 1e-12);
        f.switchBufferBytes = 0.0;
        QVERIFY(qAbs(pfcPauseSeconds(f) - 65535.0 * 512.0 / 400e9) < 1e-12);
        QCOMPARE(incastThroughputFactor(f, 31, 10e-6, 1e9), 1.0);

        // On the scale-out link: β × 0.81, on NVLink nothing.
        Scenario s;
        s.fabric.nicBandwidth = 50e9;
        const double lossy = fabricLink(s, 64).beta;
        s.fabric.lossless = true;
        s.fabric.pfcPauseFraction = 0.1;
        s.fabric.ecnMarkFraction = 0.2;
        QVERIFY(qAbs(fabricLink(s, 64).beta - 0.81 * lossy) < 1e-3);
        // An all-to-all over 4 nodes (32 ranks, 8 per domain): 24 remote senders into each
        // port, a window of min(50 GB/s × 2α, 1 GB / 32) each, against a 1 MiB buffer.
        s.fabric.switchBufferBytes = 1048576.0;
        const GroupPlacement ep = placeGroup(s, 32, 1);
        const CollectiveChoice a2a = allToAll(s, ep, 1e9);
        const Link link = fabricLink(s, ep.nodeSpan);
        const double expected = incastThroughputFactor(s.fabric, 24, 2.0 * link.alpha, 1e9 / 32);
        QVERIFY(expected < 0.6);
        QVERIFY(qAbs(a2a.beta - link.beta * expected) < 1e-3);
    }

    void protocolCostsFromNcclTuning()
    {
        // NCCL src/graph/tuning.cc: ring base latency LL 6.6, LL128 14.0, Simple 8.4 µs; per
        // step on NVLink LL 0.6, LL128 1.9, Simple 3.4 µs; on the network LL 2.7, LL128 4.0,
        // Simple 14.0 µs; LL carries half its bytes, LL128 92 % (120 of 128); trees run at 92 %
        // of the ring's bandwidth; LL's bus bandwidth is capped at 87.7 GB/s in one node,
        // 39.0 GB/s over two and 20.4 GB/s over more.
        const ProtocolCost ll = protocolCost(false, Protocol::LL, LinkKind::NvLink, 1);
        QVERIFY(qAbs(ll.baseLatency - 6.6e-6) < 1e-15);
        QVERIFY(qAbs(ll.stepScale - 0.6 / 3.4) < 1e-12);
        QCOMPARE(ll.bandwidthScale, 0.5);
        QCOMPARE(ll.bandwidthCap, 87.7e9);
        QCOMPARE(protocolCost(false, Protocol::LL, LinkKind::Network, 2).bandwidthCap, 39.0e9);
        QCOMPARE(protocolCost(false, Protocol::LL, LinkKind::Network, 16).bandwidthCap, 20.4e9);
        const ProtocolCost ll128 = protocolCost(false, Protocol::LL128, LinkKind::Network, 2);
        QVERIFY(qAbs(ll128.stepScale - 4.0 / 14.0) < 1e-12);
        QCOMPARE(ll128.bandwidthScale, 0.92);
        QCOMPARE(ll128.bandwidthCap, 0.0);
        const ProtocolCost simple = protocolCost(false, Protocol::Simple, LinkKind::Pci, 1);
        QCOMPARE(simple.stepScale, 1.0);
        QCOMPARE(simple.bandwidthScale, 1.0);
        QVERIFY(qAbs(protocolCost(true, Protocol::Simple, LinkKind::Network, 4).bandwidthScale - 0.92) < 1e-12);
        QVERIFY(qAbs(protocolCost(true, Protocol::LL, LinkKind::Network, 4).bandwidthScale - 0.92 / 3.8) < 1e-12);
        QVERIFY(qAbs(protocolCost(true, Protocol::LL128, LinkKind::NvLink, 1).bandwidthScale - 0.92 * 7.0 / 9.0)
                < 1e-12);
        QVERIFY(qAbs(protocolCost(true, Protocol::LL128, LinkKind::Network, 4).bandwidthScale - 0.92 * 120.0 / 128.0)
                < 1e-12);
    }

    void protocolFollowsMessageSize()
    {
        // An 8-GPU NVLink all-reduce, NVLS off: LL for a few kilobytes (latency), Simple for
        // a gigabyte (bandwidth), LL128 in between; NCCL_PROTO-style forcing wins.
        Scenario s;
        s.gpu.nvls = false;
        s.gpu.nvlinkDomain = 8;
        s.gpu.nvlinkLatency = 3.4e-6;
        s.gpu.nvlinkBandwidth = 450e9;
        s.gpu.nvlinkEfficiency = 0.8;
        const GroupPlacement tp = placeGroup(s, 8, 1);
        QCOMPARE(allReduce(s, tp, 8192).protocol, Protocol::LL);
        QCOMPARE(allReduce(s, tp, 1e9).protocol, Protocol::Simple);
        QCOMPARE(allReduce(s, tp, 1e7).protocol, Protocol::LL128); // 93 µs vs 105 (Simple), 206 (LL)
        // 8 KB with LL by hand: 6.6 µs + 14 steps × 0.6 µs + 2·7/8·8192 B / min(0.5 · 360 GB/s,
        // LL's 87.7 GB/s cap in one node).
        const double expected = 6.6e-6 + 14 * 0.6e-6 + 1.75 * 8192 / 87.7e9;
        QVERIFY(qAbs(allReduce(s, tp, 8192).seconds - expected) < 1e-12);
        s.fabric.protocol = Protocol::Simple;
        QCOMPARE(allReduce(s, tp, 8192).protocol, Protocol::Simple);
        QVERIFY(allReduce(s, tp, 8192).seconds > expected);
    }

    void nvlsNvlsTreeAndPatByHand()
    {
        // NVLS in an 8-GPU domain, α 3.4 µs, β 360 GB/s, 1 GB:
        // 23/3.4 · 3.4 µs + 1 GB / (5/6 · 360 GB/s) = 23 µs + 3.3333 ms.
        QVERIFY(qAbs(nvlsAllReduceTime(8, 1e9, {3.4e-6, 360e9}) - (23e-6 + 1e9 / 300e9)) < 1e-12);
        // NVLS-tree over 4 domains of 8, network α 10 µs and β 40 GB/s per rail: the 8 rails
        // carry 8 · 40 / 2 = 160 GB/s (halved: more than two domains), below NVLink's 360:
        // 23 µs + 2·log2(4)·10 µs + 1 GB / (5/6 · 160 GB/s) = 63 µs + 7.5 ms.
        QVERIFY(qAbs(nvlsTreeAllReduceTime(4, 8, 1e9, {3.4e-6, 360e9}, {10e-6, 40e9}) - (63e-6 + 7.5e-3)) < 1e-12);
        // Two domains: the rails are not halved, 320 GB/s: 23 + 20 µs + 1 GB / 266.7 GB/s.
        QVERIFY(qAbs(nvlsTreeAllReduceTime(2, 8, 1e9, {3.4e-6, 360e9}, {10e-6, 40e9}) - (43e-6 + 3.75e-3)) < 1e-12);
        // PAT all-gather of 4 MB over 64 nodes, α 20 µs, β 46 GB/s:
        // 8 µs + 6 · 20/3.5 µs + 64 · 2.8 µs + 4 MB / (0.75 · 46 GB/s) = 337.43 µs.
        QVERIFY(qAbs(patAllGatherTime(64, 4e6, {20e-6, 46e9}) - 337.428e-6) < 1e-9);

        // In the engine: an H100-like domain with NVLS picks it for a large TP all-reduce.
        Scenario s;
        s.gpu.nvls = true;
        s.gpu.nvlinkDomain = 8;
        s.gpu.nvlinkLatency = 3.4e-6;
        s.gpu.nvlinkBandwidth = 450e9;
        s.gpu.nvlinkEfficiency = 0.8;
        const GroupPlacement tp = placeGroup(s, 8, 1);
        const CollectiveChoice nvls = allReduce(s, tp, 1e9);
        QCOMPARE(nvls.algorithm, CollectiveAlgorithm::InNetwork);
        QVERIFY(qAbs(nvls.seconds - (23e-6 + 1e9 / 300e9)) < 1e-12);
        // Across 8 domains of 8 (64 consecutive ranks), forced NVLS-tree is the formula
        // on the fabric link of the group.
        const GroupPlacement wide = placeGroup(s, 64, 1);
        s.fabric.algorithm = CollectiveAlgorithm::NvlsTree;
        const CollectiveChoice tree = allReduce(s, wide, 1e9);
        QCOMPARE(tree.algorithm, CollectiveAlgorithm::NvlsTree);
        const Link net = fabricLink(s, wide.nodeSpan);
        QVERIFY(qAbs(tree.seconds - nvlsTreeAllReduceTime(8, 8, 1e9, nvlinkLink(s.gpu), net)) < 1e-12);
        // Without NVLS, forcing it falls back to ring/Simple, as NCCL does.
        s.gpu.nvls = false;
        QCOMPARE(allReduce(s, wide, 1e9).algorithm, CollectiveAlgorithm::Ring);

        // PAT: one rank per node, slow network steps, a mid-size all-gather: PAT's log
        // latency beats the ring's 63 steps (Simple 1.35 ms, LL 0.45 ms).
        Scenario p;
        p.fabric.latency = 20e-6 - 2 * p.fabric.hopLatency;
        const GroupPlacement dp = placeGroup(p, 64, 8);
        QCOMPARE(dp.perDomain, 1);
        const Link link = fabricLink(p, dp.nodeSpan);
        const CollectiveChoice pat = allGather(p, dp, 4e6);
        QCOMPARE(pat.algorithm, CollectiveAlgorithm::Pat);
        QCOMPARE(pat.protocol, Protocol::Simple);
        QVERIFY(qAbs(pat.seconds - patAllGatherTime(64, 4e6, link)) < 1e-12);
        // A gigabyte goes back to the ring (PAT keeps only 75 % of the bandwidth), and PAT is
        // never offered to a group with two ranks in one domain: eight of them cross on the
        // node's eight rails at once.
        QCOMPARE(allGather(p, dp, 1e9).algorithm, CollectiveAlgorithm::Ring);
        QCOMPARE(allGather(p, placeGroup(p, 64, 1), 4e6).algorithm, CollectiveAlgorithm::Hierarchical);
        Scenario forcedPat = p;
        forcedPat.fabric.algorithm = CollectiveAlgorithm::Pat;
        QCOMPARE(allGather(forcedPat, placeGroup(p, 64, 1), 4e6).algorithm, CollectiveAlgorithm::Ring);
        p.fabric.algorithm = CollectiveAlgorithm::Ring; // NCCL_ALGO=Ring
        QCOMPARE(allGather(p, dp, 4e6).algorithm, CollectiveAlgorithm::Ring);
    }

    // A data-parallel reduce-scatter / all-gather in rack-scale NVLink domains (GB200 NVL72:
    // 72 GPUs on 18 nodes of 4): 576 ranks in 8 domains of 72, 7.2 GB, Simple. Inside the
    // domain 71 steps of α 3 µs and 71/72 · 7.2 GB over 0.82 · 900 = 738 GB/s (9.83 ms);
    // across domains 1/72 of the buffer, 100 MB, on 72 rails at once: 7 steps of the
    // fabric's α and 7/8 · 100 MB over its β (3.8 ms at 23 GB/s). The flat ring would push
    // 575/576 · 7.2 GB through one NIC: 0.31 s, 23× longer. On 8-GPU HGX nodes the same two
    // phases: 64 ranks in 8 domains of 8, inside 7 · 3 µs + 7/8 · 7.2 GB / 738 GB/s
    // (8.56 ms), across 7 · α + 7/8 · 900 MB / 23 GB/s (34.3 ms) on the node's 8 rails,
    // against 63 · α + 63/64 · 7.2 GB / 23 GB/s (0.31 s) for one rail.
    void domainsReduceHierarchically()
    {
        Scenario s;
        s.gpu.nvlinkDomain = 72;
        s.gpu.nvlinkLatency = 3e-6;
        s.gpu.nvlinkBandwidth = 900e9;
        s.gpu.nvlinkEfficiency = 0.82;
        s.cluster.gpusPerNode = 4;
        s.fabric.protocol = Protocol::Simple;
        const GroupPlacement dp = placeGroup(s, 576, 1);
        QCOMPARE(dp.perDomain, 72);
        QCOMPARE(dp.domains, 8);
        const Link net = fabricLink(s, dp.nodeSpan);
        QCOMPARE(net.beta, 25e9 * 0.92);
        const CollectiveChoice rs = allGather(s, dp, 7.2e9);
        QCOMPARE(rs.algorithm, CollectiveAlgorithm::Hierarchical);
        const double inside = 71 * 3e-6 + 71.0 / 72.0 * 7.2e9 / 738e9;
        const double across = 7 * net.alpha + 7.0 / 8.0 * 1e8 / 23e9;
        QVERIFY(qAbs(rs.seconds - (8.4e-6 + inside + across)) < 1e-12);
        QVERIFY(qAbs(inside - 9.8336e-3) < 1e-6);
        const double flatRing = 8.4e-6 + 575 * net.alpha + 575.0 / 576.0 * 7.2e9 / 23e9;
        QVERIFY(flatRing / rs.seconds > 20.0);
        // Forcing NCCL_ALGO=Ring prices the flat ring.
        s.fabric.algorithm = CollectiveAlgorithm::Ring;
        QVERIFY(qAbs(allGather(s, dp, 7.2e9).seconds - flatRing) < 1e-12);

        Scenario hgx = s;
        hgx.fabric.algorithm = CollectiveAlgorithm::Auto;
        hgx.gpu.nvlinkDomain = 8;
        hgx.cluster.gpusPerNode = 8;
        const GroupPlacement hgxDp = placeGroup(hgx, 64, 1);
        QCOMPARE(hgxDp.perDomain, 8);
        QCOMPARE(hgxDp.domains, 8);
        const Link hgxNet = fabricLink(hgx, hgxDp.nodeSpan);
        QCOMPARE(hgxNet.beta, 23e9);
        const CollectiveChoice hgxRs = allGather(hgx, hgxDp, 7.2e9);
        QCOMPARE(hgxRs.algorithm, CollectiveAlgorithm::Hierarchical);
        const double hgxInside = 7 * 3e-6 + 7.0 / 8.0 * 7.2e9 / 738e9;
        const double hgxAcross = 7 * hgxNet.alpha + 7.0 / 8.0 * 9e8 / 23e9;
        QVERIFY(qAbs(hgxInside - 8.5576e-3) < 1e-6);
        QVERIFY(qAbs(hgxRs.seconds - (8.4e-6 + hgxInside + hgxAcross)) < 1e-12);
        const double oneRail = 8.4e-6 + 63 * hgxNet.alpha + 63.0 / 64.0 * 7.2e9 / 23e9;
        Scenario hgxRing = hgx;
        hgxRing.fabric.algorithm = CollectiveAlgorithm::Ring; // NCCL_ALGO=Ring: the flat ring
        QVERIFY(qAbs(allGather(hgxRing, hgxDp, 7.2e9).seconds - oneRail) < 1e-12);
        QVERIFY(oneRail / hgxRs.seconds > 7.0);
        // Forcing the hierarchical algorithm keeps the two phases.
        Scenario hgxHier = hgx;
        hgxHier.fabric.algorithm = CollectiveAlgorithm::Hierarchical;
        const CollectiveChoice forced = allGather(hgxHier, hgxDp, 7.2e9);
        QCOMPARE(forced.algorithm, CollectiveAlgorithm::Hierarchical);
        QCOMPARE(forced.seconds, hgxRs.seconds);
    }

    // DeepEP / HybridEP dispatch: a token crosses the fabric once per other NVLink domain
    // its top-k experts land in. 32 ranks in 4 domains of 8, E = 256, k = 8: a domain holds
    // 64 experts, so a token misses one with probability C(192, 8)/C(256, 8)
    // = (192·191·…·185)/(256·255·…·249) = 0.0964, and reaches 3·(1 − 0.0964) = 2.711 other
    // domains, where NCCL's all-to-all sends 8·24/32 = 6 copies across.
    void expertDispatchDeduplicatesPerDomain()
    {
        Scenario s;
        s.cluster.gpusPerNode = 8;
        const GroupPlacement g = placeGroup(s, 32, 1);
        QCOMPARE(g.domains, 4);
        QCOMPARE(g.perDomain, 8);
        double missed = 1.0;
        for (int i = 0; i < 8; ++i)
            missed *= (192.0 - i) / (256.0 - i);
        QVERIFY(qAbs(missed - 0.0964) < 5e-4);
        QVERIFY(qAbs(remoteDomainsPerToken(g, 256, 8) - 3.0 * (1.0 - missed)) < 1e-12);
        // One domain: nothing crosses; experts all in other domains: every other domain reached
        // once k ≥ domains − 1 and each expert sits in its own domain.
        QCOMPARE(remoteDomainsPerToken(placeGroup(s, 8, 1), 256, 8), 0.0);
        QCOMPARE(remoteDomainsPerToken(g, 4, 4), 3.0);

        const double tokenBytes = 4096.0 * 7168 * 2; // one micro-batch's tokens, bf16
        const CollectiveChoice d = expertDispatch(s, g, tokenBytes, 256, 8);
        const Link nvlink = domainLink(s);
        Link net = fabricLink(s, g.nodeSpan);
        net.beta = std::min(net.beta, s.fabric.nicBandwidth * s.fabric.protocolEfficiency);
        const double remote = 3.0 * net.alpha + tokenBytes * 3.0 * (1.0 - missed) / net.beta;
        const double local = 7.0 * nvlink.alpha + tokenBytes * 8.0 * 7.0 / 8.0 / nvlink.beta;
        QVERIFY(qAbs(d.seconds - std::max(remote, local)) < 1e-12);
        QCOMPARE(d.bytes, 8.0 * tokenBytes);
        // NCCL's all-to-all of the same copies is slower: 6 of the 8 copies cross the fabric.
        QVERIFY(allToAll(s, g, 8.0 * tokenBytes).seconds > 2.0 * d.seconds);
    }

    void algorithmChoiceAndForcing()
    {
        Scenario s;
        s.fabric.inNetworkReduction = true;
        const GroupPlacement dp = placeGroup(s, 64, 8);
        // Large message: in-network halves the bandwidth term and wins.
        CollectiveChoice big = allReduce(s, dp, 1e9);
        QCOMPARE(big.algorithm, CollectiveAlgorithm::InNetwork);
        // Forcing ring, as NCCL_ALGO=Ring would.
        s.fabric.algorithm = CollectiveAlgorithm::Ring;
        CollectiveChoice ring = allReduce(s, dp, 1e9);
        QCOMPARE(ring.algorithm, CollectiveAlgorithm::Ring);
        QVERIFY(ring.seconds > big.seconds);
        // Without SHARP, tree beats ring on tiny messages (log n latency).
        s.fabric.algorithm = CollectiveAlgorithm::Auto;
        s.fabric.inNetworkReduction = false;
        QCOMPARE(allReduce(s, dp, 1024).algorithm, CollectiveAlgorithm::Tree);
    }
};

QTEST_APPLESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
