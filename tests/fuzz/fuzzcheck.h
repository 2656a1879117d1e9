#pragma once

// What every fuzz target asserts about the engine's answer to a plan the reader accepted:
// a plan that runs has every figure finite, predicted >= theoretical and 0 < efficiency
// <= 1; a plan that does not run names why (Result::infeasibility). A breach aborts with
// the figure that broke, so that libFuzzer keeps the input as a crash.

#include "core/model/result.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace jct::fuzz {

[[noreturn]] inline void breach(const char *what, double value)
{
    std::fprintf(stderr, "fuzz check failed: %s (%.17g)\n", what, value);
    std::abort();
}

inline void checkFinite(const char *what, double value)
{
    if (!std::isfinite(value) || value < 0.0)
        breach(what, value);
}

inline void checkResult(const Result &r)
{
    if (!r.fits()) {
        if (r.infeasibility.problem == Problem::None)
            breach("a refusal without a reason", 0.0);
        return;
    }
    checkFinite("step time", r.stepTime);
    checkFinite("predicted seconds", r.predictedSeconds);
    checkFinite("theoretical seconds", r.theoreticalSeconds);
    checkFinite("total cost", r.cost.totalUsd);
    checkFinite("memory", r.memory.total());
    checkFinite("checkpoint overhead", r.checkpoint.overheadSeconds);
    checkFinite("failure overhead", r.failures.overheadSeconds);
    for (double part : r.step.parts())
        checkFinite("a part of the step", part);
    if (r.predictedSeconds < r.theoreticalSeconds * (1.0 - 1e-9))
        breach("predicted below theoretical", r.predictedSeconds - r.theoreticalSeconds);
    if (!(r.efficiency > 0.0 && r.efficiency <= 1.0 + 1e-9))
        breach("efficiency outside (0, 1]", r.efficiency);
}

} // namespace jct::fuzz
