#pragma once

// Logarithmic chart axes: a tick at each power of ten (and, over less than two decades, at
// 1…9, 1 2 5 or 1 3 × 10^k as the axis's length gives their labels room), labelled
// 10³-style in every number convention.

class QCPAxis;

namespace jct::widgets {

// Makes `axis` logarithmic, with the ticks and labels above.
void makeLogarithmicAxis(QCPAxis *axis);
// Whether `axis`'s ticks were chosen for another length than it now has (a resize): the
// next layout, at this length, may choose other ones.
[[nodiscard]] bool logTicksNeedLayout(const QCPAxis *axis);

} // namespace jct::widgets
