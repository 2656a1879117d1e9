#pragma once

// Fitting the α–β model of one collective, t(S) = α + S / algbw, to measured times (an
// nccl-tests log), regime by regime. A measured curve has three: small messages whose time
// is the fixed cost α (flat), the protocol transitions in the middle (LL → LL128 →
// Simple, more channels: neither α nor the bandwidth alone), and the bandwidth plateau of
// large messages (time doubles with the size). α comes from the first, the bandwidth from
// the last, both in one least-squares solve in relative error (each point weighted by
// 1/t, so that a 10 µs point counts as much as a 10 ms one; Eigen's column-pivoting QR);
// the transitions are shown against the fit but never pull it. Points that contradict
// their regime are left out with a reason (OutlierReason). What the samples cannot
// determine is said, never invented: a log of small messages only determines α and not
// the bandwidth; a log of large messages only, the bandwidth and not α.

#include <cstddef>
#include <span>

namespace jct {

struct CollectiveSample
{
    double bytes = 0;   // message size S as nccl-tests reports it
    double seconds = 0; // measured time of one call
};

enum class FitRegime {
    Latency,    // small messages: time ≈ α
    Transition, // between the two: shown, not fitted
    Bandwidth,  // the plateau of large messages: time ≈ S / algbw
    Outlier,    // left out, for `reason`
};

enum class OutlierReason {
    None,
    ZeroBytes,      // a call of 0 bytes returns before any communication
    SameSizeSpread, // far from the other measurements of its size (`reference`: their median, s)
    AboveLatency,   // among the small messages but well above their floor (`reference`: the floor, s)
    AbovePlateau,   // algbw above the plateau (`reference`: the plateau's algbw, bytes/s)
    BelowPlateau,   // algbw below the plateau at a size above where it starts (`reference`: idem)
};

struct FitPoint
{
    FitRegime regime = FitRegime::Transition;
    OutlierReason reason = OutlierReason::None;
    double reference = 0;     // what the point was compared with (see OutlierReason)
    double fittedSeconds = 0; // α + S / algbw (α alone when the bandwidth is not determined)
    double relativeError = 0; // fitted / measured − 1
};

// What a fit could not determine, and why.
enum class Undetermined {
    None,
    NoSmallMessages, // α: the smallest messages are not flat in time (not latency-bound)
    NoPlateau,       // bandwidth: the largest messages are still latency-bound
    NegativeAlpha,   // α: the plateau's line crosses zero below the smallest size
    NoCommunication, // both: one rank, whose calls move nothing across a link (busbw 0)
};

struct CollectiveFit
{
    bool ok = false;              // at least α or the bandwidth was determined
    bool alphaDetermined = false; // false: α is not the log's; see alphaSeconds
    // The fixed cost of one call. Undetermined, it is 0, or the intercept of the plateau's
    // own line when the plateau spans ≥ 3 sizes over the latency span (what keeps the
    // bandwidth asymptotic): part of the fitted curve, never a measured latency.
    double alphaSeconds = 0;
    Undetermined alphaWhy = Undetermined::None;
    bool bandwidthDetermined = false; // false: algBandwidth reported as 0
    bool bandwidthAssumed = false;    // one size only, well above any latency: α ≪ t assumed
    double algBandwidth = 0;          // bytes/s: S / (t − α) on the plateau
    Undetermined bandwidthWhy = Undetermined::None;
    std::size_t latencyPoints = 0;
    std::size_t transitionPoints = 0;
    std::size_t bandwidthPoints = 0;
    std::size_t outliers = 0;
    double maxRelativeError = 0; // over the fitted points (latency and plateau)
};

// Thresholds of the regimes, exposed so that tests and documents can quote them.
struct CollectiveFitRules
{
    double latencyBand = 1.3; // small messages within 1.3× the smallest time are flat
    double latencySpan = 4.0; // … over at least a 4× range of sizes to determine α
    // plateau: algbw within 5 % of the plateau's reference (the median of the three
    // largest sizes), down from the largest size; a lone size off it is an outlier
    double plateauBand = 0.05;
    double sameSizeBand = 0.25;            // a measurement 25 % off its size's median is an outlier
    double assumedBandwidthSeconds = 1e-3; // one size only: bandwidth-bound if it takes ≥ 1 ms
};

// Fits α and algbw; writes each sample's regime, fitted time and relative error to
// `points` when it has room (in the order of `samples`). Samples need not be sorted;
// several samples of one size (in-place and out-of-place, repeated runs) are expected.
[[nodiscard]] CollectiveFit fitCollective(std::span<const CollectiveSample> samples, std::span<FitPoint> points = {},
                                          const CollectiveFitRules &rules = {});

} // namespace jct
