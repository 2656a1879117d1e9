#include "searchreport.h"

#include "app/format/enumnames.h"
#include "core/model/units.h"
#include "numberformat.h"
#include "resultjson.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include <QCoreApplication>
#include <QJsonArray>

namespace jct::present {

namespace {

// The tr() context of this file, for the program and for lupdate alike. The layer's JSON
// (searchToJson) holds these sentences too: `jct search --json` installs English first.
struct SearchText
{
    Q_DECLARE_TR_FUNCTIONS(SearchReport)
};

} // namespace

QString formatObjective(SearchObjective objective, double value, const QLocale &locale)
{
    switch (objective) {
    case SearchObjective::Time:
        return formatDuration(value, locale);
    case SearchObjective::Cost:
        return formatUsd(value, locale);
    case SearchObjective::CostPerToken:
        return SearchText::tr("%1 per million tokens").arg(formatUsd(value * 1e6, locale));
    }
    return {};
}

std::vector<int> geometricGpuCounts(int from, int to, double factor)
{
    std::vector<int> counts;
    if (from < 1 || to < from || factor <= 1.0)
        return counts;
    for (double n = from; n <= to + 0.5; n *= factor) {
        const int rounded = static_cast<int>(std::lround(n));
        if (counts.empty() || counts.back() != rounded)
            counts.push_back(rounded);
    }
    if (counts.back() != to)
        counts.push_back(to);
    return counts;
}

QString describeStageSplit(const Parallelism &p)
{
    if (p.pp <= 1 || (p.firstStageLayers <= 0 && p.lastStageLayers <= 0))
        return {};
    if (p.firstStageLayers > 0 && p.lastStageLayers > 0)
        return SearchText::tr("first/last stage %1/%2 layers").arg(p.firstStageLayers).arg(p.lastStageLayers);
    return p.firstStageLayers > 0 ? SearchText::tr("first stage %1 layers").arg(p.firstStageLayers)
                                  : SearchText::tr("last stage %1 layers").arg(p.lastStageLayers);
}

namespace {

// "full recompute", "selective recompute" or "no recompute".
QString recomputeText(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return SearchText::tr("no recompute");
    case Recompute::Selective:
        return SearchText::tr("selective recompute");
    case Recompute::Full:
        return SearchText::tr("full recompute");
    }
    return {};
}

} // namespace

QString offloadText(const MemoryBreakdown &memory, const QLocale &locale)
{
    if (!(memory.offloaded > 0.0))
        return {};
    return SearchText::tr("%1 of activations offloaded to host").arg(formatBinaryBytes(memory.offloaded, locale));
}

QString describeLayout(const Layout &l, int dp)
{
    const Parallelism &p = l.parallelism;
    QStringList parts;
    parts << QStringLiteral("tp %1").arg(p.tp) << QStringLiteral("pp %1").arg(p.pp);
    if (p.vpp > 1)
        parts << QStringLiteral("vpp %1").arg(p.vpp);
    const QString stages = describeStageSplit(p);
    if (!stages.isEmpty())
        parts << stages;
    if (p.cp > 1)
        parts << QStringLiteral("cp %1").arg(p.cp);
    if (p.ep > 1)
        parts << QStringLiteral("ep %1").arg(p.ep);
    if (p.expertTp() != p.tp)
        parts << QStringLiteral("etp %1").arg(p.expertTp());
    parts << QStringLiteral("dp %1").arg(formatCount(dp)) << QStringLiteral("b %1").arg(l.microBatch);
    parts << recomputeText(l.recompute);
    parts << QStringLiteral("ZeRO %1").arg(l.zeroStage);
    if (l.sequenceParallel)
        parts << QStringLiteral("SP");
    parts << format::enumKey(p.order);
    return parts.join(QStringLiteral(" · "));
}

QString describeLayout(const Layout &layout, int dp, const MemoryBreakdown &memory, const QLocale &locale)
{
    const QString offload = offloadText(memory, locale);
    const QString text = describeLayout(layout, dp);
    return offload.isEmpty() ? text : text + QStringLiteral(" · ") + offload;
}

double fastestSeconds(const FamilyWall &family)
{
    double least = INFINITY;
    for (const FamilyPoint &p : family.points)
        if (p.fits)
            least = std::min(least, p.seconds);
    return least;
}

std::vector<const FamilyWall *> familiesFastestFirst(std::span<const FamilyWall> families)
{
    std::vector<const FamilyWall *> sorted;
    for (const FamilyWall &f : families)
        sorted.push_back(&f);
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const FamilyWall *a, const FamilyWall *b) { return fastestSeconds(*a) < fastestSeconds(*b); });
    return sorted;
}

namespace {

// The settings of a layout that the search varies: the causes a step part can point to.
enum class Knob { Tp, Pp, Vpp, Stages, Cp, Ep, Etp, Dp, MicroBatch, Recompute, Zero, SequenceParallel, Order, Gpus };

// The knobs that drive each step part, in the order of stepParts(), the likeliest cause
// first. The parts after the optimizer (stragglers, data stall) and a tie (part −1) are not
// tied to a few knobs: they name every knob that differs.
const std::vector<Knob> &partKnobs(int part)
{
    using enum Knob;
    static const std::array<std::vector<Knob>, 10> byPart{{
        {Tp, MicroBatch, Cp, SequenceParallel, Pp, Stages, Etp, Dp}, // compute: GEMM shapes, split kernels,
                                                                     // the slowest stage (logits on the last)
        {Recompute, Tp, MicroBatch, Stages},                         // recompute
        {Pp, Vpp, MicroBatch, Dp, Stages},                           // bubble: (p−1)/v slots of m
        {Tp, SequenceParallel, Recompute, MicroBatch, Stages},       // TP collectives
        {Pp, Vpp, Order, MicroBatch},                                // PP transfers
        {Zero, Dp, Order, Tp, Pp, Stages, Etp},                      // DP sync
        {Ep, Etp},                                                   // EP all-to-all
        {Cp},                                                        // CP send/recv
        {Zero, Tp, Pp, Stages, Etp},                                 // optimizer step
        {Tp, Pp, Vpp, Stages, Cp, Ep, Etp, Dp, MicroBatch, Recompute, Zero, SequenceParallel, Order, Gpus}, // other
    }};
    const std::size_t anyOther = byPart.size() - 1;
    return byPart[part >= 0 && static_cast<std::size_t>(part) < anyOther ? static_cast<std::size_t>(part) : anyOther];
}

// "tp 8 vs 4": a knob whose setting is a number; nothing when the two agree.
QString numberDifference(const QString &knob, int a, int b)
{
    return a == b ? QString() : SearchText::tr("%1 %2 vs %3").arg(knob).arg(a).arg(b);
}

// How `a`'s setting of one knob reads against `b`'s; nothing when they agree.
QString knobDifference(Knob knob, const RankedLayout &a, const RankedLayout &b)
{
    const Layout &x = a.layout;
    const Layout &y = b.layout;
    const Parallelism &px = x.parallelism;
    const Parallelism &py = y.parallelism;
    switch (knob) {
    case Knob::Tp:
        return numberDifference(QStringLiteral("tp"), px.tp, py.tp);
    case Knob::Pp:
        return numberDifference(QStringLiteral("pp"), px.pp, py.pp);
    case Knob::Vpp:
        return numberDifference(QStringLiteral("vpp"), px.vpp, py.vpp);
    case Knob::Cp:
        return numberDifference(QStringLiteral("cp"), px.cp, py.cp);
    case Knob::Ep:
        return numberDifference(QStringLiteral("ep"), px.ep, py.ep);
    case Knob::Etp:
        return numberDifference(QStringLiteral("etp"), px.expertTp(), py.expertTp());
    case Knob::Stages: {
        if (px.firstStageLayers == py.firstStageLayers && px.lastStageLayers == py.lastStageLayers)
            return {};
        auto split = [](const Parallelism &p) {
            const QString uneven = describeStageSplit(p);
            return uneven.isEmpty() ? SearchText::tr("even stages") : uneven;
        };
        return SearchText::tr("%1 vs %2").arg(split(px), split(py));
    }
    case Knob::Dp:
        return numberDifference(QStringLiteral("dp"), a.result.dp, b.result.dp);
    case Knob::MicroBatch:
        return numberDifference(SearchText::tr("micro-batch"), x.microBatch, y.microBatch);
    case Knob::Zero:
        return numberDifference(QStringLiteral("ZeRO"), x.zeroStage, y.zeroStage);
    case Knob::Gpus:
        return x.gpus == y.gpus ? QString() : SearchText::tr("%1 vs %2 GPUs").arg(x.gpus).arg(y.gpus);
    case Knob::Recompute:
        return x.recompute == y.recompute
                   ? QString()
                   : SearchText::tr("%1 vs %2").arg(recomputeText(x.recompute), recomputeText(y.recompute));
    case Knob::SequenceParallel:
        if (x.sequenceParallel == y.sequenceParallel)
            return {};
        return x.sequenceParallel ? SearchText::tr("sequence parallel vs not")
                                  : SearchText::tr("no sequence parallelism vs with");
    case Knob::Order:
        return px.order == py.order
                   ? QString()
                   : SearchText::tr("order %1 vs %2").arg(format::enumKey(px.order), format::enumKey(py.order));
    }
    return {};
}

// The knobs of `a` that differ from `b` among those that drive one step part.
QStringList knobDifferences(int part, const RankedLayout &a, const RankedLayout &b)
{
    QStringList out;
    for (Knob knob : partKnobs(part)) {
        const QString difference = knobDifference(knob, a, b);
        if (!difference.isEmpty())
            out << difference;
    }
    return out;
}

QString signedDuration(double seconds, const QLocale &locale)
{
    return (seconds < 0 ? QStringLiteral("−") : QStringLiteral("+")) + formatDuration(std::fabs(seconds), locale);
}

QString signedUsd(double usd, const QLocale &locale)
{
    return (usd < 0 ? QStringLiteral("−") : QStringLiteral("+")) + formatUsd(std::fabs(usd), locale);
}

} // namespace

QStringList explainBest(const RankedLayout &best, const RankedLayout &runnerUp, SearchObjective objective,
                        const QLocale &locale)
{
    QStringList lines;
    const Comparison c = compareResults(best.result, runnerUp.result);
    const double rel = runnerUp.objective != 0.0 ? (runnerUp.objective - best.objective) / runnerUp.objective : 0.0;
    QString headline = SearchText::tr("The best (%1) beats the runner-up (%2) by %3 (%4 %)")
                           .arg(formatObjective(objective, best.objective, locale),
                                formatObjective(objective, runnerUp.objective, locale),
                                objective == SearchObjective::Time
                                    ? formatDuration(runnerUp.objective - best.objective, locale)
                                    : (objective == SearchObjective::Cost
                                           ? formatUsd(runnerUp.objective - best.objective, locale)
                                           : formatObjective(objective, runnerUp.objective - best.objective, locale)),
                                locale.toString(rel * 100.0, 'f', 2));
    if (best.layout.gpus != runnerUp.layout.gpus)
        headline += SearchText::tr(" on %1 GPUs vs %2")
                        .arg(formatCount(best.layout.gpus, locale), formatCount(runnerUp.layout.gpus, locale));
    lines << SearchText::tr("%1:").arg(headline);
    lines << QStringLiteral("  ")
                 + SearchText::tr("step %1 vs %2 (%3 per step); job %4, cost %5")
                       .arg(formatDuration(best.result.stepTime, locale),
                            formatDuration(runnerUp.result.stepTime, locale), signedDuration(c.stepDelta, locale),
                            signedDuration(c.jctDelta, locale), signedUsd(c.usdDelta, locale));
    const auto labels = stepParts(StepBreakdown{});
    const double scale = std::max(std::fabs(c.stepDelta), 1e-3 * best.result.stepTime);
    int shown = 0;
    for (const BreakdownDelta &d : c.parts) {
        if (shown >= 4 || std::fabs(d.delta) < 0.05 * scale || std::fabs(d.delta) < 1e-7)
            break;
        const QString part =
            QCoreApplication::translate("PlanAnalysis", labels[static_cast<std::size_t>(d.part)].label);
        const QString what = d.delta < 0
                                 ? SearchText::tr("less %1 (%2 per step)").arg(part, signedDuration(d.delta, locale))
                                 : SearchText::tr("more %1 (%2 per step)").arg(part, signedDuration(d.delta, locale));
        const QStringList why = knobDifferences(d.part, best, runnerUp);
        lines << QStringLiteral("  %1%2").arg(
            what, why.isEmpty() ? QString() : SearchText::tr(" because %1").arg(why.join(QStringLiteral(", "))));
        ++shown;
    }
    const double jctScale = std::max(std::fabs(c.jctDelta), 1.0);
    if (std::fabs(c.checkpointDelta) >= 0.05 * jctScale)
        lines << QStringLiteral("  ")
                     + SearchText::tr("checkpoint overhead %1 over the job")
                           .arg(signedDuration(c.checkpointDelta, locale));
    if (std::fabs(c.failureDelta) >= 0.05 * jctScale)
        lines << QStringLiteral("  ")
                     + SearchText::tr("failure overhead %1 over the job").arg(signedDuration(c.failureDelta, locale));
    if (shown == 0) {
        // A tie on the objective: the order then prefers the layout with more memory headroom.
        const double bestMemory = best.result.memory.total();
        const double otherMemory = runnerUp.result.memory.total();
        lines << QStringLiteral("  ")
                     + SearchText::tr("a tie on the step time: they differ in %1, which the model prices the same; %2")
                           .arg(knobDifferences(-1, best, runnerUp).join(QStringLiteral(", ")),
                                bestMemory < otherMemory ? SearchText::tr("the best needs %1 per GPU instead of %2")
                                                               .arg(formatBinaryBytes(bestMemory, locale),
                                                                    formatBinaryBytes(otherMemory, locale))
                                                         : SearchText::tr("they need the same memory, either will do"));
    }
    return lines;
}

namespace {

// The keys of the uneven pipeline and of expert tensor parallelism, as the scenario file names
// them: the first and last stage's layers (null for the even split) and the expert
// tensor-parallel size in effect (tp unless the layout sets it).
void insertStageAndExpertKeys(QJsonObject &o, const Parallelism &p)
{
    auto layersOrNull = [](int layers) { return layers > 0 ? QJsonValue(layers) : QJsonValue(QJsonValue::Null); };
    o.insert(QStringLiteral("first_stage_layers"), layersOrNull(p.firstStageLayers));
    o.insert(QStringLiteral("last_stage_layers"), layersOrNull(p.lastStageLayers));
    o.insert(QStringLiteral("etp"), p.expertTp());
}

} // namespace

QJsonObject rankedLayoutToJson(const format::LoadedScenario &base, const RankedLayout &ranked, const PlanStudy &study,
                               SearchObjective objective)
{
    format::LoadedScenario loaded = base;
    loaded.scenario = applyLayout(base.scenario, ranked.layout);
    QJsonObject o = resultToJson(loaded, study);
    const Layout &l = ranked.layout;
    o.insert(QStringLiteral("gpus"), l.gpus);
    o.insert(QStringLiteral("tp"), l.parallelism.tp);
    o.insert(QStringLiteral("pp"), l.parallelism.pp);
    o.insert(QStringLiteral("dp"), ranked.result.dp);
    o.insert(QStringLiteral("cp"), l.parallelism.cp);
    o.insert(QStringLiteral("ep"), l.parallelism.ep);
    o.insert(QStringLiteral("vpp"), l.parallelism.vpp);
    insertStageAndExpertKeys(o, l.parallelism);
    o.insert(QStringLiteral("order"), format::enumKey(l.parallelism.order));
    o.insert(QStringLiteral("micro_batch"), l.microBatch);
    o.insert(QStringLiteral("recompute"), format::enumKey(l.recompute));
    o.insert(QStringLiteral("zero"), l.zeroStage);
    o.insert(QStringLiteral("sequence_parallel"), l.sequenceParallel);
    o.insert(QStringLiteral("objective"), format::enumKey(objective));
    o.insert(QStringLiteral("objective_value"), ranked.objective);
    return o;
}

QJsonObject searchToJson(const format::LoadedScenario &base, const SearchResult &result,
                         std::span<const PlanStudy> topStudies)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), base.name);
    o.insert(QStringLiteral("objective"), format::enumKey(result.objective));
    QJsonArray counts;
    for (int n : result.gpuCounts)
        counts.append(n);
    o.insert(QStringLiteral("gpu_counts"), counts);
    o.insert(QStringLiteral("candidates"), static_cast<double>(result.candidates));
    o.insert(QStringLiteral("pruned_by_layout"), static_cast<double>(result.prunedByLayout));
    o.insert(QStringLiteral("pruned_by_memory"), static_cast<double>(result.prunedByMemory));
    o.insert(QStringLiteral("evaluated"), static_cast<double>(result.evaluated));
    o.insert(QStringLiteral("feasible"), static_cast<double>(result.feasible));
    o.insert(QStringLiteral("seconds"), result.seconds);
    o.insert(QStringLiteral("threads"), result.threads);
    o.insert(QStringLiteral("evaluations_per_second"), result.seconds > 0 ? result.evaluated / result.seconds : 0.0);
    o.insert(QStringLiteral("cancelled"), result.cancelled);
    QJsonArray top;
    for (std::size_t i = 0; i < result.top.size() && i < topStudies.size(); ++i)
        top.append(rankedLayoutToJson(base, result.top[i], topStudies[i], result.objective));
    o.insert(QStringLiteral("top"), top);
    o.insert(QStringLiteral("why"),
             result.top.size() >= 2
                 ? QJsonValue(QJsonArray::fromStringList(explainBest(result.top[0], result.top[1], result.objective)))
                 : QJsonValue(QJsonValue::Null));
    QJsonArray pareto;
    for (const RankedLayout &r : result.pareto) {
        const Layout &l = r.layout;
        QJsonObject point{{QStringLiteral("gpus"), l.gpus},
                          {QStringLiteral("tp"), l.parallelism.tp},
                          {QStringLiteral("pp"), l.parallelism.pp},
                          {QStringLiteral("dp"), r.result.dp},
                          {QStringLiteral("cp"), l.parallelism.cp},
                          {QStringLiteral("ep"), l.parallelism.ep},
                          {QStringLiteral("vpp"), l.parallelism.vpp},
                          {QStringLiteral("micro_batch"), l.microBatch},
                          {QStringLiteral("recompute"), format::enumKey(l.recompute)},
                          {QStringLiteral("zero"), l.zeroStage},
                          {QStringLiteral("sequence_parallel"), l.sequenceParallel},
                          {QStringLiteral("order"), format::enumKey(l.parallelism.order)},
                          {QStringLiteral("predicted_days"), r.result.predictedSeconds / units::kDay},
                          {QStringLiteral("total_usd"), r.result.cost.totalUsd}};
        insertStageAndExpertKeys(point, l.parallelism);
        pareto.append(point);
    }
    o.insert(QStringLiteral("pareto"), pareto);
    QJsonArray families;
    for (const FamilyWall &f : result.families) {
        QJsonArray points;
        for (const FamilyPoint &p : f.points)
            points.append(
                QJsonObject{{QStringLiteral("gpus"), p.gpus},
                            {QStringLiteral("fits"), p.fits},
                            {QStringLiteral("predicted_days"),
                             p.fits ? QJsonValue(p.seconds / units::kDay) : QJsonValue(QJsonValue::Null)},
                            {QStringLiteral("total_usd"), p.fits ? QJsonValue(p.usd) : QJsonValue(QJsonValue::Null)}});
        families.append(QJsonObject{
            {QStringLiteral("tp"), f.tp},
            {QStringLiteral("pp"), f.pp},
            {QStringLiteral("cp"), f.cp},
            {QStringLiteral("ep"), f.ep},
            {QStringLiteral("best_gpus"), f.bestGpus},
            {QStringLiteral("sync_wall_gpus"),
             f.wallGpus > 0 ? QJsonValue(static_cast<qint64>(f.wallGpus)) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("sync_wall_days"),
             f.wallGpus > 0 ? QJsonValue(f.wallSeconds / units::kDay) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("sync_wall_usd"), f.wallGpus > 0 ? QJsonValue(f.wallUsd) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("sync_wall_micro_batch"),
             f.wallGpus > 0 ? QJsonValue(f.wallMicroBatch) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("points"), points}});
    }
    o.insert(QStringLiteral("families"), families);
    return o;
}

} // namespace jct::present
