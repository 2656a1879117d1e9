#pragma once

// Edit ▸ Copy summary: the shown plan in a few lines on the clipboard, as plain text and as
// Markdown (text/markdown), from present::planSummaryText.

#include "app/present/plananalysis.h"

class QStatusBar;

namespace jct::planner {

// Says on `status` what was copied, or that no plan that runs has been shown yet.
void copyPlanSummary(const present::PlanAnalysis &shown, QStatusBar *status);

} // namespace jct::planner
