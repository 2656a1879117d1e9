#pragma once

// A plan in one line, as captions and report headings name it: short catalog names
// ("H100", "NDR 400 Gb/s", "GPT-3 175B") and the line of key assumptions under a chart's
// title. Text only; the chart widgets draw it (present::ChartCaption).

#include "app/format/scenariojson.h"
#include "chartdata.h"
#include "plananalysis.h"

#include <QString>

namespace jct::present {

// "GPT-3 175B · 300 B tokens · 1,024 × H100 · NDR 400 Gb/s · tp8 pp8 dp16, vpp3 · $2.50/GPU-h"
[[nodiscard]] QString assumptionsLine(const PlanAnalysis &analysis);
// The parallel layout in one phrase, as captions and the report write it: every degree
// above 1, dp as the engine derived it, the stages of an uneven pipeline and an expert
// tensor-parallel size other than tp: "tp8 pp16 (first 7, last 7 layers) ep8 etp1 dp16, vpp2".
[[nodiscard]] QString layoutLine(const Scenario &scenario, int dp);
// The stages an uneven pipeline gives: "first 7, last 7 layers", "last 5 layers", or, for
// the split the engine chose where the layers do not divide and the plan gives none,
// "first 7, last 7 layers, near-even split" (core's stageEnds); empty for an even split.
[[nodiscard]] QString unevenStagesText(const Model &model, const Parallelism &parallelism);
// Short catalog names: "H100", "NDR 400 Gb/s", "GPT-3 175B"; the id or "custom" otherwise.
[[nodiscard]] QString gpuShortName(const format::LoadedScenario &plan);
[[nodiscard]] QString fabricShortName(const format::LoadedScenario &plan);
[[nodiscard]] QString modelShortName(const format::LoadedScenario &plan);

// A plan's name follows its inputs until the user names it: "GPT-3 175B · 1,024 × H100"
// (model, GPU count and type; numbers in the C convention whatever the display's, as the
// name is saved in the file).
[[nodiscard]] QString generatedPlanName(const format::LoadedScenario &plan);
// Whether the plan's name is still the one its inputs give (or empty): then it follows
// them. The form earlier versions gave ("GPT-3 175B on 1,024 H100 (NDR 400)") counts too.
[[nodiscard]] bool nameFollowsInputs(const format::LoadedScenario &plan);
// The name `after` should carry when `before` is changed into it: the generated one while
// the name follows the inputs (or was cleared), else the name `after` was given.
[[nodiscard]] QString nameAfterChange(const format::LoadedScenario &before, const format::LoadedScenario &after);
// The stem of the files a plan is saved and exported as: "gpt3-175b_1024xH100" while its
// name follows the inputs, else its name with only letters, digits, '.', '_' and '-'.
[[nodiscard]] QString planFileStem(const format::LoadedScenario &plan);
// "gpt3-175b_1024xB200_sync-wall.png": the stem, what is exported and the suffix.
[[nodiscard]] QString exportFileName(const format::LoadedScenario &plan, const QString &what, const QString &suffix);

// The caption of a chart of this plan: the chart's own title, the plan's name where the
// user gave it one (a generated name repeats the assumptions line) and the assumptions line.
[[nodiscard]] ChartCaption chartCaption(const PlanAnalysis &analysis);

} // namespace jct::present
