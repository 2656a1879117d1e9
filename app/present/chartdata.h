#pragma once

// What the charts draw: plain numbers prepared by the application from engine results.
// Widgets render these and compute no physics.

#include <limits>

#include <QPair>
#include <QString>
#include <QVector>

namespace jct::present {

struct Series
{
    QString name;
    QVector<double> x;
    QVector<double> y;
    bool operator==(const Series &) const = default;
};

struct Marker
{
    double x = std::numeric_limits<double>::quiet_NaN();
    double y = std::numeric_limits<double>::quiet_NaN();
    [[nodiscard]] bool valid() const { return x == x && y == y; }
    // NaN marks "no marker": two absent markers are equal.
    bool operator==(const Marker &o) const
    {
        return (x == o.x || (x != x && o.x != o.x)) && (y == o.y || (y != y && o.y != o.y));
    }
};

// What stands above a chart exported on its own (a slide, a file): its title, the plan's
// name and a line of its key assumptions. Plain text, so that the command line and the
// window fill it the same way the chart widgets draw it.
struct ChartCaption
{
    QString title;       // empty: the chart's own title
    QString scenario;    // the plan's name; empty: none of its own (chartCaption)
    QString assumptions; // "GPT-3 175B · 1,024 × H100 · NDR 400 · tp8 pp8 dp16 · $2.50/GPU-h"
};

// The pinned plan A of an A/B comparison, drawn dashed and lighter under the plan being
// edited (B). An empty name means no comparison.
struct Reference
{
    QString name;      // legend entry, "A: …"
    QString shortName; // "A": its direct label where the whole name finds no free place
    QVector<double> x;
    QVector<double> y;
    Marker marker; // A's own plan on its curve
    [[nodiscard]] bool active() const { return !name.isEmpty(); }
    bool operator==(const Reference &) const = default;
};

// 1. Predicted JCT against GPU count with the global batch fixed.
struct SyncWallChartData
{
    QVector<double> gpus; // every valid count (dp divides B/b) that fits
    QVector<double> predictedDays;
    QVector<double> theoreticalDays; // at gpus
    // The theoretical minimum as a continuous curve in N (S × compute × N₀ / N), no staircase.
    QVector<double> theoreticalCurveGpus;
    QVector<double> theoreticalCurveDays;
    QVector<Series> comparison; // one predicted curve per interconnect preset
    Marker wall;                // least predicted JCT
    Marker knee;                // the largest count at or above the efficiency threshold
    QString wallLabel;          // "wall: 512 GPUs"
    QString kneeLabel;          // "knee (≥ 70 %): 256 GPUs"
    QString wallAndKneeLabel;   // both at one count: "wall and knee (≥ 70 %): 512 GPUs"
    double batchLimitGpus = 0;  // where dp = B/b ends the curve (0: none)
    QString batchLimitLabel;    // "batch limit: dp = B/b = 1,024"
    Marker current;             // the plan being edited
    Reference reference;        // plan A when comparing
    QString currentName;        // plan B's legend name when comparing ("B: …"), else empty
    QString currentShortName;   // "B" when comparing: plan B's label where its whole name finds no room
    bool operator==(const SyncWallChartData &) const = default;
};

// 2. Cost of idle time against GPU count, and the plan's idle cost by cause.
struct IdleCostChartData
{
    QVector<double> gpus;
    QVector<double> perIdleMinuteUsd;
    QVector<double> idleUsd;
    Marker current; // x: GPUs, y: idle USD
    QVector<QPair<QString, double>> idleByCauseUsd;
    Reference reference;      // plan A when comparing
    QString currentName;      // plan B's legend name when comparing ("B: …"), else empty
    QString currentShortName; // "B" when comparing: plan B's label where its whole name finds no room
    bool operator==(const IdleCostChartData &) const = default;
};

// 3. Checkpoint + failure overhead against the checkpoint interval.
struct CheckpointChartData
{
    QVector<double> intervalMinutes;
    QVector<double> syncOverheadPercent;
    QVector<double> asyncOverheadPercent;
    double youngMinutes = 0;
    double dalyMinutes = 0;
    double currentMinutes = 0;
    double currentOverheadPercent = 0;
    bool async = false;
    Reference reference;      // plan A when comparing
    QString currentName;      // plan B's legend name when comparing ("B: …"), else empty
    QString currentShortName; // "B" when comparing: plan B's label where its whole name finds no room
    bool operator==(const CheckpointChartData &) const = default;
};

// GPU utilization (compute share of the step) and job time against packet loss.
struct LossChartData
{
    QVector<double> lossPercent;
    QVector<double> utilizationPercent;
    QVector<double> slowdownPercent; // job time over the loss-free plan's, − 1
    Marker current;                  // x: the plan's loss %, y: its utilization %
    // A plan without loss has no place on the log axis: its marker stands at the curve's
    // lowest rate, where the loss does not yet show, and says so.
    bool currentLossFree = false;
    Reference reference; // plan A when comparing
    QString currentName; // plan B's legend name when comparing ("B: …"), else empty
    bool operator==(const LossChartData &) const = default;
};

// 4. Where one step goes.
struct StepBreakdownChartData
{
    QVector<QPair<QString, double>> partsSeconds;
    // Each part's identity ("compute", "tp_comm", … as stepParts() keys them), in the order
    // of partsSeconds: what its colour follows, whatever the labels' language.
    QVector<QString> partKeys;
    double stepSeconds = 0;
    // Plan A when comparing, drawn as a second bar above B's.
    QString referenceName; // "A: …"; empty: no comparison
    QString currentName;   // "B: …"
    QVector<QPair<QString, double>> referenceParts;
    QVector<QString> referencePartKeys;
    double referenceStepSeconds = 0;
    bool operator==(const StepBreakdownChartData &) const = default;
};

} // namespace jct::present
