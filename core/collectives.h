#pragma once

// Hockney α–β cost of the collectives of MODEL.md section 5. n ranks, `bytes` the
// buffer size (for all-gather / reduce-scatter the full, gathered buffer), β the
// bandwidth per rank and direction.

#include "scenario.h"

namespace jct {

struct Link
{
    double alpha = 0;  // seconds per message step
    double beta = 1;   // bytes per second per rank and direction
};

// 2(n−1)·α + 2·(n−1)/n · N/β. The seed's 2(P−1)(α + N/(P·β)) is the same thing.
[[nodiscard]] double ringAllReduceTime(int n, double bytes, Link link);
// Double binary tree, pipelined: 2·log2(n)·α + 2·N/β.
[[nodiscard]] double treeAllReduceTime(int n, double bytes, Link link);
// NVLS / SHARP reduction in the switch: 2·α + N/β.
[[nodiscard]] double inNetworkAllReduceTime(int n, double bytes, Link link);
// (n−1)·α + (n−1)/n · N/β; a reduce-scatter costs the same.
[[nodiscard]] double ringAllGatherTime(int n, double bytes, Link link);
// (n−1)·α + (n−1)/n · N/β with β already capped by bisection bandwidth per GPU.
[[nodiscard]] double allToAllTime(int n, double bytes, Link link);
// α + N/β.
[[nodiscard]] double pointToPointTime(double bytes, Link link);

// How NCCL's protocols change a collective (NCCL src/graph/tuning.cc, 2.2x): a fixed
// base latency per call, the per-step latency as a multiple of Simple's, and the share of
// the link bandwidth the protocol's line format leaves for data.
struct ProtocolCost
{
    double baseLatency = 0;    // s, once per call
    double stepScale = 1;      // × the link's (Simple) α per step
    double bandwidthScale = 1; // × the link's β
};
enum class LinkKind : unsigned char { NvLink, Pci, Network };
// For ring-like (ring, hierarchical) or tree algorithms; `singleDomain` selects the
// single-node LL128 tree factor. Constexpr tables: this runs several times per evaluation.
[[nodiscard]] constexpr ProtocolCost protocolCost(bool tree, Protocol protocol, LinkKind link, bool singleDomain)
{
    // baseLat [Tree, Ring][LL, LL128, Simple] in µs.
    constexpr double base[2][3] = {{6.8, 14.0, 8.4}, {6.6, 14.0, 8.4}};
    // hwLat [NVLink, PCI, NET][Tree, Ring][LL, LL128, Simple] in µs.
    constexpr double step[3][2][3] = {{{0.6, 1.25, 4.0}, {0.6, 1.9, 3.4}},
                                      {{1.0, 1.9, 4.0}, {1.0, 2.5, 5.7}},
                                      {{5.0, 8.5, 14.0}, {2.7, 4.0, 14.0}}};
    const int a = tree ? 0 : 1;
    const int p = protocol == Protocol::LL ? 0 : (protocol == Protocol::LL128 ? 1 : 2);
    const int h = static_cast<int>(link);
    ProtocolCost cost;
    cost.baseLatency = base[a][p] * 1e-6;
    cost.stepScale = step[h][a][p] / step[h][a][2];
    if (protocol == Protocol::LL)
        cost.bandwidthScale = tree ? 1.0 / 3.8 : 0.5;  // half of each 8-byte line is a flag
    else if (protocol == Protocol::LL128)
        cost.bandwidthScale = tree ? (singleDomain ? 7.0 / 9.0 : 120.0 / 128.0) : 0.92;  // 120 of 128 bytes
    return cost;
}

// nccl-tests bus bandwidth factors (nccl-tests doc/PERFORMANCE.md):
// busbw = algbw × 2(n−1)/n for all-reduce, × (n−1)/n for all-gather, reduce-scatter, all-to-all.
[[nodiscard]] double allReduceBusBandwidthFactor(int n);
[[nodiscard]] double allGatherBusBandwidthFactor(int n);

} // namespace jct
