// The A/B comparison rows (app/io/comparison.h): identical plans differ by nothing,
// doubling the GPU price doubles the GPU cost exactly and leaves the job time alone, the
// step parts carry stepParts()' names, and differences read with their units.

#include "app/format/scenariojson.h"
#include "app/present/comparison.h"
#include "app/present/plananalysis.h"
#include "app/present/resultjson.h"
#include "core/step/evaluate.h"

#include <cmath>

#include <QTest>

using namespace jct;

namespace {

const present::ComparisonRow *rowOf(const QVector<present::ComparisonRow> &rows, const QString &key)
{
    for (const present::ComparisonRow &row : rows)
        if (row.key == key)
            return &row;
    return nullptr;
}

} // namespace

class TestComparison final : public QObject
{
    Q_OBJECT

private:
    Scenario m_a = format::defaultScenario().scenario;

private slots:
    void identicalPlansDifferByNothing()
    {
        const Result r = evaluate(m_a);
        const QVector<present::ComparisonRow> rows = present::compareResults(m_a, r, m_a, r);
        QVERIFY(rows.size() >= 25);
        for (const present::ComparisonRow &row : rows) {
            QCOMPARE(row.diff, 0.0);
            QCOMPARE(row.aText, row.bText);
            if (row.a != 0.0) {
                QCOMPARE(row.ratio, 1.0);
                QCOMPARE(row.ratioText, QStringLiteral("1.000×"));
            }
        }
        QCOMPARE(rowOf(rows, QStringLiteral("predicted_s"))->diffText, QStringLiteral("0 s"));
        QCOMPARE(rowOf(rows, QStringLiteral("mfu"))->diffText, QStringLiteral("0 pp"));
        QCOMPARE(rowOf(rows, QStringLiteral("total_usd"))->diffText, QStringLiteral("$0.00"));
    }

    void everyHeadlineFigureHasARow()
    {
        const Result r = evaluate(m_a);
        const QVector<present::ComparisonRow> rows = present::compareResults(m_a, r, m_a, r);
        for (const char *key : {"gpus", "predicted_s", "step_s", "mfu", "total_usd", "gpu_usd", "energy_usd",
                                "energy_kwh", "per_idle_minute_usd", "per_million_tokens_usd", "checkpoint_overhead_s",
                                "failure_overhead_s", "expected_failures", "memory_per_gpu"})
            QVERIFY2(rowOf(rows, QString::fromLatin1(key)), key);
        // Step parts under their stepParts() labels; parts zero in both plans left out.
        int nonZero = 0;
        for (const present::BreakdownPart &part : present::stepParts(r.step)) {
            const present::ComparisonRow *row = rowOf(rows, QStringLiteral("step.%1").arg(QLatin1String(part.key)));
            QCOMPARE(row != nullptr, part.value != 0.0);
            if (row) {
                ++nonZero;
                QCOMPARE(row->label, QStringLiteral("Step: %1").arg(QLatin1String(part.label)));
                QCOMPARE(row->a, part.value);
                QVERIFY(row->stepPart);
            }
        }
        QVERIFY(nonZero >= 6);                                 // compute, recompute, bubble, TP, PP, DP, optimizer
        QVERIFY(!rowOf(rows, QStringLiteral("step.ep_comm"))); // GPT-3 has no experts
        // The parts follow the step time.
        qsizetype stepRow = 0;
        while (stepRow < rows.size() && rows[stepRow].key != QLatin1String("step_s"))
            ++stepRow;
        QVERIFY(stepRow + 1 < rows.size());
        QCOMPARE(rows[stepRow + 1].key, QStringLiteral("step.compute"));
    }

    void doubleGpuPriceDoublesGpuCostExactly()
    {
        Scenario b = m_a;
        b.cost.gpuHourUsd *= 2.0;
        const Result ra = evaluate(m_a);
        const Result rb = evaluate(b);
        const QVector<present::ComparisonRow> rows = present::compareResults(m_a, ra, b, rb);
        const present::ComparisonRow *gpu = rowOf(rows, QStringLiteral("gpu_usd"));
        QCOMPARE(gpu->ratio, 2.0);
        QCOMPARE(gpu->ratioText, QStringLiteral("2.000×"));
        QCOMPARE(gpu->diff, ra.cost.gpuUsd);
        QCOMPARE(rowOf(rows, QStringLiteral("per_idle_minute_usd"))->ratio, 2.0);
        QCOMPARE(rowOf(rows, QStringLiteral("predicted_s"))->diff, 0.0);
        QCOMPARE(rowOf(rows, QStringLiteral("predicted_s"))->ratio, 1.0);
        QCOMPARE(rowOf(rows, QStringLiteral("energy_usd"))->ratio, 1.0);
        // Total = GPU + energy: its ratio lies strictly between 1 and 2.
        const double total = rowOf(rows, QStringLiteral("total_usd"))->ratio;
        QVERIFY(total > 1.0 && total < 2.0);
        QCOMPARE(rowOf(rows, QStringLiteral("total_usd"))->diff, rb.cost.totalUsd - ra.cost.totalUsd);
    }

    void differencesReadWithUnits()
    {
        Scenario b = m_a;
        b.cluster.gpus = 2048;
        const QVector<present::ComparisonRow> rows = present::compareResults(m_a, evaluate(m_a), b, evaluate(b));
        QCOMPARE(rowOf(rows, QStringLiteral("gpus"))->diffText, QStringLiteral("+1,024"));
        QCOMPARE(rowOf(rows, QStringLiteral("gpus"))->ratioText, QStringLiteral("2.000×"));
        const present::ComparisonRow *jct = rowOf(rows, QStringLiteral("predicted_s"));
        QVERIFY(jct->diff < 0.0); // twice the GPUs finish sooner below the wall
        QVERIFY2(jct->diffText.startsWith(QChar(0x2212)) && jct->diffText.endsWith(QStringLiteral(" days")),
                 qPrintable(jct->diffText));
        QCOMPARE(present::formatFigureDifference(present::FigureKind::Fraction, 0.012), QStringLiteral("+1.2 pp"));
        QCOMPARE(present::formatFigureDifference(present::FigureKind::Usd, -2749.0),
                 QString(QChar(0x2212)) + QStringLiteral("$2,749"));
        QCOMPARE(present::formatFigure(present::FigureKind::EnergyKwh, 150500.0), QStringLiteral("150.5 MWh"));
        QCOMPARE(present::formatFigureDifference(present::FigureKind::Duration, 3600.0 * 3), QStringLiteral("+3.00 h"));
    }

    void zeroInAGivesNoRatio()
    {
        // A GPU without its own rank variability waits for no straggler; B has a 15 % one.
        Scenario a = m_a;
        a.gpu.rankJitterCv = 0.0;
        Scenario b = a;
        b.stragglers.slowGpuFactor = 0.15;
        const QVector<present::ComparisonRow> rows = present::compareResults(a, evaluate(a), b, evaluate(b));
        const present::ComparisonRow *straggler = rowOf(rows, QStringLiteral("step.straggler"));
        QVERIFY(straggler);
        QCOMPARE(straggler->a, 0.0);
        QVERIFY(straggler->b > 0.0);
        QVERIFY(std::isnan(straggler->ratio));
        QCOMPARE(straggler->ratioText, QStringLiteral("—"));
        QVERIFY(straggler->diffText.startsWith(QLatin1Char('+')));
    }

    void planLabelNamesCountGpuAndFabric()
    {
        QCOMPARE(present::planLabel(format::defaultScenario()), QStringLiteral("1,024 × H100, NDR 400"));
    }

    // The packet-loss chart of a comparison: a loss-free A gives its curve and no marker (the
    // curve's lowest rate is not A's loss); an A with loss gives its marker at that loss.
    void lossFreePlanAHasNoMarkerOnTheLossChart()
    {
        const present::AnalysisOptions options;
        format::LoadedScenario lossy = format::defaultScenario();
        lossy.scenario.fabric.lossRate = 1e-3;
        const present::PlanAnalysis lossFree = present::analyzePlan(format::defaultScenario(), options);
        const present::PlanAnalysis withLoss = present::analyzePlan(lossy, options);
        QVERIFY(lossFree.lossChart.currentLossFree);
        QVERIFY(lossFree.lossChart.current.valid());
        const present::PlanAnalysis b1 = present::overlayPlanA(lossFree, withLoss, QLocale::c());
        QVERIFY(b1.lossChart.reference.active());
        QCOMPARE(b1.lossChart.reference.y, lossFree.lossChart.utilizationPercent);
        QVERIFY(!b1.lossChart.reference.marker.valid());
        const present::PlanAnalysis b2 = present::overlayPlanA(withLoss, lossFree, QLocale::c());
        QCOMPARE(b2.lossChart.reference.marker.x, 0.1);
        QVERIFY(b2.lossChart.currentLossFree);
    }
};

QTEST_APPLESS_MAIN(TestComparison)
#include "tst_comparison.moc"
