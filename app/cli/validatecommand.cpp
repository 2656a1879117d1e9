// `jct validate`: predicted vs measured for every row of a published-runs file
// (format of shared/validation/calibration.json), with mean and median absolute error.

#include "app/format/scenariojson.h"
#include "cliutil.h"
#include "commands.h"
#include "core/step/evaluate.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace jct::cli {

namespace {

struct Row
{
    QString id;
    QString source;
    QString metric;
    double measured = 0.0;
    double predicted = 0.0;
    bool compared = false;
    QString note;
    [[nodiscard]] double error() const { return predicted / measured - 1.0; }
};

double predictedMetric(const QString &metric, const Result &r, const Scenario &s, bool *known)
{
    *known = true;
    if (metric == QLatin1String("step_time_s"))
        return r.stepTime;
    if (metric == QLatin1String("mfu"))
        return r.mfu;
    if (metric == QLatin1String("hfu"))
        return r.hfu;
    if (metric == QLatin1String("tflops_per_gpu"))
        return r.tflopsPerGpu;
    if (metric == QLatin1String("hw_tflops"))
        return r.hfu * s.gpu.peakFlops / 1e12;
    *known = false;
    return 0.0;
}

struct Stats
{
    int count = 0;
    double mean = 0.0;
    double median = 0.0;
};

Stats absoluteErrorStats(const std::vector<double> &errors)
{
    Stats st;
    st.count = static_cast<int>(errors.size());
    if (errors.empty())
        return st;
    std::vector<double> a;
    for (double e : errors)
        a.push_back(std::fabs(e));
    std::sort(a.begin(), a.end());
    double sum = 0.0;
    for (double e : a)
        sum += e;
    st.mean = sum / a.size();
    const std::size_t mid = a.size() / 2;
    st.median = a.size() % 2 ? a[mid] : 0.5 * (a[mid - 1] + a[mid]);
    return st;
}

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

} // namespace

int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("published-runs file (JSON array)"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("print rows and statistics as JSON"));
    parser.addOption(jsonOption);
    if (!parseArguments(parser, arguments, QStringLiteral("usage: jct validate FILE.json [--json]"), err, 1))
        return kExitBadInput;
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> input = readInputFile(path, err);
    if (!input)
        return kExitBadInput;
    const QByteArray &bytes = *input;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(parseError.offset);
        err << path << ": line " << before.count('\n') + 1 << ": malformed JSON: " << parseError.errorString()
            << Qt::endl;
        return kExitBadInput;
    }
    if (!doc.isArray()) {
        err << path << ": a published-runs file is a JSON array of rows" << Qt::endl;
        return kExitBadInput;
    }

    std::vector<Row> rows;
    const QJsonArray array = doc.array();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        Row row;
        row.id = o.value(QStringLiteral("id")).toString(QStringLiteral("row %1").arg(i));
        row.source = shortSource(o.value(QStringLiteral("source")).toString());
        const QJsonObject compare = o.value(QStringLiteral("compare")).toObject();
        row.metric = compare.value(QStringLiteral("metric")).toString();
        row.measured = compare.value(QStringLiteral("measured")).toDouble();
        const QJsonValue scenario = o.value(QStringLiteral("scenario"));
        if (!scenario.isObject()) {
            row.note = QStringLiteral("not compared: %1")
                           .arg(o.value(QStringLiteral("not_compared")).toString(QStringLiteral("no scenario")));
            rows.push_back(row);
            continue;
        }
        const format::ScenarioReadResult read = format::readScenarioObject(scenario.toObject());
        if (!read.ok()) {
            row.note = QStringLiteral("miss: scenario.%1").arg(read.error.toString());
            rows.push_back(row);
            continue;
        }
        const Result r = evaluate(read.loaded->scenario);
        if (!r.fits()) {
            row.note = QStringLiteral("miss: the planner finds the run infeasible");
            rows.push_back(row);
            continue;
        }
        bool known = false;
        row.predicted = predictedMetric(row.metric, r, read.loaded->scenario, &known);
        if (!known || row.measured <= 0.0) {
            row.note = QStringLiteral("miss: unknown metric '%1'").arg(row.metric);
            rows.push_back(row);
            continue;
        }
        row.compared = true;
        rows.push_back(row);
    }

    std::vector<double> all;
    std::map<QString, std::vector<double>> bySource;
    std::vector<QString> sourceOrder;
    int misses = 0;
    for (const Row &row : rows) {
        if (!row.compared) {
            ++misses;
            continue;
        }
        all.push_back(row.error());
        if (!bySource.count(row.source))
            sourceOrder.push_back(row.source);
        bySource[row.source].push_back(row.error());
    }
    const Stats overall = absoluteErrorStats(all);

    if (parser.isSet(jsonOption)) {
        QJsonArray jsonRows;
        for (const Row &row : rows) {
            jsonRows.append(
                QJsonObject{{QStringLiteral("id"), row.id},
                            {QStringLiteral("metric"), row.metric},
                            {QStringLiteral("measured"), row.measured},
                            {QStringLiteral("predicted"), row.compared ? QJsonValue(row.predicted) : QJsonValue()},
                            {QStringLiteral("error"), row.compared ? QJsonValue(row.error()) : QJsonValue()},
                            {QStringLiteral("note"), row.note}});
        }
        out << QJsonDocument(QJsonObject{{QStringLiteral("rows"), jsonRows},
                                         {QStringLiteral("compared"), overall.count},
                                         {QStringLiteral("misses"), misses},
                                         {QStringLiteral("mean_abs_error"), overall.mean},
                                         {QStringLiteral("median_abs_error"), overall.median}})
                   .toJson(QJsonDocument::Indented);
        return kExitOk;
    }

    const QLocale c = QLocale::c();
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("run"), -44)
               .arg(QStringLiteral("metric"), -14)
               .arg(QStringLiteral("measured"), 10)
               .arg(QStringLiteral("predicted"), 10)
               .arg(QStringLiteral("error"), 8);
    for (const Row &row : rows) {
        if (!row.compared) {
            out << QStringLiteral("%1 %2 %3  %4\n")
                       .arg(row.id, -44)
                       .arg(row.metric, -14)
                       .arg(c.toString(row.measured, 'g', 4), 10)
                       .arg(row.note);
            continue;
        }
        out << QStringLiteral("%1 %2 %3 %4 %5\n")
                   .arg(row.id, -44)
                   .arg(row.metric, -14)
                   .arg(c.toString(row.measured, 'g', 4), 10)
                   .arg(c.toString(row.predicted, 'g', 4), 10)
                   .arg(QStringLiteral("%1%").arg(c.toString(row.error() * 100.0, 'f', 1)), 8);
    }
    out << Qt::endl;
    for (const QString &source : sourceOrder) {
        const Stats st = absoluteErrorStats(bySource[source]);
        out << QStringLiteral("%1 %2 rows: mean |error| %3%, median %4%\n")
                   .arg(source, -40)
                   .arg(st.count, 3)
                   .arg(c.toString(st.mean * 100.0, 'f', 2), c.toString(st.median * 100.0, 'f', 2));
    }
    out << QStringLiteral("%1 %2 rows: mean |error| %3%, median %4%  (%5 not compared or missed)\n")
               .arg(QStringLiteral("All rows"), -40)
               .arg(overall.count, 3)
               .arg(c.toString(overall.mean * 100.0, 'f', 2), c.toString(overall.median * 100.0, 'f', 2))
               .arg(misses);
    return kExitOk;
}

} // namespace jct::cli
