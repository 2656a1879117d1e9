#pragma once

// How the auto-planner (layoutsearch.h) orders what it finds; internal to core. A total
// order on ranked layouts, so that every thread count gives the same list; the bounded
// best-N heap; the days-vs-dollars Pareto set; the fastest layout of a family. The
// comparisons are inline: the search makes them once per layout that fits.

#include "layoutsearch.h"

#include <cstddef>
#include <tuple>
#include <vector>

namespace jct::layoutsearch {

inline auto layoutKey(const Layout &l)
{
    const Parallelism &p = l.parallelism;
    return std::make_tuple(l.gpus, p.tp, p.pp, p.cp, p.ep, p.vpp, p.firstStageLayers, p.lastStageLayers, p.etp,
                           l.microBatch, static_cast<int>(l.recompute), l.zeroStage, l.sequenceParallel,
                           static_cast<int>(p.order));
}

// Between layouts equal on the objective: less memory per GPU, then the knobs.
inline bool tieBreak(const RankedLayout &a, const RankedLayout &b)
{
    const double am = a.result.memory.total();
    const double bm = b.result.memory.total();
    if (am != bm)
        return am < bm;
    return layoutKey(a.layout) < layoutKey(b.layout);
}

// A total order: by objective, then by memory per GPU (on a tie, the layout with more
// headroom: ZeRO 2 over ZeRO 1 when the sharded gradients cost no time), then by the
// knobs, so that every thread count gives the same list.
inline bool better(const RankedLayout &a, const RankedLayout &b)
{
    if (a.objective != b.objective)
        return a.objective < b.objective;
    return tieBreak(a, b);
}

inline bool fasterPoint(const FamilyPoint &a, const FamilyPoint &b)
{
    if (a.fits != b.fits)
        return a.fits;
    if (a.seconds != b.seconds)
        return a.seconds < b.seconds;
    return layoutKey(a.layout) < layoutKey(b.layout);
}

// Whether `item` would enter a bounded best-N heap (insertTop) of capacity n.
inline bool entersTop(const std::vector<RankedLayout> &heap, std::size_t n, const RankedLayout &item)
{
    return heap.size() < n || (n > 0 && better(item, heap.front()));
}

// Whether no point of `front` dominates `item` (insertPareto's test). The seconds and
// dollars are given apart because the search fills `item.result` only for what it keeps;
// the tie-break needs only its memory.
inline bool entersFront(const std::vector<RankedLayout> &front, const RankedLayout &item, double seconds, double usd)
{
    for (const RankedLayout &q : front) {
        const double qs = q.result.predictedSeconds;
        const double qu = q.result.cost.totalUsd;
        if (qs <= seconds && qu <= usd && (qs < seconds || qu < usd || tieBreak(q, item)))
            return false;
    }
    return true;
}

// Adds `point` to a Pareto set in (predicted seconds, total dollars) unless a point of the
// set dominates it, and drops the points it dominates.
void insertPareto(std::vector<RankedLayout> &front, const RankedLayout &point);

// Bounded best-N: a max-heap on `better`, its top the worst kept.
void insertTop(std::vector<RankedLayout> &heap, std::size_t n, const RankedLayout &item);

// By predicted seconds, least first.
void sortFastestFirst(std::vector<RankedLayout> &points);

} // namespace jct::layoutsearch
