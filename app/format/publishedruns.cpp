#include "publishedruns.h"

#include "enumnames.h"

#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace jct::format {

namespace {

QString shortSource(const QString &source)
{
    // "Korthikanti et al., 'Reducing …'" -> "Korthikanti et al."; keeps groups readable.
    qsizetype cut = source.size();
    for (const QString &mark : {QStringLiteral(","), QStringLiteral(" at commit"), QStringLiteral(" (")}) {
        const qsizetype at = source.indexOf(mark);
        if (at > 0)
            cut = std::min(cut, at);
    }
    return source.left(std::min<qsizetype>(cut, 40));
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
        row.note = QStringLiteral("not compared: %1")
                       .arg(o.value(QStringLiteral("not_compared")).toString(QStringLiteral("no scenario")));
        return row;
    }
    const ScenarioReadResult read = readScenarioObject(scenario.toObject());
    if (!read.ok())
        row.note = QStringLiteral("miss: scenario.%1").arg(read.error.toString());
    else
        row.scenario = read.loaded->scenario;
    return row;
}

} // namespace

PublishedRunsReadResult readPublishedRuns(const QByteArray &json)
{
    PublishedRunsReadResult result;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = json.left(parseError.offset);
        result.error =
            QStringLiteral("line %1: malformed JSON: %2").arg(before.count('\n') + 1).arg(parseError.errorString());
        return result;
    }
    if (!doc.isArray()) {
        result.error = QStringLiteral("a published-runs file is a JSON array of rows");
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
