#pragma once

// `jct plot` and `jct report` (INTERFACES.md): one chart, or the procurement report, of a
// plan written without a display. They need a QApplication (the charts are widgets); the
// `jct` executable makes one, on the offscreen platform, for these two commands only.

#include <QStringList>
#include <QTextStream>

namespace jct::report {

int runPlot(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runReport(const QStringList &arguments, QTextStream &out, QTextStream &err);

// Makes `jct plot` and `jct report` available to jct::cli::run().
void registerCommands();

} // namespace jct::report
