// `jct sweep`: the sync-wall curve, one row per GPU count with the global batch fixed.

#include "app/format/scenariojson.h"
#include "app/present/numberformat.h"
#include "app/present/resultjson.h"
#include "cliutil.h"
#include "commands.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"

#include <vector>

#include <QCommandLineParser>
#include <QRegularExpression>

namespace jct::cli {

namespace {

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
        *error = QStringLiteral("--gpus must look like A:B or A:B:xSTEP (e.g. 64:16384:x2), got '%1'").arg(text);
        return std::nullopt;
    }
    GpuRange range;
    bool okFrom = false;
    bool okTo = false;
    range.from = match.captured(1).toInt(&okFrom);
    range.to = match.captured(2).toInt(&okTo);
    if (!okFrom || !okTo || range.from < 1 || range.to < range.from || range.to > (1 << 24)) {
        *error = QStringLiteral("--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'").arg(text);
        return std::nullopt;
    }
    if (match.hasCaptured(3)) {
        range.factor = match.captured(3).toDouble();
        if (range.factor <= 1.0) {
            *error = QStringLiteral("--gpus: the step factor after 'x' must be greater than 1, got '%1'")
                         .arg(match.captured(3));
            return std::nullopt;
        }
    }
    return range;
}

std::vector<int> gpuCounts(const GpuRange &range, int modelParallel)
{
    std::vector<int> counts;
    if (range.factor > 1.0) {
        for (double n = range.from; n <= range.to + 0.5; n *= range.factor)
            counts.push_back(static_cast<int>(std::lround(n)));
        return counts;
    }
    // Every multiple of tp·pp·cp in range; at most 512 of them, spread logarithmically.
    const int first = (range.from + modelParallel - 1) / modelParallel;
    const int last = range.to / modelParallel;
    if (last < first)
        return counts;
    const int total = last - first + 1;
    const int wanted = std::min(total, 512);
    int previous = 0;
    for (int i = 0; i < wanted; ++i) {
        const double t = wanted == 1 ? 0.0 : static_cast<double>(i) / (wanted - 1);
        int dp = static_cast<int>(std::lround(std::exp(std::log(first) + t * (std::log(last) - std::log(first)))));
        dp = std::clamp(std::max(dp, previous + 1), first, last - (wanted - 1 - i));
        previous = dp;
        counts.push_back(dp * modelParallel);
    }
    return counts;
}

} // namespace

namespace {

// GPU utilization against packet loss for one plan: the share of each step spent in
// compute, and what the job time and cost become.
int lossSweep(const format::LoadedScenario &loaded, bool csv, QTextStream &out)
{
    const double rates[] = {0.0, 1e-6, 1e-5, 3e-5, 1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1};
    Scenario s = loaded.scenario;
    s.fabric.lossRate = 0.0;
    const Result clean = evaluate(s);
    if (!clean.fits()) {
        out << present::describeInfeasibility(clean, s) << '\n';
        return kExitInfeasible;
    }
    const QLocale c = QLocale::c();
    if (csv)
        out << "loss_rate,gpu_utilization,mfu,step_time_s,predicted_days,delta_fraction,total_usd\n";
    else
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(QStringLiteral("loss"), 9)
                   .arg(QStringLiteral("GPU busy"), 9)
                   .arg(QStringLiteral("MFU"), 8)
                   .arg(QStringLiteral("step"), 10)
                   .arg(QStringLiteral("JCT"), 12)
                   .arg(QStringLiteral("vs no loss"), 11);
    for (const double rate : rates) {
        s.fabric.lossRate = rate;
        const Result r = evaluate(s);
        const double busy = (r.step.compute + r.step.recompute) / r.stepTime;
        const double delta = r.predictedSeconds / clean.predictedSeconds - 1.0;
        if (csv)
            out << c.toString(rate, 'g', 6) << ',' << c.toString(busy, 'g', 6) << ',' << c.toString(r.mfu, 'g', 6)
                << ',' << c.toString(r.stepTime, 'g', 8) << ',' << c.toString(r.predictedSeconds / units::kDay, 'g', 8)
                << ',' << c.toString(delta, 'g', 6) << ',' << c.toString(r.cost.totalUsd, 'f', 2) << '\n';
        else
            out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                       .arg(QStringLiteral("%1 %").arg(c.toString(rate * 100.0, 'g', 3)), 9)
                       .arg(present::formatPercent(busy), 9)
                       .arg(present::formatPercent(r.mfu), 8)
                       .arg(present::formatDuration(r.stepTime), 10)
                       .arg(present::formatDuration(r.predictedSeconds), 12)
                       .arg(QStringLiteral("+%1").arg(present::formatPercent(delta)), 11);
    }
    if (!csv)
        out << QStringLiteral("GPU busy = compute / step time. Loss model: %1, RTT-sized window, %2 retransmission "
                              "timeout for tail losses.\n")
                   .arg(s.fabric.transport == Transport::GoBackN ? QStringLiteral("go-back-N")
                                                                 : QStringLiteral("selective repeat"),
                        present::formatDuration(s.fabric.retransmitTimeout));
    return kExitOk;
}

} // namespace

int runSweep(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("scenario file; the built-in default when omitted"));
    const QCommandLineOption gpusOption(QStringLiteral("gpus"), QStringLiteral("GPU counts A:B[:xSTEP]"),
                                        QStringLiteral("A:B"));
    const QCommandLineOption csvOption(QStringLiteral("csv"), QStringLiteral("print CSV"));
    const QCommandLineOption lossOption(QStringLiteral("loss"),
                                        QStringLiteral("sweep the packet-loss rate instead (GPU utilization vs loss)"));
    parser.addOption(gpusOption);
    parser.addOption(csvOption);
    parser.addOption(lossOption);
    if (!parseArguments(parser, arguments,
                        QStringLiteral("usage: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]"), err))
        return kExitBadInput;
    if (!parser.isSet(gpusOption) && !parser.isSet(lossOption)) {
        err << "jct sweep: --gpus A:B[:xSTEP] or --loss is required" << Qt::endl;
        return kExitBadInput;
    }
    QString error;
    std::optional<GpuRange> range;
    if (parser.isSet(gpusOption)) {
        range = parseRange(parser.value(gpusOption), &error);
        if (!range) {
            err << "jct sweep: " << error << Qt::endl;
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
            err << "jct sweep: the plan is not valid: " << present::describeInfeasibility(check, loaded.scenario)
                << Qt::endl;
            return kExitBadInput;
        }
        return lossSweep(loaded, parser.isSet(csvOption), out);
    }
    const Parallelism &p = loaded.scenario.parallelism;
    const int modelParallel = p.tp * p.pp * p.cp;
    const std::vector<int> counts = gpuCounts(*range, modelParallel);

    const bool csv = parser.isSet(csvOption);
    if (csv)
        out << "gpus,dp,micro_batches,fits,step_time_s,predicted_days,theoretical_days,efficiency,mfu,total_usd,idle_"
               "usd,per_idle_minute_usd,note\n";
    else
        out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8  %9\n")
                   .arg(QStringLiteral("GPUs"), 8)
                   .arg(QStringLiteral("dp"), 6)
                   .arg(QStringLiteral("step"), 10)
                   .arg(QStringLiteral("JCT days"), 9)
                   .arg(QStringLiteral("min days"), 9)
                   .arg(QStringLiteral("eff."), 7)
                   .arg(QStringLiteral("total cost"), 13)
                   .arg(QStringLiteral("idle cost"), 13)
                   .arg(QStringLiteral("note"));
    int bestGpus = 0;
    double bestSeconds = 0.0;
    Scenario point = loaded.scenario;
    const QLocale c = QLocale::c();
    for (const int gpus : counts) {
        point.cluster.gpus = gpus;
        const Result r = evaluate(point, {.allowUnevenBatch = true});
        QString note;
        if (!r.fits()) {
            note = r.infeasibility.problem == Problem::DoesNotFitMemory ? QStringLiteral("does not fit in memory")
                                                                        : QStringLiteral("invalid layout");
            if (r.infeasibility.problem == Problem::GpusNotDivisibleByModelParallel)
                note = QStringLiteral("not a multiple of tp·pp·cp = %1").arg(modelParallel);
            if (r.infeasibility.problem == Problem::BatchNotDivisible)
                note = QStringLiteral("fewer than one micro-batch per rank");
        } else if (bestGpus == 0 || r.predictedSeconds < bestSeconds) {
            bestGpus = gpus;
            bestSeconds = r.predictedSeconds;
        }
        if (csv) {
            if (r.fits())
                out << gpus << ',' << r.dp << ',' << r.microBatches << ",true," << c.toString(r.stepTime, 'g', 8) << ','
                    << c.toString(r.predictedSeconds / units::kDay, 'g', 8) << ','
                    << c.toString(r.theoreticalSeconds / units::kDay, 'g', 8) << ',' << c.toString(r.efficiency, 'g', 6)
                    << ',' << c.toString(r.mfu, 'g', 6) << ',' << c.toString(r.cost.totalUsd, 'f', 2) << ','
                    << c.toString(r.cost.idleUsd, 'f', 2) << ',' << c.toString(r.cost.perIdleMinuteUsd, 'f', 2)
                    << ",\n";
            else
                out << gpus << ',' << r.dp << ',' << r.microBatches << ",false,,,,,,,,," << note << '\n';
        } else if (r.fits()) {
            out << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
                       .arg(present::formatCount(gpus), 8)
                       .arg(r.dp, 6)
                       .arg(present::formatDuration(r.stepTime), 10)
                       .arg(c.toString(r.predictedSeconds / units::kDay, 'f', 2), 9)
                       .arg(c.toString(r.theoreticalSeconds / units::kDay, 'f', 2), 9)
                       .arg(present::formatPercent(r.efficiency), 7)
                       .arg(present::formatUsd(r.cost.totalUsd), 13)
                       .arg(present::formatUsd(r.cost.idleUsd), 13);
        } else {
            out << QStringLiteral("%1 %2  %3\n").arg(present::formatCount(gpus), 8).arg(r.dp, 6).arg(note);
        }
    }
    if (!csv && bestGpus > 0)
        out << QStringLiteral("Sync wall: %1 GPUs give the least predicted JCT (%2) in this range\n")
                   .arg(present::formatCount(bestGpus), present::formatDuration(bestSeconds));
    if (counts.empty()) {
        err << "jct sweep: no GPU count in " << parser.value(gpusOption)
            << " is a multiple of tp·pp·cp = " << modelParallel << Qt::endl;
        return kExitBadInput;
    }
    return bestGpus > 0 ? kExitOk : kExitInfeasible;
}

} // namespace jct::cli
