#include "exportcontroller.h"

#include "app/format/atomicfile.h"
#include "app/present/charttable.h"
#include "app/present/plananalysis.h"
#include "app/present/plancaption.h"
#include "app/report/chartwidgets.h"
#include "app/report/reportwriter.h"
#include "exportdialog.h"
#include "messagebar.h"
#include "widgets/chartnavigation.h"
#include "widgets/chartview.h"

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUrl>

namespace jct::planner {

ExportController::ExportController(QWidget *window, AnalysisSource analysis,
                                   const QHash<present::ChartId, widgets::ChartView *> &charts)
    : QObject(window)
    , m_window(window)
    , m_analysis(std::move(analysis))
    , m_charts(charts)
{
    m_exportChart = new QAction(tr("Export &chart…"), this);
    m_exportChart->setStatusTip(tr("Write a chart as PNG, SVG or PDF, with the plan's name and assumptions"));
    connect(m_exportChart, &QAction::triggered, this, [this] { runExportDialog(currentChart()); });

    m_copyChart = new QAction(tr("Cop&y chart"), this);
    // Ctrl+Shift+C is Edit ▸ Copy summary.
    m_copyChart->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    m_copyChart->setStatusTip(tr("Copy the chart under the pointer (or the last one right-clicked) as an image"));
    connect(m_copyChart, &QAction::triggered, this, [this] { copyChart(currentChart()); });

    m_exportData = new QAction(tr("Export &data (CSV)…"), this);
    m_exportData->setStatusTip(tr("Write the numbers behind the charts as CSV"));
    connect(m_exportData, &QAction::triggered, this, [this] { runExportData(std::nullopt); });

    m_exportReport = new QAction(tr("Export &report (PDF)…"), this);
    m_exportReport->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportReport->setStatusTip(tr("Write the procurement report: figures, inputs, charts and tables (A4 PDF)"));
    connect(m_exportReport, &QAction::triggered, this, &ExportController::runExportReport);

    for (auto it = m_charts.begin(); it != m_charts.end(); ++it) {
        widgets::ChartView *view = it.value();
        const present::ChartId id = it.key();
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this, [this, view, id](const QPoint &pos) {
            m_lastChart = id;
            QMenu *menu = contextMenu(id, view);
            // Back from a zoom or pan (also Ctrl+0 and a double-click).
            menu->addSeparator();
            menu->addAction(view->navigation()->resetAction());
            menu->setAttribute(Qt::WA_DeleteOnClose);
            menu->popup(view->mapToGlobal(pos));
        });
    }
}

void ExportController::addActionsTo(QMenu *menu)
{
    menu->addAction(m_exportChart);
    menu->addAction(m_copyChart);
    menu->addAction(m_exportData);
    menu->addAction(m_exportReport);
}

QMenu *ExportController::contextMenu(present::ChartId chart, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    QAction *copy = menu->addAction(tr("Copy chart"), this, [this, chart] { copyChart(chart); });
    copy->setShortcut(m_copyChart->shortcut());
    QMenu *exportMenu = menu->addMenu(tr("Export"));
    exportMenu->addAction(tr("PNG image…"), this, [this, chart] { runExportDialog(chart, present::ImageFormat::Png); });
    exportMenu->addAction(tr("SVG (vector)…"), this,
                          [this, chart] { runExportDialog(chart, present::ImageFormat::Svg); });
    exportMenu->addAction(tr("PDF (vector)…"), this,
                          [this, chart] { runExportDialog(chart, present::ImageFormat::Pdf); });
    exportMenu->addSeparator();
    exportMenu->addAction(tr("Data (CSV)…"), this, [this, chart] { runExportData(chart); });
    return menu;
}

present::ChartId ExportController::currentChart() const
{
    for (auto it = m_charts.begin(); it != m_charts.end(); ++it) {
        const widgets::ChartView *view = it.value();
        if (view->isVisible() && view->rect().contains(view->mapFromGlobal(QCursor::pos())))
            return it.key();
    }
    return m_lastChart;
}

QString ExportController::suggestedFileName(const QString &what, const QString &suffix) const
{
    return present::exportFileName(m_analysis().input, what, suffix);
}

present::ChartCaption ExportController::caption() const
{
    return present::chartCaption(m_analysis());
}

bool ExportController::hasPlan(QString *error) const
{
    // The window shows the last plan that runs; before there was one, there is nothing to export.
    if (m_analysis().runs() && m_analysis().result.fits() && m_analysis().result.predictedSeconds > 0.0)
        return true;
    if (error)
        *error = tr("No plan that runs has been shown yet: there is nothing to export.");
    return false;
}

bool ExportController::exportChart(present::ChartId chart, const QString &path,
                                   const widgets::ChartExportOptions &options, QString *error)
{
    if (!hasPlan(error))
        return false;
    std::unique_ptr<widgets::ChartView> view = makeShownChart(chart);
    widgets::ChartExportOptions withCaption = options;
    if (withCaption.caption.scenario.isEmpty() && withCaption.caption.assumptions.isEmpty())
        withCaption.caption = caption();
    return widgets::exportChart(*view, path, withCaption, error);
}

std::unique_ptr<widgets::ChartView> ExportController::makeShownChart(present::ChartId chart) const
{
    return report::makeChart(chart, m_chartAnalysis ? m_chartAnalysis() : m_analysis());
}

QString ExportController::lastFolder()
{
    return QSettings().value(QStringLiteral("export/lastFolder")).toString();
}

QString ExportController::inLastFolder(const QString &fileName)
{
    const QString folder = lastFolder();
    return folder.isEmpty() || !QDir(folder).exists() ? fileName : QDir(folder).filePath(fileName);
}

void ExportController::confirmExport(const QString &path)
{
    const QFileInfo info(path); // a file, or the folder every chart's data went into
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    QSettings().setValue(QStringLiteral("export/lastFolder"), folder);
    if (!m_confirmation)
        return;
    m_confirmation->showMessage(
        tr("Exported to %1").arg(QDir::toNativeSeparators(path)),
        {{tr("Open folder"), QStringLiteral("openExportFolder"), tr("Show %1 in the file manager").arg(folder),
          [folder] { QDesktopServices::openUrl(QUrl::fromLocalFile(folder)); }, false}});
}

void ExportController::copyChart(present::ChartId chart)
{
    if (!hasPlan(nullptr))
        return;
    std::unique_ptr<widgets::ChartView> view = makeShownChart(chart);
    widgets::copyChartToClipboard(*view, caption(), m_lastSize, m_lastDpi);
    if (auto *main = qobject_cast<QMainWindow *>(m_window))
        main->statusBar()->showMessage(copiedMessage(chart), 4000);
}

QString ExportController::copiedMessage(present::ChartId chart)
{
    // One sentence per chart: a title lower-cased into a sentence ("the %1 chart") would
    // lower-case German nouns, and other languages place the chart's name differently.
    switch (chart) {
    case present::ChartId::SyncWall:
        return tr("Copied the sync wall chart");
    case present::ChartId::IdleCost:
        return tr("Copied the cost of idle time chart");
    case present::ChartId::Failures:
        return tr("Copied the checkpoint and failure overhead chart");
    case present::ChartId::Breakdown:
        break;
    }
    return tr("Copied the step breakdown chart");
}

bool ExportController::exportData(present::ChartId chart, const QString &path, QString *error)
{
    if (!hasPlan(error))
        return false;
    return format::writeFileAtomically(path, present::chartTable(chart, m_analysis()).toCsv(), error);
}

QStringList ExportController::exportAllData(const QString &directory, QString *error)
{
    QStringList written;
    for (present::ChartId id : present::kAllCharts) {
        const QString path = QDir(directory).filePath(suggestedFileName(present::chartName(id), QStringLiteral("csv")));
        if (!exportData(id, path, error))
            return written;
        written.append(path);
    }
    return written;
}

bool ExportController::exportReport(const QString &path, QString *error)
{
    if (!hasPlan(error))
        return false;
    report::ReportOptions options;
    options.version = QApplication::applicationVersion();
    const present::PlanAnalysis *planA = m_planA ? m_planA() : nullptr;
    report::ReportWriter writer = planA ? report::ReportWriter(*planA, &m_analysis(), options)
                                        : report::ReportWriter(m_analysis(), nullptr, options);
    return writer.writePdf(path, error);
}

void ExportController::showError(const QString &title, const QString &error)
{
    QMessageBox::warning(m_window, title, error);
}

void ExportController::runExportDialog(present::ChartId chart, std::optional<present::ImageFormat> format)
{
    ExportDialog dialog(chart, m_window);
    dialog.setPixelSize(m_lastSize);
    dialog.setDpi(m_lastDpi);
    if (format)
        dialog.setFormat(*format);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_lastSize = dialog.pixelSize();
    m_lastDpi = dialog.dpi();
    m_lastChart = dialog.chart();
    const QString suffix = present::imageFormatSuffix(dialog.format());
    const QString suggested = suggestedFileName(present::chartName(dialog.chart()), suffix);
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export chart"), inLastFolder(suggested),
                                                tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QString(QLatin1Char('.') + suffix), Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    widgets::ChartExportOptions options;
    options.format = dialog.format();
    options.size = dialog.pixelSize();
    options.dpi = dialog.dpi();
    QString error;
    if (!exportChart(dialog.chart(), path, options, &error))
        showError(tr("Cannot export the chart"), error);
    else
        confirmExport(path);
}

void ExportController::runExportData(std::optional<present::ChartId> chart)
{
    if (!chart) {
        QStringList items{tr("All charts (one file each)")};
        for (present::ChartId id : present::kAllCharts)
            items.append(present::chartTitle(id));
        bool ok = false;
        const QString item =
            QInputDialog::getItem(m_window, tr("Export data (CSV)"), tr("Data of:"), items, 0, false, &ok);
        if (!ok)
            return;
        const qsizetype index = items.indexOf(item);
        if (index <= 0) {
            const QString directory =
                QFileDialog::getExistingDirectory(m_window, tr("Export data of every chart into"), lastFolder());
            if (directory.isEmpty())
                return;
            QString error;
            const QStringList written = exportAllData(directory, &error);
            if (written.size() != static_cast<qsizetype>(present::kAllCharts.size()))
                showError(tr("Cannot export the data"), error);
            else
                confirmExport(directory);
            return;
        }
        chart = present::kAllCharts[static_cast<std::size_t>(index - 1)];
    }
    const QString suggested = suggestedFileName(present::chartName(*chart), QStringLiteral("csv"));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export data (CSV)"), inLastFolder(suggested),
                                                tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive))
        path += QStringLiteral(".csv");
    QString error;
    if (!exportData(*chart, path, &error))
        showError(tr("Cannot export the data"), error);
    else
        confirmExport(path);
}

void ExportController::runExportReport()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export report (PDF)"),
        inLastFolder(suggestedFileName(QStringLiteral("report"), QStringLiteral("pdf"))), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const bool ok = exportReport(path, &error);
    QApplication::restoreOverrideCursor();
    if (!ok)
        showError(tr("Cannot export the report"), error);
    else
        confirmExport(path);
}

} // namespace jct::planner
