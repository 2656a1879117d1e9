// The auto-planner (issue #6): the pruned search finds the same best layout as a brute
// force over every knob combination; nothing it returns breaks a divisibility or memory
// rule; the list is sorted; more threads give the same answer; cancel stops it; and on
// the Korthikanti et al. 175B run it finds a layout at least as fast as the published
// one under the same model.

#include "app/format/scenariojson.h"
#include "common/llama405b.h"
#include "core/model/layout.h"
#include "core/physics/memory.h"
#include "core/step/evaluate.h"
#include "core/step/offload.h"
#include "core/studies/layoutsearch.h"
#include "core/studies/syncwall.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <thread>
#include <vector>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace jct;

namespace {

// A Llama-like 8B model on 40 GB GPUs: small enough to brute-force, tight enough that
// memory prunes a good part of the space.
Scenario smallScenario()
{
    Scenario s = format::defaultScenario().scenario;
    s.model.layers = 32;
    s.model.hidden = 4096;
    s.model.heads = 32;
    s.model.kvHeads = 8;
    s.model.ffn = 14336;
    s.model.vocab = 128256;
    s.model.seqLen = 4096;
    s.model.mlp = MlpKind::SwiGlu;
    s.training.globalBatch = 64;
    s.training.tokens = 1e10;
    s.gpu.hbmBytes = 40.0 * 1073741824.0;
    s.cluster.gpus = 32;
    return s;
}

// Llama 3.1 405B's shape (126 layers: no pp above 2 divides them) on 80 GB GPUs.
Scenario llama405b()
{
    Scenario s = test::llama405bOnDefaultPlan().scenario;
    s.training.tokens = 1e12;
    s.cluster.gpus = 1024;
    return s;
}

// A Mixtral-like MoE (8 experts, top 2) on the small scenario's 40 GB GPUs.
Scenario smallMoeScenario()
{
    Scenario s = smallScenario();
    s.model.layers = 16;
    s.model.moe.experts = 8;
    s.model.moe.topK = 2;
    s.model.moe.expertFfn = 14336;
    s.cluster.gpus = 16;
    return s;
}

SearchSpace smallSpace()
{
    SearchSpace space;
    space.tp = {1, 2, 4, 8};
    space.pp = {1, 2, 4, 8};
    space.cp = {1, 2};
    space.vpp = {1, 2, 4};
    space.microBatch = {1, 2, 4, 8};
    return space;
}

struct Brute
{
    std::vector<RankedLayout> all; // every valid layout that fits
    long long valid = 0;
    long long fitting = 0;
};

// Every combination of the space's lists (including ones that break a rule), each
// checked by checkLayout and evaluated in full: no pruning, no shortcuts. The stage splits
// are stageSplits()'s (the search tries those few on purpose, not every pair); the expert
// tensor-parallel sizes are every divisor of tp, left to checkLayout alone.
Brute bruteForce(const Scenario &base, const SearchSpace &sp, SearchObjective objective)
{
    Brute out;
    const std::vector<int> eps = sp.ep.empty() ? std::vector<int>{1} : sp.ep;
    for (int t : sp.tp)
        for (int p : sp.pp)
            for (int c : sp.cp)
                for (int ep : eps)
                    for (const StageSplit &split : stageSplits(base, sp, p))
                        for (int etp : divisorsUpTo(t, t))
                            for (int b : sp.microBatch)
                                for (Recompute rc : sp.recompute)
                                    for (int z : sp.zeroStages)
                                        for (bool seq : sp.sequenceParallel)
                                            for (RankOrder o : sp.orders) {
                                                Layout l;
                                                l.gpus = base.cluster.gpus;
                                                l.parallelism = {t,
                                                                 p,
                                                                 c,
                                                                 ep,
                                                                 split.vpp,
                                                                 o,
                                                                 split.firstStageLayers,
                                                                 split.lastStageLayers,
                                                                 etp == t ? 0 : etp};
                                                l.microBatch = b;
                                                l.recompute = rc;
                                                l.zeroStage = z;
                                                l.sequenceParallel = seq;
                                                const Scenario s = applyLayout(base, l);
                                                if (!checkLayout(s).feasible())
                                                    continue;
                                                ++out.valid;
                                                const Result r = evaluate(s);
                                                if (!r.fits())
                                                    continue;
                                                ++out.fitting;
                                                out.all.push_back({l, r, objectiveValue(objective, s, r)});
                                            }
    return out;
}

double bestObjective(const std::vector<RankedLayout> &all)
{
    double best = INFINITY;
    for (const RankedLayout &r : all)
        best = std::min(best, r.objective);
    return best;
}

} // namespace

class TestLayoutSearch final : public QObject
{
    Q_OBJECT

private slots:
    void bruteForceAgreesWithPrunedSearch_data()
    {
        QTest::addColumn<int>("objective");
        QTest::newRow("time") << static_cast<int>(SearchObjective::Time);
        QTest::newRow("cost") << static_cast<int>(SearchObjective::Cost);
        QTest::newRow("cost per token") << static_cast<int>(SearchObjective::CostPerToken);
    }

    void bruteForceAgreesWithPrunedSearch()
    {
        QFETCH(int, objective);
        const auto obj = static_cast<SearchObjective>(objective);
        const Scenario base = smallScenario();
        const SearchSpace space = smallSpace();
        const Brute brute = bruteForce(base, space, obj);
        QVERIFY(brute.fitting > 0);
        QVERIFY2(brute.fitting < brute.valid, "the space must contain layouts that do not fit");

        SearchOptions options;
        options.objective = obj;
        options.top = 5;
        const SearchResult pruned = searchLayouts(base, space, options);
        QVERIFY(pruned.prunedByMemory > 0);
        QVERIFY(pruned.evaluated < brute.valid);     // memory pruning saved evaluations
        QCOMPARE(pruned.feasible, pruned.evaluated); // the memory check is exact
        QVERIFY(!pruned.top.empty());
        QCOMPARE(pruned.top.front().objective, bestObjective(brute.all));
        // The best layout itself is one the brute force found with the same value.
        bool found = false;
        for (const RankedLayout &r : brute.all)
            found = found || (r.layout == pruned.top.front().layout && r.objective == pruned.top.front().objective);
        QVERIFY(found);

        // Without the equivalence shortcut and without memory pruning, every valid
        // combination is a candidate and the same optimum comes out.
        SearchOptions exhaustive = options;
        exhaustive.pruneMemory = false;
        exhaustive.skipEquivalent = false;
        const SearchResult all = searchLayouts(base, space, exhaustive);
        QCOMPARE(all.candidates, brute.valid);
        QCOMPARE(all.evaluated, brute.valid);
        QCOMPARE(all.feasible, brute.fitting);
        QCOMPARE(all.top.front().objective, pruned.top.front().objective);
        // And the pruned search counts every candidate it skipped.
        SearchOptions noSkip = options;
        noSkip.skipEquivalent = false;
        const SearchResult counted = searchLayouts(base, space, noSkip);
        QCOMPARE(counted.candidates, brute.valid);
        QCOMPARE(counted.candidates - counted.prunedByMemory, brute.fitting);
    }

    void paretoFrontMatchesBruteForce()
    {
        Scenario base = smallScenario();
        SearchSpace space = smallSpace();
        SearchOptions options;
        options.gpuCounts = {16, 32, 64};
        options.top = 3;
        const SearchResult result = searchLayouts(base, space, options);
        std::vector<RankedLayout> all;
        for (int n : options.gpuCounts) {
            base.cluster.gpus = n;
            const Brute b = bruteForce(base, space, SearchObjective::Time);
            all.insert(all.end(), b.all.begin(), b.all.end());
        }
        const std::vector<RankedLayout> front = paretoFront(all);
        QVERIFY(front.size() >= 2); // more GPUs: faster but dearer
        QCOMPARE(result.pareto.size(), front.size());
        for (std::size_t i = 0; i < front.size(); ++i) {
            QCOMPARE(result.pareto[i].result.predictedSeconds, front[i].result.predictedSeconds);
            QCOMPARE(result.pareto[i].result.cost.totalUsd, front[i].result.cost.totalUsd);
            if (i > 0)
                QVERIFY(result.pareto[i].result.cost.totalUsd < result.pareto[i - 1].result.cost.totalUsd);
        }
        // No point of the brute force dominates a front point.
        for (const RankedLayout &p : result.pareto)
            for (const RankedLayout &q : all)
                QVERIFY(!(q.result.predictedSeconds < p.result.predictedSeconds
                          && q.result.cost.totalUsd < p.result.cost.totalUsd));
        // Families: each has a sync wall on a multiple of its model-parallel size.
        QVERIFY(!result.families.empty());
        for (const FamilyWall &f : result.families) {
            QCOMPARE(f.points.size(), options.gpuCounts.size());
            QVERIFY(f.bestGpus > 0);
            QVERIFY(f.wallGpus > 0);
            QCOMPARE(f.wallGpus % (f.tp * f.pp * f.cp), 0);
            QVERIFY(f.wallSeconds > 0.0);
            // The wall is the least JCT over the counts: never slower than the family's
            // fastest layout found, and, by brute force over every micro-batch b the search
            // tries (the space's) that divides B and every dp that divides B/b, the least
            // of them all.
            const FamilyPoint *fastest = nullptr;
            for (const FamilyPoint &p : f.points)
                if (p.fits && p.gpus == f.bestGpus)
                    fastest = &p;
            QVERIFY(fastest);
            QVERIFY(f.wallSeconds <= fastest->seconds);
            const Scenario plan = applyLayout(base, fastest->layout);
            const int batch = plan.training.globalBatch;
            const int modelParallel = f.tp * f.pp * f.cp;
            double least = HUGE_VAL;
            std::int64_t leastGpus = 0;
            int leastMicroBatch = 0;
            for (const int b : space.microBatch)
                for (int dp = 1; batch % b == 0 && dp <= batch / b; ++dp) {
                    if ((batch / b) % dp != 0)
                        continue;
                    Scenario at = plan;
                    at.training.microBatch = b;
                    at.cluster.gpus = dp * modelParallel;
                    const Result r = evaluate(at);
                    if (r.fits() && r.predictedSeconds < least)
                        least = r.predictedSeconds, leastGpus = at.cluster.gpus, leastMicroBatch = b;
                }
            QCOMPARE(f.wallSeconds, least);
            QCOMPARE(f.wallGpus, leastGpus);
            QCOMPARE(f.wallMicroBatch, leastMicroBatch);
        }
    }

    void returnedLayoutsObeyEveryRule()
    {
        const Scenario base = format::defaultScenario().scenario; // GPT-3 175B
        SearchOptions options;
        options.top = 200;
        options.gpuCounts = {256, 512};
        options.threads = 0;
        const SearchResult result = searchLayouts(base, {}, options);
        QCOMPARE(static_cast<int>(result.top.size()), 200);
        for (std::size_t i = 0; i < result.top.size(); ++i) {
            const RankedLayout &r = result.top[i];
            const Scenario s = applyLayout(base, r.layout);
            QVERIFY(checkLayout(s).feasible());
            const MemoryBreakdown mem = memoryPerGpu(s, r.result.dp, r.result.microBatches);
            QVERIFY(fitsWithOffload(mem));
            QCOMPARE(r.result.dp * s.parallelism.tp * s.parallelism.pp * s.parallelism.cp, s.cluster.gpus);
            QCOMPARE(s.training.globalBatch % (s.training.microBatch * r.result.dp), 0);
            // The stored result is the engine's result for this plan.
            const Result again = evaluate(s);
            QVERIFY(again.fits());
            QCOMPARE(again.predictedSeconds, r.result.predictedSeconds);
            QCOMPARE(r.objective, r.result.predictedSeconds);
            if (i > 0)
                QVERIFY(result.top[i - 1].objective <= r.objective);
        }
        QVERIFY(result.prunedByMemory > 0); // 175B on 256 GPUs does not fit every way
        for (const RankedLayout &p : result.pareto)
            QVERIFY(evaluate(applyLayout(base, p.layout)).fits());
    }

    // Memory pruning skips the larger micro-batches past the first that does not fit, and
    // counts them: only those the interleaving rule allows (m >= pp with vpp > 1), so that
    // the pruned search and the one without pruning count the same valid layouts (the
    // default plan's space counted 438,697 against 420,798 when every skipped micro-batch
    // was counted).
    void prunedSearchCountsOnlyValidMicroBatches()
    {
        const Scenario base = format::defaultScenario().scenario;
        SearchOptions options;
        options.top = 1;
        const SearchResult pruned = searchLayouts(base, {}, options);
        options.pruneMemory = false;
        const SearchResult all = searchLayouts(base, {}, options);
        QVERIFY(pruned.prunedByMemory > 0);
        QCOMPARE(pruned.candidates, all.candidates);
        QCOMPARE(pruned.candidates - pruned.prunedByMemory, all.feasible);
        QCOMPARE(pruned.top.front().objective, all.top.front().objective);
    }

    void costObjectiveRanksByDollars()
    {
        const Scenario base = smallScenario();
        SearchOptions options;
        options.objective = SearchObjective::Cost;
        options.top = 20;
        options.gpuCounts = {8, 32};
        const SearchResult result = searchLayouts(base, smallSpace(), options);
        QCOMPARE(static_cast<int>(result.top.size()), 20);
        for (std::size_t i = 1; i < result.top.size(); ++i)
            QVERIFY(result.top[i - 1].result.cost.totalUsd <= result.top[i].result.cost.totalUsd);
        // Cost per token ranks the same (the tokens trained do not depend on the layout).
        options.objective = SearchObjective::CostPerToken;
        const SearchResult perToken = searchLayouts(base, smallSpace(), options);
        QCOMPARE(perToken.top.front().layout, result.top.front().layout);
        const double tokens = perToken.top.front().result.steps * base.training.globalBatch * base.model.seqLen;
        QCOMPARE(perToken.top.front().objective, result.top.front().objective / tokens);
    }

    void threadsGiveTheSameResult_data()
    {
        QTest::addColumn<bool>("uneven");
        QTest::newRow("GPT-3 175B") << false;
        QTest::newRow("Llama 3.1 405B, uneven stages") << true;
    }

    void threadsGiveTheSameResult()
    {
        QFETCH(bool, uneven);
        const Scenario base = uneven ? llama405b() : format::defaultScenario().scenario;
        // On 400G rails ZeRO 3 with offloaded activations fills the 405B's top 25 (its
        // gathers hide on the node's eight rails); without it the pipelines compete.
        SearchSpace space;
        if (uneven)
            space.zeroStages = {0, 1, 2};
        SearchOptions options;
        options.top = 25;
        options.gpuCounts = {256, 1024};
        options.threads = 1;
        const SearchResult one = searchLayouts(base, space, options);
        options.threads = 4; // more threads than cores is fine: the answer must not change
        const SearchResult four = searchLayouts(base, space, options);
        QCOMPARE(four.threads, 4);
        QCOMPARE(four.candidates, one.candidates);
        QCOMPARE(four.evaluated, one.evaluated);
        QCOMPARE(four.prunedByMemory, one.prunedByMemory);
        QCOMPARE(four.top.size(), one.top.size());
        for (std::size_t i = 0; i < one.top.size(); ++i) {
            QCOMPARE(four.top[i].layout, one.top[i].layout);
            QCOMPARE(four.top[i].objective, one.top[i].objective);
        }
        QCOMPARE(four.pareto.size(), one.pareto.size());
        for (std::size_t i = 0; i < one.pareto.size(); ++i)
            QCOMPARE(four.pareto[i].layout, one.pareto[i].layout);
        QCOMPARE(four.families.size(), one.families.size());
        for (std::size_t i = 0; i < one.families.size(); ++i)
            QCOMPARE(four.families[i].wallGpus, one.families[i].wallGpus);
        // With uneven stages in the space, some of the kept layouts use them.
        if (uneven)
            QVERIFY(std::any_of(one.top.begin(), one.top.end(),
                                [](const RankedLayout &r) { return r.layout.parallelism.firstStageLayers > 0; }));
    }

    void cancelStopsEarly()
    {
        const Scenario base = format::defaultScenario().scenario;
        std::atomic<bool> cancel{true};
        std::atomic<std::int64_t> progress{0};
        std::atomic<std::int64_t> total{0};
        SearchOptions options;
        options.cancel = &cancel;
        options.progress = &progress;
        options.progressTotal = &total;
        const SearchResult stopped = searchLayouts(base, {}, options);
        QVERIFY(stopped.cancelled);
        QCOMPARE(stopped.evaluated, std::int64_t{0});
        QVERIFY(total.load() > 0);
        QCOMPARE(progress.load(), std::int64_t{0});

        // Cancelled part-way by another thread: fewer evaluations than the full search.
        options.gpuCounts = {256, 512};
        cancel = false;
        progress = 0;
        const SearchResult full = [&] {
            SearchOptions o = options;
            o.cancel = nullptr;
            return searchLayouts(base, {}, o);
        }();
        QVERIFY(!full.cancelled);
        QCOMPARE(progress.load(), full.units);
        progress = 0;
        std::thread watcher([&] {
            while (progress.load() < 3)
                std::this_thread::yield();
            cancel = true;
        });
        const SearchResult part = searchLayouts(base, {}, options);
        watcher.join();
        QVERIFY(part.cancelled);
        QVERIFY(progress.load() < full.units);
        QVERIFY(part.evaluated < full.evaluated);
    }

    void compareExplainsTheDifference()
    {
        const Scenario base = format::defaultScenario().scenario;
        SearchOptions options;
        options.top = 2;
        const SearchResult r = searchLayouts(base, {}, options);
        QCOMPARE(static_cast<int>(r.top.size()), 2);
        const Comparison c = compareResults(r.top[0].result, r.top[1].result);
        double sum = 0.0;
        for (const BreakdownDelta &d : c.parts)
            sum += d.delta;
        QVERIFY(std::fabs(sum - c.stepDelta) < 1e-9 * r.top[0].result.stepTime);
        QVERIFY(c.jctDelta <= 0.0);
        for (int i = 1; i < 11; ++i)
            QVERIFY(std::fabs(c.parts[i - 1].delta) >= std::fabs(c.parts[i].delta));
    }

    // The stage splits of stageSplits(), worked by hand.
    void stageSplitsByHand()
    {
        // Llama 3.1 405B, 126 layers on 16 stages. Per token a layer runs 2·16384·34816
        // (projections) + 2·8192·32768 (scores) + 6·16384·53248 (MLP) = 6.91 GFLOP and the
        // logits 2·16384·128256 = 4.20 GFLOP, 0.61 of a layer.
        //   vpp 1: ceil(126/16) = 8 on the 14 middle stages (112), 14 left: 7 + 7. The last
        //          stage then paces 7.61 layers < 8: no shift. 126 % 16 = 14 > 2: no floor.
        //   vpp 2: 63 chunks of 2; 63 = 16·3 + 15: 4 chunks (8 layers) in the middle, 7
        //          chunks left: 3 + 4 (6 + 8 layers); the last paces 8.61 > 8, so one chunk
        //          moves to the first: 8 + 6, pacing 8.
        //   vpp 3: 42 chunks, 16·2 + 10: 3 chunks (9 layers) > ceil(126/16) = 8, dropped;
        //   vpp 7: 18 chunks, 16·1 + 2: floor, 7-layer middles and 14-layer ends, dropped;
        //   vpp 6, 9, 14, … leave no layer for the middle stages.
        const Scenario llama = llama405b();
        QCOMPARE(stageSplits(llama, {}, 16), (std::vector<StageSplit>{{1, 7, 7}, {2, 6, 8}, {2, 8, 6}}));
        for (const StageSplit &split : stageSplits(llama, {}, 16)) {
            Parallelism p{8, 16, 1, 1, split.vpp, RankOrder::TpCpDpPp, split.firstStageLayers, split.lastStageLayers};
            const StageLayers st = stageLayers(llama.model, p);
            QCOMPARE(st.first + st.last + 14 * st.middle, 126);
            QCOMPARE(st.middle, 8);
            Scenario s = llama;
            s.parallelism = p;
            s.training.globalBatch = 2048;
            QVERIFY(checkLayout(s).feasible());
        }
        // Even splits only (the search before uneven stages): nothing on 16 stages.
        SearchSpace evenOnly;
        evenOnly.unevenStages = false;
        QVERIFY(stageSplits(llama, evenOnly, 16).empty());
        QCOMPARE(stageSplits(llama, evenOnly, 2),
                 (std::vector<StageSplit>{{1, 0, 0}, {3, 0, 0}, {7, 0, 0}, {9, 0, 0}, {21, 0, 0}, {63, 0, 0}}));

        // GPT-3 175B: the logits are 2·12288·51200 = 1.26 GFLOP against 3.72 for a layer, a
        // third: on 8 stages moving a layer off the last stage (13 + 6·12 + 11) would pace
        // 13 layers instead of 12.34, so the even splits alone, as before.
        const Scenario gpt3 = format::defaultScenario().scenario;
        QCOMPARE(stageSplits(gpt3, {}, 8),
                 (std::vector<StageSplit>{{1, 0, 0}, {2, 0, 0}, {3, 0, 0}, {4, 0, 0}, {6, 0, 0}, {12, 0, 0}}));

        // A Llama-8B shape: the logits 2·4096·128256 = 1.05 GFLOP against 0.50 for a layer
        // (2·4096·10240 + 2·4096·8192 + 6·4096·14336), 2.09 layers. On 4 stages of 8 the last
        // paces 10.09; 9 + 8 + 8 + 7 paces 9.09, and 10 + 8 + 8 + 6 would pace 10: one layer
        // moves.
        SearchSpace vpp1;
        vpp1.vpp = {1};
        QCOMPARE(stageSplits(smallScenario(), vpp1, 4), (std::vector<StageSplit>{{1, 0, 0}, {1, 9, 7}}));
        // And 2 stages: 17 + 15 (pacing 17.09) beats 16 + 16 (18.09) and 18 + 14 (18).
        QCOMPARE(stageSplits(smallScenario(), vpp1, 2), (std::vector<StageSplit>{{1, 0, 0}, {1, 17, 15}}));
        // 31 layers on 4 stages: ceil 8 in the middle, 15 left as 7 + 8 (the last paces
        // 10.09); moving one layer paces 9.09 (8 + 7), two 9 (9 + 6, the first stage now the
        // slowest), three would pace 10. 31 % 4 = 3 > 2: no floor split.
        Scenario odd = smallScenario();
        odd.model.layers = 31;
        QCOMPARE(stageSplits(odd, vpp1, 4), (std::vector<StageSplit>{{1, 7, 8}, {1, 9, 6}}));
        // 33 layers: ceil 9 in the middle, 7 + 8 then 9 + 6 as above (pace 9); floor 8 in
        // the middle and the one layer left over: 8 + 9 (pace 11.09), shifted by two to
        // 10 + 7 (pace 10: 9 + 8 paces 10.09, 11 + 6 would pace 11).
        odd.model.layers = 33;
        QCOMPARE(stageSplits(odd, vpp1, 4), (std::vector<StageSplit>{{1, 7, 8}, {1, 9, 6}, {1, 8, 9}, {1, 10, 7}}));
    }

    // Llama 3.1 405B on 1,024 GPUs: no pp above 2 divides its 126 layers, so before uneven
    // stages pp 16 had no layout at all; now its splits are searched, and a 16-stage best
    // holds 126 layers.
    void unevenPipelineOn126Layers()
    {
        const Scenario base = llama405b();
        SearchSpace space;
        space.tp = {8};
        space.pp = {16};
        SearchOptions options;
        options.top = 5;
        options.threads = 0;
        SearchSpace evenOnly = space;
        evenOnly.unevenStages = false;
        const SearchResult before = searchLayouts(base, evenOnly, options);
        QCOMPARE(before.candidates, std::int64_t{0});
        QVERIFY(before.top.empty());

        const SearchResult r = searchLayouts(base, space, options);
        QVERIFY(r.candidates > 0);
        QCOMPARE(static_cast<int>(r.top.size()), 5);
        for (const RankedLayout &t : r.top) {
            const Parallelism &p = t.layout.parallelism;
            QCOMPARE(p.pp, 16);
            QVERIFY(p.firstStageLayers > 0 && p.lastStageLayers > 0);
            const StageLayers st = stageLayers(base.model, p);
            QCOMPARE(st.first + st.last + 14 * st.middle, 126);
            QVERIFY(checkLayout(applyLayout(base, t.layout)).feasible());
            QCOMPARE(evaluate(applyLayout(base, t.layout)).predictedSeconds, t.result.predictedSeconds);
        }
        // By hand: vpp 2 halves the bubble of vpp 1, and of its two splits 8 + 14·8 + 6
        // paces the 8-layer middle stages while 6 + 14·8 + 8 paces the last stage's 8
        // layers and the logits.
        const Parallelism &best = r.top.front().layout.parallelism;
        QCOMPARE(best.vpp, 2);
        QCOMPARE(best.firstStageLayers, 8);
        QCOMPARE(best.lastStageLayers, 6);
        QCOMPARE(stageLayers(base.model, best).middle, 8);
        Layout other = r.top.front().layout;
        other.parallelism.firstStageLayers = 6;
        other.parallelism.lastStageLayers = 8;
        const Result slower = evaluate(applyLayout(base, other));
        QVERIFY(!slower.fits() || slower.stepTime > r.top.front().result.stepTime);

        // The whole space: pipelines of 4, 8, 16 and 32 stages are now families of the search,
        // and the best is no slower than the best on 16 stages.
        SearchOptions all = options;
        all.top = 1;
        const SearchResult full = searchLayouts(base, {}, all);
        for (int pp : {4, 8, 16, 32})
            QVERIFY2(std::any_of(full.families.begin(), full.families.end(),
                                 [pp](const FamilyWall &f) { return f.pp == pp; }),
                     qPrintable(QString::number(pp)));
        QVERIFY(full.top.front().objective <= r.top.front().objective);
    }

    // The expert tensor-parallel sizes, worked by hand: experts 8, expert FFN 14336, tp 4,
    // so etp ∈ {4 (written 0), 1, 2} where ep·etp divides tp·cp·dp.
    void expertTpValuesByHand()
    {
        const Model m = smallMoeScenario().model;
        const SearchSpace space;
        // dp 2, ep 8: 4·2 = 8 ranks; ep·etp = 8 only with etp 1.
        QCOMPARE(expertTpValues(m, space, 4, 1, 2, 8), (std::vector<int>{1}));
        // dp 4: 16 ranks; 8·1 and 8·2 divide them, 8·4 = 32 does not.
        QCOMPARE(expertTpValues(m, space, 4, 1, 4, 8), (std::vector<int>{1, 2}));
        // dp 8: 32 ranks; all three.
        QCOMPARE(expertTpValues(m, space, 4, 1, 8, 8), (std::vector<int>{0, 1, 2}));
        // cp counts like dp: cp 2, dp 4.
        QCOMPARE(expertTpValues(m, space, 4, 2, 4, 8), (std::vector<int>{0, 1, 2}));
        // ep 1: the default needs no rule, 1 and 2 divide everything.
        QCOMPARE(expertTpValues(m, space, 4, 1, 1, 1), (std::vector<int>{0, 1, 2}));
        // An expert FFN of 2·7168 + 2 = 14338 splits in 2 but not in 4.
        Model odd = m;
        odd.moe.expertFfn = 14338;
        QCOMPARE(expertTpValues(odd, space, 4, 1, 8, 8), (std::vector<int>{1, 2}));
        // tp 8: etp ∈ {8, 1, 2, 4}; dp 2, ep 4: 16 ranks, ep·etp ∈ {32, 4, 8, 16}.
        QCOMPARE(expertTpValues(m, space, 8, 1, 2, 4), (std::vector<int>{1, 2, 4}));
        // Asked for: tp is written 0, repeats and values breaking the rule dropped.
        SearchSpace asked;
        asked.etp = {4, 2, 2, 8};
        QCOMPARE(expertTpValues(m, asked, 4, 1, 8, 8), (std::vector<int>{0, 2}));
        // A dense model: the default only.
        QCOMPARE(expertTpValues(smallScenario().model, space, 4, 1, 8, 1), (std::vector<int>{0}));
    }

    // On an MoE model the pruned search agrees with a brute force over every divisor of tp
    // as etp (checkLayout deciding), and the layouts with etp below tp are candidates.
    void moeSearchEnumeratesExpertTp()
    {
        const Scenario base = smallMoeScenario();
        SearchSpace space;
        space.tp = {1, 2, 4};
        space.pp = {1, 2, 4};
        space.cp = {1};
        space.ep = {1, 2, 4, 8};
        space.vpp = {1, 2};
        space.microBatch = {1, 2, 4};
        const Brute brute = bruteForce(base, space, SearchObjective::Time);
        QVERIFY(brute.fitting > 0);
        long long narrowExperts = 0;
        for (const RankedLayout &r : brute.all)
            narrowExperts += r.layout.parallelism.etp > 0 ? 1 : 0;
        QVERIFY(narrowExperts > 0);

        SearchOptions exhaustive;
        exhaustive.top = 5;
        exhaustive.pruneMemory = false;
        exhaustive.skipEquivalent = false;
        const SearchResult all = searchLayouts(base, space, exhaustive);
        QCOMPARE(all.candidates, brute.valid);
        QCOMPARE(all.feasible, brute.fitting);
        SearchOptions options;
        options.top = 5;
        const SearchResult pruned = searchLayouts(base, space, options);
        QCOMPARE(pruned.top.front().objective, bestObjective(brute.all));
        QCOMPARE(all.top.front().objective, pruned.top.front().objective);
        const Parallelism &best = pruned.top.front().layout.parallelism;
        qInfo("MoE best: tp %d pp %d ep %d etp %d vpp %d first %d last %d", best.tp, best.pp, best.ep, best.etp,
              best.vpp, best.firstStageLayers, best.lastStageLayers);
    }

    // Mixtral 8x7B with a shared expert (the golden MoE plan) on 512 H100 with tp 8: the
    // best layout splits the experts 2 ways, not 8: faster than the same layout with the
    // experts split like the attention (etp = tp), and no slower than with 1 or 4.
    void expertTpBelowTpWins()
    {
        const format::ScenarioReadResult read = format::readScenarioFile(
            qEnvironmentVariable("JCT_SOURCE_DIR")
            + QStringLiteral("/tests/golden/plans/moe-expert-parallel-pipeline-order.jctplan"));
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        const Scenario base = read.loaded->scenario;
        SearchSpace space;
        space.tp = {8};
        SearchOptions options;
        options.top = 3;
        options.threads = 0;
        const SearchResult r = searchLayouts(base, space, options);
        QVERIFY(!r.top.empty());
        const RankedLayout &best = r.top.front();
        QCOMPARE(best.layout.parallelism.tp, 8);
        QCOMPARE(best.layout.parallelism.etp, 2);
        QCOMPARE(best.layout.parallelism.expertTp(), 2);
        // The experts split like the attention (etp = tp, written 0): slower.
        Layout wide = best.layout;
        wide.parallelism.etp = 0;
        QVERIFY(checkLayout(applyLayout(base, wide)).feasible());
        const Result slower = evaluate(applyLayout(base, wide));
        QVERIFY(!slower.fits() || slower.predictedSeconds > best.result.predictedSeconds);
        // The other sizes are no faster (a tie goes to the layout with less memory).
        for (int etp : {1, 4}) {
            Layout other = best.layout;
            other.parallelism.etp = etp;
            const Scenario s = applyLayout(base, other);
            if (!checkLayout(s).feasible())
                continue;
            const Result r2 = evaluate(s);
            QVERIFY2(!r2.fits() || r2.predictedSeconds > best.result.predictedSeconds
                         || (r2.predictedSeconds == best.result.predictedSeconds
                             && r2.memory.total() >= best.result.memory.total()),
                     qPrintable(QString::number(etp)));
        }
        // Without etp the same search (the experts split 8 ways) is slower.
        SearchSpace defaultOnly = space;
        defaultOnly.etp = {8};
        const SearchResult without = searchLayouts(base, defaultOnly, options);
        QVERIFY(without.candidates < r.candidates);
        QVERIFY(without.top.front().objective > best.objective);
        for (const RankedLayout &t : without.top)
            QCOMPARE(t.layout.parallelism.etp, 0);
    }

    // Korthikanti et al. 2022, GPT 175B on 64 A100 (tp 8, pp 8, vpp 3, selective + SP):
    // the search over the same model, GPUs and batch finds a layout at least as fast as
    // the published one as the engine predicts it.
    void korthikanti175bIsMatchedOrBeaten_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("selective+sp") << QStringLiteral("korthikanti22-175b-selective-sp");
        QTest::newRow("full") << QStringLiteral("korthikanti22-175b-full-recompute");
    }

    void korthikanti175bIsMatchedOrBeaten()
    {
        QFETCH(QString, id);
        QFile file(qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/validation/calibration.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QJsonArray rows = QJsonDocument::fromJson(file.readAll()).array();
        std::optional<Scenario> published;
        for (const QJsonValue &row : rows) {
            const QJsonObject o = row.toObject();
            if (o.value(QStringLiteral("id")).toString() != id)
                continue;
            const format::ScenarioReadResult read =
                format::readScenarioObject(o.value(QStringLiteral("scenario")).toObject());
            QVERIFY2(read.ok(), qPrintable(read.error.toString()));
            published = read.loaded->scenario;
        }
        QVERIFY(published.has_value());
        const Result reference = evaluate(*published);
        QVERIFY(reference.fits());

        SearchOptions options;
        options.top = 3;
        options.threads = 0;
        const SearchResult result = searchLayouts(*published, {}, options);
        QVERIFY(!result.top.empty());
        const RankedLayout &best = result.top.front();
        QVERIFY(best.result.predictedSeconds <= reference.predictedSeconds);
        QVERIFY(best.result.stepTime <= reference.stepTime * (1.0 + 1e-12));
        // The published layout itself is in the space: the search evaluated it too.
        const Layout publishedLayout = layoutOf(*published);
        const double publishedObjective = objectiveValue(SearchObjective::Time, *published, reference);
        QVERIFY(best.objective <= publishedObjective);
        qInfo("%s: published step %.2f s (predicted), best found %.2f s with tp %d pp %d cp %d vpp %d b %d "
              "recompute %d ZeRO %d SP %d",
              qPrintable(id), reference.stepTime, best.result.stepTime, best.layout.parallelism.tp,
              best.layout.parallelism.pp, best.layout.parallelism.cp, best.layout.parallelism.vpp,
              best.layout.microBatch, static_cast<int>(best.layout.recompute), best.layout.zeroStage,
              best.layout.sequenceParallel ? 1 : 0);
        (void)publishedLayout;
    }
};

QTEST_GUILESS_MAIN(TestLayoutSearch)
#include "tst_layoutsearch.moc"
