// `jct-planner`: the planner window. Opens the plan given on the command line, else the
// last plan of the previous session (its file, when it had one), else the built-in default
// plan; then offers the recovery copy a crashed session left behind.

#include "mainwindow.h"

#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QJsonDocument>
#include <QSettings>
#include <QTimer>

namespace {

jct::format::LoadedScenario lastSessionPlan()
{
    const QByteArray json = QSettings().value(QStringLiteral("plan/last")).toString().toUtf8();
    if (!json.isEmpty()) {
        const jct::format::ScenarioReadResult read = jct::format::readScenario(json);
        if (read.ok())
            return *read.loaded;
    }
    return jct::format::defaultScenario();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("jct-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("JCT Planner"));
    QApplication::setOrganizationName(QStringLiteral("JCT Planner"));
    QApplication::setApplicationVersion(QStringLiteral(JCT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("What-if planner for the completion time of large AI training jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("a .jctplan scenario to open"));
    const QCommandLineOption defaultPlan(QStringLiteral("default-plan"),
                                         QStringLiteral("start on the built-in default plan, not the last session's"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"), QStringLiteral("render the window to PNG FILE and quit"), QStringLiteral("FILE"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("window size WxH"), QStringLiteral("WxH"));
    const QCommandLineOption presentation(
        QStringLiteral("presentation"),
        QStringLiteral("start in presentation mode (full screen, charts only; F5 or Esc leaves)"));
    parser.addOption(presentation);
    const QCommandLineOption planA(QStringLiteral("plan-a"), QStringLiteral("open FILE as plan A of an A/B comparison"),
                                   QStringLiteral("FILE"));
    parser.addOption(planA);
    parser.addOption(defaultPlan);
    parser.addOption(screenshot);
    parser.addOption(size);
    parser.process(app);

    jct::format::LoadedScenario plan = parser.isSet(defaultPlan) ? jct::format::defaultScenario() : lastSessionPlan();
    QString fileToOpen;
    if (!parser.positionalArguments().isEmpty()) {
        fileToOpen = parser.positionalArguments().first();
        const jct::format::ScenarioReadResult read = jct::format::readScenarioFile(fileToOpen);
        if (!read.ok()) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(fileToOpen), qPrintable(read.error.toString()));
            return 2;
        }
        plan = *read.loaded;
    } else if (!parser.isSet(defaultPlan)) {
        // The last session's plan had a file: reopen that file, titled, with what was saved
        // in it (changes discarded on quit stay discarded); if it is gone or no longer reads,
        // the last plan opens untitled as before.
        const QString lastFile = QSettings().value(QStringLiteral("plan/lastFile")).toString();
        if (!lastFile.isEmpty() && jct::format::readScenarioFile(lastFile).ok())
            fileToOpen = lastFile;
    }

    jct::planner::MainWindow window(plan);
    if (!fileToOpen.isEmpty())
        window.files()->loadFile(fileToOpen, nullptr); // read above: fails only if changed since
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(planA)) {
        QString error;
        if (!window.openAsA(parser.value(planA), &error))
            std::fprintf(stderr, "%s\n", qPrintable(error));
    }
    window.show();
    if (parser.isSet(presentation))
        window.setPresentationMode(true);
    // After show(), so that the question has its window; never when rendering a screenshot.
    if (!parser.isSet(screenshot))
        QTimer::singleShot(0, &window, [&window] { window.files()->offerRecovery(); });

    if (parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        // Two event-loop turns: layout settles, queued replots run, then grab.
        QTimer::singleShot(300, &window, [&window, path] {
            const bool ok = window.grab().save(path);
            std::fprintf(ok ? stdout : stderr, "%s %s (%dx%d)\n", ok ? "wrote" : "could not write", qPrintable(path),
                         window.width(), window.height());
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return QApplication::exec();
}
