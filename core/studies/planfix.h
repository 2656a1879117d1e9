#pragma once

// The cheapest change of one input that makes a plan that cannot run run (issue 13, item
// 5: the window's one-click fix). Each candidate is the plan with one input changed —
// recomputation, flash attention, sequence parallelism, the ZeRO stage, a smaller
// micro-batch, a wider tensor- or pipeline-parallel layout, more GPUs — evaluated in full;
// of those that run, the one with the least total cost. No allocation.

#include "core/model/scenario.h"

#include <optional>

namespace jct {

enum class PlanFixKind : std::uint8_t {
    Recompute,        // value: the Recompute
    FlashAttention,   // on
    SequenceParallel, // on
    ZeroStage,        // value: the stage
    MicroBatch,       // value: b
    TensorParallel,   // value: tp
    PipelineParallel, // value: pp
    GpuCount,         // value: N
};

struct PlanFix
{
    PlanFixKind kind = PlanFixKind::Recompute;
    int value = 0;
    double totalUsd = 0;         // the fixed plan's total cost
    double predictedSeconds = 0; // and its predicted job time
};

// The plan with the fix applied.
void applyPlanFix(Scenario &s, const PlanFix &fix);

// The cheapest single change that makes `s` run; none when `s` runs already or no single
// change of these does.
[[nodiscard]] std::optional<PlanFix> cheapestPlanFix(const Scenario &s);

} // namespace jct
