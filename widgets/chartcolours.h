#pragma once

// The one table of what each colour means in a chart: a fixed colour per step part (keyed
// by its identity, the `jct eval --json` breakdown key, never by its position among the
// parts a plan has) and per series, shared by the window, `jct plot` and the PDF report
// (all three draw with the same chart widgets). Okabe–Ito (2008) first, then Paul Tol's
// "muted" scheme for the parts Okabe–Ito has no colour left for: both stay apart for the
// common colour-vision deficiencies, and every colour here is mid-light, so that it reads
// on a white and on a dark chart background.

#include <QColor>
#include <QStringView>

namespace jct::widgets::colours {

// The colour of a step part ("compute", "bubble", "tp_comm", … as present::stepParts()
// names them); an unknown key gets a neutral grey.
[[nodiscard]] QColor stepPart(QStringView key);

// What a chart series stands for; the same role has the same colour in every chart.
enum class Series {
    Predicted,     // the plan's predicted curve (job time, overhead, utilization)
    Theoretical,   // the theoretical minimum
    ThisPlan,      // the plan's own point on its curve
    PlanA,         // the pinned plan A of an A/B comparison (drawn dashed)
    Wall,          // the sync wall
    Knee,          // the knee
    Limit,         // the batch limit and other bounds
    Asynchronous,  // asynchronous checkpoints
    Young,         // Young's optimum
    Daly,          // Daly's optimum
    Cost,          // idle cost in dollars
    SecondaryCost, // dollars per idle minute
    Slowdown,      // the job time's slowdown against loss
};

// The colour of `series` on a chart whose text is drawn in `foreground` (the theoretical
// minimum and the limit lines follow the text colour, so they stay visible on dark).
[[nodiscard]] QColor series(Series series, const QColor &foreground = QColor(0, 0, 0));

// The n-th extra curve of a family (one per interconnect preset): never a colour of a
// role above that the same chart draws.
[[nodiscard]] QColor extraCurve(int index);

} // namespace jct::widgets::colours
