#include "plancaption.h"

#include "app/format/catalog.h"
#include "core/model/layout.h"
#include "numberformat.h"

#include <cmath>

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>

namespace jct::present {

namespace {

// The catalog's display name without its parenthetical ("InfiniBand NDR 400 Gb/s
// (ConnectX-7, Quantum-2 QM9700)" → "InfiniBand NDR 400 Gb/s"): a caption has room for
// the name, not the parts list.
QString catalogName(format::Catalog::Kind kind, const QString &id)
{
    if (id.isEmpty() || !format::Catalog::builtIn().contains(kind, id))
        return {};
    QString name = format::Catalog::builtIn().entry(kind, id).value(QStringLiteral("name")).toString();
    static const QRegularExpression parenthetical(QStringLiteral("\\s*\\(.*\\)\\s*$"));
    name.remove(parenthetical);
    return name.trimmed();
}

// The tr() context of this file, for the program and for lupdate alike.
struct CaptionText
{
    Q_DECLARE_TR_FUNCTIONS(PlanCaption)
};

} // namespace

QString gpuShortName(const format::LoadedScenario &plan)
{
    QString name = catalogName(format::Catalog::Kind::Gpu, plan.gpuId);
    if (name.isEmpty())
        return plan.gpuId.isEmpty() ? CaptionText::tr("custom GPU") : plan.gpuId;
    for (const char *vendor : {"NVIDIA ", "AMD Instinct ", "AMD ", "Intel "})
        if (name.startsWith(QLatin1String(vendor)))
            name = name.mid(static_cast<int>(qstrlen(vendor)));
    return name.section(QLatin1Char(' '), 0, 0);
}

QString fabricShortName(const format::LoadedScenario &plan)
{
    QString name = catalogName(format::Catalog::Kind::Fabric, plan.networkPreset);
    if (name.isEmpty())
        return plan.networkPreset.isEmpty() ? CaptionText::tr("custom network") : plan.networkPreset;
    if (name.startsWith(QLatin1String("InfiniBand ")))
        name = name.mid(11);
    return name;
}

QString modelShortName(const format::LoadedScenario &plan)
{
    QString name = catalogName(format::Catalog::Kind::Model, plan.modelPreset);
    return name.isEmpty() ? CaptionText::tr("custom model") : name;
}

QString unevenStagesText(const Model &model, const Parallelism &p)
{
    const StageEnds ends = stageEnds(model, p);
    QStringList given;
    if (ends.first > 0)
        given.append(CaptionText::tr("first %1").arg(ends.first));
    if (ends.last > 0)
        given.append(CaptionText::tr("last %1").arg(ends.last));
    if (given.isEmpty())
        return {};
    const QString stages = given.join(QStringLiteral(", "));
    return ends.nearEven ? CaptionText::tr("%1 layers, near-even split").arg(stages)
                         : CaptionText::tr("%1 layers").arg(stages);
}

QString layoutLine(const Scenario &s, int dp)
{
    const Parallelism &p = s.parallelism;
    QString layout = QStringLiteral("tp%1 pp%2").arg(p.tp).arg(p.pp);
    const QString stages = p.pp > 1 ? unevenStagesText(s.model, p) : QString();
    if (!stages.isEmpty())
        layout += QStringLiteral(" (%1)").arg(stages);
    if (p.cp > 1)
        layout += QStringLiteral(" cp%1").arg(p.cp);
    if (p.ep > 1)
        layout += QStringLiteral(" ep%1").arg(p.ep);
    if (p.etp > 0 && p.etp != p.tp)
        layout += QStringLiteral(" etp%1").arg(p.etp);
    layout += QStringLiteral(" dp%1").arg(dp);
    if (p.vpp > 1)
        layout += QStringLiteral(", vpp%1").arg(p.vpp);
    return layout;
}

QString assumptionsLine(const PlanAnalysis &a)
{
    const format::LoadedScenario &plan = a.input;
    const Scenario &s = plan.scenario;
    const QString layout = layoutLine(s, a.result.dp);
    const QString tokens = CaptionText::tr("%1 B tokens").arg(formatCount(std::round(s.training.tokens / 1e9)));
    return QStringList{
        modelShortName(plan),  tokens, QStringLiteral("%1 × %2").arg(formatCount(s.cluster.gpus), gpuShortName(plan)),
        fabricShortName(plan), layout, QStringLiteral("%1/GPU-h").arg(formatUsd(s.cost.gpuHourUsd))}
        .join(QStringLiteral(" · "));
}

QString generatedPlanName(const format::LoadedScenario &plan)
{
    return QStringLiteral("%1 · %2 × %3")
        .arg(modelShortName(plan), formatCount(plan.scenario.cluster.gpus, QLocale::c()), gpuShortName(plan));
}

bool nameFollowsInputs(const format::LoadedScenario &plan)
{
    const QString name = plan.name.trimmed();
    if (name.isEmpty() || name == generatedPlanName(plan))
        return true;
    static const QRegularExpression unit(QStringLiteral("\\s*Gb/s$"));
    QString fabric = fabricShortName(plan);
    fabric.remove(unit);
    return name
           == QStringLiteral("%1 on %2 %3 (%4)")
                  .arg(modelShortName(plan), formatCount(plan.scenario.cluster.gpus, QLocale::c()), gpuShortName(plan),
                       fabric);
}

QString nameAfterChange(const format::LoadedScenario &before, const format::LoadedScenario &after)
{
    if (after.name.trimmed().isEmpty() || (after.name == before.name && nameFollowsInputs(before)))
        return generatedPlanName(after);
    return after.name;
}

QString planFileStem(const format::LoadedScenario &plan)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    if (nameFollowsInputs(plan)) {
        const QString model = plan.modelPreset.isEmpty() ? QStringLiteral("custom-model") : plan.modelPreset;
        QString gpu = gpuShortName(plan);
        gpu.replace(unsafe, QStringLiteral("-"));
        return QStringLiteral("%1_%2x%3").arg(model).arg(plan.scenario.cluster.gpus).arg(gpu);
    }
    QString stem = plan.name.trimmed();
    stem.replace(unsafe, QStringLiteral("-"));
    stem = stem.left(60);
    while (stem.startsWith(QLatin1Char('-')) || stem.startsWith(QLatin1Char('.')))
        stem.remove(0, 1);
    while (stem.endsWith(QLatin1Char('-')))
        stem.chop(1);
    return stem.isEmpty() ? QStringLiteral("plan") : stem;
}

QString exportFileName(const format::LoadedScenario &plan, const QString &what, const QString &suffix)
{
    return QStringLiteral("%1_%2.%3").arg(planFileStem(plan), what, suffix);
}

ChartCaption chartCaption(const PlanAnalysis &a)
{
    // A name that follows the inputs ("GPT-3 175B · 1,024 × H100") says again what the
    // assumptions line says: only a name the user gave gets its own line.
    return {QString(), nameFollowsInputs(a.input) ? QString() : a.input.name, assumptionsLine(a)};
}

} // namespace jct::present
