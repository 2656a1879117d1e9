#pragma once

// The plan in a few lines, for Edit ▸ Copy summary: its name, predicted job time, cost,
// step time and its parts, memory per GPU and the sync wall, each with its unit, as plain
// text or as Markdown (a heading and a list). Every value is formatted by the figures
// table (figures.h), so it reads as the tiles do.

#include "plananalysis.h"

#include <QLocale>
#include <QString>

namespace jct::present {

enum class SummaryFormat : unsigned char { PlainText, Markdown };

// Empty for an analysis of a plan that does not run.
[[nodiscard]] QString planSummaryText(const PlanAnalysis &analysis, SummaryFormat format,
                                      const QLocale &locale = QLocale::c());

} // namespace jct::present
