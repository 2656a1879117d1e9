// The table of headline figures: one row per figure, read by every view. Values hand-worked
// on a result built by hand (so that no engine change can move them), and the views that
// must show each figure do.

#include "app/format/scenariojson.h"
#include "app/present/comparison.h"
#include "app/present/figures.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/planstudy.h"

#include <set>
#include <string>

#include <QTest>

using namespace jct;
using namespace jct::present;

class TestFigures final : public QObject
{
    Q_OBJECT

private:
    // GPT-3's default plan shape: 1,024 GPUs, B = 1,536 sequences of 2,048 tokens.
    Scenario m_plan = format::defaultScenario().scenario;

    static Result handMade()
    {
        Result r;
        r.stepTime = 2.0;
        r.predictedSeconds = 10.0 * 86400.0;
        r.theoreticalSeconds = 8.0 * 86400.0;
        r.efficiency = 0.8;
        r.mfu = 0.5;
        r.cost.perIdleMinuteUsd = 42.0;
        return r;
    }

private slots:
    void keysAreUniqueAndEveryJsonKeyIsSnakeCase()
    {
        std::set<std::string> keys;
        for (const Figure &f : figures()) {
            QVERIFY2(keys.insert(f.key).second, f.key);
            if (f.jsonKey)
                QVERIFY2(
                    QString::fromLatin1(f.jsonKey).contains(QRegularExpression(QStringLiteral("^[a-z][a-z0-9_.]*$"))),
                    f.jsonKey);
        }
    }

    void tokensPerSecondPerGpuIsOneRowSeenEverywhere()
    {
        // B·s / (step × N) = 1,536 × 2,048 / (2 s × 1,024) = 1,536 tokens/s per GPU.
        const Result r = handMade();
        const Figure *f = figure("tokens_per_s_per_gpu");
        QVERIFY(f);
        const FigureContext c{m_plan, r};
        QCOMPARE(f->get(c), 1536.0);
        QCOMPARE(formatFigure(f->kind, f->get(c)), QStringLiteral("1,536 tokens/s"));
        // The tiles, jct eval's throughput line, the A/B rows and the report all list it.
        bool tile = false;
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            tile =
                tile
                || (item.title == QStringLiteral("Tokens per GPU") && item.value == QStringLiteral("1,536 tokens/s"));
        QVERIFY(tile);
        QVERIFY2(
            evalLineText(EvalLine::Throughput, c).contains(QStringLiteral("training tokens per GPU 1,536 tokens/s")),
            qPrintable(evalLineText(EvalLine::Throughput, c)));
        Result twice = r;
        twice.stepTime = 1.0;
        bool compared = false;
        for (const ComparisonRow &row : compareResults(m_plan, r, m_plan, twice))
            if (row.key == QLatin1String("tokens_per_s_per_gpu"))
                compared = row.a == 1536.0 && row.b == 3072.0 && row.ratioText == QStringLiteral("2.000×");
        QVERIFY(compared);
        QVERIFY(f->views & InReport);
    }

    void jsonPutsEveryFigureAtItsKeyPath()
    {
        // The engine's own study of the default plan: every figure with a JSON key is there,
        // in the JSON's unit.
        const format::LoadedScenario plan = format::defaultScenario();
        const PlanStudy study = studyPlan(plan.scenario, evalStudyOptions());
        const QJsonObject o = resultToJson(plan, study);
        const Result &r = study.result;
        QCOMPARE(o.value(QStringLiteral("predicted_days")).toDouble(), r.predictedSeconds / 86400.0);
        QCOMPARE(o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("per_idle_minute_usd")).toDouble(),
                 1024 * 2.5 / 60.0);
        const double tokens = 1536.0 * 2048.0 / (r.stepTime * 1024.0);
        QVERIFY(qAbs(o.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble() / tokens - 1.0) < 1e-15);
        QCOMPARE(o.value(QStringLiteral("bound")).toString(), QStringLiteral("balanced")); // 74.1 %
        // vpp 3 on pp 8: the curve ends at dp = 1,536 / 8 = 192, where JCT still falls.
        QCOMPARE(o.value(QStringLiteral("sync_wall")).toObject().value(QStringLiteral("gpus")).toInt(), 12288);
    }

    void verdictReadsTheSameEverywhere()
    {
        Result r = handMade();
        const FigureContext c{m_plan, r};
        QCOMPARE(formatFigure(FigureKind::Verdict, 0.8), QStringLiteral("balanced"));
        QCOMPARE(formatFigure(FigureKind::Verdict, 0.69), QStringLiteral("communication-bound"));
        QCOMPARE(formatFigure(FigureKind::Verdict, 0.86), QStringLiteral("compute-bound"));
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            if (item.title == QStringLiteral("Efficiency"))
                QCOMPARE(item.detail, QStringLiteral("balanced"));
        QVERIFY(evalLineText(EvalLine::Jct, c).contains(QStringLiteral("verdict balanced")));
    }

    // jct eval's JCT line gives the minimum in the prediction's unit, as the tile does: a
    // 2.83-day job's 1.9-day minimum read "45.6 h".
    void evalLineDurationsShareTheFirstOnesUnit()
    {
        Result r = handMade();
        r.predictedSeconds = 2.83 * 86400.0;
        r.theoreticalSeconds = 1.9 * 86400.0;
        const FigureContext c{m_plan, r};
        const QString jct = evalLineText(EvalLine::Jct, c);
        QVERIFY2(jct.startsWith(QStringLiteral("predicted job time 2.83 days, theoretical minimum 1.90 days,")),
                 qPrintable(jct));
    }

    // The sync wall and the knee in words, from a summary built by hand (issue 14's repro:
    // 4 GPUs fit first; 512 GPUs, 80.4 %, the last at or above 70 %; 1,024 GPUs 30.8 %).
    static SyncWallSummary handWall()
    {
        SyncWallSummary w;
        w.counts = 11;
        w.fitting = 9;
        w.wallGpus = 512;
        w.wallDp = 512;
        w.wallSeconds = 3.04 * 86400.0;
        w.baseGpus = 4;
        w.kneeThreshold = 0.7;
        w.kneeGpus = 512;
        w.kneeEfficiency = 0.804;
        w.kneeBelowGpus = 1024;
        w.kneeBelowEfficiency = 0.308;
        w.batchLimitDp = 1024;
        w.batchLimitGpus = 1024;
        w.batchOverMicroBatch = 1024;
        return w;
    }

    // Every part of memory per GPU is named, the allocator's share and what went to host too.
    void memoryPartsAddUp()
    {
        MemoryBreakdown m;
        m.weights = 20.0 * units::kGiB;
        m.gradients = 1.0 * units::kGiB;
        m.optimizer = 2.0 * units::kGiB;
        m.activations = 50.0 * units::kGiB;
        m.buffers = 0.5 * units::kGiB;
        m.fragmentation = 3.5 * units::kGiB;
        QCOMPARE(memoryPartsText(m),
                 QStringLiteral("weights 20.0 GiB, gradients 1.0 GiB, optimizer 2.0 GiB, activations "
                                "50.0 GiB, buffers 512 MiB, allocator fragmentation 3.5 GiB"));
        m.offloaded = 12.25 * units::kGiB;
        QVERIFY(memoryPartsText(m).endsWith(QStringLiteral("; 12.3 GiB of activations offloaded to host memory")));
    }

    void syncWallAndKneeInWords()
    {
        const SyncWallSummary w = handWall();
        QCOMPARE(syncWallText(w),
                 QStringLiteral("512 GPUs (dp 512) give the least predicted JCT with the global batch fixed, 3.04 "
                                "days; every valid count evaluated (11 data-parallel sizes that divide B/b = 1,024)"));
        QCOMPARE(kneeText(w), QStringLiteral("scaling efficiency stays at or above 70 % up to 512 GPUs (80.4 % there, "
                                             "against 4 GPUs); 1,024 GPUs give 30.8 %"));
        // The batch ends the curve: JCT still falls and efficiency never drops below 70 %.
        SyncWallSummary limited = w;
        limited.batchLimitDp = limited.batchLimitGpus = 512;
        limited.kneeBelowGpus = 0;
        QVERIFY(syncWallText(limited).endsWith(
            QStringLiteral(". The batch limit ends the curve there (dp = B/b, one micro-batch per rank): JCT still "
                           "falls at the last count, so the wall is the batch's, not the network's")));
        QVERIFY(kneeText(limited).endsWith(
            QStringLiteral("; the batch limit (dp = B/b = 512) ends the curve before it falls below 70 %")));
        // With interleaving the curve ends where a rank would get fewer than pp micro-batches.
        SyncWallSummary interleaved = limited;
        interleaved.interleavingLimit = true;
        interleaved.counts = 10;
        QCOMPARE(
            syncWallText(interleaved),
            QStringLiteral("512 GPUs (dp 512) give the least predicted JCT with the global batch fixed, 3.04 days; "
                           "every valid count evaluated (10 data-parallel sizes that divide B/b = 1,024 and leave "
                           "each rank pp micro-batches). Interleaving ends the curve there (vpp > 1 needs at least "
                           "pp micro-batches per rank: dp ≤ B/(b·pp)): JCT still falls at the last count, so the "
                           "wall is the schedule's, not the network's"));
        QVERIFY(kneeText(interleaved)
                    .endsWith(QStringLiteral(
                        "; interleaving (at least pp micro-batches per rank, dp 512) ends the curve before it falls "
                        "below 70 %")));
        QVERIFY(syncWallText(SyncWallSummary{}).isEmpty());
        QVERIFY(kneeText(SyncWallSummary{}).isEmpty());
    }

    // What ends the scaling: the two parts whose share of the job grows most, each by at
    // least a percentage point, named as the step breakdown names them.
    void scalingLimitNamesWhatGrows()
    {
        SyncWallSummary w = handWall();
        w.baseShares.gpus = 8;
        w.endShares.gpus = 1024;
        const auto bubble = 2; // StepBreakdown::parts() order: compute, recompute, bubble, ...
        const auto dpComm = 5;
        const auto epComm = 6;
        w.baseShares.share[bubble] = 0.003;
        w.endShares.share[bubble] = 0.219;
        w.endShares.share[dpComm] = 0.138;
        w.baseShares.share[epComm] = 0.020;
        w.endShares.share[epComm] = 0.029; // grows by 0.9 points: not named
        w.baseShares.share[JobTimeShares::kCheckpointsAndFailures] = 0.05;
        w.endShares.share[JobTimeShares::kCheckpointsAndFailures] = 0.04;
        QCOMPARE(scalingLimitText(w), QStringLiteral("from 8 to 1,024 GPUs, the share of the job time that grows "
                                                     "most: pipeline bubble from 0.3 % to 21.9 %; DP communication "
                                                     "from 0.0 % to 13.8 %"));
        // Checkpoints and failures are a part of their own: a job whose MTBF falls with scale.
        w.endShares.share[JobTimeShares::kCheckpointsAndFailures] = 0.30;
        QCOMPARE(scalingLimitText(w), QStringLiteral("from 8 to 1,024 GPUs, the share of the job time that grows "
                                                     "most: checkpoints and failures from 5.0 % to 30.0 %; pipeline "
                                                     "bubble from 0.3 % to 21.9 %"));
        // Nothing grows by a point, or nothing past the base: no sentence.
        SyncWallSummary flat = handWall();
        flat.baseShares.gpus = 8;
        flat.endShares.gpus = 1024;
        QVERIFY(scalingLimitText(flat).isEmpty());
        QVERIFY(scalingLimitText(handWall()).isEmpty());
    }

    // The job-time tile's minimum reads in the unit of its prediction: 2.83 days beside
    // "minimum 1.90 days", not "minimum 45.7 h".
    void predictedTileSharesItsUnit()
    {
        Result r = handMade();
        r.predictedSeconds = 2.83 * 86400.0;
        r.theoreticalSeconds = 45.7 * 3600.0;
        const FigureContext c{m_plan, r, nullptr};
        bool tile = false;
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            if (item.title == QStringLiteral("Predicted job time")) {
                tile = true;
                QCOMPARE(item.value, QStringLiteral("2.83 days"));
                QCOMPARE(item.detail, QStringLiteral("minimum 1.90 days"));
            }
        QVERIFY(tile);
        QCOMPARE(formatDurationAs(90.0, 3.0 * 3600.0), QStringLiteral("0.0250 h"));
        QCOMPARE(formatDurationAs(90.0, 100.0), QStringLiteral("90.0 s")); // under 2 min: its own unit
    }

    void syncWallTileShowsTheKnee()
    {
        const Result r = handMade();
        const SyncWallSummary w = handWall();
        Scenario plan = m_plan;
        plan.cluster.gpus = 256;
        const FigureContext c{plan, r, &w};
        bool tile = false;
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            if (item.title == QStringLiteral("Sync wall")) {
                tile = true;
                QCOMPARE(item.value, QStringLiteral("512 GPUs"));
                QCOMPARE(item.detail, QStringLiteral("knee (≥ 70 %): 512 GPUs"));
                QVERIFY(item.toolTip.contains(kneeText(w)));
                QVERIFY(item.toolTip.endsWith(QStringLiteral("This plan: 256 GPUs.")));
            }
        QVERIFY(tile);
        QCOMPARE(figure("knee_gpus")->get(c), 512.0);
        QVERIFY(figure("knee_gpus")->views & InReport);
        QCOMPARE(QString::fromLatin1(figure("knee_gpus")->jsonKey), QStringLiteral("sync_wall.knee_gpus"));
        QCOMPARE(figure("knee_efficiency")->get(c), 0.804);
        QCOMPARE(figure("batch_limit_gpus")->get(c), 1024.0);
        QCOMPARE(figure("sync_wall_dp")->get(c), 512.0);
    }

    // MFU and HFU are of the dense 16-bit peak in every precision: the default plan in FP8
    // on H100 (FP8 peak 1,978.9, BF16 989.4 TFLOP/s) gives model FLOPs / (N × 989.4 TFLOP/s ×
    // step), and its tile says of which peak.
    void utilizationIsOfTheSixteenBitPeak()
    {
        QJsonObject json = format::scenarioToJson(format::defaultScenario());
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        training.insert(QStringLiteral("precision"), QStringLiteral("fp8"));
        json.insert(QStringLiteral("training"), training);
        const format::ScenarioReadResult fp8 = format::readScenarioObject(json);
        QVERIFY(fp8.ok());
        const Scenario &s = fp8.loaded->scenario;
        QCOMPARE(s.gpu.peakFlops, 1978.9e12);
        QCOMPARE(s.gpu.peak16(), 989.4e12);
        const Result r = evaluate(s);
        QVERIFY(r.fits());
        const double step = r.stepTime;
        QVERIFY(qAbs(r.mfu - r.modelFlopsPerStep / (1024.0 * 989.4e12 * step)) < 1e-12);
        QVERIFY(qAbs(r.hfu - r.hardwareFlopsPerStep / (1024.0 * 989.4e12 * step)) < 1e-12);
        QVERIFY(qAbs(r.tflopsPerGpu / 989.4 - r.mfu) < 1e-12);
        const FigureContext c{s, r, nullptr};
        bool tile = false;
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            if (item.title == QStringLiteral("MFU")) {
                tile = true;
                QVERIFY2(item.detail.startsWith(QStringLiteral("of BF16 peak · ")), qPrintable(item.detail));
            }
        QVERIFY(tile);
        // A BF16 plan's tile does not need saying.
        const Result bf16 = evaluate(m_plan);
        for (const SummaryItem &item : summaryTiles({m_plan, bf16, nullptr}, QLocale::c()))
            if (item.title == QStringLiteral("MFU"))
                QVERIFY(!item.detail.contains(QStringLiteral("BF16")));
    }

    // Issue 14 item 7: the cost of waiting, priced for an event (1,024 H100 at $30/h).
    void waitingPricedForAnEvent()
    {
        Scenario s = m_plan;
        s.cluster.gpus = 1024;
        s.cost.gpuHourUsd = 30.0;
        QCOMPARE(stallCostText(s, 10.0), QStringLiteral("a 10 s stall on this cluster costs $85.33"));
        QCOMPARE(slowdownCostText(s, 0.1, 3600.0), QStringLiteral("a 10 % slowdown for an hour costs $3,072"));
        QCOMPARE(waitingText(s), QStringLiteral("$8.53 a second, $512 an idle minute: a 10 s stall on this cluster "
                                                "costs $85.33; a 10 % slowdown for an hour costs $3,072"));
        // 1,024 × $30/h × 0.125 × 2 h = $7,680; 20 minutes at 5 %: $512; 90 s at 1 %: $7.68.
        QCOMPARE(slowdownCostText(s, 0.125, 7200.0), QStringLiteral("a 12.5 % slowdown for 2 hours costs $7,680"));
        QCOMPARE(slowdownCostText(s, 0.05, 1200.0), QStringLiteral("a 5 % slowdown for 20 minutes costs $512"));
        QCOMPARE(slowdownCostText(s, 0.01, 90.0), QStringLiteral("a 1 % slowdown for 90 s costs $7.68"));
        const Result r = handMade();
        const FigureContext c{s, r};
        QVERIFY(qAbs(figure("per_idle_second_usd")->get(c) - 1024.0 * 30.0 / 3600.0) < 1e-12);
        QCOMPARE(QString::fromLatin1(figure("per_idle_second_usd")->jsonKey),
                 QStringLiteral("cost.per_idle_second_usd"));
        QVERIFY(evalLineText(EvalLine::Cost, c).contains(QStringLiteral("cost of an idle second $8.53")));
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            if (item.title == QStringLiteral("Cost of an idle minute"))
                QVERIFY2(item.detail.startsWith(QStringLiteral("$8.53/s · idle in all")), qPrintable(item.detail));
    }

    // Issue 14 item 8: tp = pp = 1 on 1,024 GPUs with B = 1,536 names dp = 1,024, as computed.
    void batchErrorPrintsDpAsComputed()
    {
        Scenario s = m_plan;
        s.parallelism.tp = s.parallelism.pp = 1;
        s.parallelism.vpp = 1;
        s.cluster.gpus = 1024;
        const Result r = evaluate(s);
        QCOMPARE(r.infeasibility.problem, Problem::BatchNotDivisible);
        QCOMPARE(describeInfeasibility(r, s),
                 QStringLiteral("training.global_batch = 1536 is not a multiple of micro_batch·dp = 1·1024 = 1024"));
    }
};

QTEST_APPLESS_MAIN(TestFigures)
#include "tst_figures.moc"
