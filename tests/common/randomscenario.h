#pragma once

// Random valid plans for the property sweep (tests/properties) and the engine's fuzz
// target: every layout rule holds by construction, and every input lies inside the range
// the scenario reader accepts, so whatever the engine answers is either a result or a
// named refusal (memory, or a job that cannot finish), never an input error.

#include "core/model/scenario.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <random>

namespace jct::testing {

template<typename T, typename Rng>
T pickOne(Rng &rng, std::initializer_list<T> values)
{
    std::uniform_int_distribution<std::size_t> d(0, values.size() - 1);
    return *(values.begin() + d(rng));
}

template<typename Rng>
double uniformIn(Rng &rng, double lo, double hi)
{
    return std::uniform_real_distribution<double>(lo, hi)(rng);
}

// log-uniform: as many plans per decade
template<typename Rng>
double logUniformIn(Rng &rng, double lo, double hi)
{
    return lo * std::pow(hi / lo, uniformIn(rng, 0.0, 1.0));
}

template<typename Rng>
void randomModel(Rng &rng, Model &m)
{
    m.heads = pickOne(rng, {16, 32, 64, 96, 128});
    m.hidden = m.heads * pickOne(rng, {64, 128});
    m.kvHeads = pickOne(rng, {1, 2, 4, 8}) <= m.heads / 8 ? m.heads / pickOne(rng, {1, 8}) : m.heads;
    m.layers = pickOne(rng, {24, 32, 48, 64, 96});
    m.mlp = pickOne(rng, {MlpKind::Gelu, MlpKind::SwiGlu});
    m.ffn = m.mlp == MlpKind::Gelu ? 4 * m.hidden : (8 * m.hidden / 3 + 127) / 128 * 128;
    m.vocab = pickOne(rng, {32000, 51200, 128256});
    m.seqLen = pickOne(rng, {1024, 2048, 4096, 8192});
    if (pickOne(rng, {0, 0, 0, 1}) == 1) {
        m.moe.experts = pickOne(rng, {8, 16, 64});
        m.moe.topK = pickOne(rng, {1, 2});
        m.moe.expertFfn = m.ffn / 2;
    }
}

// tp, pp, vpp, ep and the GPU count; returns dp.
template<typename Rng>
int randomLayout(Rng &rng, Scenario &s)
{
    const Model &m = s.model;
    Parallelism &p = s.parallelism;
    p.tp = pickOne(rng, {1, 2, 4, 8});
    while (m.heads % p.tp != 0 || (m.kvHeads >= p.tp && m.kvHeads % p.tp != 0))
        p.tp /= 2;
    p.pp = pickOne(rng, {1, 2, 4, 8});
    p.vpp = p.pp > 1 ? pickOne(rng, {1, 2, 3}) : 1;
    while (m.layers % (p.pp * p.vpp) != 0)
        p.vpp = 1, p.pp = std::max(1, p.pp / 2);
    const int dp = pickOne(rng, {1, 2, 4, 8, 16, 32, 64, 128, 512});
    if (m.moe.enabled())
        p.ep = std::min({dp, m.moe.experts, pickOne(rng, {1, 2, 4, 8})});
    s.cluster.gpus = p.tp * p.pp * dp;
    s.cluster.gpusPerNode = 8;
    return dp;
}

template<typename Rng>
void randomTraining(Rng &rng, Scenario &s, int dp)
{
    Training &t = s.training;
    t.microBatch = pickOne(rng, {1, 2, 4});
    // An interleaved pipeline needs at least pp micro-batches per step (checkLayout).
    const int microBatches = pickOne(rng, {1, 2, 4, 8, 16, 32});
    const int pp = s.parallelism.pp;
    t.globalBatch = t.microBatch * dp * (s.parallelism.vpp > 1 ? std::max(microBatches, pp) : microBatches);
    t.tokens = logUniformIn(rng, 1e9, 1e13);
    t.recompute = pickOne(rng, {Recompute::None, Recompute::Selective, Recompute::Full});
    t.sequenceParallel = pickOne(rng, {false, true});
    t.flashAttention = pickOne(rng, {false, true});
    t.zeroStage = pickOne(rng, {0, 1, 2, 3});
    t.precision = pickOne(rng, {Precision::Bf16, Precision::Fp16, Precision::Fp8});
    t.gradientBytes = pickOne(rng, {2.0, 4.0});
    t.overlapGradReduce = pickOne(rng, {false, true});
    t.startupSeconds = uniformIn(rng, 0.0, 1800.0);
    t.dataStallSeconds = pickOne(rng, {0.0, 0.0, 0.01});
    // Dataset reads (token ids to decoded images), which the storage uplinks carry.
    t.datasetBytesPerToken = pickOne(rng, {0.0, 4.0, 4.0, 1e3, 1e5});
    t.stagingBytes = pickOne(rng, {0.0, 1e12});
    t.validationEverySteps = pickOne(rng, {0, 0, 1000});
    t.validationBatches = t.validationEverySteps > 0 ? pickOne(rng, {1, 10}) : 0;
    // The stack: DeepSpeed's ZeRO-3 prices its gathers module by module on the flat ring,
    // FSDP under a pipeline holds what ZeRO-1 does.
    t.framework =
        pickOne(rng, {Framework::MegatronCore, Framework::MegatronLm2021, Framework::Fsdp, Framework::DeepSpeed});
    t.overlapParamGather = pickOne(rng, {false, true});
}

template<typename Rng>
void randomHardware(Rng &rng, Scenario &s)
{
    Gpu &g = s.gpu;
    g.peakFlops = uniformIn(rng, 100e12, 2500e12);
    g.hbmBytes = uniformIn(rng, 40, 200) * 1073741824.0;
    g.hbmBandwidth = uniformIn(rng, 1.5e12, 8e12);
    g.nvlinkBandwidth = uniformIn(rng, 100e9, 900e9);
    g.nvls = pickOne(rng, {false, true});
    g.nvlinkDomain = pickOne(rng, {8, 8, 72});

    Fabric &f = s.fabric;
    f.nicBandwidth = uniformIn(rng, 12.5e9, 100e9);
    f.latency = uniformIn(rng, 1e-6, 20e-6);
    f.hopLatency = uniformIn(rng, 0.1e-6, 2e-6);
    f.topology = pickOne(rng, {Topology::RailOptimized, Topology::LeafSpine, Topology::FatTree});
    f.oversubscription = pickOne(rng, {1.0, 2.0, 4.0});
    f.lossRate = pickOne(rng, {0.0, 1e-5, 1e-3});
    f.ecmp = pickOne(rng, {Ecmp::Adaptive, Ecmp::Static});
    f.inNetworkReduction = pickOne(rng, {false, true});
}

template<typename Rng>
void randomStorageAndFailures(Rng &rng, Scenario &s)
{
    Storage &st = s.storage;
    st.checkpointWriteBandwidth = logUniformIn(rng, 1e9, 1e12);
    st.checkpointReadBandwidth = logUniformIn(rng, 1e9, 1e12);
    st.asyncCheckpoint = pickOne(rng, {false, true});
    st.flushBandwidth = logUniformIn(rng, 1e9, 1e12);
    // Uplinks that a step's reads can fill: the async flush then competes with them.
    st.uplinkBandwidth = pickOne(rng, {0.0, 1.0}) * logUniformIn(rng, 1e9, 1e12);
    st.checkpointBytes = pickOne(rng, {0.0, 0.0, 1e12});

    Reliability &r = s.reliability;
    r.gpuMtbfSeconds = logUniformIn(rng, 1e3, 1e7) * 3600.0;
    r.nodeMtbfSeconds = pickOne(rng, {0.0, 1e4 * 3600.0});
    r.softwareMtbfSeconds = pickOne(rng, {0.0, 0.0, 30 * 24 * 3600.0});
    r.jobMtbfSeconds = pickOne(rng, {0.0, 0.0, 0.0, 1.0}) * logUniformIn(rng, 600.0, 1e7);
    r.checkpointIntervalSeconds = pickOne(rng, {0.0, 0.0, 1800.0});
    r.hotSpareNodes = pickOne(rng, {0, 0, 1});
    r.corruptCheckpointProbability = pickOne(rng, {0.0, 0.0, 0.01});
    s.stragglers.slowGpuFactor = pickOne(rng, {0.0, 0.15});
    s.stragglers.jitterCv = pickOne(rng, {0.0, 0.02});
}

// A random scenario that satisfies every layout rule by construction.
template<typename Rng>
Scenario randomValidScenario(Rng &rng)
{
    Scenario s;
    randomModel(rng, s.model);
    const int dp = randomLayout(rng, s);
    randomTraining(rng, s, dp);
    randomHardware(rng, s);
    randomStorageAndFailures(rng, s);
    return s;
}

} // namespace jct::testing
