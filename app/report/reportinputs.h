#pragma once

// 2. Inputs (internal to app/report): every key of the plan's scenario file as a row,
// with a readable label and its unit, so that a reader can check what the figures were
// computed from. Defaults the plan did not set are marked.

#include "reporttable.h"

#include <QString>

namespace jct::report {

[[nodiscard]] QString inputsHtml(const Plans &plans);

} // namespace jct::report
