#pragma once

// The report's pages (internal to app/report): an HTML body laid out on A4 pages, each
// with a header (the plans' names, "Page n of m") and a footer, and the chart widgets
// drawn as vectors where the body holds their placeholder images. The pages are painted
// one by one, with the chart widgets' own painter, so that a chart stays a vector drawing
// and every page carries its header and footer.

#include "app/present/chartdata.h"

#include <map>
#include <memory>

#include <QRectF>
#include <QString>
#include <QVector>

namespace jct::widgets {
class ChartView;
}

namespace jct::report {

// Page geometry in layout units of 1/96 inch (the PDF's resolution, so that the HTML's
// pixel sizes are the same on paper as on screen).
inline constexpr int kLayoutDpi = 96;
inline constexpr double kMarginSide = 60.0; // ≈ 16 mm
inline constexpr double kMarginTop = 82.0;  // header band ≈ 22 mm
inline constexpr double kMarginBottom = 72.0;
inline constexpr double kContentWidth = 210.0 / 25.4 * kLayoutDpi - 2 * kMarginSide; // A4 width
// A chart's height on the page: two charts of one plan fit a page with their captions.
inline constexpr double kChartHeight = 395.0;

// A chart the body shows as <img src="name">: the page draws the widget in its place.
struct PlacedChart
{
    std::unique_ptr<widgets::ChartView> view;
    present::ChartCaption caption;
    bool keepWithNext = false; // on the same page as the block after it (A's chart above B's)
    QRectF rect;               // in document coordinates, found after layout
};

// Pages break where the content reaches the bottom, not at fixed places: a section heading
// moves to the next page only when less than this share of a page is left under it, and a
// chart kept with the next one moves with it. So no page but the last is less than about
// half full (the tallest unit that cannot split, a chart, is under half a page).
inline constexpr double kKeepHeadingWithNext = 0.2;

struct PagedReport
{
    QString html;        // the body, without headers and footers
    QString title;       // the PDF's metadata
    QString creator;     // the PDF's metadata
    QString headerLeft;  // elided to leave room for "Page n of m" on the right
    QString footerLeft;  // when and by what
    QString footerRight; // where the figures come from
    // By image name; a std::map, so that charts are painted in a fixed order.
    std::map<QString, PlacedChart> charts;

    // Once laid out: how far down each page the content reaches, as a share of the page's
    // content height (0–1), page by page.
    QVector<double> pageFill;
};

// Lays the report out on A4 pages and writes the PDF. *pageCount is the number of pages
// once laid out. On failure returns false with the reason, naming the path, in *error.
bool writePagedPdf(const QString &path, PagedReport &report, int *pageCount, QString *error);

} // namespace jct::report
