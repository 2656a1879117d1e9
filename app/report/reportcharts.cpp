#include "reportcharts.h"

#include "app/format/catalog.h"
#include "app/present/numberformat.h"
#include "widgets/checkpointchart.h"
#include "widgets/idlecostchart.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/syncwallchart.h"

#include <cmath>

#include <QJsonObject>
#include <QRegularExpression>

namespace jct::report {

namespace {

QString number(double v, int significant = 15)
{
    if (!std::isfinite(v))
        return {};
    return QString::number(v, 'g', significant);
}

QString catalogName(format::Catalog::Kind kind, const QString &id)
{
    if (id.isEmpty() || !format::Catalog::builtIn().contains(kind, id))
        return {};
    QString name = format::Catalog::builtIn().entry(kind, id).value(QStringLiteral("name")).toString();
    static const QRegularExpression parenthetical(QStringLiteral("\\s*\\(.*\\)\\s*$"));
    name.remove(parenthetical);
    return name.trimmed();
}

} // namespace

QString chartName(ChartId id)
{
    switch (id) {
    case ChartId::SyncWall:
        return QStringLiteral("sync-wall");
    case ChartId::IdleCost:
        return QStringLiteral("idle-cost");
    case ChartId::Failures:
        return QStringLiteral("failures");
    case ChartId::Breakdown:
        return QStringLiteral("breakdown");
    }
    return {};
}

std::optional<ChartId> chartFromName(const QString &name)
{
    for (ChartId id : kAllCharts)
        if (chartName(id) == name)
            return id;
    return std::nullopt;
}

QStringList chartNames()
{
    QStringList names;
    for (ChartId id : kAllCharts)
        names.append(chartName(id));
    return names;
}

QString chartTitle(ChartId id)
{
    switch (id) {
    case ChartId::SyncWall:
        return QStringLiteral("Sync wall");
    case ChartId::IdleCost:
        return QStringLiteral("Cost of idle time");
    case ChartId::Failures:
        return QStringLiteral("Checkpoint and failure overhead");
    case ChartId::Breakdown:
        return QStringLiteral("Step breakdown");
    }
    return {};
}

std::unique_ptr<widgets::ChartView> makeChart(ChartId id, const present::PlanAnalysis &a)
{
    switch (id) {
    case ChartId::SyncWall: {
        auto chart = std::make_unique<widgets::SyncWallChart>();
        chart->setData(a.syncWallChart);
        return chart;
    }
    case ChartId::IdleCost: {
        auto chart = std::make_unique<widgets::IdleCostChart>();
        chart->setData(a.idleCostChart);
        return chart;
    }
    case ChartId::Failures: {
        auto chart = std::make_unique<widgets::CheckpointChart>();
        chart->setData(a.checkpointChart);
        return chart;
    }
    case ChartId::Breakdown: {
        auto chart = std::make_unique<widgets::StepBreakdownChart>();
        chart->setData(a.stepChart);
        return chart;
    }
    }
    return nullptr;
}

QString gpuShortName(const format::LoadedScenario &plan)
{
    QString name = catalogName(format::Catalog::Kind::Gpu, plan.gpuId);
    if (name.isEmpty())
        return plan.gpuId.isEmpty() ? QStringLiteral("custom GPU") : plan.gpuId;
    for (const char *vendor : {"NVIDIA ", "AMD Instinct ", "AMD ", "Intel "})
        if (name.startsWith(QLatin1String(vendor)))
            name = name.mid(static_cast<int>(qstrlen(vendor)));
    return name.section(QLatin1Char(' '), 0, 0);
}

QString fabricShortName(const format::LoadedScenario &plan)
{
    QString name = catalogName(format::Catalog::Kind::Fabric, plan.networkPreset);
    if (name.isEmpty())
        return plan.networkPreset.isEmpty() ? QStringLiteral("custom network") : plan.networkPreset;
    if (name.startsWith(QLatin1String("InfiniBand ")))
        name = name.mid(11);
    return name;
}

QString modelShortName(const format::LoadedScenario &plan)
{
    const QString name = catalogName(format::Catalog::Kind::Model, plan.modelPreset);
    if (!name.isEmpty())
        return name;
    return QStringLiteral("custom model");
}

QString assumptionsLine(const present::PlanAnalysis &a)
{
    const format::LoadedScenario &plan = a.input;
    const Scenario &s = plan.scenario;
    const Parallelism &p = s.parallelism;
    QString layout = QStringLiteral("tp%1 pp%2").arg(p.tp).arg(p.pp);
    if (p.cp > 1)
        layout += QStringLiteral(" cp%1").arg(p.cp);
    if (p.ep > 1)
        layout += QStringLiteral(" ep%1").arg(p.ep);
    layout += QStringLiteral(" dp%1").arg(a.result.dp);
    const QString tokens = QStringLiteral("%1 B tokens").arg(present::formatCount(std::round(s.training.tokens / 1e9)));
    return QStringList{modelShortName(plan),
                       tokens,
                       QStringLiteral("%1 × %2").arg(present::formatCount(s.cluster.gpus), gpuShortName(plan)),
                       fabricShortName(plan),
                       layout,
                       QStringLiteral("%1/GPU-h").arg(present::formatUsd(s.cost.gpuHourUsd))}
        .join(QStringLiteral(" · "));
}

widgets::ChartCaption chartCaption(const present::PlanAnalysis &a)
{
    return {QString(), a.input.name, assumptionsLine(a)};
}

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

CsvTable chartTable(ChartId id, const present::PlanAnalysis &a)
{
    CsvTable t;
    switch (id) {
    case ChartId::SyncWall: {
        const present::SyncWallChartData &d = a.syncWallChart;
        t.header = {QStringLiteral("gpus"), QStringLiteral("predicted_jct_days"),
                    QStringLiteral("theoretical_min_days")};
        for (qsizetype i = 0; i < d.gpus.size(); ++i)
            t.rows.append({number(d.gpus[i]), number(d.predictedDays[i]), number(d.theoreticalDays[i])});
        break;
    }
    case ChartId::IdleCost: {
        const present::IdleCostChartData &d = a.idleCostChart;
        t.header = {QStringLiteral("gpus"), QStringLiteral("idle_cost_usd"),
                    QStringLiteral("cost_per_idle_minute_usd")};
        for (qsizetype i = 0; i < d.gpus.size(); ++i)
            t.rows.append({number(d.gpus[i]), number(d.idleUsd[i]), number(d.perIdleMinuteUsd[i])});
        break;
    }
    case ChartId::Failures: {
        const present::CheckpointChartData &d = a.checkpointChart;
        t.header = {QStringLiteral("checkpoint_interval_min"), QStringLiteral("sync_overhead_pct"),
                    QStringLiteral("async_overhead_pct")};
        for (qsizetype i = 0; i < d.intervalMinutes.size(); ++i)
            t.rows.append({number(d.intervalMinutes[i]), number(d.syncOverheadPercent.value(i, NAN)),
                           number(d.asyncOverheadPercent.value(i, NAN))});
        break;
    }
    case ChartId::Breakdown: {
        const present::StepBreakdownChartData &d = a.stepChart;
        t.header = {QStringLiteral("part"), QStringLiteral("seconds_per_step"), QStringLiteral("share_of_step_pct")};
        for (const auto &[name, seconds] : d.partsSeconds)
            t.rows.append({name, number(seconds), number(d.stepSeconds > 0 ? 100.0 * seconds / d.stepSeconds : 0.0)});
        break;
    }
    }
    return t;
}

} // namespace jct::report
