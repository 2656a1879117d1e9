// `jct report` (INTERFACES.md): the procurement report of a plan, or of two side by side,
// written as an A4 PDF without a display. The arguments are checked here; the report
// itself is the drawing library's (drawing.h).

#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "drawing.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace jct::cli {

namespace {

QString reportUsage()
{
    return Cli::tr("usage: jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]");
}

// The plan of --compare, analysed like the first one and named the same way in messages:
// the value is read as if it were the command's only argument. A value that looks like an
// option ("-x") is no file to that parse, and B is then the built-in default plan.
std::optional<present::PlanAnalysis> analyzeComparedPlan(const QString &value, QTextStream &err, int *code,
                                                         const present::AnalysisOptions &options)
{
    QCommandLineParser second;
    second.addPositionalArgument(QStringLiteral("FILE"), QString());
    (void)second.parse(QStringList{QStringLiteral("report"), value});
    return analyzeScenarioArgument(second.positionalArguments(), QStringLiteral("report"), err, code, options);
}

} // namespace

int runReport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Drawing &draw = drawing();
    if (!draw.writeReport)
        return drawingNotAvailable(QStringLiteral("report"), err);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Write the procurement report of a scenario (A4 PDF), optionally against a second plan."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("scenario file; the built-in default when omitted"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("output PDF"),
                                          QStringLiteral("OUT.pdf"));
    const QCommandLineOption compareOption(QStringLiteral("compare"),
                                           Cli::tr("a second plan (B): tables get the columns A, B, Δ and B / A"),
                                           QStringLiteral("B.jctplan"));
    const QCommandLineOption knee = kneeOption();
    parser.addOptions({outputOption, compareOption, knee});
    if (const std::optional<int> exit = parseArguments(parser, arguments, reportUsage(), out, err))
        return *exit;
    present::AnalysisOptions options;
    if (!parseKnee(parser, knee, QStringLiteral("report"), err, &options.kneeThreshold))
        return kExitBadInput;
    if (!parser.isSet(outputOption) || parser.value(outputOption).isEmpty()) {
        err << Cli::tr("jct report: -o OUT.pdf is required") << '\n' << reportUsage() << Qt::endl;
        return kExitBadInput;
    }
    const QString path = parser.value(outputOption);
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0) {
        err << Cli::tr("jct report: %1: the report is a PDF; name the output *.pdf").arg(path) << Qt::endl;
        return kExitBadInput;
    }
    const QStringList inputs = parser.positionalArguments() + parser.values(compareOption);
    if (!outputIsWritable(QStringLiteral("report"), path, inputs, err))
        return kExitBadInput;
    int code = kExitOk;
    const auto analysis =
        analyzeScenarioArgument(parser.positionalArguments(), QStringLiteral("report"), err, &code, options);
    if (!analysis)
        return code;
    std::optional<present::PlanAnalysis> other;
    if (parser.isSet(compareOption)) {
        other = analyzeComparedPlan(parser.value(compareOption), err, &code, options);
        if (!other)
            return code;
    }
    int pages = 0;
    QString error;
    if (!draw.writeReport(*analysis, other ? &*other : nullptr, path, &pages, &error)) {
        err << Cli::tr("jct report: %1").arg(error) << Qt::endl;
        return kExitBadInput;
    }
    out << Cli::tr("wrote %1 (%2 pages)").arg(path).arg(pages) << Qt::endl;
    return kExitOk;
}

} // namespace jct::cli
