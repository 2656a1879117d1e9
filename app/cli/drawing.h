#pragma once

// What `jct plot` and `jct report` need from the drawing library (app/report: chart
// widgets, QtWidgets), which this QtCore library must not link: the commands, their
// arguments and messages are here; the drawing is reached through these two functions,
// which the `jct` executable sets once at start-up. Unset (a build without the drawing
// library, or a test that never sets them), the commands say they are not available.

#include "app/present/chartid.h"
#include "app/present/ncclchart.h"
#include "app/present/plananalysis.h"

#include <QSize>
#include <QString>
#include <QTextStream>

namespace jct::cli {

struct Drawing
{
    // Writes chart `chart` of the analysis to `path`, in the format its suffix names, `size`
    // pixels at `dpi`. On failure returns false with the reason, naming the path, in *error.
    bool (*writeChart)(present::ChartId chart, const present::PlanAnalysis &analysis, const QString &path,
                       const QSize &size, int dpi, QString *error) = nullptr;
    // Writes the report of plan `a` (and `b`, for a comparison) to the PDF `path`; *pages
    // is its number of pages. On failure returns false with the reason in *error.
    bool (*writeReport)(const present::PlanAnalysis &a, const present::PlanAnalysis *b, const QString &path, int *pages,
                        QString *error) = nullptr;
    // Writes the chart of an nccl-tests fit to `path` (`jct plot --nccl`), as writeChart.
    bool (*writeNcclChart)(const present::NcclChartData &data, const QString &path, const QSize &size, int dpi,
                           QString *error) = nullptr;
};

// Set once by the `jct` executable, before run().
void setDrawing(const Drawing &functions);
[[nodiscard]] const Drawing &drawing();

// What `command` ("plot", "report") says when its drawing function is unset: the
// message, and the exit code for bad input.
int drawingNotAvailable(const QString &command, QTextStream &err);

} // namespace jct::cli
