#include "layoutcandidates.h"

#include "core/model/layout.h"

#include <algorithm>

namespace jct {

std::vector<int> divisorsUpTo(int n, int limit)
{
    std::vector<int> out;
    for (int d = 1; d <= n && d <= limit; ++d)
        if (n % d == 0)
            out.push_back(d);
    return out;
}

namespace layoutsearch {

namespace {

std::vector<int> filtered(const std::vector<int> &given, const std::vector<int> &fallback)
{
    std::vector<int> out = given.empty() ? fallback : given;
    std::erase_if(out, [](int v) { return v < 1; });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

struct FamilyLists
{
    std::vector<int> tp, pp, cp, ep;
};

// The values asked for, or the defaults of SearchSpace's comment.
FamilyLists familyLists(const Model &m, const SearchSpace &space)
{
    std::vector<int> tpDefault;
    for (int t : divisorsUpTo(m.heads, space.maxTp))
        if (m.kvHeads < t || m.kvHeads % t == 0)
            tpDefault.push_back(t);
    std::vector<int> cpDefault{1};
    for (int c : divisorsUpTo(m.seqLen / 2, space.maxCp))
        if (c > 1)
            cpDefault.push_back(c);
    std::vector<int> epDefault{1};
    if (m.moe.enabled())
        epDefault = divisorsUpTo(m.moe.experts, space.maxEp);
    return {filtered(space.tp, tpDefault), filtered(space.pp, divisorsUpTo(m.layers, m.layers)),
            filtered(space.cp, cpDefault), filtered(space.ep, epDefault)};
}

template<typename T>
std::vector<T> distinctInOrder(const std::vector<T> &given)
{
    std::vector<T> out;
    for (T v : given)
        if (std::find(out.begin(), out.end(), v) == out.end())
            out.push_back(v);
    return out;
}

// Every (GPU count, tp, pp, cp, ep) that passes the layout rules is one unit of work.
void buildUnits(const Scenario &base, const SearchSpace &space, Enumeration &e)
{
    const FamilyLists lists = familyLists(base.model, space);
    for (int gi = 0; gi < static_cast<int>(e.counts.size()); ++gi) {
        const int n = e.counts[static_cast<std::size_t>(gi)];
        for (int t : lists.tp)
            for (int p : lists.pp)
                for (int c : lists.cp)
                    for (int ep : lists.ep) {
                        Scenario s = base;
                        s.cluster.gpus = n;
                        s.parallelism = {t, p, c, ep, 1, RankOrder::TpCpDpPp};
                        s.training.microBatch = 1;
                        // The rules of MODEL.md §1 that do not involve vpp or the
                        // micro-batch; B % dp is the micro-batch rule with b = 1.
                        const Infeasibility bad = checkLayout(s);
                        if (!bad.feasible()) {
                            ++e.prunedFamilies;
                            continue;
                        }
                        const Family f{t, p, c, ep};
                        auto it = std::find(e.families.begin(), e.families.end(), f);
                        if (it == e.families.end()) {
                            e.families.push_back(f);
                            it = e.families.end() - 1;
                        }
                        e.units.push_back({gi, static_cast<int>(it - e.families.begin())});
                    }
    }
}

void vppValues(const Model &m, const SearchSpace &space, const Family &f, std::vector<int> &out)
{
    out.clear();
    if (f.pp == 1) {
        out.push_back(1);
    } else if (space.vpp.empty()) {
        for (int v : divisorsUpTo(m.layers / f.pp, space.maxVpp))
            out.push_back(v);
    } else {
        for (int v : space.vpp)
            if (v >= 1 && m.layers % (f.pp * v) == 0)
                out.push_back(v);
    }
}

// Micro-batches b that leave B/(b·d) whole.
void microBatchValues(int batch, const SearchSpace &space, int d, std::vector<int> &out)
{
    out.clear();
    if (space.microBatch.empty()) {
        for (int b = 1; b <= batch / d && b <= space.maxMicroBatch; ++b)
            if ((batch / d) % b == 0)
                out.push_back(b);
    } else {
        for (int b : space.microBatch)
            if (b >= 1 && batch % (static_cast<long long>(b) * d) == 0)
                out.push_back(b);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }
}

} // namespace

Enumeration enumerate(const Scenario &base, const SearchSpace &space, const std::vector<int> &gpuCounts)
{
    Enumeration e;
    e.counts = filtered(gpuCounts, std::vector<int>{base.cluster.gpus});
    e.recompute = space.recompute;
    e.zero = space.zeroStages;
    std::erase_if(e.zero, [](int z) { return z < 0 || z > 3; });
    std::sort(e.zero.begin(), e.zero.end());
    e.zero.erase(std::unique(e.zero.begin(), e.zero.end()), e.zero.end());
    e.sp = distinctInOrder(space.sequenceParallel);
    e.orders = distinctInOrder(space.orders);
    buildUnits(base, space, e);
    return e;
}

UnitValues::UnitValues()
{
    vpps.reserve(64);
    microBatches.reserve(64);
    zeros.reserve(4);
    orders.reserve(2);
}

void unitValues(const Scenario &base, const SearchSpace &space, const Enumeration &e, bool skipEquivalent,
                const Family &f, int d, UnitValues &out)
{
    vppValues(base.model, space, f, out.vpps);
    microBatchValues(base.training.globalBatch, space, d, out.microBatches);
    out.zeros.clear();
    for (int z : e.zero)
        if (!(skipEquivalent && d * f.cp == 1 && z > 0 && !out.zeros.empty()))
            out.zeros.push_back(z);
    out.orders.clear();
    const bool orderMatters = f.ep > 1 || (f.pp > 1 && d > 1);
    for (RankOrder o : e.orders)
        if (!(skipEquivalent && !orderMatters && !out.orders.empty()))
            out.orders.push_back(o);
}

} // namespace layoutsearch

} // namespace jct
