// A plan that cannot run from the start (issue 13, items 5 and 8): with no plan that ran
// before, the tiles show their titles greyed around the failing figure, the charts their
// axes and labels with "No plan that runs yet: <reason>" wrapped inside the plot (never
// over the tick labels), and no number that would read as data. The cheapest fix makes it
// run and everything comes back.

#include "app/format/scenariojson.h"
#include "app/planner/mainwindow.h"
#include "app/planner/messagebar.h"
#include "common/windowtestsetup.h"
#include "widgets/checkpointchart.h"
#include "widgets/fittinglabel.h"
#include "widgets/idlecostchart.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/summarystrip.h"
#include "widgets/syncwallchart.h"

#include <QJsonDocument>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace jct;
using jct::planner::MainWindow;

namespace {

// The default plan (GPT-3 175B on 1,024 H100, b = 1) without recomputation, flash attention
// or sequence parallelism at micro-batch 8: its activations do not fit in an H100.
format::LoadedScenario overMemory()
{
    format::LoadedScenario plan = format::defaultScenario();
    plan.scenario.training.recompute = Recompute::None;
    plan.scenario.training.flashAttention = false;
    plan.scenario.training.sequenceParallel = false;
    plan.scenario.training.microBatch = 8;
    return plan;
}

QList<widgets::ChartView *> chartsOf(const MainWindow &w)
{
    return {w.syncWallChart(), w.idleCostChart(), w.checkpointChart(), w.stepChart()};
}

void waitForReplot(widgets::ChartView *chart)
{
    QTRY_VERIFY(!chart->replotPending());
    chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
}

bool anyTickLabels(const QCustomPlot *plot)
{
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes())
            if (axis->visible() && axis->tickLabels())
                return true;
    return false;
}

bool writePlan(const QString &path, const format::LoadedScenario &plan)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(format::scenarioToJson(plan)).toJson()) > 0;
}

int pointsDrawn(const QCustomPlot *plot)
{
    int points = 0;
    for (int i = 0; i < plot->graphCount(); ++i)
        points += plot->graph(i)->dataCount();
    return points;
}

} // namespace

class TestNoPlanYet final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { jct::test::setUpWindowTests(); }

    // A plan that runs, then a file whose plan cannot: the window must not present the
    // previous file's plan as "the last plan that runs" of this one.
    void openingAFileThatCannotRunForgetsThePreviousPlan()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("over-memory.jctplan"));
        const QString good = dir.filePath(QStringLiteral("default.jctplan"));
        QVERIFY(writePlan(bad, overMemory()) && writePlan(good, format::defaultScenario()));
        MainWindow w(format::defaultScenario());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.analysis().runs());
        for (widgets::ChartView *chart : chartsOf(w))
            waitForReplot(chart);
        QVERIFY(pointsDrawn(w.syncWallChart()->plot()) > 0);

        QString error;
        QVERIFY2(w.openFile(bad, &error), qPrintable(error));
        QVERIFY(!w.analysis().runs());
        widgets::SummaryStrip *strip = w.summaryStrip();
        QCOMPARE(strip->badgeText(), QStringLiteral("No plan that runs yet"));
        QCOMPARE(strip->valueText(QStringLiteral("Predicted job time")), QStringLiteral("—"));
        QVERIFY(strip->valueText(QStringLiteral("Memory per GPU")).endsWith(QStringLiteral(" GiB > 77.0 GiB")));
        for (widgets::ChartView *chart : chartsOf(w)) {
            waitForReplot(chart);
            QVERIFY2(chart->staleBannerText().startsWith(QStringLiteral("No plan that runs yet: ")),
                     qPrintable(chart->title() + QStringLiteral(": ") + chart->staleBannerText()));
            QCOMPARE(pointsDrawn(chart->plot()), 0);
            QVERIFY2(!anyTickLabels(chart->plot()), qPrintable(chart->title()));
        }
        QVERIFY(!w.problemBar()->text().contains(QStringLiteral("last plan")));

        // The next file that runs draws again, ticks and all.
        QVERIFY2(w.openFile(good, &error), qPrintable(error));
        QVERIFY(w.analysis().runs());
        QVERIFY(strip->badgeText().isEmpty());
        for (widgets::ChartView *chart : chartsOf(w)) {
            waitForReplot(chart);
            QVERIFY2(chart->staleBannerRect().isEmpty(), qPrintable(chart->title()));
            QVERIFY2(anyTickLabels(chart->plot()), qPrintable(chart->title()));
        }
        QVERIFY(pointsDrawn(w.syncWallChart()->plot()) > 0);
    }

    void aPlanThatNeverRanShowsAxesTheReasonAndTheFailingFigure()
    {
        MainWindow w(overMemory());
        w.resize(1366, 768);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.analysis().runs());

        // The tiles: every title, greyed with no value, but the failing one. An H100 has
        // 80 GiB, 3 GiB of which go to the CUDA context, NCCL and workspaces: 77.0 usable.
        widgets::SummaryStrip *strip = w.summaryStrip();
        QCOMPARE(strip->badgeText(), QStringLiteral("No plan that runs yet"));
        for (const char *title : {"Predicted job time", "Total cost", "MFU", "Sync wall"}) {
            QCOMPARE(strip->valueText(QLatin1String(title)), QStringLiteral("—"));
            QVERIFY2(!strip->tileEnabled(QLatin1String(title)), title);
        }
        QVERIFY(strip->tileEnabled(QStringLiteral("Memory per GPU")));
        const QString memory = strip->valueText(QStringLiteral("Memory per GPU"));
        QVERIFY2(memory.endsWith(QStringLiteral(" GiB > 77.0 GiB")), qPrintable(memory));
        QVERIFY(memory.section(QLatin1Char(' '), 0, 0).toDouble() > 77.0);
        // Every character of it shows at 1366 px: drawn smaller where the tile is too narrow
        // for the headline size, not cut ("595.1 GiB > 77.0 Gi").
        auto *value = qobject_cast<widgets::FittingLabel *>(strip->valueLabel(QStringLiteral("Memory per GPU")));
        QVERIFY(value);
        const double scale = value->fittedScale();
        QFont drawn = value->font();
        drawn.setPointSizeF(drawn.pointSizeF() * scale);
        QVERIFY2(scale >= widgets::FittingLabel::kSmallestScale
                     && QFontMetrics(drawn).horizontalAdvance(memory) <= value->contentsRect().width(),
                 qPrintable(QStringLiteral("scale %1, width %2").arg(scale).arg(value->contentsRect().width())));
        // Nothing claims to show an older plan.
        QVERIFY2(!w.problemBar()->text().contains(QStringLiteral("last plan")), qPrintable(w.problemBar()->text()));

        // The charts: the banner inside the plot, clear of the tick labels and axis titles
        // around it; no tick numbers without data; the axes keep their titles.
        for (widgets::ChartView *chart : chartsOf(w)) {
            waitForReplot(chart);
            const QString name = chart->title();
            QVERIFY2(
                chart->staleBannerText().startsWith(QStringLiteral("No plan that runs yet: does not fit in memory")),
                qPrintable(name + QStringLiteral(": ") + chart->staleBannerText()));
            const QRectF banner = chart->staleBannerRect();
            const QRect plotArea = chart->plot()->axisRect()->rect();
            QVERIFY2(!banner.isEmpty() && QRectF(plotArea).contains(banner), qPrintable(name));
            const QRectF below(0, plotArea.bottom() + 1, chart->plot()->width(), chart->plot()->height());
            const QRectF left(0, 0, plotArea.left(), chart->plot()->height());
            QVERIFY2(!banner.intersects(below) && !banner.intersects(left), qPrintable(name));
            QVERIFY2(!anyTickLabels(chart->plot()), qPrintable(name));
            QVERIFY2(!chart->plot()->xAxis->label().isEmpty(), qPrintable(name));
        }

        // The cheapest fix runs the plan: tiles, tick numbers and the cause bars come back.
        QPushButton *fix = w.problemBar()->button(QStringLiteral("cheapestFix"));
        QVERIFY(fix && fix->isVisible());
        QTest::mouseClick(fix, Qt::LeftButton);
        QVERIFY(w.analysis().runs());
        QVERIFY(strip->badgeText().isEmpty());
        QVERIFY(strip->tileEnabled(QStringLiteral("Total cost")));
        QVERIFY(strip->valueText(QStringLiteral("Total cost")).startsWith(QLatin1Char('$')));
        for (widgets::ChartView *chart : chartsOf(w)) {
            waitForReplot(chart);
            QVERIFY2(chart->staleBannerRect().isEmpty(), qPrintable(chart->title()));
            QVERIFY2(anyTickLabels(chart->plot()), qPrintable(chart->title()));
        }
        QCOMPARE(w.idleCostChart()->plot()->axisRects().size(), 2);
    }
};

QTEST_MAIN(TestNoPlanYet)
#include "tst_noplanyet.moc"
