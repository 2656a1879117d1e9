#pragma once

// Direct labels instead of a legend: each labelled series carries its name at the right
// end of its visible part, in its own colour, and no label overlaps another, nor the
// chart's own annotations (wall, knee, optima, the stale-plan banner). Where a place is
// free of them, a label does not cross a plotted line either, its own included: a line's
// name goes near the line's end, else beside the line further back, never with another
// line between the two (a name across another line reads as that line's). No label hides a
// point it does not name (this plan's, plan A's square, the wall's diamond), across lines if
// it must; a line with a short name (plan A's and B's: "A", "B") takes it where the whole
// name finds no room; a point's name that finds no place beside its point has a thin line to
// it, which passes no other point. Placed after each layout of the plot, so that they follow
// zoom, pan and resizing.

#include <optional>

#include <QColor>
#include <QLineF>
#include <QMarginsF>
#include <QPointF>
#include <QRectF>
#include <QVector>

class QCPAbstractItem;
class QCPGraph;
class QCPItemLine;
class QCPItemText;
class QCustomPlot;

namespace jct::widgets {

class DirectLabels
{
public:
    explicit DirectLabels(QCustomPlot *plot);

    // Labels `graph` with its name (or `text` when given) in its pen's colour.
    void add(QCPGraph *graph);
    void remove(QCPGraph *graph);
    // What `graph`'s label says where its whole name finds no free place ("A" for
    // "A: 1,024 × H100, NDR 400"); empty: the whole name, wherever it lands.
    void setShortName(const QCPGraph *graph, const QString &shortName);
    // A marker's own label (the wall's, the knee's): kept at its point, on whichever side
    // of it is free, before the lines' labels are placed.
    void addMarkerLabel(QCPItemText *text);
    [[nodiscard]] bool isEmpty() const { return m_labels.isEmpty(); }
    // Moves every label to a free place; hides a label whose series is not in view.
    void place(const QColor &background, const QColor &foreground);

    // Every visible text item of the plot as drawn, in pixels (for tests and placing).
    [[nodiscard]] static QVector<QRectF> textRects(const QCustomPlot *plot);
    [[nodiscard]] static QRectF textRect(const QCPItemText *text);

private:
    struct Label
    {
        QCPGraph *graph;
        QCPItemText *text;
        QString shortName;
        QCPItemLine *leader = nullptr; // a point's name placed away from its point points at it
    };
    struct MarkerLabel
    {
        QCPItemText *text;
        Qt::Alignment preferred;
        QPointF point;  // where the chart put it, in plot coordinates
        QPointF nudged; // where it was last moved to
    };
    [[nodiscard]] bool anchorOf(const QCPGraph *graph, QPointF *pixel) const;
    [[nodiscard]] bool isManaged(const QCPItemText *text) const;
    // What a label must stay clear of besides the other texts: nothing, or every plotted
    // line but `own` where it meets the label at `ownAt` (its end, or the point of the line
    // the label sits beside), or anywhere with `ownAnywhere`. `tethered`: no other line
    // passes between the label and `ownAt` either (a name across another line from its own
    // reads as the other's). `markersOnly`: the markers but no line (the last resort: a point
    // hidden under a name is worse than a line across it).
    struct Lines
    {
        bool avoid = false;
        const QCPGraph *own = nullptr;
        QPointF ownAt;
        bool ownAnywhere = false;
        bool tethered = false;
        bool markersOnly = false;
        double pointMargin = 0.0; // pixels kept clear around the markers avoided
        // A marker label's padding: only that may cover its own point (the wall's name does
        // not hide the wall's diamond).
        QMarginsF ownPadding;
        // Clear of the points but `own` and the one at `ownAt`, not of the lines.
        [[nodiscard]] static Lines offPoints(const QCPGraph *own, QPointF ownAt)
        {
            Lines lines;
            lines.avoid = true;
            lines.own = own;
            lines.ownAt = ownAt;
            lines.markersOnly = true;
            return lines;
        }
    };
    // Whether `candidate` lies in the plot, clear of `taken` and of the lines asked for.
    [[nodiscard]] bool isFree(const QRectF &candidate, const QVector<QRectF> &taken, Lines lines) const;
    [[nodiscard]] std::optional<double> freeShift(const QRectF &rect, const QVector<QRectF> &taken, int steps,
                                                  Lines lines) const;
    // The plotted lines and markers in view, which labels keep clear of.
    void collectObstacles();
    void liftOffLines(QVector<QRectF> &taken);
    // Puts `text` beside its own line `lines.own`, a corner on one of the line's points in
    // view, the nearest to its end first, clear of every text in `taken` and of the lines;
    // false, and `text` moved, where none is.
    [[nodiscard]] bool placeBesideLine(QCPItemText *text, const QVector<QRectF> &taken, Lines lines) const;
    void placeMarkerLabels(QVector<QRectF> &taken);
    // Moves `text` the least that puts it whole inside the plot (where no free place was).
    void keepInside(QCPItemText *text) const;
    void placeLineLabels(QVector<QRectF> &taken, const QColor &background, const QColor &foreground) const;
    static constexpr double kPointMargin = 16.0; // a line's name keeps this off others' points where it can
    // A thin line from a point's name to its point where the name found no place beside it
    // (this plan's, crowded out by the knee's name, the wall's diamond and the line's own).
    void drawLeaders(const QColor &foreground);

    QCustomPlot *m_plot;
    struct Segment
    {
        QLineF pixels;
        const QCPGraph *graph; // null for a straight-line item (the batch limit)
    };
    QVector<Segment> m_lineSegments; // the plotted lines in view, for this placing
    struct Marker
    {
        QRectF pixels;
        const QCPGraph *graph;
        bool named; // its graph's name is one of the labels (this plan's point)
    };
    QVector<Marker> m_markers; // the points drawn without a line (this plan, the wall, the knee)
    QVector<Label> m_labels;
    QVector<MarkerLabel> m_markerLabels;
};

} // namespace jct::widgets
