#include "layout.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

Infeasibility problem(Problem p, double value, double limit)
{
    return {p, value, limit};
}

} // namespace

StageEnds stageEnds(const Model &m, const Parallelism &p)
{
    if (p.firstStageLayers > 0 || p.lastStageLayers > 0 || p.pp <= 1 || p.vpp < 1 || m.layers <= 0
        || m.layers % (p.pp * p.vpp) == 0)
        return {p.firstStageLayers, p.lastStageLayers, false};
    const int chunk = p.vpp;
    const int stages = p.pp * chunk;
    for (int middle = chunk * ((m.layers + stages - 1) / stages); middle >= chunk; middle -= chunk) {
        const int ends = m.layers - (p.pp - 2) * middle;
        if (ends >= 2) {
            const int last = ends / 2;
            return {ends - last, last, true};
        }
    }
    return {};
}

StageLayers stageLayers(const Model &m, const Parallelism &p)
{
    StageLayers st;
    if (p.pp <= 1) {
        st.first = st.last = m.layers;
        return st;
    }
    const StageEnds ends = stageEnds(m, p);
    const int given = (ends.first > 0 ? 1 : 0) + (ends.last > 0 ? 1 : 0);
    const int evenStages = p.pp - given;
    const int rest = m.layers - ends.first - ends.last;
    const int even = evenStages > 0 ? rest / evenStages : 0;
    st.first = ends.first > 0 ? ends.first : even;
    st.last = ends.last > 0 ? ends.last : even;
    st.middleStages = p.pp - 2;
    st.middle = st.middleStages > 0 ? even : 0;
    return st;
}

int moeLayersBefore(const Model &m, int layers)
{
    if (!m.moe.enabled() || layers <= m.moe.denseLayers)
        return 0;
    return (layers - m.moe.denseLayers) / (m.moe.every > 0 ? m.moe.every : 1);
}

namespace {

// The uneven split's rule: what the first and last stages leave splits evenly over the
// others (and over their virtual stages).
bool unevenSplitValid(const Model &m, const Parallelism &p, const StageEnds &ends)
{
    if (p.pp <= 1)
        return true;
    const int given = (ends.first > 0 ? 1 : 0) + (ends.last > 0 ? 1 : 0);
    const int rest = m.layers - ends.first - ends.last;
    const int evenStages = p.pp - given;
    if (rest < 0 || (evenStages == 0 && rest != 0))
        return false;
    return evenStages == 0 || (rest > 0 && rest % (evenStages * p.vpp) == 0);
}

} // namespace

bool layersSplit(const Model &m, const Parallelism &p)
{
    const StageEnds ends = stageEnds(m, p);
    if (ends.first > 0 || ends.last > 0)
        return unevenSplitValid(m, p, ends);
    return p.pp > 0 && p.vpp > 0 && m.layers % (p.pp * p.vpp) == 0;
}

long long modelParallelDegree(const Parallelism &p)
{
    return static_cast<long long>(p.tp) * p.pp * p.cp;
}

long long microBatchesPerStep(const Scenario &s, long long dp)
{
    const long long perStep = static_cast<long long>(s.training.microBatch) * dp;
    return perStep > 0 ? (s.training.globalBatch + perStep - 1) / perStep : 0;
}

Infeasibility checkLayout(const Scenario &s, bool allowUnevenBatch)
{
    const Parallelism &p = s.parallelism;
    const Model &m = s.model;
    const long long modelParallel = modelParallelDegree(p);
    if (modelParallel <= 0 || s.cluster.gpus <= 0 || s.cluster.gpus % modelParallel != 0)
        return problem(Problem::GpusNotDivisibleByModelParallel, s.cluster.gpus, static_cast<double>(modelParallel));
    if (m.heads % p.tp != 0)
        return problem(Problem::HeadsNotDivisibleByTp, m.heads, p.tp);
    if (m.kvHeads >= p.tp && m.kvHeads % p.tp != 0)
        return problem(Problem::KvHeadsNotDivisibleByTp, m.kvHeads, p.tp);
    if (p.vpp > 1 && p.pp == 1)
        return problem(Problem::InterleavingNeedsPipeline, p.vpp, p.pp);
    if (!layersSplit(m, p))
        return problem(Problem::LayersNotDivisibleByStages, m.layers, p.pp * p.vpp);
    if (p.cp > 1 && m.seqLen % (2 * p.cp) != 0)
        return problem(Problem::SequenceNotDivisibleByCp, m.seqLen, 2 * p.cp);
    const long long dp = s.cluster.gpus / modelParallel;
    // Megatron-Core folds the attention's tp·cp·dp ranks into etp·ep·edp for the experts.
    if (p.ep > 1 || (p.etp > 0 && p.etp != p.tp)) {
        const long long ranks = dp * p.cp * p.tp;
        const long long expertModel = static_cast<long long>(p.ep) * p.expertTp();
        if (!m.moe.enabled() || ranks % expertModel != 0 || m.moe.experts % p.ep != 0
            || m.moe.expertFfn % p.expertTp() != 0)
            return problem(Problem::ExpertParallelInvalid, static_cast<double>(expertModel),
                           static_cast<double>(ranks));
    }
    const long long perStep = static_cast<long long>(s.training.microBatch) * dp;
    if (!allowUnevenBatch && s.training.globalBatch % perStep != 0)
        return problem(Problem::BatchNotDivisible, s.training.globalBatch, static_cast<double>(perStep));
    if (allowUnevenBatch && s.training.globalBatch < perStep)
        return problem(Problem::BatchNotDivisible, s.training.globalBatch, static_cast<double>(perStep));
    // The interleaved schedule runs micro-batches in groups of pp through each virtual
    // stage (Megatron-Core's microbatch_group_size_per_vp_stage, pp by default, refuses
    // fewer): with m < pp its (p − 1)/(v·m) bubble would not hold either.
    const long long microBatches = microBatchesPerStep(s, dp);
    if (p.vpp > 1 && microBatches < p.pp)
        return problem(Problem::InterleavingNeedsMicroBatches, static_cast<double>(microBatches), p.pp);
    return {};
}

int maxDataParallel(const Scenario &s)
{
    if (modelParallelDegree(s.parallelism) <= 0 || s.training.microBatch <= 0)
        return 0;
    return std::max(0, s.training.globalBatch / s.training.microBatch);
}

int maxInterleavedDataParallel(const Scenario &s)
{
    const int batch = maxDataParallel(s);
    const Parallelism &p = s.parallelism;
    return p.vpp > 1 && p.pp > 1 ? batch / p.pp : batch;
}

int maxStudiedDataParallel(const Scenario &s)
{
    const long long mp = modelParallelDegree(s.parallelism);
    if (mp <= 0 || mp > kMaxGpus)
        return 0;
    return static_cast<int>(std::min<long long>(maxInterleavedDataParallel(s), kMaxGpus / mp));
}

std::size_t evenBatchGpuCounts(const Scenario &s, long long minGpus, long long maxGpus, std::span<int> out)
{
    const long long mp = modelParallelDegree(s.parallelism);
    const int perRank = maxDataParallel(s);
    const int lastDp = maxInterleavedDataParallel(s);
    std::size_t written = 0;
    if (mp <= 0 || perRank <= 0)
        return 0;
    for (long long dp = 1; dp * mp <= maxGpus && dp <= lastDp && written < out.size(); ++dp)
        if (perRank % dp == 0 && dp * mp >= minGpus)
            out[written++] = static_cast<int>(dp * mp);
    return written;
}

LogSpacing::LogSpacing(int count, int minDp, int maxDp)
    : m_count(count)
    , m_minDp(minDp)
    , m_maxDp(maxDp)
    , m_logMin(std::log(static_cast<double>(minDp)))
    , m_logSpan(std::log(static_cast<double>(maxDp)) - m_logMin)
{}

int LogSpacing::at(int i, int previous) const
{
    const int dp =
        m_count == 1 ? m_maxDp : static_cast<int>(std::lround(std::exp(m_logMin + m_logSpan * i / (m_count - 1))));
    // Rounding can repeat small values; keep the sequence strictly increasing while leaving
    // room for the points still to come.
    return std::clamp(std::max(dp, previous + 1), m_minDp, m_maxDp - (m_count - 1 - i));
}

std::size_t logSpacedDegrees(int minDp, int maxDp, std::span<int> out)
{
    if (out.empty() || maxDp < minDp)
        return 0;
    const auto count = static_cast<int>(
        std::min<std::size_t>(out.size(), static_cast<std::size_t>(maxDp) - static_cast<std::size_t>(minDp) + 1));
    const LogSpacing spacing(count, minDp, maxDp);
    int previous = 0;
    for (int i = 0; i < count; ++i)
        previous = out[static_cast<std::size_t>(i)] = spacing.at(i, previous);
    return static_cast<std::size_t>(count);
}

} // namespace jct
