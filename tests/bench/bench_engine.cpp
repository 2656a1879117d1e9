// Benchmark of the engine's speed targets (issue: a million evaluations per second on
// one core, a 512-point sync-wall sweep under a millisecond). Prints its figures; it is
// not a pass/fail test because shared machines are noisy.
//
// Scenario: GPT-3 175B on 1,024 GPUs (the built-in default), evaluated in full:
// layout checks, memory, step time with every collective, checkpoints, failures, cost.

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

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const jct::Scenario base = jct::format::defaultScenario().scenario;

    // Vary one input per call so that the compiler cannot hoist the evaluation.
    std::vector<jct::Scenario> inputs(64, base);
    for (std::size_t i = 0; i < inputs.size(); ++i)
        inputs[i].fabric.latency = base.fabric.latency * (1.0 + 0.001 * static_cast<double>(i));

    // An optional argument scales the work down, e.g. for a run under callgrind.
    const long long perRound = argc > 1 ? std::max(1LL, std::atoll(argv[1])) : 400000;
    volatile double sink = 0.0;
    const long long warmup = std::min(20000LL, perRound);
    for (long long i = 0; i < warmup; ++i)
        sink = sink + jct::evaluate(inputs[static_cast<std::size_t>(i) & 63]).predictedSeconds;

    std::vector<double> rates;
    for (int round = 0; round < 5; ++round) {
        const long long n = perRound;
        const auto start = std::chrono::steady_clock::now();
        for (long long i = 0; i < n; ++i)
            sink = sink + jct::evaluate(inputs[static_cast<std::size_t>(i) & 63]).predictedSeconds;
        rates.push_back(static_cast<double>(n) / secondsSince(start));
    }
    std::sort(rates.begin(), rates.end());
    std::printf("evaluate (GPT-3 175B, 1,024 GPUs, full result): median %.0f evaluations/s on one core "
                "(best %.0f, worst %.0f over 5 rounds of %lld); %.0f ns per evaluation\n",
                rates[2], rates[4], rates[0], perRound, 1e9 / rates[2]);

    std::array<jct::SyncWallPoint, 512> points{};
    std::vector<double> sweeps;
    jct::SyncWallSummary summary;
    for (int round = 0; round < 200; ++round) {
        const auto start = std::chrono::steady_clock::now();
        summary = jct::syncWallSweep(base, points);
        sweeps.push_back(secondsSince(start));
    }
    std::sort(sweeps.begin(), sweeps.end());
    std::printf("sync-wall sweep: %d points in median %.3f ms (p90 %.3f ms over 200 sweeps); wall at %d GPUs\n",
                summary.points, sweeps[100] * 1e3, sweeps[180] * 1e3, summary.wallGpus);
    return sink > 0.0 ? 0 : 1;
}
