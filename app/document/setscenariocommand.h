#pragma once

// One undoable change of the scenario, as a before/after snapshot (a Scenario is a small
// value). Edits of the same key within one interactive session merge, so one slider drag
// is one undo step; a drag that ends where it began becomes obsolete.

#include "app/format/scenariojson.h"

#include <QUndoCommand>

namespace jct::document {

class ScenarioDocument;

class SetScenarioCommand final : public QUndoCommand
{
public:
    enum { Id = 0x4a4354 };

    SetScenarioCommand(ScenarioDocument *document, format::LoadedScenario before, format::LoadedScenario after,
                       QString keyPath, const QString &description, int session);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override { return m_keyPath.isEmpty() ? -1 : Id; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    ScenarioDocument *m_document;
    format::LoadedScenario m_before;
    format::LoadedScenario m_after;
    QString m_keyPath;
    int m_session;
};

} // namespace jct::document
