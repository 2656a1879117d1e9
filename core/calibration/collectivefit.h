#pragma once

// Fitting the α–β model of one collective to measured times (nccl-tests logs): the time
// of a call of S bytes is t(S) = α + S / algbw, so a straight line through (S, t).
// Weighted least squares (each point by 1/t, so that small and large messages count by
// their relative error), solved with Eigen; α is kept non-negative.

#include <span>

namespace jct {

struct CollectiveSample
{
    double bytes = 0;   // message size S as nccl-tests reports it
    double seconds = 0; // measured time of one call
};

struct CollectiveFit
{
    bool ok = false;
    double alphaSeconds = 0;      // fixed cost of one call
    double algBandwidth = 0;      // bytes/s: S / (t − α) for large S
    bool alphaDetermined = false; // false when all samples have one size (α set to 0)
    double maxRelativeError = 0;  // over the samples: |fit / measured − 1|
};

// Fits α and algbw; writes each sample's relative error (fit / measured − 1) to
// `relativeErrors` when it has room. Needs at least one sample with positive size and time.
[[nodiscard]] CollectiveFit fitCollective(std::span<const CollectiveSample> samples,
                                          std::span<double> relativeErrors = {});

} // namespace jct
