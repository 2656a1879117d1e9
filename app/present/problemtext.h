#pragma once

// The plain-language reason for a plan that cannot run and the key path of the control
// that caused it. The engine reports a Problem code and two numbers (core/model/result.h);
// the sentence is made here, in the installed language (context "ProblemText"), and in
// English for JSON (the commands install English before they write it).

#include "core/model/result.h"

#include <QString>

namespace jct::present {

// The key path of the scenario control that caused a problem ("parallelism.tp", …),
// so that a window can show the reason next to it: the expert tensor-parallel size when
// it is what breaks the expert layout, a stage's layer count when an uneven split does
// not divide, the storage, restart or interval that a job which does not finish runs into.
[[nodiscard]] QString problemKeyPath(const Result &result, const Scenario &scenario);

// One sentence naming the rule broken (with the key paths and numbers) or, for memory,
// how much is over and what takes the most.
[[nodiscard]] QString describeInfeasibility(const Result &result, const Scenario &scenario);

} // namespace jct::present
