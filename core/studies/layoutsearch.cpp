#include "layoutsearch.h"

#include "core/physics/memory.h"
#include "core/step/evaluate.h"
#include "syncwall.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <thread>
#include <tuple>

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

std::vector<int> divisorsUpTo(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= n && d <= limit; ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

namespace {

auto layoutKey(const Layout &l)
{
    const Parallelism &p = l.parallelism;
    return std::make_tuple(l.gpus, p.tp, p.pp, p.cp, p.ep, p.vpp, l.microBatch, static_cast<int>(l.recompute),
                           l.zeroStage, l.sequenceParallel, static_cast<int>(p.order));
}

// Between layouts equal on the objective: less memory per GPU, then the knobs.
bool tieBreak(const RankedLayout &a, const RankedLayout &b)
{
    const double am = a.result.memory.total();
    const double bm = b.result.memory.total();
    if (am != bm)
        return am < bm;
    return layoutKey(a.layout) < layoutKey(b.layout);
}

// A total order: by objective, then by memory per GPU (on a tie, the layout with more
// headroom: ZeRO 2 over ZeRO 1 when the sharded gradients cost no time), then by the
// knobs, so that every thread count gives the same list.
bool better(const RankedLayout &a, const RankedLayout &b)
{
    if (a.objective != b.objective)
        return a.objective < b.objective;
    return tieBreak(a, b);
}

bool fasterPoint(const FamilyPoint &a, const FamilyPoint &b)
{
    if (a.fits != b.fits)
        return a.fits;
    if (a.seconds != b.seconds)
        return a.seconds < b.seconds;
    return layoutKey(a.layout) < layoutKey(b.layout);
}

// (seconds, usd) of `a` is at least as good as `b`'s in both, and `a` wins ties.
bool dominates(const RankedLayout &a, const RankedLayout &b)
{
    const double as = a.result.predictedSeconds;
    const double bs = b.result.predictedSeconds;
    const double au = a.result.cost.totalUsd;
    const double bu = b.result.cost.totalUsd;
    if (as > bs || au > bu)
        return false;
    if (as < bs || au < bu)
        return true;
    return tieBreak(a, b);
}

void insertPareto(std::vector<RankedLayout> &front, const RankedLayout &point)
{
    for (const RankedLayout &q : front)
        if (dominates(q, point))
            return;
    std::erase_if(front, [&](const RankedLayout &q) { return dominates(point, q); });
    front.push_back(point);
}

// Bounded best-N: a max-heap on `better`, its top the worst kept.
void insertTop(std::vector<RankedLayout> &heap, std::size_t n, const RankedLayout &item)
{
    if (n == 0)
        return;
    if (heap.size() < n) {
        heap.push_back(item);
        std::push_heap(heap.begin(), heap.end(), better);
        return;
    }
    if (!better(item, heap.front()))
        return;
    std::pop_heap(heap.begin(), heap.end(), better);
    heap.back() = item;
    std::push_heap(heap.begin(), heap.end(), better);
}

struct Family
{
    int tp, pp, cp, ep;
    bool operator==(const Family &) const = default;
};

struct Unit
{
    int gpuIndex;
    int familyIndex;
};

struct Lists
{
    std::vector<int> tp, pp, cp, ep;
};

std::vector<int> filtered(const std::vector<int> &given, const std::vector<int> &fallback)
{
    std::vector<int> out = given.empty() ? fallback : given;
    std::erase_if(out, [](int v) { return v < 1; });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
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

class Search
{
public:
    Search(const Scenario &base, const SearchSpace &space, const SearchOptions &options)
        : m_base(base)
        , m_space(space)
        , m_options(options)
    {
        m_counts = options.gpuCounts.empty() ? std::vector<int>{base.cluster.gpus} : options.gpuCounts;
        std::erase_if(m_counts, [](int n) { return n < 1; });
        std::sort(m_counts.begin(), m_counts.end());
        m_counts.erase(std::unique(m_counts.begin(), m_counts.end()), m_counts.end());
        m_recompute = space.recompute;
        m_zero = space.zeroStages;
        std::erase_if(m_zero, [](int z) { return z < 0 || z > 3; });
        std::sort(m_zero.begin(), m_zero.end());
        m_zero.erase(std::unique(m_zero.begin(), m_zero.end()), m_zero.end());
        for (bool sp : space.sequenceParallel)
            if (std::find(m_sp.begin(), m_sp.end(), sp) == m_sp.end())
                m_sp.push_back(sp);
        for (RankOrder o : space.orders)
            if (std::find(m_orders.begin(), m_orders.end(), o) == m_orders.end())
                m_orders.push_back(o);
        buildUnits();
    }

    SearchResult run()
    {
        const auto start = std::chrono::steady_clock::now();
        SearchResult result;
        result.objective = m_options.objective;
        result.gpuCounts = m_counts;
        result.units = static_cast<std::int64_t>(m_units.size());
        result.prunedByLayout = m_prunedFamilies;
        if (m_options.progressTotal)
            m_options.progressTotal->store(result.units);
        int threads = m_options.threads > 0 ? m_options.threads
                                            : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        threads = std::max(1, std::min<int>(threads, static_cast<int>(std::max<std::size_t>(1, m_units.size()))));
        result.threads = threads;

        std::vector<Worker> workers(static_cast<std::size_t>(threads));
        for (Worker &w : workers) {
            w.top.reserve(static_cast<std::size_t>(std::max(0, m_options.top)) + 1);
            w.pareto.reserve(64);
            w.familyBest.assign(m_families.size() * m_counts.size(), FamilyPoint{});
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
        result.cancelled = m_options.cancel && m_options.cancel->load(std::memory_order_relaxed);

        // Merge.
        std::vector<RankedLayout> all;
        std::vector<FamilyPoint> familyBest(m_families.size() * m_counts.size());
        for (Worker &w : workers) {
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
        std::sort(result.pareto.begin(), result.pareto.end(), [](const RankedLayout &a, const RankedLayout &b) {
            return a.result.predictedSeconds < b.result.predictedSeconds;
        });

        if (!result.cancelled) {
            const auto wallsStart = std::chrono::steady_clock::now();
            result.families = familyWalls(familyBest, threads);
            result.wallsSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallsStart).count();
        }
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return result;
    }

private:
    void buildUnits()
    {
        const Model &m = m_base.model;
        const Training &tr = m_base.training;
        std::vector<int> tpDefault;
        for (int t : divisorsUpTo(m.heads, m_space.maxTp))
            if (m.kvHeads < t || m.kvHeads % t == 0)
                tpDefault.push_back(t);
        std::vector<int> cpDefault{1};
        for (int c : divisorsUpTo(m.seqLen / 2, m_space.maxCp))
            if (c > 1)
                cpDefault.push_back(c);
        std::vector<int> epDefault{1};
        if (m.moe.enabled())
            epDefault = divisorsUpTo(m.moe.experts, m_space.maxEp);
        const std::vector<int> tps = filtered(m_space.tp, tpDefault);
        const std::vector<int> pps = filtered(m_space.pp, divisorsUpTo(m.layers, m.layers));
        const std::vector<int> cps = filtered(m_space.cp, cpDefault);
        const std::vector<int> eps = filtered(m_space.ep, epDefault);

        for (int gi = 0; gi < static_cast<int>(m_counts.size()); ++gi) {
            const int n = m_counts[static_cast<std::size_t>(gi)];
            for (int t : tps)
                for (int p : pps)
                    for (int c : cps)
                        for (int e : eps) {
                            Scenario s = m_base;
                            s.cluster.gpus = n;
                            s.parallelism = {t, p, c, e, 1, RankOrder::TpCpDpPp};
                            s.training.microBatch = 1;
                            // The rules of MODEL.md §1 that do not involve vpp or the
                            // micro-batch; B % dp is the micro-batch rule with b = 1.
                            const Infeasibility bad = checkLayout(s);
                            if (!bad.feasible()) {
                                ++m_prunedFamilies;
                                continue;
                            }
                            const Family f{t, p, c, e};
                            auto it = std::find(m_families.begin(), m_families.end(), f);
                            if (it == m_families.end()) {
                                m_families.push_back(f);
                                it = m_families.end() - 1;
                            }
                            m_units.push_back({gi, static_cast<int>(it - m_families.begin())});
                        }
        }
        (void)tr;
    }

    void work(Worker &w)
    {
        Scenario s = m_base;
        std::vector<int> vpps;
        std::vector<int> mbs;
        std::vector<int> zeros;
        std::vector<RankOrder> orders;
        vpps.reserve(64);
        mbs.reserve(64);
        zeros.reserve(4);
        orders.reserve(2);
        const Model &m = m_base.model;
        const int batch = m_base.training.globalBatch;
        for (;;) {
            if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
                return;
            const std::size_t index = m_next.fetch_add(1, std::memory_order_relaxed);
            if (index >= m_units.size())
                return;
            const Unit unit = m_units[index];
            const Family f = m_families[static_cast<std::size_t>(unit.familyIndex)];
            const int n = m_counts[static_cast<std::size_t>(unit.gpuIndex)];
            const int d = n / (f.tp * f.pp * f.cp);
            FamilyPoint &familyPoint = w.familyBest[static_cast<std::size_t>(unit.familyIndex) * m_counts.size()
                                                    + static_cast<std::size_t>(unit.gpuIndex)];

            vpps.clear();
            if (f.pp == 1) {
                vpps.push_back(1);
            } else if (m_space.vpp.empty()) {
                for (int v : divisorsUpTo(m.layers / f.pp, m_space.maxVpp))
                    vpps.push_back(v);
            } else {
                for (int v : m_space.vpp)
                    if (v >= 1 && m.layers % (f.pp * v) == 0)
                        vpps.push_back(v);
            }
            mbs.clear();
            if (m_space.microBatch.empty()) {
                for (int b = 1; b <= batch / d && b <= m_space.maxMicroBatch; ++b)
                    if ((batch / d) % b == 0)
                        mbs.push_back(b);
            } else {
                for (int b : m_space.microBatch)
                    if (b >= 1 && batch % (static_cast<long long>(b) * d) == 0)
                        mbs.push_back(b);
                std::sort(mbs.begin(), mbs.end());
                mbs.erase(std::unique(mbs.begin(), mbs.end()), mbs.end());
            }
            zeros.clear();
            for (int z : m_zero)
                if (!(m_options.skipEquivalent && d * f.cp == 1 && z > 0 && !zeros.empty()))
                    zeros.push_back(z);
            orders.clear();
            const bool orderMatters = f.ep > 1 || (f.pp > 1 && d > 1);
            for (RankOrder o : m_orders)
                if (!(m_options.skipEquivalent && !orderMatters && !orders.empty()))
                    orders.push_back(o);
            const std::int64_t perMicroBatch = static_cast<std::int64_t>(zeros.size() * orders.size());

            s.cluster.gpus = n;
            for (int v : vpps) {
                for (Recompute rc : m_recompute) {
                    bool spDone[2] = {false, false};
                    for (bool sp : m_sp) {
                        // Sequence parallelism without tensor parallelism changes nothing.
                        const bool effective = sp && f.tp > 1;
                        if (m_options.skipEquivalent) {
                            if (spDone[effective])
                                continue;
                            spDone[effective] = true;
                        }
                        for (std::size_t bi = 0; bi < mbs.size(); ++bi) {
                            const int b = mbs[bi];
                            s.parallelism = {f.tp, f.pp, f.cp, f.ep, v, RankOrder::TpCpDpPp};
                            s.training.microBatch = b;
                            s.training.recompute = rc;
                            s.training.sequenceParallel = sp;
                            const int microBatches = batch / (b * d);
                            w.candidates += perMicroBatch;
                            if (m_options.pruneMemory) {
                                // Memory never falls as b grows (activations ∝ b, in-flight
                                // min(p, B/(b·d))·b never falls) and never rises with the
                                // ZeRO stage: if the highest stage does not fit, no larger
                                // micro-batch fits either.
                                s.training.zeroStage = zeros.back();
                                const MemoryBreakdown mem = memoryPerGpu(s, d, microBatches);
                                if (mem.total() > mem.usable) {
                                    const auto rest = static_cast<std::int64_t>(mbs.size() - bi);
                                    w.prunedByMemory += rest * perMicroBatch;
                                    w.candidates += (rest - 1) * perMicroBatch;
                                    break;
                                }
                            }
                            for (int z : zeros) {
                                s.training.zeroStage = z;
                                if (m_options.pruneMemory && z != zeros.back()) {
                                    const MemoryBreakdown mem = memoryPerGpu(s, d, microBatches);
                                    if (mem.total() > mem.usable) {
                                        w.prunedByMemory += static_cast<std::int64_t>(orders.size());
                                        continue;
                                    }
                                }
                                for (RankOrder o : orders) {
                                    s.parallelism.order = o;
                                    const Result r = evaluate(s);
                                    ++w.evaluated;
                                    if (!r.fits())
                                        continue;
                                    ++w.feasible;
                                    consider(w, familyPoint, s, r);
                                }
                            }
                        }
                    }
                }
            }
            if (m_options.progress)
                m_options.progress->fetch_add(1, std::memory_order_relaxed);
        }
    }

    void consider(Worker &w, FamilyPoint &familyPoint, const Scenario &s, const Result &r)
    {
        RankedLayout &item = w.scratch;
        item.layout = layoutOf(s);
        item.objective = objectiveValue(m_options.objective, s, r);
        item.result.memory = r.memory; // the tie-break; the rest is copied only if kept
        const std::size_t n = static_cast<std::size_t>(std::max(0, m_options.top));
        const bool entersTop = w.top.size() < n || (n > 0 && better(item, w.top.front()));
        bool entersPareto = true;
        for (const RankedLayout &q : w.pareto) {
            const double qs = q.result.predictedSeconds;
            const double qu = q.result.cost.totalUsd;
            if (qs <= r.predictedSeconds && qu <= r.cost.totalUsd
                && (qs < r.predictedSeconds || qu < r.cost.totalUsd || tieBreak(q, item))) {
                entersPareto = false;
                break;
            }
        }
        FamilyPoint candidate{s.cluster.gpus, true, r.predictedSeconds, r.cost.totalUsd, item.layout};
        if (!familyPoint.fits || fasterPoint(candidate, familyPoint))
            familyPoint = candidate;
        if (!entersTop && !entersPareto)
            return;
        item.result = r; // the full result only for what is kept
        if (entersTop)
            insertTop(w.top, n, item);
        if (entersPareto)
            insertPareto(w.pareto, item);
    }

    std::vector<FamilyWall> familyWalls(const std::vector<FamilyPoint> &best, int threads) const
    {
        std::vector<FamilyWall> walls(m_families.size());
        std::vector<char> feasible(m_families.size(), 0);
        std::atomic<std::size_t> next{0};
        auto run = [&] {
            // 128 log-spaced points; syncWallSweep then tries every dp between the best
            // point's neighbours, so the wall does not depend on the resolution.
            std::vector<SyncWallPoint> buffer(128);
            for (;;) {
                const std::size_t fi = next.fetch_add(1, std::memory_order_relaxed);
                if (fi >= m_families.size())
                    return;
                feasible[fi] = familyWall(fi, best, buffer, walls[fi]) ? 1 : 0;
            }
        };
        if (threads <= 1 || m_families.size() < 2) {
            run();
        } else {
            std::vector<std::thread> pool;
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

    bool familyWall(std::size_t fi, const std::vector<FamilyPoint> &best, std::vector<SyncWallPoint> &buffer,
                    FamilyWall &wall) const
    {
        const Family &f = m_families[fi];
        wall.tp = f.tp;
        wall.pp = f.pp;
        wall.cp = f.cp;
        wall.ep = f.ep;
        for (std::size_t gi = 0; gi < m_counts.size(); ++gi) {
            FamilyPoint point = best[fi * m_counts.size() + gi];
            point.gpus = m_counts[gi];
            wall.points.push_back(point);
        }
        const FamilyPoint *fastest = nullptr;
        for (const FamilyPoint &p : wall.points)
            if (p.fits && (!fastest || fasterPoint(p, *fastest)))
                fastest = &p;
        if (!fastest)
            return false;
        wall.bestGpus = fastest->gpus;
        // The family's sync wall (core/syncwall.h): its fastest layout's model-parallel
        // split and knobs fixed, the global batch fixed, micro-batches of one so that dp
        // can grow to B, and dp swept until more GPUs finish later.
        Scenario s = applyLayout(m_base, fastest->layout);
        s.training.microBatch = 1;
        const SyncWallSummary summary = syncWallSweep(s, buffer);
        if (summary.wallGpus > 0) {
            wall.wallGpus = summary.wallGpus;
            wall.wallSeconds = summary.wallSeconds;
            s.cluster.gpus = summary.wallGpus;
            const Result r = evaluate(s, {.allowUnevenBatch = true});
            wall.wallUsd = r.fits() ? r.cost.totalUsd : 0.0;
        }
        return true;
    }

    const Scenario &m_base;
    const SearchSpace &m_space;
    const SearchOptions &m_options;
    std::vector<int> m_counts;
    std::vector<Recompute> m_recompute;
    std::vector<int> m_zero;
    std::vector<bool> m_sp;
    std::vector<RankOrder> m_orders;
    std::vector<Family> m_families;
    std::vector<Unit> m_units;
    std::int64_t m_prunedFamilies = 0;
    std::atomic<std::size_t> m_next{0};
};

} // namespace

SearchResult searchLayouts(const Scenario &base, const SearchSpace &space, const SearchOptions &options)
{
    Search search(base, space, options);
    return search.run();
}

std::vector<RankedLayout> paretoFront(std::vector<RankedLayout> points)
{
    std::vector<RankedLayout> front;
    for (const RankedLayout &p : points)
        insertPareto(front, p);
    std::sort(front.begin(), front.end(), [](const RankedLayout &a, const RankedLayout &b) {
        return a.result.predictedSeconds < b.result.predictedSeconds;
    });
    return front;
}

Comparison compareResults(const Result &best, const Result &other)
{
    Comparison c;
    const StepBreakdown &a = best.step;
    const StepBreakdown &b = other.step;
    const std::array<double, 11> da{a.compute, a.recompute, a.bubble,    a.tpComm,    a.ppComm,   a.dpComm,
                                    a.epComm,  a.cpComm,    a.optimizer, a.straggler, a.dataStall};
    const std::array<double, 11> db{b.compute, b.recompute, b.bubble,    b.tpComm,    b.ppComm,   b.dpComm,
                                    b.epComm,  b.cpComm,    b.optimizer, b.straggler, b.dataStall};
    for (int i = 0; i < 11; ++i)
        c.parts[i] = {i, da[static_cast<std::size_t>(i)] - db[static_cast<std::size_t>(i)]};
    std::stable_sort(std::begin(c.parts), std::end(c.parts), [](const BreakdownDelta &x, const BreakdownDelta &y) {
        return std::fabs(x.delta) > std::fabs(y.delta);
    });
    c.stepDelta = best.stepTime - other.stepTime;
    c.jctDelta = best.predictedSeconds - other.predictedSeconds;
    c.usdDelta = best.cost.totalUsd - other.cost.totalUsd;
    c.checkpointDelta = best.checkpoint.overheadSeconds - other.checkpoint.overheadSeconds;
    c.failureDelta = best.failures.overheadSeconds - other.failures.overheadSeconds;
    return c;
}

} // namespace jct
