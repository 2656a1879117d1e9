#pragma once

// Checkpoints and failures (MODEL.md section 8): Young's and Daly's optimal intervals
// and Daly's expected wall time of a job that checkpoints and restarts.

#include "core/model/scenario.h"

namespace jct {

// Job failure rate λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software
// (or a measured job MTBF); returns the job MTBF M = 1/λ in seconds, or 0 when no failure
// source is modelled. Switches: leaves with radix/2 NICs each, plus half as many spines.
[[nodiscard]] double jobMtbfSeconds(const Scenario &s);

// Young (1974): τ = √(2·δ·M).
[[nodiscard]] double youngInterval(double checkpointSeconds, double mtbfSeconds);

// Daly (2006), first-order-corrected: τ = √(2δM)·(1 + ⅓√(δ/(2M)) + δ/(18M)) − δ for
// δ < 2M, else M.
[[nodiscard]] double dalyInterval(double checkpointSeconds, double mtbfSeconds);

// Daly (2006) eq. 20: T_wall = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_solve/τ.
[[nodiscard]] double dalyWallTime(double solveSeconds, double intervalSeconds, double checkpointSeconds,
                                  double restartSeconds, double mtbfSeconds);

} // namespace jct
