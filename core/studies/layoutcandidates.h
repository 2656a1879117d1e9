#pragma once

// The candidates of the auto-planner (layoutsearch.h); internal to core. The knob lists
// that are the same for every unit of work, the units themselves (a GPU count and a
// (tp, pp, cp, ep) family that passes the layout rules with one of its stage splits and
// expert tensor-parallel sizes), and, per unit, the values of the knobs that depend on its
// family and data-parallel degree.

#include "layoutsearch.h"

#include <cstdint>
#include <vector>

namespace jct::layoutsearch {

struct Family
{
    int tp, pp, cp, ep;
    bool operator==(const Family &) const = default;
};

struct Unit
{
    int gpuIndex;
    int familyIndex;
};

// The search space resolved once per search.
struct Enumeration
{
    // Per family, in the order of `families`: the stage splits to try (stageSplits(), which
    // depend on pp only, so they are worked out once per search).
    std::vector<std::vector<StageSplit>> familySplits;
    std::vector<int> counts;          // GPU counts: ascending, distinct, at least 1
    std::vector<Recompute> recompute; // as given
    std::vector<int> zero;            // ZeRO stages 0–3: ascending, distinct
    std::vector<bool> sp;             // sequence parallelism: distinct, in the order given
    std::vector<RankOrder> orders;    // distinct, in the order given
    std::vector<Family> families;     // in order of first use by a unit
    std::vector<Unit> units;          // by GPU count, then tp, pp, cp, ep
    std::int64_t prunedFamilies = 0;  // (GPU count, tp, pp, cp, ep) refused by a divisibility rule
};

// `gpuCounts` empty: the base scenario's count.
[[nodiscard]] Enumeration enumerate(const Scenario &base, const SearchSpace &space, const std::vector<int> &gpuCounts);

// The knob values of one unit; micro-batches and ZeRO stages ascending, which the memory
// pruning relies on. Each worker reserves them once and refills them per unit.
struct UnitValues
{
    const std::vector<StageSplit> *splits = nullptr; // the family's, in Enumeration
    std::vector<int> etps;                           // expertTpValues()
    std::vector<int> microBatches;
    std::vector<int> zeros;
    std::vector<RankOrder> orders;

    UnitValues();
};

// The values for family `familyIndex` with data-parallel degree `d`. With `skipEquivalent`,
// ZeRO stages with dp·cp = 1 and the rank order with pp = 1 or dp = 1 and no EP are
// collapsed to their first value: they cannot change the result.
void unitValues(const Scenario &base, const SearchSpace &space, const Enumeration &e, bool skipEquivalent,
                int familyIndex, int d, UnitValues &out);

// The micro-batches b the search tries at data-parallel degree `d`: those of the space (all
// when it names none, up to maxMicroBatch) that leave B/(b·d) whole, ascending.
void microBatchValues(int batch, const SearchSpace &space, int d, std::vector<int> &out);

// expertTpValues() into `out` (no allocation once it has room for the divisors of tp).
void expertTpValuesInto(const Model &m, const SearchSpace &space, int tp, int cp, int dp, int ep,
                        std::vector<int> &out);

} // namespace jct::layoutsearch
