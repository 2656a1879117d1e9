// `jct sweep`: the sync-wall curve, one row per GPU count with the global batch fixed.

#include "app/format/enumnames.h"
#include "app/format/scenariojson.h"
#include "app/present/figures.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/sweeps.h"
#include "core/studies/syncwall.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include <QCommandLineParser>
#include <QRegularExpression>

namespace jct::cli {

namespace {

// The most rows a geometric --gpus step may ask for.
constexpr int kMaxSweepRows = 100000;

struct GpuRange
{
    int from = 0;
    int to = 0;
    double factor = 0.0; // > 1: multiply; 0: every valid count (at most 512, log-spaced)
};

std::optional<GpuRange> parseRange(const QString &text, QString *error)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d+):(\\d+)(?::x(\\d+(?:\\.\\d+)?))?$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        *error = Cli::tr("--gpus must look like A:B or A:B:xSTEP (e.g. 64:16384:x2), got '%1'").arg(text);
        return std::nullopt;
    }
    GpuRange range;
    bool okFrom = false;
    bool okTo = false;
    range.from = match.captured(1).toInt(&okFrom);
    range.to = match.captured(2).toInt(&okTo);
    if (!okFrom || !okTo || range.from < 1 || range.to < range.from || range.to > (1 << 24)) {
        *error = Cli::tr("--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'").arg(text);
        return std::nullopt;
    }
    if (match.hasCaptured(3)) {
        range.factor = match.captured(3).toDouble();
        if (range.factor <= 1.0) {
            *error =
                Cli::tr("--gpus: the step factor after 'x' must be greater than 1, got '%1'").arg(match.captured(3));
            return std::nullopt;
        }
        // Each row is one evaluation and one line: a factor a hair above 1 would ask for
        // hundreds of millions of them (and the memory to hold them).
        const double rows =
            std::floor(std::log(static_cast<double>(range.to) / range.from) / std::log(range.factor)) + 1;
        if (rows > kMaxSweepRows) {
            const double least = std::pow(static_cast<double>(range.to) / range.from, 1.0 / (kMaxSweepRows - 1));
            *error =
                Cli::tr("--gpus: the step factor x%1 gives %2 rows from %3 to %4 GPUs, at most %5 are allowed "
                        "(a factor of at least %6)")
                    .arg(match.captured(3), present::formatCount(rows, QLocale::c()),
                         present::formatCount(range.from, QLocale::c()), present::formatCount(range.to, QLocale::c()),
                         present::formatCount(kMaxSweepRows, QLocale::c()))
                    .arg(least, 0, 'f', 7);
            return std::nullopt;
        }
    }
    return range;
}

// The counts of the range: core's spacing (every multiple of tp·pp·cp, at most 512 of
// them spread as the sync-wall sweep spreads its points, or a geometric step). Without a
// step the plan's own count and the sync wall's are added when the range holds them, so
// that the rows show the counts the summary lines name; a step gives exactly its counts.
std::vector<int> gpuCounts(const Scenario &s, const GpuRange &range, std::initializer_list<int> named)
{
    std::size_t bound = 512;
    if (range.factor > 1.0)
        bound =
            static_cast<std::size_t>(std::log(static_cast<double>(range.to) / range.from) / std::log(range.factor)) + 2;
    std::vector<int> counts(bound);
    counts.resize(gpuCountsInRange(s, range.from, range.to, range.factor, counts));
    if (counts.empty() || range.factor > 1.0)
        return counts; // none (refused as such), or the step's
    for (const int n : named)
        if (n >= range.from && n <= range.to)
            counts.push_back(n);
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

} // namespace

namespace {

// GPU utilization against packet loss for one plan: the share of each step spent in
// compute, and what the job time and cost become.
int lossSweep(const format::LoadedScenario &loaded, const Result &plan, bool csv, QTextStream &out)
{
    static constexpr double rates[] = {0.0, 1e-6, 1e-5, 3e-5, 1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1};
    std::array<LossPoint, std::size(rates)> points{};
    const Scenario &s = loaded.scenario;
    if (lossSweep(s, rates, points) == 0) {
        // Loss never changes what fits: the plan's own reason is the loss-free plan's.
        out << present::describeInfeasibility(plan, s) << '\n';
        return kExitInfeasible;
    }
    const QLocale c = QLocale::c();
    if (csv)
        out << "loss_rate,gpu_utilization,mfu,step_time_s,predicted_days,delta_fraction,total_usd\n";
    else
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(fitWidth(Cli::tr("loss"), 9))
                   .arg(fitWidth(Cli::tr("GPU busy"), 9))
                   .arg(fitWidth(Cli::tr("MFU"), 8))
                   .arg(fitWidth(Cli::tr("step"), 10))
                   .arg(fitWidth(Cli::tr("JCT"), 12))
                   .arg(fitWidth(Cli::tr("vs no loss"), 11));
    for (const LossPoint &p : points) {
        if (csv)
            out << c.toString(p.lossRate, 'g', 6) << ',' << c.toString(p.utilization, 'g', 6) << ','
                << c.toString(p.mfu, 'g', 6) << ',' << c.toString(p.stepSeconds, 'g', 8) << ','
                << c.toString(p.predictedSeconds / units::kDay, 'g', 8) << ',' << c.toString(p.slowdown, 'g', 6) << ','
                << c.toString(p.totalUsd, 'f', 2) << '\n';
        else
            out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                       .arg(QStringLiteral("%1 %").arg(c.toString(p.lossRate * 100.0, 'g', 3)), 9)
                       .arg(present::formatPercent(p.utilization), 9)
                       .arg(present::formatPercent(p.mfu), 8)
                       .arg(present::formatDuration(p.stepSeconds), 10)
                       .arg(present::formatDuration(p.predictedSeconds), 12)
                       .arg(QStringLiteral("+%1").arg(present::formatPercent(p.slowdown)), 11);
    }
    if (!csv)
        out << Cli::tr("GPU busy = compute / step time. Loss model: %1, RTT-sized window, %2 retransmission timeout "
                       "for tail losses.")
                   .arg(format::enumText(s.fabric.transport), present::formatDuration(s.fabric.retransmitTimeout))
            << '\n';
    return kExitOk;
}

} // namespace

namespace {

// Why a GPU count of the sweep does not run, in a few words: in the user's language for
// the table, in English for the CSV (a file scripts read stays English).
QString sweepNote(const Result &r, long long modelParallel, bool translated)
{
    const char *note = QT_TRANSLATE_NOOP("Cli", "invalid layout");
    switch (r.infeasibility.problem) {
    case Problem::DoesNotFitMemory:
        note = QT_TRANSLATE_NOOP("Cli", "does not fit in memory");
        break;
    case Problem::JobDoesNotFinish:
        note = std::isfinite(r.infeasibility.value) ? QT_TRANSLATE_NOOP("Cli", "job time past 1,000,000 days")
                                                    : QT_TRANSLATE_NOOP("Cli", "job time not finite");
        break;
    case Problem::GpusNotDivisibleByModelParallel:
        note = QT_TRANSLATE_NOOP("Cli", "not a multiple of tp·pp·cp = %1");
        break;
    case Problem::BatchNotDivisible:
        note = QT_TRANSLATE_NOOP("Cli", "fewer than one micro-batch per rank");
        break;
    case Problem::InterleavingNeedsMicroBatches:
        note = QT_TRANSLATE_NOOP("Cli", "fewer than pp micro-batches for vpp > 1");
        break;
    default:
        break;
    }
    QString text = translated ? Cli::tr(note) : QString::fromUtf8(note);
    return text.contains(QLatin1String("%1")) ? text.arg(modelParallel) : text;
}

// The note of a row that runs only with an uneven split of the global batch.
QString unevenNote(const Scenario &s, bool translated)
{
    const char *note = QT_TRANSLATE_NOOP("Cli", "uneven: B/b = %1 is not a multiple of dp");
    const long long perRankBatches = maxDataParallel(s);
    return (translated ? Cli::tr(note) : QString::fromUtf8(note))
        .arg(translated ? present::formatCount(static_cast<double>(perRankBatches)) : QString::number(perRankBatches));
}

void printGpuSweep(QTextStream &out, const Scenario &s, const std::vector<GpuCountPoint> &points,
                   long long modelParallel, bool csv)
{
    if (csv)
        out << "gpus,dp,micro_batches,fits,step_time_s,predicted_days,theoretical_days,efficiency,mfu,total_usd,idle_"
               "usd,per_idle_minute_usd,note\n";
    else
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9\n")
                   .arg(fitWidth(Cli::tr("GPUs"), 8))
                   .arg(QStringLiteral("dp"), 6)
                   .arg(fitWidth(Cli::tr("step"), 10))
                   .arg(fitWidth(Cli::tr("JCT days"), 9))
                   .arg(fitWidth(Cli::tr("min days"), 9))
                   .arg(fitWidth(Cli::tr("eff."), 7))
                   .arg(fitWidth(Cli::tr("total cost"), 13))
                   .arg(fitWidth(Cli::tr("idle cost"), 13))
                   .arg(Cli::tr("note"));
    const QLocale c = QLocale::c();
    for (const GpuCountPoint &point : points) {
        const Result &r = point.result;
        const int gpus = point.gpus;
        if (csv) {
            if (r.fits())
                out << gpus << ',' << r.dp << ',' << r.microBatches << ",true," << c.toString(r.stepTime, 'g', 8) << ','
                    << c.toString(r.predictedSeconds / units::kDay, 'g', 8) << ','
                    << c.toString(r.theoreticalSeconds / units::kDay, 'g', 8) << ',' << c.toString(r.efficiency, 'g', 6)
                    << ',' << c.toString(r.mfu, 'g', 6) << ',' << c.toString(r.cost.totalUsd, 'f', 2) << ','
                    << c.toString(r.cost.idleUsd, 'f', 2) << ',' << c.toString(r.cost.perIdleMinuteUsd, 'f', 2) << ','
                    << (point.evenSplit ? QString() : unevenNote(s, false)) << '\n';
            else
                out << gpus << ',' << r.dp << ',' << r.microBatches << ",false,,,,,,,,,"
                    << sweepNote(r, modelParallel, false) << '\n';
        } else if (r.fits()) {
            out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8%9\n")
                       .arg(present::formatCount(gpus), 8)
                       .arg(present::formatCount(r.dp), 6)
                       .arg(present::formatDuration(r.stepTime), 10)
                       .arg(c.toString(r.predictedSeconds / units::kDay, 'f', 2), 9)
                       .arg(c.toString(r.theoreticalSeconds / units::kDay, 'f', 2), 9)
                       .arg(present::formatPercent(r.efficiency), 7)
                       .arg(present::formatUsd(r.cost.totalUsd), 13)
                       .arg(present::formatUsd(r.cost.idleUsd), 13)
                       .arg(point.evenSplit ? QString() : QStringLiteral("  ") + unevenNote(s, true));
        } else {
            out << QStringLiteral("%1 %2  %3\n")
                       .arg(present::formatCount(gpus), 8)
                       .arg(present::formatCount(r.dp), 6)
                       .arg(sweepNote(r, modelParallel, true));
        }
    }
}

} // namespace

int runSweep(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("The sync-wall curve: one row per GPU count."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("scenario file; the built-in default when omitted"));
    const QCommandLineOption gpusOption(QStringLiteral("gpus"), Cli::tr("GPU counts A:B[:xSTEP]"),
                                        QStringLiteral("A:B"));
    const QCommandLineOption csvOption(QStringLiteral("csv"), Cli::tr("print CSV"));
    const QCommandLineOption lossOption(QStringLiteral("loss"),
                                        Cli::tr("sweep the packet-loss rate instead (GPU utilization vs loss)"));
    parser.addOption(gpusOption);
    parser.addOption(csvOption);
    parser.addOption(lossOption);
    if (const std::optional<int> exit = parseArguments(
            parser, arguments, Cli::tr("usage: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]"), out, err))
        return *exit;
    if (!parser.isSet(gpusOption) && !parser.isSet(lossOption)) {
        err << Cli::tr("jct sweep: --gpus A:B[:xSTEP] or --loss is required") << Qt::endl;
        return kExitBadInput;
    }
    QString error;
    std::optional<GpuRange> range;
    if (parser.isSet(gpusOption)) {
        range = parseRange(parser.value(gpusOption), &error);
        if (!range) {
            err << Cli::tr("jct sweep: %1").arg(error) << Qt::endl;
            return kExitBadInput;
        }
    }
    const auto maybeLoaded = loadScenarioArgument(parser.positionalArguments(), err);
    if (!maybeLoaded)
        return kExitBadInput;
    const format::LoadedScenario &loaded = *maybeLoaded;
    if (parser.isSet(lossOption)) {
        const Result check = evaluate(loaded.scenario);
        if (check.infeasibility.isInputError()) {
            err << Cli::tr("jct sweep: the plan is not valid: %1")
                       .arg(present::describeInfeasibility(check, loaded.scenario))
                << Qt::endl;
            return kExitBadInput;
        }
        return lossSweep(loaded, check, parser.isSet(csvOption), out);
    }
    const long long modelParallel = modelParallelDegree(loaded.scenario.parallelism);
    // The wall is searched over every valid count, as `jct eval` does, wherever it lies; the
    // rows are a sample of the range (uneven splits included, and noted) that holds it.
    std::array<SyncWallPoint, 1> none{};
    const SyncWallSummary wall = syncWallSweep(loaded.scenario, none);
    const std::vector<int> counts =
        gpuCounts(loaded.scenario, *range,
                  {loaded.scenario.cluster.gpus, static_cast<int>(std::min<std::int64_t>(wall.wallGpus, kMaxGpus))});
    std::vector<GpuCountPoint> points(counts.size());
    const int best = gpuCountSweep(loaded.scenario, counts, points);
    const bool csv = parser.isSet(csvOption);
    printGpuSweep(out, loaded.scenario, points, modelParallel, csv);
    if (!csv) {
        if (best >= 0)
            out << Cli::tr("Fastest of these rows with an even batch split: %1 GPUs, predicted JCT %2")
                       .arg(present::formatCount(points[static_cast<std::size_t>(best)].gpus),
                            present::formatDuration(points[static_cast<std::size_t>(best)].result.predictedSeconds))
                << '\n';
        // The wall is the plan's whatever rows the range holds (uneven splits only, say).
        if (wall.wallGpus > 0)
            out << Cli::tr("Sync wall: %1").arg(present::syncWallText(wall)) << '\n'
                << Cli::tr("Knee: %1").arg(present::kneeText(wall)) << '\n';
        if (const QString limit = present::scalingLimitText(wall); wall.wallGpus > 0 && !limit.isEmpty())
            out << Cli::tr("Scaling: %1").arg(limit) << '\n';
    }
    if (counts.empty()) {
        err << Cli::tr("jct sweep: no GPU count in %1 is a multiple of tp·pp·cp = %2")
                   .arg(parser.value(gpusOption))
                   .arg(modelParallel)
            << Qt::endl;
        return kExitBadInput;
    }
    const bool anyFits =
        std::any_of(points.cbegin(), points.cend(), [](const GpuCountPoint &p) { return p.result.fits(); });
    return anyFits ? kExitOk : kExitInfeasible;
}

} // namespace jct::cli
