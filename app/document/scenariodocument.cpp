#include "scenariodocument.h"

#include "setscenariocommand.h"

namespace jct::document {

ScenarioDocument::ScenarioDocument(format::LoadedScenario scenario, QObject *parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
{}

void ScenarioDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(m_fileName);
}

void ScenarioDocument::edit(const QString &keyPath, const QString &description,
                            const std::function<void(format::LoadedScenario &)> &change)
{
    format::LoadedScenario after = m_scenario;
    change(after);
    after.assumed.removeAll(keyPath);
    if (m_nameRule)
        after.name = m_nameRule(m_scenario, after);
    if (format::sameContent(after, m_scenario))
        return;
    m_undoStack.push(new SetScenarioCommand(this, m_scenario, after, keyPath, description, m_editSession));
}

void ScenarioDocument::endInteractiveEdit()
{
    ++m_editSession;
}

void ScenarioDocument::replace(const format::LoadedScenario &scenario, const QString &description)
{
    endInteractiveEdit();
    format::LoadedScenario after = scenario;
    if (m_nameRule)
        after.name = m_nameRule(m_scenario, after);
    m_undoStack.push(new SetScenarioCommand(this, m_scenario, after, QString(), description, m_editSession));
    endInteractiveEdit();
}

void ScenarioDocument::load(const format::LoadedScenario &scenario, const QString &fileName)
{
    endInteractiveEdit();
    m_undoStack.clear();
    m_scenario = scenario;
    setFileName(fileName);
    emit loaded();
    emit scenarioChanged(QString());
    endInteractiveEdit();
}

void ScenarioDocument::setScenarioFromCommand(const format::LoadedScenario &scenario, const QString &keyPath)
{
    m_scenario = scenario;
    emit scenarioChanged(keyPath);
}

} // namespace jct::document
