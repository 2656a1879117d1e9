#pragma once

// What every `jct` sub-command does first: parse its arguments, read its input file or
// load its scenario, and say clearly what went wrong.

#include "app/format/scenariojson.h"
#include "app/present/plananalysis.h"

#include <optional>

#include <QByteArray>
#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

namespace jct::cli {

// Parses `arguments` (arguments[0] is the sub-command); with `positionals` ≥ 0, exactly
// that many positional arguments are required. None when the command goes on; else the
// exit code to return now: 0 after printing the command's help for -h / --help (`usage`,
// the description and every option, on `out`), 2 after printing the error or `usage` on
// `err`.
[[nodiscard]] std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments,
                                                const QString &usage, QTextStream &out, QTextStream &err,
                                                int positionals = -1);

// Whether `output` may be written: false, with the message, when it is one of the files the
// command reads (writing it would destroy them) or a device, FIFO or directory.
[[nodiscard]] bool outputIsWritable(const QString &command, const QString &output, const QStringList &inputs,
                                    QTextStream &err);

// The whole file, or a message naming it and the reason.
std::optional<QByteArray> readInputFile(const QString &path, QTextStream &err);

// The scenario named by the first positional argument, or the built-in default plan.
std::optional<format::LoadedScenario> loadScenarioArgument(const QStringList &positional, QTextStream &err);

// The plan of the positional arguments (the default plan without one), analysed for
// drawing. None when there is nothing to draw: more than one file, a file that does not
// load, or a plan that cannot run; then the message names `command` or the file, and
// *code is the exit code (2 bad input, 1 a valid plan that cannot run).
std::optional<present::PlanAnalysis> analyzeScenarioArgument(const QStringList &positional, const QString &command,
                                                             QTextStream &err, int *code,
                                                             const present::AnalysisOptions &options = {});

// `--knee PERCENT`: the sync-wall knee's scaling-efficiency threshold (eval, plot, report).
QCommandLineOption kneeOption();
// Its value as a fraction into *fraction (left as is when the option is not given); false,
// with a message naming `command`, when it is not a percentage in (0, 100].
bool parseKnee(const QCommandLineParser &parser, const QCommandLineOption &option, const QString &command,
               QTextStream &err, double *fraction);

} // namespace jct::cli
