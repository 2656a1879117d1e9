#include "mainwindow.h"

#include "app/format/enumnames.h"
#include "app/format/exampleplans.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "capacitydialog.h"
#include "comparedcharts.h"
#include "core/model/units.h"
#include "core/physics/compute.h"
#include "exportcontroller.h"
#include "layoutsearchdialog.h"
#include "widgets/chartview.h"
#include "widgets/checkpointchart.h"
#include "widgets/comparisontable.h"
#include "widgets/idlecostchart.h"
#include "widgets/losschart.h"
#include "widgets/sensitivitytable.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <array>
#include <cmath>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonDocument>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace jct::planner {

namespace {

using Scale = widgets::ParameterControl::Scale;
using Spec = widgets::ParameterControl::Spec;

QVector<double> powersOfTwo(int from, int to)
{
    QVector<double> v;
    for (int x = from; x <= to; x *= 2)
        v.append(x);
    return v;
}

QVector<double> divisorsOf(int n, int limit)
{
    QVector<double> v;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            v.append(d);
    return v;
}

// The items of a combo that sets an enumerated key: each value with its text.
template<typename E>
QVector<QPair<QString, int>> enumItems()
{
    QVector<QPair<QString, int>> items;
    for (const format::EnumName<E> &n : format::enumNames<E>())
        items.append({format::enumText(n.value), static_cast<int>(n.value)});
    return items;
}

// GPU counts between 8 and 65,536 that make a valid layout with the plan's model
// parallelism and global batch: N = tp·pp·cp·dp with dp dividing B/b.
QVector<double> validGpuCounts(const Scenario &s)
{
    const int mp = s.parallelism.tp * s.parallelism.pp * s.parallelism.cp;
    const int perRank = s.training.globalBatch / std::max(1, s.training.microBatch);
    QVector<double> counts;
    if (mp <= 0 || perRank <= 0)
        return counts;
    for (int dp = 1; static_cast<long long>(dp) * mp <= 65536 && dp <= perRank; ++dp)
        if (perRank % dp == 0 && dp * mp >= 8)
            counts.append(dp * mp);
    return counts;
}

} // namespace

MainWindow::MainWindow(format::LoadedScenario scenario, QWidget *parent)
    : QMainWindow(parent)
    , m_document(new document::ScenarioDocument(std::move(scenario), this))
    , m_files(new PlanFiles(m_document, this))
{
    setObjectName(QStringLiteral("MainWindow"));
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

    m_topCharts = new QSplitter(Qt::Horizontal);
    m_topCharts->addWidget(m_syncWall);
    m_topCharts->addWidget(m_idleCost);
    m_bottomCharts = new QSplitter(Qt::Horizontal);
    m_bottomCharts->addWidget(m_checkpoint);
    m_bottomCharts->addWidget(stepTabs);
    m_chartRows = new QSplitter(Qt::Vertical);
    m_chartRows->addWidget(m_summary);
    m_chartRows->addWidget(m_topCharts);
    m_chartRows->addWidget(m_bottomCharts);
    m_chartRows->setStretchFactor(0, 0);
    m_chartRows->setStretchFactor(1, 1);
    m_chartRows->setStretchFactor(2, 1);
    m_chartRows->setChildrenCollapsible(false);
    for (QSplitter *s : {m_topCharts, m_bottomCharts})
        s->setChildrenCollapsible(false);

    m_mainSplitter = new QSplitter(Qt::Horizontal, this);
    m_mainSplitter->addWidget(buildControls());
    m_mainSplitter->addWidget(m_chartRows);
    m_mainSplitter->setStretchFactor(0, 0);
    m_mainSplitter->setStretchFactor(1, 1);
    m_mainSplitter->setChildrenCollapsible(false);
    setCentralWidget(m_mainSplitter);
    // Defaults until the user's own sizes are restored: charts share the width evenly.
    m_topCharts->setSizes({1000, 1000});
    m_bottomCharts->setSizes({1000, 1000});
    m_chartRows->setSizes({150, 1000, 1000});

    buildMenus();
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this, &MainWindow::handleScenarioChanged);
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // The title names the file, or the plan while untitled (a new or opened plan renames it).
    connect(m_document, &document::ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &document::ScenarioDocument::scenarioChanged, this, &MainWindow::updateTitle);
    restoreSettings();
    refreshChoices();
    refreshControls();
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

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_files->addActionsTo(file); // New, Open…, Open Recent, Save, Save As…
    file->addSeparator();
    // An undoable edit of the plan, not a new plan: Ctrl+Z brings the changes back, so it
    // does not ask to save them (File ▸ New does).
    QAction *reset = file->addAction(tr("&Reset to the default plan"), this, [this] {
        m_document->replace(format::defaultScenario(), tr("Reset to the default plan"));
    });
    reset->setStatusTip(tr("GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand"));
    QMenu *examples = file->addMenu(tr("&Examples"));
    for (const format::ExamplePlan &example : format::examplePlans()) {
        QAction *action = examples->addAction(example.plan.name, this, [this, path = example.path] {
            QString error;
            if (!openExample(path, &error))
                QMessageBox::warning(this, tr("Cannot open example"), error);
        });
        action->setStatusTip(example.plan.description);
        action->setToolTip(example.plan.description);
    }
    examples->setToolTipsVisible(true);
    file->addSeparator();
    // Chart, data and report exports (exportcontroller.cpp): the charts show m_shown.
    m_export = new ExportController(this, [this]() -> const present::PlanAnalysis & { return m_shown; },
                                    {{present::ChartId::SyncWall, m_syncWall},
                                     {present::ChartId::IdleCost, m_idleCost},
                                     {present::ChartId::Failures, m_checkpoint},
                                     {present::ChartId::Breakdown, m_step}});
    m_export->setComparisonSource([this] { return planA(); });
    m_export->addActionsTo(file);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setStatusTip(tr("Close the window (asks to save unsaved changes)"));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_compareAction = view->addAction(tr("&Compare interconnects on the sync-wall chart"));
    m_compareAction->setCheckable(true);
    m_compareAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_compareAction, &QAction::toggled, this, [this](bool on) {
        m_options.compareInterconnects = on;
        const QSignalBlocker blocker(m_compare);
        m_compare->setChecked(on);
        handleScenarioChanged();
    });

    view->addSeparator();
    m_presentationAction = view->addAction(tr("&Presentation mode"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentationAction->setStatusTip(tr("Full screen with only the summary and the charts, in large high-contrast "
                                          "text (F5 or Esc to leave)"));
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresentationMode);
    // The menu bar is hidden while presenting: the window itself must own the shortcuts.
    addAction(m_presentationAction);
    m_leavePresentationAction = new QAction(tr("Leave presentation mode"), this);
    m_leavePresentationAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leavePresentationAction->setEnabled(false);
    connect(m_leavePresentationAction, &QAction::triggered, this, [this] { setPresentationMode(false); });
    addAction(m_leavePresentationAction);
    m_pinAction = view->addAction(tr("&Pin current plan as A"), this, [this] { pinAsA(); });
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_pinAction->setStatusTip(tr("Freeze this plan as A and keep editing B; every chart overlays A"));
    view->addAction(tr("Open plan as &A…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open plan as A"), QString(),
                                                          tr("JCT plans (*.jctplan *.json);;All files (*)"));
        QString error;
        if (!path.isEmpty() && !openAsA(path, &error))
            QMessageBox::warning(this, tr("Cannot open plan as A"), error);
    });
    m_clearAAction = view->addAction(tr("C&lear A"), this, &MainWindow::clearA);
    m_clearAAction->setEnabled(false);
    view->addSeparator();
    QAction *capacity = view->addAction(tr("Capacity &questions…"), this, [this] {
        capacityDialog()->setScenario(m_document->scenario().scenario);
        capacityDialog()->show();
        capacityDialog()->raise();
    });
    capacity->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    capacity->setStatusTip(tr("Fewest GPUs for a deadline, least cost per token, deadline check"));

    // Tools ▸ Find best layout: the auto-planner; applying its choice is one undo step.
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    QAction *findLayout = tools->addAction(tr("&Find best layout…"), this, [this] {
        LayoutSearchDialog dialog(m_document, this);
        dialog.exec();
    });
    findLayout->setObjectName(QStringLiteral("findBestLayoutAction"));
    findLayout->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    findLayout->setStatusTip(tr("Search every parallel layout for the fastest or cheapest plan"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About JCT Planner"), this, [this] {
        QMessageBox::about(this, tr("About JCT Planner"),
                           tr("<p><b>JCT Planner</b> %1</p><p>What-if planner for the completion time of large AI "
                              "training jobs: network, pipeline, recomputation, stragglers, checkpoints, failures "
                              "and cost in one analytic model. Every number has a breakdown; hover a chart to read "
                              "it, and see core/README.md for the formulas and their sources.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

widgets::ParameterControl *MainWindow::addControl(QVBoxLayout *layout, const QString &keyPath, const Spec &spec,
                                                  Getter get, Setter set)
{
    auto *control = new widgets::ParameterControl(spec);
    layout->addWidget(control);
    m_controls.insert(keyPath, control);
    m_getters.insert(keyPath, get);
    const QString description = tr("Set %1").arg(spec.label.toLower());
    connect(control, &widgets::ParameterControl::valueEdited, this, [this, keyPath, set, description](double v) {
        m_document->edit(keyPath, description, [&](format::LoadedScenario &plan) { set(plan, v); });
    });
    connect(control, &widgets::ParameterControl::editFinished, m_document,
            &document::ScenarioDocument::endInteractiveEdit);
    return control;
}

QWidget *MainWindow::buildControls()
{
    auto *panel = new QWidget;
    auto *column = new QVBoxLayout(panel);
    column->setContentsMargins(6, 6, 6, 6);
    column->setSpacing(6);
    const format::Catalog &catalog = format::Catalog::builtIn();

    auto group = [&](const QString &title) {
        auto *box = new QGroupBox(title, panel);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(6, 4, 6, 4);
        layout->setSpacing(2);
        column->addWidget(box);
        return layout;
    };
    auto combo = [&](QVBoxLayout *layout, const QString &label, const QString &tip) {
        auto *row = new QWidget;
        auto *form = new QFormLayout(row);
        form->setContentsMargins(0, 0, 0, 0);
        auto *box = new QComboBox(row);
        // Long catalog names must not widen the whole panel; the popup shows them in full.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(16);
        box->setToolTip(tip);
        box->setAccessibleName(label);
        form->addRow(label, box);
        layout->addWidget(row);
        return box;
    };

    auto choice = [&](QVBoxLayout *layout, const QString &keyPath, const QString &label, const QString &tip,
                      const QVector<QPair<QString, int>> &items, std::function<int(const Scenario &)> get,
                      std::function<void(Scenario &, int)> set) {
        QComboBox *box = combo(layout, label, tip);
        for (const auto &[text, value] : items)
            box->addItem(text, value);
        connect(box, &QComboBox::activated, this, [this, box, keyPath, label, set](int index) {
            const int value = box->itemData(index).toInt();
            m_document->edit(keyPath, tr("Set %1").arg(label.toLower()),
                             [set, value](format::LoadedScenario &p) { set(p.scenario, value); });
            m_document->endInteractiveEdit();
        });
        m_choiceCombos.insert(keyPath, {box, std::move(get)});
    };

    // ---- Cluster
    QVBoxLayout *cluster = group(tr("Cluster"));
    m_gpuCombo = combo(cluster, tr("GPU"),
                       tr("Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a "
                          "default price (resources/catalog/gpus.json, with sources)."));
    for (const QString &id : catalog.ids(format::Catalog::Kind::Gpu))
        m_gpuCombo->addItem(catalog.entry(format::Catalog::Kind::Gpu, id).value(QStringLiteral("name")).toString(), id);
    connect(m_gpuCombo, &QComboBox::activated, this,
            [this](int index) { applyPreset(QStringLiteral("cluster.gpu"), m_gpuCombo->itemData(index).toString()); });
    addControl(
        cluster, QStringLiteral("cluster.gpus"),
        {tr("GPUs"),
         tr("GPUs"),
         8,
         65536,
         0,
         Scale::Logarithmic,
         {},
         tr("N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp "
            "with dp dividing the global batch); type any count in the box. More GPUs shorten each step until "
            "the sync wall.")},
        [](const format::LoadedScenario &p) { return p.scenario.cluster.gpus; },
        [](format::LoadedScenario &p, double v) { p.scenario.cluster.gpus = static_cast<int>(v); });
    addControl(
        cluster, QStringLiteral("cost.gpu_hour_usd"),
        {tr("Price per GPU-hour"),
         QStringLiteral("$/h"),
         0.1,
         100,
         2,
         Scale::Logarithmic,
         {},
         tr("What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.")},
        [](const format::LoadedScenario &p) { return p.scenario.cost.gpuHourUsd; },
        [](format::LoadedScenario &p, double v) { p.scenario.cost.gpuHourUsd = v; });

    // ---- Network
    QVBoxLayout *network = group(tr("Interconnect"));
    m_fabricCombo = combo(network, tr("Fabric"),
                          tr("Scale-out network preset: NIC rate, latency, switch hop latency, "
                             "radix, transport, ECMP and SHARP (resources/catalog/fabrics.json)."));
    for (const QString &id : catalog.ids(format::Catalog::Kind::Fabric))
        m_fabricCombo->addItem(
            catalog.entry(format::Catalog::Kind::Fabric, id).value(QStringLiteral("name")).toString(), id);
    connect(m_fabricCombo, &QComboBox::activated, this, [this](int index) {
        applyPreset(QStringLiteral("network.preset"), m_fabricCombo->itemData(index).toString());
    });
    addControl(
        network, QStringLiteral("network.nic_gbps_per_gpu"),
        {tr("NIC bandwidth per GPU"),
         QStringLiteral("Gbit/s"),
         10,
         3200,
         0,
         Scale::Logarithmic,
         {},
         tr("Line rate of each GPU's NIC. β = line rate × protocol efficiency × loss and ECMP factors "
            "(÷ oversubscription across the spine); ring all-reduce time = 2(n−1)α + 2(n−1)/n · N/β.")},
        [](const format::LoadedScenario &p) { return units::bytesPerSecondToGbps(p.scenario.fabric.nicBandwidth); },
        [](format::LoadedScenario &p, double v) { p.scenario.fabric.nicBandwidth = units::gbpsToBytesPerSecond(v); });
    addControl(
        network, QStringLiteral("network.latency_us"),
        {tr("Network latency"),
         QStringLiteral("µs"),
         0.5,
         100,
         1,
         Scale::Logarithmic,
         {},
         tr("NIC and software latency of one message, before switch hops. α = latency + hops × hop latency; "
            "it weighs on small messages and on rings over many ranks (2(n−1)α).")},
        [](const format::LoadedScenario &p) { return p.scenario.fabric.latency / units::kMicrosecond; },
        [](format::LoadedScenario &p, double v) { p.scenario.fabric.latency = v * units::kMicrosecond; });
    addControl(
        network, QStringLiteral("network.loss_rate"),
        {tr("Packet loss"),
         QStringLiteral("%"),
         0,
         5,
         4,
         Scale::Linear,
         {0, 0.0001, 0.001, 0.01, 0.1, 0.3, 1, 3},
         tr("Probability that a packet is lost. Go-back-N (RoCE default) resends the in-flight window, "
            "bandwidth × RTT / MTU packets, per loss: β × 1/(1 + p·W); selective repeat resends one.")},
        [](const format::LoadedScenario &p) { return p.scenario.fabric.lossRate * 100.0; },
        [](format::LoadedScenario &p, double v) { p.scenario.fabric.lossRate = v / 100.0; });
    addControl(
        network, QStringLiteral("network.stall_probability"),
        {tr("Microburst stall chance"),
         QStringLiteral("%"),
         0,
         10,
         3,
         Scale::Linear,
         {0, 0.01, 0.1, 0.5, 1, 2, 5, 10},
         tr("Probability that one scale-out link stalls a collective call (a microburst, a PFC pause, a tail "
            "packet). A call over d domains waits (1 − (1 − p)^d) × the stall duration on average.")},
        [](const format::LoadedScenario &p) { return p.scenario.fabric.stallProbability * 100.0; },
        [](format::LoadedScenario &p, double v) { p.scenario.fabric.stallProbability = v / 100.0; });
    addControl(
        network, QStringLiteral("network.stall_us"),
        {tr("Stall duration"),
         QStringLiteral("µs"),
         0,
         100000,
         0,
         Scale::Linear,
         {0, 10, 50, 100, 500, 1000, 5000, 20000, 100000},
         tr("How long one such stall holds the collective, in microseconds.")},
        [](const format::LoadedScenario &p) { return p.scenario.fabric.stallSeconds / units::kMicrosecond; },
        [](format::LoadedScenario &p, double v) { p.scenario.fabric.stallSeconds = v * units::kMicrosecond; });
    choice(
        network, QStringLiteral("network.algorithm"), tr("Collective algorithm"),
        tr("Like NCCL_ALGO. auto: the fastest of ring, tree, hierarchical, NVLS / NVLS-tree / SHARP and PAT "
           "for each group and message size, priced with NCCL's tuner constants. A forced algorithm a group "
           "cannot use falls back to ring."),
        enumItems<CollectiveAlgorithm>(), [](const Scenario &s) { return int(s.fabric.algorithm); },
        [](Scenario &s, int v) { s.fabric.algorithm = static_cast<CollectiveAlgorithm>(v); });
    choice(
        network, QStringLiteral("network.protocol"), tr("NCCL protocol"),
        tr("Like NCCL_PROTO. auto: the fastest per call. LL: lowest latency, half the bandwidth; LL128: inside "
           "an NVLink domain, 92 % of the bandwidth; Simple: full bandwidth, highest latency."),
        enumItems<Protocol>(), [](const Scenario &s) { return int(s.fabric.protocol); },
        [](Scenario &s, int v) { s.fabric.protocol = static_cast<Protocol>(v); });
    m_compare = new QCheckBox(tr("Compare all interconnects on the sync-wall chart"));
    m_compare->setToolTip(tr("Adds one predicted-time curve per fabric preset, with this plan's loss rate (Ctrl+I)."));
    network->addWidget(m_compare);
    connect(m_compare, &QCheckBox::toggled, this, [this](bool on) { m_compareAction->setChecked(on); });

    // ---- Parallelism
    QVBoxLayout *layout = group(tr("Parallel layout"));
    m_dpLabel = new QLabel;
    m_dpLabel->setWordWrap(true);
    // Two lines, always: its text changes with every GPU step and must not relayout the panel.
    m_dpLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_dpLabel->setFixedHeight(2 * m_dpLabel->fontMetrics().lineSpacing() + 4);
    m_dpLabel->setToolTip(tr("dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches "
                             "per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work."));
    layout->addWidget(m_dpLabel);
    const QString tpTip = tr("Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. "
                             "Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).");
    addControl(
        layout, QStringLiteral("parallelism.tp"),
        {tr("Tensor parallel (tp)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64), tpTip},
        [](const format::LoadedScenario &p) { return p.scenario.parallelism.tp; },
        [](format::LoadedScenario &p, double v) { p.scenario.parallelism.tp = static_cast<int>(v); });
    addControl(
        layout, QStringLiteral("parallelism.pp"),
        {tr("Pipeline parallel (pp)"),
         QString(),
         1,
         1024,
         0,
         Scale::Linear,
         {1},
         tr("Pipeline stages p: each holds L/p layers. Bubble = (p − 1)/(v·m) of the step's work; activations "
            "of p micro-batches stay in flight on the first stage.")},
        [](const format::LoadedScenario &p) { return p.scenario.parallelism.pp; },
        [](format::LoadedScenario &p, double v) { p.scenario.parallelism.pp = static_cast<int>(v); });
    addControl(
        layout, QStringLiteral("parallelism.vpp"),
        {tr("Virtual stages per GPU (vpp)"),
         QString(),
         1,
         64,
         0,
         Scale::Linear,
         {1},
         tr("Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; "
            "activations × (1 + (p−1)/(p·v)).")},
        [](const format::LoadedScenario &p) { return p.scenario.parallelism.vpp; },
        [](format::LoadedScenario &p, double v) { p.scenario.parallelism.vpp = static_cast<int>(v); });
    addControl(
        layout, QStringLiteral("parallelism.cp"),
        {tr("Context parallel (cp)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 32),
         tr("Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where "
            "it is shorter.")},
        [](const format::LoadedScenario &p) { return p.scenario.parallelism.cp; },
        [](format::LoadedScenario &p, double v) { p.scenario.parallelism.cp = static_cast<int>(v); });
    addControl(
        layout, QStringLiteral("parallelism.ep"),
        {tr("Expert parallel (ep)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64),
         tr("MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per "
            "MoE layer and micro-batch, capped by bisection bandwidth.")},
        [](const format::LoadedScenario &p) { return p.scenario.parallelism.ep; },
        [](format::LoadedScenario &p, double v) { p.scenario.parallelism.ep = static_cast<int>(v); });
    addControl(
        layout, QStringLiteral("training.micro_batch"),
        {tr("Micro-batch"), tr("seq"), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64),
         tr("b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.")},
        [](const format::LoadedScenario &p) { return p.scenario.training.microBatch; },
        [](format::LoadedScenario &p, double v) { p.scenario.training.microBatch = static_cast<int>(v); });
    choice(
        layout, QStringLiteral("training.recompute"), tr("Recompute"),
        tr("Activation recomputation. none: keep everything; selective: recompute the attention scores "
           "(Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, "
           "MFU does not)."),
        enumItems<Recompute>(), [](const Scenario &s) { return int(s.training.recompute); },
        [](Scenario &s, int v) { s.training.recompute = static_cast<Recompute>(v); });
    choice(
        layout, QStringLiteral("training.zero"), tr("ZeRO"),
        tr("Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + "
           "weights (gathered before every forward and backward)."),
        {{tr("0 (replicated)"), 0}, {tr("stage 1"), 1}, {tr("stage 2"), 2}, {tr("stage 3"), 3}},
        [](const Scenario &s) { return s.training.zeroStage; }, [](Scenario &s, int v) { s.training.zeroStage = v; });
    choice(
        layout, QStringLiteral("parallelism.order"), tr("Rank order"),
        tr("Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a "
           "stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit "
           "next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) "
           "and the data-parallel group spreads across domains."),
        enumItems<RankOrder>(), [](const Scenario &s) { return int(s.parallelism.order); },
        [](Scenario &s, int v) { s.parallelism.order = static_cast<RankOrder>(v); });
    m_sequenceParallel = new QCheckBox(tr("Sequence parallelism"));
    m_sequenceParallel->setToolTip(
        tr("Splits norms and dropout over the TP group (activations ÷ t); all-gather / "
           "reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward."));
    m_flashAttention = new QCheckBox(tr("Flash attention"));
    m_flashAttention->setToolTip(tr("Fused attention: the a·s² scores are never stored or streamed through HBM "
                                    "(removes 5as/h from the activations)."));
    for (QCheckBox *box : {m_sequenceParallel, m_flashAttention})
        layout->addWidget(box);
    connect(m_sequenceParallel, &QCheckBox::toggled, this, [this](bool on) {
        m_document->edit(QStringLiteral("training.sequence_parallel"), tr("Toggle sequence parallelism"),
                         [on](format::LoadedScenario &p) { p.scenario.training.sequenceParallel = on; });
        m_document->endInteractiveEdit();
    });
    connect(m_flashAttention, &QCheckBox::toggled, this, [this](bool on) {
        m_document->edit(QStringLiteral("training.flash_attention"), tr("Toggle flash attention"),
                         [on](format::LoadedScenario &p) { p.scenario.training.flashAttention = on; });
        m_document->endInteractiveEdit();
    });

    // ---- Model and data
    QVBoxLayout *model = group(tr("Model and data"));
    m_modelCombo = combo(model, tr("Model"),
                         tr("Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, "
                            "sequence length, MoE shape (resources/catalog/models.json)."));
    m_modelCombo->addItem(tr("custom shape"), QString());
    for (const QString &id : catalog.ids(format::Catalog::Kind::Model))
        m_modelCombo->addItem(catalog.entry(format::Catalog::Kind::Model, id).value(QStringLiteral("name")).toString(),
                              id);
    connect(m_modelCombo, &QComboBox::activated, this, [this](int index) {
        const QString id = m_modelCombo->itemData(index).toString();
        if (!id.isEmpty())
            applyPreset(QStringLiteral("model.preset"), id);
    });
    m_modelLabel = new QLabel;
    m_modelLabel->setWordWrap(true);
    m_modelLabel->setStyleSheet(QStringLiteral("color: #444;"));
    model->addWidget(m_modelLabel);
    m_precisionCombo = combo(model, tr("Precision"), tr("Number format of the GEMMs: sets the GPU's peak FLOP/s."));
    // The training formats first, in the order they are used today.
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Tf32, Precision::Fp32})
        m_precisionCombo->addItem(format::enumText(p), format::enumKey(p));
    connect(m_precisionCombo, &QComboBox::activated, this, [this](int index) {
        applyPreset(QStringLiteral("training.precision"), m_precisionCombo->itemData(index).toString());
    });
    addControl(
        model, QStringLiteral("training.tokens"),
        {tr("Training tokens"),
         tr("B tokens"),
         0.1,
         100000,
         1,
         Scale::Logarithmic,
         {},
         tr("Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time "
            "of S steps.")},
        [](const format::LoadedScenario &p) { return p.scenario.training.tokens / 1e9; },
        [](format::LoadedScenario &p, double v) { p.scenario.training.tokens = v * 1e9; });
    addControl(
        model, QStringLiteral("training.global_batch"),
        {tr("Global batch"),
         tr("sequences"),
         1,
         1 << 20,
         0,
         Scale::Logarithmic,
         {},
         tr("B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of "
            "micro-batch × dp.")},
        [](const format::LoadedScenario &p) { return p.scenario.training.globalBatch; },
        [](format::LoadedScenario &p, double v) { p.scenario.training.globalBatch = static_cast<int>(v); });

    // ---- Checkpoints and failures
    QVBoxLayout *reliability = group(tr("Checkpoints and failures"));
    m_optimalInterval = new QCheckBox(tr("Optimal checkpoint interval (Daly)"));
    m_optimalInterval->setToolTip(tr("τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking "
                                     "checkpoint time and M the job MTBF."));
    reliability->addWidget(m_optimalInterval);
    auto *interval = addControl(
        reliability, QStringLiteral("reliability.checkpoint_interval_minutes"),
        {tr("Checkpoint interval"),
         tr("min"),
         1,
         1440,
         1,
         Scale::Logarithmic,
         {},
         tr("τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006): "
            "short intervals pay δ often, long ones lose more work per failure.")},
        [this](const format::LoadedScenario &p) {
            const double set = p.scenario.reliability.checkpointIntervalSeconds;
            return set > 0.0 ? set / 60.0 : m_analysis.result.checkpoint.intervalSeconds / 60.0;
        },
        [](format::LoadedScenario &p, double v) { p.scenario.reliability.checkpointIntervalSeconds = v * 60.0; });
    connect(m_optimalInterval, &QCheckBox::toggled, this, [this, interval](bool optimal) {
        const double minutes = interval->value();
        m_document->edit(QStringLiteral("reliability.checkpoint_interval_minutes"),
                         optimal ? tr("Use the optimal checkpoint interval") : tr("Set the checkpoint interval"),
                         [optimal, minutes](format::LoadedScenario &p) {
                             p.scenario.reliability.checkpointIntervalSeconds = optimal ? 0.0 : minutes * 60.0;
                         });
        m_document->endInteractiveEdit();
    });
    m_async = new QCheckBox(tr("Asynchronous checkpoints"));
    m_async->setToolTip(tr("Training blocks only while each GPU copies its shard to host memory (shard / PCIe "
                           "bandwidth); the flush to storage runs behind and must end before the next checkpoint."));
    reliability->addWidget(m_async);
    connect(m_async, &QCheckBox::toggled, this, [this](bool on) {
        m_document->edit(QStringLiteral("storage.async_checkpoint"), tr("Toggle asynchronous checkpoints"),
                         [on](format::LoadedScenario &p) { p.scenario.storage.asyncCheckpoint = on; });
        m_document->endInteractiveEdit();
    });
    addControl(
        reliability, QStringLiteral("storage.checkpoint_write_gbps"),
        {tr("Checkpoint write bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate bandwidth to the checkpoint store. Synchronous δ = checkpoint size (14 B/param) / "
            "bandwidth; async flushes at the same rate.")},
        [](const format::LoadedScenario &p) {
            return units::bytesPerSecondToGbps(p.scenario.storage.checkpointWriteBandwidth);
        },
        [](format::LoadedScenario &p, double v) {
            p.scenario.storage.checkpointWriteBandwidth = units::gbpsToBytesPerSecond(v);
            p.scenario.storage.checkpointReadBandwidth = units::gbpsToBytesPerSecond(v);
            p.scenario.storage.flushBandwidth = units::gbpsToBytesPerSecond(v);
        });
    addControl(
        reliability, QStringLiteral("reliability.gpu_mtbf_hours"),
        {tr("MTBF per GPU"),
         tr("h"),
         1000,
         1000000,
         0,
         Scale::Logarithmic,
         {},
         tr("Mean time between failures of one GPU (with its share of host and network). Job MTBF M = "
            "MTBF / N: 50,000 h over 1,024 GPUs fails every 49 h.")},
        [](const format::LoadedScenario &p) { return p.scenario.reliability.gpuMtbfSeconds / units::kHour; },
        [](format::LoadedScenario &p, double v) { p.scenario.reliability.gpuMtbfSeconds = v * units::kHour; });
    addControl(
        reliability, QStringLiteral("reliability.restart_minutes"),
        {tr("Restart time"),
         tr("min"),
         0,
         240,
         1,
         Scale::Linear,
         {},
         tr("Drain, re-provision and re-initialise after a failure; reading the checkpoint back is added. "
            "R enters Daly's e^{R/M}.")},
        [](const format::LoadedScenario &p) { return p.scenario.reliability.restartSeconds / 60.0; },
        [](format::LoadedScenario &p, double v) { p.scenario.reliability.restartSeconds = v * 60.0; });

    // ---- Stragglers
    QVBoxLayout *stragglers = group(tr("Stragglers"));
    addControl(
        stragglers, QStringLiteral("stragglers.slow_gpu_factor"),
        {tr("One slow GPU"),
         QStringLiteral("%"),
         0,
         100,
         1,
         Scale::Linear,
         {},
         tr("One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute "
            "stretches by that much, every step.")},
        [](const format::LoadedScenario &p) { return p.scenario.stragglers.slowGpuFactor * 100.0; },
        [](format::LoadedScenario &p, double v) { p.scenario.stragglers.slowGpuFactor = v / 100.0; });
    addControl(
        stragglers, QStringLiteral("stragglers.jitter_cv"),
        {tr("Per-rank jitter (CV)"),
         QStringLiteral("%"),
         0,
         50,
         1,
         Scale::Linear,
         {},
         tr("Random compute-time variation of each rank. The step waits for the slowest of N: compute × "
            "cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).")},
        [](const format::LoadedScenario &p) { return p.scenario.stragglers.jitterCv * 100.0; },
        [](format::LoadedScenario &p, double v) { p.scenario.stragglers.jitterCv = v / 100.0; });
    addControl(
        stragglers, QStringLiteral("stragglers.backup_workers"),
        {tr("Backup workers"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {},
         tr("k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.")},
        [](const format::LoadedScenario &p) { return p.scenario.stragglers.backupWorkers; },
        [](format::LoadedScenario &p, double v) { p.scenario.stragglers.backupWorkers = static_cast<int>(v); });

    column->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panel->setMaximumWidth(380);
    scroll->setMinimumWidth(std::min(panel->sizeHint().width(), 380) + 24);
    return scroll;
}

void MainWindow::applyPreset(const QString &section, const QString &id)
{
    // Presets go through the file format, so that the catalog's meaning of every field is
    // applied exactly as when a plan file names the preset.
    QJsonObject json = format::scenarioToJson(m_document->scenario());
    QString description;
    if (section == QLatin1String("cluster.gpu")) {
        QJsonObject cluster = json.value(QStringLiteral("cluster")).toObject();
        cluster.insert(QStringLiteral("gpu"), id);
        json.insert(QStringLiteral("cluster"), cluster);
        // The new GPU's catalog price and power replace the old GPU's.
        QJsonObject cost = json.value(QStringLiteral("cost")).toObject();
        const QJsonObject entry = format::Catalog::builtIn().entry(format::Catalog::Kind::Gpu, id);
        cost.insert(QStringLiteral("gpu_hour_usd"), entry.value(QStringLiteral("price_usd_per_hour")));
        cost.insert(QStringLiteral("gpu_power_w"), entry.value(QStringLiteral("power_w")));
        json.insert(QStringLiteral("cost"), cost);
        description = tr("Change GPU to %1").arg(id);
    } else if (section == QLatin1String("network.preset")) {
        const double loss = m_document->scenario().scenario.fabric.lossRate;
        json.insert(QStringLiteral("network"),
                    QJsonObject{{QStringLiteral("preset"), id}, {QStringLiteral("loss_rate"), loss}});
        description = tr("Change interconnect to %1").arg(id);
    } else if (section == QLatin1String("model.preset")) {
        json.insert(QStringLiteral("model"), QJsonObject{{QStringLiteral("preset"), id}});
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        const double tokens = format::Catalog::builtIn()
                                  .entry(format::Catalog::Kind::Model, id)
                                  .value(QStringLiteral("tokens"))
                                  .toDouble();
        if (tokens > 0.0)
            training.insert(QStringLiteral("tokens"), tokens);
        json.insert(QStringLiteral("training"), training);
        description = tr("Change model to %1").arg(id);
    } else if (section == QLatin1String("training.precision")) {
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        training.insert(QStringLiteral("precision"), id);
        training.remove(QStringLiteral("gradient_bytes"));
        json.insert(QStringLiteral("training"), training);
        QJsonObject cluster = json.value(QStringLiteral("cluster")).toObject();
        if (!m_document->scenario().gpuId.isEmpty())
            cluster.insert(QStringLiteral("gpu"), m_document->scenario().gpuId);
        json.insert(QStringLiteral("cluster"), cluster);
        description = tr("Change precision to %1").arg(id);
    }
    const format::ScenarioReadResult read = format::readScenarioObject(json);
    if (!read.ok()) {
        QMessageBox::warning(this, tr("Cannot apply %1").arg(id), read.error.toString());
        refreshControls();
        return;
    }
    format::LoadedScenario next = *read.loaded;
    next.name = m_document->scenario().name;
    m_document->replace(next, description);
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

void MainWindow::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    {
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    m_leavePresentationAction->setEnabled(on);
    m_mainSplitter->widget(0)->setVisible(!on); // the controls
    menuBar()->setVisible(!on);
    statusBar()->setVisible(!on);
    m_summary->setPresentationMode(on);
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
}

bool MainWindow::pinAsA()
{
    if (!m_shown.result.fits())
        return false;
    m_planA = m_shown; // analysed already: A is never recomputed while B changes
    m_clearAAction->setEnabled(true);
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
    m_clearAAction->setEnabled(true);
    m_stepTabs->setCurrentWidget(m_comparison);
    showAnalysis();
    return true;
}

void MainWindow::clearA()
{
    m_planA.reset();
    m_clearAAction->setEnabled(false);
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

bool MainWindow::openFile(const QString &path, QString *error)
{
    return m_files->loadFile(path, error);
}

void MainWindow::handleScenarioChanged()
{
    m_analysis = present::analyzePlan(m_document->scenario(), m_options);
    ++m_analysisCount;
    if (m_analysis.runs())
        m_shown = m_analysis;
    refreshChoices();
    refreshControls();
    showAnalysis();
    if (m_capacity && m_capacity->isVisible()) // a few thousand evaluations: only when shown
        m_capacity->setScenario(m_document->scenario().scenario);
}

void MainWindow::refreshChoices()
{
    const Scenario &s = m_document->scenario().scenario;
    if (auto *gpus = m_controls.value(QStringLiteral("cluster.gpus")))
        gpus->setChoices(validGpuCounts(s));
    if (auto *pp = m_controls.value(QStringLiteral("parallelism.pp")))
        pp->setChoices(divisorsOf(s.model.layers, 128));
    if (auto *vpp = m_controls.value(QStringLiteral("parallelism.vpp")))
        vpp->setChoices(divisorsOf(s.model.layers / std::max(1, s.parallelism.pp), 16));
}

void MainWindow::refreshControls()
{
    const format::LoadedScenario &plan = m_document->scenario();
    const Scenario &s = plan.scenario;
    for (auto it = m_controls.begin(); it != m_controls.end(); ++it)
        it.value()->setValue(m_getters.value(it.key())(plan));

    auto select = [](QComboBox *box, const QVariant &value) {
        const QSignalBlocker blocker(box);
        const int index = box->findData(value);
        box->setCurrentIndex(index >= 0 ? index : 0);
    };
    select(m_gpuCombo, plan.gpuId);
    select(m_fabricCombo, plan.networkPreset);
    select(m_modelCombo, plan.modelPreset);
    for (const ChoiceCombo &c : std::as_const(m_choiceCombos))
        select(c.box, c.get(s));
    select(m_precisionCombo, plan.precisionName);
    for (auto [box, on] : {std::pair{m_async, s.storage.asyncCheckpoint},
                           std::pair{m_optimalInterval, s.reliability.checkpointIntervalSeconds <= 0.0},
                           std::pair{m_sequenceParallel, s.training.sequenceParallel},
                           std::pair{m_flashAttention, s.training.flashAttention}}) {
        const QSignalBlocker blocker(box);
        box->setChecked(on);
    }
    m_controls.value(QStringLiteral("reliability.checkpoint_interval_minutes"))
        ->setEnabled(s.reliability.checkpointIntervalSeconds > 0.0);

    const int mp = s.parallelism.tp * s.parallelism.pp * s.parallelism.cp;
    const bool whole = mp > 0 && s.cluster.gpus % mp == 0;
    const int dp = whole ? s.cluster.gpus / mp : 0;
    const int perStep = dp * s.training.microBatch;
    m_dpLabel->setText(whole
                           ? tr("Data parallel (derived): dp = %1 / (%2·%3·%4) = <b>%5</b>; %6 micro-batches per step")
                                 .arg(present::formatCount(s.cluster.gpus))
                                 .arg(s.parallelism.tp)
                                 .arg(s.parallelism.pp)
                                 .arg(s.parallelism.cp)
                                 .arg(dp)
                                 .arg(perStep > 0 && s.training.globalBatch % perStep == 0
                                          ? QString::number(s.training.globalBatch / perStep)
                                          : tr("no whole number of"))
                           : tr("Data parallel (derived): N is not a multiple of tp·pp·cp = %1").arg(mp));
    const Model &m = s.model;
    m_modelLabel->setText(
        tr("%1 layers, hidden %2, %3 heads (%4 KV), FFN %5, sequence %6%7; %8 parameters")
            .arg(m.layers)
            .arg(m.hidden)
            .arg(m.heads)
            .arg(m.kvHeads)
            .arg(m.ffn)
            .arg(m.seqLen)
            .arg(m.moe.enabled() ? tr(", %1 experts top-%2").arg(m.moe.experts).arg(m.moe.topK) : QString())
            .arg(QStringLiteral("%1 B").arg(totalParameters(m) / 1e9, 0, 'f', 1)));
}

void MainWindow::showAnalysis()
{
    // The reason a plan cannot run goes next to the control that caused it.
    QString key = m_analysis.problemKey;
    if (key == QLatin1String("training.recompute"))
        key = QStringLiteral("training.micro_batch"); // memory: the micro-batch is the usual lever
    for (auto it = m_controls.begin(); it != m_controls.end(); ++it)
        it.value()->setProblem(it.key() == key ? m_analysis.problem : QString());

    const bool stale = !m_analysis.runs();
    const QString reason = stale ? m_analysis.problem : QString();
    for (widgets::ChartView *chart : charts())
        chart->setStale(stale, reason.left(160));
    if (m_shown.result.fits()) {
        const ComparedCharts charts = m_planA ? compareAnalyses(*m_planA, m_shown) : chartsOf(m_shown);
        m_syncWall->setData(charts.syncWall);
        m_idleCost->setData(charts.idleCost);
        m_checkpoint->setData(charts.checkpoint);
        m_step->setData(charts.step);
        m_summary->setItems(m_shown.summary);
        m_sensitivity->setEntries(m_shown.sensitivity);
        m_loss->setData(charts.loss);
        m_comparison->setComparison(charts.aName, charts.bName, charts.entries);
    }
    m_summary->setMessage(stale ? tr("This plan cannot run: %1. The charts and figures show the last plan that can.")
                                      .arg(m_analysis.problem)
                                : QString());
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
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1366, 768);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_mainSplitter->restoreState(settings.value(QStringLiteral("window/mainSplitter")).toByteArray());
    m_chartRows->restoreState(settings.value(QStringLiteral("window/chartRows")).toByteArray());
    m_topCharts->restoreState(settings.value(QStringLiteral("window/topCharts")).toByteArray());
    m_bottomCharts->restoreState(settings.value(QStringLiteral("window/bottomCharts")).toByteArray());
    const bool compare = settings.value(QStringLiteral("view/compareInterconnects"), false).toBool();
    m_options.compareInterconnects = compare;
    {
        const QSignalBlocker a(m_compareAction);
        const QSignalBlocker b(m_compare);
        m_compareAction->setChecked(compare);
        m_compare->setChecked(compare);
    }
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
    settings.setValue(
        QStringLiteral("plan/last"),
        QString::fromUtf8(
            QJsonDocument(format::scenarioToJson(m_document->scenario())).toJson(QJsonDocument::Compact)));
    settings.setValue(QStringLiteral("plan/lastFile"), m_document->fileName());
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
