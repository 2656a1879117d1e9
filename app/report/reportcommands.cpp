#include "reportcommands.h"

#include "app/cli/cliutil.h"
#include "app/cli/commands.h"
#include "app/present/plananalysis.h"
#include "app/present/resultjson.h"
#include "reportcharts.h"
#include "reportwriter.h"
#include "widgets/chartexport.h"
#include "widgets/chartview.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace jct::report {

namespace {

using cli::kExitBadInput;
using cli::kExitInfeasible;
using cli::kExitOk;

const QString kPlotUsage = QStringLiteral("usage: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o "
                                          "OUT.png|.svg|.pdf [--size WxH] [--dpi N]");
const QString kReportUsage = QStringLiteral("usage: jct report [FILE] -o OUT.pdf [--compare B.jctplan]");

// The plan of the first positional argument, analysed; exit code in *code when there is
// none to draw (2 bad input, 1 a plan that cannot run).
std::optional<present::PlanAnalysis> analyse(const QCommandLineParser &parser, const QString &command, QTextStream &err,
                                             int *code)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        err << "jct " << command << ": one scenario file at most, got " << positional.size() << Qt::endl;
        *code = kExitBadInput;
        return std::nullopt;
    }
    const auto loaded = cli::loadScenarioArgument(positional, err);
    if (!loaded) {
        *code = kExitBadInput;
        return std::nullopt;
    }
    present::PlanAnalysis a = present::analyzePlan(*loaded, present::AnalysisOptions{});
    const QString what = positional.isEmpty() ? QStringLiteral("default scenario") : positional.first();
    if (!a.runs()) {
        const bool input = a.result.infeasibility.isInputError();
        err << what << ": "
            << (input ? QString(a.problemKey + QStringLiteral(": ")) : QStringLiteral("the plan cannot run: "))
            << a.problem << Qt::endl;
        *code = input ? kExitBadInput : kExitInfeasible;
        return std::nullopt;
    }
    return a;
}

} // namespace

int runPlot(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("scenario file; the built-in default when omitted"));
    const QCommandLineOption chartOption(QStringLiteral("chart"), QStringLiteral("the chart"), QStringLiteral("NAME"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          QStringLiteral("output file"), QStringLiteral("OUT"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), QStringLiteral("pixels, WxH"), QStringLiteral("WxH"),
                                        QStringLiteral("1600x1000"));
    const QCommandLineOption dpiOption(QStringLiteral("dpi"), QStringLiteral("dots per inch"), QStringLiteral("N"),
                                       QStringLiteral("150"));
    parser.addOptions({chartOption, outputOption, sizeOption, dpiOption});
    if (!cli::parseArguments(parser, arguments, kPlotUsage, err))
        return kExitBadInput;

    const QString allowed = chartNames().join(QStringLiteral(", "));
    if (!parser.isSet(chartOption)) {
        err << "jct plot: --chart is required: one of " << allowed << '\n' << kPlotUsage << Qt::endl;
        return kExitBadInput;
    }
    const auto chart = chartFromName(parser.value(chartOption));
    if (!chart) {
        err << "jct plot: unknown chart '" << parser.value(chartOption) << "'; allowed: " << allowed << Qt::endl;
        return kExitBadInput;
    }
    if (!parser.isSet(outputOption) || parser.value(outputOption).isEmpty()) {
        err << "jct plot: -o OUT is required (.png, .svg or .pdf)\n" << kPlotUsage << Qt::endl;
        return kExitBadInput;
    }
    const QString path = parser.value(outputOption);
    const auto format = widgets::imageFormatForPath(path);
    if (!format) {
        err << "jct plot: " << path << ": unknown output format '" << QFileInfo(path).suffix()
            << "'; allowed: .png, .svg, .pdf" << Qt::endl;
        return kExitBadInput;
    }
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})$"));
    const QRegularExpressionMatch size = sizePattern.match(parser.value(sizeOption));
    if (!size.hasMatch()) {
        err << "jct plot: bad --size '" << parser.value(sizeOption) << "': expected WxH in pixels, e.g. 1600x1000"
            << Qt::endl;
        return kExitBadInput;
    }
    bool dpiOk = false;
    const int dpi = parser.value(dpiOption).toInt(&dpiOk);
    if (!dpiOk) {
        err << "jct plot: bad --dpi '" << parser.value(dpiOption) << "': expected a whole number, e.g. 150" << Qt::endl;
        return kExitBadInput;
    }
    widgets::ChartExportOptions options;
    options.format = *format;
    options.size = QSize(size.captured(1).toInt(), size.captured(2).toInt());
    options.dpi = dpi;
    if (const QString problem = widgets::checkExportOptions(options.size, options.dpi); !problem.isEmpty()) {
        err << "jct plot: " << problem << Qt::endl;
        return kExitBadInput;
    }

    int code = kExitOk;
    const auto analysis = analyse(parser, QStringLiteral("plot"), err, &code);
    if (!analysis)
        return code;
    options.caption = chartCaption(*analysis);
    std::unique_ptr<widgets::ChartView> view = makeChart(*chart, *analysis);
    QString error;
    if (!widgets::exportChart(*view, path, options, &error)) {
        err << "jct plot: " << error << Qt::endl;
        return kExitBadInput;
    }
    out << "wrote " << path << " (" << chartName(*chart) << ", " << options.size.width() << "x" << options.size.height()
        << " px at " << options.dpi << " DPI)" << Qt::endl;
    return kExitOk;
}

int runReport(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("scenario file; the built-in default when omitted"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("output PDF"),
                                          QStringLiteral("OUT.pdf"));
    const QCommandLineOption compareOption(
        QStringLiteral("compare"), QStringLiteral("a second plan (B): tables get the columns A, B, Δ and B / A"),
        QStringLiteral("B.jctplan"));
    parser.addOptions({outputOption, compareOption});
    if (!cli::parseArguments(parser, arguments, kReportUsage, err))
        return kExitBadInput;
    if (!parser.isSet(outputOption) || parser.value(outputOption).isEmpty()) {
        err << "jct report: -o OUT.pdf is required\n" << kReportUsage << Qt::endl;
        return kExitBadInput;
    }
    const QString path = parser.value(outputOption);
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0) {
        err << "jct report: " << path << ": the report is a PDF; name the output *.pdf" << Qt::endl;
        return kExitBadInput;
    }
    int code = kExitOk;
    const auto analysis = analyse(parser, QStringLiteral("report"), err, &code);
    if (!analysis)
        return code;
    std::optional<present::PlanAnalysis> other;
    if (parser.isSet(compareOption)) {
        QCommandLineParser second;
        second.addPositionalArgument(QStringLiteral("FILE"), QString());
        (void)second.parse(QStringList{QStringLiteral("report"), parser.value(compareOption)});
        other = analyse(second, QStringLiteral("report"), err, &code);
        if (!other)
            return code;
    }
    ReportOptions options;
    options.version = QCoreApplication::applicationVersion();
    ReportWriter writer(*analysis, other ? &*other : nullptr, options);
    QString error;
    if (!writer.writePdf(path, &error)) {
        err << "jct report: " << error << Qt::endl;
        return kExitBadInput;
    }
    out << "wrote " << path << " (" << writer.pageCount() << " pages)" << Qt::endl;
    return kExitOk;
}

void registerCommands()
{
    cli::registerCommand(QStringLiteral("plot"), &runPlot);
    cli::registerCommand(QStringLiteral("report"), &runReport);
}

} // namespace jct::report
