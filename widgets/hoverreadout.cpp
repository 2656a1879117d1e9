#include "hoverreadout.h"

#include "chartstyle.h"

#include <cmath>

#include <QToolTip>
#include <qcustomplot.h>

namespace jct::widgets {

HoverReadout::HoverReadout(QCustomPlot *plot)
    : m_plot(plot)
    , m_tracer(new QCPItemTracer(plot))
{
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setPen(QPen(style::kBlack, 1.5));
    m_tracer->setVisible(false);
}

std::optional<HoverReadout::Point> HoverReadout::nearestPoint(const QPointF &pixel) const
{
    double bestDistance = 24.0; // pixels
    std::optional<Point> best;
    for (int i = 0; i < m_plot->graphCount(); ++i) {
        const QCPGraph *graph = m_plot->graph(i);
        if (!graph->visible() || graph->data()->isEmpty())
            continue;
        const double key = graph->keyAxis()->pixelToCoord(pixel.x());
        auto it = graph->data()->findBegin(key, true);
        for (int k = 0; k < 2 && it != graph->data()->constEnd(); ++k, ++it) {
            const QPointF p = graph->coordsToPixels(it->key, it->value);
            const double distance = std::hypot(p.x() - pixel.x(), p.y() - pixel.y());
            if (distance < bestDistance) {
                bestDistance = distance;
                best = Point{graph, it->key, it->value};
            }
        }
    }
    return best;
}

void HoverReadout::markPoint(const Point &point)
{
    m_tracer->setGraph(nullptr);
    m_tracer->position->setAxes(point.graph->keyAxis(), point.graph->valueAxis());
    m_tracer->position->setCoords(point.key, point.value);
}

void HoverReadout::show(const QString &text, const QPoint &globalPosition)
{
    const bool show = !text.isEmpty();
    if (show)
        QToolTip::showText(globalPosition, text, m_plot);
    else
        QToolTip::hideText();
    if (m_tracer->visible() != show) {
        m_tracer->setVisible(show);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    } else if (show) {
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

bool HoverReadout::hide()
{
    if (!m_tracer->visible())
        return false;
    m_tracer->setVisible(false);
    QToolTip::hideText();
    return true;
}

bool HoverReadout::isShown() const
{
    return m_tracer->visible();
}

void HoverReadout::setColour(const QColor &colour)
{
    m_tracer->setPen(QPen(colour, 1.5));
}

} // namespace jct::widgets
