#pragma once

// The left panel of the planner window: the rows of ControlSpecs turned into widgets, in
// their group boxes. Every widget edits the document through an undoable command (one
// slider drag is one undo step); refresh() shows the plan again without emitting edits.
// Presets are not applied here: the panel asks for them with presetChosen().

#include "controlspecs.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QVBoxLayout;

namespace jct::document {
class ScenarioDocument;
}

namespace jct::planner {

class ControlPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ControlPanel)

public:
    ControlPanel(QVector<ControlSpec> specs, document::ScenarioDocument *document, QWidget *parent = nullptr);

    // This panel in a new vertical scroll area (what the window shows on its left), at most
    // 380 px wide.
    [[nodiscard]] QWidget *inScrollArea();

    // The analysis gives the values the engine chose where the plan leaves them open.
    void refresh(const format::LoadedScenario &plan, const present::PlanAnalysis &analysis);
    // The reason a plan cannot run goes next to the control that caused it; empty clears it.
    void showProblem(const QString &keyPath, const QString &problem);

    // The plan's name at the top: it follows the inputs until the user types one (an
    // undoable edit of the document); cleared, it follows them again.
    [[nodiscard]] QLineEdit *nameField() const { return m_name; }
    // The rows the panel was built from.
    [[nodiscard]] const QVector<ControlSpec> &specs() const { return m_specs; }
    [[nodiscard]] widgets::ParameterControl *control(const QString &keyPath) const { return m_sliders.value(keyPath); }
    [[nodiscard]] QComboBox *choiceCombo(const QString &keyPath) const { return m_choices.value(keyPath); }
    [[nodiscard]] QComboBox *presetCombo(const QString &section) const { return m_presets.value(section); }
    // Also the switch of an automatic slider, under the slider's key path.
    [[nodiscard]] QCheckBox *checkBox(const QString &keyPath) const { return m_checkBoxes.value(keyPath); }

signals:
    void presetChosen(const QString &section, const QString &id);

protected:
    // The mouse wheel never edits the plan by passing over a control: a combo, value box or
    // slider without focus leaves the wheel to the scroll area around the panel.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // What refresh() updates for one row.
    struct Row
    {
        const ControlSpec *spec = nullptr;
        QWidget *widget = nullptr;
        QCheckBox *automatic = nullptr;
        QWidget *shown = nullptr; // what hides when the row does not apply (a combo with its label)
        int group = 0;            // its index in m_groups
    };

    void addNameField();
    void rename();
    QVBoxLayout *addGroup(const QString &title);
    void guardWheel();
    QComboBox *addCombo(QVBoxLayout *layout, const ControlSpec &spec);
    void showApplicableRows(const Scenario &scenario);
    QWidget *addSlider(QVBoxLayout *layout, Row &row);
    QCheckBox *addAutomaticSwitch(QVBoxLayout *layout, const ControlSpec &spec);
    QWidget *addChoice(QVBoxLayout *layout, const ControlSpec &spec);
    QWidget *addCheckBox(QVBoxLayout *layout, const ControlSpec &spec);
    QWidget *addPreset(QVBoxLayout *layout, const ControlSpec &spec);
    QWidget *addNote(QVBoxLayout *layout, const ControlSpec &spec);
    void refreshRow(const Row &row, const format::LoadedScenario &plan, const present::PlanAnalysis &analysis);

    document::ScenarioDocument *m_document;
    const QVector<ControlSpec> m_specs;
    QVBoxLayout *m_column = nullptr;
    QLineEdit *m_name = nullptr;
    QVector<Row> m_rows;
    QVector<QWidget *> m_groups;
    QHash<QString, widgets::ParameterControl *> m_sliders;
    QHash<QString, QComboBox *> m_choices;
    QHash<QString, QComboBox *> m_presets;
    QHash<QString, QCheckBox *> m_checkBoxes;
};

} // namespace jct::planner
