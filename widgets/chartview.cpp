#include "chartview.h"

#include "chartappearance.h"
#include "chartlegend.h"
#include "chartnavigation.h"
#include "chartstyle.h"
#include "directlabels.h"
#include "focusframe.h"
#include "hoverreadout.h"
#include "logaxis.h"
#include "plotwithoutplan.h"
#include "referencecurve.h"
#include "stalebanner.h"

#include <algorithm>
#include <cmath>

#include <QEvent>
#include <QPainter>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace jct::widgets {

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

    m_staleBanner = std::make_unique<StaleBanner>(m_plot);
    applyBannerColours();
    m_hover = std::make_unique<HoverReadout>(m_plot);
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
    m_reference = std::make_unique<ReferenceCurve>(m_plot, m_directLabels.get());
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        // The banner fits the plot as laid out for this replot (its size changes with the
        // window, the legend, presentation mode).
        m_staleBanner->refit(m_hasData);
        fitTextsToPlot();
        m_directLabels->place(m_background, m_foreground);
        // A log axis chose its ticks for the length it had before this layout.
        const QList<QCPAxis *> axes = m_plot->axisRect() ? m_plot->axisRect()->axes() : QList<QCPAxis *>();
        if (std::any_of(axes.cbegin(), axes.cend(), [](const QCPAxis *axis) { return logTicksNeedLayout(axis); }))
            m_plot->replot(QCustomPlot::rpQueuedReplot);
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

void ChartView::setShortLabel(const QCPGraph *graph, const QString &shortName)
{
    m_directLabels->setShortName(graph, shortName);
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

ChartAppearance ChartView::appearance() const
{
    return {m_baseFont, m_presentation ? kPresentationScale : 1.0, m_presentation || m_highContrast, m_foreground,
            m_background};
}

void ChartView::applyFonts()
{
    applyAppearanceToAxes(m_plot, m_titleElement, appearance());
    fitTitle();
}

namespace {

// The space nearest the middle of `text`, where a line too long for its room breaks; -1
// where it has none.
qsizetype spaceNearestMiddle(const QString &text)
{
    const qsizetype middle = text.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = text.indexOf(QLatin1Char(' ')); i >= 0; i = text.indexOf(QLatin1Char(' '), i + 1))
        if (best < 0 || std::abs(i - middle) < std::abs(best - middle))
            best = i;
    return best;
}

// `text` on two lines, broken after a colon or before a bracket (ASCII or full-width),
// where the longer line is shortest, else at the space nearest the middle (as a title
// breaks); empty where it has no such place.
QString twoLineForm(const QString &text)
{
    if (text.contains(QLatin1Char('\n')))
        return {}; // already broken where its author wanted
    qsizetype best = -1;
    qsizetype bestLonger = text.size();
    const auto consider = [&](qsizetype at) {
        if (at <= 0 || at >= text.size())
            return;
        const qsizetype longer = std::max(text.left(at).trimmed().size(), text.mid(at).trimmed().size());
        if (longer < bestLonger)
            best = at, bestLonger = longer;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        // A colon before a space (not 12:30's), a bracket after one (not f(x)'s); the
        // full-width forms anywhere.
        const bool spaceAfter = i + 1 < text.size() && text[i + 1].isSpace();
        const bool spaceBefore = i > 0 && text[i - 1].isSpace();
        if ((c == QLatin1Char(':') && spaceAfter) || c == QChar(u'：'))
            consider(i + 1);
        else if ((c == QLatin1Char('(') && spaceBefore) || c == QChar(u'（'))
            consider(i);
    }
    if (best < 0)
        best = spaceNearestMiddle(text);
    if (best <= 0)
        return {};
    return text.left(best).trimmed() + QLatin1Char('\n') + text.mid(best).trimmed();
}

} // namespace

void ChartView::fitTextToPlot(QCPItemText *text, const QString &oneLine)
{
    text->setText(oneLine);
    if (!text->visible())
        return;
    const QRectF area = m_plot->axisRect()->rect();
    const QRectF rect = DirectLabels::textRect(text);
    if (rect.left() >= area.left() && rect.right() <= area.right())
        return;
    if (const QString twoLines = twoLineForm(oneLine); !twoLines.isEmpty())
        text->setText(twoLines);
}

// A title wider than the plot (a long translation on a small screen) goes on two lines,
// broken at the space nearest its middle: QCPTextElement neither wraps nor elides, and cut
// it lost both its ends.
void ChartView::fitTitle()
{
    const QFontMetrics metrics(m_titleElement->font());
    // The chart's own width (the plot's follows it only once laid out), less the focus frame.
    int room = width() - 2 * kFocusFrameWidth - 16;
    // A legend right of the plot has a column of its own, and the title sits in the plot's:
    // a longer title widened that column and pushed the legend off the chart.
    QCPLayoutGrid *layout = m_plot->plotLayout();
    if (layout->rowCount() > 1 && layout->columnCount() > 1)
        if (QCPLayoutElement *right = layout->element(1, 1))
            room -= right->minimumOuterSizeHint().width();
    QString text = m_title;
    if (width() > 0 && metrics.horizontalAdvance(text) > std::max(room, 1))
        if (const qsizetype best = spaceNearestMiddle(text); best > 0)
            text = text.left(best) + QLatin1Char('\n') + text.mid(best + 1);
    if (m_titleElement->text() != text)
        m_titleElement->setText(text);
}

QString ChartView::titleShown() const
{
    return m_titleElement->text();
}

QFont ChartView::titleFont() const
{
    return m_titleElement->font();
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
    m_hover->setColour(m_foreground);
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
    fitTitle();
    m_staleBanner->refit(m_hasData);
}

bool ChartView::isStale() const
{
    return m_staleBanner->isShown();
}

QString ChartView::staleBannerText() const
{
    return m_staleBanner->text();
}

bool ChartView::staleBannerOnTop() const
{
    const QCPAbstractItem *banner = m_staleBanner->item();
    return banner && banner->layer() && banner->layer()->index() == m_plot->layerCount() - 1;
}

QRectF ChartView::staleBannerRect() const
{
    return m_staleBanner->rect();
}

std::pair<QColor, QColor> ChartView::staleBannerColours() const
{
    return m_staleBanner->colours();
}

void ChartView::forgetData()
{
    if (!m_hasData)
        return;
    clearPlotData(m_plot);
    // Labels and markers of the old plan hide; markHasData shows them again before the
    // next plan sets what it shows.
    hideItemsUntilPlan(m_plot, m_staleBanner->item());
    hideHoverMarker();
    m_hasData = false;
    showTickLabels(m_plot, false);
    m_staleBanner->refit(m_hasData);
    scheduleReplot();
}

void ChartView::markHasData()
{
    if (!m_hasData) {
        showTickLabels(m_plot, true);
        showItemsHiddenUntilPlan(m_plot);
    }
    m_hasData = true;
    m_staleBanner->refit(m_hasData);
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
    m_staleBanner->applyColours(m_highContrast, m_background);
    if (m_highContrast) {
        m_plot->legend->setBorderPen(QPen(style::kBlack));
        return;
    }
    const bool dark = m_background.lightnessF() < 0.5;
    m_plot->legend->setBorderPen(QPen(dark ? QColor(110, 110, 110) : QColor(180, 180, 180)));
}

void ChartView::applyPresentationToPlottables()
{
    // Outside presentation mode and high contrast there is nothing to scale, once the first
    // replot after leaving them has put the subclasses' own widths and sizes back.
    if (!m_presentation && !m_highContrast && !m_restoreStylesPending)
        return;
    m_restoreStylesPending = false;
    applyAppearanceToPlottables(m_plot, appearance());
}

void ChartView::setStale(bool stale, const QString &reason)
{
    if (!m_staleBanner->setStale(stale, reason, m_hasData))
        return;
    // Tick numbers of a chart that has shown no plan would read as data: they are hidden
    // (the axes keep their labels) until the first plan arrives.
    if (stale && !m_hasData)
        showTickLabels(m_plot, false);
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
    return m_hover->isShown();
}

void ChartView::hideHoverMarker()
{
    if (m_hover->hide())
        scheduleReplot();
}

bool ChartView::eventFilter(QObject *watched, QEvent *event)
{
    // The marker and read-out belong to the pointer: they go when it leaves the plot.
    if (watched == m_plot && event->type() == QEvent::Leave)
        hideHoverMarker();
    // Over a point the read-out is the tooltip; the plot's own (what a click does) shows
    // only away from the points.
    if (watched == m_plot && event->type() == QEvent::ToolTip && m_hover->isShown())
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
    m_staleBanner->refit(m_hasData);
    if (m_replotDeferred) {
        m_replotDeferred = false;
        scheduleReplot();
    }
}

void ChartView::showReference(const present::Reference &reference, QCPAxis *valueAxis)
{
    legend::fitColumns(m_plot, m_legendColumns, reference.active());
    if (!reference.active()) {
        m_reference->remove();
        return;
    }
    // The reference curve's label joins the direct labels when the chart has them.
    QCPGraph *created = m_reference->show(reference, valueAxis);
    if (created && !m_directLabels->isEmpty())
        labelDirectly(created);
    m_directLabels->setShortName(m_reference->curve(), reference.shortName);
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
    legend::placeBelow(m_plot, columns);
    m_legendColumns = columns;
}

void ChartView::placeLegendRight()
{
    legend::placeRight(m_plot);
}

QString ChartView::hoverText(const QPointF &pixel) const
{
    return describeNearest(pixel);
}

QString ChartView::describeNearest(const QPointF &pixel) const
{
    const std::optional<HoverReadout::Point> nearest = m_hover->nearestPoint(pixel);
    if (!nearest)
        return {};
    m_hover->markPoint(*nearest);
    return formatPoint(nearest->graph->name(), nearest->key, nearest->value);
}

QString ChartView::formatPoint(const QString &series, double x, double y) const
{
    return QStringLiteral("%1\n%2, %3").arg(series).arg(x, 0, 'g', 4).arg(y, 0, 'g', 4);
}

void ChartView::handleMouseMove(QMouseEvent *event)
{
    m_hover->show(describeNearest(event->position()), event->globalPosition().toPoint());
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
    makeLogarithmicAxis(axis);
}

} // namespace jct::widgets
