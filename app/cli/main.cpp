// `jct`: the planner's command line (INTERFACES.md). A thin shell over jct_cli.

#include "commands.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("jct"));
    QCoreApplication::setOrganizationName(QStringLiteral("JCT Planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(JCT_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = jct::cli::run(QCoreApplication::arguments(), out, err);
    out.flush();
    err.flush();
    return code;
}
