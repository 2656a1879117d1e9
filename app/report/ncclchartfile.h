#pragma once

// Writing the chart of an nccl-tests fit to a file without a display (`jct plot --nccl`).

#include "app/present/ncclchart.h"

#include <QSize>
#include <QString>

namespace jct::report {

// Writes the chart to `path` in the format its suffix names, `size` pixels at `dpi`; on
// failure false with the reason, naming the path, in *error.
bool writeNcclChartFile(const present::NcclChartData &data, const QString &path, const QSize &size, int dpi,
                        QString *error);

} // namespace jct::report
