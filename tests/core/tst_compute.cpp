// FLOP counts and parameter counts (MODEL.md section 2) against hand-worked numbers and
// Narayanan et al. (SC'21) eq. 3.

#include "core/physics/compute.h"

#include <QTest>

using namespace jct;

namespace {

Model gpt3()
{
    Model m;
    m.layers = 96;
    m.hidden = 12288;
    m.heads = 96;
    m.kvHeads = 96;
    m.ffn = 4 * 12288;
    m.vocab = 51200;
    m.seqLen = 2048;
    m.mlp = MlpKind::Gelu;
    return m;
}

// GPT-3's layer on one GPU, one sequence per micro-batch, flash attention, and HBM fast
// enough that the FLOP term of every roofline decides.
Scenario gpt3OnOneComputeBoundGpu()
{
    Scenario s;
    s.model = gpt3();
    s.parallelism = {1, 1, 1, 1, 1};
    s.training.microBatch = 1;
    s.training.flashAttention = true;
    s.gpu.hbmBandwidth = 1e18;
    return s;
}

} // namespace

class TestCompute final : public QObject
{
    Q_OBJECT

private slots:
    void narayananEquation3_data()
    {
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("hidden");
        QTest::newRow("GPT-3 175B, B = 1536") << 1536 << 96 << 12288;
        QTest::newRow("1T, B = 3072") << 3072 << 128 << 25600;
        QTest::newRow("1.7B, B = 512") << 512 << 24 << 2304;
    }
    void narayananEquation3()
    {
        QFETCH(int, batch);
        QFETCH(int, layers);
        QFETCH(int, hidden);
        Model m = gpt3();
        m.layers = layers;
        m.hidden = hidden;
        m.ffn = 4 * hidden;
        m.heads = hidden / 128;
        m.kvHeads = m.heads;
        Training t;
        t.globalBatch = batch;
        t.recompute = Recompute::Full;
        const double B = batch, s = m.seqLen, L = layers, h = hidden, V = m.vocab;
        // 96·B·s·L·h²·(1 + s/(6h) + V/(16·L·h)) with full recomputation.
        const double eq3 = 96.0 * B * s * L * h * h * (1.0 + s / (6.0 * h) + V / (16.0 * L * h));
        QVERIFY(qAbs(hardwareFlopsPerStep(m, t) / eq3 - 1.0) < 1e-12);
        // 72·B·s·L·h²·(1 + s/(6h) + V/(12·L·h)) without it (model FLOPs).
        const double model = 72.0 * B * s * L * h * h * (1.0 + s / (6.0 * h) + V / (12.0 * L * h));
        QVERIFY(qAbs(modelFlopsPerStep(m, t) / model - 1.0) < 1e-12);
    }

    void gpt3ModelFlopsPerStep()
    {
        // 72·1536·2048·96·12288²·(1 + 2048/73728 + 51200/14155776) = 3.3862e18 FLOP.
        Training t;
        t.globalBatch = 1536;
        QVERIFY(qAbs(modelFlopsPerStep(gpt3(), t) / 3.38625e18 - 1.0) < 1e-4);
    }

    void selectiveRecomputeAddsAttentionScoresOnly()
    {
        Training t;
        t.globalBatch = 1;
        t.recompute = Recompute::Selective;
        const Model m = gpt3();
        // One more forward of 4·s·h per token and layer: 4·2048·12288·96·2048 tokens.
        const double extra = 4.0 * 2048 * 12288 * 96 * 2048;
        QVERIFY(qAbs(hardwareFlopsPerStep(m, t) - modelFlopsPerStep(m, t) - extra) < 1e3);
    }

    void gqaSwiGluLayer()
    {
        // Llama 3 70B: h = 8192, 64 heads, 8 KV heads, f = 28672, SwiGLU, s = 8192.
        Model m;
        m.layers = 80;
        m.hidden = 8192;
        m.heads = 64;
        m.kvHeads = 8;
        m.ffn = 28672;
        m.vocab = 128256;
        m.seqLen = 8192;
        m.mlp = MlpKind::SwiGlu;
        const LayerFlopsPerToken f = denseLayerFlopsPerToken(m, Training{});
        QCOMPARE(f.projections, 301989888.0); // 2·8192·(2·8192 + 2·1024)
        QCOMPARE(f.attention, 268435456.0);   // 4·8192·8192
        QCOMPARE(f.mlp, 1409286144.0);        // 6·8192·28672
        // 2h² + 2h·h_kv + 3hf + 4h = 855,670,784 per layer; × 80 + 2 × 128256·8192 (untied
        // embeddings) = 68,453,662,720 + 2,101,346,304 = 70,555,009,024 (Meta: 70.6 B).
        QCOMPARE(denseLayerParameters(m), 855670784.0);
        QCOMPARE(totalParameters(m), 70555009024.0);
        Training causal;
        causal.causalHalving = true;
        QCOMPARE(denseLayerFlopsPerToken(m, causal).attention, 134217728.0);
    }

    void mixtureOfExperts()
    {
        // Mixtral 8x7B: 8 experts of f_e = 14336, top-2, SwiGLU, h = 4096, 8 KV heads.
        Model m;
        m.layers = 32;
        m.hidden = 4096;
        m.heads = 32;
        m.kvHeads = 8;
        m.ffn = 14336;
        m.vocab = 32000;
        m.seqLen = 4096;
        m.mlp = MlpKind::SwiGlu;
        m.moe.experts = 8;
        m.moe.topK = 2;
        m.moe.expertFfn = 14336;
        QCOMPARE(moeLayerCount(m), 32);
        // k·6·h·f_e + router 2·h·E = 704,643,072 + 65,536.
        QCOMPARE(moeLayerFlopsPerToken(m, Training{}).mlp, 704708608.0);
        QCOMPARE(moeLayerExpertParameters(m), 1409286144.0); // 8·3·4096·14336
        // Other parameters per layer: 2h² + 2h·h_kv + 4h + h·E = 41,992,192.
        // 32 × (1,409,286,144 + 41,992,192) + 2·32000·4096 = 46,440,906,752 + 262,144,000
        // = 46,703,050,752 (Mistral: 46.7 B).
        QCOMPARE(moeLayerOtherParameters(m), 41992192.0);
        QCOMPARE(totalParameters(m), 46703050752.0);
    }

    // A capacity factor pads every expert's input to c × the mean load: the routed experts'
    // GEMMs do c times the work (Mixtral 8x7B, b = 1, s = 4096, t = 1: k·6·h·f_e·s =
    // 2·6·4096·14336·4096 = 2.886e12 FLOPs dropless, 3.608e12 at c = 1.25), the model's
    // FLOPs (useful work) stay; the dispatch moves c times the bytes.
    void capacityFactorPadsExpertWork()
    {
        Scenario s;
        s.model.layers = 32;
        s.model.hidden = 4096;
        s.model.heads = 32;
        s.model.kvHeads = 8;
        s.model.ffn = 14336;
        s.model.vocab = 32000;
        s.model.seqLen = 4096;
        s.model.mlp = MlpKind::SwiGlu;
        s.model.moe.experts = 8;
        s.model.moe.topK = 2;
        s.model.moe.expertFfn = 14336;
        s.parallelism = {1, 1, 1, 1, 1};
        s.training.microBatch = 1;
        const double routed = 2.0 * 6.0 * 4096.0 * 14336.0 * 4096.0;
        const LayerWork dropless = layerForwardWork(s, true);
        const double model = moeLayerFlopsPerToken(s.model, s.training).total() * 4096.0;
        s.model.moe.capacityFactor = 1.25;
        QCOMPARE(s.model.moe.expertLoad(), 1.25);
        const LayerWork padded = layerForwardWork(s, true);
        QVERIFY(qAbs(padded.gemmFlops - dropless.gemmFlops - 0.25 * routed) < 1e-6 * routed);
        QVERIFY(padded.gemmSeconds > dropless.gemmSeconds);
        QCOMPARE(moeLayerFlopsPerToken(s.model, s.training).total() * 4096.0, model);
        // A capacity under 1 cannot shrink the busiest expert below the mean.
        s.model.moe.capacityFactor = 0.5;
        QCOMPARE(s.model.moe.expertLoad(), 1.0);
    }

    void gemmEfficiencyRollOff()
    {
        Gpu gpu;
        gpu.gemmEfficiency = 0.8;
        gpu.gemmKnee = 256;
        QCOMPARE(gemmEfficiency(gpu, 256), 0.4); // half at the knee
        QVERIFY(qAbs(gemmEfficiency(gpu, 1536) - 0.8 * 1536 / 1792) < 1e-12);
        QVERIFY(gemmEfficiency(gpu, 4096) > gemmEfficiency(gpu, 1024));
    }

    // Megatron-Core's fused attention runs at the GEMM efficiency; PyTorch FSDP and
    // DeepSpeed run FlashAttention-2 at the GPU's own figure, when the catalog gives one.
    void attentionKernelByStack()
    {
        Scenario s = gpt3OnOneComputeBoundGpu();
        s.gpu.peakFlops = 1000e12;
        s.gpu.gemmEfficiency = 0.8;
        s.gpu.flashAttention2Efficiency = 0.32;
        // 4·s·h FLOPs per token forward (full square): 4·2048·12288 per token, 2048 tokens.
        const double flops = 4.0 * 2048 * 12288 * 2048;
        const LayerWork megatron = layerForwardWork(s, false);
        QVERIFY(qAbs(megatron.attentionFlops - flops) < 1e-9 * flops);
        QVERIFY(qAbs(megatron.attentionSeconds - flops / (1000e12 * 0.8)) < 1e-12);
        for (const Framework f : {Framework::Fsdp, Framework::DeepSpeed}) {
            s.training.framework = f;
            const LayerWork pytorch = layerForwardWork(s, false);
            QVERIFY(qAbs(pytorch.attentionSeconds - flops / (1000e12 * 0.32)) < 1e-12);
            // Only the attention moves: the difference is all in the GEMM-side seconds.
            QVERIFY(qAbs((pytorch.gemmSeconds - megatron.gemmSeconds)
                         - (pytorch.attentionSeconds - megatron.attentionSeconds))
                    < 1e-12);
        }
        // No figure in the catalog (0) or no flash attention: the GEMM efficiency.
        s.gpu.flashAttention2Efficiency = 0.0;
        QCOMPARE(attentionKernelEfficiency(s), 0.8);
        s.gpu.flashAttention2Efficiency = 0.32;
        s.training.flashAttention = false;
        QCOMPARE(attentionKernelEfficiency(s), 0.8);
    }

    // Transformer Engine's fused causal attention at the catalog's own rate: it computes the
    // half of the score square below the diagonal, so 4·s·h FLOPs a token (the count MFU
    // keeps) take ½·4·s·h / (η_att · peak). GPT-3's shapes, 1,000 TFLOP/s at η_att = 0.5:
    // the whole square's time at the full peak, 0.8× what the GEMM efficiency (0.8) on the
    // whole square gave.
    void fusedCausalAttentionSkipsTheMaskedHalf()
    {
        Scenario s = gpt3OnOneComputeBoundGpu();
        s.gpu.peakFlops = 1000e12;
        s.gpu.gemmEfficiency = 0.8;
        s.gpu.flashAttention2Efficiency = 0.32;
        s.gpu.attentionEfficiency = 0.5;
        QVERIFY(s.training.flashAttention);
        QCOMPARE(s.training.framework, Framework::MegatronCore);
        const double flops = 4.0 * 2048 * 12288 * 2048;
        const LayerWork fused = layerForwardWork(s, false);
        QVERIFY(qAbs(fused.attentionFlops - flops) < 1e-9 * flops);
        QVERIFY(qAbs(fused.attentionSeconds - 0.5 * flops / (1000e12 * 0.5)) < 1e-12);
        // A plan that counts the scores as causal already counts only what the kernel does.
        s.training.causalHalving = true;
        const LayerWork halved = layerForwardWork(s, false);
        QVERIFY(qAbs(halved.attentionFlops - 0.5 * flops) < 1e-9 * flops);
        QVERIFY(qAbs(halved.attentionSeconds - fused.attentionSeconds) < 1e-12);
        s.training.causalHalving = false;
        // Without flash attention the unfused kernels compute and mask the whole square.
        s.training.flashAttention = false;
        QVERIFY(layerForwardWork(s, false).attentionSeconds >= flops / (1000e12 * 0.8) - 1e-12);
        s.training.flashAttention = true;
        // PyTorch's FlashAttention-2 keeps its own figure on the whole square.
        s.training.framework = Framework::Fsdp;
        QVERIFY(qAbs(layerForwardWork(s, false).attentionSeconds - flops / (1000e12 * 0.32)) < 1e-12);
        // No figure in the catalog (0): the whole square at the GEMM efficiency, as before.
        s.training.framework = Framework::MegatronCore;
        s.gpu.attentionEfficiency = 0.0;
        QVERIFY(qAbs(layerForwardWork(s, false).attentionSeconds - flops / (1000e12 * 0.8)) < 1e-12);
    }

    // FP8 speeds the narrow GEMMs only: flash attention and the output layer stay at the
    // 16-bit peak and the 16-bit efficiency (by_precision.fp8 describes the narrow GEMMs).
    // Hand-worked on GPT-3's shapes: 16-bit peak 1,000 TFLOP/s at 0.8 with a knee of 460,
    // FP8 peak 2,000 TFLOP/s at 0.6.
    void fp8LeavesAttentionAndLogitsAtSixteenBits()
    {
        Scenario s = gpt3OnOneComputeBoundGpu();
        s.training.precision = Precision::Fp8;
        s.gpu.peakFlops = 2000e12;
        s.gpu.peakFlops16 = 1000e12;
        s.gpu.gemmEfficiency = 0.6;
        s.gpu.gemmKnee = 460;
        s.gpu.gemmEfficiency16 = 0.8;
        s.gpu.gemmKnee16 = 460;
        QCOMPARE(attentionKernelEfficiency(s), 0.8);
        const double attentionFlops = 4.0 * 2048 * 12288 * 2048;
        const LayerWork layer = layerForwardWork(s, false);
        QVERIFY(qAbs(layer.attentionSeconds - attentionFlops / (1000e12 * 0.8)) < 1e-12);
        // The MLP's two GEMMs (2·2·s·h·f, smallest dimension s = 2048) at the FP8 figure.
        const double mlpFlops = 4.0 * 2048 * 12288 * 4 * 12288;
        const double mlpEfficiency = 0.6 * 2048 / (2048 + 460.0);
        QVERIFY(mlpFlops / (2000e12 * mlpEfficiency) < layer.gemmSeconds);
        // Logits: 2·s·h·V FLOPs, smallest dimension s = 2048, at 0.8·2048/2508 of 1,000.
        const LayerWork logits = logitsForwardWork(s);
        const double logitsFlops = 2.0 * 2048 * 12288 * 51200;
        QVERIFY(qAbs(logits.gemmSeconds - logitsFlops / (1000e12 * 0.8 * 2048 / 2508)) < 1e-12);
        // Without a 16-bit figure (a plan whose GEMMs are 16-bit) both take the GEMM's.
        s.gpu.gemmEfficiency16 = 0.0;
        QCOMPARE(attentionKernelEfficiency(s), 0.6);
        QCOMPARE(gemmEfficiency16(s.gpu, 2048), gemmEfficiency(s.gpu, 2048));
    }
};

QTEST_APPLESS_MAIN(TestCompute)
#include "tst_compute.moc"
