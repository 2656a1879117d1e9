// Reading a scenario file (scenariojson.h): one function per section of the file, in the
// file's order, so that the keys listed as assumed come out in that order too. The
// hardware sections and their catalog presets are in scenariohardware.cpp.

#include "core/model/units.h"
#include "scenarioreading.h"
#include "strictjson.h"

#include <cmath>

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>

namespace jct::format {

using scenario::ReaderText;

QString ScenarioError::toString() const
{
    QString where;
    if (line > 0)
        where = ReaderText::tr("line %1, column %2: ").arg(line).arg(column);
    if (!path.isEmpty())
        where += path + QStringLiteral(": ");
    return where + message;
}

namespace scenario {

QJsonObject withoutMeta(QJsonObject o)
{
    for (const char *meta : {"id", "aliases", "name", "sources", "notes", "params_b", "active_params_b"})
        o.remove(QLatin1String(meta));
    return o;
}

namespace {

void readHeader(Reading &in, const QJsonObject &root)
{
    // The document's own identification is never "assumed": it is not a planning input.
    ObjectReader &top = in.top;
    const QString kind = top.string(QStringLiteral("format"), QStringLiteral("jct-planner-scenario"));
    if (top.ok() && kind != QLatin1String("jct-planner-scenario"))
        top.fail(
            QStringLiteral("format"),
            ReaderText::tr("must be \"jct-planner-scenario\" (got \"%1\"): this is not a scenario file").arg(kind));
    if (top.ok() && root.contains(QStringLiteral("version"))) {
        const QJsonValue v = root.value(QStringLiteral("version"));
        if (v.isDouble() && v.toDouble() > kScenarioFormatVersion && v.toDouble() == std::floor(v.toDouble())) {
            top.fail(QStringLiteral("version"),
                     ReaderText::tr("this file has format version %1, newer than the %2 this planner reads; "
                                    "open it with a newer JCT Planner")
                         .arg(QLocale::c().toString(v.toDouble(), 'g', 6))
                         .arg(kScenarioFormatVersion));
        }
    }
    top.integer(QStringLiteral("version"), kScenarioFormatVersion, 1, kScenarioFormatVersion);
    in.out.name = top.string(QStringLiteral("name"), QStringLiteral("Untitled plan"));
    in.out.description = top.string(QStringLiteral("description"), QString());
}

void readMoe(Reading &in, ObjectReader &model, const QJsonObject &preset, bool explicitPreset)
{
    Model &m = in.out.scenario.model;
    ObjectReader r(model.object(QStringLiteral("moe")), QStringLiteral("model.moe"), nullptr, &in.error);
    if (explicitPreset)
        r.setPreset(preset.value(QStringLiteral("moe")).toObject());
    m.moe.experts = r.integer(QStringLiteral("experts"), 0, 0, 1 << 20);
    m.moe.topK = r.integer(QStringLiteral("top_k"), 0, 0, 1 << 10);
    m.moe.expertFfn = r.integer(QStringLiteral("expert_ffn"), 0, 0, 1 << 24);
    m.moe.sharedExperts = r.integer(QStringLiteral("shared_experts"), 0, 0, 1 << 10);
    m.moe.denseLayers = r.integer(QStringLiteral("dense_layers"), 0, 0, m.layers);
    r.setDerived({"shared_expert_ffn", "every", "capacity_factor", "load_imbalance"});
    m.moe.sharedExpertFfn = r.optionalInteger(QStringLiteral("shared_expert_ffn"), 0, 1, 1 << 24);
    m.moe.every = r.integer(QStringLiteral("every"), 1, 1, std::max(1, m.layers));
    m.moe.capacityFactor = r.optionalNumber(QStringLiteral("capacity_factor"), 0.0, 0.0, 0.01, 1e4);
    m.moe.loadImbalance = r.number(QStringLiteral("load_imbalance"), 1.0, 1.0, 16.0);
    if (r.ok() && m.moe.experts > 0 && (m.moe.topK < 1 || m.moe.topK > m.moe.experts))
        r.fail(QStringLiteral("top_k"), ReaderText::tr("must be between 1 and experts = %1 for an MoE model (got %2)")
                                            .arg(m.moe.experts)
                                            .arg(m.moe.topK));
    if (r.ok() && m.moe.experts > 0 && m.moe.expertFfn < 1)
        r.fail(QStringLiteral("expert_ffn"), ReaderText::tr("must be at least 1 for an MoE model"));
    r.finish();
}

void readMla(Reading &in, ObjectReader &model, const QJsonObject &preset, bool explicitPreset)
{
    Model &m = in.out.scenario.model;
    const bool present = model.has(QStringLiteral("mla")) || (explicitPreset && preset.contains(QStringLiteral("mla")));
    if (m.attention != Attention::Mla) {
        if (model.ok() && model.has(QStringLiteral("mla")))
            model.fail(QStringLiteral("mla"), ReaderText::tr("is only read with model.attention = \"mla\""));
        model.markKnown(QStringLiteral("mla"));
        return;
    }
    if (model.ok() && !present)
        model.fail(QStringLiteral("mla"), ReaderText::tr("is needed with model.attention = \"mla\": q_lora_rank, "
                                                         "kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, "
                                                         "v_head_dim"));
    ObjectReader r(model.object(QStringLiteral("mla")), QStringLiteral("model.mla"), nullptr, &in.error);
    if (explicitPreset)
        r.setPreset(preset.value(QStringLiteral("mla")).toObject());
    const Mla defaults;
    m.mla.qLoraRank = r.integer(QStringLiteral("q_lora_rank"), defaults.qLoraRank, 0, 1 << 20);
    m.mla.kvLoraRank = r.integer(QStringLiteral("kv_lora_rank"), defaults.kvLoraRank, 1, 1 << 20);
    m.mla.qkNopeHeadDim = r.integer(QStringLiteral("qk_nope_head_dim"), defaults.qkNopeHeadDim, 0, 1 << 16);
    m.mla.qkRopeHeadDim = r.integer(QStringLiteral("qk_rope_head_dim"), defaults.qkRopeHeadDim, 0, 1 << 16);
    m.mla.vHeadDim = r.integer(QStringLiteral("v_head_dim"), defaults.vHeadDim, 1, 1 << 16);
    if (r.ok() && m.mla.qkNopeHeadDim + m.mla.qkRopeHeadDim < 1)
        r.fail(QStringLiteral("qk_nope_head_dim"),
               ReaderText::tr("and qk_rope_head_dim must add up to at least 1 (the query/key head size)"));
    r.finish();
}

void readModel(Reading &in)
{
    const QJsonObject obj = in.top.object(QStringLiteral("model"));
    ObjectReader r(obj, QStringLiteral("model"), in.assumed(), &in.error);
    QString preset = r.string(QStringLiteral("preset"), QString());
    const bool explicitPreset = obj.contains(QStringLiteral("preset"));
    if (!explicitPreset) {
        // No preset: missing shape keys take GPT-3 175B's and are listed as assumed.
        preset.clear();
        if (!in.out.assumed.isEmpty() && in.out.assumed.last() == QLatin1String("model.preset"))
            in.out.assumed.removeLast();
    }
    if (r.ok() && explicitPreset && !in.catalog.contains(Catalog::Kind::Model, preset))
        r.fail(QStringLiteral("preset"),
               ReaderText::tr("unknown model preset \"%1\" (known: %2)")
                   .arg(preset, in.catalog.ids(Catalog::Kind::Model).join(QStringLiteral(", "))));
    const QJsonObject presetObject =
        in.catalog.entry(Catalog::Kind::Model, explicitPreset ? preset : QStringLiteral("gpt3-175b"));
    if (explicitPreset)
        r.setPreset(withoutMeta(presetObject));
    in.out.modelPreset = explicitPreset ? in.catalog.canonicalId(Catalog::Kind::Model, preset) : QString();
    const QJsonObject fallback = withoutMeta(presetObject);
    auto presetInt = [&](const char *key, int def) { return fallback.value(QLatin1String(key)).toInt(def); };
    Model &m = in.out.scenario.model;
    m.layers = r.integer(QStringLiteral("layers"), presetInt("layers", 96), 1, 10000);
    m.hidden = r.integer(QStringLiteral("hidden"), presetInt("hidden", 12288), 1, 1 << 20);
    m.heads = r.integer(QStringLiteral("heads"), presetInt("heads", 96), 1, 1 << 16);
    m.kvHeads = r.integer(QStringLiteral("kv_heads"),
                          obj.contains(QStringLiteral("heads")) ? m.heads : presetInt("kv_heads", m.heads), 1, 1 << 16);
    m.ffn = r.integer(QStringLiteral("ffn"), presetInt("ffn", 4 * m.hidden), 1, 1 << 24);
    m.vocab = r.integer(QStringLiteral("vocab"), presetInt("vocab", 51200), 1, 1 << 26);
    m.seqLen = r.integer(QStringLiteral("seq_len"), presetInt("seq_len", 2048), 1, 1 << 24);
    m.mlp = r.choice(QStringLiteral("mlp"),
                     enumFromKey<MlpKind>(fallback.value(QStringLiteral("mlp")).toString()).value_or(MlpKind::Gelu));
    r.number(QStringLiteral("tokens"), 0.0, 0.0, 1e18); // a preset's published token count
    r.setDerived({"head_dim", "attention", "mla", "mtp_layers"});
    m.headDim = r.optionalInteger(QStringLiteral("head_dim"), 0, 1, 1 << 16);
    m.attention = r.choice(
        QStringLiteral("attention"),
        enumFromKey<Attention>(fallback.value(QStringLiteral("attention")).toString()).value_or(Attention::Standard));
    m.mtpLayers = r.integer(QStringLiteral("mtp_layers"), presetInt("mtp_layers", 0), 0, 64);
    if (r.ok() && m.heads % m.kvHeads != 0)
        r.fail(QStringLiteral("kv_heads"),
               ReaderText::tr("must divide heads = %1 (got %2)").arg(m.heads).arg(m.kvHeads));
    if (r.ok() && m.headDim == 0 && m.attention == Attention::Standard && m.hidden % m.heads != 0)
        r.fail(QStringLiteral("heads"),
               ReaderText::tr("must divide hidden = %1 (got %2), or give model.head_dim").arg(m.hidden).arg(m.heads));
    readMla(in, r, presetObject, explicitPreset);
    readMoe(in, r, presetObject, explicitPreset);
    r.finish();
    in.out.scenario.training.tokens = presetObject.value(QStringLiteral("tokens")).toDouble(0.0);
}

void readTraining(Reading &in)
{
    ObjectReader r = in.section("training");
    Training &t = in.out.scenario.training;
    const double presetTokens = t.tokens > 0.0 ? t.tokens : 3.0e11;
    t.tokens = r.number(QStringLiteral("tokens"), presetTokens, 1.0, 1e18);
    t.globalBatch = r.integer(QStringLiteral("global_batch"), 1536, 1, 1 << 28);
    t.microBatch = r.integer(QStringLiteral("micro_batch"), 1, 1, t.globalBatch);
    t.precision = r.choice(QStringLiteral("precision"), Precision::Bf16);
    // The stack: today's Megatron-Core unless the file says otherwise (not an assumption
    // about the run so much as the schedule the planner models).
    r.setDerived({"framework"});
    t.framework = r.choice(QStringLiteral("framework"), Framework::MegatronCore);
    t.recompute = r.choice(QStringLiteral("recompute"), Recompute::Selective);
    t.sequenceParallel = r.boolean(QStringLiteral("sequence_parallel"), true);
    t.flashAttention = r.boolean(QStringLiteral("flash_attention"), true);
    t.zeroStage = r.integer(QStringLiteral("zero"), 1, 0, 3);
    t.causalHalving = r.boolean(QStringLiteral("causal_halving"), false);
    // The framework sets which transfers overlap unless the file says otherwise: Megatron-LM
    // of 2021 reduced gradients after the backward pass and had no sharded parameters.
    const bool modern = t.framework != Framework::MegatronLm2021;
    r.setDerived(
        {"overlap_grad_reduce", "overlap_param_gather", "tp_comm_overlap", "overlap_moe_expert_parallel_comm"});
    t.overlapGradReduce = r.boolean(QStringLiteral("overlap_grad_reduce"), modern);
    t.overlapParamGather = r.boolean(QStringLiteral("overlap_param_gather"), modern);
    t.tpCommOverlap = r.boolean(QStringLiteral("tp_comm_overlap"), false);
    // Megatron-Core's expert-parallel overlap: current Megatron-Bridge recipes of the large
    // MoE models turn it on; PyTorch FSDP2 and DeepSpeed have no such schedule.
    t.overlapMoeComm =
        r.boolean(QStringLiteral("overlap_moe_expert_parallel_comm"), t.framework == Framework::MegatronCore);
    // Gradients are reduced in 16 bits with fp16 and by current Megatron-Core recipes
    // (NeMo / Megatron-Bridge performance recipes set grad_reduce_in_fp32 off); Megatron-LM of
    // 2021 forced accumulate_allreduce_grads_in_fp32 with bf16, and FSDP2 (torchtitan) and
    // DeepSpeed reduce in fp32 by default.
    const bool fp32Reduce = t.precision != Precision::Fp16 && t.framework != Framework::MegatronCore;
    r.setDerived({"gradient_bytes"});
    t.gradientBytes = r.number(QStringLiteral("gradient_bytes"), fp32Reduce ? 4.0 : 2.0, 1.0, 8.0);
    t.gradientCompression = r.number(QStringLiteral("gradient_compression"), 1.0, 1.0, 1000.0);
    t.startupSeconds = r.number(QStringLiteral("startup_minutes"), 10.0, 0.0, 1e6) * units::kMinute;
    t.dataStallSeconds = r.number(QStringLiteral("data_stall_ms"), 0.0, 0.0, 1e9) / 1000.0;
    // Off unless the file gives them: not assumptions.
    r.setDerived({"dataset_bytes_per_token", "staging_gb", "validation_every_steps", "validation_batches"});
    t.datasetBytesPerToken = r.number(QStringLiteral("dataset_bytes_per_token"), 0.0, 0.0, 1e9);
    t.stagingBytes = r.number(QStringLiteral("staging_gb"), 0.0, 0.0, 1e9) * units::kGB;
    t.validationEverySteps = r.integer(QStringLiteral("validation_every_steps"), 0, 0, 1000000000);
    t.validationBatches = r.integer(QStringLiteral("validation_batches"), 0, 0, 1000000);
    r.finish();
    // The key of peak_tflops that sets the GEMM rate.
    in.out.precisionName = precisionPeakKey(t.precision);
}

void readParallelism(Reading &in)
{
    ObjectReader r = in.section("parallelism");
    Parallelism &p = in.out.scenario.parallelism;
    p.tp = r.integer(QStringLiteral("tp"), 1, 1, 1 << 16);
    p.pp = r.integer(QStringLiteral("pp"), 1, 1, 1 << 16);
    p.cp = r.integer(QStringLiteral("cp"), 1, 1, 1 << 16);
    p.ep = r.integer(QStringLiteral("ep"), 1, 1, 1 << 16);
    p.vpp = r.integer(QStringLiteral("vpp"), 1, 1, 1 << 10);
    p.order = r.choice(QStringLiteral("order"), RankOrder::TpCpDpPp);
    const int layers = in.out.scenario.model.layers;
    p.firstStageLayers = r.optionalInteger(QStringLiteral("first_stage_layers"), 0, 1, layers);
    p.lastStageLayers = r.optionalInteger(QStringLiteral("last_stage_layers"), 0, 1, layers);
    p.etp = r.optionalInteger(QStringLiteral("etp"), 0, 1, 1 << 16);
    if (r.ok() && r.has(QStringLiteral("dp")))
        r.fail(QStringLiteral("dp"), ReaderText::tr("is derived (cluster.gpus / (tp·pp·cp)) and cannot be set"));
    r.finish();
}

void readStorage(Reading &in)
{
    ObjectReader r = in.section("storage");
    Storage &st = in.out.scenario.storage;
    const double write = r.number(QStringLiteral("checkpoint_write_gbps"), 800.0, 0.001, 1e8);
    st.checkpointWriteBandwidth = units::gbpsToBytesPerSecond(write);
    st.checkpointReadBandwidth =
        units::gbpsToBytesPerSecond(r.number(QStringLiteral("checkpoint_read_gbps"), write, 0.001, 1e8));
    st.asyncCheckpoint = r.boolean(QStringLiteral("async_checkpoint"), false);
    st.flushBandwidth = units::gbpsToBytesPerSecond(r.number(QStringLiteral("flush_gbps"), write, 0.001, 1e8));
    // Null or missing: no limit, the size from the parameters (not assumptions).
    r.setDerived({"uplink_gbps", "checkpoint_gb"});
    st.uplinkBandwidth =
        units::gbpsToBytesPerSecond(r.optionalNumber(QStringLiteral("uplink_gbps"), 0.0, 0.0, 0.001, 1e8));
    st.checkpointBytes = r.optionalNumber(QStringLiteral("checkpoint_gb"), 0.0, 0.0, 0.001, 1e9) * units::kGB;
    r.finish();
}

// Hours and minutes in the file, seconds inside.
void readReliability(Reading &in)
{
    ObjectReader r = in.section("reliability");
    Reliability &rel = in.out.scenario.reliability;
    auto hours = [&](const char *key, double fallback) {
        return r.optionalNumber(QLatin1String(key), 0.0, fallback, 1e-3, 1e12) * units::kHour;
    };
    rel.gpuMtbfSeconds = hours("gpu_mtbf_hours", 50000.0);
    rel.nodeMtbfSeconds = hours("node_mtbf_hours", 0.0);
    rel.switchMtbfSeconds = hours("switch_mtbf_hours", 0.0);
    rel.softwareMtbfSeconds = hours("software_mtbf_hours", 0.0);
    rel.jobMtbfSeconds = hours("job_mtbf_hours", 0.0);
    // Sources added with issue 14, off unless the file gives them (not assumptions).
    r.setDerived({"nic_mtbf_hours", "optics_mtbf_hours", "hot_spare_nodes", "corrupt_checkpoint_probability"});
    rel.nicMtbfSeconds = hours("nic_mtbf_hours", 0.0);
    rel.opticsMtbfSeconds = hours("optics_mtbf_hours", 0.0);
    rel.checkpointIntervalSeconds =
        r.optionalNumber(QStringLiteral("checkpoint_interval_minutes"), 0.0, 0.0, 1e-3, 1e9) * units::kMinute;
    // Recovery in its parts; the older restart_minutes is their sum, split as the defaults
    // split 10 minutes (1 : 6 : 3), and cannot be given with them.
    const Reliability defaults;
    const double defaultRestart = defaults.drainSeconds + defaults.provisionSeconds + defaults.reinitSeconds;
    const QLatin1String parts[] = {QLatin1String("drain_minutes"), QLatin1String("provision_minutes"),
                                   QLatin1String("reinit_minutes")};
    if (r.has(QStringLiteral("restart_minutes"))) {
        for (const QLatin1String &part : parts)
            if (r.has(part))
                r.fail(part, ReaderText::tr("give either restart_minutes (their sum) or drain_minutes, "
                                            "provision_minutes and reinit_minutes"));
        r.setDerived({"drain_minutes", "provision_minutes", "reinit_minutes"});
        const double restart = r.number(QStringLiteral("restart_minutes"), 10.0, 0.0, 1e7) * units::kMinute;
        rel.drainSeconds = restart * defaults.drainSeconds / defaultRestart;
        rel.provisionSeconds = restart * defaults.provisionSeconds / defaultRestart;
        rel.reinitSeconds = restart * defaults.reinitSeconds / defaultRestart;
    }
    rel.drainSeconds = r.number(parts[0], rel.drainSeconds / units::kMinute, 0.0, 1e7) * units::kMinute;
    rel.provisionSeconds = r.number(parts[1], rel.provisionSeconds / units::kMinute, 0.0, 1e7) * units::kMinute;
    rel.reinitSeconds = r.number(parts[2], rel.reinitSeconds / units::kMinute, 0.0, 1e7) * units::kMinute;
    rel.hotSpareNodes = r.integer(QStringLiteral("hot_spare_nodes"), 0, 0, 1000000);
    rel.corruptCheckpointProbability = r.number(QStringLiteral("corrupt_checkpoint_probability"), 0.0, 0.0, 1.0);
    r.finish();
}

void readStragglers(Reading &in)
{
    ObjectReader r = in.section("stragglers");
    Stragglers &sg = in.out.scenario.stragglers;
    sg.slowGpuFactor = r.number(QStringLiteral("slow_gpu_factor"), 0.0, 0.0, 100.0);
    sg.jitterCv = r.number(QStringLiteral("jitter_cv"), 0.0, 0.0, 10.0);
    sg.backupWorkers = r.integer(QStringLiteral("backup_workers"), 0, 0, 1 << 20);
    r.finish();
}

void readCost(Reading &in)
{
    ObjectReader r = in.section("cost");
    Cost &c = in.out.scenario.cost;
    c.gpuHourUsd = r.number(QStringLiteral("gpu_hour_usd"), in.defaultPrice, 0.0, 1e6);
    c.gpuPowerWatts = r.number(QStringLiteral("gpu_power_w"), in.defaultPower, 0.0, 1e6);
    c.pue = r.number(QStringLiteral("pue"), 1.2, 1.0, 10.0);
    c.kwhUsd = r.number(QStringLiteral("kwh_usd"), 0.10, 0.0, 1e3);
    r.finish();
}

} // namespace

} // namespace scenario

ScenarioReadResult readScenarioObject(const QJsonObject &root, const Catalog &catalog)
{
    using namespace scenario;
    ScenarioReadResult result;
    LoadedScenario out;
    ObjectReader top(root, QString(), nullptr, &result.error);
    Reading in{catalog, result.error, out, top};
    readHeader(in, root);
    for (void (*section)(Reading &) : {readModel, readTraining, readParallelism, readCluster, readNetwork,
                                       readCalibration, readStorage, readReliability, readStragglers, readCost})
        section(in);
    top.finish();
    if (result.error.message.isEmpty())
        result.loaded = std::move(out);
    return result;
}

ScenarioReadResult readScenario(const QByteArray &json, const Catalog &catalog)
{
    // Strict RFC 8259 first: Qt's parser takes `1024.`, raw tabs in strings, lone
    // surrogates and duplicate keys, which a plan file must not carry.
    if (const std::optional<JsonSyntaxError> strict = checkStrictJson(json)) {
        ScenarioReadResult result;
        result.error.line = strict->line;
        result.error.column = strict->column;
        result.error.message = ReaderText::tr("malformed JSON: %1").arg(strict->message);
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    ScenarioReadResult result;
    if (parseError.error != QJsonParseError::NoError) {
        // Qt reports a byte offset; users want a line and a column.
        const QByteArray before = json.left(parseError.offset);
        result.error.line = static_cast<int>(before.count('\n')) + 1;
        result.error.column = static_cast<int>(parseError.offset - (before.lastIndexOf('\n') + 1)) + 1;
        result.error.message = ReaderText::tr("malformed JSON: %1").arg(parseError.errorString());
        return result;
    }
    if (!doc.isObject()) {
        result.error.line = result.error.column = 1;
        result.error.message = ReaderText::tr("a scenario must be a JSON object { … }, not %1")
                                   .arg(doc.isArray() ? ReaderText::tr("an array") : ReaderText::tr("a single value"));
        return result;
    }
    return readScenarioObject(doc.object(), catalog);
}

ScenarioReadResult readScenarioFile(const QString &path, const Catalog &catalog)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioReadResult result;
        result.error.message = ReaderText::tr("cannot open: %1").arg(file.errorString());
        return result;
    }
    return readScenario(file.readAll(), catalog);
}

Fabric catalogFabric(const QString &id)
{
    static QHash<QString, Fabric> cache;
    auto it = cache.find(id);
    if (it == cache.end()) {
        const ScenarioReadResult r =
            readScenarioObject(QJsonObject{{QStringLiteral("network"), QJsonObject{{QStringLiteral("preset"), id}}}});
        it = cache.insert(id, r.ok() ? r.loaded->scenario.fabric : Fabric{});
    }
    return *it;
}

LoadedScenario defaultScenario()
{
    ScenarioReadResult r = readScenarioFile(QStringLiteral(":/scenarios/default.jctplan"));
    if (!r.ok())
        qFatal("built-in default scenario is broken: %s", qPrintable(r.error.toString()));
    return *r.loaded;
}

} // namespace jct::format
