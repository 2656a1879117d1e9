#include "layoutranking.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>

namespace jct {

namespace layoutsearch {

namespace {

// (seconds, usd) of `a` is at least as good as `b`'s in both, and `a` wins ties.
bool dominates(const RankedLayout &a, const RankedLayout &b)
{
    const double as = a.result.predictedSeconds;
    const double bs = b.result.predictedSeconds;
    const double au = a.result.cost.totalUsd;
    const double bu = b.result.cost.totalUsd;
    if (as > bs || au > bu)
        return false;
    if (as < bs || au < bu)
        return true;
    return tieBreak(a, b);
}

} // namespace

void insertPareto(std::vector<RankedLayout> &front, const RankedLayout &point)
{
    for (const RankedLayout &q : front)
        if (dominates(q, point))
            return;
    std::erase_if(front, [&](const RankedLayout &q) { return dominates(point, q); });
    front.push_back(point);
}

void insertTop(std::vector<RankedLayout> &heap, std::size_t n, const RankedLayout &item)
{
    if (n == 0)
        return;
    if (heap.size() < n) {
        heap.push_back(item);
        std::push_heap(heap.begin(), heap.end(), better);
        return;
    }
    if (!better(item, heap.front()))
        return;
    std::pop_heap(heap.begin(), heap.end(), better);
    heap.back() = item;
    std::push_heap(heap.begin(), heap.end(), better);
}

void sortFastestFirst(std::vector<RankedLayout> &points)
{
    std::sort(points.begin(), points.end(), [](const RankedLayout &a, const RankedLayout &b) {
        return a.result.predictedSeconds < b.result.predictedSeconds;
    });
}

} // namespace layoutsearch

std::vector<RankedLayout> paretoFront(const std::vector<RankedLayout> &points)
{
    std::vector<RankedLayout> front;
    for (const RankedLayout &p : points)
        layoutsearch::insertPareto(front, p);
    layoutsearch::sortFastestFirst(front);
    return front;
}

Comparison compareResults(const Result &best, const Result &other)
{
    Comparison c;
    const StepBreakdown &a = best.step;
    const StepBreakdown &b = other.step;
    const auto da = a.parts();
    const auto db = b.parts();
    for (int i = 0; i < static_cast<int>(StepBreakdown::kParts); ++i)
        c.parts[i] = {i, da[static_cast<std::size_t>(i)] - db[static_cast<std::size_t>(i)]};
    std::stable_sort(std::begin(c.parts), std::end(c.parts), [](const BreakdownDelta &x, const BreakdownDelta &y) {
        return std::fabs(x.delta) > std::fabs(y.delta);
    });
    c.stepDelta = best.stepTime - other.stepTime;
    c.jctDelta = best.predictedSeconds - other.predictedSeconds;
    c.usdDelta = best.cost.totalUsd - other.cost.totalUsd;
    c.checkpointDelta = best.checkpoint.overheadSeconds - other.checkpoint.overheadSeconds;
    c.failureDelta = best.failures.overheadSeconds - other.failures.overheadSeconds;
    return c;
}

} // namespace jct
