#pragma once

// What every test of the main window starts with: isolated settings and the C locale, and
// no dialog when a modified window closes (the change is discarded).

#include "app/planner/planfiles.h"
#include "isolatedsettings.h"

namespace jct::test {

inline void setUpWindowTests()
{
    isolateSettingsAndLocale();
    planner::PlanFiles::Prompts prompts;
    prompts.saveChanges = [](const QString &) { return planner::PlanFiles::SaveChoice::Discard; };
    planner::PlanFiles::setDefaultPrompts(prompts);
}

} // namespace jct::test
