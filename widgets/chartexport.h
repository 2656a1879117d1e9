#pragma once

// Exporting a chart so that it stands alone on a slide: the chart's title, the scenario's
// name and a line of its key assumptions above the plot, rendered as PNG (pixel size and
// DPI as asked), SVG or PDF (vector), or copied to the clipboard as an image.
//
// Size and DPI mean what app/present/chartfile.h says (which also holds the formats and
// the limits): a PNG has exactly `size` pixels and carries the DPI; a PDF page is size /
// DPI inches; an SVG's view box is the logical layout.

#include "app/present/chartdata.h"
#include "app/present/chartfile.h"

#include <memory>

#include <QImage>
#include <QSize>
#include <QString>

class QCPPainter;
class QPainter;
class QPaintDevice;
class QRectF;

namespace jct::widgets {

class ChartView;

struct ChartExportOptions
{
    present::ImageFormat format = present::ImageFormat::Png;
    QSize size{1600, 1000}; // pixels
    int dpi = 150;
    present::ChartCaption caption;
};

// Draws the caption and the chart on a device, filling `logical` pixels from the origin
// of the device's coordinates (apply any scale before).
void paintChart(ChartView &chart, QPaintDevice &device, const QSize &logical, const present::ChartCaption &caption,
                double scale = 1.0);

// For documents that place charts among other content (the PDF report): a painter,
// begun on the device, that draws charts as vectors (QCustomPlot's own painter). Paint
// everything else through painter() too.
class ChartPainter
{
public:
    explicit ChartPainter(QPaintDevice &device);
    ~ChartPainter();
    ChartPainter(const ChartPainter &) = delete;
    ChartPainter &operator=(const ChartPainter &) = delete;

    [[nodiscard]] QPainter &painter();
    // Draws the caption and the chart into `target` (logical pixels of the painter).
    void paintChart(ChartView &chart, const QRectF &target, const present::ChartCaption &caption);
    bool end();

private:
    std::unique_ptr<QCPPainter> m_painter;
};

// The chart as an image of exactly `size` pixels, with the DPI in its metadata.
[[nodiscard]] QImage renderChartImage(ChartView &chart, const QSize &size, int dpi,
                                      const present::ChartCaption &caption);

// Writes the file; on failure returns false with the reason (naming the path) in *error.
bool exportChart(ChartView &chart, const QString &path, const ChartExportOptions &options, QString *error);

// Puts the chart on the clipboard as an image.
void copyChartToClipboard(ChartView &chart, const present::ChartCaption &caption, const QSize &size = {1600, 1000},
                          int dpi = 150);

} // namespace jct::widgets
