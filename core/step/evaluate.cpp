#include "evaluate.h"

#include "dataparallel.h"
#include "jobcost.h"
#include "jobtime.h"
#include "offload.h"
#include "optimizerstep.h"
#include "pacingstage.h"
#include "pipelineparallel.h"
#include "stepshape.h"
#include "stragglers.h"
#include "throughput.h"
#include "vectorstate.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

// Every figure of the job finite and the job within kMaxJobSeconds (a step, a checkpoint or
// an MTBF at the edge of its allowed range can make Daly's wall time overflow), and failures
// not outpacing what each one costs: with a job MTBF shorter than a restart or than what a
// checkpoint blocks, the job seldom gets past either, and Daly's e^(R/M) gives it a wall
// time thousands of times its training (512 GPUs with a NIC MTBF of 10 h: 70 s against a
// 10 min restart, 6,000×) that no plan would be run on.
bool jobFinishes(const Result &r)
{
    const double mtbf = r.failures.jobMtbfSeconds;
    if (mtbf > 0.0 && (r.failures.recoverySeconds >= mtbf || r.checkpoint.blockingSeconds >= mtbf))
        return false;
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

// What a refused layout would give, where it is whole, so that a sweep can say "dp 256,
// 6 micro-batches" beside the rule they break.
void describeRefusedLayout(const Scenario &s, Result &r)
{
    const long long modelParallel = modelParallelDegree(s.parallelism);
    if (modelParallel > 0 && s.cluster.gpus > 0 && s.cluster.gpus % modelParallel == 0 && s.training.microBatch > 0) {
        const long long dp = s.cluster.gpus / modelParallel;
        r.dp = static_cast<int>(dp);
        r.microBatches = static_cast<int>(microBatchesPerStep(s, dp));
    }
}

// The step of MODEL.md section 7 from its parts; the data stall last, as it depends on how
// long the rest of the step gives the loader.
StepBreakdown stepParts(const Scenario &s, const PacedStage &paced, const PartTime &pp, const PartTime &dp,
                        const StageParameters &params, const ActivationOffload &offload, Result &r)
{
    const StepShape &shape = paced.shape;
    const StageCompute &compute = paced.compute;
    StepBreakdown st;
    st.compute = shape.microBatches * (compute.forward + compute.backward);
    st.recompute = shape.microBatches * compute.recompute;
    st.bubble = pipelineBubble(shape, compute, {&paced.tp, &paced.ep, &paced.cp});
    st.tpComm = paced.tp.exposed;
    st.ppComm = pp.exposed;
    st.dpComm = dp.exposed;
    st.epComm = paced.ep.exposed;
    st.cpComm = paced.cp.exposed;
    st.optimizer = optimizerStepTime(s, shape, params);
    st.straggler = stragglerTime(s, st.compute + st.recompute);
    st.overhead = s.gpu.stepOverhead;
    st.offload = std::max(0.0, offload.transferSeconds - st.compute);
    r.dataLoad = dataLoad(s, st.total());
    st.dataStall = std::max(0.0, s.training.dataStallSeconds) + r.dataLoad.stallSeconds;
    return st;
}

void takeThroughput(Result &r, const Throughput &throughput)
{
    r.modelFlopsPerStep = throughput.modelFlopsPerStep;
    r.hardwareFlopsPerStep = throughput.hardwareFlopsPerStep;
    r.tflopsPerGpu = throughput.tflopsPerGpu;
    r.mfu = throughput.mfu;
    r.hfu = throughput.hfu;
    r.gemmEfficiency = throughput.gemmEfficiency;
}

JobInputs jobInputs(const Scenario &s, const Result &r, const ParameterCounts &counts, const PacedStage &paced)
{
    JobInputs in;
    in.parameters = counts.total(s.model.layers);
    in.steps = r.steps;
    in.stepSeconds = r.stepTime;
    in.computeSeconds = r.step.compute;
    // A validation pass: forward passes of the global batch through the pipeline, its fill
    // included, no backward, no gradient sync.
    in.validationPassSeconds = s.training.validationBatches
                               * (paced.shape.microBatches + (s.parallelism.pp - 1.0) / std::max(1, s.parallelism.vpp))
                               * paced.compute.forward;
    return in;
}

void takeJob(Result &r, const JobTime &job)
{
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
}

} // namespace

// The orchestration of MODEL.md: layout (1), memory (3), the step of section 7 from its
// parts (2, 4-6), then the job (8) and its cost (9). Each part is its own function, in
// core/step/, and says what its transfers cost, hide and expose. They are compiled with this
// file as one unit (core/CMakeLists.txt) and flattened into it: the parts stay apart for the
// reader and cost nothing at run time.
[[gnu::flatten]] Result evaluate(const Scenario &s, EvaluateOptions options)
{
    clearVectorUpperState();
    Result r;
    r.infeasibility = checkLayout(s, options.allowUnevenBatch);
    if (r.infeasibility.isInputError()) {
        describeRefusedLayout(s, r);
        return r;
    }
    const StepShape shape = stepShape(s);
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

    const StageCollectives collectives = stageCollectives(s, shape);
    const PacedStage paced = pacedStage(s, shape, collectives);
    // The result names a part's collective only when the pacing stage uses it.
    r.tp = collectives.tp;
    r.cp = collectives.cp;
    if (paced.shape.moeLayersPerStage > 0.0)
        r.ep = collectives.ep;
    const PartTime pp = pipelineParallelTime(s, paced.shape, r.pp);
    const PartTime dp = dataParallelTime(s, paced.shape, paced.compute, params, r.dp_);
    r.step = stepParts(s, paced, pp, dp, params, offload, r);
    r.stepTime = r.step.total();
    takeThroughput(r, stepThroughput(s, r.stepTime, paced.compute.dense));
    // O = (hidden − exposed communication) / step (the seed's overlap ratio; < 0: the
    // network, not compute, sets the pace).
    const StepBreakdown &st = r.step;
    const double exposed = st.tpComm + st.ppComm + st.dpComm + st.epComm + st.cpComm;
    r.overlapRatio = (dp.hidden + paced.tp.hidden + paced.ep.hidden + paced.cp.hidden - exposed) / r.stepTime;

    takeJob(r, jobTime(s, r.memory, jobInputs(s, r, counts, paced)));
    r.idle = idleTime(r);
    r.cost = jobCost(s, r.predictedSeconds, r.theoreticalSeconds);
    if (!jobFinishes(r))
        r.infeasibility = {Problem::JobDoesNotFinish, std::isfinite(r.predictedSeconds) ? r.predictedSeconds : HUGE_VAL,
                           kMaxJobSeconds};
    return r;
}

} // namespace jct
