// Tools ▸ Find best layout: the search runs off the GUI thread with progress, fills the
// table with the engine's best layouts and the Pareto chart, can be cancelled, and
// applying a layout is one undo step that undo takes back.

#include "app/document/scenariodocument.h"
#include "app/planner/layoutsearchdialog.h"
#include "app/planner/mainwindow.h"
#include "app/present/searchreport.h"
#include "common/isolatedsettings.h"
#include "widgets/paretochart.h"

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
        QCOMPARE(dialog.table()->item(0, 7)->text(), present::describeLayout(r.top[0].layout, r.top[0].result.dp));
        QCOMPARE(dialog.progressBar()->value(), dialog.progressBar()->maximum());
        QVERIFY(dialog.whyLabel()->text().contains(QStringLiteral("beats the runner-up")));
        QCOMPARE(dialog.paretoChart()->data().front.size(), static_cast<qsizetype>(r.pareto.size()));
        QVERIFY(!dialog.paretoChart()->data().families.isEmpty());
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
