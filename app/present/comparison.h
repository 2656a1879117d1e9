#pragma once

// A/B comparison of two evaluated plans: one row per headline figure with A's and B's
// value, the difference B − A and the ratio B / A, as numbers (SI units, for a report's
// own layout) and as text with units (for the window's table). The rows are the figures of
// figures.h marked InCompare; the step parts reuse the names of stepParts().

#include "app/format/scenariojson.h"
#include "core/model/result.h"
#include "figures.h"
#include "plananalysis.h"

#include <QLocale>
#include <QString>
#include <QVector>

namespace jct::present {

struct ComparisonRow
{
    QString key;   // stable machine key ("predicted_s", "step.tp_comm", …)
    QString label; // "Predicted job time", "Step: TP communication", …
    QString unit;  // unit of a, b and diff: "s", "USD", "fraction", "bytes", …
    FigureKind kind = FigureKind::Number;
    bool stepPart = false; // one part of the step breakdown
    double a = 0;
    double b = 0;
    double diff = 0;  // b − a
    double ratio = 0; // b / a; NaN when a is 0
    QString aText, bText, diffText, ratioText;
};

// Rows for every figure, in reading order. Step parts that are zero in both plans are
// left out (EP communication without MoE, …); every other figure is always present.
[[nodiscard]] QVector<ComparisonRow> compareResults(const Scenario &sa, const Result &a, const Scenario &sb,
                                                    const Result &b, const QLocale &locale = QLocale::c());

// A short description of a plan for legends: "1,024 × H100, NDR 400".
[[nodiscard]] QString planLabel(const format::LoadedScenario &plan, const QLocale &locale = QLocale::c());

// Plan B's analysis with plan A's curves, markers and step breakdown laid over B's charts
// (names "A: …" and "B: …" in their legends): what the window's charts show with A pinned,
// its exports, and `jct plot --compare`. Both must be analyses of plans that run.
[[nodiscard]] PlanAnalysis overlayPlanA(const PlanAnalysis &a, PlanAnalysis b, const QLocale &locale = QLocale());

} // namespace jct::present
