#include "throughput.h"

namespace jct {

Throughput stepThroughput(const Scenario &s, double stepSeconds, const LayerWork &denseLayer)
{
    Throughput t;
    const StepFlops flops = stepFlops(s.model, s.training);
    const int n = s.cluster.gpus;
    const double peak = s.gpu.peakFlops;
    // MFU and HFU against the dense 16-bit peak in FP8 and FP4 plans too: the contract's
    // hw_tflops is hfu × that peak (INTERFACES.md), and the stacks that publish MFU for FP8
    // runs divide by the BF16 peak (torchtitan's get_peak_flops), so that a faster format
    // shows as a higher utilization, not a lower one.
    const double utilizationPeak = s.gpu.peak16();
    t.modelFlopsPerStep = flops.model;
    t.hardwareFlopsPerStep = flops.hardware;
    t.tflopsPerGpu = t.modelFlopsPerStep / n / stepSeconds / 1e12;
    t.mfu = t.modelFlopsPerStep / (n * utilizationPeak * stepSeconds);
    t.hfu = t.hardwareFlopsPerStep / (n * utilizationPeak * stepSeconds);
    t.gemmEfficiency = denseLayer.gemmSeconds > 0.0 ? denseLayer.gemmFlops / (peak * denseLayer.gemmSeconds) : 0.0;
    return t;
}

} // namespace jct
