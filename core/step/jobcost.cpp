#include "jobcost.h"

#include <algorithm>

namespace jct {

CostResult jobCost(const Scenario &s, double predictedSeconds, double theoreticalSeconds)
{
    CostResult cost;
    const Cost &price = s.cost;
    const int n = s.cluster.gpus;
    cost.gpuHours = n * predictedSeconds / 3600.0;
    cost.gpuUsd = cost.gpuHours * price.gpuHourUsd;
    cost.energyKwh = n * price.gpuPowerWatts * price.pue * predictedSeconds / 3.6e6;
    cost.energyUsd = cost.energyKwh * price.kwhUsd;
    cost.totalUsd = cost.gpuUsd + cost.energyUsd;
    cost.idleUsd = n * price.gpuHourUsd * (predictedSeconds - theoreticalSeconds) / 3600.0;
    cost.perIdleMinuteUsd = n * price.gpuHourUsd / 60.0;
    const double tokens = s.training.tokens;
    cost.perMillionTokensUsd = tokens > 0.0 ? cost.totalUsd / tokens * 1e6 : 0.0;
    return cost;
}

IdleBreakdown idleTime(const Result &r)
{
    const StepBreakdown &st = r.step;
    const double exposedComm = st.tpComm + st.ppComm + st.dpComm + st.epComm + st.cpComm;
    IdleBreakdown idle;
    idle.communication = r.steps * exposedComm;
    idle.bubble = r.steps * st.bubble;
    idle.recompute = r.steps * st.recompute;
    idle.optimizer = r.steps * st.optimizer;
    idle.stragglers = r.steps * st.straggler;
    idle.dataStall = r.steps * st.dataStall;
    idle.overhead = r.steps * (st.overhead + st.offload);
    idle.checkpoints = r.checkpoint.overheadSeconds;
    idle.failures = r.failures.overheadSeconds;
    idle.validation = r.validationSeconds;
    idle.startup = r.serialSeconds;
    return idle;
}

} // namespace jct
