#include "resultjson.h"

#include "app/format/enumnames.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/memory.h"
#include "core/step/jobcost.h"
#include "figures.h"
#include "numberformat.h"

#include <cmath>

#include <QCoreApplication>
#include <QJsonArray>

namespace jct::present {

// The labels are English; the window and the report translate them in the "PlanAnalysis"
// context (plananalysis.cpp), JSON uses the keys.
std::array<BreakdownPart, StepBreakdown::kParts> stepParts(const StepBreakdown &b)
{
    return {{{"compute", QT_TRANSLATE_NOOP("PlanAnalysis", "compute"), QT_TRANSLATE_NOOP("PlanAnalysis", "compute"),
              b.compute},
             {"recompute", QT_TRANSLATE_NOOP("PlanAnalysis", "recompute"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "recompute"), b.recompute},
             {"bubble", QT_TRANSLATE_NOOP("PlanAnalysis", "pipeline bubble"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "bubble"), b.bubble},
             {"tp_comm", QT_TRANSLATE_NOOP("PlanAnalysis", "TP communication"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "TP comm"), b.tpComm},
             {"pp_comm", QT_TRANSLATE_NOOP("PlanAnalysis", "PP communication"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "PP comm"), b.ppComm},
             {"dp_comm", QT_TRANSLATE_NOOP("PlanAnalysis", "DP communication"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "DP comm"), b.dpComm},
             {"ep_comm", QT_TRANSLATE_NOOP("PlanAnalysis", "EP communication"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "EP comm"), b.epComm},
             {"cp_comm", QT_TRANSLATE_NOOP("PlanAnalysis", "CP communication"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "CP comm"), b.cpComm},
             {"optimizer", QT_TRANSLATE_NOOP("PlanAnalysis", "optimizer"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "optimizer"), b.optimizer},
             {"straggler", QT_TRANSLATE_NOOP("PlanAnalysis", "stragglers"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "stragglers"), b.straggler},
             {"data_stall", QT_TRANSLATE_NOOP("PlanAnalysis", "data stall"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "data stall"), b.dataStall},
             {"overhead", QT_TRANSLATE_NOOP("PlanAnalysis", "fixed step overhead"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "overhead"), b.overhead},
             {"offload", QT_TRANSLATE_NOOP("PlanAnalysis", "activation offload"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "offload"), b.offload}}};
}

std::array<BreakdownPart, 11> idleParts(const IdleBreakdown &idle)
{
    return {{{"communication", QT_TRANSLATE_NOOP("PlanAnalysis", "communication"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "communication"), idle.communication},
             {"bubble", QT_TRANSLATE_NOOP("PlanAnalysis", "pipeline bubble"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "pipeline bubble"), idle.bubble},
             {"recompute", QT_TRANSLATE_NOOP("PlanAnalysis", "recompute"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "recompute"), idle.recompute},
             {"checkpoints", QT_TRANSLATE_NOOP("PlanAnalysis", "checkpoints"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "checkpoints"), idle.checkpoints},
             {"failures", QT_TRANSLATE_NOOP("PlanAnalysis", "failures"), QT_TRANSLATE_NOOP("PlanAnalysis", "failures"),
              idle.failures},
             {"stragglers", QT_TRANSLATE_NOOP("PlanAnalysis", "stragglers"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "stragglers"), idle.stragglers},
             {"optimizer", QT_TRANSLATE_NOOP("PlanAnalysis", "optimizer"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "optimizer"), idle.optimizer},
             {"data_stall", QT_TRANSLATE_NOOP("PlanAnalysis", "data stall"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "data stall"), idle.dataStall},
             {"overhead", QT_TRANSLATE_NOOP("PlanAnalysis", "step overhead and offload"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "overhead"), idle.overhead},
             {"validation", QT_TRANSLATE_NOOP("PlanAnalysis", "validation"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "validation"), idle.validation},
             {"startup", QT_TRANSLATE_NOOP("PlanAnalysis", "startup and staging"),
              QT_TRANSLATE_NOOP("PlanAnalysis", "startup"), idle.startup}}};
}

std::array<BreakdownPart, kFailureSources> failureSources(const FailureResult &f)
{
    double rate = 0.0;
    for (double r : f.ratePerSource)
        rate += r;
    const auto share = [&](FailureSource source) {
        return rate > 0.0 ? f.expectedFailures * f.ratePerSource[static_cast<std::size_t>(source)] / rate : 0.0;
    };
    // The labels are words of the "Figures" context (figures.cpp and `jct eval` translate them).
    return {{{"gpu", QT_TRANSLATE_NOOP("Figures", "GPUs"), "GPU", share(FailureSource::Gpu)},
             {"nic", QT_TRANSLATE_NOOP("Figures", "NICs"), "NIC", share(FailureSource::Nic)},
             {"switch", QT_TRANSLATE_NOOP("Figures", "switches"), "switch", share(FailureSource::Switch)},
             {"optics", QT_TRANSLATE_NOOP("Figures", "optics"), "optics", share(FailureSource::Optics)},
             {"host", QT_TRANSLATE_NOOP("Figures", "hosts"), "host", share(FailureSource::Host)},
             {"software", QT_TRANSLATE_NOOP("Figures", "software"), "software", share(FailureSource::Software)}}};
}

std::array<BreakdownPart, 5> recoveryParts(const FailureResult &f)
{
    return {{{"drain", QT_TRANSLATE_NOOP("Figures", "drain"), "drain", f.drainSeconds},
             {"provision", QT_TRANSLATE_NOOP("Figures", "provisioning"), "provision", f.provisionSeconds},
             {"download", QT_TRANSLATE_NOOP("Figures", "checkpoint download"), "download", f.downloadSeconds},
             {"reinit", QT_TRANSLATE_NOOP("Figures", "communicator re-initialisation"), "re-init", f.reinitSeconds},
             {"rollback", QT_TRANSLATE_NOOP("Figures", "rollback past a corrupt checkpoint"), "rollback",
              f.rollbackSeconds}}};
}

QJsonArray sensitivityToJson(const std::array<SensitivityRow, kWhatIfCount> &rows, double baseSeconds, double baseUsd)
{
    QJsonArray array;
    for (const SensitivityRow &row : rows) {
        QJsonObject o{{QStringLiteral("key"), format::enumKey(row.change)},
                      {QStringLiteral("change"), format::enumLabel(row.change)},
                      {QStringLiteral("fits"), row.fits}};
        if (row.fits) {
            o.insert(QStringLiteral("predicted_days"), row.predictedSeconds / units::kDay);
            o.insert(QStringLiteral("delta_days"), row.deltaSeconds / units::kDay);
            o.insert(QStringLiteral("delta_fraction"), baseSeconds > 0 ? row.deltaSeconds / baseSeconds : 0.0);
            o.insert(QStringLiteral("total_usd"), row.totalUsd);
            o.insert(QStringLiteral("delta_usd"), row.deltaUsd);
            o.insert(QStringLiteral("delta_usd_fraction"), baseUsd > 0 ? row.deltaUsd / baseUsd : 0.0);
        }
        array.append(o);
    }
    return array;
}

namespace {

QJsonObject collectiveJson(const CollectiveChoice &c)
{
    return {{QStringLiteral("algorithm"), format::enumKey(c.algorithm)},
            {QStringLiteral("protocol"), format::enumLabel(c.protocol)},
            {QStringLiteral("ranks"), c.ranks},
            {QStringLiteral("domains"), c.domains},
            {QStringLiteral("bytes"), c.bytes},
            {QStringLiteral("calls"), c.calls},
            {QStringLiteral("seconds"), c.seconds},
            {QStringLiteral("alpha_us"), c.alpha / units::kMicrosecond},
            {QStringLiteral("beta_GBps"), c.beta / units::kGB}};
}

QJsonObject memoryJson(const MemoryBreakdown &m)
{
    return {{QStringLiteral("weights"), m.weights / units::kGiB},
            {QStringLiteral("gradients"), m.gradients / units::kGiB},
            {QStringLiteral("optimizer"), m.optimizer / units::kGiB},
            {QStringLiteral("activations"), m.activations / units::kGiB},
            {QStringLiteral("buffers"), m.buffers / units::kGiB},
            {QStringLiteral("fragmentation"), m.fragmentation / units::kGiB},
            {QStringLiteral("offloaded"), m.offloaded / units::kGiB},
            {QStringLiteral("optimizer_step_gradients"), m.optimizerStepGradients / units::kGiB},
            {QStringLiteral("total"), m.total() / units::kGiB},
            {QStringLiteral("usable"), m.usable / units::kGiB}};
}

} // namespace

StudyOptions evalStudyOptions()
{
    StudyOptions options;
    options.syncWallPoints = 512;
    options.intervalPoints = 0;
    options.lossPointsPerDecade = 0;
    options.sensitivity = true;
    return options;
}

namespace {

// Puts `value` at a dotted key path ("cost.total_usd"), creating the objects on the way.
void insertAt(QJsonObject &o, QStringView path, const QJsonValue &value)
{
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    if (dot < 0) {
        o.insert(path.toString(), value);
        return;
    }
    const QString head = path.left(dot).toString();
    QJsonObject inner = o.value(head).toObject();
    insertAt(inner, path.mid(dot + 1), value);
    o.insert(head, inner);
}

// Every figure of figures.h that has a place in the JSON.
void insertFigures(QJsonObject &o, const FigureContext &c)
{
    for (const Figure &f : figures()) {
        if (!f.jsonKey)
            continue;
        const double v = f.get(c);
        QJsonValue value(v / f.jsonPer);
        if (f.kind == FigureKind::Verdict)
            value = format::enumKey(boundOf(v));
        else if (f.zeroIsNull && v <= 0.0)
            value = QJsonValue(QJsonValue::Null);
        insertAt(o, QString::fromLatin1(f.jsonKey), value);
    }
}

// A plan that cannot run: every result key is there, null.
void insertNulls(QJsonObject &o)
{
    for (const Figure &f : figures())
        if (f.jsonKey)
            o.insert(QString::fromLatin1(f.jsonKey).section(QLatin1Char('.'), 0, 0), QJsonValue(QJsonValue::Null));
    for (const char *key : {"breakdown_s", "sensitivity"})
        o.insert(QLatin1String(key), QJsonValue(QJsonValue::Null));
}

} // namespace

QStringList assumedKeys(const format::LoadedScenario &loaded)
{
    QStringList assumed = loaded.assumed;
    if (stageEnds(loaded.scenario.model, loaded.scenario.parallelism).nearEven)
        assumed << QStringLiteral("parallelism.first_stage_layers") << QStringLiteral("parallelism.last_stage_layers");
    return assumed;
}

QJsonObject resultToJson(const format::LoadedScenario &loaded, const PlanStudy &study)
{
    const Scenario &s = loaded.scenario;
    const Result &r = study.result;
    QJsonObject o;
    o.insert(QStringLiteral("name"), loaded.name);
    o.insert(QStringLiteral("fits"), r.fits());
    o.insert(QStringLiteral("memory_per_gpu_gib"), r.memory.total() / units::kGiB);
    o.insert(QStringLiteral("memory_gib"), memoryJson(r.memory));
    o.insert(QStringLiteral("infeasible_reason"),
             r.fits() ? QJsonValue(QJsonValue::Null) : QJsonValue(describeInfeasibility(r, s)));
    o.insert(QStringLiteral("infeasible_key"),
             r.fits() ? QJsonValue(QJsonValue::Null) : QJsonValue(problemKeyPath(r, s)));
    o.insert(QStringLiteral("dp"), r.dp);
    o.insert(QStringLiteral("gpus"), s.cluster.gpus);
    o.insert(QStringLiteral("micro_batches"), r.microBatches);
    o.insert(QStringLiteral("steps"), r.steps);
    // The layers of each pipeline stage as the engine ran them.
    if (s.parallelism.pp > 1) {
        const StageLayers stages = stageLayers(s.model, s.parallelism);
        o.insert(QStringLiteral("pipeline_stages"),
                 QJsonObject{{QStringLiteral("first_layers"), stages.first},
                             {QStringLiteral("middle_layers"), stages.middle},
                             {QStringLiteral("middle_stages"), stages.middleStages},
                             {QStringLiteral("last_layers"), stages.last},
                             {QStringLiteral("near_even_split"), stageEnds(s.model, s.parallelism).nearEven}});
    }
    o.insert(QStringLiteral("assumed"), QJsonArray::fromStringList(assumedKeys(loaded)));
    if (!r.fits()) {
        insertNulls(o);
        return o;
    }
    insertFigures(o, {s, r, &study.syncWall, &study.stepTail});
    QJsonObject breakdown;
    for (const BreakdownPart &part : stepParts(r.step))
        breakdown.insert(QLatin1String(part.key), part.value);
    o.insert(QStringLiteral("breakdown_s"), breakdown);
    o.insert(QStringLiteral("collectives"), QJsonObject{{QStringLiteral("tp"), collectiveJson(r.tp)},
                                                        {QStringLiteral("pp"), collectiveJson(r.pp)},
                                                        {QStringLiteral("dp"), collectiveJson(r.dp_)},
                                                        {QStringLiteral("ep"), collectiveJson(r.ep)},
                                                        {QStringLiteral("cp"), collectiveJson(r.cp)}});
    insertAt(o, u"checkpoint.async", s.storage.asyncCheckpoint);
    // Failures by source (null when the plan's job MTBF overrides the components) and one
    // failure's recovery in its parts.
    QJsonObject bySource;
    for (const BreakdownPart &part : failureSources(r.failures))
        bySource.insert(QLatin1String(part.key), part.value);
    insertAt(o, u"failures.by_source",
             s.reliability.jobMtbfSeconds > 0.0 ? QJsonValue(QJsonValue::Null) : QJsonValue(bySource));
    QJsonObject recovery;
    for (const BreakdownPart &part : recoveryParts(r.failures))
        recovery.insert(QLatin1String(part.key), part.value);
    insertAt(o, u"failures.recovery_parts_s", recovery);
    const DataLoadResult &data = r.dataLoad;
    insertAt(o, u"data_loading.bytes_per_step_gb", data.bytesPerStep / units::kGB);
    insertAt(o, u"data_loading.needed_gbps", units::bytesPerSecondToGbps(data.neededBandwidth));
    insertAt(o, u"data_loading.delivered_gbps",
             data.deliveredBandwidth > 0.0 ? QJsonValue(units::bytesPerSecondToGbps(data.deliveredBandwidth))
                                           : QJsonValue(QJsonValue::Null));
    const double usdPerSecond = s.cluster.gpus * s.cost.gpuHourUsd / units::kHour;
    QJsonObject idleByCause;
    for (const BreakdownPart &part : idleParts(r.idle))
        idleByCause.insert(QLatin1String(part.key), part.value * usdPerSecond);
    insertAt(o, u"cost.idle_by_cause_usd", idleByCause);
    // The cost of waiting, and the two events `jct eval` prices (figures.h).
    insertAt(o, u"cost.waiting",
             QJsonObject{{QStringLiteral("per_second_usd"), waitingUsdPerSecond(s)},
                         {QStringLiteral("stall_s"), kStallSeconds},
                         {QStringLiteral("stall_usd"), stallUsd(s, kStallSeconds)},
                         {QStringLiteral("slowdown_fraction"), kSlowdownFraction},
                         {QStringLiteral("slowdown_s"), kSlowdownSeconds},
                         {QStringLiteral("slowdown_usd"), slowdownUsd(s, kSlowdownFraction, kSlowdownSeconds)}});
    o.insert(QStringLiteral("sensitivity"), sensitivityToJson(study.sensitivity, r.predictedSeconds, r.cost.totalUsd));
    insertAt(o, u"sync_wall.points", study.syncWall.points);
    if (study.syncWall.wallGpus > 0) {
        insertAt(o, u"sync_wall.at_batch_limit", study.syncWall.wallAtBatchLimit());
        insertAt(o, u"sync_wall.knee_at_batch_limit", study.syncWall.kneeAtBatchLimit());
        // The job's make-up at the smallest count and where scaling ends (scalingLimitText).
        const auto shares = [](const JobTimeShares &t) {
            QJsonObject parts;
            const auto names = stepParts(StepBreakdown{});
            for (std::size_t i = 0; i < names.size(); ++i)
                parts.insert(QLatin1String(names[i].key), t.share[i]);
            parts.insert(QStringLiteral("checkpoints_and_failures"), t.share[JobTimeShares::kCheckpointsAndFailures]);
            return QJsonObject{{QStringLiteral("gpus"), static_cast<double>(t.gpus)},
                               {QStringLiteral("shares"), parts}};
        };
        insertAt(o, u"sync_wall.job_time_shares_at_base", shares(study.syncWall.baseShares));
        insertAt(o, u"sync_wall.job_time_shares_at_end", shares(study.syncWall.endShares));
    }
    return o;
}

} // namespace jct::present
