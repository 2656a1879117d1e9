// The planner window driven through its real widgets: a slider, a typed value, the async
// toggle and the interconnect change reach the engine, and the charts and the summary
// follow; a plan that cannot run says why next to the control that caused it.

#include "app/format/nccllog.h"
#include "app/planner/mainwindow.h"
#include "app/planner/messagebar.h"
#include "app/planner/ncclimportdialog.h"
#include "app/planner/waitingcalculator.h"
#include "app/present/figures.h"
#include "app/present/ncclfit.h"
#include "app/present/numberformat.h"
#include "common/windowtestsetup.h"
#include "core/model/units.h"
#include "widgets/checkpointchart.h"
#include "widgets/elidedlabel.h"
#include "widgets/fittinglabel.h"
#include "widgets/idlecostchart.h"
#include "widgets/losschart.h"
#include "widgets/ncclfitchart.h"
#include "widgets/sensitivitytable.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <cmath>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

using jct::test::typeInto;

namespace {

QCPGraph *graphNamed(QCustomPlot *plot, const QString &name)
{
    for (int i = 0; i < plot->graphCount(); ++i)
        if (plot->graph(i)->name() == name)
            return plot->graph(i);
    return nullptr;
}

} // namespace

class TestMainWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::setUpWindowTests(); }

    void startsOnTheDefaultPlan()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.analysis().runs());
        QCOMPARE(w.analysis().input.scenario, w.document()->scenario().scenario);
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")), QStringLiteral("8.29 days"));
        QVERIFY(!w.syncWallChart()->data().gpus.isEmpty());
        QCPGraph *predicted = graphNamed(w.syncWallChart()->plot(), QStringLiteral("Predicted"));
        QVERIFY(predicted);
        QCOMPARE(predicted->dataCount(), w.syncWallChart()->data().gpus.size());
        QCOMPARE(w.stepChart()->plot()->plottableCount(), w.analysis().stepChart.partsSeconds.size());
        // The sensitivity tab: six what-ifs, each a re-evaluation; a 15 % straggler costs
        // time, more bandwidth saves it.
        QCOMPARE(w.sensitivityTable()->rowCount(), 6);
        const auto &entries = w.sensitivityTable()->entries();
        QVERIFY(entries.first().deltaSeconds < 0.0);
        QVERIFY(entries.last().deltaSeconds > 0.0);
        QCOMPARE(w.sensitivityTable()->item(5, 0)->text(), QStringLiteral("one GPU 15 % slower"));
        QVERIFY(w.sensitivityTable()->item(5, 1)->text().startsWith(QLatin1Char('+')));
        // The packet-loss tab: utilization falls and the job stretches as loss grows.
        const present::LossChartData &loss = w.lossChart()->data();
        QCOMPARE(loss.lossPercent.size(), 21);
        QVERIFY(loss.utilizationPercent.first() > loss.utilizationPercent.last());
        QVERIFY(loss.slowdownPercent.first() < loss.slowdownPercent.last());
        // The default plan has no loss, which the log axis cannot place: its marker stands at
        // the curve's lowest rate (0.0001 %), at the plan's own utilization, and says so.
        QVERIFY(loss.currentLossFree);
        QCOMPARE(loss.current.x, 1e-4);
        const Result &r = w.analysis().result;
        QCOMPARE(loss.current.y, 100.0 * (r.step.compute + r.step.recompute) / r.stepTime);
        QCPGraph *lossFree = graphNamed(w.lossChart()->plot(), QStringLiteral("This plan (no loss)"));
        QVERIFY(lossFree);
        QCOMPARE(lossFree->dataCount(), 1);
        // The axis starts below the marker, so that it is drawn whole.
        QVERIFY(w.lossChart()->plot()->xAxis->range().lower < 1e-4);
    }

    // At 1280×720 the idle-cost bars have room for fewer rows than causes: the smallest are
    // folded into "other", and hovering it names each of them with its cost (stragglers had
    // vanished from the chart without a word).
    void foldedIdleCausesAreNamedUnderOther()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const widgets::IdleCostChart *idle = w.idleCostChart();
        QTRY_VERIFY(idle->shownCauses().size() < idle->data().idleByCauseUsd.size());
        const qsizetype last = idle->shownCauses().size() - 1;
        QCOMPARE(idle->shownCauses().at(last).first, QStringLiteral("other"));
        const QStringList lines = idle->causeDescription(last).split(QLatin1Char('\n'));
        QVERIFY2(lines.first().startsWith(QStringLiteral("other: $")), qPrintable(lines.first()));
        double folded = 0.0;
        for (const auto &cause : idle->data().idleByCauseUsd) {
            bool shown = false;
            for (qsizetype i = 0; i < last; ++i)
                shown = shown || idle->shownCauses().at(i).first == cause.first;
            if (shown)
                continue;
            folded += cause.second;
            QVERIFY2(lines.contains(QStringLiteral("%1: %2").arg(cause.first, present::formatUsd(cause.second))),
                     qPrintable(lines.join(QLatin1Char('|'))));
        }
        QCOMPARE(lines.size() - 1, idle->data().idleByCauseUsd.size() - last);
        QCOMPARE(idle->shownCauses().at(last).second, folded);
    }

    // At 1280×720 a tile's detail line ends in "…" instead of being cut mid-glyph; the
    // whole text stays readable in its tooltip and from the label. The control panel is
    // no tab stop of its own (its controls are), and a ratio reads "1.00:1".
    void narrowWindowElidesTileDetails()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString title = QStringLiteral("Tokens per GPU");
        const QString full = w.summaryStrip()->detailText(title);
        QVERIFY(full.startsWith(QStringLiteral("step p50 ")) && full.contains(QStringLiteral(" · p99 ")));
        auto *detail = qobject_cast<widgets::ElidedLabel *>(w.summaryStrip()->detailLabel(title));
        QVERIFY(detail);
        detail->resize(60, detail->height());
        QVERIFY(detail->shownText().endsWith(QChar(0x2026)));
        QVERIFY(detail->shownText().size() < full.size());
        QCOMPARE(detail->text(), full); // copying reads the whole line
        QCOMPARE(detail->toolTip(), full);
        detail->resize(2000, detail->height());
        QCOMPARE(detail->shownText(), full);
        QVERIFY(detail->toolTip().isEmpty());
        // Wide enough for the p50 but not the p99, the line drops the p99 whole: no figure
        // shows cut ("p99 2.…" would read as another figure).
        const QString p50 = full.left(full.indexOf(QStringLiteral(" · ")) + 3);
        detail->resize(detail->fontMetrics().horizontalAdvance(p50 + QChar(0x2026)) + 4 + detail->width()
                           - detail->contentsRect().width(),
                       detail->height());
        QCOMPARE(detail->shownText(), p50 + QChar(0x2026));
        QCOMPARE(detail->shownScale(), 1.0);
        // A line a little too wide is drawn a size smaller, whole.
        const int frame = detail->width() - detail->contentsRect().width();
        detail->resize(detail->fontMetrics().horizontalAdvance(full) * 96 / 100 + frame, detail->height());
        QCOMPARE(detail->shownScale(), widgets::ElidedLabel::kSmallestScale);
        QCOMPARE(detail->shownText(), full);
        QVERIFY(detail->toolTip().isEmpty());
        auto *panel = w.findChild<QScrollArea *>();
        QVERIFY(panel);
        QCOMPARE(panel->focusPolicy(), Qt::NoFocus);
        auto *ratio = w.control(QStringLiteral("network.oversubscription"))->findChild<QDoubleSpinBox *>();
        QVERIFY(ratio);
        QCOMPARE(ratio->text(), QStringLiteral("1.00:1"));
    }

    // Issue 14's repro plan: the tile, the chart and the knee threshold setting.
    void syncWallTileAndChartShowTheKnee()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QString error;
        QVERIFY2(w.openFile(qEnvironmentVariable("JCT_TEST_DATA_DIR")
                                + QStringLiteral("/syncwall-llama3-8b-roce400.jctplan"),
                            &error),
                 qPrintable(error));
        QVERIFY(w.analysis().runs());
        QCOMPARE(w.kneeThreshold(), 0.7);
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Sync wall")), QStringLiteral("512 GPUs"));
        QCOMPARE(w.summaryStrip()->detailText(QStringLiteral("Sync wall")), QStringLiteral("knee (≥ 70 %): 512 GPUs"));
        const present::SyncWallChartData &chart = w.syncWallChart()->data();
        // Every valid count that fits: dp = 4, 8, …, 1,024 (1 and 2 do not fit in memory).
        QCOMPARE(chart.gpus, (QVector<double>{4, 8, 16, 32, 64, 128, 256, 512, 1024}));
        QCOMPARE(chart.wall.x, 512.0);
        QCOMPARE(chart.knee.x, 512.0);
        QCOMPARE(chart.batchLimitGpus, 1024.0);
        QCOMPARE(chart.batchLimitLabel, QStringLiteral("batch limit: dp = B/b = 1,024"));
        QCPGraph *knee = graphNamed(w.syncWallChart()->plot(), QStringLiteral("Knee"));
        QVERIFY(knee);
        QCOMPARE(knee->dataCount(), 1);
        // The theoretical minimum is drawn continuous in N, across the whole curve.
        QCPGraph *minimum = graphNamed(w.syncWallChart()->plot(), QStringLiteral("Theoretical minimum"));
        QCOMPARE(minimum->dataCount(), chart.theoreticalCurveGpus.size());
        QVERIFY(chart.theoreticalCurveGpus.size() > chart.gpus.size());
        QCOMPARE(chart.theoreticalCurveGpus.first(), 4.0);
        QVERIFY(qAbs(chart.theoreticalCurveGpus.last() / 1024.0 - 1.0) < 1e-12);
        // View ▸ Sync-wall knee threshold… at 85 %: the knee moves down, the wall stays.
        QVERIFY(w.kneeAction());
        w.setKneeThreshold(0.85);
        QCOMPARE(w.analysis().syncWall.kneeGpus, std::int64_t{256});
        QCOMPARE(w.summaryStrip()->detailText(QStringLiteral("Sync wall")), QStringLiteral("knee (≥ 85 %): 256 GPUs"));
        QCOMPARE(w.syncWallChart()->data().knee.x, 256.0);
        QCOMPARE(w.syncWallChart()->data().kneeLabel, QStringLiteral("knee (scaling ≥ 85 %): 256 GPUs"));
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Sync wall")), QStringLiteral("512 GPUs"));
        w.close(); // the threshold is kept between runs
        MainWindow again(format::defaultScenario());
        QCOMPARE(again.kneeThreshold(), 0.85);
        again.setKneeThreshold(0.7);
        again.close();
    }

    // Issue 14 item 7: the calculator beside the cost tiles prices what the user types.
    void waitingCalculatorPricesAnEvent()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QString error;
        QVERIFY2(w.openFile(test::examplePath(QStringLiteral("gpt3-175b-1024-h100-30usd")), &error), qPrintable(error));
        planner::WaitingCalculator *calc = w.waitingCalculator();
        QVERIFY(calc && calc->isVisible());
        QCOMPARE(calc->parentWidget(), w.summaryStrip()); // in the strip, beside the cost tiles
        QCOMPARE(calc->rateText(), QStringLiteral("$8.53 a second, $512 an idle minute"));
        QCOMPARE(calc->stallText(), QStringLiteral("a 10 s stall on this cluster costs $85.33"));
        QCOMPARE(calc->stallCostShown(), QStringLiteral("$85.33"));
        QCOMPARE(calc->slowdownText(), QStringLiteral("a 10 % slowdown for an hour costs $3,072"));
        QCOMPARE(calc->slowdownCostShown(), QStringLiteral("$3,072"));
        calc->stallSeconds()->setValue(60.0);
        QCOMPARE(calc->stallText(), QStringLiteral("a 60 s stall on this cluster costs $512"));
        calc->slowdownHours()->setValue(2.0);
        QCOMPARE(calc->slowdownText(), QStringLiteral("a 10 % slowdown for 2 hours costs $6,144"));
        // Half the GPUs: half the price of the same event.
        widgets::ParameterControl *gpus = w.control(QStringLiteral("cluster.gpus"));
        typeInto(gpus, QStringLiteral("512"));
        QCOMPARE(w.analysis().input.scenario.cluster.gpus, 512);
        QCOMPARE(calc->stallText(), QStringLiteral("a 60 s stall on this cluster costs $256"));
        QCOMPARE(calc->slowdownText(), QStringLiteral("a 10 % slowdown for 2 hours costs $3,072"));
        // A count the layout cannot take (1,000 is no multiple of tp·pp = 64): the tiles show
        // the last plan that runs, but idle time costs this plan's GPUs at its price,
        // 1,000 × $30/h × 60 s = $500.
        typeInto(gpus, QStringLiteral("1000"));
        QVERIFY(!w.analysis().runs());
        QCOMPARE(calc->stallText(), QStringLiteral("a 60 s stall on this cluster costs $500"));
    }

    // On a 1280x720 screen the calculator's tile is about 170 px wide: a large cluster's
    // prices ($833 a 10 s stall, $30,000 a 10 % slowdown for an hour on 10,000 GPUs at
    // $30/h) are shown whole and at a readable size, not cut at the tile's edge; each keeps
    // its sentence as tooltip. Opening a second plan places no chart's legend twice.
    void waitingPricesFitASmallScreen()
    {
        // QCustomPlot reports an element placed on an occupied cell of its layout by qDebug.
        static QStringList layoutComplaints;
        static QtMessageHandler previous = nullptr;
        layoutComplaints.clear();
        previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &text) {
            if (text.contains(QStringLiteral("already an element")))
                layoutComplaints.append(text);
            previous(type, context, text);
        });
        const auto restoreHandler = qScopeGuard([] { qInstallMessageHandler(previous); });
        MainWindow w(format::defaultScenario());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString error;
        QVERIFY2(w.openFile(test::examplePath(QStringLiteral("checkpoint-10k-gpus-sync")), &error), qPrintable(error));
        planner::WaitingCalculator *calc = w.waitingCalculator();
        QCOMPARE(calc->stallCostShown(), QStringLiteral("$833"));
        QCOMPARE(calc->slowdownCostShown(), QStringLiteral("$30.0 k"));
        QCOMPARE(calc->slowdownText(), QStringLiteral("a 10 % slowdown for an hour costs $30,000"));
        QCoreApplication::processEvents();
        QVERIFY2(layoutComplaints.isEmpty(), qPrintable(layoutComplaints.join(QLatin1Char('\n'))));
        const QList<widgets::FittingLabel *> prices = calc->findChildren<widgets::FittingLabel *>();
        QCOMPARE(prices.size(), 2);
        for (widgets::FittingLabel *price : prices) {
            QVERIFY2(
                price->fittedScale() >= 0.8,
                qPrintable(QStringLiteral("%1 drawn at %2 of its size").arg(price->text()).arg(price->fittedScale())));
            QVERIFY(calc->rect().contains(price->geometry()));
            QVERIFY(
                price->toolTip().contains(price == prices[0] ? QStringLiteral("stall") : QStringLiteral("slowdown")));
        }
        // The boxes show what the user typed, without trailing zeros.
        QCOMPARE(calc->stallSeconds()->text(), QStringLiteral("10 s"));
        calc->slowdownHours()->setValue(0.5);
        QCOMPARE(calc->slowdownHours()->text(), QStringLiteral("0.5 h"));
        QCOMPARE(calc->slowdownText(), QStringLiteral("a 10 % slowdown for 30 minutes costs $15,000"));
    }

    void hoverReadsTheValuesUnderTheCursor()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCustomPlot *plot = w.syncWallChart()->plot();
        plot->replot();
        // The pixel of the current plan's marker reads back its GPU count and job time.
        QCPGraph *current = graphNamed(plot, QStringLiteral("This plan"));
        const QPointF pixel = current->coordsToPixels(1024.0, w.analysis().result.predictedSeconds / units::kDay);
        const QString text = w.syncWallChart()->hoverText(pixel);
        QVERIFY2(text.contains(QStringLiteral("1,024 GPUs")) && text.contains(QStringLiteral("8.29 days")),
                 qPrintable(text));
        // Far from every curve: nothing.
        QVERIFY(w.syncWallChart()->hoverText(QPointF(-100, -100)).isEmpty());
    }

    void gpuSliderReachesEngineAndCharts()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const int before = w.analysisCount();
        const QString daysBefore = w.summaryStrip()->valueText(QStringLiteral("Predicted job time"));
        widgets::ParameterControl *gpus = w.control(QStringLiteral("cluster.gpus"));
        // One step right on the slider: the next GPU count that makes a valid layout,
        // 1,536 = 64 × 24 (24 divides the global batch of 1,536).
        gpus->slider()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 1536);
        QCOMPARE(w.analysisCount(), before + 1);
        QCOMPARE(w.analysis().input.scenario.cluster.gpus, 1536); // what the engine was given
        QCOMPARE(w.analysis().result.dp, 24);
        QCOMPARE(w.syncWallChart()->data().current.x, 1536.0);
        QCPGraph *current = graphNamed(w.syncWallChart()->plot(), QStringLiteral("This plan"));
        QCOMPARE(current->data()->at(0)->key, 1536.0);
        QCOMPARE(current->data()->at(0)->value, w.analysis().result.predictedSeconds / units::kDay);
        QCOMPARE(w.idleCostChart()->data().current.x, 1536.0);
        QVERIFY(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")) != daysBefore);
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Cost of an idle minute")), QStringLiteral("$64.00"));
        QCOMPARE(gpus->spinBox()->value(), 1536.0);
    }

    void typedValueAndUndo()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const Scenario original = w.document()->scenario().scenario;
        typeInto(w.control(QStringLiteral("cost.gpu_hour_usd")), QStringLiteral("30"));
        QCOMPARE(w.document()->scenario().scenario.cost.gpuHourUsd, 30.0);
        // 1,024 GPUs at $30/h: $512 per idle minute.
        QCOMPARE(w.analysis().result.cost.perIdleMinuteUsd, 512.0);
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Cost of an idle minute")), QStringLiteral("$512"));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario, original);
        QCOMPARE(w.analysis().input.scenario, original);
        QCOMPARE(w.control(QStringLiteral("cost.gpu_hour_usd"))->spinBox()->value(), 2.5);
    }

    // A GPU and a fabric of no catalog entry (as an nccl-tests fit leaves them) show as custom,
    // not as the lists' first entries (A100 40 GB, HDR 200), which they are not.
    void inlineGpuAndFabricShowAsCustom()
    {
        format::LoadedScenario plan = format::defaultScenario();
        plan.gpuInline = format::Catalog::builtIn().entry(format::Catalog::Kind::Gpu, plan.gpuId);
        plan.gpuId.clear();
        plan.networkPreset.clear();
        plan.scenario.fabric.latency = 1.74e-6;
        MainWindow w(plan);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString custom = QStringLiteral("custom (not in the catalog)");
        for (QComboBox *box : {w.gpuCombo(), w.fabricCombo()}) {
            QCOMPARE(box->currentText(), custom);
            QVERIFY(box->currentData().toString().isEmpty());
        }
        // Choosing it applies nothing; a catalog entry is chosen as before.
        const int steps = w.document()->undoStack()->count();
        emit w.fabricCombo()->activated(w.fabricCombo()->currentIndex());
        QCOMPARE(w.document()->undoStack()->count(), steps);
        QCOMPARE(w.document()->scenario().scenario.fabric.latency, 1.74e-6);
        const int ndr = w.fabricCombo()->findData(QStringLiteral("ib-ndr-400"));
        QVERIFY(ndr >= 0);
        w.fabricCombo()->setCurrentIndex(ndr);
        emit w.fabricCombo()->activated(ndr);
        QCOMPARE(w.document()->scenario().networkPreset, QStringLiteral("ib-ndr-400"));
        QCOMPARE(w.fabricCombo()->currentData().toString(), QStringLiteral("ib-ndr-400"));
        // Back on a catalog fabric, the list no longer offers "custom", which would apply nothing.
        QCOMPARE(w.fabricCombo()->findText(custom), -1);
        QCOMPARE(w.gpuCombo()->findText(custom), 0); // the GPU is still inline
    }

    // Issue #15: File ▸ Import nccl-tests log… shows the log against its fit with α and the
    // bandwidth, lists what applying changes, and applies it as one undoable step that
    // records where the figures came from.
    void importNcclLogAppliesTheFitAsOneUndoStep()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        bool inMenu = false;
        for (QAction *menu : w.menuBar()->actions())
            if (menu->menu())
                for (QAction *a : menu->menu()->actions())
                    inMenu = inMenu || a->text() == QStringLiteral("&Import nccl-tests log…");
        QVERIFY(inMenu);
        // 16 ranks on 2 nodes, all-to-all: the scale-out fabric takes the fit.
        const QString log = qEnvironmentVariable("JCT_TEST_DATA_DIR")
                            + QStringLiteral("/nccl-fixtures/nccl-alltoall-empty-redop-mpi-prefix.txt");
        const format::NcclParseResult parsed = format::readNcclLogFile(log);
        QVERIFY(parsed.ok());
        const present::NcclTableFit fit = present::fitNcclTable(parsed.logs.first());
        const format::LoadedScenario before = w.document()->scenario();
        QString error;
        QVERIFY2(w.importNcclLog(log, &error), qPrintable(error));
        planner::NcclImportDialog *d = w.ncclImportDialog();
        QVERIFY(d->isVisible());
        QVERIFY2(d->summaryText().contains(QStringLiteral("α: 36.6 µs per call")), qPrintable(d->summaryText()));
        QVERIFY2(d->summaryText().contains(QStringLiteral("busbw 39.18 GB/s")), qPrintable(d->summaryText()));
        QVERIFY2(d->changesText().contains(QStringLiteral("protocol efficiency: ")), qPrintable(d->changesText()));
        QVERIFY(d->changesText().contains(QStringLiteral("calibrated from: nccl-alltoall-empty-redop-mpi-prefix.txt")));
        QCOMPARE(d->chart()->data().bytes.size(), 42); // 21 sizes, out-of-place and in-place
        // The fit's text scrolls under the chart, never over it, in a dialog within the screen.
        QVERIFY(QTest::qWaitForWindowExposed(d));
        const auto *text = d->findChild<QTextBrowser *>();
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("α: 36.6 µs per call")));
        QVERIFY(text->toPlainText().contains(QStringLiteral("Applying the fit changes:")));
        const QRect chartRect(d->chart()->mapTo(d, QPoint(0, 0)), d->chart()->size());
        const QRect textRect(text->mapTo(d, QPoint(0, 0)), text->size());
        QVERIFY2(!chartRect.intersects(textRect), qPrintable(QStringLiteral("chart %1,%2 %3x%4, text at y %5")
                                                                 .arg(chartRect.x())
                                                                 .arg(chartRect.y())
                                                                 .arg(chartRect.width())
                                                                 .arg(chartRect.height())
                                                                 .arg(textRect.y())));
        QVERIFY(textRect.bottom() < d->applyButton()->mapTo(d, QPoint(0, 0)).y());
        QVERIFY(d->height() <= d->screen()->availableGeometry().height());
        const int steps = w.document()->undoStack()->count();
        QTest::mouseClick(d->applyButton(), Qt::LeftButton);
        QCOMPARE(w.document()->undoStack()->count(), steps + 1);
        const format::LoadedScenario &after = w.document()->scenario();
        // An all-to-all on 16 ranks over 2 nodes sends 8/16 of each rank's bytes off its node
        // through its own NIC (400 Gb/s = 50 GB/s): at protocol efficiency e the model's bus
        // bandwidth is 15/16 · 50 GB/s · e / (8/16) = 93.75 GB/s · e, so 39.18 GB/s is 41.8 %.
        const double modelBusbw = 15.0 / 16.0 * before.scenario.fabric.nicBandwidth / (8.0 / 16.0);
        QVERIFY(std::fabs(after.scenario.fabric.protocolEfficiency - fit.busbwGBps * 1e9 / modelBusbw) < 1e-9);
        QVERIFY(std::fabs(after.scenario.fabric.protocolEfficiency - 0.418) < 5e-4);
        QVERIFY(after.calibration.has_value());
        QCOMPARE(after.calibration->source, QStringLiteral("nccl-alltoall-empty-redop-mpi-prefix.txt"));
        QCOMPARE(after.calibration->target, QStringLiteral("network"));
        QVERIFY(w.document()->undoStack()->undoText().startsWith(QStringLiteral("Apply nccl-tests fit (")));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario, before.scenario);
        QVERIFY(!w.document()->scenario().calibration.has_value());
        // A damaged log is refused with its line.
        QTemporaryDir dir;
        const QString damaged = dir.filePath(QStringLiteral("damaged.log"));
        QFile f(damaged);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# all_reduce_perf\n  1024  256  float  sum\n");
        f.close();
        QVERIFY(!w.importNcclLog(damaged, &error));
        QVERIFY2(error.contains(QStringLiteral("line 2: truncated measurement row")), qPrintable(error));
    }

    void oneDragIsOneUndoStep()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QSlider *slider = w.control(QStringLiteral("network.nic_gbps_per_gpu"))->slider();
        const double before = w.document()->scenario().scenario.fabric.nicBandwidth;
        slider->setSliderDown(true);
        for (int step = 1; step <= 20; ++step)
            slider->setSliderPosition(slider->value() + 10);
        slider->setSliderDown(false);
        QVERIFY(w.document()->scenario().scenario.fabric.nicBandwidth > before);
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario.fabric.nicBandwidth, before);
    }

    void asyncToggle()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const double blockingBefore = w.analysis().result.checkpoint.blockingSeconds;
        const double daysBefore = w.analysis().result.predictedSeconds;
        QVERIFY(!w.checkpointChart()->data().async);
        // The default flush runs at the write rate: asynchronous checkpoints block as long as
        // synchronous ones, one curve named for both.
        QVERIFY(w.checkpointChart()->showsOneCurve());
        // The flush at 8 × the write rate (6,400 against 800 Gbit/s).
        typeInto(w.control(QStringLiteral("storage.flush_gbps")), QStringLiteral("6400"));
        QCOMPARE(w.document()->scenario().scenario.storage.flushBandwidth, 800e9);
        QCOMPARE(w.analysis().result.checkpoint.blockingSeconds, blockingBefore); // sync: the flush is unused
        QTest::mouseClick(w.asyncCheckBox(), Qt::LeftButton, {}, QPoint(8, w.asyncCheckBox()->height() / 2));
        QVERIFY(w.document()->scenario().scenario.storage.asyncCheckpoint);
        QVERIFY(w.analysis().input.scenario.storage.asyncCheckpoint);
        QVERIFY(w.checkpointChart()->data().async);
        QVERIFY(!w.checkpointChart()->showsOneCurve()); // the flush now hides most of the write
        // Async, as the seed defines it: δ = max(copy to host, flush), here the flush at 8 ×.
        const CheckpointResult &ck = w.analysis().result.checkpoint;
        QCOMPARE(ck.blockingSeconds, std::max(ck.copySeconds, ck.flushSeconds));
        QVERIFY(qAbs(ck.flushSeconds - blockingBefore / 8.0) < 1e-9);
        QVERIFY(w.analysis().result.predictedSeconds < daysBefore);
        QCOMPARE(w.checkpointChart()->data().currentMinutes, w.analysis().result.checkpoint.intervalSeconds / 60.0);
        QVERIFY(w.summaryStrip()->valueText(QStringLiteral("Predicted job time")) != QStringLiteral("8.29 days"));
    }

    // Issue 14 items 3–6: the failure sources, the recovery, the storage and validation
    // controls reach the engine and the goodput tile; the note beside the component MTBFs
    // says when the plan's job MTBF overrides them; the GPU MTBF takes the seed's 2.1 M h.
    void operationsControls()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        // Goodput under the expected failures.
        const auto failuresTile = [&w]() { return w.summaryStrip()->detailText(QStringLiteral("Expected failures")); };
        const auto goodput = [&w]() {
            return QStringLiteral("goodput %1").arg(present::formatPercent(w.analysis().result.goodput, QLocale()));
        };
        QVERIFY2(failuresTile().endsWith(goodput()), qPrintable(failuresTile()));
        // Above the old 1 M h cap.
        typeInto(w.control(QStringLiteral("reliability.gpu_mtbf_hours")), QStringLiteral("2100000"));
        QCOMPARE(w.document()->scenario().scenario.reliability.gpuMtbfSeconds, 2.1e6 * units::kHour);
        // Software failures restart in place: provisioning only for the hardware share.
        typeInto(w.control(QStringLiteral("reliability.software_mtbf_hours")), QStringLiteral("1000"));
        QCOMPARE(w.analysis().input.scenario.reliability.softwareMtbfSeconds, 1000.0 * units::kHour);
        {
            const FailureResult &f = w.analysis().result.failures;
            const double gpuRate = 1024 / 2.1e6, softwareRate = 1 / 1000.0;
            QVERIFY(qAbs(f.provisionSeconds - 360.0 * gpuRate / (gpuRate + softwareRate)) < 1e-9);
        }
        typeInto(w.control(QStringLiteral("reliability.drain_minutes")), QStringLiteral("5"));
        QCOMPARE(w.analysis().result.failures.drainSeconds, 300.0);
        typeInto(w.control(QStringLiteral("reliability.hot_spare_nodes")), QStringLiteral("1"));
        QCOMPARE(w.analysis().result.failures.provisionSeconds, 0.0);
        typeInto(w.control(QStringLiteral("reliability.corrupt_checkpoint_probability")), QStringLiteral("10"));
        {
            const Result &r = w.analysis().result;
            QVERIFY(
                qAbs(r.failures.rollbackSeconds
                     - 0.1 * (r.checkpoint.intervalSeconds + r.checkpoint.blockingSeconds + r.failures.downloadSeconds))
                < 1e-9);
        }
        // The note beside the component MTBFs.
        const auto note = [&w]() {
            for (const QLabel *label : w.findChildren<QLabel *>())
                if (label->text().contains(QStringLiteral("overrides")))
                    return label->text();
            return QString();
        };
        QVERIFY2(note().contains(QStringLiteral("a job MTBF set here overrides them")), qPrintable(note()));
        typeInto(w.control(QStringLiteral("reliability.job_mtbf_hours")), QStringLiteral("24"));
        QCOMPARE(w.analysis().result.failures.jobMtbfSeconds, 86400.0);
        QVERIFY2(note().contains(QStringLiteral("<b>The job MTBF (%1) overrides the per-component MTBFs below</b>")
                                     .arg(present::formatDuration(86400.0, QLocale()))),
                 qPrintable(note()));

        // Dataset reads at 100,000 B/token over 1 Gbit/s of uplinks: the step stalls.
        const double stepBefore = w.analysis().result.stepTime;
        typeInto(w.control(QStringLiteral("training.dataset_bytes_per_token")), QStringLiteral("100000"));
        typeInto(w.control(QStringLiteral("storage.uplink_gbps")), QStringLiteral("1"));
        {
            const Result &r = w.analysis().result;
            const double bytes = 1536.0 * 2048.0 * 1e5;
            QCOMPARE(r.dataLoad.bytesPerStep, bytes);
            QVERIFY(qAbs(r.dataLoad.stallSeconds - (bytes / 0.125e9 - stepBefore)) < 1e-6);
            QVERIFY(qAbs(r.stepTime - bytes / 0.125e9) < 1e-6);
        }
        // Validation every 100 steps, one batch each.
        typeInto(w.control(QStringLiteral("training.validation_every_steps")), QStringLiteral("100"));
        typeInto(w.control(QStringLiteral("training.validation_batches")), QStringLiteral("1"));
        QVERIFY(w.analysis().result.validationSeconds > 0.0);
        QVERIFY2(failuresTile().endsWith(goodput()), qPrintable(failuresTile()));
        // The job MTBF of 24 h, in hours (whole from 10 h), as the tile's width allows.
        QCOMPARE(failuresTile(), QStringLiteral("MTBF 24 h · %1").arg(goodput()));
    }

    void interconnectChange()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const QVector<double> daysBefore = w.syncWallChart()->data().predictedDays;
        QComboBox *fabric = w.fabricCombo();
        const int index = fabric->findData(QStringLiteral("roce-100"));
        QVERIFY(index >= 0);
        fabric->setCurrentIndex(index);
        emit fabric->activated(index);
        QCOMPARE(w.document()->scenario().networkPreset, QStringLiteral("roce-100"));
        QCOMPARE(w.analysis().input.scenario.fabric.nicBandwidth, 12.5e9); // 100 Gbit/s
        QCOMPARE(w.analysis().input.scenario.fabric.ecmp, Ecmp::Static);
        QCOMPARE(w.control(QStringLiteral("network.nic_gbps_per_gpu"))->spinBox()->value(), 100.0);
        // A slower network: every point of the sync-wall curve is later or the same.
        const QVector<double> daysAfter = w.syncWallChart()->data().predictedDays;
        QCOMPARE(daysAfter.size(), daysBefore.size());
        bool slower = false;
        for (qsizetype i = 0; i < daysAfter.size(); ++i) {
            QVERIFY(daysAfter[i] >= daysBefore[i] * (1.0 - 1e-9));
            slower = slower || daysAfter[i] > daysBefore[i] * 1.001;
        }
        QVERIFY(slower);

        // Comparing interconnects draws one more curve per fabric preset.
        const int graphs = w.syncWallChart()->plot()->graphCount();
        w.compareAction()->trigger();
        QCOMPARE(w.syncWallChart()->data().comparison.size(), 7);
        QCOMPARE(w.syncWallChart()->plot()->graphCount(), graphs + 7);
    }

    // Issue 14 item 6: every lever that was file-only is a control; each reaches the plan and
    // moves the figure its formula feeds, by the hand-worked amount.
    void everyLeverInTheWindow()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        auto pick = [](QComboBox *box, int value) {
            QVERIFY(box);
            const int index = box->findData(value);
            QVERIFY(index >= 0);
            box->setCurrentIndex(index);
            emit box->activated(index);
        };
        const auto plan = [&w]() -> const Scenario & { return w.document()->scenario().scenario; };
        const auto result = [&w]() -> const Result & { return w.analysis().result; };
        // Start-up: 10 → 25 min adds 900 s to the serial part.
        const double serialBefore = result().serialSeconds;
        typeInto(w.control(QStringLiteral("training.startup_minutes")), QStringLiteral("25"));
        QCOMPARE(plan().training.startupSeconds, 1500.0);
        QVERIFY(qAbs(result().serialSeconds - serialBefore - 900.0) < 1e-6);
        // Data stall: 100 ms per step, all of it exposed.
        const double stepBefore = result().stepTime;
        typeInto(w.control(QStringLiteral("training.data_stall_ms")), QStringLiteral("100"));
        QCOMPARE(result().step.dataStall, 0.1);
        QVERIFY(qAbs(result().stepTime - stepBefore - 0.1) < 1e-9);
        // Gradient compression 4×: the DP buffer is a quarter; gradient bytes 2 → 4 doubles it.
        const double dpBytes = result().dp_.bytes;
        typeInto(w.control(QStringLiteral("training.gradient_compression")), QStringLiteral("4"));
        QCOMPARE(plan().training.gradientCompression, 4.0);
        QVERIFY(qAbs(result().dp_.bytes - dpBytes / 4.0) < 1.0);
        const double gradientBytes = plan().training.gradientBytes;
        typeInto(w.control(QStringLiteral("training.gradient_bytes")), QStringLiteral("4"));
        QCOMPARE(plan().training.gradientBytes, 4.0);
        QVERIFY(qAbs(result().dp_.bytes - dpBytes / 4.0 * 4.0 / gradientBytes) < 1.0);
        // Checkpoint read bandwidth: the download is size / (400 Gbit/s = 50 GB/s).
        typeInto(w.control(QStringLiteral("storage.checkpoint_read_gbps")), QStringLiteral("400"));
        QCOMPARE(plan().storage.checkpointReadBandwidth, 50e9);
        QVERIFY(qAbs(result().failures.downloadSeconds - result().checkpoint.sizeBytes / 50e9) < 1e-6);
        // The write rate no longer drags the read rate once they differ.
        typeInto(w.control(QStringLiteral("storage.checkpoint_write_gbps")), QStringLiteral("1600"));
        QCOMPARE(plan().storage.checkpointWriteBandwidth, 200e9);
        QCOMPARE(plan().storage.checkpointReadBandwidth, 50e9);
        // GPUs per node 4 with hosts failing every 10,000 h: 256 hosts, 256 / 10,000 per hour.
        typeInto(w.control(QStringLiteral("reliability.node_mtbf_hours")), QStringLiteral("10000"));
        typeInto(w.control(QStringLiteral("cluster.gpus_per_node")), QStringLiteral("4"));
        QCOMPARE(plan().cluster.gpusPerNode, 4);
        QVERIFY(qAbs(result().failures.ratePerSource[std::size_t(FailureSource::Host)] - 256.0 / 1e4 / 3600.0) < 1e-15);
        typeInto(w.control(QStringLiteral("cluster.gpus_per_node")), QStringLiteral("8"));

        // The fabric: pipeline stages first spreads each DP group across the spine (121 nodes).
        pick(w.choiceCombo(QStringLiteral("parallelism.order")), int(RankOrder::TpCpPpDp));
        pick(w.choiceCombo(QStringLiteral("network.algorithm")), int(CollectiveAlgorithm::Ring));
        // Per-hop latency +1 µs: 4 hops across the spine, α + 4 µs.
        const double alpha = result().dp_.alpha;
        const double hop = plan().fabric.hopLatency;
        typeInto(w.control(QStringLiteral("network.hop_latency_us")), QString::number((hop + 1e-6) * 1e6));
        QVERIFY(qAbs(plan().fabric.hopLatency - hop - 1e-6) < 1e-12);
        QVERIFY(qAbs(result().dp_.alpha - alpha - 4e-6) < 1e-12);
        // A 3-tier fat-tree: 121 nodes fit in one pod of 32 leaves, still 4 hops.
        pick(w.choiceCombo(QStringLiteral("network.topology")), int(Topology::FatTree));
        QCOMPARE(plan().fabric.topology, Topology::FatTree);
        QVERIFY(qAbs(result().dp_.alpha - alpha - 4e-6) < 1e-12);
        // Oversubscription 2:1 at the spine: β halves.
        const double beta = result().dp_.beta;
        typeInto(w.control(QStringLiteral("network.oversubscription")), QStringLiteral("2"));
        QCOMPARE(plan().fabric.oversubscription, 2.0);
        QVERIFY(qAbs(result().dp_.beta - beta / 2.0) < 1.0);
        // Static ECMP: × (flows/links) / E[max load] with 32 NICs × 4 flows on 16 uplinks:
        // 8 / (8 + √(2·8·ln 16)) = 8 / 14.6604 = 0.54569.
        pick(w.choiceCombo(QStringLiteral("network.ecmp")), int(Ecmp::Static));
        QCOMPARE(plan().fabric.ecmp, Ecmp::Static);
        QVERIFY(qAbs(result().dp_.beta / (beta / 2.0) - 8.0 / (8.0 + std::sqrt(16.0 * std::log(16.0)))) < 1e-6);
        pick(w.choiceCombo(QStringLiteral("network.ecmp")), int(Ecmp::Adaptive));
        // Loss 0.1 % with a 4 ms timeout, then selective repeat: each lowers β by the loss factor.
        typeInto(w.control(QStringLiteral("network.loss_rate")), QStringLiteral("0.1"));
        const double lossyBeta = result().dp_.beta;
        typeInto(w.control(QStringLiteral("network.retransmit_timeout_us")), QStringLiteral("4000"));
        QCOMPARE(plan().fabric.retransmitTimeout, 4e-3);
        QVERIFY(result().dp_.beta < lossyBeta);
        // The timeouts vary from step to step: the step's p99 is above its median.
        QVERIFY(w.analysis().stepTail.variation.timeouts.active());
        QVERIFY(w.analysis().stepTail.p99 > w.analysis().stepTail.p50);
        const double goBackN = result().dp_.beta;
        pick(w.choiceCombo(QStringLiteral("network.transport")), int(Transport::SelectiveRepeat));
        QCOMPARE(plan().fabric.transport, Transport::SelectiveRepeat);
        QVERIFY(result().dp_.beta > goBackN);
        typeInto(w.control(QStringLiteral("network.loss_rate")), QStringLiteral("0"));

        // Lossless Ethernet: its sliders show once the fabric is lossless.
        QVERIFY(!w.control(QStringLiteral("network.pfc_pause_fraction"))->isVisibleTo(&w));
        QCheckBox *lossless = w.controlPanel()->checkBox(QStringLiteral("network.lossless"));
        QVERIFY(lossless);
        QTest::mouseClick(lossless, Qt::LeftButton, {}, QPoint(8, lossless->height() / 2));
        QVERIFY(plan().fabric.lossless);
        QVERIFY(w.control(QStringLiteral("network.pfc_pause_fraction"))->isVisibleTo(&w));
        QCOMPARE(result().dp_.beta, beta / 2.0); // nothing paused or marked yet
        // PFC paused 10 % of the time and notified in 20 % of round trips, cut by half:
        // β × 0.9 × (1 − 0.2·0.5) = β × 0.81.
        typeInto(w.control(QStringLiteral("network.pfc_pause_fraction")), QStringLiteral("10"));
        typeInto(w.control(QStringLiteral("network.ecn_mark_fraction")), QStringLiteral("20"));
        QCOMPARE(plan().fabric.pfcPauseFraction, 0.1);
        QCOMPARE(plan().fabric.ecnMarkFraction, 0.2);
        QVERIFY(qAbs(result().dp_.beta - beta / 2.0 * 0.81) < 1.0);
        typeInto(w.control(QStringLiteral("network.ecn_rate_cut")), QStringLiteral("25"));
        QVERIFY(qAbs(result().dp_.beta - beta / 2.0 * 0.9 * 0.95) < 1.0);
        // A 2 MiB buffer: each pause lasts 2,097,152 B / 50 GB/s = 41.9 µs.
        typeInto(w.control(QStringLiteral("network.switch_buffer_kib")), QStringLiteral("2048"));
        QCOMPARE(plan().fabric.switchBufferBytes, 2097152.0);
        QCOMPARE(w.analysis().stepTail.variation.pauses.seconds, 2097152.0 / 50e9);
        // The tokens tile gives the step's median and p99.
        const present::PlanAnalysis &a = w.analysis();
        QCOMPARE(w.summaryStrip()->detailText(QStringLiteral("Tokens per GPU")),
                 QStringLiteral("step p50 %1 · p99 %2")
                     .arg(present::formatDuration(a.stepTail.p50, QLocale()),
                          present::formatDuration(a.stepTail.p99, QLocale())));
        QVERIFY(a.stepTail.p99 > a.stepTail.p50);
    }

    void fabricChoicesReachTheEngine()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const int undoBefore = w.document()->undoStack()->count();
        auto pick = [](QComboBox *box, int value) {
            const int index = box->findData(value);
            QVERIFY(index >= 0);
            box->setCurrentIndex(index);
            emit box->activated(index);
        };
        // Rank order: pipeline first puts the 16 DP replicas 64 ranks apart (8 nodes): the DP
        // group still spans 16 domains but now 121 nodes, across the spine.
        QComboBox *order = w.choiceCombo(QStringLiteral("parallelism.order"));
        QVERIFY(order);
        pick(order, int(RankOrder::TpCpPpDp));
        QCOMPARE(w.document()->scenario().scenario.parallelism.order, RankOrder::TpCpPpDp);
        QCOMPARE(w.analysis().input.scenario.parallelism.order, RankOrder::TpCpPpDp);
        QCOMPARE(w.document()->undoStack()->count(), undoBefore + 1);
        // Forcing ring for every collective: the TP all-reduce leaves NVLS.
        QCOMPARE(w.analysis().result.tp.algorithm, CollectiveAlgorithm::InNetwork);
        pick(w.choiceCombo(QStringLiteral("network.algorithm")), int(CollectiveAlgorithm::Ring));
        QCOMPARE(w.analysis().result.tp.algorithm, CollectiveAlgorithm::Ring);
        QCOMPARE(w.document()->undoStack()->count(), undoBefore + 2);
        // A microburst: 1 % per link, 1 ms. The DP reduce-scatter and all-gather (ZeRO-1) span
        // 16 domains: (1 − 0.99^16) × 1 ms = 148.5 µs more for each of the two calls.
        const double dpBefore = w.analysis().result.dp_.seconds;
        w.control(QStringLiteral("network.stall_probability"))->spinBox()->setValue(1.0);
        w.control(QStringLiteral("network.stall_us"))->spinBox()->setValue(1000.0);
        QCOMPARE(w.document()->scenario().scenario.fabric.stallSeconds, 1e-3);
        QVERIFY(qAbs(w.analysis().result.dp_.seconds - dpBefore - 2.0 * (1.0 - std::pow(0.99, 16)) * 1e-3) < 1e-9);
        // Undo walks back through each change; the combos follow the document.
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QCOMPARE(w.choiceCombo(QStringLiteral("network.algorithm"))->currentData().toInt(),
                 int(CollectiveAlgorithm::Auto));
        w.document()->undoStack()->undo();
        QCOMPARE(order->currentData().toInt(), int(RankOrder::TpCpDpPp));
        QCOMPARE(w.document()->scenario().scenario, format::defaultScenario().scenario);
    }

    void presentationModeShowsOnlyChartsLarger()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QWidget *controls = w.findChild<QScrollArea *>();
        QVERIFY(controls && controls->isVisible());
        const QFont before = w.summaryStrip()->valueFont();
        QVERIFY(!w.syncWallChart()->presentationMode());
        w.presentationAction()->trigger(); // F5
        QVERIFY(w.presentationMode());
        QVERIFY(w.windowState() & Qt::WindowFullScreen);
        QVERIFY(!controls->isVisible());
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(!w.waitingCalculator()->isVisible()); // only the summary and the charts
        QVERIFY(w.syncWallChart()->presentationMode());
        QVERIFY(qAbs(w.summaryStrip()->valueFont().pointSizeF() - 1.4 * before.pointSizeF()) < 0.01);
        // Tick labels 1.6× larger; graph pens doubled once the replot has run.
        QCustomPlot *plot = w.syncWallChart()->plot();
        QVERIFY(plot->xAxis->tickLabelFont().pointSizeF() > 1.3 * 9.0);
        plot->replot();
        QVERIFY(plot->graph(1)->pen().widthF() >= 2.0 * 1.0);
        const double presentedWidth = plot->graph(1)->pen().widthF();
        // Esc leaves it, and everything comes back as it was; a replot does not grow pens.
        w.setPresentationMode(false);
        QVERIFY(!(w.windowState() & Qt::WindowFullScreen));
        QVERIFY(controls->isVisible());
        QVERIFY(w.menuBar()->isVisible());
        QVERIFY(w.waitingCalculator()->isVisible());
        QCOMPARE(w.summaryStrip()->valueFont().pointSizeF(), before.pointSizeF());
        plot->replot();
        plot->replot();
        QCOMPARE(plot->graph(1)->pen().widthF(), presentedWidth / 2.0);
    }

    void examplesOpenAsUntitledUndoablePlans()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        const QString path = QStringLiteral(":/examples/checkpoint-10k-gpus-sync.jctplan");
        QString error;
        QVERIFY2(w.openExample(path, &error), qPrintable(error));
        QCOMPARE(w.document()->scenario().scenario.cluster.gpus, 10000);
        QVERIFY(w.document()->fileName().isEmpty());
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("Seed: checkpoints on 10,000 GPUs")));
        QCOMPARE(w.summaryStrip()->valueText(QStringLiteral("Cost of an idle minute")), QStringLiteral("$5,000"));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().scenario, format::defaultScenario().scenario);
        QVERIFY(!w.openExample(QStringLiteral(":/examples/none.jctplan"), &error));
        QVERIFY(error.contains(QStringLiteral("none.jctplan")));
    }

    void editsOfNameAndPresetsAreUndoSteps()
    {
        MainWindow w(format::defaultScenario());
        const int before = w.document()->undoStack()->count();
        // A rename changes no engine input, but it is what a save writes: one undo step.
        w.document()->edit(QStringLiteral("name"), QStringLiteral("Rename"),
                           [](format::LoadedScenario &p) { p.name = QStringLiteral("Renamed plan"); });
        QCOMPARE(w.document()->undoStack()->count(), before + 1);
        QCOMPARE(w.document()->scenario().name, QStringLiteral("Renamed plan"));
        // An edit that changes nothing at all is not a step.
        w.document()->endInteractiveEdit();
        w.document()->edit(QStringLiteral("name"), QStringLiteral("Rename"),
                           [](format::LoadedScenario &p) { p.name = QStringLiteral("Renamed plan"); });
        QCOMPARE(w.document()->undoStack()->count(), before + 1);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->scenario().name, format::defaultScenario().name);
        QVERIFY(format::sameContent(w.document()->scenario(), format::defaultScenario()));
        // An analysis never made does not count as a plan that runs.
        QVERIFY(!jct::present::PlanAnalysis().runs());
        QVERIFY(w.analysis().runs());
    }

    void infeasiblePlanShowsItsReason()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        const QVector<double> shownDays = w.syncWallChart()->data().predictedDays;
        widgets::ParameterControl *tp = w.control(QStringLiteral("parallelism.tp"));
        // tp = 64 keeps N = 1,024 a multiple of tp·pp but does not divide the 96 heads.
        typeInto(tp, QStringLiteral("64"));
        QCOMPARE(w.document()->scenario().scenario.parallelism.tp, 64);
        QVERIFY(!w.analysis().runs());
        QVERIFY2(tp->problem().contains(QStringLiteral("does not divide model.heads = 96")), qPrintable(tp->problem()));
        QVERIFY(w.problemBar()->text().contains(QStringLiteral("cannot run")));
        QVERIFY(w.syncWallChart()->isStale());
        QVERIFY(w.stepChart()->isStale());
        QCOMPARE(w.syncWallChart()->data().predictedDays, shownDays); // the last valid plan stays
        typeInto(tp, QStringLiteral("8"));
        QVERIFY(w.analysis().runs());
        QVERIFY(tp->problem().isEmpty());
        QVERIFY(!w.syncWallChart()->isStale());

        // Memory: no recompute, no flash attention, large micro-batches.
        w.document()->edit(QStringLiteral("training.recompute"), QStringLiteral("test"), [](format::LoadedScenario &p) {
            p.scenario.training.recompute = Recompute::None;
            p.scenario.training.flashAttention = false;
            p.scenario.training.sequenceParallel = false;
        });
        // b = 8 leaves dp 16 ranks 12 micro-batches, enough for pp 8 with interleaving.
        typeInto(w.control(QStringLiteral("training.micro_batch")), QStringLiteral("8"));
        QVERIFY(!w.analysis().runs());
        const QString memory = w.control(QStringLiteral("training.micro_batch"))->problem();
        QVERIFY2(memory.contains(QStringLiteral("does not fit in memory"))
                     && memory.contains(QStringLiteral("over by")),
                 qPrintable(memory));
        // The failing figure in its own tile (issue 13, item 5), the others greyed under the badge.
        const Result &r = w.analysis().result;
        const QString value = w.summaryStrip()->valueText(QStringLiteral("Memory per GPU"));
        QCOMPARE(value, QStringLiteral("%1 > %2").arg(jct::present::formatBinaryBytes(r.memory.total()),
                                                      jct::present::formatBinaryBytes(r.memory.usable)));
        QVERIFY2(value.endsWith(QStringLiteral(" > 77.0 GiB")), qPrintable(value)); // H100: 80 GiB less 3 reserved
        QVERIFY(w.summaryStrip()->tileEnabled(QStringLiteral("Memory per GPU")));
        QVERIFY(!w.summaryStrip()->tileEnabled(QStringLiteral("MFU")));
        QCOMPARE(w.summaryStrip()->badgeText(), QStringLiteral("Last plan that runs"));
    }

    void windowStatePersists()
    {
        {
            MainWindow w(format::defaultScenario());
            w.resize(1100, 720);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            typeInto(w.control(QStringLiteral("cost.gpu_hour_usd")), QStringLiteral("4"));
            w.close();
        }
        QSettings settings;
        const format::ScenarioReadResult last =
            format::readScenario(settings.value(QStringLiteral("plan/last")).toString().toUtf8());
        QVERIFY(last.ok());
        QCOMPARE(last.loaded->scenario.cost.gpuHourUsd, 4.0);
        MainWindow again(format::defaultScenario());
        QCOMPARE(again.size(), QSize(1100, 720));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
