#pragma once

// What one kind of communication costs in a step, in the same terms for every part
// (tensor, pipeline, data, expert and context parallel): how long its transfers take, how
// much of that runs hidden under compute, and how much is exposed on the critical path.

namespace jct {

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
