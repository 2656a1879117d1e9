// `jct-planner`: the planner window. Opens the plan given on the command line, else the
// last plan of the previous session (its file, when it had one), else the built-in default
// plan; then offers the recovery copy a crashed session left behind. A file on the command
// line that does not read opens the window on the plan it would have started with, and
// says why (the line and column, or the key path) in the window and on stderr.

#include "app/format/atomicfile.h"
#include "app/present/language.h"
#include "mainwindow.h"

#include <cstdio>

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>
#include <QJsonDocument>
#include <QPalette>
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

// The command line's options, in the order --help lists them.
struct PlannerOptions
{
    QCommandLineOption presentation{
        QStringLiteral("presentation"),
        QStringLiteral("start in presentation mode (full screen, charts only; F5 or Esc leaves)")};
    QCommandLineOption planA{QStringLiteral("plan-a"), QStringLiteral("open FILE as plan A of an A/B comparison"),
                             QStringLiteral("FILE")};
    QCommandLineOption defaultPlan{QStringLiteral("default-plan"),
                                   QStringLiteral("start on the built-in default plan, not the last session's")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("render the window to PNG FILE and quit"), QStringLiteral("FILE")};
    QCommandLineOption size{QStringLiteral("size"), QStringLiteral("window size WxH"), QStringLiteral("WxH")};
    QCommandLineOption gpus{QStringLiteral("gpus"),
                            QStringLiteral("then set the GPU count to N as an edit (a screenshot of a plan that "
                                           "cannot run keeps the one before)"),
                            QStringLiteral("N")};
    QCommandLineOption dark{QStringLiteral("dark"),
                            QStringLiteral("use a dark palette (how the window looks on a dark desktop)")};
    QCommandLineOption language{QStringLiteral("language"),
                                QStringLiteral("speak LANG (en, de, fr, zh_CN, ja) in this run, whatever Settings ▸ "
                                               "Language says"),
                                QStringLiteral("LANG")};
};

void addOptions(QCommandLineParser &parser, const PlannerOptions &options)
{
    parser.setApplicationDescription(
        QStringLiteral("What-if planner for the completion time of large AI training jobs."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("a .jctplan scenario to open"));
    parser.addOption(options.presentation);
    parser.addOption(options.planA);
    parser.addOption(options.defaultPlan);
    parser.addOption(options.screenshot);
    parser.addOption(options.size);
    parser.addOption(options.gpus);
    parser.addOption(options.dark);
    parser.addOption(options.language);
}

// A dark desktop's palette (Fusion's colours on dark grey), for --dark.
QPalette darkPalette()
{
    QPalette dark;
    const QColor text(0xe6, 0xe6, 0xe6);
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    dark.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return dark;
}

// The plan the window starts on, and the file it comes from (empty: untitled).
struct StartingPlan
{
    jct::format::LoadedScenario plan;
    QString file;
    QString error; // why the file on the command line did not open ("FILE: line 3, column 5: …")
};

// The file on the command line, else the last session's plan, else the default plan; when
// the file on the command line does not read, the plan it would have started with and why.
StartingPlan startingPlan(const QCommandLineParser &parser, const PlannerOptions &options)
{
    StartingPlan start{parser.isSet(options.defaultPlan) ? jct::format::defaultScenario() : lastSessionPlan(), {}, {}};
    if (!parser.positionalArguments().isEmpty()) {
        const QString file = parser.positionalArguments().first();
        const jct::format::ScenarioReadResult read = jct::format::readScenarioFile(file);
        if (!read.ok()) {
            start.error = QStringLiteral("%1: %2").arg(file, read.error.toString());
            std::fprintf(stderr, "%s\n", qPrintable(start.error));
            return start;
        }
        start.file = file;
        start.plan = *read.loaded;
    } else if (!parser.isSet(options.defaultPlan)) {
        // The last session's plan had a file: reopen that file, titled, with what was saved
        // in it (changes discarded on quit stay discarded); if it is gone or no longer reads,
        // the last plan opens untitled as before.
        const QString lastFile = QSettings().value(QStringLiteral("plan/lastFile")).toString();
        if (!lastFile.isEmpty() && jct::format::readScenarioFile(lastFile).ok())
            start.file = lastFile;
    }
    return start;
}

// --size, --gpus and --plan-a, before the window shows.
void applyWindowOptions(jct::planner::MainWindow &window, const QCommandLineParser &parser,
                        const PlannerOptions &options)
{
    if (parser.isSet(options.size)) {
        const QStringList wh = parser.value(options.size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(options.gpus)) {
        const int gpus = parser.value(options.gpus).toInt();
        window.document()->edit(QStringLiteral("cluster.gpus"), QStringLiteral("Set GPUs"),
                                [gpus](jct::format::LoadedScenario &plan) { plan.scenario.cluster.gpus = gpus; });
        window.document()->endInteractiveEdit();
    }
    if (parser.isSet(options.planA)) {
        QString error;
        if (!window.openAsA(parser.value(options.planA), &error))
            std::fprintf(stderr, "%s\n", qPrintable(error));
    }
}

void scheduleScreenshot(jct::planner::MainWindow &window, const QString &path)
{
    // Two event-loop turns: layout settles, queued replots run, then grab.
    QTimer::singleShot(300, &window, [&window, path] {
        // Encoded in memory (the format from the suffix, PNG without one), then written
        // atomically like every file the planner writes.
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        const QByteArray suffix = QFileInfo(path).suffix().toLower().toLatin1();
        QString error;
        const bool ok = window.grab().save(&buffer, suffix.isEmpty() ? "PNG" : suffix.constData())
                        && jct::format::writeFileAtomically(path, buffer.data(), &error);
        if (!error.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(error));
        std::fprintf(ok ? stdout : stderr, "%s %s (%dx%d)\n", ok ? "wrote" : "could not write", qPrintable(path),
                     window.width(), window.height());
        QApplication::exit(ok ? 0 : 1);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("jct-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("JCT Planner"));
    QApplication::setOrganizationName(QStringLiteral("JCT Planner"));
    QApplication::setApplicationVersion(QStringLiteral(JCT_VERSION));
    // The desktop entry (packaging/desktop) names the window on Wayland and in task bars.
    QGuiApplication::setDesktopFileName(QStringLiteral("jct-planner"));
    QApplication::setWindowIcon(
        QIcon::fromTheme(QStringLiteral("jct-planner"), QIcon(QStringLiteral(":/icons/jct-planner.svg"))));

    const PlannerOptions options;
    QCommandLineParser parser;
    addOptions(parser, options);
    parser.process(app);
    // --language, else the language chosen in Settings ▸ Language, else the system's; before
    // any word is made.
    jct::present::installLanguage(parser.isSet(options.language) ? parser.value(options.language)
                                                                 : jct::planner::MainWindow::language());
    if (parser.isSet(options.dark))
        QApplication::setPalette(darkPalette());
    const StartingPlan start = startingPlan(parser, options);

    jct::planner::MainWindow window(start.plan);
    if (!start.file.isEmpty())
        window.files()->loadFile(start.file, nullptr); // read above: fails only if changed since
    applyWindowOptions(window, parser, options);
    window.show();
    if (parser.isSet(options.presentation))
        window.setPresentationMode(true);
    if (!start.error.isEmpty())
        window.showOpenError(start.error);
    // A screenshot renders the window and quits; otherwise the recovery question comes
    // after show(), so that it has its window.
    if (parser.isSet(options.screenshot))
        scheduleScreenshot(window, parser.value(options.screenshot));
    else
        QTimer::singleShot(0, &window, [&window] { window.files()->offerRecovery(); });
    return QApplication::exec();
}
