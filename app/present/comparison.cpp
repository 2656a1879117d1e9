#include "comparison.h"

#include "numberformat.h"
#include "resultjson.h"

#include <cmath>
#include <limits>
#include <string_view>

#include <QCoreApplication>

namespace jct::present {

namespace {

ComparisonRow makeRow(const QString &key, const QString &label, FigureKind kind, double a, double b,
                      const QLocale &locale)
{
    ComparisonRow row;
    row.key = key;
    row.label = label;
    row.kind = kind;
    row.unit = figureUnit(kind);
    row.a = a;
    row.b = b;
    row.diff = b - a;
    row.ratio = a != 0.0 ? b / a : std::numeric_limits<double>::quiet_NaN();
    row.aText = formatFigure(kind, a, locale);
    row.bText = formatFigure(kind, b, locale);
    row.diffText = formatFigureDifference(kind, row.diff, locale);
    row.ratioText =
        std::isfinite(row.ratio) ? QStringLiteral("%1×").arg(locale.toString(row.ratio, 'f', 3)) : QStringLiteral("—");
    return row;
}

} // namespace

QVector<ComparisonRow> compareResults(const Scenario &sa, const Result &a, const Scenario &sb, const Result &b,
                                      const QLocale &locale)
{
    const FigureContext ca{sa, a};
    const FigureContext cb{sb, b};
    QVector<ComparisonRow> rows;
    for (const Figure &f : figures()) {
        if (!(f.views & InCompare))
            continue;
        rows.append(makeRow(QString::fromLatin1(f.key), figureShortLabel(f), f.kind, f.get(ca), f.get(cb), locale));
        // The step's parts follow its time, under the names of stepParts().
        if (std::string_view(f.key) != "step_s")
            continue;
        const auto partsA = stepParts(a.step);
        const auto partsB = stepParts(b.step);
        for (std::size_t i = 0; i < partsA.size(); ++i) {
            if (partsA[i].value == 0.0 && partsB[i].value == 0.0)
                continue;
            ComparisonRow row = makeRow(QStringLiteral("step.%1").arg(QLatin1String(partsA[i].key)),
                                        QCoreApplication::translate("ComparedCharts", "Step: %1")
                                            .arg(QCoreApplication::translate("PlanAnalysis", partsA[i].label)),
                                        FigureKind::Duration, partsA[i].value, partsB[i].value, locale);
            row.stepPart = true;
            rows.append(row);
        }
    }
    return rows;
}

QString planLabel(const format::LoadedScenario &plan, const QLocale &locale)
{
    // "h100-sxm-80gb" → "H100"; "ib-ndr-400" → "NDR 400"; "roce-400" → "RoCE 400".
    QString gpu = plan.gpuId.isEmpty() ? QStringLiteral("GPUs") : plan.gpuId.section(QLatin1Char('-'), 0, 0).toUpper();
    QString fabric = plan.networkPreset;
    if (fabric.isEmpty())
        fabric = QCoreApplication::translate("ComparedCharts", "custom network");
    else {
        if (fabric.startsWith(QLatin1String("ib-")))
            fabric = fabric.mid(3);
        fabric = fabric.replace(QLatin1Char('-'), QLatin1Char(' '))
                     .toUpper()
                     .replace(QLatin1String("ROCE"), QLatin1String("RoCE"));
    }
    return QStringLiteral("%1 × %2, %3").arg(formatCount(plan.scenario.cluster.gpus, locale), gpu, fabric);
}

PlanAnalysis overlayPlanA(const PlanAnalysis &a, PlanAnalysis b, const QLocale &locale)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("ComparedCharts", text); };
    const QString aName = tr("A: %1").arg(planLabel(a.input, locale));
    const QString bName = tr("B: %1").arg(planLabel(b.input, locale));
    // What a crowded chart labels the two plans' lines with (the table and legends name them).
    const QString aShort = QCoreApplication::translate("ComparedCharts", "A", "plan A, a crowded chart's label");
    const QString bShort = QCoreApplication::translate("ComparedCharts", "B", "plan B, a crowded chart's label");

    b.syncWallChart.currentName = bName;
    b.syncWallChart.currentShortName = bShort;
    b.syncWallChart.reference = {aName, aShort, a.syncWallChart.gpus, a.syncWallChart.predictedDays,
                                 a.syncWallChart.current};

    b.idleCostChart.currentName = bName;
    b.idleCostChart.currentShortName = bShort;
    b.idleCostChart.reference = {aName, aShort, a.idleCostChart.gpus, a.idleCostChart.idleUsd, a.idleCostChart.current};

    // A's overhead curve in A's own checkpoint mode.
    const CheckpointChartData &ck = a.checkpointChart;
    b.checkpointChart.currentName = bName;
    b.checkpointChart.currentShortName = bShort;
    b.checkpointChart.reference = {tr("%1 (%2)").arg(aName, ck.async ? tr("async") : tr("sync")), aShort,
                                   ck.intervalMinutes, ck.async ? ck.asyncOverheadPercent : ck.syncOverheadPercent,
                                   Marker{ck.currentMinutes, ck.currentOverheadPercent}};

    b.lossChart.currentName = bName;
    // A loss-free A has no place on the log axis: its curve is drawn, its marker is not (its
    // read-out would name the curve's lowest rate as A's loss).
    b.lossChart.reference = {tr("%1 utilization").arg(aName), QString(), a.lossChart.lossPercent,
                             a.lossChart.utilizationPercent,
                             a.lossChart.currentLossFree ? Marker{} : a.lossChart.current};

    b.stepChart.referenceName = aName;
    b.stepChart.currentName = bName;
    b.stepChart.referenceParts = a.stepChart.partsSeconds;
    b.stepChart.referencePartKeys = a.stepChart.partKeys;
    b.stepChart.referenceStepSeconds = a.stepChart.stepSeconds;
    return b;
}

} // namespace jct::present
