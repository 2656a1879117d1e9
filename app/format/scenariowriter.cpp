// Writing a scenario file (scenariojson.h): every key explicit, in the units the file uses
// (Gbit/s, µs, hours, minutes), so that reading it back gives the same Scenario.

#include "core/model/units.h"
#include "enumnames.h"
#include "scenariojson.h"

namespace jct::format {

namespace {

QJsonValue hoursOrNull(double seconds)
{
    return seconds > 0.0 ? QJsonValue(seconds / units::kHour) : QJsonValue(QJsonValue::Null);
}

QJsonValue countOrNull(int n)
{
    return n > 0 ? QJsonValue(n) : QJsonValue(QJsonValue::Null);
}

QJsonObject modelJson(const LoadedScenario &loaded)
{
    const Model &m = loaded.scenario.model;
    QJsonObject model{{QStringLiteral("layers"), m.layers},
                      {QStringLiteral("hidden"), m.hidden},
                      {QStringLiteral("heads"), m.heads},
                      {QStringLiteral("kv_heads"), m.kvHeads},
                      {QStringLiteral("ffn"), m.ffn},
                      {QStringLiteral("vocab"), m.vocab},
                      {QStringLiteral("seq_len"), m.seqLen},
                      {QStringLiteral("mlp"), enumKey(m.mlp)},
                      {QStringLiteral("moe"), QJsonObject{{QStringLiteral("experts"), m.moe.experts},
                                                          {QStringLiteral("top_k"), m.moe.topK},
                                                          {QStringLiteral("expert_ffn"), m.moe.expertFfn},
                                                          {QStringLiteral("shared_experts"), m.moe.sharedExperts},
                                                          {QStringLiteral("dense_layers"), m.moe.denseLayers}}}};
    // The keys for today's models only when they say something, so that a plan of a
    // classic model reads as before; and whenever the plan's model preset sets them, since
    // a key left out would be read back from the preset (a Maverick plan edited to moe.every
    // 1, or to standard attention on the DeepSeek-V3 preset, must not come back as the
    // preset's). Null is "unset" for the optional ones.
    const QJsonObject preset = loaded.modelPreset.isEmpty()
                                   ? QJsonObject()
                                   : Catalog::builtIn().entry(Catalog::Kind::Model, loaded.modelPreset);
    const QJsonObject presetMoe = preset.value(QStringLiteral("moe")).toObject();
    QJsonObject moe = model.value(QStringLiteral("moe")).toObject();
    if (m.moe.sharedExpertFfn > 0 || presetMoe.contains(QStringLiteral("shared_expert_ffn")))
        moe.insert(QStringLiteral("shared_expert_ffn"), countOrNull(m.moe.sharedExpertFfn));
    if (m.moe.every != 1 || presetMoe.contains(QStringLiteral("every")))
        moe.insert(QStringLiteral("every"), m.moe.every);
    if (m.moe.capacityFactor > 0.0 || presetMoe.contains(QStringLiteral("capacity_factor")))
        moe.insert(QStringLiteral("capacity_factor"),
                   m.moe.capacityFactor > 0.0 ? QJsonValue(m.moe.capacityFactor) : QJsonValue(QJsonValue::Null));
    if (m.moe.loadImbalance != 1.0 || presetMoe.contains(QStringLiteral("load_imbalance")))
        moe.insert(QStringLiteral("load_imbalance"), m.moe.loadImbalance);
    model.insert(QStringLiteral("moe"), moe);
    if (m.headDim > 0 || preset.contains(QStringLiteral("head_dim")))
        model.insert(QStringLiteral("head_dim"), countOrNull(m.headDim));
    if (m.attention != Attention::Standard || preset.contains(QStringLiteral("attention")))
        model.insert(QStringLiteral("attention"), enumKey(m.attention));
    if (m.attention != Attention::Standard) {
        model.insert(QStringLiteral("mla"), QJsonObject{{QStringLiteral("q_lora_rank"), m.mla.qLoraRank},
                                                        {QStringLiteral("kv_lora_rank"), m.mla.kvLoraRank},
                                                        {QStringLiteral("qk_nope_head_dim"), m.mla.qkNopeHeadDim},
                                                        {QStringLiteral("qk_rope_head_dim"), m.mla.qkRopeHeadDim},
                                                        {QStringLiteral("v_head_dim"), m.mla.vHeadDim}});
    }
    if (m.mtpLayers > 0 || preset.contains(QStringLiteral("mtp_layers")))
        model.insert(QStringLiteral("mtp_layers"), m.mtpLayers);
    if (!loaded.modelPreset.isEmpty())
        model.insert(QStringLiteral("preset"), loaded.modelPreset);
    return model;
}

QJsonObject trainingJson(const Training &t)
{
    return {{QStringLiteral("tokens"), t.tokens},
            {QStringLiteral("global_batch"), t.globalBatch},
            {QStringLiteral("micro_batch"), t.microBatch},
            {QStringLiteral("precision"), enumKey(t.precision)},
            {QStringLiteral("recompute"), enumKey(t.recompute)},
            {QStringLiteral("sequence_parallel"), t.sequenceParallel},
            {QStringLiteral("flash_attention"), t.flashAttention},
            {QStringLiteral("zero"), t.zeroStage},
            {QStringLiteral("causal_halving"), t.causalHalving},
            {QStringLiteral("framework"), enumKey(t.framework)},
            {QStringLiteral("overlap_grad_reduce"), t.overlapGradReduce},
            {QStringLiteral("overlap_param_gather"), t.overlapParamGather},
            {QStringLiteral("tp_comm_overlap"), t.tpCommOverlap},
            {QStringLiteral("overlap_moe_expert_parallel_comm"), t.overlapMoeComm},
            {QStringLiteral("gradient_bytes"), t.gradientBytes},
            {QStringLiteral("gradient_compression"), t.gradientCompression},
            {QStringLiteral("startup_minutes"), t.startupSeconds / units::kMinute},
            {QStringLiteral("data_stall_ms"), t.dataStallSeconds * 1000.0},
            {QStringLiteral("dataset_bytes_per_token"), t.datasetBytesPerToken},
            {QStringLiteral("staging_gb"), t.stagingBytes / units::kGB},
            {QStringLiteral("validation_every_steps"), t.validationEverySteps},
            {QStringLiteral("validation_batches"), t.validationBatches}};
}

QJsonObject parallelismJson(const Parallelism &p)
{
    return {{QStringLiteral("tp"), p.tp},
            {QStringLiteral("pp"), p.pp},
            {QStringLiteral("cp"), p.cp},
            {QStringLiteral("ep"), p.ep},
            {QStringLiteral("etp"), countOrNull(p.etp)},
            {QStringLiteral("vpp"), p.vpp},
            {QStringLiteral("first_stage_layers"), countOrNull(p.firstStageLayers)},
            {QStringLiteral("last_stage_layers"), countOrNull(p.lastStageLayers)},
            {QStringLiteral("order"), enumKey(p.order)}};
}

// The GPU's catalog id, or the inline object with every field the engine uses.
QJsonValue gpuJson(const LoadedScenario &loaded)
{
    if (!loaded.gpuId.isEmpty())
        return loaded.gpuId;
    const Gpu &g = loaded.scenario.gpu;
    QJsonObject gpu = loaded.gpuInline;
    QJsonObject peaks{{loaded.precisionName, g.peakFlops / units::kTflops}};
    if (g.peakFlops16 > 0.0)
        peaks.insert(QStringLiteral("bf16"), g.peakFlops16 / units::kTflops);
    gpu.insert(QStringLiteral("peak_tflops"), peaks);
    gpu.insert(QStringLiteral("hbm_gib"), g.hbmBytes / units::kGiB);
    gpu.insert(QStringLiteral("hbm_tbps"), g.hbmBandwidth / units::kTB);
    gpu.insert(QStringLiteral("nvlink_GBps"), g.nvlinkBandwidth / units::kGB);
    gpu.insert(QStringLiteral("nvlink_domain"), g.nvlinkDomain);
    gpu.insert(QStringLiteral("nvls"), g.nvls);
    gpu.insert(QStringLiteral("pcie_GBps"), g.hostCopyBandwidth / units::kGB);
    gpu.insert(QStringLiteral("power_w"), g.powerWatts);
    // The 16-bit efficiency at the top and the precision's own under by_precision, as the
    // catalog holds them, so that the reader restores both.
    QJsonObject calibration{{QStringLiteral("gemm_efficiency"), g.efficiency16()},
                            {QStringLiteral("gemm_knee"), g.knee16()},
                            {QStringLiteral("hbm_efficiency"), g.hbmEfficiency},
                            {QStringLiteral("nvlink_efficiency"), g.nvlinkEfficiency},
                            {QStringLiteral("nvlink_latency_us"), g.nvlinkLatency * 1e6},
                            {QStringLiteral("kernel_overhead_us"), g.kernelOverhead * 1e6},
                            {QStringLiteral("step_overhead_ms"), g.stepOverhead * 1e3},
                            {QStringLiteral("moe_layer_floor_us"), g.moeLayerFloor * 1e6},
                            {QStringLiteral("flash_attention2_efficiency"), g.flashAttention2Efficiency},
                            {QStringLiteral("attention_efficiency"), g.attentionEfficiency},
                            {QStringLiteral("rank_jitter_cv"), g.rankJitterCv}};
    if (g.gemmEfficiency16 > 0.0)
        calibration.insert(
            QStringLiteral("by_precision"),
            QJsonObject{{loaded.precisionName, QJsonObject{{QStringLiteral("gemm_efficiency"), g.gemmEfficiency},
                                                           {QStringLiteral("gemm_knee"), g.gemmKnee}}}});
    gpu.insert(QStringLiteral("calibration"), calibration);
    return gpu;
}

QJsonObject networkJson(const LoadedScenario &loaded)
{
    const Fabric &f = loaded.scenario.fabric;
    QJsonObject network{{QStringLiteral("nic_gbps_per_gpu"), units::bytesPerSecondToGbps(f.nicBandwidth)},
                        {QStringLiteral("latency_us"), f.latency * 1e6},
                        {QStringLiteral("hop_latency_us"), f.hopLatency * 1e6},
                        {QStringLiteral("switch_radix"), f.switchRadix},
                        {QStringLiteral("topology"), enumKey(f.topology)},
                        {QStringLiteral("oversubscription"), f.oversubscription},
                        {QStringLiteral("loss_rate"), f.lossRate},
                        {QStringLiteral("transport"), enumKey(f.transport)},
                        {QStringLiteral("ecmp"), enumKey(f.ecmp)},
                        {QStringLiteral("protocol_efficiency"), f.protocolEfficiency},
                        {QStringLiteral("in_network_reduction"), f.inNetworkReduction},
                        {QStringLiteral("mtu_bytes"), f.mtuBytes},
                        {QStringLiteral("retransmit_timeout_us"), f.retransmitTimeout * 1e6},
                        {QStringLiteral("message_kib"), f.messageBytes / 1024.0},
                        {QStringLiteral("stall_probability"), f.stallProbability},
                        {QStringLiteral("stall_us"), f.stallSeconds * 1e6},
                        {QStringLiteral("algorithm"), enumKey(f.algorithm)},
                        {QStringLiteral("protocol"), enumKey(f.protocol)},
                        {QStringLiteral("lossless"), f.lossless},
                        {QStringLiteral("pfc_pause_fraction"), f.pfcPauseFraction},
                        {QStringLiteral("switch_buffer_kib"), f.switchBufferBytes / 1024.0},
                        {QStringLiteral("ecn_mark_fraction"), f.ecnMarkFraction},
                        {QStringLiteral("ecn_rate_cut"), f.ecnRateCut}};
    // A fabric of no catalog entry (fitted to a log, or typed in) writes its preset as null:
    // left out, the reader would take the default NDR 400 for its name, and the plan would
    // come back as "NDR 400" with the fitted figures.
    network.insert(QStringLiteral("preset"),
                   loaded.networkPreset.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(loaded.networkPreset));
    return network;
}

QJsonObject storageJson(const Storage &st)
{
    return {{QStringLiteral("checkpoint_write_gbps"), units::bytesPerSecondToGbps(st.checkpointWriteBandwidth)},
            {QStringLiteral("checkpoint_read_gbps"), units::bytesPerSecondToGbps(st.checkpointReadBandwidth)},
            {QStringLiteral("async_checkpoint"), st.asyncCheckpoint},
            {QStringLiteral("flush_gbps"), units::bytesPerSecondToGbps(st.flushBandwidth)},
            {QStringLiteral("uplink_gbps"), st.uplinkBandwidth > 0.0
                                                ? QJsonValue(units::bytesPerSecondToGbps(st.uplinkBandwidth))
                                                : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("checkpoint_gb"),
             st.checkpointBytes > 0.0 ? QJsonValue(st.checkpointBytes / units::kGB) : QJsonValue(QJsonValue::Null)}};
}

QJsonObject reliabilityJson(const Reliability &rel)
{
    return {{QStringLiteral("gpu_mtbf_hours"), hoursOrNull(rel.gpuMtbfSeconds)},
            {QStringLiteral("node_mtbf_hours"), hoursOrNull(rel.nodeMtbfSeconds)},
            {QStringLiteral("switch_mtbf_hours"), hoursOrNull(rel.switchMtbfSeconds)},
            {QStringLiteral("software_mtbf_hours"), hoursOrNull(rel.softwareMtbfSeconds)},
            {QStringLiteral("job_mtbf_hours"), hoursOrNull(rel.jobMtbfSeconds)},
            {QStringLiteral("checkpoint_interval_minutes"),
             rel.checkpointIntervalSeconds > 0.0 ? QJsonValue(rel.checkpointIntervalSeconds / units::kMinute)
                                                 : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("nic_mtbf_hours"), hoursOrNull(rel.nicMtbfSeconds)},
            {QStringLiteral("optics_mtbf_hours"), hoursOrNull(rel.opticsMtbfSeconds)},
            {QStringLiteral("drain_minutes"), rel.drainSeconds / units::kMinute},
            {QStringLiteral("provision_minutes"), rel.provisionSeconds / units::kMinute},
            {QStringLiteral("reinit_minutes"), rel.reinitSeconds / units::kMinute},
            {QStringLiteral("hot_spare_nodes"), rel.hotSpareNodes},
            {QStringLiteral("corrupt_checkpoint_probability"), rel.corruptCheckpointProbability}};
}

} // namespace

QJsonObject scenarioToJson(const LoadedScenario &loaded)
{
    const Scenario &s = loaded.scenario;
    const QJsonObject cluster{{QStringLiteral("gpu"), gpuJson(loaded)},
                              {QStringLiteral("gpus"), s.cluster.gpus},
                              {QStringLiteral("gpus_per_node"), s.cluster.gpusPerNode}};
    const QJsonObject stragglers{{QStringLiteral("slow_gpu_factor"), s.stragglers.slowGpuFactor},
                                 {QStringLiteral("jitter_cv"), s.stragglers.jitterCv},
                                 {QStringLiteral("backup_workers"), s.stragglers.backupWorkers}};
    const QJsonObject cost{{QStringLiteral("gpu_hour_usd"), s.cost.gpuHourUsd},
                           {QStringLiteral("gpu_power_w"), s.cost.gpuPowerWatts},
                           {QStringLiteral("pue"), s.cost.pue},
                           {QStringLiteral("kwh_usd"), s.cost.kwhUsd}};
    QJsonObject document{{QStringLiteral("format"), QStringLiteral("jct-planner-scenario")},
                         {QStringLiteral("version"), kScenarioFormatVersion},
                         {QStringLiteral("name"), loaded.name},
                         {QStringLiteral("model"), modelJson(loaded)},
                         {QStringLiteral("training"), trainingJson(s.training)},
                         {QStringLiteral("parallelism"), parallelismJson(s.parallelism)},
                         {QStringLiteral("cluster"), cluster},
                         {QStringLiteral("network"), networkJson(loaded)},
                         {QStringLiteral("storage"), storageJson(s.storage)},
                         {QStringLiteral("reliability"), reliabilityJson(s.reliability)},
                         {QStringLiteral("stragglers"), stragglers},
                         {QStringLiteral("cost"), cost}};
    if (!loaded.description.isEmpty())
        document.insert(QStringLiteral("description"), loaded.description);
    if (const auto &c = loaded.calibration) {
        QJsonObject calibration{
            {QStringLiteral("source"), c->source},
            {QStringLiteral("target"), c->target},
            {QStringLiteral("alpha_us"), c->alphaUs ? QJsonValue(*c->alphaUs) : QJsonValue()},
            {QStringLiteral("busbw_gb_per_s"), c->busbwGBps ? QJsonValue(*c->busbwGBps) : QJsonValue()}};
        if (!c->date.isEmpty())
            calibration.insert(QStringLiteral("date"), c->date);
        document.insert(QStringLiteral("calibration"), calibration);
    }
    return document;
}

bool sameContent(const LoadedScenario &a, const LoadedScenario &b)
{
    return a.scenario == b.scenario && a.name == b.name && a.description == b.description
           && a.modelPreset == b.modelPreset && a.gpuId == b.gpuId && a.gpuInline == b.gpuInline
           && a.networkPreset == b.networkPreset && a.precisionName == b.precisionName
           && a.calibration == b.calibration;
}

FlatJson flattenJson(const QJsonObject &object, const QString &prefix)
{
    FlatJson out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it.value().isObject())
            out.append(flattenJson(it.value().toObject(), key));
        else
            out.append({key, it.value()});
    }
    return out;
}

QJsonValue jsonValueAt(const QJsonObject &object, const QString &keyPath)
{
    const qsizetype dot = keyPath.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return object.value(keyPath);
    const QJsonValue inner = object.value(keyPath.left(dot));
    return inner.isObject() ? jsonValueAt(inner.toObject(), keyPath.mid(dot + 1)) : QJsonValue(QJsonValue::Undefined);
}

void setJsonValueAt(QJsonObject &object, const QString &keyPath, const QJsonValue &value)
{
    const qsizetype dot = keyPath.indexOf(QLatin1Char('.'));
    if (dot < 0) {
        object.insert(keyPath, value);
        return;
    }
    const QString head = keyPath.left(dot);
    QJsonObject inner = object.value(head).toObject();
    setJsonValueAt(inner, keyPath.mid(dot + 1), value);
    object.insert(head, inner);
}

} // namespace jct::format
