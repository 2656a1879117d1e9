// Benchmark of the engine's speed targets (issue 12: 2 million evaluations per second on one
// core for the default plan, 1 million for DeepSeek-V3; a sync-wall sweep under a
// millisecond). Prints its figures; it is not a pass/fail test because shared machines are
// noisy.
//
// Scenarios, each evaluated in full (layout checks, memory, step time with every
// collective, checkpoints, failures, cost): GPT-3 175B on 1,024 GPUs (the built-in
// default), and DeepSeek-V3 from its preset (MLA, MTP, shared expert, 256 experts) as
// Megatron-Bridge runs it on 1,024 H100 (tp 2, uneven pp 8 × vpp 4, ep 64, etp 1, FP8).

#include "app/document/presets.h"
#include "app/format/scenariojson.h"
#include "core/step/evaluate.h"
#include "core/studies/syncwall.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <QCoreApplication>

namespace {

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Evaluates `base` perRound times in each of 5 rounds, varying one input per call so that
// the compiler cannot hoist the evaluation, and prints the median rate.
void measureEvaluations(const char *what, const jct::Scenario &base, long long perRound)
{
    std::vector<jct::Scenario> inputs(64, base);
    for (std::size_t i = 0; i < inputs.size(); ++i)
        inputs[i].fabric.latency = base.fabric.latency * (1.0 + 0.001 * static_cast<double>(i));
    volatile double sink = 0.0;
    const long long warmup = std::min(20000LL, perRound);
    for (long long i = 0; i < warmup; ++i)
        sink = sink + jct::evaluate(inputs[static_cast<std::size_t>(i) & 63]).predictedSeconds;
    std::vector<double> rates;
    for (int round = 0; round < 5; ++round) {
        const auto start = std::chrono::steady_clock::now();
        for (long long i = 0; i < perRound; ++i)
            sink = sink + jct::evaluate(inputs[static_cast<std::size_t>(i) & 63]).predictedSeconds;
        rates.push_back(static_cast<double>(perRound) / secondsSince(start));
    }
    std::sort(rates.begin(), rates.end());
    std::printf("evaluate (%s, full result): median %.0f evaluations/s on one core "
                "(best %.0f, worst %.0f over 5 rounds of %lld); %.0f ns per evaluation\n",
                what, rates[2], rates[4], rates[0], perRound, 1e9 / rates[2]);
    if (!(sink > 0.0))
        std::printf("(no evaluation produced a time)\n");
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const jct::Scenario base = jct::format::defaultScenario().scenario;

    // An optional argument scales the work down, e.g. for a run under callgrind.
    const long long perRound = argc > 1 ? std::max(1LL, std::atoll(argv[1])) : 400000;
    measureEvaluations("GPT-3 175B, 1,024 GPUs", base, perRound);

    const jct::document::PresetChange deepseek = jct::document::applyPreset(
        jct::format::defaultScenario(), QStringLiteral("model.preset"), QStringLiteral("deepseek-v3"));
    if (!deepseek.plan) {
        std::fprintf(stderr, "deepseek-v3 preset: %s\n", qPrintable(deepseek.error));
        return 1;
    }
    jct::Scenario moe = deepseek.plan->scenario;
    moe.cluster.gpus = 1024;
    moe.parallelism = {};
    moe.parallelism.tp = 2;
    moe.parallelism.pp = 8;
    moe.parallelism.vpp = 4;
    moe.parallelism.ep = 64;
    moe.parallelism.etp = 1;
    moe.parallelism.firstStageLayers = 7;
    moe.parallelism.lastStageLayers = 6;
    moe.training.precision = jct::Precision::Fp8;
    moe.training.globalBatch = 8192;
    moe.training.microBatch = 1;
    moe.training.recompute = jct::Recompute::Selective;
    moe.training.sequenceParallel = true;
    if (!jct::evaluate(moe).fits()) {
        std::fprintf(stderr, "the DeepSeek-V3 plan does not run\n");
        return 1;
    }
    measureEvaluations("DeepSeek-V3 (MLA, MTP, 256 experts), 1,024 H100", moe, perRound);

    std::array<jct::SyncWallPoint, 512> points{};
    std::vector<double> sweeps;
    jct::SyncWallSummary summary;
    for (int round = 0; round < 200; ++round) {
        const auto start = std::chrono::steady_clock::now();
        summary = jct::syncWallSweep(base, points);
        sweeps.push_back(secondsSince(start));
    }
    std::sort(sweeps.begin(), sweeps.end());
    std::printf("sync-wall sweep: every valid count, %lld, in median %.3f ms (p90 %.3f ms over 200 sweeps); wall at "
                "%lld GPUs, knee (70 %%) at %lld\n",
                static_cast<long long>(summary.counts), sweeps[100] * 1e3, sweeps[180] * 1e3,
                static_cast<long long>(summary.wallGpus), static_cast<long long>(summary.kneeGpus));
    return 0;
}
