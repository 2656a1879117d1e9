#include "layoutcandidates.h"

#include "core/model/layout.h"
#include "core/physics/compute.h"

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

// The values asked for, or the defaults of SearchSpace's comment; `ppDefault` holds the pp
// values that have a stage split.
FamilyLists familyLists(const Model &m, const SearchSpace &space, const std::vector<int> &ppDefault)
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
    return {filtered(space.tp, tpDefault), filtered(space.pp, ppDefault), filtered(space.cp, cpDefault),
            filtered(space.ep, epDefault)};
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

// The pace of a stage split by forward FLOPs per token, the proxy stageSplits() balances the
// stages with: its slowest stage, the last one counting the output layer once per output
// head and the multi-token-prediction layers (what the engine's stageCandidates() adds to it),
// an MoE model's leading dense layers counted as the lighter layers they are. Layers, not
// time: GEMM shapes and communication are left to the evaluation that follows.
class StagePace
{
public:
    StagePace(const Model &m, const Training &t)
        : m_model(m)
        , m_dense(denseLayerFlopsPerToken(m, t).total())
        , m_moe(moeLayerCount(m) > 0 ? moeLayerFlopsPerToken(m, t).total() : m_dense)
    {
        // As stepFlops(): an MTP module runs one more layer (MoE in an MoE model), its 2h→h
        // projection and the output layer again.
        const double mtpLayer = m_moe + 4.0 * m.hidden * static_cast<double>(m.hidden);
        m_lastExtra = (1.0 + m.mtpLayers) * logitsFlopsPerToken(m) + m.mtpLayers * mtpLayer;
    }

    // Forward FLOPs per token of the `count` layers from layer `start` on.
    [[nodiscard]] double layers(int start, int count) const
    {
        const int moe = moeLayersIn(m_model, start, count);
        return (count - moe) * m_dense + moe * m_moe;
    }

    // The slowest of the first stage, the pp − 2 middle ones and the last (layers each).
    [[nodiscard]] double slowest(int pp, int first, int middle, int last) const
    {
        double pace = std::max(layers(0, first), layers(m_model.layers - last, last) + m_lastExtra);
        for (int i = 0; i < pp - 2; ++i)
            pace = std::max(pace, layers(first + i * middle, middle));
        return pace;
    }

private:
    const Model &m_model;
    double m_dense;
    double m_moe;
    double m_lastExtra = 0;
};

// The splits of one (pp, vpp), appended to `out`; the rule is in layoutsearch.h
// (stageSplits), the why here. The engine paces the whole pipeline by its slowest stage
// (core/step/stepshape.cpp) and the first stage keeps the most micro-batches in flight
// (core/physics/memory.cpp), so a split is there for one of three reasons:
//   - the layers do not divide: then the middle stages hold the ceiling of layers / pp and
//     the first and last stage share what is left, fewer layers each (the Llama 3 405B
//     split: 126 layers on 16 stages as 7 + 14 × 8 + 7), or, with a remainder of one or two
//     chunks, the middle stages hold the floor and the remainder goes on the first and
//     last stage (fewer layers on every middle stage, the same pace);
//   - the last stage also runs the logits (once per output head) and the MTP layers: the
//     shift of layers from it to the first stage that makes the slowest stage least by
//     FLOPs, when there is one (small models with large vocabularies, MTP, an MoE model
//     whose first stage holds the cheap dense layers);
//   - the first stage gets the lighter half of an odd remainder, where memory binds first.
// Every other pair either leaves the slowest stage as it is or makes it slower: it costs
// search time and can only win by fitting where these do not, which the heavier stage it
// brings makes unlikely. For the same reason a split that does not divide is dropped when
// a stage would hold more than ceil(layers / pp) layers (at a large vpp, where a chunk is
// many layers). So at most two splits per (pp, vpp) when the chunks divide and four when
// not, and a model whose layers divide by every pp the GPU count allows and whose logits
// weigh less than a layer (GPT-3 175B: a third) is searched exactly as before.
void splitsAt(const Model &m, const StagePace &pace, int pp, int vpp, bool uneven, std::vector<StageSplit> &out)
{
    if (vpp < 1 || m.layers % vpp != 0)
        return; // every stage's layers a multiple of vpp (Megatron-Core's rule with uneven stages)
    const int chunks = m.layers / vpp;
    const int q = chunks / pp;
    const int r = chunks % pp;
    auto add = [&](int first, int last) {
        const StageSplit split{vpp, first * vpp, last * vpp};
        if (std::find(out.begin(), out.end(), split) == out.end())
            out.push_back(split);
    };
    // No stage above ceil(layers / pp), the least any split can give its largest stage: at
    // a large vpp a chunk is many layers and the split that does not divide in chunks would
    // pace the pipeline by a much heavier stage than an even split at a smaller vpp.
    const int largest = (m.layers + pp - 1) / pp;
    // The middle stages hold `middle` chunks each; the first and last share `edges`.
    auto branch = [&](int middle, int edges) {
        if (edges < 2 || (pp > 2 && middle < 1))
            return;
        const int first = edges / 2;
        const int last = edges - first;
        if (std::max({first, last, pp > 2 ? middle : 0}) * vpp > largest)
            return;
        if (first == last && (pp == 2 || first == middle))
            add(0, 0);
        else
            add(first, last);
        if (!uneven)
            return;
        // The shift j from the last stage to the first that makes the slowest stage least
        // (the fewest chunks on a tie); stop once the first stage alone is as slow.
        double best = pace.slowest(pp, first * vpp, middle * vpp, last * vpp);
        int shift = 0;
        for (int j = 1; last - j >= 1 && pace.layers(0, (first + j) * vpp) < best; ++j) {
            const double p = pace.slowest(pp, (first + j) * vpp, middle * vpp, (last - j) * vpp);
            if (p < best) {
                best = p;
                shift = j;
            }
        }
        if (shift > 0)
            add(first + shift, last - shift);
    };
    if (r == 0)
        branch(q, 2 * q); // the even split
    if (!uneven || r == 0)
        return;
    branch(q + 1, chunks - (pp - 2) * (q + 1)); // ceil: lighter first and last stages
    if (pp > 2 && r <= 2)
        branch(q, 2 * q + r); // floor: the one or two chunks left over on the first and last
}

// stageSplits() with the pace worked out once.
void stageSplitsInto(const Model &m, const StagePace &pace, const SearchSpace &space, int pp,
                     std::vector<StageSplit> &out)
{
    out.clear();
    if (pp == 1) {
        out.push_back({});
        return;
    }
    if (pp < 1 || pp > m.layers)
        return;
    if (space.vpp.empty()) {
        for (int v : divisorsUpTo(m.layers, space.maxVpp))
            splitsAt(m, pace, pp, v, space.unevenStages, out);
    } else {
        for (int v : space.vpp)
            splitsAt(m, pace, pp, v, space.unevenStages, out);
    }
}

// Every (GPU count, tp, pp, cp, ep) that passes the layout rules with one of its stage
// splits and expert tensor-parallel sizes is one unit of work.
void buildUnits(const Scenario &base, const SearchSpace &space, Enumeration &e)
{
    const Model &m = base.model;
    const StagePace pace(m, base.training);
    // The splits of every pp up to the layers; the pp that have one are the default list.
    std::vector<std::vector<StageSplit>> splitsByPp(static_cast<std::size_t>(std::max(0, m.layers)) + 1);
    std::vector<int> ppDefault;
    for (int p = 1; p <= m.layers; ++p) {
        stageSplitsInto(m, pace, space, p, splitsByPp[static_cast<std::size_t>(p)]);
        if (!splitsByPp[static_cast<std::size_t>(p)].empty())
            ppDefault.push_back(p);
    }
    const std::vector<StageSplit> none;
    const FamilyLists lists = familyLists(m, space, ppDefault);
    std::vector<int> etps;
    etps.reserve(64);
    for (int gi = 0; gi < static_cast<int>(e.counts.size()); ++gi) {
        const int n = e.counts[static_cast<std::size_t>(gi)];
        for (int t : lists.tp)
            for (int p : lists.pp) {
                const std::vector<StageSplit> &splits = p <= m.layers ? splitsByPp[static_cast<std::size_t>(p)] : none;
                for (int c : lists.cp)
                    for (int ep : lists.ep) {
                        if (splits.empty()) { // no way to put the layers on p stages
                            ++e.prunedFamilies;
                            continue;
                        }
                        const long long modelParallel = static_cast<long long>(t) * p * c;
                        const int d = n % modelParallel == 0 ? static_cast<int>(n / modelParallel) : 0;
                        expertTpValuesInto(m, space, t, c, d, ep, etps);
                        Scenario s = base;
                        s.cluster.gpus = n;
                        const StageSplit &split = splits.front();
                        s.parallelism = {t,
                                         p,
                                         c,
                                         ep,
                                         split.vpp,
                                         RankOrder::TpCpDpPp,
                                         split.firstStageLayers,
                                         split.lastStageLayers,
                                         etps.empty() ? 0 : etps.front()};
                        s.training.microBatch = 1;
                        // The rules of MODEL.md §1 that do not involve the micro-batch; B % dp
                        // is the micro-batch rule with b = 1. Every split of `splits` passes
                        // the layer rule; with no valid etp the expert rule fails here.
                        const Infeasibility bad = checkLayout(s);
                        if (!bad.feasible()) {
                            ++e.prunedFamilies;
                            continue;
                        }
                        const Family f{t, p, c, ep};
                        auto it = std::find(e.families.begin(), e.families.end(), f);
                        if (it == e.families.end()) {
                            e.families.push_back(f);
                            e.familySplits.push_back(splits);
                            it = e.families.end() - 1;
                        }
                        e.units.push_back({gi, static_cast<int>(it - e.families.begin())});
                    }
            }
    }
}

} // namespace

void microBatchValues(int batch, const SearchSpace &space, int d, std::vector<int> &out)
{
    out.clear();
    if (space.microBatch.empty()) {
        // The divisors of B/d in pairs (b, B/(d·b)) up to √(B/d): B may be 2^28.
        const int perRank = batch / d;
        for (int b = 1; b <= perRank / b; ++b)
            if (perRank % b == 0) {
                if (b <= space.maxMicroBatch)
                    out.push_back(b);
                if (b != perRank / b && perRank / b <= space.maxMicroBatch)
                    out.push_back(perRank / b);
            }
    } else {
        for (int b : space.microBatch)
            if (b >= 1 && batch % (static_cast<long long>(b) * d) == 0)
                out.push_back(b);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

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
    etps.reserve(64);
    microBatches.reserve(64);
    zeros.reserve(4);
    orders.reserve(2);
}

void unitValues(const Scenario &base, const SearchSpace &space, const Enumeration &e, bool skipEquivalent,
                int familyIndex, int d, UnitValues &out)
{
    const Family &f = e.families[static_cast<std::size_t>(familyIndex)];
    out.splits = &e.familySplits[static_cast<std::size_t>(familyIndex)];
    expertTpValuesInto(base.model, space, f.tp, f.cp, d, f.ep, out.etps);
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

void expertTpValuesInto(const Model &m, const SearchSpace &space, int tp, int cp, int dp, int ep, std::vector<int> &out)
{
    out.clear();
    if (!m.moe.enabled()) {
        out.push_back(0);
        return;
    }
    // checkLayout's expert rule: Megatron-Core folds the attention's tp·cp·dp ranks into
    // etp·ep·edp for the experts. It does not apply to ep 1 with the default etp.
    const long long ranks = static_cast<long long>(tp) * cp * dp;
    auto add = [&](int etp) {
        if (etp < 1)
            return;
        const bool valid = (ep <= 1 && etp == tp)
                           || (ranks % (static_cast<long long>(ep) * etp) == 0 && m.moe.experts % ep == 0
                               && m.moe.expertFfn % etp == 0);
        const int value = etp == tp ? 0 : etp;
        if (valid && std::find(out.begin(), out.end(), value) == out.end())
            out.push_back(value);
    };
    if (space.etp.empty()) {
        // tp (Megatron-Core's default) and the narrower expert groups, which Megatron-Core's
        // parallel folding allows: fewer ranks split each expert's GEMMs (wider per-GPU
        // shapes), and ep may then exceed dp·cp, at the price of more expert weights per GPU.
        add(tp);
        for (int etp = 1; etp < tp; ++etp)
            if (tp % etp == 0)
                add(etp);
    } else {
        for (int etp : space.etp)
            add(etp == 0 ? tp : etp);
    }
}

} // namespace layoutsearch

std::vector<StageSplit> stageSplits(const Scenario &base, const SearchSpace &space, int pp)
{
    std::vector<StageSplit> out;
    const layoutsearch::StagePace pace(base.model, base.training);
    layoutsearch::stageSplitsInto(base.model, pace, space, pp, out);
    return out;
}

std::vector<int> expertTpValues(const Model &m, const SearchSpace &space, int tp, int cp, int dp, int ep)
{
    std::vector<int> out;
    layoutsearch::expertTpValuesInto(m, space, tp, cp, dp, ep, out);
    return out;
}

} // namespace jct
