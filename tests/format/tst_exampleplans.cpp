// The built-in example plans: every one reads without a defaulted key, runs, and explains
// itself; the seed scenarios give the seed's numbers.

#include "app/format/catalog.h"
#include "app/format/exampleplans.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"

#include <cmath>

#include <QTest>

using namespace jct;
using namespace jct::format;

class TestExamplePlans final : public QObject
{
    Q_OBJECT

private:
    static const ExamplePlan *find(const QVector<ExamplePlan> &examples, const QString &id)
    {
        for (const ExamplePlan &e : examples)
            if (e.id == id)
                return &e;
        return nullptr;
    }

private slots:
    void everyExampleReadsAndRuns()
    {
        QStringList problems;
        const QVector<ExamplePlan> examples = examplePlans(&problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(examples.size(), 8);
        for (const ExamplePlan &e : examples) {
            QVERIFY2(e.plan.assumed.isEmpty(),
                     qPrintable(e.id + QStringLiteral(": ") + e.plan.assumed.join(QLatin1Char(' '))));
            QVERIFY2(!e.plan.description.isEmpty(), qPrintable(e.id));
            QVERIFY2(!e.plan.name.isEmpty(), qPrintable(e.id));
            const Result r = evaluate(e.plan.scenario);
            QVERIFY2(r.fits(), qPrintable(e.id));
            QVERIFY2(r.predictedSeconds > 0.0, qPrintable(e.id));
        }
    }

    void everyCatalogGpuExampleDrawsItsCatalogPower()
    {
        // The B200 example drew an H100's 700 W (issue 13, item 4): an example on a catalog
        // GPU carries that GPU's power (B200 1,000 W, GB200 1,200 W, H100 700 W).
        const QVector<ExamplePlan> examples = examplePlans();
        int checked = 0;
        for (const ExamplePlan &e : examples) {
            if (e.plan.gpuId.isEmpty())
                continue;
            const double power =
                Catalog::builtIn().entry(Catalog::Kind::Gpu, e.plan.gpuId).value(QStringLiteral("power_w")).toDouble();
            QVERIFY2(e.plan.scenario.cost.gpuPowerWatts == power,
                     qPrintable(QStringLiteral("%1: %2 W, the catalog's %3 %4 W")
                                    .arg(e.id)
                                    .arg(e.plan.scenario.cost.gpuPowerWatts)
                                    .arg(e.plan.gpuId)
                                    .arg(power)));
            ++checked;
        }
        QCOMPARE(checked, 8);
        const ExamplePlan *b200 = find(examples, QStringLiteral("llama3-405b-2304-b200-xdr800"));
        QVERIFY(b200);
        QCOMPARE(b200->plan.scenario.cost.gpuPowerWatts, 1000.0);
    }

    void seedIdleMinute()
    {
        // 1,024 H100 at $30 per GPU-hour: 1,024 × 30 / 60 = $512 per idle minute.
        const QVector<ExamplePlan> examples = examplePlans();
        const ExamplePlan *seed = find(examples, QStringLiteral("gpt3-175b-1024-h100-30usd"));
        QVERIFY(seed);
        QCOMPARE(seed->plan.scenario.cluster.gpus, 1024);
        QCOMPARE(evaluate(seed->plan.scenario).cost.perIdleMinuteUsd, 512.0);
    }

    void seedCheckpointInterval()
    {
        // Young with δ ≈ 30 s and M = 24 h: √(2 · 30 · 86,400) = 2,276.8 s (38 min). The
        // example's checkpoint write bandwidth makes δ = size / bandwidth ≈ 30 s.
        const QVector<ExamplePlan> examples = examplePlans();
        const ExamplePlan *sync = find(examples, QStringLiteral("checkpoint-10k-gpus-sync"));
        const ExamplePlan *async = find(examples, QStringLiteral("checkpoint-10k-gpus-async"));
        QVERIFY(sync && async);
        QCOMPARE(sync->plan.scenario.cluster.gpus, 10000);
        const Result r = evaluate(sync->plan.scenario);
        QCOMPARE(r.failures.jobMtbfSeconds, 24.0 * 3600.0);
        QVERIFY2(std::abs(r.checkpoint.blockingSeconds - 30.0) < 0.5,
                 qPrintable(QString::number(r.checkpoint.blockingSeconds)));
        QVERIFY(std::abs(r.checkpoint.youngSeconds - std::sqrt(2.0 * r.checkpoint.blockingSeconds * 86400.0)) < 1e-6);
        QVERIFY(std::abs(r.checkpoint.youngSeconds - 2276.8) < 20.0);
        // Asynchronous, as the seed defines it: δ = max(copy, flush at 200 GB/s) = 0.99 TB /
        // 200 GB/s ≈ 4.9 s; the same job checkpoints more often and finishes sooner.
        const Result a = evaluate(async->plan.scenario);
        QCOMPARE(a.checkpoint.blockingSeconds, a.checkpoint.flushSeconds);
        QVERIFY(std::abs(a.checkpoint.flushSeconds - a.checkpoint.sizeBytes / 200e9) < 1e-9);
        QVERIFY(a.checkpoint.blockingSeconds < r.checkpoint.blockingSeconds / 5.0);
        QVERIFY(a.checkpoint.intervalSeconds < r.checkpoint.intervalSeconds);
        QVERIFY(a.predictedSeconds < r.predictedSeconds);
    }

    void pipelineInRackRidesNvlink()
    {
        const QVector<ExamplePlan> examples = examplePlans();
        const ExamplePlan *rack = find(examples, QStringLiteral("llama3-405b-2304-gb200-pipeline-in-rack"));
        QVERIFY(rack);
        Scenario s = rack->plan.scenario;
        QCOMPARE(evaluate(s).pp.domains, 1);
        s.parallelism.order = RankOrder::TpCpDpPp;
        QCOMPARE(evaluate(s).pp.domains, 2);
    }
};

QTEST_GUILESS_MAIN(TestExamplePlans)
#include "tst_exampleplans.moc"
