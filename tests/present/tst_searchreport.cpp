// The auto-planner's words and JSON: GPU ranges, objective names, why the best beats the
// runner-up (named parts and knobs, ties said to be ties) and the `jct search --json`
// document.

#include "app/format/enumnames.h"
#include "app/present/resultjson.h"
#include "app/present/searchreport.h"
#include "core/studies/layoutsearch.h"

#include <QJsonArray>
#include <QTest>

using namespace jct;

class TestSearchReport final : public QObject
{
    Q_OBJECT

private slots:
    void gpuRanges()
    {
        QCOMPARE(present::geometricGpuCounts(256, 4096), (std::vector<int>{256, 512, 1024, 2048, 4096}));
        QCOMPARE(present::geometricGpuCounts(100, 1000), (std::vector<int>{100, 200, 400, 800, 1000}));
        QCOMPARE(present::geometricGpuCounts(64, 64), (std::vector<int>{64}));
        QCOMPARE(present::geometricGpuCounts(512, 2048, 1.5), (std::vector<int>{512, 768, 1152, 1728, 2048}));
        QVERIFY(present::geometricGpuCounts(10, 5).empty());
    }

    void objectiveNames()
    {
        for (SearchObjective o : {SearchObjective::Time, SearchObjective::Cost, SearchObjective::CostPerToken})
            QCOMPARE(format::enumFromKey<SearchObjective>(format::enumKey(o)), std::optional<SearchObjective>(o));
        QVERIFY(!format::enumFromKey<SearchObjective>(QStringLiteral("fast")).has_value());
        QCOMPARE(format::enumKey(SearchObjective::CostPerToken), QStringLiteral("cost-per-token"));
    }

    void explainsTheWinnerAndTies()
    {
        const format::LoadedScenario base = format::defaultScenario();
        SearchOptions options;
        options.top = 3;
        options.gpuCounts = {512};
        const SearchResult r = searchLayouts(base.scenario, {}, options);
        QCOMPARE(static_cast<int>(r.top.size()), 3);
        const QStringList lines = present::explainBest(r.top[0], r.top[1], r.objective);
        QVERIFY(lines.size() >= 3);
        QVERIFY(lines[0].startsWith(QStringLiteral("The best (")));
        QVERIFY(lines[0].contains(QStringLiteral("beats the runner-up")));
        QVERIFY(lines[1].contains(QStringLiteral("per step")));
        // The largest step part that differs is named, with the knobs behind it.
        const Comparison c = compareResults(r.top[0].result, r.top[1].result);
        const auto parts = present::stepParts(StepBreakdown{});
        QVERIFY(lines[2].contains(QLatin1String(parts[static_cast<std::size_t>(c.parts[0].part)].label)));
        QVERIFY(lines[2].contains(QStringLiteral(" because ")));

        // Two layouts the model prices the same: said to be a tie, with what differs.
        RankedLayout twin = r.top[0];
        twin.layout.zeroStage = r.top[0].layout.zeroStage == 1 ? 2 : 1;
        twin.result.memory.gradients *= 2.0;
        const QStringList tie = present::explainBest(r.top[0], twin, r.objective);
        QVERIFY(tie.join(QLatin1Char('\n')).contains(QStringLiteral("a tie on the step time")));
        QVERIFY(tie.join(QLatin1Char('\n')).contains(QStringLiteral("ZeRO")));
    }

    void jsonDocument()
    {
        const format::LoadedScenario base = format::defaultScenario();
        SearchOptions options;
        options.top = 2;
        options.gpuCounts = {256, 512};
        const SearchResult r = searchLayouts(base.scenario, {}, options);
        const QJsonObject o =
            present::searchToJson(base, r, studyLayouts(base.scenario, r.top, present::evalStudyOptions()));
        QCOMPARE(o.value(QStringLiteral("candidates")).toDouble(), static_cast<double>(r.candidates));
        QCOMPARE(o.value(QStringLiteral("feasible")).toDouble(), static_cast<double>(r.feasible));
        QCOMPARE(o.value(QStringLiteral("evaluated")).toDouble(), static_cast<double>(r.evaluated));
        QCOMPARE(o.value(QStringLiteral("seconds")).toDouble(), r.seconds);
        const QJsonArray top = o.value(QStringLiteral("top")).toArray();
        QCOMPARE(top.size(), 2);
        const QJsonObject first = top.first().toObject();
        QCOMPARE(first.value(QStringLiteral("tp")).toInt(), r.top[0].layout.parallelism.tp);
        QCOMPARE(first.value(QStringLiteral("pp")).toInt(), r.top[0].layout.parallelism.pp);
        QCOMPARE(first.value(QStringLiteral("dp")).toInt(), r.top[0].result.dp);
        QCOMPARE(first.value(QStringLiteral("micro_batch")).toInt(), r.top[0].layout.microBatch);
        QCOMPARE(first.value(QStringLiteral("recompute")).toString(), format::enumKey(r.top[0].layout.recompute));
        QCOMPARE(first.value(QStringLiteral("predicted_days")).toDouble(), r.top[0].result.predictedSeconds / 86400.0);
        QCOMPARE(first.value(QStringLiteral("step_time_s")).toDouble(), r.top[0].result.stepTime);
        QVERIFY(first.value(QStringLiteral("sync_wall")).toObject().value(QStringLiteral("gpus")).toInt() > 0);
        QCOMPARE(o.value(QStringLiteral("pareto")).toArray().size(), static_cast<qsizetype>(r.pareto.size()));
        QCOMPARE(o.value(QStringLiteral("families")).toArray().size(), static_cast<qsizetype>(r.families.size()));
    }
};

QTEST_GUILESS_MAIN(TestSearchReport)
#include "tst_searchreport.moc"
