#include "offload.h"

#include "core/physics/memory.h"

#include <algorithm>

namespace jct {

namespace {

// Activation bytes that must leave HBM for `memory` to fit; 0 when it fits.
double offloadNeeded(const MemoryBreakdown &memory)
{
    const double excess = memory.trainingPeak() - memory.usable;
    // Each byte moved also frees its share of the allocator's fragmentation.
    return excess > 0.0 ? excess / (1.0 + kAllocatorFragmentation) : 0.0;
}

} // namespace

bool fitsWithOffload(const MemoryBreakdown &memory)
{
    // Offloading frees activations, not the optimizer step's own peak.
    return memory.optimizerStepPeak() <= memory.usable
           && offloadNeeded(memory) <= kMaxOffloadedActivations * memory.activations;
}

ActivationOffload activationOffload(const Scenario &s, const StepShape &shape, MemoryBreakdown &memory)
{
    ActivationOffload o;
    const double needed = offloadNeeded(memory);
    if (needed <= 0.0 || !fitsWithOffload(memory))
        return o;
    o.bytes = needed;
    memory.activations -= needed;
    memory.offloaded = needed;
    memory.fragmentation -= kAllocatorFragmentation * needed;
    // The peak holds the activations of the micro-batches in flight on the first stage;
    // every micro-batch writes its share out and reads it back once.
    const double inFlight = std::max(1, std::min(shape.pp, shape.microBatches));
    const double perStep = 2.0 * needed * shape.microBatches / inFlight;
    o.transferSeconds = perStep / s.gpu.hostCopyBandwidth;
    return o;
}

} // namespace jct
