#pragma once

// What the preset bar says after a preset replaced the plan: which inputs of the user's own
// it replaced and what else it changed, with "Keep my values" (object name "keepMyValues")
// to give the user's values back as one undo step.

#include "app/document/scenariodocument.h"
#include "controlspecs.h"

#include <QStringList>

class QMainWindow;

namespace jct::planner {

class MessageBar;

// Shows on `bar` what turned `before` into the document's plan through the preset of
// `section`; `yours` are the key paths whose values were the user's. Clears the bar when
// nothing but the preset itself changed. Messages that cannot be kept go to `window`'s
// status bar.
void showPresetChanges(MessageBar *bar, QMainWindow *window, document::ScenarioDocument *document,
                       const QVector<ControlSpec> &specs, const format::LoadedScenario &before, const QString &section,
                       const QStringList &yours);

// The preset message speaks of the plan the preset made (`presetResult`); any other plan
// retires it.
void retirePresetMessage(MessageBar *bar, const format::LoadedScenario &plan,
                         const format::LoadedScenario &presetResult);

} // namespace jct::planner
