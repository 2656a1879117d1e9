// A/B comparison and capacity questions in the real window (offscreen): pinning A keeps
// its figures while B is edited, every chart overlays A, the comparison tab lists both,
// clearing A removes every overlay, opening a bad file as A changes nothing.

#include "app/planner/capacitydialog.h"
#include "app/planner/exportcontroller.h"
#include "app/planner/mainwindow.h"
#include "common/isolatedsettings.h"
#include "common/windowtestsetup.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/capacity.h"
#include "widgets/checkpointchart.h"
#include "widgets/comparisontable.h"
#include "widgets/idlecostchart.h"
#include "widgets/losschart.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/syncwallchart.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

namespace {

// Graphs drawn for plan A in one chart (its curve and its marker).
int graphsOfA(QCustomPlot *plot)
{
    int n = 0;
    for (int i = 0; i < plot->graphCount(); ++i)
        if (plot->graph(i)->name().startsWith(QStringLiteral("A: ")))
            ++n;
    return n;
}

QList<widgets::ChartView *> curveCharts(const MainWindow &w)
{
    return {w.syncWallChart(), w.idleCostChart(), w.checkpointChart(), w.lossChart()};
}

void setGpus(MainWindow &w, int gpus)
{
    w.document()->edit(QStringLiteral("cluster.gpus"), QStringLiteral("Set GPUs"),
                       [gpus](format::LoadedScenario &p) { p.scenario.cluster.gpus = gpus; });
}

} // namespace

class TestCompareWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::isolateSettingsAndLocale(); }

    void pinKeepsAWhileBChanges()
    {
        MainWindow w(format::defaultScenario());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.planA());
        QCOMPARE(w.pinAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+P")));
        for (widgets::ChartView *chart : curveCharts(w))
            QCOMPARE(graphsOfA(chart->plot()), 0);
        QVERIFY(w.comparisonTable()->entries().isEmpty());

        w.pinAction()->trigger();
        QVERIFY(w.planA());
        const double aSeconds = w.planA()->result.predictedSeconds;
        QCOMPARE(aSeconds, evaluate(format::defaultScenario().scenario).predictedSeconds);
        QVERIFY(w.clearAAction()->isEnabled());
        const int countAfterPin = w.analysisCount();

        setGpus(w, 2048);
        QCOMPARE(w.analysisCount(), countAfterPin + 1); // B re-analysed once, A not at all
        QCOMPARE(w.planA()->result.predictedSeconds, aSeconds);
        QCOMPARE(w.planA()->input.scenario.cluster.gpus, 1024);
        QCOMPARE(w.shownAnalysis().input.scenario.cluster.gpus, 2048);
        QVERIFY(w.shownAnalysis().result.predictedSeconds < aSeconds);

        // Every curve chart: A's curve and marker, A's legend entry, B named as B.
        for (widgets::ChartView *chart : curveCharts(w)) {
            QCustomPlot *plot = chart->plot();
            QCOMPARE(graphsOfA(plot), 2);
            bool bNamed = false;
            for (int i = 0; i < plot->graphCount(); ++i)
                bNamed = bNamed || plot->graph(i)->name().startsWith(QStringLiteral("B: 2,048"));
            QVERIFY2(bNamed, qPrintable(chart->title()));
        }
        QCustomPlot *wall = w.syncWallChart()->plot();
        for (int i = 0; i < wall->graphCount(); ++i) {
            QCPGraph *g = wall->graph(i);
            if (g->name() == QStringLiteral("A: 1,024 × H100, NDR 400") && g->lineStyle() != QCPGraph::lsNone) {
                QCOMPARE(g->dataCount(), w.planA()->syncWallChart.gpus.size());
                QCOMPARE(g->pen().style(), Qt::DashLine);
                QVERIFY(g->pen().color().alpha() < 255);
            }
        }
        // The step chart: one stacked bar per part, each with B's value at 1 and A's at 2.
        QCustomPlot *step = w.stepChart()->plot();
        QCOMPARE(step->plottableCount(), w.shownAnalysis().stepChart.partsSeconds.size());
        auto *compute = qobject_cast<QCPBars *>(step->plottable(0));
        QVERIFY(compute);
        QCOMPARE(compute->dataCount(), 2);
        QCOMPARE(compute->data()->at(0)->value, w.shownAnalysis().result.step.compute);
        QCOMPARE(compute->data()->at(1)->value, w.planA()->result.step.compute);
        QVERIFY(step->yAxis->tickLabels() && step->yAxis->ticks()); // rows labelled A and B

        // The comparison table: A, B, B − A and B / A for every figure.
        const widgets::ComparisonTable *table = w.comparisonTable();
        QVERIFY(table->rowCount() >= 25);
        QCOMPARE(table->cellText(QStringLiteral("GPUs"), 1), QStringLiteral("1,024"));
        QCOMPARE(table->cellText(QStringLiteral("GPUs"), 2), QStringLiteral("2,048"));
        QCOMPARE(table->cellText(QStringLiteral("GPUs"), 3), QStringLiteral("+1,024"));
        QCOMPARE(table->cellText(QStringLiteral("GPUs"), 4), QStringLiteral("2.000×"));
        QVERIFY(table->cellText(QStringLiteral("JCT (predicted)"), 3).startsWith(QChar(0x2212)));
        QCOMPARE(table->cellText(QStringLiteral("Idle minute cost"), 4), QStringLiteral("2.000×"));

        if (const QByteArray path = qgetenv("JCT_COMPARE_SCREENSHOT"); !path.isEmpty()) {
            w.resize(1366, 768);
            QTest::qWait(300);
            QVERIFY(w.grab().save(QString::fromLocal8Bit(path)));
            auto *tabs = w.findChild<QTabWidget *>();
            QVERIFY(tabs);
            tabs->setCurrentIndex(0);
            QTest::qWait(300);
            QVERIFY(w.grab().save(
                QString::fromLocal8Bit(path).replace(QStringLiteral(".png"), QStringLiteral("-step.png"))));
            planner::CapacityDialog *dialog = w.capacityDialog();
            dialog->deadlineBox()->setValue(3.0);
            dialog->show();
            QTest::qWait(200);
            QVERIFY(dialog->grab().save(
                QString::fromLocal8Bit(path).replace(QStringLiteral(".png"), QStringLiteral("-capacity.png"))));
            dialog->hide();
        }

        // Clear A: every overlay goes, the step chart is one bar again.
        w.clearAAction()->trigger();
        QVERIFY(!w.planA());
        for (widgets::ChartView *chart : curveCharts(w))
            QCOMPARE(graphsOfA(chart->plot()), 0);
        QCOMPARE(compute->dataCount(), 1);
        QVERIFY(!step->yAxis->tickLabels());
        QVERIFY(w.comparisonTable()->entries().isEmpty());
        QVERIFY(w.syncWallChart()->data().currentName.isEmpty());
    }

    void reportOfAPinnedComparisonHasBothPlans()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(w.pinAsA());
        setGpus(w, 2048);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("ab.pdf"));
        QString error;
        QVERIFY2(w.exportController()->exportReport(path, &error), qPrintable(error));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString body = QString::fromUtf8(text.readAllStandardOutput());
        // The GPUs row of the A/B tables: A, B, B − A, B / A.
        static const QRegularExpression gpusRow(QStringLiteral("GPUs\\s+1,024\\s+2,048\\s+\\+1,024\\s+2\\.000"));
        QVERIFY2(gpusRow.match(body).hasMatch(), qPrintable(body.left(3000)));
        // Clearing A makes the report a single-plan one again.
        w.clearA();
        QVERIFY(w.exportController()->exportReport(path, &error));
        text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        QVERIFY(!gpusRow.match(QString::fromUtf8(text.readAllStandardOutput())).hasMatch());
    }

    // On a 1280x720 screen the table's pane is some 440 px wide: the inputs' and figures'
    // names keep their room (about two fifths of it; "Price per GPU-hour" whole) and the
    // values are never cut: what does not fit scrolls sideways.
    void comparisonTableReadableOnASmallScreen()
    {
        MainWindow w(format::defaultScenario());
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QString error;
        // A on another GPU and fabric: their long names are among the inputs that differ.
        QVERIFY2(w.openAsA(test::examplePath(QStringLiteral("llama3-405b-2304-b200-xdr800")), &error),
                 qPrintable(error));
        auto *tabs = w.findChild<QTabWidget *>();
        QVERIFY(tabs);
        widgets::ComparisonTable *table = w.comparisonTable();
        tabs->setCurrentWidget(table);
        QCoreApplication::processEvents();
        QVERIFY(table->isVisible());
        QVERIFY(!table->cellText(QStringLiteral("Fabric"), 1).isEmpty());
        const int pane = table->viewport()->width();
        QVERIFY2(pane < 520, qPrintable(QString::number(pane))); // the small screen this is about
        const QHeaderView *header = table->horizontalHeader();
        const int price = table->fontMetrics().horizontalAdvance(QStringLiteral("  Price per GPU-hour"));
        QVERIFY2(header->sectionSize(0) >= std::min(price, pane * 2 / 5),
                 qPrintable(QStringLiteral("%1 px for the names").arg(header->sectionSize(0))));
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->columnSpan(row, 0) > 1)
                continue; // a heading
            for (int c = 1; c < 5; ++c) {
                const QTableWidgetItem *item = table->item(row, c);
                if (item->text().size() > 16) {
                    // A name (the fabric's): elided to the numbers' width, whole in its tooltip.
                    QCOMPARE(item->toolTip(), item->text());
                    continue;
                }
                const int needed = QFontMetrics(item->font()).horizontalAdvance(item->text());
                QVERIFY2(needed < header->sectionSize(c),
                         qPrintable(QStringLiteral("%1 cut to %2 px").arg(item->text()).arg(header->sectionSize(c))));
            }
        }
        // The fabric's name of A ("InfiniBand NDR 400 Gb/s (ConnectX-7, Quantum-2 QM9700)") no
        // longer widens A past the pane: B starts inside it.
        QVERIFY2(header->sectionSize(0) + header->sectionSize(1) < pane,
                 qPrintable(QStringLiteral("names %1 px + A %2 px, pane %3 px")
                                .arg(header->sectionSize(0))
                                .arg(header->sectionSize(1))
                                .arg(pane)));
        int total = 0;
        for (int c = 0; c < 5; ++c)
            total += header->sectionSize(c);
        QCOMPARE(table->horizontalScrollBar()->maximum(), std::max(0, total - pane));
        // A wide window: no scrolling, the names take what the values leave.
        w.resize(1920, 1080);
        QTest::qWait(50);
        QCoreApplication::processEvents();
        total = 0;
        for (int c = 0; c < 5; ++c)
            total += header->sectionSize(c);
        QCOMPARE(total, table->viewport()->width());
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    }

    void identicalPlansCompareAsEqual()
    {
        MainWindow w(format::defaultScenario());
        QVERIFY(w.pinAsA());
        QCOMPARE(w.comparisonTable()->entries().first().label, QStringLiteral("Inputs that differ: none"));
        for (const present::ComparisonEntry &e : w.comparisonTable()->entries()) {
            if (e.heading)
                continue;
            QCOMPARE(e.a, e.b);
            QVERIFY2(!e.changed, qPrintable(e.label));
            QVERIFY(e.ratio == QStringLiteral("1.000×") || e.ratio == QStringLiteral("—"));
        }
    }

    void openAsAChecksTheFile()
    {
        MainWindow w(format::defaultScenario());
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.jctplan"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"format\": \"jct-planner-scenario\", \"version\": 1, \"cluster\": { \"gpus\": \"many\" } }");
        f.close();
        QString error;
        QVERIFY(!w.openAsA(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("cluster.gpus")), qPrintable(error));
        QVERIFY(!w.planA());
        QVERIFY(!w.openAsA(dir.filePath(QStringLiteral("missing.jctplan")), &error));
        QVERIFY(!w.planA());

        const QString good =
            QString::fromLocal8Bit(qgetenv("JCT_SOURCE_DIR")) + QStringLiteral("/resources/scenarios/default.jctplan");
        QVERIFY2(w.openAsA(good, &error), qPrintable(error));
        QVERIFY(w.planA());
        QCOMPARE(graphsOfA(w.syncWallChart()->plot()), 2);
        // The document (B) is untouched by opening A.
        QVERIFY(w.document()->fileName().isEmpty());
        QVERIFY(w.document()->undoStack()->isClean());
    }

    void capacityDialogFollowsThePlan()
    {
        MainWindow w(format::defaultScenario());
        planner::CapacityDialog *dialog = w.capacityDialog();
        dialog->deadlineBox()->setValue(10.0);
        const DeadlineAnswer direct = fewestGpusForDeadline(format::defaultScenario().scenario, 10.0 * units::kDay);
        QCOMPARE(dialog->answers().deadline.fewest.gpus, direct.fewest.gpus);
        QVERIFY(dialog->answers().sla.meets); // 7.29 days < 10
        QVERIFY(dialog->answerText().contains(QStringLiteral("yes")));
        dialog->deadlineBox()->setValue(0.5);
        QVERIFY(dialog->answerText().contains(QStringLiteral("Not reachable")));
        QVERIFY(!dialog->answers().sla.meets);
        // While shown, editing the plan re-answers: 64 GPUs take far longer than 10 days.
        dialog->deadlineBox()->setValue(10.0);
        dialog->show();
        setGpus(w, 64);
        QVERIFY(!dialog->answers().sla.meets);
        QCOMPARE(dialog->answers().sla.predictedSeconds, w.analysis().result.predictedSeconds);
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
