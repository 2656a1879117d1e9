#include "setscenariocommand.h"

#include "scenariodocument.h"

namespace jct::document {

SetScenarioCommand::SetScenarioCommand(ScenarioDocument *document, format::LoadedScenario before,
                                       format::LoadedScenario after, QString keyPath, const QString &description,
                                       int session)
    : m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_keyPath(std::move(keyPath))
    , m_session(session)
{
    setText(description);
}

void SetScenarioCommand::undo()
{
    m_document->setScenarioFromCommand(m_before, m_keyPath);
}

void SetScenarioCommand::redo()
{
    m_document->setScenarioFromCommand(m_after, m_keyPath);
}

bool SetScenarioCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetScenarioCommand *>(other);
    if (o->m_document != m_document || o->m_keyPath != m_keyPath || o->m_session != m_session)
        return false;
    m_after = o->m_after;
    setObsolete(format::sameContent(m_after, m_before));
    return true;
}

} // namespace jct::document
