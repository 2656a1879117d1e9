#pragma once

// Hockney α–β cost of the collectives of MODEL.md section 5. n ranks, `bytes` the
// buffer size (for all-gather / reduce-scatter the full, gathered buffer), β the
// bandwidth per rank and direction.

#include "core/model/scenario.h"

#include <cmath>

namespace jct {

struct Link
{
    double alpha = 0; // seconds per message step
    double beta = 1;  // bytes per second per rank and direction
};

// 2(n−1)·α + 2·(n−1)/n · N/β. The seed's 2(P−1)(α + N/(P·β)) is the same thing.
[[nodiscard]] inline double ringAllReduceTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    const double steps = n - 1;
    return 2.0 * steps * link.alpha + 2.0 * steps / n * bytes / link.beta;
}

// Double binary tree, pipelined: 2·log2(n)·α + 2·N/β.
[[nodiscard]] inline double treeAllReduceTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    return 2.0 * std::log2(static_cast<double>(n)) * link.alpha + 2.0 * bytes / link.beta;
}

// NVLS / SHARP reduction in the switch: 2·α + N/β.
[[nodiscard]] inline double inNetworkAllReduceTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    return 2.0 * link.alpha + bytes / link.beta;
}

// (n−1)·α + (n−1)/n · N/β; a reduce-scatter costs the same.
[[nodiscard]] inline double ringAllGatherTime(int n, double bytes, Link link)
{
    if (n <= 1)
        return 0.0;
    const double steps = n - 1;
    return steps * link.alpha + steps / n * bytes / link.beta;
}

// (n−1)·α + (n−1)/n · N/β with β already capped by bisection bandwidth per GPU.
[[nodiscard]] inline double allToAllTime(int n, double bytes, Link link)
{
    return ringAllGatherTime(n, bytes, link);
}

// α + N/β.
[[nodiscard]] inline double pointToPointTime(double bytes, Link link)
{
    return link.alpha + bytes / link.beta;
}

// How NCCL's protocols change a collective (NCCL src/graph/tuning.cc, 2.19–2.23): a fixed
// base latency per call, the per-step latency as a multiple of Simple's, the share of the
// link bandwidth the protocol's line format leaves for data, and LL's absolute cap.
struct ProtocolCost
{
    double baseLatency = 0;    // s, once per call
    double stepScale = 1;      // × the link's (Simple) α per step
    double bandwidthScale = 1; // × the link's β
    double bandwidthCap = 0;   // bytes/s per rank after scaling; 0: none
};
enum class LinkKind : unsigned char { NvLink, Pci, Network };
// NCCL's tuner tables, at namespace scope: local arrays would be rebuilt on the stack at
// every call, and protocolCost runs several times per evaluation.
namespace tuner {
// baseLat [Tree, Ring][LL, LL128, Simple] in µs.
inline constexpr double kBaseLatency[2][3] = {{6.8, 14.0, 8.4}, {6.6, 14.0, 8.4}};
// hwLat [NVLink, PCI, NET][Tree, Ring][LL, LL128, Simple] in µs.
inline constexpr double kStepLatency[3][2][3] = {
    {{0.6, 1.25, 4.0}, {0.6, 1.9, 3.4}}, {{1.0, 1.9, 4.0}, {1.0, 2.5, 5.7}}, {{5.0, 8.5, 14.0}, {2.7, 4.0, 14.0}}};
// llMaxBw, GB/s busbw: one node (Ampere/Hopper), two and more nodes (x86 hosts).
inline constexpr double kLlMaxBandwidth[3] = {87.7, 39.0, 20.4};
} // namespace tuner

// For ring-like (ring, hierarchical) or tree algorithms over `domains` NVLink domains
// (nodes, in NCCL's terms).
[[nodiscard]] constexpr ProtocolCost protocolCost(bool tree, Protocol protocol, LinkKind link, int domains)
{
    // Trees run at 92 % of the ring's bus bandwidth in the tuner's model.
    constexpr double treeShare = 0.92;
    const int a = tree ? 0 : 1;
    const int p = protocol == Protocol::LL ? 0 : (protocol == Protocol::LL128 ? 1 : 2);
    const int h = static_cast<int>(link);
    ProtocolCost cost;
    cost.baseLatency = tuner::kBaseLatency[a][p] * 1e-6;
    cost.stepScale = tuner::kStepLatency[h][a][p] / tuner::kStepLatency[h][a][2];
    const double algorithmShare = tree ? treeShare : 1.0;
    if (protocol == Protocol::LL) {
        cost.bandwidthScale = algorithmShare * (tree ? 1.0 / 3.8 : 0.5); // half of each 8-byte line is a flag
        cost.bandwidthCap = tuner::kLlMaxBandwidth[domains <= 1 ? 0 : (domains == 2 ? 1 : 2)] * 1e9;
    } else if (protocol == Protocol::LL128) {
        // 120 of 128 bytes; 7/9 for a tree inside one node.
        cost.bandwidthScale = algorithmShare * (tree ? (domains <= 1 ? 7.0 / 9.0 : 120.0 / 128.0) : 0.92);
    } else {
        cost.bandwidthScale = algorithmShare;
    }
    return cost;
}

// NVLS (NVLink SHARP): the NVSwitch reduces and multicasts. NCCL's tuner gives it 5/6 of
// the link's bus bandwidth as algorithm bandwidth, and a latency of 23 µs on NVLink where
// a ring/Simple step costs 3.4 µs; NVLS-tree adds a tree across domains whose network steps
// cost what a ring/Simple network step does (14 µs each), on half the NIC bandwidth when
// more than two domains take part.
inline constexpr double kNvlsBandwidthShare = 5.0 / 6.0;
inline constexpr double kNvlsLatencySteps = 23.0 / 3.4; // × the NVLink ring step α
// The NVSwitch reduction of a group inside one domain: 6.76·α + N / (5/6·β).
[[nodiscard]] double nvlsAllReduceTime(int n, double bytes, Link nvlink);
// NVLS inside each of `domains` domains of `perDomain` ranks, a tree across them on the
// domain's perDomain NICs at once:
//   6.76·α_nv + 2·log2(domains)·α_net + N / (5/6 · min(β_nv, perDomain·β_net / k)),
//   k = 2 over more than two domains, else 1.
[[nodiscard]] double nvlsTreeAllReduceTime(int domains, int perDomain, double bytes, Link nvlink, Link network);

// PAT (NCCL 2.23+, all-gather and reduce-scatter with one rank per node): a fixed 8 µs,
// log2(n) network steps at 1/3.5 of a step's latency, a residual 2.8 µs per rank, and 75 %
// of the bus bandwidth: 8 µs + log2(n)·α/3.5 + 2.8 µs·n + N / (0.75·β).
[[nodiscard]] double patAllGatherTime(int n, double bytes, Link network);
// The same without the log2 term: a bound below which PAT cannot go.
[[nodiscard]] double patAllGatherLowerBound(int n, double bytes, Link network);

// nccl-tests bus bandwidth factors (nccl-tests doc/PERFORMANCE.md):
// busbw = algbw × 2(n−1)/n for all-reduce, × (n−1)/n for all-gather, reduce-scatter, all-to-all.
[[nodiscard]] double allReduceBusBandwidthFactor(int n);
[[nodiscard]] double allGatherBusBandwidthFactor(int n);

} // namespace jct
