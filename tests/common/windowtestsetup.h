#pragma once

// What every test of the main window starts with: isolated settings and the C locale, and
// no dialog when a modified window closes (the change is discarded); and typing into a
// control as a user does; the built-in example plans by name.

#include "app/format/exampleplans.h"
#include "app/planner/planfiles.h"
#include "isolatedsettings.h"
#include "widgets/parametercontrol.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QTest>

namespace jct::test {

inline void setUpWindowTests()
{
    isolateSettingsAndLocale();
    planner::PlanFiles::Prompts prompts;
    prompts.saveChanges = [](const QString &) { return planner::PlanFiles::SaveChoice::Discard; };
    planner::PlanFiles::setDefaultPrompts(prompts);
}

// Types a value into a control's spin box as a user does, and commits it with Enter.
inline void typeInto(widgets::ParameterControl *control, const QString &text)
{
    QDoubleSpinBox *spin = control->spinBox();
    spin->setFocus();
    spin->findChild<QLineEdit *>()->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

// A built-in example plan by its id (its file name without ".jctplan"); empty if none has it.
inline format::LoadedScenario examplePlan(const QString &id)
{
    for (const format::ExamplePlan &e : format::examplePlans())
        if (e.id == id)
            return e.plan;
    return {};
}

// The path of an example plan in the source tree ("gpt3-175b-1024-h100-30usd"), for the
// window's own file-opening paths.
inline QString examplePath(const QString &id)
{
    return qEnvironmentVariable("JCT_SOURCE_DIR") + QStringLiteral("/resources/examples/") + id
           + QStringLiteral(".jctplan");
}

} // namespace jct::test
