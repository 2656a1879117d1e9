#pragma once

// The auto-planner: for one model, GPU type and a range of GPU counts, enumerate every
// valid parallel layout (tp, pp, cp, ep, dp, micro-batch, virtual stages and the split of
// the layers over the stages, expert tensor parallelism, recompute, ZeRO stage, sequence
// parallelism, rank order), discard those that do not fit in memory
// before timing them, evaluate the rest and keep the best N by an objective, the
// days-vs-dollars Pareto front across GPU counts and, per layout family, its sync wall.
//
// Pure C++20 and deterministic: the result does not depend on the number of threads.
// Memory is allocated once per search (work list, heaps, fronts), never per candidate.

#include "core/model/result.h"
#include "core/model/scenario.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace jct {

enum class SearchObjective : std::uint8_t {
    Time,         // least predicted JCT
    Cost,         // least total cost (GPU-hours + energy)
    CostPerToken, // least cost per trained token (S·B·s tokens)
};

// The knobs the search chooses; everything else comes from the base scenario.
struct Layout
{
    int gpus = 0;
    Parallelism parallelism;
    int microBatch = 1;
    Recompute recompute = Recompute::Full;
    int zeroStage = 0;
    bool sequenceParallel = false;

    bool operator==(const Layout &) const = default;
};

// The base scenario with the layout's knobs put in.
[[nodiscard]] Scenario applyLayout(const Scenario &base, const Layout &layout);
// The knobs of a scenario, as a Layout.
[[nodiscard]] Layout layoutOf(const Scenario &s);

// What to try. An empty list means the default for that knob:
//   tp   divisors of the heads (and KV-head rule), up to maxTp
//   pp   every pp from 1 to the layers that has a stage split (stageSplits); with
//        unevenStages off, the divisors of the layers
//   cp   1 and the divisors c of seq_len/2 up to maxCp
//   ep   1 for a dense model; for MoE the divisors of the experts up to maxEp
//   vpp  divisors of the layers up to maxVpp that have a stage split at that pp (1 when
//        pp = 1); with even splits only, the divisors of layers/pp
//   etp  for MoE, tp (written 0, the default) and the divisors of tp below it, each where
//        the expert rule holds (expertTpValues); 0 for a dense model
//   micro-batch   divisors of B/dp up to maxMicroBatch
// Every tp·pp·cp must divide the GPU count and leave dp with B % (b·dp) == 0.
struct SearchSpace
{
    std::vector<int> tp, pp, cp, ep, vpp, etp, microBatch;
    std::vector<Recompute> recompute{Recompute::None, Recompute::Selective, Recompute::Full};
    std::vector<int> zeroStages{0, 1, 2, 3};
    std::vector<bool> sequenceParallel{false, true};
    std::vector<RankOrder> orders{RankOrder::TpCpDpPp, RankOrder::TpCpPpDp};
    int maxTp = 64;
    int maxCp = 32;
    int maxEp = 256;
    int maxVpp = 1 << 20;
    int maxMicroBatch = 1 << 20;
    // Also uneven pipelines (parallelism.first_stage_layers / last_stage_layers): the few
    // splits of stageSplits(), not every pair.
    bool unevenStages = true;
};

// How the layers fall on `pp` pipeline stages in one candidate: the virtual stages per rank
// and the layers of the first and the last stage (0 and 0: the even split; otherwise both
// are set and the other stages hold the rest evenly, as Megatron-Core's
// decoder_first/last_pipeline_num_layers).
struct StageSplit
{
    int vpp = 1;
    int firstStageLayers = 0;
    int lastStageLayers = 0;

    bool operator==(const StageSplit &) const = default;
};

// The stage splits the search tries at `pp` stages: by vpp (ascending, or in the order of
// space.vpp), for each the even split or the base split, then the shifted one. Counted in
// chunks of vpp layers (Megatron-Core wants every stage's layers divisible by vpp): with
// q = chunks / pp and r = chunks % pp,
//   - r = 0: the even split;
//   - r > 0 ("ceil"): the pp − 2 middle stages hold q + 1 chunks, the first and last share
//     the rest as evenly as they can, the last holding the larger half (with pp = 2 they
//     share all of it);
//   - 0 < r <= 2 and pp > 2 ("floor"): the middle stages hold q chunks and the one or two
//     chunks left over go on the first and last stage;
//   - from each of these, also the split with j chunks moved from the last stage to the
//     first, j the number that makes the slowest stage least by forward FLOPs per token
//     (the last stage also runs the logits once per output head and the multi-token-
//     prediction layers; an MoE model's leading dense layers are lighter), when j > 0.
// A ceil or floor split with a stage above ceil(layers / pp) layers is left out (at a
// large vpp a chunk is many layers). So at most two splits per (pp, vpp) when the chunks
// divide and four when they do not; layoutcandidates.cpp says why these and no others.
// GPT-3 175B on 1,024 GPUs gets its even splits alone, as before: 96 divides by every pp
// the GPU count allows, and its logits weigh a third of a layer, too little to move one.
[[nodiscard]] std::vector<StageSplit> stageSplits(const Scenario &base, const SearchSpace &space, int pp);

// The expert tensor-parallel sizes the search tries for one (tp, cp, dp, ep): 0 (= tp, the
// default) first, then the divisors e of tp below it, ascending (or space.etp in its order,
// tp written 0), each kept where checkLayout's expert rule holds: ep·e divides tp·cp·dp,
// ep divides the experts and e the expert FFN. A dense model: {0}.
[[nodiscard]] std::vector<int> expertTpValues(const Model &m, const SearchSpace &space, int tp, int cp, int dp, int ep);

struct SearchOptions
{
    SearchObjective objective = SearchObjective::Time;
    int top = 10;
    int threads = 1;            // 0: every hardware thread
    std::vector<int> gpuCounts; // empty: the base scenario's count
    // Exact memory pruning (the memory model alone, before evaluate): off only for the
    // brute-force comparison in the tests.
    bool pruneMemory = true;
    // Collapse knob values that cannot change the result (sequence parallelism with
    // tp = 1, ZeRO stages with dp·cp = 1, rank order with pp = 1 or dp = 1 and no EP).
    bool skipEquivalent = true;
    const std::atomic<bool> *cancel = nullptr;          // set to stop early
    std::atomic<std::int64_t> *progress = nullptr;      // work units done so far
    std::atomic<std::int64_t> *progressTotal = nullptr; // set to the unit count before the work starts
};

struct RankedLayout
{
    Layout layout;
    Result result;
    double objective = 0; // seconds, dollars or dollars per token
};

// The best layout of one family (tp, pp, cp, ep) at one GPU count, by predicted JCT.
struct FamilyPoint
{
    int gpus = 0;
    bool fits = false;
    double seconds = 0;
    double usd = 0;
    Layout layout;
};

// One layout family across the GPU counts searched, and its sync wall: the GPU count of
// least predicted JCT with the global batch fixed (core/syncwall.h) for the family's
// fastest layout at any micro-batch the search tries (smaller ones let dp grow further,
// to B with micro-batches of one), never slower than that layout: past it more GPUs
// finish later.
struct FamilyWall
{
    int tp = 1, pp = 1, cp = 1, ep = 1;
    std::vector<FamilyPoint> points; // one per GPU count searched, in order
    int bestGpus = 0;                // fastest count within the range
    std::int64_t wallGpus = 0;       // the sync wall (may lie outside the range)
    double wallSeconds = 0;
    double wallUsd = 0;
    int wallMicroBatch = 0; // the micro-batch at the wall
};

struct SearchResult
{
    std::int64_t units = 0;          // work units (GPU count × tp × pp × cp × ep)
    std::int64_t candidates = 0;     // distinct valid layouts in the space
    std::int64_t prunedByLayout = 0; // (GPU count, tp, pp, cp, ep) refused by a divisibility rule
    std::int64_t prunedByMemory = 0; // valid layouts discarded by the memory model
    std::int64_t evaluated = 0;      // full evaluations
    std::int64_t feasible = 0;       // evaluated and fit
    double seconds = 0;              // wall time of the search, sync walls included
    double wallsSeconds = 0;         // of which the families' sync-wall sweeps
    int threads = 1;
    bool cancelled = false;
    SearchObjective objective = SearchObjective::Time;
    std::vector<RankedLayout> top;    // best first
    std::vector<RankedLayout> pareto; // non-dominated in (days, dollars), fastest first
    std::vector<FamilyWall> families; // families with at least one feasible layout
    std::vector<int> gpuCounts;       // the counts searched
};

// Objective value of an evaluated plan.
[[nodiscard]] double objectiveValue(SearchObjective objective, const Scenario &s, const Result &r);

// The default list of values for each knob at one GPU count (empty lists in `space` filled).
[[nodiscard]] std::vector<int> divisorsUpTo(int n, int limit);

[[nodiscard]] SearchResult searchLayouts(const Scenario &base, const SearchSpace &space, const SearchOptions &options);

// The non-dominated subset of (seconds, usd) points: no other point is at least as good
// in both and better in one. Fastest first.
[[nodiscard]] std::vector<RankedLayout> paretoFront(const std::vector<RankedLayout> &points);

// Why `best` beats `other`: the step-breakdown parts ordered by how much they differ
// (other − best, per step), and the job-level differences.
struct BreakdownDelta
{
    int part = 0;     // index in StepBreakdown order: compute, recompute, bubble, tp, pp, dp, ep, cp,
                      // optimizer, straggler, data stall
    double delta = 0; // seconds per step, best − other (negative: best spends less)
};
struct Comparison
{
    double stepDelta = 0;                        // best − other, s per step
    double jctDelta = 0;                         // best − other, s
    double usdDelta = 0;                         // best − other, $
    double checkpointDelta = 0;                  // checkpoint overhead, best − other, s
    double failureDelta = 0;                     // failure overhead, best − other, s
    BreakdownDelta parts[StepBreakdown::kParts]; // largest |delta| first
};
[[nodiscard]] Comparison compareResults(const Result &best, const Result &other);

} // namespace jct
