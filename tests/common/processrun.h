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

// Runs `program` to completion (two minutes at most). `noDisplay` removes DISPLAY,
// WAYLAND_DISPLAY and QT_QPA_PLATFORM, as on a headless server.
inline ProcessRun runProcess(const QString &program, const QStringList &args, bool noDisplay = false)
{
    QProcess p;
    if (noDisplay) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
    }
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

// Runs `program` as runProcess does, with the environment `environment` (a language, say).
inline ProcessRun runProcessWithEnvironment(const QString &program, const QStringList &args,
                                            const QProcessEnvironment &environment)
{
    QProcess p;
    p.setProcessEnvironment(environment);
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
