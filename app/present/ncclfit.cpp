#include "ncclfit.h"

#include "app/format/catalog.h"
#include "numberformat.h"

#include <algorithm>

#include <QCoreApplication>
#include <QRegularExpression>

namespace jct::present {

namespace {

// The tr() context of this file, for the program and for lupdate alike. What goes into
// the fitted plan file (its name, the inline GPU's name, the calibration record) stays
// English; the notes, warnings and changes are for a person.
struct NcclText
{
    Q_DECLARE_TR_FUNCTIONS(NcclFit)
};

QString oneRankText()
{
    return NcclText::tr("not determined by this log (one rank: its busbw is 0, nothing crosses a link)");
}

} // namespace

MeasuredCollective NcclTableFit::measured(const format::NcclCluster &cluster) const
{
    MeasuredCollective m;
    m.ranks = cluster.ranks.value_or(0);
    m.nodes = cluster.nodes.value_or(0);
    m.allReduce = log->collective == QLatin1String("all_reduce");
    m.pointToPoint = log->collective == QLatin1String("sendrecv");
    m.allToAll = log->collective == QLatin1String("alltoall");
    m.alphaSeconds = fit.alphaSeconds;
    m.alphaDetermined = fit.alphaDetermined;
    m.busBandwidth = busbwGBps * 1e9;
    m.bandwidthDetermined = fit.bandwidthDetermined;
    m.weight = static_cast<double>(fit.bandwidthPoints);
    return m;
}

double NcclTableFit::fittedBusbwGBps(std::size_t i) const
{
    const format::NcclTiming &t = measurements[i].timing();
    return t.busbwGBps / (1.0 + points[i].relativeError);
}

NcclTableFit fitNcclTable(const format::NcclLog &log)
{
    NcclTableFit result;
    result.log = &log;
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
    result.points.assign(samples.size(), FitPoint{});
    if (log.busbwFactor <= 0.0) {
        // One rank (nccl-tests prints its busbw as 0): its times are kernel launches and a
        // local copy, never a link's; fitted, they would calibrate a fabric on nothing.
        result.fit.alphaWhy = result.fit.bandwidthWhy = Undetermined::NoCommunication;
        return result;
    }
    result.fit = fitCollective(samples, result.points);
    if (result.fit.bandwidthDetermined) {
        result.algbwGBps = result.fit.algBandwidth / 1e9 * log.algbwConvention;
        result.busbwGBps = result.algbwGBps * log.busbwFactor;
    }
    return result;
}

QString regimeName(FitRegime regime)
{
    switch (regime) {
    case FitRegime::Latency:
        return NcclText::tr("latency");
    case FitRegime::Transition:
        return NcclText::tr("transition");
    case FitRegime::Bandwidth:
        return NcclText::tr("plateau");
    case FitRegime::Outlier:
        return NcclText::tr("left out");
    }
    return {};
}

QString outlierReason(const NcclTableFit &f, std::size_t i, const QLocale &locale)
{
    const FitPoint &p = f.points[i];
    const format::NcclRow &row = *f.measurements[i].row;
    const double seconds = f.measurements[i].timing().timeUs * 1e-6;
    const double algbw = row.bytes / seconds * f.log->algbwConvention;
    const double reference = p.reference * f.log->algbwConvention * f.log->busbwFactor;
    switch (p.reason) {
    case OutlierReason::None:
        return {};
    case OutlierReason::ZeroBytes:
        return NcclText::tr("a call of 0 bytes returns before any communication");
    case OutlierReason::SameSizeSpread:
        return NcclText::tr("%1 is %2 off the median of its size's measurements (%3)")
            .arg(formatDuration(seconds, locale), formatPercent(seconds / p.reference - 1.0, locale),
                 formatDuration(p.reference, locale));
    case OutlierReason::AboveLatency:
        return NcclText::tr("%1 among the small messages is %2× their floor of %3")
            .arg(formatDuration(seconds, locale), locale.toString(seconds / p.reference, 'f', 1),
                 formatDuration(p.reference, locale));
    case OutlierReason::AbovePlateau:
        return NcclText::tr("busbw %1 is above the plateau's %2")
            .arg(formatBandwidth(algbw * f.log->busbwFactor * 1.0, locale), formatBandwidth(reference, locale));
    case OutlierReason::BelowPlateau:
        return NcclText::tr("busbw %1 dips %2 below the plateau's %3 at a size past where it starts")
            .arg(formatBandwidth(algbw * f.log->busbwFactor, locale),
                 formatPercent(1.0 - algbw * f.log->busbwFactor / reference, locale),
                 formatBandwidth(reference, locale));
    }
    return {};
}

namespace {

// The log's largest message (the last printed of that size) or its smallest non-empty one
// (the first printed), and its time: what the text says an undetermined figure rests on.
struct SizeAndTime
{
    double bytes = 0;
    double seconds = 0;
};

SizeAndTime endMeasurement(const NcclTableFit &f, bool largest)
{
    SizeAndTime end;
    for (const NcclMeasurement &m : f.measurements) {
        const double bytes = m.row->bytes;
        if (largest ? bytes >= end.bytes : bytes > 0.0 && (end.bytes == 0.0 || bytes < end.bytes)) {
            end.bytes = bytes;
            end.seconds = m.timing().timeUs * 1e-6;
        }
    }
    return end;
}

} // namespace

QString alphaText(const NcclTableFit &f, const QLocale &locale)
{
    if (f.fit.alphaDetermined)
        return NcclText::tr("%1 per call").arg(formatDuration(f.fit.alphaSeconds, locale));
    switch (f.fit.alphaWhy) {
    case Undetermined::NoCommunication:
        return oneRankText();
    case Undetermined::NegativeAlpha:
        return NcclText::tr("not determined by this log (the plateau's line passes below zero at the small "
                            "messages)");
    default:
        break;
    }
    // Its smallest messages already take longer as they grow (a protocol transition or the
    // bandwidth): no flat floor to read α from.
    const SizeAndTime smallest = endMeasurement(f, false);
    return NcclText::tr("not determined by this log (no small messages flat in time over a %1× range of sizes: "
                        "from its smallest, %2 in %3, the time grows with the size)")
        .arg(locale.toString(CollectiveFitRules{}.latencySpan, 'f', 0), formatBinaryBytes(smallest.bytes, locale),
             formatDuration(smallest.seconds, locale));
}

QString bandwidthText(const NcclTableFit &f, const QLocale &locale)
{
    if (f.fit.bandwidthWhy == Undetermined::NoCommunication)
        return oneRankText();
    if (!f.fit.bandwidthDetermined) {
        const SizeAndTime largest = endMeasurement(f, true);
        return NcclText::tr("not determined by this log (its largest message, %1, takes %2: still latency-bound, "
                            "no bandwidth plateau)")
            .arg(formatBinaryBytes(largest.bytes, locale), formatDuration(largest.seconds, locale));
    }
    return NcclText::tr("busbw %1 (algbw %2) on the plateau%3")
        .arg(formatBandwidth(f.busbwGBps * 1e9, locale), formatBandwidth(f.algbwGBps * 1e9, locale),
             f.fit.bandwidthAssumed ? NcclText::tr(", assuming α ≪ the one size's time") : QString());
}

QStringList fitNotes(const NcclTableFit &f, const QLocale &locale)
{
    QStringList notes;
    const format::NcclLog &log = *f.log;
    if (f.fit.bandwidthAssumed)
        notes << NcclText::tr("every row has the same message size, so α cannot be separated from the bandwidth: "
                              "the bandwidth is size / time, α is not determined");
    if (log.rowsReportingErrors > 0)
        notes << NcclText::tr("%1 row(s) report wrong results (#wrong / error not 0); their timings are used but the "
                              "run may be broken")
                     .arg(log.rowsReportingErrors);
    if (log.algbwConvention != 1.0)
        notes << NcclText::tr("the log's algbw is %1 × size/time (an older nccl-tests convention); the fitted "
                              "bandwidths follow the log's convention")
                     .arg(locale.toString(log.algbwConvention, 'f', 3));
    if (log.collectiveGuessed)
        notes
            << NcclText::tr("the log does not name its test; \"%1\" was inferred from its columns").arg(log.collective);
    if (f.fit.transitionPoints > 0)
        notes << NcclText::tr("%1 point(s) between the small messages and the plateau (protocol transitions) are "
                              "shown against the fit but do not pull it")
                     .arg(f.fit.transitionPoints);
    for (std::size_t i = 0; i < f.points.size(); ++i)
        if (f.points[i].regime == FitRegime::Outlier)
            notes << NcclText::tr("line %1 (%2, %3) left out: %4")
                         .arg(f.measurements[i].row->line)
                         .arg(formatBinaryBytes(f.measurements[i].row->bytes, locale),
                              f.measurements[i].inPlace ? NcclText::tr("in-place") : NcclText::tr("out-of-place"),
                              outlierReason(f, i, locale));
    return notes;
}

namespace {

// Whether a device line's name is of the plan's catalog GPU: one of its words ("NVIDIA H100
// 80GB HBM3": nvidia, h100, 80gb, hbm3) starts with the family the id starts with ("h100",
// "mi300x", "gb200"), so that a GB200 log is not taken for a B200's. True when either is
// unknown: an inline GPU, a log without device lines, or a name with no model number in it
// ("NVIDIA Graphics Device", as drivers name a GPU they do not know yet, GB200 among them).
bool sameGpuFamily(const QString &logDevice, const QString &gpuId)
{
    const QString family = gpuId.section(QLatin1Char('-'), 0, 0).toLower();
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9]+"));
    bool namesAModel = false;
    for (const QString &word : logDevice.toLower().split(separators, Qt::SkipEmptyParts)) {
        if (word.startsWith(family))
            return true;
        // A model number is a word that starts with a letter ("h100", "mi300x"), not a bare
        // PCI id ("Device 74a1", as some drivers name a GPU they do not know).
        namesAModel = namesAModel || (word.front().isLetter() && std::any_of(word.cbegin(), word.cend(), [](QChar c) {
                                          return c.isDigit();
                                      }));
    }
    return family.isEmpty() || !namesAModel;
}

} // namespace

NcclApplied applyNcclFit(const format::LoadedScenario &before, const MeasuredCollective &measured,
                         const QString &sources, const QString &date, const QStringList &logDevices,
                         const QLocale &locale)
{
    NcclApplied a;
    a.plan = before;
    format::LoadedScenario &plan = a.plan;
    QStringList named;
    for (const QString &device : logDevices)
        if (!named.contains(device) && !sameGpuFamily(device, before.gpuId)) {
            named << device;
            a.warnings << NcclText::tr("the log ran on %1 but the plan's GPU is %2: the fitted figures describe the "
                                       "log's cluster")
                              .arg(device, before.gpuId);
        }
    if (measured.ranks <= 0 && measured.alphaDetermined)
        a.warnings << NcclText::tr("the log does not say how many ranks ran; α is taken as the latency of one step");
    const FabricFitResult fitted = applyCollectiveFit(plan.scenario, measured);
    a.nvlink = fitted.nvlink;
    const QString where = a.nvlink ? QStringLiteral("NVLink") : NcclText::tr("fabric");
    if (!measured.bandwidthDetermined)
        a.warnings << NcclText::tr("the logs do not determine a bandwidth: the plan's %1 efficiency is kept")
                          .arg(a.nvlink ? QStringLiteral("NVLink") : NcclText::tr("protocol"));
    if (!measured.alphaDetermined)
        a.warnings << NcclText::tr("the logs do not determine α: the plan's %1 latency is kept").arg(where);
    if (fitted.capped)
        a.warnings << (a.nvlink ? NcclText::tr("the fitted busbw exceeds the GPU's NVLink bandwidth; efficiency "
                                               "capped at 1")
                                : NcclText::tr("the fitted busbw exceeds what the plan's NICs give at line rate "
                                               "for these ranks and hosts; protocol efficiency capped at 1"));
    const auto change = [&](const QString &what, const QString &from, const QString &to) {
        if (from != to)
            a.changes << NcclText::tr("%1: %2 → %3").arg(what, from, to);
    };
    if (a.nvlink) {
        change(NcclText::tr("NVLink efficiency"), formatPercent(before.scenario.gpu.nvlinkEfficiency, locale),
               formatPercent(plan.scenario.gpu.nvlinkEfficiency, locale));
        change(NcclText::tr("NVLink latency per step"), formatDuration(before.scenario.gpu.nvlinkLatency, locale),
               formatDuration(plan.scenario.gpu.nvlinkLatency, locale));
        // The GPU becomes an inline object so that the calibration travels with the plan.
        if (!plan.gpuId.isEmpty()) {
            plan.gpuInline = format::Catalog::builtIn().entry(format::Catalog::Kind::Gpu, plan.gpuId);
            plan.gpuInline.insert(QStringLiteral("name"),
                                  QStringLiteral("%1 (NVLink fitted to %2)")
                                      .arg(plan.gpuInline.value(QStringLiteral("name")).toString(), sources));
            change(NcclText::tr("GPU"), plan.gpuId, NcclText::tr("inline, NVLink fitted"));
            plan.gpuId.clear();
        }
    } else {
        change(NcclText::tr("protocol efficiency"), formatPercent(before.scenario.fabric.protocolEfficiency, locale),
               formatPercent(plan.scenario.fabric.protocolEfficiency, locale));
        change(NcclText::tr("fabric latency"), formatDuration(before.scenario.fabric.latency, locale),
               formatDuration(plan.scenario.fabric.latency, locale));
        if (!plan.networkPreset.isEmpty())
            change(NcclText::tr("network"), plan.networkPreset, NcclText::tr("inline, fitted"));
        plan.networkPreset.clear(); // an inline, fitted fabric from here on
    }
    format::CalibrationSource calibration;
    calibration.source = sources;
    calibration.date = date;
    calibration.target = a.nvlink ? QStringLiteral("nvlink") : QStringLiteral("network");
    // The record keeps the figures as the fit prints them (4 significant digits): a citation,
    // not an input; the fabric keys above carry the full values.
    const auto cited = [](double x) { return QString::number(x, 'g', 4).toDouble(); };
    if (measured.alphaDetermined)
        calibration.alphaUs = cited(measured.alphaSeconds * 1e6);
    if (measured.bandwidthDetermined)
        calibration.busbwGBps = cited(measured.busBandwidth / 1e9);
    plan.calibration = calibration;
    a.changes << NcclText::tr("calibrated from: %1%2")
                     .arg(sources, date.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(date));
    // The plan file's name stays English whatever the language.
    plan.name += QStringLiteral(" (%1 fitted to %2)")
                     .arg(a.nvlink ? QStringLiteral("NVLink") : QStringLiteral("fabric"), sources);
    return a;
}

QString clusterText(const format::NcclCluster &cluster)
{
    if (!cluster.ranks)
        return NcclText::tr("ranks unknown");
    QString text = NcclText::tr("%1 ranks").arg(*cluster.ranks);
    if (cluster.nodes)
        text += *cluster.nodes == 1 ? NcclText::tr(" on %1 node").arg(*cluster.nodes)
                                    : NcclText::tr(" on %1 nodes").arg(*cluster.nodes);
    return text + QStringLiteral(" (%1)").arg(cluster.source);
}

} // namespace jct::present
