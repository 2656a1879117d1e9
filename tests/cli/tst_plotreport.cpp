// `jct plot` and `jct report` run as processes, without a display, as scripts run them:
// every chart in every format, the bad-arguments table (exit 2 and a message naming the
// problem), exit 1 for a plan that cannot run, and the report PDF read back with poppler:
// its page count, page header and footer, section headings and the plan's key figures as
// `jct eval --json` gives them.

#include "common/processrun.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestPlotReport final : public QObject
{
    Q_OBJECT

private:
    using Run = jct::test::ProcessRun;

    QString m_jct;
    QTemporaryDir m_dir;
    QString m_reportText; // pdftotext of the default plan's report
    int m_reportPages = 0;

    static Run exec(const QString &program, const QStringList &args, bool noDisplay = true)
    {
        return jct::test::runProcess(program, args, noDisplay);
    }
    Run jct(const QStringList &args) { return exec(m_jct, args); }

    QString write(const QString &name, const QByteArray &content)
    {
        return jct::test::writeFixture(QDir(m_dir.path()), name, content);
    }

    static QStringList sl(std::initializer_list<const char *> items)
    {
        QStringList list;
        for (const char *item : items)
            list.append(QString::fromUtf8(item));
        return list;
    }

    QString oomPlan()
    {
        return write(QStringLiteral("oom.jctplan"), R"({"model": {"preset": "gpt3-175b"},
            "parallelism": {"tp": 8, "pp": 1}, "cluster": {"gpu": "a100-sxm-80gb", "gpus": 64},
            "training": {"global_batch": 64, "zero": 0, "recompute": "none"}})");
    }

private slots:
    void initTestCase()
    {
        m_jct = qEnvironmentVariable("JCT_BINARY_DIR") + QStringLiteral("/bin/jct");
        QVERIFY2(QFileInfo::exists(m_jct), qPrintable(m_jct));
        QVERIFY(m_dir.isValid());
    }

    void plotEveryChartInEveryFormat_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::addColumn<QString>("suffix");
        for (const char *chart : {"sync-wall", "idle-cost", "failures", "breakdown"})
            for (const char *suffix : {"png", "svg", "pdf"})
                QTest::addRow("%s.%s", chart, suffix) << QString::fromLatin1(chart) << QString::fromLatin1(suffix);
    }
    void plotEveryChartInEveryFormat()
    {
        QFETCH(QString, chart);
        QFETCH(QString, suffix);
        const QString path = m_dir.filePath(chart + QLatin1Char('.') + suffix);
        const Run r =
            jct({QStringLiteral("plot"), QStringLiteral("--chart"), chart, QStringLiteral("-o"), path,
                 QStringLiteral("--size"), QStringLiteral("1200x800"), QStringLiteral("--dpi"), QStringLiteral("120")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("wrote"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (suffix == QLatin1String("png")) {
            QImage image;
            QVERIFY(image.loadFromData(bytes, "PNG"));
            QCOMPARE(image.size(), QSize(1200, 800));
            QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), 120L);
        } else if (suffix == QLatin1String("svg")) {
            QVERIFY(bytes.contains("<svg"));
            QVERIFY(bytes.contains("viewBox=\"0 0 960 640\"")); // 1200x800 at 120 DPI, 96 per inch
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
            const Run info = exec(QStringLiteral("pdfinfo"), {path});
            // 1200x800 px at 120 DPI = 10 x 6.667 in = 720 x 480 pt.
            QVERIFY2(
                QString::fromUtf8(info.out).contains(QRegularExpression(QStringLiteral("Page size:\\s+720 x 480 pts"))),
                info.out.constData());
        }
    }

    void plotDefaultsAndAFile()
    {
        const QString plan = write(QStringLiteral("small.jctplan"),
                                   R"({"name": "Llama 3 8B on 64 H100", "model": {"preset": "llama3-8b"},
                                       "cluster": {"gpus": 64}, "parallelism": {"tp": 2}})");
        const QString path = m_dir.filePath(QStringLiteral("small.png"));
        const Run r = jct({QStringLiteral("plot"), plan, QStringLiteral("--chart"), QStringLiteral("sync-wall"),
                           QStringLiteral("-o"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage image(path);
        QCOMPARE(image.size(), QSize(1600, 1000)); // the default size
        QCOMPARE(std::lround(image.dotsPerMeterX() * 0.0254), 150L);
    }

    // Issue 14: the knee threshold reaches the chart (the SVG's label) and is checked.
    void plotTakesTheKneeThreshold()
    {
        const QString plan =
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/syncwall-llama3-8b-roce400.jctplan");
        const QString path = m_dir.filePath(QStringLiteral("knee.svg"));
        for (const auto &[percent, label] :
             {std::pair{"70", "knee (scaling ≥ 70 %): 512 GPUs"}, std::pair{"85", "knee (scaling ≥ 85 %): 256 GPUs"}}) {
            const Run r = jct({QStringLiteral("plot"), plan, QStringLiteral("--chart"), QStringLiteral("sync-wall"),
                               QStringLiteral("-o"), path, QStringLiteral("--knee"), QLatin1String(percent)});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QFile svg(path);
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QVERIFY2(QString::fromUtf8(svg.readAll()).contains(QString::fromUtf8(label)), label);
        }
        const Run bad = jct({QStringLiteral("plot"), plan, QStringLiteral("--chart"), QStringLiteral("sync-wall"),
                             QStringLiteral("-o"), path, QStringLiteral("--knee"), QStringLiteral("0")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("jct plot: --knee needs a percentage in (0, 100]"));
        const Run report =
            jct({QStringLiteral("report"), plan, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("k.pdf")),
                 QStringLiteral("--knee"), QStringLiteral("101")});
        QCOMPARE(report.exitCode, 2);
        QVERIFY(report.err.contains("jct report: --knee needs a percentage in (0, 100]"));
    }

    void badArgumentsExitTwoAndSayWhy_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown chart") << sl(
            {"plot", "--chart", "pie", "-o",
             "OUT.png"}) << QStringLiteral("unknown chart 'pie'; allowed: sync-wall, idle-cost, failures, breakdown");
        QTest::newRow("no chart") << sl({"plot", "-o", "OUT.png"}) << QStringLiteral("--chart is required");
        QTest::newRow("no output") << sl({"plot", "--chart", "failures"}) << QStringLiteral("-o OUT is required");
        QTest::newRow("unknown format") << sl({"plot", "--chart", "failures", "-o", "OUT.jpg"})
                                        << QStringLiteral("unknown output format 'jpg'; allowed: .png, .svg, .pdf");
        QTest::newRow("size not WxH") << sl({"plot", "--chart", "failures", "-o", "OUT.png", "--size", "big"})
                                      << QStringLiteral("bad --size 'big'");
        QTest::newRow("size zero") << sl({"plot", "--chart", "failures", "-o", "OUT.png", "--size", "0x500"})
                                   << QStringLiteral("out of range");
        QTest::newRow("too small for dpi")
            << sl({"plot", "--chart", "failures", "-o", "OUT.png", "--size", "300x200", "--dpi", "300"})
            << QStringLiteral("too small");
        QTest::newRow("dpi not a number")
            << sl({"plot", "--chart", "failures", "-o", "OUT.png", "--dpi", "hi"}) << QStringLiteral("bad --dpi 'hi'");
        QTest::newRow("dpi out of range") << sl({"plot", "--chart", "failures", "-o", "OUT.png", "--dpi", "5000"})
                                          << QStringLiteral("DPI 5000 is out of range");
        QTest::newRow("unwritable plot") << sl({"plot", "--chart", "failures", "-o", "/nonexistent-dir/x.png"})
                                         << QStringLiteral("/nonexistent-dir/x.png: cannot write");
        QTest::newRow("missing plan") << sl({"plot", "nope.jctplan", "--chart", "failures", "-o", "OUT.png"})
                                      << QStringLiteral("nope.jctplan");
        QTest::newRow("unknown option") << sl({"plot", "--chart", "failures", "-o", "OUT.png", "--colour"})
                                        << QStringLiteral("colour");
        QTest::newRow("report without -o") << sl({"report"}) << QStringLiteral("-o OUT.pdf is required");
        QTest::newRow("report not pdf") << sl({"report", "-o", "OUT.png"}) << QStringLiteral("name the output *.pdf");
        QTest::newRow("unwritable report")
            << sl({"report", "-o", "/nonexistent-dir/r.pdf"}) << QStringLiteral("/nonexistent-dir/r.pdf: cannot write");
        QTest::newRow("bad key in plan") << sl({"report", "BADPLAN", "-o", "OUT.pdf"})
                                         << QStringLiteral("parallelism.tp");
    }
    void badArgumentsExitTwoAndSayWhy()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString bad = write(QStringLiteral("bad.jctplan"), R"({"parallelism": {"tp": 0}})");
        for (QString &a : args) {
            a.replace(QStringLiteral("OUT"), m_dir.filePath(QStringLiteral("bad-out")));
            a.replace(QStringLiteral("BADPLAN"), bad);
        }
        const Run r = jct(args);
        QCOMPARE(r.status, QProcess::NormalExit); // never a crash
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    // Issue #15: `jct plot --nccl LOG` draws the log's measured busbw and time against the
    // fitted curve on log scales: a PNG of the size asked with the blue busbw dots and curve
    // and the vermillion time dots and dashes on it; a damaged log exits 2 writing nothing.
    void plotNcclDrawsTheLogAgainstItsFit()
    {
        const QString log =
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/nccl-fixtures/nccl-allreduce-2node-h100.txt");
        const QString path = m_dir.filePath(QStringLiteral("nccl-fit.png"));
        const Run r = jct({QStringLiteral("plot"), QStringLiteral("--nccl"), log, QStringLiteral("-o"), path,
                           QStringLiteral("--size"), QStringLiteral("1200x800")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("all_reduce of"), r.out.constData());
        QImage image(path);
        QCOMPARE(image.size(), QSize(1200, 800));
        int blue = 0;
        int vermillion = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                blue += c == QColor(0, 114, 178) ? 1 : 0;
                vermillion += c == QColor(213, 94, 0) ? 1 : 0;
            }
        QVERIFY2(blue > 500 && vermillion > 500, qPrintable(QStringLiteral("%1 %2").arg(blue).arg(vermillion)));

        const QString damaged = write(QStringLiteral("damaged.log"), "# all_reduce_perf\n  1024  256  float  sum\n");
        const QString nothing = m_dir.filePath(QStringLiteral("nothing.png"));
        const Run bad = jct({QStringLiteral("plot"), QStringLiteral("--nccl"), damaged, QStringLiteral("-o"), nothing});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("line 2: truncated measurement row"), bad.err.constData());
        QVERIFY(!QFileInfo::exists(nothing));
        const Run both = jct({QStringLiteral("plot"), QStringLiteral("--nccl"), log, QStringLiteral("--chart"),
                              QStringLiteral("sync-wall"), QStringLiteral("-o"), nothing});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(!QFileInfo::exists(nothing));
    }

    // Issue 15: a plan whose fabric came from a log records where, and its report cites it:
    // the log's name, its date and the fitted figures as the fit printed them, with units.
    void reportCitesTheNcclCalibration()
    {
        const QString log =
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/nccl-fixtures/nccl-allreduce-2node-h100.txt");
        const QString plan =
            write(QStringLiteral("to-fit.jctplan"), R"({"name": "Fitted plan", "model": {"preset": "gpt3-175b"},
                                          "cluster": {"gpus": 1024}, "parallelism": {"tp": 8, "pp": 8, "vpp": 3}})");
        const QString fitted = m_dir.filePath(QStringLiteral("fitted.jctplan"));
        const Run fit =
            jct({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan, QStringLiteral("-o"), fitted});
        QVERIFY2(fit.exitCode == 0, fit.err.constData());
        QFile file(fitted);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject calibration =
            QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("calibration")).toObject();
        // The fixture's plateau: 8 GiB in 64.3 ms, busbw = algbw · 2·7/8 = 233.7 GB/s; α 28.6 µs.
        QCOMPARE(calibration.value(QStringLiteral("busbw_gb_per_s")).toDouble(), 233.7);
        QCOMPARE(calibration.value(QStringLiteral("alpha_us")).toDouble(), 28.58);
        const QString date = calibration.value(QStringLiteral("date")).toString();
        QCOMPARE(date, QFileInfo(log).lastModified().date().toString(Qt::ISODate));

        const QString pdf = m_dir.filePath(QStringLiteral("calibrated.pdf"));
        const Run report = jct({QStringLiteral("report"), fitted, QStringLiteral("-o"), pdf});
        QVERIFY2(report.exitCode == 0, report.err.constData());
        const QString text = QString::fromUtf8(
            exec(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}).out);
        const qsizetype section = text.indexOf(QStringLiteral("Network calibrated from nccl-tests"));
        QVERIFY2(section >= 0, qPrintable(text.left(3000)));
        const QString cited = text.mid(section, 1200).simplified();
        for (const QString &expected :
             QStringList{QStringLiteral("Fitted α per call 28.58 µs"),
                         QStringLiteral("Fitted bus bandwidth 233.7 GB/s"), QStringLiteral("Date ") + date,
                         QStringLiteral("nccl-allreduce-2node-"), QStringLiteral("Calibrates network")})
            QVERIFY2(cited.contains(expected), qPrintable(expected + QStringLiteral(" not in: ") + cited));
    }

    void infeasiblePlanExitsOne()
    {
        const QString plan = oomPlan();
        const Run plot = jct({QStringLiteral("plot"), plan, QStringLiteral("--chart"), QStringLiteral("sync-wall"),
                              QStringLiteral("-o"), m_dir.filePath(QStringLiteral("oom.png"))});
        QCOMPARE(plot.exitCode, 1);
        QVERIFY2(plot.err.contains("does not fit in memory"), plot.err.constData());
        const Run report =
            jct({QStringLiteral("report"), plan, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("oom.pdf"))});
        QCOMPARE(report.exitCode, 1);
        QVERIFY(report.err.contains("does not fit in memory"));
    }

    void reportOfTheDefaultPlan()
    {
        const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
        const Run r = jct({QStringLiteral("report"), QStringLiteral("-o"), path});
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");

        const QString info = QString::fromUtf8(exec(QStringLiteral("pdfinfo"), {path}).out);
        const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY2(pages.hasMatch(), qPrintable(info));
        m_reportPages = pages.captured(1).toInt();
        // Eight pages: the sections flow and a page breaks only where the content reaches its
        // bottom (nine, two of them nearly empty, when every long section opened a page; seven
        // before the recovery parts and failure sources joined the reliability table).
        QCOMPARE(m_reportPages, 8);
        QVERIFY(r.out.contains(QByteArray(QByteArray("(") + QByteArray::number(m_reportPages) + " pages)")));
        QVERIFY2(info.contains(
                     QRegularExpression(QStringLiteral("Page size:\\s+595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)"))),
                 qPrintable(info));
        m_reportText = QString::fromUtf8(
            exec(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")}).out);
        QVERIFY(!m_reportText.isEmpty());
    }

    // Issue 14: the sync wall and the knee, in the headline table and in words under the chart.
    void reportNamesTheWallAndTheKnee()
    {
        QVERIFY(!m_reportText.isEmpty());
        QVERIFY(m_reportText.contains(
            QRegularExpression(QStringLiteral("Knee \\(scaling e\\S+ciency at or above the threshold\\)\\s+4,096"))));
        QVERIFY2(m_reportText.contains(QStringLiteral("Sync wall: 12,288 GPUs (dp 192) give the least predicted JCT")),
                 qPrintable(m_reportText.left(2000)));
        // The paragraph wraps: compare with its whitespace collapsed.
        const QString words = m_reportText.simplified();
        QVERIFY(words.contains(QStringLiteral("Knee: scaling")));
        QVERIFY(
            words.contains(QStringLiteral("stays at or above 70 % up to 4,096 GPUs (74.1 % there, against 64 GPUs)")));
    }

    // Issue 14: what ends the scaling, under the wall; the recovery in its parts and the
    // failures by source in the reliability table (only the sources the plan counts: the
    // default plan sets a GPU MTBF alone; 4.0 expected failures, all from GPUs).
    void reportSaysWhatEndsScalingAndHowFailuresRecover()
    {
        QVERIFY(!m_reportText.isEmpty());
        const QString words = m_reportText.simplified();
        QVERIFY(words.contains(QStringLiteral("What ends the scaling: from 64 to 6,144 GPUs, the share of the job "
                                              "time that grows most: DP communication from 0.0 % to 17.3 %")));
        for (const char *part : {"of which drain 1.0 min", "of which provisioning 6.0 min",
                                 "of which communicator re-initialisation 3.0 min"})
            QVERIFY2(words.contains(QLatin1String(part)), part);
        QVERIFY(words.contains(QStringLiteral("Expected failures from GPUs 4.1 count")));
        QVERIFY(!words.contains(QStringLiteral("Expected failures from NICs")));
    }

    void reportHasItsSectionsAndPageFurniture()
    {
        QVERIFY(!m_reportText.isEmpty());
        for (const char *heading :
             {"Training job procurement report", "1. Summary", "2. Inputs", "3. Charts", "4. Step breakdown",
              "5. Checkpoints and failures", "6. Cost", "7. Sensitivity", "8. Model and sources"})
            QVERIFY2(m_reportText.contains(QLatin1String(heading)), heading);
        // Every page: the plan's name and "Page n of m"; the footer's version. No page but the
        // last is nearly empty: each holds at least 20 lines of text besides its header and
        // footer (a page of charts has their titles, ticks and legends).
        const QStringList pages = m_reportText.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QCOMPARE(pages.size(), m_reportPages);
        for (int n = 0; n < pages.size(); ++n) {
            const qsizetype lines =
                pages[n].split(QLatin1Char('\n')).filter(QRegularExpression(QStringLiteral("\\S"))).size();
            QVERIFY2(n + 1 == pages.size() || lines >= 22,
                     qPrintable(QStringLiteral("page %1: %2 lines").arg(n + 1).arg(lines)));
            QVERIFY2(pages[n].contains(QStringLiteral("Page %1 of %2").arg(n + 1).arg(m_reportPages)),
                     qPrintable(pages[n].left(300)));
            QVERIFY(pages[n].contains(QStringLiteral("GPT-3 175B · 1,024 × H100")));
            QVERIFY(pages[n].contains(QRegularExpression(
                QStringLiteral("Generated \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC by JCT Planner \\d+\\.\\d+"))));
        }
        // Inputs with units, charts' titles, the sources.
        QVERIFY(m_reportText.contains(QRegularExpression(QStringLiteral("Checkpoint write\\s+800\\s+Gbit/s"))));
        QVERIFY(m_reportText.contains(QRegularExpression(QStringLiteral("GPU hour price\\s+2.5\\s+USD/GPU-h"))));
        // The charts are vectors: their axis labels are text in the PDF.
        for (const char *axis : {"Predicted job time (days)", "USD / idle minute", "Checkpoint interval (minutes)",
                                 "Time per step (seconds)"})
            QVERIFY2(m_reportText.contains(QLatin1String(axis)), axis);
        QVERIFY(m_reportText.contains(QStringLiteral("Daly")));
        QVERIFY(m_reportText.contains(QStringLiteral("Narayanan")));
    }

    void reportFiguresMatchEval()
    {
        QVERIFY(!m_reportText.isEmpty());
        const Run eval = jct({QStringLiteral("eval"), QStringLiteral("--json")});
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(eval.out).object();
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        auto row = [&](const QString &label, const QString &value, const QString &unit) {
            const QRegularExpression re(QRegularExpression::escape(label) + QStringLiteral("\\s+")
                                        + QRegularExpression::escape(value) + QStringLiteral("\\s+")
                                        + QRegularExpression::escape(unit));
            return m_reportText.contains(re);
        };
        const QString days = en.toString(o.value(QStringLiteral("predicted_days")).toDouble(), 'f', 2);
        QVERIFY2(row(QStringLiteral("Predicted job time"), days, QStringLiteral("days")), qPrintable(days));
        const QString minimum = en.toString(o.value(QStringLiteral("theoretical_days")).toDouble(), 'f', 2);
        QVERIFY(row(QStringLiteral("Theoretical minimum"), minimum, QStringLiteral("days")));
        const QJsonObject cost = o.value(QStringLiteral("cost")).toObject();
        const QString total = en.toString(cost.value(QStringLiteral("total_usd")).toDouble(), 'f', 0);
        QVERIFY2(row(QStringLiteral("Total cost"), total, QStringLiteral("USD")), qPrintable(total));
        const QString perMinute = en.toString(cost.value(QStringLiteral("per_idle_minute_usd")).toDouble(), 'f', 2);
        QVERIFY(row(QStringLiteral("Cost of an idle minute"), perMinute, QStringLiteral("USD/min")));
        const QJsonObject failures = o.value(QStringLiteral("failures")).toObject();
        const QString expected = en.toString(failures.value(QStringLiteral("expected_failures")).toDouble(), 'f', 1);
        QVERIFY(row(QStringLiteral("Expected failures over the job"), expected, QStringLiteral("count")));
        const QString mtbf = en.toString(failures.value(QStringLiteral("job_mtbf_hours")).toDouble(), 'f', 1);
        QVERIFY(row(QStringLiteral("Job MTBF (mean time between failures)"), mtbf, QStringLiteral("h")));
        const QString interval = en.toString(
            o.value(QStringLiteral("checkpoint")).toObject().value(QStringLiteral("interval_s")).toDouble() / 60.0, 'f',
            1);
        QVERIFY(row(QStringLiteral("Interval used"), interval, QStringLiteral("min")));
        const QString step = en.toString(o.value(QStringLiteral("step_time_s")).toDouble(), 'f', 3);
        QVERIFY2(
            m_reportText.contains(QRegularExpression(QStringLiteral("Step time \\(total\\)\\s+")
                                                     + QRegularExpression::escape(step) + QStringLiteral("\\s+100.0"))),
            qPrintable(step));
    }

    // LANGUAGE=ja / zh_CN: the report's words are Japanese / Chinese, its glyphs are in the PDF
    // (pdftotext reads them back) from the Noto Sans CJK face of that language; numbers
    // keep the C convention.
    void reportInJapaneseAndChinese_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("font");
        QTest::addColumn<QString>("itemHeader");
        QTest::newRow("ja") << QStringLiteral(
            "ja") << sl({"サマリー", "ステップの内訳", "チェックポイントと故障", "予測ジョブ時間", "信頼性", "はい"})
                            << QStringLiteral("NotoSansCJKjp") << QStringLiteral("項目");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << sl({"摘要", "步分解", "检查点与故障", "预测作业时间", "可靠性", "是"})
                               << QStringLiteral("NotoSansCJKsc") << QStringLiteral("项目");
    }

    void reportInJapaneseAndChinese()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, words);
        QFETCH(QString, font);
        QFETCH(QString, itemHeader);
        const QString path = m_dir.filePath(QStringLiteral("report-%1.pdf").arg(language));
        const QByteArray before = qgetenv("LANGUAGE");
        qputenv("LANGUAGE", language.toUtf8());
        const Run r = jct({QStringLiteral("report"), QStringLiteral("-o"), path});
        qputenv("LANGUAGE", before);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(exec(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}).out);
        for (const QString &word : words)
            QVERIFY2(text.contains(word), qPrintable(word + QStringLiteral(" not in:\n") + text.left(1500)));
        QVERIFY2(!text.contains(QStringLiteral("Checkpoints and failures")), qPrintable(text.left(1500)));
        // The tables' own headers and totals too: they were written in English in every language.
        for (const char *english :
             {"Part of a step", "Share of step", "Step time (total)", "Change to this plan", "JCT change",
              "Cost change", "Item", "Reliability", "Daly's optimum", "\nyes\n", "\nno\n"})
            QVERIFY2(!text.contains(QLatin1String(english)), english);
        QVERIFY(text.contains(QStringLiteral("1,024"))); // the C number convention, whatever the language
        const QString fonts = QString::fromUtf8(exec(QStringLiteral("pdffonts"), {path}).out);
        QVERIFY2(fonts.contains(font, Qt::CaseInsensitive), qPrintable(fonts));
        // No table's header row stands alone at the top of a page, the next section's heading
        // under it: the Japanese report's checkpoint table ended at page 7's foot and its
        // header opened page 8.
        const QStringList pages =
            QString::fromUtf8(
                exec(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")}).out)
                .split(QLatin1Char('\f'));
        QVERIFY(pages.size() > 4);
        static const QRegularExpression heading(QStringLiteral("^\\d+\\.\\s"));
        int headers = 0;
        for (qsizetype n = 0; n < pages.size(); ++n) {
            QStringList lines = pages[n].split(QLatin1Char('\n'));
            // NFKC: pdftotext reads some CJK glyphs back as Kangxi radicals (⽬ for 目).
            for (QString &line : lines)
                line = line.normalized(QString::NormalizationForm_KC).trimmed();
            lines.removeAll(QString());
            headers += static_cast<int>(std::count_if(
                lines.cbegin(), lines.cend(), [&](const QString &line) { return line.startsWith(itemHeader); }));
            for (qsizetype i = 0; i + 1 < lines.size(); ++i)
                QVERIFY2(!(lines[i].startsWith(itemHeader) && heading.match(lines[i + 1]).hasMatch()),
                         qPrintable(QStringLiteral("page %1: '%2' over '%3'").arg(n + 1).arg(lines[i], lines[i + 1])));
        }
        QVERIFY2(headers >= 2, qPrintable(QString::number(headers))); // the check saw the item tables' headers
    }

    // Issue 13 item 7: `jct plot --compare A B` lays A over B as the window does with A pinned.
    void plotComparesTwoPlans()
    {
        const QString a = write(QStringLiteral("pa.jctplan"),
                                R"({"name": "Plan A on 1,024 H100", "model": {"preset": "gpt3-175b"},
                                    "cluster": {"gpus": 1024}, "parallelism": {"tp": 8, "pp": 8, "vpp": 3}})");
        const QString b = write(QStringLiteral("pb.jctplan"),
                                R"({"name": "Plan B on 2,048 H100", "model": {"preset": "gpt3-175b"},
                                    "cluster": {"gpus": 2048}, "parallelism": {"tp": 8, "pp": 8, "vpp": 3}})");
        const QString path = m_dir.filePath(QStringLiteral("compare.svg"));
        const Run r = jct({QStringLiteral("plot"), QStringLiteral("--compare"), a, b, QStringLiteral("--chart"),
                           QStringLiteral("sync-wall"), QStringLiteral("-o"), path});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("sync-wall, A and B"));
        QFile svg(path);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        // The legend names each curve by its plan (present::planLabel).
        QVERIFY2(text.contains(QString::fromUtf8("A: 1,024 × H100")), qPrintable(text.left(3000)));
        QVERIFY(text.contains(QString::fromUtf8("B: 2,048 × H100")));
        const Run one = jct({QStringLiteral("plot"), QStringLiteral("--compare"), a, QStringLiteral("--chart"),
                             QStringLiteral("breakdown"), QStringLiteral("-o"), path});
        QCOMPARE(one.exitCode, 2);
        QVERIFY(one.err.contains("--compare takes two plans, A then B (got 1)"));
        const Run help = jct({QStringLiteral("plot"), QStringLiteral("--help")});
        QVERIFY(help.out.contains("jct plot --compare A.jctplan B.jctplan"));
    }

    void reportComparesTwoPlans()
    {
        const QString b = write(QStringLiteral("b.jctplan"),
                                R"({"name": "Plan B on 2,048 H100", "model": {"preset": "gpt3-175b"},
                                    "cluster": {"gpus": 2048}, "parallelism": {"tp": 8, "pp": 8, "vpp": 3}})");
        const QString path = m_dir.filePath(QStringLiteral("compare.pdf"));
        const Run r = jct({QStringLiteral("report"), QStringLiteral("-o"), path, QStringLiteral("--compare"), b});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(
            exec(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")}).out);
        QVERIFY(text.contains(QStringLiteral("B: Plan B on 2,048 H100")));
        // The cost table's GPU row: A, B, Δ and the ratio.
        QVERIFY2(
            text.contains(QRegularExpression(QStringLiteral("GPUs\\s+GPUs\\s+1,024\\s+2,048\\s+\\+1,024\\s+2\\.000"))),
            qPrintable(text.left(2000)));
        const Run missing = jct({QStringLiteral("report"), QStringLiteral("-o"), path, QStringLiteral("--compare"),
                                 m_dir.filePath(QStringLiteral("nope.jctplan"))});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains("nope.jctplan"));
        const Run oom =
            jct({QStringLiteral("report"), QStringLiteral("-o"), path, QStringLiteral("--compare"), oomPlan()});
        QCOMPARE(oom.exitCode, 1);
    }

    void otherCommandsStayAsTheyWere()
    {
        const Run eval = jct({QStringLiteral("eval")});
        QCOMPARE(eval.exitCode, 0);
        QVERIFY(eval.out.contains("JCT          predicted"));
        // A missing plan file is bad input, named, for every command.
        const Run search = jct({QStringLiteral("search"), QStringLiteral("x")});
        QCOMPARE(search.exitCode, 2);
        QVERIFY2(search.err.contains("x"), search.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestPlotReport)
#include "tst_plotreport.moc"
