#include "problemfixes.h"

#include "app/present/numberformat.h"
#include "app/present/planfixtext.h"
#include "core/studies/planfix.h"
#include "inputchanges.h"
#include "layoutsearchdialog.h"
#include "messagebar.h"

#include <algorithm>
#include <optional>

#include <QCoreApplication>
#include <QUndoStack>

// The strings keep the window's translation context (MainWindow), where the translations have them.

namespace jct::planner {

QVector<int> nearestValidGpuCounts(const QVector<ControlSpec> &specs, const Scenario &scenario)
{
    const int gpus = scenario.cluster.gpus;
    QVector<int> nearest;
    for (const ControlSpec &spec : specs) {
        if (spec.keyPath != QLatin1String("cluster.gpus") || !spec.stopsFor)
            continue;
        const QVector<double> counts = spec.stopsFor(scenario);
        if (counts.contains(gpus))
            break;
        const auto above = std::upper_bound(counts.cbegin(), counts.cend(), static_cast<double>(gpus));
        if (above != counts.cbegin())
            nearest.append(static_cast<int>(*(above - 1)));
        if (above != counts.cend())
            nearest.append(static_cast<int>(*above));
        break;
    }
    return nearest;
}

namespace {

MessageBar::Action useGpusFix(document::ScenarioDocument *document, int count)
{
    return {QCoreApplication::translate("jct::planner::MainWindow", "Use %1 GPUs")
                .arg(present::formatCount(count, QLocale())),
            QStringLiteral("useGpus%1").arg(count),
            QCoreApplication::translate(
                "jct::planner::MainWindow",
                "The nearest GPU count that makes a valid layout with this tp·pp·cp and global batch"),
            [document, count] {
                document->edit(QStringLiteral("cluster.gpus"),
                               QCoreApplication::translate("jct::planner::MainWindow", "Set GPUs"),
                               [count](format::LoadedScenario &p) { p.scenario.cluster.gpus = count; });
                document->endInteractiveEdit();
            },
            true};
}

MessageBar::Action cheapestFix(document::ScenarioDocument *document, const PlanFix &fix)
{
    const QLocale locale;
    return {QCoreApplication::translate("jct::planner::MainWindow", "Cheapest fix: %1 (%2)")
                .arg(present::planFixText(fix, locale), present::formatUsd(fix.totalUsd, locale, true)),
            QStringLiteral("cheapestFix"),
            QCoreApplication::translate("jct::planner::MainWindow",
                                        "Of the changes of one input that make this plan run (recompute, flash "
                                        "attention, sequence parallelism, ZeRO, micro-batch, tp, pp, GPUs), the one "
                                        "with the least total cost: %1, predicted %2")
                .arg(present::formatUsd(fix.totalUsd, locale), present::formatDuration(fix.predictedSeconds, locale)),
            [document, fix] {
                document->edit(present::planFixKeyPath(fix),
                               QCoreApplication::translate("jct::planner::MainWindow", "Apply the cheapest fix"),
                               [fix](format::LoadedScenario &p) { applyPlanFix(p.scenario, fix); });
                document->endInteractiveEdit();
            },
            true};
}

MessageBar::Action findLayoutFix(document::ScenarioDocument *document, QWidget *window)
{
    return {QCoreApplication::translate("jct::planner::MainWindow", "Find a layout that fits…"),
            QStringLiteral("findLayoutThatFits"),
            QCoreApplication::translate(
                "jct::planner::MainWindow",
                "Search every parallel layout of this model on this cluster (Tools ▸ Find best layout)"),
            [document, window] {
                auto *dialog = new LayoutSearchDialog(document, window);
                dialog->setObjectName(QStringLiteral("layoutSearchDialog"));
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->open();
            },
            false};
}

} // namespace

void showProblemFixes(MessageBar *bar, QWidget *window, document::ScenarioDocument *document,
                      const QVector<ControlSpec> &specs, const present::PlanAnalysis &analysis, bool showingLastPlan)
{
    if (analysis.runs()) {
        bar->clear();
        return;
    }
    QVector<MessageBar::Action> actions;
    QUndoStack *undo = document->undoStack();
    if (undo->canUndo())
        actions.append({QCoreApplication::translate("jct::planner::MainWindow", "Undo “%1”").arg(undo->undoText()),
                        QStringLiteral("undoLastChange"),
                        QCoreApplication::translate("jct::planner::MainWindow", "Revert the last change (Ctrl+Z)"),
                        [undo] { undo->undo(); }, true});
    for (const int count : nearestValidGpuCounts(specs, document->scenario().scenario))
        actions.append(useGpusFix(document, count));
    if (const std::optional<PlanFix> fix = cheapestPlanFix(document->scenario().scenario))
        actions.append(cheapestFix(document, *fix));
    actions.append(findLayoutFix(document, window));
    const QString reason = withControlLabels(specs, analysis.problem);
    const QString message =
        showingLastPlan ? QCoreApplication::translate(
            "jct::planner::MainWindow", "This plan cannot run: %1. The charts and figures show the last plan that can.")
                        : QCoreApplication::translate("jct::planner::MainWindow", "This plan cannot run: %1.");
    bar->showMessage(message.arg(reason), actions);
}

} // namespace jct::planner
