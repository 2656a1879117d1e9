#include "optimizerstep.h"

#include "dataparallel.h"

#include <algorithm>

namespace jct {

double optimizerBytesPerShardParameter(const Scenario &s)
{
    const Training &tr = s.training;
    const bool fp32Weights = tr.precision == Precision::Fp32 || tr.precision == Precision::Tf32;
    const double gradientNorm = 4.0;
    const double unscale = tr.precision == Precision::Fp16 ? 8.0 : 0.0;
    // Megatron-Core reduces into a 16-bit buffer by default and casts the shard's gradients
    // to the fp32 ones Adam reads (read 2, write 4).
    const double gradientCast = tr.framework == Framework::MegatronCore && tr.gradientBytes < 4.0 ? 6.0 : 0.0;
    const double masterCopy = tr.framework == Framework::Fsdp || fp32Weights ? 0.0 : 6.0;
    return kOptimizerBytesPerParameter + gradientNorm + unscale + gradientCast + masterCopy;
}

double optimizerStepTime(const Scenario &s, const StepShape &shape, const StageParameters &params)
{
    const double dpGroup = static_cast<double>(shape.dp) * shape.cp;
    const double local = params.dense + params.expert;
    const double shard = s.training.zeroStage >= 1
                             ? params.dense / dpGroup + params.expert / std::max(1, expertDataParallelDegree(s, shape))
                             : local;
    double zeroedGradientBytes = 0.0;
    if (s.training.framework == Framework::MegatronCore)
        zeroedGradientBytes = s.training.gradientBytes;
    else if (s.training.framework == Framework::MegatronLm2021)
        zeroedGradientBytes = 4.0; // its main_grad is fp32
    // ZeRO-2/3 keep only the shard's gradients, so that is what is zeroed.
    const double gradients = zeroStageInStep(s) >= 2 ? shard : local;
    return (shard * optimizerBytesPerShardParameter(s) + gradients * zeroedGradientBytes)
           / (s.gpu.hbmBandwidth * s.gpu.hbmEfficiency);
}

} // namespace jct
