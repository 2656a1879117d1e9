#include "reportinputs.h"

#include "app/format/scenariojson.h"
#include "app/present/numberformat.h"
#include "reporttr.h"

#include <algorithm>
#include <cmath>

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace jct::report {

namespace {

using FlatKeys = format::FlatJson;

// The unit a key's suffix names ("_gbps" → "Gbit/s"), and in *base the key without it.
// The first match wins: longer suffixes come first, so that "_hour_usd" is not read as
// "_usd" nor "_power_w" as "_w".
QString unitOfSuffix(const QString &key, QString *base)
{
    struct Suffix
    {
        const char *suffix;
        const char *unit;
    };
    static const Suffix suffixes[] = {
        {"_gbps_per_gpu", QT_TRANSLATE_NOOP("Report", "Gbit/s per GPU")},
        {"_gb_per_s", "GB/s"},
        {"_gbps", "Gbit/s"},
        {"_us", "µs"},
        {"_ms", "ms"},
        {"_hours", "h"},
        {"_minutes", "min"},
        {"_hour_usd", "USD/GPU-h"},
        {"kwh_usd", "USD/kWh"},
        {"_usd", "USD"},
        {"_power_w", "W"},
        {"_w", "W"},
        {"_gib", "GiB"},
        {"_kib", "KiB"},
        {"_bytes", QT_TRANSLATE_NOOP("Report", "bytes")},
        {"_tflops", "TFLOP/s"},
        {"_gb", "GB"},
    };
    *base = key;
    for (const Suffix &s : suffixes) {
        if (!key.endsWith(QLatin1String(s.suffix)))
            continue;
        *base = key.left(key.size() - static_cast<int>(qstrlen(s.suffix)));
        // A few keys would lose the word that says what they measure with the unit.
        if (QLatin1String(s.suffix) == QLatin1String("kwh_usd"))
            *base = QStringLiteral("energy_price");
        else if (QLatin1String(s.suffix) == QLatin1String("_power_w"))
            *base += QStringLiteral("_power");
        else if (QLatin1String(s.suffix) == QLatin1String("_hour_usd"))
            *base += QStringLiteral("_hour_price");
        return Report::tr(s.unit);
    }
    return {};
}

// The unit of a key whose name, not its suffix, says what it counts.
QString unitOfName(const QString &key)
{
    if (key == QLatin1String("tokens"))
        return Report::tr("tokens");
    if (key == QLatin1String("gpus") || key == QLatin1String("gpus_per_node"))
        return Report::tr("GPUs");
    if (key == QLatin1String("capacity_factor") || key == QLatin1String("load_imbalance"))
        return Report::tr("× balanced load");
    if (key.endsWith(QLatin1String("_layers")) || key == QLatin1String("every"))
        return Report::tr("layers");
    if (key.endsWith(QLatin1String("_rate")) || key.endsWith(QLatin1String("_probability"))
        || key.endsWith(QLatin1String("_factor")) || key.endsWith(QLatin1String("_cv")))
        return Report::tr("fraction");
    if (key == QLatin1String("global_batch") || key == QLatin1String("micro_batch"))
        return Report::tr("sequences");
    if (key == QLatin1String("seq_len"))
        return Report::tr("tokens");
    return {};
}

// "gpu_mtbf" → "GPU MTBF": words of a key, abbreviations spelt as people write them; the
// parallel degrees stay lower case, as the layout line writes them.
QString labelOf(const QString &base)
{
    static const QHash<QString, QString> words{
        {QStringLiteral("gpu"), QStringLiteral("GPU")},
        {QStringLiteral("gpus"), QStringLiteral("GPUs")},
        {QStringLiteral("mtbf"), QStringLiteral("MTBF")},
        {QStringLiteral("nic"), QStringLiteral("NIC")},
        {QStringLiteral("pue"), QStringLiteral("PUE")},
        {QStringLiteral("mtu"), QStringLiteral("MTU")},
        {QStringLiteral("kv"), QStringLiteral("KV")},
        {QStringLiteral("ffn"), QStringLiteral("FFN")},
        {QStringLiteral("moe"), QStringLiteral("MoE")},
        {QStringLiteral("cv"), QStringLiteral("CV")},
        {QStringLiteral("ecmp"), QStringLiteral("ECMP")},
        {QStringLiteral("zero"), QStringLiteral("ZeRO stage")},
        {QStringLiteral("tp"), QStringLiteral("tp")},
        {QStringLiteral("pp"), QStringLiteral("pp")},
        {QStringLiteral("cp"), QStringLiteral("cp")},
        {QStringLiteral("ep"), QStringLiteral("ep")},
        {QStringLiteral("vpp"), QStringLiteral("vpp")},
        {QStringLiteral("seq"), QStringLiteral("sequence")},
        {QStringLiteral("len"), QStringLiteral("length")},
        {QStringLiteral("etp"), QStringLiteral("etp")},
        {QStringLiteral("mtp"), QStringLiteral("MTP")},
        {QStringLiteral("q"), QStringLiteral("Q")},
        {QStringLiteral("qk"), QStringLiteral("QK")},
        {QStringLiteral("v"), QStringLiteral("V")},
        {QStringLiteral("lora"), QStringLiteral("LoRA")},
        {QStringLiteral("rope"), QStringLiteral("RoPE")},
        {QStringLiteral("nope"), QStringLiteral("NoPE")},
        {QStringLiteral("grad"), QStringLiteral("gradient")},
        {QStringLiteral("param"), QStringLiteral("parameter")},
        {QStringLiteral("comm"), QStringLiteral("communication")},
    };
    // Keys whose words alone would not read as people say them.
    static const QHash<QString, QString> whole{
        {QStringLiteral("head_dim"), QStringLiteral("Head size")},
        {QStringLiteral("tp_comm_overlap"), QStringLiteral("TP communication overlap")},
        {QStringLiteral("overlap_moe_expert_parallel_comm"), QStringLiteral("Expert-parallel all-to-all overlap")},
        {QStringLiteral("every"), QStringLiteral("MoE layer every")},
        {QStringLiteral("alpha"), QStringLiteral("Fitted α per call")},
        {QStringLiteral("busbw"), QStringLiteral("Fitted bus bandwidth")},
        {QStringLiteral("source"), QStringLiteral("nccl-tests log")},
        {QStringLiteral("target"), QStringLiteral("Calibrates")},
    };
    if (const auto it = whole.constFind(base); it != whole.constEnd())
        return *it;
    static const QStringList degrees{QStringLiteral("tp"), QStringLiteral("pp"),  QStringLiteral("cp"),
                                     QStringLiteral("ep"), QStringLiteral("vpp"), QStringLiteral("etp")};
    QStringList parts = base.split(QLatin1Char('_'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const auto it = words.constFind(parts[i]);
        if (it != words.constEnd())
            parts[i] = *it;
        if (i == 0 && !degrees.contains(parts[i]))
            parts[i][0] = parts[i][0].toUpper();
    }
    return parts.join(QLatin1Char(' '));
}

// The unit of a scenario key, and in *label the words a reader knows it by.
QString unitForKey(const QString &key, QString *label)
{
    QString base;
    QString unit = unitOfSuffix(key, &base);
    if (unit.isEmpty())
        unit = unitOfName(key);
    *label = labelOf(base);
    return unit;
}

QString jsonText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return Report::tr("none");
    case QJsonValue::Bool:
        return v.toBool() ? Report::tr("yes") : Report::tr("no");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::fabs(d) < 1e15 && d == std::round(d))
            return reportLocale().toString(static_cast<qlonglong>(d));
        // Four significant digits, trailing zeros dropped (a fitted latency of 1.7417516 µs
        // reads 1.742, a price of 2.5 stays 2.5); never scientific.
        QString text = present::formatSignificant(d, 4, reportLocale(), 9);
        const QChar point = reportLocale().decimalPoint().front();
        if (text.contains(point)) {
            while (text.endsWith(QLatin1Char('0')))
                text.chop(1);
            if (text.endsWith(point))
                text.chop(1);
        }
        return text;
    }
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array: {
        QStringList parts;
        for (const auto &e : v.toArray())
            parts.append(jsonText(e));
        return parts.join(QStringLiteral(", "));
    }
    case QJsonValue::Object:
        return QStringLiteral("{…}");
    }
    return {};
}

// The keys for today's stacks that a scenario file leaves out (or writes null) at their
// default, filled with what the engine uses, so that the table lists them all: each
// "section.key" filled is added to *filled, to be marked as a default.
void addTodaysDefaults(QJsonObject &json, const Scenario &s, QSet<QString> *filled)
{
    auto fill = [&](const char *section, const QString &key, const QJsonValue &value) {
        const QString name = QLatin1String(section);
        QJsonObject object = json.value(name).toObject();
        // One level of nesting ("moe.every"), as the file has.
        const QString outer = key.section(QLatin1Char('.'), 0, 0);
        const QString inner = key.section(QLatin1Char('.'), 1);
        QJsonObject nested = inner.isEmpty() ? object : object.value(outer).toObject();
        const QString leaf = inner.isEmpty() ? key : inner;
        if (nested.contains(leaf) && !nested.value(leaf).isNull())
            return;
        nested.insert(leaf, value);
        if (inner.isEmpty())
            object = nested;
        else
            object.insert(outer, nested);
        json.insert(name, object);
        filled->insert(name + QLatin1Char('.') + key);
    };
    const Model &m = s.model;
    fill("model", QStringLiteral("head_dim"),
         m.attention == Attention::Mla ? QJsonValue(Report::tr("set by MLA")) : QJsonValue(m.headSize()));
    fill("model", QStringLiteral("attention"), QStringLiteral("standard"));
    fill("model", QStringLiteral("mtp_layers"), 0);
    fill("model", QStringLiteral("moe.shared_expert_ffn"), m.moe.sharedFfn());
    fill("model", QStringLiteral("moe.every"), 1);
    fill("model", QStringLiteral("moe.capacity_factor"), Report::tr("dropless"));
    fill("model", QStringLiteral("moe.load_imbalance"), 1.0);
    const Parallelism &p = s.parallelism;
    fill("parallelism", QStringLiteral("etp"), p.expertTp());
    const QString even = p.pp > 1 ? Report::tr("even split") : Report::tr("one stage");
    fill("parallelism", QStringLiteral("first_stage_layers"), even);
    fill("parallelism", QStringLiteral("last_stage_layers"), even);
}

// One key of a section, for every plan: its value as text (marked when the plan took
// the default) and as a number when it is one, for Δ and the ratio.
Row inputRow(const Plans &plans, const QVector<FlatKeys> &perPlan, const QVector<QSet<QString>> &filled,
             const QString &section, const QString &key)
{
    Row row;
    row.unit = unitForKey(key.section(QLatin1Char('.'), -1), &row.label);
    if (key.contains(QLatin1Char('.')))
        row.label = key.section(QLatin1Char('.'), 0, -2) + QStringLiteral(" · ") + row.label;
    row.decimals = 2;
    for (int i = 0; i < perPlan.size(); ++i) {
        QJsonValue value;
        for (const auto &kv : perPlan[i])
            if (kv.first == key)
                value = kv.second;
        QString text = jsonText(value);
        if (key == QLatin1String("checkpoint_interval_minutes") && value.isNull())
            text = Report::tr("Daly's optimum");
        const QString path = section + QLatin1Char('.') + key;
        if (plans[i]->input.assumed.contains(path) || filled[i].contains(path))
            text += Report::tr(" (default)");
        row.texts.append(text);
        row.values.append(value.isDouble() ? value.toDouble() : kNaN);
    }
    // A unit for numbers only: "none GB" or "dropless × balanced load" say nothing more.
    if (std::none_of(row.values.cbegin(), row.values.cend(), [](double v) { return std::isfinite(v); }))
        row.unit.clear();
    return row;
}

// The lossless-Ethernet terms apply only to a lossless fabric (the window hides them too): on
// lossy plans the report lists `lossless: false` alone.
bool notLossless(const Plans &plans)
{
    return std::none_of(plans.cbegin(), plans.cend(), [](const auto *p) { return p->input.scenario.fabric.lossless; });
}

bool isLosslessDetail(const QString &key)
{
    return key == QLatin1String("pfc_pause_fraction") || key == QLatin1String("switch_buffer_kib")
           || key == QLatin1String("ecn_mark_fraction") || key == QLatin1String("ecn_rate_cut");
}

QVector<Row> inputRows(const Plans &plans)
{
    // Section headings are words for the reader; the rows keep the file's key names.
    static const char *sections[][2] = {
        {"model", QT_TRANSLATE_NOOP("Report", "Model")},
        {"training", QT_TRANSLATE_NOOP("Report", "Training")},
        {"parallelism", QT_TRANSLATE_NOOP("Report", "Parallel layout")},
        {"cluster", QT_TRANSLATE_NOOP("Report", "Cluster")},
        {"network", QT_TRANSLATE_NOOP("Report", "Network")},
        {"calibration", QT_TRANSLATE_NOOP("Report", "Network calibrated from nccl-tests")},
        {"storage", QT_TRANSLATE_NOOP("Report", "Storage and checkpoints")},
        {"reliability", QT_TRANSLATE_NOOP("Report", "Reliability")},
        {"stragglers", QT_TRANSLATE_NOOP("Report", "Stragglers")},
        {"cost", QT_TRANSLATE_NOOP("Report", "Cost")}};
    // The scenario as its file writes it: the report shows the keys a user edits.
    QVector<QJsonObject> json;
    QVector<QSet<QString>> filled(plans.size());
    for (qsizetype i = 0; i < plans.size(); ++i) {
        json.append(format::scenarioToJson(plans[i]->input));
        addTodaysDefaults(json.last(), plans[i]->input.scenario, &filled[i]);
    }
    QVector<Row> rows;
    for (const auto &section : sections) {
        const QString name = QLatin1String(section[0]);
        if (std::none_of(json.cbegin(), json.cend(), [&](const QJsonObject &o) { return o.contains(name); }))
            continue; // an optional section no plan has (calibration)
        rows.append(headingRow(Report::tr(section[1])));
        QVector<FlatKeys> perPlan;
        for (const QJsonObject &o : json) {
            perPlan.append(format::flattenJson(o.value(name).toObject()));
        }
        // Keys of every plan, in the first plan's order, then any only the other has.
        QStringList order;
        for (const auto &flat : perPlan)
            for (const auto &kv : flat)
                if (!order.contains(kv.first))
                    order.append(kv.first);
        for (const QString &key : order)
            if (!(name == QLatin1String("network") && notLossless(plans) && isLosslessDetail(key)))
                rows.append(inputRow(plans, perPlan, filled, name, key));
    }
    return rows;
}

} // namespace

QString inputsHtml(const Plans &plans)
{
    // The rows are named after the scenario file's keys (INTERFACES.md), in English in every
    // language, so that a reader finds them in the file; the section headings, the words
    // among the values (yes, none, even split) and the units are in the reader's language.
    return Report::tr("<p>Every input of the plan, as the engine was given it (defaults marked), under the "
                      "names of the scenario file's keys. Bandwidths in Gbit/s, latencies in µs, times in the unit "
                      "shown.</p>")
           + tableHtml(inputRows(plans), plans, Report::tr("Input"));
}

} // namespace jct::report
