#include "contextparallel.h"

#include <algorithm>

namespace jct {

CollectiveChoice contextParallelCollective(const Scenario &s, const StepShape &shape)
{
    if (shape.cp <= 1)
        return {};
    const Model &model = s.model;
    const double kvHidden = static_cast<double>(model.hidden) * model.kvHeads / std::max(1, model.heads);
    const GroupPlacement group = placeGroup(s, shape.cp, shape.strides.cp);
    return pointToPoint(s, group, 2.0 * shape.tokensPerMicroBatch * kvHidden * shape.activationBytes);
}

PartTime contextParallelTime(const StepShape &shape, const StageCompute &compute, const CollectiveChoice &choice)
{
    PartTime t;
    const int c = shape.cp;
    if (c <= 1)
        return t;
    const double ring = (c - 1) * choice.seconds;
    const double attention = compute.dense.attentionSeconds;
    const double layers = shape.layersPerStage;
    t.forward = layers * std::max(0.0, ring - attention) * compute.forwardPasses;
    t.backward = layers * std::max(0.0, 2.0 * ring - 2.0 * attention);
    const double hiddenPerMicroBatch =
        layers * (std::min(ring, attention) * compute.forwardPasses + std::min(2.0 * ring, 2.0 * attention));
    t.exposed = shape.microBatches * (t.forward + t.backward);
    t.hidden = shape.microBatches * hiddenPerMicroBatch;
    t.transfer = t.hidden + t.exposed;
    return t;
}

} // namespace jct
