#include "chartview.h"

#include "chartstyle.h"

#include <QToolTip>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace jct::widgets {

ChartView::ChartView(const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_title(title)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 220);

    QFont base = font();
    base.setPointSizeF(std::max(9.0, base.pointSizeF()));
    // Chart text is Latin labels and numbers: skipping complex shaping saves a large part
    // of every replot (text shaping was about a fifth of the window's redraw time).
    base.setStyleStrategy(QFont::PreferNoShaping);
    QFont titleFont = base;
    titleFont.setBold(true);
    titleFont.setPointSizeF(base.pointSizeF() + 1.0);

    m_plot->plotLayout()->insertRow(0);
    auto *titleElement = new QCPTextElement(m_plot, title, titleFont);
    m_plot->plotLayout()->addElement(0, 0, titleElement);
    m_plot->setFont(base);
    for (QCPAxis *axis : {m_plot->xAxis, m_plot->yAxis, m_plot->xAxis2, m_plot->yAxis2}) {
        axis->setLabelFont(base);
        axis->setTickLabelFont(base);
    }
    m_plot->legend->setFont(base);
    m_plot->legend->setBrush(QBrush(QColor(255, 255, 255, 220)));
    m_plot->legend->setBorderPen(QPen(QColor(180, 180, 180)));
    m_plot->setAntialiasedElements(QCP::aePlottables | QCP::aeItems);
    m_plot->setNoAntialiasingOnDrag(true);
    // Polylines instead of joined segments: a quarter less replot time, and the joins of
    // our smooth, densely sampled curves look the same.
    m_plot->setPlottingHint(QCP::phFastPolylines, true);

    m_staleBanner = new QCPItemText(m_plot);
    m_staleBanner->setPositionAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_staleBanner->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_staleBanner->position->setCoords(0.5, 0.02);
    m_staleBanner->setPadding(QMargins(6, 3, 6, 3));
    m_staleBanner->setBrush(QBrush(QColor(255, 244, 214)));
    m_staleBanner->setPen(QPen(style::kVermillion));
    m_staleBanner->setColor(QColor(90, 40, 0));
    m_staleBanner->setVisible(false);
    m_staleBanner->setClipToAxisRect(false);

    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setPen(QPen(style::kBlack, 1.5));
    m_tracer->setVisible(false);

    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &ChartView::handleMouseMove);
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        m_replotPending = false;
        emit replotted();
    });
}

ChartView::~ChartView() = default;

void ChartView::setStale(bool stale, const QString &reason)
{
    if (stale == m_stale && (!stale || reason == m_staleReason))
        return;
    m_stale = stale;
    m_staleReason = reason;
    m_staleBanner->setText(tr("Showing the last plan that runs. This one does not: %1").arg(reason));
    m_staleBanner->setVisible(stale);
    scheduleReplot();
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
    if (m_replotDeferred) {
        m_replotDeferred = false;
        scheduleReplot();
    }
}

void ChartView::showReference(const Reference &reference, const QColor &colour, QCPAxis *valueAxis)
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
                m_plot->removeGraph(*g);
            *g = nullptr;
        }
        return;
    }
    QColor light = colour;
    light.setAlpha(140);
    if (!m_referenceCurve) {
        QCPAxis *y = valueAxis ? valueAxis : m_plot->yAxis;
        m_referenceCurve = m_plot->addGraph(m_plot->xAxis, y);
        m_referenceMarker = m_plot->addGraph(m_plot->xAxis, y);
        m_referenceMarker->setLineStyle(QCPGraph::lsNone);
        m_referenceMarker->removeFromLegend();
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
    double bestDistance = 24.0;  // pixels
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

} // namespace jct::widgets
