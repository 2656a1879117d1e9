#include "figures.h"

#include "app/format/enumnames.h"
#include "core/model/units.h"
#include "core/physics/compute.h"
#include "core/physics/memory.h"
#include "core/step/jobcost.h"
#include "core/step/throughput.h"
#include "numberformat.h"
#include "resultjson.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>

#include <QCoreApplication>
#include <QStringList>

namespace jct::present {

namespace {

using Context = FigureContext;
using Tone = SummaryItem::Tone;

// The tr() context of this file, for the program and for lupdate alike.
struct FigureText
{
    Q_DECLARE_TR_FUNCTIONS(Figures)
};

constexpr double kPerDay = 1.0 / units::kDay;

QString predictedDetail(const Context &c, const QLocale &l)
{
    return FigureText::tr("minimum %1")
        .arg(formatDurationAs(c.result.theoreticalSeconds, c.result.predictedSeconds, l));
}

QString predictedTip(const Context &c, const QLocale &l)
{
    return FigureText::tr("Startup + Daly's expected wall time of S = %1 steps of %2, with checkpoints and failures. "
                          "The minimum is S × the step's compute alone: no communication, bubble, recompute, "
                          "stragglers, checkpoints or failures.")
        .arg(formatCount(c.result.steps, l), formatDuration(c.result.stepTime, l));
}

Tone efficiencyTone(const Context &c)
{
    switch (boundOf(c.result.efficiency)) {
    case Bound::Communication:
        return Tone::Bad;
    case Bound::Compute:
        return Tone::Good;
    case Bound::Balanced:
        break;
    }
    return Tone::Warning;
}

QString mfuDetail(const Context &c, const QLocale &l)
{
    const QString tflops = l.toString(c.result.tflopsPerGpu, 'f', 0);
    // FP8 and FP4 plans: MFU is of the 16-bit peak, which their GEMMs can pass.
    if (narrowGemms(c.scenario.training.precision))
        return FigureText::tr("of BF16 peak · %1 TFLOP/s per GPU").arg(tflops);
    return FigureText::tr("%1 TFLOP/s per GPU").arg(tflops);
}

QString mfuTip(const Context &c, const QLocale &l)
{
    return FigureText::tr(
               "Model FLOPs per second / (N × dense 16-bit peak), in FP8 and FP4 plans too, as torchtitan counts "
               "(there it can pass 100 %). Model FLOPs = 3 × forward × B·s, without recomputation; HFU with it is "
               "%1.")
        .arg(formatPercent(c.result.hfu, l));
}

double stepP50(const Context &c)
{
    return c.stepTail ? c.stepTail->p50 : c.result.stepTime;
}

double stepP99(const Context &c)
{
    return c.stepTail ? c.stepTail->p99 : c.result.stepTime;
}

QString tokensDetail(const Context &c, const QLocale &l)
{
    return FigureText::tr("step p50 %1 · p99 %2").arg(formatDuration(stepP50(c), l), formatDuration(stepP99(c), l));
}

QString tokensTip(const Context &c, const QLocale &l)
{
    return FigureText::tr(
               "Training tokens per second per GPU: B·s / (step time × N), on the mean step of %1. Over steps the "
               "step takes %2 at the median and %3 at the 99th percentile: the slowest of N ranks' jitter, "
               "microbursts, retransmission timeouts and PFC pauses vary from step to step. The job's time and "
               "cost are priced on the mean.")
        .arg(formatDuration(c.result.stepTime, l), formatDuration(stepP50(c), l), formatDuration(stepP99(c), l));
}

QString memoryDetail(const Context &c, const QLocale &l)
{
    return FigureText::tr("of %1 usable").arg(formatBinaryBytes(c.result.memory.usable, l));
}

QString memoryTip(const Context &c, const QLocale &l)
{
    return FigureText::tr("%1. Usable = %2 HBM less %3 for the CUDA context, NCCL and libraries.")
        .arg(memoryPartsText(c.result.memory, l), formatBinaryBytes(c.scenario.gpu.hbmBytes, l),
             formatBinaryBytes(kReservedHbmBytes, l));
}

Tone memoryTone(const Context &c)
{
    return c.result.memory.total() / c.result.memory.usable > 0.95 ? Tone::Warning : Tone::Normal;
}

QString totalCostDetail(const Context &c, const QLocale &l)
{
    return FigureText::tr("%1 per million tokens").arg(formatUsd(c.result.cost.perMillionTokensUsd, l));
}

QString totalCostTip(const Context &c, const QLocale &l)
{
    return FigureText::tr("GPU-hours × price (%1) + energy (%2: N × power × PUE × JCT × price per kWh).")
        .arg(formatUsd(c.result.cost.gpuUsd, l), formatUsd(c.result.cost.energyUsd, l));
}

QString idleMinuteDetail(const Context &c, const QLocale &l)
{
    return FigureText::tr("%1/s · idle in all: %2")
        .arg(formatUsd(waitingUsdPerSecond(c.scenario), l), formatUsd(c.result.cost.idleUsd, l, true));
}

// A stall's length: "10 s", "5 min", "2 h" when whole, else the duration ("2.50 s").
QString stallSpanText(double seconds, const QLocale &l)
{
    if (seconds >= 1.0 && seconds < 120.0 && seconds == std::round(seconds))
        return FigureText::tr("%1 s").arg(formatCount(seconds, l));
    if (seconds >= 120.0 && seconds < 7200.0 && std::fmod(seconds, 60.0) == 0.0)
        return FigureText::tr("%1 min").arg(formatCount(seconds / 60.0, l));
    if (seconds >= 7200.0 && std::fmod(seconds, 3600.0) == 0.0)
        return FigureText::tr("%1 h").arg(formatCount(seconds / 3600.0, l));
    return formatDuration(seconds, l);
}

// "an hour", "3 hours", "20 minutes", else the duration ("90 s").
QString spanText(double seconds, const QLocale &l)
{
    if (seconds == 3600.0)
        return FigureText::tr("an hour");
    if (seconds >= 7200.0 && std::fmod(seconds, 3600.0) == 0.0)
        return FigureText::tr("%1 hours").arg(formatCount(seconds / 3600.0, l));
    if (seconds == 60.0)
        return FigureText::tr("a minute");
    if (seconds >= 120.0 && std::fmod(seconds, 60.0) == 0.0)
        return FigureText::tr("%1 minutes").arg(formatCount(seconds / 60.0, l));
    return stallSpanText(seconds, l);
}

QString goodputTip(const Context &c, const QLocale &l)
{
    const Result &r = c.result;
    return FigureText::tr("Effective training time ratio: %1 of training steps in a predicted %2. Checkpoints take %3, "
                          "failures %4 (lost work %5 and recovery %6 per failure), validation %7, the serial start %8; "
                          "more GPUs speed the job up by at most %9×.")
        .arg(formatDuration(r.trainSeconds, l), formatDuration(r.predictedSeconds, l),
             formatDuration(r.checkpoint.overheadSeconds, l), formatDuration(r.failures.overheadSeconds, l),
             formatDuration(r.failures.lostWorkSeconds, l), formatDuration(r.failures.recoverySeconds, l),
             formatDuration(r.validationSeconds, l), formatDuration(r.serialSeconds, l),
             r.amdahlFraction > 0.0 ? formatCount(1.0 / r.amdahlFraction, l) : QStringLiteral("∞"));
}

QString failuresDetail(const Context &c, const QLocale &l)
{
    const FailureResult &f = c.result.failures;
    if (f.jobMtbfSeconds <= 0)
        return FigureText::tr("no failures modelled, goodput %1").arg(formatPercent(c.result.goodput, l));
    // Hours, as operations teams count MTBF, and short enough for the tile's width.
    return FigureText::tr("MTBF %1 · goodput %2")
        .arg(formatQuantity(f.jobMtbfSeconds / 3600.0, f.jobMtbfSeconds >= 36000.0 ? 0 : 1, QStringLiteral("h"), l),
             formatPercent(c.result.goodput, l));
}

QString failuresTip(const Context &c, const QLocale &l)
{
    const FailureResult &f = c.result.failures;
    QString tip = FigureText::tr("T_wall / M, with M = 1/λ and λ = N/MTBF_gpu + NICs/MTBF_nic + … (Daly 2006). "
                                 "Checkpoints add %1.")
                      .arg(formatPercent(c.result.checkpoint.overheadFraction, l));
    QStringList sources;
    for (const BreakdownPart &part : failureSources(f))
        if (part.value > 0.0)
            sources << FigureText::tr("%1 %2").arg(FigureText::tr(part.label),
                                                   formatFigure(FigureKind::Number, part.value, l));
    if (c.scenario.reliability.jobMtbfSeconds > 0.0)
        tip += FigureText::tr(" The plan's job MTBF overrides the per-component MTBFs.");
    else if (!sources.isEmpty())
        tip += FigureText::tr(" By source: %1.").arg(sources.join(QStringLiteral(", ")));
    QStringList parts;
    for (const BreakdownPart &part : recoveryParts(f))
        parts << FigureText::tr("%1 %2").arg(FigureText::tr(part.label), formatDuration(part.value, l));
    return tip
           + FigureText::tr(" Recovery %1 = %2; lost work %3 per failure; failures add %4 to training. ")
                 .arg(formatDuration(f.recoverySeconds, l), parts.join(QStringLiteral(" + ")),
                      formatDuration(f.lostWorkSeconds, l), formatPercent(f.overheadFraction, l))
           + goodputTip(c, l);
}

double syncWallGpus(const Context &c)
{
    return c.syncWall ? static_cast<double>(c.syncWall->wallGpus) : 0.0;
}

double kneeGpus(const Context &c)
{
    return c.syncWall ? static_cast<double>(c.syncWall->kneeGpus) : 0.0;
}

QString syncWallDetail(const Context &c, const QLocale &l)
{
    if (!c.syncWall || c.syncWall->kneeGpus <= 0)
        return FigureText::tr("this plan: %1 GPUs").arg(formatCount(c.scenario.cluster.gpus, l));
    return FigureText::tr("knee (≥ %1): %2 GPUs")
        .arg(formatPercent(c.syncWall->kneeThreshold, l, 0), formatCount(static_cast<double>(c.syncWall->kneeGpus), l));
}

QString syncWallTip(const Context &c, const QLocale &l)
{
    QString tip =
        FigureText::tr("The GPU count with the least predicted job time when the global batch (%1) stays fixed, "
                       "over every data-parallel size that divides B/b.")
            .arg(c.scenario.training.globalBatch);
    if (c.syncWall && c.syncWall->kneeGpus > 0)
        tip += FigureText::tr(" Knee: %1.").arg(kneeText(*c.syncWall, l));
    if (c.syncWall)
        if (const QString limit = scalingLimitText(*c.syncWall, l); !limit.isEmpty())
            tip += FigureText::tr(" What ends the scaling: %1.").arg(limit);
    return tip + FigureText::tr(" This plan: %1 GPUs.").arg(formatCount(c.scenario.cluster.gpus, l));
}

Tone syncWallTone(const Context &c)
{
    const double wall = syncWallGpus(c);
    return wall > 0 && c.scenario.cluster.gpus > wall ? Tone::Bad : Tone::Normal;
}

// The headline figures, in reading order: the job, the step and its throughput, memory,
// cost, checkpoints and failures, scale. Tiles, the A/B rows and the report's headline
// table each show the rows they are marked for, in this order.
const Figure kFigures[] = {
    {.key = "gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "GPUs"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "GPUs"),
     .kind = FigureKind::Count,
     .get = [](const Context &c) { return double(c.scenario.cluster.gpus); },
     .views = InCompare,
     .csvColumn = "gpus"},
    {.key = "predicted_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Predicted job time"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "JCT (predicted)"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.predictedSeconds; },
     .views = InCompare | InReport,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "days"),
     .reportScale = kPerDay,
     .reportDecimals = 2,
     .jsonKey = "predicted_days",
     .jsonPer = units::kDay,
     .evalLine = EvalLine::Jct,
     .csvColumn = "predicted_jct_days",
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Predicted job time"),
     .tileDetail = predictedDetail,
     .tileToolTip = predictedTip,
     .formula = QT_TRANSLATE_NOOP(
         "Figures", "Startup + Daly's expected wall time of the training steps with checkpoints and failures.")},
    {.key = "theoretical_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Theoretical minimum"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "JCT minimum"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.theoreticalSeconds; },
     .views = InCompare | InReport,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "days"),
     .reportScale = kPerDay,
     .reportDecimals = 2,
     .jsonKey = "theoretical_days",
     .jsonPer = units::kDay,
     .evalLine = EvalLine::Jct,
     .csvColumn = "theoretical_min_days",
     .formula = QT_TRANSLATE_NOOP("Figures",
                                  "Steps × the step's compute alone: no communication, bubble, recompute, stragglers, "
                                  "checkpoints or failures.")},
    {.key = "train_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Failure-free training time"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Training time"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.trainSeconds; },
     .jsonKey = "train_days",
     .jsonPer = units::kDay,
     .formula = QT_TRANSLATE_NOOP("Figures", "Steps × step time, no checkpoints or failures.")},
    {.key = "efficiency",
     .label = QT_TRANSLATE_NOOP("Figures", "Efficiency"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Efficiency"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.efficiency; },
     .views = InCompare | InReport,
     .reportUnit = "%",
     .reportScale = 100.0,
     .reportDecimals = 1,
     .jsonKey = "efficiency",
     .evalLine = EvalLine::Jct,
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Efficiency"),
     .tileDetail = [](const Context &c, const QLocale &) { return format::enumText(boundOf(c.result.efficiency)); },
     .tileTone = efficiencyTone,
     .formula = QT_TRANSLATE_NOOP(
         "Figures", "Theoretical minimum / predicted. Below 70 %: communication-bound; above 85 %: compute-bound.")},
    {.key = "bound",
     .label = QT_TRANSLATE_NOOP("Figures", "Verdict"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Verdict"),
     .kind = FigureKind::Verdict,
     .get = [](const Context &c) { return c.result.efficiency; },
     .views = InReport,
     .jsonKey = "bound",
     .evalLine = EvalLine::Jct,
     .formula = QT_TRANSLATE_NOOP(
         "Figures", "Below 70 % of the theoretical minimum: communication-bound; above 85 %: compute-bound.")},
    {.key = "steps",
     .label = QT_TRANSLATE_NOOP("Figures", "Training steps"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Steps"),
     .kind = FigureKind::Count,
     .get = [](const Context &c) { return c.result.steps; },
     .evalLine = EvalLine::Jct,
     .formula = QT_TRANSLATE_NOOP("Figures", "S = ceil(tokens / (B·s)).")},
    {.key = "step_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Step time"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Step time"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.stepTime; },
     .views = InCompare,
     .jsonKey = "step_time_s",
     .csvColumn = "seconds_per_step",
     .formula =
         QT_TRANSLATE_NOOP("Figures", "The sum of the step's parts (MODEL.md section 7): the mean over steps, on which "
                                      "the job is priced.")},
    {.key = "step_p50_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Step time, median"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Step p50"),
     .kind = FigureKind::Duration,
     .get = stepP50,
     .jsonKey = "step_time_p50_s",
     .formula = QT_TRANSLATE_NOOP("Figures",
                                  "The median step over steps: fixed part + compute·max(slow, cv·X), X the slowest of "
                                  "N normal ranks, + Poisson counts of microbursts, timeouts and PFC pauses.")},
    {.key = "step_p99_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Step time, 99th percentile"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Step p99"),
     .kind = FigureKind::Duration,
     .get = stepP99,
     .jsonKey = "step_time_p99_s",
     .formula =
         QT_TRANSLATE_NOOP("Figures", "One step in a hundred takes longer: the same distribution as the median, at "
                                      "0.99.")},
    {.key = "tflops_per_gpu",
     .label = QT_TRANSLATE_NOOP("Figures", "Throughput per GPU"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Throughput per GPU"),
     .kind = FigureKind::Tflops,
     .get = [](const Context &c) { return c.result.tflopsPerGpu; },
     .views = InCompare | InReport,
     .reportUnit = "TFLOP/s",
     .reportDecimals = 1,
     .jsonKey = "tflops_per_gpu",
     .evalLine = EvalLine::Throughput,
     .formula = QT_TRANSLATE_NOOP("Figures", "Model FLOPs (no recomputation) per step / (N × step time).")},
    {.key = "mfu",
     .label = QT_TRANSLATE_NOOP("Figures", "MFU"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "MFU"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.mfu; },
     .views = InCompare | InReport,
     .reportUnit = "%",
     .reportScale = 100.0,
     .reportDecimals = 1,
     .jsonKey = "mfu",
     .evalLine = EvalLine::Throughput,
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "MFU"),
     .tileDetail = mfuDetail,
     .tileToolTip = mfuTip,
     .formula =
         QT_TRANSLATE_NOOP("Figures", "Model FLOPs utilization: model FLOPs per second / (N × dense 16-bit peak).")},
    {.key = "tokens_per_s_per_gpu",
     .label = QT_TRANSLATE_NOOP("Figures", "Training tokens per GPU"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Tokens/s per GPU"),
     .kind = FigureKind::TokensPerSecond,
     .get = [](const Context &c) { return tokensPerSecondPerGpu(c.scenario, c.result.stepTime); },
     .views = InCompare | InReport,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "tokens/s"),
     .reportDecimals = 0,
     .jsonKey = "tokens_per_s_per_gpu",
     .evalLine = EvalLine::Throughput,
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Tokens per GPU"),
     .tileDetail = tokensDetail,
     .tileToolTip = tokensTip,
     .formula = QT_TRANSLATE_NOOP("Figures", "Training tokens per second per GPU: B·s / (step time × N).")},
    {.key = "hfu",
     .label = QT_TRANSLATE_NOOP("Figures", "HFU"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "HFU"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.hfu; },
     .jsonKey = "hfu",
     .evalLine = EvalLine::Throughput,
     .formula = QT_TRANSLATE_NOOP(
         "Figures",
         "Hardware FLOPs utilization: hardware FLOPs (with recomputation) per second / (N × dense 16-bit peak).")},
    {.key = "gemm_efficiency",
     .label = QT_TRANSLATE_NOOP("Figures", "GEMM efficiency"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "GEMM efficiency"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.gemmEfficiency; },
     .jsonKey = "gemm_efficiency",
     .evalLine = EvalLine::Throughput,
     .formula = QT_TRANSLATE_NOOP("Figures", "The achieved fraction of peak in a dense layer's GEMMs, FLOP-weighted.")},
    {.key = "gpu_utilization",
     .label = QT_TRANSLATE_NOOP("Figures", "GPU utilization (compute share of a step)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "GPU utilization"),
     .kind = FigureKind::Fraction,
     .get =
         [](const Context &c) {
             const Result &r = c.result;
             return r.stepTime > 0.0 ? (r.step.compute + r.step.recompute) / r.stepTime : NAN;
         },
     .views = InReport,
     .reportUnit = "%",
     .reportScale = 100.0,
     .reportDecimals = 1,
     .formula = QT_TRANSLATE_NOOP("Figures", "(Compute + recompute) / step time.")},
    {.key = "model_flops_per_step",
     .label = QT_TRANSLATE_NOOP("Figures", "Model FLOPs per step"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Model FLOPs"),
     .kind = FigureKind::Plain,
     .get = [](const Context &c) { return c.result.modelFlopsPerStep; },
     .jsonKey = "model_flops_per_step",
     .formula = QT_TRANSLATE_NOOP("Figures", "3 × forward × B·s.")},
    {.key = "hardware_flops_per_step",
     .label = QT_TRANSLATE_NOOP("Figures", "Hardware FLOPs per step"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Hardware FLOPs"),
     .kind = FigureKind::Plain,
     .get = [](const Context &c) { return c.result.hardwareFlopsPerStep; },
     .jsonKey = "hardware_flops_per_step",
     .formula = QT_TRANSLATE_NOOP("Figures", "Model FLOPs and recomputation.")},
    {.key = "overlap_ratio",
     .label = QT_TRANSLATE_NOOP("Figures", "Overlap ratio"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Overlap"),
     .kind = FigureKind::Plain,
     .get = [](const Context &c) { return c.result.overlapRatio; },
     .jsonKey = "overlap_ratio",
     .formula = QT_TRANSLATE_NOOP("Figures",
                                  "(Hidden − exposed communication) / step time; below 0 the network sets the pace.")},
    {.key = "memory_per_gpu",
     .label = QT_TRANSLATE_NOOP("Figures", "Memory per GPU"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Memory per GPU"),
     .kind = FigureKind::BinaryBytes,
     .get = [](const Context &c) { return c.result.memory.total(); },
     .views = InCompare | InReport,
     .reportUnit = "GiB",
     .reportScale = 1.0 / units::kGiB,
     .reportDecimals = 1,
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Memory per GPU"),
     .tileDetail = memoryDetail,
     .tileToolTip = memoryTip,
     .tileTone = memoryTone,
     .formula = QT_TRANSLATE_NOOP(
         "Figures", "Weights, gradients, optimizer state, activations and buffers of the most loaded stage.")},
    {.key = "total_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "Total cost"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Total cost"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return c.result.cost.totalUsd; },
     .views = InCompare | InReport,
     .reportUnit = "USD",
     .reportDecimals = 0,
     .jsonKey = "cost.total_usd",
     .evalLine = EvalLine::Cost,
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Total cost"),
     .tileDetail = totalCostDetail,
     .tileToolTip = totalCostTip,
     .formula = QT_TRANSLATE_NOOP("Figures", "GPU-hours × price + energy.")},
    {.key = "gpu_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "GPU cost"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "GPU cost"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return c.result.cost.gpuUsd; },
     .views = InCompare,
     .jsonKey = "cost.gpu_usd",
     .evalLine = EvalLine::Cost,
     .formula = QT_TRANSLATE_NOOP("Figures", "GPU-hours × price per GPU-hour.")},
    {.key = "energy_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "Energy cost"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Energy cost"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return c.result.cost.energyUsd; },
     .views = InCompare,
     .jsonKey = "cost.energy_usd",
     .evalLine = EvalLine::Cost,
     .formula = QT_TRANSLATE_NOOP("Figures", "Energy × price per kWh.")},
    {.key = "energy_kwh",
     .label = QT_TRANSLATE_NOOP("Figures", "Energy"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Energy"),
     .kind = FigureKind::EnergyKwh,
     .get = [](const Context &c) { return c.result.cost.energyKwh; },
     .views = InCompare,
     .jsonKey = "cost.energy_kwh",
     .evalLine = EvalLine::Cost,
     .formula = QT_TRANSLATE_NOOP("Figures", "N × power × PUE × JCT.")},
    {.key = "gpu_hours",
     .label = QT_TRANSLATE_NOOP("Figures", "GPU-hours"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "GPU-hours"),
     .kind = FigureKind::Count,
     .get = [](const Context &c) { return c.result.cost.gpuHours; },
     .views = InReport,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "GPU-h"),
     .reportDecimals = 0,
     .jsonKey = "cost.gpu_hours",
     .evalLine = EvalLine::Cost,
     .formula = QT_TRANSLATE_NOOP("Figures", "N × JCT.")},
    {.key = "idle_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "Idle cost"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Idle cost"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return c.result.cost.idleUsd; },
     .views = InCompare | InReport,
     .reportUnit = "USD",
     .reportDecimals = 0,
     .jsonKey = "cost.idle_usd",
     .evalLine = EvalLine::Cost,
     .csvColumn = "idle_cost_usd",
     .formula = QT_TRANSLATE_NOOP("Figures", "N × price × (predicted − theoretical minimum).")},
    {.key = "per_idle_minute_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "Cost of an idle minute"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Idle minute cost"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return c.result.cost.perIdleMinuteUsd; },
     .views = InCompare | InReport,
     .reportUnit = "USD/min",
     .reportDecimals = 2,
     .jsonKey = "cost.per_idle_minute_usd",
     .evalLine = EvalLine::Cost,
     .csvColumn = "cost_per_idle_minute_usd",
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Cost of an idle minute"),
     .tileDetail = idleMinuteDetail,
     .formula =
         QT_TRANSLATE_NOOP("Figures", "N × price / 60. Idle cost = N × price × (predicted − theoretical minimum).")},
    {.key = "per_idle_second_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "Cost of an idle second"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Idle second cost"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return waitingUsdPerSecond(c.scenario); },
     .views = InCompare | InReport,
     .reportUnit = "USD/s",
     .reportDecimals = 2,
     .jsonKey = "cost.per_idle_second_usd",
     .evalLine = EvalLine::Cost,
     .formula = QT_TRANSLATE_NOOP("Figures", "N × price / 3,600: what every second the whole cluster waits costs.")},
    {.key = "per_million_tokens_usd",
     .label = QT_TRANSLATE_NOOP("Figures", "Cost per million tokens"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Cost per M tokens"),
     .kind = FigureKind::Usd,
     .get = [](const Context &c) { return c.result.cost.perMillionTokensUsd; },
     .views = InCompare | InReport,
     .reportUnit = "USD",
     .reportDecimals = 2,
     .jsonKey = "cost.per_million_tokens_usd",
     .evalLine = EvalLine::Cost,
     .formula = QT_TRANSLATE_NOOP("Figures", "Total cost / tokens × 10⁶.")},
    {.key = "checkpoint_overhead_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint overhead"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint overhead"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.overheadSeconds; },
     .views = InCompare,
     .formula = QT_TRANSLATE_NOOP("Figures", "Training time × δ / τ: the time checkpoints stall training.")},
    {.key = "checkpoint_overhead_fraction",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint overhead (share of training)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint overhead"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.checkpoint.overheadFraction; },
     .jsonKey = "checkpoint.overhead_fraction",
     .formula = QT_TRANSLATE_NOOP("Figures", "Checkpoint overhead / failure-free training time.")},
    {.key = "checkpoint_interval_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint interval"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint interval"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.intervalSeconds; },
     .views = InCompare,
     .jsonKey = "checkpoint.interval_s",
     .csvColumn = "checkpoint_interval_min",
     .formula = QT_TRANSLATE_NOOP("Figures", "The plan's interval, or Daly's optimum.")},
    {.key = "checkpoint_size",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint size"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint size"),
     .kind = FigureKind::Plain,
     .get = [](const Context &c) { return c.result.checkpoint.sizeBytes; },
     .jsonKey = "checkpoint.size_gb",
     .jsonPer = units::kGB,
     .formula = QT_TRANSLATE_NOOP("Figures", "Parameters × (weight bytes + 12 B of optimizer state).")},
    {.key = "young_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Young's optimal interval"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Young"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.youngSeconds; },
     .jsonKey = "checkpoint.young_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "√(2δM).")},
    {.key = "daly_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Daly's optimal interval"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Daly"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.dalySeconds; },
     .jsonKey = "checkpoint.daly_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ.")},
    {.key = "checkpoint_blocking_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint stall"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint stall"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.blockingSeconds; },
     .jsonKey = "checkpoint.blocking_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "δ: the write time, or async max(copy to host, flush to storage).")},
    {.key = "checkpoint_copy_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint copy to host"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint copy"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.copySeconds; },
     .jsonKey = "checkpoint.copy_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "Async: this GPU's shard / host copy bandwidth.")},
    {.key = "checkpoint_final_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Final checkpoint"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Final checkpoint"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.finalSeconds; },
     .jsonKey = "checkpoint.final_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "The job ends when its last checkpoint is on storage: one more δ.")},
    {.key = "checkpoint_write_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint write"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint write"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.writeSeconds; },
     .jsonKey = "checkpoint.write_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "Size / write bandwidth.")},
    {.key = "checkpoint_flush_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Checkpoint flush"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Checkpoint flush"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.checkpoint.flushSeconds; },
     .jsonKey = "checkpoint.flush_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "Async: size / flush bandwidth, behind training.")},
    {.key = "failure_overhead_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Failure overhead"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Failure overhead"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.failures.overheadSeconds; },
     .views = InCompare,
     .formula = QT_TRANSLATE_NOOP("Figures", "Lost work and recovery over the job (Daly 2006).")},
    {.key = "failure_overhead_fraction",
     .label = QT_TRANSLATE_NOOP("Figures", "Failure overhead (share of training)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Failure overhead"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.failures.overheadFraction; },
     .jsonKey = "failures.overhead_fraction",
     .formula = QT_TRANSLATE_NOOP("Figures", "Failure overhead / failure-free training time.")},
    {.key = "expected_failures",
     .label = QT_TRANSLATE_NOOP("Figures", "Expected failures"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Expected failures"),
     .kind = FigureKind::Number,
     .get = [](const Context &c) { return c.result.failures.expectedFailures; },
     .views = InCompare | InReport,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "count"),
     .reportDecimals = 1,
     .jsonKey = "failures.expected_failures",
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Expected failures"),
     .tileDetail = failuresDetail,
     .tileToolTip = failuresTip,
     .formula = QT_TRANSLATE_NOOP("Figures", "Expected wall time / job MTBF.")},
    {.key = "job_mtbf_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Job MTBF"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Job MTBF"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.failures.jobMtbfSeconds; },
     .views = InCompare,
     .jsonKey = "failures.job_mtbf_hours",
     .jsonPer = units::kHour,
     .zeroIsNull = true,
     .formula =
         QT_TRANSLATE_NOOP("Figures", "M = 1/λ, λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software.")},
    {.key = "recovery_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Recovery per failure"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Recovery"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.failures.recoverySeconds; },
     .jsonKey = "failures.recovery_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "Drain + provisioning + checkpoint download + re-initialisation + "
                                             "rollback past a corrupt checkpoint.")},
    {.key = "lost_work_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Lost work per failure"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Lost work"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.failures.lostWorkSeconds; },
     .jsonKey = "failures.lost_work_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "Failure overhead / expected failures − recovery: the work since "
                                             "the last checkpoint, ≈ (τ + δ)/2.")},
    {.key = "goodput",
     .label = QT_TRANSLATE_NOOP("Figures", "Goodput (effective training time ratio)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Goodput"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.goodput; },
     .views = InCompare | InReport,
     .reportUnit = "%",
     .reportScale = 100.0,
     .reportDecimals = 1,
     .jsonKey = "goodput",
     .evalLine = EvalLine::Jct,
     .formula = QT_TRANSLATE_NOOP("Figures", "Training steps / predicted job time: what checkpoints, failures, "
                                             "validation and the serial start leave.")},
    {.key = "serial_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Serial part (startup, staging)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Serial part"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.serialSeconds; },
     .jsonKey = "amdahl.serial_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "Startup + data staged / storage read rate: more GPUs do not "
                                             "shorten it.")},
    {.key = "amdahl_fraction",
     .label = QT_TRANSLATE_NOOP("Figures", "Serial fraction (Amdahl)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Serial fraction"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.result.amdahlFraction; },
     .views = InCompare,
     .jsonKey = "amdahl.serial_fraction",
     .evalLine = EvalLine::Jct,
     .formula = QT_TRANSLATE_NOOP("Figures", "Serial part / predicted job time: more GPUs speed the job up by "
                                             "at most 1 / this.")},
    {.key = "validation_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Validation"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Validation"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.validationSeconds; },
     .views = InCompare,
     .jsonKey = "validation_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "floor(S / N) passes × batches × (m + (p − 1)/v) forward slots.")},
    {.key = "data_stall_per_step_s",
     .label = QT_TRANSLATE_NOOP("Figures", "Storage stall per step"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Storage stall"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.result.dataLoad.stallSeconds; },
     .jsonKey = "data_loading.stall_s",
     .formula = QT_TRANSLATE_NOOP("Figures", "max(0, bytes per step / storage uplinks − the step without it).")},
    {.key = "sync_wall_gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "Sync wall (least JCT at this global batch)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Sync wall"),
     .kind = FigureKind::Gpus,
     .get = syncWallGpus,
     .views = InReport,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "GPUs"),
     .reportDecimals = 0,
     .jsonKey = "sync_wall.gpus",
     .zeroIsNull = true,
     .tileTitle = QT_TRANSLATE_NOOP("Figures", "Sync wall"),
     .tileDetail = syncWallDetail,
     .tileToolTip = syncWallTip,
     .tileTone = syncWallTone,
     .formula = QT_TRANSLATE_NOOP(
         "Figures", "The GPU count with the least predicted job time when the global batch stays fixed.")},
    {.key = "sync_wall_dp",
     .label = QT_TRANSLATE_NOOP("Figures", "Data-parallel size at the sync wall"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Wall dp"),
     .kind = FigureKind::Count,
     .get = [](const Context &c) { return c.syncWall ? static_cast<double>(c.syncWall->wallDp) : 0.0; },
     .jsonKey = "sync_wall.dp",
     .zeroIsNull = true},
    {.key = "sync_wall_predicted_days",
     .label = QT_TRANSLATE_NOOP("Figures", "Predicted JCT at the sync wall"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "JCT at the wall"),
     .kind = FigureKind::Duration,
     .get = [](const Context &c) { return c.syncWall ? c.syncWall->wallSeconds : 0.0; },
     .jsonKey = "sync_wall.predicted_days",
     .jsonPer = units::kDay,
     .zeroIsNull = true},
    {.key = "knee_gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "Knee (scaling efficiency at or above the threshold)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Knee"),
     .kind = FigureKind::Gpus,
     .get = kneeGpus,
     .views = InReport | InCompare,
     .reportUnit = QT_TRANSLATE_NOOP("Figures", "GPUs"),
     .reportDecimals = 0,
     .jsonKey = "sync_wall.knee_gpus",
     .zeroIsNull = true,
     .formula =
         QT_TRANSLATE_NOOP("Figures", "The largest GPU count up to which every valid count keeps a scaling efficiency "
                                      "E = (T(N₀)/T(N)) / (N/N₀) at or above the threshold, N₀ the smallest count that "
                                      "fits, T the predicted job time, the global batch fixed.")},
    {.key = "knee_efficiency",
     .label = QT_TRANSLATE_NOOP("Figures", "Scaling efficiency at the knee"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Knee efficiency"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.syncWall ? c.syncWall->kneeEfficiency : 0.0; },
     .views = InReport,
     .reportUnit = "%",
     .reportScale = 100.0,
     .reportDecimals = 1,
     .jsonKey = "sync_wall.knee_efficiency",
     .zeroIsNull = true},
    {.key = "knee_threshold",
     .label = QT_TRANSLATE_NOOP("Figures", "Knee threshold (scaling efficiency)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Knee threshold"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.syncWall ? c.syncWall->kneeThreshold : 0.0; },
     .jsonKey = "sync_wall.knee_threshold",
     .zeroIsNull = true},
    {.key = "knee_below_gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "First count below the knee threshold"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Below the knee"),
     .kind = FigureKind::Gpus,
     .get = [](const Context &c) { return c.syncWall ? static_cast<double>(c.syncWall->kneeBelowGpus) : 0.0; },
     .jsonKey = "sync_wall.knee_below_gpus",
     .zeroIsNull = true},
    {.key = "knee_below_efficiency",
     .label = QT_TRANSLATE_NOOP("Figures", "Scaling efficiency there"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Efficiency below the knee"),
     .kind = FigureKind::Fraction,
     .get = [](const Context &c) { return c.syncWall ? c.syncWall->kneeBelowEfficiency : 0.0; },
     .jsonKey = "sync_wall.knee_below_efficiency",
     .zeroIsNull = true},
    {.key = "scaling_base_gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "Scaling efficiency reference (smallest count that fits)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Efficiency reference"),
     .kind = FigureKind::Gpus,
     .get = [](const Context &c) { return c.syncWall ? static_cast<double>(c.syncWall->baseGpus) : 0.0; },
     .jsonKey = "sync_wall.base_gpus",
     .zeroIsNull = true},
    {.key = "batch_limit_gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "Batch limit (dp = B/b, one micro-batch per rank)"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Batch limit"),
     .kind = FigureKind::Gpus,
     .get = [](const Context &c) { return c.syncWall ? static_cast<double>(c.syncWall->batchLimitGpus) : 0.0; },
     .jsonKey = "sync_wall.batch_limit_gpus",
     .zeroIsNull = true},
    {.key = "sync_wall_counts",
     .label = QT_TRANSLATE_NOOP("Figures", "Valid GPU counts evaluated for the sync wall"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Counts evaluated"),
     .kind = FigureKind::Count,
     .get = [](const Context &c) { return c.syncWall ? static_cast<double>(c.syncWall->counts) : 0.0; },
     .jsonKey = "sync_wall.counts",
     .zeroIsNull = true},
    {.key = "marginal_limit_gpus",
     .label = QT_TRANSLATE_NOOP("Figures", "Marginal limit"),
     .shortLabel = QT_TRANSLATE_NOOP("Figures", "Marginal limit"),
     .kind = FigureKind::Gpus,
     .get = [](const Context &c) { return c.syncWall ? static_cast<double>(c.syncWall->marginalLimitGpus) : 0.0; },
     .jsonKey = "sync_wall.marginal_limit_gpus",
     .zeroIsNull = true,
     .formula =
         QT_TRANSLATE_NOOP("Figures", "The last valid GPU count before going to the next valid count returns "
                                      "under half of linear speed-up (kept for scripts; the knee replaces it).")},
};

} // namespace

std::span<const Figure> figures()
{
    return kFigures;
}

const Figure *figure(const char *key)
{
    for (const Figure &f : kFigures)
        if (std::strcmp(f.key, key) == 0)
            return &f;
    return nullptr;
}

QString figureLabel(const Figure &f)
{
    return FigureText::tr(f.label);
}

QString figureShortLabel(const Figure &f)
{
    return FigureText::tr(f.shortLabel);
}

QString formatFigure(FigureKind kind, double v, const QLocale &locale)
{
    switch (kind) {
    case FigureKind::Duration:
        return formatDuration(v, locale);
    case FigureKind::Usd:
        return formatUsd(v, locale);
    case FigureKind::Fraction:
        return formatPercent(v, locale);
    case FigureKind::BinaryBytes:
        return formatBinaryBytes(v, locale);
    case FigureKind::Count:
        return formatCount(v, locale);
    case FigureKind::Gpus:
        return v > 0 ? FigureText::tr("%1 GPUs").arg(formatCount(v, locale)) : FigureText::tr("none");
    // Grouped in thousands as counts are ("2,376.5 TFLOP/s", "1,177.6 MWh").
    case FigureKind::Number:
        return formatQuantity(v, 1, QString(), locale);
    case FigureKind::EnergyKwh:
        return std::fabs(v) >= 1000.0 ? formatQuantity(v / 1000.0, 1, QStringLiteral("MWh"), locale)
                                      : formatQuantity(v, 1, QStringLiteral("kWh"), locale);
    case FigureKind::Tflops:
        return formatQuantity(v, 1, QStringLiteral("TFLOP/s"), locale);
    case FigureKind::TokensPerSecond:
        return FigureText::tr("%1 tokens/s").arg(formatCount(v, locale));
    case FigureKind::Verdict:
        return format::enumLabel(boundOf(v));
    case FigureKind::Plain:
        return locale.toString(v, 'g', 6);
    }
    return {};
}

QString formatFigureDifference(FigureKind kind, double diff, const QLocale &locale)
{
    if (diff == 0.0) {
        // A zero difference still says its unit.
        return kind == FigureKind::Fraction ? QStringLiteral("0 pp") : formatFigure(kind, 0.0, locale);
    }
    const QString sign = diff > 0.0 ? QStringLiteral("+") : QString(QChar(0x2212));
    const double magnitude = std::fabs(diff);
    if (kind == FigureKind::Fraction)
        return QStringLiteral("%1%2 pp").arg(sign, locale.toString(magnitude * 100.0, 'f', 1));
    return sign + formatFigure(kind, magnitude, locale);
}

QString figureUnit(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Duration:
        return QStringLiteral("s");
    case FigureKind::Usd:
        return QStringLiteral("USD");
    case FigureKind::Fraction:
    case FigureKind::Verdict:
        return QStringLiteral("fraction");
    case FigureKind::BinaryBytes:
        return QStringLiteral("bytes");
    case FigureKind::Count:
    case FigureKind::Number:
    case FigureKind::Plain:
        return QString();
    case FigureKind::Gpus:
        return QStringLiteral("GPUs");
    case FigureKind::EnergyKwh:
        return QStringLiteral("kWh");
    case FigureKind::Tflops:
        return QStringLiteral("TFLOP/s");
    case FigureKind::TokensPerSecond:
        return QStringLiteral("tokens/s");
    }
    return {};
}

namespace {

// The tile of every figure that has one: of a plan (`c`), its value, detail, tooltip and
// tone; without one, the titles only, "—" and the formula.
QVector<SummaryItem> tilesOf(const FigureContext *c, const QLocale &locale)
{
    QVector<SummaryItem> tiles;
    for (const Figure &f : kFigures) {
        if (!f.tileTitle)
            continue;
        SummaryItem item;
        item.title = FigureText::tr(f.tileTitle);
        item.value = c ? formatFigure(f.kind, f.get(*c), locale) : QStringLiteral("—");
        if (c && f.tileDetail)
            item.detail = f.tileDetail(*c, locale);
        item.toolTip = c && f.tileToolTip ? f.tileToolTip(*c, locale) : FigureText::tr(f.formula);
        if (c && f.tileTone)
            item.tone = f.tileTone(*c);
        tiles.append(item);
    }
    return tiles;
}

} // namespace

QVector<SummaryItem> summaryTiles(const FigureContext &c, const QLocale &locale)
{
    return tilesOf(&c, locale);
}

QVector<SummaryItem> emptySummaryTiles()
{
    return tilesOf(nullptr, QLocale());
}

QString memoryPartsText(const MemoryBreakdown &m, const QLocale &l)
{
    QString text =
        FigureText::tr("weights %1, gradients %2, optimizer %3, activations %4, buffers %5, allocator fragmentation %6")
            .arg(formatBinaryBytes(m.weights, l), formatBinaryBytes(m.gradients, l), formatBinaryBytes(m.optimizer, l),
                 formatBinaryBytes(m.activations, l), formatBinaryBytes(m.buffers, l),
                 formatBinaryBytes(m.fragmentation, l));
    if (m.offloaded > 0.0)
        text += FigureText::tr("; %1 of activations offloaded to host memory").arg(formatBinaryBytes(m.offloaded, l));
    if (m.optimizerStepGradients > 0.0)
        text += FigureText::tr("; the optimizer step holds %1 once activations are freed (with an fp32 gradient "
                               "copy of %2)")
                    .arg(formatBinaryBytes(m.optimizerStepPeak(), l), formatBinaryBytes(m.optimizerStepGradients, l));
    return text;
}

SummaryItem failingFigure(const Scenario &s, const Result &r, const QLocale &l)
{
    const Infeasibility &i = r.infeasibility;
    SummaryItem item;
    item.tone = SummaryItem::Tone::Bad;
    const auto count = [&l](double v) { return formatCount(v, l); };
    const Parallelism &p = s.parallelism;
    switch (i.problem) {
    case Problem::None:
        return {};
    case Problem::DoesNotFitMemory:
        item.title = FigureText::tr("Memory per GPU");
        item.value = FigureText::tr("%1 > %2").arg(formatBinaryBytes(r.memory.total(), l),
                                                   formatBinaryBytes(r.memory.usable, l));
        item.detail =
            FigureText::tr("does not fit: %1 over").arg(formatBinaryBytes(r.memory.total() - r.memory.usable, l));
        return item;
    case Problem::JobDoesNotFinish:
        item.title = FigureText::tr("Predicted job time");
        item.value = FigureText::tr("never finishes");
        item.detail = FigureText::tr("failures outpace progress");
        return item;
    case Problem::GpusNotDivisibleByModelParallel:
        item.value = FigureText::tr("%1 GPUs ∤ %2").arg(count(i.value), count(i.limit));
        item.detail = FigureText::tr("GPUs not a multiple of tp·pp·cp");
        break;
    case Problem::HeadsNotDivisibleByTp:
    case Problem::KvHeadsNotDivisibleByTp:
        item.value = FigureText::tr("tp %1 ∤ %2 heads").arg(count(i.limit), count(i.value));
        item.detail = FigureText::tr("tp must divide the heads");
        break;
    case Problem::LayersNotDivisibleByStages:
        item.value =
            FigureText::tr("%1 layers ∤ %2 stages").arg(count(i.value), count(std::max(i.limit, 1.0 * p.pp * p.vpp)));
        item.detail = FigureText::tr("layers must split over pp·vpp");
        break;
    case Problem::InterleavingNeedsPipeline:
        item.value = FigureText::tr("vpp %1 with pp 1").arg(count(i.value));
        item.detail = FigureText::tr("virtual stages need pp > 1");
        break;
    case Problem::InterleavingNeedsMicroBatches:
        item.value = FigureText::tr("%1 micro-batches < pp %2").arg(count(i.value), count(i.limit));
        item.detail = FigureText::tr("vpp > 1 needs pp micro-batches per step");
        break;
    case Problem::BatchNotDivisible:
        item.value = FigureText::tr("batch %1 ∤ %2").arg(count(i.value), count(i.limit));
        item.detail = FigureText::tr("global batch not a multiple of micro-batch·dp");
        break;
    case Problem::SequenceNotDivisibleByCp:
        item.value = FigureText::tr("sequence %1 ∤ %2").arg(count(i.value), count(i.limit));
        item.detail = FigureText::tr("sequence not a multiple of 2·cp");
        break;
    case Problem::ExpertParallelInvalid:
        item.value = FigureText::tr("ep·etp %1 ∤ %2").arg(count(i.value), count(i.limit));
        item.detail = FigureText::tr("expert parallelism does not divide");
        break;
    }
    item.title = FigureText::tr("Layout");
    return item;
}

QString syncWallText(const SyncWallSummary &w, const QLocale &l)
{
    if (w.wallGpus <= 0)
        return {};
    QString text =
        FigureText::tr("%1 GPUs (dp %2) give the least predicted JCT with the global batch fixed, %3; "
                       "every valid count evaluated (%4 data-parallel sizes that divide B/b = %5%6)")
            .arg(formatCount(static_cast<double>(w.wallGpus), l), formatCount(static_cast<double>(w.wallDp), l),
                 formatDuration(w.wallSeconds, l), formatCount(static_cast<double>(w.counts), l),
                 formatCount(static_cast<double>(w.batchOverMicroBatch), l),
                 w.interleavingLimit ? FigureText::tr(" and leave each rank pp micro-batches") : QString());
    if (w.wallAtBatchLimit() && w.interleavingLimit)
        text +=
            FigureText::tr(". Interleaving ends the curve there (vpp > 1 needs at least pp micro-batches per rank: "
                           "dp ≤ B/(b·pp)): JCT still falls at the last count, so the wall is the schedule's, not the "
                           "network's");
    else if (w.wallAtBatchLimit())
        text += FigureText::tr(". The batch limit ends the curve there (dp = B/b, one micro-batch per rank): "
                               "JCT still falls at the last count, so the wall is the batch's, not the network's");
    return text;
}

QString kneeText(const SyncWallSummary &w, const QLocale &l)
{
    if (w.kneeGpus <= 0)
        return {};
    const QString threshold = formatPercent(w.kneeThreshold, l, 0);
    QString text = FigureText::tr("scaling efficiency stays at or above %1 up to %2 GPUs (%3 there, against %4 GPUs)")
                       .arg(threshold, formatCount(static_cast<double>(w.kneeGpus), l),
                            formatPercent(w.kneeEfficiency, l, 1), formatCount(static_cast<double>(w.baseGpus), l));
    if (w.kneeAtBatchLimit() && w.interleavingLimit)
        text +=
            FigureText::tr(
                "; interleaving (at least pp micro-batches per rank, dp %1) ends the curve before it falls below %2")
                .arg(formatCount(static_cast<double>(w.batchLimitDp), l), threshold);
    else if (w.kneeAtBatchLimit())
        text += FigureText::tr("; the batch limit (dp = B/b = %1) ends the curve before it falls below %2")
                    .arg(formatCount(static_cast<double>(w.batchLimitDp), l), threshold);
    else
        text +=
            FigureText::tr("; %1 GPUs give %2")
                .arg(formatCount(static_cast<double>(w.kneeBelowGpus), l), formatPercent(w.kneeBelowEfficiency, l, 1));
    return text;
}

QString scalingLimitText(const SyncWallSummary &w, const QLocale &l)
{
    const JobTimeShares &from = w.baseShares;
    const JobTimeShares &to = w.endShares;
    if (from.gpus <= 0 || to.gpus <= from.gpus)
        return {};
    // The parts whose share of the job grows the most, by at least a percentage point.
    const auto parts = stepParts(StepBreakdown{});
    std::array<std::size_t, JobTimeShares::kCheckpointsAndFailures + 1> order{};
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto growth = [&](std::size_t i) { return to.share[i] - from.share[i]; };
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return growth(a) > growth(b); });
    QStringList grown;
    for (std::size_t k = 0; k < 2; ++k) {
        const std::size_t i = order[k];
        if (growth(i) < 0.01)
            break;
        const QString name = i == JobTimeShares::kCheckpointsAndFailures
                                 ? FigureText::tr("checkpoints and failures")
                                 : QCoreApplication::translate("PlanAnalysis", parts[i].label);
        grown << FigureText::tr("%1 from %2 to %3")
                     .arg(name, formatPercent(from.share[i], l, 1), formatPercent(to.share[i], l, 1));
    }
    if (grown.isEmpty())
        return {};
    return FigureText::tr("from %1 to %2 GPUs, the share of the job time that grows most: %3")
        .arg(formatCount(static_cast<double>(from.gpus), l), formatCount(static_cast<double>(to.gpus), l),
             grown.join(FigureText::tr("; ")));
}

QString stallCostText(const Scenario &s, double seconds, const QLocale &l)
{
    return FigureText::tr("a %1 stall on this cluster costs %2")
        .arg(stallSpanText(seconds, l), formatUsd(stallUsd(s, seconds), l));
}

QString slowdownCostText(const Scenario &s, double fraction, double seconds, const QLocale &l)
{
    return FigureText::tr("a %1 slowdown for %2 costs %3")
        .arg(formatPercent(fraction, l, std::fabs(fraction * 100.0 - std::round(fraction * 100.0)) < 1e-9 ? 0 : 1),
             spanText(seconds, l), formatUsd(slowdownUsd(s, fraction, seconds), l));
}

QString waitingRateText(const Scenario &s, const QLocale &l)
{
    return FigureText::tr("%1 a second, %2 an idle minute")
        .arg(formatUsd(waitingUsdPerSecond(s), l), formatUsd(waitingUsdPerSecond(s) * 60.0, l));
}

QString waitingText(const Scenario &s, const QLocale &l)
{
    return FigureText::tr("%1: %2; %3")
        .arg(waitingRateText(s, l), stallCostText(s, kStallSeconds, l),
             slowdownCostText(s, kSlowdownFraction, kSlowdownSeconds, l));
}

QString evalLineText(EvalLine line, const FigureContext &c)
{
    // The C number convention whatever the language: the text is for logs as much as for
    // people. The labels are in the installed language (English without one); an English
    // label starts in lower case inside the line, a translated one is kept as written
    // (German nouns keep their capital).
    // A line's durations after its first are in the first's unit, as the tile writes them
    // ("8.29 days, theoretical minimum 6.52 days", not "… 45.7 h" beside "2.83 days").
    QStringList parts;
    double firstDuration = std::numeric_limits<double>::quiet_NaN();
    for (const Figure &f : kFigures) {
        if (f.evalLine != line)
            continue;
        const QString english = QString::fromUtf8(f.label);
        QString label = FigureText::tr(f.label);
        if (label == english && label.size() > 1 && label[1].isLower())
            label[0] = label[0].toLower();
        const double v = f.get(c);
        QString value;
        if (f.kind == FigureKind::Verdict)
            value = format::enumText(boundOf(v));
        else if (f.kind == FigureKind::Duration && std::isfinite(firstDuration))
            value = formatDurationAs(v, firstDuration, QLocale::c());
        else
            value = formatFigure(f.kind, v);
        if (f.kind == FigureKind::Duration && !std::isfinite(firstDuration))
            firstDuration = v;
        parts << QStringLiteral("%1 %2").arg(label, value);
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace jct::present
