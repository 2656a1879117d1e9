#include "presetchanges.h"

#include "app/document/presets.h"
#include "inputchanges.h"
#include "messagebar.h"

#include <algorithm>

#include <QCoreApplication>
#include <QMainWindow>
#include <QStatusBar>

namespace jct::planner {

namespace {

// The strings keep the window's translation context (MainWindow), where the translations have them.

struct PresetChangeLists
{
    QString lead;         // the preset itself ("GPU: H100 → B200")
    QStringList replaced; // the user's own values it replaced
    QStringList also;     // what else it changed
};

PresetChangeLists sortChanges(const QVector<ControlSpec> &specs, const format::LoadedScenario &before,
                              const format::LoadedScenario &after, const QString &section, const QStringList &yours)
{
    const QVector<InputChange> changes = inputChanges(specs, before, after);
    PresetChangeLists lists;
    for (const InputChange &change : changes) {
        if (change.keyPath == section)
            lists.lead = changeText(change);
        else if (yours.contains(change.keyPath))
            lists.replaced.append(changeText(change));
        else
            lists.also.append(changeText(change));
    }
    // Values of the user's that no control shows (a fabric's hop latency typed in a file).
    for (const QString &key : yours) {
        const bool listed = std::any_of(changes.cbegin(), changes.cend(),
                                        [&](const InputChange &change) { return change.keyPath == key; });
        if (!listed)
            lists.replaced.append(controlLabel(specs, key));
    }
    return lists;
}

QString changeSentences(PresetChangeLists lists)
{
    constexpr qsizetype kMostListed = 6;
    if (lists.also.size() > kMostListed) {
        const qsizetype more = lists.also.size() - kMostListed;
        lists.also.resize(kMostListed);
        lists.also.append(
            QCoreApplication::translate("jct::planner::MainWindow", "%n more", nullptr, static_cast<int>(more)));
    }
    QStringList sentences;
    if (!lists.replaced.isEmpty())
        sentences.append(QCoreApplication::translate("jct::planner::MainWindow", "%1 replaced your values: %2.")
                             .arg(lists.lead, lists.replaced.join(QStringLiteral(", "))));
    if (!lists.also.isEmpty())
        sentences.append(lists.replaced.isEmpty()
                             ? QCoreApplication::translate("jct::planner::MainWindow", "%1 also changed %2.")
                                   .arg(lists.lead, lists.also.join(QStringLiteral(", ")))
                             : QCoreApplication::translate("jct::planner::MainWindow", "Also changed: %1.")
                                   .arg(lists.also.join(QStringLiteral(", "))));
    return sentences.join(QLatin1Char(' '));
}

} // namespace

void showPresetChanges(MessageBar *bar, QMainWindow *window, document::ScenarioDocument *document,
                       const QVector<ControlSpec> &specs, const format::LoadedScenario &before, const QString &section,
                       const QStringList &yours)
{
    const PresetChangeLists lists = sortChanges(specs, before, document->scenario(), section, yours);
    if (lists.replaced.isEmpty() && lists.also.isEmpty()) {
        bar->clear();
        return;
    }
    QVector<MessageBar::Action> actions;
    if (!yours.isEmpty()) {
        actions.append(
            {QCoreApplication::translate("jct::planner::MainWindow", "Keep my values"), QStringLiteral("keepMyValues"),
             QCoreApplication::translate(
                 "jct::planner::MainWindow",
                 "Give back the values of yours that the preset replaced, keeping the preset (one undo step)."),
             [window, document, before, yours] {
                 QString error;
                 const std::optional<format::LoadedScenario> kept =
                     document::keepValues(document->scenario(), before, yours, &error);
                 if (!kept) {
                     window->statusBar()->showMessage(
                         QCoreApplication::translate("jct::planner::MainWindow", "Cannot keep your values: %1")
                             .arg(error),
                         15000);
                     return;
                 }
                 document->replace(*kept, QCoreApplication::translate("jct::planner::MainWindow", "Keep my values"));
             }});
    }
    bar->showMessage(changeSentences(lists), actions);
}

void retirePresetMessage(MessageBar *bar, const format::LoadedScenario &plan,
                         const format::LoadedScenario &presetResult)
{
    if (bar && !bar->isHidden() && !format::sameContent(plan, presetResult))
        bar->clear();
}

} // namespace jct::planner
