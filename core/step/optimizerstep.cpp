#include "optimizerstep.h"

#include "dataparallel.h"

#include <algorithm>

namespace jct {

double optimizerStepTime(const Scenario &s, const StepShape &shape, const StageParameters &params)
{
    const double dpGroup = static_cast<double>(shape.dp) * shape.cp;
    const double parameters =
        s.training.zeroStage >= 1
            ? params.dense / dpGroup + params.expert / std::max(1, expertDataParallelDegree(s, shape))
            : params.dense + params.expert;
    return parameters * kOptimizerBytesPerParameter / (s.gpu.hbmBandwidth * s.gpu.hbmEfficiency);
}

} // namespace jct
