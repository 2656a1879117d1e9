// The one atomic writer (app/format/atomicfile.h) that every file the planner writes goes
// through: a save killed (SIGKILL) at any point leaves the old bytes or the new ones,
// never a torn file, and what it left behind is removed by the next save; devices, FIFOs,
// directories and the files being read are refused by name; links and permissions stay.

#include "app/format/atomicfile.h"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace jct::format;

namespace {

constexpr qsizetype kLargeFile = 24 * 1024 * 1024; // long enough to be killed half-way

// Two large contents that differ in every block, so that a torn file matches neither.
QByteArray largeContent(char fill)
{
    QByteArray bytes(kLargeFile, fill);
    for (qsizetype i = 0; i < bytes.size(); i += 4096)
        bytes[i] = static_cast<char>(fill + 1);
    return bytes;
}

QByteArray digest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
}

QByteArray fileDigest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return "missing";
    return digest(f.readAll());
}

// The staging files of saves to `path` (hidden names: listed with QDir::Hidden).
QStringList stagingFiles(const QString &path)
{
    const QString prefix = QFileInfo(stagingFilePrefix(path)).fileName();
    QStringList found;
    for (const QString &name : QFileInfo(path).absoluteDir().entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (name.startsWith(prefix))
            found << name;
    return found;
}

// The child of the kill test: saves the two contents in turn until it is killed.
int saveUntilKilled(const QString &path)
{
    const QByteArray contents[] = {largeContent('b'), largeContent('a')};
    std::puts("saving");
    std::fflush(stdout);
    for (int i = 0;; ++i) {
        QString error;
        if (!writeFileAtomically(path, contents[i % 2], &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
    }
}

} // namespace

class TestAtomicFile final : public QObject
{
    Q_OBJECT

private slots:
    void aKilledSaveLeavesTheOldOrTheNewFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.jctplan"));
        const QByteArray a = largeContent('a');
        const QByteArray b = largeContent('b');
        const QByteArray digestA = digest(a);
        const QByteArray digestB = digest(b);
        QElapsedTimer oneSave;
        oneSave.start();
        QVERIFY(writeFileAtomically(path, a, nullptr));
        // Kills spread over two and a half saves of the child, whatever this disk's speed.
        // On a loaded machine the child's saves can take several times the one measured
        // here, and every kill then falls inside its first save: past 16 rounds the spread
        // doubles every 8 rounds that saw only one outcome, up to 64 rounds, so that both
        // outcomes are exercised (every round checks for a torn file either way).
        int spread = static_cast<int>(std::max<qint64>(50, oneSave.elapsed() * 5 / 2));
        std::mt19937 rng(16);
        int leftovers = 0;
        int replaced = 0;
        int rounds = 0;
        for (; rounds < 64; ++rounds) {
            if (rounds >= 16 && replaced > 0 && replaced < rounds)
                break;
            if (rounds >= 16 && rounds % 8 == 0)
                spread *= 2;
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--save-until-killed"), path});
            QVERIFY(child.waitForReadyRead(20000)); // "saving": the first save begins
            QThread::msleep(static_cast<unsigned long>(std::uniform_int_distribution<int>(0, spread)(rng)));
            ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
            QVERIFY(child.waitForFinished(20000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            const QByteArray now = fileDigest(path);
            QVERIFY2(now == digestA || now == digestB, "a killed save left a torn file");
            replaced += now == digestB ? 1 : 0;
            leftovers += stagingFiles(path).isEmpty() ? 0 : 1;
        }
        // The next save to the same path removes what the killed ones left behind.
        QVERIFY(writeFileAtomically(path, b, nullptr));
        QCOMPARE(fileDigest(path), digestB);
        QCOMPARE(stagingFiles(path), QStringList());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("large.jctplan")});
        // Where the file system has unnamed temporary files, a staging file only has a name
        // between QSaveFile's commit and the rename: few kills leave one.
        qInfo("%d saves killed at random points over up to %d ms: %d left the new file, %d a staging file (removed "
              "by the next save)",
              rounds, spread, replaced, leftovers);
        QVERIFY2(replaced > 0 && replaced < rounds, "the kills fell before every save's end or after each");
    }

    void staleStagingFilesOfDeadSavesAreRemoved()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chart.png"));
        // A process that has ended: its pid names no running save.
        QProcess ended;
        ended.start(QStringLiteral("true"), {});
        QVERIFY(ended.waitForFinished(10000));
        const qint64 deadPid = ended.processId() > 0 ? ended.processId() : 999999999;
        const QString prefix = stagingFilePrefix(path);
        QVERIFY(prefix.endsWith(QStringLiteral("/.chart.png.jct-saving-")));
        const QString dead = prefix + QStringLiteral("%1-0").arg(deadPid);
        const QString deadQtTemp = prefix + QStringLiteral("%1-3.AbC123").arg(deadPid);
        const QString live = prefix + QStringLiteral("%1-0").arg(::getppid()); // a running process's
        const QString userFile = dir.filePath(QStringLiteral("chart.png.backup"));
        for (const QString &p : {dead, deadQtTemp, live, userFile}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("torn");
        }
        QVERIFY(writeFileAtomically(path, "new", nullptr));
        QVERIFY(!QFile::exists(dead));
        QVERIFY(!QFile::exists(deadQtTemp));
        QVERIFY(QFile::exists(live));
        QVERIFY(QFile::exists(userFile));
        QCOMPARE(fileDigest(path), digest("new"));
    }

    void specialFilesAndInputsAreRefusedByName()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString input = dir.filePath(QStringLiteral("log.txt"));
        QVERIFY(writeFileAtomically(input, "the log", nullptr));
        const QString alias = dir.filePath(QStringLiteral("alias.csv"));
        QVERIFY(QFile::link(input, alias));
        struct Case
        {
            QString path;
            QStringList inputs;
            QString reason;
        };
        const Case cases[] = {
            {fifo, {}, QStringLiteral("it is a FIFO, not a regular file")},
            {QStringLiteral("/dev/null"), {}, QStringLiteral("it is a character device, not a regular file")},
            {dir.path(), {}, QStringLiteral("it is a directory, not a regular file")},
            {input, {input}, QStringLiteral("it is %1, which is being read").arg(input)},
            {alias, {input}, QStringLiteral("it is %1, which is being read").arg(input)},
        };
        for (const Case &c : cases) {
            QString error;
            QVERIFY(!writeFileAtomically(c.path, "x", &error, c.inputs));
            QVERIFY2(error.startsWith(c.path + QStringLiteral(": cannot write: ") + c.reason), qPrintable(error));
        }
        struct stat st = {};
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
        QCOMPARE(fileDigest(input), digest("the log"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
                 (QStringList{QStringLiteral("alias.csv"), QStringLiteral("log.txt"), QStringLiteral("pipe.png")}));
    }

    void linksAndPermissionsStay()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("plan.jctplan"));
        const QString link = dir.filePath(QStringLiteral("current.jctplan"));
        QVERIFY(writeFileAtomically(target, "old", nullptr));
        QCOMPARE(::chmod(QFile::encodeName(target).constData(), 0640), 0);
        QVERIFY(QFile::link(target, link));
        QVERIFY(writeFileAtomically(link, "new", nullptr));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(fileDigest(target), digest("new"));
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(target).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0640u);
    }
};

int main(int argc, char *argv[])
{
    if (argc == 3 && qstrcmp(argv[1], "--save-until-killed") == 0)
        return saveUntilKilled(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestAtomicFile test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_atomicfile.moc"
