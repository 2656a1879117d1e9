#include "evaluate.h"

#include "core/physics/compute.h"
#include "core/physics/fabric.h"
#include "core/physics/memory.h"
#include "core/physics/reliability.h"
#include "core/physics/statistics.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

// Bytes of memory traffic per parameter of one Adam step: read fp32 master, momentum,
// variance and the gradient, write the three fp32 states and the 16-bit weight.
constexpr double kOptimizerBytesPerParameter = 28.0;

// Bytes of a checkpoint per parameter beyond the weights: fp32 master, momentum, variance.
constexpr double kOptimizerStateBytes = 12.0;

Infeasibility problem(Problem p, double value, double limit)
{
    return {p, value, limit};
}

} // namespace

Infeasibility checkLayout(const Scenario &s, bool allowUnevenBatch)
{
    const Parallelism &p = s.parallelism;
    const Model &m = s.model;
    const long long modelParallel = static_cast<long long>(p.tp) * p.pp * p.cp;
    if (modelParallel <= 0 || s.cluster.gpus % modelParallel != 0)
        return problem(Problem::GpusNotDivisibleByModelParallel, s.cluster.gpus, static_cast<double>(modelParallel));
    if (m.heads % p.tp != 0)
        return problem(Problem::HeadsNotDivisibleByTp, m.heads, p.tp);
    if (m.kvHeads >= p.tp && m.kvHeads % p.tp != 0)
        return problem(Problem::KvHeadsNotDivisibleByTp, m.kvHeads, p.tp);
    if (p.vpp > 1 && p.pp == 1)
        return problem(Problem::InterleavingNeedsPipeline, p.vpp, p.pp);
    if (m.layers % (p.pp * p.vpp) != 0)
        return problem(Problem::LayersNotDivisibleByStages, m.layers, p.pp * p.vpp);
    if (p.cp > 1 && m.seqLen % (2 * p.cp) != 0)
        return problem(Problem::SequenceNotDivisibleByCp, m.seqLen, 2 * p.cp);
    const long long dp = s.cluster.gpus / modelParallel;
    if (p.ep > 1) {
        const long long dpcp = dp * p.cp;
        if (!m.moe.enabled() || dpcp % p.ep != 0 || m.moe.experts % p.ep != 0)
            return problem(Problem::ExpertParallelInvalid, p.ep, static_cast<double>(dpcp));
    }
    const long long perStep = static_cast<long long>(s.training.microBatch) * dp;
    if (!allowUnevenBatch && s.training.globalBatch % perStep != 0)
        return problem(Problem::BatchNotDivisible, s.training.globalBatch, static_cast<double>(perStep));
    if (allowUnevenBatch && s.training.globalBatch < perStep)
        return problem(Problem::BatchNotDivisible, s.training.globalBatch, static_cast<double>(perStep));
    return {};
}

double jobMtbfSeconds(const Scenario &s)
{
    const Reliability &r = s.reliability;
    if (r.jobMtbfSeconds > 0.0)
        return r.jobMtbfSeconds;
    const double n = s.cluster.gpus;
    const double nodes = std::ceil(n / std::max(1, s.cluster.gpusPerNode));
    // Leaves with radix/2 NICs each, plus half as many spines.
    const double switches = 1.5 * std::ceil(n / std::max(1, s.fabric.switchRadix / 2));
    double rate = 0.0;
    if (r.gpuMtbfSeconds > 0.0)
        rate += n / r.gpuMtbfSeconds;
    if (r.nodeMtbfSeconds > 0.0)
        rate += nodes / r.nodeMtbfSeconds;
    if (r.switchMtbfSeconds > 0.0)
        rate += switches / r.switchMtbfSeconds;
    if (r.softwareMtbfSeconds > 0.0)
        rate += 1.0 / r.softwareMtbfSeconds;
    return rate > 0.0 ? 1.0 / rate : 0.0;
}

Result evaluate(const Scenario &s, EvaluateOptions options)
{
    Result r;
    r.infeasibility = checkLayout(s, options.allowUnevenBatch);
    if (r.infeasibility.isInputError())
        return r;

    const Model &model = s.model;
    const Training &tr = s.training;
    const Parallelism &par = s.parallelism;
    const int t = par.tp;
    const int p = par.pp;
    const int c = par.cp;
    const int v = par.vpp;
    const int n = s.cluster.gpus;
    const int d = n / (t * p * c);
    const long long perStep = static_cast<long long>(tr.microBatch) * d;
    const int m = static_cast<int>((tr.globalBatch + perStep - 1) / perStep);
    r.dp = d;
    r.microBatches = m;
    const double tokensPerStep = static_cast<double>(tr.globalBatch) * model.seqLen;
    r.steps = std::ceil(tr.tokens / tokensPerStep);

    StageParameters params;
    r.memory = memoryPerGpu(s, d, m, &params);
    if (r.memory.total() > r.memory.usable) {
        r.infeasibility = problem(Problem::DoesNotFitMemory, r.memory.total(), r.memory.usable);
        return r;
    }

    // ---- Per-stage work of one micro-batch (the last stage, which also runs the logits,
    // is the slowest and sets the pipeline's pace).
    const int layersPerStage = model.layers / p;
    const double moePerStage = static_cast<double>(moeLayerCount(model)) / p;
    const double densePerStage = layersPerStage - moePerStage;
    const LayerWork dense = layerForwardWork(s, false);
    const LayerWork moe = moePerStage > 0.0 ? layerForwardWork(s, true) : LayerWork{};
    const LayerWork logits = logitsForwardWork(s);
    const double overhead = layersPerStage * s.gpu.kernelOverhead;

    const double fwdCompute =
        densePerStage * dense.seconds() + moePerStage * moe.seconds() + logits.seconds() + overhead;
    const double bwdCompute = 2.0 * (densePerStage * dense.seconds() + moePerStage * moe.seconds() + logits.gemmSeconds)
                              + logits.backwardElementwiseSeconds + overhead;
    double recompute = 0.0;
    if (tr.recompute == Recompute::Full)
        recompute = densePerStage * dense.seconds() + moePerStage * moe.seconds() + overhead;
    else if (tr.recompute == Recompute::Selective)
        recompute = densePerStage * (dense.attentionSeconds + dense.softmaxSeconds)
                    + moePerStage * (moe.attentionSeconds + moe.softmaxSeconds);
    const double fwdPasses = tr.recompute == Recompute::Full ? 2.0 : 1.0; // forward comm repeats

    const double elem = activationElementBytes(tr.precision);
    const double tokens = tr.microBatch * static_cast<double>(model.seqLen) / c;
    const double h = model.hidden;

    // Tensor parallel: 2 all-reduces forward and 2 backward per layer (or all-gather +
    // reduce-scatter pairs with sequence parallelism: the same bandwidth cost).
    const RankStrides strides = rankStrides(par, d);
    const GroupPlacement tpGroup = placeGroup(s, t, strides.tp);
    r.tp = allReduce(s, tpGroup, tokens * h * elem);
    const double tpPerLayerPass = 2.0 * r.tp.seconds;
    const double tpFwd = layersPerStage * tpPerLayerPass;
    // Backward: the gradients' collectives, the forward's again under full recompute and,
    // with sequence parallelism, two more all-gathers (half an all-reduce each) of the
    // sharded QKV and MLP inputs that the weight gradients need (Korthikanti et al. 2022,
    // section 4.2.2).
    const double spRegather = tr.sequenceParallel && t > 1 ? 1.0 : 0.0;
    const double tpBwd = layersPerStage * (tpPerLayerPass * fwdPasses + spRegather * r.tp.seconds);

    // Expert parallel: dispatch and combine all-to-alls, forward and backward.
    double epFwd = 0.0;
    double epBwd = 0.0;
    if (moePerStage > 0.0 && par.ep > 1) {
        const GroupPlacement epGroup = placeGroup(s, par.ep, strides.dp);
        r.ep = allToAll(s, epGroup, tokens * h * elem * model.moe.topK);
        epFwd = moePerStage * 2.0 * r.ep.seconds;
        epBwd = moePerStage * 2.0 * r.ep.seconds * fwdPasses;
    }

    // Context parallel: ring exchange of the K and V blocks, overlapped with attention.
    double cpFwd = 0.0;
    double cpBwd = 0.0;
    double cpHidden = 0.0;
    if (c > 1) {
        const double kvHidden = h * model.kvHeads / std::max(1, model.heads);
        const GroupPlacement cpGroup = placeGroup(s, c, strides.cp);
        r.cp = pointToPoint(s, cpGroup, 2.0 * tokens * kvHidden * elem);
        const double ring = (c - 1) * r.cp.seconds;
        const double attn = dense.attentionSeconds;
        cpFwd = layersPerStage * std::max(0.0, ring - attn) * fwdPasses;
        cpBwd = layersPerStage * std::max(0.0, 2.0 * ring - 2.0 * attn);
        cpHidden = layersPerStage * (std::min(ring, attn) * fwdPasses + std::min(2.0 * ring, 2.0 * attn));
    }

    const double slotFwd = fwdCompute + tpFwd + epFwd + cpFwd;
    const double slotBwd = bwdCompute + recompute + tpBwd + epBwd + cpBwd;
    StepBreakdown &st = r.step;
    st.compute = m * (fwdCompute + bwdCompute);
    st.recompute = m * recompute;
    st.tpComm = m * (tpFwd + tpBwd);
    st.epComm = m * (epFwd + epBwd);
    st.cpComm = m * (cpFwd + cpBwd);
    st.bubble = static_cast<double>(p - 1) / v * (slotFwd + slotBwd);

    // Pipeline: activations forward and gradients backward across each stage boundary,
    // divided by t (sequence parallelism or Megatron's scatter/gather), v times per
    // micro-batch with interleaving, plus the fill and drain.
    if (p > 1) {
        const GroupPlacement neighbours = placeGroup(s, 2, strides.pp);
        r.pp = pointToPoint(s, neighbours, tokens * h * elem / t);
        r.pp.ranks = p;
        st.ppComm = 2.0 * (static_cast<double>(v) * m + p - 1) * r.pp.seconds;
    }

    // Data parallel, once per step over dp·cp. Without ZeRO: an all-reduce of the
    // gradients, hidden behind the last micro-batch's backward when overlapped. With a
    // sharded optimizer (ZeRO >= 1, Megatron's distributed optimizer): a reduce-scatter of
    // the gradients behind the last backward and an all-gather of the updated 16-bit
    // weights behind the next step's first forward.
    const double compression = std::max(1.0, tr.gradientCompression);
    const double weightBytes = weightElementBytes(tr.precision);
    const GroupPlacement dpGroup = placeGroup(s, c, strides.cp, d, strides.dp);
    const int expertDp = par.ep > 0 ? d * c / par.ep : d * c;
    // Experts are sharded over consecutive members of the dp·cp group; their replicas
    // (the expert-data-parallel group) are every ep-th member.
    GroupPlacement expertGroup;
    if (par.order == RankOrder::TpCpDpPp)
        expertGroup = placeGroup(s, expertDp, t * par.ep);
    else if (c % par.ep == 0)
        expertGroup = placeGroup(s, c / par.ep, t * par.ep, d, strides.dp);
    else
        expertGroup = placeGroup(s, expertDp, strides.dp * std::max(1, par.ep / c));
    double gradSeconds = 0.0;  // overlappable with the backward pass
    double paramSeconds = 0.0; // overlappable with the forward pass
    auto syncGroup = [&](const GroupPlacement &group, double parameters, CollectiveChoice *report) {
        if (group.ranks <= 1 || parameters <= 0.0)
            return;
        const double gradBytes = parameters * tr.gradientBytes / compression;
        if (tr.zeroStage >= 1) {
            const CollectiveChoice scatter = allGather(s, group, gradBytes); // reduce-scatter: same cost
            const CollectiveChoice gather = allGather(s, group, parameters * weightBytes);
            gradSeconds += scatter.seconds;
            paramSeconds += gather.seconds;
            if (report) {
                *report = scatter;
                report->seconds = scatter.seconds + gather.seconds;
            }
        } else {
            const CollectiveChoice reduce = allReduce(s, group, gradBytes);
            gradSeconds += reduce.seconds;
            if (report)
                *report = reduce;
        }
    };
    syncGroup(dpGroup, params.dense, &r.dp_);
    syncGroup(expertGroup, params.expert, nullptr);
    const double dpSeconds = gradSeconds + paramSeconds;
    const double dpExposed = tr.overlapGradReduce
                                 ? std::max(0.0, gradSeconds - bwdCompute) + std::max(0.0, paramSeconds - fwdCompute)
                                 : dpSeconds;
    double zero3Exposed = 0.0;
    double zero3Hidden = 0.0;
    if (tr.zeroStage >= 3 && d * c > 1) {
        // Parameters are gathered before every forward and backward, prefetched behind
        // the previous layer's compute.
        const double gather = allGather(s, dpGroup, params.dense * weightBytes).seconds;
        zero3Exposed = m * (std::max(0.0, gather - fwdCompute) + std::max(0.0, gather - bwdCompute));
        zero3Hidden = 2.0 * m * gather - zero3Exposed;
    }
    st.dpComm = dpExposed + zero3Exposed;

    // Optimizer step over this GPU's (ZeRO-sharded) parameters; memory-bound.
    const double dpGroupSize = static_cast<double>(d) * c;
    const double optimizerParams = tr.zeroStage >= 1
                                       ? params.dense / dpGroupSize + params.expert / std::max(1, expertDp)
                                       : params.dense + params.expert;
    st.optimizer = optimizerParams * kOptimizerBytesPerParameter / (s.gpu.hbmBandwidth * s.gpu.hbmEfficiency);

    // Stragglers: every synchronous step waits for the slowest rank.
    const Stragglers &sg = s.stragglers;
    const double slow = sg.backupWorkers > 0 ? 0.0 : std::max(0.0, sg.slowGpuFactor);
    const double jitter = sg.jitterCv > 0.0 && n > 1
                              ? std::max(0.0, sg.jitterCv * expectedNormalOrderStatistic(n, sg.backupWorkers))
                              : 0.0;
    st.straggler = (st.compute + st.recompute) * std::max(slow, jitter);
    st.dataStall = std::max(0.0, tr.dataStallSeconds);
    r.stepTime = st.total();

    // ---- Throughput.
    const StepFlops flops = stepFlops(model, tr);
    r.modelFlopsPerStep = flops.model;
    r.hardwareFlopsPerStep = flops.hardware;
    const double perGpuPeak = s.gpu.peakFlops;
    r.tflopsPerGpu = r.modelFlopsPerStep / n / r.stepTime / 1e12;
    r.mfu = r.modelFlopsPerStep / (n * perGpuPeak * r.stepTime);
    r.hfu = r.hardwareFlopsPerStep / (n * perGpuPeak * r.stepTime);
    r.gemmEfficiency = dense.gemmSeconds > 0.0 ? dense.gemmFlops / (perGpuPeak * dense.gemmSeconds) : 0.0;
    const double exposedComm = st.tpComm + st.ppComm + st.dpComm + st.epComm + st.cpComm;
    const double hiddenComm = (dpSeconds - dpExposed) + zero3Hidden + m * cpHidden;
    r.overlapRatio = (hiddenComm - exposedComm) / r.stepTime;

    // ---- The job: checkpoints and failures (Daly 2006).
    r.trainSeconds = r.steps * r.stepTime;
    r.theoreticalSeconds = r.steps * st.compute;

    CheckpointResult &ck = r.checkpoint;
    ck.sizeBytes =
        parameterCounts(model).total(model.layers) * (weightElementBytes(tr.precision) + kOptimizerStateBytes);
    ck.writeSeconds = ck.sizeBytes / s.storage.checkpointWriteBandwidth;
    if (s.storage.asyncCheckpoint) {
        // Training blocks only while this GPU's shard is copied to a host staging buffer.
        ck.blockingSeconds = (r.memory.weights + r.memory.optimizer) / s.gpu.hostCopyBandwidth;
        ck.flushSeconds = ck.sizeBytes / s.storage.flushBandwidth;
    } else {
        ck.blockingSeconds = ck.writeSeconds;
    }
    FailureResult &fl = r.failures;
    fl.jobMtbfSeconds = jobMtbfSeconds(s);
    fl.recoverySeconds = s.reliability.restartSeconds + ck.sizeBytes / s.storage.checkpointReadBandwidth;
    const double mtbf = fl.jobMtbfSeconds;
    if (mtbf > 0.0) {
        ck.youngSeconds = youngInterval(ck.blockingSeconds, mtbf);
        ck.dalySeconds = dalyInterval(ck.blockingSeconds, mtbf);
    }
    ck.intervalSeconds =
        s.reliability.checkpointIntervalSeconds > 0.0 ? s.reliability.checkpointIntervalSeconds : ck.dalySeconds;
    double delta = ck.blockingSeconds;
    if (s.storage.asyncCheckpoint && ck.intervalSeconds > 0.0 && ck.flushSeconds > ck.intervalSeconds)
        delta += ck.flushSeconds - ck.intervalSeconds; // the next checkpoint waits for the flush
    ck.overheadSeconds = ck.intervalSeconds > 0.0 ? r.trainSeconds * delta / ck.intervalSeconds : 0.0;

    double wall = r.trainSeconds + ck.overheadSeconds;
    if (mtbf > 0.0 && ck.intervalSeconds > 0.0) {
        wall = dalyWallTime(r.trainSeconds, ck.intervalSeconds, delta, fl.recoverySeconds, mtbf);
        fl.overheadSeconds = std::max(0.0, wall - r.trainSeconds - ck.overheadSeconds);
        fl.expectedFailures = wall / mtbf;
    }
    ck.overheadFraction = ck.overheadSeconds / r.trainSeconds;
    fl.overheadFraction = fl.overheadSeconds / r.trainSeconds;
    const double startup = std::max(0.0, tr.startupSeconds);
    r.predictedSeconds = startup + r.trainSeconds + ck.overheadSeconds + fl.overheadSeconds;
    r.efficiency = r.theoreticalSeconds / r.predictedSeconds;

    // ---- Where idle time goes, and what it costs.
    IdleBreakdown &idle = r.idle;
    idle.communication = r.steps * exposedComm;
    idle.bubble = r.steps * st.bubble;
    idle.recompute = r.steps * st.recompute;
    idle.optimizer = r.steps * st.optimizer;
    idle.stragglers = r.steps * st.straggler;
    idle.dataStall = r.steps * st.dataStall;
    idle.checkpoints = ck.overheadSeconds;
    idle.failures = fl.overheadSeconds;
    idle.startup = startup;

    CostResult &cost = r.cost;
    const Cost &price = s.cost;
    cost.gpuHours = n * r.predictedSeconds / 3600.0;
    cost.gpuUsd = cost.gpuHours * price.gpuHourUsd;
    cost.energyKwh = n * price.gpuPowerWatts * price.pue * r.predictedSeconds / 3.6e6;
    cost.energyUsd = cost.energyKwh * price.kwhUsd;
    cost.totalUsd = cost.gpuUsd + cost.energyUsd;
    cost.idleUsd = n * price.gpuHourUsd * (r.predictedSeconds - r.theoreticalSeconds) / 3600.0;
    cost.perIdleMinuteUsd = n * price.gpuHourUsd / 60.0;
    cost.perMillionTokensUsd = tr.tokens > 0.0 ? cost.totalUsd / tr.tokens * 1e6 : 0.0;
    return r;
}

} // namespace jct
