#include "chartexport.h"

#include "app/format/atomicfile.h"
#include "chartview.h"

#include <cmath>

#include <QBuffer>
#include <QClipboard>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPdfWriter>
#include <QPicture>
#include <QSvgGenerator>
#include <qcustomplot.h>

namespace jct::widgets {

namespace {

constexpr double kLogicalDpi = present::kExportLayoutDpi;
// The share of an exported chart's height its plot keeps before the caption has lines under its title.
constexpr double kMinPlotShare = 0.75;

// The plot's own title element (row 0 of the layout), taken out while the caption
// stands in for it and put back afterwards.
class TitleSwap
{
public:
    explicit TitleSwap(QCustomPlot *plot)
        : m_plot(plot)
    {
        QCPLayoutGrid *layout = plot->plotLayout();
        m_title = qobject_cast<QCPTextElement *>(layout->element(0, 0));
        if (!m_title)
            return;
        layout->take(m_title);
        layout->simplify();
        // Out of the layout it still draws, on its layer, into the rect it last had: a
        // sliver of the title at the export's top left.
        m_titleVisible = m_title->visible();
        m_title->setVisible(false);
    }
    ~TitleSwap()
    {
        if (!m_title)
            return;
        QCPLayoutGrid *layout = m_plot->plotLayout();
        layout->insertRow(0);
        layout->addElement(0, 0, m_title);
        m_title->setVisible(m_titleVisible);
    }
    TitleSwap(const TitleSwap &) = delete;
    TitleSwap &operator=(const TitleSwap &) = delete;
    [[nodiscard]] QString text() const { return m_title ? m_title->text() : QString(); }

private:
    QCustomPlot *m_plot;
    QCPTextElement *m_title = nullptr;
    bool m_titleVisible = true;
};

// A chart drawn in light colours while it lives, then in its widget's palette again.
class LightColours
{
public:
    explicit LightColours(ChartView &chart)
        : m_chart(chart)
    {
        QPalette light;
        light.setColor(QPalette::Base, Qt::white);
        light.setColor(QPalette::Text, Qt::black);
        m_chart.applyChartPalette(light);
    }
    ~LightColours() { m_chart.applyChartPalette(m_chart.palette()); }
    LightColours(const LightColours &) = delete;
    LightColours &operator=(const LightColours &) = delete;

private:
    ChartView &m_chart;
};

// The caption band and the plot, from the painter's origin, over `logical` pixels.
void paintCaptionAndPlot(ChartView &chart, QCPPainter &painter, const QSize &logical,
                         const present::ChartCaption &caption)
{
    QCustomPlot *plot = chart.plot();
    QPaintDevice *device = painter.device();
    painter.fillRect(QRect(QPoint(0, 0), logical), Qt::white);
    // On white, in the light colours, whatever the window's palette (a dark desktop).
    const LightColours light(chart);

    TitleSwap swap(plot);
    // One line: the window may show a long title on two (ChartView::fitTitle).
    const QString shown = QString(swap.text()).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const QString title = caption.title.isEmpty() ? (shown.isEmpty() ? chart.title() : shown) : caption.title;

    QFont titleFont = plot->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(plot->font().pointSizeF() + 3.0);
    QFont lineFont = plot->font();
    lineFont.setPointSizeF(plot->font().pointSizeF() + 0.5);
    const QFontMetricsF titleMetrics(titleFont, device);
    const QFontMetricsF lineMetrics(lineFont, device);
    const double margin = 10.0;
    const double width = logical.width() - 2 * margin;
    // A small chart (a figure a column wide) keeps most of its height for the plot: the
    // assumptions line goes first, then the plan's name; the title stays.
    struct CaptionLine
    {
        QString text;
        QColor colour;
    };
    QVector<CaptionLine> lines;
    for (const CaptionLine &line :
         {CaptionLine{caption.scenario, QColor(40, 40, 40)}, CaptionLine{caption.assumptions, QColor(90, 90, 90)}})
        if (!line.text.isEmpty())
            lines.append(line);
    // The band from the top: the margin, the title and its gap, the lines, the rule's gaps.
    const double titleBand = titleMetrics.lineSpacing() + 2.0;
    constexpr double kAboveRule = 4.0;
    constexpr double kBelowRule = 2.0;
    const auto bandHeight = [&](qsizetype lineCount) {
        return margin + titleBand + lineCount * lineMetrics.lineSpacing() + kAboveRule + kBelowRule;
    };
    while (!lines.isEmpty() && logical.height() - bandHeight(lines.size()) < kMinPlotShare * logical.height())
        lines.removeLast();
    double y = margin;
    painter.setFont(titleFont);
    painter.setPen(QColor(20, 20, 20));
    painter.drawText(QRectF(margin, y, width, titleMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     titleMetrics.elidedText(title, Qt::ElideRight, width));
    y += titleBand;
    painter.setFont(lineFont);
    for (const auto &[text, colour] : lines) {
        painter.setPen(colour);
        painter.drawText(QRectF(margin, y, width, lineMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         lineMetrics.elidedText(text, Qt::ElideRight, width));
        y += lineMetrics.lineSpacing();
    }
    y += kAboveRule;
    painter.setPen(QPen(QColor(200, 200, 200), 1.0));
    painter.drawLine(QPointF(margin, y), QPointF(logical.width() - margin, y));
    y += kBelowRule;

    const int top = static_cast<int>(std::ceil(y));
    // Laid out once at the export's size, on a scratch picture, so that what the chart shows
    // can follow that size (the idle-cost bars' rows) before it is drawn.
    {
        QPicture scratch;
        QCPPainter scratchPainter(&scratch);
        plot->toPainter(&scratchPainter, logical.width(), logical.height() - top);
    }
    chart.fitContentToLayout();
    painter.save();
    painter.translate(0, top);
    painter.setMode(QCPPainter::pmVectorized, device->devType() != QInternal::Image);
    plot->toPainter(&painter, logical.width(), logical.height() - top);
    painter.restore();
    // The export laid the plot out at its own size: lay it out again for the screen.
    plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace

void paintChart(ChartView &chart, QPaintDevice &device, const QSize &logical, const present::ChartCaption &caption,
                double scale)
{
    QCPPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(scale, scale);
    paintCaptionAndPlot(chart, painter, logical, caption);
    painter.end();
}

ChartPainter::ChartPainter(QPaintDevice &device)
    : m_painter(std::make_unique<QCPPainter>(&device))
{
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setRenderHint(QPainter::TextAntialiasing);
}

ChartPainter::~ChartPainter() = default;

QPainter &ChartPainter::painter()
{
    return *m_painter;
}

void ChartPainter::paintChart(ChartView &chart, const QRectF &target, const present::ChartCaption &caption)
{
    m_painter->save();
    m_painter->translate(target.topLeft());
    paintCaptionAndPlot(chart, *m_painter, target.size().toSize(), caption);
    m_painter->restore();
}

bool ChartPainter::end()
{
    return m_painter->end();
}

QImage renderChartImage(ChartView &chart, const QSize &size, int dpi, const present::ChartCaption &caption)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    // Painted at 96 DPI (fonts resolve against it), scaled to the pixels asked for.
    const int dotsPer96 = static_cast<int>(std::lround(kLogicalDpi / 0.0254));
    image.setDotsPerMeterX(dotsPer96);
    image.setDotsPerMeterY(dotsPer96);
    paintChart(chart, image, present::logicalExportSize(size, dpi), caption, static_cast<double>(dpi) / kLogicalDpi);
    const int dotsPerMeter = static_cast<int>(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    return image;
}

bool exportChart(ChartView &chart, const QString &path, const ChartExportOptions &options, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, why);
        return false;
    };
    if (const QString problem = present::checkExportOptions(options.size, options.dpi); !problem.isEmpty())
        return fail(problem);
    // Into memory, then onto disk in one atomic write (the planner's one writer): a failed
    // or killed export leaves the previous file.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const QSize logical = present::logicalExportSize(options.size, options.dpi);
    const QString title = options.caption.title.isEmpty() ? chart.title() : options.caption.title;
    switch (options.format) {
    case present::ImageFormat::Png: {
        const QImage image = renderChartImage(chart, options.size, options.dpi, options.caption);
        if (!image.save(&buffer, "PNG"))
            return fail(QStringLiteral("cannot write the PNG"));
        return format::writeFileAtomically(path, buffer.data(), error);
    }
    case present::ImageFormat::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(logical);
        svg.setViewBox(QRect(QPoint(0, 0), logical));
        svg.setResolution(static_cast<int>(kLogicalDpi));
        svg.setTitle(title);
        QStringList description{options.caption.scenario, options.caption.assumptions};
        description.removeAll(QString());
        svg.setDescription(description.join(QStringLiteral(" — ")));
        paintChart(chart, svg, logical, options.caption);
        if (buffer.data().isEmpty())
            return fail(QStringLiteral("cannot write the SVG"));
        return format::writeFileAtomically(path, buffer.data(), error);
    }
    case present::ImageFormat::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(static_cast<int>(kLogicalDpi));
        pdf.setCreator(QStringLiteral("JCT Planner"));
        pdf.setTitle(title);
        const QSizeF inches(static_cast<double>(options.size.width()) / options.dpi,
                            static_cast<double>(options.size.height()) / options.dpi);
        pdf.setPageLayout(QPageLayout(QPageSize(inches, QPageSize::Inch, QString(), QPageSize::ExactMatch),
                                      QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
        paintChart(chart, pdf, logical, options.caption);
        if (buffer.data().isEmpty())
            return fail(QStringLiteral("cannot write the PDF"));
        return format::writeFileAtomically(path, buffer.data(), error);
    }
    }
    return fail(QStringLiteral("unknown format"));
}

void copyChartToClipboard(ChartView &chart, const present::ChartCaption &caption, const QSize &size, int dpi)
{
    if (QClipboard *clipboard = QGuiApplication::clipboard())
        clipboard->setImage(renderChartImage(chart, size, dpi, caption));
}

} // namespace jct::widgets
