// The auto-planner (issue #6): the pruned search finds the same best layout as a brute
// force over every knob combination; nothing it returns breaks a divisibility or memory
// rule; the list is sorted; more threads give the same answer; cancel stops it; and on
// the Korthikanti et al. 175B run it finds a layout at least as fast as the published
// one under the same model.

#include "app/format/scenariojson.h"
#include "core/physics/memory.h"
#include "core/step/evaluate.h"
#include "core/step/offload.h"
#include "core/studies/layoutsearch.h"

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
// checked by checkLayout and evaluated in full: no pruning, no shortcuts.
Brute bruteForce(const Scenario &base, const SearchSpace &sp, SearchObjective objective)
{
    Brute out;
    for (int t : sp.tp)
        for (int p : sp.pp)
            for (int c : sp.cp)
                for (int v : sp.vpp)
                    for (int b : sp.microBatch)
                        for (Recompute rc : sp.recompute)
                            for (int z : sp.zeroStages)
                                for (bool seq : sp.sequenceParallel)
                                    for (RankOrder o : sp.orders) {
                                        Layout l;
                                        l.gpus = base.cluster.gpus;
                                        l.parallelism = {t, p, c, 1, v, o};
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

    void threadsGiveTheSameResult()
    {
        const Scenario base = format::defaultScenario().scenario;
        SearchOptions options;
        options.top = 25;
        options.gpuCounts = {256, 1024};
        options.threads = 1;
        const SearchResult one = searchLayouts(base, {}, options);
        options.threads = 4; // more threads than cores is fine: the answer must not change
        const SearchResult four = searchLayouts(base, {}, options);
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
