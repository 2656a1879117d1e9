#include "reportpdf.h"

#include "app/format/atomicfile.h"
#include "app/present/language.h"
#include "reporttr.h"
#include "widgets/chartexport.h"
#include "widgets/chartview.h"

#include <algorithm>
#include <cmath>

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

namespace jct::report {

namespace {

// A named font rather than the platform default, so that the report lays out the same on
// every machine that has it. Chinese and Japanese take their glyphs from Noto Sans CJK
// (fonts-noto-cjk), in the language's own forms of the shared Han characters.
QFont bodyFont()
{
    QFont base(QStringLiteral("DejaVu Sans"));
    base.setFamilies({QStringLiteral("DejaVu Sans"), present::currentLanguage() == QLatin1String("ja")
                                                         ? QStringLiteral("Noto Sans CJK JP")
                                                         : QStringLiteral("Noto Sans CJK SC")});
    base.setPointSizeF(9.0);
    return base;
}

void setUpDocument(QTextDocument &doc, QPdfWriter &pdf)
{
    // Laid out against the PDF, not the screen, so that text measures as it prints.
    doc.documentLayout()->setPaintDevice(&pdf);
    doc.setDocumentMargin(0);
    doc.setDefaultFont(bodyFont());
    doc.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 20pt; color: #12325a; margin-bottom: 6px; }"
        "h2 { font-size: 13pt; color: #12325a; margin-top: 16px; margin-bottom: 6px; }"
        "p { margin-top: 3px; margin-bottom: 6px; }"
        "p.plan { font-size: 11pt; font-weight: bold; margin-bottom: 0px; }"
        "p.assume { color: #444444; margin-top: 0px; }"
        "p.meta { color: #666666; }"
        "p.bad { color: #8a2a00; }"
        "table.t { border-color: #b8c0cc; border-style: solid; border-collapse: collapse; margin-bottom: 8px; }"
        "th { background-color: #e4eaf2; font-weight: bold; }"
        "td.sub { background-color: #f3f5f8; }"));
}

// Where the layout put each chart's placeholder image, in document coordinates: the
// image's line and its x within the block give its top-left corner.
void locateCharts(QTextDocument &doc, std::map<QString, PlacedChart> &charts)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            const QTextImageFormat image = fragment.charFormat().toImageFormat();
            const auto placed = charts.find(image.name());
            if (placed == charts.end())
                continue;
            const QTextLine line = block.layout()->lineForTextPosition(fragment.position() - block.position());
            if (!line.isValid())
                continue;
            const QRectF blockRect = doc.documentLayout()->blockBoundingRect(block);
            const double x = line.cursorToX(fragment.position() - block.position());
            const double top = line.y() + line.ascent() - image.height();
            placed->second.rect = QRectF(blockRect.left() + x, blockRect.top() + top, image.width(), image.height());
        }
    }
}

// The name of the chart an image block shows, or empty.
QString chartImageOf(const QTextBlock &block)
{
    for (auto it = block.begin(); !it.atEnd(); ++it)
        if (it.fragment().charFormat().isImageFormat())
            return it.fragment().charFormat().toImageFormat().name();
    return {};
}

// The top and bottom of a laid-out block, in document coordinates.
QRectF blockRect(QTextDocument &doc, const QTextBlock &block)
{
    return doc.documentLayout()->blockBoundingRect(block);
}

void breakBefore(const QTextBlock &block)
{
    QTextBlockFormat format = block.blockFormat();
    format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor(block).setBlockFormat(format);
}

// Where the unit that starts with `block` ends: the block itself, and the blocks kept with
// it (a chart kept with the next one).
double unitBottom(QTextDocument &doc, const std::map<QString, PlacedChart> &charts, QTextBlock block)
{
    double bottom = blockRect(doc, block).bottom();
    for (auto chart = charts.find(chartImageOf(block));
         chart != charts.end() && chart->second.keepWithNext && block.next().isValid();
         chart = charts.find(chartImageOf(block))) {
        block = block.next();
        bottom = blockRect(doc, block).bottom();
    }
    return bottom;
}

// The first block that must open a page (kKeepHeadingWithNext): a section heading left at
// the bottom of a page or apart from a chart that opens its section, or a chart kept with
// the next block that would not fit beside it.
QTextBlock firstNeedingBreak(QTextDocument &doc, const std::map<QString, PlacedChart> &charts, double pageHeight)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
            continue;
        const QRectF rect = blockRect(doc, block);
        const double pageTop = std::floor(rect.top() / pageHeight) * pageHeight;
        if (rect.top() - pageTop < 1.0)
            continue; // already at the top of a page
        const double pageBottom = pageTop + pageHeight;
        const QTextBlock next = block.next();
        if (block.blockFormat().headingLevel() == 2) {
            const bool chartApart =
                next.isValid() && charts.count(chartImageOf(next)) > 0 && unitBottom(doc, charts, next) > pageBottom;
            if (pageBottom - rect.top() < kKeepHeadingWithNext * pageHeight || chartApart)
                return block;
        }
        const auto chart = charts.find(chartImageOf(block));
        if (chart != charts.end() && chart->second.keepWithNext && unitBottom(doc, charts, block) > pageBottom)
            return block;
    }
    return {};
}

// Breaks the pages only where the layout needs it, top to bottom: each break is laid out
// (the whole document again: Qt's incremental relayout loses blocks after a format change
// made while it lays out) before the next one is judged.
void breakWhereNeeded(QTextDocument &doc, const std::map<QString, PlacedChart> &charts, double pageHeight)
{
    for (QTextBlock block = firstNeedingBreak(doc, charts, pageHeight); block.isValid();
         block = firstNeedingBreak(doc, charts, pageHeight)) {
        breakBefore(block);
        doc.markContentsDirty(0, doc.characterCount());
    }
}

// QTextDocument repeats a table's header rows on every page the table's frame touches, and
// the frame ends with the table's bottom margin: a table whose last row ends in the last few
// points of a page repeated its header alone at the top of the next one. A table whose rows
// all lie on one page needs no repeated header; one whose rows run over pages loses its
// bottom margin where that is what reaches the next page. True when a table changed: the
// first one found, as the layout after it no longer holds.
bool keepHeadersWithTheirRows(QTextDocument &doc, double pageHeight)
{
    const auto pageOf = [pageHeight](double y) { return static_cast<int>(std::floor(y / pageHeight)); };
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    for (QTextFrame *frame : doc.rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table || table->rows() < 2 || table->format().headerRowCount() <= 0)
            continue;
        const int firstRow = std::min(table->format().headerRowCount(), table->rows() - 1);
        const double rowsTop = blockRect(doc, table->cellAt(firstRow, 0).firstCursorPosition().block()).top();
        // The last row ends where its tallest cell does.
        double rowsBottom = 0.0;
        for (int column = 0; column < table->columns(); ++column)
            rowsBottom = std::max(
                rowsBottom,
                blockRect(doc, table->cellAt(table->rows() - 1, column).lastCursorPosition().block()).bottom());
        const double frameBottom = layout->frameBoundingRect(table).bottom();
        if (pageOf(frameBottom - 0.5) <= pageOf(rowsBottom - 0.5))
            continue;
        QTextTableFormat format = table->format();
        if (pageOf(rowsTop) == pageOf(rowsBottom - 0.5))
            format.setHeaderRowCount(0);
        else if (format.bottomMargin() > 0.0)
            format.setBottomMargin(0.0);
        else
            continue; // the cells' own padding reaches the next page: nothing to give up
        table->setFormat(format);
        return true;
    }
    return false;
}

// How far down each page the laid-out lines reach, as a share of the page's height.
QVector<double> pageFill(QTextDocument &doc, double pageHeight, int pages)
{
    QVector<double> fill(pages, 0.0);
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        const QRectF rect = blockRect(doc, block);
        const QTextLayout *layout = block.layout();
        for (int i = 0; layout && i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            const double top = rect.top() + line.y();
            const int page = std::clamp(static_cast<int>(std::floor(top / pageHeight)), 0, pages - 1);
            fill[page] = std::max(fill[page], (top + line.height() - page * pageHeight) / pageHeight);
        }
    }
    return fill;
}

// What every page shares, for painting its header, footer and body.
struct PageFrame
{
    const PagedReport &report;
    QFont small;
    QFontMetricsF metrics;
    QSizeF page;
    QSizeF content;
    int pageCount = 0;
};

void paintHeaderAndFooter(QPainter &painter, const PageFrame &f, int n)
{
    painter.setFont(f.small);
    painter.setPen(QColor(80, 80, 80));
    const double headerY = kMarginTop - 34.0;
    const QString pageText = Report::tr("Page %1 of %2").arg(n + 1).arg(f.pageCount);
    const double pageWidth = f.metrics.horizontalAdvance(pageText) + 8.0;
    painter.drawText(QRectF(kMarginSide, headerY, f.content.width() - pageWidth, f.metrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     f.metrics.elidedText(f.report.headerLeft, Qt::ElideRight, f.content.width() - pageWidth - 12.0));
    painter.drawText(QRectF(kMarginSide, headerY, f.content.width(), f.metrics.height()),
                     Qt::AlignRight | Qt::AlignVCenter, pageText);
    painter.setPen(QPen(QColor(150, 160, 175), 0.8));
    painter.drawLine(QPointF(kMarginSide, headerY + f.metrics.height() + 4.0),
                     QPointF(kMarginSide + f.content.width(), headerY + f.metrics.height() + 4.0));
    const double footerY = f.page.height() - kMarginBottom + 28.0;
    painter.drawLine(QPointF(kMarginSide, footerY - 4.0), QPointF(kMarginSide + f.content.width(), footerY - 4.0));
    painter.setPen(QColor(80, 80, 80));
    painter.drawText(QRectF(kMarginSide, footerY, f.content.width(), f.metrics.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, f.report.footerLeft);
    painter.drawText(QRectF(kMarginSide, footerY, f.content.width(), f.metrics.height()),
                     Qt::AlignRight | Qt::AlignVCenter, f.report.footerRight);
}

// Page n shows the slice [n, n + 1) × content height of the one long document, and the
// charts whose top falls in that slice.
void paintBody(widgets::ChartPainter &chartPainter, QTextDocument &doc, const PageFrame &f, int n)
{
    QPainter &painter = chartPainter.painter();
    const double sliceTop = n * f.content.height();
    painter.save();
    painter.translate(kMarginSide, kMarginTop - sliceTop);
    const QRectF clip(0, sliceTop, f.content.width(), f.content.height());
    painter.setClipRect(clip);
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = clip;
    context.palette.setColor(QPalette::Text, QColor(25, 25, 25));
    doc.documentLayout()->draw(&painter, context);
    painter.restore();

    for (auto it = f.report.charts.begin(); it != f.report.charts.end(); ++it) {
        const QRectF r = it->second.rect;
        if (r.isEmpty() || r.top() < sliceTop - 1.0 || r.top() >= (n + 1) * f.content.height())
            continue;
        chartPainter.paintChart(*it->second.view, r.translated(kMarginSide, kMarginTop - sliceTop), it->second.caption);
    }
}

} // namespace

bool writePagedPdf(const QString &path, PagedReport &report, int *pageCount, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    // Into memory, then onto disk in one atomic write: a failed or killed export leaves
    // the previous file.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setResolution(kLayoutDpi);
    pdf.setCreator(report.creator);
    pdf.setTitle(report.title);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    const QSizeF page = pdf.pageLayout().fullRectPixels(kLayoutDpi).size();
    const QSizeF content(page.width() - 2 * kMarginSide, page.height() - kMarginTop - kMarginBottom);

    QTextDocument doc;
    setUpDocument(doc, pdf);
    // The document keeps each chart's place with a blank image, shown at the size the HTML
    // gives it; the pages draw the chart there.
    QImage blank(1, 1, QImage::Format_RGB32);
    blank.fill(Qt::white);
    for (const auto &[name, placed] : report.charts)
        doc.addResource(QTextDocument::ImageResource, QUrl(name), blank);
    doc.setHtml(report.html);
    doc.setPageSize(content);
    breakWhereNeeded(doc, report.charts, content.height());
    // Each change moves what follows the table up (by its margin, or by the header row it
    // no longer repeats): laid out again, and the breaks judged again, until nothing changes.
    for (int pass = 0; pass < 32 && keepHeadersWithTheirRows(doc, content.height()); ++pass) {
        doc.markContentsDirty(0, doc.characterCount());
        breakWhereNeeded(doc, report.charts, content.height());
    }
    *pageCount = doc.pageCount();
    report.pageFill = pageFill(doc, content.height(), *pageCount);
    locateCharts(doc, report.charts);

    widgets::ChartPainter chartPainter(pdf);
    if (!chartPainter.painter().isActive())
        return fail(Report::tr("cannot start the PDF"));
    QFont small = bodyFont();
    small.setPointSizeF(7.5);
    const PageFrame frame{report, small, QFontMetricsF(small, &pdf), page, content, *pageCount};
    for (int n = 0; n < *pageCount; ++n) {
        if (n > 0)
            pdf.newPage();
        paintHeaderAndFooter(chartPainter.painter(), frame, n);
        paintBody(chartPainter, doc, frame, n);
    }
    if (!chartPainter.end())
        return fail(Report::tr("cannot finish the PDF"));
    return format::writeFileAtomically(path, buffer.data(), error);
}

} // namespace jct::report
