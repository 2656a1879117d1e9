#include "planfixtext.h"

#include "numberformat.h"

#include <QCoreApplication>

namespace jct::present {

namespace {

struct PlanFixText
{
    Q_DECLARE_TR_FUNCTIONS(PlanFix)
};

} // namespace

QString planFixText(const PlanFix &fix, const QLocale &locale)
{
    switch (fix.kind) {
    case PlanFixKind::Recompute:
        return static_cast<Recompute>(fix.value) == Recompute::Full ? PlanFixText::tr("full recompute")
                                                                    : PlanFixText::tr("selective recompute");
    case PlanFixKind::FlashAttention:
        return PlanFixText::tr("flash attention on");
    case PlanFixKind::SequenceParallel:
        return PlanFixText::tr("sequence parallelism on");
    case PlanFixKind::ZeroStage:
        return PlanFixText::tr("ZeRO stage %1").arg(fix.value);
    case PlanFixKind::MicroBatch:
        return PlanFixText::tr("micro-batch %1").arg(fix.value);
    case PlanFixKind::TensorParallel:
        return PlanFixText::tr("tp %1").arg(fix.value);
    case PlanFixKind::PipelineParallel:
        return PlanFixText::tr("pp %1").arg(fix.value);
    case PlanFixKind::GpuCount:
        return PlanFixText::tr("%1 GPUs").arg(formatCount(fix.value, locale));
    }
    return {};
}

QString planFixKeyPath(const PlanFix &fix)
{
    switch (fix.kind) {
    case PlanFixKind::Recompute:
        return QStringLiteral("training.recompute");
    case PlanFixKind::FlashAttention:
        return QStringLiteral("training.flash_attention");
    case PlanFixKind::SequenceParallel:
        return QStringLiteral("training.sequence_parallel");
    case PlanFixKind::ZeroStage:
        return QStringLiteral("training.zero");
    case PlanFixKind::MicroBatch:
        return QStringLiteral("training.micro_batch");
    case PlanFixKind::TensorParallel:
        return QStringLiteral("parallelism.tp");
    case PlanFixKind::PipelineParallel:
        return QStringLiteral("parallelism.pp");
    case PlanFixKind::GpuCount:
        return QStringLiteral("cluster.gpus");
    }
    return {};
}

} // namespace jct::present
