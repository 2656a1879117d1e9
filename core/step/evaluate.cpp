#include "evaluate.h"

#include "contextparallel.h"
#include "dataparallel.h"
#include "expertparallel.h"
#include "jobcost.h"
#include "jobtime.h"
#include "offload.h"
#include "optimizerstep.h"
#include "pipelineparallel.h"
#include "stepshape.h"
#include "stragglers.h"
#include "tensorparallel.h"
#include "throughput.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

// Every figure of the job finite and the job within kMaxJobSeconds (a step, a checkpoint or
// an MTBF at the edge of its allowed range can make Daly's wall time overflow).
bool jobFinishes(const Result &r)
{
    const double figures[] = {r.stepTime,
                              r.predictedSeconds,
                              r.efficiency,
                              r.checkpoint.overheadSeconds,
                              r.checkpoint.intervalSeconds,
                              r.failures.overheadSeconds,
                              r.failures.expectedFailures,
                              r.cost.totalUsd,
                              r.cost.idleUsd,
                              r.cost.perMillionTokensUsd};
    for (double v : figures)
        if (!std::isfinite(v))
            return false;
    return r.predictedSeconds <= kMaxJobSeconds && r.efficiency > 0.0;
}

// The dataset a step reads, B·s·bytes per token, against the storage uplinks: the loader
// prefetches while the step runs, so a step that reads for longer than it otherwise takes
// waits for the difference.
DataLoadResult dataLoad(const Scenario &s, double stepWithoutStall)
{
    DataLoadResult d;
    d.bytesPerStep =
        static_cast<double>(s.training.globalBatch) * s.model.seqLen * std::max(0.0, s.training.datasetBytesPerToken);
    d.neededBandwidth = stepWithoutStall > 0.0 ? d.bytesPerStep / stepWithoutStall : 0.0;
    d.deliveredBandwidth = s.storage.uplinkBandwidth;
    if (d.deliveredBandwidth > 0.0)
        d.stallSeconds = std::max(0.0, d.bytesPerStep / d.deliveredBandwidth - stepWithoutStall);
    return d;
}

} // namespace

// The orchestration of MODEL.md: layout (1), memory (3), the step of section 7 from its
// parts (2, 4-6), then the job (8) and its cost (9). Each part is its own function, in
// core/step/, and says what its transfers cost, hide and expose. They are compiled with this
// file as one unit (core/CMakeLists.txt) and flattened into it: the parts stay apart for the
// reader and cost nothing at run time.
[[gnu::flatten]] Result evaluate(const Scenario &s, EvaluateOptions options)
{
    Result r;
    r.infeasibility = checkLayout(s, options.allowUnevenBatch);
    if (r.infeasibility.isInputError()) {
        // What the refused layout would give, where it is whole, so that a sweep can say
        // "dp 256, 6 micro-batches" beside the rule they break.
        const long long modelParallel = modelParallelDegree(s.parallelism);
        if (modelParallel > 0 && s.cluster.gpus > 0 && s.cluster.gpus % modelParallel == 0
            && s.training.microBatch > 0) {
            const long long dp = s.cluster.gpus / modelParallel;
            r.dp = static_cast<int>(dp);
            r.microBatches = static_cast<int>(microBatchesPerStep(s, dp));
        }
        return r;
    }
    StepShape shape = stepShape(s);
    r.dp = shape.dp;
    r.microBatches = shape.microBatches;
    r.steps = shape.steps;
    const ParameterCounts counts = parameterCounts(s.model);
    StageParameters params;
    r.memory = memoryPerGpu(s, counts, shape.dp, shape.microBatches, &params);
    if (!fitsWithOffload(r.memory)) {
        r.infeasibility = {Problem::DoesNotFitMemory, r.memory.total(), r.memory.usable};
        return r;
    }
    const ActivationOffload offload = activationOffload(s, shape, r.memory);

    // The pipeline runs at the pace of its slowest stage, compute and the communication
    // inside its slots together: the stage with the most compute paces unless one with
    // more layers (or more MoE layers) loses more to their transfers.
    PacingStage stages[3];
    const int stageCount = stageCandidates(s, shape, stages);
    auto computePace = [](const StageCompute &c) { return c.forward + c.backward + c.recompute; };
    int pacing = 0;
    for (int i = 1; i < stageCount; ++i)
        if (computePace(stages[i].compute) > computePace(stages[pacing].compute))
            pacing = i;
    usePacingStage(shape, stages[pacing]);
    StageCompute compute = stages[pacing].compute;
    // Each collective is the same on every stage; only how many layers use it differs.
    const CollectiveChoice tpChoice = tensorParallelCollective(s, shape);
    const CollectiveChoice epChoice = expertParallelCollective(s, shape);
    const CollectiveChoice cpChoice = contextParallelCollective(s, shape);
    PartTime tp = tensorParallelTime(s, shape, compute, tpChoice);
    PartTime ep = expertParallelTime(s, shape, compute, epChoice);
    PartTime cp = contextParallelTime(shape, compute, cpChoice);
    auto pace = [&](const StageCompute &c, const PartTime &a, const PartTime &b, const PartTime &d) {
        return shape.microBatches * computePace(c) + a.exposed + b.exposed + d.exposed;
    };
    for (int i = 0; i < stageCount; ++i) {
        const PacingStage &other = stages[i];
        if (other.layers <= shape.layersPerStage && other.moeLayers <= shape.moeLayersPerStage)
            continue;
        StepShape alt = shape;
        usePacingStage(alt, other);
        const PartTime tpAlt = tensorParallelTime(s, alt, other.compute, tpChoice);
        const PartTime epAlt = expertParallelTime(s, alt, other.compute, epChoice);
        const PartTime cpAlt = contextParallelTime(alt, other.compute, cpChoice);
        if (pace(other.compute, tpAlt, epAlt, cpAlt) > pace(compute, tp, ep, cp)) {
            shape = alt;
            compute = other.compute;
            tp = tpAlt;
            ep = epAlt;
            cp = cpAlt;
        }
    }
    // The result names a part's collective only when the pacing stage uses it.
    r.tp = tpChoice;
    r.cp = cpChoice;
    if (shape.moeLayersPerStage > 0.0)
        r.ep = epChoice;
    const PartTime pp = pipelineParallelTime(s, shape, r.pp);
    const PartTime dp = dataParallelTime(s, shape, compute, params, r.dp_);

    StepBreakdown &st = r.step;
    st.compute = shape.microBatches * (compute.forward + compute.backward);
    st.recompute = shape.microBatches * compute.recompute;
    st.bubble = pipelineBubble(shape, compute, {&tp, &ep, &cp});
    st.tpComm = tp.exposed;
    st.ppComm = pp.exposed;
    st.dpComm = dp.exposed;
    st.epComm = ep.exposed;
    st.cpComm = cp.exposed;
    st.optimizer = optimizerStepTime(s, shape, params);
    st.straggler = stragglerTime(s, st.compute + st.recompute);
    st.overhead = s.gpu.stepOverhead;
    st.offload = std::max(0.0, offload.transferSeconds - st.compute);
    r.dataLoad = dataLoad(s, st.total());
    st.dataStall = std::max(0.0, s.training.dataStallSeconds) + r.dataLoad.stallSeconds;
    r.stepTime = st.total();

    const Throughput throughput = stepThroughput(s, r.stepTime, compute.dense);
    r.modelFlopsPerStep = throughput.modelFlopsPerStep;
    r.hardwareFlopsPerStep = throughput.hardwareFlopsPerStep;
    r.tflopsPerGpu = throughput.tflopsPerGpu;
    r.mfu = throughput.mfu;
    r.hfu = throughput.hfu;
    r.gemmEfficiency = throughput.gemmEfficiency;
    // O = (hidden − exposed communication) / step (the seed's overlap ratio; < 0: the
    // network, not compute, sets the pace).
    const double exposed = st.tpComm + st.ppComm + st.dpComm + st.epComm + st.cpComm;
    r.overlapRatio = (dp.hidden + cp.hidden - exposed) / r.stepTime;

    JobInputs in;
    in.parameters = counts.total(s.model.layers);
    in.steps = r.steps;
    in.stepSeconds = r.stepTime;
    in.computeSeconds = st.compute;
    // A validation pass: forward passes of the global batch through the pipeline, its fill
    // included, no backward, no gradient sync.
    in.validationPassSeconds = s.training.validationBatches
                               * (shape.microBatches + (s.parallelism.pp - 1.0) / std::max(1, s.parallelism.vpp))
                               * compute.forward;
    in.dataBytesPerSecond = r.dataLoad.bytesPerStep / r.stepTime;
    const JobTime job = jobTime(s, r.memory, in);
    r.trainSeconds = job.trainSeconds;
    r.theoreticalSeconds = job.theoreticalSeconds;
    r.validationSeconds = job.validationSeconds;
    r.serialSeconds = job.serialSeconds;
    r.predictedSeconds = job.predictedSeconds;
    r.efficiency = job.efficiency;
    r.goodput = job.goodput;
    r.amdahlFraction = job.amdahlFraction;
    r.checkpoint = job.checkpoint;
    r.failures = job.failures;
    r.idle = idleTime(r);
    r.cost = jobCost(s, r.predictedSeconds, r.theoreticalSeconds);
    if (!jobFinishes(r))
        r.infeasibility = {Problem::JobDoesNotFinish, std::isfinite(r.predictedSeconds) ? r.predictedSeconds : HUGE_VAL,
                           kMaxJobSeconds};
    return r;
}

} // namespace jct
