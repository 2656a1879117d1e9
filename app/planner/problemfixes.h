#pragma once

// The bar that says why a plan cannot run, with one-click fixes: undo the last change, the
// valid GPU counts nearest this one, and a search for a layout that fits.

#include "app/document/scenariodocument.h"
#include "app/present/plananalysis.h"
#include "controlspecs.h"

class QWidget;

namespace jct::planner {

class MessageBar;

// The GPU counts nearest the plan's that make a valid layout (the GPU slider's stops): the
// one below and the one above, whichever exist; none when the plan's count is valid.
[[nodiscard]] QVector<int> nearestValidGpuCounts(const QVector<ControlSpec> &specs, const Scenario &scenario);

// Clears `bar` when `analysis` runs; otherwise says why not (in the panel's words) with the
// fixes, which edit `document`. The layout search opens over `window`. `showingLastPlan`:
// the charts and tiles show an older plan that runs (false when none has run yet).
void showProblemFixes(MessageBar *bar, QWidget *window, document::ScenarioDocument *document,
                      const QVector<ControlSpec> &specs, const present::PlanAnalysis &analysis, bool showingLastPlan);

} // namespace jct::planner
