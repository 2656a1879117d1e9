#pragma once

// The single source of truth of the window: one scenario, its undo stack, its file name.
// Views never keep scenario values of their own; they change the document through
// edit(), which pushes an undoable command, and listen to scenarioChanged().

#include "app/format/scenariojson.h"

#include <functional>

#include <QObject>
#include <QUndoStack>

namespace jct::document {

class ScenarioDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScenarioDocument)

public:
    explicit ScenarioDocument(format::LoadedScenario scenario, QObject *parent = nullptr);

    [[nodiscard]] const format::LoadedScenario &scenario() const { return m_scenario; }
    [[nodiscard]] QUndoStack *undoStack() { return &m_undoStack; }
    [[nodiscard]] QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);

    // Applies `change` to a copy of the scenario and pushes the result as one undo step.
    // Consecutive edits of the same key within one interactive session (a slider drag)
    // merge into a single step; endInteractiveEdit() closes the session.
    void edit(const QString &keyPath, const QString &description,
              const std::function<void(format::LoadedScenario &)> &change);
    void endInteractiveEdit();

    // Replaces the whole scenario as one undo step (preset applied, reset to the default).
    void replace(const format::LoadedScenario &scenario, const QString &description);

    // Starts over on another plan (a file opened, a new plan, a recovered plan). Loading is
    // not an undoable step: the previous plan's history would otherwise undo into a plan
    // that belongs to another file. The undo stack is emptied and clean.
    void load(const format::LoadedScenario &scenario, const QString &fileName);

    // How a change names the plan: given the plan before and after a change (edit or
    // replace), the name the changed plan carries. The window installs present's rule (the
    // name follows the inputs until the user renames the plan); without one, a change
    // keeps the name it was given.
    using NameRule = std::function<QString(const format::LoadedScenario &before, const format::LoadedScenario &after)>;
    void setNameRule(NameRule rule) { m_nameRule = std::move(rule); }

    // Used by the undo commands only.
    void setScenarioFromCommand(const format::LoadedScenario &scenario, const QString &keyPath);
    [[nodiscard]] int editSession() const { return m_editSession; }

signals:
    // keyPath: what changed ("cluster.gpus"), empty when everything may have.
    void scenarioChanged(const QString &keyPath);
    // A plan read from a file (or a new one) replaced the document, without an undo step:
    // emitted before scenarioChanged. What was shown of the previous plan belongs to it.
    void loaded();
    void fileNameChanged(const QString &fileName);

private:
    format::LoadedScenario m_scenario;
    QUndoStack m_undoStack;
    QString m_fileName;
    int m_editSession = 0;
    NameRule m_nameRule;
};

} // namespace jct::document
