#include "problemtext.h"

#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/memory.h"
#include "numberformat.h"
#include "resultjson.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace jct::present {

namespace {

// The tr() context of this file, for the program and for lupdate alike.
struct ProblemText
{
    Q_DECLARE_TR_FUNCTIONS(ProblemText)
};

} // namespace

namespace {

// The part of the memory a plan that does not fit holds most of, and its name.
struct MemoryPart
{
    const char *name;
    double bytes;
    bool activations;
};

MemoryPart largestMemoryPart(const MemoryBreakdown &m)
{
    const MemoryPart parts[] = {{QT_TRANSLATE_NOOP("ProblemText", "activations"), m.activations, true},
                                {QT_TRANSLATE_NOOP("ProblemText", "optimizer state"), m.optimizer, false},
                                {QT_TRANSLATE_NOOP("ProblemText", "weights"), m.weights, false},
                                {QT_TRANSLATE_NOOP("ProblemText", "gradients"), m.gradients, false},
                                {QT_TRANSLATE_NOOP("ProblemText", "buffers"), m.buffers, false},
                                {QT_TRANSLATE_NOOP("ProblemText", "allocator fragmentation"), m.fragmentation, false}};
    const MemoryPart *largest = &parts[0];
    for (const MemoryPart &part : parts)
        if (part.bytes > largest->bytes)
            largest = &part;
    return *largest;
}

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

// The expert-layout rule a plan breaks, the first in core/model/layout's order: its key
// and its message both follow it, one rule at a time, never a list of which some hold.
enum class ExpertRule : unsigned char { NeedsMoe, ExpertsPerEp, FfnPerEtp, Ranks };

ExpertRule brokenExpertRule(const Scenario &s)
{
    const Parallelism &p = s.parallelism;
    if (!s.model.moe.enabled())
        return ExpertRule::NeedsMoe;
    if (s.model.moe.experts % p.ep != 0)
        return ExpertRule::ExpertsPerEp;
    if (s.model.moe.expertFfn % p.expertTp() != 0)
        return ExpertRule::FfnPerEtp;
    return ExpertRule::Ranks;
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
    case JobLimit::CheckpointWrite: {
        // The storage uplinks, where they are what caps the write (or the flush).
        const double wanted = s.storage.asyncCheckpoint ? s.storage.flushBandwidth : s.storage.checkpointWriteBandwidth;
        const bool uplinkBound = s.storage.uplinkBandwidth > 0.0 && s.storage.uplinkBandwidth < wanted;
        if (s.storage.asyncCheckpoint && r.checkpoint.flushSeconds < r.checkpoint.copySeconds)
            return mtbfKey(s);
        if (uplinkBound)
            return QStringLiteral("storage.uplink_gbps");
        return s.storage.asyncCheckpoint ? QStringLiteral("storage.flush_gbps")
                                         : QStringLiteral("storage.checkpoint_write_gbps");
    }
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

QString describeJobLimit(const Result &r)
{
    const QLocale c = QLocale::c();
    const auto t = [&c](double seconds) { return formatDuration(seconds, c); };
    const double m = r.failures.jobMtbfSeconds;
    const CheckpointResult &ck = r.checkpoint;
    QString expected = ProblemText::tr("the expected job time is not finite");
    if (std::isfinite(r.infeasibility.value) && r.infeasibility.value > kMaxJobSeconds)
        expected = ProblemText::tr("the expected job time, %1 days, is past the %2 days the planner reports")
                       .arg(c.toString(r.infeasibility.value / units::kDay, 'e', 3),
                            formatCount(kMaxJobSeconds / units::kDay, c));
    else if (std::isfinite(r.infeasibility.value) && r.trainSeconds > 0.0)
        expected = ProblemText::tr("the expected job time, %1, is %2× the training alone (%3)")
                       .arg(formatDuration(r.infeasibility.value, c),
                            formatCount(r.infeasibility.value / r.trainSeconds, c), formatDuration(r.trainSeconds, c));
    switch (jobLimit(r)) {
    case JobLimit::CheckpointWrite:
        return ProblemText::tr("expected failures outpace checkpoints: job MTBF %1 < checkpoint write %2 (%3 at %4 "
                               "GB/s), so the job seldom gets past a checkpoint; %5")
            .arg(t(m), t(ck.blockingSeconds), formatDecimalBytes(ck.sizeBytes, c),
                 c.toString(ck.sizeBytes / std::max(ck.blockingSeconds, 1e-300) / units::kGB, 'g', 4), expected);
    case JobLimit::Restart:
        return ProblemText::tr(
                   "expected failures outpace restarts: job MTBF %1 < recovery (drain, provisioning, "
                   "checkpoint download, re-initialisation) %2, so the job seldom runs between failures; %3")
            .arg(t(m), t(r.failures.recoverySeconds), expected);
    case JobLimit::Interval:
        return ProblemText::tr("expected failures outpace checkpoints: job MTBF %1 < checkpoint interval %2, so most "
                               "intervals end in a failure and are lost; %3")
            .arg(t(m), t(ck.intervalSeconds), expected);
    case JobLimit::CheckpointsTooOften:
        return ProblemText::tr("checkpoints outpace training: one every %1 blocks for %2; %3")
            .arg(t(ck.intervalSeconds), t(ck.blockingSeconds), expected);
    case JobLimit::Failures:
        return ProblemText::tr("expected failures outpace progress: job MTBF %1 against a checkpoint every %2 "
                               "blocking %3 and a restart of %4; %5")
            .arg(t(m), t(ck.intervalSeconds), t(ck.blockingSeconds), t(r.failures.recoverySeconds), expected);
    case JobLimit::Length:
        break;
    }
    return ProblemText::tr("%1 (training alone %2 steps of %3)").arg(expected, formatCount(r.steps, c), t(r.stepTime));
}

} // namespace

QString problemKeyPath(const Result &r, const Scenario &s)
{
    const Problem problem = r.infeasibility.problem;
    const Parallelism &p = s.parallelism;
    if (problem == Problem::ExpertParallelInvalid) {
        switch (brokenExpertRule(s)) {
        case ExpertRule::NeedsMoe:
            return p.ep > 1 ? QStringLiteral("parallelism.ep") : QStringLiteral("parallelism.etp");
        case ExpertRule::ExpertsPerEp:
            return QStringLiteral("parallelism.ep");
        case ExpertRule::FfnPerEtp:
            return QStringLiteral("parallelism.etp");
        case ExpertRule::Ranks:
            return expertTpBreaksLayout(s) ? QStringLiteral("parallelism.etp") : QStringLiteral("parallelism.ep");
        }
    }
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
        // The lever of the largest part, as the message names it: recomputation for the
        // activations, else a higher ZeRO stage, or at ZeRO-3 more tensor parallelism.
        if (largestMemoryPart(r.memory).activations)
            return QStringLiteral("training.recompute");
        return s.training.zeroStage < 3 ? QStringLiteral("training.zero") : QStringLiteral("parallelism.tp");
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
        return ProblemText::tr("cluster.gpus = %1 is not a multiple of tp·pp·cp = %2·%3·%4 = %5, so the data-parallel "
                               "degree would not be whole")
            .arg(n(i.value))
            .arg(p.tp)
            .arg(p.pp)
            .arg(p.cp)
            .arg(n(i.limit));
    case Problem::HeadsNotDivisibleByTp:
        return ProblemText::tr("parallelism.tp = %1 does not divide model.heads = %2").arg(n(i.limit), n(i.value));
    case Problem::KvHeadsNotDivisibleByTp:
        return ProblemText::tr("parallelism.tp = %1 does not divide model.kv_heads = %2").arg(n(i.limit), n(i.value));
    case Problem::LayersNotDivisibleByStages:
        if (p.firstStageLayers > 0 || p.lastStageLayers > 0)
            return ProblemText::tr(
                       "model.layers = %1 less parallelism.first_stage_layers = %2 and last_stage_layers = %3 "
                       "must split evenly over the other stages and their virtual stages (pp = %4, vpp = %5)")
                .arg(n(i.value))
                .arg(p.firstStageLayers)
                .arg(p.lastStageLayers)
                .arg(p.pp)
                .arg(p.vpp);
        return ProblemText::tr(
                   "model.layers = %1 is not a multiple of pp·vpp = %2: give parallelism.first_stage_layers "
                   "and last_stage_layers for an uneven split")
            .arg(n(i.value), n(i.limit));
    case Problem::InterleavingNeedsPipeline:
        return ProblemText::tr("parallelism.vpp = %1 needs pipeline parallelism (pp > 1)").arg(n(i.value));
    case Problem::InterleavingNeedsMicroBatches:
        return ProblemText::tr(
                   "parallelism.vpp = %1 interleaves the pipeline, which needs at least pp = %2 micro-batches "
                   "per step; global_batch / (micro_batch·dp) gives %3: lower training.micro_batch or the "
                   "GPU count, or set vpp = 1")
            .arg(p.vpp)
            .arg(n(i.limit), n(i.value));
    case Problem::BatchNotDivisible:
        return ProblemText::tr("training.global_batch = %1 is not a multiple of micro_batch·dp = %2·%3 = %4")
            .arg(n(i.value))
            .arg(s.training.microBatch)
            // limit = micro_batch·dp as checkLayout computed it (the result's dp is not set
            // for a layout that is refused).
            .arg(n(i.limit / std::max(1, s.training.microBatch)))
            .arg(n(i.limit));
    case Problem::SequenceNotDivisibleByCp:
        return ProblemText::tr("model.seq_len = %1 is not a multiple of 2·cp = %2 (context parallelism splits each "
                               "sequence into 2·cp chunks)")
            .arg(n(i.value), n(i.limit));
    case Problem::ExpertParallelInvalid:
        switch (brokenExpertRule(s)) {
        case ExpertRule::NeedsMoe:
            return ProblemText::tr("expert parallelism (parallelism.ep = %1, etp = %2) needs an MoE model, and this "
                                   "model has no experts (model.moe.experts = 0)")
                .arg(p.ep)
                .arg(p.expertTp());
        case ExpertRule::ExpertsPerEp:
            return ProblemText::tr("model.moe.experts = %1 is not a multiple of parallelism.ep = %2 (each "
                                   "expert-parallel rank holds whole experts)")
                .arg(s.model.moe.experts)
                .arg(p.ep);
        case ExpertRule::FfnPerEtp:
            return ProblemText::tr("model.moe.expert_ffn = %1 is not a multiple of parallelism.etp = %2 (expert tensor "
                                   "parallelism splits each expert's FFN)")
                .arg(s.model.moe.expertFfn)
                .arg(p.expertTp());
        case ExpertRule::Ranks:
            break;
        }
        return ProblemText::tr("parallelism.ep·etp = %1·%2 = %3 must divide tp·cp·dp = %4 (the experts' ranks are "
                               "the attention's, regrouped)")
            .arg(p.ep)
            .arg(p.expertTp())
            .arg(n(i.value), n(i.limit));
    case Problem::DoesNotFitMemory: {
        const MemoryBreakdown &m = r.memory;
        const MemoryPart largest = largestMemoryPart(m);
        QString hint;
        const QString largestName = ProblemText::tr(largest.name);
        if (largest.activations)
            hint = ProblemText::tr("more recomputation, sequence parallelism, more pipeline stages or a smaller "
                                   "micro-batch reduce it");
        else
            hint = ProblemText::tr("a higher ZeRO stage or more tensor/pipeline parallelism reduce it");
        return ProblemText::tr(
                   "does not fit in memory: needs %1 GiB per GPU, %2 GiB usable (%3 GiB less %4 GiB for the "
                   "CUDA context, NCCL and workspaces), even with activations offloaded to host memory; "
                   "over by %5 GiB. The largest part is %6 (%7 GiB): %8")
            .arg(m.total() / units::kGiB, 0, 'f', 1)
            .arg(m.usable / units::kGiB, 0, 'f', 1)
            .arg(s.gpu.hbmBytes / units::kGiB, 0, 'f', 0)
            .arg(kReservedHbmBytes / units::kGiB, 0, 'f', 0)
            .arg((m.total() - m.usable) / units::kGiB, 0, 'f', 1)
            .arg(largestName)
            .arg(largest.bytes / units::kGiB, 0, 'f', 1)
            .arg(hint);
    }
    case Problem::JobDoesNotFinish:
        return describeJobLimit(r);
    }
    return {};
}

} // namespace jct::present
