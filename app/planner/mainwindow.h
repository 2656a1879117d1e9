#pragma once

// The planner window: the controls of a capacity plan on the left, the summary strip and
// four live charts on the right. Every control edits the one ScenarioDocument through an
// undoable command; every change re-analyses the plan synchronously (the engine takes
// about a microsecond per evaluation, so no debounce is needed) and the views redraw.

#include "app/document/scenariodocument.h"
#include "app/present/plananalysis.h"
#include "planfiles.h"
#include "widgets/parametercontrol.h"

#include <array>
#include <functional>
#include <optional>

#include <QHash>
#include <QMainWindow>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QTabWidget;
class QVBoxLayout;

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

class ExportController;
class CapacityDialog;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(format::LoadedScenario scenario, QWidget *parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] document::ScenarioDocument *document() const { return m_document; }
    // The latest analysis (what the engine was last called with and returned).
    [[nodiscard]] const present::PlanAnalysis &analysis() const { return m_analysis; }
    // The last analysis of a plan that runs: what the charts show.
    [[nodiscard]] const present::PlanAnalysis &shownAnalysis() const { return m_shown; }
    [[nodiscard]] int analysisCount() const { return m_analysisCount; }

    [[nodiscard]] widgets::ParameterControl *control(const QString &keyPath) const { return m_controls.value(keyPath); }
    [[nodiscard]] QComboBox *gpuCombo() const { return m_gpuCombo; }
    [[nodiscard]] QComboBox *fabricCombo() const { return m_fabricCombo; }
    [[nodiscard]] QComboBox *modelCombo() const { return m_modelCombo; }
    // The combo that sets an enumerated key ("parallelism.order", "network.algorithm", …).
    [[nodiscard]] QComboBox *choiceCombo(const QString &keyPath) const { return m_choiceCombos.value(keyPath).box; }
    [[nodiscard]] QCheckBox *asyncCheckBox() const { return m_async; }
    [[nodiscard]] QCheckBox *optimalIntervalCheckBox() const { return m_optimalInterval; }
    [[nodiscard]] widgets::SyncWallChart *syncWallChart() const { return m_syncWall; }
    [[nodiscard]] widgets::IdleCostChart *idleCostChart() const { return m_idleCost; }
    [[nodiscard]] widgets::CheckpointChart *checkpointChart() const { return m_checkpoint; }
    [[nodiscard]] widgets::StepBreakdownChart *stepChart() const { return m_step; }
    [[nodiscard]] widgets::LossChart *lossChart() const { return m_loss; }
    [[nodiscard]] widgets::SummaryStrip *summaryStrip() const { return m_summary; }
    [[nodiscard]] widgets::SensitivityTable *sensitivityTable() const { return m_sensitivity; }
    [[nodiscard]] QAction *compareAction() const { return m_compareAction; }
    [[nodiscard]] QAction *presentationAction() const { return m_presentationAction; }
    [[nodiscard]] ExportController *exportController() const { return m_export; }

    // Full screen, only the summary and the charts, large high-contrast text (F5; Esc leaves).
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation; }
    // Replaces the plan with a built-in example (resources/examples), untitled, one undo step.
    bool openExample(const QString &resourcePath, QString *error);

    // New, Open, Save, recent files, crash recovery (File menu).
    [[nodiscard]] PlanFiles *files() const { return m_files; }
    // Opens a scenario file without asking about unsaved changes; on error shows nothing
    // new, keeps the plan and its undo stack and returns false.
    bool openFile(const QString &path, QString *error);

    // A/B comparison: plan A is frozen (analysed once) while the document, plan B, is
    // edited; every chart overlays A and the comparison tab lists both.
    bool pinAsA();                                     // the plan shown now; false if none runs
    bool openAsA(const QString &path, QString *error); // a .jctplan file; nothing changes on error
    void clearA();
    [[nodiscard]] const present::PlanAnalysis *planA() const { return m_planA ? &*m_planA : nullptr; }
    [[nodiscard]] widgets::ComparisonTable *comparisonTable() const { return m_comparison; }
    [[nodiscard]] QAction *pinAction() const { return m_pinAction; }
    [[nodiscard]] QAction *clearAAction() const { return m_clearAAction; }
    [[nodiscard]] CapacityDialog *capacityDialog();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    using Getter = std::function<double(const format::LoadedScenario &)>;
    using Setter = std::function<void(format::LoadedScenario &, double)>;

    void buildMenus();
    // Every chart the plan analysis feeds (not the Pareto chart of the search dialog).
    [[nodiscard]] std::array<widgets::ChartView *, 5> charts() const;
    QWidget *buildControls();
    widgets::ParameterControl *addControl(QVBoxLayout *layout, const QString &keyPath,
                                          const widgets::ParameterControl::Spec &spec, Getter get, Setter set);
    void applyPreset(const QString &section, const QString &id);
    void handleScenarioChanged();
    void refreshControls();
    void refreshChoices();
    void showAnalysis();
    void restoreSettings();
    void saveSettings();
    void updateTitle();

    document::ScenarioDocument *m_document = nullptr;
    PlanFiles *m_files = nullptr;
    present::PlanAnalysis m_analysis;
    present::PlanAnalysis m_shown;
    present::AnalysisOptions m_options;
    int m_analysisCount = 0;

    QHash<QString, widgets::ParameterControl *> m_controls;
    QHash<QString, Getter> m_getters;
    QComboBox *m_gpuCombo = nullptr;
    QComboBox *m_fabricCombo = nullptr;
    QComboBox *m_modelCombo = nullptr;
    // Combos that set one enumerated scenario value: the box and how to read its value.
    struct ChoiceCombo
    {
        QComboBox *box = nullptr;
        std::function<int(const Scenario &)> get;
    };
    QHash<QString, ChoiceCombo> m_choiceCombos;
    QComboBox *m_precisionCombo = nullptr;
    QCheckBox *m_async = nullptr;
    QCheckBox *m_optimalInterval = nullptr;
    QCheckBox *m_sequenceParallel = nullptr;
    QCheckBox *m_flashAttention = nullptr;
    QCheckBox *m_compare = nullptr;
    QLabel *m_dpLabel = nullptr;
    QLabel *m_modelLabel = nullptr;

    widgets::SummaryStrip *m_summary = nullptr;
    widgets::SyncWallChart *m_syncWall = nullptr;
    widgets::IdleCostChart *m_idleCost = nullptr;
    widgets::CheckpointChart *m_checkpoint = nullptr;
    widgets::StepBreakdownChart *m_step = nullptr;
    widgets::SensitivityTable *m_sensitivity = nullptr;
    widgets::LossChart *m_loss = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_chartRows = nullptr;
    QSplitter *m_topCharts = nullptr;
    QSplitter *m_bottomCharts = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_leavePresentationAction = nullptr;
    bool m_presentation = false;
    Qt::WindowStates m_statesBeforePresentation;
    ExportController *m_export = nullptr;

    std::optional<present::PlanAnalysis> m_planA;
    QTabWidget *m_stepTabs = nullptr;
    widgets::ComparisonTable *m_comparison = nullptr;
    QAction *m_pinAction = nullptr;
    QAction *m_clearAAction = nullptr;
    CapacityDialog *m_capacity = nullptr;
};

} // namespace jct::planner
