#pragma once

// The shape of one training step (MODEL.md sections 1 and 7): the parallel degrees, the
// micro-batches each pipeline runs, the layers each stage holds and the tokens of one
// micro-batch on one GPU; and the compute of one micro-batch on the slowest stage, which
// every communication part is measured against (what it can hide behind).

#include "core/model/layout.h"
#include "core/model/scenario.h"
#include "core/physics/compute.h"
#include "core/physics/fabric.h"

namespace jct {

struct StepShape
{
    int gpus = 1;         // N
    int tp = 1;           // t
    int pp = 1;           // p
    int cp = 1;           // c
    int vpp = 1;          // v
    int dp = 1;           // d = N / (t·p·c)
    int microBatches = 1; // m = ceil(B / (b·d)) per pipeline and step
    double steps = 0;     // S = ceil(T_tok / (B·s))
    // The stage that sets the pipeline's pace (stageCompute() finds it): its layers, MoE
    // and dense, counting the multi-token-prediction layers on the last stage.
    int layersPerStage = 0;
    double moeLayersPerStage = 0;
    double denseLayersPerStage = 0;
    StageLayers stages;             // the split of the layers over the stages
    double tokensPerMicroBatch = 0; // b·s / c on one GPU
    double activationBytes = 0;     // bytes per activation element at the plan's precision
    RankStrides strides;            // of each group in rank order (parallelism.order)
};

// The layout must have passed checkLayout().
[[nodiscard]] StepShape stepShape(const Scenario &s);

// Compute of one micro-batch on the slowest stage, which sets the pipeline's pace: the last
// (it also runs the logits and any multi-token-prediction layers) unless an uneven split
// gives another stage more layers; MODEL.md section 2.
struct StageCompute
{
    LayerWork dense; // one dense layer, forward
    LayerWork moe;   // one MoE layer, forward (empty without MoE layers)
    double forward = 0;
    double backward = 0;
    double recompute = 0;     // activation recomputation in the backward pass
    double forwardPasses = 1; // 2 with full recompute: the forward's communication repeats
};

// Also records the pacing stage's layers in `shape`.
[[nodiscard]] StageCompute stageCompute(const Scenario &s, StepShape &shape);

} // namespace jct
