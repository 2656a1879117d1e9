#include "ncclchartfile.h"

#include "app/present/chartfile.h"
#include "widgets/chartexport.h"
#include "widgets/ncclfitchart.h"

namespace jct::report {

bool writeNcclChartFile(const present::NcclChartData &data, const QString &path, const QSize &size, int dpi,
                        QString *error)
{
    const auto format = present::imageFormatForPath(path);
    if (!format) {
        if (error)
            *error = QStringLiteral("%1: unknown format").arg(path);
        return false;
    }
    widgets::NcclFitChart chart;
    chart.setData(data);
    return widgets::exportChart(chart, path, {*format, size, dpi, data.caption}, error);
}

} // namespace jct::report
