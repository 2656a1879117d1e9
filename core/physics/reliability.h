#pragma once

// Checkpoints and failures (MODEL.md section 8): Young's and Daly's optimal intervals
// and Daly's expected wall time of a job that checkpoints and restarts.

#include "core/model/scenario.h"

#include <array>

namespace jct {

// How many parts of each FailureSource a cluster of N GPUs has: N GPUs and N NICs (one per
// GPU, as rail-optimised clusters have), ceil(N / GPUs per node) hosts, leaves with radix/2
// NICs each plus half as many spines (1.5·ceil(N/(radix/2)) switches), two transceivers on
// each GPU's link to its leaf and on each leaf uplink (2N + 2N/oversubscription), and one
// job's software (1).
[[nodiscard]] std::array<double, kFailureSources> componentCounts(const Scenario &s);

// Failures per second from each source: count / MTBF of one part (0 where the MTBF is 0,
// not modelled). All 0 when the plan sets a measured job MTBF.
[[nodiscard]] std::array<double, kFailureSources> failureRates(const Scenario &s);

// Job failure rate λ = N/MTBF_gpu + NICs/MTBF_nic + switches/MTBF_switch + optics/MTBF_optics
// + hosts/MTBF_host + software (or a measured job MTBF); returns the job MTBF M = 1/λ in
// seconds, or 0 when no failure source is modelled.
[[nodiscard]] double jobMtbfSeconds(const Scenario &s);
// The same from failureRates(s), for a caller that already has them.
[[nodiscard]] double jobMtbfSeconds(const Reliability &r, const std::array<double, kFailureSources> &rates);

// The share of failures that needs a replacement host (every source but software; all of
// them when the plan sets a measured job MTBF, whose sources are unknown).
[[nodiscard]] double hardwareShare(const Scenario &s);
// The same from failureRates(s).
[[nodiscard]] double hardwareShare(const Reliability &r, const std::array<double, kFailureSources> &rates);

// Young (1974): τ = √(2·δ·M).
[[nodiscard]] double youngInterval(double checkpointSeconds, double mtbfSeconds);

// Daly (2006), first-order-corrected: τ = √(2δM)·(1 + ⅓√(δ/(2M)) + δ/(18M)) − δ for
// δ < 2M, else M.
[[nodiscard]] double dalyInterval(double checkpointSeconds, double mtbfSeconds);

// Daly (2006) eq. 20: T_wall = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_solve/τ.
[[nodiscard]] double dalyWallTime(double solveSeconds, double intervalSeconds, double checkpointSeconds,
                                  double restartSeconds, double mtbfSeconds);

} // namespace jct
