#pragma once

// From a parallel group to the links its collectives run on (MODEL.md section 6):
// where the group's ranks sit (NVLink domain or across the scale-out fabric), how many
// switch hops separate them, and the bandwidth left after protocol overhead,
// oversubscription, ECMP collisions and packet loss.

#include "collectives.h"
#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

// A group of `ranks` ranks whose members are `stride` apart in rank order (Megatron's
// order: tp fastest, then cp, then the data-parallel dimension, then pp).
struct GroupPlacement
{
    int ranks = 1;
    int perDomain = 1; // members inside one NVLink domain
    int domains = 1;   // NVLink domains spanned
    int nodeSpan = 1;  // nodes from the first member's to the last member's, inclusive
};

[[nodiscard]] GroupPlacement placeGroup(const Scenario &s, int ranks, int stride);
// A group made of `outerRanks` blocks `outerStride` apart, each block `innerRanks`
// members `innerStride` apart (the data-parallel group with context parallelism when
// the pipeline dimension sits between them in rank order).
[[nodiscard]] GroupPlacement placeGroup(const Scenario &s, int innerRanks, int innerStride, int outerRanks,
                                        int outerStride);

// Strides of each parallel dimension in rank order (parallelism.order).
struct RankStrides
{
    int tp = 1;
    int cp = 1;
    int dp = 1;
    int pp = 1;
};
[[nodiscard]] RankStrides rankStrides(const Parallelism &par, int dp);

// The NVLink link inside a domain: α = nvlinkLatency, β = nvlink × efficiency.
[[nodiscard]] Link nvlinkLink(const Gpu &gpu);

// PCIe between GPUs of a node without NVLink, through the host: NCCL's PCI ring step
// latency (hwLat, src/graph/tuning.cc) and the GPU's PCIe bandwidth at 80 %.
inline constexpr double kPcieLatency = 5.7e-6;
inline constexpr double kPcieEfficiency = 0.8;
[[nodiscard]] Link pcieLink(const Gpu &gpu);

// The link inside a domain: NVLink, or PCIe on nodes without NVLink (nvlink_domain 1).
[[nodiscard]] Link domainLink(const Scenario &s);

// Microbursts and tail latency: each scale-out collective call stalls for
// `stallSeconds` with probability `stallProbability` per link; a synchronous call over
// `domains` domains waits for any of them: (1 − (1 − p)^domains) × stall.
[[nodiscard]] double expectedStallSeconds(const Fabric &f, int domains);

// Switch hops between members of a group spread over `nodeSpan` nodes: 2 inside a leaf,
// 4 across a 2-tier leaf-spine (or rail spine), 6 across pods of a 3-tier fat-tree.
[[nodiscard]] int fabricHops(const Scenario &s, int nodeSpan);

// Throughput factor of packet loss. Per lost packet, go-back-N resends the in-flight
// window (bandwidth-delay product / MTU packets, at least one), selective repeat one
// packet; and a loss with nothing behind it in its message (probability MTU / message
// size) is only noticed by the retransmission timeout, during which the link idles:
//   factor = 1 / (1 + p·(W + (MTU/message)·RTO / t_packet)),  t_packet = MTU / line rate.
[[nodiscard]] double lossThroughputFactor(const Fabric &f, double roundTripSeconds);

// Lossless Ethernet (RoCE with PFC and ECN / DCQCN), 1 on a lossy fabric. PFC pauses a
// port for `pfcPauseFraction` of the time and, by head-of-line blocking, every flow through
// it with it, not only the one that congests it: × (1 − pause fraction). Each congestion
// notification cuts the sender's rate by `ecnRateCut` for the round trip it arrives in:
// × (1 − mark fraction · cut).
[[nodiscard]] double losslessThroughputFactor(const Fabric &f);

// Incast at the last hop of an all-to-all on a lossless fabric: `senders` remote ranks each
// put a window (bandwidth × round trip, at most `bytesPerPeer`) into one receiver's port at
// once; the share u = 1 − buffer / (senders · window) that does not fit is held back by PFC,
// pausing the senders' ports and every flow behind them (head-of-line blocking) for as long
// again: factor 1 / (1 + u), at most a halving. 1 on a lossy fabric or with no buffer given.
[[nodiscard]] double incastThroughputFactor(const Fabric &f, int senders, double roundTripSeconds, double bytesPerPeer);

// How long one PFC pause lasts: the port's buffer drained at line rate, or without a buffer
// size the longest pause 802.1Qbb allows (65,535 quanta of 512 bit times).
[[nodiscard]] double pfcPauseSeconds(const Fabric &f);

// Static ECMP with few elephant flows: (flows / links) / E[max load]; adaptive routing 1.
[[nodiscard]] double ecmpThroughputFactor(const Fabric &f);

// The scale-out link for a group spanning `nodeSpan` nodes.
[[nodiscard]] Link fabricLink(const Scenario &s, int nodeSpan);

} // namespace jct
