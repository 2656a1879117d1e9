#include "comparedcharts.h"

#include "app/format/scenariojson.h"
#include "app/present/comparison.h"
#include "inputchanges.h"

#include <cmath>

#include <QCoreApplication>

namespace jct::planner {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ComparedCharts", text);
}

} // namespace

ComparedCharts chartsOf(const present::PlanAnalysis &b)
{
    ComparedCharts c;
    c.syncWall = b.syncWallChart;
    c.idleCost = b.idleCostChart;
    c.checkpoint = b.checkpointChart;
    c.step = b.stepChart;
    c.loss = b.lossChart;
    return c;
}

QVector<present::ComparisonEntry> comparisonEntries(const QVector<present::ComparisonRow> &rows)
{
    QVector<present::ComparisonEntry> entries;
    entries.reserve(rows.size());
    for (const present::ComparisonRow &row : rows) {
        const bool changed = std::isfinite(row.ratio) ? std::fabs(row.ratio - 1.0) >= 0.01 : row.diff != 0.0;
        // Step parts sit indented under "Step time": their own name is enough there.
        const QString label = row.stepPart ? row.label.section(QStringLiteral(": "), 1) : row.label;
        entries.append({label, row.aText, row.bText, row.diffText, row.ratioText, row.stepPart, changed});
    }
    return entries;
}

QVector<present::ComparisonEntry> inputEntries(const QVector<ControlSpec> &specs, const format::LoadedScenario &a,
                                               const format::LoadedScenario &b)
{
    const QVector<InputChange> changes = inputChanges(specs, a, b);
    QVector<present::ComparisonEntry> entries;
    present::ComparisonEntry heading;
    heading.label = changes.isEmpty() ? tr("Inputs that differ: none") : tr("Inputs that differ");
    heading.heading = true;
    entries.append(heading);
    const auto withUnit = [](const QString &value, const QString &unit) {
        return unit.isEmpty() ? value : QStringLiteral("%1 %2").arg(value, unit);
    };
    for (const InputChange &change : changes) {
        present::ComparisonEntry row;
        row.label = change.label;
        row.a = withUnit(change.before, change.unit);
        row.b = withUnit(change.after, change.unit);
        row.indented = true;
        row.changed = true;
        entries.append(row);
    }
    present::ComparisonEntry figures;
    figures.label = tr("Figures");
    figures.heading = true;
    entries.append(figures);
    return entries;
}

ComparedCharts compareAnalyses(const present::PlanAnalysis &a, const present::PlanAnalysis &b)
{
    const QLocale locale;
    ComparedCharts c = chartsOf(present::overlayPlanA(a, b, locale));
    c.aName = c.step.referenceName;
    c.bName = c.step.currentName;
    c.rows = present::compareResults(a.input.scenario, a.result, b.input.scenario, b.result, locale);
    c.entries = comparisonEntries(c.rows);
    return c;
}

// The messages keep the window's translation context, where the translations have them.
std::optional<present::PlanAnalysis> analyzePlanFile(const QString &path, present::AnalysisOptions options,
                                                     QString *error)
{
    const format::ScenarioReadResult read = format::readScenarioFile(path);
    if (!read.ok()) {
        if (error)
            *error = QCoreApplication::translate("jct::planner::MainWindow", "%1: %2").arg(path, read.error.toString());
        return std::nullopt;
    }
    options.compareInterconnects = false;
    present::PlanAnalysis a = present::analyzePlan(*read.loaded, options);
    if (!a.runs()) {
        if (error)
            *error = QCoreApplication::translate("jct::planner::MainWindow", "%1: this plan cannot run: %2")
                         .arg(path, a.problem);
        return std::nullopt;
    }
    return a;
}

present::PlanAnalysis asDrawn(const present::PlanAnalysis &shown, const ComparedCharts &charts)
{
    present::PlanAnalysis drawn = shown;
    drawn.syncWallChart = charts.syncWall;
    drawn.idleCostChart = charts.idleCost;
    drawn.checkpointChart = charts.checkpoint;
    drawn.stepChart = charts.step;
    drawn.lossChart = charts.loss;
    return drawn;
}

} // namespace jct::planner
