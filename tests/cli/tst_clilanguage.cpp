// `jct`'s text commands in the user's language (issue 17): the words follow the system
// language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), the column labels stay aligned, and what
// scripts read (JSON, CSV) is the same in every language.

#include "common/processrun.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTest>

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

    // Japanese labels take two terminal cells a character: "メモリ" is 6 cells, so 7 spaces
    // (not 10, as a count of characters would give) put the value in column 15, as in
    // English; "ステップ時間" (12 cells) keeps one space.
    void evalLabelsAlignByTerminalCells()
    {
        const jct::test::ProcessRun r =
            jctIn(QStringLiteral("ja"), QStringLiteral("ja_JP.UTF-8"), {QStringLiteral("eval")});
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("\n  メモリ       GPU あたり 30.9 GiB")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\n  ステップ時間 平均 6.73 s")), qPrintable(out));
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
