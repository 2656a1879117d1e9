#include "layoutsearch.h"

#include "core/physics/memory.h"
#include "core/step/evaluate.h"
#include "core/step/offload.h"
#include "familywalls.h"
#include "layoutcandidates.h"
#include "layoutranking.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <utility>

namespace jct {

Scenario applyLayout(const Scenario &base, const Layout &layout)
{
    Scenario s = base;
    if (layout.gpus > 0)
        s.cluster.gpus = layout.gpus;
    s.parallelism = layout.parallelism;
    s.training.microBatch = layout.microBatch;
    s.training.recompute = layout.recompute;
    s.training.zeroStage = layout.zeroStage;
    s.training.sequenceParallel = layout.sequenceParallel;
    return s;
}

Layout layoutOf(const Scenario &s)
{
    Layout l;
    l.gpus = s.cluster.gpus;
    l.parallelism = s.parallelism;
    l.microBatch = s.training.microBatch;
    l.recompute = s.training.recompute;
    l.zeroStage = s.training.zeroStage;
    l.sequenceParallel = s.training.sequenceParallel;
    return l;
}

double objectiveValue(SearchObjective objective, const Scenario &s, const Result &r)
{
    switch (objective) {
    case SearchObjective::Time:
        return r.predictedSeconds;
    case SearchObjective::Cost:
        return r.cost.totalUsd;
    case SearchObjective::CostPerToken: {
        const double trained = r.steps * static_cast<double>(s.training.globalBatch) * s.model.seqLen;
        return trained > 0.0 ? r.cost.totalUsd / trained : r.cost.totalUsd;
    }
    }
    return r.predictedSeconds;
}

namespace layoutsearch {

namespace {

// The memory model alone: the same call and the same rule (activation offload included)
// evaluate() applies first.
bool fitsInMemory(const Scenario &s, int dp, int microBatches)
{
    return fitsWithOffload(memoryPerGpu(s, dp, microBatches));
}

struct Worker
{
    RankedLayout scratch;
    std::vector<RankedLayout> top;
    std::vector<RankedLayout> pareto;
    std::vector<FamilyPoint> familyBest; // family × GPU count
    std::int64_t candidates = 0;
    std::int64_t prunedByMemory = 0;
    std::int64_t evaluated = 0;
    std::int64_t feasible = 0;
};

// What one unit of work fixes, for the loops inside it.
struct UnitContext
{
    const Family &family;
    int dp;
    FamilyPoint &familyPoint; // the worker's fastest layout of this family at this GPU count
    const UnitValues &values;
};

class Search
{
public:
    Search(const Scenario &base, const SearchSpace &space, const SearchOptions &options)
        : m_base(base)
        , m_space(space)
        , m_options(options)
        , m_enum(enumerate(base, space, options.gpuCounts))
    {}

    SearchResult run()
    {
        const auto start = std::chrono::steady_clock::now();
        SearchResult result;
        result.objective = m_options.objective;
        result.gpuCounts = m_enum.counts;
        result.units = static_cast<std::int64_t>(m_enum.units.size());
        result.prunedByLayout = m_enum.prunedFamilies;
        if (m_options.progressTotal)
            m_options.progressTotal->store(result.units);
        result.threads = threadCount();

        std::vector<Worker> workers = runWorkers(result.threads);
        result.cancelled = cancelled();
        const std::vector<FamilyPoint> familyBest = merge(workers, result);

        if (!result.cancelled) {
            const auto wallsStart = std::chrono::steady_clock::now();
            std::vector<int> microBatches;
            microBatchValues(m_base.training.globalBatch, m_space, 1, microBatches);
            result.families =
                familyWalls(m_base, m_enum.families, m_enum.counts, familyBest, microBatches, result.threads);
            result.wallsSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallsStart).count();
        }
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return result;
    }

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }

    // The threads asked for (0: every hardware thread), at most one per unit.
    int threadCount() const
    {
        const int threads = m_options.threads > 0 ? m_options.threads
                                                  : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        return std::max(1, std::min<int>(threads, static_cast<int>(std::max<std::size_t>(1, m_enum.units.size()))));
    }

    // One worker per thread, each with its own heap, front and family bests.
    std::vector<Worker> runWorkers(int threads)
    {
        std::vector<Worker> workers(static_cast<std::size_t>(threads));
        for (Worker &w : workers) {
            w.top.reserve(static_cast<std::size_t>(std::max(0, m_options.top)) + 1);
            w.pareto.reserve(64);
            w.familyBest.assign(m_enum.families.size() * m_enum.counts.size(), FamilyPoint{});
        }
        if (threads == 1) {
            work(workers[0]);
        } else {
            std::vector<std::thread> pool;
            pool.reserve(static_cast<std::size_t>(threads));
            for (int i = 0; i < threads; ++i)
                pool.emplace_back([this, &workers, i] { work(workers[static_cast<std::size_t>(i)]); });
            for (std::thread &t : pool)
                t.join();
        }
        return workers;
    }

    // The workers' counts, heaps and fronts into `result`; returns the fastest layout of
    // each family at each GPU count over all workers.
    std::vector<FamilyPoint> merge(const std::vector<Worker> &workers, SearchResult &result) const
    {
        std::vector<RankedLayout> all;
        std::vector<FamilyPoint> familyBest(m_enum.families.size() * m_enum.counts.size());
        for (const Worker &w : workers) {
            result.candidates += w.candidates;
            result.prunedByMemory += w.prunedByMemory;
            result.evaluated += w.evaluated;
            result.feasible += w.feasible;
            all.insert(all.end(), w.top.begin(), w.top.end());
            for (const RankedLayout &p : w.pareto)
                insertPareto(result.pareto, p);
            for (std::size_t i = 0; i < familyBest.size(); ++i)
                if (w.familyBest[i].fits && (!familyBest[i].fits || fasterPoint(w.familyBest[i], familyBest[i])))
                    familyBest[i] = w.familyBest[i];
        }
        std::sort(all.begin(), all.end(), better);
        if (all.size() > static_cast<std::size_t>(std::max(0, m_options.top)))
            all.resize(static_cast<std::size_t>(std::max(0, m_options.top)));
        result.top = std::move(all);
        sortFastestFirst(result.pareto);
        return familyBest;
    }

    // Threads take units from an atomic counter and check the cancel flag between units.
    void work(Worker &w)
    {
        Scenario s = m_base;
        UnitValues values;
        for (;;) {
            if (cancelled())
                return;
            const std::size_t index = m_next.fetch_add(1, std::memory_order_relaxed);
            if (index >= m_enum.units.size())
                return;
            searchUnit(w, m_enum.units[index], values, s);
            if (m_options.progress)
                m_options.progress->fetch_add(1, std::memory_order_relaxed);
        }
    }

    // Every layout of one (GPU count, tp, pp, cp, ep).
    void searchUnit(Worker &w, Unit unit, UnitValues &values, Scenario &s)
    {
        const Family f = m_enum.families[static_cast<std::size_t>(unit.familyIndex)];
        const int n = m_enum.counts[static_cast<std::size_t>(unit.gpuIndex)];
        const int d = n / (f.tp * f.pp * f.cp);
        FamilyPoint &familyPoint = w.familyBest[static_cast<std::size_t>(unit.familyIndex) * m_enum.counts.size()
                                                + static_cast<std::size_t>(unit.gpuIndex)];
        unitValues(m_base, m_space, m_enum, m_options.skipEquivalent, unit.familyIndex, d, values);
        const UnitContext unitContext{f, d, familyPoint, values};

        s.cluster.gpus = n;
        for (const StageSplit &split : *values.splits) {
            for (int etp : values.etps) {
                for (Recompute rc : m_enum.recompute) {
                    bool spDone[2] = {false, false};
                    for (bool sp : m_enum.sp) {
                        // Sequence parallelism without tensor parallelism changes nothing.
                        const bool effective = sp && f.tp > 1;
                        if (m_options.skipEquivalent) {
                            if (spDone[effective])
                                continue;
                            spDone[effective] = true;
                        }
                        searchMicroBatches(w, unitContext, split, etp, rc, sp, s);
                    }
                }
            }
        }
    }

    // Every micro-batch, smallest first, and below it every ZeRO stage and rank order.
    void searchMicroBatches(Worker &w, const UnitContext &u, const StageSplit &split, int etp, Recompute rc, bool sp,
                            Scenario &s)
    {
        const Family &f = u.family;
        const std::vector<int> &mbs = u.values.microBatches;
        const int batch = m_base.training.globalBatch;
        const auto perMicroBatch = static_cast<std::int64_t>(u.values.zeros.size() * u.values.orders.size());
        // Interleaving needs pp micro-batches (checkLayout): a larger b leaves fewer, so the
        // micro-batches it allows are the first `valid` of the list.
        std::size_t valid = 0;
        while (valid < mbs.size() && (split.vpp == 1 || batch / (mbs[valid] * u.dp) >= f.pp))
            ++valid;
        for (std::size_t bi = 0; bi < valid; ++bi) {
            const int b = mbs[bi];
            s.parallelism = {
                f.tp, f.pp, f.cp, f.ep, split.vpp, RankOrder::TpCpDpPp, split.firstStageLayers, split.lastStageLayers,
                etp};
            s.training.microBatch = b;
            s.training.recompute = rc;
            s.training.sequenceParallel = sp;
            const int microBatches = batch / (b * u.dp);
            w.candidates += perMicroBatch;
            if (m_options.pruneMemory) {
                // Memory never falls as b grows (activations ∝ b, in-flight
                // min(p, B/(b·d))·b never falls) and never rises with the
                // ZeRO stage: if the highest stage does not fit, no larger
                // micro-batch fits either.
                s.training.zeroStage = u.values.zeros.back();
                if (!fitsInMemory(s, u.dp, microBatches)) {
                    const auto rest = static_cast<std::int64_t>(valid - bi);
                    w.prunedByMemory += rest * perMicroBatch;
                    w.candidates += (rest - 1) * perMicroBatch;
                    return;
                }
            }
            evaluateZeroStages(w, u, microBatches, s);
        }
    }

    // The lower ZeRO stages of one micro-batch (the highest was checked with it), each
    // pruned by memory before its rank orders are evaluated.
    void evaluateZeroStages(Worker &w, const UnitContext &u, int microBatches, Scenario &s)
    {
        const std::vector<int> &zeros = u.values.zeros;
        for (int z : zeros) {
            s.training.zeroStage = z;
            if (m_options.pruneMemory && z != zeros.back() && !fitsInMemory(s, u.dp, microBatches)) {
                w.prunedByMemory += static_cast<std::int64_t>(u.values.orders.size());
                continue;
            }
            for (RankOrder o : u.values.orders) {
                s.parallelism.order = o;
                const Result r = evaluate(s);
                ++w.evaluated;
                if (!r.fits())
                    continue;
                ++w.feasible;
                consider(w, u.familyPoint, s, r);
            }
        }
    }

    // A layout that fits, into the worker's family best, heap and front.
    void consider(Worker &w, FamilyPoint &familyPoint, const Scenario &s, const Result &r)
    {
        RankedLayout &item = w.scratch;
        item.layout = layoutOf(s);
        item.objective = objectiveValue(m_options.objective, s, r);
        item.result.memory = r.memory; // the tie-break; the rest is copied only if kept
        const std::size_t n = static_cast<std::size_t>(std::max(0, m_options.top));
        const bool inTop = entersTop(w.top, n, item);
        const bool inPareto = entersFront(w.pareto, item, r.predictedSeconds, r.cost.totalUsd);
        FamilyPoint candidate{s.cluster.gpus, true, r.predictedSeconds, r.cost.totalUsd, item.layout};
        if (!familyPoint.fits || fasterPoint(candidate, familyPoint))
            familyPoint = candidate;
        if (!inTop && !inPareto)
            return;
        item.result = r; // the full result only for what is kept
        if (inTop)
            insertTop(w.top, n, item);
        if (inPareto)
            insertPareto(w.pareto, item);
    }

    const Scenario &m_base;
    const SearchSpace &m_space;
    const SearchOptions &m_options;
    const Enumeration m_enum;
    std::atomic<std::size_t> m_next{0};
};

} // namespace

} // namespace layoutsearch

SearchResult searchLayouts(const Scenario &base, const SearchSpace &space, const SearchOptions &options)
{
    layoutsearch::Search search(base, space, options);
    return search.run();
}

} // namespace jct
