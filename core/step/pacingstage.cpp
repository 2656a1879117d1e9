#include "pacingstage.h"

#include "contextparallel.h"
#include "expertparallel.h"
#include "tensorparallel.h"

namespace jct {

namespace {

double computePace(const StageCompute &c)
{
    return c.forward + c.backward + c.recompute;
}

// One stage's slots over the step: its compute and the transfers they expose.
double stagePace(const PacedStage &p)
{
    return p.shape.microBatches * computePace(p.compute) + p.tp.exposed + p.ep.exposed + p.cp.exposed;
}

PacedStage withTransfers(const Scenario &s, const StepShape &shape, const PacingStage &stage,
                         const StageCollectives &collectives)
{
    PacedStage p{shape, stage.compute, {}, {}, {}};
    usePacingStage(p.shape, stage);
    p.tp = tensorParallelTime(s, p.shape, p.compute, collectives.tp);
    p.ep = expertParallelTime(s, p.shape, p.compute, collectives.ep);
    p.cp = contextParallelTime(p.shape, p.compute, collectives.cp);
    return p;
}

} // namespace

StageCollectives stageCollectives(const Scenario &s, const StepShape &shape)
{
    return {tensorParallelCollective(s, shape), expertParallelCollective(s, shape),
            contextParallelCollective(s, shape)};
}

PacedStage pacedStage(const Scenario &s, const StepShape &shape, const StageCollectives &collectives)
{
    PacingStage stages[3];
    const int stageCount = stageCandidates(s, shape, stages);
    int pacing = 0;
    for (int i = 1; i < stageCount; ++i)
        if (computePace(stages[i].compute) > computePace(stages[pacing].compute))
            pacing = i;
    PacedStage paced = withTransfers(s, shape, stages[pacing], collectives);
    for (int i = 0; i < stageCount; ++i) {
        const PacingStage &other = stages[i];
        if (other.layers <= paced.shape.layersPerStage && other.moeLayers <= paced.shape.moeLayersPerStage)
            continue;
        const PacedStage alternative = withTransfers(s, paced.shape, other, collectives);
        if (stagePace(alternative) > stagePace(paced))
            paced = alternative;
    }
    return paced;
}

} // namespace jct
