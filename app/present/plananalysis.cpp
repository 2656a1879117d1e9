#include "plananalysis.h"

#include "app/format/enumnames.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/sensitivity.h"
#include "numberformat.h"
#include "resultjson.h"

#include <array>
#include <cmath>

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

namespace jct::present {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("PlanAnalysis", text);
}

using present::SummaryItem;

void fillSweepCharts(PlanAnalysis &a, std::span<const SyncWallPoint> points)
{
    present::SyncWallChartData &wall = a.syncWallChart;
    present::IdleCostChartData &idle = a.idleCostChart;
    for (const SyncWallPoint &p : points) {
        if (!p.fits)
            continue;
        wall.gpus.append(p.gpus);
        wall.predictedDays.append(p.predictedSeconds / units::kDay);
        wall.theoreticalDays.append(p.theoreticalSeconds / units::kDay);
        idle.gpus.append(p.gpus);
        idle.idleUsd.append(p.idleUsd);
        idle.perIdleMinuteUsd.append(p.perIdleMinuteUsd);
    }
    if (a.syncWall.wallGpus > 0)
        wall.wall = {static_cast<double>(a.syncWall.wallGpus), a.syncWall.wallSeconds / units::kDay};
}

void fillCheckpointChart(PlanAnalysis &a, const Scenario &s, int points)
{
    present::CheckpointChartData &c = a.checkpointChart;
    const CheckpointResult &ck = a.result.checkpoint;
    c.async = s.storage.asyncCheckpoint;
    c.youngMinutes = ck.youngSeconds / 60.0;
    c.dalyMinutes = ck.dalySeconds / 60.0;
    c.currentMinutes = ck.intervalSeconds / 60.0;
    const double train = a.result.trainSeconds;
    c.currentOverheadPercent = 100.0 * (ck.overheadSeconds + a.result.failures.overheadSeconds) / train;
    if (ck.dalySeconds <= 0.0 && ck.intervalSeconds <= 0.0)
        return; // no failures modelled and no interval set: nothing to trade off

    // Intervals around the optimum: from 1/30 of the smaller to 30× the larger of
    // Daly's interval and the current one, log-spaced.
    const double centre = ck.dalySeconds > 0.0 ? ck.dalySeconds : ck.intervalSeconds;
    const double lo = std::max(10.0, std::min(centre, ck.intervalSeconds > 0 ? ck.intervalSeconds : centre) / 30.0);
    const double hi = std::max(centre, ck.intervalSeconds) * 30.0;
    Scenario probe = s;
    for (int i = 0; i < points; ++i) {
        const double tau = lo * std::pow(hi / lo, static_cast<double>(i) / (points - 1));
        probe.reliability.checkpointIntervalSeconds = tau;
        c.intervalMinutes.append(tau / 60.0);
        for (bool async : {false, true}) {
            probe.storage.asyncCheckpoint = async;
            const Result r = evaluate(probe);
            ++a.evaluations;
            const double overhead =
                r.fits() ? 100.0 * (r.checkpoint.overheadSeconds + r.failures.overheadSeconds) / r.trainSeconds
                         : std::numeric_limits<double>::quiet_NaN();
            (async ? c.asyncOverheadPercent : c.syncOverheadPercent).append(overhead);
        }
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
        if (possible)
            c.partsSeconds.append({tr(part.shortLabel), part.value});
    }
}

void fillIdleCauses(PlanAnalysis &a, const Scenario &s)
{
    const double usdPerSecond = s.cluster.gpus * s.cost.gpuHourUsd / units::kHour;
    for (const present::BreakdownPart &part : present::idleParts(a.result.idle))
        a.idleCostChart.idleByCauseUsd.append({tr(part.label), part.value * usdPerSecond});
    a.idleCostChart.current = {static_cast<double>(s.cluster.gpus), a.result.cost.idleUsd};
}

void fillLossChart(PlanAnalysis &a, const Scenario &s)
{
    present::LossChartData &c = a.lossChart;
    Scenario probe = s;
    probe.fabric.lossRate = 0.0;
    const Result clean = evaluate(probe);
    ++a.evaluations;
    if (!clean.fits())
        return;
    // 10⁻⁶ … 10⁻¹ (0.0001 % … 10 %), four points a decade.
    for (int i = 0; i <= 20; ++i) {
        probe.fabric.lossRate = 1e-6 * std::pow(10.0, i / 4.0);
        const Result r = evaluate(probe);
        ++a.evaluations;
        c.lossPercent.append(probe.fabric.lossRate * 100.0);
        c.utilizationPercent.append(100.0 * (r.step.compute + r.step.recompute) / r.stepTime);
        c.slowdownPercent.append(100.0 * (r.predictedSeconds / clean.predictedSeconds - 1.0));
    }
    if (s.fabric.lossRate > 0.0)
        c.current = {s.fabric.lossRate * 100.0,
                     100.0 * (a.result.step.compute + a.result.step.recompute) / a.result.stepTime};
}

void fillSummary(PlanAnalysis &a, const Scenario &s)
{
    const Result &r = a.result;
    const QLocale locale;
    QVector<SummaryItem> &items = a.summary;
    items.append({tr("Predicted job time"), present::formatDuration(r.predictedSeconds, locale),
                  tr("minimum %1").arg(present::formatDuration(r.theoreticalSeconds, locale)),
                  tr("Startup + Daly's expected wall time of S = %1 steps of %2, with checkpoints and failures. "
                     "The minimum is S × the step's compute alone: no communication, bubble, recompute, "
                     "stragglers, checkpoints or failures.")
                      .arg(present::formatCount(r.steps, locale), present::formatDuration(r.stepTime, locale)),
                  SummaryItem::Tone::Normal});
    items.append({tr("Efficiency"), present::formatPercent(r.efficiency, locale),
                  format::enumText(boundOf(r.efficiency)),
                  tr("Theoretical minimum / predicted. Below 70 %: communication-bound; above 85 %: compute-bound."),
                  r.efficiency < 0.70 ? SummaryItem::Tone::Bad
                                      : (r.efficiency > 0.85 ? SummaryItem::Tone::Good : SummaryItem::Tone::Warning)});
    items.append({tr("MFU"), present::formatPercent(r.mfu, locale),
                  tr("%1 TFLOP/s per GPU").arg(locale.toString(r.tflopsPerGpu, 'f', 0)),
                  tr("Model FLOPs per second / (N × peak). Model FLOPs = 3 × forward × B·s, without recomputation; "
                     "HFU with it is %1.")
                      .arg(present::formatPercent(r.hfu, locale)),
                  SummaryItem::Tone::Normal});
    const double memoryShare = r.memory.total() / r.memory.usable;
    items.append({tr("Memory per GPU"), present::formatBinaryBytes(r.memory.total(), locale),
                  tr("of %1 usable").arg(present::formatBinaryBytes(r.memory.usable, locale)),
                  tr("Weights %1, gradients %2, optimizer %3, activations %4, buffers %5. Usable = 90 % of %6 HBM.")
                      .arg(present::formatBinaryBytes(r.memory.weights, locale),
                           present::formatBinaryBytes(r.memory.gradients, locale),
                           present::formatBinaryBytes(r.memory.optimizer, locale),
                           present::formatBinaryBytes(r.memory.activations, locale),
                           present::formatBinaryBytes(r.memory.buffers, locale),
                           present::formatBinaryBytes(s.gpu.hbmBytes, locale)),
                  memoryShare > 0.95 ? SummaryItem::Tone::Warning : SummaryItem::Tone::Normal});
    items.append({tr("Total cost"), present::formatUsd(r.cost.totalUsd, locale),
                  tr("%1 per million tokens").arg(present::formatUsd(r.cost.perMillionTokensUsd, locale)),
                  tr("GPU-hours × price (%1) + energy (%2: N × power × PUE × JCT × price per kWh).")
                      .arg(present::formatUsd(r.cost.gpuUsd, locale), present::formatUsd(r.cost.energyUsd, locale)),
                  SummaryItem::Tone::Normal});
    items.append({tr("Cost of an idle minute"), present::formatUsd(r.cost.perIdleMinuteUsd, locale),
                  tr("idle in all: %1").arg(present::formatUsd(r.cost.idleUsd, locale, true)),
                  tr("N × price / 60. Idle cost = N × price × (predicted − theoretical minimum)."),
                  SummaryItem::Tone::Normal});
    const FailureResult &f = r.failures;
    items.append({tr("Expected failures"), locale.toString(f.expectedFailures, 'f', 1),
                  f.jobMtbfSeconds > 0 ? tr("job MTBF %1, +%2")
                                             .arg(present::formatDuration(f.jobMtbfSeconds, locale),
                                                  present::formatPercent(f.overheadFraction, locale))
                                       : tr("no failures modelled"),
                  tr("T_wall / M, with M = 1/λ and λ = N/MTBF_gpu + nodes/MTBF_node + … (Daly 2006). "
                     "Checkpoints add %1.")
                      .arg(present::formatPercent(r.checkpoint.overheadFraction, locale)),
                  SummaryItem::Tone::Normal});
    items.append(
        {tr("Sync wall"),
         a.syncWall.wallGpus > 0 ? tr("%1 GPUs").arg(present::formatCount(a.syncWall.wallGpus, locale)) : tr("none"),
         tr("this plan: %1 GPUs").arg(present::formatCount(s.cluster.gpus, locale)),
         tr("The GPU count with the least predicted job time when the global batch (%1) stays fixed; "
            "past it, more GPUs finish later.")
             .arg(s.training.globalBatch),
         s.cluster.gpus > a.syncWall.wallGpus && a.syncWall.wallGpus > 0 ? SummaryItem::Tone::Bad
                                                                         : SummaryItem::Tone::Normal});
}

} // namespace

Fabric presetFabric(const QString &presetId, const Fabric &current)
{
    static QHash<QString, Fabric> cache;
    auto it = cache.find(presetId);
    if (it == cache.end()) {
        const format::ScenarioReadResult r = format::readScenarioObject(
            QJsonObject{{QStringLiteral("network"), QJsonObject{{QStringLiteral("preset"), presetId}}}});
        it = cache.insert(presetId, r.ok() ? r.loaded->scenario.fabric : Fabric{});
    }
    Fabric f = *it;
    f.lossRate = current.lossRate;
    f.algorithm = current.algorithm;
    return f;
}

PlanAnalysis analyzePlan(const format::LoadedScenario &plan, const AnalysisOptions &options)
{
    PlanAnalysis a;
    a.input = plan;
    const Scenario &s = plan.scenario;
    a.result = evaluate(s);
    ++a.evaluations;
    if (!a.result.fits()) {
        a.problem = present::describeInfeasibility(a.result, s);
        a.problemKey = present::problemKeyPath(a.result.infeasibility.problem);
        return a;
    }

    std::array<SyncWallPoint, 512> points{};
    const int count = std::clamp(options.sweepPoints, 8, 512);
    a.syncWall = syncWallSweep(s, std::span(points.data(), static_cast<std::size_t>(count)));
    a.evaluations += a.syncWall.points;
    fillSweepCharts(a, std::span<const SyncWallPoint>(points.data(), static_cast<std::size_t>(a.syncWall.points)));
    a.syncWallChart.current = {static_cast<double>(s.cluster.gpus), a.result.predictedSeconds / units::kDay};

    if (options.compareInterconnects) {
        const int perFabric = std::max(8, count / 2);
        for (const QString &id : format::Catalog::builtIn().ids(format::Catalog::Kind::Fabric)) {
            Scenario other = s;
            other.fabric = presetFabric(id, s.fabric);
            const SyncWallSummary summary =
                syncWallSweep(other, std::span(points.data(), static_cast<std::size_t>(perFabric)));
            a.evaluations += summary.points;
            present::Series series;
            series.name = id;
            for (int i = 0; i < summary.points; ++i) {
                if (!points[static_cast<std::size_t>(i)].fits)
                    continue;
                series.x.append(points[static_cast<std::size_t>(i)].gpus);
                series.y.append(points[static_cast<std::size_t>(i)].predictedSeconds / units::kDay);
            }
            a.syncWallChart.comparison.append(series);
        }
    }
    fillIdleCauses(a, s);
    fillCheckpointChart(a, s, std::clamp(options.intervalPoints, 4, 400));
    fillStepChart(a);
    fillSummary(a, s);
    fillLossChart(a, s);
    for (const SensitivityRow &row : sensitivity(s, a.result.predictedSeconds, a.result.cost.totalUsd)) {
        a.sensitivity.append({format::enumText(row.change), row.fits, row.deltaSeconds,
                              row.deltaSeconds / a.result.predictedSeconds, row.deltaUsd});
        ++a.evaluations;
    }
    return a;
}

} // namespace jct::present
