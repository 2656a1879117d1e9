#pragma once

// The rules of a chart written to a file, apart from the drawing: the format its name
// asks for and the sizes and DPIs that stay readable. The command line checks its
// arguments with them before it loads a plan, and the window's export dialog before it
// enables OK; the chart widgets (widgets/chartexport.h) follow them when they render.
//
// Size and DPI mean the same for every format: the chart is size / DPI inches, laid out
// at 96 logical pixels per inch (so text keeps its physical size at any DPI).

#include <optional>

#include <QSize>
#include <QString>

namespace jct::present {

enum class ImageFormat { Png, Svg, Pdf };

inline constexpr int kMinExportDpi = 24;
inline constexpr int kMaxExportDpi = 1200;
inline constexpr int kMaxExportPixels = 20000; // per side
inline constexpr double kExportLayoutDpi = 96.0;

// The format a file name asks for (.png, .svg, .pdf; any case), or none.
[[nodiscard]] std::optional<ImageFormat> imageFormatForPath(const QString &path);
[[nodiscard]] QString imageFormatSuffix(ImageFormat format);
// Why these options cannot make a readable chart (size, DPI out of range, a layout
// smaller than 240 × 160 logical pixels), or empty.
[[nodiscard]] QString checkExportOptions(const QSize &size, int dpi);
// The logical layout size: size × 96 / DPI.
[[nodiscard]] QSize logicalExportSize(const QSize &size, int dpi);

} // namespace jct::present
