// `jct validate`: predicted vs measured for every row of a published-runs file
// (format of shared/validation/calibration.json), with mean and median absolute error for
// the whole file and for its families (by source, GPU, precision, dense or MoE;
// app/present/validationreport.h).

#include "app/format/publishedruns.h"
#include "app/present/validationreport.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"

#include <vector>

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace jct::cli {

namespace {

using present::FamilyGroup;
using present::FamilyStats;
using present::ValidatedRow;
using present::ValidationSummary;

void printJson(QTextStream &out, const std::vector<ValidatedRow> &rows, const ValidationSummary &summary)
{
    QJsonArray jsonRows;
    for (const ValidatedRow &row : rows) {
        jsonRows.append(
            QJsonObject{{QStringLiteral("id"), row.id},
                        {QStringLiteral("metric"), row.metric},
                        {QStringLiteral("measured"), row.measured},
                        {QStringLiteral("predicted"), row.compared ? QJsonValue(row.predicted) : QJsonValue()},
                        {QStringLiteral("error"), row.compared ? QJsonValue(row.error) : QJsonValue()},
                        {QStringLiteral("note"), row.note},
                        {QStringLiteral("source"), row.source},
                        {QStringLiteral("gpu"), row.gpu},
                        {QStringLiteral("precision"), row.precision},
                        {QStringLiteral("architecture"), row.architecture}});
    }
    const FamilyStats &all = summary.all;
    out << QJsonDocument(QJsonObject{{QStringLiteral("rows"), jsonRows},
                                     {QStringLiteral("compared"), all.errors.count},
                                     {QStringLiteral("misses"), all.misses},
                                     {QStringLiteral("mean_abs_error"), all.errors.mean},
                                     {QStringLiteral("median_abs_error"), all.errors.median},
                                     {QStringLiteral("families"), present::familiesToJson(summary)}})
               .toJson(QJsonDocument::Indented);
}

QString percent(const FamilyStats &st, double value)
{
    return st.errors.count > 0 ? QStringLiteral("%1 %").arg(QLocale::c().toString(value * 100.0, 'f', 2))
                               : QStringLiteral("—");
}

// The group titles of app/present/validationreport.cpp, which stay English there (the
// JSON names groups by key): the table puts them into the user's language.
[[maybe_unused]] constexpr const char *kGroupTitles[] = {
    QT_TRANSLATE_NOOP("Cli", "By source"), QT_TRANSLATE_NOOP("Cli", "By GPU"), QT_TRANSLATE_NOOP("Cli", "By precision"),
    QT_TRANSLATE_NOOP("Cli", "Dense or MoE")};

void printFamilies(QTextStream &out, const FamilyGroup &group)
{
    out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
               .arg(fitWidth(Cli::tr(group.title.toUtf8().constData()), -40))
               .arg(fitWidth(Cli::tr("rows"), 5))
               .arg(fitWidth(Cli::tr("compared"), 9))
               .arg(fitWidth(Cli::tr("misses"), 7))
               .arg(fitWidth(Cli::tr("mean |error|"), 13))
               .arg(fitWidth(Cli::tr("median |error|"), 15));
    for (const FamilyStats &st : group.families)
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6\n")
                   .arg(st.name, -38)
                   .arg(st.rows, 5)
                   .arg(st.errors.count, 9)
                   .arg(st.misses, 7)
                   .arg(percent(st, st.errors.mean), 13)
                   .arg(percent(st, st.errors.median), 15);
}

void printTable(QTextStream &out, const std::vector<ValidatedRow> &rows, const ValidationSummary &summary)
{
    const QLocale c = QLocale::c();
    out << QStringLiteral("%1 %2 %3 %4 %5\n")
               .arg(fitWidth(Cli::tr("run"), -44))
               .arg(fitWidth(Cli::tr("metric"), -14))
               .arg(fitWidth(Cli::tr("measured"), 10))
               .arg(fitWidth(Cli::tr("predicted"), 10))
               .arg(fitWidth(Cli::tr("error"), 8));
    for (const ValidatedRow &row : rows) {
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
    for (const FamilyGroup &group : summary.groups) {
        out << Qt::endl;
        printFamilies(out, group);
    }
    out << Qt::endl;
    const FamilyStats &all = summary.all;
    out << QStringLiteral("%1 ").arg(fitWidth(Cli::tr("All rows"), -40))
        << Cli::tr("%1 rows: mean |error| %2%, median %3%  (%4 not compared or missed)")
               .arg(all.errors.count, 3)
               .arg(c.toString(all.errors.mean * 100.0, 'f', 2), c.toString(all.errors.median * 100.0, 'f', 2))
               .arg(all.misses)
        << '\n';
}

} // namespace

int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Predicted against measured times for a published-runs file."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("published-runs file (JSON array)"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), Cli::tr("print rows and statistics as JSON"));
    parser.addOption(jsonOption);
    if (const std::optional<int> exit =
            parseArguments(parser, arguments, Cli::tr("usage: jct validate FILE.json [--json]"), out, err, 1))
        return *exit;
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> input = readInputFile(path, err);
    if (!input)
        return kExitBadInput;
    // The rows' notes (a row's plan that does not read, app/format/publishedruns; one the
    // planner finds infeasible, app/present/validationreport) follow the installed
    // language; the JSON keeps them English, so the language goes before the file is read.
    if (parser.isSet(jsonOption))
        useEnglishForScripts();
    const format::PublishedRunsReadResult read = format::readPublishedRuns(*input);
    if (!read.ok()) {
        err << path << ": " << read.error << Qt::endl;
        return kExitBadInput;
    }
    const std::vector<ValidatedRow> rows = present::validatePublishedRuns(*read.rows);
    const ValidationSummary summary = present::summarizeValidation(rows);
    if (parser.isSet(jsonOption)) {
        printJson(out, rows, summary);
    } else {
        printTable(out, rows, summary);
    }
    return kExitOk;
}

} // namespace jct::cli
