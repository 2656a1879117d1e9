#pragma once

// The inverse fabric model: from the α and bus bandwidth fitted to a measured collective
// (an nccl-tests log, collectivefit.h) back to the plan's inputs. A log whose ranks all sit
// in one NVLink domain (on one host, or in a domain that spans hosts as NVL72's does)
// calibrates the GPU's NVLink (efficiency and per-step latency); any
// other log the scale-out fabric (latency = α per ring step less the two switch hops of a
// leaf; protocol efficiency = the one at which the forward model, the log's ranks on the
// log's hosts, gives the fitted busbw: on a few hosts NCCL's rings cross the NICs with part
// of the data, so a busbw above line rate is no efficiency above 1). MODEL.md sections 5, 6.

#include "core/model/scenario.h"

#include <span>

namespace jct {

struct MeasuredCollective
{
    int ranks = 0;                   // 0: the log does not say (α is then taken as one step's)
    bool allReduce = false;          // an all-reduce ring has 2(n−1) steps, the others n−1
    bool pointToPoint = false;       // send/recv: never a one-domain collective
    double alphaSeconds = 0;         // fitted fixed cost of one call
    double busBandwidth = 0;         // fitted large-message bus bandwidth, bytes/s
    bool alphaDetermined = true;     // false: the plan's latency is left as it is
    bool bandwidthDetermined = true; // false: the plan's efficiency is left as it is
    double weight = 1;               // how many points determined the bandwidth (for combining)
    int nodes = 0;                   // hosts of the log's ranks; 0: the log does not say
    bool allToAll = false;           // all-to-all: priced as the bisection it crosses, not as a ring
};

// The α of one ring step of a collective measured on `ranks` ranks: an all-reduce ring
// has 2(n−1) steps, the others n−1 (one step when the log does not say).
[[nodiscard]] double alphaPerStep(const MeasuredCollective &m);

// Several collectives measured on one cluster (all-reduce, all-gather, reduce-scatter,
// all-to-all, …) as one fabric: the bus bandwidth is the mean of the determined ones
// weighted by their points (of the ring-type ones when any is determined: an all-to-all's
// bus bandwidth has its own forward model), the α per ring step the median of the
// determined ones. The result is stated as an (n−1)-step collective on the most ranks
// measured (an all-to-all when its bandwidth comes from all-to-alls, or when every one
// is), ready for applyCollectiveFit. An empty span, or nothing determined, gives a result
// with both flags false.
[[nodiscard]] MeasuredCollective combineCollectives(std::span<const MeasuredCollective> measured);

struct FabricFitResult
{
    bool nvlink = false; // the fit went into the GPU's NVLink, else into the fabric
    bool capped = false; // the fitted busbw exceeded the link's rate: efficiency capped at 1
    bool latencyChanged = false;
    bool efficiencyChanged = false;
};

// Puts what the fit determined into `s` (its gpu or its fabric) and says where it went.
FabricFitResult applyCollectiveFit(Scenario &s, const MeasuredCollective &measured);

} // namespace jct
