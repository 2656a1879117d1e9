#pragma once

// The planner window: the controls of a capacity plan on the left, the summary strip and
// four live charts on the right. Every control edits the one ScenarioDocument through an
// undoable command; every change re-analyses the plan synchronously (the engine takes
// about a microsecond per evaluation, so no debounce is needed) and the views redraw.

#include "app/document/scenariodocument.h"
#include "app/present/numberformat.h"
#include "app/present/plananalysis.h"
#include "chartarea.h"
#include "chartcolumn.h"
#include "controlpanel.h"
#include "mainmenus.h"
#include "planfiles.h"
#include "presentationmode.h"
#include "widgets/parametercontrol.h"
#include "windowdialogs.h"

#include <optional>

#include <QMainWindow>

class QAction;
class QCheckBox;
class QComboBox;
class QSplitter;

namespace jct::planner {

class ExportController;
class ManualDialog;
class MessageBar;
class CapacityDialog;
class NcclImportDialog;
class WaitingCalculator;

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

    // The controls on the left (controlspecs.cpp lists them).
    [[nodiscard]] ControlPanel *controlPanel() const { return m_panel; }
    [[nodiscard]] widgets::ParameterControl *control(const QString &keyPath) const { return m_panel->control(keyPath); }
    [[nodiscard]] QComboBox *gpuCombo() const { return m_panel->presetCombo(QStringLiteral("cluster.gpu")); }
    [[nodiscard]] QComboBox *fabricCombo() const { return m_panel->presetCombo(QStringLiteral("network.preset")); }
    [[nodiscard]] QComboBox *modelCombo() const { return m_panel->presetCombo(QStringLiteral("model.preset")); }
    // The combo that sets an enumerated key ("parallelism.order", "network.algorithm", …).
    [[nodiscard]] QComboBox *choiceCombo(const QString &keyPath) const { return m_panel->choiceCombo(keyPath); }
    [[nodiscard]] QCheckBox *asyncCheckBox() const
    {
        return m_panel->checkBox(QStringLiteral("storage.async_checkpoint"));
    }
    [[nodiscard]] QCheckBox *optimalIntervalCheckBox() const
    {
        return m_panel->checkBox(QStringLiteral("reliability.checkpoint_interval_minutes"));
    }
    [[nodiscard]] widgets::SyncWallChart *syncWallChart() const { return m_charts->syncWall(); }
    [[nodiscard]] widgets::IdleCostChart *idleCostChart() const { return m_charts->idleCost(); }
    [[nodiscard]] widgets::CheckpointChart *checkpointChart() const { return m_charts->checkpoint(); }
    [[nodiscard]] widgets::StepBreakdownChart *stepChart() const { return m_charts->step(); }
    [[nodiscard]] widgets::LossChart *lossChart() const { return m_charts->loss(); }
    [[nodiscard]] widgets::SummaryStrip *summaryStrip() const { return m_charts->summary(); }
    [[nodiscard]] WaitingCalculator *waitingCalculator() const { return m_charts->waiting(); }
    [[nodiscard]] widgets::SensitivityTable *sensitivityTable() const { return m_charts->sensitivity(); }
    [[nodiscard]] QAction *compareAction() const { return m_menus.compareAction(); }
    [[nodiscard]] QAction *presentationAction() const { return m_menus.presentationAction(); }
    [[nodiscard]] ExportController *exportController() const { return m_export; }

    // One number convention for the whole window (tiles, tables, value boxes, chart ticks):
    // the C locale's by default, the system's as an option (View menu), kept in the
    // settings ("view/numberConvention").
    void setNumberConvention(present::NumberConvention convention);
    [[nodiscard]] present::NumberConvention numberConvention() const { return m_numberConvention; }
    [[nodiscard]] QAction *systemNumbersAction() const { return m_menus.systemNumbersAction(); }
    // The sync-wall knee's scaling-efficiency threshold (0 < fraction ≤ 1; View ▸ Sync-wall
    // knee threshold…), kept between runs.
    void setKneeThreshold(double fraction);
    [[nodiscard]] double kneeThreshold() const { return m_options.kneeThreshold; }
    [[nodiscard]] QAction *kneeAction() const { return m_menus.kneeAction(); }
    void askKneeThreshold();

    // Settings ▸ Language: speaks `code` ("de", "ja", …; empty: the system's language) from
    // now on and remembers it ("view/language"). The window rebuilds its panel, tiles,
    // charts and menus in the new language from the same document, undo stack kept.
    void setLanguage(const QString &code);
    // The language chosen in the settings (empty: the system's).
    [[nodiscard]] static QString language();

    // Full screen, only the summary and the charts, large high-contrast text (F5; Esc leaves).
    // One chart at a time then (the chart tabs, fonts scaled 1.4×); ← / → (showNextChart)
    // move between them.
    void setPresentationMode(bool on);
    [[nodiscard]] bool presentationMode() const { return m_presentation.isOn(); }
    void showNextChart(int step);
    // The chart (or the step tabs) shown while the charts are tabs; null otherwise.
    [[nodiscard]] QWidget *currentTabbedChart() const;

    // Edit ▸ Copy summary (Ctrl+Shift+C): the shown plan in a few lines, as plain text and
    // as Markdown (text/markdown), on the clipboard (present::planSummaryText).
    void copySummary();
    [[nodiscard]] QAction *copySummaryAction() const { return m_menus.copySummaryAction(); }
    // Help ▸ Manual (F1): shows the offline manual (made on first use).
    void showManual() { m_dialogs->showManual(); }
    [[nodiscard]] ManualDialog *manualDialog() const { return m_dialogs->manual(); }
    // High contrast (View ▸ High-contrast colours): the whole application black on white
    // (widgets/chartstyle.h), the tiles' tones darker, banners black on white, chart lines
    // thicker; kept in the settings ("view/highContrast"). Off restores the palette the
    // application had before.
    void setHighContrast(bool on);
    [[nodiscard]] bool highContrast() const { return m_highContrast; }
    [[nodiscard]] QAction *highContrastAction() const { return m_menus.highContrastAction(); }
    // Replaces the plan with a built-in example (resources/examples), untitled, one undo step.
    bool openExample(const QString &resourcePath, QString *error);

    // New, Open, Save, recent files, crash recovery (File menu).
    [[nodiscard]] PlanFiles *files() const { return m_files; }
    // Opens a scenario file without asking about unsaved changes; on error shows nothing
    // new, keeps the plan and its undo stack and returns false.
    bool openFile(const QString &path, QString *error);
    // Says why a file did not open (the reader's message, naming the line or the key) in a
    // message over the window that does not block it, and in the status bar.
    void showOpenError(const QString &message);

    // A/B comparison: plan A is frozen (analysed once) while the document, plan B, is
    // edited; every chart overlays A and the comparison tab lists both.
    bool pinAsA();                                     // the plan shown now; false if none runs
    bool openAsA(const QString &path, QString *error); // a .jctplan file; nothing changes on error
    void clearA();
    [[nodiscard]] const present::PlanAnalysis *planA() const { return m_planA ? &*m_planA : nullptr; }
    [[nodiscard]] widgets::ComparisonTable *comparisonTable() const { return m_charts->comparison(); }
    [[nodiscard]] QAction *pinAction() const { return m_menus.pinAction(); }
    [[nodiscard]] QAction *clearAAction() const { return m_menus.clearAAction(); }
    [[nodiscard]] CapacityDialog *capacityDialog() { return m_dialogs->capacity(); }
    // File ▸ Import nccl-tests log…: reads and fits `path`, shows the fit and offers to
    // apply it as one undoable step; false with the message (line named) when it cannot.
    bool importNcclLog(const QString &path, QString *error = nullptr) { return m_dialogs->importNcclLog(path, error); }
    [[nodiscard]] NcclImportDialog *ncclImportDialog() const { return m_dialogs->ncclImport(); }

    // The bar above the charts that says which inputs a preset just replaced, with "Keep my
    // values" (object name "keepMyValues") when some were the user's own.
    [[nodiscard]] MessageBar *presetBar() const { return m_column->presetBar(); }
    // The bar that says why a plan cannot run, with one-click fixes.
    [[nodiscard]] MessageBar *problemBar() const { return m_column->problemBar(); }
    // The bar that says where an export went, with "Open folder".
    [[nodiscard]] MessageBar *exportBar() const { return m_column->exportBar(); }

    // On a window too narrow for two charts side by side the charts are tabs of one
    // widget (object name "chartTabs"); wider, the two rows of two again.
    [[nodiscard]] bool chartsInTabs() const { return m_charts->inTabs(); }

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void retranslate();
    QWidget *buildControls();
    void buildMenus();
    void applyPreset(const QString &section, const QString &id);
    void setCompareInterconnects(bool on);
    void showAsA(present::PlanAnalysis a);
    void handleScenarioChanged();
    void showAnalysis();
    void restoreSettings();
    void saveSettings();
    void updateTitle();
    void arrangeCharts();

    document::ScenarioDocument *m_document = nullptr;
    PlanFiles *m_files = nullptr;
    WindowDialogs *m_dialogs = nullptr; // capacity, nccl-tests import, manual: made on first use
    present::PlanAnalysis m_analysis;
    present::PlanAnalysis m_shown;
    present::AnalysisOptions m_options;
    int m_analysisCount = 0;

    ControlPanel *m_panel = nullptr;
    QCheckBox *m_compare = nullptr; // the panel's twin of View ▸ Compare interconnects
    MainMenus m_menus;

    ChartArea *m_charts = nullptr;   // the summary and the charts, tabs or two rows
    ChartColumn *m_column = nullptr; // the message bars over m_charts
    QSplitter *m_mainSplitter = nullptr;
    PresentationMode m_presentation{this};
    bool m_highContrast = false;
    bool m_retranslatePending = false;
    present::NumberConvention m_numberConvention = present::NumberConvention::C;
    ExportController *m_export = nullptr;

    std::optional<present::PlanAnalysis> m_planA;
    present::PlanAnalysis m_onScreen;      // m_shown with the charts' data as drawn (A over B)
    format::LoadedScenario m_presetResult; // the plan a preset made: the bar speaks of it only
    QString m_lastEditedKey;               // the control moved last (where its problem shows)
};

} // namespace jct::planner
