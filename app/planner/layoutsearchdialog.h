#pragma once

// Tools ▸ Find best layout: runs the auto-planner (core/layoutsearch.h) on a worker
// thread with a progress bar and Cancel, shows the top layouts, why the best beats the
// runner-up and the days-vs-dollars Pareto chart with each family's sync wall, and
// applies the chosen layout to the document as one undoable step.

#include "app/document/scenariodocument.h"
#include "core/studies/layoutsearch.h"

#include <atomic>
#include <cstdint>

#include <QDialog>

class QComboBox;
class QLabel;
class QLayout;
class QLocale;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;
class QTimer;

namespace jct::widgets {
class ParetoChart;
struct ParetoChartData;
struct ParetoFamily;
} // namespace jct::widgets

namespace jct::planner {

class LayoutSearchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LayoutSearchDialog)

public:
    explicit LayoutSearchDialog(document::ScenarioDocument *document, QWidget *parent = nullptr);
    ~LayoutSearchDialog() override;

    [[nodiscard]] QComboBox *objectiveCombo() const { return m_objective; }
    [[nodiscard]] QSpinBox *fromGpusBox() const { return m_fromGpus; }
    [[nodiscard]] QSpinBox *toGpusBox() const { return m_toGpus; }
    [[nodiscard]] QSpinBox *topBox() const { return m_top; }
    [[nodiscard]] QPushButton *searchButton() const { return m_search; }
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancel; }
    [[nodiscard]] QPushButton *applyButton() const { return m_apply; }
    [[nodiscard]] QProgressBar *progressBar() const { return m_progress; }
    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] QLabel *whyLabel() const { return m_why; }
    [[nodiscard]] widgets::ParetoChart *paretoChart() const { return m_chart; }
    [[nodiscard]] bool isRunning() const { return m_thread != nullptr; }
    // The last finished search.
    [[nodiscard]] const SearchResult &result() const { return m_result; }

public slots:
    void startSearch();
    void cancelSearch();
    // Replaces the document's layout with the selected row's (one undo step) and closes.
    void applySelected();

signals:
    void searchFinished();

protected:
    void reject() override;

private:
    void finishSearch();
    void updateProgress();
    QLayout *createSearchForm(int planGpus);
    QLayout *createRunRow();
    QWidget *createResultsView();
    void showResult();
    void showSummary(const QLocale &locale);
    void fillTable(const QLocale &locale);
    [[nodiscard]] widgets::ParetoChartData paretoChartData(const QLocale &locale) const;
    [[nodiscard]] static widgets::ParetoFamily paretoFamily(const FamilyWall &family, int largestGpus,
                                                            const QLocale &locale);
    void stopWorker();

    document::ScenarioDocument *m_document;
    QComboBox *m_objective = nullptr;
    QSpinBox *m_fromGpus = nullptr;
    QSpinBox *m_toGpus = nullptr;
    QSpinBox *m_top = nullptr;
    QPushButton *m_search = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_apply = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_why = nullptr;
    widgets::ParetoChart *m_chart = nullptr;
    QTimer *m_poll = nullptr;

    QThread *m_thread = nullptr;
    Scenario m_base;        // what the running search started from
    SearchResult m_running; // written by the worker only
    SearchResult m_result;  // shown
    std::atomic<bool> m_cancelFlag{false};
    std::atomic<std::int64_t> m_done{0};
    std::atomic<std::int64_t> m_total{0};
};

} // namespace jct::planner
