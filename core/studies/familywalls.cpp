#include "familywalls.h"

#include "core/step/evaluate.h"
#include "layoutranking.h"
#include "syncwall.h"

#include <atomic>
#include <thread>
#include <utility>

namespace jct::layoutsearch {

namespace {

// Fills `wall` for family `fi`; false when none of its layouts fits.
bool familyWall(const Scenario &base, const std::vector<Family> &families, const std::vector<int> &counts,
                std::size_t fi, const std::vector<FamilyPoint> &best, const std::vector<int> &microBatches,
                std::vector<SyncWallPoint> &buffer, FamilyWall &wall)
{
    const Family &f = families[fi];
    wall.tp = f.tp;
    wall.pp = f.pp;
    wall.cp = f.cp;
    wall.ep = f.ep;
    for (std::size_t gi = 0; gi < counts.size(); ++gi) {
        FamilyPoint point = best[fi * counts.size() + gi];
        point.gpus = counts[gi];
        wall.points.push_back(point);
    }
    const FamilyPoint *fastest = nullptr;
    for (const FamilyPoint &p : wall.points)
        if (p.fits && (!fastest || fasterPoint(p, *fastest)))
            fastest = &p;
    if (!fastest)
        return false;
    wall.bestGpus = fastest->gpus;
    // The family's sync wall (core/syncwall.h): its fastest layout's model-parallel split
    // and knobs fixed, the global batch fixed, and every dp that divides B/b evaluated for
    // every micro-batch b the search tries (smaller ones let dp grow further, to B with
    // b = 1; larger ones may be faster where they still leave enough micro-batches); the
    // least of them. None may be slower than the fastest layout found, which the wall's
    // definition (least JCT over the counts) includes.
    Scenario plan = applyLayout(base, fastest->layout);
    SyncWallSummary summary;
    int wallMicroBatch = 0;
    for (const int b : microBatches) {
        plan.training.microBatch = b;
        const SyncWallSummary atB = syncWallSweep(plan, buffer);
        if (atB.wallGpus > 0 && (summary.wallGpus <= 0 || atB.wallSeconds < summary.wallSeconds)) {
            summary = atB;
            wallMicroBatch = b;
        }
    }
    if (summary.wallGpus > 0 && summary.wallSeconds <= fastest->seconds) {
        wall.wallGpus = summary.wallGpus;
        wall.wallSeconds = summary.wallSeconds;
        wall.wallMicroBatch = wallMicroBatch;
        plan.training.microBatch = wallMicroBatch;
        plan.cluster.gpus = static_cast<int>(summary.wallGpus);
        const Result r = evaluate(plan);
        wall.wallUsd = r.fits() ? r.cost.totalUsd : 0.0;
    } else {
        wall.wallGpus = fastest->gpus;
        wall.wallSeconds = fastest->seconds;
        wall.wallUsd = fastest->usd;
        wall.wallMicroBatch = fastest->layout.microBatch;
    }
    return true;
}

} // namespace

std::vector<FamilyWall> familyWalls(const Scenario &base, const std::vector<Family> &families,
                                    const std::vector<int> &counts, const std::vector<FamilyPoint> &best,
                                    const std::vector<int> &microBatches, int threads)
{
    std::vector<FamilyWall> walls(families.size());
    std::vector<char> feasible(families.size(), 0);
    std::atomic<std::size_t> next{0};
    auto run = [&] {
        // syncWallSweep evaluates every valid dp whatever the buffer holds; the points
        // themselves are not used here.
        std::vector<SyncWallPoint> buffer(128);
        for (;;) {
            const std::size_t fi = next.fetch_add(1, std::memory_order_relaxed);
            if (fi >= families.size())
                return;
            feasible[fi] = familyWall(base, families, counts, fi, best, microBatches, buffer, walls[fi]) ? 1 : 0;
        }
    };
    if (threads <= 1 || families.size() < 2) {
        run();
    } else {
        std::vector<std::thread> pool;
        pool.reserve(static_cast<std::size_t>(threads));
        for (int i = 0; i < threads; ++i)
            pool.emplace_back(run);
        for (std::thread &t : pool)
            t.join();
    }
    std::vector<FamilyWall> out;
    for (std::size_t fi = 0; fi < walls.size(); ++fi)
        if (feasible[fi])
            out.push_back(std::move(walls[fi]));
    return out;
}

} // namespace jct::layoutsearch
