#pragma once

// The right-hand side of the planner window below the message bars: the summary strip
// (with the cost-of-waiting calculator in its free cell) over the four live charts, two rows
// of two on a wide window, one tab each on a narrow one or while presenting. It shows what
// the window hands it and computes nothing itself.

#include "app/present/chartid.h"
#include "app/present/plananalysis.h"
#include "comparedcharts.h"

#include <array>

#include <QHash>
#include <QSplitter>

class QSettings;
class QTabWidget;

namespace jct::widgets {
class ChartView;
class CheckpointChart;
class ComparisonTable;
class IdleCostChart;
class LossChart;
class SensitivityTable;
class StepBreakdownChart;
class SummaryStrip;
class SyncWallChart;
} // namespace jct::widgets

namespace jct::planner {

class WaitingCalculator;

class ChartArea final : public QSplitter
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChartArea)

public:
    // The charts are built as children of `window` (its locale and fonts from the start) and
    // move into this splitter's rows; the area itself is placed by the window.
    explicit ChartArea(QWidget *window);

    [[nodiscard]] widgets::SummaryStrip *summary() const { return m_summary; }
    [[nodiscard]] widgets::SyncWallChart *syncWall() const { return m_syncWall; }
    [[nodiscard]] widgets::IdleCostChart *idleCost() const { return m_idleCost; }
    [[nodiscard]] widgets::CheckpointChart *checkpoint() const { return m_checkpoint; }
    [[nodiscard]] widgets::StepBreakdownChart *step() const { return m_step; }
    [[nodiscard]] widgets::SensitivityTable *sensitivity() const { return m_sensitivity; }
    [[nodiscard]] widgets::LossChart *loss() const { return m_loss; }
    [[nodiscard]] widgets::ComparisonTable *comparison() const { return m_comparison; }
    [[nodiscard]] WaitingCalculator *waiting() const { return m_waiting; }
    // Every chart the plan analysis feeds (not the Pareto chart of the search dialog).
    [[nodiscard]] std::array<widgets::ChartView *, 5> charts() const;
    // The charts File ▸ Export and their context menus export, by what they show.
    [[nodiscard]] QHash<present::ChartId, widgets::ChartView *> exportedCharts() const;

    // Until the user's own sizes are restored: the charts share the width evenly.
    void setDefaultSizes();
    void saveSizes(QSettings &settings) const;
    void restoreSizes(const QSettings &settings);

    // Tabs when `chartsWidth` is too narrow for two readable charts side by side, or while
    // presenting; two rows of two otherwise. Nothing changes when the arrangement is the same.
    void arrange(int chartsWidth, bool presenting);
    [[nodiscard]] bool inTabs() const { return m_inTabs; }
    void showNextChart(int step);
    [[nodiscard]] QWidget *currentTabbedChart() const;
    // The A/B comparison tab in front (a plan was just pinned as A).
    void showComparison();

    // The charts greyed with `problem` while the plan cannot run (they keep the last plan that can).
    void setStale(bool stale, const QString &problem);
    // A plan from a file replaced the previous one: no chart keeps drawing the old plan.
    void forgetPlan();
    // `charts` drawn, `shown`'s tiles and sensitivity, `entries` in the A/B table.
    void showPlan(const ComparedCharts &charts, const present::PlanAnalysis &shown,
                  const QVector<present::ComparisonEntry> &entries);

    // Larger tab names (`tabFont`), only the summary and the charts, black on white.
    void setPresentationMode(bool on, const QFont &tabFont);
    void setHighContrast(bool on);
    void setNumberLocale(const QLocale &locale);

private:
    QTabWidget *buildStepTabs();

    widgets::SummaryStrip *m_summary = nullptr;
    widgets::SyncWallChart *m_syncWall = nullptr;
    widgets::IdleCostChart *m_idleCost = nullptr;
    widgets::CheckpointChart *m_checkpoint = nullptr;
    widgets::StepBreakdownChart *m_step = nullptr;
    widgets::SensitivityTable *m_sensitivity = nullptr;
    widgets::LossChart *m_loss = nullptr;
    widgets::ComparisonTable *m_comparison = nullptr;
    WaitingCalculator *m_waiting = nullptr; // beside the summary tiles
    QTabWidget *m_stepTabs = nullptr;
    QSplitter *m_topCharts = nullptr;
    QSplitter *m_bottomCharts = nullptr;
    QTabWidget *m_chartTabs = nullptr; // the charts on a narrow window
    bool m_inTabs = false;
};

} // namespace jct::planner
