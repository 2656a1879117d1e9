#include "mainwindow.h"

#include "app/document/presets.h"
#include "app/present/language.h"
#include "app/present/plancaption.h"
#include "app/present/plansummary.h"
#include "capacitydialog.h"
#include "chartinteraction.h"
#include "comparedcharts.h"
#include "exportcontroller.h"
#include "helpdialogs.h"
#include "inputchanges.h"
#include "layoutsearchdialog.h"
#include "messagebar.h"
#include "ncclimportdialog.h"
#include "screenfit.h"
#include "waitingcalculator.h"
#include "widgets/chartstyle.h"
#include "widgets/chartview.h"
#include "widgets/checkpointchart.h"
#include "widgets/comparisontable.h"
#include "widgets/focusframe.h"
#include "widgets/idlecostchart.h"
#include "widgets/losschart.h"
#include "widgets/sensitivitytable.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <algorithm>
#include <cmath>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QInputDialog>
#include <QJsonDocument>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace jct::planner {

MainWindow::MainWindow(format::LoadedScenario scenario, QWidget *parent)
    : QMainWindow(parent)
    , m_document(new document::ScenarioDocument(std::move(scenario), this))
    , m_files(new PlanFiles(m_document, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    // The plan's name follows its inputs until the user renames it (app/present/plancaption.h).
    m_document->setNameRule(&present::nameAfterChange);
    // Before any child exists, so that each is built with the convention's locale.
    m_numberConvention =
        present::numberConventionFromKey(QSettings().value(QStringLiteral("view/numberConvention")).toString());
    present::applyNumberConvention(m_numberConvention);
    setLocale(QLocale());
    // Long plain tooltips wrap at a readable width (helpdialogs.h); once, not per rebuild.
    qApp->installEventFilter(new ToolTipWrapper(this));
    buildUi();
    connectChartEdits(m_document, m_syncWall, m_checkpoint);
    widgets::FocusFrame::install(this);
    // Before the analysis: a problem is shown next to the control that was moved.
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this,
            [this](const QString &keyPath) { m_lastEditedKey = keyPath; });
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
    m_summary = new widgets::SummaryStrip(this);
    m_syncWall = new widgets::SyncWallChart(this);
    m_idleCost = new widgets::IdleCostChart(this);
    m_checkpoint = new widgets::CheckpointChart(this);
    m_step = new widgets::StepBreakdownChart(this);
    m_sensitivity = new widgets::SensitivityTable(this);
    auto *stepTabs = new QTabWidget;
    stepTabs->setDocumentMode(true);
    stepTabs->addTab(m_step, tr("Step breakdown"));
    stepTabs->addTab(m_sensitivity, tr("Sensitivity"));
    m_loss = new widgets::LossChart(this);
    stepTabs->addTab(m_loss, tr("Packet loss"));
    m_comparison = new widgets::ComparisonTable(this);
    stepTabs->addTab(m_comparison, tr("A/B comparison"));
    m_stepTabs = stepTabs;
    // A screen reader names the tab bar by its current tab and describes it by that tab's tooltip.
    stepTabs->tabBar()->setAccessibleName(tr("Step charts and tables"));
    stepTabs->setTabToolTip(0, tr("Where one training step's time goes: compute, exposed communication, bubble"));
    stepTabs->setTabToolTip(1, tr("What one change of an input does to this plan's job time and cost"));
    stepTabs->setTabToolTip(2, tr("GPU utilization and job time against packet loss"));
    stepTabs->setTabToolTip(3, tr("Plan A against plan B, figure by figure (View ▸ Pin current plan as A)"));

    m_topCharts = new QSplitter(Qt::Horizontal);
    m_topCharts->addWidget(m_syncWall);
    m_topCharts->addWidget(m_idleCost);
    m_bottomCharts = new QSplitter(Qt::Horizontal);
    m_bottomCharts->addWidget(m_checkpoint);
    m_bottomCharts->addWidget(stepTabs);
    m_chartRows = new QSplitter(Qt::Vertical);
    // The cost-of-waiting calculator takes the strip's free cell, in the row of the cost tiles.
    m_waiting = new WaitingCalculator;
    m_summary->setTrailingWidget(m_waiting);
    m_chartRows->addWidget(m_summary);
    m_chartRows->addWidget(m_topCharts);
    m_chartRows->addWidget(m_bottomCharts);
    m_chartTabs = new QTabWidget;
    m_chartTabs->setObjectName(QStringLiteral("chartTabs"));
    m_chartTabs->setDocumentMode(true);
    m_chartRows->addWidget(m_chartTabs);
    m_chartTabs->hide();
    m_chartRows->setStretchFactor(0, 0);
    m_chartRows->setStretchFactor(1, 1);
    m_chartRows->setStretchFactor(2, 1);
    m_chartRows->setStretchFactor(3, 1);
    m_chartRows->setChildrenCollapsible(false);
    for (QSplitter *s : {m_topCharts, m_bottomCharts})
        s->setChildrenCollapsible(false);

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->addWidget(buildControls());
    // The message bars sit above the charts, as wide as they are.
    auto *right = new QWidget;
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->setSpacing(2);
    m_presetBar = new MessageBar(MessageBar::Tone::Information, right);
    m_presetBar->setObjectName(QStringLiteral("presetMessageBar"));
    m_problemBar = new MessageBar(MessageBar::Tone::Warning, right);
    m_problemBar->setObjectName(QStringLiteral("problemMessageBar"));
    m_exportBar = new MessageBar(MessageBar::Tone::Information, right);
    m_exportBar->setObjectName(QStringLiteral("exportMessageBar"));
    rightLayout->addWidget(m_presetBar);
    rightLayout->addWidget(m_problemBar);
    rightLayout->addWidget(m_exportBar);
    rightLayout->addWidget(m_chartRows, 1);
    m_mainSplitter->addWidget(right);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setChildrenCollapsible(false);
    connect(m_mainSplitter, &QSplitter::splitterMoved, this, &MainWindow::arrangeCharts);
    setCentralWidget(m_mainSplitter);
    // Defaults until the user's own sizes are restored: charts share the width evenly.
    m_topCharts->setSizes({1000, 1000});
    m_bottomCharts->setSizes({1000, 1000});
    m_chartRows->setSizes({150, 1000, 1000});

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
    QSettings().setValue(QStringLiteral("view/language"), code);
    present::installLanguage(code);
}

QString MainWindow::language()
{
    return QSettings().value(QStringLiteral("view/language")).toString();
}

void MainWindow::retranslate()
{
    m_retranslatePending = false;
    // The panel, the tiles, the charts and the menus are built again in the new language
    // from the same document (its undo stack and file kept); the splitters keep their sizes.
    const bool presenting = m_presentation;
    setPresentationMode(false);
    saveSettings();
    delete m_capacity;
    m_capacity = nullptr;
    delete m_ncclImport;
    m_ncclImport = nullptr;
    delete m_export;
    m_export = nullptr;
    m_chartsInTabs = false;
    setMenuBar(new QMenuBar); // deletes the old one, with its menus and actions
    delete takeCentralWidget();
    m_files->retranslate();
    buildUi();
    restoreSettings();
    {
        const QSignalBlocker blocker(m_menus.highContrastAction());
        m_menus.highContrastAction()->setChecked(m_highContrast);
    }
    m_summary->setHighContrast(m_highContrast);
    for (widgets::ChartView *chart : charts())
        chart->setHighContrast(m_highContrast);
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
    auto *scroll = new QScrollArea;
    scroll->setAccessibleName(tr("Plan controls"));
    scroll->setAccessibleDescription(tr("Every input of the plan, grouped by subject; Tab moves from one to the next"));
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_panel->setMaximumWidth(380);
    scroll->setMinimumWidth(std::min(m_panel->sizeHint().width(), 380) + 24);
    return scroll;
}

void MainWindow::buildMenus()
{
    // Chart, data and report exports (exportcontroller.cpp): the charts show m_shown.
    m_export = new ExportController(this, [this]() -> const present::PlanAnalysis & { return m_shown; },
                                    {{present::ChartId::SyncWall, m_syncWall},
                                     {present::ChartId::IdleCost, m_idleCost},
                                     {present::ChartId::Failures, m_checkpoint},
                                     {present::ChartId::Breakdown, m_step}});
    m_export->setComparisonSource([this] { return planA(); });
    m_export->setChartSource([this]() -> const present::PlanAnalysis & { return m_onScreen; });
    m_export->setConfirmationBar(m_exportBar);
    m_menus = MainMenus(this, m_export);
    connect(m_menus.compareAction(), &QAction::toggled, this, &MainWindow::setCompareInterconnects);
}

void MainWindow::setCompareInterconnects(bool on)
{
    m_options.compareInterconnects = on;
    const QSignalBlocker blocker(m_compare);
    m_compare->setChecked(on);
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
    bool ok = false;
    const int percent = QInputDialog::getInt(
        this, tr("Sync-wall knee"),
        tr("The knee is the largest GPU count up to which every valid count keeps this scaling efficiency\n"
           "(speed-up over the smallest count that fits, divided by the GPU ratio), in %:"),
        static_cast<int>(std::lround(m_options.kneeThreshold * 100.0)), 1, 100, 1, &ok);
    if (ok)
        setKneeThreshold(percent / 100.0);
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
    showPresetChanges(before, section, change.yours);
}

void MainWindow::showPresetChanges(const format::LoadedScenario &before, const QString &section,
                                   const QStringList &yours)
{
    m_presetResult = m_document->scenario();
    const QVector<ControlSpec> &specs = m_panel->specs();
    const QVector<InputChange> changes = inputChanges(specs, before, m_presetResult);
    QString lead;
    QStringList replaced;
    QStringList also;
    for (const InputChange &change : changes) {
        if (change.keyPath == section)
            lead = changeText(change);
        else if (yours.contains(change.keyPath))
            replaced.append(changeText(change));
        else
            also.append(changeText(change));
    }
    // Values of the user's that no control shows (a fabric's hop latency typed in a file).
    for (const QString &key : yours) {
        const bool listed = std::any_of(changes.cbegin(), changes.cend(),
                                        [&](const InputChange &change) { return change.keyPath == key; });
        if (!listed)
            replaced.append(controlLabel(specs, key));
    }
    if (replaced.isEmpty() && also.isEmpty()) {
        m_presetBar->clear();
        return;
    }
    constexpr qsizetype kMostListed = 6;
    if (also.size() > kMostListed) {
        const qsizetype more = also.size() - kMostListed;
        also.resize(kMostListed);
        also.append(tr("%n more", nullptr, static_cast<int>(more)));
    }
    QStringList sentences;
    if (!replaced.isEmpty())
        sentences.append(tr("%1 replaced your values: %2.").arg(lead, replaced.join(QStringLiteral(", "))));
    if (!also.isEmpty())
        sentences.append(replaced.isEmpty() ? tr("%1 also changed %2.").arg(lead, also.join(QStringLiteral(", ")))
                                            : tr("Also changed: %1.").arg(also.join(QStringLiteral(", "))));
    QVector<MessageBar::Action> actions;
    if (!yours.isEmpty()) {
        actions.append(
            {tr("Keep my values"), QStringLiteral("keepMyValues"),
             tr("Give back the values of yours that the preset replaced, keeping the preset (one undo step)."),
             [this, before, yours] {
                 QString error;
                 const std::optional<format::LoadedScenario> kept =
                     document::keepValues(m_document->scenario(), before, yours, &error);
                 if (!kept) {
                     statusBar()->showMessage(tr("Cannot keep your values: %1").arg(error), 15000);
                     return;
                 }
                 m_document->replace(*kept, tr("Keep my values"));
             }});
    }
    m_presetBar->showMessage(sentences.join(QLatin1Char(' ')), actions);
}

std::array<widgets::ChartView *, 5> MainWindow::charts() const
{
    return {m_syncWall, m_idleCost, m_checkpoint, m_step, m_loss};
}

bool MainWindow::openExample(const QString &resourcePath, QString *error)
{
    const format::ScenarioReadResult read = format::readScenarioFile(resourcePath);
    if (!read.ok()) {
        if (error)
            *error = tr("%1: %2").arg(resourcePath, read.error.toString());
        return false;
    }
    m_document->replace(*read.loaded, tr("Open example “%1”").arg(read.loaded->name));
    m_document->setFileName(QString());
    updateTitle();
    statusBar()->showMessage(read.loaded->description, 15000);
    return true;
}

void MainWindow::setNumberConvention(present::NumberConvention convention)
{
    QSettings().setValue(QStringLiteral("view/numberConvention"), present::numberConventionKey(convention));
    {
        const QSignalBlocker blocker(m_menus.systemNumbersAction());
        m_menus.systemNumbersAction()->setChecked(convention == present::NumberConvention::System);
    }
    if (convention == m_numberConvention)
        return;
    m_numberConvention = convention;
    present::applyNumberConvention(convention);
    const QLocale locale;
    setLocale(locale); // the value boxes and tables of the window
    for (widgets::ChartView *chart : charts())
        chart->setNumberLocale(locale);
    if (m_capacity)
        m_capacity->setLocale(locale);
    handleScenarioChanged(); // tiles and tables are formatted when the plan is analysed
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    {
        const QSignalBlocker blocker(m_menus.presentationAction());
        m_menus.presentationAction()->setChecked(on);
    }
    m_menus.leavePresentationAction()->setEnabled(on);
    m_menus.nextChartAction()->setEnabled(on);
    m_menus.previousChartAction()->setEnabled(on);
    m_mainSplitter->widget(0)->setVisible(!on); // the controls
    // The chart tabs' names and the step tabs' read from the back of the room too.
    QFont tabFont = font();
    if (on)
        tabFont.setPointSizeF(tabFont.pointSizeF() * widgets::ChartView::kPresentationScale);
    m_chartTabs->tabBar()->setFont(tabFont);
    m_stepTabs->tabBar()->setFont(tabFont);
    menuBar()->setVisible(!on);
    statusBar()->setVisible(!on);
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
    m_chartRows->setPalette(palette);
    m_chartRows->setAutoFillBackground(on);
    if (on) {
        m_statesBeforePresentation = windowState();
        setWindowState(windowState() | Qt::WindowFullScreen);
    } else {
        setWindowState(m_statesBeforePresentation & ~Qt::WindowFullScreen);
    }
    arrangeCharts(); // without the controls the charts may fit side by side
}

void MainWindow::showNextChart(int step)
{
    if (!m_chartsInTabs || m_chartTabs->count() == 0)
        return;
    const int count = m_chartTabs->count();
    m_chartTabs->setCurrentIndex(((m_chartTabs->currentIndex() + step) % count + count) % count);
}

QWidget *MainWindow::currentTabbedChart() const
{
    return m_chartsInTabs ? m_chartTabs->currentWidget() : nullptr;
}

void MainWindow::copySummary()
{
    const QString text = present::planSummaryText(m_shown, present::SummaryFormat::PlainText, QLocale());
    if (text.isEmpty()) {
        statusBar()->showMessage(tr("No plan that runs has been shown yet: there is nothing to copy."), 8000);
        return;
    }
    auto *mime = new QMimeData;
    mime->setText(text);
    mime->setData(QStringLiteral("text/markdown"),
                  present::planSummaryText(m_shown, present::SummaryFormat::Markdown, QLocale()).toUtf8());
    QApplication::clipboard()->setMimeData(mime);
    statusBar()->showMessage(tr("Copied the summary of %1").arg(m_shown.input.name), 4000);
}

void MainWindow::showManual()
{
    if (!m_manual)
        m_manual = new ManualDialog(this);
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    {
        const QSignalBlocker blocker(m_menus.highContrastAction());
        m_menus.highContrastAction()->setChecked(on);
    }
    // The palette the application started with (the platform's or the style's), to return to.
    static const QPalette before = QApplication::palette();
    QApplication::setPalette(on ? widgets::style::highContrastPalette() : before);
    m_summary->setHighContrast(on);
    for (widgets::ChartView *chart : charts())
        chart->setHighContrast(on);
    QSettings().setValue(QStringLiteral("view/highContrast"), on);
}

bool MainWindow::pinAsA()
{
    if (!m_shown.result.fits())
        return false;
    m_planA = m_shown; // analysed already: A is never recomputed while B changes
    m_menus.clearAAction()->setEnabled(true);
    m_stepTabs->setCurrentWidget(m_comparison);
    showAnalysis();
    return true;
}

bool MainWindow::openAsA(const QString &path, QString *error)
{
    const format::ScenarioReadResult read = format::readScenarioFile(path);
    if (!read.ok()) {
        if (error)
            *error = tr("%1: %2").arg(path, read.error.toString());
        return false;
    }
    present::AnalysisOptions options = m_options;
    options.compareInterconnects = false;
    present::PlanAnalysis a = present::analyzePlan(*read.loaded, options);
    if (!a.runs()) {
        if (error)
            *error = tr("%1: this plan cannot run: %2").arg(path, a.problem);
        return false;
    }
    m_planA = std::move(a);
    m_menus.clearAAction()->setEnabled(true);
    m_stepTabs->setCurrentWidget(m_comparison);
    showAnalysis();
    return true;
}

void MainWindow::clearA()
{
    m_planA.reset();
    m_menus.clearAAction()->setEnabled(false);
    showAnalysis();
}

CapacityDialog *MainWindow::capacityDialog()
{
    if (!m_capacity) {
        m_capacity = new CapacityDialog(this);
        m_capacity->setScenario(m_document->scenario().scenario);
    }
    return m_capacity;
}

bool MainWindow::importNcclLog(const QString &path, QString *error)
{
    if (!m_ncclImport) {
        m_ncclImport = new NcclImportDialog(this);
        connect(m_ncclImport, &NcclImportDialog::applyRequested, this, [this] {
            const present::NcclApplied &applied = m_ncclImport->applied();
            m_document->replace(applied.plan,
                                tr("Apply nccl-tests fit (%1)").arg(applied.changes.join(QStringLiteral("; "))));
        });
    }
    if (!m_ncclImport->loadLog(path, m_document->scenario(), error))
        return false;
    m_ncclImport->show();
    m_ncclImport->raise();
    return true;
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    return m_files->loadFile(path, error);
}

void MainWindow::showOpenError(const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot open plan"), message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("openErrorBox"));
    box->setInformativeText(
        tr("The window shows %1 instead; nothing was changed on disk.").arg(m_files->displayName()));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    statusBar()->showMessage(message, 60000);
}

void MainWindow::handleScenarioChanged()
{
    // The preset message speaks of the plan the preset made; any other change retires it.
    if (m_presetBar && !m_presetBar->isHidden() && !format::sameContent(m_document->scenario(), m_presetResult))
        m_presetBar->clear();
    m_analysis = present::analyzePlan(m_document->scenario(), m_options);
    ++m_analysisCount;
    if (m_analysis.runs())
        m_shown = m_analysis;
    m_panel->refresh(m_document->scenario(), m_analysis);
    showAnalysis();
    if (m_capacity && m_capacity->isVisible()) // a few thousand evaluations: only when shown
        m_capacity->setScenario(m_document->scenario().scenario);
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

    for (widgets::ChartView *chart : charts())
        chart->setStale(stale, problem);
    if (m_shown.result.fits()) {
        const ComparedCharts charts = m_planA ? compareAnalyses(*m_planA, m_shown) : chartsOf(m_shown);
        // What exports and copies draw: the charts as shown, A laid over B when A is pinned.
        m_onScreen = m_shown;
        m_onScreen.syncWallChart = charts.syncWall;
        m_onScreen.idleCostChart = charts.idleCost;
        m_onScreen.checkpointChart = charts.checkpoint;
        m_onScreen.stepChart = charts.step;
        m_onScreen.lossChart = charts.loss;
        m_syncWall->setData(charts.syncWall);
        m_idleCost->setData(charts.idleCost);
        m_checkpoint->setData(charts.checkpoint);
        m_step->setData(charts.step);
        m_summary->setItems(m_shown.summary);
        m_waiting->setScenario(m_shown.input.scenario);
        m_sensitivity->setEntries(m_shown.sensitivity);
        m_loss->setData(charts.loss);
        QVector<present::ComparisonEntry> entries = charts.entries;
        if (m_planA)
            entries = inputEntries(m_panel->specs(), m_planA->input, m_shown.input) + entries;
        m_comparison->setComparison(charts.aName, charts.bName, entries);
    }
    m_summary->setStale(stale, m_analysis.failing);
    showProblemFixes();
    const QString status = tr("%1 engine evaluations for this view").arg(m_analysis.evaluations);
    if (statusBar()->currentMessage() != status)
        statusBar()->showMessage(status);
}

void MainWindow::showProblemFixes()
{
    if (m_analysis.runs()) {
        m_problemBar->clear();
        return;
    }
    QVector<MessageBar::Action> actions;
    QUndoStack *undo = m_document->undoStack();
    if (undo->canUndo())
        actions.append({tr("Undo “%1”").arg(undo->undoText()), QStringLiteral("undoLastChange"),
                        tr("Revert the last change (Ctrl+Z)"), [undo] { undo->undo(); }, true});
    // The GPU counts nearest this one that make a valid layout (the GPU slider's stops).
    const format::LoadedScenario &plan = m_document->scenario();
    const int gpus = plan.scenario.cluster.gpus;
    for (const ControlSpec &spec : m_panel->specs()) {
        if (spec.keyPath != QLatin1String("cluster.gpus") || !spec.stopsFor)
            continue;
        const QVector<double> counts = spec.stopsFor(plan.scenario);
        if (counts.contains(gpus))
            break;
        const auto above = std::upper_bound(counts.cbegin(), counts.cend(), static_cast<double>(gpus));
        QVector<int> nearest;
        if (above != counts.cbegin())
            nearest.append(static_cast<int>(*(above - 1)));
        if (above != counts.cend())
            nearest.append(static_cast<int>(*above));
        for (const int count : std::as_const(nearest)) {
            actions.append(
                {tr("Use %1 GPUs").arg(present::formatCount(count, QLocale())), QStringLiteral("useGpus%1").arg(count),
                 tr("The nearest GPU count that makes a valid layout with this tp·pp·cp and global batch"),
                 [this, count] {
                     m_document->edit(QStringLiteral("cluster.gpus"), tr("Set GPUs"),
                                      [count](format::LoadedScenario &p) { p.scenario.cluster.gpus = count; });
                     m_document->endInteractiveEdit();
                 },
                 true});
        }
        break;
    }
    actions.append({tr("Find a layout that fits…"), QStringLiteral("findLayoutThatFits"),
                    tr("Search every parallel layout of this model on this cluster (Tools ▸ Find best layout)"),
                    [this] {
                        auto *dialog = new LayoutSearchDialog(m_document, this);
                        dialog->setObjectName(QStringLiteral("layoutSearchDialog"));
                        dialog->setAttribute(Qt::WA_DeleteOnClose);
                        dialog->open();
                    },
                    false});
    const QString reason = withControlLabels(m_panel->specs(), m_analysis.problem);
    m_problemBar->showMessage(
        tr("This plan cannot run: %1. The charts and figures show the last plan that can.").arg(reason), actions);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — JCT Planner").arg(m_files->displayName()));
    setWindowModified(!m_document->undoStack()->isClean());
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    // The first start: as large as the screen allows, up to 1600 × 1000.
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen(this, QSize(1600, 1000));
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_mainSplitter->restoreState(settings.value(QStringLiteral("window/mainSplitter")).toByteArray());
    m_chartRows->restoreState(settings.value(QStringLiteral("window/chartRows")).toByteArray());
    m_topCharts->restoreState(settings.value(QStringLiteral("window/topCharts")).toByteArray());
    m_bottomCharts->restoreState(settings.value(QStringLiteral("window/bottomCharts")).toByteArray());
    const bool compare = settings.value(QStringLiteral("view/compareInterconnects"), false).toBool();
    m_options.compareInterconnects = compare;
    m_options.kneeThreshold =
        std::clamp(settings.value(QStringLiteral("view/kneeThreshold"), 0.7).toDouble(), 0.01, 1.0);
    {
        const QSignalBlocker a(m_menus.compareAction());
        const QSignalBlocker b(m_compare);
        m_menus.compareAction()->setChecked(compare);
        m_compare->setChecked(compare);
    }
    if (settings.value(QStringLiteral("view/highContrast"), false).toBool())
        setHighContrast(true);
}

void MainWindow::saveSettings()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/mainSplitter"), m_mainSplitter->saveState());
    settings.setValue(QStringLiteral("window/chartRows"), m_chartRows->saveState());
    settings.setValue(QStringLiteral("window/topCharts"), m_topCharts->saveState());
    settings.setValue(QStringLiteral("window/bottomCharts"), m_bottomCharts->saveState());
    settings.setValue(QStringLiteral("view/compareInterconnects"), m_options.compareInterconnects);
    settings.setValue(QStringLiteral("view/kneeThreshold"), m_options.kneeThreshold);
    settings.setValue(
        QStringLiteral("plan/last"),
        QString::fromUtf8(
            QJsonDocument(format::scenarioToJson(m_document->scenario())).toJson(QJsonDocument::Compact)));
    settings.setValue(QStringLiteral("plan/lastFile"), m_document->fileName());
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
    const int chartsWidth = width() - controlsWidth;
    // Below about 420 px a chart's title and legend are cut: tabs read better.
    constexpr int kReadableChartWidth = 420;
    const int twoCharts = 2 * kReadableChartWidth;
    // Presenting, one chart at a time, as large as the screen allows.
    const bool tabs = m_presentation || chartsWidth < twoCharts;
    if (tabs == m_chartsInTabs)
        return;
    m_chartsInTabs = tabs;
    if (tabs) {
        // Short names: the chart's own title is above it.
        m_chartTabs->addTab(m_syncWall, tr("Sync wall"));
        m_chartTabs->addTab(m_idleCost, tr("Idle cost"));
        m_chartTabs->addTab(m_checkpoint, tr("Checkpoints"));
        m_chartTabs->addTab(m_stepTabs, tr("Step breakdown"));
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
