#include "cliutil.h"

#include "app/format/atomicfile.h"
#include "clitext.h"
#include "commands.h"

#include <cmath>

#include <QFile>

namespace jct::cli {

bool outputIsWritable(const QString &command, const QString &output, const QStringList &inputs, QTextStream &err)
{
    for (const QString &input : inputs)
        if (format::sameExistingFile(output, input)) {
            err << Cli::tr("jct %1: -o %2 is %3, which is being read; write to another file")
                       .arg(command, output, input)
                << Qt::endl;
            return false;
        }
    if (const QString kind = format::nonRegularTarget(output); !kind.isEmpty()) {
        err << Cli::tr("jct %1: -o %2 is %3, not a regular file").arg(command, output, kind) << Qt::endl;
        return false;
    }
    return true;
}

std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments, const QString &usage,
                                  QTextStream &out, QTextStream &err, int positionals)
{
    // Not Qt's addHelpOption(): its --help-all lists Qt's own options, which no command takes.
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Cli::tr("print this help"));
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        err << parser.errorText() << '\n' << usage << Qt::endl;
        return kExitBadInput;
    }
    if (parser.isSet(help)) {
        // Qt's first line names the program, not the sub-command: `usage` says it better.
        const QString text = parser.helpText();
        out << usage << text.mid(text.indexOf(QLatin1Char('\n'))) << Qt::flush;
        return kExitOk;
    }
    if (positionals >= 0 && parser.positionalArguments().size() != positionals) {
        err << usage << Qt::endl;
        return kExitBadInput;
    }
    return std::nullopt;
}

std::optional<QByteArray> readInputFile(const QString &path, QTextStream &err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << Cli::tr("%1: cannot open: %2").arg(path, file.errorString()) << Qt::endl;
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<format::LoadedScenario> loadScenarioArgument(const QStringList &positional, QTextStream &err)
{
    if (positional.isEmpty())
        return format::defaultScenario();
    const QString &path = positional.first();
    const format::ScenarioReadResult read = format::readScenarioFile(path);
    if (!read.ok()) {
        err << path << ": " << read.error.toString() << Qt::endl;
        return std::nullopt;
    }
    return read.loaded;
}

std::optional<present::PlanAnalysis> analyzeScenarioArgument(const QStringList &positional, const QString &command,
                                                             QTextStream &err, int *code,
                                                             const present::AnalysisOptions &options)
{
    if (positional.size() > 1) {
        err << Cli::tr("jct %1: one scenario file at most, got %2").arg(command).arg(positional.size()) << Qt::endl;
        *code = kExitBadInput;
        return std::nullopt;
    }
    const auto loaded = loadScenarioArgument(positional, err);
    if (!loaded) {
        *code = kExitBadInput;
        return std::nullopt;
    }
    present::PlanAnalysis a = present::analyzePlan(*loaded, options);
    const QString what = positional.isEmpty() ? Cli::tr("default scenario") : positional.first();
    if (!a.runs()) {
        // A wrong value in the file is bad input (2); a valid plan that cannot run, such
        // as one that does not fit in memory, is an answer (1).
        const bool input = a.result.infeasibility.isInputError();
        err << what << ": " << (input ? QString(a.problemKey + QStringLiteral(": ")) : Cli::tr("the plan cannot run: "))
            << a.problem << Qt::endl;
        *code = input ? kExitBadInput : kExitInfeasible;
        return std::nullopt;
    }
    return a;
}

QCommandLineOption kneeOption()
{
    return {QStringLiteral("knee"), Cli::tr("the sync-wall knee's scaling-efficiency threshold in percent (70)"),
            QStringLiteral("PERCENT")};
}

bool parseKnee(const QCommandLineParser &parser, const QCommandLineOption &option, const QString &command,
               QTextStream &err, double *fraction)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const double percent = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(percent) || percent <= 0.0 || percent > 100.0) {
        err << Cli::tr("jct %1: --knee needs a percentage in (0, 100], got '%2'").arg(command, parser.value(option))
            << '\n';
        return false;
    }
    *fraction = percent / 100.0;
    return true;
}

} // namespace jct::cli
