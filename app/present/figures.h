#pragma once

// The one table of headline figures. Each row names a figure once (its machine key, its
// label, a short label, how its value reads, and where it goes) and gives its getter; the
// summary tiles, `jct eval` (text and JSON), the report's headline table, the A/B rows
// and the chart CSV headers all read this table. A new headline figure is one row here.

#include "core/model/result.h"
#include "core/model/scenario.h"
#include "core/studies/steptail.h"
#include "core/studies/syncwall.h"
#include "tabledata.h"

#include <span>

#include <QLocale>
#include <QString>

namespace jct::present {

// How a figure's value reads; values are kept in SI (seconds, dollars, bytes, fractions).
enum class FigureKind : unsigned char {
    Duration,        // seconds, shown in the largest unit that keeps it ≥ 1 ("7.57 days")
    Usd,             // US dollars
    Fraction,        // 0…1, shown as %, differences in percentage points
    BinaryBytes,     // bytes, shown in GiB
    Count,           // a whole number
    Gpus,            // a whole number of GPUs ("49,152 GPUs"; 0: "none")
    Number,          // one decimal (expected failures)
    EnergyKwh,       // kWh, shown in MWh above 1,000
    Tflops,          // TFLOP/s per GPU
    TokensPerSecond, // tokens per second
    Verdict,         // an efficiency, read as its bound: communication-bound, balanced, compute-bound
    Plain,           // a number as is (FLOPs, ratios): machine outputs only
};

// Where a figure appears (the tiles, `jct eval`'s text and JSON, the report and the A/B
// rows are each chosen by the fields below; these flags say the rest).
enum FigureView : unsigned {
    InCompare = 1u << 0, // the A/B comparison rows
    InReport = 1u << 1,  // the report's headline table
};

// `jct eval`'s text lines that are made of figures ("label value, label value, …").
enum class EvalLine : unsigned char { None, Jct, Throughput, Cost };

// What a getter sees: the plan, its evaluation and (where the view has it) its sync wall.
struct FigureContext
{
    const Scenario &scenario;
    const Result &result;
    const SyncWallSummary *syncWall = nullptr;
    const StepTail *stepTail = nullptr; // the step time over steps (p50, p99); the mean alone without it
};

struct Figure
{
    const char *key;        // stable machine key ("predicted_s"): A/B rows
    const char *label;      // in full: tiles, the report, `jct eval`
    const char *shortLabel; // where room is short: the A/B table
    FigureKind kind;
    double (*get)(const FigureContext &);
    unsigned views = 0; // FigureView flags
    // The report's unit: value × scale in `unit`, with `decimals`.
    const char *reportUnit = "";
    double reportScale = 1.0;
    int reportDecimals = 2;
    // `jct eval --json`: key path and the unit it is given in, as a divisor of the SI value
    // (86,400 for *_days; nullptr: not in the JSON); with zeroIsNull a zero value (no sync
    // wall, no failures modelled) is null.
    const char *jsonKey = nullptr;
    double jsonPer = 1.0;
    bool zeroIsNull = false;
    EvalLine evalLine = EvalLine::None;
    const char *csvColumn = nullptr; // its column in a chart's CSV ("predicted_jct_days")
    // A summary tile: its title (nullptr: no tile) and, optionally, the line under the value,
    // a tooltip with the plan's own numbers and a colour.
    const char *tileTitle = nullptr;
    QString (*tileDetail)(const FigureContext &, const QLocale &) = nullptr;
    QString (*tileToolTip)(const FigureContext &, const QLocale &) = nullptr;
    SummaryItem::Tone (*tileTone)(const FigureContext &) = nullptr;
    const char *formula = ""; // how it is computed (tooltips)
};

[[nodiscard]] std::span<const Figure> figures();
// The figure of a key; nullptr for none.
[[nodiscard]] const Figure *figure(const char *key);

// Labels in the user's language (the table holds them in English).
[[nodiscard]] QString figureLabel(const Figure &f);
[[nodiscard]] QString figureShortLabel(const Figure &f);

// Formats one value of a figure kind with its unit ("7.29 days", "$462,949", "51.7 %").
[[nodiscard]] QString formatFigure(FigureKind kind, double value, const QLocale &locale = QLocale::c());
// A signed difference: "+1.20 days", "−$2,749", "+0.8 pp", "0 s".
[[nodiscard]] QString formatFigureDifference(FigureKind kind, double diff, const QLocale &locale = QLocale::c());
// The unit a kind's raw values are in: "s", "USD", "fraction", "bytes", …
[[nodiscard]] QString figureUnit(FigureKind kind);

// The summary tiles of a plan that runs, in table order.
[[nodiscard]] QVector<SummaryItem> summaryTiles(const FigureContext &context, const QLocale &locale = QLocale());

// The summary tiles with their titles and formulas but no value ("—"): the strip of a plan
// that cannot run when no plan has run yet, greyed around the failing figure.
[[nodiscard]] QVector<SummaryItem> emptySummaryTiles();

// The figure that stops a plan from running, as the tile that shows it: "Memory per GPU"
// "134 GiB > 72 GiB" (Tone::Bad), "Predicted job time" "never finishes"; a layout that is
// not valid gets the title "Layout" and what does not divide ("1,000 GPUs ∤ 64"). Empty
// for a plan that runs.
[[nodiscard]] SummaryItem failingFigure(const Scenario &scenario, const Result &result,
                                        const QLocale &locale = QLocale());

// One `jct eval` text line: "label value, label value, …" of the figures of `line`, in the
// installed language (English without one), numbers in the C convention.
[[nodiscard]] QString evalLineText(EvalLine line, const FigureContext &context);

// The cost of waiting, priced for an event (issue 14): the whole cluster idles while a
// synchronous job waits, N × price per second (core/step/jobcost.h). "a 10 s stall on this
// cluster costs $85.33"; "a 10 % slowdown for an hour costs $3,072" (1,024 GPUs at $30/h).
inline constexpr double kStallSeconds = 10.0;
inline constexpr double kSlowdownFraction = 0.1;
inline constexpr double kSlowdownSeconds = 3600.0;
[[nodiscard]] QString stallCostText(const Scenario &s, double seconds, const QLocale &locale = QLocale::c());
[[nodiscard]] QString slowdownCostText(const Scenario &s, double fraction, double seconds,
                                       const QLocale &locale = QLocale::c());
// "$8.53 a second, $512 an idle minute".
[[nodiscard]] QString waitingRateText(const Scenario &s, const QLocale &locale = QLocale::c());
// `jct eval`'s line: "$8.53 a second, $512 an idle minute: a 10 s stall …; a 10 % slowdown …".
[[nodiscard]] QString waitingText(const Scenario &s, const QLocale &locale = QLocale::c());

// What memory per GPU is made of: "weights 5.2 GiB, gradients 10.4 GiB, optimizer 2.0 GiB,
// activations 12.4 GiB, buffers 0 GiB, allocator fragmentation 1.0 GiB", and the activations
// offloaded to host memory when the plan fits only by offloading them.
[[nodiscard]] QString memoryPartsText(const MemoryBreakdown &memory, const QLocale &locale = QLocale::c());

// The sync wall and the knee in words (`jct eval`, the tile's tooltip, the report): empty when
// no count fits. "512 GPUs (dp 512) give the least predicted JCT …"; "scaling efficiency stays
// at or above 70 % up to 256 GPUs …", saying when the batch limit ends the curve.
[[nodiscard]] QString syncWallText(const SyncWallSummary &wall, const QLocale &locale = QLocale::c());
[[nodiscard]] QString kneeText(const SyncWallSummary &wall, const QLocale &locale = QLocale::c());
// What ends the scaling: the parts of the job whose share grows most between the smallest
// count that fits and the first count past the knee (or the last count); empty when none
// grows by a percentage point.
[[nodiscard]] QString scalingLimitText(const SyncWallSummary &wall, const QLocale &locale = QLocale::c());

} // namespace jct::present
