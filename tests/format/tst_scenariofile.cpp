// Writing plans to disk: the bytes written read back as the same plan, a write that fails
// half-way (the file size limit hit mid-write) leaves the previous file byte for byte and
// names the path and the OS error, and the crash-recovery wrapper keeps the plan's file
// name and time.

#include "app/format/scenariofile.h"
#include "common/filesizelimit.h"

#include <csignal>
#include <cstring>
#include <sys/resource.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jct;
using namespace jct::format;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

using jct::test::FileSizeLimit;

LoadedScenario editedPlan()
{
    LoadedScenario plan = defaultScenario();
    plan.name = QStringLiteral("Edited: 2,048 GPUs & a price");
    plan.scenario.cluster.gpus = 2048;
    plan.scenario.cost.gpuHourUsd = 3.1415926535;
    plan.scenario.training.tokens = 1.234567890123e12;
    plan.scenario.fabric.lossRate = 1.5e-4;
    return plan;
}

} // namespace

class TestScenarioFile final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Writing past the file size limit raises SIGXFSZ, which would end the test.
        std::signal(SIGXFSZ, SIG_IGN);
    }

    void writtenPlanReadsBackTheSame()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("plan.jctplan"));
        const LoadedScenario plan = editedPlan();
        QString error;
        QVERIFY2(writeScenarioFile(path, plan, &error), qPrintable(error));
        QVERIFY(error.isEmpty());
        QCOMPARE(readAll(path), scenarioFileBytes(plan));
        const ScenarioReadResult read = readScenarioFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        QVERIFY(read.loaded->scenario == plan.scenario);
        QCOMPARE(read.loaded->name, plan.name);
        QCOMPARE(read.loaded->gpuId, plan.gpuId);
        QCOMPARE(read.loaded->networkPreset, plan.networkPreset);
        QCOMPARE(read.loaded->modelPreset, plan.modelPreset);
        QCOMPARE(read.loaded->scenario.cost.gpuHourUsd, 3.1415926535);
        // Writing again over the file replaces it and leaves no temporary file behind.
        QVERIFY(writeScenarioFile(path, defaultScenario(), &error));
        QVERIFY(readScenarioFile(path).loaded->scenario == defaultScenario().scenario);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("plan.jctplan")});
    }

    void writeFailingHalfWayLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.jctplan"));
        QVERIFY(writeFileAtomically(path, QByteArrayLiteral("{\"name\": \"old\"}\n"), nullptr));
        const QByteArray before = readAll(path);
        const QByteArray next = scenarioFileBytes(editedPlan());
        QVERIFY(next.size() > 2048);
        QString error;
        bool written = true;
        {
            const FileSizeLimit limit(1024); // the new bytes stop at 1 KiB
            QVERIFY(limit.ok());
            written = writeScenarioFile(path, editedPlan(), &error);
        }
        QVERIFY(!written);
        QCOMPARE(readAll(path), before);
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: ")), qPrintable(error));
        QVERIFY2(error.contains(QString::fromLocal8Bit(std::strerror(EFBIG))), qPrintable(error));
        // The partial temporary file is gone too.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("plan.jctplan")});
        // Without the limit the same write succeeds: the failure above was the limit.
        QVERIFY2(writeScenarioFile(path, editedPlan(), &error), qPrintable(error));
        QCOMPARE(readAll(path), next);
    }

    void writeIntoMissingDirectoryNamesThePath()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/dir/plan.jctplan"));
        QString error;
        QVERIFY(!writeScenarioFile(path, defaultScenario(), &error));
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write: ")), qPrintable(error));
        QVERIFY(error.size() > path.size() + 16); // with the OS's reason
        QVERIFY(!QFile::exists(path));
    }

    void autosaveKeepsFileNameAndTime()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/autosave.jctplan")); // directory made on demand
        const AutosavedPlan copy{editedPlan(), QStringLiteral("/home/someone/plans/big run.jctplan"),
                                 QDateTime(QDate(2026, 11, 22), QTime(4, 30, 15, 250), Qt::UTC)};
        QString error;
        QVERIFY2(writeAutosaveFile(path, copy, &error), qPrintable(error));
        const AutosaveReadResult read = readAutosaveFile(path);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QVERIFY(read.autosaved->plan.scenario == copy.plan.scenario);
        QCOMPARE(read.autosaved->plan.name, copy.plan.name);
        QCOMPARE(read.autosaved->fileName, copy.fileName);
        QCOMPARE(read.autosaved->savedAt, copy.savedAt);
        // A recovery copy is not a plan file: the plan reader refuses it by name.
        const ScenarioReadResult asPlan = readScenarioFile(path);
        QVERIFY(!asPlan.ok());
        QCOMPARE(asPlan.error.path, QStringLiteral("format"));
    }

    void badAutosaveFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("malformed") << QByteArray("{\"format\": ") << QStringLiteral("not a recovery file");
        QTest::newRow("a plan file") << scenarioFileBytes(defaultScenario()) << QStringLiteral("format");
        QTest::newRow("newer") << QByteArray(R"({"format": "jct-planner-autosave", "version": 2, "scenario": {}})")
                               << QStringLiteral("version: 2");
        QTest::newRow("no scenario") << QByteArray(R"({"format": "jct-planner-autosave", "version": 1})")
                                     << QStringLiteral("scenario: must be an object");
        QTest::newRow("bad scenario") << QByteArray(
            R"({"format": "jct-planner-autosave", "version": 1, "scenario": {"training": {"micro_batch": 0}}})")
                                      << QStringLiteral("scenario.training.micro_batch: must be between 1 and");
    }
    void badAutosaveFilesAreRefused()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.jctplan"));
        QVERIFY(writeFileAtomically(path, content, nullptr));
        const AutosaveReadResult read = readAutosaveFile(path);
        QVERIFY(!read.ok());
        QVERIFY2(read.error.contains(fragment), qPrintable(read.error));
    }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "tst_scenariofile.moc"
