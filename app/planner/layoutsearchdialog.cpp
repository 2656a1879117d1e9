#include "layoutsearchdialog.h"

#include "app/format/enumnames.h"
#include "app/present/numberformat.h"
#include "app/present/searchreport.h"
#include "core/model/units.h"
#include "screenfit.h"
#include "widgets/paretochart.h"

#include <algorithm>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace jct::planner {

namespace {

constexpr int kMaxGpus = 1 << 20;
constexpr int kFamiliesDrawn = 5;

} // namespace

LayoutSearchDialog::LayoutSearchDialog(document::ScenarioDocument *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setWindowTitle(tr("Find best layout"));
    QLayout *form = createSearchForm(document->scenario().scenario.cluster.gpus);
    QLayout *run = createRunRow();
    QWidget *results = createResultsView();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_apply = buttons->addButton(tr("&Apply to plan"), QDialogButtonBox::AcceptRole);
    m_apply->setEnabled(false);
    m_apply->setToolTip(tr("Put the selected layout into the plan (one undoable step)"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(run);
    layout->addWidget(results, 1);
    layout->addWidget(buttons);
    // At 768 px the Apply button must be on screen: no taller than the screen allows.
    resize(sizeWithinScreen(parent ? parent : this, QSize(1000, 860)));

    m_poll = new QTimer(this);
    m_poll->setInterval(50);
    connect(m_poll, &QTimer::timeout, this, &LayoutSearchDialog::updateProgress);
    connect(m_search, &QPushButton::clicked, this, &LayoutSearchDialog::startSearch);
    connect(m_cancel, &QPushButton::clicked, this, &LayoutSearchDialog::cancelSearch);
    connect(m_apply, &QPushButton::clicked, this, &LayoutSearchDialog::applySelected);
    connect(buttons, &QDialogButtonBox::rejected, this, &LayoutSearchDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_apply->setEnabled(!isRunning() && !m_table->selectedItems().isEmpty()); });
}

// What to search: the objective, the range of GPU counts (both ends at the plan's count to
// begin with) and how many layouts to show.
QLayout *LayoutSearchDialog::createSearchForm(int planGpus)
{
    m_objective = new QComboBox;
    for (const format::EnumName<SearchObjective> &o : format::enumNames<SearchObjective>())
        m_objective->addItem(format::enumText(o.value), static_cast<int>(o.value));
    m_fromGpus = new QSpinBox;
    m_toGpus = new QSpinBox;
    for (QSpinBox *box : {m_fromGpus, m_toGpus}) {
        box->setRange(1, kMaxGpus);
        box->setValue(planGpus);
        box->setSuffix(tr(" GPUs"));
    }
    m_fromGpus->setToolTip(tr("Smallest GPU count to try; the search tries it, twice it, four times it, … up to the "
                              "largest"));
    m_toGpus->setToolTip(tr("Largest GPU count to try"));
    m_top = new QSpinBox;
    m_top->setRange(1, 1000);
    m_top->setValue(10);

    auto *range = new QHBoxLayout;
    range->addWidget(m_fromGpus);
    range->addWidget(new QLabel(tr("to")));
    range->addWidget(m_toGpus);
    auto *form = new QFormLayout;
    form->addRow(tr("Objective"), m_objective);
    form->addRow(tr("GPU counts"), range);
    form->addRow(tr("Show the best"), m_top);
    return form;
}

// Search, the progress of the running search, and Cancel.
QLayout *LayoutSearchDialog::createRunRow()
{
    m_search = new QPushButton(tr("&Search"));
    m_search->setDefault(true);
    m_cancel = new QPushButton(tr("&Cancel search"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    auto *run = new QHBoxLayout;
    run->addWidget(m_search);
    run->addWidget(m_progress, 1);
    run->addWidget(m_cancel);
    return run;
}

// The summary, the table of top layouts and why the best wins, above the Pareto chart.
QWidget *LayoutSearchDialog::createResultsView()
{
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_table = new QTableWidget(0, 8);
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_table->setHorizontalHeaderLabels({tr("#"), tr("GPUs"), tr("JCT (days)"), tr("Total cost"), tr("Step"), tr("MFU"),
                                        tr("Memory/GPU"), tr("Layout")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_why = new QLabel;
    m_why->setWordWrap(true);
    m_why->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart = new widgets::ParetoChart;

    auto *results = new QWidget;
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_summary);
    resultsLayout->addWidget(m_table, 1);
    resultsLayout->addWidget(m_why);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(results);
    split->addWidget(m_chart);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 420});
    return split;
}

LayoutSearchDialog::~LayoutSearchDialog()
{
    stopWorker();
}

void LayoutSearchDialog::stopWorker()
{
    if (!m_thread)
        return;
    m_cancelFlag = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

void LayoutSearchDialog::reject()
{
    stopWorker();
    QDialog::reject();
}

void LayoutSearchDialog::startSearch()
{
    if (m_thread)
        return;
    const int from = std::min(m_fromGpus->value(), m_toGpus->value());
    const int to = std::max(m_fromGpus->value(), m_toGpus->value());
    SearchOptions options;
    options.objective = static_cast<SearchObjective>(m_objective->currentData().toInt());
    options.top = m_top->value();
    options.threads = 0;
    options.gpuCounts = present::geometricGpuCounts(from, to);
    options.cancel = &m_cancelFlag;
    options.progress = &m_done;
    options.progressTotal = &m_total;
    m_cancelFlag = false;
    m_done = 0;
    m_total = 0;
    m_base = m_document->scenario().scenario;
    m_progress->setRange(0, 0); // busy until the work is counted
    m_search->setEnabled(false);
    m_cancel->setEnabled(true);
    m_apply->setEnabled(false);
    m_summary->setText(tr("Searching…"));
    m_thread = QThread::create([this, options] { m_running = searchLayouts(m_base, {}, options); });
    connect(m_thread, &QThread::finished, this, &LayoutSearchDialog::finishSearch);
    m_thread->start();
    m_poll->start();
}

void LayoutSearchDialog::cancelSearch()
{
    m_cancelFlag = true;
    m_cancel->setEnabled(false);
}

void LayoutSearchDialog::updateProgress()
{
    const std::int64_t total = m_total.load();
    if (total <= 0)
        return;
    const int scaled = 1000;
    m_progress->setRange(0, scaled);
    m_progress->setValue(static_cast<int>(scaled * std::min<std::int64_t>(m_done.load(), total) / total));
}

void LayoutSearchDialog::finishSearch()
{
    if (!m_thread)
        return;
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_poll->stop();
    m_result = std::move(m_running);
    m_running = {};
    m_progress->setRange(0, 1000);
    m_progress->setValue(m_result.cancelled ? 0 : 1000);
    m_search->setEnabled(true);
    m_cancel->setEnabled(false);
    showResult();
    emit searchFinished();
}

void LayoutSearchDialog::showResult()
{
    const QLocale locale;
    showSummary(locale);
    fillTable(locale);
    const SearchResult &r = m_result;
    m_why->setText(r.top.size() >= 2
                       ? present::explainBest(r.top[0], r.top[1], r.objective, locale).join(QLatin1Char('\n'))
                       : QString());
    m_chart->setData(paretoChartData(locale));
}

void LayoutSearchDialog::showSummary(const QLocale &locale)
{
    const SearchResult &r = m_result;
    m_summary->setText(
        tr("%1 distinct valid layouts; %2 discarded by memory before timing; %3 evaluated in %4 on %5 threads%6.")
            .arg(present::formatCount(static_cast<double>(r.candidates), locale),
                 present::formatCount(static_cast<double>(r.prunedByMemory), locale),
                 present::formatCount(static_cast<double>(r.evaluated), locale),
                 present::formatDuration(r.seconds, locale))
            .arg(r.threads)
            .arg(r.cancelled ? tr(" — cancelled, showing the best found so far")
                             : (r.top.empty() ? tr(" — no layout fits in memory") : QString())));
}

// One row per layout, best first; selecting the best enables Apply at once.
void LayoutSearchDialog::fillTable(const QLocale &locale)
{
    const std::vector<RankedLayout> &top = m_result.top;
    m_table->setRowCount(static_cast<int>(top.size()));
    for (int i = 0; i < static_cast<int>(top.size()); ++i) {
        const RankedLayout &t = top[static_cast<std::size_t>(i)];
        const QStringList cells{QString::number(i + 1),
                                present::formatCount(t.layout.gpus, locale),
                                locale.toString(t.result.predictedSeconds / units::kDay, 'f', 2),
                                present::formatUsd(t.result.cost.totalUsd, locale),
                                present::formatDuration(t.result.stepTime, locale),
                                present::formatPercent(t.result.mfu, locale),
                                present::formatBinaryBytes(t.result.memory.total(), locale),
                                present::describeLayout(t.layout, t.result.dp, t.result.memory, locale)};
        // A layout that fits only with activations in host memory: its memory reads the
        // GPU's whole usable memory, so the cell says why (the layout cell says it too).
        const QString offload = present::offloadText(t.result.memory, locale);
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c < 7)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 6 && !offload.isEmpty())
                item->setToolTip(offload);
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    if (!top.empty())
        m_table->selectRow(0);
}

// The Pareto front and the curves of the fastest few families, each with its sync wall.
widgets::ParetoChartData LayoutSearchDialog::paretoChartData(const QLocale &locale) const
{
    const SearchResult &r = m_result;
    widgets::ParetoChartData chart;
    for (const RankedLayout &p : r.pareto)
        chart.front.append(
            {p.result.predictedSeconds / units::kDay, p.result.cost.totalUsd,
             tr("%1 GPUs: %2")
                 .arg(present::formatCount(p.layout.gpus, locale), present::describeLayout(p.layout, p.result.dp))});
    std::vector<const FamilyWall *> families = present::familiesFastestFirst(r.families);
    if (families.size() > static_cast<std::size_t>(kFamiliesDrawn))
        families.resize(kFamiliesDrawn);
    const int largest = r.gpuCounts.empty() ? 0 : r.gpuCounts.back();
    for (const FamilyWall *f : families)
        chart.families.append(paretoFamily(*f, largest, locale));
    return chart;
}

// One family's curve across the GPU counts searched, and its sync wall.
widgets::ParetoFamily LayoutSearchDialog::paretoFamily(const FamilyWall &f, int largestGpus, const QLocale &locale)
{
    widgets::ParetoFamily family;
    family.name = tr("tp %1 · pp %2").arg(f.tp).arg(f.pp);
    if (f.cp > 1)
        family.name += tr(" · cp %1").arg(f.cp);
    if (f.ep > 1)
        family.name += tr(" · ep %1").arg(f.ep);
    for (const FamilyPoint &p : f.points)
        if (p.fits)
            family.points.append({p.seconds / units::kDay, p.usd,
                                  tr("%1 on %2 GPUs").arg(family.name, present::formatCount(p.gpus, locale))});
    // The wall on the family's curve when it lies within the counts searched; past
    // them, the curve's fastest end is marked with where the wall is.
    if (f.wallGpus > 0 && f.wallUsd > 0 && f.wallGpus <= largestGpus) {
        family.wall = {f.wallSeconds / units::kDay, f.wallUsd,
                       tr("%1: sync wall at %2 GPUs with micro-batches of %3")
                           .arg(family.name, present::formatCount(f.wallGpus, locale))
                           .arg(f.wallMicroBatch)};
    } else if (f.wallGpus > 0) {
        for (const FamilyPoint &p : f.points)
            if (p.fits && p.gpus == f.bestGpus)
                family.wall = {p.seconds / units::kDay, p.usd,
                               tr("%1: fastest at %2 GPUs here; its sync wall lies beyond, at %3 GPUs with "
                                  "micro-batches of %4")
                                   .arg(family.name, present::formatCount(p.gpus, locale),
                                        present::formatCount(f.wallGpus, locale))
                                   .arg(f.wallMicroBatch)};
    }
    return family;
}

void LayoutSearchDialog::applySelected()
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    if (isRunning() || selected.isEmpty())
        return;
    const int row = selected.first()->row();
    if (row < 0 || row >= static_cast<int>(m_result.top.size()))
        return;
    const RankedLayout &chosen = m_result.top[static_cast<std::size_t>(row)];
    format::LoadedScenario loaded = m_document->scenario();
    loaded.scenario = applyLayout(loaded.scenario, chosen.layout);
    m_document->replace(loaded, tr("Apply layout %1").arg(present::describeLayout(chosen.layout, chosen.result.dp)));
    accept();
}

} // namespace jct::planner
