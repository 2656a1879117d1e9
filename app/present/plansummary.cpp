#include "plansummary.h"

#include "figures.h"
#include "numberformat.h"

#include <QCoreApplication>
#include <QStringList>

namespace jct::present {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PlanSummary", text);
}

// "label: value" of a figure of the table.
QString figureLine(const char *key, const FigureContext &context, const QLocale &locale)
{
    const Figure *f = figure(key);
    if (!f)
        return {};
    return QStringLiteral("%1: %2").arg(figureLabel(*f), formatFigure(f->kind, f->get(context), locale));
}

} // namespace

QString planSummaryText(const PlanAnalysis &analysis, SummaryFormat format, const QLocale &locale)
{
    if (!analysis.runs() || !analysis.result.fits())
        return {};
    const FigureContext context{analysis.input.scenario, analysis.result, &analysis.syncWall};
    const bool markdown = format == SummaryFormat::Markdown;
    const QString item = markdown ? QStringLiteral("- ") : QString();
    const QString subItem = markdown ? QStringLiteral("  - ") : QStringLiteral("  ");
    QStringList lines;
    lines.append(markdown ? QStringLiteral("## %1").arg(analysis.input.name) : analysis.input.name);
    if (markdown)
        lines.append(QString());
    for (const char *key : {"predicted_s", "total_usd", "step_s"})
        lines.append(item + figureLine(key, context, locale));
    for (const auto &[part, seconds] : analysis.stepChart.partsSeconds)
        lines.append(subItem + QStringLiteral("%1: %2").arg(part, formatDuration(seconds, locale)));
    lines.append(item + figureLine("memory_per_gpu", context, locale));
    if (analysis.syncWall.wallGpus > 0) {
        for (const char *key : {"sync_wall_gpus", "sync_wall_predicted_days"})
            lines.append(item + figureLine(key, context, locale));
    } else {
        lines.append(item + tr("Sync wall: none (no valid GPU count)"));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace jct::present
