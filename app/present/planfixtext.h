#pragma once

// The cheapest fix of a plan that cannot run (core/studies/planfix.h) in words and as the
// scenario key path it changes, for the window's one-click fix.

#include "core/studies/planfix.h"

#include <QLocale>
#include <QString>

namespace jct::present {

// "full recompute", "flash attention on", "ZeRO stage 3", "micro-batch 2", "tp 16",
// "2,048 GPUs", …
[[nodiscard]] QString planFixText(const PlanFix &fix, const QLocale &locale = QLocale());

// The key path the fix changes ("training.recompute", "cluster.gpus", …).
[[nodiscard]] QString planFixKeyPath(const PlanFix &fix);

} // namespace jct::present
