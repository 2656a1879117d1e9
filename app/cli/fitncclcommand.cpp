// `jct fit-nccl`: fits α (the fixed cost of one call) and the large-message bandwidth to
// an nccl-tests log, and reports how well the fitted line reproduces every measured row.

#include "app/format/nccllog.h"
#include "app/format/scenariofile.h"
#include "app/present/numberformat.h"
#include "cliutil.h"
#include "commands.h"
#include "core/calibration/collectivefit.h"
#include "core/calibration/fabricfit.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace jct::cli {

namespace {

// Puts the fit into a plan. A log whose ranks all sit in one NVLink domain calibrates the
// GPU's NVLink (efficiency and per-step latency); any other log calibrates the scale-out
// fabric (protocol efficiency = fitted busbw / line rate, latency = α per ring step less
// the switch hops). The plan is written atomically; the input plan is never modified.
int writeFittedPlan(const QString &planPath, const QString &outPath, const QString &logPath, const format::NcclLog &log,
                    const CollectiveFit &fit, double busbwGBps, QStringList &warnings, QTextStream &err)
{
    const format::ScenarioReadResult read = format::readScenarioFile(planPath);
    if (!read.ok()) {
        err << planPath << ": " << read.error.toString() << Qt::endl;
        return kExitBadInput;
    }
    format::LoadedScenario plan = *read.loaded;
    MeasuredCollective measured;
    measured.ranks = log.ranks.value_or(0);
    measured.allReduce = log.collective == QLatin1String("all_reduce");
    measured.pointToPoint = log.collective == QLatin1String("sendrecv");
    measured.alphaSeconds = fit.alphaSeconds;
    measured.busBandwidth = busbwGBps * 1e9;
    if (measured.ranks <= 0)
        warnings << QStringLiteral("the log does not say how many ranks ran; α is taken as the latency of one step");
    const FabricFitResult fitted = applyCollectiveFit(plan.scenario, measured);
    const bool oneDomain = fitted.nvlink;
    if (oneDomain) {
        if (fitted.capped)
            warnings << QStringLiteral("the fitted busbw exceeds the GPU's NVLink bandwidth; efficiency capped at 1");
        // The GPU becomes an inline object so that the calibration travels with the plan.
        if (!plan.gpuId.isEmpty()) {
            plan.gpuInline = format::Catalog::builtIn().entry(format::Catalog::Kind::Gpu, plan.gpuId);
            const QString name =
                QStringLiteral("%1 (NVLink fitted to %2)")
                    .arg(plan.gpuInline.value(QStringLiteral("name")).toString(), QFileInfo(logPath).fileName());
            plan.gpuInline.insert(QStringLiteral("name"), name);
            plan.gpuId.clear();
        }
    } else {
        if (fitted.capped)
            warnings << QStringLiteral(
                "the fitted busbw exceeds the plan's NIC line rate; protocol efficiency capped at 1");
        plan.networkPreset.clear(); // an inline, fitted fabric from here on
    }
    plan.name +=
        QStringLiteral(" (%1 fitted to %2)")
            .arg(oneDomain ? QStringLiteral("NVLink") : QStringLiteral("fabric"), QFileInfo(logPath).fileName());
    QString writeError;
    if (!format::writeScenarioFile(outPath, plan, &writeError)) {
        err << writeError << Qt::endl;
        return kExitBadInput;
    }
    warnings << QStringLiteral("wrote %1 with the fitted %2")
                    .arg(outPath, oneDomain ? QStringLiteral("NVLink") : QStringLiteral("fabric"));
    return kExitOk;
}

// One measured time of the log: a row's out-of-place or in-place timing.
struct Measurement
{
    const format::NcclRow *row;
    bool inPlace;
    [[nodiscard]] const format::NcclTiming &timing() const { return inPlace ? *row->inPlace : *row->outOfPlace; }
};

// The α–β line through every measured time of a log, and how far it lands from each.
struct LogFit
{
    std::vector<Measurement> measurements;
    std::vector<double> errors; // per measurement: fitted / measured − 1
    CollectiveFit fit;
    double algbwGBps = 0; // in the log's own algbw convention
    double busbwGBps = 0;
};

LogFit fitLog(const format::NcclLog &log)
{
    LogFit result;
    std::vector<CollectiveSample> samples;
    for (const format::NcclRow &row : log.rows) {
        for (bool inPlace : {false, true}) {
            const auto &timing = inPlace ? row.inPlace : row.outOfPlace;
            if (!timing)
                continue;
            samples.push_back({row.bytes, timing->timeUs * 1e-6});
            result.measurements.push_back({&row, inPlace});
        }
    }
    result.errors.assign(samples.size(), 0.0);
    result.fit = fitCollective(samples, result.errors);
    result.algbwGBps = result.fit.algBandwidth / 1e9 * log.algbwConvention;
    result.busbwGBps = result.algbwGBps * log.busbwFactor;
    return result;
}

// What the reader of the fit should know about the log: notes after the text, a list in
// the JSON.
QStringList fitWarnings(const format::NcclLog &log, const CollectiveFit &fit)
{
    QStringList warnings;
    if (!fit.alphaDetermined)
        warnings << QStringLiteral("every row has the same message size, so α cannot be separated from the "
                                   "bandwidth: α is reported as 0 and the bandwidth fits the rows alone");
    if (log.rowsReportingErrors > 0)
        warnings << QStringLiteral("%1 row(s) report wrong results (#wrong / error not 0); their timings are used "
                                   "but the run may be broken")
                        .arg(log.rowsReportingErrors);
    if (log.algbwConvention != 1.0)
        warnings << QStringLiteral("the log's algbw is %1 × size/time (an older nccl-tests convention); the "
                                   "fitted bandwidths follow the log's convention")
                        .arg(log.algbwConvention, 0, 'f', 3);
    if (log.collectiveGuessed)
        warnings << QStringLiteral("the log does not name its test; \"%1\" was inferred from its columns")
                        .arg(log.collective);
    return warnings;
}

QJsonObject fitToJson(const format::NcclLog &log, const LogFit &f, const QStringList &warnings)
{
    QJsonArray rows;
    for (std::size_t i = 0; i < f.measurements.size(); ++i) {
        const Measurement &m = f.measurements[i];
        const format::NcclTiming &t = m.timing();
        rows.append(QJsonObject{{QStringLiteral("line"), m.row->line},
                                {QStringLiteral("bytes"), m.row->bytes},
                                {QStringLiteral("in_place"), m.inPlace},
                                {QStringLiteral("time_us"), t.timeUs},
                                {QStringLiteral("busbw_GBps"), t.busbwGBps},
                                {QStringLiteral("fitted_time_us"), t.timeUs * (1.0 + f.errors[i])},
                                {QStringLiteral("rel_error"), f.errors[i]}});
    }
    return QJsonObject{{QStringLiteral("collective"), log.collective},
                       {QStringLiteral("ranks"), log.ranks ? QJsonValue(*log.ranks) : QJsonValue()},
                       {QStringLiteral("alpha_us"), f.fit.alphaSeconds * 1e6},
                       {QStringLiteral("alpha_determined"), f.fit.alphaDetermined},
                       {QStringLiteral("busbw_GBps"), f.busbwGBps},
                       {QStringLiteral("algbw_GBps"), f.algbwGBps},
                       {QStringLiteral("busbw_factor"), log.busbwFactor},
                       {QStringLiteral("points"), static_cast<int>(f.measurements.size())},
                       {QStringLiteral("max_rel_error"), f.fit.maxRelativeError},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

// Every measured time against the fitted line's, then the fit and the warnings.
void printFit(QTextStream &out, const QString &path, const format::NcclLog &log, const LogFit &f,
              const QStringList &warnings)
{
    const QLocale c = QLocale::c();
    out << QStringLiteral("%1: %2, %3 ranks; busbw = algbw × %4 as the log computes it\n")
               .arg(path, log.collective, log.ranks ? QString::number(*log.ranks) : QStringLiteral("unknown"),
                    c.toString(log.busbwFactor, 'f', 3));
    out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
               .arg(QStringLiteral("line"), 5)
               .arg(QStringLiteral("size"), 10)
               .arg(QStringLiteral("place"), 13)
               .arg(QStringLiteral("measured"), 12)
               .arg(QStringLiteral("fitted"), 12)
               .arg(QStringLiteral("error"), 8);
    for (std::size_t i = 0; i < f.measurements.size(); ++i) {
        const Measurement &m = f.measurements[i];
        const format::NcclTiming &t = m.timing();
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(m.row->line, 5)
                   .arg(present::formatBinaryBytes(m.row->bytes), 10)
                   .arg(m.inPlace ? QStringLiteral("in-place") : QStringLiteral("out-of-place"), 13)
                   .arg(present::formatDuration(t.timeUs * 1e-6), 12)
                   .arg(present::formatDuration(t.timeUs * 1e-6 * (1.0 + f.errors[i])), 12)
                   .arg(QStringLiteral("%1 %").arg(c.toString(f.errors[i] * 100.0, 'f', 1)), 8);
    }
    out << QStringLiteral(
               "α = %1 per call%2; algbw %3 GB/s, busbw %4 GB/s for large messages; %5 points, max |error| %6 %\n")
               .arg(present::formatDuration(f.fit.alphaSeconds),
                    f.fit.alphaDetermined ? QString() : QStringLiteral(" (not determined)"),
                    c.toString(f.algbwGBps, 'f', 1), c.toString(f.busbwGBps, 'f', 1))
               .arg(f.measurements.size())
               .arg(c.toString(f.fit.maxRelativeError * 100.0, 'f', 1));
    for (const QString &w : warnings)
        out << QStringLiteral("note: ") << w << '\n';
}

} // namespace

int runFitNccl(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Fit the latency (alpha) and bus bandwidth of a fabric to an nccl-tests log."));
    parser.addPositionalArgument(QStringLiteral("LOG"), QStringLiteral("nccl-tests output"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("print the fit as JSON"));
    const QCommandLineOption intoOption(
        QStringLiteral("into"), QStringLiteral("a plan whose fabric (or NVLink, for a one-domain log) takes the fit"),
        QStringLiteral("PLAN"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          QStringLiteral("where to write the plan with the fitted fabric"),
                                          QStringLiteral("OUT.jctplan"));
    parser.addOption(jsonOption);
    parser.addOption(intoOption);
    parser.addOption(outputOption);
    if (const std::optional<int> exit = parseArguments(
            parser, arguments, QStringLiteral("usage: jct fit-nccl LOG [--json] [--into PLAN -o OUT]"), out, err, 1))
        return *exit;
    const QString path = parser.positionalArguments().first();
    const std::optional<QByteArray> input = readInputFile(path, err);
    if (!input)
        return kExitBadInput;
    const format::NcclParseResult parsed = format::parseNcclLog(*input);
    if (!parsed.ok()) {
        err << path << ": " << parsed.error.toString() << Qt::endl;
        return kExitBadInput;
    }
    const format::NcclLog &log = *parsed.log;
    const LogFit fitted = fitLog(log);
    if (!fitted.fit.ok) {
        err << path << ": the measured times do not determine a bandwidth (all rows at zero size or time)" << Qt::endl;
        return kExitBadInput;
    }
    QStringList warnings = fitWarnings(log, fitted.fit);

    if (parser.isSet(intoOption) != parser.isSet(outputOption)) {
        err << "jct fit-nccl: --into PLAN and -o OUT go together" << Qt::endl;
        return kExitBadInput;
    }
    if (parser.isSet(intoOption)) {
        // The fitted plan never replaces what is read: the log, nor the plan it starts from.
        const QString outPath = parser.value(outputOption);
        for (const auto &[given, what] :
             {std::pair{path, QStringLiteral("the nccl-tests log being read")},
              std::pair{parser.value(intoOption), QStringLiteral("the plan given to --into")}})
            if (format::sameExistingFile(outPath, given)) {
                err << "jct fit-nccl: -o " << outPath << " is " << what << " (" << given
                    << "); write the fitted plan to another file" << Qt::endl;
                return kExitBadInput;
            }
        if (const QString kind = format::nonRegularTarget(outPath); !kind.isEmpty()) {
            err << "jct fit-nccl: -o " << outPath << " is " << kind
                << ", not a regular file; write the fitted plan to a regular file" << Qt::endl;
            return kExitBadInput;
        }
        const int code = writeFittedPlan(parser.value(intoOption), parser.value(outputOption), path, log, fitted.fit,
                                         fitted.busbwGBps, warnings, err);
        if (code != kExitOk)
            return code;
    }

    if (parser.isSet(jsonOption))
        out << QJsonDocument(fitToJson(log, fitted, warnings)).toJson(QJsonDocument::Indented);
    else
        printFit(out, path, log, fitted, warnings);
    return kExitOk;
}

} // namespace jct::cli
