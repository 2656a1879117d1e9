// The control table's rows (controlspecs.h) for the parallel layout, its stages and options, and the training stack.
// The helpers the rows share are in controlspecrows.h.

#include "app/present/numberformat.h"
#include "controlspecrows.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner {

using namespace specrows;

void ControlSpecs::addParallelLayout(QVector<ControlSpec> &table)
{
    Group layout(table, tr("Parallel layout"));
    layout
        .note(tr("dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches "
                 "per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work."),
              dataParallelText)
        .lines = 2; // its text changes with every GPU step
    const QString tpTip = tr("Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. "
                             "Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).");
    layout.slider(
        QStringLiteral("parallelism.tp"),
        {tr("Tensor parallel (tp)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64), tpTip},
        [](const Plan &p) { return p.scenario.parallelism.tp; },
        [](Plan &p, double v) { p.scenario.parallelism.tp = static_cast<int>(v); });
    layout
        .slider(
            QStringLiteral("parallelism.pp"),
            {tr("Pipeline parallel (pp)"),
             QString(),
             1,
             1024,
             0,
             Scale::Linear,
             {1},
             tr("Pipeline stages p: each holds L/p layers; where p does not divide L and no first or last stage "
                "is given, the middle stages hold ⌈L/p⌉ and the first and last the rest (a near-even split). "
                "Bubble = (p − 1)/(v·m) of the step's work; activations of p micro-batches stay in flight on the "
                "first stage.")},
            [](const Plan &p) { return p.scenario.parallelism.pp; },
            [](Plan &p, double v) { p.scenario.parallelism.pp = static_cast<int>(v); })
        .stopsFor = pipelineStops;
    layout
        .slider(
            QStringLiteral("parallelism.vpp"),
            {tr("Virtual stages per GPU (vpp)"),
             QString(),
             1,
             64,
             0,
             Scale::Linear,
             {1},
             tr("Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; "
                "activations × (1 + (p−1)/(p·v)).")},
            [](const Plan &p) { return p.scenario.parallelism.vpp; },
            [](Plan &p, double v) { p.scenario.parallelism.vpp = static_cast<int>(v); })
        .stopsFor = virtualStageStops;
    layout.slider(
        QStringLiteral("parallelism.cp"),
        {tr("Context parallel (cp)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 32),
         tr("Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where "
            "it is shorter.")},
        [](const Plan &p) { return p.scenario.parallelism.cp; },
        [](Plan &p, double v) { p.scenario.parallelism.cp = static_cast<int>(v); });
    layout.slider(
        QStringLiteral("parallelism.ep"),
        {tr("Expert parallel (ep)"), QString(), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64),
         tr("MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per "
            "MoE layer and micro-batch, capped by bisection bandwidth.")},
        [](const Plan &p) { return p.scenario.parallelism.ep; },
        [](Plan &p, double v) { p.scenario.parallelism.ep = static_cast<int>(v); });
}

void ControlSpecs::addLayoutOptions(QVector<ControlSpec> &table)
{
    Group layout(table, tr("Parallel layout"));
    layout.slider(
        QStringLiteral("training.micro_batch"),
        {tr("Micro-batch"), tr("seq"), 1, 1024, 0, Scale::Linear, powersOfTwo(1, 64),
         tr("b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.")},
        [](const Plan &p) { return p.scenario.training.microBatch; },
        [](Plan &p, double v) { p.scenario.training.microBatch = static_cast<int>(v); });
    layout.choice(
        QStringLiteral("training.recompute"), tr("Recompute"),
        tr("Activation recomputation. none: keep everything; selective: recompute the attention scores "
           "(Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, "
           "MFU does not)."),
        enumItems<Recompute>(), [](const Scenario &s) { return int(s.training.recompute); },
        [](Scenario &s, int v) { s.training.recompute = static_cast<Recompute>(v); });
    layout.choice(
        QStringLiteral("training.zero"), tr("ZeRO"),
        tr("Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + "
           "weights (gathered before every forward and backward). PyTorch FSDP under a pipeline keeps weights and "
           "gradients whole for the step, as stage 1."),
        {{tr("0 (replicated)"), 0}, {tr("stage 1"), 1}, {tr("stage 2"), 2}, {tr("stage 3"), 3}},
        [](const Scenario &s) { return s.training.zeroStage; }, [](Scenario &s, int v) { s.training.zeroStage = v; });
    layout.choice(
        QStringLiteral("parallelism.order"), tr("Rank order"),
        tr("Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a "
           "stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit "
           "next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) "
           "and the data-parallel group spreads across domains."),
        enumItems<RankOrder>(), [](const Scenario &s) { return int(s.parallelism.order); },
        [](Scenario &s, int v) { s.parallelism.order = static_cast<RankOrder>(v); });
    layout.checkBox(
        QStringLiteral("training.sequence_parallel"), tr("Sequence parallelism"), tr("Toggle sequence parallelism"),
        tr("Splits norms and dropout over the TP group (activations ÷ t); all-gather / "
           "reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward."),
        [](const Scenario &s) { return s.training.sequenceParallel; },
        [](Scenario &s, bool on) { s.training.sequenceParallel = on; });
    layout.checkBox(
        QStringLiteral("training.flash_attention"), tr("Flash attention"), tr("Toggle flash attention"),
        tr("Fused attention: the a·s² scores are never stored or streamed through HBM "
           "(removes 5as/h from the activations)."),
        [](const Scenario &s) { return s.training.flashAttention; },
        [](Scenario &s, bool on) { s.training.flashAttention = on; });
}

void ControlSpecs::addStagesAndExpertTp(QVector<ControlSpec> &table)
{
    Group layout(table, tr("Parallel layout"));
    ControlSpec &etp = layout.slider(
        QStringLiteral("parallelism.etp"),
        {tr("Expert tensor parallel (etp)"), QString(), 0, 1024, 0, Scale::Linear, zeroThen(powersOfTwo(1, 64)),
         tr("Megatron-Core's expert_tensor_parallel_size: the experts' GEMMs split over etp GPUs instead of tp. "
            "ep·etp must divide tp·cp·dp and etp the expert FFN f_e; expert weights per GPU ÷ (ep·etp), each expert "
            "GEMM f_e/etp wide, expert gradients reduced over tp·cp·dp/(ep·etp). 0: the same as tp.")},
        [](const Plan &p) { return p.scenario.parallelism.etp; },
        [](Plan &p, double v) { p.scenario.parallelism.etp = static_cast<int>(v); });
    etp.minimumText = tr("same as tp");
    etp.shownWhen = [](const Scenario &s) { return isMoe(s) || s.parallelism.etp > 0; };
    const QString stageTip =
        tr("Uneven pipelines (Megatron-Core's decoder_%1_pipeline_num_layers): this stage holds this many layers, "
           "the others split the rest evenly (× vpp). The stage with the most work per micro-batch paces the step, "
           "(m + (p − 1)/v)·(t_f + t_b); the last stage also runs the output layer (2hV FLOPs per token) and the MTP "
           "layers, so fewer layers there balance it (Llama 3 405B: 126 layers on pp 16, first and last 7). "
           "The slider steps through counts that split evenly; 0: even split, L/pp, or, where pp·vpp does not "
           "divide L, the near-even split (the middle stages ⌈L/pp⌉, the first and last the rest).");
    for (const bool first : {true, false}) {
        ControlSpec &row = layout.slider(
            first ? QStringLiteral("parallelism.first_stage_layers") : QStringLiteral("parallelism.last_stage_layers"),
            {first ? tr("First stage layers") : tr("Last stage layers"),
             tr("layers"),
             0,
             4096,
             0,
             Scale::Linear,
             {0},
             stageTip.arg(first ? QStringLiteral("first") : QStringLiteral("last"))},
            [first](const Plan &p) {
                const Parallelism &l = p.scenario.parallelism;
                return first ? l.firstStageLayers : l.lastStageLayers;
            },
            [first](Plan &p, double v) {
                Parallelism &l = p.scenario.parallelism;
                // At most the model's layers, as the file allows: the split is then refused, named.
                (first ? l.firstStageLayers : l.lastStageLayers) =
                    std::min(static_cast<int>(v), p.scenario.model.layers);
            });
        row.stopsFor = [first](const Scenario &s) { return stageLayerStops(s, first); };
        row.minimumText = tr("even split");
        // At 0 the engine splits: say how, and what this stage then holds (with the other end
        // given, its even share of the rest).
        row.minimumTextFor = [first](const Scenario &s) {
            const Parallelism &p = s.parallelism;
            if (p.pp <= 1 || !layersSplit(s.model, p))
                return tr("even split");
            const StageLayers stages = stageLayers(s.model, p);
            const int here = first ? stages.first : stages.last;
            return stageEnds(s.model, p).nearEven ? tr("near-even, %1").arg(here) : tr("even, %1").arg(here);
        };
        row.shownWhen = [](const Scenario &s) {
            return s.parallelism.pp > 1 || s.parallelism.firstStageLayers > 0 || s.parallelism.lastStageLayers > 0;
        };
    }
}

void ControlSpecs::addTrainingStack(QVector<ControlSpec> &table)
{
    Group stack(table, tr("Precision and framework"));
    Items precisions;
    // The training formats first, in the order they are used today.
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Mxfp8, Precision::Nvfp4,
                        Precision::Tf32, Precision::Fp32})
        precisions.append({format::enumText(p), format::enumKey(p)});
    stack
        .preset(QStringLiteral("training.precision"), tr("Precision"),
                tr("Number format of the GEMMs: sets the GPU's peak FLOP/s (catalog; MXFP8 at the FP8 rate where the "
                   "GPU gives no figure, NVFP4 at its FP4 rate). FP8, MXFP8 and NVFP4 speed only the GEMMs: "
                   "attention runs at the 16-bit peak, the casts count as memory traffic, and the narrow copies of "
                   "weights and activations add to memory. A GPU without that peak cannot take it."),
                precisions, [](const Plan &p) { return format::enumKey(p.scenario.training.precision); })
        .itemUnavailable = [](const Plan &p, const QVariant &key) {
        const std::optional<Precision> precision = format::enumFromKey<Precision>(key.toString());
        if (!precision || format::gpuRunsPrecision(p, *precision))
            return QString();
        QStringList gpus; // the catalog's GPUs that have it
        const format::Catalog &catalog = format::Catalog::builtIn();
        const QString peakKey = format::precisionPeakKey(*precision);
        for (const QString &id : catalog.ids(format::Catalog::Kind::Gpu))
            if (format::gpuPeakTflops(catalog.entry(format::Catalog::Kind::Gpu, id), peakKey))
                gpus.append(id);
        return tr("The GPU has no %1 peak in its catalog entry, so it cannot train in this format. GPUs that "
                  "have one: %2.")
            .arg(format::enumText(*precision), gpus.join(QStringLiteral(", ")));
    };
    stack.preset(QStringLiteral("training.framework"), tr("Framework"),
                 tr("The stack whose schedule the plan assumes; choosing one resets the overlap switches below and "
                    "the gradient reduction width to its defaults. Megatron-Core: both overlaps, 16-bit gradient "
                    "reduction, the 1F1B expert-parallel overlap hides one micro-batch's all-to-all under another's "
                    "compute. Megatron-LM 2021: no overlap, fp32 gradient reduction. FSDP2 and DeepSpeed: both "
                    "overlaps, fp32 gradient reduction, all-to-alls hidden only under shared experts, and the "
                    "compute their data-parallel collectives hide under slowed by 0.3 of what they hide. DeepSpeed's "
                    "ZeRO 3 gathers module by module on one NIC per rank and prefetches 5·10⁷ parameters of a layer, "
                    "as its 2021-2022 releases measured. Each micro-batch's gradients are added to the accumulated "
                    "ones inside the weight-gradient GEMM by Megatron-Core, and in a pass over the stage's "
                    "gradients by the others: 6 bytes a parameter in fp16, 10 (Megatron-LM 2021) or 18 (DeepSpeed's "
                    "pipeline engine) in bf16; over the gradient shard only where ZeRO 2 or 3 (or FSDP without a "
                    "pipeline) shards them."),
                 enumItemsByKey<Framework>(),
                 [](const Plan &p) { return format::enumKey(p.scenario.training.framework); });
    stack.checkBox(
        QStringLiteral("training.overlap_grad_reduce"), tr("Overlap gradient reduction"),
        tr("Toggle gradient reduction overlap"),
        tr("The data-parallel gradient all-reduce (reduce-scatter with ZeRO) runs under the last micro-batch's "
           "backward pass, bucket by bucket as the backward fills them; the last bucket (the first layers and the "
           "input embedding, a share f of the stage's gradients) waits for its end: exposed = max(f·sync, sync − "
           "(1 − f)·t_b); off: all of it adds to the step."),
        [](const Scenario &s) { return s.training.overlapGradReduce; },
        [](Scenario &s, bool on) { s.training.overlapGradReduce = on; });
    stack.checkBox(
        QStringLiteral("training.overlap_param_gather"), tr("Overlap parameter all-gather"),
        tr("Toggle parameter all-gather overlap"),
        tr("The sharded optimizer's all-gather of the updated weights runs under the next step's first forward, "
           "whose first layers wait for the first bucket: exposed = max(f·gather, gather − (1 − f)·t_f). With ZeRO-3 "
           "each micro-batch's gathers are prefetched instead, "
           "m·(max(0, g − t_f) + max(0, g − t_b)); off: 2·m·g."),
        [](const Scenario &s) { return s.training.overlapParamGather; },
        [](Scenario &s, bool on) { s.training.overlapParamGather = on; });
    stack.checkBox(
        QStringLiteral("training.tp_comm_overlap"), tr("Overlap TP communication with GEMMs"),
        tr("Toggle TP communication overlap"),
        tr("Transformer Engine userbuffers split each GEMM and pipeline its tensor-parallel all-gather / "
           "reduce-scatter under the chunks: exposed TP = m·max(0, TP time per micro-batch − 3 × the stage's GEMM "
           "time of one forward). Off: the forward's collectives wait; in the backward, Megatron-Core runs each "
           "column-parallel linear's gather and reduce-scatter under that linear's own GEMMs (0.3 of what they hide "
           "still paid, for the SMs NCCL holds), the other stacks wait for every one."),
        [](const Scenario &s) { return s.training.tpCommOverlap; },
        [](Scenario &s, bool on) { s.training.tpCommOverlap = on; });
    ControlSpec &moeOverlap = stack.checkBox(
        QStringLiteral("training.overlap_moe_expert_parallel_comm"), tr("Overlap expert all-to-all"),
        tr("Toggle expert-parallel all-to-all overlap"),
        tr("MoE plans: one micro-batch's dispatch and combine all-to-alls run under another micro-batch's compute "
           "(Megatron-Core's 1F1B expert-parallel overlap), with no pipeline or an interleaved one: exposed EP = "
           "m·max(0, all-to-all time per micro-batch − t_f − t_b). Off, or with a plain 1F1B pipeline, each "
           "all-to-all waits, hidden only under the shared experts' GEMMs."),
        [](const Scenario &s) { return s.training.overlapMoeComm; },
        [](Scenario &s, bool on) { s.training.overlapMoeComm = on; });
    moeOverlap.shownWhen = isMoe;
    stack.slider(
        QStringLiteral("training.gradient_bytes"),
        {tr("Gradient bytes"),
         QStringLiteral("B"),
         1,
         8,
         0,
         Scale::Linear,
         {1, 2, 4, 8},
         tr("Bytes per gradient element in the data-parallel reduction: 2 (bf16 reduction, Megatron-Core), 4 (fp32, "
            "the other stacks). DP bytes = gradients of the shard × this ÷ compression.")},
        [](const Plan &p) { return p.scenario.training.gradientBytes; },
        [](Plan &p, double v) { p.scenario.training.gradientBytes = v; });
    stack.slider(
        QStringLiteral("training.gradient_compression"),
        {tr("Gradient compression"),
         QStringLiteral("×"),
         1,
         1000,
         1,
         Scale::Logarithmic,
         {1, 2, 4, 8, 16, 32, 100},
         tr("Divides the data-parallel gradient bytes (PowerSGD, 1-bit Adam, …); it changes convergence, which "
            "the planner does not model: the job's tokens stay as given.")},
        [](const Plan &p) { return p.scenario.training.gradientCompression; },
        [](Plan &p, double v) { p.scenario.training.gradientCompression = v; });
}

} // namespace jct::planner
