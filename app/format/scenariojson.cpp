#include "scenariojson.h"

#include "core/model/units.h"

#include <cmath>
#include <limits>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

namespace jct::format {

QString ScenarioError::toString() const
{
    QString where;
    if (line > 0)
        where = QStringLiteral("line %1, column %2: ").arg(line).arg(column);
    if (!path.isEmpty())
        where += path + QStringLiteral(": ");
    return where + message;
}

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

QString formatNumber(double v)
{
    return QString::number(v, 'g', 10);
}

// Walks one JSON object at a key path. Missing keys take the given default and are
// recorded as assumed (unless a preset supplied them); a wrong type or range sets the
// first error, after which every call is a no-op. finish() rejects unknown keys.
class ObjectReader
{
public:
    ObjectReader(QJsonObject object, QString path, QStringList *assumed, ScenarioError *error)
        : m_object(std::move(object))
        , m_path(std::move(path))
        , m_assumed(assumed)
        , m_error(error)
    {}

    // Values from a catalog preset: used for missing keys without counting as assumed.
    void setPreset(const QJsonObject &preset) { m_preset = preset; }

    [[nodiscard]] bool ok() const { return m_error->message.isEmpty(); }
    [[nodiscard]] QString pathOf(const QString &key) const
    {
        return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
    }
    [[nodiscard]] bool has(const QString &key) const { return m_object.contains(key); }
    [[nodiscard]] QJsonValue raw(const QString &key) const { return m_object.value(key); }

    void fail(const QString &key, const QString &message)
    {
        if (!ok())
            return;
        m_error->path = key.isEmpty() ? m_path : pathOf(key);
        m_error->message = message;
    }

    double number(const QString &key, double fallback, double min, double max)
    {
        m_known.insert(key);
        const QJsonValue v = lookup(key);
        if (!ok())
            return fallback;
        if (v.isUndefined())
            return fallback;
        if (!v.isDouble() || !std::isfinite(v.toDouble())) {
            fail(key, QStringLiteral("must be a number between %1 and %2").arg(rangeText(min), rangeText(max)));
            return fallback;
        }
        const double x = v.toDouble();
        if (x < min || x > max) {
            fail(key, QStringLiteral("must be between %1 and %2 (got %3)")
                          .arg(rangeText(min), rangeText(max), formatNumber(x)));
            return fallback;
        }
        return x;
    }

    // A number where null means "not set" (returns `unset`).
    double optionalNumber(const QString &key, double unset, double fallback, double min, double max)
    {
        const QJsonValue v = m_object.contains(key) ? m_object.value(key) : m_preset.value(key);
        if (v.isNull()) {
            m_known.insert(key);
            return unset;
        }
        return number(key, fallback, min, max);
    }

    int integer(const QString &key, int fallback, int min, int max)
    {
        m_known.insert(key);
        const QJsonValue v = lookup(key);
        if (!ok() || v.isUndefined())
            return fallback;
        const double x = v.toDouble(std::numeric_limits<double>::quiet_NaN());
        if (!v.isDouble() || x != std::floor(x)) {
            fail(key, QStringLiteral("must be a whole number between %1 and %2").arg(min).arg(max));
            return fallback;
        }
        if (x < min || x > max) {
            fail(key, QStringLiteral("must be between %1 and %2 (got %3)").arg(min).arg(max).arg(formatNumber(x)));
            return fallback;
        }
        return static_cast<int>(x);
    }

    bool boolean(const QString &key, bool fallback)
    {
        m_known.insert(key);
        const QJsonValue v = lookup(key);
        if (!ok() || v.isUndefined())
            return fallback;
        if (!v.isBool()) {
            fail(key, QStringLiteral("must be true or false"));
            return fallback;
        }
        return v.toBool();
    }

    QString choice(const QString &key, const QString &fallback, const QStringList &allowed)
    {
        m_known.insert(key);
        const QJsonValue v = lookup(key);
        if (!ok() || v.isUndefined())
            return fallback;
        if (!v.isString() || !allowed.contains(v.toString())) {
            fail(key, QStringLiteral("must be one of %1 (got %2)")
                          .arg(allowed.join(QStringLiteral(", ")),
                               v.isString() ? v.toString() : QStringLiteral("a %1").arg(typeName(v))));
            return fallback;
        }
        return v.toString();
    }

    QString string(const QString &key, const QString &fallback)
    {
        m_known.insert(key);
        const QJsonValue v = lookup(key);
        if (!ok() || v.isUndefined())
            return fallback;
        if (!v.isString()) {
            fail(key, QStringLiteral("must be a string"));
            return fallback;
        }
        return v.toString();
    }

    // A nested object; a missing one is an empty object (all its keys default).
    QJsonObject object(const QString &key)
    {
        m_known.insert(key);
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject()) {
            fail(key, QStringLiteral("must be an object"));
            return {};
        }
        return v.toObject();
    }

    void markKnown(const QString &key) { m_known.insert(key); }

    bool finish()
    {
        if (!ok())
            return false;
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!m_known.contains(it.key())) {
                QStringList known(m_known.begin(), m_known.end());
                known.sort();
                fail(it.key(), QStringLiteral("unknown key (allowed here: %1)").arg(known.join(QStringLiteral(", "))));
                return false;
            }
        }
        return true;
    }

private:
    QJsonValue lookup(const QString &key)
    {
        if (m_object.contains(key)) {
            const QJsonValue v = m_object.value(key);
            if (v.isNull()) {
                fail(key, QStringLiteral("must not be null"));
                return QJsonValue::Undefined;
            }
            return v;
        }
        if (m_preset.contains(key))
            return m_preset.value(key);
        if (m_assumed)
            m_assumed->append(pathOf(key));
        return QJsonValue::Undefined;
    }

    static QString rangeText(double v)
    {
        if (v == kInf)
            return QStringLiteral("infinity");
        return formatNumber(v);
    }

    static QString typeName(const QJsonValue &v)
    {
        switch (v.type()) {
        case QJsonValue::Bool:
            return QStringLiteral("boolean");
        case QJsonValue::Double:
            return QStringLiteral("number");
        case QJsonValue::Array:
            return QStringLiteral("array");
        case QJsonValue::Object:
            return QStringLiteral("object");
        default:
            return QStringLiteral("null");
        }
    }

    QJsonObject m_object;
    QJsonObject m_preset;
    QString m_path;
    QStringList *m_assumed;
    ScenarioError *m_error;
    QSet<QString> m_known;
};

const QStringList kPrecisions = {QStringLiteral("fp32"), QStringLiteral("tf32"), QStringLiteral("fp16"),
                                 QStringLiteral("bf16"), QStringLiteral("fp8")};

Precision precisionFromName(const QString &name)
{
    if (name == QLatin1String("fp32"))
        return Precision::Fp32;
    if (name == QLatin1String("tf32"))
        return Precision::Tf32;
    if (name == QLatin1String("fp16"))
        return Precision::Fp16;
    if (name == QLatin1String("fp8"))
        return Precision::Fp8;
    return Precision::Bf16;
}

void readGpu(ObjectReader &r, ScenarioError *error, const QString &precision, Gpu &gpu, double *defaultPrice,
             double *defaultPower)
{
    // Catalog fields (resources/catalog/gpus.json); the same keys are accepted inline.
    r.string(QStringLiteral("id"), {});
    r.string(QStringLiteral("name"), {});
    r.markKnown(QStringLiteral("sources"));
    r.markKnown(QStringLiteral("notes"));
    const QJsonObject peaks = r.object(QStringLiteral("peak_tflops"));
    if (!r.ok())
        return;
    const QJsonValue peak = peaks.value(precision);
    if (!peak.isDouble() || peak.toDouble() <= 0.0) {
        QStringList available = peaks.keys();
        r.fail(QStringLiteral("peak_tflops"),
               QStringLiteral("has no positive %1 figure, so training.precision = %1 cannot run on it "
                              "(available: %2)")
                   .arg(precision, available.join(QStringLiteral(", "))));
        return;
    }
    gpu.peakFlops = peak.toDouble() * units::kTflops;
    gpu.hbmBytes = r.number(QStringLiteral("hbm_gib"), 80.0, 1.0, 1e5) * units::kGiB;
    gpu.hbmBandwidth = r.number(QStringLiteral("hbm_tbps"), 2.0, 0.01, 1e3) * units::kTB;
    gpu.nvlinkBandwidth = r.number(QStringLiteral("nvlink_GBps"), 300.0, 0.1, 1e5) * units::kGB;
    gpu.nvlinkDomain = r.integer(QStringLiteral("nvlink_domain"), 8, 1, 1 << 20);
    gpu.nvls = r.boolean(QStringLiteral("nvls"), false);
    gpu.hostCopyBandwidth = r.number(QStringLiteral("pcie_GBps"), 25.0, 0.1, 1e5) * units::kGB;
    gpu.powerWatts = r.number(QStringLiteral("power_w"), 700.0, 0.0, 1e5);
    *defaultPower = gpu.powerWatts;
    *defaultPrice = r.number(QStringLiteral("price_usd_per_hour"), 2.5, 0.0, 1e4);

    const QJsonObject calibration = r.object(QStringLiteral("calibration"));
    ObjectReader c(calibration, r.pathOf(QStringLiteral("calibration")), nullptr, error);
    gpu.gemmEfficiency = c.number(QStringLiteral("gemm_efficiency"), gpu.gemmEfficiency, 0.01, 1.0);
    gpu.gemmKnee = c.number(QStringLiteral("gemm_knee"), gpu.gemmKnee, 0.0, 1e6);
    gpu.hbmEfficiency = c.number(QStringLiteral("hbm_efficiency"), gpu.hbmEfficiency, 0.01, 1.0);
    gpu.nvlinkEfficiency = c.number(QStringLiteral("nvlink_efficiency"), gpu.nvlinkEfficiency, 0.01, 1.0);
    gpu.nvlinkLatency = c.number(QStringLiteral("nvlink_latency_us"), gpu.nvlinkLatency / units::kMicrosecond, 0.0, 1e6)
                        * units::kMicrosecond;
    gpu.kernelOverhead =
        c.number(QStringLiteral("kernel_overhead_us"), gpu.kernelOverhead / units::kMicrosecond, 0.0, 1e6)
        * units::kMicrosecond;
    c.markKnown(QStringLiteral("fitted_on"));
    c.markKnown(QStringLiteral("notes"));
    c.finish();
    r.finish();
}

const QStringList kTopologies = {QStringLiteral("rail-optimized"), QStringLiteral("leaf-spine"),
                                 QStringLiteral("fat-tree")};
const QStringList kRankOrders = {QStringLiteral("tp-cp-dp-pp"), QStringLiteral("tp-cp-pp-dp")};
const QStringList kTransports = {QStringLiteral("go-back-n"), QStringLiteral("selective-repeat")};
const QStringList kEcmp = {QStringLiteral("adaptive"), QStringLiteral("static")};
// In the order of the CollectiveAlgorithm enumerators.
const QStringList kAlgorithms = {
    QStringLiteral("auto"),         QStringLiteral("ring"),      QStringLiteral("tree"), QStringLiteral("in-network"),
    QStringLiteral("hierarchical"), QStringLiteral("nvls-tree"), QStringLiteral("pat")};

QJsonObject withoutMeta(QJsonObject o)
{
    o.remove(QStringLiteral("id"));
    o.remove(QStringLiteral("name"));
    o.remove(QStringLiteral("sources"));
    o.remove(QStringLiteral("notes"));
    o.remove(QStringLiteral("params_b"));
    return o;
}

} // namespace

ScenarioReadResult readScenarioObject(const QJsonObject &root, const Catalog &catalog)
{
    ScenarioReadResult result;
    ScenarioError &error = result.error;
    LoadedScenario out;
    QStringList *assumed = &out.assumed;
    Scenario &s = out.scenario;

    // The document's own identification is never "assumed": it is not a planning input.
    ObjectReader top(root, QString(), nullptr, &error);
    const QString format = top.string(QStringLiteral("format"), QStringLiteral("jct-planner-scenario"));
    if (top.ok() && format != QLatin1String("jct-planner-scenario"))
        top.fail(
            QStringLiteral("format"),
            QStringLiteral("must be \"jct-planner-scenario\" (got \"%1\"): this is not a scenario file").arg(format));
    if (top.ok() && root.contains(QStringLiteral("version"))) {
        const QJsonValue v = root.value(QStringLiteral("version"));
        if (v.isDouble() && v.toDouble() > kScenarioFormatVersion && v.toDouble() == std::floor(v.toDouble())) {
            top.fail(QStringLiteral("version"),
                     QStringLiteral("this file has format version %1, newer than the %2 this planner reads; "
                                    "open it with a newer JCT Planner")
                         .arg(v.toInt())
                         .arg(kScenarioFormatVersion));
        }
    }
    top.integer(QStringLiteral("version"), kScenarioFormatVersion, 1, kScenarioFormatVersion);
    out.name = top.string(QStringLiteral("name"), QStringLiteral("Untitled plan"));
    out.description = top.string(QStringLiteral("description"), QString());

    // ---- model
    {
        const QJsonObject obj = top.object(QStringLiteral("model"));
        ObjectReader r(obj, QStringLiteral("model"), assumed, &error);
        QString preset = r.string(QStringLiteral("preset"), QString());
        const bool explicitPreset = obj.contains(QStringLiteral("preset"));
        if (!explicitPreset) {
            // No preset: missing shape keys take GPT-3 175B's and are listed as assumed.
            preset.clear();
            if (!assumed->isEmpty() && assumed->last() == QLatin1String("model.preset"))
                assumed->removeLast();
        }
        if (r.ok() && explicitPreset && !catalog.contains(Catalog::Kind::Model, preset))
            r.fail(QStringLiteral("preset"),
                   QStringLiteral("unknown model preset \"%1\" (known: %2)")
                       .arg(preset, catalog.ids(Catalog::Kind::Model).join(QStringLiteral(", "))));
        const QJsonObject presetObject =
            catalog.entry(Catalog::Kind::Model, explicitPreset ? preset : QStringLiteral("gpt3-175b"));
        if (explicitPreset)
            r.setPreset(withoutMeta(presetObject));
        out.modelPreset = explicitPreset ? preset : QString();
        const QJsonObject fallback = withoutMeta(presetObject);
        auto presetInt = [&](const char *key, int def) { return fallback.value(QLatin1String(key)).toInt(def); };
        Model &m = s.model;
        m.layers = r.integer(QStringLiteral("layers"), presetInt("layers", 96), 1, 10000);
        m.hidden = r.integer(QStringLiteral("hidden"), presetInt("hidden", 12288), 1, 1 << 20);
        m.heads = r.integer(QStringLiteral("heads"), presetInt("heads", 96), 1, 1 << 16);
        m.kvHeads =
            r.integer(QStringLiteral("kv_heads"),
                      obj.contains(QStringLiteral("heads")) ? m.heads : presetInt("kv_heads", m.heads), 1, 1 << 16);
        m.ffn = r.integer(QStringLiteral("ffn"), presetInt("ffn", 4 * m.hidden), 1, 1 << 24);
        m.vocab = r.integer(QStringLiteral("vocab"), presetInt("vocab", 51200), 1, 1 << 26);
        m.seqLen = r.integer(QStringLiteral("seq_len"), presetInt("seq_len", 2048), 1, 1 << 24);
        m.mlp = r.choice(QStringLiteral("mlp"), fallback.value(QStringLiteral("mlp")).toString(QStringLiteral("gelu")),
                         {QStringLiteral("gelu"), QStringLiteral("swiglu")})
                        == QLatin1String("swiglu")
                    ? MlpKind::SwiGlu
                    : MlpKind::Gelu;
        r.number(QStringLiteral("tokens"), 0.0, 0.0, 1e18); // a preset's published token count
        if (r.ok() && m.heads % m.kvHeads != 0)
            r.fail(QStringLiteral("kv_heads"),
                   QStringLiteral("must divide heads = %1 (got %2)").arg(m.heads).arg(m.kvHeads));
        if (r.ok() && m.hidden % m.heads != 0)
            r.fail(QStringLiteral("heads"),
                   QStringLiteral("must divide hidden = %1 (got %2)").arg(m.hidden).arg(m.heads));

        const QJsonObject moeObj = r.object(QStringLiteral("moe"));
        ObjectReader mr(moeObj, QStringLiteral("model.moe"), nullptr, &error);
        if (explicitPreset)
            mr.setPreset(presetObject.value(QStringLiteral("moe")).toObject());
        m.moe.experts = mr.integer(QStringLiteral("experts"), 0, 0, 1 << 20);
        m.moe.topK = mr.integer(QStringLiteral("top_k"), 0, 0, 1 << 10);
        m.moe.expertFfn = mr.integer(QStringLiteral("expert_ffn"), 0, 0, 1 << 24);
        m.moe.sharedExperts = mr.integer(QStringLiteral("shared_experts"), 0, 0, 1 << 10);
        m.moe.denseLayers = mr.integer(QStringLiteral("dense_layers"), 0, 0, m.layers);
        if (mr.ok() && m.moe.experts > 0 && (m.moe.topK < 1 || m.moe.topK > m.moe.experts))
            mr.fail(QStringLiteral("top_k"),
                    QStringLiteral("must be between 1 and experts = %1 for an MoE model (got %2)")
                        .arg(m.moe.experts)
                        .arg(m.moe.topK));
        if (mr.ok() && m.moe.experts > 0 && m.moe.expertFfn < 1)
            mr.fail(QStringLiteral("expert_ffn"), QStringLiteral("must be at least 1 for an MoE model"));
        mr.finish();
        r.finish();
        out.scenario.training.tokens = presetObject.value(QStringLiteral("tokens")).toDouble(0.0);
    }

    // ---- training
    QString precision = QStringLiteral("bf16");
    {
        ObjectReader r(top.object(QStringLiteral("training")), QStringLiteral("training"), assumed, &error);
        Training &t = s.training;
        const double presetTokens = t.tokens > 0.0 ? t.tokens : 3.0e11;
        t.tokens = r.number(QStringLiteral("tokens"), presetTokens, 1.0, 1e18);
        t.globalBatch = r.integer(QStringLiteral("global_batch"), 1536, 1, 1 << 28);
        t.microBatch = r.integer(QStringLiteral("micro_batch"), 1, 1, t.globalBatch);
        precision = r.choice(QStringLiteral("precision"), QStringLiteral("bf16"), kPrecisions);
        t.precision = precisionFromName(precision);
        const QString recompute =
            r.choice(QStringLiteral("recompute"), QStringLiteral("selective"),
                     {QStringLiteral("none"), QStringLiteral("selective"), QStringLiteral("full")});
        t.recompute = recompute == QLatin1String("full")   ? Recompute::Full
                      : recompute == QLatin1String("none") ? Recompute::None
                                                           : Recompute::Selective;
        t.sequenceParallel = r.boolean(QStringLiteral("sequence_parallel"), true);
        t.flashAttention = r.boolean(QStringLiteral("flash_attention"), true);
        t.zeroStage = r.integer(QStringLiteral("zero"), 1, 0, 3);
        t.causalHalving = r.boolean(QStringLiteral("causal_halving"), false);
        t.overlapGradReduce = r.boolean(QStringLiteral("overlap_grad_reduce"), true);
        // Megatron reduces gradients in fp32 when training in bf16 (it forces
        // accumulate_allreduce_grads_in_fp32), in 16 bits when training in fp16.
        t.gradientBytes =
            r.number(QStringLiteral("gradient_bytes"), t.precision == Precision::Fp16 ? 2.0 : 4.0, 1.0, 8.0);
        t.gradientCompression = r.number(QStringLiteral("gradient_compression"), 1.0, 1.0, 1000.0);
        t.startupSeconds = r.number(QStringLiteral("startup_minutes"), 10.0, 0.0, 1e6) * units::kMinute;
        t.dataStallSeconds = r.number(QStringLiteral("data_stall_ms"), 0.0, 0.0, 1e9) / 1000.0;
        r.finish();
    }
    out.precisionName = precision;

    // ---- parallelism
    {
        ObjectReader r(top.object(QStringLiteral("parallelism")), QStringLiteral("parallelism"), assumed, &error);
        Parallelism &p = s.parallelism;
        p.tp = r.integer(QStringLiteral("tp"), 1, 1, 1 << 16);
        p.pp = r.integer(QStringLiteral("pp"), 1, 1, 1 << 16);
        p.cp = r.integer(QStringLiteral("cp"), 1, 1, 1 << 16);
        p.ep = r.integer(QStringLiteral("ep"), 1, 1, 1 << 16);
        p.vpp = r.integer(QStringLiteral("vpp"), 1, 1, 1 << 10);
        p.order = r.choice(QStringLiteral("order"), kRankOrders.first(), kRankOrders) == kRankOrders.last()
                      ? RankOrder::TpCpPpDp
                      : RankOrder::TpCpDpPp;
        if (r.ok() && r.has(QStringLiteral("dp")))
            r.fail(QStringLiteral("dp"), QStringLiteral("is derived (cluster.gpus / (tp·pp·cp)) and cannot be set"));
        r.finish();
    }

    // ---- cluster and GPU
    double defaultPrice = 2.5;
    double defaultPower = 700.0;
    {
        const QJsonObject obj = top.object(QStringLiteral("cluster"));
        ObjectReader r(obj, QStringLiteral("cluster"), assumed, &error);
        const QJsonValue gpuValue = obj.value(QStringLiteral("gpu"));
        r.markKnown(QStringLiteral("gpu"));
        QJsonObject gpuObject;
        if (gpuValue.isUndefined()) {
            assumed->append(QStringLiteral("cluster.gpu"));
            out.gpuId = QStringLiteral("h100-sxm-80gb");
            gpuObject = catalog.entry(Catalog::Kind::Gpu, out.gpuId);
        } else if (gpuValue.isString()) {
            out.gpuId = gpuValue.toString();
            if (!catalog.contains(Catalog::Kind::Gpu, out.gpuId))
                r.fail(QStringLiteral("gpu"),
                       QStringLiteral("unknown GPU \"%1\" (known: %2; or give the GPU inline as an object)")
                           .arg(out.gpuId, catalog.ids(Catalog::Kind::Gpu).join(QStringLiteral(", "))));
            gpuObject = catalog.entry(Catalog::Kind::Gpu, out.gpuId);
        } else if (gpuValue.isObject()) {
            gpuObject = gpuValue.toObject();
            out.gpuInline = gpuObject;
            for (const char *required : {"peak_tflops", "hbm_gib", "hbm_tbps", "nvlink_GBps"}) {
                if (!gpuObject.contains(QLatin1String(required))) {
                    r.fail(QStringLiteral("gpu"),
                           QStringLiteral("an inline GPU needs %1 (see resources/catalog/gpus.json for the fields)")
                               .arg(QLatin1String(required)));
                    break;
                }
            }
        } else {
            r.fail(QStringLiteral("gpu"), QStringLiteral("must be a GPU id (string) or an inline GPU object"));
        }
        if (r.ok()) {
            ObjectReader g(gpuObject, QStringLiteral("cluster.gpu"), nullptr, &error);
            readGpu(g, &error, precision, s.gpu, &defaultPrice, &defaultPower);
        }
        s.cluster.gpus = r.integer(QStringLiteral("gpus"), 1024, 1, 1 << 24);
        s.cluster.gpusPerNode = r.integer(QStringLiteral("gpus_per_node"), 8, 1, 1024);
        r.finish();
    }

    // ---- network
    {
        const QJsonObject obj = top.object(QStringLiteral("network"));
        ObjectReader r(obj, QStringLiteral("network"), assumed, &error);
        const QJsonValue presetValue = obj.value(QStringLiteral("preset"));
        r.markKnown(QStringLiteral("preset"));
        QJsonObject preset;
        if (presetValue.isUndefined()) {
            assumed->append(QStringLiteral("network.preset"));
            out.networkPreset = QStringLiteral("ib-ndr-400");
            preset = catalog.entry(Catalog::Kind::Fabric, out.networkPreset);
        } else if (presetValue.isString()) {
            out.networkPreset = presetValue.toString();
            if (!catalog.contains(Catalog::Kind::Fabric, out.networkPreset))
                r.fail(QStringLiteral("preset"),
                       QStringLiteral("unknown network \"%1\" (known: %2)")
                           .arg(out.networkPreset, catalog.ids(Catalog::Kind::Fabric).join(QStringLiteral(", "))));
            preset = catalog.entry(Catalog::Kind::Fabric, out.networkPreset);
        } else if (presetValue.isObject()) {
            preset = presetValue.toObject();
        } else if (!presetValue.isNull()) {
            r.fail(QStringLiteral("preset"),
                   QStringLiteral("must be a network id (string) or an inline fabric object"));
        }
        r.setPreset(withoutMeta(preset));
        Fabric &f = s.fabric;
        f.nicBandwidth = units::gbpsToBytesPerSecond(r.number(QStringLiteral("nic_gbps_per_gpu"), 400.0, 0.001, 1e6));
        f.latency = r.number(QStringLiteral("latency_us"), 5.0, 0.0, 1e6) * units::kMicrosecond;
        f.hopLatency = r.number(QStringLiteral("hop_latency_us"), 0.6, 0.0, 1e6) * units::kMicrosecond;
        f.switchRadix = r.integer(QStringLiteral("switch_radix"), 64, 2, 100000);
        const QString topology = r.choice(QStringLiteral("topology"), QStringLiteral("rail-optimized"), kTopologies);
        f.topology = topology == QLatin1String("leaf-spine") ? Topology::LeafSpine
                     : topology == QLatin1String("fat-tree") ? Topology::FatTree
                                                             : Topology::RailOptimized;
        f.oversubscription = r.number(QStringLiteral("oversubscription"), 1.0, 1.0, 1000.0);
        f.lossRate = r.number(QStringLiteral("loss_rate"), 0.0, 0.0, 0.5);
        f.transport = r.choice(QStringLiteral("transport"), QStringLiteral("go-back-n"), kTransports)
                              == QLatin1String("selective-repeat")
                          ? Transport::SelectiveRepeat
                          : Transport::GoBackN;
        f.ecmp = r.choice(QStringLiteral("ecmp"), QStringLiteral("adaptive"), kEcmp) == QLatin1String("static")
                     ? Ecmp::Static
                     : Ecmp::Adaptive;
        f.protocolEfficiency = r.number(QStringLiteral("protocol_efficiency"), 0.9, 0.01, 1.0);
        f.inNetworkReduction = r.boolean(QStringLiteral("in_network_reduction"), false);
        f.mtuBytes = r.number(QStringLiteral("mtu_bytes"), 4096.0, 256.0, 65536.0);
        f.retransmitTimeout = r.number(QStringLiteral("retransmit_timeout_us"), 1000.0, 0.0, 1e8) * units::kMicrosecond;
        f.messageBytes = r.number(QStringLiteral("message_kib"), 512.0, 1.0, 1048576.0) * 1024.0;
        f.stallProbability = r.number(QStringLiteral("stall_probability"), 0.0, 0.0, 1.0);
        f.stallSeconds = r.number(QStringLiteral("stall_us"), 0.0, 0.0, 1e9) * units::kMicrosecond;
        const QString protocol =
            r.choice(QStringLiteral("protocol"), QStringLiteral("auto"),
                     {QStringLiteral("auto"), QStringLiteral("ll"), QStringLiteral("ll128"), QStringLiteral("simple")});
        f.protocol = protocol == QLatin1String("ll")       ? Protocol::LL
                     : protocol == QLatin1String("ll128")  ? Protocol::LL128
                     : protocol == QLatin1String("simple") ? Protocol::Simple
                                                           : Protocol::Auto;
        const QString algorithm = r.choice(QStringLiteral("algorithm"), QStringLiteral("auto"), kAlgorithms);
        f.algorithm = static_cast<CollectiveAlgorithm>(std::max<qsizetype>(0, kAlgorithms.indexOf(algorithm)));
        r.finish();
    }

    // ---- storage
    {
        ObjectReader r(top.object(QStringLiteral("storage")), QStringLiteral("storage"), assumed, &error);
        Storage &st = s.storage;
        const double write = r.number(QStringLiteral("checkpoint_write_gbps"), 800.0, 0.001, 1e8);
        st.checkpointWriteBandwidth = units::gbpsToBytesPerSecond(write);
        st.checkpointReadBandwidth =
            units::gbpsToBytesPerSecond(r.number(QStringLiteral("checkpoint_read_gbps"), write, 0.001, 1e8));
        st.asyncCheckpoint = r.boolean(QStringLiteral("async_checkpoint"), false);
        st.flushBandwidth = units::gbpsToBytesPerSecond(r.number(QStringLiteral("flush_gbps"), write, 0.001, 1e8));
        r.finish();
    }

    // ---- reliability (hours and minutes in the file, seconds inside)
    {
        ObjectReader r(top.object(QStringLiteral("reliability")), QStringLiteral("reliability"), assumed, &error);
        Reliability &rel = s.reliability;
        rel.gpuMtbfSeconds =
            r.optionalNumber(QStringLiteral("gpu_mtbf_hours"), 0.0, 50000.0, 1e-3, 1e12) * units::kHour;
        rel.nodeMtbfSeconds = r.optionalNumber(QStringLiteral("node_mtbf_hours"), 0.0, 0.0, 1e-3, 1e12) * units::kHour;
        rel.switchMtbfSeconds =
            r.optionalNumber(QStringLiteral("switch_mtbf_hours"), 0.0, 0.0, 1e-3, 1e12) * units::kHour;
        rel.softwareMtbfSeconds =
            r.optionalNumber(QStringLiteral("software_mtbf_hours"), 0.0, 0.0, 1e-3, 1e12) * units::kHour;
        rel.jobMtbfSeconds = r.optionalNumber(QStringLiteral("job_mtbf_hours"), 0.0, 0.0, 1e-3, 1e12) * units::kHour;
        rel.checkpointIntervalSeconds =
            r.optionalNumber(QStringLiteral("checkpoint_interval_minutes"), 0.0, 0.0, 1e-3, 1e9) * units::kMinute;
        rel.restartSeconds = r.number(QStringLiteral("restart_minutes"), 10.0, 0.0, 1e7) * units::kMinute;
        r.finish();
    }

    // ---- stragglers
    {
        ObjectReader r(top.object(QStringLiteral("stragglers")), QStringLiteral("stragglers"), assumed, &error);
        s.stragglers.slowGpuFactor = r.number(QStringLiteral("slow_gpu_factor"), 0.0, 0.0, 100.0);
        s.stragglers.jitterCv = r.number(QStringLiteral("jitter_cv"), 0.0, 0.0, 10.0);
        s.stragglers.backupWorkers = r.integer(QStringLiteral("backup_workers"), 0, 0, 1 << 20);
        r.finish();
    }

    // ---- cost (the GPU's catalog price and power are the defaults)
    {
        ObjectReader r(top.object(QStringLiteral("cost")), QStringLiteral("cost"), assumed, &error);
        s.cost.gpuHourUsd = r.number(QStringLiteral("gpu_hour_usd"), defaultPrice, 0.0, 1e6);
        s.cost.gpuPowerWatts = r.number(QStringLiteral("gpu_power_w"), defaultPower, 0.0, 1e6);
        s.cost.pue = r.number(QStringLiteral("pue"), 1.2, 1.0, 10.0);
        s.cost.kwhUsd = r.number(QStringLiteral("kwh_usd"), 0.10, 0.0, 1e3);
        r.finish();
    }

    top.finish();
    if (!error.message.isEmpty())
        return result;
    result.loaded = std::move(out);
    return result;
}

ScenarioReadResult readScenario(const QByteArray &json, const Catalog &catalog)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        ScenarioReadResult result;
        // Qt reports a byte offset; users want a line and a column.
        const QByteArray before = json.left(parseError.offset);
        result.error.line = static_cast<int>(before.count('\n')) + 1;
        result.error.column = static_cast<int>(parseError.offset - (before.lastIndexOf('\n') + 1)) + 1;
        result.error.message = QStringLiteral("malformed JSON: %1").arg(parseError.errorString());
        return result;
    }
    if (!doc.isObject()) {
        ScenarioReadResult result;
        result.error.message = QStringLiteral("a scenario must be a JSON object");
        return result;
    }
    return readScenarioObject(doc.object(), catalog);
}

ScenarioReadResult readScenarioFile(const QString &path, const Catalog &catalog)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ScenarioReadResult result;
        result.error.message = QStringLiteral("cannot open: %1").arg(file.errorString());
        return result;
    }
    return readScenario(file.readAll(), catalog);
}

LoadedScenario defaultScenario()
{
    ScenarioReadResult r = readScenarioFile(QStringLiteral(":/scenarios/default.jctplan"));
    if (!r.ok())
        qFatal("built-in default scenario is broken: %s", qPrintable(r.error.toString()));
    return *r.loaded;
}

namespace {

QString precisionName(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return QStringLiteral("fp32");
    case Precision::Tf32:
        return QStringLiteral("tf32");
    case Precision::Fp16:
        return QStringLiteral("fp16");
    case Precision::Fp8:
        return QStringLiteral("fp8");
    case Precision::Bf16:
        break;
    }
    return QStringLiteral("bf16");
}

QJsonValue hoursOrNull(double seconds)
{
    return seconds > 0.0 ? QJsonValue(seconds / units::kHour) : QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject scenarioToJson(const LoadedScenario &loaded)
{
    const Scenario &s = loaded.scenario;
    const Model &m = s.model;
    QJsonObject model{
        {QStringLiteral("layers"), m.layers},
        {QStringLiteral("hidden"), m.hidden},
        {QStringLiteral("heads"), m.heads},
        {QStringLiteral("kv_heads"), m.kvHeads},
        {QStringLiteral("ffn"), m.ffn},
        {QStringLiteral("vocab"), m.vocab},
        {QStringLiteral("seq_len"), m.seqLen},
        {QStringLiteral("mlp"), m.mlp == MlpKind::SwiGlu ? QStringLiteral("swiglu") : QStringLiteral("gelu")},
        {QStringLiteral("moe"), QJsonObject{{QStringLiteral("experts"), m.moe.experts},
                                            {QStringLiteral("top_k"), m.moe.topK},
                                            {QStringLiteral("expert_ffn"), m.moe.expertFfn},
                                            {QStringLiteral("shared_experts"), m.moe.sharedExperts},
                                            {QStringLiteral("dense_layers"), m.moe.denseLayers}}}};
    if (!loaded.modelPreset.isEmpty())
        model.insert(QStringLiteral("preset"), loaded.modelPreset);

    const Training &t = s.training;
    const char *recompute = t.recompute == Recompute::Full   ? "full"
                            : t.recompute == Recompute::None ? "none"
                                                             : "selective";
    const QJsonObject training{{QStringLiteral("tokens"), t.tokens},
                               {QStringLiteral("global_batch"), t.globalBatch},
                               {QStringLiteral("micro_batch"), t.microBatch},
                               {QStringLiteral("precision"), precisionName(t.precision)},
                               {QStringLiteral("recompute"), QLatin1String(recompute)},
                               {QStringLiteral("sequence_parallel"), t.sequenceParallel},
                               {QStringLiteral("flash_attention"), t.flashAttention},
                               {QStringLiteral("zero"), t.zeroStage},
                               {QStringLiteral("causal_halving"), t.causalHalving},
                               {QStringLiteral("overlap_grad_reduce"), t.overlapGradReduce},
                               {QStringLiteral("gradient_bytes"), t.gradientBytes},
                               {QStringLiteral("gradient_compression"), t.gradientCompression},
                               {QStringLiteral("startup_minutes"), t.startupSeconds / units::kMinute},
                               {QStringLiteral("data_stall_ms"), t.dataStallSeconds * 1000.0}};
    const Parallelism &p = s.parallelism;
    const QJsonObject parallelism{{QStringLiteral("tp"), p.tp},
                                  {QStringLiteral("pp"), p.pp},
                                  {QStringLiteral("cp"), p.cp},
                                  {QStringLiteral("ep"), p.ep},
                                  {QStringLiteral("vpp"), p.vpp},
                                  {QStringLiteral("order"), kRankOrders.at(p.order == RankOrder::TpCpPpDp ? 1 : 0)}};

    QJsonValue gpu = loaded.gpuId;
    if (loaded.gpuId.isEmpty()) {
        const Gpu &g = s.gpu;
        QJsonObject inlineGpu = loaded.gpuInline;
        inlineGpu.insert(QStringLiteral("peak_tflops"),
                         QJsonObject{{precisionName(t.precision), g.peakFlops / units::kTflops}});
        inlineGpu.insert(QStringLiteral("hbm_gib"), g.hbmBytes / units::kGiB);
        inlineGpu.insert(QStringLiteral("hbm_tbps"), g.hbmBandwidth / units::kTB);
        inlineGpu.insert(QStringLiteral("nvlink_GBps"), g.nvlinkBandwidth / units::kGB);
        inlineGpu.insert(QStringLiteral("nvlink_domain"), g.nvlinkDomain);
        inlineGpu.insert(QStringLiteral("nvls"), g.nvls);
        inlineGpu.insert(QStringLiteral("pcie_GBps"), g.hostCopyBandwidth / units::kGB);
        inlineGpu.insert(QStringLiteral("power_w"), g.powerWatts);
        inlineGpu.insert(QStringLiteral("calibration"),
                         QJsonObject{{QStringLiteral("gemm_efficiency"), g.gemmEfficiency},
                                     {QStringLiteral("gemm_knee"), g.gemmKnee},
                                     {QStringLiteral("hbm_efficiency"), g.hbmEfficiency},
                                     {QStringLiteral("nvlink_efficiency"), g.nvlinkEfficiency},
                                     {QStringLiteral("nvlink_latency_us"), g.nvlinkLatency * 1e6},
                                     {QStringLiteral("kernel_overhead_us"), g.kernelOverhead * 1e6}});
        gpu = inlineGpu;
    }
    const QJsonObject cluster{{QStringLiteral("gpu"), gpu},
                              {QStringLiteral("gpus"), s.cluster.gpus},
                              {QStringLiteral("gpus_per_node"), s.cluster.gpusPerNode}};

    const Fabric &f = s.fabric;
    const char *topology = f.topology == Topology::LeafSpine ? "leaf-spine"
                           : f.topology == Topology::FatTree ? "fat-tree"
                                                             : "rail-optimized";
    QJsonObject network{
        {QStringLiteral("nic_gbps_per_gpu"), units::bytesPerSecondToGbps(f.nicBandwidth)},
        {QStringLiteral("latency_us"), f.latency * 1e6},
        {QStringLiteral("hop_latency_us"), f.hopLatency * 1e6},
        {QStringLiteral("switch_radix"), f.switchRadix},
        {QStringLiteral("topology"), QLatin1String(topology)},
        {QStringLiteral("oversubscription"), f.oversubscription},
        {QStringLiteral("loss_rate"), f.lossRate},
        {QStringLiteral("transport"),
         f.transport == Transport::SelectiveRepeat ? QStringLiteral("selective-repeat") : QStringLiteral("go-back-n")},
        {QStringLiteral("ecmp"), f.ecmp == Ecmp::Static ? QStringLiteral("static") : QStringLiteral("adaptive")},
        {QStringLiteral("protocol_efficiency"), f.protocolEfficiency},
        {QStringLiteral("in_network_reduction"), f.inNetworkReduction},
        {QStringLiteral("mtu_bytes"), f.mtuBytes},
        {QStringLiteral("retransmit_timeout_us"), f.retransmitTimeout * 1e6},
        {QStringLiteral("message_kib"), f.messageBytes / 1024.0},
        {QStringLiteral("stall_probability"), f.stallProbability},
        {QStringLiteral("stall_us"), f.stallSeconds * 1e6},
        {QStringLiteral("algorithm"), algorithmName(f.algorithm)},
        {QStringLiteral("protocol"), f.protocol == Protocol::LL       ? QStringLiteral("ll")
                                     : f.protocol == Protocol::LL128  ? QStringLiteral("ll128")
                                     : f.protocol == Protocol::Simple ? QStringLiteral("simple")
                                                                      : QStringLiteral("auto")}};
    if (!loaded.networkPreset.isEmpty())
        network.insert(QStringLiteral("preset"), loaded.networkPreset);

    const Storage &st = s.storage;
    const QJsonObject storage{
        {QStringLiteral("checkpoint_write_gbps"), units::bytesPerSecondToGbps(st.checkpointWriteBandwidth)},
        {QStringLiteral("checkpoint_read_gbps"), units::bytesPerSecondToGbps(st.checkpointReadBandwidth)},
        {QStringLiteral("async_checkpoint"), st.asyncCheckpoint},
        {QStringLiteral("flush_gbps"), units::bytesPerSecondToGbps(st.flushBandwidth)}};
    const Reliability &rel = s.reliability;
    const QJsonObject reliability{
        {QStringLiteral("gpu_mtbf_hours"), hoursOrNull(rel.gpuMtbfSeconds)},
        {QStringLiteral("node_mtbf_hours"), hoursOrNull(rel.nodeMtbfSeconds)},
        {QStringLiteral("switch_mtbf_hours"), hoursOrNull(rel.switchMtbfSeconds)},
        {QStringLiteral("software_mtbf_hours"), hoursOrNull(rel.softwareMtbfSeconds)},
        {QStringLiteral("job_mtbf_hours"), hoursOrNull(rel.jobMtbfSeconds)},
        {QStringLiteral("checkpoint_interval_minutes"), rel.checkpointIntervalSeconds > 0.0
                                                            ? QJsonValue(rel.checkpointIntervalSeconds / units::kMinute)
                                                            : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("restart_minutes"), rel.restartSeconds / units::kMinute}};
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
                         {QStringLiteral("model"), model},
                         {QStringLiteral("training"), training},
                         {QStringLiteral("parallelism"), parallelism},
                         {QStringLiteral("cluster"), cluster},
                         {QStringLiteral("network"), network},
                         {QStringLiteral("storage"), storage},
                         {QStringLiteral("reliability"), reliability},
                         {QStringLiteral("stragglers"), stragglers},
                         {QStringLiteral("cost"), cost}};
    if (!loaded.description.isEmpty())
        document.insert(QStringLiteral("description"), loaded.description);
    return document;
}

QString algorithmName(CollectiveAlgorithm algorithm)
{
    return kAlgorithms.value(static_cast<int>(algorithm));
}

bool sameContent(const LoadedScenario &a, const LoadedScenario &b)
{
    return a.scenario == b.scenario && a.name == b.name && a.description == b.description
           && a.modelPreset == b.modelPreset && a.gpuId == b.gpuId && a.gpuInline == b.gpuInline
           && a.networkPreset == b.networkPreset && a.precisionName == b.precisionName;
}

} // namespace jct::format
