// `jct plot` (INTERFACES.md): one chart of a plan written to a file without a display.
// The arguments are checked here, before the plan is loaded, so that a typo fails fast;
// the drawing itself is the drawing library's (drawing.h).

#include "app/format/nccllog.h"
#include "app/present/chartfile.h"
#include "app/present/comparison.h"
#include "app/present/ncclchart.h"
#include "app/present/ncclfit.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "drawing.h"

#include <optional>

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>

namespace jct::cli {

namespace {

QString plotUsage()
{
    return Cli::tr("usage: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf "
                   "[--size WxH] [--dpi N] [--knee PERCENT]\n"
                   "       jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] "
                   "[--knee PERCENT]\n"
                   "       jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]");
}

// What to draw and where, once the arguments are known to be good.
struct PlotRequest
{
    present::ChartId chart = present::ChartId::SyncWall;
    QString path;
    QSize size;
    int dpi = 0;
};

// The chart and the output file; false with the message when either is missing or
// unknown.
bool parseChartAndOutput(const QCommandLineParser &parser, PlotRequest &request, QTextStream &err)
{
    const QString allowed = present::chartNames().join(QStringLiteral(", "));
    const bool nccl = parser.isSet(QStringLiteral("nccl"));
    if (nccl && parser.isSet(QStringLiteral("chart"))) {
        err << Cli::tr("jct plot: --nccl LOG draws the log against its fit; it takes no --chart") << '\n'
            << plotUsage() << Qt::endl;
        return false;
    }
    if (!nccl && !parser.isSet(QStringLiteral("chart"))) {
        err << Cli::tr("jct plot: --chart is required: one of %1").arg(allowed) << '\n' << plotUsage() << Qt::endl;
        return false;
    }
    const QString name = parser.value(QStringLiteral("chart"));
    const auto chart =
        nccl ? std::optional<present::ChartId>(present::ChartId::SyncWall) : present::chartFromName(name);
    if (!chart) {
        err << Cli::tr("jct plot: unknown chart '%1'; allowed: %2").arg(name, allowed) << Qt::endl;
        return false;
    }
    request.chart = *chart;
    request.path = parser.value(QStringLiteral("output"));
    if (!parser.isSet(QStringLiteral("output")) || request.path.isEmpty()) {
        err << Cli::tr("jct plot: -o OUT is required (.png, .svg or .pdf)") << '\n' << plotUsage() << Qt::endl;
        return false;
    }
    if (!present::imageFormatForPath(request.path)) {
        err << Cli::tr("jct plot: %1: unknown output format '%2'; allowed: .png, .svg, .pdf")
                   .arg(request.path, QFileInfo(request.path).suffix())
            << Qt::endl;
        return false;
    }
    return true;
}

// The size and DPI; false with the message when they are not numbers or would not make a
// readable chart.
bool parseSizeAndDpi(const QCommandLineParser &parser, PlotRequest &request, QTextStream &err)
{
    const QString sizeText = parser.value(QStringLiteral("size"));
    static const QRegularExpression sizePattern(QStringLiteral("^(\\d{1,6})[xX](\\d{1,6})$"));
    const QRegularExpressionMatch size = sizePattern.match(sizeText);
    if (!size.hasMatch()) {
        err << Cli::tr("jct plot: bad --size '%1': expected WxH in pixels, e.g. 1600x1000").arg(sizeText) << Qt::endl;
        return false;
    }
    const QString dpiText = parser.value(QStringLiteral("dpi"));
    bool dpiOk = false;
    request.dpi = dpiText.toInt(&dpiOk);
    if (!dpiOk) {
        err << Cli::tr("jct plot: bad --dpi '%1': expected a whole number, e.g. 150").arg(dpiText) << Qt::endl;
        return false;
    }
    request.size = QSize(size.captured(1).toInt(), size.captured(2).toInt());
    if (const QString problem = present::checkExportOptions(request.size, request.dpi); !problem.isEmpty()) {
        err << Cli::tr("jct plot: %1").arg(problem) << Qt::endl;
        return false;
    }
    return true;
}

// `jct plot --nccl LOG`: the log's first table against its fit.
int plotNcclLog(const QString &logPath, const PlotRequest &request, const Drawing &draw, QTextStream &out,
                QTextStream &err)
{
    const format::NcclParseResult parsed = format::readNcclLogFile(logPath);
    if (!parsed.ok()) {
        err << logPath << ": " << parsed.error.toString() << Qt::endl;
        return kExitBadInput;
    }
    const format::NcclLog &log = parsed.logs.first();
    const present::NcclTableFit fit = present::fitNcclTable(log);
    if (!fit.fit.ok) {
        err << Cli::tr("%1: the %2 table determines neither α nor a bandwidth: %3; %4")
                   .arg(logPath, log.collective, present::alphaText(fit), present::bandwidthText(fit))
            << Qt::endl;
        return kExitBadInput;
    }
    const present::NcclChartData data = present::ncclChartData(fit, parsed.cluster, QFileInfo(logPath).fileName());
    QString error;
    if (!draw.writeNcclChart(data, request.path, request.size, request.dpi, &error)) {
        err << Cli::tr("jct plot: %1").arg(error) << Qt::endl;
        return kExitBadInput;
    }
    out << Cli::tr("wrote %1 (%2 of %3 against its fit, %4x%5 px at %6 DPI)")
               .arg(request.path, log.collective, logPath)
               .arg(request.size.width())
               .arg(request.size.height())
               .arg(request.dpi)
        << Qt::endl;
    if (parsed.logs.size() > 1)
        out << Cli::tr("note: the log holds %1 collectives; the chart shows the first, %2")
                   .arg(parsed.logs.size())
                   .arg(log.collective)
            << Qt::endl;
    return kExitOk;
}

} // namespace

int runPlot(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const Drawing &draw = drawing();
    if (!draw.writeChart)
        return drawingNotAvailable(QStringLiteral("plot"), err);
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Write one chart of a scenario as PNG, SVG or PDF."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("scenario file; the built-in default when omitted"));
    parser.addOptions({
        {QStringLiteral("chart"), Cli::tr("the chart"), QStringLiteral("NAME")},
        {QStringLiteral("nccl"), Cli::tr("an nccl-tests log to draw against its fit"), QStringLiteral("LOG")},
        {QStringLiteral("compare"),
         Cli::tr("two plans, A then B: A laid over B as the window shows a pinned A (both curves, markers and step "
                 "bars, named A: and B: in the legend)")},
        {{QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("output file"), QStringLiteral("OUT")},
        {QStringLiteral("size"), Cli::tr("pixels, WxH"), QStringLiteral("WxH"), QStringLiteral("1600x1000")},
        {QStringLiteral("dpi"), Cli::tr("dots per inch"), QStringLiteral("N"), QStringLiteral("150")},
    });
    const QCommandLineOption knee = kneeOption();
    parser.addOption(knee);
    if (const std::optional<int> exit = parseArguments(parser, arguments, plotUsage(), out, err))
        return *exit;
    PlotRequest request;
    if (!parseChartAndOutput(parser, request, err) || !parseSizeAndDpi(parser, request, err))
        return kExitBadInput;
    const QStringList inputs = parser.positionalArguments() + parser.values(QStringLiteral("nccl"));
    if (!outputIsWritable(QStringLiteral("plot"), request.path, inputs, err))
        return kExitBadInput;
    if (parser.isSet(QStringLiteral("nccl"))) {
        if (!parser.positionalArguments().isEmpty()) {
            err << Cli::tr("jct plot: --nccl LOG takes no plan") << '\n' << plotUsage() << Qt::endl;
            return kExitBadInput;
        }
        if (!draw.writeNcclChart)
            return drawingNotAvailable(QStringLiteral("plot"), err);
        return plotNcclLog(parser.value(QStringLiteral("nccl")), request, draw, out, err);
    }
    present::AnalysisOptions options;
    if (!parseKnee(parser, knee, QStringLiteral("plot"), err, &options.kneeThreshold))
        return kExitBadInput;

    int code = kExitOk;
    const bool compare = parser.isSet(QStringLiteral("compare"));
    const QStringList plans = parser.positionalArguments();
    if (compare && plans.size() != 2) {
        err << Cli::tr("jct plot: --compare takes two plans, A then B (got %1)").arg(plans.size()) << '\n'
            << plotUsage() << Qt::endl;
        return kExitBadInput;
    }
    auto analysis =
        analyzeScenarioArgument(compare ? plans.mid(1) : plans, QStringLiteral("plot"), err, &code, options);
    if (!analysis)
        return code;
    if (compare) {
        const auto a = analyzeScenarioArgument(plans.mid(0, 1), QStringLiteral("plot"), err, &code, options);
        if (!a)
            return code;
        analysis = present::overlayPlanA(*a, std::move(*analysis), QLocale::c());
    }
    QString error;
    if (!draw.writeChart(request.chart, *analysis, request.path, request.size, request.dpi, &error)) {
        err << Cli::tr("jct plot: %1").arg(error) << Qt::endl;
        return kExitBadInput;
    }
    out << (compare ? Cli::tr("wrote %1 (%2, A and B, %3x%4 px at %5 DPI)")
                    : Cli::tr("wrote %1 (%2, %3x%4 px at %5 DPI)"))
               .arg(request.path, present::chartName(request.chart))
               .arg(request.size.width())
               .arg(request.size.height())
               .arg(request.dpi)
        << Qt::endl;
    return kExitOk;
}

} // namespace jct::cli
