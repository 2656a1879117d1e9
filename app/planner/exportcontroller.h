#pragma once

// The window's exports, kept out of MainWindow: File ▸ Export chart… (a dialog: chart,
// format, size, DPI), Copy chart (Ctrl+Alt+C: the chart under the pointer, else the
// last one right-clicked), Export data (CSV)… (one chart, or one file per chart), Export
// report (PDF)… (Ctrl+E), and a right-click menu on every chart. Exports draw the plan the
// charts show (the last one that runs) with fresh chart widgets of a fixed size, so what
// is written does not depend on the window's layout.

#include "app/present/chartid.h"
#include "widgets/chartexport.h"

#include <functional>
#include <memory>
#include <optional>

#include <QHash>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace jct::widgets {
class ChartView;
}

namespace jct::present {
struct PlanAnalysis;
}

namespace jct::planner {

class MessageBar;

class ExportController final : public QObject
{
    Q_OBJECT

public:
    using AnalysisSource = std::function<const present::PlanAnalysis &()>;

    // `charts`: the window's chart widgets, which get the right-click menu.
    ExportController(QWidget *window, AnalysisSource analysis,
                     const QHash<present::ChartId, widgets::ChartView *> &charts);

    // The pinned plan A of an A/B comparison, or null: the report then puts A and the
    // current plan (B) side by side.
    using ComparisonSource = std::function<const present::PlanAnalysis *()>;
    void setComparisonSource(ComparisonSource planA) { m_planA = std::move(planA); }
    // What the window's charts draw (with plan A laid over B when A is pinned): exported and
    // copied charts show the same. Without it, the analysis's own chart data.
    void setChartSource(AnalysisSource charts) { m_chartAnalysis = std::move(charts); }
    // A fresh chart widget of what chart `chart` shows on screen (exports draw it).
    [[nodiscard]] std::unique_ptr<widgets::ChartView> makeShownChart(present::ChartId chart) const;

    // After an export, a bar over the window (the window's, given here) says where it went,
    // with "Open folder"; the folder is offered first by the next export, also after a
    // restart (settings key "export/lastFolder").
    void setConfirmationBar(MessageBar *bar) { m_confirmation = bar; }
    [[nodiscard]] static QString lastFolder();
    // Remembers the folder of `path` (a file, or a folder) and shows the confirmation.
    void confirmExport(const QString &path);

    // Adds Export chart…, Copy chart, Export data (CSV)… and Export report (PDF)….
    void addActionsTo(QMenu *menu);

    [[nodiscard]] QAction *exportChartAction() const { return m_exportChart; }
    [[nodiscard]] QAction *copyChartAction() const { return m_copyChart; }
    [[nodiscard]] QAction *exportDataAction() const { return m_exportData; }
    [[nodiscard]] QAction *exportReportAction() const { return m_exportReport; }

    // The right-click menu of a chart (built on demand; the caller owns it).
    [[nodiscard]] QMenu *contextMenu(present::ChartId chart, QWidget *parent);

    // The same without dialogs (the actions call these; tests too).
    bool exportChart(present::ChartId chart, const QString &path, const widgets::ChartExportOptions &options,
                     QString *error);
    void copyChart(present::ChartId chart);
    // What the status bar says after Copy chart: "Copied the sync wall chart".
    [[nodiscard]] static QString copiedMessage(present::ChartId chart);
    bool exportData(present::ChartId chart, const QString &path, QString *error);
    // The name an export of the shown plan is offered under: "gpt3-175b_1024xB200_sync-wall.png"
    // for what = "sync-wall", suffix = "png" (present::exportFileName).
    [[nodiscard]] QString suggestedFileName(const QString &what, const QString &suffix) const;
    // One CSV per chart into `directory` ("<plan>_<chart>.csv"); the files written.
    QStringList exportAllData(const QString &directory, QString *error);
    bool exportReport(const QString &path, QString *error);

    // The chart under the mouse pointer, else the last one right-clicked.
    [[nodiscard]] present::ChartId currentChart() const;

private:
    [[nodiscard]] bool hasPlan(QString *error) const;
    [[nodiscard]] present::ChartCaption caption() const;
    void runExportDialog(present::ChartId chart, std::optional<present::ImageFormat> format = std::nullopt);
    void runExportData(std::optional<present::ChartId> chart);
    void runExportReport();
    void showError(const QString &title, const QString &error);

    QWidget *m_window;
    AnalysisSource m_analysis;
    ComparisonSource m_planA;
    AnalysisSource m_chartAnalysis;
    MessageBar *m_confirmation = nullptr;
    // The path a file dialog offers: the suggested name in the last export folder.
    [[nodiscard]] static QString inLastFolder(const QString &fileName);
    QHash<present::ChartId, widgets::ChartView *> m_charts;
    present::ChartId m_lastChart = present::ChartId::SyncWall;
    QSize m_lastSize{1600, 1000};
    int m_lastDpi = 150;
    QAction *m_exportChart = nullptr;
    QAction *m_copyChart = nullptr;
    QAction *m_exportData = nullptr;
    QAction *m_exportReport = nullptr;
};

} // namespace jct::planner
