#pragma once

// What one evaluation returns: the headline figures and every breakdown that produced
// them, so that each number the planner shows can be traced to its terms.

#include "scenario.h"

#include <algorithm>
#include <array>
#include <cstddef>

namespace jct {

// Why a plan cannot be evaluated. Layout problems are input errors (a rule of
// MODEL.md section 1 is broken); DoesNotFitMemory and JobDoesNotFinish are valid but
// infeasible plans.
enum class Problem : unsigned char {
    None,
    GpusNotDivisibleByModelParallel, // cluster.gpus % (tp·pp·cp) != 0
    HeadsNotDivisibleByTp,           // model.heads % tp != 0
    KvHeadsNotDivisibleByTp,         // model.kv_heads % tp != 0 (when kv_heads >= tp)
    LayersNotDivisibleByStages,      // model.layers % (pp·vpp) != 0
    InterleavingNeedsPipeline,       // vpp > 1 with pp == 1
    InterleavingNeedsMicroBatches,   // vpp > 1 with fewer than pp micro-batches per step
    BatchNotDivisible,               // global_batch % (micro_batch·dp) != 0
    SequenceNotDivisibleByCp,        // seq_len % (2·cp) != 0 when cp > 1
    ExpertParallelInvalid,           // ep > 1 without MoE, or ep does not divide dp·cp / experts
    DoesNotFitMemory,
    // The expected wall time is not finite or above kMaxJobSeconds: failures come faster
    // than checkpoints and restarts let the job progress (Daly's expm1 overflows), or the
    // job is absurdly long. value: the predicted seconds (+inf when not finite), limit:
    // kMaxJobSeconds; the result's checkpoint and failures say why.
    JobDoesNotFinish,
};

// The longest predicted job the engine reports, one million days (2,738 years): past it a
// plan cannot run (Problem::JobDoesNotFinish), so that no figure it shows is inf, NaN or
// absurd. No plan anyone would run comes near it; the examples take days to months.
inline constexpr double kMaxJobSeconds = 1e6 * 86400.0;

// The efficiency verdict of MODEL.md section 8 (the seed's thresholds): a plan that reaches
// under 70 % of its theoretical minimum is communication-bound, over 85 % compute-bound.
enum class Bound : unsigned char { Communication, Balanced, Compute };
inline constexpr double kCommunicationBoundBelow = 0.70;
inline constexpr double kComputeBoundAbove = 0.85;

[[nodiscard]] constexpr Bound boundOf(double efficiency)
{
    if (efficiency < kCommunicationBoundBelow)
        return Bound::Communication;
    return efficiency > kComputeBoundAbove ? Bound::Compute : Bound::Balanced;
}

struct Infeasibility
{
    Problem problem = Problem::None;
    double value = 0.0; // the offending quantity (e.g. bytes needed)
    double limit = 0.0; // what it had to respect (e.g. usable bytes)

    [[nodiscard]] bool feasible() const { return problem == Problem::None; }
    [[nodiscard]] bool isInputError() const
    {
        return problem != Problem::None && problem != Problem::DoesNotFitMemory && problem != Problem::JobDoesNotFinish;
    }
    // Whether another GPU count (data-parallel size) could clear it: a layout rule on the
    // model-parallel sizes alone (heads, layers, stages, interleaving, sequence) holds or
    // fails at every count, so a study that varies the count cannot answer for such a plan.
    [[nodiscard]] bool dependsOnGpuCount() const
    {
        switch (problem) {
        case Problem::HeadsNotDivisibleByTp:
        case Problem::KvHeadsNotDivisibleByTp:
        case Problem::LayersNotDivisibleByStages:
        case Problem::InterleavingNeedsPipeline:
        case Problem::SequenceNotDivisibleByCp:
            return false;
        default:
            return true;
        }
    }
};

// Time of one training step, split so that the parts add up to stepTime exactly.
struct StepBreakdown
{
    double compute = 0;   // forward + backward GEMMs and memory-bound kernels, m micro-batches
    double recompute = 0; // activation recomputation
    double bubble = 0;    // pipeline fill and drain: (p-1)/v micro-batch slots
    double tpComm = 0;    // exposed tensor-parallel collectives
    double ppComm = 0;    // exposed pipeline point-to-point transfers
    double dpComm = 0;    // exposed data-parallel gradient sync (and ZeRO-3 gathers)
    double epComm = 0;    // expert-parallel all-to-all
    double cpComm = 0;    // exposed context-parallel K/V exchange
    double optimizer = 0; // optimizer step (memory-bound)
    double straggler = 0; // wait for the slowest rank
    double dataStall = 0; // exposed data loading
    double overhead = 0;  // fixed cost of every step: launches, synchronisation, bookkeeping
    double offload = 0;   // exposed activation transfers to and from host memory

    // The parts in this order everywhere they are listed (stepParts() names them).
    static constexpr std::size_t kParts = 13;
    [[nodiscard]] std::array<double, kParts> parts() const
    {
        return {compute, recompute, bubble,    tpComm,    ppComm,   dpComm, epComm,
                cpComm,  optimizer, straggler, dataStall, overhead, offload};
    }
    [[nodiscard]] double total() const
    {
        return compute + recompute + bubble + tpComm + ppComm + dpComm + epComm + cpComm + optimizer + straggler
               + dataStall + overhead + offload;
    }
};

struct MemoryBreakdown
{
    double weights = 0; // bytes per GPU, on the stage that needs the most
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double buffers = 0;       // logits, MoE token buffers, ZeRO-3 gathered layers
    double fragmentation = 0; // the caching allocator's share of the transient tensors
    double offloaded = 0;     // activations kept in host memory instead (not in total())
    // The fp32 copy of the gradient shard Megatron's optimizer step makes from gradients
    // reduced in 16 bits: it lives from the step until the next iteration's zero_grad, after
    // the activations are freed, so it competes with them for the peak, not adds to it.
    double optimizerStepGradients = 0;
    double usable = 0; // HBM less what the CUDA context, NCCL and libraries reserve

    // Forward and backward: the state plus the transient tensors of the micro-batches.
    [[nodiscard]] double trainingPeak() const
    {
        return weights + gradients + optimizer + activations + buffers + fragmentation;
    }
    // The optimizer step: the state plus the fp32 gradient copy, activations freed.
    [[nodiscard]] double optimizerStepPeak() const { return weights + gradients + optimizer + optimizerStepGradients; }
    [[nodiscard]] double total() const { return std::max(trainingPeak(), optimizerStepPeak()); }
};

// The algorithm chosen for one group's collective, with its time per call.
struct CollectiveChoice
{
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::Ring;
    Protocol protocol = Protocol::Simple;
    int ranks = 1;
    int domains = 1;    // NVLink domains the group spans (1: all on NVLink)
    double bytes = 0;   // buffer size per call (split into `calls` collectives)
    double seconds = 0; // one call
    int calls = 1;      // collectives the buffer goes in: ZeRO-3 gathers one per layer or module
    double alpha = 0;   // latency term used, s
    double beta = 0;    // bandwidth used, bytes/s
};

struct CheckpointResult
{
    double sizeBytes = 0;
    double intervalSeconds = 0;  // interval used
    double youngSeconds = 0;     // Young's optimum
    double dalySeconds = 0;      // Daly's optimum
    double blockingSeconds = 0;  // δ: write time, or async max(copy, flush)
    double writeSeconds = 0;     // size / write bandwidth (the blocking time when sync)
    double copySeconds = 0;      // async: this GPU's shard to the host staging buffer
    double flushSeconds = 0;     // async: size / flush bandwidth (its share of the storage uplinks)
    double finalSeconds = 0;     // the last checkpoint, written before the job ends
    double overheadSeconds = 0;  // whole job, the final checkpoint included
    double overheadFraction = 0; // of the failure-free training time
};

struct FailureResult
{
    double jobMtbfSeconds = 0; // M; 0 when no failure source is modelled
    // Failures per second from each FailureSource; all 0 when the plan sets the job MTBF.
    std::array<double, kFailureSources> ratePerSource{};
    double recoverySeconds = 0;  // R = drain + provision + download + reinit + rollback
    double drainSeconds = 0;     // stopping the job and finding the failed rank
    double provisionSeconds = 0; // a replacement host, averaged over the failures that need one
    double downloadSeconds = 0;  // reading the checkpoint back
    double reinitSeconds = 0;    // re-creating the communicators, warming up
    double rollbackSeconds = 0;  // p_corrupt × (one more interval and δ lost, one more download)
    double lostWorkSeconds = 0;  // work redone per failure, since the last checkpoint
    double expectedFailures = 0;
    double overheadSeconds = 0;  // lost work + recovery over the job
    double overheadFraction = 0; // of the failure-free training time
};

// Reading the dataset: what a step asks of the storage fabric and what it gets.
struct DataLoadResult
{
    double bytesPerStep = 0;       // B·s·bytes per token
    double neededBandwidth = 0;    // bytes per step / the step's time without the stall, bytes/s
    double deliveredBandwidth = 0; // the storage uplinks, bytes/s (0: not a limit)
    double stallSeconds = 0;       // per step, when the storage falls short (in StepBreakdown::dataStall)
};

// Where idle GPU time goes over the whole job, in seconds of wall time.
struct IdleBreakdown
{
    double communication = 0;
    double bubble = 0;
    double recompute = 0;
    double optimizer = 0;
    double stragglers = 0;
    double dataStall = 0;
    double overhead = 0; // fixed per-step cost and exposed activation offload
    double checkpoints = 0;
    double failures = 0;
    double validation = 0;
    double startup = 0; // the serial part: startup and data staging

    [[nodiscard]] double total() const
    {
        return communication + bubble + recompute + optimizer + stragglers + dataStall + overhead + checkpoints
               + failures + validation + startup;
    }
};

struct CostResult
{
    double gpuHours = 0;
    double gpuUsd = 0;
    double energyKwh = 0;
    double energyUsd = 0;
    double totalUsd = 0;         // gpuUsd + energyUsd
    double idleUsd = 0;          // N × price × (predicted − theoretical)
    double perIdleMinuteUsd = 0; // N × price / 60
    double perMillionTokensUsd = 0;
};

struct Result
{
    Infeasibility infeasibility;
    MemoryBreakdown memory;

    int dp = 1;
    int microBatches = 1; // m per pipeline per step
    double steps = 0;     // S
    double modelFlopsPerStep = 0;
    double hardwareFlopsPerStep = 0;

    StepBreakdown step;
    double stepTime = 0;
    double tflopsPerGpu = 0; // model FLOPs
    double mfu = 0;
    double hfu = 0;
    double gemmEfficiency = 0; // FLOP-weighted achieved fraction of peak in GEMMs
    double overlapRatio = 0;   // (hidden − exposed communication) / stepTime

    CollectiveChoice tp, pp, dp_, ep, cp;

    double trainSeconds = 0;       // S × stepTime (failure-free, no checkpoints)
    double theoreticalSeconds = 0; // S × compute: no communication, bubble, recompute
    double validationSeconds = 0;  // validation passes over the job
    double serialSeconds = 0;      // startup + data staging: the part more GPUs do not shorten
    double predictedSeconds = 0;   // serial + expected wall time with checkpoints, failures
    double efficiency = 0;         // theoretical / predicted
    double goodput = 0;            // effective training time ratio: trainSeconds / predicted
    double amdahlFraction = 0;     // serialSeconds / predicted

    CheckpointResult checkpoint;
    FailureResult failures;
    DataLoadResult dataLoad;
    IdleBreakdown idle;
    CostResult cost;

    [[nodiscard]] bool fits() const { return infeasibility.feasible(); }
};

} // namespace jct
