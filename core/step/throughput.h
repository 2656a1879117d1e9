#pragma once

// Throughput of a step (MODEL.md section 2): model and hardware FLOPs, MFU and HFU.

#include "core/model/scenario.h"
#include "core/physics/compute.h"

namespace jct {

struct Throughput
{
    double modelFlopsPerStep = 0;    // 3 × forward × B·s, without recomputation
    double hardwareFlopsPerStep = 0; // with recomputation
    double tflopsPerGpu = 0;         // model FLOPs per GPU per second, in TFLOP/s
    double mfu = 0;                  // model FLOPs / (N × dense 16-bit peak × step)
    double hfu = 0;                  // hardware FLOPs / (N × dense 16-bit peak × step)
    double gemmEfficiency = 0;       // FLOP-weighted achieved fraction of peak in a dense layer's GEMMs
};

// Training tokens per second per GPU: B·s / (step time × N).
[[nodiscard]] inline double tokensPerSecondPerGpu(const Scenario &s, double stepSeconds)
{
    return s.training.globalBatch * static_cast<double>(s.model.seqLen) / (stepSeconds * s.cluster.gpus);
}

[[nodiscard]] Throughput stepThroughput(const Scenario &s, double stepSeconds, const LayerWork &denseLayer);

} // namespace jct
