#include "chartarea.h"

#include "waitingcalculator.h"
#include "widgets/chartview.h"
#include "widgets/checkpointchart.h"
#include "widgets/comparisontable.h"
#include "widgets/idlecostchart.h"
#include "widgets/losschart.h"
#include "widgets/sensitivitytable.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <QApplication>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>

namespace jct::planner {

ChartArea::ChartArea(QWidget *window)
    : QSplitter(Qt::Vertical)
{
    m_summary = new widgets::SummaryStrip(window);
    m_syncWall = new widgets::SyncWallChart(window);
    m_idleCost = new widgets::IdleCostChart(window);
    m_checkpoint = new widgets::CheckpointChart(window);
    m_step = new widgets::StepBreakdownChart(window);
    m_sensitivity = new widgets::SensitivityTable(window);
    m_loss = new widgets::LossChart(window);
    m_comparison = new widgets::ComparisonTable(window);
    m_stepTabs = buildStepTabs();

    m_topCharts = new QSplitter(Qt::Horizontal);
    m_topCharts->addWidget(m_syncWall);
    m_topCharts->addWidget(m_idleCost);
    m_bottomCharts = new QSplitter(Qt::Horizontal);
    m_bottomCharts->addWidget(m_checkpoint);
    m_bottomCharts->addWidget(m_stepTabs);
    // The cost-of-waiting calculator takes the strip's free cell, in the row of the cost tiles.
    m_waiting = new WaitingCalculator;
    m_summary->setTrailingWidget(m_waiting);
    addWidget(m_summary);
    addWidget(m_topCharts);
    addWidget(m_bottomCharts);
    m_chartTabs = new QTabWidget;
    m_chartTabs->setObjectName(QStringLiteral("chartTabs"));
    m_chartTabs->setDocumentMode(true);
    addWidget(m_chartTabs);
    m_chartTabs->hide();
    setStretchFactor(0, 0);
    setStretchFactor(1, 1);
    setStretchFactor(2, 1);
    setStretchFactor(3, 1);
    setChildrenCollapsible(false);
    for (QSplitter *s : {m_topCharts, m_bottomCharts})
        s->setChildrenCollapsible(false);
}

// The tab names keep the window's translation context, where the translations have them.
QTabWidget *ChartArea::buildStepTabs()
{
    auto *stepTabs = new QTabWidget;
    stepTabs->setDocumentMode(true);
    stepTabs->addTab(m_step, QCoreApplication::translate("jct::planner::MainWindow", "Step breakdown"));
    stepTabs->addTab(m_sensitivity, QCoreApplication::translate("jct::planner::MainWindow", "Sensitivity"));
    stepTabs->addTab(m_loss, QCoreApplication::translate("jct::planner::MainWindow", "Packet loss"));
    stepTabs->addTab(m_comparison, QCoreApplication::translate("jct::planner::MainWindow", "A/B comparison"));
    // A screen reader names the tab bar by its current tab and describes it by that tab's tooltip.
    stepTabs->tabBar()->setAccessibleName(
        QCoreApplication::translate("jct::planner::MainWindow", "Step charts and tables"));
    stepTabs->setTabToolTip(
        0, QCoreApplication::translate("jct::planner::MainWindow",
                                       "Where one training step's time goes: compute, exposed communication, bubble"));
    stepTabs->setTabToolTip(
        1, QCoreApplication::translate("jct::planner::MainWindow",
                                       "What one change of an input does to this plan's job time and cost"));
    stepTabs->setTabToolTip(
        2, QCoreApplication::translate("jct::planner::MainWindow", "GPU utilization and job time against packet loss"));
    stepTabs->setTabToolTip(
        3, QCoreApplication::translate("jct::planner::MainWindow",
                                       "Plan A against plan B, figure by figure (View ▸ Pin current plan as A)"));
    return stepTabs;
}

std::array<widgets::ChartView *, 5> ChartArea::charts() const
{
    return {m_syncWall, m_idleCost, m_checkpoint, m_step, m_loss};
}

QHash<present::ChartId, widgets::ChartView *> ChartArea::exportedCharts() const
{
    return {{present::ChartId::SyncWall, m_syncWall},
            {present::ChartId::IdleCost, m_idleCost},
            {present::ChartId::Failures, m_checkpoint},
            {present::ChartId::Breakdown, m_step}};
}

void ChartArea::setDefaultSizes()
{
    m_topCharts->setSizes({1000, 1000});
    m_bottomCharts->setSizes({1000, 1000});
    setSizes({150, 1000, 1000});
}

void ChartArea::saveSizes(QSettings &settings) const
{
    settings.setValue(QStringLiteral("window/chartRows"), saveState());
    settings.setValue(QStringLiteral("window/topCharts"), m_topCharts->saveState());
    settings.setValue(QStringLiteral("window/bottomCharts"), m_bottomCharts->saveState());
}

void ChartArea::restoreSizes(const QSettings &settings)
{
    restoreState(settings.value(QStringLiteral("window/chartRows")).toByteArray());
    m_topCharts->restoreState(settings.value(QStringLiteral("window/topCharts")).toByteArray());
    m_bottomCharts->restoreState(settings.value(QStringLiteral("window/bottomCharts")).toByteArray());
}

void ChartArea::arrange(int chartsWidth, bool presenting)
{
    // Below about 420 px a chart's title and legend are cut: tabs read better.
    constexpr int kReadableChartWidth = 420;
    const int twoCharts = 2 * kReadableChartWidth;
    // Presenting, one chart at a time, as large as the screen allows.
    const bool tabs = presenting || chartsWidth < twoCharts;
    if (tabs == m_inTabs)
        return;
    m_inTabs = tabs;
    if (tabs) {
        // Short names: the chart's own title is above it.
        m_chartTabs->addTab(m_syncWall, QCoreApplication::translate("jct::planner::MainWindow", "Sync wall"));
        m_chartTabs->addTab(m_idleCost, QCoreApplication::translate("jct::planner::MainWindow", "Idle cost"));
        m_chartTabs->addTab(m_checkpoint, QCoreApplication::translate("jct::planner::MainWindow", "Checkpoints"));
        m_chartTabs->addTab(m_stepTabs, QCoreApplication::translate("jct::planner::MainWindow", "Step breakdown"));
    } else {
        m_topCharts->insertWidget(0, m_syncWall);
        m_topCharts->insertWidget(1, m_idleCost);
        m_bottomCharts->insertWidget(0, m_checkpoint);
        m_bottomCharts->insertWidget(1, m_stepTabs);
        for (QWidget *chart : {static_cast<QWidget *>(m_syncWall), static_cast<QWidget *>(m_idleCost),
                               static_cast<QWidget *>(m_checkpoint), static_cast<QWidget *>(m_stepTabs)})
            chart->show();
    }
    m_topCharts->setVisible(!tabs);
    m_bottomCharts->setVisible(!tabs);
    m_chartTabs->setVisible(tabs);
}

void ChartArea::showNextChart(int step)
{
    if (!m_inTabs || m_chartTabs->count() == 0)
        return;
    const int count = m_chartTabs->count();
    m_chartTabs->setCurrentIndex(((m_chartTabs->currentIndex() + step) % count + count) % count);
}

QWidget *ChartArea::currentTabbedChart() const
{
    return m_inTabs ? m_chartTabs->currentWidget() : nullptr;
}

void ChartArea::showComparison()
{
    m_stepTabs->setCurrentWidget(m_comparison);
}

void ChartArea::setStale(bool stale, const QString &problem)
{
    for (widgets::ChartView *chart : charts())
        chart->setStale(stale, problem);
}

void ChartArea::forgetPlan()
{
    for (widgets::ChartView *chart : charts())
        chart->forgetData();
}

void ChartArea::showPlan(const ComparedCharts &charts, const present::PlanAnalysis &shown,
                         const QVector<present::ComparisonEntry> &entries)
{
    m_syncWall->setData(charts.syncWall);
    m_idleCost->setData(charts.idleCost);
    m_checkpoint->setData(charts.checkpoint);
    m_step->setData(charts.step);
    m_summary->setItems(shown.summary);
    m_sensitivity->setEntries(shown.sensitivity);
    m_loss->setData(charts.loss);
    m_comparison->setComparison(charts.aName, charts.bName, entries);
}

void ChartArea::setPresentationMode(bool on, const QFont &tabFont)
{
    m_chartTabs->tabBar()->setFont(tabFont);
    m_stepTabs->tabBar()->setFont(tabFont);
    m_summary->setPresentationMode(on);
    m_waiting->setVisible(!on); // only the summary and the charts
    for (widgets::ChartView *chart : charts())
        chart->setPresentationMode(on);
    // High contrast: pure black on white behind the charts and tiles.
    QPalette palette = QApplication::palette();
    if (on) {
        palette.setColor(QPalette::Window, Qt::white);
        palette.setColor(QPalette::WindowText, Qt::black);
        palette.setColor(QPalette::Base, Qt::white);
        palette.setColor(QPalette::Text, Qt::black);
    }
    setPalette(palette);
    setAutoFillBackground(on);
}

void ChartArea::setHighContrast(bool on)
{
    m_summary->setHighContrast(on);
    for (widgets::ChartView *chart : charts())
        chart->setHighContrast(on);
}

void ChartArea::setNumberLocale(const QLocale &locale)
{
    for (widgets::ChartView *chart : charts())
        chart->setNumberLocale(locale);
}

} // namespace jct::planner
