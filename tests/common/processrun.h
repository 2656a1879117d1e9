#pragma once

// Running a program as the user would (the `jct` command line, pdftotext) and writing
// fixture files: shared by the process-level tests.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace jct::test {

struct ProcessRun
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

namespace detail {

inline ProcessRun runOnce(QProcess &p, const QString &program, const QStringList &args)
{
    p.start(program, args);
    ProcessRun run;
    if (!p.waitForFinished(120000))
        return run;
    run.exitCode = p.exitCode();
    run.status = p.exitStatus();
    run.out = p.readAllStandardOutput();
    run.err = p.readAllStandardError();
    return run;
}

// Under the asan preset (leak checking on) LeakSanitizer's own tracer thread can die while
// it stops the exiting program's threads ("Tracer caught signal 11 … LeakSanitizer has
// encountered a fatal error"; seen on `jct report` in Japanese, whose font loading leaves
// threads behind): no leak was found, the check itself did not run. Such a run is made
// again with the leak check off (ASan and UBSan still on); a leak LSan does report, and
// every other failure, still fail the test.
inline ProcessRun runChecked(QProcessEnvironment environment, const QString &program, const QStringList &args)
{
    for (int attempt = 0;; ++attempt) {
        QProcess p;
        p.setProcessEnvironment(environment);
        ProcessRun run = runOnce(p, program, args);
        const bool tracerDied = run.exitCode != 0 && run.err.contains("LeakSanitizer has encountered a fatal error");
        if (!tracerDied || attempt == 1)
            return run;
        const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
        environment.insert(QStringLiteral("ASAN_OPTIONS"), asan.isEmpty() ? QStringLiteral("detect_leaks=0")
                                                                          : asan + QStringLiteral(":detect_leaks=0"));
    }
}

} // namespace detail

// Runs `program` to completion (two minutes at most). `noDisplay` removes DISPLAY,
// WAYLAND_DISPLAY and QT_QPA_PLATFORM, as on a headless server.
inline ProcessRun runProcess(const QString &program, const QStringList &args, bool noDisplay = false)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (noDisplay) {
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    }
    return detail::runChecked(env, program, args);
}

// Runs `program` as runProcess does, with the environment `environment` (a language, say).
inline ProcessRun runProcessWithEnvironment(const QString &program, const QStringList &args,
                                            const QProcessEnvironment &environment)
{
    return detail::runChecked(environment, program, args);
}

// Writes `content` to `name` in `directory`; the path, or empty when it cannot.
inline QString writeFixture(const QDir &directory, const QString &name, const QByteArray &content)
{
    const QString path = directory.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
        return {};
    return path;
}

} // namespace jct::test
