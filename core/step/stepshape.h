#pragma once

// The shape of one training step (MODEL.md sections 1 and 7): the parallel degrees, the
// micro-batches each pipeline runs, the layers each stage holds and the tokens of one
// micro-batch on one GPU; and the compute of one micro-batch on the slowest stage, which
// every communication part is measured against (what it can hide behind).

#include "core/model/layout.h"
#include "core/model/scenario.h"
#include "core/physics/collectivechoice.h"
#include "core/physics/compute.h"

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
    // The stage that sets the pipeline's pace (evaluate() picks it from stageCandidates()): its layers, MoE
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

// Compute of one micro-batch on one stage (MODEL.md section 2); the pacing stage's is what
// every communication part is measured against.
struct StageCompute
{
    LayerWork dense; // one dense layer, forward
    LayerWork moe;   // one MoE layer, forward (empty without MoE layers)
    double forward = 0;
    double backward = 0;
    double recompute = 0;     // activation recomputation in the backward pass
    double forwardPasses = 1; // 2 with full recompute: the forward's communication repeats
    // Of `backward`: adding this micro-batch's gradients to the ones accumulated so far, where
    // the stack does it outside the weight-gradient GEMM (gradientAccumulationBytes()).
    double gradientAccumulation = 0;
};

// Bytes of memory traffic per parameter for one micro-batch's gradient accumulation, the
// fresh gradient 2 bytes (4 in FP32 and TF32 plans), the accumulated one of the reduction's
// width (training.gradient_bytes). Megatron-Core: none, its weight-gradient GEMM accumulates
// into the main gradient (gradient_accumulation_fusion, on by default). Megatron-LM of 2021:
// a hook adds the fresh gradient to main_grad (read it, read and write main_grad: 6 in fp16,
// 10 in bf16). DeepSpeed's pipeline engine in bf16 (BF16_Optimizer) zeroes the 16-bit
// gradients before each backward (write 2), autograd adds into them (read 2 + 2, write 2) and
// update_hp_grads adds them into the fp32 accumulators (read 2, read and write 4 + 4): 18;
// otherwise autograd's in-place add alone (6 in fp16, 12 in fp32), and under ZeRO-2/3 the add
// into its gradient partition. PyTorch FSDP adds the reduce-scattered shard into the sharded
// gradient (3 × gradient_bytes), or, unsharded under a pipeline, autograd's add.
[[nodiscard]] double gradientAccumulationBytes(const Scenario &s);

// The stages that can set the pace: the last, then the first and the middle ones of a
// pipeline, each with its compute and layers. Returns how many it filled.
struct PacingStage
{
    StageCompute compute;
    int layers = 0; // with the multi-token-prediction layers on the last stage
    double moeLayers = 0;
    double denseLayers = 0;
};
[[nodiscard]] int stageCandidates(const Scenario &s, const StepShape &shape, PacingStage (&out)[3]);
void usePacingStage(StepShape &shape, const PacingStage &stage);

} // namespace jct
