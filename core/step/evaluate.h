#pragma once

// The engine's entry point: one scenario in, one result with its breakdown out.
// Pure and deterministic, no allocation, no I/O.

#include "core/model/result.h"
#include "core/model/scenario.h"

namespace jct {

struct EvaluateOptions
{
    // The sync-wall sweep keeps the global batch fixed while dp grows; when B is not a
    // multiple of b·dp, some ranks run one more micro-batch: m = ceil(B / (b·dp)).
    bool allowUnevenBatch = false;
};

// Checks the divisibility rules of MODEL.md section 1 (N = t·p·d·c, heads, layers,
// batch, experts). Returns the first rule broken.
[[nodiscard]] Infeasibility checkLayout(const Scenario &s, bool allowUnevenBatch = false);

// Job failure rate λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software;
// returns the job MTBF M = 1/λ in seconds, or 0 when no failure source is modelled.
[[nodiscard]] double jobMtbfSeconds(const Scenario &s);

// Evaluates a plan. A layout error or a plan that does not fit in memory returns with
// `infeasibility` set (and the memory breakdown filled), never as if it fitted.
[[nodiscard]] Result evaluate(const Scenario &s, EvaluateOptions options = {});

} // namespace jct
