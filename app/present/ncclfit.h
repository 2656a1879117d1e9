#pragma once

// The fit of an nccl-tests log as every output shows it (`jct fit-nccl`, `jct plot
// --nccl`, the window's Import nccl-tests log…): each measured time of a table against
// the α–β curve fitted regime by regime (core/calibration/collectivefit.h), the
// bandwidths in the log's own convention, and the sentences that say what was left out
// and what the log cannot determine.

#include "app/format/nccllog.h"
#include "app/format/scenariojson.h"
#include "core/calibration/collectivefit.h"
#include "core/calibration/fabricfit.h"

#include <vector>

#include <QLocale>
#include <QString>
#include <QStringList>

namespace jct::present {

// One measured time of a table: a row's out-of-place or in-place timing.
struct NcclMeasurement
{
    const format::NcclRow *row = nullptr;
    bool inPlace = false;
    [[nodiscard]] const format::NcclTiming &timing() const { return inPlace ? *row->inPlace : *row->outOfPlace; }
};

struct NcclTableFit
{
    const format::NcclLog *log = nullptr; // must outlive the fit
    std::vector<NcclMeasurement> measurements;
    std::vector<FitPoint> points; // per measurement
    CollectiveFit fit;
    double algbwGBps = 0; // in the log's own algbw convention; 0 when not determined
    double busbwGBps = 0;
    // The fit as the inverse fabric model takes it, on the cluster the log names.
    [[nodiscard]] MeasuredCollective measured(const format::NcclCluster &cluster) const;
    // The measured and fitted bus bandwidth of measurement i, GB/s (busbw ∝ S / t).
    [[nodiscard]] double fittedBusbwGBps(std::size_t i) const;
};

[[nodiscard]] NcclTableFit fitNcclTable(const format::NcclLog &log);

// "latency", "transition", "plateau", "left out".
[[nodiscard]] QString regimeName(FitRegime regime);
// Why measurement i was left out: "312 µs, 2.1× the small messages' floor of 47 µs".
[[nodiscard]] QString outlierReason(const NcclTableFit &f, std::size_t i, const QLocale &locale = QLocale::c());
// "47.0 µs per call" or "not determined by this log: …".
[[nodiscard]] QString alphaText(const NcclTableFit &f, const QLocale &locale = QLocale::c());
// "busbw 838.9 GB/s (algbw 425.4 GB/s) on the plateau" or "not determined by this log: …".
[[nodiscard]] QString bandwidthText(const NcclTableFit &f, const QLocale &locale = QLocale::c());
// The notes under a fit: wrong results, the algbw convention, a guessed test, points left out.
[[nodiscard]] QStringList fitNotes(const NcclTableFit &f, const QLocale &locale = QLocale::c());
// "8 ranks on 2 nodes (device lines)", "ranks unknown".
[[nodiscard]] QString clusterText(const format::NcclCluster &cluster);

// A plan with a fit applied (`jct fit-nccl --into`, File ▸ Import nccl-tests log…): what
// the logs determine goes into the scale-out fabric, or into the GPU's NVLink for a log
// whose ranks all sit in one NVLink domain; the plan records where the figures came
// from (its `calibration`). `changes` lists each changed input, before → after.
struct NcclApplied
{
    format::LoadedScenario plan;
    bool nvlink = false;
    QStringList changes;
    QStringList warnings;
};
// `logDevices` are the devices the logs' headers name (NcclCluster::device), one per log: a
// log of other GPUs than the plan's is applied, with a warning that names its device.
[[nodiscard]] NcclApplied applyNcclFit(const format::LoadedScenario &plan, const MeasuredCollective &measured,
                                       const QString &sources, const QString &date, const QStringList &logDevices,
                                       const QLocale &locale = QLocale::c());

} // namespace jct::present
