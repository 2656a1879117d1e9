#pragma once

// Logarithmic chart axes: a tick at each power of ten (and at 1, 2, 5 × 10^k over a short
// range), labelled 10³-style in every number convention.

class QCPAxis;

namespace jct::widgets {

// Makes `axis` logarithmic, with the ticks and labels above.
void makeLogarithmicAxis(QCPAxis *axis);

} // namespace jct::widgets
