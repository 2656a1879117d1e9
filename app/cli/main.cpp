// `jct`: the planner's command line (INTERFACES.md). A thin shell over jct_cli.
// `plot` and `report` draw the chart widgets: for them only, `jct` makes a QApplication on
// the offscreen platform, so they never need a display; every other command stays QtCore.
// Every command speaks the system's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG; English
// for C or English); JSON, CSV and the files it writes stay English.
// This is the one place that sees both the command line and the drawing library: it hands
// the drawing functions of app/report to jct_cli, which must not link them itself.

#include "app/present/language.h"
#include "app/present/numberformat.h"
#include "commands.h"
#include "drawing.h"

#ifdef JCT_WITH_REPORT
#include "app/report/chartwidgets.h"
#include "app/report/ncclchartfile.h"
#include "app/report/reportwriter.h"

#include <QApplication>
#endif

#include <cstdio>
#include <cstring>
#include <memory>

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
#ifdef JCT_WITH_REPORT
    const bool drawing = argc > 1 && (std::strcmp(argv[1], "plot") == 0 || std::strcmp(argv[1], "report") == 0);
    if (drawing) {
        // Rendering to files needs no screen; offscreen also makes the output the same
        // on every machine (96 DPI fonts).
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
        jct::cli::setDrawing(
            {&jct::report::writeChartFile, &jct::report::writeReportFile, &jct::report::writeNcclChartFile});
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    // After the application exists (the translators hang on it), before any text is made.
    jct::present::installLanguage(QStringLiteral("system"));
    QCoreApplication::setApplicationName(QStringLiteral("jct"));
    QCoreApplication::setOrganizationName(QStringLiteral("JCT Planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(JCT_VERSION));
    // Files and reports read the same on every desktop: the C number convention, as the
    // window's default.
    jct::present::applyNumberConvention(jct::present::NumberConvention::C);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = jct::cli::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return code;
}
