#pragma once

// What NCCL would run for one collective of one group: the candidate algorithms and
// protocols over the group's links (core/physics/fabric.h), the fastest kept (or the one
// forced by NCCL_ALGO / NCCL_PROTO), as its tuner does.

#include "fabric.h"

namespace jct {

// Fastest all-reduce the fabric offers for this group and size (or the forced one),
// like NCCL's tuner: ring, tree, in-network (NVLS / SHARP) or hierarchical.
[[nodiscard]] CollectiveChoice allReduce(const Scenario &s, const GroupPlacement &g, double bytes);
// Ring all-gather (or reduce-scatter) of a full buffer of `bytes`.
[[nodiscard]] CollectiveChoice allGather(const Scenario &s, const GroupPlacement &g, double bytes);
// The same with `algorithm` in place of the fabric's NCCL_ALGO (Auto: NCCL's choice).
[[nodiscard]] CollectiveChoice allGather(const Scenario &s, const GroupPlacement &g, double bytes,
                                         CollectiveAlgorithm algorithm);
// All-to-all of `bytes` per rank; β capped by the fabric's bisection per GPU.
[[nodiscard]] CollectiveChoice allToAll(const Scenario &s, const GroupPlacement &g, double bytes);
// Expected number of the group's NVLink domains other than the sender's that one token's
// top-k experts land in, the `experts` spread evenly over the group's domains and the k
// drawn without replacement: (D − 1)·(1 − C(E − E_d, k) / C(E, k)), E_d = E / D.
[[nodiscard]] double remoteDomainsPerToken(const GroupPlacement &g, int experts, int topK);
// MoE dispatch (or combine) of `tokenBytes` per token copy, each token to `topK` experts
// over the group, deduplicated per domain as DeepEP and HybridEP do (DeepSeek-V3 §3.2.2):
// a token crosses the fabric once per remote domain it reaches and fans out to its
// experts there over NVLink; the two legs run at the same time.
[[nodiscard]] CollectiveChoice expertDispatch(const Scenario &s, const GroupPlacement &g, double tokenBytes,
                                              int experts, int topK);
// One point-to-point transfer between neighbours of the group.
[[nodiscard]] CollectiveChoice pointToPoint(const Scenario &s, const GroupPlacement &g, double bytes);

} // namespace jct
