// golden_figures: writes the golden figures of every golden plan as JSON (standard output,
// or the file given with -o). tests/golden/regenerate.sh runs it on purpose, when a change
// of physics is meant to move numbers; the diff of figures.json is reviewed in that commit.

#include "goldenfigures.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    QStringList problems;
    const QJsonObject figures = jct::golden::allGoldenFigures(QStringLiteral(JCT_SOURCE_DIR), &problems);
    for (const QString &p : problems)
        err << "golden_figures: " << p << Qt::endl;
    if (!problems.isEmpty())
        return 2;
    const QByteArray bytes = QJsonDocument(figures).toJson(QJsonDocument::Indented);
    const qsizetype out = args.indexOf(QStringLiteral("-o"));
    if (out < 0 || out + 1 >= args.size()) {
        QTextStream(stdout) << bytes;
        return 0;
    }
    QFile file(args.at(out + 1));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size()) {
        err << "golden_figures: " << file.fileName() << ": cannot write: " << file.errorString() << Qt::endl;
        return 2;
    }
    return 0;
}
