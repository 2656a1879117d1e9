// The auto-planner's words and JSON: GPU ranges, objective names, why the best beats the
// runner-up (named parts and knobs, ties said to be ties) and the `jct search --json`
// document.

#include "app/format/enumnames.h"
#include "app/present/resultjson.h"
#include "app/present/searchreport.h"
#include "common/llama405b.h"
#include "core/step/evaluate.h"
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

    // An uneven pipeline and expert tensor parallelism in the layout's words, in why the best
    // wins and in the JSON: Llama 3.1 405B (126 layers) on 16 stages.
    void unevenStagesAndExpertTp()
    {
        Layout l;
        l.gpus = 1024;
        l.parallelism = {4, 16, 1, 8, 2, RankOrder::TpCpDpPp, 8, 6, 2};
        l.microBatch = 1;
        l.recompute = Recompute::Selective;
        l.zeroStage = 1;
        QCOMPARE(present::describeLayout(l, 16),
                 QStringLiteral("tp 4 · pp 16 · vpp 2 · first/last stage 8/6 layers · ep 8 · etp 2 · dp 16 · b 1 · "
                                "selective recompute · ZeRO 1 · tp-cp-dp-pp"));
        l.parallelism.etp = 4; // = tp: the default, not shown
        l.parallelism.lastStageLayers = 0;
        QCOMPARE(present::describeLayout(l, 16),
                 QStringLiteral("tp 4 · pp 16 · vpp 2 · first stage 8 layers · ep 8 · dp 16 · b 1 · "
                                "selective recompute · ZeRO 1 · tp-cp-dp-pp"));
        l.parallelism.firstStageLayers = 0;
        QVERIFY(!present::describeLayout(l, 16).contains(QStringLiteral("stage")));

        format::LoadedScenario base = test::llama405bOnDefaultPlan();
        base.scenario.training.tokens = 1e12;
        SearchSpace space;
        space.tp = {8};
        space.pp = {16};
        SearchOptions options;
        options.top = 2;
        const SearchResult r = searchLayouts(base.scenario, space, options);
        QCOMPARE(static_cast<int>(r.top.size()), 2);
        const RankedLayout &best = r.top[0];
        QCOMPARE(best.layout.parallelism.firstStageLayers, 8);
        QCOMPARE(best.layout.parallelism.lastStageLayers, 6);
        QVERIFY(present::describeLayout(best.layout, best.result.dp)
                    .contains(QStringLiteral("first/last stage 8/6 layers")));

        // The same layout with the heavier stage last: slower compute, named as the cause.
        RankedLayout mirrored = best;
        mirrored.layout.parallelism.firstStageLayers = 6;
        mirrored.layout.parallelism.lastStageLayers = 8;
        mirrored.result = evaluate(applyLayout(base.scenario, mirrored.layout));
        mirrored.objective = mirrored.result.predictedSeconds;
        QVERIFY(mirrored.result.fits());
        QVERIFY(mirrored.result.step.compute > best.result.step.compute);
        const QString why = present::explainBest(best, mirrored, r.objective).join(QLatin1Char('\n'));
        QVERIFY2(why.contains(QStringLiteral("first/last stage 8/6 layers vs first/last stage 6/8 layers")),
                 qPrintable(why));

        const QJsonObject o =
            present::searchToJson(base, r, studyLayouts(base.scenario, r.top, present::evalStudyOptions()));
        const QJsonObject first = o.value(QStringLiteral("top")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("first_stage_layers")).toInt(), 8);
        QCOMPARE(first.value(QStringLiteral("last_stage_layers")).toInt(), 6);
        QCOMPARE(first.value(QStringLiteral("etp")).toInt(), 8); // a dense model: the experts' default, tp
        const QJsonArray pareto = o.value(QStringLiteral("pareto")).toArray();
        QCOMPARE(pareto.size(), 1);
        QCOMPARE(pareto.first().toObject().value(QStringLiteral("first_stage_layers")).toInt(), 8);
        QCOMPARE(pareto.first().toObject().value(QStringLiteral("last_stage_layers")).toInt(), 6);
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
        // GPT-3's 96 layers split evenly: the uneven-stage keys are null, etp is tp.
        QVERIFY(first.value(QStringLiteral("first_stage_layers")).isNull());
        QVERIFY(first.value(QStringLiteral("last_stage_layers")).isNull());
        QCOMPARE(first.value(QStringLiteral("etp")).toInt(), r.top[0].layout.parallelism.tp);
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
