#pragma once

// What one kind of communication costs in a step, in the same terms for every part
// (tensor, pipeline, data, expert and context parallel): how long its transfers take, how
// much of that runs hidden under compute, and how much is exposed on the critical path.

namespace jct {

// An SM-resident collective overlapped with compute takes NCCL's channels (one CTA each,
// some 24-32 of an H100's 132 SMs, of an A100's 108) from the kernels it runs beside for
// the transfer's length: they run at 70-80 % of their speed meanwhile, so the compute
// lengthens by 0.25-0.4 of the transfer it hides; 0.3, chosen with the A100 and Hopper GEMM
// efficiencies on the calibration file (Korthikanti et al. 2022 rows: 0.2-0.4 all within
// their goal). It counts as exposed time of the part, so a part's `hidden` is what the
// overlap saves.
inline constexpr double kHiddenTransferInterference = 0.3;

struct PartTime
{
    // Exposed per micro-batch, in its forward and in its backward pass: what stretches one
    // pipeline slot (and so the bubble). Zero for parts that sit outside the slots.
    double forward = 0;
    double backward = 0;
    // Per step.
    double transfer = 0; // time of the part's transfers
    double hidden = 0;   // of which overlapped with compute at no cost to it
    double exposed = 0;  // of which on the critical path: transfer − hidden
};

} // namespace jct
