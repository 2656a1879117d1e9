// `jct validate`: predicted vs measured for every row of a published-runs file
// (format of shared/validation/calibration.json), with mean and median absolute error.

#include "app/format/publishedruns.h"
#include "cliutil.h"
#include "commands.h"
#include "core/calibration/validation.h"

#include <map>
#include <vector>

#include <QCommandLineParser>
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
    double error = 0.0;
    bool compared = false;
    QString note;
};

// Every row with a plan is evaluated by core (validateRuns); a row whose metric the planner
// does not predict still is, so that an infeasible run is reported as such first.
std::vector<Row> compareRows(const std::vector<format::PublishedRunRow> &published)
{
    std::vector<PublishedRun> runs;
    for (const format::PublishedRunRow &p : published)
        if (p.scenario)
            runs.push_back({*p.scenario, p.metric.value_or(ValidationMetric::StepTime), p.measured});
    std::vector<ValidationOutcome> outcomes(runs.size());
    validateRuns(runs, outcomes);
    std::vector<Row> rows;
    std::size_t next = 0;
    for (const format::PublishedRunRow &p : published) {
        Row row{p.id, p.source, p.metricKey, p.measured, 0.0, 0.0, false, p.note};
        if (p.scenario) {
            const ValidationOutcome &o = outcomes[next++];
            if (!o.fits)
                row.note = QStringLiteral("miss: the planner finds the run infeasible");
            else if (!p.metric || p.measured <= 0.0)
                row.note = QStringLiteral("miss: unknown metric '%1'").arg(p.metricKey);
            else
                row.predicted = o.predicted, row.error = o.error, row.compared = true;
        }
        rows.push_back(row);
    }
    return rows;
}

ErrorStats statsOf(const std::vector<double> &errors)
{
    std::vector<double> scratch(errors.size());
    return absoluteErrorStats(errors, scratch);
}

void printJson(QTextStream &out, const std::vector<Row> &rows, const ErrorStats &overall, int misses)
{
    QJsonArray jsonRows;
    for (const Row &row : rows) {
        jsonRows.append(
            QJsonObject{{QStringLiteral("id"), row.id},
                        {QStringLiteral("metric"), row.metric},
                        {QStringLiteral("measured"), row.measured},
                        {QStringLiteral("predicted"), row.compared ? QJsonValue(row.predicted) : QJsonValue()},
                        {QStringLiteral("error"), row.compared ? QJsonValue(row.error) : QJsonValue()},
                        {QStringLiteral("note"), row.note}});
    }
    out << QJsonDocument(QJsonObject{{QStringLiteral("rows"), jsonRows},
                                     {QStringLiteral("compared"), overall.count},
                                     {QStringLiteral("misses"), misses},
                                     {QStringLiteral("mean_abs_error"), overall.mean},
                                     {QStringLiteral("median_abs_error"), overall.median}})
               .toJson(QJsonDocument::Indented);
}

void printTable(QTextStream &out, const std::vector<Row> &rows, const std::vector<QString> &sourceOrder,
                std::map<QString, std::vector<double>> &bySource, const ErrorStats &overall, int misses)
{
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
                   .arg(QStringLiteral("%1%").arg(c.toString(row.error * 100.0, 'f', 1)), 8);
    }
    out << Qt::endl;
    for (const QString &source : sourceOrder) {
        const ErrorStats st = statsOf(bySource[source]);
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
    const format::PublishedRunsReadResult read = format::readPublishedRuns(*input);
    if (!read.ok()) {
        err << path << ": " << read.error << Qt::endl;
        return kExitBadInput;
    }
    const std::vector<Row> rows = compareRows(*read.rows);
    std::vector<double> all;
    std::map<QString, std::vector<double>> bySource;
    std::vector<QString> sourceOrder;
    int misses = 0;
    for (const Row &row : rows) {
        if (!row.compared) {
            ++misses;
            continue;
        }
        all.push_back(row.error);
        if (!bySource.count(row.source))
            sourceOrder.push_back(row.source);
        bySource[row.source].push_back(row.error);
    }
    const ErrorStats overall = statsOf(all);
    if (parser.isSet(jsonOption))
        printJson(out, rows, overall, misses);
    else
        printTable(out, rows, sourceOrder, bySource, overall, misses);
    return kExitOk;
}

} // namespace jct::cli
