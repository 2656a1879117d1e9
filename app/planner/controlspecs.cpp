// The control table's rows (controlspecs.h) for the cluster and its energy; all() lists every group in order.
// The helpers the rows share are in controlspecrows.h.

#include "app/present/numberformat.h"
#include "controlspecrows.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner {

using namespace specrows;

QVector<ControlSpec> ControlSpecs::all()
{
    QVector<ControlSpec> table;
    addCluster(table);
    addEnergy(table);
    addNetwork(table);
    addLossAndStalls(table);
    addCollectives(table);
    addLossless(table);
    addParallelLayout(table);
    addStagesAndExpertTp(table);
    addLayoutOptions(table);
    addTrainingStack(table);
    addModelAndData(table);
    addAttention(table);
    addLatentAttention(table);
    addMixtureOfExperts(table);
    addExpertRouting(table);
    addReliability(table);
    addStragglers(table);
    return table;
}

void ControlSpecs::addCluster(QVector<ControlSpec> &table)
{
    Group cluster(table, tr("Cluster"));
    cluster.preset(QStringLiteral("cluster.gpu"), tr("GPU"),
                   tr("Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a "
                      "default price (resources/catalog/gpus.json, with sources)."),
                   catalogItems(format::Catalog::Kind::Gpu), [](const Plan &p) { return p.gpuId; });
    cluster
        .slider(
            QStringLiteral("cluster.gpus"),
            {tr("GPUs"),
             tr("GPUs"),
             8,
             65536,
             0,
             Scale::Logarithmic,
             {},
             tr("N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp "
                "with dp dividing the global batch); type any count in the box. More GPUs shorten each step until "
                "the sync wall.")},
            [](const Plan &p) { return p.scenario.cluster.gpus; },
            [](Plan &p, double v) { p.scenario.cluster.gpus = static_cast<int>(v); })
        .stopsFor = validGpuCounts;
    cluster.slider(
        QStringLiteral("cluster.gpus_per_node"),
        {tr("GPUs per node"),
         tr("GPUs"),
         1,
         1024,
         0,
         Scale::Linear,
         {1, 2, 4, 8, 16, 36, 72},
         tr("GPUs in one host. Nodes = N / this: the hosts that fail (MTBF per host), a leaf's reach in nodes "
            "(hops: 2 inside a leaf, 4 across the spine) and the span of each parallel group.")},
        [](const Plan &p) { return p.scenario.cluster.gpusPerNode; },
        [](Plan &p, double v) { p.scenario.cluster.gpusPerNode = static_cast<int>(v); });
    cluster.slider(
        QStringLiteral("cost.gpu_hour_usd"),
        {tr("Price per GPU-hour"),
         QStringLiteral("$/h"),
         0.1,
         100,
         2,
         Scale::Logarithmic,
         {},
         tr("What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.")},
        [](const Plan &p) { return p.scenario.cost.gpuHourUsd; },
        [](Plan &p, double v) { p.scenario.cost.gpuHourUsd = v; });
}

void ControlSpecs::addEnergy(QVector<ControlSpec> &table)
{
    Group energy(table, tr("Energy"));
    energy.slider(
        QStringLiteral("cost.gpu_power_w"),
        {tr("Power per GPU"),
         QStringLiteral("W"),
         0,
         5000,
         0,
         Scale::Linear,
         {0, 300, 400, 700, 1000, 1200, 1400, 2000},
         tr("Average board power of one GPU while training (the GPU's catalog figure by default; "
            "choosing a GPU sets it). Energy = N × power × PUE × JCT.")},
        [](const Plan &p) { return p.scenario.cost.gpuPowerWatts; },
        [](Plan &p, double v) { p.scenario.cost.gpuPowerWatts = v; });
    energy.slider(
        QStringLiteral("cost.pue"),
        {tr("PUE"),
         QString(),
         1,
         3,
         2,
         Scale::Linear,
         {},
         tr("Power usage effectiveness: the facility's power over the IT equipment's (cooling, "
            "conversion). 1.1–1.2 for a modern data centre; it multiplies the energy.")},
        [](const Plan &p) { return p.scenario.cost.pue; }, [](Plan &p, double v) { p.scenario.cost.pue = v; });
    energy.slider(
        QStringLiteral("cost.kwh_usd"),
        {tr("Electricity price"),
         QStringLiteral("$/kWh"),
         0,
         1,
         3,
         Scale::Linear,
         {},
         tr("What one kWh costs. Energy cost = energy × price, added to the GPU-hours in the total "
            "cost.")},
        [](const Plan &p) { return p.scenario.cost.kwhUsd; }, [](Plan &p, double v) { p.scenario.cost.kwhUsd = v; });
}

} // namespace jct::planner
