#include "chartfile.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QFileInfo>

namespace jct::present {

std::optional<ImageFormat> imageFormatForPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return std::nullopt;
}

QString imageFormatSuffix(ImageFormat format)
{
    switch (format) {
    case ImageFormat::Png:
        return QStringLiteral("png");
    case ImageFormat::Svg:
        return QStringLiteral("svg");
    case ImageFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

QSize logicalExportSize(const QSize &size, int dpi)
{
    const double f = kExportLayoutDpi / std::max(1, dpi);
    return {static_cast<int>(std::lround(size.width() * f)), static_cast<int>(std::lround(size.height() * f))};
}

QString checkExportOptions(const QSize &size, int dpi)
{
    if (dpi < kMinExportDpi || dpi > kMaxExportDpi)
        return QCoreApplication::translate("ChartFile", "DPI %1 is out of range (%2 to %3)")
            .arg(dpi)
            .arg(kMinExportDpi)
            .arg(kMaxExportDpi);
    if (size.width() < 1 || size.height() < 1 || size.width() > kMaxExportPixels || size.height() > kMaxExportPixels)
        return QCoreApplication::translate("ChartFile", "size %1x%2 is out of range (1 to %3 pixels a side)")
            .arg(size.width())
            .arg(size.height())
            .arg(kMaxExportPixels);
    const QSize logical = logicalExportSize(size, dpi);
    if (logical.width() < 240 || logical.height() < 160)
        return QCoreApplication::translate(
                   "ChartFile", "size %1x%2 at %3 DPI is only %4x%5 points of layout, too small for readable text "
                                "(at least 240x160: a larger size or a lower DPI)")
            .arg(size.width())
            .arg(size.height())
            .arg(dpi)
            .arg(logical.width())
            .arg(logical.height());
    return {};
}

} // namespace jct::present
