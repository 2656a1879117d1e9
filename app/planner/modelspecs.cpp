// The control table's rows (controlspecs.h) for the model, its attention and its experts.
// The helpers the rows share are in controlspecrows.h.

#include "app/present/numberformat.h"
#include "controlspecrows.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner {

using namespace specrows;

void ControlSpecs::addModelAndData(QVector<ControlSpec> &table)
{
    Group model(table, tr("Model and data"));
    Items models{{tr("custom shape"), QString()}}; // an empty id applies nothing
    models += catalogItems(format::Catalog::Kind::Model);
    model.preset(QStringLiteral("model.preset"), tr("Model"),
                 tr("Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, "
                    "sequence length, MoE shape (resources/catalog/models.json)."),
                 models, [](const Plan &p) { return p.modelPreset; });
    model.note(QString(), modelShapeText).secondary = true;
    model.slider(
        QStringLiteral("training.tokens"),
        {tr("Training tokens"),
         tr("B tokens"),
         0.1,
         100000,
         1,
         Scale::Logarithmic,
         {},
         tr("Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time "
            "of S steps.")},
        [](const Plan &p) { return p.scenario.training.tokens / 1e9; },
        [](Plan &p, double v) { p.scenario.training.tokens = v * 1e9; });
    model.slider(
        QStringLiteral("training.global_batch"),
        {tr("Global batch"),
         tr("sequences"),
         1,
         1 << 20,
         0,
         Scale::Logarithmic,
         {},
         tr("B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of "
            "micro-batch × dp.")},
        [](const Plan &p) { return p.scenario.training.globalBatch; },
        [](Plan &p, double v) { p.scenario.training.globalBatch = static_cast<int>(v); });
}

void ControlSpecs::addAttention(QVector<ControlSpec> &table)
{
    Group shape(table, tr("Model shape"));
    ControlSpec &headSize = shape.slider(
        QStringLiteral("model.head_dim"),
        {tr("Head size"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {0, 64, 80, 96, 128, 192, 256},
         tr("d per attention head, where heads × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + "
            "2·a·d·h FLOPs per token, attention scores and values 4·s·a·d (halved if causal), Q, K, V and the "
            "output stored as 2(2a + 2a_kv)·d/h bytes per sbh. 0: hidden / heads.")},
        [](const Plan &p) { return p.scenario.model.headDim; },
        [](Plan &p, double v) { p.scenario.model.headDim = static_cast<int>(v); });
    headSize.minimumText = tr("hidden / heads");
    // MLA sets its own head sizes; a head_dim the file gives is kept but not used.
    headSize.shownWhen = [](const Scenario &s) { return !isMla(s) || s.model.headDim > 0; };
    shape.choice(
        QStringLiteral("model.attention"), tr("Attention"),
        tr("standard: multi-head attention, grouped-query through the KV heads. MLA (DeepSeek-V2/V3): queries "
           "through a rank-d_c' latent, keys and values up-projected per head from a rank-d_c latent plus one "
           "shared RoPE key; sets the projections' parameters and FLOPs, the scores' 2s·a·(d_nope + d_rope + d_v) "
           "FLOPs per token, and stores the latents with the activations. The KV heads are not used."),
        enumItems<Attention>(), [](const Scenario &s) { return int(s.model.attention); },
        [](Scenario &s, int v) { s.model.attention = static_cast<Attention>(v); });
    shape.slider(
        QStringLiteral("model.mtp_layers"),
        {tr("Multi-token prediction"),
         tr("layers"),
         0,
         64,
         0,
         Scale::Linear,
         {0, 1, 2, 3, 4},
         tr("MTP modules (DeepSeek-V3: 1), on the last pipeline stage. Each runs one more layer (MoE in an MoE "
            "model), a 2h → h projection and the output layer again: 3·(layer + 4h² + 2hV) model FLOPs per token, "
            "its weights and activations on the last stage, which may then pace the pipeline.")},
        [](const Plan &p) { return p.scenario.model.mtpLayers; },
        [](Plan &p, double v) { p.scenario.model.mtpLayers = static_cast<int>(v); });
}

void ControlSpecs::addLatentAttention(QVector<ControlSpec> &table)
{
    Group shape(table, tr("Model shape"));
    struct Rank
    {
        const char *key;
        QString label;
        double minimum;
        double maximum;
        QVector<double> stops;
        QString toolTip;
        int Mla::*field;
        QString minimumText;
    };
    const Rank ranks[] = {
        {"q_lora_rank",
         tr("MLA query latent rank (d_c')"),
         0,
         16384,
         {0, 512, 768, 1024, 1536, 2048, 3072},
         tr("Queries go h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) parameters and twice "
            "that in FLOPs per token; the latent is stored for the backward pass. 0: queries straight from h "
            "(h·a·(d_nope + d_rope))."),
         &Mla::qLoraRank,
         tr("not compressed")},
        {"kv_lora_rank",
         tr("MLA key-value latent rank (d_c)"),
         1,
         16384,
         {128, 256, 512, 1024, 2048},
         tr("Keys and values go h → d_c + d_rope, then d_c → a·(d_nope + d_v): h·(d_c + d_rope) + "
            "d_c·a·(d_nope + d_v) parameters; the latent is stored for the backward pass."),
         &Mla::kvLoraRank,
         {}},
        {"qk_nope_head_dim",
         tr("MLA query-key head size without RoPE"),
         1,
         1024,
         {32, 64, 96, 128, 192, 256},
         tr("d_nope per head: the scores cost 2s·a·(d_nope + d_rope) FLOPs per token."),
         &Mla::qkNopeHeadDim,
         {}},
        {"qk_rope_head_dim",
         tr("MLA rotary head size"),
         0,
         1024,
         {0, 32, 64, 128},
         tr("d_rope: the rotary part of each query and key head; the keys' part is one shared h·d_rope "
            "projection."),
         &Mla::qkRopeHeadDim,
         {}},
        {"v_head_dim",
         tr("MLA value head size"),
         1,
         1024,
         {64, 96, 128, 192, 256},
         tr("d_v per head: the values cost 2s·a·d_v FLOPs per token and the output projection a·d_v·h "
            "parameters."),
         &Mla::vHeadDim,
         {}},
    };
    for (const Rank &r : ranks) {
        const auto field = r.field;
        ControlSpec &row = shape.slider(
            QStringLiteral("model.mla.") + QLatin1String(r.key),
            {r.label, QString(), r.minimum, r.maximum, 0, Scale::Linear, r.stops, r.toolTip},
            [field](const Plan &p) { return p.scenario.model.mla.*field; },
            [field](Plan &p, double v) { p.scenario.model.mla.*field = static_cast<int>(v); });
        row.shownWhen = isMla;
        row.minimumText = r.minimumText;
    }
}

void ControlSpecs::addMixtureOfExperts(QVector<ControlSpec> &table)
{
    Group moe(table, tr("Mixture of experts"));
    moe.slider(
           QStringLiteral("model.moe.shared_experts"),
           {tr("Shared experts"),
            QString(),
            0,
            1024,
            0,
            Scale::Linear,
            {0, 1, 2, 4, 8},
            tr("Always-active experts of every MoE layer (DeepSeek, Qwen2-MoE, Llama 4): each adds 2·(2 or 3)·h·f_s "
               "FLOPs per token and its weights to every GPU of the layer's stage; outside Megatron-Core their "
               "GEMMs are what hides the all-to-all.")},
           [](const Plan &p) { return p.scenario.model.moe.sharedExperts; },
           [](Plan &p, double v) { p.scenario.model.moe.sharedExperts = static_cast<int>(v); })
        .shownWhen = isMoe;
    ControlSpec &sharedFfn = moe.slider(
        QStringLiteral("model.moe.shared_expert_ffn"),
        {tr("Shared expert FFN"),
         QString(),
         0,
         1 << 24,
         0,
         Scale::Linear,
         {0},
         tr("f_s, the FFN width of one shared expert. An MoE layer's MLP costs 2·(2 or 3)·h·(k·f_e + n_s·f_s) + 2hE "
            "FLOPs per token (3 for SwiGLU, E experts' router). 0: the routed experts' f_e.")},
        [](const Plan &p) { return p.scenario.model.moe.sharedExpertFfn; },
        [](Plan &p, double v) { p.scenario.model.moe.sharedExpertFfn = static_cast<int>(v); });
    sharedFfn.stopsFor = [](const Scenario &s) {
        const double fe = s.model.moe.expertFfn;
        return QVector<double>{0, fe / 2, fe, 2 * fe, 4 * fe, 8 * fe};
    };
    sharedFfn.minimumText = tr("expert FFN");
    sharedFfn.shownWhen = isMoe;
}

// The rest of the group: which layers are MoE and how tokens are routed.
void ControlSpecs::addExpertRouting(QVector<ControlSpec> &table)
{
    Group moe(table, tr("Mixture of experts"));
    moe.slider(
           QStringLiteral("model.moe.every"),
           {tr("MoE every k-th layer (k)"),
            QString(),
            1,
            1024,
            0,
            Scale::Linear,
            {1, 2, 3, 4},
            tr("After the leading dense layers every k-th layer is MoE, the others dense with FFN f (Megatron-Core's "
               "moe_layer_freq; Llama 4 Maverick: 2). Sets how many layers pay the experts' FLOPs, weights and "
               "all-to-alls, and so which pipeline stage holds the most.")},
           [](const Plan &p) { return p.scenario.model.moe.every; },
           [](Plan &p, double v) {
               p.scenario.model.moe.every = std::clamp(static_cast<int>(v), 1, std::max(1, p.scenario.model.layers));
           })
        .shownWhen = isMoe;
    ControlSpec &capacity = moe.slider(
        QStringLiteral("model.moe.capacity_factor"),
        {tr("Expert capacity factor"),
         QStringLiteral("×"),
         0,
         100,
         2,
         Scale::Linear,
         {0, 1, 1.1, 1.25, 1.5, 2, 3, 4},
         tr("Tokens per expert capped at c × the balanced load (tokens beyond it dropped). Every expert's "
            "input is padded to max(1, c) × the balanced load: the routed activations, the all-to-all buffers, "
            "the dispatched bytes and the experts' GEMMs all grow with c. 0: dropless (taken balanced, as "
            "benchmarks force it).")},
        [](const Plan &p) { return p.scenario.model.moe.capacityFactor; },
        [](Plan &p, double v) { p.scenario.model.moe.capacityFactor = v; });
    capacity.minimumText = tr("dropless");
    capacity.shownWhen = isMoe;
    moe.slider(
           QStringLiteral("model.moe.load_imbalance"),
           {tr("Router load imbalance"),
            QStringLiteral("×"),
            1,
            4,
            2,
            Scale::Linear,
            {1, 1.05, 1.1, 1.2, 1.3, 1.5, 2, 3, 4},
            tr("Dropless routing: the busiest expert-parallel rank's tokens ÷ the balanced load. The step "
               "waits for that rank, so its experts' GEMMs, its all-to-all bytes and its token buffers "
               "grow by this factor. 1: balanced, as benchmarks force it; auxiliary-loss-free balancing "
               "keeps the worst expert within about 1.05–1.2× (Wang et al. 2024, MaxVio). Ignored when a "
               "capacity factor pads every expert.")},
           [](const Plan &p) { return p.scenario.model.moe.loadImbalance; },
           [](Plan &p, double v) { p.scenario.model.moe.loadImbalance = std::max(1.0, v); })
        .shownWhen = isMoe;
}

} // namespace jct::planner
