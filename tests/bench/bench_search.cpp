// Benchmark of the auto-planner's speed targets (issue #6): the full GPT-3 175B /
// 1,024-GPU layout space in under 10 s on one core and under 2 s on all cores, in under
// 500 MB. Prints its figures; not a pass/fail test because shared machines are noisy.
//
// Usage: bench_search [GPUS [THREADS]]   (default: 1,024 GPUs; 1 thread, then all)

#include "app/format/scenariojson.h"
#include "core/studies/layoutsearch.h"

#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>
#include <thread>

#include <QCoreApplication>

namespace {

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec) + 1e-6 * static_cast<double>(usage.ru_utime.tv_usec)
           + static_cast<double>(usage.ru_stime.tv_sec) + 1e-6 * static_cast<double>(usage.ru_stime.tv_usec);
}

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

void report(const char *label, const jct::SearchResult &r, double cpu)
{
    std::printf("%-10s threads %2d  candidates %lld  families refused %lld  pruned by memory %lld  evaluated %lld  "
                "feasible %lld\n           wall %.3f s (of which family sync walls %.3f s), CPU %.3f s; "
                "%.2f M candidates/s, %.2f M evaluations/s (wall); peak RSS %.1f MiB\n",
                label, r.threads, static_cast<long long>(r.candidates), static_cast<long long>(r.prunedByLayout),
                static_cast<long long>(r.prunedByMemory), static_cast<long long>(r.evaluated),
                static_cast<long long>(r.feasible), r.seconds, r.wallsSeconds, cpu, r.candidates / r.seconds / 1e6,
                r.evaluated / r.seconds / 1e6, peakRssMiB());
    if (!r.top.empty()) {
        const jct::Layout &l = r.top.front().layout;
        const jct::Parallelism &p = l.parallelism;
        std::printf("           best: tp %d pp %d cp %d ep %d etp %d vpp %d first/last stage %d/%d order %s, b %d, "
                    "recompute %d, ZeRO %d, SP %d: %.2f days, $%.0f; Pareto points %zu, families %zu\n",
                    p.tp, p.pp, p.cp, p.ep, p.expertTp(), p.vpp, p.firstStageLayers, p.lastStageLayers,
                    p.order == jct::RankOrder::TpCpDpPp ? "tp-cp-dp-pp" : "tp-cp-pp-dp", l.microBatch,
                    static_cast<int>(l.recompute), l.zeroStage, l.sequenceParallel ? 1 : 0,
                    r.top.front().result.predictedSeconds / 86400.0, r.top.front().result.cost.totalUsd,
                    r.pareto.size(), r.families.size());
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    jct::Scenario base = jct::format::defaultScenario().scenario;
    if (argc > 1)
        base.cluster.gpus = std::max(1, std::atoi(argv[1]));
    const int allThreads = argc > 2 ? std::max(1, std::atoi(argv[2]))
                                    : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    std::printf("GPT-3 175B (default plan) on %d GPUs, global batch %d; peak RSS before the search %.1f MiB\n",
                base.cluster.gpus, base.training.globalBatch, peakRssMiB());

    jct::SearchOptions options;
    options.top = 10;
    auto run = [&](const char *label) {
        const double cpu = cpuSeconds();
        const jct::SearchResult r = jct::searchLayouts(base, {}, options);
        report(label, r, cpuSeconds() - cpu);
    };
    options.threads = 1;
    run("1 thread");
    options.threads = allThreads;
    run("all cores");
    options.pruneMemory = false;
    run("no prune");
    return 0;
}
