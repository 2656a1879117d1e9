#pragma once

// The chart widgets of a plan, filled from its analysis, for what draws charts off
// screen: `jct plot`, the PDF report and the window's exports. Fresh widgets of a fixed
// size, so that what is written does not depend on the window's layout.

#include "app/present/chartid.h"
#include "app/present/plananalysis.h"

#include <memory>

#include <QSize>
#include <QString>

namespace jct::widgets {
class ChartView;
}

namespace jct::report {

// A chart widget showing the analysis (not shown on screen; render or export it).
[[nodiscard]] std::unique_ptr<widgets::ChartView> makeChart(present::ChartId id, const present::PlanAnalysis &analysis);

// Writes chart `id` of the analysis to `path`, in the format its suffix names, `size`
// pixels at `dpi`, under the plan's caption (present::chartCaption). On failure returns
// false with the reason, naming the path, in *error.
bool writeChartFile(present::ChartId id, const present::PlanAnalysis &analysis, const QString &path, const QSize &size,
                    int dpi, QString *error);

} // namespace jct::report
