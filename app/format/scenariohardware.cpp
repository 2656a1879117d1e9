// The hardware sections of a scenario file and their catalog presets: cluster (a catalog
// GPU, an inline one or the default H100, with its calibration), network (a catalog fabric,
// an inline one or the default NDR 400) and where the fabric figures came from.

#include "core/model/units.h"
#include "scenarioreading.h"

#include <QDate>
#include <QRegularExpression>

namespace jct::format {

namespace scenario {

namespace {

// The GEMM efficiency and per-step cost a precision changes (FP8 and FP4 GEMMs reach a
// smaller share of their peak than 16-bit ones): calibration.by_precision.<key>.
void readPrecisionCalibration(ObjectReader &c, ScenarioError &error, const QString &precision, Gpu &gpu)
{
    const QJsonObject all = c.object(QStringLiteral("by_precision"));
    if (!c.ok() || !all.contains(precision))
        return;
    const QString path = c.pathOf(QStringLiteral("by_precision.") + precision);
    if (!all.value(precision).isObject()) {
        c.fail(QStringLiteral("by_precision"), ReaderText::tr("%1 must be an object").arg(precision));
        return;
    }
    ObjectReader p(all.value(precision).toObject(), path, nullptr, &error);
    gpu.gemmEfficiency16 = gpu.gemmEfficiency;
    gpu.gemmKnee16 = gpu.gemmKnee;
    gpu.gemmEfficiency = p.number(QStringLiteral("gemm_efficiency"), gpu.gemmEfficiency, 0.01, 1.0);
    gpu.gemmKnee = p.number(QStringLiteral("gemm_knee"), gpu.gemmKnee, 0.0, 1e6);
    p.finish();
}

void readGpuCalibration(ObjectReader &r, ScenarioError &error, const QString &precision, Gpu &gpu)
{
    ObjectReader c(r.object(QStringLiteral("calibration")), r.pathOf(QStringLiteral("calibration")), nullptr, &error);
    gpu.gemmEfficiency = c.number(QStringLiteral("gemm_efficiency"), gpu.gemmEfficiency, 0.01, 1.0);
    gpu.gemmKnee = c.number(QStringLiteral("gemm_knee"), gpu.gemmKnee, 0.0, 1e6);
    gpu.hbmEfficiency = c.number(QStringLiteral("hbm_efficiency"), gpu.hbmEfficiency, 0.01, 1.0);
    gpu.nvlinkEfficiency = c.number(QStringLiteral("nvlink_efficiency"), gpu.nvlinkEfficiency, 0.01, 1.0);
    gpu.nvlinkLatency = c.number(QStringLiteral("nvlink_latency_us"), gpu.nvlinkLatency / units::kMicrosecond, 0.0, 1e6)
                        * units::kMicrosecond;
    gpu.kernelOverhead =
        c.number(QStringLiteral("kernel_overhead_us"), gpu.kernelOverhead / units::kMicrosecond, 0.0, 1e6)
        * units::kMicrosecond;
    gpu.stepOverhead = c.number(QStringLiteral("step_overhead_ms"), gpu.stepOverhead * 1000.0, 0.0, 1e6) / 1000.0;
    gpu.moeLayerFloor =
        c.number(QStringLiteral("moe_layer_floor_us"), gpu.moeLayerFloor / units::kMicrosecond, 0.0, 1e6)
        * units::kMicrosecond;
    gpu.flashAttention2Efficiency =
        c.number(QStringLiteral("flash_attention2_efficiency"), gpu.flashAttention2Efficiency, 0.0, 1.0);
    gpu.attentionEfficiency = c.number(QStringLiteral("attention_efficiency"), gpu.attentionEfficiency, 0.0, 1.0);
    gpu.rankJitterCv = c.number(QStringLiteral("rank_jitter_cv"), gpu.rankJitterCv, 0.0, 0.5);
    readPrecisionCalibration(c, error, precision, gpu);
    c.markKnown(QStringLiteral("fitted_on"));
    c.markKnown(QStringLiteral("notes"));
    c.finish();
}

// A catalog GPU or an inline one: the same fields (resources/catalog/gpus.json).
void readGpu(Reading &in, const QJsonObject &gpuObject)
{
    ObjectReader r(gpuObject, QStringLiteral("cluster.gpu"), nullptr, &in.error);
    Gpu &gpu = in.out.scenario.gpu;
    const QString precision = in.out.precisionName;
    r.string(QStringLiteral("id"), {});
    r.string(QStringLiteral("name"), {});
    r.markKnown(QStringLiteral("sources"));
    r.markKnown(QStringLiteral("notes"));
    r.markKnown(QStringLiteral("aliases")); // the catalog's other names for it
    const QJsonObject peaks = r.object(QStringLiteral("peak_tflops"));
    if (!r.ok())
        return;
    const std::optional<double> peak = gpuPeakTflops(gpuObject, precision);
    if (!peak) {
        r.fail(QStringLiteral("peak_tflops"), ReaderText::tr("has no positive %1 figure, so training.precision = %1 "
                                                             "cannot run on it (available: %2)")
                                                  .arg(precision, peaks.keys().join(QStringLiteral(", "))));
        return;
    }
    gpu.peakFlops = *peak * units::kTflops;
    // What FP8 and FP4 do not speed (attention, casts) runs at the 16-bit rate.
    const Precision p = in.out.scenario.training.precision;
    const bool narrowGemms = p == Precision::Fp8 || p == Precision::Mxfp8 || p == Precision::Nvfp4;
    const double peak16 = peaks.value(QStringLiteral("bf16")).toDouble(0.0);
    gpu.peakFlops16 = narrowGemms && peak16 > 0.0 ? peak16 * units::kTflops : 0.0;
    gpu.hbmBytes = r.number(QStringLiteral("hbm_gib"), 80.0, 1.0, 1e5) * units::kGiB;
    gpu.hbmBandwidth = r.number(QStringLiteral("hbm_tbps"), 2.0, 0.01, 1e3) * units::kTB;
    gpu.nvlinkBandwidth = r.number(QStringLiteral("nvlink_GBps"), 300.0, 0.1, 1e5) * units::kGB;
    gpu.nvlinkDomain = r.integer(QStringLiteral("nvlink_domain"), 8, 1, 1 << 20);
    gpu.nvls = r.boolean(QStringLiteral("nvls"), false);
    gpu.hostCopyBandwidth = r.number(QStringLiteral("pcie_GBps"), 25.0, 0.1, 1e5) * units::kGB;
    gpu.powerWatts = r.number(QStringLiteral("power_w"), 700.0, 0.0, 1e5);
    in.defaultPower = gpu.powerWatts;
    in.defaultPrice = r.number(QStringLiteral("price_usd_per_hour"), 2.5, 0.0, 1e4);
    readGpuCalibration(r, in.error, precision, gpu);
    r.finish();
}

// cluster.gpu: a catalog id, an inline object, or the default H100.
QJsonObject gpuObjectOf(Reading &in, ObjectReader &r, const QJsonValue &gpuValue)
{
    if (gpuValue.isUndefined()) {
        in.out.assumed.append(QStringLiteral("cluster.gpu"));
        in.out.gpuId = QStringLiteral("h100-sxm-80gb");
        return in.catalog.entry(Catalog::Kind::Gpu, in.out.gpuId);
    }
    if (gpuValue.isString()) {
        in.out.gpuId = in.catalog.canonicalId(Catalog::Kind::Gpu, gpuValue.toString());
        if (!in.catalog.contains(Catalog::Kind::Gpu, in.out.gpuId))
            r.fail(QStringLiteral("gpu"),
                   ReaderText::tr("unknown GPU \"%1\" (known: %2; or give the GPU inline as an object)")
                       .arg(in.out.gpuId, in.catalog.ids(Catalog::Kind::Gpu).join(QStringLiteral(", "))));
        return in.catalog.entry(Catalog::Kind::Gpu, in.out.gpuId);
    }
    if (!gpuValue.isObject()) {
        r.fail(QStringLiteral("gpu"), ReaderText::tr("must be a GPU id (string) or an inline GPU object"));
        return {};
    }
    QJsonObject gpuObject = gpuValue.toObject();
    in.out.gpuInline = gpuObject;
    for (const char *required : {"peak_tflops", "hbm_gib", "hbm_tbps", "nvlink_GBps"}) {
        if (!gpuObject.contains(QLatin1String(required))) {
            r.fail(QStringLiteral("gpu"), ReaderText::tr("an inline GPU needs %1 (see resources/catalog/gpus.json for "
                                                         "the fields)")
                                              .arg(QLatin1String(required)));
            break;
        }
    }
    return gpuObject;
}

// network.preset: a catalog id, an inline object, or the default NDR 400.
QJsonObject fabricPresetOf(Reading &in, ObjectReader &r, const QJsonValue &presetValue)
{
    if (presetValue.isUndefined()) {
        in.out.assumed.append(QStringLiteral("network.preset"));
        in.out.networkPreset = QStringLiteral("ib-ndr-400");
        return in.catalog.entry(Catalog::Kind::Fabric, in.out.networkPreset);
    }
    if (presetValue.isString()) {
        in.out.networkPreset = in.catalog.canonicalId(Catalog::Kind::Fabric, presetValue.toString());
        if (!in.catalog.contains(Catalog::Kind::Fabric, in.out.networkPreset))
            r.fail(QStringLiteral("preset"),
                   ReaderText::tr("unknown network \"%1\" (known: %2)")
                       .arg(in.out.networkPreset, in.catalog.ids(Catalog::Kind::Fabric).join(QStringLiteral(", "))));
        return in.catalog.entry(Catalog::Kind::Fabric, in.out.networkPreset);
    }
    if (presetValue.isObject())
        return presetValue.toObject();
    if (!presetValue.isNull())
        r.fail(QStringLiteral("preset"), ReaderText::tr("must be a network id (string) or an inline fabric object"));
    return {};
}

} // namespace

void readCluster(Reading &in)
{
    const QJsonObject obj = in.top.object(QStringLiteral("cluster"));
    ObjectReader r(obj, QStringLiteral("cluster"), in.assumed(), &in.error);
    r.markKnown(QStringLiteral("gpu"));
    const QJsonObject gpuObject = gpuObjectOf(in, r, obj.value(QStringLiteral("gpu")));
    if (r.ok())
        readGpu(in, gpuObject);
    Cluster &c = in.out.scenario.cluster;
    c.gpus = r.integer(QStringLiteral("gpus"), 1024, 1, 1 << 24);
    c.gpusPerNode = r.integer(QStringLiteral("gpus_per_node"), 8, 1, 1024);
    r.finish();
}

void readNetwork(Reading &in)
{
    const QJsonObject obj = in.top.object(QStringLiteral("network"));
    ObjectReader r(obj, QStringLiteral("network"), in.assumed(), &in.error);
    r.markKnown(QStringLiteral("preset"));
    r.setPreset(withoutMeta(fabricPresetOf(in, r, obj.value(QStringLiteral("preset")))));
    Fabric &f = in.out.scenario.fabric;
    f.nicBandwidth = units::gbpsToBytesPerSecond(r.number(QStringLiteral("nic_gbps_per_gpu"), 400.0, 0.001, 1e6));
    f.latency = r.number(QStringLiteral("latency_us"), 5.0, 0.0, 1e6) * units::kMicrosecond;
    f.hopLatency = r.number(QStringLiteral("hop_latency_us"), 0.6, 0.0, 1e6) * units::kMicrosecond;
    f.switchRadix = r.integer(QStringLiteral("switch_radix"), 64, 2, 100000);
    f.topology = r.choice(QStringLiteral("topology"), Topology::RailOptimized);
    f.oversubscription = r.number(QStringLiteral("oversubscription"), 1.0, 1.0, 1000.0);
    f.lossRate = r.number(QStringLiteral("loss_rate"), 0.0, 0.0, 0.5);
    f.transport = r.choice(QStringLiteral("transport"), Transport::GoBackN);
    f.ecmp = r.choice(QStringLiteral("ecmp"), Ecmp::Adaptive);
    f.protocolEfficiency = r.number(QStringLiteral("protocol_efficiency"), 0.9, 0.01, 1.0);
    f.inNetworkReduction = r.boolean(QStringLiteral("in_network_reduction"), false);
    f.mtuBytes = r.number(QStringLiteral("mtu_bytes"), 4096.0, 256.0, 65536.0);
    f.retransmitTimeout = r.number(QStringLiteral("retransmit_timeout_us"), 1000.0, 0.0, 1e8) * units::kMicrosecond;
    f.messageBytes = r.number(QStringLiteral("message_kib"), 512.0, 1.0, 1048576.0) * 1024.0;
    f.stallProbability = r.number(QStringLiteral("stall_probability"), 0.0, 0.0, 1.0);
    f.stallSeconds = r.number(QStringLiteral("stall_us"), 0.0, 0.0, 1e9) * units::kMicrosecond;
    f.protocol = r.choice(QStringLiteral("protocol"), Protocol::Auto);
    f.algorithm = r.choice(QStringLiteral("algorithm"), CollectiveAlgorithm::Auto);
    f.lossless = r.boolean(QStringLiteral("lossless"), false);
    f.pfcPauseFraction = r.number(QStringLiteral("pfc_pause_fraction"), 0.0, 0.0, 0.9);
    f.switchBufferBytes = r.number(QStringLiteral("switch_buffer_kib"), 0.0, 0.0, 1048576.0) * 1024.0;
    f.ecnMarkFraction = r.number(QStringLiteral("ecn_mark_fraction"), 0.0, 0.0, 1.0);
    f.ecnRateCut = r.number(QStringLiteral("ecn_rate_cut"), 0.5, 0.0, 0.9);
    r.finish();
}

// calibration: where the fabric figures came from (optional; written by fit-nccl --into).
void readCalibration(Reading &in)
{
    if (!in.top.has(QStringLiteral("calibration")))
        return;
    const QJsonObject obj = in.top.object(QStringLiteral("calibration"));
    ObjectReader r(obj, QStringLiteral("calibration"), nullptr, &in.error);
    CalibrationSource c;
    if (!obj.contains(QStringLiteral("source")))
        r.fail(QStringLiteral("source"), ReaderText::tr("is required: the name of the log the figures came from"));
    c.source = r.string(QStringLiteral("source"), QString());
    if (r.ok() && (c.source.isEmpty() || c.source.size() > 1000))
        r.fail(QStringLiteral("source"), ReaderText::tr("must name the log (1 to 1000 characters)"));
    c.date = r.string(QStringLiteral("date"), QString());
    static const QRegularExpression isoDate(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d$"));
    if (r.ok() && !c.date.isEmpty()
        && (!isoDate.match(c.date).hasMatch() || !QDate::fromString(c.date, Qt::ISODate).isValid()))
        r.fail(QStringLiteral("date"),
               ReaderText::tr("must be a date as YYYY-MM-DD (got \"%1\")").arg(c.date.left(40)));
    c.target = r.choice(QStringLiteral("target"), QStringLiteral("network"),
                        {QStringLiteral("network"), QStringLiteral("nvlink")});
    if (const double alpha = r.optionalNumber(QStringLiteral("alpha_us"), -1.0, -1.0, 0.0, 1e9); alpha >= 0.0)
        c.alphaUs = alpha;
    if (const double busbw = r.optionalNumber(QStringLiteral("busbw_gb_per_s"), -1.0, -1.0, 0.0, 1e6); busbw >= 0.0)
        c.busbwGBps = busbw;
    r.finish();
    if (r.ok())
        in.out.calibration = c;
}

} // namespace scenario

std::optional<double> gpuPeakTflops(const QJsonObject &gpu, const QString &peakKey)
{
    const QJsonObject peaks = gpu.value(QStringLiteral("peak_tflops")).toObject();
    // Block-scaled MXFP8 runs at the FP8 rate where the catalog gives no separate figure.
    QJsonValue peak = peaks.value(peakKey);
    if (peak.isUndefined() && peakKey == QLatin1String("mxfp8"))
        peak = peaks.value(QStringLiteral("fp8"));
    if (!peak.isDouble() || peak.toDouble() <= 0.0)
        return std::nullopt;
    return peak.toDouble();
}

bool gpuRunsPrecision(const LoadedScenario &plan, Precision precision)
{
    const QJsonObject gpu =
        !plan.gpuInline.isEmpty() ? plan.gpuInline : Catalog::builtIn().entry(Catalog::Kind::Gpu, plan.gpuId);
    return gpuPeakTflops(gpu, precisionPeakKey(precision)).has_value();
}

QString precisionPeakKey(Precision precision)
{
    // NVFP4 GEMMs run at the FP4 rate.
    return precision == Precision::Nvfp4 ? QStringLiteral("fp4") : enumKey(precision);
}

} // namespace jct::format
