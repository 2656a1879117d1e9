#pragma once

// The hover read-out of a chart: the values of the point under the cursor as a tooltip,
// and a ring (a tracer) on that point while the tooltip shows.

#include <optional>

#include <QPoint>
#include <QPointF>
#include <QString>

class QCPGraph;
class QCPItemTracer;
class QColor;
class QCustomPlot;

namespace jct::widgets {

class HoverReadout
{
public:
    explicit HoverReadout(QCustomPlot *plot);

    // A data point of a graph, in its axes' coordinates.
    struct Point
    {
        const QCPGraph *graph;
        double key;
        double value;
    };
    // The point of any visible graph nearest to `pixel`, within 24 pixels.
    [[nodiscard]] std::optional<Point> nearestPoint(const QPointF &pixel) const;
    // Puts the ring on `point`; it shows with the next read-out.
    void markPoint(const Point &point);
    // Shows `text` as the tooltip at `globalPosition` with the ring, or hides both when
    // `text` is empty.
    void show(const QString &text, const QPoint &globalPosition);
    // Hides the ring and the tooltip; false when they were not shown.
    bool hide();
    [[nodiscard]] bool isShown() const;
    void setColour(const QColor &colour);

private:
    QCustomPlot *m_plot;
    QCPItemTracer *m_tracer;
};

} // namespace jct::widgets
