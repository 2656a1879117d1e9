#include "throughput.h"

namespace jct {

Throughput stepThroughput(const Scenario &s, double stepSeconds, const LayerWork &denseLayer)
{
    Throughput t;
    const StepFlops flops = stepFlops(s.model, s.training);
    const int n = s.cluster.gpus;
    const double peak = s.gpu.peakFlops;
    t.modelFlopsPerStep = flops.model;
    t.hardwareFlopsPerStep = flops.hardware;
    t.tflopsPerGpu = t.modelFlopsPerStep / n / stepSeconds / 1e12;
    t.mfu = t.modelFlopsPerStep / (n * peak * stepSeconds);
    t.hfu = t.hardwareFlopsPerStep / (n * peak * stepSeconds);
    t.gemmEfficiency = denseLayer.gemmSeconds > 0.0 ? denseLayer.gemmFlops / (peak * denseLayer.gemmSeconds) : 0.0;
    return t;
}

} // namespace jct
