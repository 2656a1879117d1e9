#include "mainwindow.h"

#include "app/document/presets.h"
#include "app/present/language.h"
#include "app/present/plancaption.h"
#include "chartcolumn.h"
#include "chartinteraction.h"
#include "comparedcharts.h"
#include "exportcontroller.h"
#include "helpdialogs.h"
#include "inputchanges.h"
#include "messagebar.h"
#include "presentationmode.h"
#include "presetchanges.h"
#include "problemfixes.h"
#include "summaryclipboard.h"
#include "waitingcalculator.h"
#include "widgets/chartstyle.h"
#include "widgets/chartview.h"
#include "widgets/focusframe.h"
#include "widgets/summarystrip.h"
#include "windowdialogs.h"
#include "windowsettings.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>

namespace jct::planner {

MainWindow::MainWindow(format::LoadedScenario scenario, QWidget *parent)
    : QMainWindow(parent)
    , m_document(new document::ScenarioDocument(std::move(scenario), this))
    , m_files(new PlanFiles(m_document, this))
    , m_dialogs(new WindowDialogs(this, m_document))
{
    setObjectName(QStringLiteral("MainWindow"));
    // The plan's name follows its inputs until the user renames it (app/present/plancaption.h).
    m_document->setNameRule(&present::nameAfterChange);
    // Before any child exists, so that each is built with the convention's locale.
    m_numberConvention = savedNumberConvention();
    present::applyNumberConvention(m_numberConvention);
    setLocale(QLocale());
    // Long plain tooltips wrap at a readable width (helpdialogs.h); once, not per rebuild.
    qApp->installEventFilter(new ToolTipWrapper(this));
    buildUi();
    widgets::FocusFrame::install(this);
    // Before the analysis: a problem is shown next to the control that was moved.
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this,
            [this](const QString &keyPath) { m_lastEditedKey = keyPath; });
    // A file opened is another plan: what ran of the previous one is not its "last plan".
    connect(m_document, &document::ScenarioDocument::loaded, this, [this] {
        m_shown = present::PlanAnalysis();
        m_charts->forgetPlan();
    });
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this, &MainWindow::handleScenarioChanged);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // The title names the file, or the plan while untitled (a new or opened plan renames it).
    connect(m_document, &document::ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    restoreSettings();
    handleScenarioChanged();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // The document (a child) outlives this destructor's body; its undo stack announces
    // its own clearing. Nothing may reach the half-destroyed window then.
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
    // Nor may the clearing count as "saved" and delete the recovery copy.
    m_document->undoStack()->disconnect(m_files);
}

void MainWindow::buildUi()
{
    m_charts = new ChartArea(this);
    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->addWidget(buildControls());
    m_column = new ChartColumn(m_charts);
    m_mainSplitter->addWidget(m_column);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setChildrenCollapsible(false);
    connect(m_mainSplitter, &QSplitter::splitterMoved, this, &MainWindow::arrangeCharts);
    setCentralWidget(m_mainSplitter);
    // Defaults until the user's own sizes are restored: charts share the width evenly.
    m_charts->setDefaultSizes();
    // A click on the sync wall or the checkpoint chart (once focused) sets the GPU count or
    // the interval.
    connectChartEdits(m_document, m_charts->syncWall(), m_charts->checkpoint());

    buildMenus();
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // The children hear of the change after this window: rebuild once they have, and once
    // for all the translators that were replaced together.
    if (event->type() == QEvent::LanguageChange && !m_retranslatePending) {
        m_retranslatePending = true;
        QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
    }
}

void MainWindow::setLanguage(const QString &code)
{
    saveLanguage(code);
    present::installLanguage(code);
}

QString MainWindow::language()
{
    return savedLanguage();
}

void MainWindow::retranslate()
{
    m_retranslatePending = false;
    // The panel, the tiles, the charts and the menus are built again in the new language
    // from the same document (its undo stack and file kept); the splitters keep their sizes.
    const bool presenting = m_presentation.isOn();
    setPresentationMode(false);
    saveSettings();
    m_dialogs->dropTranslated();
    delete m_export;
    m_export = nullptr;
    setMenuBar(new QMenuBar); // deletes the old one, with its menus and actions
    delete takeCentralWidget();
    m_files->retranslate();
    buildUi();
    restoreSettings();
    setCheckedQuietly(m_menus.highContrastAction(), m_highContrast);
    m_charts->setHighContrast(m_highContrast);
    m_menus.clearAAction()->setEnabled(m_planA.has_value());
    handleScenarioChanged();
    updateTitle();
    arrangeCharts();
    setPresentationMode(presenting);
}

QWidget *MainWindow::buildControls()
{
    m_panel = new ControlPanel(ControlSpecs::all(), m_document);
    connect(m_panel, &ControlPanel::presetChosen, this, &MainWindow::applyPreset);
    m_compare = m_panel->checkBox(QStringLiteral("view.compare_interconnects"));
    connect(m_compare, &QCheckBox::toggled, this, [this](bool on) { m_menus.compareAction()->setChecked(on); });
    return m_panel->inScrollArea();
}

void MainWindow::buildMenus()
{
    // Chart, data and report exports (exportcontroller.cpp): the charts show m_shown.
    m_export = new ExportController(
        this, [this]() -> const present::PlanAnalysis & { return m_shown; }, m_charts->exportedCharts());
    m_export->setComparisonSource([this] { return planA(); });
    m_export->setChartSource([this]() -> const present::PlanAnalysis & { return m_onScreen; });
    m_export->setConfirmationBar(m_column->exportBar());
    m_menus = MainMenus(this, m_export);
    connect(m_menus.compareAction(), &QAction::toggled, this, &MainWindow::setCompareInterconnects);
}

void MainWindow::setCompareInterconnects(bool on)
{
    m_options.compareInterconnects = on;
    setCheckedQuietly(m_compare, on);
    handleScenarioChanged();
}

void MainWindow::setKneeThreshold(double fraction)
{
    fraction = std::clamp(fraction, 0.01, 1.0);
    if (fraction == m_options.kneeThreshold)
        return;
    m_options.kneeThreshold = fraction;
    handleScenarioChanged();
}

void MainWindow::askKneeThreshold()
{
    if (const std::optional<double> fraction = WindowDialogs::askKneeThreshold(this, m_options.kneeThreshold))
        setKneeThreshold(*fraction);
}

void MainWindow::applyPreset(const QString &section, const QString &id)
{
    const document::PresetChange change = document::applyPreset(m_document->scenario(), section, id);
    if (!change.plan) {
        QMessageBox::warning(this, tr("Cannot apply %1").arg(id), change.error);
        m_panel->refresh(m_document->scenario(), m_analysis);
        return;
    }
    const format::LoadedScenario before = m_document->scenario();
    m_document->replace(*change.plan, change.description);
    m_presetResult = m_document->scenario();
    showPresetChanges(m_column->presetBar(), this, m_document, m_panel->specs(), before, section, change.yours);
}

bool MainWindow::openExample(const QString &resourcePath, QString *error)
{
    if (!m_files->openExample(resourcePath, error))
        return false;
    updateTitle();
    return true;
}

void MainWindow::setNumberConvention(present::NumberConvention convention)
{
    saveNumberConvention(convention);
    setCheckedQuietly(m_menus.systemNumbersAction(), convention == present::NumberConvention::System);
    if (convention == m_numberConvention)
        return;
    m_numberConvention = convention;
    present::applyNumberConvention(convention);
    const QLocale locale;
    setLocale(locale); // the value boxes and tables of the window
    m_charts->setNumberLocale(locale);
    m_dialogs->setLocale(locale);
    handleScenarioChanged(); // tiles and tables are formatted when the plan is analysed
}

void MainWindow::setPresentationMode(bool on)
{
    if (m_presentation.set(on, m_menus, m_mainSplitter->widget(0), m_charts))
        arrangeCharts(); // without the controls the charts may fit side by side
}

void MainWindow::showNextChart(int step)
{
    m_charts->showNextChart(step);
}

QWidget *MainWindow::currentTabbedChart() const
{
    return m_charts->currentTabbedChart();
}

void MainWindow::copySummary()
{
    copyPlanSummary(m_shown, statusBar());
}

void MainWindow::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    setCheckedQuietly(m_menus.highContrastAction(), on);
    // The palette the application started with (the platform's or the style's), to return to.
    static const QPalette before = QApplication::palette();
    QApplication::setPalette(on ? widgets::style::highContrastPalette() : before);
    m_charts->setHighContrast(on);
    saveHighContrast(on);
}

bool MainWindow::pinAsA()
{
    if (!m_shown.runs())
        return false;
    showAsA(m_shown); // analysed already: A is never recomputed while B changes
    return true;
}

bool MainWindow::openAsA(const QString &path, QString *error)
{
    std::optional<present::PlanAnalysis> a = analyzePlanFile(path, m_options, error);
    if (!a)
        return false;
    showAsA(std::move(*a));
    return true;
}

void MainWindow::showAsA(present::PlanAnalysis a)
{
    m_planA = std::move(a);
    m_menus.clearAAction()->setEnabled(true);
    m_charts->showComparison();
    showAnalysis();
}

void MainWindow::clearA()
{
    m_planA.reset();
    m_menus.clearAAction()->setEnabled(false);
    showAnalysis();
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    return m_files->loadFile(path, error);
}

void MainWindow::showOpenError(const QString &message)
{
    m_dialogs->showOpenError(message, m_files->displayName());
    statusBar()->showMessage(message, 60000);
}

void MainWindow::handleScenarioChanged()
{
    if (m_column)
        retirePresetMessage(m_column->presetBar(), m_document->scenario(), m_presetResult);
    m_analysis = present::analyzePlan(m_document->scenario(), m_options);
    ++m_analysisCount;
    if (m_analysis.runs())
        m_shown = m_analysis;
    m_panel->refresh(m_document->scenario(), m_analysis);
    showAnalysis();
    m_dialogs->followPlan();
}

void MainWindow::showAnalysis()
{
    const bool stale = !m_analysis.runs();
    // In the words of the panel, not the file's key paths.
    const QString problem = stale ? withControlLabels(m_panel->specs(), m_analysis.problem) : QString();
    // Next to the control that was moved, when it has one; else next to the one that caused it.
    const QString problemAt = stale && !m_lastEditedKey.isEmpty() && m_panel->control(m_lastEditedKey)
                                  ? m_lastEditedKey
                                  : m_analysis.problemKey;
    m_panel->showProblem(problemAt, problem);

    m_charts->setStale(stale, problem);
    // What idle time costs is the plan's GPUs at its price, whether or not the plan runs:
    // never the last plan that runs (another count, another price).
    m_charts->waiting()->setScenario(m_analysis.input.scenario);
    // A plan has run in this window (a default analysis "fits": it holds no problem).
    const bool lastPlan = m_shown.runs();
    if (lastPlan) {
        const ComparedCharts charts = m_planA ? compareAnalyses(*m_planA, m_shown) : chartsOf(m_shown);
        m_onScreen = asDrawn(m_shown, charts);
        QVector<present::ComparisonEntry> entries = charts.entries;
        if (m_planA)
            entries = inputEntries(m_panel->specs(), m_planA->input, m_shown.input) + entries;
        m_charts->showPlan(charts, m_shown, entries);
    } else {
        // No plan has run yet: the tiles' titles, greyed around the failing figure.
        m_charts->summary()->setItems(m_analysis.summary);
    }
    m_charts->summary()->setStale(stale, m_analysis.failing,
                                  lastPlan ? widgets::SummaryStrip::Shown::LastPlanThatRuns
                                           : widgets::SummaryStrip::Shown::NoPlanYet);
    showProblemFixes(m_column->problemBar(), this, m_document, m_panel->specs(), m_analysis, lastPlan);
    const QString status = tr("%1 engine evaluations for this view").arg(m_analysis.evaluations);
    if (statusBar()->currentMessage() != status)
        statusBar()->showMessage(status);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — JCT Planner").arg(m_files->displayName()));
    setWindowModified(!m_document->undoStack()->isClean());
}

void MainWindow::restoreSettings()
{
    restoreWindowLayout(this, m_mainSplitter, m_charts);
    const SavedViewOptions saved = savedViewOptions();
    m_options.compareInterconnects = saved.compareInterconnects;
    m_options.kneeThreshold = saved.kneeThreshold;
    setCheckedQuietly(m_menus.compareAction(), saved.compareInterconnects);
    setCheckedQuietly(m_compare, saved.compareInterconnects);
    if (saved.highContrast)
        setHighContrast(true);
}

void MainWindow::saveSettings()
{
    saveWindowLayout(this, m_mainSplitter, m_charts);
    saveViewOptions(m_options);
    saveLastPlan(*m_document);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    arrangeCharts();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    arrangeCharts(); // the controls have their width only once laid out
}

void MainWindow::arrangeCharts()
{
    // Two charts side by side need their minimum widths and the splitter's handle; the
    // controls keep their width (none in presentation mode).
    const QWidget *controls = m_mainSplitter->widget(0);
    const int controlsWidth = controls->isVisible() ? std::max(controls->width(), controls->minimumWidth()) : 0;
    m_charts->arrange(width() - controlsWidth, m_presentation.isOn());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_files->discardAutosave(); // a clean exit: nothing to recover next time
    event->accept();
}

} // namespace jct::planner
