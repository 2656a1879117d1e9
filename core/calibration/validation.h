#pragma once

// Validation against published, measured runs (MODEL.md section 10): each run's plan is
// evaluated and the figure the publication measured is compared with the prediction.
// Error = predicted / measured − 1.

#include "core/model/result.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <optional>
#include <span>

namespace jct {

// What a publication measured (the `compare.metric` of a published-runs row).
enum class ValidationMetric : std::uint8_t {
    StepTime,              // seconds per step
    Mfu,                   // model FLOPs utilization
    Hfu,                   // hardware FLOPs utilization (recomputation counted)
    TflopsPerGpu,          // model TFLOP/s per GPU
    HwTflops,              // achieved hardware TFLOP/s per GPU (recomputation counted)
    TokensPerSecondPerGpu, // training tokens per second per GPU
};

struct PublishedRun
{
    Scenario scenario;
    ValidationMetric metric = ValidationMetric::StepTime;
    double measured = 0;
};

struct ValidationOutcome
{
    bool fits = false; // the planner finds the run feasible (else: a miss)
    double predicted = 0;
    double error = 0; // predicted / measured − 1
};

// The metric as the engine predicts it for an evaluated plan.
[[nodiscard]] double predictedMetric(ValidationMetric metric, const Scenario &s, const Result &r);

// Evaluates each run (a global batch that b·dp does not divide as ceil(B/(b·dp))
// micro-batches, as the sweeps do); writes min(runs, out) outcomes.
void validateRuns(std::span<const PublishedRun> runs, std::span<ValidationOutcome> out);

struct ErrorStats
{
    int count = 0;
    double mean = 0;   // of |error|
    double median = 0; // of |error|
};

// Mean and median absolute error; `scratch` (at least errors.size()) is sorted in place.
[[nodiscard]] ErrorStats absoluteErrorStats(std::span<const double> errors, std::span<double> scratch);

} // namespace jct
