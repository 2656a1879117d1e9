#pragma once

// Hockney α–β cost of the collectives of MODEL.md section 5. n ranks, `bytes` the
// buffer size (for all-gather / reduce-scatter the full, gathered buffer), β the
// bandwidth per rank and direction.

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

// nccl-tests bus bandwidth factors (nccl-tests doc/PERFORMANCE.md):
// busbw = algbw × 2(n−1)/n for all-reduce, × (n−1)/n for all-gather, reduce-scatter, all-to-all.
[[nodiscard]] double allReduceBusBandwidthFactor(int n);
[[nodiscard]] double allGatherBusBandwidthFactor(int n);

} // namespace jct
