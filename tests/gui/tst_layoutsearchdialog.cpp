// Tools ▸ Find best layout: the search runs off the GUI thread with progress, fills the
// table with the engine's best layouts and the Pareto chart, can be cancelled, and
// applying a layout is one undo step that undo takes back.

#include "app/document/scenariodocument.h"
#include "app/planner/layoutsearchdialog.h"
#include "app/planner/mainwindow.h"
#include "app/present/numberformat.h"
#include "app/present/searchreport.h"
#include "common/isolatedsettings.h"
#include "common/llama405b.h"
#include "core/model/layout.h"
#include "widgets/paretochart.h"

#include <algorithm>

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace jct;
using jct::planner::LayoutSearchDialog;

class TestLayoutSearchDialog final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::isolateSettingsAndLocale(); }

    void searchFillsTableAndApplyIsOneUndoStep()
    {
        document::ScenarioDocument doc(format::defaultScenario());
        const Scenario original = doc.scenario().scenario;
        LayoutSearchDialog dialog(&doc);
        dialog.fromGpusBox()->setValue(256);
        dialog.toGpusBox()->setValue(512);
        dialog.topBox()->setValue(5);
        QSignalSpy finished(&dialog, &LayoutSearchDialog::searchFinished);
        QTest::mouseClick(dialog.searchButton(), Qt::LeftButton);
        QVERIFY(dialog.isRunning() || finished.count() == 1);
        QVERIFY(finished.wait(120000) || finished.count() == 1);
        QVERIFY(!dialog.isRunning());

        const SearchResult &r = dialog.result();
        QVERIFY(!r.cancelled);
        QCOMPARE(r.gpuCounts, (std::vector<int>{256, 512}));
        QCOMPARE(static_cast<int>(r.top.size()), 5);
        QCOMPARE(dialog.table()->rowCount(), 5);
        // The best layout keeps activations in host memory: the row says how much (its memory
        // reads the GPU's whole usable memory, the cell's tooltip says why).
        const QString offload = present::offloadText(r.top[0].result.memory);
        QVERIFY(r.top[0].result.memory.offloaded > 0.0);
        QCOMPARE(offload, QStringLiteral("%1 of activations offloaded to host")
                              .arg(present::formatBinaryBytes(r.top[0].result.memory.offloaded)));
        QCOMPARE(dialog.table()->item(0, 7)->text(),
                 present::describeLayout(r.top[0].layout, r.top[0].result.dp) + QStringLiteral(" · ") + offload);
        QCOMPARE(dialog.table()->item(0, 6)->toolTip(), offload);
        QCOMPARE(dialog.progressBar()->value(), dialog.progressBar()->maximum());
        QVERIFY(dialog.whyLabel()->text().contains(QStringLiteral("beats the runner-up")));
        QCOMPARE(dialog.paretoChart()->data().front.size(), static_cast<qsizetype>(r.pareto.size()));
        QVERIFY(!dialog.paretoChart()->data().families.isEmpty());
        // Each charted family's wall (the fastest five) reads as the engine found it: its
        // GPU count and micro-batch.
        const QVector<widgets::ParetoFamily> &charted = dialog.paretoChart()->data().families;
        const std::vector<const FamilyWall *> fastest = present::familiesFastestFirst(r.families);
        QCOMPARE(charted.size(), static_cast<qsizetype>(std::min<std::size_t>(fastest.size(), 5)));
        for (qsizetype i = 0; i < charted.size(); ++i) {
            const FamilyWall &f = *fastest[static_cast<std::size_t>(i)];
            QVERIFY(f.wallGpus > 0);
            const QString where = QStringLiteral("%1 GPUs with micro-batches of %2")
                                      .arg(present::formatCount(f.wallGpus))
                                      .arg(f.wallMicroBatch);
            QVERIFY2(charted[i].wall.label.contains(where), qPrintable(charted[i].wall.label + u" / " + where));
        }
        QVERIFY(dialog.applyButton()->isEnabled());
        if (const QString dir = qEnvironmentVariable("JCT_SCREENSHOT_DIR"); !dir.isEmpty()) {
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTest::qWait(200);
            dialog.grab().save(dir + QStringLiteral("/layoutsearchdialog.png"));
        }

        // Apply the second row: the plan takes its layout (and GPU count) in one step.
        const int before = doc.undoStack()->count();
        dialog.table()->selectRow(1);
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        QCOMPARE(doc.undoStack()->count(), before + 1);
        const Scenario &applied = doc.scenario().scenario;
        QCOMPARE(applied.parallelism, r.top[1].layout.parallelism);
        QCOMPARE(applied.cluster.gpus, r.top[1].layout.gpus);
        QCOMPARE(applied.training.microBatch, r.top[1].layout.microBatch);
        QCOMPARE(applied.training.zeroStage, r.top[1].layout.zeroStage);
        QCOMPARE(applied.model, original.model); // nothing but the layout changed
        QCOMPARE(applied.training.globalBatch, original.training.globalBatch);
        doc.undoStack()->undo();
        QVERIFY(doc.scenario().scenario == original);
    }

    // A 126-layer model (Llama 3.1 405B) on 16 stages: the table names the uneven split and
    // Apply puts it into the plan.
    void unevenStagesShownAndApplied()
    {
        format::LoadedScenario loaded = test::llama405bOnDefaultPlan();
        loaded.scenario.parallelism = {8, 1, 1, 1, 1, RankOrder::TpCpDpPp};
        // 200G per GPU: ZeRO 3's per-micro-batch gathers no longer hide, pipelines win.
        loaded.scenario.fabric.nicBandwidth = 25e9;
        document::ScenarioDocument doc(loaded);
        LayoutSearchDialog dialog(&doc);
        dialog.topBox()->setValue(3);
        QSignalSpy finished(&dialog, &LayoutSearchDialog::searchFinished);
        dialog.startSearch();
        QVERIFY(finished.wait(120000) || finished.count() == 1);
        const SearchResult &r = dialog.result();
        QVERIFY(!r.top.empty());
        int uneven = -1;
        for (int i = 0; i < static_cast<int>(r.top.size()) && uneven < 0; ++i)
            if (r.top[static_cast<std::size_t>(i)].layout.parallelism.firstStageLayers > 0)
                uneven = i;
        QVERIFY(uneven >= 0);
        const Parallelism &p = r.top[static_cast<std::size_t>(uneven)].layout.parallelism;
        QVERIFY(dialog.table()->item(uneven, 7)->text().contains(
            QStringLiteral("first/last stage %1/%2 layers").arg(p.firstStageLayers).arg(p.lastStageLayers)));
        dialog.table()->selectRow(uneven);
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        QCOMPARE(doc.scenario().scenario.parallelism, p);
        QVERIFY(checkLayout(doc.scenario().scenario).feasible());
    }

    void cancelStopsTheSearch()
    {
        document::ScenarioDocument doc(format::defaultScenario());
        LayoutSearchDialog dialog(&doc);
        dialog.fromGpusBox()->setValue(64);
        dialog.toGpusBox()->setValue(65536);
        QSignalSpy finished(&dialog, &LayoutSearchDialog::searchFinished);
        dialog.startSearch();
        QVERIFY(dialog.isRunning());
        QVERIFY(dialog.cancelButton()->isEnabled());
        dialog.cancelSearch();
        QVERIFY(finished.wait(60000) || finished.count() == 1);
        QVERIFY(dialog.result().cancelled);
        QVERIFY(dialog.searchButton()->isEnabled());
        QVERIFY(!dialog.cancelButton()->isEnabled());
        QCOMPARE(doc.undoStack()->count(), 0); // nothing applied
    }

    void mainWindowHasTheAction()
    {
        planner::MainWindow w(format::defaultScenario());
        auto *action = w.findChild<QAction *>(QStringLiteral("findBestLayoutAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    }
};

QTEST_MAIN(TestLayoutSearchDialog)
#include "tst_layoutsearchdialog.moc"
