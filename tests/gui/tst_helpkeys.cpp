// Issue 13, items 6, 7, 9 and 10 in the real window (offscreen): presentation mode shows
// one chart at a time at 1280×720 with nothing cut and → moves on; Copy summary puts the
// default plan's figures on the clipboard as text and Markdown; F1 opens the manual with
// every tile and glossary term; About shows the version; an export says where it went and
// the next one starts in that folder; exports with A pinned draw A and B.

#include "app/planner/exportcontroller.h"
#include "app/planner/helpdialogs.h"
#include "app/planner/mainwindow.h"
#include "app/planner/messagebar.h"
#include "app/present/figures.h"
#include "common/windowtestsetup.h"
#include "widgets/idlecostchart.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/syncwallchart.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace jct;
using jct::planner::MainWindow;

namespace {

// The visible one-line plain labels whose text is wider than the label.
QStringList clippedLabels(const QWidget &window)
{
    QStringList clipped;
    const QList<QLabel *> labels = window.findChildren<QLabel *>();
    for (const QLabel *label : labels) {
        if (!label->isVisible() || label->text().isEmpty() || label->wordWrap() || label->textFormat() == Qt::RichText
            || Qt::mightBeRichText(label->text()) || label->text().contains(QLatin1Char('\n')))
            continue;
        const int needed = label->fontMetrics().horizontalAdvance(label->text());
        if (needed > label->contentsRect().width())
            clipped
                << QStringLiteral("%1 (%2 px in %3)").arg(label->text()).arg(needed).arg(label->contentsRect().width());
    }
    return clipped;
}

} // namespace

class TestHelpKeys final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::setUpWindowTests(); }

    void presentationShowsOneChartAtATime()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCOMPARE(w.presentationAction()->shortcut(), QKeySequence(Qt::Key_F5));
        QTest::keyClick(&w, Qt::Key_F5);
        QVERIFY(w.presentationMode());
        // As on a 1280×720 projector (the offscreen screen is smaller).
        w.setWindowState(Qt::WindowNoState);
        w.resize(1280, 720);
        QTest::qWait(50);
        QVERIFY(w.chartsInTabs());
        QWidget *first = w.currentTabbedChart();
        QVERIFY(first);
        QCOMPARE(first, static_cast<QWidget *>(w.syncWallChart()));
        QVERIFY(w.syncWallChart()->isVisible());
        QVERIFY(!w.idleCostChart()->isVisible()); // one at a time
        QVERIFY(!w.controlPanel()->isVisible());
        const QStringList clipped = clippedLabels(w);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QStringLiteral("; "))));

        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(w.currentTabbedChart(), static_cast<QWidget *>(w.idleCostChart()));
        QVERIFY(w.idleCostChart()->isVisible());
        QVERIFY(!w.syncWallChart()->isVisible());
        QTest::keyClick(&w, Qt::Key_Left);
        QTest::keyClick(&w, Qt::Key_Left); // wraps round to the last
        QCOMPARE(w.currentTabbedChart()->isAncestorOf(w.stepChart()), true);

        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.presentationMode());
        QVERIFY(w.controlPanel()->isVisible());
        QVERIFY(!w.chartsInTabs()); // 1280 px hold two charts side by side beside the controls
    }

    void copySummaryPutsTextAndMarkdown()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QCOMPARE(w.copySummaryAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+C")));
        QApplication::clipboard()->clear();
        QTest::keyClick(&w, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        const QMimeData *mime = QApplication::clipboard()->mimeData();
        QVERIFY(mime);
        const QString text = mime->text();
        // The default plan's figures as `jct eval` prints them: JCT 8.29 days, $526,156, a
        // 7.35 s step of which compute 5.91 s and TP communication 763 ms, 30.9 GiB, the wall
        // at 12,288 GPUs (dp 192) with 31.5 h there.
        QVERIFY2(text.startsWith(QStringLiteral("GPT-3 175B · 1,024 × H100\n")), qPrintable(text));
        static constexpr const char *kLines[] = {
            "\nPredicted job time: 8.29 days\n",
            "\nTotal cost: $526,156\n",
            "\nStep time: 7.35 s\n",
            "\n  compute: 5.91 s\n",
            "763 ms\n",
            "\nMemory per GPU: 30.9 GiB\n",
            "\nSync wall (least JCT at this global batch): 12,288 GPUs\n",
            "\nPredicted JCT at the sync wall: 31.5 h\n",
        };
        for (const char *line : kLines)
            QVERIFY2(text.contains(QString::fromUtf8(line)), qPrintable(QString::fromUtf8(line) + u"\n in \n" + text));
        const QString markdown = QString::fromUtf8(mime->data(QStringLiteral("text/markdown")));
        QVERIFY2(markdown.startsWith(QStringLiteral("## GPT-3 175B · 1,024 × H100\n\n- Predicted job time: ")),
                 qPrintable(markdown));
        QVERIFY(markdown.contains(QStringLiteral("\n  - ")));
        // The copy chart action left Ctrl+Shift+C to the summary.
        QCOMPARE(w.exportController()->copyChartAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Alt+C")));
    }

    void f1OpensTheManual()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(!w.manualDialog());
        QTest::keyClick(&w, Qt::Key_F1);
        QVERIFY(w.manualDialog());
        QVERIFY(w.manualDialog()->isVisible());
        const QString manual = w.manualDialog()->text();
        QStringList missing;
        for (const present::Figure &f : present::figures())
            if (f.tileTitle && !manual.contains(QCoreApplication::translate("Figures", f.tileTitle)))
                missing << QString::fromUtf8(f.tileTitle);
        for (const char *term : {"Efficiency", "MFU", "HFU", "Sync wall", "Knee", "Bubble", "Goodput"})
            if (!manual.contains(QString::fromUtf8(term)))
                missing << QString::fromUtf8(term);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
        QVERIFY(manual.contains(QStringLiteral("Daly")));
    }

    void aboutShowsTheVersion()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QMessageBox *box = planner::openAboutBox(&w);
        QVERIFY(box->isVisible());
        QVERIFY(box->text().contains(QStringLiteral("JCT Planner " JCT_PLANNER_VERSION)));
        QVERIFY(
            QStringLiteral(JCT_PLANNER_VERSION).contains(QRegularExpression(QStringLiteral("^\\d+\\.\\d+\\.\\d+$"))));
        QVERIFY(box->text().contains(QString::fromLatin1(qVersion())));
        box->close();
    }

    void longToolTipsWrap()
    {
        const QString shortTip = QStringLiteral("GPUs in the cluster");
        QCOMPARE(planner::wrappedToolTip(shortTip), shortTip);
        const QString longTip = QStringLiteral("The scaling efficiency the knee keeps: the largest GPU count up to "
                                               "which every valid count stays at or above it (70 % by default) & more");
        const QString wrapped = planner::wrappedToolTip(longTip);
        QVERIFY(Qt::mightBeRichText(wrapped));
        QVERIFY(wrapped.contains(QStringLiteral("&amp; more")));
        QCOMPARE(planner::wrappedToolTip(wrapped), wrapped);
    }

    void exportSaysWhereAndRemembersTheFolder()
    {
        QSettings().remove(QStringLiteral("export/lastFolder"));
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("wall.png"));
        QString error;
        widgets::ChartExportOptions options;
        options.size = QSize(800, 500);
        QVERIFY2(w.exportController()->exportChart(present::ChartId::SyncWall, path, options, &error),
                 qPrintable(error));
        QCOMPARE(planner::ExportController::lastFolder(), QString());
        w.exportController()->confirmExport(path);
        QVERIFY(w.exportBar()->isVisible());
        QVERIFY(w.exportBar()->text().contains(QDir::toNativeSeparators(path)));
        QVERIFY(w.exportBar()->findChild<QPushButton *>(QStringLiteral("openExportFolder")));
        QCOMPARE(planner::ExportController::lastFolder(), QFileInfo(path).absolutePath());
        QCOMPARE(QSettings().value(QStringLiteral("export/lastFolder")).toString(), QFileInfo(path).absolutePath());
    }

    void exportsWithAPinnedDrawAAndB()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const std::unique_ptr<widgets::ChartView> alone =
            w.exportController()->makeShownChart(present::ChartId::Breakdown);
        QVERIFY(static_cast<widgets::StepBreakdownChart *>(alone.get())->data().referenceName.isEmpty());
        QVERIFY(w.pinAsA());
        w.document()->edit(QStringLiteral("cluster.gpus"), QStringLiteral("Set GPUs"),
                           [](format::LoadedScenario &p) { p.scenario.cluster.gpus = 2048; });
        const std::unique_ptr<widgets::ChartView> step =
            w.exportController()->makeShownChart(present::ChartId::Breakdown);
        const present::StepBreakdownChartData &data = static_cast<widgets::StepBreakdownChart *>(step.get())->data();
        QVERIFY(data.referenceName.startsWith(QStringLiteral("A: ")));
        QVERIFY(data.currentName.startsWith(QStringLiteral("B: ")));
        QVERIFY(data.referenceStepSeconds != data.stepSeconds);
        const std::unique_ptr<widgets::ChartView> wall =
            w.exportController()->makeShownChart(present::ChartId::SyncWall);
        QVERIFY(
            static_cast<widgets::SyncWallChart *>(wall.get())->data().reference.name.startsWith(QStringLiteral("A: ")));
    }
};

QTEST_MAIN(TestHelpKeys)
#include "tst_helpkeys.moc"
