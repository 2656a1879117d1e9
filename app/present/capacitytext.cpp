#include "capacitytext.h"

#include "core/model/units.h"
#include "numberformat.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonValue>

namespace jct::present {

namespace {

// The tr() context of this file, for the program and for lupdate alike.
struct CapacityText
{
    Q_DECLARE_TR_FUNCTIONS(Capacity)
};

QString days(double seconds, const QLocale &locale)
{
    return QCoreApplication::translate("Units", "%1 days")
        .arg(formatQuantity(seconds / units::kDay, 2, QString(), locale));
}

// The fastest count to name: the fastest that runs as stated (an even batch split), where
// one does; else the fastest of all.
const CapacityPoint &fastestAnswer(const DeadlineAnswer &d)
{
    return d.fastestEven.valid() ? d.fastestEven : d.fastest;
}

QJsonValue point(const CapacityPoint &p)
{
    if (!p.valid())
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("gpus"), p.gpus},
                       {QStringLiteral("dp"), p.dp},
                       {QStringLiteral("predicted_days"), p.predictedSeconds / units::kDay},
                       {QStringLiteral("total_usd"), p.totalUsd},
                       {QStringLiteral("usd_per_million_tokens"), p.usdPerMillionTokens},
                       {QStringLiteral("even_batch"), p.evenBatch}};
}

} // namespace

CapacityAnswers answerCapacity(const Scenario &s, double deadlineSeconds, const QLocale &locale)
{
    CapacityAnswers a;
    a.deadlineSeconds = deadlineSeconds;
    a.deadline = fewestGpusForDeadline(s, deadlineSeconds);
    a.cheapest = cheapestPerToken(s);
    a.sla = checkSla(s, deadlineSeconds);
    const Parallelism &p = s.parallelism;
    const QString family = CapacityText::tr("tp %1 · pp %2 · cp %3, global batch %4")
                               .arg(p.tp)
                               .arg(p.pp)
                               .arg(p.cp)
                               .arg(formatCount(s.training.globalBatch, locale));
    const QString deadline = days(deadlineSeconds, locale);

    if (a.deadline.reachable) {
        // The answer is a plan `jct eval` takes: the fewest GPUs whose dp splits the global
        // batch evenly. A smaller count with an uneven split is named after it, as what a
        // global batch that splits over it would give.
        const CapacityPoint &f = a.deadline.fewest;
        const CapacityPoint &e = a.deadline.fewestEven; // f itself when its split is even
        if (e.valid())
            a.fewestText = CapacityText::tr("Fewest GPUs to finish within %1: %2 GPUs (dp %3; %4), predicted %5 "
                                            "including checkpoints and expected failures, total cost %6.")
                               .arg(deadline, formatCount(e.gpus, locale))
                               .arg(formatCount(e.dp, locale))
                               .arg(family, days(e.predictedSeconds, locale), formatUsd(e.totalUsd, locale));
        else
            a.fewestText = CapacityText::tr("No GPU count whose data-parallel size splits the %1 micro-batches evenly "
                                            "finishes within %2 (%3).")
                               .arg(formatCount(maxDataParallel(s), locale), deadline, family);
        if (!f.evenBatch)
            a.fewestText += QLatin1Char(' ')
                            + CapacityText::tr("%1 GPUs (dp %2) would, predicted %3, with a global batch that splits "
                                               "over %2 ranks: the %4 micro-batches do not (some ranks would run one "
                                               "more).")
                                  .arg(formatCount(f.gpus, locale))
                                  .arg(formatCount(f.dp, locale))
                                  .arg(days(f.predictedSeconds, locale), formatCount(maxDataParallel(s), locale));
    } else if (a.deadline.fastest.valid()) {
        const CapacityPoint &f = fastestAnswer(a.deadline);
        a.fewestText =
            CapacityText::tr("Not reachable: no GPU count of this layout (%1) finishes within %2. The fastest is %3 at "
                             "%4 GPUs.")
                .arg(family, deadline, days(f.predictedSeconds, locale), formatCount(f.gpus, locale));
    } else {
        a.fewestText =
            CapacityText::tr("Not reachable: no GPU count of this layout (%1) gives a plan that can run (each runs out "
                             "of memory or cannot finish).")
                .arg(family);
    }

    if (a.cheapest.valid())
        a.cheapestText =
            CapacityText::tr("Least cost per trained token: %1 GPUs (dp %2), %3 per million tokens (%4 in all), "
                             "predicted %5.")
                .arg(formatCount(a.cheapest.gpus, locale))
                .arg(formatCount(a.cheapest.dp, locale))
                .arg(formatUsd(a.cheapest.usdPerMillionTokens, locale), formatUsd(a.cheapest.totalUsd, locale),
                     days(a.cheapest.predictedSeconds, locale));
    else
        a.cheapestText =
            CapacityText::tr("Least cost per trained token: no GPU count of this layout gives a plan that can run.");

    const QString cluster = CapacityText::tr("%1 GPUs").arg(formatCount(s.cluster.gpus, locale));
    if (!a.sla.runs)
        a.slaText = CapacityText::tr("Deadline check: this plan (%1) cannot run as given, so it cannot meet %2.")
                        .arg(cluster, deadline);
    else if (a.sla.meets)
        a.slaText =
            CapacityText::tr("Deadline check: yes, this cluster (%1) meets %2 with %3 to spare (%4 of GPU time at the "
                             "cluster's rate); predicted %5.")
                .arg(cluster, deadline, days(a.sla.marginSeconds, locale), formatUsd(a.sla.marginUsd, locale),
                     days(a.sla.predictedSeconds, locale));
    else
        a.slaText = CapacityText::tr(
                        "Deadline check: no, this cluster (%1) misses %2 by %3 (%4 of GPU time at the cluster's rate); "
                        "predicted %5.")
                        .arg(cluster, deadline, days(-a.sla.marginSeconds, locale), formatUsd(-a.sla.marginUsd, locale),
                             days(a.sla.predictedSeconds, locale));
    return a;
}

QJsonObject capacityToJson(const CapacityAnswers &a)
{
    // A plan that cannot run has no predicted time nor margin: null, not 0.
    const auto slaFigure = [&a](double value) { return a.sla.runs ? QJsonValue(value) : QJsonValue(QJsonValue::Null); };
    return QJsonObject{
        {QStringLiteral("deadline_days"), a.deadlineSeconds / units::kDay},
        {QStringLiteral("fewest_gpus"),
         // As the text answers: a count whose dp splits the global batch evenly (a plan
         // `jct eval` takes); a smaller one that would with an uneven split under its own key.
         QJsonObject{{QStringLiteral("reachable"), a.deadline.fewestEven.valid()},
                     {QStringLiteral("answer"), point(a.deadline.fewestEven)},
                     {QStringLiteral("fewest_even_split"), point(a.deadline.fewestEven)},
                     {QStringLiteral("fewest_uneven_split"), a.deadline.reachable && !a.deadline.fewest.evenBatch
                                                                 ? point(a.deadline.fewest)
                                                                 : QJsonValue(QJsonValue::Null)},
                     {QStringLiteral("fastest"), point(fastestAnswer(a.deadline))}}},
        {QStringLiteral("least_cost_per_token"), point(a.cheapest)},
        {QStringLiteral("sla"),
         QJsonObject{{QStringLiteral("runs"), a.sla.runs},
                     {QStringLiteral("meets"), a.sla.meets},
                     {QStringLiteral("predicted_days"), slaFigure(a.sla.predictedSeconds / units::kDay)},
                     {QStringLiteral("margin_days"), slaFigure(a.sla.marginSeconds / units::kDay)},
                     {QStringLiteral("margin_usd"), slaFigure(a.sla.marginUsd)}}},
    };
}

} // namespace jct::present
