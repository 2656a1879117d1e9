#include "plananalysis.h"

#include "app/format/enumnames.h"
#include "core/model/units.h"
#include "core/studies/planstudy.h"
#include "figures.h"
#include "numberformat.h"
#include "resultjson.h"

#include <array>
#include <cmath>

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace jct::present {

namespace {

// The tr() context of this file, for the program and for lupdate alike.
struct AnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(PlanAnalysis)
};

void fillSweepCharts(PlanAnalysis &a, const PlanStudy &study)
{
    present::SyncWallChartData &wall = a.syncWallChart;
    present::IdleCostChartData &idle = a.idleCostChart;
    for (const SyncWallPoint &p : study.syncWallPoints) {
        if (!p.fits)
            continue;
        wall.gpus.append(p.gpus);
        wall.predictedDays.append(p.predictedSeconds / units::kDay);
        wall.theoreticalDays.append(p.theoreticalSeconds / units::kDay);
        idle.gpus.append(p.gpus);
        idle.idleUsd.append(p.idleUsd);
        idle.perIdleMinuteUsd.append(p.perIdleMinuteUsd);
    }
    const SyncWallSummary &w = a.syncWall;
    if (w.wallGpus > 0) {
        wall.wall = {static_cast<double>(w.wallGpus), w.wallSeconds / units::kDay};
        wall.wallLabel = AnalysisText::tr("wall: %1 GPUs").arg(formatCount(static_cast<double>(w.wallGpus)));
    }
    if (w.kneeGpus > 0) {
        wall.knee = {static_cast<double>(w.kneeGpus), w.kneeSeconds / units::kDay};
        const QString threshold = formatPercent(w.kneeThreshold, QLocale::c(), 0);
        const QString kneeCount = formatCount(static_cast<double>(w.kneeGpus));
        wall.kneeLabel = AnalysisText::tr("knee (scaling ≥ %1): %2 GPUs").arg(threshold, kneeCount);
        // One line where they coincide: a second line makes the label too tall for the room
        // beside the curve's end, where it then hides the lines.
        if (w.kneeGpus == w.wallGpus)
            wall.wallAndKneeLabel = AnalysisText::tr("wall and knee (scaling ≥ %1): %2 GPUs").arg(threshold, kneeCount);
    }
    if (w.batchLimitGpus > 0 && !wall.gpus.isEmpty() && wall.gpus.last() == static_cast<double>(w.batchLimitGpus)) {
        wall.batchLimitGpus = static_cast<double>(w.batchLimitGpus);
        wall.batchLimitLabel =
            w.interleavingLimit
                ? AnalysisText::tr("interleaving limit: dp = %1 (≥ pp micro-batches)")
                      .arg(formatCount(static_cast<double>(w.batchLimitDp)))
                : AnalysisText::tr("batch limit: dp = B/b = %1").arg(formatCount(static_cast<double>(w.batchLimitDp)));
    }
    // The theoretical minimum is S × compute × N₀ / N: drawn on its own log grid across the
    // curve, continuous in N.
    if (w.theoreticalGpuSeconds > 0 && wall.gpus.size() > 1) {
        constexpr int kCurvePoints = 64;
        const double lo = wall.gpus.first();
        const double hi = wall.gpus.last();
        for (int i = 0; i < kCurvePoints; ++i) {
            const double n = lo * std::pow(hi / lo, static_cast<double>(i) / (kCurvePoints - 1));
            wall.theoreticalCurveGpus.append(n);
            wall.theoreticalCurveDays.append(w.theoreticalSecondsAt(n) / units::kDay);
        }
    }
    const Scenario &s = a.input.scenario;
    wall.current = {static_cast<double>(s.cluster.gpus), a.result.predictedSeconds / units::kDay};
}

void fillInterconnectCurves(PlanAnalysis &a, const PlanStudy &study, const QStringList &fabricIds)
{
    for (qsizetype i = 0; i < fabricIds.size() && i < static_cast<qsizetype>(study.interconnects.size()); ++i) {
        present::Series series;
        series.name = fabricIds[i];
        for (const SyncWallPoint &p : study.interconnects[static_cast<std::size_t>(i)].points) {
            if (!p.fits)
                continue;
            series.x.append(p.gpus);
            series.y.append(p.predictedSeconds / units::kDay);
        }
        a.syncWallChart.comparison.append(series);
    }
}

void fillCheckpointChart(PlanAnalysis &a, const PlanStudy &study)
{
    present::CheckpointChartData &c = a.checkpointChart;
    const CheckpointResult &ck = a.result.checkpoint;
    c.async = a.input.scenario.storage.asyncCheckpoint;
    c.youngMinutes = ck.youngSeconds / 60.0;
    c.dalyMinutes = ck.dalySeconds / 60.0;
    c.currentMinutes = ck.intervalSeconds / 60.0;
    const double train = a.result.trainSeconds;
    c.currentOverheadPercent = 100.0 * (ck.overheadSeconds + a.result.failures.overheadSeconds) / train;
    for (const IntervalPoint &p : study.checkpointCurve) {
        c.intervalMinutes.append(p.intervalSeconds / 60.0);
        c.syncOverheadPercent.append(100.0 * p.syncOverhead);
        c.asyncOverheadPercent.append(100.0 * p.asyncOverhead);
    }
}

void fillStepChart(PlanAnalysis &a)
{
    present::StepBreakdownChartData &c = a.stepChart;
    c.stepSeconds = a.result.stepTime;
    const Parallelism &p = a.input.scenario.parallelism;
    for (const present::BreakdownPart &part : present::stepParts(a.result.step)) {
        // Parts that the plan cannot have (EP without MoE, …) stay out; a part that is
        // merely small stays in so that colours keep their meaning while dragging.
        const std::string_view key = part.key;
        const bool possible = part.value > 0.0 || key == "compute" || (key == "bubble" && p.pp > 1)
                              || (key == "tp_comm" && p.tp > 1) || (key == "dp_comm" && a.result.dp > 1);
        if (possible) {
            c.partsSeconds.append({AnalysisText::tr(part.shortLabel), part.value});
            c.partKeys.append(QString::fromLatin1(part.key));
        }
    }
}

void fillIdleCauses(PlanAnalysis &a, const Scenario &s)
{
    const double usdPerSecond = s.cluster.gpus * s.cost.gpuHourUsd / units::kHour;
    for (const present::BreakdownPart &part : present::idleParts(a.result.idle))
        a.idleCostChart.idleByCauseUsd.append({AnalysisText::tr(part.label), part.value * usdPerSecond});
    a.idleCostChart.current = {static_cast<double>(s.cluster.gpus), a.result.cost.idleUsd};
}

void fillLossChart(PlanAnalysis &a, const PlanStudy &study)
{
    present::LossChartData &c = a.lossChart;
    for (const LossPoint &p : study.lossCurve) {
        c.lossPercent.append(p.lossRate * 100.0);
        c.utilizationPercent.append(100.0 * p.utilization);
        c.slowdownPercent.append(100.0 * p.slowdown);
    }
    const Scenario &s = a.input.scenario;
    if (study.lossCurve.empty())
        return;
    c.currentLossFree = s.fabric.lossRate <= 0.0;
    c.current = {c.currentLossFree ? c.lossPercent.first() : s.fabric.lossRate * 100.0,
                 100.0 * (a.result.step.compute + a.result.step.recompute) / a.result.stepTime};
}

} // namespace

PlanAnalysis analyzePlan(const format::LoadedScenario &plan, const AnalysisOptions &options)
{
    PlanAnalysis a;
    a.input = plan;
    const Scenario &s = plan.scenario;
    // The interconnect comparison: every catalog fabric with this plan's loss rate and
    // forced algorithm, so that the curves differ by the fabric alone.
    QStringList fabricIds;
    std::vector<Fabric> fabrics;
    if (options.compareInterconnects) {
        fabricIds = format::Catalog::builtIn().ids(format::Catalog::Kind::Fabric);
        for (const QString &id : fabricIds) {
            Fabric f = format::catalogFabric(id);
            f.lossRate = s.fabric.lossRate;
            f.algorithm = s.fabric.algorithm;
            fabrics.push_back(f);
        }
    }
    StudyOptions study;
    study.syncWallPoints = options.sweepPoints;
    study.kneeThreshold = options.kneeThreshold;
    study.intervalPoints = options.intervalPoints;
    study.interconnects = fabrics;
    const PlanStudy result = studyPlan(s, study);
    a.result = result.result;
    a.syncWall = result.syncWall;
    a.evaluations = result.evaluations;
    if (!a.result.fits()) {
        a.problem = describeInfeasibility(a.result, s);
        a.problemKey = problemKeyPath(a.result, s);
        a.failing = failingFigure(s, a.result);
        a.summary = emptySummaryTiles();
        return a;
    }
    fillSweepCharts(a, result);
    fillInterconnectCurves(a, result, fabricIds);
    fillIdleCauses(a, s);
    fillCheckpointChart(a, result);
    fillStepChart(a);
    a.stepTail = result.stepTail;
    a.summary = summaryTiles({s, a.result, &a.syncWall, &a.stepTail});
    fillLossChart(a, result);
    for (const SensitivityRow &row : result.sensitivity)
        a.sensitivity.append({format::enumText(row.change), row.fits, row.deltaSeconds,
                              row.deltaSeconds / a.result.predictedSeconds, row.deltaUsd});
    return a;
}

} // namespace jct::present
