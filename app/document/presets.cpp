#include "presets.h"

#include <QCoreApplication>

namespace jct::document {

namespace {

// Keys a change reports neither as changed nor as the user's: the plan's own words, and
// the stage sizes a new model drops on purpose (they count the old model's layers).
bool bookkeeping(const QString &keyPath)
{
    return keyPath == QLatin1String("name") || keyPath == QLatin1String("description")
           || keyPath == QLatin1String("format") || keyPath == QLatin1String("version")
           || keyPath == QLatin1String("parallelism.first_stage_layers")
           || keyPath == QLatin1String("parallelism.last_stage_layers");
}

PresetChange applyOnly(const format::LoadedScenario &plan, const QString &section, const QString &id);

// What the preset changed, and which of those values were the user's: a value is the
// user's when the plan had it away from what its old preset gives (the old preset applied
// again to the same plan).
void listChanges(PresetChange &change, const format::LoadedScenario &before, const QString &section)
{
    const QJsonObject old = format::scenarioToJson(before);
    const QJsonObject now = format::scenarioToJson(*change.plan);
    const QJsonValue oldId = format::jsonValueAt(old, section);
    const PresetChange again = oldId.isString() ? applyOnly(before, section, oldId.toString()) : PresetChange{};
    const QJsonObject defaults = again.plan ? format::scenarioToJson(*again.plan) : old;
    for (const auto &[key, value] : format::flattenJson(old)) {
        if (bookkeeping(key) || key == section || format::jsonValueAt(now, key) == value)
            continue;
        change.changed.append(key);
        // A new model's shape is the model: only its data and training keys can be the user's.
        const bool shape = section == QLatin1String("model.preset") && key.startsWith(QLatin1String("model."));
        if (again.plan && !shape && format::jsonValueAt(defaults, key) != value)
            change.yours.append(key);
    }
}

PresetChange applyOnly(const format::LoadedScenario &plan, const QString &section, const QString &id)
{
    QJsonObject json = format::scenarioToJson(plan);
    PresetChange change;
    if (section == QLatin1String("cluster.gpu")) {
        QJsonObject cluster = json.value(QStringLiteral("cluster")).toObject();
        cluster.insert(QStringLiteral("gpu"), id);
        json.insert(QStringLiteral("cluster"), cluster);
        // The new GPU's catalog price and power replace the old GPU's.
        QJsonObject cost = json.value(QStringLiteral("cost")).toObject();
        const QJsonObject entry = format::Catalog::builtIn().entry(format::Catalog::Kind::Gpu, id);
        cost.insert(QStringLiteral("gpu_hour_usd"), entry.value(QStringLiteral("price_usd_per_hour")));
        cost.insert(QStringLiteral("gpu_power_w"), entry.value(QStringLiteral("power_w")));
        json.insert(QStringLiteral("cost"), cost);
        change.description = QCoreApplication::translate("jct::document::Presets", "Change GPU to %1").arg(id);
    } else if (section == QLatin1String("network.preset")) {
        json.insert(
            QStringLiteral("network"),
            QJsonObject{{QStringLiteral("preset"), id}, {QStringLiteral("loss_rate"), plan.scenario.fabric.lossRate}});
        change.description = QCoreApplication::translate("jct::document::Presets", "Change interconnect to %1").arg(id);
    } else if (section == QLatin1String("model.preset")) {
        json.insert(QStringLiteral("model"), QJsonObject{{QStringLiteral("preset"), id}});
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        const double tokens = format::Catalog::builtIn()
                                  .entry(format::Catalog::Kind::Model, id)
                                  .value(QStringLiteral("tokens"))
                                  .toDouble();
        if (tokens > 0.0)
            training.insert(QStringLiteral("tokens"), tokens);
        json.insert(QStringLiteral("training"), training);
        // An uneven pipeline's stage sizes count the old model's layers: the new one splits evenly.
        QJsonObject parallelism = json.value(QStringLiteral("parallelism")).toObject();
        parallelism.remove(QStringLiteral("first_stage_layers"));
        parallelism.remove(QStringLiteral("last_stage_layers"));
        json.insert(QStringLiteral("parallelism"), parallelism);
        change.description = QCoreApplication::translate("jct::document::Presets", "Change model to %1").arg(id);
    } else if (section == QLatin1String("training.precision")) {
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        training.insert(QStringLiteral("precision"), id);
        training.remove(QStringLiteral("gradient_bytes"));
        json.insert(QStringLiteral("training"), training);
        QJsonObject cluster = json.value(QStringLiteral("cluster")).toObject();
        if (!plan.gpuId.isEmpty())
            cluster.insert(QStringLiteral("gpu"), plan.gpuId);
        json.insert(QStringLiteral("cluster"), cluster);
        change.description = QCoreApplication::translate("jct::document::Presets", "Change precision to %1").arg(id);
    } else if (section == QLatin1String("training.framework")) {
        // The framework's defaults (which transfers overlap, the gradient reduction width)
        // apply as when a file names only the framework; tp_comm_overlap defaults alike.
        QJsonObject training = json.value(QStringLiteral("training")).toObject();
        training.insert(QStringLiteral("framework"), id);
        for (const char *key :
             {"overlap_grad_reduce", "overlap_param_gather", "overlap_moe_expert_parallel_comm", "gradient_bytes"})
            training.remove(QLatin1String(key));
        json.insert(QStringLiteral("training"), training);
        change.description = QCoreApplication::translate("jct::document::Presets", "Change framework to %1").arg(id);
    }
    const format::ScenarioReadResult read = format::readScenarioObject(json);
    if (!read.ok()) {
        change.error = read.error.toString();
        return change;
    }
    change.plan = *read.loaded;
    change.plan->name = plan.name;
    return change;
}

} // namespace

PresetChange applyPreset(const format::LoadedScenario &plan, const QString &section, const QString &id)
{
    PresetChange change = applyOnly(plan, section, id);
    if (change.plan)
        listChanges(change, plan, section);
    return change;
}

std::optional<format::LoadedScenario> keepValues(const format::LoadedScenario &changed,
                                                 const format::LoadedScenario &before, const QStringList &keys,
                                                 QString *error)
{
    QJsonObject json = format::scenarioToJson(changed);
    const QJsonObject old = format::scenarioToJson(before);
    for (const QString &key : keys)
        format::setJsonValueAt(json, key, format::jsonValueAt(old, key));
    const format::ScenarioReadResult read = format::readScenarioObject(json);
    if (!read.ok()) {
        if (error)
            *error = read.error.toString();
        return std::nullopt;
    }
    format::LoadedScenario kept = *read.loaded;
    kept.name = changed.name;
    return kept;
}

} // namespace jct::document
