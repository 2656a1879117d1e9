#pragma once

// A/B comparison of two evaluated plans: one row per headline figure with A's and B's
// value, the difference B − A and the ratio B / A, as numbers (SI units, for a report's
// own layout) and as text with units (for the window's table). The rows come from one
// table of figure descriptors; the step parts reuse the names of stepParts().

#include "app/format/scenariojson.h"
#include "core/model/result.h"

#include <QLocale>
#include <QString>
#include <QVector>

namespace jct::present {

// How a figure's value reads; the raw values are in the unit of `ComparisonRow::unit`.
enum class FigureKind : unsigned char {
    Duration,    // seconds
    Usd,         // US dollars
    Fraction,    // 0…1, shown as %, differences in percentage points
    BinaryBytes, // bytes, shown in GiB
    Count,       // a whole number (GPUs)
    Number,      // one decimal (expected failures)
    EnergyKwh,   // kWh, shown in MWh above 1,000
    Tflops,      // TFLOP/s per GPU
};

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

// Formats one value of a figure kind with its unit ("7.29 days", "$462,949", "51.7 %").
[[nodiscard]] QString formatFigure(FigureKind kind, double value, const QLocale &locale = QLocale::c());
// A signed difference: "+1.20 days", "−$2,749", "+0.8 pp", "0 s".
[[nodiscard]] QString formatFigureDifference(FigureKind kind, double diff, const QLocale &locale = QLocale::c());

// A short description of a plan for legends: "1,024 × H100, NDR 400".
[[nodiscard]] QString planLabel(const format::LoadedScenario &plan, const QLocale &locale = QLocale::c());

} // namespace jct::present
