#include "reportwriter.h"

#include "app/format/enumnames.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "core/model/units.h"
#include "reportcharts.h"
#include "widgets/chartexport.h"
#include "widgets/chartview.h"

#include <cmath>
#include <functional>
#include <limits>
#include <map>

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QUrl>

namespace jct::report {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kDpi = 96;             // layout units: 1/96 inch
constexpr double kMarginSide = 60.0; // ≈ 16 mm
constexpr double kMarginTop = 82.0;  // header band ≈ 22 mm
constexpr double kMarginBottom = 72.0;

const QLocale &en()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString num(double v, int decimals)
{
    if (!std::isfinite(v))
        return QStringLiteral("—");
    return en().toString(v, 'f', decimals);
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// One line of a table: a label, a unit and one value per plan (numbers also kept raw for
// the Δ and ratio columns of a comparison).
struct Row
{
    QString label;
    QString unit;
    QStringList texts;
    QVector<double> values;
    int decimals = 2;
    bool heading = false;
};

using Plans = QVector<const present::PlanAnalysis *>;

Row numberRow(const Plans &plans, const QString &label, const QString &unit, int decimals,
              const std::function<double(const present::PlanAnalysis &)> &get)
{
    Row row{label, unit, {}, {}, decimals, false};
    for (const present::PlanAnalysis *p : plans) {
        const double v = p->runs() ? get(*p) : kNaN;
        row.values.append(v);
        row.texts.append(num(v, decimals));
    }
    return row;
}

Row textRow(const Plans &plans, const QString &label, const QString &unit,
            const std::function<QString(const present::PlanAnalysis &)> &get)
{
    Row row{label, unit, {}, {}, 0, false};
    for (const present::PlanAnalysis *p : plans) {
        row.texts.append(get(*p));
        row.values.append(kNaN);
    }
    return row;
}

Row headingRow(const QString &label)
{
    Row row;
    row.label = label;
    row.heading = true;
    return row;
}

QString tableHtml(const QVector<Row> &rows, const Plans &plans, const QString &itemHeader = QStringLiteral("Item"))
{
    const bool compare = plans.size() > 1;
    QString h = QStringLiteral("<table class=\"t\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">");
    h += QStringLiteral("<thead><tr>");
    auto th = [&](const QString &text, int width, bool right) {
        h += QStringLiteral("<th width=\"%1%\" align=\"%2\">%3</th>")
                 .arg(width)
                 .arg(right ? QStringLiteral("right") : QStringLiteral("left"), esc(text));
    };
    if (compare) {
        th(itemHeader, 34, false);
        th(QStringLiteral("Unit"), 13, false);
        th(QStringLiteral("A"), 14, true);
        th(QStringLiteral("B"), 14, true);
        th(QStringLiteral("Δ (B − A)"), 14, true);
        th(QStringLiteral("B / A"), 11, true);
    } else {
        th(itemHeader, 52, false);
        th(QStringLiteral("Value"), 28, true);
        th(QStringLiteral("Unit"), 20, false);
    }
    h += QStringLiteral("</tr></thead>");
    const int columns = compare ? 6 : 3;
    for (const Row &row : rows) {
        if (row.heading) {
            h += QStringLiteral("<tr><td class=\"sub\" colspan=\"%1\"><b>%2</b></td></tr>")
                     .arg(columns)
                     .arg(esc(row.label));
            continue;
        }
        h += QStringLiteral("<tr><td>%1</td>").arg(esc(row.label));
        if (compare) {
            h += QStringLiteral("<td>%1</td>").arg(esc(row.unit));
            for (const QString &t : row.texts)
                h += QStringLiteral("<td align=\"right\">%1</td>").arg(esc(t));
            const double a = row.values.value(0, kNaN);
            const double b = row.values.value(1, kNaN);
            QString delta = QStringLiteral("—");
            QString ratio = QStringLiteral("—");
            if (std::isfinite(a) && std::isfinite(b)) {
                const double d = b - a;
                const QString magnitude = num(std::fabs(d), row.decimals);
                delta = magnitude == num(0.0, row.decimals)
                            ? magnitude
                            : (d > 0 ? QStringLiteral("+") : QStringLiteral("−")) + magnitude;
                if (a != 0.0)
                    ratio = en().toString(b / a, 'f', 3);
            } else if (row.texts.size() == 2) {
                delta = row.texts[0] == row.texts[1] ? QStringLiteral("same") : QStringLiteral("differs");
            }
            h += QStringLiteral("<td align=\"right\">%1</td><td align=\"right\">%2</td>").arg(esc(delta), esc(ratio));
        } else {
            h += QStringLiteral("<td align=\"right\">%1</td><td>%2</td>").arg(esc(row.texts.value(0)), esc(row.unit));
        }
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");
    return h;
}

QString sentenceCase(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

double utilization(const present::PlanAnalysis &p)
{
    const Result &r = p.result;
    return r.stepTime > 0.0 ? 100.0 * (r.step.compute + r.step.recompute) / r.stepTime : kNaN;
}

// ---- sections

QVector<Row> summaryRows(const Plans &plans)
{
    using A = const present::PlanAnalysis &;
    QVector<Row> rows;
    rows << numberRow(plans, QStringLiteral("Predicted job completion time (JCT)"), QStringLiteral("days"), 2,
                      [](A p) { return p.result.predictedSeconds / units::kDay; })
         << numberRow(plans, QStringLiteral("Theoretical minimum (compute only)"), QStringLiteral("days"), 2,
                      [](A p) { return p.result.theoreticalSeconds / units::kDay; })
         << numberRow(plans, QStringLiteral("Efficiency (minimum / predicted)"), QStringLiteral("%"), 1,
                      [](A p) { return 100.0 * p.result.efficiency; })
         << textRow(plans, QStringLiteral("Verdict"), QString(),
                    [](A p) { return format::enumLabel(boundOf(p.result.efficiency)); })
         << numberRow(plans, QStringLiteral("Total cost"), QStringLiteral("USD"), 0,
                      [](A p) { return p.result.cost.totalUsd; })
         << numberRow(plans, QStringLiteral("Cost per million tokens"), QStringLiteral("USD"), 2,
                      [](A p) { return p.result.cost.perMillionTokensUsd; })
         << numberRow(plans, QStringLiteral("GPU-hours"), QStringLiteral("GPU-h"), 0,
                      [](A p) { return p.result.cost.gpuHours; })
         << numberRow(plans, QStringLiteral("GPU utilization (compute share of a step)"), QStringLiteral("%"), 1,
                      utilization)
         << numberRow(plans, QStringLiteral("Model FLOPs utilization (MFU)"), QStringLiteral("%"), 1,
                      [](A p) { return 100.0 * p.result.mfu; })
         << numberRow(plans, QStringLiteral("Throughput per GPU (model FLOPs)"), QStringLiteral("TFLOP/s"), 1,
                      [](A p) { return p.result.tflopsPerGpu; })
         << numberRow(plans, QStringLiteral("Cost of an idle minute"), QStringLiteral("USD/min"), 2,
                      [](A p) { return p.result.cost.perIdleMinuteUsd; })
         << numberRow(plans, QStringLiteral("Idle cost over the job"), QStringLiteral("USD"), 0,
                      [](A p) { return p.result.cost.idleUsd; })
         << numberRow(plans, QStringLiteral("Expected failures"), QStringLiteral("count"), 1,
                      [](A p) { return p.result.failures.expectedFailures; })
         << numberRow(plans, QStringLiteral("Memory per GPU"), QStringLiteral("GiB"), 1,
                      [](A p) { return p.result.memory.total() / units::kGiB; })
         << numberRow(plans, QStringLiteral("Sync wall (least JCT at this global batch)"), QStringLiteral("GPUs"), 0,
                      [](A p) { return p.syncWall.wallGpus > 0 ? double(p.syncWall.wallGpus) : kNaN; });
    return rows;
}

QVector<Row> briefRows(const Plans &plans)
{
    using A = const present::PlanAnalysis &;
    QVector<Row> rows;
    rows << textRow(plans, QStringLiteral("Model"), QString(), [](A p) { return modelShortName(p.input); })
         << numberRow(plans, QStringLiteral("Training tokens"), QStringLiteral("billion"), 1,
                      [](A p) { return p.input.scenario.training.tokens / 1e9; })
         << textRow(plans, QStringLiteral("GPU"), QString(), [](A p) { return gpuShortName(p.input); })
         << numberRow(plans, QStringLiteral("GPUs"), QStringLiteral("GPUs"), 0,
                      [](A p) { return double(p.input.scenario.cluster.gpus); })
         << textRow(plans, QStringLiteral("Network"), QString(), [](A p) { return fabricShortName(p.input); })
         << textRow(plans, QStringLiteral("Parallel layout"), QString(),
                    [](A p) {
                        const Parallelism &l = p.input.scenario.parallelism;
                        QString text = QStringLiteral("tp%1 pp%2").arg(l.tp).arg(l.pp);
                        if (l.cp > 1)
                            text += QStringLiteral(" cp%1").arg(l.cp);
                        if (l.ep > 1)
                            text += QStringLiteral(" ep%1").arg(l.ep);
                        text += QStringLiteral(" dp%1").arg(p.result.dp);
                        if (l.vpp > 1)
                            text += QStringLiteral(", vpp%1").arg(l.vpp);
                        return text;
                    })
         << numberRow(plans, QStringLiteral("Global batch"), QStringLiteral("sequences"), 0,
                      [](A p) { return double(p.input.scenario.training.globalBatch); })
         << numberRow(plans, QStringLiteral("Training steps"), QStringLiteral("steps"), 0,
                      [](A p) { return double(p.result.steps); })
         << numberRow(plans, QStringLiteral("Step time"), QStringLiteral("s"), 3, [](A p) { return p.result.stepTime; })
         << numberRow(plans, QStringLiteral("Price per GPU-hour"), QStringLiteral("USD/GPU-h"), 2,
                      [](A p) { return p.input.scenario.cost.gpuHourUsd; });
    return rows;
}

QString unitForKey(const QString &key, QString *label)
{
    struct Suffix
    {
        const char *suffix;
        const char *unit;
    };
    static const Suffix suffixes[] = {
        {"_gbps_per_gpu", "Gbit/s per GPU"},
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
        {"_bytes", "bytes"},
        {"_tflops", "TFLOP/s"},
        {"_gb", "GB"},
    };
    QString base = key;
    QString unit;
    for (const Suffix &s : suffixes) {
        if (key.endsWith(QLatin1String(s.suffix))) {
            unit = QString::fromUtf8(s.unit);
            base = key.left(key.size() - static_cast<int>(qstrlen(s.suffix)));
            if (QLatin1String(s.suffix) == QLatin1String("kwh_usd"))
                base = QStringLiteral("energy_price");
            else if (QLatin1String(s.suffix) == QLatin1String("_power_w"))
                base += QStringLiteral("_power");
            else if (QLatin1String(s.suffix) == QLatin1String("_hour_usd"))
                base += QStringLiteral("_hour_price");
            break;
        }
    }
    if (unit.isEmpty()) {
        if (key == QLatin1String("tokens"))
            unit = QStringLiteral("tokens");
        else if (key == QLatin1String("gpus") || key == QLatin1String("gpus_per_node"))
            unit = QStringLiteral("GPUs");
        else if (key.endsWith(QLatin1String("_rate")) || key.endsWith(QLatin1String("_probability"))
                 || key.endsWith(QLatin1String("_factor")) || key.endsWith(QLatin1String("_cv")))
            unit = QStringLiteral("fraction");
        else if (key == QLatin1String("global_batch") || key == QLatin1String("micro_batch"))
            unit = QStringLiteral("sequences");
        else if (key == QLatin1String("seq_len"))
            unit = QStringLiteral("tokens");
    }
    static const QHash<QString, QString> words{
        {QStringLiteral("gpu"), QStringLiteral("GPU")},    {QStringLiteral("gpus"), QStringLiteral("GPUs")},
        {QStringLiteral("mtbf"), QStringLiteral("MTBF")},  {QStringLiteral("nic"), QStringLiteral("NIC")},
        {QStringLiteral("pue"), QStringLiteral("PUE")},    {QStringLiteral("mtu"), QStringLiteral("MTU")},
        {QStringLiteral("kv"), QStringLiteral("KV")},      {QStringLiteral("ffn"), QStringLiteral("FFN")},
        {QStringLiteral("moe"), QStringLiteral("MoE")},    {QStringLiteral("cv"), QStringLiteral("CV")},
        {QStringLiteral("ecmp"), QStringLiteral("ECMP")},  {QStringLiteral("zero"), QStringLiteral("ZeRO stage")},
        {QStringLiteral("tp"), QStringLiteral("tp")},      {QStringLiteral("pp"), QStringLiteral("pp")},
        {QStringLiteral("cp"), QStringLiteral("cp")},      {QStringLiteral("ep"), QStringLiteral("ep")},
        {QStringLiteral("vpp"), QStringLiteral("vpp")},    {QStringLiteral("seq"), QStringLiteral("sequence")},
        {QStringLiteral("len"), QStringLiteral("length")},
    };
    QStringList parts = base.split(QLatin1Char('_'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const auto it = words.constFind(parts[i]);
        static const QStringList degrees{QStringLiteral("tp"), QStringLiteral("pp"), QStringLiteral("cp"),
                                         QStringLiteral("ep"), QStringLiteral("vpp")};
        if (it != words.constEnd())
            parts[i] = *it;
        if (i == 0 && !degrees.contains(parts[i]))
            parts[i][0] = parts[i][0].toUpper();
    }
    *label = parts.join(QLatin1Char(' '));
    return unit;
}

QString jsonText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QStringLiteral("none");
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (std::fabs(d) < 1e15 && d == std::round(d))
            return en().toString(static_cast<qlonglong>(d));
        return en().toString(d, 'g', 8);
    }
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &e : v.toArray())
            parts.append(jsonText(e));
        return parts.join(QStringLiteral(", "));
    }
    case QJsonValue::Object:
        return QStringLiteral("{…}");
    }
    return {};
}

void flatten(const QJsonObject &o, const QString &prefix, QVector<QPair<QString, QJsonValue>> &out)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it.value().isObject())
            flatten(it.value().toObject(), key, out);
        else
            out.append({key, it.value()});
    }
}

QVector<Row> inputRows(const Plans &plans)
{
    static const char *sections[][2] = {{"model", "Model"},
                                        {"training", "Training"},
                                        {"parallelism", "Parallel layout"},
                                        {"cluster", "Cluster"},
                                        {"network", "Network"},
                                        {"storage", "Storage and checkpoints"},
                                        {"reliability", "Reliability"},
                                        {"stragglers", "Stragglers"},
                                        {"cost", "Cost"}};
    QVector<QJsonObject> json;
    for (const present::PlanAnalysis *p : plans)
        json.append(format::scenarioToJson(p->input));
    QVector<Row> rows;
    for (const auto &section : sections) {
        const QString name = QLatin1String(section[0]);
        rows.append(headingRow(QLatin1String(section[1])));
        // Keys of every plan, in the first plan's order, then any only the other has.
        QVector<QPair<QString, QJsonValue>> keys;
        flatten(json[0].value(name).toObject(), QString(), keys);
        QVector<QVector<QPair<QString, QJsonValue>>> perPlan;
        for (const QJsonObject &o : json) {
            QVector<QPair<QString, QJsonValue>> flat;
            flatten(o.value(name).toObject(), QString(), flat);
            perPlan.append(flat);
        }
        QStringList order;
        for (const auto &flat : perPlan)
            for (const auto &kv : flat)
                if (!order.contains(kv.first))
                    order.append(kv.first);
        for (const QString &key : order) {
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
                    text = QStringLiteral("Daly's optimum");
                if (plans[i]->input.assumed.contains(name + QLatin1Char('.') + key))
                    text += QStringLiteral(" (default)");
                row.texts.append(text);
                row.values.append(value.isDouble() ? value.toDouble() : kNaN);
            }
            rows.append(row);
        }
    }
    return rows;
}

QVector<Row> breakdownRows(const Plans &plans)
{
    QVector<Row> rows;
    const present::PlanAnalysis &first = *plans[0];
    for (std::size_t i = 0; i < present::stepParts(first.result.step).size(); ++i) {
        bool any = false;
        for (const present::PlanAnalysis *p : plans)
            any = any || (p->runs() && present::stepParts(p->result.step)[i].value > 0.0);
        if (!any)
            continue;
        const QString label = sentenceCase(QString::fromLatin1(present::stepParts(first.result.step)[i].label));
        rows << numberRow(plans, label, QStringLiteral("s"), 3,
                          [i](const present::PlanAnalysis &p) { return present::stepParts(p.result.step)[i].value; });
    }
    rows << numberRow(plans, QStringLiteral("Step time (total)"), QStringLiteral("s"), 3,
                      [](const present::PlanAnalysis &p) { return p.result.stepTime; });
    return rows;
}

// Single plan: part, seconds, share of the step.
QString breakdownTableSingle(const present::PlanAnalysis &p)
{
    QString h = QStringLiteral(
        "<table class=\"t\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">"
        "<thead><tr><th width=\"52%\" align=\"left\">Part of a step</th>"
        "<th width=\"24%\" align=\"right\">Seconds</th><th width=\"24%\" align=\"right\">Share of step (%)</th>"
        "</tr></thead>");
    const double step = p.result.stepTime;
    for (const present::BreakdownPart &part : present::stepParts(p.result.step)) {
        if (part.value <= 0.0)
            continue;
        h += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                 .arg(esc(sentenceCase(QString::fromLatin1(part.label))), num(part.value, 3),
                      num(100.0 * part.value / step, 1));
    }
    h += QStringLiteral("<tr><td><b>Step time (total)</b></td><td align=\"right\"><b>%1</b></td>"
                        "<td align=\"right\"><b>%2</b></td></tr></table>")
             .arg(num(step, 3), num(100.0, 1));
    return h;
}

QVector<Row> reliabilityRows(const Plans &plans)
{
    using A = const present::PlanAnalysis &;
    QVector<Row> rows;
    rows << headingRow(QStringLiteral("Checkpoints"))
         << numberRow(plans, QStringLiteral("Checkpoint size"), QStringLiteral("GB"), 0,
                      [](A p) { return p.result.checkpoint.sizeBytes / 1e9; })
         << textRow(plans, QStringLiteral("Writing"), QString(),
                    [](A p) {
                        return p.input.scenario.storage.asyncCheckpoint ? QStringLiteral("asynchronous")
                                                                        : QStringLiteral("synchronous");
                    })
         << numberRow(plans, QStringLiteral("Interval used"), QStringLiteral("min"), 1,
                      [](A p) { return p.result.checkpoint.intervalSeconds / 60.0; })
         << numberRow(plans, QStringLiteral("Young's optimum interval"), QStringLiteral("min"), 1,
                      [](A p) { return p.result.checkpoint.youngSeconds / 60.0; })
         << numberRow(plans, QStringLiteral("Daly's optimum interval"), QStringLiteral("min"), 1,
                      [](A p) { return p.result.checkpoint.dalySeconds / 60.0; })
         << numberRow(plans, QStringLiteral("Training stalls per checkpoint"), QStringLiteral("s"), 1,
                      [](A p) { return p.result.checkpoint.blockingSeconds; })
         << numberRow(plans, QStringLiteral("Checkpoint overhead"), QStringLiteral("% of training"), 2,
                      [](A p) { return 100.0 * p.result.checkpoint.overheadFraction; })
         << headingRow(QStringLiteral("Failures"))
         << numberRow(plans, QStringLiteral("Job MTBF (mean time between failures)"), QStringLiteral("h"), 1,
                      [](A p) {
                          return p.result.failures.jobMtbfSeconds > 0 ? p.result.failures.jobMtbfSeconds / 3600.0
                                                                      : kNaN;
                      })
         << numberRow(plans, QStringLiteral("Expected failures over the job"), QStringLiteral("count"), 1,
                      [](A p) { return p.result.failures.expectedFailures; })
         << numberRow(plans, QStringLiteral("Recovery per failure"), QStringLiteral("min"), 1,
                      [](A p) { return p.result.failures.recoverySeconds / 60.0; })
         << numberRow(plans, QStringLiteral("Failure overhead (lost work and recovery)"),
                      QStringLiteral("% of training"), 2,
                      [](A p) { return 100.0 * p.result.failures.overheadFraction; })
         << numberRow(plans, QStringLiteral("Checkpoint and failure overhead together"),
                      QStringLiteral("% of training"), 2, [](A p) { return p.checkpointChart.currentOverheadPercent; });
    return rows;
}

QVector<Row> costRows(const Plans &plans)
{
    using A = const present::PlanAnalysis &;
    QVector<Row> rows;
    rows << numberRow(plans, QStringLiteral("GPUs"), QStringLiteral("GPUs"), 0, [](A p) {
        return double(p.input.scenario.cluster.gpus);
    }) << numberRow(plans, QStringLiteral("Predicted job time"), QStringLiteral("h"), 1, [](A p) {
        return p.result.predictedSeconds / 3600.0;
    }) << numberRow(plans, QStringLiteral("GPU-hours"), QStringLiteral("GPU-h"), 0, [](A p) {
        return p.result.cost.gpuHours;
    }) << numberRow(plans, QStringLiteral("Price per GPU-hour"), QStringLiteral("USD/GPU-h"), 2, [](A p) {
        return p.input.scenario.cost.gpuHourUsd;
    }) << numberRow(plans, QStringLiteral("GPU cost"), QStringLiteral("USD"), 0, [](A p) {
        return p.result.cost.gpuUsd;
    }) << numberRow(plans, QStringLiteral("Energy (with PUE)"), QStringLiteral("MWh"), 1, [](A p) {
        return p.result.cost.energyKwh / 1000.0;
    }) << numberRow(plans, QStringLiteral("Energy cost"), QStringLiteral("USD"), 0, [](A p) {
        return p.result.cost.energyUsd;
    }) << numberRow(plans, QStringLiteral("Total cost"), QStringLiteral("USD"), 0, [](A p) {
        return p.result.cost.totalUsd;
    }) << numberRow(plans, QStringLiteral("Cost per million tokens"), QStringLiteral("USD"), 2, [](A p) {
        return p.result.cost.perMillionTokensUsd;
    }) << numberRow(plans, QStringLiteral("Idle cost (predicted − minimum)"), QStringLiteral("USD"), 0, [](A p) {
        return p.result.cost.idleUsd;
    }) << numberRow(plans, QStringLiteral("Cost of an idle minute"), QStringLiteral("USD/min"), 2, [](A p) {
        return p.result.cost.perIdleMinuteUsd;
    });
    return rows;
}

QString sensitivityTable(const present::PlanAnalysis &p)
{
    QString h = QStringLiteral(
        "<table class=\"t\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">"
        "<thead><tr><th width=\"40%\" align=\"left\">Change to this plan</th>"
        "<th width=\"20%\" align=\"right\">JCT change (h)</th><th width=\"18%\" align=\"right\">JCT change (%)</th>"
        "<th width=\"22%\" align=\"right\">Cost change (USD)</th></tr></thead>");
    auto sign = [](double v, const QString &text) {
        return v > 0 ? QStringLiteral("+") + text : (v < 0 ? QStringLiteral("−") + text : text);
    };
    for (const present::SensitivityEntry &e : p.sensitivity) {
        if (!e.fits) {
            h += QStringLiteral("<tr><td>%1</td><td colspan=\"3\">the plan no longer fits in memory</td></tr>")
                     .arg(esc(e.change));
            continue;
        }
        h +=
            QStringLiteral(
                "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td><td align=\"right\">%4</td></tr>")
                .arg(esc(e.change), sign(e.deltaSeconds, num(std::fabs(e.deltaSeconds) / 3600.0, 2)),
                     sign(e.deltaFraction, num(std::fabs(e.deltaFraction) * 100.0, 2)),
                     sign(e.deltaUsd, num(std::fabs(e.deltaUsd), 0)));
    }
    return h + QStringLiteral("</table>");
}

QString chartResource(int plan, ChartId id)
{
    return QStringLiteral("chart-%1-%2.png").arg(plan).arg(chartName(id));
}

const QString kSourcesHtml = QStringLiteral(
    "<p>The figures come from JCT Planner's analytic model (<i>core/README.md</i> gives every formula in prose): "
    "FLOPs per token and layer, memory per GPU, α–β costs of the collectives on the fabric, the pipeline bubble, "
    "stragglers as order statistics, checkpoints at Young's or Daly's interval and failures by Daly's expected wall "
    "time. It is validated against published measured runs (2.4&nbsp;% mean error on the eight Korthikanti et al. "
    "iteration times). Predictions, not quotes: the inputs above decide them.</p>"
    "<ul>"
    "<li>D. Narayanan et al., <i>Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM</i>, "
    "SC'21 (FLOPs, interleaved 1F1B bubble).</li>"
    "<li>V. Korthikanti et al., <i>Reducing Activation Recomputation in Large Transformer Models</i>, 2022 "
    "(activation memory, selective recompute, sequence parallelism).</li>"
    "<li>S. Rajbhandari et al., <i>ZeRO: Memory Optimizations Toward Training Trillion Parameter Models</i>, "
    "SC'20.</li>"
    "<li>R. Hockney, <i>The communication challenge for MPP</i>, Parallel Computing 1994 (α–β model); R. Thakur, "
    "R. Rabenseifner, W. Gropp, <i>Optimization of Collective Communication Operations in MPICH</i>, IJHPCA 2005; "
    "NVIDIA nccl-tests <i>PERFORMANCE.md</i> (bus bandwidth).</li>"
    "<li>J. W. Young, <i>A first order approximation to the optimum checkpoint interval</i>, CACM 1974; "
    "J. T. Daly, <i>A higher order estimate of the optimum checkpoint interval for restart dumps</i>, FGCS 2006.</li>"
    "<li>G. Blom, <i>Statistical Estimates and Transformed Beta-Variables</i>, 1958 (order statistics); M. Raab, "
    "A. Steger, <i>“Balls into Bins” — A Simple and Tight Analysis</i>, RANDOM 1998.</li>"
    "<li>GPU, fabric and model figures: vendor datasheets and model configuration files, cited next to each entry "
    "of the built-in catalogs.</li>"
    "</ul>");

constexpr double kContentWidth = 210.0 / 25.4 * kDpi - 2 * kMarginSide;
constexpr double kChartHeight = 395.0;

} // namespace

ReportWriter::ReportWriter(const present::PlanAnalysis &a, const present::PlanAnalysis *b, ReportOptions options)
    : m_options(std::move(options))
{
    m_plans.append(&a);
    if (b)
        m_plans.append(b);
    if (!m_options.generated.isValid())
        m_options.generated = QDateTime::currentDateTimeUtc();
}

QStringList ReportWriter::sectionTitles()
{
    return {QStringLiteral("Summary"),
            QStringLiteral("Inputs"),
            QStringLiteral("Charts"),
            QStringLiteral("Step breakdown"),
            QStringLiteral("Checkpoints and failures"),
            QStringLiteral("Cost"),
            QStringLiteral("Sensitivity"),
            QStringLiteral("Model and sources")};
}

QString ReportWriter::planLabel() const
{
    if (m_plans.size() == 1)
        return m_plans[0]->input.name;
    return QStringLiteral("A: %1 · B: %2").arg(m_plans[0]->input.name, m_plans[1]->input.name);
}

QString ReportWriter::html() const
{
    const bool compare = m_plans.size() > 1;
    const QStringList titles = sectionTitles();
    QString h;
    h += QStringLiteral("<h1>%1</h1>").arg(esc(m_options.title));
    for (int i = 0; i < m_plans.size(); ++i) {
        const present::PlanAnalysis &p = *m_plans[i];
        h += QStringLiteral("<p class=\"plan\">%1%2</p><p class=\"assume\">%3</p>")
                 .arg(compare ? QStringLiteral("%1: ").arg(QChar(u'A' + i)) : QString(), esc(p.input.name),
                      esc(assumptionsLine(p)));
    }
    h += QStringLiteral("<p class=\"meta\">Generated %1 by JCT Planner %2</p>")
             .arg(m_options.generated.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")),
                  esc(m_options.version));

    // Summary
    h += QStringLiteral("<h2>1. %1</h2>").arg(titles[0]);
    for (const present::PlanAnalysis *p : m_plans) {
        if (!p->runs())
            h += QStringLiteral("<p class=\"bad\"><b>%1 cannot run:</b> %2</p>")
                     .arg(esc(p->input.name), esc(p->problem));
    }
    if (!compare && m_plans[0]->runs()) {
        const present::PlanAnalysis &p = *m_plans[0];
        const Result &r = p.result;
        h += QStringLiteral("<p>The job is predicted to take <b>%1</b> on %2 × %3 (at best %4 if every GPU computed "
                            "all the time) and to cost <b>%5</b>, %6 per million tokens. An idle minute of the whole "
                            "cluster costs %7.</p>")
                 .arg(present::formatDuration(r.predictedSeconds), present::formatCount(p.input.scenario.cluster.gpus),
                      esc(gpuShortName(p.input)), present::formatDuration(r.theoreticalSeconds),
                      present::formatUsd(r.cost.totalUsd), present::formatUsd(r.cost.perMillionTokensUsd),
                      present::formatUsd(r.cost.perIdleMinuteUsd));
    }
    h += tableHtml(summaryRows(m_plans), m_plans, QStringLiteral("Headline figure"));
    h += QStringLiteral("<p><b>The plan in brief</b></p>");
    h += tableHtml(briefRows(m_plans), m_plans, QStringLiteral("Choice"));

    // Inputs
    h += QStringLiteral("<h2 style=\"page-break-before: always\">2. %1</h2>").arg(titles[1]);
    h += QStringLiteral("<p>Every input of the plan, as the engine was given it (defaults marked). Bandwidths in "
                        "Gbit/s, latencies in µs, times in the unit shown.</p>");
    h += tableHtml(inputRows(m_plans), m_plans, QStringLiteral("Input"));

    // Charts
    h += QStringLiteral("<h2 style=\"page-break-before: always\">3. %1</h2>").arg(titles[2]);
    // One plan: two charts a page. Two plans: one chart a page, A above B.
    int chartIndex = 0;
    for (ChartId id : kAllCharts) {
        if (compare ? chartIndex > 0 : chartIndex == 2)
            h += QStringLiteral("<p style=\"page-break-before: always\"></p>");
        ++chartIndex;
        for (int i = 0; i < m_plans.size(); ++i)
            h += QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
                     .arg(chartResource(i, id))
                     .arg(static_cast<int>(kContentWidth))
                     .arg(static_cast<int>(kChartHeight));
    }

    // Step breakdown
    h += QStringLiteral("<h2 style=\"page-break-before: always\">4. %1</h2>").arg(titles[3]);
    h += QStringLiteral("<p>Where one training step goes, in seconds and as a share of the step.</p>");
    if (compare)
        h += tableHtml(breakdownRows(m_plans), m_plans, QStringLiteral("Part of a step"));
    else if (m_plans[0]->runs())
        h += breakdownTableSingle(*m_plans[0]);

    h += QStringLiteral("<h2>5. %1</h2>").arg(titles[4]);
    h += tableHtml(reliabilityRows(m_plans), m_plans);

    h += QStringLiteral("<h2>6. %1</h2>").arg(titles[5]);
    h += QStringLiteral("<p>GPU-hours × price plus energy (GPUs × power × PUE × time × price per kWh).</p>");
    h += tableHtml(costRows(m_plans), m_plans);

    h += QStringLiteral("<h2 style=\"page-break-before: always\">7. %1</h2>").arg(titles[6]);
    for (int i = 0; i < m_plans.size(); ++i) {
        if (compare)
            h += QStringLiteral("<p class=\"plan\">%1: %2</p>").arg(QChar(u'A' + i)).arg(esc(m_plans[i]->input.name));
        if (m_plans[i]->runs())
            h += sensitivityTable(*m_plans[i]);
    }

    h += QStringLiteral("<h2>8. %1</h2>").arg(titles[7]);
    h += kSourcesHtml;
    return h;
}

bool ReportWriter::writePdf(const QString &path, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly))
            return fail(QStringLiteral("cannot write: %1").arg(probe.errorString()));
    }
    QPdfWriter pdf(path);
    pdf.setResolution(kDpi);
    pdf.setCreator(QStringLiteral("JCT Planner %1").arg(m_options.version));
    pdf.setTitle(QStringLiteral("%1 — %2").arg(m_options.title, planLabel()));
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    const QSizeF page = pdf.pageLayout().fullRectPixels(kDpi).size();
    const QSizeF content(page.width() - 2 * kMarginSide, page.height() - kMarginTop - kMarginBottom);

    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&pdf);
    doc.setDocumentMargin(0);
    QFont base(QStringLiteral("DejaVu Sans"));
    base.setPointSizeF(9.0);
    doc.setDefaultFont(base);
    doc.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 20pt; color: #12325a; margin-bottom: 6px; }"
        "h2 { font-size: 13pt; color: #12325a; margin-top: 16px; margin-bottom: 6px; }"
        "p { margin-top: 3px; margin-bottom: 6px; }"
        "p.plan { font-size: 11pt; font-weight: bold; margin-bottom: 0px; }"
        "p.assume { color: #444444; margin-top: 0px; }"
        "p.meta { color: #666666; }"
        "p.bad { color: #8a2a00; }"
        "table.t { border-color: #b8c0cc; border-style: solid; border-collapse: collapse; margin-bottom: 8px; }"
        "th { background-color: #e4eaf2; font-weight: bold; }"
        "td.sub { background-color: #f3f5f8; }"));

    // The charts: the document keeps their place (a blank image of their size) and each
    // page draws them there as vectors, with the chart widgets' own painter.
    struct PlacedChart
    {
        std::unique_ptr<widgets::ChartView> view;
        widgets::ChartCaption caption;
        QRectF rect; // in document coordinates, filled after layout
    };
    std::map<QString, PlacedChart> charts;
    QImage blank(1, 1, QImage::Format_RGB32);
    blank.fill(Qt::white);
    const bool compare = m_plans.size() > 1;
    for (int i = 0; i < m_plans.size(); ++i) {
        if (!m_plans[i]->runs())
            continue;
        for (ChartId id : kAllCharts) {
            PlacedChart placed;
            placed.view = makeChart(id, *m_plans[i]);
            if (compare)
                placed.caption.scenario = QStringLiteral("%1: %2").arg(QChar(u'A' + i)).arg(m_plans[i]->input.name);
            charts.emplace(chartResource(i, id), std::move(placed));
            doc.addResource(QTextDocument::ImageResource, QUrl(chartResource(i, id)), blank);
        }
    }
    doc.setHtml(html());
    doc.setPageSize(content);
    m_pageCount = doc.pageCount();
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            const QTextImageFormat image = fragment.charFormat().toImageFormat();
            const auto placed = charts.find(image.name());
            if (placed == charts.end())
                continue;
            const QTextLine line = block.layout()->lineForTextPosition(fragment.position() - block.position());
            if (!line.isValid())
                continue;
            const QRectF blockRect = doc.documentLayout()->blockBoundingRect(block);
            const double x = line.cursorToX(fragment.position() - block.position());
            const double top = line.y() + line.ascent() - image.height();
            placed->second.rect = QRectF(blockRect.left() + x, blockRect.top() + top, image.width(), image.height());
        }
    }

    widgets::ChartPainter chartPainter(pdf);
    QPainter &painter = chartPainter.painter();
    if (!painter.isActive())
        return fail(QStringLiteral("cannot start the PDF"));
    QFont small = base;
    small.setPointSizeF(7.5);
    const QFontMetricsF metrics(small, &pdf);
    const QString footerLeft =
        QStringLiteral("Generated %1 by JCT Planner %2")
            .arg(m_options.generated.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")), m_options.version);
    const QString footerRight = QStringLiteral("Analytic predictions; sources in section 8");
    for (int n = 0; n < m_pageCount; ++n) {
        if (n > 0)
            pdf.newPage();
        painter.setFont(small);
        painter.setPen(QColor(80, 80, 80));
        const double headerY = kMarginTop - 34.0;
        const QString pageText = QStringLiteral("Page %1 of %2").arg(n + 1).arg(m_pageCount);
        const double pageWidth = metrics.horizontalAdvance(pageText) + 8.0;
        painter.drawText(QRectF(kMarginSide, headerY, content.width() - pageWidth, metrics.height()),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(planLabel(), Qt::ElideRight, content.width() - pageWidth - 12.0));
        painter.drawText(QRectF(kMarginSide, headerY, content.width(), metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, pageText);
        painter.setPen(QPen(QColor(150, 160, 175), 0.8));
        painter.drawLine(QPointF(kMarginSide, headerY + metrics.height() + 4.0),
                         QPointF(kMarginSide + content.width(), headerY + metrics.height() + 4.0));
        const double footerY = page.height() - kMarginBottom + 28.0;
        painter.drawLine(QPointF(kMarginSide, footerY - 4.0), QPointF(kMarginSide + content.width(), footerY - 4.0));
        painter.setPen(QColor(80, 80, 80));
        painter.drawText(QRectF(kMarginSide, footerY, content.width(), metrics.height()),
                         Qt::AlignLeft | Qt::AlignVCenter, footerLeft);
        painter.drawText(QRectF(kMarginSide, footerY, content.width(), metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, footerRight);

        painter.save();
        painter.translate(kMarginSide, kMarginTop - n * content.height());
        const QRectF clip(0, n * content.height(), content.width(), content.height());
        painter.setClipRect(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, QColor(25, 25, 25));
        doc.documentLayout()->draw(&painter, context);
        painter.restore();

        for (auto it = charts.begin(); it != charts.end(); ++it) {
            const QRectF r = it->second.rect;
            if (r.isEmpty() || r.top() < n * content.height() - 1.0 || r.top() >= (n + 1) * content.height())
                continue;
            chartPainter.paintChart(*it->second.view, r.translated(kMarginSide, kMarginTop - n * content.height()),
                                    it->second.caption);
        }
    }
    if (!chartPainter.end())
        return fail(QStringLiteral("cannot finish the PDF"));
    return true;
}

} // namespace jct::report
