#pragma once

// The `jct` command line (INTERFACES.md): one function per sub-command, writing to the
// given streams and returning the exit code (0 success, 1 valid but infeasible, 2 bad
// input), so that tests can run them in-process.

#include <QStringList>
#include <QTextStream>

namespace jct::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInfeasible = 1;
inline constexpr int kExitBadInput = 2;

// arguments[0] is the program name, arguments[1] the sub-command.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

int runEval(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runSweep(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runValidate(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runFitNccl(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runSearch(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runCapacity(const QStringList &arguments, QTextStream &out, QTextStream &err);
// `plot` and `report` draw through the drawing library that the `jct` executable links
// (drawing.h); without it they say they are not available in this build.
int runPlot(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runReport(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace jct::cli
