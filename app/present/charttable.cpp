#include "charttable.h"

#include "figures.h"

#include <cmath>

namespace jct::present {

namespace {

// 15 significant digits: every double a chart draws survives the round trip through text
// closely enough to redraw it; a missing point (NaN) is an empty field.
QString number(double v, int significant = 15)
{
    if (!std::isfinite(v))
        return {};
    return QString::number(v, 'g', significant);
}

// A figure's column name (figures.h), so that a CSV header says what the window and the
// report call the same figure.
QString column(const char *figureKey)
{
    const Figure *f = figure(figureKey);
    return f && f->csvColumn ? QString::fromLatin1(f->csvColumn) : QString::fromLatin1(figureKey);
}

} // namespace

QByteArray CsvTable::toCsv() const
{
    auto field = [](const QString &f) {
        if (f.contains(QLatin1Char(',')) || f.contains(QLatin1Char('"')) || f.contains(QLatin1Char('\n'))) {
            QString quoted = f;
            quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
            return QStringLiteral("\"%1\"").arg(quoted);
        }
        return f;
    };
    QString text;
    auto line = [&](const QStringList &fields) {
        QStringList out;
        for (const QString &f : fields)
            out.append(field(f));
        text += out.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    line(header);
    for (const QStringList &row : rows)
        line(row);
    return text.toUtf8();
}

CsvTable chartTable(ChartId id, const PlanAnalysis &a)
{
    CsvTable t;
    switch (id) {
    case ChartId::SyncWall: {
        const SyncWallChartData &d = a.syncWallChart;
        t.header = {column("gpus"), column("predicted_s"), column("theoretical_s")};
        for (qsizetype i = 0; i < d.gpus.size(); ++i)
            t.rows.append({number(d.gpus[i]), number(d.predictedDays[i]), number(d.theoreticalDays[i])});
        break;
    }
    case ChartId::IdleCost: {
        const IdleCostChartData &d = a.idleCostChart;
        t.header = {column("gpus"), column("idle_usd"), column("per_idle_minute_usd")};
        for (qsizetype i = 0; i < d.gpus.size(); ++i)
            t.rows.append({number(d.gpus[i]), number(d.idleUsd[i]), number(d.perIdleMinuteUsd[i])});
        break;
    }
    case ChartId::Failures: {
        const CheckpointChartData &d = a.checkpointChart;
        t.header = {column("checkpoint_interval_s"), QStringLiteral("sync_overhead_pct"),
                    QStringLiteral("async_overhead_pct")};
        for (qsizetype i = 0; i < d.intervalMinutes.size(); ++i)
            t.rows.append({number(d.intervalMinutes[i]), number(d.syncOverheadPercent.value(i, NAN)),
                           number(d.asyncOverheadPercent.value(i, NAN))});
        break;
    }
    case ChartId::Breakdown: {
        const StepBreakdownChartData &d = a.stepChart;
        t.header = {QStringLiteral("part"), column("step_s"), QStringLiteral("share_of_step_pct")};
        for (const auto &[name, seconds] : d.partsSeconds)
            t.rows.append({name, number(seconds), number(d.stepSeconds > 0 ? 100.0 * seconds / d.stepSeconds : 0.0)});
        break;
    }
    }
    return t;
}

} // namespace jct::present
