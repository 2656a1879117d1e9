#pragma once

#include <algorithm>

// Plain value types describing one training plan: what is trained (Model, Training),
// how it is run (Parallelism), on what (Gpu, Fabric, Storage) and the operating
// assumptions (Reliability, Stragglers, Cost). Units are SI inside the engine
// (seconds, bytes, FLOP, bytes per second); the JSON layer converts at the edge.
// Everything is copyable and comparable so that a scenario is a cheap snapshot
// for undo, comparison and sweeps.

#include <cstddef>
#include <cstdint>

namespace jct {

enum class MlpKind : std::uint8_t { Gelu, SwiGlu };
// Mxfp8: Blackwell block-scaled FP8 (32-element blocks, E8M0 scales); Nvfp4: Blackwell FP4
// GEMMs (16-element blocks), everything that is not a GEMM in BF16.
enum class Precision : std::uint8_t { Fp32, Tf32, Fp16, Bf16, Fp8, Mxfp8, Nvfp4 };
// Standard: multi-head attention, or grouped-query through kvHeads. Mla: multi-head latent
// attention (DeepSeek-V2/V3), queries and keys/values projected through low-rank latents.
enum class Attention : std::uint8_t { Standard, Mla };
// The training stack whose schedule the plan assumes: it sets which transfers overlap.
// MegatronCore: distributed optimizer, overlapped gradient reduce-scatter and parameter
// all-gather (current NeMo / Megatron-Bridge); MegatronLm2021: the SC'21 schedule; Fsdp:
// PyTorch FSDP2 / torchtitan (prefetched all-gathers); DeepSpeed: ZeRO as DeepSpeed runs it.
enum class Framework : std::uint8_t { MegatronCore, MegatronLm2021, Fsdp, DeepSpeed };
// The stacks built on PyTorch's own modules and streams (FSDP, DeepSpeed) rather than on
// Transformer Engine and Megatron-Core's schedules.
[[nodiscard]] constexpr bool pytorchNative(Framework f)
{
    return f == Framework::Fsdp || f == Framework::DeepSpeed;
}
enum class Recompute : std::uint8_t { None, Selective, Full };
enum class Topology : std::uint8_t { RailOptimized, LeafSpine, FatTree };
enum class Transport : std::uint8_t { GoBackN, SelectiveRepeat };
enum class Ecmp : std::uint8_t { Adaptive, Static };
// NCCL_ALGO: ring, (double binary) tree, in-network reduction (NVLS inside an NVSwitch domain,
// SHARP on the fabric), hierarchical (reduce-scatter / cross-domain / all-gather), NVLS-tree
// (NVLS inside each domain, a tree across them) and PAT (all-gather and reduce-scatter
// with one rank per node, log-latency).
enum class CollectiveAlgorithm : std::uint8_t { Auto, Ring, Tree, InNetwork, Hierarchical, NvlsTree, Pat };
// NCCL's wire protocols: LL (8-byte flag+data lines, lowest latency), LL128 (128-byte
// lines, NVLink systems), Simple (bulk, full bandwidth).
enum class Protocol : std::uint8_t { Auto, LL, LL128, Simple };
// How ranks are numbered, fastest-varying first, and so which groups share an NVLink
// domain (and a leaf or rail) and which cross the scale-out fabric. Megatron's default
// puts data parallelism inside pipeline stages; the other order keeps a pipeline's
// stages next to each other (on NVL72, inside one domain) and spreads DP wider.
enum class RankOrder : std::uint8_t { TpCpDpPp, TpCpPpDp };

struct Moe
{
    int experts = 0;             // routed experts E (0: dense model)
    int topK = 0;                // experts per token k
    int expertFfn = 0;           // f_e, FFN size of one expert
    int sharedExperts = 0;       // always-active experts (DeepSeek, Qwen2-MoE)
    int sharedExpertFfn = 0;     // FFN size of one shared expert; 0: expertFfn
    int denseLayers = 0;         // leading layers with a dense MLP of size ffn
    int every = 1;               // after them, every k-th layer is MoE, the others dense
    double capacityFactor = 0.0; // tokens per expert capped at this × the mean; 0: dropless
    double loadImbalance = 1.0;  // dropless: the busiest expert-parallel rank's tokens ÷ the mean

    [[nodiscard]] int sharedFfn() const { return sharedExpertFfn > 0 ? sharedExpertFfn : expertFfn; }

    [[nodiscard]] bool enabled() const { return experts > 0 && topK > 0; }
    // Tokens the busiest expert handles, as a multiple of the mean: with a capacity factor
    // Megatron-Core pads every expert's input to the capacity (and drops what exceeds it),
    // so the pace is the capacity's; a dropless run goes at its busiest rank's pace, which
    // the router's skew sets (1: balanced, as the published benchmarks force it; routing
    // noise over a micro-batch's thousands of tokens is under 1 %).
    [[nodiscard]] double expertLoad() const
    {
        return capacityFactor > 0.0 ? std::max(1.0, capacityFactor) : std::max(1.0, loadImbalance);
    }
    bool operator==(const Moe &) const = default;
};

// Multi-head latent attention (DeepSeek-V2 section 2.1; DeepSeek-V3 config names).
struct Mla
{
    int qLoraRank = 1536; // d_c', 0: queries not compressed
    int kvLoraRank = 512; // d_c
    int qkNopeHeadDim = 128;
    int qkRopeHeadDim = 64;
    int vHeadDim = 128;

    bool operator==(const Mla &) const = default;
};

struct Model
{
    int layers = 96;    // L
    int hidden = 12288; // h
    int heads = 96;     // a
    int kvHeads = 96;   // a_kv (GQA when < heads)
    int ffn = 49152;    // f
    int vocab = 51200;  // V
    int seqLen = 2048;  // s
    MlpKind mlp = MlpKind::Gelu;
    Moe moe;
    int headDim = 0; // d per head; 0: hidden / heads
    Attention attention = Attention::Standard;
    Mla mla;           // used with Attention::Mla
    int mtpLayers = 0; // multi-token-prediction layers, run on the last stage

    [[nodiscard]] int headSize() const { return headDim > 0 ? headDim : hidden / (heads > 0 ? heads : 1); }
    bool operator==(const Model &) const = default;
};

struct Training
{
    double tokens = 3.0e11; // T_tok
    int globalBatch = 1536; // B, sequences
    int microBatch = 1;     // b, sequences
    Precision precision = Precision::Bf16;
    Recompute recompute = Recompute::Full;
    bool sequenceParallel = false;
    bool flashAttention = false;
    bool causalHalving = false; // count attention scores as causal (half) work
    int zeroStage = 1;          // 0..3
    Framework framework = Framework::MegatronCore;
    bool overlapGradReduce = true;  // DP gradient sync overlaps the backward pass
    bool overlapParamGather = true; // sharded parameters' all-gather overlaps the forward pass
    bool tpCommOverlap = false;     // TP communication overlapped with GEMMs (userbuffers)
    // MoE dispatch / combine all-to-alls of one micro-batch under another's compute
    // (Megatron-Core's overlap_moe_expert_parallel_comm); needs no pipeline or an
    // interleaved one.
    bool overlapMoeComm = true;
    double gradientBytes = 2.0;        // bytes per gradient element in the DP reduction
    double gradientCompression = 1.0;  // >= 1, divides DP bytes (changes convergence)
    double startupSeconds = 600.0;     // initialisation + first data load (serial)
    double dataStallSeconds = 0.0;     // exposed data-loading stall per step, on top of the storage's
    double datasetBytesPerToken = 0.0; // bytes read from storage per trained token; 0: not modelled
    double stagingBytes = 0.0;         // data staged from storage before the first step (serial)
    int validationEverySteps = 0;      // a validation pass every N steps; 0: none
    int validationBatches = 0;         // global batches of forward passes in one validation pass

    bool operator==(const Training &) const = default;
};

struct Parallelism
{
    int tp = 8;  // tensor
    int pp = 8;  // pipeline
    int cp = 1;  // context (sequence)
    int ep = 1;  // expert; divides dp·cp
    int vpp = 1; // virtual stages per rank (interleaved 1F1B)
    RankOrder order = RankOrder::TpCpDpPp;
    int firstStageLayers = 0; // uneven pipelines: layers of the first stage; 0: even split
    int lastStageLayers = 0;  // layers of the last stage; 0: even split
    int etp = 0;              // expert tensor parallel size; 0: tp

    [[nodiscard]] int expertTp() const { return etp > 0 ? etp : tp; }
    // Megatron-Core folds the attention's tp·cp·dp ranks into etp·ep·edp for the experts:
    // the replicas of one expert shard, over which its gradients reduce and its optimizer
    // state shards (dp·cp/ep when etp = tp).
    [[nodiscard]] int expertDataParallel(int dp) const
    {
        const long long expertModel = static_cast<long long>(std::max(1, ep)) * expertTp();
        return static_cast<int>(std::max(1LL, static_cast<long long>(tp) * cp * dp / expertModel));
    }

    bool operator==(const Parallelism &) const = default;
};

// One accelerator type, with the efficiency constants fitted once per GPU type on the
// calibration set (section 10 of MODEL.md) and shipped in the catalog.
struct Gpu
{
    double peakFlops = 312e12; // dense FLOP/s of the GEMMs at the scenario's precision
    double peakFlops16 = 0.0;  // dense 16-bit FLOP/s (attention, what FP8/FP4 leave in BF16); 0: peakFlops
    double hbmBytes = 80.0 * 1073741824.0;
    double hbmBandwidth = 2.039e12;  // bytes/s
    double nvlinkBandwidth = 300e9;  // bytes/s per direction per GPU
    int nvlinkDomain = 8;            // GPUs sharing one NVLink/NVSwitch domain
    bool nvls = false;               // NVSwitch in-network reduction
    double hostCopyBandwidth = 25e9; // device -> host, bytes/s (async checkpoint staging)
    double powerWatts = 400.0;
    // Calibrated constants.
    double gemmEfficiency = 0.80; // achieved fraction of peak for large GEMMs
    double gemmKnee = 64.0;       // smallest GEMM dimension at which efficiency halves
    // The same two for the GEMMs that stay in 16 bits (flash attention, the output layer)
    // when the plan's precision narrows the others (FP8, MXFP8, NVFP4: by_precision in the
    // catalog); 0: gemmEfficiency and gemmKnee.
    double gemmEfficiency16 = 0.0;
    double gemmKnee16 = 0.0;
    double hbmEfficiency = 0.80;    // achieved fraction of HBM bandwidth (element-wise)
    double nvlinkEfficiency = 0.80; // achieved fraction of NVLink bandwidth (busbw)
    double nvlinkLatency = 8e-6;    // α of one intra-node collective step, s
    double kernelOverhead = 0.0;    // fixed launch/sync cost per layer per pass, s
    double stepOverhead = 0.0;      // fixed cost of every step (launches, syncs, bookkeeping), s
    // Least time of one MoE layer's pass: the dispatcher waits for the token counts (a
    // device-to-host sync), so the host's kernel launches for the rest of the layer are
    // no longer queued ahead of the GPU, s.
    double moeLayerFloor = 0.0;
    // Achieved fraction of the 16-bit peak of FlashAttention-2 (forward and backward), the
    // kernel PyTorch's scaled-dot-product attention runs for the stacks outside
    // Megatron-Core; 0: attention at the GEMM efficiency, as Transformer Engine's fused
    // attention is fitted. Published kernel benchmarks, not fitted.
    double flashAttention2Efficiency = 0.0;
    // Achieved fraction of the 16-bit peak of Transformer Engine's fused attention (cuDNN,
    // FlashAttention-3-class on Hopper) on the work it does: a causal kernel skips the
    // masked half of the score matrix, so a step takes half the attention FLOPs at this
    // rate; 0: the whole square at the 16-bit GEMM efficiency.
    double attentionEfficiency = 0.0;
    // Coefficient of variation of a rank's compute over a step that every job carries
    // (clocks under power and thermal limits, memory and OS noise): a synchronous step
    // waits for the slowest of its ranks, so the wait grows with their number. Combined
    // with the plan's stragglers.jitter_cv as independent variations; 0: none. 0.005, every
    // catalog GPU's value, for a GPU whose calibration does not state it.
    double rankJitterCv = 0.005;

    [[nodiscard]] double peak16() const { return peakFlops16 > 0.0 ? peakFlops16 : peakFlops; }
    [[nodiscard]] double efficiency16() const { return gemmEfficiency16 > 0.0 ? gemmEfficiency16 : gemmEfficiency; }
    [[nodiscard]] double knee16() const { return gemmEfficiency16 > 0.0 ? gemmKnee16 : gemmKnee; }
    bool operator==(const Gpu &) const = default;
};

struct Fabric
{
    double nicBandwidth = 25e9; // bytes/s per GPU, line rate
    double latency = 5e-6;      // NIC + software α per message, s
    double hopLatency = 0.6e-6; // per switch hop, s
    int switchRadix = 64;
    Topology topology = Topology::RailOptimized;
    double oversubscription = 1.0; // >= 1, at the spine tier
    double lossRate = 0.0;         // packet loss probability
    Transport transport = Transport::GoBackN;
    Ecmp ecmp = Ecmp::Adaptive;
    double protocolEfficiency = 0.92; // busbw / line rate for large messages
    bool inNetworkReduction = false;  // SHARP
    double mtuBytes = 4096.0;
    double retransmitTimeout = 0.0; // s; a lost tail packet waits this long (0: none)
    double messageBytes = 524288.0; // bytes per transport message (an NCCL chunk)
    double stallProbability = 0.0;  // per scale-out link and collective call (microbursts)
    double stallSeconds = 0.0;      // duration of such a stall
    CollectiveAlgorithm algorithm = CollectiveAlgorithm::Auto;
    Protocol protocol = Protocol::Auto;
    // Lossless Ethernet (RoCE with PFC and ECN / DCQCN); none of these apply unless `lossless`.
    bool lossless = false;
    double pfcPauseFraction = 0.0;  // share of time a scale-out port is paused by PFC (HOL blocking)
    double switchBufferBytes = 0.0; // egress buffer per switch port; 0: incast not modelled
    double ecnMarkFraction = 0.0;   // share of round trips in which a sender gets a congestion notification
    double ecnRateCut = 0.5;        // the rate cut each notification makes (DCQCN's α/2 with α = 1)

    bool operator==(const Fabric &) const = default;
};

struct Cluster
{
    int gpus = 1024;
    int gpusPerNode = 8;

    bool operator==(const Cluster &) const = default;
};

struct Storage
{
    double checkpointWriteBandwidth = 100e9; // bytes/s, aggregate, to the checkpoint store
    double checkpointReadBandwidth = 100e9;  // bytes/s, aggregate, on restart
    bool asyncCheckpoint = false;
    double flushBandwidth = 200e9; // bytes/s, aggregate, background flush of async checkpoints
    // Aggregate bandwidth of the storage fabric's uplinks, shared by dataset reads and
    // checkpoint traffic, bytes/s; 0: not a limit.
    double uplinkBandwidth = 0.0;
    double checkpointBytes = 0.0; // a checkpoint's size when known; 0: parameters × (weight + 12) bytes

    bool operator==(const Storage &) const = default;
};

// Where a job's failures come from, as operations teams count them (the Llama 3 paper's
// table of 419 unexpected interruptions): the component classes of the cluster, and the
// software (NCCL timeouts, driver hangs) that fails the whole job without a broken part.
enum class FailureSource : std::uint8_t { Gpu, Nic, Switch, Optics, Host, Software };
inline constexpr std::size_t kFailureSources = 6;

// Each per-component MTBF is one part's (0: that source not modelled); the job's rate is
// the sum over the parts the cluster has (core/physics/reliability.h).
struct Reliability
{
    double gpuMtbfSeconds = 50000.0 * 3600.0;
    double nicMtbfSeconds = 0.0;            // per NIC, one per GPU
    double switchMtbfSeconds = 0.0;         // per switch
    double opticsMtbfSeconds = 0.0;         // per optical transceiver
    double nodeMtbfSeconds = 0.0;           // per host (CPU, memory, power, disks, kernel)
    double softwareMtbfSeconds = 0.0;       // job-level software failures; 0: none
    double jobMtbfSeconds = 0.0;            // > 0 replaces all of the above
    double checkpointIntervalSeconds = 0.0; // 0: Daly's optimum
    // Recovery from one failure: drain the job, provision a replacement host (hardware
    // failures only; skipped with a hot spare), download the checkpoint (size / read
    // bandwidth, added), re-initialise the communicators. Sum 10 min, the old restart time.
    double drainSeconds = 60.0;
    double provisionSeconds = 360.0;
    double reinitSeconds = 180.0;
    int hotSpareNodes = 0;                   // spare hosts kept ready: > 0 skips provisioning
    double corruptCheckpointProbability = 0; // the latest checkpoint is bad: roll back to the one before

    bool operator==(const Reliability &) const = default;
};

struct Stragglers
{
    double slowGpuFactor = 0.0; // one GPU this much slower (0.15 = 15 % longer compute)
    double jitterCv = 0.0;      // per-rank compute jitter, coefficient of variation
    int backupWorkers = 0;      // spare ranks: the step waits for the n-th fastest of n + k

    bool operator==(const Stragglers &) const = default;
};

struct Cost
{
    double gpuHourUsd = 2.5;
    double gpuPowerWatts = 700.0;
    double pue = 1.2;
    double kwhUsd = 0.10;

    bool operator==(const Cost &) const = default;
};

struct Scenario
{
    Model model;
    Training training;
    Parallelism parallelism;
    Cluster cluster;
    Gpu gpu;
    Fabric fabric;
    Storage storage;
    Reliability reliability;
    Stragglers stragglers;
    Cost cost;

    bool operator==(const Scenario &) const = default;
};

// The ZeRO stage a step runs at. PyTorch's pipeline schedules keep an FSDP stage's
// parameters gathered and its gradients unsharded from the first micro-batch's forward to
// the last one's backward (torchtitan does not reshard after forward when pp > 1, and the
// schedule turns resharding and gradient sync off until the last backward), so FSDP with
// a pipeline holds and moves what ZeRO-1 does: one all-gather and one reduce-scatter a
// step, its optimizer states still sharded.
[[nodiscard]] inline int zeroStageInStep(const Scenario &s)
{
    if (s.training.framework == Framework::Fsdp && s.parallelism.pp > 1)
        return std::min(s.training.zeroStage, 1);
    return s.training.zeroStage;
}

} // namespace jct
