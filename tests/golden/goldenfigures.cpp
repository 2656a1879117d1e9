#include "goldenfigures.h"

#include "app/format/enumnames.h"
#include "app/format/exampleplans.h"
#include "app/format/scenariojson.h"
#include "app/present/plananalysis.h"
#include "core/step/evaluate.h"
#include "core/studies/sensitivity.h"
#include "core/studies/syncwall.h"

#include <array>
#include <cmath>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

namespace jct::golden {

namespace {

QJsonValue number(double v)
{
    // JSON has no NaN or infinity; a golden figure that is not finite is itself a finding.
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QStringLiteral("not finite"));
}

// A curve in a few numbers that move whenever any of its points does.
QJsonObject digest(const QVector<double> &values)
{
    double sum = 0.0;
    double least = INFINITY;
    double most = -INFINITY;
    int finite = 0;
    for (double v : values) {
        if (!std::isfinite(v))
            continue;
        ++finite;
        sum += v;
        least = std::min(least, v);
        most = std::max(most, v);
    }
    QJsonObject o{{QStringLiteral("n"), static_cast<int>(values.size())},
                  {QStringLiteral("not_finite"), static_cast<int>(values.size()) - finite}};
    if (finite > 0) {
        o.insert(QStringLiteral("sum"), sum);
        o.insert(QStringLiteral("min"), least);
        o.insert(QStringLiteral("max"), most);
        o.insert(QStringLiteral("first"), number(values.first()));
        o.insert(QStringLiteral("last"), number(values.last()));
    }
    return o;
}

QJsonObject collective(const CollectiveChoice &c)
{
    return {{QStringLiteral("algorithm"), format::enumKey(c.algorithm)},
            {QStringLiteral("protocol"), static_cast<int>(c.protocol)},
            {QStringLiteral("ranks"), c.ranks},
            {QStringLiteral("domains"), c.domains},
            {QStringLiteral("bytes"), c.bytes},
            {QStringLiteral("seconds"), c.seconds},
            {QStringLiteral("alpha"), c.alpha},
            {QStringLiteral("beta"), c.beta}};
}

QJsonObject engineFigures(const Scenario &s, const Result &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("problem"), static_cast<int>(r.infeasibility.problem));
    o.insert(QStringLiteral("problem_value"), r.infeasibility.value);
    o.insert(QStringLiteral("problem_limit"), r.infeasibility.limit);
    const MemoryBreakdown &m = r.memory;
    o.insert(QStringLiteral("memory"),
             QJsonObject{{QStringLiteral("weights"), m.weights},
                         {QStringLiteral("gradients"), m.gradients},
                         {QStringLiteral("optimizer"), m.optimizer},
                         {QStringLiteral("activations"), m.activations},
                         {QStringLiteral("buffers"), m.buffers},
                         {QStringLiteral("fragmentation"), m.fragmentation},
                         {QStringLiteral("offloaded"), m.offloaded},
                         {QStringLiteral("optimizer_step_gradients"), m.optimizerStepGradients},
                         {QStringLiteral("usable"), m.usable},
                         {QStringLiteral("total"), m.total()}});
    if (!r.fits())
        return o;
    o.insert(QStringLiteral("dp"), r.dp);
    o.insert(QStringLiteral("micro_batches"), r.microBatches);
    o.insert(QStringLiteral("steps"), r.steps);
    o.insert(QStringLiteral("model_flops_per_step"), r.modelFlopsPerStep);
    o.insert(QStringLiteral("hardware_flops_per_step"), r.hardwareFlopsPerStep);
    const StepBreakdown &st = r.step;
    o.insert(QStringLiteral("step"), QJsonObject{{QStringLiteral("compute"), st.compute},
                                                 {QStringLiteral("recompute"), st.recompute},
                                                 {QStringLiteral("bubble"), st.bubble},
                                                 {QStringLiteral("tp_comm"), st.tpComm},
                                                 {QStringLiteral("pp_comm"), st.ppComm},
                                                 {QStringLiteral("dp_comm"), st.dpComm},
                                                 {QStringLiteral("ep_comm"), st.epComm},
                                                 {QStringLiteral("cp_comm"), st.cpComm},
                                                 {QStringLiteral("optimizer"), st.optimizer},
                                                 {QStringLiteral("straggler"), st.straggler},
                                                 {QStringLiteral("data_stall"), st.dataStall},
                                                 {QStringLiteral("overhead"), st.overhead},
                                                 {QStringLiteral("offload"), st.offload}});
    o.insert(QStringLiteral("step_time"), r.stepTime);
    o.insert(QStringLiteral("tflops_per_gpu"), r.tflopsPerGpu);
    o.insert(QStringLiteral("mfu"), r.mfu);
    o.insert(QStringLiteral("hfu"), r.hfu);
    o.insert(QStringLiteral("gemm_efficiency"), r.gemmEfficiency);
    o.insert(QStringLiteral("overlap_ratio"), r.overlapRatio);
    o.insert(QStringLiteral("collectives"), QJsonObject{{QStringLiteral("tp"), collective(r.tp)},
                                                        {QStringLiteral("pp"), collective(r.pp)},
                                                        {QStringLiteral("dp"), collective(r.dp_)},
                                                        {QStringLiteral("ep"), collective(r.ep)},
                                                        {QStringLiteral("cp"), collective(r.cp)}});
    o.insert(QStringLiteral("train_s"), r.trainSeconds);
    o.insert(QStringLiteral("theoretical_s"), r.theoreticalSeconds);
    o.insert(QStringLiteral("predicted_s"), r.predictedSeconds);
    o.insert(QStringLiteral("efficiency"), r.efficiency);
    const CheckpointResult &ck = r.checkpoint;
    o.insert(QStringLiteral("checkpoint"), QJsonObject{{QStringLiteral("size"), ck.sizeBytes},
                                                       {QStringLiteral("interval"), ck.intervalSeconds},
                                                       {QStringLiteral("young"), ck.youngSeconds},
                                                       {QStringLiteral("daly"), ck.dalySeconds},
                                                       {QStringLiteral("blocking"), ck.blockingSeconds},
                                                       {QStringLiteral("write"), ck.writeSeconds},
                                                       {QStringLiteral("copy"), ck.copySeconds},
                                                       {QStringLiteral("flush"), ck.flushSeconds},
                                                       {QStringLiteral("final"), ck.finalSeconds},
                                                       {QStringLiteral("overhead"), ck.overheadSeconds},
                                                       {QStringLiteral("overhead_fraction"), ck.overheadFraction}});
    const FailureResult &fl = r.failures;
    o.insert(QStringLiteral("failures"), QJsonObject{{QStringLiteral("job_mtbf"), fl.jobMtbfSeconds},
                                                     {QStringLiteral("recovery"), fl.recoverySeconds},
                                                     {QStringLiteral("drain"), fl.drainSeconds},
                                                     {QStringLiteral("provision"), fl.provisionSeconds},
                                                     {QStringLiteral("download"), fl.downloadSeconds},
                                                     {QStringLiteral("reinit"), fl.reinitSeconds},
                                                     {QStringLiteral("rollback"), fl.rollbackSeconds},
                                                     {QStringLiteral("lost_work"), fl.lostWorkSeconds},
                                                     {QStringLiteral("expected"), fl.expectedFailures},
                                                     {QStringLiteral("overhead"), fl.overheadSeconds},
                                                     {QStringLiteral("overhead_fraction"), fl.overheadFraction}});
    const IdleBreakdown &idle = r.idle;
    o.insert(QStringLiteral("idle"), QJsonObject{{QStringLiteral("communication"), idle.communication},
                                                 {QStringLiteral("bubble"), idle.bubble},
                                                 {QStringLiteral("recompute"), idle.recompute},
                                                 {QStringLiteral("optimizer"), idle.optimizer},
                                                 {QStringLiteral("stragglers"), idle.stragglers},
                                                 {QStringLiteral("data_stall"), idle.dataStall},
                                                 {QStringLiteral("overhead"), idle.overhead},
                                                 {QStringLiteral("checkpoints"), idle.checkpoints},
                                                 {QStringLiteral("failures"), idle.failures},
                                                 {QStringLiteral("validation"), idle.validation},
                                                 {QStringLiteral("startup"), idle.startup}});
    o.insert(QStringLiteral("validation_s"), r.validationSeconds);
    o.insert(QStringLiteral("serial_s"), r.serialSeconds);
    o.insert(QStringLiteral("goodput"), r.goodput);
    o.insert(QStringLiteral("amdahl_fraction"), r.amdahlFraction);
    o.insert(QStringLiteral("data_loading"), QJsonObject{{QStringLiteral("bytes_per_step"), r.dataLoad.bytesPerStep},
                                                         {QStringLiteral("needed"), r.dataLoad.neededBandwidth},
                                                         {QStringLiteral("delivered"), r.dataLoad.deliveredBandwidth},
                                                         {QStringLiteral("stall"), r.dataLoad.stallSeconds}});
    const CostResult &c = r.cost;
    o.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("gpu_hours"), c.gpuHours},
                                                 {QStringLiteral("gpu_usd"), c.gpuUsd},
                                                 {QStringLiteral("energy_kwh"), c.energyKwh},
                                                 {QStringLiteral("energy_usd"), c.energyUsd},
                                                 {QStringLiteral("total_usd"), c.totalUsd},
                                                 {QStringLiteral("idle_usd"), c.idleUsd},
                                                 {QStringLiteral("per_idle_minute_usd"), c.perIdleMinuteUsd},
                                                 {QStringLiteral("per_million_tokens_usd"), c.perMillionTokensUsd}});

    // The studies of `jct eval`: the 512-point sync wall and the sensitivity what-ifs.
    std::array<SyncWallPoint, 512> points{};
    const SyncWallSummary wall = syncWallSweep(s, points);
    o.insert(QStringLiteral("sync_wall"),
             QJsonObject{{QStringLiteral("points"), wall.points},
                         {QStringLiteral("counts"), static_cast<qint64>(wall.counts)},
                         {QStringLiteral("wall_gpus"), static_cast<qint64>(wall.wallGpus)},
                         {QStringLiteral("wall_s"), wall.wallSeconds},
                         {QStringLiteral("knee_gpus"), static_cast<qint64>(wall.kneeGpus)},
                         {QStringLiteral("knee_efficiency"), wall.kneeEfficiency},
                         {QStringLiteral("knee_below_gpus"), static_cast<qint64>(wall.kneeBelowGpus)},
                         {QStringLiteral("base_gpus"), static_cast<qint64>(wall.baseGpus)},
                         {QStringLiteral("batch_limit_gpus"), static_cast<qint64>(wall.batchLimitGpus)},
                         {QStringLiteral("marginal_limit_gpus"), static_cast<qint64>(wall.marginalLimitGpus)}});
    QJsonArray rows;
    for (const SensitivityRow &row : sensitivity(s, r.predictedSeconds, r.cost.totalUsd))
        rows.append(QJsonObject{{QStringLiteral("fits"), row.fits},
                                {QStringLiteral("delta_s"), row.deltaSeconds},
                                {QStringLiteral("delta_usd"), row.deltaUsd}});
    o.insert(QStringLiteral("sensitivity"), rows);
    return o;
}

QVector<double> seriesX(const QVector<QPair<QString, double>> &parts)
{
    QVector<double> v;
    for (const auto &p : parts)
        v.append(p.second);
    return v;
}

// What the window draws for the plan (every chart's data and the engine calls it took),
// with the interconnect comparison on.
QJsonObject analysisFigures(const format::LoadedScenario &plan)
{
    present::AnalysisOptions options;
    options.compareInterconnects = true;
    const present::PlanAnalysis a = present::analyzePlan(plan, options);
    QJsonObject o{{QStringLiteral("evaluations"), a.evaluations}, {QStringLiteral("runs"), a.runs()}};
    if (!a.runs())
        return o;
    o.insert(QStringLiteral("step_tail"),
             QJsonObject{{QStringLiteral("p50_s"), a.stepTail.p50}, {QStringLiteral("p99_s"), a.stepTail.p99}});
    o.insert(QStringLiteral("sync_wall"),
             QJsonObject{{QStringLiteral("wall_gpus"), static_cast<qint64>(a.syncWall.wallGpus)},
                         {QStringLiteral("wall_s"), a.syncWall.wallSeconds},
                         {QStringLiteral("knee_gpus"), static_cast<qint64>(a.syncWall.kneeGpus)},
                         {QStringLiteral("marginal_limit_gpus"), static_cast<qint64>(a.syncWall.marginalLimitGpus)},
                         {QStringLiteral("theoretical_curve_days"), digest(a.syncWallChart.theoreticalCurveDays)},
                         {QStringLiteral("gpus"), digest(a.syncWallChart.gpus)},
                         {QStringLiteral("predicted_days"), digest(a.syncWallChart.predictedDays)},
                         {QStringLiteral("theoretical_days"), digest(a.syncWallChart.theoreticalDays)}});
    QJsonObject interconnects;
    for (const present::Series &series : a.syncWallChart.comparison)
        interconnects.insert(series.name, QJsonObject{{QStringLiteral("gpus"), digest(series.x)},
                                                      {QStringLiteral("predicted_days"), digest(series.y)}});
    o.insert(QStringLiteral("interconnects"), interconnects);
    o.insert(QStringLiteral("idle_cost"),
             QJsonObject{{QStringLiteral("idle_usd"), digest(a.idleCostChart.idleUsd)},
                         {QStringLiteral("per_idle_minute_usd"), digest(a.idleCostChart.perIdleMinuteUsd)},
                         {QStringLiteral("by_cause_usd"), digest(seriesX(a.idleCostChart.idleByCauseUsd))}});
    const present::CheckpointChartData &ck = a.checkpointChart;
    o.insert(QStringLiteral("checkpoint"),
             QJsonObject{{QStringLiteral("interval_min"), digest(ck.intervalMinutes)},
                         {QStringLiteral("sync_overhead_pct"), digest(ck.syncOverheadPercent)},
                         {QStringLiteral("async_overhead_pct"), digest(ck.asyncOverheadPercent)},
                         {QStringLiteral("young_min"), ck.youngMinutes},
                         {QStringLiteral("daly_min"), ck.dalyMinutes},
                         {QStringLiteral("current_min"), ck.currentMinutes},
                         {QStringLiteral("current_overhead_pct"), ck.currentOverheadPercent}});
    const present::LossChartData &loss = a.lossChart;
    o.insert(QStringLiteral("loss"), QJsonObject{{QStringLiteral("loss_pct"), digest(loss.lossPercent)},
                                                 {QStringLiteral("utilization_pct"), digest(loss.utilizationPercent)},
                                                 {QStringLiteral("slowdown_pct"), digest(loss.slowdownPercent)}});
    o.insert(QStringLiteral("step_parts_s"), digest(seriesX(a.stepChart.partsSeconds)));
    QVector<double> sensitivity;
    for (const present::SensitivityEntry &e : a.sensitivity)
        sensitivity << e.deltaSeconds << e.deltaFraction << e.deltaUsd;
    o.insert(QStringLiteral("sensitivity"), digest(sensitivity));
    return o;
}

QJsonObject figures(const format::LoadedScenario &plan)
{
    const Result r = evaluate(plan.scenario);
    QJsonObject o = engineFigures(plan.scenario, r);
    o.insert(QStringLiteral("analysis"), analysisFigures(plan));
    return o;
}

} // namespace

QJsonObject allGoldenFigures(const QString &sourceDir, QStringList *problems)
{
    QJsonObject plans;
    plans.insert(QStringLiteral("default"), figures(format::defaultScenario()));
    for (const format::ExamplePlan &e : format::examplePlans(problems))
        plans.insert(QStringLiteral("example/") + e.id, figures(e.plan));
    const QDir dir(sourceDir + QStringLiteral("/tests/golden/plans"));
    const QStringList files = dir.entryList({QStringLiteral("*.jctplan")}, QDir::Files, QDir::Name);
    if (files.isEmpty() && problems)
        problems->append(QStringLiteral("%1: no golden plans").arg(dir.path()));
    for (const QString &file : files) {
        const format::ScenarioReadResult read = format::readScenarioFile(dir.filePath(file));
        if (!read.ok()) {
            if (problems)
                problems->append(QStringLiteral("%1: %2").arg(file, read.error.toString()));
            continue;
        }
        plans.insert(QStringLiteral("golden/") + file.chopped(int(sizeof(".jctplan")) - 1), figures(*read.loaded));
    }
    return {{QStringLiteral("format"), QStringLiteral("jct-planner-golden-figures")},
            {QStringLiteral("tolerance"), kRelativeTolerance},
            {QStringLiteral("plans"), plans}};
}

QStringList compareFigures(const QJsonValue &expected, const QJsonValue &actual, const QString &path)
{
    const QString where = path.isEmpty() ? QStringLiteral("(top)") : path;
    if (expected.type() != actual.type())
        return {QStringLiteral("%1: expected %2, got %3")
                    .arg(where, QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact)),
                         QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)))};
    QStringList out;
    if (expected.isObject()) {
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            const QString child = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
            if (!a.contains(it.key()))
                out << QStringLiteral("%1: missing").arg(child);
            else
                out << compareFigures(it.value(), a.value(it.key()), child);
        }
        for (auto it = a.begin(); it != a.end(); ++it)
            if (!e.contains(it.key()))
                out << QStringLiteral("%1: not in the golden file")
                           .arg(path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key());
        return out;
    }
    if (expected.isArray()) {
        const QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        if (e.size() != a.size())
            return {QStringLiteral("%1: %2 entries expected, %3 found").arg(where).arg(e.size()).arg(a.size())};
        for (qsizetype i = 0; i < e.size(); ++i)
            out << compareFigures(e.at(i), a.at(i), QStringLiteral("%1[%2]").arg(path).arg(i));
        return out;
    }
    if (expected.isDouble()) {
        const double x = expected.toDouble();
        const double y = actual.toDouble();
        const double scale = std::max(std::fabs(x), std::fabs(y));
        if (std::fabs(x - y) > kRelativeTolerance * scale)
            out << QStringLiteral("%1: expected %2, got %3 (%4 relative)")
                       .arg(where, QString::number(x, 'g', 17), QString::number(y, 'g', 17),
                            QString::number(scale > 0 ? (y - x) / scale : 0.0, 'g', 3));
        return out;
    }
    if (expected != actual)
        out << QStringLiteral("%1: expected %2, got %3")
                   .arg(where, expected.toVariant().toString(), actual.toVariant().toString());
    return out;
}

} // namespace jct::golden
