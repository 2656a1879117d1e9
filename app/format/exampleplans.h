#pragma once

// The example plans shipped with the planner (resources/examples/*.jctplan, compiled in):
// the seed scenarios and a few trade-offs to demo. Each is an ordinary scenario file.

#include "scenariojson.h"

#include <QString>
#include <QVector>

namespace jct::format {

struct ExamplePlan
{
    QString id;   // file name without ".jctplan"
    QString path; // resource path, readable with readScenarioFile()
    LoadedScenario plan;
};

// Every built-in example, sorted by id. An example that does not read (a packaging error)
// is left out and reported in `problems`.
[[nodiscard]] QVector<ExamplePlan> examplePlans(QStringList *problems = nullptr);

} // namespace jct::format
