// Chart and data exports, in-process: PNG of the requested pixels and DPI, SVG that
// parses as XML with its size, PDF pages of the requested size, the clipboard image, the
// CSV behind every chart, options refused with a reason, the report's two-plan tables,
// and the window's Export actions and right-click menu.

#include "app/format/scenariojson.h"
#include "app/planner/exportcontroller.h"
#include "app/planner/exportdialog.h"
#include "app/planner/mainwindow.h"
#include "app/present/chartid.h"
#include "app/present/charttable.h"
#include "app/present/plananalysis.h"
#include "app/present/plancaption.h"
#include "app/report/chartwidgets.h"
#include "app/report/reportwriter.h"
#include "widgets/chartexport.h"
#include "widgets/chartview.h"
#include "widgets/directlabels.h"
#include "widgets/idlecostchart.h"
#include "widgets/syncwallchart.h"

#include <cmath>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <qcustomplot.h>

using namespace jct;
using present::ChartId;

namespace {

QString run(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Share of pixels that are not (near) white: a blank export has none.
double inkShare(const QImage &image)
{
    qsizetype ink = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            if (qGray(image.pixel(x, y)) < 200)
                ++ink;
    return static_cast<double>(ink) / ((image.width() / 2) * (image.height() / 2));
}

QStringList sl(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list.append(QString::fromUtf8(item));
    return list;
}

} // namespace

class TestChartExport final : public QObject
{
    Q_OBJECT

private:
    present::PlanAnalysis m_plan;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        m_plan = present::analyzePlan(format::defaultScenario(), {});
        QVERIFY(m_plan.runs());
    }

    void chartNamesRoundTrip()
    {
        QCOMPARE(present::chartNames(), sl({"sync-wall", "idle-cost", "failures", "breakdown"}));
        for (ChartId id : present::kAllCharts)
            QCOMPARE(present::chartFromName(present::chartName(id)), std::optional<ChartId>(id));
        QVERIFY(!present::chartFromName(QStringLiteral("pie")));
    }

    void captionNamesTheKeyAssumptions()
    {
        QCOMPARE(present::assumptionsLine(m_plan),
                 QStringLiteral(
                     "GPT-3 175B · 300 B tokens · 1,024 × H100 · NDR 400 Gb/s · tp8 pp8 dp16, vpp3 · $2.50/GPU-h"));
        // The default plan's name follows its inputs ("GPT-3 175B · 1,024 × H100"): the
        // assumptions line says it already, so the caption has no name line.
        QCOMPARE(m_plan.input.name, QStringLiteral("GPT-3 175B · 1,024 × H100"));
        QCOMPARE(present::chartCaption(m_plan).scenario, QString());
        // A name the user gave has its own line.
        format::LoadedScenario named = format::defaultScenario();
        named.name = QStringLiteral("Committee plan: H100");
        const present::PlanAnalysis namedPlan = present::analyzePlan(named, {});
        QCOMPARE(present::chartCaption(namedPlan).scenario, QStringLiteral("Committee plan: H100"));
        QCOMPARE(present::chartCaption(namedPlan).assumptions, present::assumptionsLine(m_plan));
    }

    // A chart a column wide (500 × 350 px at 150 DPI: 320 × 224 points of layout) keeps
    // three quarters of its height for the plot: the caption's lines under the title go,
    // the assumptions line first. Measured by where the caption's grey rule is drawn.
    void smallExportKeepsItsHeightForThePlot()
    {
        format::LoadedScenario named = format::defaultScenario();
        named.name = QStringLiteral("Committee plan: H100");
        const present::PlanAnalysis namedPlan = present::analyzePlan(named, {});
        const present::ChartCaption caption = present::chartCaption(namedPlan);
        auto ruleRow = [](const QImage &image) {
            for (int y = 0; y < image.height(); ++y) {
                int grey = 0;
                for (int x = image.width() / 4; x < image.width() * 3 / 4; ++x) {
                    const QRgb p = image.pixel(x, y);
                    grey += std::abs(qRed(p) - 200) < 30 && qRed(p) == qGreen(p) && qGreen(p) == qBlue(p) ? 1 : 0;
                }
                if (grey > image.width() * 0.45)
                    return y;
            }
            return -1;
        };
        auto view = report::makeChart(ChartId::SyncWall, m_plan);
        const QImage large = widgets::renderChartImage(*view, QSize(1600, 1000), 150, caption);
        const QImage small = widgets::renderChartImage(*view, QSize(500, 350), 150, caption);
        // In points of layout (96 per inch): the title and two lines, against the title and
        // the name alone.
        const double largeRule = ruleRow(large) * 96.0 / 150.0;
        const double smallRule = ruleRow(small) * 96.0 / 150.0;
        QVERIFY2(largeRule > 55.0 && largeRule < 80.0, qPrintable(QString::number(largeRule)));
        QVERIFY2(smallRule > 35.0 && smallRule < largeRule - 10.0, qPrintable(QString::number(smallRule)));
        QVERIFY2(224.0 - smallRule >= 0.75 * 224.0 - 3.0, qPrintable(QString::number(smallRule)));
    }

    // The title element, taken out of the layout while the caption stands in for it, is not
    // drawn: it left a sliver of its text at the plot's top left (the breakdown chart, whose
    // left edge is otherwise blank).
    void exportDrawsNoStrayTitle()
    {
        auto view = report::makeChart(ChartId::Breakdown, m_plan);
        const QImage image = widgets::renderChartImage(*view, QSize(800, 500), 96, present::chartCaption(m_plan));
        int ink = 0;
        for (int y = 0; y < 120; ++y)
            for (int x = 0; x < 8; ++x)
                ink += qGray(image.pixel(x, y)) < 160 ? 1 : 0;
        QCOMPARE(ink, 0);
        QVERIFY(inkShare(image) > 0.05);
    }

    // Laid out at a small export's size, the idle-cost bars fold their causes to the rows
    // that fit before they are drawn (they were drawn five rows deep, names over names).
    void smallExportFoldsTheIdleCauses()
    {
        auto view = report::makeChart(ChartId::IdleCost, m_plan);
        auto *idle = qobject_cast<widgets::IdleCostChart *>(view.get());
        QVERIFY(idle);
        static_cast<void>(widgets::renderChartImage(*view, QSize(1600, 1000), 150, present::chartCaption(m_plan)));
        QCOMPARE(idle->shownCauses().size(), 5);
        static_cast<void>(widgets::renderChartImage(*view, QSize(500, 350), 150, present::chartCaption(m_plan)));
        // Still laid out as exported (the screen's layout waits for the event loop).
        const int line = QFontMetrics(idle->causeLabelFont()).height();
        const qsizetype shown = idle->shownCauses().size();
        QVERIFY2(shown < 5, qPrintable(QString::number(shown)));
        QVERIFY2(
            shown * line <= std::max(2 * line, idle->causeAxisRect().height()),
            qPrintable(
                QStringLiteral("%1 rows of %2 px in %3 px").arg(shown).arg(line).arg(idle->causeAxisRect().height())));
        QCOMPARE(idle->shownCauses().last().first, QStringLiteral("other"));
    }

    // In a chart a column wide, the texts stay whole inside the plot: the knee's name, with
    // no free place beside its point, moves in rather than past the plot's edge; the
    // interleaving limit's name and the checkpoint optima's take two lines. At the default
    // size each keeps one.
    void smallChartsKeepTheirTextsInside_data()
    {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QStringList>("small");
        QTest::addColumn<QStringList>("large");
        QTest::newRow("sync-wall") << int(ChartId::SyncWall)
                                   << sl({"interleaving limit: dp = 192\n(≥ pp micro-batches)",
                                          "knee (scaling ≥ 70 %): 4,096 GPUs"})
                                   << sl({"interleaving limit: dp = 192 (≥ pp micro-batches)"});
        QTest::newRow("failures") << int(ChartId::Failures) << sl({"Young (sync):\n48.9 min", "Daly (sync):\n48.7 min"})
                                  << sl({"Young (sync): 48.9 min", "Daly (sync): 48.7 min"});
    }
    void smallChartsKeepTheirTextsInside()
    {
        QFETCH(int, chart);
        QFETCH(QStringList, small);
        QFETCH(QStringList, large);
        auto view = report::makeChart(static_cast<ChartId>(chart), m_plan);
        const auto shownTexts = [&view](bool checkInside) {
            const QRectF area = view->plot()->axisRect()->rect();
            QStringList texts;
            for (int i = 0; i < view->plot()->itemCount(); ++i) {
                const auto *text = qobject_cast<QCPItemText *>(view->plot()->item(i));
                if (!text || !text->visible() || text->text().isEmpty())
                    continue;
                texts << text->text();
                const QRectF rect = widgets::DirectLabels::textRect(text);
                if (checkInside && (rect.left() < area.left() - 0.5 || rect.right() > area.right() + 0.5))
                    qWarning("'%s' at %.1f..%.1f, plot %.1f..%.1f", qPrintable(text->text()), rect.left(), rect.right(),
                             area.left(), area.right()),
                        texts << QStringLiteral("(outside)");
            }
            return texts;
        };
        static_cast<void>(widgets::renderChartImage(*view, QSize(500, 350), 150, present::chartCaption(m_plan)));
        QStringList texts = shownTexts(true);
        QVERIFY2(!texts.contains(QStringLiteral("(outside)")), qPrintable(texts.join(QStringLiteral(" | "))));
        for (const QString &text : small)
            QVERIFY2(texts.contains(text), qPrintable(texts.join(QStringLiteral(" | "))));
        static_cast<void>(widgets::renderChartImage(*view, QSize(1600, 1000), 150, present::chartCaption(m_plan)));
        texts = shownTexts(false);
        for (const QString &text : large)
            QVERIFY2(texts.contains(text), qPrintable(texts.join(QStringLiteral(" | "))));
    }

    void pngHasTheRequestedPixelsAndDpi_data()
    {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("dpi");
        QTest::newRow("sync-wall 1600x1000 @150") << int(ChartId::SyncWall) << QSize(1600, 1000) << 150;
        QTest::newRow("idle-cost 1200x900 @96") << int(ChartId::IdleCost) << QSize(1200, 900) << 96;
        QTest::newRow("failures 3000x2000 @300") << int(ChartId::Failures) << QSize(3000, 2000) << 300;
        QTest::newRow("breakdown 800x500 @72") << int(ChartId::Breakdown) << QSize(800, 500) << 72;
    }
    void pngHasTheRequestedPixelsAndDpi()
    {
        QFETCH(int, chart);
        QFETCH(QSize, size);
        QFETCH(int, dpi);
        const auto id = static_cast<ChartId>(chart);
        auto view = report::makeChart(id, m_plan);
        const QString path = m_dir.filePath(present::chartName(id) + QStringLiteral(".png"));
        widgets::ChartExportOptions options{present::ImageFormat::Png, size, dpi, present::chartCaption(m_plan)};
        QString error;
        QVERIFY2(widgets::exportChart(*view, path, options, &error), qPrintable(error));
        QImage image;
        QVERIFY(image.load(path, "PNG"));
        QCOMPARE(image.size(), size);
        QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), long(dpi));
        QCOMPARE(std::lround(image.dotsPerMeterY() * 0.0254), long(dpi));
        // Drawn, not blank; and the caption band at the top carries text.
        const double ink = inkShare(image);
        QVERIFY2(ink > 0.01 && ink < 0.6, qPrintable(QString::number(ink)));
        const QImage caption = image.copy(0, 0, size.width() / 2, size.height() / 12);
        QVERIFY2(inkShare(caption) > 0.01, "no caption text");
    }

    void svgParsesWithItsSize()
    {
        auto view = report::makeChart(ChartId::SyncWall, m_plan);
        const QString path = m_dir.filePath(QStringLiteral("sync-wall.svg"));
        widgets::ChartExportOptions options{present::ImageFormat::Svg, QSize(1600, 1000), 150,
                                            present::chartCaption(m_plan)};
        QString error;
        QVERIFY2(widgets::exportChart(*view, path, options, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        QXmlStreamReader xml(svg);
        bool sawRoot = false;
        int texts = 0;
        QString allText;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("svg")) {
                sawRoot = true;
                QVERIFY(!xml.attributes().value(QLatin1String("width")).isEmpty());
                QVERIFY(!xml.attributes().value(QLatin1String("height")).isEmpty());
                // The view box is the logical layout: 1600x1000 at 150 DPI = 1024x640.
                QCOMPARE(xml.attributes().value(QLatin1String("viewBox")).toString(), QStringLiteral("0 0 1024 640"));
            } else if (xml.name() == QLatin1String("text")) {
                ++texts;
                allText += xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(sawRoot);
        QVERIFY(texts > 10); // vector text: titles, axis labels, ticks
        QVERIFY2(allText.contains(QStringLiteral("Sync wall")), qPrintable(allText.left(300)));
        QVERIFY2(allText.contains(QStringLiteral("GPT-3 175B · 300 B tokens · 1,024 × H100")),
                 qPrintable(allText.left(300)));
    }

    void pdfPageHasTheRequestedSize()
    {
        auto view = report::makeChart(ChartId::Failures, m_plan);
        const QString path = m_dir.filePath(QStringLiteral("failures.pdf"));
        widgets::ChartExportOptions options{present::ImageFormat::Pdf, QSize(1600, 1000), 200,
                                            present::chartCaption(m_plan)};
        QString error;
        QVERIFY2(widgets::exportChart(*view, path, options, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString info = run(QStringLiteral("pdfinfo"), {path});
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+1\\n"))), qPrintable(info));
        // 1600x1000 px at 200 DPI = 8 x 5 in = 576 x 360 pt.
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+576 x 360 pts"))), qPrintable(info));
        const QString text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        QVERIFY2(text.contains(QStringLiteral("Checkpoint and failure overhead")), qPrintable(text.left(400)));
        QVERIFY(text.contains(QStringLiteral("tp8 pp8 dp16")));
    }

    void badOptionsAreRefusedWithAReason()
    {
        auto view = report::makeChart(ChartId::SyncWall, m_plan);
        QString error;
        widgets::ChartExportOptions tiny{present::ImageFormat::Png, QSize(300, 200), 300, {}};
        QVERIFY(!widgets::exportChart(*view, m_dir.filePath(QStringLiteral("tiny.png")), tiny, &error));
        QVERIFY2(error.contains(QStringLiteral("too small")), qPrintable(error));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("tiny.png"))));
        widgets::ChartExportOptions ok{present::ImageFormat::Png, QSize(800, 500), 96, {}};
        const QString unwritable = m_dir.filePath(QStringLiteral("no/such/dir/x.png"));
        QVERIFY(!widgets::exportChart(*view, unwritable, ok, &error));
        QVERIFY2(error.contains(unwritable) && error.contains(QStringLiteral("cannot write")), qPrintable(error));
        QVERIFY(!present::checkExportOptions(QSize(800, 500), 10).isEmpty());
        QVERIFY(!present::checkExportOptions(QSize(0, 500), 96).isEmpty());
        QVERIFY(present::checkExportOptions(QSize(800, 500), 96).isEmpty());
        QCOMPARE(present::imageFormatForPath(QStringLiteral("a/b.PDF")), std::optional(present::ImageFormat::Pdf));
        QVERIFY(!present::imageFormatForPath(QStringLiteral("b.jpg")));
    }

    void exportLeavesTheChartAsItWas()
    {
        auto view = report::makeChart(ChartId::Breakdown, m_plan);
        view->resize(640, 400);
        QCustomPlot *plot = view->plot();
        plot->replot();
        const int rows = plot->plotLayout()->rowCount();
        const QRect axisRect = plot->axisRect()->rect();
        const QImage exported = widgets::renderChartImage(*view, QSize(1000, 600), 96, present::chartCaption(m_plan));
        QCOMPARE(exported.size(), QSize(1000, 600));
        // The title is back in its row and the plot is laid out for the screen again.
        QCOMPARE(plot->plotLayout()->rowCount(), rows);
        auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->element(0, 0));
        QVERIFY(title);
        QCOMPARE(title->text(), view->title());
        plot->replot();
        QCOMPARE(plot->axisRect()->rect(), axisRect);
    }

    void copyPutsTheImageOnTheClipboard()
    {
        auto view = report::makeChart(ChartId::IdleCost, m_plan);
        QGuiApplication::clipboard()->clear();
        widgets::copyChartToClipboard(*view, present::chartCaption(m_plan), QSize(900, 600), 96);
        const QImage image = QGuiApplication::clipboard()->image();
        QCOMPARE(image.size(), QSize(900, 600));
        QVERIFY(inkShare(image) > 0.01);
    }

    void csvMatchesTheChartData()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany)); // a comma-decimal locale must not leak in
        const auto sync = present::chartTable(ChartId::SyncWall, m_plan);
        QCOMPARE(sync.header, sl({"gpus", "predicted_jct_days", "theoretical_min_days"}));
        QCOMPARE(sync.rows.size(), m_plan.syncWallChart.gpus.size());
        // One row per valid count (dp divides B/b = 1,536) that fits.
        QCOMPARE(sync.rows.size(), static_cast<qsizetype>(m_plan.syncWall.fitting));
        QVERIFY(sync.rows.size() >= 10);
        for (qsizetype i = 0; i < sync.rows.size(); ++i) {
            QCOMPARE(sync.rows[i].size(), 3);
            bool ok = false;
            QCOMPARE(sync.rows[i][0].toDouble(&ok), m_plan.syncWallChart.gpus[i]);
            QVERIFY(ok);
            QVERIFY(qFuzzyCompare(QLocale::c().toDouble(sync.rows[i][1]), m_plan.syncWallChart.predictedDays[i]));
            QVERIFY(!sync.rows[i][1].contains(QLatin1Char(',')));
        }

        const auto failures = present::chartTable(ChartId::Failures, m_plan);
        QCOMPARE(failures.header.size(), 3);
        QCOMPARE(failures.rows.size(), m_plan.checkpointChart.intervalMinutes.size());
        QVERIFY(qFuzzyCompare(failures.rows[5][2].toDouble(), m_plan.checkpointChart.asyncOverheadPercent[5]));

        const auto idle = present::chartTable(ChartId::IdleCost, m_plan);
        QCOMPARE(idle.header, sl({"gpus", "idle_cost_usd", "cost_per_idle_minute_usd"}));
        QCOMPARE(idle.rows.size(), m_plan.idleCostChart.gpus.size());

        const auto breakdown = present::chartTable(ChartId::Breakdown, m_plan);
        QCOMPARE(breakdown.rows.size(), m_plan.stepChart.partsSeconds.size());
        double shares = 0.0;
        for (const QStringList &row : breakdown.rows)
            shares += row[2].toDouble();
        QVERIFY2(std::fabs(shares - 100.0) < 0.01, qPrintable(QString::number(shares)));

        const QByteArray csv = breakdown.toCsv();
        const QList<QByteArray> lines = csv.split('\n');
        QCOMPARE(lines.first(), QByteArray("part,seconds_per_step,share_of_step_pct\r"));
        QCOMPARE(lines.size(), breakdown.rows.size() + 2); // header, rows, empty after the last CRLF
        QLocale::setDefault(QLocale::c());
    }

    void reportComparesTwoPlans()
    {
        format::LoadedScenario larger = format::defaultScenario();
        larger.scenario.cluster.gpus = 2048;
        larger.name = QStringLiteral("GPT-3 175B on 2,048 H100");
        const present::PlanAnalysis b = present::analyzePlan(larger, {});
        QVERIFY(b.runs());
        report::ReportWriter writer(m_plan, &b,
                                    {QStringLiteral("test"), QDateTime(QDate(2026, 1, 2), QTime(3, 4), Qt::UTC)});
        const QString html = writer.html();
        QVERIFY(html.contains(QStringLiteral("Δ (B − A)")));
        QVERIFY(html.contains(QStringLiteral("B / A")));
        // The GPU row of the cost table: 1,024 → 2,048 is +1,024 and a ratio of 2.000.
        QVERIFY2(html.contains(QStringLiteral("<td>GPUs</td><td>GPUs</td><td align=\"right\">1,024</td>"
                                              "<td align=\"right\">2,048</td><td align=\"right\">+1,024</td>"
                                              "<td align=\"right\">2.000</td>")),
                 "cost table GPUs row");
        const QString path = m_dir.filePath(QStringLiteral("compare.pdf"));
        QString error;
        QVERIFY2(writer.writePdf(path, &error), qPrintable(error));
        QVERIFY(writer.pageCount() >= 6);
        const QString text = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("A: GPT-3 175B · 1,024 × H100 · B: GPT-3 175B on 2,048 H100")));
        QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(writer.pageCount())));
    }

    // The inputs table lists every key for today's stacks with its label, value and unit:
    // those the plan sets, and the defaults the file leaves out, marked.
    void reportInputsListTodaysKeys()
    {
        const QString path = qEnvironmentVariable("JCT_SOURCE_DIR")
                             + QStringLiteral("/tests/golden/plans/mla-mtp-uneven-etp-mxfp8.jctplan");
        const format::ScenarioReadResult read = format::readScenarioFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        const present::PlanAnalysis plan = present::analyzePlan(*read.loaded, {});
        QVERIFY(plan.runs());
        const QString html = report::ReportWriter(plan).html();
        auto row = [&html](const char *label, const char *value, const char *unit) {
            return html.contains(QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td>%3</td></tr>")
                                     .arg(QString::fromUtf8(label), QString::fromUtf8(value), QString::fromUtf8(unit)));
        };
        QVERIFY(row("Head size", "set by MLA (default)", ""));
        QVERIFY(row("Attention", "mla", ""));
        QVERIFY(row("mla · Q LoRA rank", "1,536", ""));
        QVERIFY(row("mla · KV LoRA rank", "512", ""));
        QVERIFY(row("mla · QK NoPE head dim", "128", ""));
        QVERIFY(row("mla · QK RoPE head dim", "64", ""));
        QVERIFY(row("mla · V head dim", "128", ""));
        QVERIFY(row("MTP layers", "1", "layers"));
        QVERIFY(row("moe · Shared expert FFN", "2,048", ""));
        QVERIFY(row("moe · MoE layer every", "1 (default)", "layers"));
        QVERIFY(row("moe · Capacity factor", "1.25", "× balanced load"));
        QVERIFY(row("etp", "1", ""));
        QVERIFY(row("First stage layers", "8", "layers"));
        QVERIFY(row("Last stage layers", "5", "layers"));
        QVERIFY(row("Precision", "mxfp8", ""));
        QVERIFY(row("Framework", "megatron-core", ""));
        QVERIFY(row("Overlap gradient reduce", "yes", ""));
        QVERIFY(row("Overlap parameter gather", "yes", ""));
        QVERIFY(row("TP communication overlap", "yes", ""));
        // The layout line: 512 GPUs / (tp 2 · pp 8) = dp 32, the uneven stages and etp.
        const QString layout = QStringLiteral("tp2 pp8 (first 8, last 5 layers) ep32 etp1 dp32, vpp2");
        QVERIFY2(html.contains(layout), qPrintable(present::assumptionsLine(plan)));
        QVERIFY(present::assumptionsLine(plan).contains(layout));

        // The default plan takes every one of them by default.
        const QString defaults = report::ReportWriter(m_plan).html();
        auto defaultRow = [&defaults](const char *label, const char *value, const char *unit) {
            return defaults.contains(
                QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td>%3</td></tr>")
                    .arg(QString::fromUtf8(label), QString::fromUtf8(value), QString::fromUtf8(unit)));
        };
        QVERIFY(defaultRow("Head size", "128 (default)", "")); // 12,288 / 96 heads
        QVERIFY(defaultRow("Attention", "standard (default)", ""));
        QVERIFY(defaultRow("MTP layers", "0 (default)", "layers"));
        QVERIFY(defaultRow("moe · Capacity factor", "dropless (default)", "")); // a unit for numbers only
        QVERIFY(defaultRow("etp", "8 (default)", ""));
        QVERIFY(defaultRow("First stage layers", "even split (default)", ""));
        QVERIFY(defaultRow("Last stage layers", "even split (default)", ""));
        QVERIFY(!defaults.contains(QStringLiteral("mla · ")));
        QVERIFY(defaultRow("Checkpoint", "none", "")); // not "none GB"
        // Fitted inputs at four significant digits: a latency of 1.7417516 µs reads 1.742.
        format::LoadedScenario fitted = format::defaultScenario();
        fitted.scenario.fabric.latency = 1.7417516e-6;
        fitted.networkPreset.clear();
        QVERIFY(report::ReportWriter(present::analyzePlan(fitted, {}))
                    .html()
                    .contains(QStringLiteral("<tr><td>Latency</td><td align=\"right\">1.742</td><td>µs</td></tr>")));
    }

    // The report's pages break where the content reaches the bottom (the layout's own measure
    // of each page): every page of one plan's report but the last is at least half full. Two
    // plans keep A's chart above B's on one page (a pair is 83 % of a page), which may leave
    // the page before the charts less full: never less than 30 %, and only that one.
    void reportPagesAreNotLeftNearlyEmpty()
    {
        format::LoadedScenario larger = format::defaultScenario();
        larger.scenario.cluster.gpus = 2048;
        larger.name = QStringLiteral("GPT-3 175B on 2,048 H100");
        const present::PlanAnalysis b = present::analyzePlan(larger, {});
        const present::PlanAnalysis *second[] = {nullptr, &b};
        for (const present::PlanAnalysis *other : second) {
            report::ReportWriter writer(m_plan, other);
            const QString path = m_dir.filePath(QStringLiteral("fill.pdf"));
            QString error;
            QVERIFY2(writer.writePdf(path, &error), qPrintable(error));
            const QVector<double> fill = writer.pageFill();
            QCOMPARE(fill.size(), writer.pageCount());
            QStringList shown;
            for (double f : fill)
                shown.append(QString::number(f, 'f', 2));
            const QByteArray fills = shown.join(QLatin1Char(' ')).toUtf8();
            int underHalf = 0;
            for (qsizetype n = 0; n + 1 < fill.size(); ++n) {
                QVERIFY2(fill[n] >= (other ? 0.3 : 0.5) && fill[n] <= 1.0 + 1e-9, fills.constData());
                underHalf += fill[n] < 0.5 ? 1 : 0;
            }
            QVERIFY2(underHalf <= (other ? 1 : 0), fills.constData());
            QVERIFY(fill.last() > 0.0);
            // One plan on 8 A4 pages (9 before the pages flowed; 8 since the recovery and failure
            // sources joined the reliability table), two on 11.
            QCOMPARE(writer.pageCount(), other ? 11 : 8);
        }
    }

    void windowHasTheExportActions()
    {
        planner::MainWindow window(format::defaultScenario());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        planner::ExportController *exporter = window.exportController();
        QVERIFY(exporter);
        QCOMPARE(exporter->copyChartAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Alt+C")));
        QCOMPARE(exporter->exportReportAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+E")));
        QMenu *file = window.menuBar()->actions().first()->menu();
        QVERIFY(file->actions().contains(exporter->exportChartAction()));
        QVERIFY(file->actions().contains(exporter->exportDataAction()));
        QVERIFY(file->actions().contains(exporter->exportReportAction()));

        // The right-click menu of a chart: copy, and an Export submenu with every format and CSV.
        QCOMPARE(window.syncWallChart()->contextMenuPolicy(), Qt::CustomContextMenu);
        {
            // A right-click on the plot itself reaches the chart's menu.
            QWidget *plot = window.syncWallChart()->plot();
            const QPoint at(plot->width() / 2, plot->height() / 2);
            QSignalSpy requested(window.syncWallChart(), &QWidget::customContextMenuRequested);
            QContextMenuEvent event(QContextMenuEvent::Mouse, at, plot->mapToGlobal(at));
            QApplication::sendEvent(plot, &event);
            QCOMPARE(requested.count(), 1);
            auto *popup = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            QVERIFY(popup);
            QCOMPARE(popup->actions().first()->text(), QStringLiteral("Copy chart"));
            popup->close();
        }
        std::unique_ptr<QMenu> menu(exporter->contextMenu(ChartId::Failures, &window));
        QCOMPARE(menu->actions().first()->text(), QStringLiteral("Copy chart"));
        QMenu *sub = menu->actions().at(1)->menu();
        QVERIFY(sub);
        QStringList texts;
        for (QAction *a : sub->actions())
            if (!a->isSeparator())
                texts.append(a->text());
        QCOMPARE(texts, sl({"PNG image…", "SVG (vector)…", "PDF (vector)…", "Data (CSV)…"}));

        // What the actions do, without their file dialogs: the plan the window shows.
        QString error;
        const QString png = m_dir.filePath(QStringLiteral("window.png"));
        QVERIFY2(exporter->exportChart(ChartId::SyncWall, png, {present::ImageFormat::Png, QSize(1000, 700), 96, {}},
                                       &error),
                 qPrintable(error));
        QCOMPARE(QImage(png).size(), QSize(1000, 700));
        QDir().mkpath(m_dir.filePath(QStringLiteral("csv")));
        const QStringList files = exporter->exportAllData(m_dir.filePath(QStringLiteral("csv")), &error);
        QCOMPARE(files.size(), 4);
        QFile sync(m_dir.filePath(QStringLiteral("csv/gpt3-175b_1024xH100_sync-wall.csv")));
        QVERIFY(sync.open(QIODevice::ReadOnly));
        QCOMPARE(sync.readLine(), QByteArray("gpus,predicted_jct_days,theoretical_min_days\r\n"));
        QCOMPARE(sync.readAll().count('\n'), window.shownAnalysis().syncWallChart.gpus.size());
        exporter->copyChart(ChartId::Breakdown);
        QCOMPARE(QGuiApplication::clipboard()->image().size(), QSize(1600, 1000));
    }

    void nothingToExportBeforeAPlanRuns()
    {
        format::LoadedScenario oom = format::defaultScenario();
        oom.scenario.parallelism.pp = 1;
        oom.scenario.parallelism.vpp = 1;
        oom.scenario.training.zeroStage = 0;
        planner::MainWindow window(oom);
        QVERIFY(!window.analysis().runs());
        QString error;
        const QString path = m_dir.filePath(QStringLiteral("none.png"));
        QVERIFY(!window.exportController()->exportChart(ChartId::SyncWall, path, {}, &error));
        QVERIFY2(error.contains(QStringLiteral("nothing to export")), qPrintable(error));
        QVERIFY(!window.exportController()->exportReport(m_dir.filePath(QStringLiteral("none.pdf")), &error));
        QVERIFY(!QFile::exists(path));
    }

    void exportDialogChecksItsOptions()
    {
        planner::ExportDialog dialog(ChartId::IdleCost);
        QCOMPARE(dialog.chart(), ChartId::IdleCost);
        QCOMPARE(dialog.format(), present::ImageFormat::Png);
        dialog.setFormat(present::ImageFormat::Svg);
        QCOMPARE(dialog.format(), present::ImageFormat::Svg);
        dialog.setPixelSize(QSize(300, 200));
        dialog.setDpi(300);
        QVERIFY(!dialog.problem().isEmpty());
        dialog.setDpi(96);
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.pixelSize(), QSize(300, 200));
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
