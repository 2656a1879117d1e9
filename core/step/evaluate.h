#pragma once

// The engine's entry point: one scenario in, one result with its breakdown out.
// Pure and deterministic, no allocation, no I/O.

#include "core/model/layout.h"
#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

struct EvaluateOptions
{
    // The sync-wall sweep keeps the global batch fixed while dp grows; when B is not a
    // multiple of b·dp, some ranks run one more micro-batch: m = ceil(B / (b·dp)).
    bool allowUnevenBatch = false;
};

// Evaluates a plan. A layout error or a plan that does not fit in memory returns with
// `infeasibility` set (and the memory breakdown filled), never as if it fitted.
[[nodiscard]] Result evaluate(const Scenario &s, EvaluateOptions options = {});

} // namespace jct
