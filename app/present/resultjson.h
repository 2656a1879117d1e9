#pragma once

// The `jct eval --json` document (INTERFACES.md) and the plain-language reasons for a
// plan that cannot run.

#include "app/format/scenariojson.h"
#include "app/present/problemtext.h"
#include "core/model/result.h"
#include "core/studies/planstudy.h"
#include "core/studies/sensitivity.h"

#include <array>

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace jct::present {

// One named part of a breakdown, named once for every view: the JSON key, the label of
// the command line and the summary, a short label for chart legends.
struct BreakdownPart
{
    const char *key;
    const char *label;
    const char *shortLabel;
    double value;
};
[[nodiscard]] std::array<BreakdownPart, StepBreakdown::kParts> stepParts(const StepBreakdown &step);
[[nodiscard]] std::array<BreakdownPart, 11> idleParts(const IdleBreakdown &idle);
// Expected failures over the job from each FailureSource, in its order (all 0 when the plan
// sets a measured job MTBF, whose sources are unknown).
[[nodiscard]] std::array<BreakdownPart, kFailureSources> failureSources(const FailureResult &failures);
// One failure's recovery in its parts, adding up to FailureResult::recoverySeconds.
[[nodiscard]] std::array<BreakdownPart, 5> recoveryParts(const FailureResult &failures);

[[nodiscard]] QJsonArray sensitivityToJson(const std::array<SensitivityRow, kWhatIfCount> &rows, double baseSeconds,
                                           double baseUsd);

// The study `jct eval` documents: the plan, its 512-point sync wall and its sensitivity.
[[nodiscard]] StudyOptions evalStudyOptions();

// The `jct eval --json` document of a plan's study (INTERFACES.md).
// The keys the plan leaves to a default (the reader's list), and the first and last stage
// layers when the engine chose the near-even split for them (core's stageEnds).
[[nodiscard]] QStringList assumedKeys(const format::LoadedScenario &loaded);
[[nodiscard]] QJsonObject resultToJson(const format::LoadedScenario &loaded, const PlanStudy &study);

} // namespace jct::present
