#include "controlspecrows.h"

#include "app/present/numberformat.h"
#include "core/model/layout.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner::specrows {

QVector<double> powersOfTwo(int from, int to)
{
    QVector<double> v;
    for (int x = from; x <= to; x *= 2)
        v.append(x);
    return v;
}

QVector<double> divisorsOf(int n, int limit)
{
    QVector<double> v;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            v.append(d);
    return v;
}

namespace {

// Whether core's layer rule holds for the plan at `pp` and `vpp`.
bool layersSplitAt(const Scenario &s, int pp, int vpp)
{
    Parallelism p = s.parallelism;
    p.pp = pp;
    p.vpp = vpp;
    return layersSplit(s.model, p);
}

} // namespace

QVector<double> pipelineStops(const Scenario &s)
{
    const int layers = s.model.layers;
    QVector<double> stops = divisorsOf(layers, 128);
    for (double p : powersOfTwo(2, std::min(layers, 128)))
        if (!stops.contains(p) && layersSplitAt(s, static_cast<int>(p), 1))
            stops.append(p);
    std::sort(stops.begin(), stops.end());
    return stops;
}

QVector<double> virtualStageStops(const Scenario &s)
{
    QVector<double> stops{1};
    if (s.parallelism.pp <= 1) // interleaving needs a pipeline
        return stops;
    for (int v = 2; v <= 16; ++v)
        if (layersSplitAt(s, s.parallelism.pp, v))
            stops.append(v);
    return stops;
}

QVector<double> zeroThen(QVector<double> values)
{
    values.prepend(0);
    return values;
}

QVector<double> stageLayerStops(const Scenario &s, bool first)
{
    QVector<double> v{0};
    if (s.parallelism.pp <= 1)
        return v;
    Parallelism trial = s.parallelism;
    int &layers = first ? trial.firstStageLayers : trial.lastStageLayers;
    for (int n = 1; n < s.model.layers; ++n) {
        layers = n;
        if (layersSplit(s.model, trial))
            v.append(n);
    }
    return v;
}

bool isMoe(const Scenario &s)
{
    return s.model.moe.enabled();
}

bool isMla(const Scenario &s)
{
    return s.model.attention == Attention::Mla;
}

QVector<double> validGpuCounts(const Scenario &s)
{
    // At most one count per data-parallel degree up to B/b.
    std::vector<int> counts(static_cast<std::size_t>(std::clamp(maxDataParallel(s), 0, 65536)));
    counts.resize(evenBatchGpuCounts(s, 8, 65536, counts));
    return QVector<double>(counts.begin(), counts.end());
}

Items catalogItems(format::Catalog::Kind kind)
{
    const format::Catalog &catalog = format::Catalog::builtIn();
    Items items;
    for (const QString &id : catalog.ids(kind))
        items.append({catalog.entry(kind, id).value(QStringLiteral("name")).toString(), id});
    return items;
}

QString dataParallelText(const Scenario &s)
{
    const int mp = s.parallelism.tp * s.parallelism.pp * s.parallelism.cp;
    if (mp <= 0 || s.cluster.gpus % mp != 0)
        return ControlSpecs::tr("Data parallel (derived): N is not a multiple of tp·pp·cp = %1").arg(mp);
    const int dp = s.cluster.gpus / mp;
    const int perStep = dp * s.training.microBatch;
    return ControlSpecs::tr("Data parallel (derived): dp = %1 / (%2·%3·%4) = <b>%5</b>; %6 micro-batches per step")
        .arg(present::formatCount(s.cluster.gpus, QLocale()))
        .arg(s.parallelism.tp)
        .arg(s.parallelism.pp)
        .arg(s.parallelism.cp)
        .arg(dp)
        .arg(perStep > 0 && s.training.globalBatch % perStep == 0 ? QString::number(s.training.globalBatch / perStep)
                                                                  : ControlSpecs::tr("no whole number of"));
}

QString modelShapeText(const Scenario &s)
{
    const Model &m = s.model;
    const QString kv =
        m.attention == Attention::Mla ? ControlSpecs::tr("MLA") : ControlSpecs::tr("%1 KV").arg(m.kvHeads);
    return ControlSpecs::tr("%1 layers, hidden %2, %3 heads (%4), FFN %5, sequence %6%7; %8 parameters")
        .arg(m.layers)
        .arg(m.hidden)
        .arg(m.heads)
        .arg(kv)
        .arg(m.ffn)
        .arg(m.seqLen)
        .arg(m.moe.enabled() ? ControlSpecs::tr(", %1 experts top-%2").arg(m.moe.experts).arg(m.moe.topK) : QString())
        .arg(QStringLiteral("%1 B").arg(totalParameters(m) / 1e9, 0, 'f', 1));
}

} // namespace jct::planner::specrows
