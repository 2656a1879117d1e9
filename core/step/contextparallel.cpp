#include "contextparallel.h"

#include <algorithm>

namespace jct {

PartTime contextParallelTime(const Scenario &s, const StepShape &shape, const StageCompute &compute,
                             CollectiveChoice &choice)
{
    PartTime t;
    const int c = shape.cp;
    if (c <= 1)
        return t;
    const Model &model = s.model;
    const double kvHidden = static_cast<double>(model.hidden) * model.kvHeads / std::max(1, model.heads);
    const GroupPlacement group = placeGroup(s, c, shape.strides.cp);
    choice = pointToPoint(s, group, 2.0 * shape.tokensPerMicroBatch * kvHidden * shape.activationBytes);
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
