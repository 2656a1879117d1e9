#pragma once

// Activation offloading to host memory (MODEL.md section 3): when a stage's activations do
// not fit, the stack keeps some layers' activations in host memory (Megatron-Core's
// cpu_offloading_num_layers, Transformer Engine's CPU offload), written during the forward
// pass and read back for the backward pass over the host link, on a side stream that
// overlaps compute. Grace-Blackwell's NVLink-C2C makes it cheap; PCIe hosts less so.

#include "core/model/result.h"
#include "core/model/scenario.h"
#include "stepshape.h"

namespace jct {

// Offloading may move at most this share of the activations: the layer being computed
// and those around it stay in HBM.
inline constexpr double kMaxOffloadedActivations = 0.75;

struct ActivationOffload
{
    double bytes = 0;           // activations held in host memory at the peak
    double transferSeconds = 0; // host traffic of one step, before overlap with compute
};

// Whether `memory` fits in HBM, with activations offloaded if need be (the rule
// activationOffload() applies).
[[nodiscard]] bool fitsWithOffload(const MemoryBreakdown &memory);

// Moves activations to host memory until `memory` fits (updating it), when it can.
[[nodiscard]] ActivationOffload activationOffload(const Scenario &s, const StepShape &shape, MemoryBreakdown &memory);

} // namespace jct
