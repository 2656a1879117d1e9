#include "comparison.h"

#include "numberformat.h"
#include "resultjson.h"

#include <cmath>
#include <limits>
#include <string_view>

namespace jct::present {

namespace {

struct Figure
{
    const char *key;
    const char *label;
    FigureKind kind;
    double (*get)(const Scenario &, const Result &);
};

// Every headline figure once. The step parts are inserted after "step_s" from
// stepParts(), so their names stay those of the command line and the charts.
constexpr Figure kFigures[] = {
    {"gpus", "GPUs", FigureKind::Count, [](const Scenario &s, const Result &) { return double(s.cluster.gpus); }},
    {"predicted_s", "JCT (predicted)", FigureKind::Duration,
     [](const Scenario &, const Result &r) { return r.predictedSeconds; }},
    {"theoretical_s", "JCT minimum", FigureKind::Duration,
     [](const Scenario &, const Result &r) { return r.theoreticalSeconds; }},
    {"efficiency", "Efficiency", FigureKind::Fraction, [](const Scenario &, const Result &r) { return r.efficiency; }},
    {"step_s", "Step time", FigureKind::Duration, [](const Scenario &, const Result &r) { return r.stepTime; }},
    {"mfu", "MFU", FigureKind::Fraction, [](const Scenario &, const Result &r) { return r.mfu; }},
    {"tflops_per_gpu", "Throughput per GPU", FigureKind::Tflops,
     [](const Scenario &, const Result &r) { return r.tflopsPerGpu; }},
    {"memory_per_gpu", "Memory per GPU", FigureKind::BinaryBytes,
     [](const Scenario &, const Result &r) { return r.memory.total(); }},
    {"total_usd", "Total cost", FigureKind::Usd, [](const Scenario &, const Result &r) { return r.cost.totalUsd; }},
    {"gpu_usd", "GPU cost", FigureKind::Usd, [](const Scenario &, const Result &r) { return r.cost.gpuUsd; }},
    {"energy_usd", "Energy cost", FigureKind::Usd, [](const Scenario &, const Result &r) { return r.cost.energyUsd; }},
    {"energy_kwh", "Energy", FigureKind::EnergyKwh, [](const Scenario &, const Result &r) { return r.cost.energyKwh; }},
    {"idle_usd", "Idle cost", FigureKind::Usd, [](const Scenario &, const Result &r) { return r.cost.idleUsd; }},
    {"per_idle_minute_usd", "Idle minute cost", FigureKind::Usd,
     [](const Scenario &, const Result &r) { return r.cost.perIdleMinuteUsd; }},
    {"per_million_tokens_usd", "Cost per M tokens", FigureKind::Usd,
     [](const Scenario &, const Result &r) { return r.cost.perMillionTokensUsd; }},
    {"checkpoint_overhead_s", "Checkpoint overhead", FigureKind::Duration,
     [](const Scenario &, const Result &r) { return r.checkpoint.overheadSeconds; }},
    {"checkpoint_interval_s", "Checkpoint interval", FigureKind::Duration,
     [](const Scenario &, const Result &r) { return r.checkpoint.intervalSeconds; }},
    {"failure_overhead_s", "Failure overhead", FigureKind::Duration,
     [](const Scenario &, const Result &r) { return r.failures.overheadSeconds; }},
    {"expected_failures", "Expected failures", FigureKind::Number,
     [](const Scenario &, const Result &r) { return r.failures.expectedFailures; }},
    {"job_mtbf_s", "Job MTBF", FigureKind::Duration,
     [](const Scenario &, const Result &r) { return r.failures.jobMtbfSeconds; }},
};

QString unitOf(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Duration:
        return QStringLiteral("s");
    case FigureKind::Usd:
        return QStringLiteral("USD");
    case FigureKind::Fraction:
        return QStringLiteral("fraction");
    case FigureKind::BinaryBytes:
        return QStringLiteral("bytes");
    case FigureKind::Count:
        return QStringLiteral("GPUs");
    case FigureKind::Number:
        return QString();
    case FigureKind::EnergyKwh:
        return QStringLiteral("kWh");
    case FigureKind::Tflops:
        return QStringLiteral("TFLOP/s");
    }
    return {};
}

ComparisonRow makeRow(const QString &key, const QString &label, FigureKind kind, double a, double b,
                      const QLocale &locale)
{
    ComparisonRow row;
    row.key = key;
    row.label = label;
    row.kind = kind;
    row.unit = unitOf(kind);
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

QString formatFigure(FigureKind kind, double v, const QLocale &locale)
{
    switch (kind) {
    case FigureKind::Duration:
        return formatDuration(v, locale);
    case FigureKind::Usd:
        return formatUsd(v, locale);
    case FigureKind::Fraction:
        return formatPercent(v, locale);
    case FigureKind::BinaryBytes:
        return formatBinaryBytes(v, locale);
    case FigureKind::Count:
        return formatCount(v, locale);
    case FigureKind::Number:
        return locale.toString(v, 'f', 1);
    case FigureKind::EnergyKwh:
        return std::fabs(v) >= 1000.0 ? QStringLiteral("%1 MWh").arg(locale.toString(v / 1000.0, 'f', 1))
                                      : QStringLiteral("%1 kWh").arg(locale.toString(v, 'f', 1));
    case FigureKind::Tflops:
        return QStringLiteral("%1 TFLOP/s").arg(locale.toString(v, 'f', 1));
    }
    return {};
}

QString formatFigureDifference(FigureKind kind, double diff, const QLocale &locale)
{
    if (diff == 0.0) {
        // A zero difference still says its unit.
        return kind == FigureKind::Fraction ? QStringLiteral("0 pp") : formatFigure(kind, 0.0, locale);
    }
    const QString sign = diff > 0.0 ? QStringLiteral("+") : QString(QChar(0x2212));
    const double magnitude = std::fabs(diff);
    if (kind == FigureKind::Fraction)
        return QStringLiteral("%1%2 pp").arg(sign, locale.toString(magnitude * 100.0, 'f', 1));
    return sign + formatFigure(kind, magnitude, locale);
}

QVector<ComparisonRow> compareResults(const Scenario &sa, const Result &a, const Scenario &sb, const Result &b,
                                      const QLocale &locale)
{
    QVector<ComparisonRow> rows;
    for (const Figure &f : kFigures) {
        rows.append(makeRow(QString::fromLatin1(f.key), QString::fromLatin1(f.label), f.kind, f.get(sa, a),
                            f.get(sb, b), locale));
        if (std::string_view(f.key) == "step_s") {
            const auto partsA = stepParts(a.step);
            const auto partsB = stepParts(b.step);
            for (std::size_t i = 0; i < partsA.size(); ++i) {
                if (partsA[i].value == 0.0 && partsB[i].value == 0.0)
                    continue;
                ComparisonRow row = makeRow(QStringLiteral("step.%1").arg(QLatin1String(partsA[i].key)),
                                            QStringLiteral("Step: %1").arg(QLatin1String(partsA[i].label)),
                                            FigureKind::Duration, partsA[i].value, partsB[i].value, locale);
                row.stepPart = true;
                rows.append(row);
            }
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
        fabric = QStringLiteral("custom network");
    else {
        if (fabric.startsWith(QLatin1String("ib-")))
            fabric = fabric.mid(3);
        fabric = fabric.replace(QLatin1Char('-'), QLatin1Char(' '))
                     .toUpper()
                     .replace(QLatin1String("ROCE"), QLatin1String("RoCE"));
    }
    return QStringLiteral("%1 × %2, %3").arg(formatCount(plan.scenario.cluster.gpus, locale), gpu, fabric);
}

} // namespace jct::present
