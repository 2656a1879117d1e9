#include "validation.h"

#include "core/step/evaluate.h"
#include "core/step/throughput.h"

#include <algorithm>
#include <cmath>

namespace jct {

double predictedMetric(ValidationMetric metric, const Scenario &s, const Result &r)
{
    switch (metric) {
    case ValidationMetric::StepTime:
        return r.stepTime;
    case ValidationMetric::Mfu:
        return r.mfu;
    case ValidationMetric::Hfu:
        return r.hfu;
    case ValidationMetric::TflopsPerGpu:
        return r.tflopsPerGpu;
    case ValidationMetric::HwTflops:
        return r.hfu * s.gpu.peak16() / 1e12; // achieved hardware FLOP/s (hfu is of the 16-bit peak)
    case ValidationMetric::TokensPerSecondPerGpu:
        return tokensPerSecondPerGpu(s, r.stepTime);
    }
    return 0.0;
}

void validateRuns(std::span<const PublishedRun> runs, std::span<ValidationOutcome> out)
{
    const std::size_t count = std::min(runs.size(), out.size());
    for (std::size_t i = 0; i < count; ++i) {
        const PublishedRun &run = runs[i];
        // A published run ran: a global batch its row states that b·dp does not divide (a
        // batch given in tokens and rounded, a stack that lets the last micro-batch be short)
        // is priced as the sweeps price it, ceil(B/(b·dp)) micro-batches, not refused.
        const Result r = evaluate(run.scenario, {.allowUnevenBatch = true});
        ValidationOutcome &o = out[i];
        o = {};
        o.fits = r.fits();
        if (!o.fits)
            continue;
        o.predicted = predictedMetric(run.metric, run.scenario, r);
        o.error = o.predicted / run.measured - 1.0;
    }
}

ErrorStats absoluteErrorStats(std::span<const double> errors, std::span<double> scratch)
{
    ErrorStats st;
    const std::size_t n = std::min(errors.size(), scratch.size());
    st.count = static_cast<int>(n);
    if (n == 0)
        return st;
    for (std::size_t i = 0; i < n; ++i)
        scratch[i] = std::fabs(errors[i]);
    std::sort(scratch.begin(), scratch.begin() + static_cast<std::ptrdiff_t>(n));
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        sum += scratch[i];
    st.mean = sum / static_cast<double>(n);
    const std::size_t mid = n / 2;
    st.median = n % 2 ? scratch[mid] : 0.5 * (scratch[mid - 1] + scratch[mid]);
    return st;
}

} // namespace jct
