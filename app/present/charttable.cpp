#include "charttable.h"

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
        t.header = {QStringLiteral("gpus"), QStringLiteral("predicted_jct_days"),
                    QStringLiteral("theoretical_min_days")};
        for (qsizetype i = 0; i < d.gpus.size(); ++i)
            t.rows.append({number(d.gpus[i]), number(d.predictedDays[i]), number(d.theoreticalDays[i])});
        break;
    }
    case ChartId::IdleCost: {
        const IdleCostChartData &d = a.idleCostChart;
        t.header = {QStringLiteral("gpus"), QStringLiteral("idle_cost_usd"),
                    QStringLiteral("cost_per_idle_minute_usd")};
        for (qsizetype i = 0; i < d.gpus.size(); ++i)
            t.rows.append({number(d.gpus[i]), number(d.idleUsd[i]), number(d.perIdleMinuteUsd[i])});
        break;
    }
    case ChartId::Failures: {
        const CheckpointChartData &d = a.checkpointChart;
        t.header = {QStringLiteral("checkpoint_interval_min"), QStringLiteral("sync_overhead_pct"),
                    QStringLiteral("async_overhead_pct")};
        for (qsizetype i = 0; i < d.intervalMinutes.size(); ++i)
            t.rows.append({number(d.intervalMinutes[i]), number(d.syncOverheadPercent.value(i, NAN)),
                           number(d.asyncOverheadPercent.value(i, NAN))});
        break;
    }
    case ChartId::Breakdown: {
        const StepBreakdownChartData &d = a.stepChart;
        t.header = {QStringLiteral("part"), QStringLiteral("seconds_per_step"), QStringLiteral("share_of_step_pct")};
        for (const auto &[name, seconds] : d.partsSeconds)
            t.rows.append({name, number(seconds), number(d.stepSeconds > 0 ? 100.0 * seconds / d.stepSeconds : 0.0)});
        break;
    }
    }
    return t;
}

} // namespace jct::present
