#include "planfix.h"

#include "core/model/layout.h"
#include "core/step/evaluate.h"

#include <array>
#include <cstddef>

namespace jct {

namespace {

// Every candidate change of `s` that differs from it; returns how many were written.
std::size_t candidates(const Scenario &s, std::array<PlanFix, 24> &out)
{
    std::size_t n = 0;
    const auto add = [&](PlanFixKind kind, int value) {
        if (n < out.size())
            out[n++] = {kind, value, 0.0, 0.0};
    };
    const Training &t = s.training;
    for (const Recompute r : {Recompute::Selective, Recompute::Full})
        if (static_cast<int>(r) > static_cast<int>(t.recompute))
            add(PlanFixKind::Recompute, static_cast<int>(r));
    if (!t.flashAttention)
        add(PlanFixKind::FlashAttention, 1);
    if (!t.sequenceParallel && s.parallelism.tp > 1)
        add(PlanFixKind::SequenceParallel, 1);
    for (int stage = t.zeroStage + 1; stage <= 3; ++stage)
        add(PlanFixKind::ZeroStage, stage);
    for (int b = t.microBatch / 2; b >= 1; b /= 2)
        add(PlanFixKind::MicroBatch, b);
    for (int f = 2; f <= 4; f *= 2) {
        add(PlanFixKind::TensorParallel, s.parallelism.tp * f);
        add(PlanFixKind::PipelineParallel, s.parallelism.pp * f);
        if (static_cast<long long>(s.cluster.gpus) * f <= kMaxGpus)
            add(PlanFixKind::GpuCount, s.cluster.gpus * f);
    }
    return n;
}

} // namespace

void applyPlanFix(Scenario &s, const PlanFix &fix)
{
    switch (fix.kind) {
    case PlanFixKind::Recompute:
        s.training.recompute = static_cast<Recompute>(fix.value);
        break;
    case PlanFixKind::FlashAttention:
        s.training.flashAttention = true;
        break;
    case PlanFixKind::SequenceParallel:
        s.training.sequenceParallel = true;
        break;
    case PlanFixKind::ZeroStage:
        s.training.zeroStage = fix.value;
        break;
    case PlanFixKind::MicroBatch:
        s.training.microBatch = fix.value;
        break;
    case PlanFixKind::TensorParallel:
        s.parallelism.tp = fix.value;
        break;
    case PlanFixKind::PipelineParallel:
        s.parallelism.pp = fix.value;
        break;
    case PlanFixKind::GpuCount:
        s.cluster.gpus = fix.value;
        break;
    }
}

std::optional<PlanFix> cheapestPlanFix(const Scenario &s)
{
    if (evaluate(s).fits())
        return std::nullopt;
    std::array<PlanFix, 24> all{};
    const std::size_t n = candidates(s, all);
    std::optional<PlanFix> best;
    for (std::size_t i = 0; i < n; ++i) {
        Scenario fixed = s;
        applyPlanFix(fixed, all[i]);
        const Result r = evaluate(fixed);
        if (!r.fits())
            continue;
        PlanFix fix = all[i];
        fix.totalUsd = r.cost.totalUsd;
        fix.predictedSeconds = r.predictedSeconds;
        if (!best || fix.totalUsd < best->totalUsd)
            best = fix;
    }
    return best;
}

} // namespace jct
