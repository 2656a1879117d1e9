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

namespace {

// Whether the expert layout would pass with etp left to follow tp: then etp broke it.
bool expertTpBreaksLayout(const Scenario &s)
{
    const Parallelism &p = s.parallelism;
    if (p.etp <= 0 || p.etp == p.tp || !s.model.moe.enabled())
        return false;
    const long long mp = modelParallelDegree(p);
    const long long ranks = mp > 0 ? s.cluster.gpus / mp * p.cp * p.tp : 0;
    const long long withTp = static_cast<long long>(p.ep) * p.tp;
    return ranks > 0 && ranks % withTp == 0 && s.model.moe.experts % p.ep == 0 && s.model.moe.expertFfn % p.tp == 0;
}

} // namespace

namespace {

// What a job that does not finish (Problem::JobDoesNotFinish) runs into, from the figures
// of the refused result: M the job MTBF, δ what a checkpoint blocks, R the restart and
// checkpoint read, τ the interval (Daly: M·e^(R/M)·(e^((τ+δ)/M) − 1)·T/τ).
enum class JobLimit : unsigned char { CheckpointWrite, Restart, Interval, CheckpointsTooOften, Failures, Length };

JobLimit jobLimit(const Result &r)
{
    const double m = r.failures.jobMtbfSeconds;
    const CheckpointResult &ck = r.checkpoint;
    if (m > 0.0 && ck.blockingSeconds >= m)
        return JobLimit::CheckpointWrite;
    if (m > 0.0 && r.failures.recoverySeconds >= m)
        return JobLimit::Restart;
    if (m > 0.0 && ck.intervalSeconds >= m)
        return JobLimit::Interval;
    if (ck.intervalSeconds > 0.0 && ck.blockingSeconds >= ck.intervalSeconds)
        return JobLimit::CheckpointsTooOften;
    if (m > 0.0 && !(r.failures.overheadSeconds < r.trainSeconds))
        return JobLimit::Failures;
    return JobLimit::Length;
}

QString mtbfKey(const Scenario &s)
{
    return s.reliability.jobMtbfSeconds > 0.0 ? QStringLiteral("reliability.job_mtbf_hours")
                                              : QStringLiteral("reliability.gpu_mtbf_hours");
}

QString jobLimitKey(const Result &r, const Scenario &s)
{
    switch (jobLimit(r)) {
    case JobLimit::CheckpointWrite:
        if (s.storage.asyncCheckpoint)
            return r.checkpoint.flushSeconds >= r.checkpoint.copySeconds ? QStringLiteral("storage.flush_gbps")
                                                                         : mtbfKey(s);
        return QStringLiteral("storage.checkpoint_write_gbps");
    case JobLimit::Restart: {
        // The longest part of the recovery, in recoveryParts()' order.
        static const char *const keys[] = {"reliability.drain_minutes", "reliability.provision_minutes",
                                           "storage.checkpoint_read_gbps", "reliability.reinit_minutes",
                                           "reliability.corrupt_checkpoint_probability"};
        const auto parts = recoveryParts(r.failures);
        std::size_t longest = 0;
        for (std::size_t i = 1; i < parts.size(); ++i)
            if (parts[i].value > parts[longest].value)
                longest = i;
        return QLatin1String(keys[longest]);
    }
    case JobLimit::Interval:
    case JobLimit::CheckpointsTooOften:
        return QStringLiteral("reliability.checkpoint_interval_minutes");
    case JobLimit::Failures:
        return mtbfKey(s);
    case JobLimit::Length:
        break;
    }
    return QStringLiteral("training.tokens");
}

QString describeJobLimit(const Result &r, const Scenario &s)
{
    const QLocale c = QLocale::c();
    const auto t = [&c](double seconds) { return formatDuration(seconds, c); };
    const double m = r.failures.jobMtbfSeconds;
    const CheckpointResult &ck = r.checkpoint;
    const QString expected =
        std::isfinite(r.infeasibility.value)
            ? QStringLiteral("the expected job time, %1 days, is past the %2 days the planner reports")
                  .arg(c.toString(r.infeasibility.value / units::kDay, 'e', 3),
                       formatCount(kMaxJobSeconds / units::kDay, c))
            : QStringLiteral("the expected job time is not finite");
    switch (jobLimit(r)) {
    case JobLimit::CheckpointWrite:
        return QStringLiteral("expected failures outpace checkpoints: job MTBF %1 < checkpoint write %2 (%3 at %4 "
                              "GB/s), so the job seldom gets past a checkpoint; %5")
            .arg(t(m), t(ck.blockingSeconds), formatDecimalBytes(ck.sizeBytes, c),
                 c.toString(s.storage.checkpointWriteBandwidth / units::kGB, 'g', 4), expected);
    case JobLimit::Restart:
        return QStringLiteral("expected failures outpace restarts: job MTBF %1 < recovery (drain, provisioning, "
                              "checkpoint download, re-initialisation) %2, so the job seldom runs between failures; %3")
            .arg(t(m), t(r.failures.recoverySeconds), expected);
    case JobLimit::Interval:
        return QStringLiteral("expected failures outpace checkpoints: job MTBF %1 < checkpoint interval %2, so most "
                              "intervals end in a failure and are lost; %3")
            .arg(t(m), t(ck.intervalSeconds), expected);
    case JobLimit::CheckpointsTooOften:
        return QStringLiteral("checkpoints outpace training: one every %1 blocks for %2; %3")
            .arg(t(ck.intervalSeconds), t(ck.blockingSeconds), expected);
    case JobLimit::Failures:
        return QStringLiteral("expected failures outpace progress: job MTBF %1 against a checkpoint every %2 "
                              "blocking %3 and a restart of %4; %5")
            .arg(t(m), t(ck.intervalSeconds), t(ck.blockingSeconds), t(r.failures.recoverySeconds), expected);
    case JobLimit::Length:
        break;
    }
    return QStringLiteral("%1 (training alone %2 steps of %3)").arg(expected, formatCount(r.steps, c), t(r.stepTime));
}

} // namespace

QString problemKeyPath(const Result &r, const Scenario &s)
{
    const Problem problem = r.infeasibility.problem;
    const Parallelism &p = s.parallelism;
    if (problem == Problem::ExpertParallelInvalid && expertTpBreaksLayout(s))
        return QStringLiteral("parallelism.etp");
    if (problem == Problem::LayersNotDivisibleByStages && (p.firstStageLayers > 0 || p.lastStageLayers > 0))
        return p.firstStageLayers > 0 ? QStringLiteral("parallelism.first_stage_layers")
                                      : QStringLiteral("parallelism.last_stage_layers");
    switch (problem) {
    case Problem::None:
        return {};
    case Problem::GpusNotDivisibleByModelParallel:
        return QStringLiteral("cluster.gpus");
    case Problem::HeadsNotDivisibleByTp:
    case Problem::KvHeadsNotDivisibleByTp:
        return QStringLiteral("parallelism.tp");
    case Problem::LayersNotDivisibleByStages:
        return QStringLiteral("parallelism.pp");
    case Problem::InterleavingNeedsPipeline:
    case Problem::InterleavingNeedsMicroBatches:
        return QStringLiteral("parallelism.vpp");
    case Problem::BatchNotDivisible:
        return QStringLiteral("training.global_batch");
    case Problem::SequenceNotDivisibleByCp:
        return QStringLiteral("parallelism.cp");
    case Problem::ExpertParallelInvalid:
        return QStringLiteral("parallelism.ep");
    case Problem::DoesNotFitMemory:
        return QStringLiteral("training.recompute");
    case Problem::JobDoesNotFinish:
        return jobLimitKey(r, s);
    }
    return {};
}

QString describeInfeasibility(const Result &r, const Scenario &s)
{
    const Infeasibility &i = r.infeasibility;
    const Parallelism &p = s.parallelism;
    const auto n = [](double v) { return QString::number(v, 'g', 12); };
    switch (i.problem) {
    case Problem::None:
        return {};
    case Problem::GpusNotDivisibleByModelParallel:
        return QStringLiteral("cluster.gpus = %1 is not a multiple of tp·pp·cp = %2·%3·%4 = %5, so the data-parallel "
                              "degree would not be whole")
            .arg(n(i.value))
            .arg(p.tp)
            .arg(p.pp)
            .arg(p.cp)
            .arg(n(i.limit));
    case Problem::HeadsNotDivisibleByTp:
        return QStringLiteral("parallelism.tp = %1 does not divide model.heads = %2").arg(n(i.limit), n(i.value));
    case Problem::KvHeadsNotDivisibleByTp:
        return QStringLiteral("parallelism.tp = %1 does not divide model.kv_heads = %2").arg(n(i.limit), n(i.value));
    case Problem::LayersNotDivisibleByStages:
        if (p.firstStageLayers > 0 || p.lastStageLayers > 0)
            return QStringLiteral(
                       "model.layers = %1 less parallelism.first_stage_layers = %2 and last_stage_layers = %3 "
                       "must split evenly over the other stages and their virtual stages (pp = %4, vpp = %5)")
                .arg(n(i.value))
                .arg(p.firstStageLayers)
                .arg(p.lastStageLayers)
                .arg(p.pp)
                .arg(p.vpp);
        return QStringLiteral("model.layers = %1 is not a multiple of pp·vpp = %2: give parallelism.first_stage_layers "
                              "and last_stage_layers for an uneven split")
            .arg(n(i.value), n(i.limit));
    case Problem::InterleavingNeedsPipeline:
        return QStringLiteral("parallelism.vpp = %1 needs pipeline parallelism (pp > 1)").arg(n(i.value));
    case Problem::InterleavingNeedsMicroBatches:
        return QStringLiteral(
                   "parallelism.vpp = %1 interleaves the pipeline, which needs at least pp = %2 micro-batches "
                   "per step; global_batch / (micro_batch·dp) gives %3: lower training.micro_batch or the "
                   "GPU count, or set vpp = 1")
            .arg(p.vpp)
            .arg(n(i.limit), n(i.value));
    case Problem::BatchNotDivisible:
        return QStringLiteral("training.global_batch = %1 is not a multiple of micro_batch·dp = %2·%3 = %4")
            .arg(n(i.value))
            .arg(s.training.microBatch)
            // limit = micro_batch·dp as checkLayout computed it (the result's dp is not set
            // for a layout that is refused).
            .arg(n(i.limit / std::max(1, s.training.microBatch)))
            .arg(n(i.limit));
    case Problem::SequenceNotDivisibleByCp:
        return QStringLiteral("model.seq_len = %1 is not a multiple of 2·cp = %2 (context parallelism splits each "
                              "sequence into 2·cp chunks)")
            .arg(n(i.value), n(i.limit));
    case Problem::ExpertParallelInvalid:
        return QStringLiteral(
                   "parallelism.ep·etp = %1·%2 = %3 must divide tp·cp·dp = %4, ep model.moe.experts = %5 and "
                   "etp model.moe.expert_ffn = %6 (and needs an MoE model)")
            .arg(p.ep)
            .arg(p.expertTp())
            .arg(n(i.value), n(i.limit))
            .arg(s.model.moe.experts)
            .arg(s.model.moe.expertFfn);
    case Problem::DoesNotFitMemory: {
        const MemoryBreakdown &m = r.memory;
        struct Part
        {
            const char *name;
            double bytes;
        };
        const Part parts[] = {{"activations", m.activations}, {"optimizer state", m.optimizer},
                              {"weights", m.weights},         {"gradients", m.gradients},
                              {"buffers", m.buffers},         {"allocator fragmentation", m.fragmentation}};
        const Part *largest = &parts[0];
        for (const Part &part : parts)
            if (part.bytes > largest->bytes)
                largest = &part;
        QString hint;
        const QString largestName = QLatin1String(largest->name);
        if (largest == &parts[0])
            hint = QStringLiteral("more recomputation, sequence parallelism, more pipeline stages or a smaller "
                                  "micro-batch reduce it");
        else
            hint = QStringLiteral("a higher ZeRO stage or more tensor/pipeline parallelism reduce it");
        return QStringLiteral("does not fit in memory: needs %1 GiB per GPU, %2 GiB usable (%3 GiB less %4 GiB for the "
                              "CUDA context, NCCL and workspaces), even with activations offloaded to host memory; "
                              "over by %5 GiB. The largest part is %6 (%7 GiB): %8")
            .arg(m.total() / units::kGiB, 0, 'f', 1)
            .arg(m.usable / units::kGiB, 0, 'f', 1)
            .arg(s.gpu.hbmBytes / units::kGiB, 0, 'f', 0)
            .arg(kReservedHbmBytes / units::kGiB, 0, 'f', 0)
            .arg((m.total() - m.usable) / units::kGiB, 0, 'f', 1)
            .arg(largestName)
            .arg(largest->bytes / units::kGiB, 0, 'f', 1)
            .arg(hint);
    }
    case Problem::JobDoesNotFinish:
        return describeJobLimit(r, s);
    }
    return {};
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
    o.insert(QStringLiteral("assumed"), QJsonArray::fromStringList(loaded.assumed));
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
