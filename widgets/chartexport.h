#pragma once

// Exporting a chart so that it stands alone on a slide: the chart's title, the scenario's
// name and a line of its key assumptions above the plot, rendered as PNG (pixel size and
// DPI as asked), SVG or PDF (vector), or copied to the clipboard as an image.
//
// Size and DPI mean the same for every format: the chart is size / DPI inches, laid out
// at 96 logical pixels per inch (so text keeps its physical size at any DPI). A PNG has
// exactly `size` pixels and carries the DPI; a PDF page is size / DPI inches; an SVG's
// view box is the logical layout.

#include <memory>
#include <optional>

#include <QImage>
#include <QSize>
#include <QString>

class QCPPainter;
class QPainter;
class QPaintDevice;
class QRectF;

namespace jct::widgets {

class ChartView;

struct ChartCaption
{
    QString title;       // empty: the chart's own title
    QString scenario;    // the plan's name
    QString assumptions; // "GPT-3 175B · 1,024 × H100 · NDR 400 · tp8 pp8 dp16 · $2.50/GPU-h"
};

enum class ImageFormat { Png, Svg, Pdf };

struct ChartExportOptions
{
    ImageFormat format = ImageFormat::Png;
    QSize size{1600, 1000}; // pixels
    int dpi = 150;
    ChartCaption caption;
};

inline constexpr int kMinExportDpi = 24;
inline constexpr int kMaxExportDpi = 1200;
inline constexpr int kMaxExportPixels = 20000; // per side

// The format a file name asks for (.png, .svg, .pdf; any case), or none.
[[nodiscard]] std::optional<ImageFormat> imageFormatForPath(const QString &path);
[[nodiscard]] QString imageFormatSuffix(ImageFormat format);
// Why these options cannot make a readable chart (size, DPI out of range, a layout
// smaller than 240 × 160 logical pixels), or empty.
[[nodiscard]] QString checkExportOptions(const QSize &size, int dpi);
// The logical layout size: size × 96 / DPI.
[[nodiscard]] QSize logicalExportSize(const QSize &size, int dpi);

// Draws the caption and the chart on a device, filling `logical` pixels from the origin
// of the device's coordinates (apply any scale before).
void paintChart(ChartView &chart, QPaintDevice &device, const QSize &logical, const ChartCaption &caption,
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
    void paintChart(ChartView &chart, const QRectF &target, const ChartCaption &caption);
    bool end();

private:
    std::unique_ptr<QCPPainter> m_painter;
};

// The chart as an image of exactly `size` pixels, with the DPI in its metadata.
[[nodiscard]] QImage renderChartImage(ChartView &chart, const QSize &size, int dpi, const ChartCaption &caption);

// Writes the file; on failure returns false with the reason (naming the path) in *error.
bool exportChart(ChartView &chart, const QString &path, const ChartExportOptions &options, QString *error);

// Puts the chart on the clipboard as an image.
void copyChartToClipboard(ChartView &chart, const ChartCaption &caption, const QSize &size = {1600, 1000},
                          int dpi = 150);

} // namespace jct::widgets
