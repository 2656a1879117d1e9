#pragma once

// The controls of the planner's left panel as a table: one row per control, in the order
// shown, with what ControlPanel needs to build it, to show the plan's value in it and to
// write an edit back. Adding a control is adding a row.

#include "app/format/scenariojson.h"
#include "app/present/plananalysis.h"
#include "widgets/parametercontrol.h"

#include <functional>
#include <optional>

#include <QCoreApplication>
#include <QPair>
#include <QVariant>
#include <QVector>

namespace jct::planner {

struct ControlSpec
{
    enum class Kind {
        Slider,   // widgets::ParameterControl: a slider and a spin box with the unit
        Choice,   // a combo of enumerated values
        CheckBox, // without a setter, a view option that the window connects itself
        Preset,   // a combo of catalog entries, applied as a whole (app/document/presets.h)
        Note,     // text derived from the plan
    };
    // A slider whose value the engine may choose instead (the plan then holds 0, as the file
    // does): a check box above it hands the value to the engine or takes the engine's back.
    struct Automatic
    {
        QString label;
        QString toolTip;
        QString onText;  // the undo step that hands the value to the engine
        QString offText; // the one that keeps the engine's value as the plan's own
        std::function<bool(const Scenario &)> engineChooses;
        std::function<double(const present::PlanAnalysis &)> value; // in the slider's unit
    };
    using Get = std::function<QVariant(const format::LoadedScenario &)>;
    using Set = std::function<void(format::LoadedScenario &, const QVariant &)>;

    Kind kind = Kind::Slider;
    QString group;    // the title of its group box
    QString keyPath;  // what an edit names (undo merging, where a problem shows); a preset's section
    QString label;    // shown with it (a check box's own text)
    QString toolTip;  // what it means and which formula it feeds
    QString editText; // the undo step's name

    QString unit;
    double minimum = 0;
    double maximum = 1;
    int decimals = 0;
    widgets::ParameterControl::Scale scale = widgets::ParameterControl::Scale::Linear;
    QVector<double> stops; // the values the slider steps through (evenly over the range when empty)
    std::function<QVector<double>(const Scenario &)> stopsFor; // stops that depend on the plan
    std::optional<Automatic> automatic;
    QString minimumText; // what the spin box shows at the minimum, where 0 means "the default" ("even split")
    std::function<QString(const Scenario &)> minimumTextFor; // the same where it depends on the plan

    QVector<QPair<QString, QVariant>> items; // a combo's entries: text, value (an enumerator, an id)

    int lines = 0;          // a note's fixed height: a changing text must not relayout the panel
    bool secondary = false; // a note in grey, describing the control above it

    // Whether the row applies to the plan (the MLA ranks only with latent attention, the MoE
    // keys only for an MoE model); a row that does not is hidden, and so is a group with no
    // row shown. Always shown when empty.
    std::function<bool(const Scenario &)> shownWhen;
    // Why a combo's entry cannot be chosen for the plan (a format the GPU has no peak for),
    // or empty when it can: the entry is greyed with the reason as its tooltip.
    std::function<QString(const format::LoadedScenario &, const QVariant &)> itemUnavailable;

    Get get; // Slider: a number; Choice: an int; CheckBox: a bool; Preset: an id; Note: its text
    Set set; // the plan with a new value (Slider, Choice, CheckBox)
};

class ControlSpecs
{
    Q_DECLARE_TR_FUNCTIONS(ControlSpecs)

public:
    // Every row, group by group, in the order shown.
    [[nodiscard]] static QVector<ControlSpec> all();

private:
    // One function per group, or per half of a long one, to keep each readable; the groups
    // live in controlspecs.cpp, networkspecs.cpp, layoutspecs.cpp, modelspecs.cpp and
    // reliabilityspecs.cpp.
    static void addCluster(QVector<ControlSpec> &table);
    static void addEnergy(QVector<ControlSpec> &table);
    static void addNetwork(QVector<ControlSpec> &table);
    static void addLossAndStalls(QVector<ControlSpec> &table);
    static void addCollectives(QVector<ControlSpec> &table);
    static void addLossless(QVector<ControlSpec> &table);
    static void addParallelLayout(QVector<ControlSpec> &table);
    static void addLayoutOptions(QVector<ControlSpec> &table);
    static void addModelAndData(QVector<ControlSpec> &table);
    static void addAttention(QVector<ControlSpec> &table);
    static void addLatentAttention(QVector<ControlSpec> &table);
    static void addMixtureOfExperts(QVector<ControlSpec> &table);
    static void addExpertRouting(QVector<ControlSpec> &table);
    static void addStagesAndExpertTp(QVector<ControlSpec> &table);
    static void addTrainingStack(QVector<ControlSpec> &table);
    static void addRecovery(QVector<ControlSpec> &table);
    static void addFailureSources(QVector<ControlSpec> &table);
    static void addStorage(QVector<ControlSpec> &table);
    static void addReliability(QVector<ControlSpec> &table);
    static void addCheckpointBandwidths(QVector<ControlSpec> &table);
    static void addStragglers(QVector<ControlSpec> &table);
};

} // namespace jct::planner
