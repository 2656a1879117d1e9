#include "cliutil.h"

#include <QFile>

namespace jct::cli {

bool parseArguments(QCommandLineParser &parser, const QStringList &arguments, const QString &usage, QTextStream &err,
                    int positionals)
{
    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n' << usage << Qt::endl;
        return false;
    }
    if (positionals >= 0 && parser.positionalArguments().size() != positionals) {
        err << usage << Qt::endl;
        return false;
    }
    return true;
}

std::optional<QByteArray> readInputFile(const QString &path, QTextStream &err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << path << ": cannot open: " << file.errorString() << Qt::endl;
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<format::LoadedScenario> loadScenarioArgument(const QStringList &positional, QTextStream &err)
{
    if (positional.isEmpty())
        return format::defaultScenario();
    const QString path = positional.first();
    const format::ScenarioReadResult read = format::readScenarioFile(path);
    if (!read.ok()) {
        err << path << ": " << read.error.toString() << Qt::endl;
        return std::nullopt;
    }
    return read.loaded;
}

} // namespace jct::cli
