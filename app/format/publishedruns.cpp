#include "publishedruns.h"

#include "enumnames.h"
#include "strictjson.h"

#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace jct::format {

namespace {

// The tr() context of the rows' notes, shared with app/present/validationreport.cpp.
struct ValidationText
{
    Q_DECLARE_TR_FUNCTIONS(Validation)
};

QString shortSource(const QString &source)
{
    // "NVIDIA-NeMo/Megatron-Bridge docs/… at commit …" -> "Megatron-Bridge": one family per
    // repository, by the name its owner gives it.
    static const QRegularExpression repository(QStringLiteral("^[A-Za-z0-9_.-]+/([A-Za-z0-9_.-]+)(?: |$)"));
    const QRegularExpressionMatch match = repository.match(source);
    if (match.hasMatch()) {
        const QString name = match.captured(1);
        return name == QLatin1String("dgxc-benchmarking") ? QStringLiteral("DGX Cloud benchmarking") : name;
    }
    // "Korthikanti et al., 'Reducing …'" -> "Korthikanti et al."; keeps groups readable.
    qsizetype cut = source.size();
    for (const QString &mark : {QStringLiteral(","), QStringLiteral(" at commit"), QStringLiteral(" (")}) {
        const qsizetype at = source.indexOf(mark);
        if (at > 0)
            cut = std::min(cut, at);
    }
    return source.left(std::min<qsizetype>(cut, 40));
}

// The row's GPU, precision and dense/MoE from a plan that loads.
void setFamilies(PublishedRunRow &row, const LoadedScenario &plan)
{
    row.gpu = !plan.gpuId.isEmpty()
                  ? plan.gpuId
                  : plan.gpuInline.value(QStringLiteral("name")).toString(QStringLiteral("inline GPU"));
    row.precision = enumKey(plan.scenario.training.precision);
    row.architecture = plan.scenario.model.moe.enabled() ? QStringLiteral("MoE") : QStringLiteral("dense");
}

// The same from what a plan that does not load says, where it says it.
void setFamilies(PublishedRunRow &row, const QJsonObject &scenario)
{
    const QJsonValue gpu = scenario.value(QStringLiteral("cluster")).toObject().value(QStringLiteral("gpu"));
    row.gpu = gpu.isString()   ? gpu.toString()
              : gpu.isObject() ? gpu.toObject().value(QStringLiteral("name")).toString(QStringLiteral("inline GPU"))
                               : QStringLiteral("h100-sxm-80gb"); // the file format's default
    row.precision = scenario.value(QStringLiteral("training"))
                        .toObject()
                        .value(QStringLiteral("precision"))
                        .toString(QStringLiteral("bf16"));
    const QJsonObject model = scenario.value(QStringLiteral("model")).toObject();
    const QJsonObject preset =
        Catalog::builtIn().entry(Catalog::Kind::Model, model.value(QStringLiteral("preset")).toString());
    const QJsonObject moe = model.value(QStringLiteral("moe")).toObject();
    const QJsonValue experts = moe.contains(QStringLiteral("experts"))
                                   ? moe.value(QStringLiteral("experts"))
                                   : preset.value(QStringLiteral("moe")).toObject().value(QStringLiteral("experts"));
    row.architecture = experts.toInt() > 0 ? QStringLiteral("MoE") : QStringLiteral("dense");
}

PublishedRunRow readRow(const QJsonObject &o, qsizetype index)
{
    PublishedRunRow row;
    row.id = o.value(QStringLiteral("id")).toString(QStringLiteral("row %1").arg(index));
    row.source = shortSource(o.value(QStringLiteral("source")).toString());
    const QJsonObject compare = o.value(QStringLiteral("compare")).toObject();
    row.metricKey = compare.value(QStringLiteral("metric")).toString();
    row.metric = enumFromKey<ValidationMetric>(row.metricKey);
    row.measured = compare.value(QStringLiteral("measured")).toDouble();
    const QJsonValue scenario = o.value(QStringLiteral("scenario"));
    if (!scenario.isObject()) {
        row.note = ValidationText::tr("not compared: %1")
                       .arg(o.value(QStringLiteral("not_compared")).toString(QStringLiteral("no scenario")));
        row.gpu = row.precision = row.architecture = QLatin1String(kNotStated);
        return row;
    }
    const ScenarioReadResult read = readScenarioObject(scenario.toObject());
    if (!read.ok()) {
        row.note = ValidationText::tr("miss: scenario.%1").arg(read.error.toString());
        setFamilies(row, scenario.toObject());
    } else {
        row.scenario = read.loaded->scenario;
        setFamilies(row, *read.loaded);
    }
    return row;
}

} // namespace

PublishedRunsReadResult readPublishedRuns(const QByteArray &json)
{
    PublishedRunsReadResult result;
    if (const std::optional<JsonSyntaxError> strict = checkStrictJson(json)) {
        result.error = ValidationText::tr("line %1, column %2: malformed JSON: %3")
                           .arg(strict->line)
                           .arg(strict->column)
                           .arg(strict->message);
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        result.error =
            ValidationText::tr("line %1: malformed JSON: %2").arg(before.count('\n') + 1).arg(parseError.errorString());
        return result;
    }
    if (!doc.isArray()) {
        result.error = ValidationText::tr("a published-runs file is a JSON array of rows");
        return result;
    }
    std::vector<PublishedRunRow> rows;
    const QJsonArray array = doc.array();
    for (qsizetype i = 0; i < array.size(); ++i)
        rows.push_back(readRow(array.at(i).toObject(), i));
    result.rows = std::move(rows);
    return result;
}

} // namespace jct::format
