// `jct fit-nccl`: fits α (the fixed cost of one call) and the large-message bandwidth to
// one or more nccl-tests logs of one cluster, regime by regime, and reports how the fit
// lands on every measured row, what it left out and what the logs cannot determine.

#include "app/format/nccllog.h"
#include "app/format/scenariofile.h"
#include "app/present/ncclfit.h"
#include "app/present/numberformat.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "core/calibration/collectivefit.h"
#include "core/calibration/fabricfit.h"

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include <QCommandLineParser>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace jct::cli {

namespace {

// A log file and the fit of each of its tables (one per collective).
struct LogFile
{
    QString path;
    format::NcclParseResult parsed;
    std::vector<present::NcclTableFit> fits;
};

QString sourceNames(const std::vector<std::unique_ptr<LogFile>> &files)
{
    QStringList names;
    for (const auto &f : files)
        names << QFileInfo(f->path).fileName();
    return names.join(QStringLiteral(", "));
}

// The devices the logs' headers name, one per log: each is checked against the plan's GPU.
QStringList logDevices(const std::vector<std::unique_ptr<LogFile>> &files)
{
    QStringList devices;
    for (const auto &f : files)
        devices << f->parsed.cluster.device;
    return devices;
}

// Puts the fit into a plan. A log whose ranks all sit in one NVLink domain calibrates the
// GPU's NVLink (efficiency and per-step latency); any other log calibrates the scale-out
// fabric (protocol efficiency = fitted busbw / line rate, latency = α per ring step less
// the switch hops). Only what the log determines changes. The plan is written atomically;
// the input plan is never modified.
int writeFittedPlan(const QString &planPath, const QString &outPath, const QString &sources, const QString &date,
                    const QStringList &devices, const MeasuredCollective &measured, QStringList &warnings,
                    bool translated, QTextStream &err)
{
    const format::ScenarioReadResult read = format::readScenarioFile(planPath);
    if (!read.ok()) {
        err << planPath << ": " << read.error.toString() << Qt::endl;
        return kExitBadInput;
    }
    const present::NcclApplied applied = present::applyNcclFit(*read.loaded, measured, sources, date, devices);
    warnings += applied.warnings;
    const bool oneDomain = applied.nvlink;
    const format::LoadedScenario &plan = applied.plan;
    for (const QString &c : std::as_const(applied.changes))
        warnings << cliText(QT_TRANSLATE_NOOP("Cli", "changed %1"), translated).arg(c);
    QString writeError;
    if (!format::writeScenarioFile(outPath, plan, &writeError)) {
        err << writeError << Qt::endl;
        return kExitBadInput;
    }
    warnings << cliText(oneDomain ? QT_TRANSLATE_NOOP("Cli", "wrote %1 with the fitted NVLink")
                                  : QT_TRANSLATE_NOOP("Cli", "wrote %1 with the fitted fabric"),
                        translated)
                    .arg(outPath);
    return kExitOk;
}

QJsonValue orNull(bool determined, double value)
{
    return determined ? QJsonValue(value) : QJsonValue();
}

QJsonObject fitToJson(const LogFile &file, const present::NcclTableFit &f)
{
    const format::NcclLog &log = *f.log;
    const format::NcclCluster &cluster = file.parsed.cluster;
    QJsonArray rows;
    for (std::size_t i = 0; i < f.measurements.size(); ++i) {
        const present::NcclMeasurement &m = f.measurements[i];
        const format::NcclTiming &t = m.timing();
        QJsonObject row{{QStringLiteral("line"), m.row->line},
                        {QStringLiteral("bytes"), m.row->bytes},
                        {QStringLiteral("in_place"), m.inPlace},
                        {QStringLiteral("time_us"), t.timeUs},
                        {QStringLiteral("busbw_GBps"), t.busbwGBps},
                        {QStringLiteral("fitted_time_us"), f.points[i].fittedSeconds * 1e6},
                        {QStringLiteral("rel_error"), f.points[i].relativeError},
                        {QStringLiteral("regime"), present::regimeName(f.points[i].regime)}};
        if (f.points[i].regime == FitRegime::Outlier)
            row.insert(QStringLiteral("left_out_because"), present::outlierReason(f, i));
        rows.append(row);
    }
    return QJsonObject{{QStringLiteral("file"), file.path},
                       {QStringLiteral("collective"), log.collective},
                       {QStringLiteral("ranks"), cluster.ranks ? QJsonValue(*cluster.ranks) : QJsonValue()},
                       {QStringLiteral("nodes"), cluster.nodes ? QJsonValue(*cluster.nodes) : QJsonValue()},
                       {QStringLiteral("alpha_us"), orNull(f.fit.alphaDetermined, f.fit.alphaSeconds * 1e6)},
                       {QStringLiteral("alpha_determined"), f.fit.alphaDetermined},
                       {QStringLiteral("busbw_GBps"), orNull(f.fit.bandwidthDetermined, f.busbwGBps)},
                       {QStringLiteral("algbw_GBps"), orNull(f.fit.bandwidthDetermined, f.algbwGBps)},
                       {QStringLiteral("bandwidth_determined"), f.fit.bandwidthDetermined},
                       {QStringLiteral("busbw_factor"), log.busbwFactor},
                       {QStringLiteral("points"), static_cast<int>(f.measurements.size())},
                       {QStringLiteral("latency_points"), static_cast<int>(f.fit.latencyPoints)},
                       {QStringLiteral("plateau_points"), static_cast<int>(f.fit.bandwidthPoints)},
                       {QStringLiteral("transition_points"), static_cast<int>(f.fit.transitionPoints)},
                       {QStringLiteral("left_out"), static_cast<int>(f.fit.outliers)},
                       {QStringLiteral("max_rel_error"), f.fit.maxRelativeError},
                       {QStringLiteral("rows"), rows},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(present::fitNotes(f))}};
}

// Every measured time against the fitted curve, then the fit and its notes.
void printFit(QTextStream &out, const LogFile &file, const present::NcclTableFit &f)
{
    const QLocale c = QLocale::c();
    const format::NcclLog &log = *f.log;
    out << Cli::tr("%1: %2, %3; busbw = algbw × %4 as the log computes it")
               .arg(file.path, log.collective, present::clusterText(file.parsed.cluster),
                    c.toString(log.busbwFactor, 'f', 3))
        << '\n';
    out << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
               .arg(fitWidth(Cli::tr("line"), 6))
               .arg(fitWidth(Cli::tr("size"), 10))
               .arg(fitWidth(Cli::tr("place"), 13))
               .arg(fitWidth(Cli::tr("measured"), 12))
               .arg(fitWidth(Cli::tr("fitted"), 12))
               .arg(fitWidth(Cli::tr("error"), 8))
               .arg(Cli::tr("regime"));
    for (std::size_t i = 0; i < f.measurements.size(); ++i) {
        const present::NcclMeasurement &m = f.measurements[i];
        const format::NcclTiming &t = m.timing();
        out << QStringLiteral("%1 %2 %3 %4 %5 %6  %7\n")
                   .arg(m.row->line, 6)
                   .arg(present::formatBinaryBytes(m.row->bytes), 10)
                   .arg(fitWidth(m.inPlace ? Cli::tr("in-place") : Cli::tr("out-of-place"), 13))
                   .arg(present::formatDuration(t.timeUs * 1e-6), 12)
                   .arg(present::formatDuration(f.points[i].fittedSeconds), 12)
                   .arg(present::formatPercent(f.points[i].relativeError), 8)
                   .arg(present::regimeName(f.points[i].regime));
    }
    out << Cli::tr("α: %1").arg(present::alphaText(f)) << '\n'
        << Cli::tr("bandwidth: %1").arg(present::bandwidthText(f)) << '\n'
        << Cli::tr("%1 points (%2 latency, %3 plateau, %4 transition, %5 left out); max |error| over the fitted "
                   "ones %6")
               .arg(f.measurements.size())
               .arg(f.fit.latencyPoints)
               .arg(f.fit.bandwidthPoints)
               .arg(f.fit.transitionPoints)
               .arg(f.fit.outliers)
               .arg(present::formatPercent(f.fit.maxRelativeError))
        << '\n';
    for (const QString &w : present::fitNotes(f))
        out << Cli::tr("note: %1").arg(w) << '\n';
}

QJsonObject combinedToJson(const MeasuredCollective &m)
{
    return QJsonObject{{QStringLiteral("ranks"), m.ranks > 0 ? QJsonValue(m.ranks) : QJsonValue()},
                       {QStringLiteral("alpha_step_us"), orNull(m.alphaDetermined, alphaPerStep(m) * 1e6)},
                       {QStringLiteral("busbw_GBps"), orNull(m.bandwidthDetermined, m.busBandwidth / 1e9)}};
}

} // namespace

int runFitNccl(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Fit the latency (alpha) and bus bandwidth of a fabric to nccl-tests logs of one cluster."));
    parser.addPositionalArgument(QStringLiteral("LOG"),
                                 Cli::tr("nccl-tests output (one or more files of one cluster)"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), Cli::tr("print the fit as JSON"));
    const QCommandLineOption intoOption(QStringLiteral("into"),
                                        Cli::tr("a plan whose fabric (or NVLink, for a one-domain log) takes the fit"),
                                        QStringLiteral("PLAN"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          Cli::tr("where to write the plan with the fitted fabric"),
                                          QStringLiteral("OUT.jctplan"));
    parser.addOption(jsonOption);
    parser.addOption(intoOption);
    parser.addOption(outputOption);
    const QString usage = Cli::tr("usage: jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]");
    if (const std::optional<int> exit = parseArguments(parser, arguments, usage, out, err))
        return *exit;
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        err << usage << Qt::endl;
        return kExitBadInput;
    }
    // The log parser's warnings and skipped lines (app/format/nccllog) go into the JSON as
    // it words them: in English, so the language goes before the logs are read.
    if (parser.isSet(jsonOption))
        useEnglishForScripts();
    if (parser.isSet(intoOption) != parser.isSet(outputOption)) {
        err << Cli::tr("jct fit-nccl: --into PLAN and -o OUT go together") << Qt::endl;
        return kExitBadInput;
    }

    std::vector<std::unique_ptr<LogFile>> files;
    std::vector<MeasuredCollective> measurements;
    for (const QString &path : paths) {
        auto file = std::make_unique<LogFile>();
        file->path = path;
        file->parsed = format::readNcclLogFile(path);
        if (!file->parsed.ok()) {
            err << path << ": " << file->parsed.error.toString() << Qt::endl;
            return kExitBadInput;
        }
        for (const format::NcclLog &log : std::as_const(file->parsed.logs)) {
            present::NcclTableFit fit = present::fitNcclTable(log);
            if (!fit.fit.ok) {
                err << (log.headerLine > 0
                            ? Cli::tr("%1: the %2 table under line %3 determines neither α nor a bandwidth: %4; %5")
                                  .arg(path, log.collective, QString::number(log.headerLine), present::alphaText(fit),
                                       present::bandwidthText(fit))
                            : Cli::tr("%1: the %2 table determines neither α nor a bandwidth: %3; %4")
                                  .arg(path, log.collective, present::alphaText(fit), present::bandwidthText(fit)))
                    << Qt::endl;
                return kExitBadInput;
            }
            measurements.push_back(fit.measured(file->parsed.cluster));
            file->fits.push_back(std::move(fit));
        }
        files.push_back(std::move(file));
    }
    const MeasuredCollective combined =
        measurements.size() == 1 ? measurements.front() : combineCollectives(measurements);
    QStringList warnings;
    for (const auto &file : files) {
        for (const QString &w : std::as_const(file->parsed.warnings))
            warnings << QStringLiteral("%1: %2").arg(file->path, w);
        // The text names the first ten skipped lines, the JSON every one it holds.
        const qsizetype named = parser.isSet(jsonOption) ? file->parsed.skipped.size()
                                                         : std::min<qsizetype>(10, file->parsed.skipped.size());
        for (qsizetype i = 0; i < named; ++i)
            warnings << QStringLiteral("%1: %2").arg(file->path, file->parsed.skipped[i].toString());
        if (file->parsed.skippedCount > named)
            warnings << cliText(QT_TRANSLATE_NOOP("Cli", "%1: %2 more line(s) skipped"), !parser.isSet(jsonOption))
                            .arg(file->path)
                            .arg(file->parsed.skippedCount - named);
    }

    if (parser.isSet(intoOption)) {
        // The fitted plan never replaces what is read: a log, nor the plan it starts from.
        const QString outPath = parser.value(outputOption);
        std::vector<std::pair<QString, QString>> inputs;
        for (const QString &path : paths)
            inputs.emplace_back(path, Cli::tr("the nccl-tests log being read"));
        inputs.emplace_back(parser.value(intoOption), Cli::tr("the plan given to --into"));
        for (const auto &[given, what] : inputs)
            if (format::sameExistingFile(outPath, given)) {
                err << Cli::tr("jct fit-nccl: -o %1 is %2 (%3); write the fitted plan to another file")
                           .arg(outPath, what, given)
                    << Qt::endl;
                return kExitBadInput;
            }
        if (const QString kind = format::nonRegularTarget(outPath); !kind.isEmpty()) {
            err << Cli::tr("jct fit-nccl: -o %1 is %2, not a regular file; write the fitted plan to a regular file")
                       .arg(outPath, kind)
                << Qt::endl;
            return kExitBadInput;
        }
        // The changes and warnings of the fit (app/present/ncclfit) go into the JSON too: in
        // English, so the language goes before the fit is applied.
        if (parser.isSet(jsonOption))
            useEnglishForScripts();
        const int code = writeFittedPlan(parser.value(intoOption), outPath, sourceNames(files),
                                         QFileInfo(paths.first()).lastModified().date().toString(Qt::ISODate),
                                         logDevices(files), combined, warnings, !parser.isSet(jsonOption), err);
        if (code != kExitOk)
            return code;
    }

    const bool several = measurements.size() > 1;
    if (parser.isSet(jsonOption)) {
        useEnglishForScripts();
        QJsonArray tables;
        for (const auto &file : files)
            for (const present::NcclTableFit &f : file->fits)
                tables.append(fitToJson(*file, f));
        // One table: its fit is the object (the contract of INTERFACES.md); several: the
        // first table's keys, the others under "tables", and the fabric they make together.
        QJsonObject o = tables.first().toObject();
        o.insert(QStringLiteral("warnings"),
                 QJsonArray::fromStringList(o.value(QStringLiteral("warnings")).toVariant().toStringList() + warnings));
        if (several) {
            o.insert(QStringLiteral("tables"), tables);
            o.insert(QStringLiteral("combined"), combinedToJson(combined));
        }
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        for (const auto &file : files)
            for (const present::NcclTableFit &f : file->fits) {
                printFit(out, *file, f);
                out << '\n';
            }
        if (several)
            out << Cli::tr("together (%1 tables): α per ring step %2, busbw %3")
                       .arg(measurements.size())
                       .arg(combined.alphaDetermined ? present::formatDuration(alphaPerStep(combined))
                                                     : Cli::tr("not determined"),
                            combined.bandwidthDetermined ? present::formatBandwidth(combined.busBandwidth)
                                                         : Cli::tr("not determined"))
                << '\n';
        for (const QString &w : std::as_const(warnings))
            out << Cli::tr("note: %1").arg(w) << '\n';
    }
    return kExitOk;
}

} // namespace jct::cli
