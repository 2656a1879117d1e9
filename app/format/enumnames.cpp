#include "enumnames.h"

namespace jct::format {

namespace {

template<typename E, std::size_t N>
std::span<const EnumName<E>> table(const EnumName<E> (&names)[N])
{
    return {names, N};
}

} // namespace

template<>
std::span<const EnumName<MlpKind>> enumNames()
{
    static constexpr EnumName<MlpKind> names[] = {
        {MlpKind::Gelu, "gelu", QT_TRANSLATE_NOOP("EnumNames", "GeLU")},
        {MlpKind::SwiGlu, "swiglu", QT_TRANSLATE_NOOP("EnumNames", "SwiGLU")},
    };
    return table(names);
}

template<>
std::span<const EnumName<Precision>> enumNames()
{
    static constexpr EnumName<Precision> names[] = {
        {Precision::Fp32, "fp32", "fp32"},    {Precision::Tf32, "tf32", "tf32"}, {Precision::Fp16, "fp16", "fp16"},
        {Precision::Bf16, "bf16", "bf16"},    {Precision::Fp8, "fp8", "fp8"},    {Precision::Mxfp8, "mxfp8", "MXFP8"},
        {Precision::Nvfp4, "nvfp4", "NVFP4"},
    };
    return table(names);
}

template<>
std::span<const EnumName<Attention>> enumNames()
{
    static constexpr EnumName<Attention> names[] = {
        {Attention::Standard, "standard", QT_TRANSLATE_NOOP("EnumNames", "standard (MHA / GQA)")},
        {Attention::Mla, "mla", QT_TRANSLATE_NOOP("EnumNames", "multi-head latent (MLA)")},
    };
    return table(names);
}

template<>
std::span<const EnumName<Framework>> enumNames()
{
    static constexpr EnumName<Framework> names[] = {
        {Framework::MegatronCore, "megatron-core", QT_TRANSLATE_NOOP("EnumNames", "Megatron-Core")},
        {Framework::MegatronLm2021, "megatron-lm-2021", QT_TRANSLATE_NOOP("EnumNames", "Megatron-LM (2021)")},
        {Framework::Fsdp, "fsdp", QT_TRANSLATE_NOOP("EnumNames", "PyTorch FSDP2")},
        {Framework::DeepSpeed, "deepspeed", QT_TRANSLATE_NOOP("EnumNames", "DeepSpeed")},
    };
    return table(names);
}

template<>
std::span<const EnumName<Recompute>> enumNames()
{
    static constexpr EnumName<Recompute> names[] = {
        {Recompute::None, "none", QT_TRANSLATE_NOOP("EnumNames", "none")},
        {Recompute::Selective, "selective", QT_TRANSLATE_NOOP("EnumNames", "selective")},
        {Recompute::Full, "full", QT_TRANSLATE_NOOP("EnumNames", "full")},
    };
    return table(names);
}

template<>
std::span<const EnumName<Topology>> enumNames()
{
    static constexpr EnumName<Topology> names[] = {
        {Topology::RailOptimized, "rail-optimized", QT_TRANSLATE_NOOP("EnumNames", "rail-optimized")},
        {Topology::LeafSpine, "leaf-spine", QT_TRANSLATE_NOOP("EnumNames", "leaf-spine")},
        {Topology::FatTree, "fat-tree", QT_TRANSLATE_NOOP("EnumNames", "3-tier fat-tree")},
    };
    return table(names);
}

template<>
std::span<const EnumName<Transport>> enumNames()
{
    static constexpr EnumName<Transport> names[] = {
        {Transport::GoBackN, "go-back-n", QT_TRANSLATE_NOOP("EnumNames", "go-back-N")},
        {Transport::SelectiveRepeat, "selective-repeat", QT_TRANSLATE_NOOP("EnumNames", "selective repeat")},
    };
    return table(names);
}

template<>
std::span<const EnumName<Ecmp>> enumNames()
{
    static constexpr EnumName<Ecmp> names[] = {
        {Ecmp::Adaptive, "adaptive", QT_TRANSLATE_NOOP("EnumNames", "adaptive routing")},
        {Ecmp::Static, "static", QT_TRANSLATE_NOOP("EnumNames", "static ECMP")},
    };
    return table(names);
}

template<>
std::span<const EnumName<CollectiveAlgorithm>> enumNames()
{
    // Labels are the keys (as NCCL_ALGO is written), but for "auto".
    static constexpr EnumName<CollectiveAlgorithm> names[] = {
        {CollectiveAlgorithm::Auto, "auto", QT_TRANSLATE_NOOP("EnumNames", "auto (fastest)")},
        {CollectiveAlgorithm::Ring, "ring", "ring"},
        {CollectiveAlgorithm::Tree, "tree", "tree"},
        {CollectiveAlgorithm::InNetwork, "in-network", "in-network"},
        {CollectiveAlgorithm::Hierarchical, "hierarchical", "hierarchical"},
        {CollectiveAlgorithm::NvlsTree, "nvls-tree", "nvls-tree"},
        {CollectiveAlgorithm::Pat, "pat", "pat"},
    };
    return table(names);
}

template<>
std::span<const EnumName<Protocol>> enumNames()
{
    // Labels as NCCL writes them (NCCL_PROTO=LL128).
    static constexpr EnumName<Protocol> names[] = {
        {Protocol::Auto, "auto", QT_TRANSLATE_NOOP("EnumNames", "auto (fastest)")},
        {Protocol::LL, "ll", "LL"},
        {Protocol::LL128, "ll128", "LL128"},
        {Protocol::Simple, "simple", "Simple"},
    };
    return table(names);
}

template<>
std::span<const EnumName<RankOrder>> enumNames()
{
    static constexpr EnumName<RankOrder> names[] = {
        {RankOrder::TpCpDpPp, "tp-cp-dp-pp", "tp-cp-dp-pp"},
        {RankOrder::TpCpPpDp, "tp-cp-pp-dp", "tp-cp-pp-dp"},
    };
    return table(names);
}

template<>
std::span<const EnumName<Bound>> enumNames()
{
    static constexpr EnumName<Bound> names[] = {
        {Bound::Communication, "communication", QT_TRANSLATE_NOOP("EnumNames", "communication-bound")},
        {Bound::Balanced, "balanced", QT_TRANSLATE_NOOP("EnumNames", "balanced")},
        {Bound::Compute, "compute", QT_TRANSLATE_NOOP("EnumNames", "compute-bound")},
    };
    return table(names);
}

template<>
std::span<const EnumName<SearchObjective>> enumNames()
{
    static constexpr EnumName<SearchObjective> names[] = {
        {SearchObjective::Time, "time", QT_TRANSLATE_NOOP("EnumNames", "Shortest predicted job time")},
        {SearchObjective::Cost, "cost", QT_TRANSLATE_NOOP("EnumNames", "Lowest total cost")},
        {SearchObjective::CostPerToken, "cost-per-token",
         QT_TRANSLATE_NOOP("EnumNames", "Lowest cost per trained token")},
    };
    return table(names);
}

template<>
std::span<const EnumName<WhatIf>> enumNames()
{
    static constexpr EnumName<WhatIf> names[] = {
        {WhatIf::BandwidthPlus10Percent, "bandwidth_plus_10pct",
         QT_TRANSLATE_NOOP("EnumNames", "scale-out bandwidth +10 %")},
        {WhatIf::HopLatencyPlus1us, "hop_latency_plus_1us", QT_TRANSLATE_NOOP("EnumNames", "+1 µs per switch hop")},
        {WhatIf::Loss0_01Percent, "loss_0.01pct", QT_TRANSLATE_NOOP("EnumNames", "0.01 % packet loss")},
        {WhatIf::Loss0_1Percent, "loss_0.1pct", QT_TRANSLATE_NOOP("EnumNames", "0.1 % packet loss")},
        {WhatIf::Loss1Percent, "loss_1pct", QT_TRANSLATE_NOOP("EnumNames", "1 % packet loss")},
        {WhatIf::OneStraggler15Percent, "straggler_15pct", QT_TRANSLATE_NOOP("EnumNames", "one GPU 15 % slower")},
    };
    return table(names);
}

template<>
std::span<const EnumName<ValidationMetric>> enumNames()
{
    // The `compare.metric` keys of published-runs files (INTERFACES.md).
    static constexpr EnumName<ValidationMetric> names[] = {
        {ValidationMetric::StepTime, "step_time_s", QT_TRANSLATE_NOOP("EnumNames", "step time")},
        {ValidationMetric::Mfu, "mfu", "MFU"},
        {ValidationMetric::Hfu, "hfu", "HFU"},
        {ValidationMetric::TflopsPerGpu, "tflops_per_gpu", QT_TRANSLATE_NOOP("EnumNames", "model TFLOP/s per GPU")},
        {ValidationMetric::HwTflops, "hw_tflops", QT_TRANSLATE_NOOP("EnumNames", "hardware TFLOP/s per GPU")},
        {ValidationMetric::TokensPerSecondPerGpu, "tokens_per_s_per_gpu",
         QT_TRANSLATE_NOOP("EnumNames", "tokens/s per GPU")},
    };
    return table(names);
}

} // namespace jct::format
