// `jct`'s text commands in the user's language (issue 17): the words follow the system
// language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), the column labels stay aligned, and what
// scripts read (JSON, CSV) is the same in every language.

#include "common/processrun.h"

#include <algorithm>
#include <sys/stat.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

namespace {

// The cells `text` takes in a terminal, counted here on its own (not with the program's
// displayWidth): two for the CJK, kana, Hangul and full-width characters the catalogues use.
int terminalCells(const QString &text)
{
    int cells = 0;
    for (const char32_t c : text.toUcs4()) {
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
                          || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFF60);
        cells += wide ? 2 : 1;
    }
    return cells;
}

// The labels of `jct eval`'s label-and-value lines, as app/cli/commands.cpp writes them.
const char *const kEvalLabels[] = {"Layout",      "Memory",    "INFEASIBLE", "Step time", "Throughput", "Checkpoints",
                                   "Failures",    "Data",      "Serial",     "JCT",       "Cost",       "Waiting",
                                   "Sensitivity", "Sync wall", "Knee",       "Scaling",   "Assumed"};
const char *const kEvalPartLabels[] = {"recovery", "by source"};
// The step's parts (app/present/resultjson.cpp, context PlanAnalysis).
const char *const kStepParts[] = {"compute",           "recompute",        "pipeline bubble",  "TP communication",
                                  "PP communication",  "DP communication", "EP communication", "CP communication",
                                  "optimizer",         "stragglers",       "data stall",       "fixed step overhead",
                                  "activation offload"};

} // namespace

class TestCliLanguage final : public QObject
{
    Q_OBJECT

private:
    QString m_jct;

    // `jct args` with the language variables as a desktop session of `language` sets them;
    // an empty value removes the variable.
    jct::test::ProcessRun jctIn(const QString &language, const QString &lang, const QStringList &args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
            env.remove(QString::fromLatin1(name));
        if (!language.isEmpty())
            env.insert(QStringLiteral("LANGUAGE"), language);
        if (!lang.isEmpty())
            env.insert(QStringLiteral("LANG"), lang);
        return jct::test::runProcessWithEnvironment(m_jct, args, env);
    }

    jct::test::ProcessRun german(const QStringList &args)
    {
        return jctIn(QStringLiteral("de"), QStringLiteral("de_DE.UTF-8"), args);
    }
    jct::test::ProcessRun plainC(const QStringList &args) { return jctIn(QString(), QStringLiteral("C"), args); }

    static QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
    {
        const QString path = dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase()
    {
        m_jct = qEnvironmentVariable("JCT_BINARY_DIR") + QStringLiteral("/bin/jct");
        QVERIFY2(QFileInfo::exists(m_jct), qPrintable(m_jct));
    }

    // The default plan in German: the labels of translations/dict/de.txt, padded in code
    // to the column of the English text (two spaces, the label, spaces up to column 15).
    void evalSpeaksGerman()
    {
        const jct::test::ProcessRun r = german({QStringLiteral("eval")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("\n  Schrittzeit  ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  Speicher     ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  Checkpoints  ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  Kollektive\n")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" Mittelwert, p50 ")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("Step time")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral(" mean, p50 ")), qPrintable(out));
    }

    // Japanese labels take two terminal cells a character, and the widest label of the set,
    // "チェックポイント" (16 cells), sets the value column: 2 + 16 + 1 = 19. "メモリ" (6 cells)
    // takes 11 spaces (not 14, as a count of characters would give), "ステップ時間" (12) 5.
    void evalLabelsAlignByTerminalCells()
    {
        const jct::test::ProcessRun r =
            jctIn(QStringLiteral("ja"), QStringLiteral("ja_JP.UTF-8"), {QStringLiteral("eval")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("\n  メモリ           GPU あたり 30.9 GiB")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  ステップ時間     平均 7.35 s")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  チェックポイント 2.45 TB")), qPrintable(out));
    }

    // In every language the values of `jct eval` start in one terminal column: the labels'
    // (two spaces in) and the failure parts' (four in), whatever their length; the step
    // parts' durations end in one column; the sensitivity rows' values start in one. The
    // labels are looked up in the program's own catalogue.
    void evalColumnsLineUpInEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("lang");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("de_DE.UTF-8");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("fr_FR.UTF-8");
        QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ja_JP.UTF-8");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN.UTF-8");
    }
    void evalColumnsLineUpInEveryLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, lang);
        QTranslator catalogue;
        QVERIFY(catalogue.load(qEnvironmentVariable("JCT_BINARY_DIR")
                               + QStringLiteral("/app/present/jct_%1.qm").arg(language)));
        const auto translated = [&](const char *context, const char *english) {
            const QString t = catalogue.translate(context, english);
            return t.isEmpty() ? QString::fromUtf8(english) : t;
        };
        const jct::test::ProcessRun r = jctIn(language, lang, {QStringLiteral("eval")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        // The column where the text after `label` (at `indent` spaces) starts, on every line
        // that has the label there.
        QList<int> valueColumns;
        int widest = 0;
        const auto collect = [&](const char *english, int indent) {
            const QString prefix = QString(indent, QLatin1Char(' ')) + translated("Cli", english) + QLatin1Char(' ');
            widest = std::max(widest, terminalCells(prefix));
            for (const QString &line : lines) {
                if (!line.startsWith(prefix) || line.at(indent) == QLatin1Char(' '))
                    continue;
                qsizetype value = prefix.size();
                while (value < line.size() && line.at(value) == QLatin1Char(' '))
                    ++value;
                valueColumns.append(terminalCells(line.left(value)));
            }
        };
        for (const char *label : kEvalLabels)
            collect(label, 2);
        for (const char *label : kEvalPartLabels)
            collect(label, 4);
        // Layout, memory, step time, throughput, checkpoints, failures, recovery, by source,
        // data, serial, JCT, cost, waiting, sensitivity, sync wall, knee, scaling.
        QVERIFY2(valueColumns.size() >= 16, r.out.constData());
        for (int column : valueColumns)
            QVERIFY2(column == valueColumns.first(), qPrintable(QString::fromUtf8(r.out)));
        QVERIFY(valueColumns.first() >= 15);
        QVERIFY(valueColumns.first() <= std::max(15, widest)); // one space after the widest

        // The step parts: label, then the duration right-aligned, then " (share)".
        QList<int> durationEnds;
        for (const char *part : kStepParts) {
            const QString prefix = QStringLiteral("    ") + translated("PlanAnalysis", part) + QLatin1Char(' ');
            for (const QString &line : lines)
                if (line.startsWith(prefix) && line.indexOf(QStringLiteral(" ("), prefix.size()) > 0)
                    durationEnds.append(terminalCells(line.left(line.indexOf(QStringLiteral(" ("), prefix.size()))));
        }
        QVERIFY2(durationEnds.size() >= 5, qPrintable(QString::fromUtf8(r.out)));
        for (int end : durationEnds)
            QVERIFY2(end == durationEnds.first(), qPrintable(QString::fromUtf8(r.out)));

        // The sensitivity rows: four spaces, the change, the value from "JCT" on.
        const QString sensitivityLabel = QStringLiteral("  ") + translated("Cli", "Sensitivity") + QLatin1Char(' ');
        qsizetype sensitivity = 0;
        while (sensitivity < lines.size() && !lines[sensitivity].startsWith(sensitivityLabel))
            ++sensitivity;
        QVERIFY(sensitivity < lines.size());
        QList<int> changeValues;
        for (qsizetype i = sensitivity + 1; i < lines.size() && lines[i].startsWith(QStringLiteral("    ")); ++i) {
            const qsizetype at = lines[i].indexOf(QStringLiteral(" JCT "));
            QVERIFY2(at > 0, qPrintable(lines[i]));
            changeValues.append(terminalCells(lines[i].left(at + 1)));
        }
        QVERIFY(changeValues.size() >= 5);
        for (int column : changeValues)
            QVERIFY2(column == changeValues.first(), qPrintable(QString::fromUtf8(r.out)));
    }

    // C (or no language at all) is English, word for word as the CLI tests read it.
    void evalInTheCLocaleIsEnglish()
    {
        const jct::test::ProcessRun r = plainC({QStringLiteral("eval")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("\n  Step time    ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  Memory       ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  Collectives\n")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" mean, p50 ")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("Schrittzeit")), qPrintable(out));
    }

    // What scripts parse stays English: the JSON of eval and the CSV of sweep are the
    // same bytes in German as in C.
    void jsonAndCsvDoNotTranslate_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("eval --json") << QStringList{QStringLiteral("eval"), QStringLiteral("--json")};
        QTest::newRow("sweep --csv") << QStringList{QStringLiteral("sweep"), QStringLiteral("--gpus"),
                                                    QStringLiteral("8:4096:x2"), QStringLiteral("--csv")};
        QTest::newRow("capacity --json") << QStringList{QStringLiteral("capacity"), QStringLiteral("--deadline"),
                                                        QStringLiteral("30"), QStringLiteral("--json")};
        QTest::newRow("fit-nccl --json") << QStringList{
            QStringLiteral("fit-nccl"),
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/nccl-fixtures/nccl-allreduce-2node-h100.txt"),
            QStringLiteral("--json")};
    }
    void jsonAndCsvDoNotTranslate()
    {
        QFETCH(QStringList, args);
        const jct::test::ProcessRun de = german(args);
        const jct::test::ProcessRun c = plainC(args);
        QCOMPARE(de.exitCode, c.exitCode);
        QVERIFY(!c.out.isEmpty());
        QCOMPARE(de.out, c.out);
    }

    // The search's JSON holds sentences made by the layers below (why the best layout wins,
    // with durations in days): English in every language. Only the timing of the search
    // itself differs between two runs.
    void searchJsonStaysEnglish()
    {
        const QStringList args{QStringLiteral("search"), QStringLiteral("--gpus"), QStringLiteral("512:1024"),
                               QStringLiteral("--top"),  QStringLiteral("2"),      QStringLiteral("--json")};
        const auto parsed = [](const QByteArray &json) {
            QJsonObject o = QJsonDocument::fromJson(json).object();
            o.remove(QStringLiteral("seconds"));
            o.remove(QStringLiteral("evaluations_per_second"));
            return o;
        };
        const jct::test::ProcessRun de = german(args);
        const jct::test::ProcessRun c = plainC(args);
        QCOMPARE(de.exitCode, 0);
        const QJsonObject english = parsed(c.out);
        QVERIFY(english.contains(QStringLiteral("top")));
        QVERIFY2(c.out.contains(" days) beats the runner-up"), c.out.left(2000).constData());
        QCOMPARE(parsed(de.out), english);
    }

    // The sentences of the layers below the command line are German too: why the best
    // layout of a search wins (app/present/searchreport), the layouts themselves, and none
    // of the English sentence.
    void searchExplainsInGerman()
    {
        const jct::test::ProcessRun r = german({QStringLiteral("search"), QStringLiteral("--gpus"),
                                                QStringLiteral("512"), QStringLiteral("--top"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("\nDas beste Layout (")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" Tage) schlägt das zweitbeste (")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" je Schritt); Job ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral(" · keine Neuberechnung · ")), qPrintable(out));
        for (const char *english : {"beats the runner-up", "per step", "no recompute", " because "})
            QVERIFY2(!out.contains(QLatin1String(english)), english);
    }

    // The engine reports a plan that does not fit as a code and two numbers; the reason the
    // user reads is made in the present layer, in the user's language.
    void infeasibilityReasonInGerman()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("oom.jctplan"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"model": {"preset": "gpt3-175b"}, "parallelism": {"tp": 8, "pp": 1},
            "cluster": {"gpu": "a100-sxm-80gb", "gpus": 64},
            "training": {"global_batch": 64, "zero": 0, "recompute": "none"}})");
        file.close();
        const jct::test::ProcessRun r = german({QStringLiteral("eval"), path});
        QCOMPARE(r.exitCode, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("passt nicht in den Speicher: braucht ")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Der größte Posten: Optimiererzustand (")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("does not fit in memory")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("The largest part")), qPrintable(out));
        // The JSON keeps the English reason.
        const jct::test::ProcessRun json = german({QStringLiteral("eval"), path, QStringLiteral("--json")});
        const QString reason =
            QJsonDocument::fromJson(json.out).object().value(QStringLiteral("infeasible_reason")).toString();
        QVERIFY2(reason.startsWith(QStringLiteral("does not fit in memory: needs ")), qPrintable(reason));
    }

    // What fit-nccl says about a log (app/present/ncclfit): the cluster, what the log cannot
    // determine, the warnings of --into, in German.
    void fitNcclNotesInGerman()
    {
        const QString log = qEnvironmentVariable("JCT_TEST_DATA_DIR")
                            + QStringLiteral("/nccl-fixtures/nccl-allreduce-small-messages-only.txt");
        const jct::test::ProcessRun r = german({QStringLiteral("fit-nccl"), log});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("all_reduce, 16 Ranks auf 2 Knoten (")), qPrintable(out));
        QVERIFY2(
            out.contains(QStringLiteral("durch dieses Log nicht bestimmt (die größte Nachricht, 4.00 KiB, braucht")),
            qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("47.0 µs je Aufruf")), qPrintable(out));
        for (const char *english : {"not determined by this log", "ranks on", "per call", "latency"})
            QVERIFY2(!out.contains(QLatin1String(english)), english);
        QTemporaryDir dir;
        const QString plan = dir.filePath(QStringLiteral("small.jctplan"));
        QFile file(plan);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"network": {"preset": "roce-100"}})");
        file.close();
        const jct::test::ProcessRun into = german({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan,
                                                   QStringLiteral("-o"), dir.filePath(QStringLiteral("out.jctplan"))});
        QCOMPARE(into.exitCode, 0);
        const QString intoOut = QString::fromUtf8(into.out);
        QVERIFY2(intoOut.contains(QStringLiteral("die Logs bestimmen keine Bandbreite")), qPrintable(intoOut));
        QVERIFY2(!intoOut.contains(QStringLiteral("the logs do not determine")), qPrintable(intoOut));
    }

    // What reading a plan says (app/format): the message in German, the file name, the key
    // path and the numbers as they are. loss_rate allows 0 to 0.5.
    void aBadValueIsExplainedInGerman()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("loss.jctplan"), R"({"network": {"loss_rate": 0.7}})");
        const jct::test::ProcessRun r = german({QStringLiteral("eval"), path});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(
            err.contains(path + QStringLiteral(": network.loss_rate: muss zwischen 0 und 0.5 liegen (erhalten 0.7)")),
            qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("must be between")), qPrintable(err));
        // The English message in the C locale.
        const QString english = QString::fromUtf8(plainC({QStringLiteral("eval"), path}).err);
        QVERIFY2(english.contains(path + QStringLiteral(": network.loss_rate: must be between 0 and 0.5 (got 0.7)")),
                 qPrintable(english));
    }

    // Writing over the plan being read, or over a device, is refused in German; nothing is
    // written (app/cli/cliutil, app/format/atomicfile's kinds).
    void refusedOutputInGerman()
    {
        QTemporaryDir dir;
        const QByteArray plan = R"({"cluster": {"gpus": 512}})";
        // A plan file may have any name: this one has the suffix of a chart.
        const QString path = writeFile(dir, QStringLiteral("plan.png"), plan);
        const QStringList chart{QStringLiteral("plot"), path, QStringLiteral("--chart"), QStringLiteral("sync-wall"),
                                QStringLiteral("-o")};
        jct::test::ProcessRun r = german(chart + QStringList{path});
        QCOMPARE(r.exitCode, 2);
        QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("jct plot: -o %1 ist %1, das gerade gelesen wird").arg(path)),
                 qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("being read")), qPrintable(err));
        QFile kept(path);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), plan);
        const QString fifo = dir.filePath(QStringLiteral("fifo.png"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        r = german(chart + QStringList{fifo});
        QCOMPARE(r.exitCode, 2);
        err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("-o %1 ist eine FIFO, keine reguläre Datei").arg(fifo)), qPrintable(err));
    }

    // A malformed plan: the line and column (the second comma of line 3, column 16) with
    // the German words; the strict parser's message (app/format/strictjson) is German too.
    void malformedJsonIsExplainedInGerman()
    {
        QTemporaryDir dir;
        const QString path =
            writeFile(dir, QStringLiteral("comma.jctplan"), "{\n  \"name\": \"x\",\n  \"version\": 1,,\n}\n");
        const jct::test::ProcessRun r = german({QStringLiteral("eval"), path});
        QCOMPARE(r.exitCode, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(path
                              + QStringLiteral(": Zeile 3, Spalte 16: fehlerhaftes JSON: Schlüssel in doppelten "
                                               "Anführungszeichen erwartet, gefunden: ','")),
                 qPrintable(err));
        const QString english = QString::fromUtf8(plainC({QStringLiteral("eval"), path}).err);
        QVERIFY2(english.contains(path
                                  + QStringLiteral(": line 3, column 16: malformed JSON: expected a key in double "
                                                   "quotes, found ','")),
                 qPrintable(english));
    }

    // A published run whose plan does not read: the table names why in German, the JSON
    // (the row's "note") in English, the same bytes as in the C locale.
    void validateJsonKeepsTheReadErrorEnglish()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("runs.json"),
                                       R"([{"id": "bad-loss", "source": "test", "compare": {"metric": "step_time_s",
                                       "measured": 10.0}, "scenario": {"network": {"loss_rate": 0.7}}}])");
        const jct::test::ProcessRun table = german({QStringLiteral("validate"), path});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(table.out.contains("scenario.network.loss_rate: muss zwischen 0 und 0.5 liegen (erhalten 0.7)"),
                 table.out.constData());
        const QStringList args{QStringLiteral("validate"), path, QStringLiteral("--json")};
        const jct::test::ProcessRun de = german(args);
        const jct::test::ProcessRun c = plainC(args);
        QCOMPARE(de.exitCode, 0);
        const QString note = QJsonDocument::fromJson(de.out)
                                 .object()
                                 .value(QStringLiteral("rows"))
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(QStringLiteral("note"))
                                 .toString();
        QCOMPARE(note, QStringLiteral("miss: scenario.network.loss_rate: must be between 0 and 0.5 (got 0.7)"));
        QCOMPARE(de.out, c.out);
    }

    // A line of an nccl-tests log that is not a measurement row (line 4 here) is skipped and
    // named: in German in the text, in English in the JSON.
    void fitNcclSkippedLineInGerman()
    {
        QFile fixture(qEnvironmentVariable("JCT_TEST_DATA_DIR")
                      + QStringLiteral("/nccl-fixtures/nccl-allreduce-small-messages-only.txt"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = fixture.readAll().split('\n');
        lines.insert(3, "this is not a row");
        QTemporaryDir dir;
        const QString log = writeFile(dir, QStringLiteral("extra-line.txt"), lines.join('\n'));
        const jct::test::ProcessRun r = german({QStringLiteral("fit-nccl"), log});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(log + QStringLiteral(": Zeile 4: übersprungen, keine Messzeile: \"this is not a row\"")),
                 qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("skipped")), qPrintable(out));
        const QStringList args{QStringLiteral("fit-nccl"), log, QStringLiteral("--json")};
        const jct::test::ProcessRun de = german(args);
        QCOMPARE(de.exitCode, 0);
        QVERIFY2(de.out.contains("extra-line.txt: line 4: skipped, not a measurement row: \\\"this is not a row\\\""),
                 de.out.constData());
        QCOMPARE(de.out, plainC(args).out);
    }

    // The auto-planner's summary names the objective in words, and as --objective spells it.
    void searchNamesTheObjectiveInGerman()
    {
        const jct::test::ProcessRun r = german({QStringLiteral("search"), QStringLiteral("--gpus"),
                                                QStringLiteral("512"), QStringLiteral("--top"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("; Ziel: Kürzeste vorhergesagte Jobdauer (time)\n")), qPrintable(out));
    }

    // The help of a command and the table of sweep are German too.
    void helpAndTablesSpeakGerman()
    {
        const jct::test::ProcessRun help = german({QStringLiteral("eval"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.startsWith("Aufruf: jct eval"), help.out.constData());
        QVERIFY2(help.out.contains("--json"), help.out.constData()); // option names stay
        const jct::test::ProcessRun sweep =
            german({QStringLiteral("sweep"), QStringLiteral("--gpus"), QStringLiteral("512:2048:x2")});
        QVERIFY2(sweep.out.contains("Gesamtkosten"), sweep.out.constData());
        const jct::test::ProcessRun bad = german({QStringLiteral("sweep")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("ist erforderlich"), bad.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliLanguage)
#include "tst_clilanguage.moc"
