// The window's controls for today's training stacks (issue #12) driven through their real
// widgets: each edit reaches the document as one undo step, the engine's figures move by
// what the formula behind the control says, an invalid value shows its reason next to the
// control, and the rows that do not apply to the plan are hidden.

#include "app/planner/mainwindow.h"
#include "app/present/plancaption.h"
#include "common/windowtestsetup.h"

#include <cmath>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QStandardItemModel>
#include <QTest>

using namespace jct;
using jct::planner::MainWindow;

using jct::test::typeInto;

namespace {

// Chooses an entry of a combo as a user does.
bool pick(QComboBox *box, const QVariant &value)
{
    const int index = box ? box->findData(value) : -1;
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    emit box->activated(index);
    return true;
}

bool near(double a, double b, double relative = 1e-9)
{
    return std::fabs(a - b) <= relative * std::max(std::fabs(a), std::fabs(b));
}

} // namespace

class TestStackControls final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::setUpWindowTests(); }

    // The H100 of the default plan has no FP4 peak in the catalog: NVFP4 is offered greyed,
    // with the reason and the GPUs that have one, instead of a dialog after the choice. On
    // a B200 it can be chosen.
    void formatsTheGpuLacksAreGreyed()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QComboBox *precision = w.controlPanel()->presetCombo(QStringLiteral("training.precision"));
        QVERIFY(precision);
        auto *model = qobject_cast<QStandardItemModel *>(precision->model());
        QVERIFY(model);
        const int nvfp4 = precision->findData(QStringLiteral("nvfp4"));
        const int fp8 = precision->findData(QStringLiteral("fp8"));
        QVERIFY(nvfp4 >= 0 && fp8 >= 0);
        QVERIFY(!model->item(nvfp4)->isEnabled());
        QVERIFY(model->item(fp8)->isEnabled());
        const QString why = model->item(nvfp4)->toolTip();
        QVERIFY2(why.contains(QStringLiteral("NVFP4")) && why.contains(QStringLiteral("b200"))
                     && why.contains(QStringLiteral("mi355x")) && !why.contains(QStringLiteral("h100")),
                 qPrintable(why));
        QVERIFY(model->item(fp8)->toolTip().isEmpty());
        // On an A100 (no FP8 peak) the FP8 formats are greyed as well.
        QComboBox *gpu = w.controlPanel()->presetCombo(QStringLiteral("cluster.gpu"));
        QVERIFY(pick(gpu, QStringLiteral("a100-sxm-80gb")));
        QVERIFY(!model->item(fp8)->isEnabled());
        QVERIFY(!model->item(precision->findData(QStringLiteral("mxfp8")))->isEnabled());
        QVERIFY(model->item(precision->findData(QStringLiteral("bf16")))->isEnabled());
        QVERIFY(pick(gpu, QStringLiteral("b200")));
        QVERIFY(model->item(nvfp4)->isEnabled());
        QVERIFY(model->item(nvfp4)->toolTip().isEmpty());
        QVERIFY(pick(precision, QStringLiteral("nvfp4")));
        QCOMPARE(w.document()->scenario().scenario.training.precision, Precision::Nvfp4);
    }

    // bf16 -> fp8 on the default plan's H100: the GEMMs run at the FP8 peak (1,978.9 against
    // 989.4 TFLOP/s in the catalog) while attention stays at the 16-bit rate, so the step is
    // shorter but by less than half of its compute.
    void fp8PrecisionShortensTheStepOnH100()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const Result before = w.analysis().result;
        QComboBox *precision = w.controlPanel()->presetCombo(QStringLiteral("training.precision"));
        QVERIFY(precision);
        QCOMPARE(precision->currentData().toString(), QStringLiteral("bf16"));
        QVERIFY(pick(precision, QStringLiteral("fp8")));
        QCOMPARE(w.document()->scenario().scenario.training.precision, Precision::Fp8);
        QCOMPARE(w.analysis().input.scenario.gpu.peakFlops, 1978.9e12);
        QCOMPARE(w.analysis().input.scenario.gpu.peak16(), 989.4e12);
        QVERIFY(w.analysis().runs());
        const Result &after = w.analysis().result;
        QVERIFY2(after.stepTime < before.stepTime, qPrintable(QString::number(after.stepTime)));
        QVERIFY(after.step.compute < before.step.compute);
        QVERIFY(after.step.compute > 0.5 * before.step.compute);
        // The model's FLOPs do not depend on the number format.
        QCOMPARE(after.modelFlopsPerStep, before.modelFlopsPerStep);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.training.precision, Precision::Bf16);
        QCOMPARE(precision->currentData().toString(), QStringLiteral("bf16"));
        QCOMPARE(w.analysis().result.stepTime, before.stepTime);
        // The Blackwell formats are offered too.
        QVERIFY(precision->findData(QStringLiteral("mxfp8")) >= 0);
        QVERIFY(precision->findData(QStringLiteral("nvfp4")) >= 0);
    }

    // One multi-token-prediction layer on GPT-3 175B adds one more layer, a 2h -> h projection
    // and the output layer, forward and backward: 3·(24h² + 4sh + 4h² + 2hV) FLOPs per token
    // over the step's B·s tokens (MODEL.md section 2, Megatron's count). It runs on the last
    // stage, which then paces the pipeline: the step grows.
    void mtpLayerAddsItsFlops()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const Result before = w.analysis().result;
        widgets::ParameterControl *mtp = w.control(QStringLiteral("model.mtp_layers"));
        QVERIFY(mtp);
        mtp->slider()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCOMPARE(w.document()->scenario().scenario.model.mtpLayers, 1);
        QVERIFY(w.analysis().runs());
        const double h = 12288, s = 2048, V = 51200, B = 1536;
        const double perToken = 3.0 * (24 * h * h + 4 * s * h + 4 * h * h + 2 * h * V);
        QVERIFY2(near(w.analysis().result.modelFlopsPerStep - before.modelFlopsPerStep, perToken * B * s, 1e-12),
                 qPrintable(QString::number(w.analysis().result.modelFlopsPerStep - before.modelFlopsPerStep)));
        QVERIFY(w.analysis().result.stepTime > before.stepTime);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.model.mtpLayers, 0);
        QCOMPARE(mtp->value(), 0.0);
        QCOMPARE(w.analysis().result.modelFlopsPerStep, before.modelFlopsPerStep);
    }

    // Mixtral 8x7B, tp 2 · ep 8 on 256 GPUs: the experts' ranks are tp·cp·dp = 2·1·32 = 64.
    // etp 3 divides neither 64 / 8 nor the expert FFN of 14,336: the plan cannot run, and the
    // reason, naming etp and the first rule it breaks, shows under the etp control. etp 1 runs, and each GPU then holds
    // the experts split over ep·etp = 8 GPUs instead of ep·tp = 16: more weight memory.
    void expertTensorParallelThatDoesNotDivideIsNamed()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        widgets::ParameterControl *etp = w.control(QStringLiteral("parallelism.etp"));
        QVERIFY(etp);
        QVERIFY(!etp->isVisibleTo(w.controlPanel())); // GPT-3 is dense
        QString error;
        QVERIFY2(w.openExample(QStringLiteral(":/examples/mixtral-8x7b-256-h100-expert-parallel.jctplan"), &error),
                 qPrintable(error));
        QVERIFY(etp->isVisibleTo(w.controlPanel()));
        QCOMPARE(etp->spinBox()->text(), QStringLiteral("same as tp"));
        const double weightsBefore = w.analysis().result.memory.weights;
        const int steps = w.document()->undoStack()->count();

        typeInto(etp, QStringLiteral("3"));
        QCOMPARE(w.document()->scenario().scenario.parallelism.etp, 3);
        QVERIFY(!w.analysis().runs());
        QCOMPARE(w.analysis().problemKey, QStringLiteral("parallelism.etp"));
        // The first rule it breaks, with the control's own label: 14,336 is not a multiple of 3.
        QVERIFY2(etp->problem().startsWith(QStringLiteral("model.moe.expert_ffn = 14336 is not a multiple of")),
                 qPrintable(etp->problem()));
        QVERIFY2(etp->problem().contains(QStringLiteral("= 3 (expert tensor parallelism splits each expert's FFN)")),
                 qPrintable(etp->problem()));
        QVERIFY(w.control(QStringLiteral("parallelism.ep"))->problem().isEmpty());

        typeInto(etp, QStringLiteral("1"));
        QVERIFY(w.analysis().runs());
        QVERIFY(etp->problem().isEmpty());
        QVERIFY(w.analysis().result.memory.weights > weightsBefore);
        QCOMPARE(w.document()->undoStack()->count(), steps + 2);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.parallelism.etp, 3);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.parallelism.etp, 0);
        QVERIFY(w.analysis().runs());
        QCOMPARE(w.analysis().result.memory.weights, weightsBefore);
    }

    // GPT-3's 96 layers on pp 8 with vpp 3: the first stage may hold f layers when the
    // other 7 stages split 96 − f evenly over their 3 virtual stages each: f = 12 (the
    // even split), 33, 54, 75. The slider steps through those; 0 is the even split.
    void firstStageLayersStepThroughEvenSplits()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        widgets::ParameterControl *first = w.control(QStringLiteral("parallelism.first_stage_layers"));
        QVERIFY(first);
        QCOMPARE(first->spec().choices, (QVector<double>{0, 12, 33, 54, 75}));
        QCOMPARE(first->spinBox()->text(), QStringLiteral("even, 12"));
        const Result before = w.analysis().result;
        first->slider()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCOMPARE(w.document()->scenario().scenario.parallelism.firstStageLayers, 12);
        // 12 layers first and 12 on each other stage: the even split, to the last bit.
        QVERIFY(w.analysis().runs());
        QCOMPARE(w.analysis().result.stepTime, before.stepTime);
        first->slider()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCOMPARE(w.document()->scenario().scenario.parallelism.firstStageLayers, 33);
        // 33 layers on the first stage, 9 on the others: the first stage paces the step, whose
        // compute grows by more than half (33 against 12 layers a micro-batch).
        QVERIFY(w.analysis().runs());
        QVERIFY(w.analysis().result.step.compute > 1.5 * before.step.compute);
        QVERIFY(w.analysis().result.stepTime > before.stepTime);
        // The last stage, left at 0, takes its even share of the rest: 9.
        QCOMPARE(w.control(QStringLiteral("parallelism.last_stage_layers"))->spinBox()->text(),
                 QStringLiteral("even, 9"));
        // A count that does not split evenly is named next to the control.
        typeInto(first, QStringLiteral("20"));
        QVERIFY(!w.analysis().runs());
        // In the panel's words: the control's label, not the file's key path.
        QVERIFY2(first->problem().contains(QStringLiteral("“First stage layers” = 20")), qPrintable(first->problem()));
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.parallelism.firstStageLayers, 0);
        QCOMPARE(w.analysis().result.stepTime, before.stepTime);
    }

    // Llama 3 405B's 126 layers: the pipeline slider stops at 16, which does not divide
    // them, as Meta ran it, and the plan takes the near-even split 7 + 14 × 8 + 7, shown as
    // such; the interleaving slider stops at 8 (one layer a chunk), not at 16 (which would
    // need 14 × 16 middle layers).
    void pipelineStopsWhereTheLayersSplitNearEvenly()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(pick(w.modelCombo(), QStringLiteral("llama3-405b")));
        QCOMPARE(w.document()->scenario().scenario.model.layers, 126);
        typeInto(w.control(QStringLiteral("parallelism.vpp")), QStringLiteral("1")); // the default plan's 3
        widgets::ParameterControl *pp = w.control(QStringLiteral("parallelism.pp"));
        QVERIFY(pp->spec().choices.contains(16.0));
        QVERIFY(pp->spec().choices.contains(63.0)); // a divisor
        QVERIFY(!pp->spec().choices.contains(5.0)); // neither
        typeInto(pp, QStringLiteral("16"));
        QCOMPARE(w.document()->scenario().scenario.parallelism.pp, 16);
        // The layer rule holds (on 1,024 GPUs the 405B model's activations do not fit, which is
        // another question).
        QVERIFY(w.analysis().result.infeasibility.problem != Problem::LayersNotDivisibleByStages);
        QCOMPARE(w.analysis().result.dp, 8);
        const QString layout = present::layoutLine(w.analysis().input.scenario, w.analysis().result.dp);
        QVERIFY2(layout.contains(QStringLiteral("pp16 (first 7, last 7 layers, near-even split)")), qPrintable(layout));
        // The stage spin boxes at 0 say which split the engine took and what the stage holds.
        QCOMPARE(w.control(QStringLiteral("parallelism.first_stage_layers"))->spinBox()->text(),
                 QStringLiteral("near-even, 7"));
        QCOMPARE(w.control(QStringLiteral("parallelism.last_stage_layers"))->spinBox()->text(),
                 QStringLiteral("near-even, 7"));
        {
            const QDoubleSpinBox *box = w.control(QStringLiteral("parallelism.last_stage_layers"))->spinBox();
            const auto *edit = box->findChild<QLineEdit *>();
            QVERIFY(edit);
            QVERIFY2(edit->fontMetrics().horizontalAdvance(box->text()) <= edit->contentsRect().width() - 4,
                     qPrintable(QStringLiteral("%1 px of text in %2 px")
                                    .arg(edit->fontMetrics().horizontalAdvance(box->text()))
                                    .arg(edit->contentsRect().width() - 4)));
        }
        typeInto(pp, QStringLiteral("14")); // 126 = 14 × 9
        QCOMPARE(w.control(QStringLiteral("parallelism.first_stage_layers"))->spinBox()->text(),
                 QStringLiteral("even, 9"));
        typeInto(pp, QStringLiteral("16"));
        const QVector<double> vpp = w.control(QStringLiteral("parallelism.vpp"))->spec().choices;
        QVERIFY(vpp.contains(8.0));
        QVERIFY(!vpp.contains(16.0));
    }

    // A typed count above the model's layers is kept at the layers (what a file may hold) and
    // refused, named; a new model starts from an even split, since the old split counted the
    // old model's layers.
    void stageLayersFollowTheModel()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        widgets::ParameterControl *last = w.control(QStringLiteral("parallelism.last_stage_layers"));
        typeInto(last, QStringLiteral("500"));
        QCOMPARE(w.document()->scenario().scenario.parallelism.lastStageLayers, 96);
        QVERIFY(!w.analysis().runs());
        QVERIFY2(last->problem().contains(QStringLiteral("last_stage_layers = 96")), qPrintable(last->problem()));
        typeInto(last, QStringLiteral("33"));
        QVERIFY(w.analysis().runs());
        QVERIFY(pick(w.modelCombo(), QStringLiteral("llama3-8b")));
        QCOMPARE(w.document()->scenario().scenario.model.layers, 32);
        QCOMPARE(w.document()->scenario().scenario.parallelism.lastStageLayers, 0);
        // 32 layers on the default plan's pp 8 × vpp 3 do not divide: the six middle stages
        // take one layer per virtual stage, 3, and the ends the other 14, 7 each.
        QCOMPARE(w.document()->scenario().scenario.parallelism.pp, 8);
        QCOMPARE(w.document()->scenario().scenario.parallelism.vpp, 3);
        QCOMPARE(last->spinBox()->text(), QStringLiteral("near-even, 7"));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.parallelism.lastStageLayers, 33);
    }

    // The expert-parallel overlap box shows for MoE plans only. The Mixtral example's plain
    // 1F1B pipeline (pp 4, vpp 1) has no schedule to overlap its all-to-alls in, so they
    // wait; interleaved (vpp 2) they hide under the paired micro-batch's compute, and
    // switching the overlap off brings back the waits: 2 calls forward and 2 backward per
    // MoE layer of the stage (8) and micro-batch, the exposed time the step regains.
    void expertOverlapToggleExposesAllToAlls()
    {
        MainWindow dense(format::defaultScenario());
        dense.show();
        QCheckBox *denseBox =
            dense.controlPanel()->checkBox(QStringLiteral("training.overlap_moe_expert_parallel_comm"));
        QVERIFY(denseBox);
        QVERIFY(!denseBox->isVisible());

        format::LoadedScenario plan = test::examplePlan(QStringLiteral("mixtral-8x7b-256-h100-expert-parallel"));
        QCOMPARE(plan.scenario.parallelism.vpp, 1);
        plan.scenario.parallelism.vpp = 2;
        MainWindow w(plan);
        w.show();
        QCheckBox *overlap = w.controlPanel()->checkBox(QStringLiteral("training.overlap_moe_expert_parallel_comm"));
        QVERIFY(overlap && overlap->isVisible());
        QVERIFY(overlap->isChecked());
        const Result hidden = w.analysis().result;
        QVERIFY(hidden.fits());
        QCOMPARE(hidden.step.epComm, 0.0);
        overlap->click();
        QVERIFY(!w.document()->scenario().scenario.training.overlapMoeComm);
        const Result waits = w.analysis().result;
        const double calls = 4.0 * 8 * waits.microBatches; // recompute selective: no repeat
        QVERIFY(near(waits.step.epComm, calls * waits.ep.seconds, 1e-9));
        QVERIFY(waits.stepTime > hidden.stepTime);
        w.document()->undoStack()->undo();
        QVERIFY(overlap->isChecked());
        QCOMPARE(w.analysis().result.step.epComm, 0.0);
    }

    // Transformer Engine's userbuffers hide the TP collectives under the GEMMs: the exposed
    // TP time falls and the step with it, by that amount and by the pipeline bubble's share
    // of it: each of the (p − 1)/v bubble slots carries one micro-batch's exposed TP time.
    void tpCommOverlapHidesTensorParallelTime()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QCheckBox *overlap = w.controlPanel()->checkBox(QStringLiteral("training.tp_comm_overlap"));
        QVERIFY(overlap);
        QVERIFY(!overlap->isChecked());
        const Result before = w.analysis().result;
        QVERIFY(before.step.tpComm > 0.0);
        overlap->click();
        QVERIFY(w.document()->scenario().scenario.training.tpCommOverlap);
        const Result &after = w.analysis().result;
        QVERIFY(after.step.tpComm < before.step.tpComm);
        const double bubbleSlots = 7.0 / 3.0; // (p − 1)/v: pp 8, vpp 3
        const double perSlot = (before.step.tpComm - after.step.tpComm) / before.microBatches;
        QVERIFY(near(before.step.bubble - after.step.bubble, bubbleSlots * perSlot, 1e-6));
        QVERIFY(near(before.stepTime - after.stepTime, (before.microBatches + bubbleSlots) * perSlot, 1e-6));
        w.document()->undoStack()->undo();
        QVERIFY(!overlap->isChecked());
        QCOMPARE(w.analysis().result.step.tpComm, before.step.tpComm);
    }

    // Choosing Megatron-LM of 2021 applies its defaults as a file naming it would: no overlap
    // of the gradient reduction or the parameter gather, gradients reduced in fp32 (4 bytes).
    void frameworkAppliesItsOverlapDefaults()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const Result before = w.analysis().result;
        QComboBox *framework = w.controlPanel()->presetCombo(QStringLiteral("training.framework"));
        QVERIFY(framework);
        QCOMPARE(framework->currentData().toString(), QStringLiteral("megatron-core"));
        QVERIFY(pick(framework, QStringLiteral("megatron-lm-2021")));
        const Training &t = w.document()->scenario().scenario.training;
        QCOMPARE(t.framework, Framework::MegatronLm2021);
        QVERIFY(!t.overlapGradReduce);
        QVERIFY(!t.overlapParamGather);
        QCOMPARE(t.gradientBytes, 4.0);
        QVERIFY(!w.controlPanel()->checkBox(QStringLiteral("training.overlap_grad_reduce"))->isChecked());
        // Nothing of the data-parallel sync hides any more, and it moves twice the bytes.
        QVERIFY(w.analysis().result.step.dpComm > before.step.dpComm);
        QVERIFY(w.analysis().result.stepTime > before.stepTime);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.training.framework, Framework::MegatronCore);
        QVERIFY(w.controlPanel()->checkBox(QStringLiteral("training.overlap_grad_reduce"))->isChecked());
        QCOMPARE(w.analysis().result.stepTime, before.stepTime);
    }

    // The MLA ranks show only with latent attention, the MoE keys only for an MoE model (their
    // group box with them); switching attention is one undo step.
    void rowsShowWhereTheyApply()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        planner::ControlPanel *panel = w.controlPanel();
        widgets::ParameterControl *kvRank = w.control(QStringLiteral("model.mla.kv_lora_rank"));
        QVERIFY(kvRank);
        QVERIFY(!kvRank->isVisibleTo(panel));
        widgets::ParameterControl *capacity = w.control(QStringLiteral("model.moe.capacity_factor"));
        QVERIFY(!capacity->isVisibleTo(panel));
        QVERIFY(!capacity->parentWidget()->isVisibleTo(panel)); // the Mixture-of-experts group
        const double paramsBefore = w.analysis().result.modelFlopsPerStep;
        QVERIFY(pick(w.choiceCombo(QStringLiteral("model.attention")), int(Attention::Mla)));
        QCOMPARE(w.document()->scenario().scenario.model.attention, Attention::Mla);
        QVERIFY(kvRank->isVisibleTo(panel));
        QCOMPARE(kvRank->value(), 512.0);
        QCOMPARE(w.control(QStringLiteral("model.mla.q_lora_rank"))->value(), 1536.0);
        // MLA's projections replace GPT-3's 4h² per token and layer.
        QVERIFY(w.analysis().result.modelFlopsPerStep != paramsBefore);
        w.document()->undoStack()->undo();
        QVERIFY(!kvRank->isVisibleTo(panel));
        QCOMPARE(w.analysis().result.modelFlopsPerStep, paramsBefore);

        QString error;
        QVERIFY(w.openExample(QStringLiteral(":/examples/mixtral-8x7b-256-h100-expert-parallel.jctplan"), &error));
        QVERIFY(capacity->isVisibleTo(panel));
        QCOMPARE(capacity->spinBox()->text(), QStringLiteral("dropless"));
        // A capacity factor pads every expert's input: activations, all-to-all buffers and
        // bytes, and the experts' GEMMs, so memory and step time both grow.
        const double memoryBefore = w.analysis().result.memory.total();
        const double stepBefore = w.analysis().result.stepTime;
        const double epBytesBefore = w.analysis().result.ep.bytes;
        typeInto(capacity, QStringLiteral("2"));
        QCOMPARE(w.document()->scenario().scenario.model.moe.capacityFactor, 2.0);
        QVERIFY(w.analysis().result.memory.total() > memoryBefore);
        QVERIFY(w.analysis().result.stepTime > stepBefore);
        QCOMPARE(w.analysis().result.ep.bytes, 2.0 * epBytesBefore);
        // Back to dropless, a skewed router: the busiest rank's 1.3× the balanced tokens.
        w.document()->undoStack()->undo();
        QCOMPARE(w.analysis().result.ep.bytes, epBytesBefore);
        widgets::ParameterControl *imbalance = w.control(QStringLiteral("model.moe.load_imbalance"));
        QVERIFY(imbalance && imbalance->isVisibleTo(panel));
        QCOMPARE(imbalance->value(), 1.0);
        typeInto(imbalance, QStringLiteral("1.3"));
        QCOMPARE(w.document()->scenario().scenario.model.moe.loadImbalance, 1.3);
        QCOMPARE(w.analysis().result.ep.bytes, 1.3 * epBytesBefore);
        QVERIFY(w.analysis().result.stepTime > stepBefore);
    }

    // At 1366×768 every control of the panel gets at least the width it asks for: no label
    // or spin box is cut.
    void controlsAreNotClippedAt1366x768()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString error;
        QVERIFY(w.openExample(QStringLiteral(":/examples/mixtral-8x7b-256-h100-expert-parallel.jctplan"), &error));
        QVERIFY(pick(w.choiceCombo(QStringLiteral("model.attention")), int(Attention::Mla)));
        QApplication::processEvents();
        const auto controls = w.controlPanel()->findChildren<widgets::ParameterControl *>();
        int checked = 0;
        for (widgets::ParameterControl *c : controls) {
            if (!c->isVisibleTo(w.controlPanel()))
                continue;
            ++checked;
            for (QWidget *part : {static_cast<QWidget *>(c->spinBox()), static_cast<QWidget *>(c->slider())})
                QVERIFY2(part->width() >= part->minimumSizeHint().width(), qPrintable(c->spec().label));
            const auto labels = c->findChildren<QLabel *>();
            for (QLabel *label : labels)
                if (label->isVisibleTo(c) && !label->wordWrap())
                    QVERIFY2(label->width() >= label->sizeHint().width(), qPrintable(label->text()));
            QVERIFY2(c->mapTo(&w, QPoint(c->width(), 0)).x() <= w.width(), qPrintable(c->spec().label));
        }
        QVERIFY(checked > 30);
    }
};

QTEST_MAIN(TestStackControls)
#include "tst_stackcontrols.moc"
