#pragma once

// The inverse fabric model: from the α and bus bandwidth fitted to a measured collective
// (an nccl-tests log, collectivefit.h) back to the plan's inputs. A log whose ranks all sit
// in one NVLink domain calibrates the GPU's NVLink (efficiency and per-step latency); any
// other log the scale-out fabric (protocol efficiency = fitted busbw / line rate, latency =
// α per ring step less the two switch hops of a leaf). MODEL.md sections 5 and 6.

#include "core/model/scenario.h"

namespace jct {

struct MeasuredCollective
{
    int ranks = 0;             // 0: the log does not say (α is then taken as one step's)
    bool allReduce = false;    // an all-reduce ring has 2(n−1) steps, the others n−1
    bool pointToPoint = false; // send/recv: never a one-domain collective
    double alphaSeconds = 0;   // fitted fixed cost of one call
    double busBandwidth = 0;   // fitted large-message bus bandwidth, bytes/s
};

struct FabricFitResult
{
    bool nvlink = false; // the fit went into the GPU's NVLink, else into the fabric
    bool capped = false; // the fitted busbw exceeded the link's rate: efficiency capped at 1
};

// Puts the fit into `s` (its gpu or its fabric) and says where it went.
FabricFitResult applyCollectiveFit(Scenario &s, const MeasuredCollective &measured);

} // namespace jct
