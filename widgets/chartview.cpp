#include "chartview.h"

#include "chartcolours.h"
#include "chartnavigation.h"
#include "chartstyle.h"
#include "directlabels.h"
#include "focusframe.h"

#include <cmath>

#include <QEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace jct::widgets {

namespace {

// Marks a label or marker that forgetData() hid, to be shown again with the next plan.
constexpr char kHiddenWithoutData[] = "jctHiddenWithoutData";

// Log-axis labels "1e+03" in every number convention: QCustomPlot draws a power as 10³
// only where it finds a lowercase 'e', which a German locale writes 'E'. The label holds
// no decimal mark or group separator to localise.
class PowerOfTenTicker final : public QCPAxisTickerLog
{
protected:
    // QCPAxisTickerLog puts a tick at every mantissa 1…9 of a range shorter than its tick
    // count in decades; on a short axis (the idle-cost chart) their labels pile up. Over
    // half a decade or more, keep 1, 2 and 5 × 10^k, and only the powers over two decades.
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override
    {
        QVector<double> ticks = QCPAxisTickerLog::createTickVector(tickStep, range);
        if (range.lower <= 0.0 || range.upper <= range.lower)
            return ticks;
        const double decades = std::log10(range.upper / range.lower);
        if (decades < 0.5)
            return ticks;
        QVector<double> kept;
        for (double tick : ticks) {
            const double mantissa = tick / std::pow(10.0, std::floor(std::log10(tick) + 1e-9));
            const bool power = std::abs(mantissa - 1.0) < 1e-6;
            const bool oneTwoFive = power || std::abs(mantissa - 2.0) < 1e-6 || std::abs(mantissa - 5.0) < 1e-6;
            if (power || (decades < 2.0 && oneTwoFive))
                kept.append(tick);
        }
        return kept.size() >= 2 ? kept : ticks;
    }

    QString getTickLabel(double tick, const QLocale &, QChar formatChar, int precision) override
    {
        return QCPAxisTickerLog::getTickLabel(tick, QLocale::c(), formatChar, precision);
    }
};

} // namespace

ChartView::ChartView(const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_title(title)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    // Room for the focus frame around the plot.
    layout->setContentsMargins(kFocusFrameWidth, kFocusFrameWidth, kFocusFrameWidth, kFocusFrameWidth);
    layout->addWidget(m_plot);
    setMinimumSize(320, 220);

    m_baseFont = font();
    m_baseFont.setPointSizeF(std::max(9.0, m_baseFont.pointSizeF()));
    // Chart text is Latin labels and numbers: skipping complex shaping saves a large part
    // of every replot (text shaping was about a fifth of the window's redraw time).
    m_baseFont.setStyleStrategy(QFont::PreferNoShaping);

    m_plot->plotLayout()->insertRow(0);
    m_titleElement = new QCPTextElement(m_plot, title);
    m_plot->plotLayout()->addElement(0, 0, m_titleElement);
    applyFonts();
    m_plot->setAntialiasedElements(QCP::aePlottables | QCP::aeItems);
    m_plot->setNoAntialiasingOnDrag(true);
    // Polylines instead of joined segments: a quarter less replot time, and the joins of
    // our smooth, densely sampled curves look the same.
    m_plot->setPlottingHint(QCP::phFastPolylines, true);

    setNumberLocale(QLocale());

    m_staleBanner = new QCPItemText(m_plot);
    m_staleBanner->setPositionAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_staleBanner->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_staleBanner->position->setCoords(0.5, 0.02);
    m_staleBanner->setPadding(QMargins(6, 3, 6, 3));
    applyBannerColours();
    m_staleBanner->setVisible(false);
    // Inside the plot, never over the tick labels (wrapStaleBanner() fits it there).
    m_staleBanner->setClipToAxisRect(true);

    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setPen(QPen(style::kBlack, 1.5));
    m_tracer->setVisible(false);
    applyChartPalette(palette());
    m_paletteApplied = false; // again when first shown, with the subclass's axes

    // A right-click on the plot asks for this chart's menu (ChartView's context-menu
    // policy decides; QCustomPlot does not pass the event on by itself).
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        if (contextMenuPolicy() == Qt::CustomContextMenu)
            emit customContextMenuRequested(m_plot->mapTo(this, pos));
    });

    // Focus by Tab or a click (not the wheel): with focus the wheel zooms. The chart takes
    // it, not the plot inside (QCustomPlot asks for click focus): the focus frame, the
    // wheel and the click that sets a value all look at the chart's focus.
    setFocusPolicy(Qt::StrongFocus);
    m_plot->setFocusPolicy(Qt::NoFocus);
    setProperty(FocusFrame::kOwnFocusFrame, true);
    // A tab stop: a screen reader names it by its title.
    setAccessibleName(title);
    setAccessibleDescription(tr("Chart. Ctrl+wheel, or the wheel while the chart has the focus, zooms; drag to pan; "
                                "double-click or Ctrl+0 resets the view; hover for the values."));
    m_navigation = new ChartNavigation(m_plot, this);
    m_plot->installEventFilter(this);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartView::handleMouseMove);
    connect(m_plot, &QCustomPlot::beforeReplot, this, &ChartView::applyPresentationToPlottables);
    m_directLabels = std::make_unique<DirectLabels>(m_plot);
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        // The banner fits the plot as laid out for this replot (its size changes with the
        // window, the legend, presentation mode).
        if (m_stale)
            wrapStaleBanner();
        m_directLabels->place(m_background, m_foreground);
    });
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        m_replotPending = false;
        emit replotted();
    });
}

ChartView::~ChartView() = default;

void ChartView::labelDirectly(QCPGraph *graph)
{
    if (m_directLabels->isEmpty() && m_plot->legend->layout() == m_plot->plotLayout()) {
        m_plot->plotLayout()->take(m_plot->legend);
        m_plot->legend->setVisible(false);
    }
    m_directLabels->add(graph);
}

void ChartView::keepLabelClear(QCPItemText *text)
{
    m_directLabels->addMarkerLabel(text);
}

void ChartView::removeGraph(QCPGraph *graph)
{
    m_directLabels->remove(graph);
    m_plot->removeGraph(graph);
}

QVector<QRectF> ChartView::labelRects() const
{
    return DirectLabels::textRects(m_plot);
}

void ChartView::applyFonts()
{
    const double scale = m_presentation ? kPresentationScale : 1.0;
    QFont base = m_baseFont;
    base.setPointSizeF(m_baseFont.pointSizeF() * scale);
    QFont titleFont = base;
    titleFont.setBold(true);
    titleFont.setPointSizeF(base.pointSizeF() + scale);
    m_titleElement->setFont(titleFont);
    m_plot->setFont(base);
    const bool strong = m_presentation || m_highContrast;
    const QPen axisPen(m_foreground, strong ? 2.0 : 0.0);
    // The grid: a quarter (presentation, high contrast: two fifths) of the way from the
    // background to the text.
    const double gridWeight = strong ? 0.4 : 0.22;
    const QColor grid = QColor::fromRgbF(
        static_cast<float>(m_background.redF() + (m_foreground.redF() - m_background.redF()) * gridWeight),
        static_cast<float>(m_background.greenF() + (m_foreground.greenF() - m_background.greenF()) * gridWeight),
        static_cast<float>(m_background.blueF() + (m_foreground.blueF() - m_background.blueF()) * gridWeight));
    const QPen gridPen(grid, strong ? 1.0 : 0.0, strong ? Qt::SolidLine : Qt::DotLine);
    // Every axis of every axis rect (some charts add a second rect), scaled from the size
    // it had before presentation mode first touched it.
    static const char *const labelSizeKey = "jctBaseLabelSize";
    static const char *const tickSizeKey = "jctBaseTickSize";
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            // A chart's inset (the idle-cost causes) keeps its size: its rows are packed tight.
            const bool primary = rect == m_plot->axisRect();
            QFont label = primary ? m_baseFont : axis->labelFont();
            QFont tick = primary ? m_baseFont : axis->tickLabelFont();
            if (!axis->property(labelSizeKey).isValid()) {
                axis->setProperty(labelSizeKey, label.pointSizeF());
                axis->setProperty(tickSizeKey, tick.pointSizeF());
            }
            label.setPointSizeF(axis->property(labelSizeKey).toDouble() * (primary ? scale : 1.0));
            tick.setPointSizeF(axis->property(tickSizeKey).toDouble() * (primary ? scale : 1.0));
            axis->setLabelFont(label);
            axis->setTickLabelFont(tick);
            axis->setBasePen(axisPen);
            axis->setTickPen(axisPen);
            axis->setSubTickPen(axisPen);
            axis->grid()->setPen(gridPen);
            axis->setLabelColor(m_foreground);
            axis->setTickLabelColor(m_foreground);
        }
    }
    m_plot->legend->setFont(base);
}

void ChartView::applyChartPalette(const QPalette &palette)
{
    m_paletteApplied = true;
    m_foreground = palette.color(QPalette::Active, QPalette::Text);
    m_background = palette.color(QPalette::Active, QPalette::Base);
    m_plot->setBackground(QBrush(m_background));
    m_titleElement->setTextColor(m_foreground);
    QColor legendBack = m_background;
    legendBack.setAlpha(220);
    m_plot->legend->setBrush(QBrush(legendBack));
    m_plot->legend->setTextColor(m_foreground);
    applyBannerColours();
    m_tracer->setPen(QPen(m_foreground, 1.5));
    applyFonts(); // the axes' pens and text colours
    applyPaletteToSeries();
}

void ChartView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyChartPalette(palette());
        scheduleReplot();
    }
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_stale)
        wrapStaleBanner();
}

namespace {

// `text` broken into lines no wider than `width`, at spaces.
QStringList wrapWords(const QString &text, const QFontMetrics &metrics, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(candidate) > width) {
            lines.append(line);
            line = word;
        } else {
            line = candidate;
        }
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines;
}

} // namespace

// QCPItemText does not wrap: the banner's text is broken into lines that fit the plot's
// width, and cut (with "…") after the lines that fit its height: the whole reason is in the
// bar above the charts and next to the control.
void ChartView::wrapStaleBanner()
{
    const QCPAxisRect *rect = m_plot->axisRect();
    const bool laidOut = rect && rect->width() > 0 && rect->height() > 0;
    const QMargins padding = m_staleBanner->padding();
    const int width = std::max(60, (laidOut ? rect->width() : m_plot->width() - 80) - 24);
    const int height = (laidOut ? rect->height() : m_plot->height() / 2) - padding.top() - padding.bottom() - 8;
    const QFontMetrics metrics(m_staleBanner->font());
    // A chart that has never shown a plan says so, rather than "the last plan".
    const QString text = hasData() ? tr("Showing the last plan that runs. This one does not: %1").arg(m_staleReason)
                                   : tr("No plan that runs yet: %1").arg(m_staleReason);
    QStringList lines = wrapWords(text, metrics, width);
    const qsizetype fitting = std::max<qsizetype>(1, height / std::max(1, metrics.lineSpacing()));
    if (lines.size() > fitting) {
        lines.resize(fitting);
        lines.last() = metrics.elidedText(lines.last() + QChar(0x2026), Qt::ElideRight, width);
    }
    m_bannerWidth = width;
    const QString wrapped = lines.join(QLatin1Char('\n'));
    if (m_staleBanner->text() != wrapped)
        m_staleBanner->setText(wrapped);
}

QRectF ChartView::staleBannerRect() const
{
    if (!m_stale)
        return {};
    return QRectF(m_staleBanner->topLeft->pixelPosition(), m_staleBanner->bottomRight->pixelPosition());
}

void ChartView::forgetData()
{
    if (!m_hasData)
        return;
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = m_plot->plottable(i);
        if (auto *graph = qobject_cast<QCPGraph *>(plottable))
            graph->data()->clear();
        else if (auto *bars = qobject_cast<QCPBars *>(plottable))
            bars->data()->clear();
        else if (auto *curve = qobject_cast<QCPCurve *>(plottable))
            curve->data()->clear();
    }
    // Labels and markers of the old plan hide; markHasData shows them again before the
    // next plan sets what it shows.
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        QCPAbstractItem *item = m_plot->item(i);
        if (item == m_staleBanner || !item->visible())
            continue;
        item->setProperty(kHiddenWithoutData, true);
        item->setVisible(false);
    }
    hideHoverMarker();
    m_hasData = false;
    showTickLabels(false);
    if (m_stale)
        wrapStaleBanner();
    scheduleReplot();
}

void ChartView::markHasData()
{
    if (!m_hasData) {
        showTickLabels(true);
        for (int i = 0; i < m_plot->itemCount(); ++i) {
            QCPAbstractItem *item = m_plot->item(i);
            if (item->property(kHiddenWithoutData).isValid()) {
                item->setProperty(kHiddenWithoutData, QVariant());
                item->setVisible(true);
            }
        }
    }
    m_hasData = true;
    if (m_stale)
        wrapStaleBanner();
}

// Tick numbers of a chart that has shown no plan would read as data: they are hidden (the
// axes keep their labels) until the first plan arrives.
void ChartView::showTickLabels(bool show)
{
    static const char *const ownKey = "jctOwnTickLabels";
    for (QCPAxisRect *rect : m_plot->axisRects()) {
        for (QCPAxis *axis : rect->axes()) {
            if (!show && !axis->property(ownKey).isValid()) {
                axis->setProperty(ownKey, axis->tickLabels());
                axis->setTickLabels(false);
            } else if (show && axis->property(ownKey).isValid()) {
                axis->setTickLabels(axis->property(ownKey).toBool());
                axis->setProperty(ownKey, QVariant());
            }
        }
    }
}

QString ChartView::staleBannerText() const
{
    return m_stale ? m_staleBanner->text() : QString();
}

void ChartView::setPresentationMode(bool on)
{
    if (on == m_presentation)
        return;
    m_presentation = on;
    m_restoreStylesPending = !on;
    applyFonts();
    scheduleReplot();
}

void ChartView::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    m_restoreStylesPending = !on;
    applyFonts();
    applyBannerColours();
    scheduleReplot();
}

// The banner and the legend's frame: from the palette (light or dark), or black on white
// in high contrast.
void ChartView::applyBannerColours()
{
    if (m_highContrast) {
        m_staleBanner->setBrush(QBrush(QColor(Qt::white)));
        m_staleBanner->setPen(QPen(style::kBlack, 2.0));
        m_staleBanner->setColor(style::kBlack);
        m_plot->legend->setBorderPen(QPen(style::kBlack));
        return;
    }
    const bool dark = m_background.lightnessF() < 0.5;
    m_staleBanner->setBrush(QBrush(dark ? QColor(80, 45, 10) : QColor(255, 244, 214)));
    m_staleBanner->setPen(QPen(style::kVermillion));
    m_staleBanner->setColor(dark ? QColor(255, 220, 190) : QColor(90, 40, 0));
    m_plot->legend->setBorderPen(QPen(dark ? QColor(110, 110, 110) : QColor(180, 180, 180)));
}

std::pair<QColor, QColor> ChartView::staleBannerColours() const
{
    return {m_staleBanner->color(), m_staleBanner->brush().color()};
}

void ChartView::applyPresentationToPlottables()
{
    // Outside presentation mode and high contrast there is nothing to scale, once the first
    // replot after leaving them has put the subclasses' own widths and sizes back.
    if (!m_presentation && !m_highContrast && !m_restoreStylesPending)
        return;
    m_restoreStylesPending = false;
    // The pen width a subclass chose, and the width last applied here: a pen whose width is
    // no longer the applied one was set anew by the subclass and defines a new base.
    static const char *const baseWidthKey = "jctBasePenWidth";
    static const char *const appliedWidthKey = "jctAppliedPenWidth";
    static const char *const baseSizeKey = "jctBasePointSize";
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        QCPAbstractPlottable *plottable = m_plot->plottable(i);
        QPen pen = plottable->pen();
        const QVariant applied = plottable->property(appliedWidthKey);
        if (!applied.isValid() || applied.toDouble() != pen.widthF())
            plottable->setProperty(baseWidthKey, pen.widthF());
        const double base = plottable->property(baseWidthKey).toDouble();
        // Width 0 is Qt's one-pixel cosmetic pen: it doubles from one pixel.
        pen.setWidthF(m_presentation || m_highContrast ? 2.0 * std::max(1.0, base) : base);
        plottable->setPen(pen);
        plottable->setProperty(appliedWidthKey, pen.widthF());
    }
    const double fontScale = m_presentation ? kPresentationScale : 1.0;
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(m_plot->item(i));
        if (!text)
            continue;
        QFont font = text->font();
        if (!text->property(baseSizeKey).isValid())
            text->setProperty(baseSizeKey, font.pointSizeF());
        font.setPointSizeF(text->property(baseSizeKey).toDouble() * fontScale);
        text->setFont(font);
    }
}

void ChartView::setStale(bool stale, const QString &reason)
{
    if (stale == m_stale && (!stale || reason == m_staleReason))
        return;
    m_stale = stale;
    m_staleReason = reason;
    if (stale && !m_hasData)
        showTickLabels(false);
    if (stale)
        wrapStaleBanner();
    m_staleBanner->setVisible(stale);
    scheduleReplot();
}

void ChartView::finishDataUpdate()
{
    hideHoverMarker();
    m_navigation->rememberHomeView();
    scheduleReplot();
}

bool ChartView::hoverMarkerVisible() const
{
    return m_tracer->visible();
}

void ChartView::hideHoverMarker()
{
    if (!m_tracer->visible())
        return;
    m_tracer->setVisible(false);
    QToolTip::hideText();
    scheduleReplot();
}

bool ChartView::eventFilter(QObject *watched, QEvent *event)
{
    // The marker and read-out belong to the pointer: they go when it leaves the plot.
    if (watched == m_plot && event->type() == QEvent::Leave)
        hideHoverMarker();
    // Over a point the read-out is the tooltip; the plot's own (what a click does) shows
    // only away from the points.
    if (watched == m_plot && event->type() == QEvent::ToolTip && m_tracer->visible())
        return true;
    return QWidget::eventFilter(watched, event);
}

void ChartView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    if (!hasFocus())
        return;
    QPainter painter(this);
    QPen pen(palette().color(QPalette::Active, QPalette::Highlight), kFocusFrameWidth);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    const double half = kFocusFrameWidth / 2.0;
    painter.drawRect(QRectF(rect()).adjusted(half, half, -half, -half));
}

void ChartView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void ChartView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void ChartView::scheduleReplot()
{
    if (!isVisible()) {
        m_replotDeferred = true;
        return;
    }
    m_replotPending = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ChartView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Once the subclass has added its axes: they take the palette's colours too.
    if (!m_paletteApplied) {
        applyChartPalette(palette());
        m_replotDeferred = true;
    }
    if (m_stale)
        wrapStaleBanner();
    if (m_replotDeferred) {
        m_replotDeferred = false;
        scheduleReplot();
    }
}

void ChartView::showReference(const present::Reference &reference, QCPAxis *valueAxis)
{
    // A and B legend entries carry plan names: two columns give them room.
    const int columns = reference.active() ? std::min(m_legendColumns, 2) : m_legendColumns;
    if (columns > 0 && m_plot->legend->wrap() != columns) {
        m_plot->legend->setWrap(columns);
        m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
    if (!reference.active()) {
        for (QCPGraph **g : {&m_referenceCurve, &m_referenceMarker}) {
            if (*g)
                m_directLabels->remove(*g);
            if (*g)
                m_plot->removeGraph(*g);
            *g = nullptr;
        }
        return;
    }
    QColor light = colours::series(colours::Series::PlanA);
    light.setAlpha(200);
    if (!m_referenceCurve) {
        QCPAxis *y = valueAxis ? valueAxis : m_plot->yAxis;
        m_referenceCurve = m_plot->addGraph(m_plot->xAxis, y);
        m_referenceMarker = m_plot->addGraph(m_plot->xAxis, y);
        m_referenceMarker->setLineStyle(QCPGraph::lsNone);
        m_referenceMarker->removeFromLegend();
        if (!m_directLabels->isEmpty())
            labelDirectly(m_referenceCurve);
    }
    m_referenceCurve->setPen(QPen(light, 2.2, Qt::DashLine));
    m_referenceMarker->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(style::kGrey, 2), QBrush(light), 11));
    m_referenceCurve->setName(reference.name);
    m_referenceMarker->setName(reference.name);
    m_referenceCurve->setData(reference.x, reference.y);
    m_referenceMarker->data()->clear();
    if (reference.marker.valid())
        m_referenceMarker->addData(reference.marker.x, reference.marker.y);
}

void ChartView::widenRange(double &lower, double &upper, const QVector<double> &values, bool positiveOnly)
{
    for (double v : values) {
        if (!std::isfinite(v) || (positiveOnly && v <= 0.0))
            continue;
        lower = std::min(lower, v);
        upper = std::max(upper, v);
    }
}

void ChartView::placeLegendBelow(int columns)
{
    QCPLayoutGrid *layout = m_plot->plotLayout();
    const int row = layout->rowCount();
    layout->addElement(row, 0, m_plot->legend);
    layout->setRowStretchFactor(row, 0.001);
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(columns);
    m_legendColumns = columns;
    m_plot->legend->setMargins(QMargins(4, 2, 4, 2));
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setVisible(true);
}

void ChartView::placeLegendRight()
{
    QCPLayoutGrid *layout = m_plot->plotLayout();
    layout->addElement(1, 1, m_plot->legend);
    layout->setColumnStretchFactor(1, 0.001);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setVisible(true);
    // The title spans both columns.
    if (auto *title = layout->element(0, 0)) {
        layout->take(title);
        layout->simplify();
        layout->insertRow(0);
        layout->addElement(0, 0, title);
    }
}

QString ChartView::hoverText(const QPointF &pixel) const
{
    return describeNearest(pixel);
}

QString ChartView::describeNearest(const QPointF &pixel) const
{
    double bestDistance = 24.0; // pixels
    QString best;
    for (int i = 0; i < m_plot->graphCount(); ++i) {
        QCPGraph *graph = m_plot->graph(i);
        if (!graph->visible() || graph->data()->isEmpty())
            continue;
        const double key = graph->keyAxis()->pixelToCoord(pixel.x());
        auto it = graph->data()->findBegin(key, true);
        for (int k = 0; k < 2 && it != graph->data()->constEnd(); ++k, ++it) {
            const QPointF p = graph->coordsToPixels(it->key, it->value);
            const double distance = std::hypot(p.x() - pixel.x(), p.y() - pixel.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = formatPoint(graph->name(), it->key, it->value);
                m_tracer->setGraph(nullptr);
                m_tracer->position->setAxes(graph->keyAxis(), graph->valueAxis());
                m_tracer->position->setCoords(it->key, it->value);
            }
        }
    }
    return best;
}

QString ChartView::formatPoint(const QString &series, double x, double y) const
{
    return QStringLiteral("%1\n%2, %3").arg(series).arg(x, 0, 'g', 4).arg(y, 0, 'g', 4);
}

void ChartView::handleMouseMove(QMouseEvent *event)
{
    const QString text = describeNearest(event->position());
    const bool show = !text.isEmpty();
    if (show)
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
    else
        QToolTip::hideText();
    if (m_tracer->visible() != show) {
        m_tracer->setVisible(show);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    } else if (show) {
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void ChartView::setNumberLocale(const QLocale &locale)
{
    QLocale ticks = locale;
    ticks.setNumberOptions(ticks.numberOptions() | QLocale::OmitGroupSeparator);
    if (m_plot->locale() == ticks && m_plot->locale().numberOptions() == ticks.numberOptions())
        return;
    m_plot->setLocale(ticks);
    scheduleReplot();
}

void ChartView::makeLogarithmic(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new PowerOfTenTicker));
    // "1e+03" drawn as 10³ (QCustomPlot's beautiful powers, the mantissa 1 left out).
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
}

} // namespace jct::widgets
