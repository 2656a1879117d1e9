#include "directlabels.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include <qcustomplot.h>

namespace jct::widgets {

DirectLabels::DirectLabels(QCustomPlot *plot)
    : m_plot(plot)
{}

void DirectLabels::add(QCPGraph *graph)
{
    for (const Label &label : std::as_const(m_labels))
        if (label.graph == graph)
            return;
    auto *text = new QCPItemText(m_plot);
    text->setObjectName(QStringLiteral("directLabel"));
    text->position->setType(QCPItemPosition::ptAbsolute);
    text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    text->setPadding(QMargins(3, 1, 3, 1));
    text->setClipToAxisRect(true);
    m_labels.append({graph, text, {}, nullptr});
}

void DirectLabels::setShortName(const QCPGraph *graph, const QString &shortName)
{
    for (Label &label : m_labels)
        if (label.graph == graph)
            label.shortName = shortName;
}

void DirectLabels::remove(QCPGraph *graph)
{
    for (qsizetype i = 0; i < m_labels.size(); ++i) {
        if (m_labels[i].graph == graph) {
            m_plot->removeItem(m_labels[i].text);
            if (m_labels[i].leader)
                m_plot->removeItem(m_labels[i].leader);
            m_labels.removeAt(i);
            return;
        }
    }
}

QRectF DirectLabels::textRect(const QCPItemText *text)
{
    return QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()).normalized();
}

QVector<QRectF> DirectLabels::textRects(const QCustomPlot *plot)
{
    QVector<QRectF> rects;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (text && text->visible() && !text->text().isEmpty())
            rects.append(textRect(text));
    }
    return rects;
}

// The right end of the graph's part in view: its last finite point inside the axis rect.
bool DirectLabels::anchorOf(const QCPGraph *graph, QPointF *pixel) const
{
    const QRectF area = m_plot->axisRect()->rect();
    const auto data = graph->data();
    for (auto it = data->constEnd(); it != data->constBegin();) {
        --it;
        if (!std::isfinite(it->key) || !std::isfinite(it->value))
            continue;
        const QPointF p = graph->coordsToPixels(it->key, it->value);
        if (area.contains(p)) {
            *pixel = p;
            return true;
        }
    }
    return false;
}

void DirectLabels::addMarkerLabel(QCPItemText *text)
{
    m_markerLabels.append({text, text->positionAlignment(), {}, {}});
}

bool DirectLabels::isManaged(const QCPItemText *text) const
{
    if (text->objectName() == QStringLiteral("directLabel"))
        return true;
    return std::any_of(m_markerLabels.cbegin(), m_markerLabels.cend(),
                       [text](const MarkerLabel &m) { return m.text == text; });
}

namespace {

// Whether the segment enters the rectangle: an end inside, or a crossing of an edge.
bool crosses(const QLineF &segment, const QRectF &rect)
{
    const QPointF a = segment.p1();
    const QPointF b = segment.p2();
    if (std::max(a.x(), b.x()) < rect.left() || std::min(a.x(), b.x()) > rect.right()
        || std::max(a.y(), b.y()) < rect.top() || std::min(a.y(), b.y()) > rect.bottom())
        return false;
    if (rect.contains(a) || rect.contains(b))
        return true;
    const QLineF edges[] = {{rect.topLeft(), rect.topRight()},
                            {rect.topRight(), rect.bottomRight()},
                            {rect.bottomRight(), rect.bottomLeft()},
                            {rect.bottomLeft(), rect.topLeft()}};
    return std::any_of(std::cbegin(edges), std::cend(edges),
                       [&](const QLineF &edge) { return segment.intersects(edge) == QLineF::BoundedIntersection; });
}

// The segment less its first few pixels from `point` where it starts or ends there: a
// line meets its name at that point, and must not run on through the name's glyphs.
QLineF awayFrom(const QLineF &segment, QPointF point)
{
    constexpr double kSamePixel = 0.5;
    constexpr double kMeeting = 4.0;
    QLineF fromPoint;
    if (QLineF(segment.p1(), point).length() < kSamePixel)
        fromPoint = segment;
    else if (QLineF(segment.p2(), point).length() < kSamePixel)
        fromPoint = QLineF(segment.p2(), segment.p1());
    else
        return segment;
    const double length = fromPoint.length();
    if (length <= kMeeting)
        return {};
    return {fromPoint.pointAt(kMeeting / length), fromPoint.p2()};
}

// Whether a point's name at `rect` is beside its point at `point`: within the size of the
// point's marker.
bool besideItsPoint(const QRectF &rect, const QCPGraph *graph, QPointF point)
{
    const double reach = graph->scatterStyle().size();
    return rect.adjusted(-reach, -reach, reach, reach).contains(point);
}

// The point of `rect` nearest to `point`: where a leader from a name at `rect` starts.
QPointF nearestOn(const QRectF &rect, QPointF point)
{
    return {std::clamp(point.x(), rect.left(), rect.right()), std::clamp(point.y(), rect.top(), rect.bottom())};
}

} // namespace

void DirectLabels::collectObstacles()
{
    m_lineSegments.clear();
    m_markers.clear();
    const QRectF area = m_plot->axisRect()->rect();
    for (int i = 0; i < m_plot->graphCount(); ++i) {
        const QCPGraph *graph = m_plot->graph(i);
        if (!graph->visible())
            continue;
        if (graph->lineStyle() == QCPGraph::lsNone) {
            const double size = graph->scatterStyle().size();
            if (graph->scatterStyle().isNone() || !(size > 0.0))
                continue;
            const bool named = std::any_of(m_labels.cbegin(), m_labels.cend(),
                                           [graph](const Label &label) { return label.graph == graph; });
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
                if (!std::isfinite(it->key) || !std::isfinite(it->value))
                    continue;
                const QPointF centre = graph->coordsToPixels(it->key, it->value);
                if (area.contains(centre))
                    m_markers.append({QRectF(centre - QPointF(size, size) / 2.0, QSizeF(size, size)), graph, named});
            }
            continue;
        }
        std::optional<QPointF> previous;
        for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
            if (!std::isfinite(it->key) || !std::isfinite(it->value)) {
                previous.reset();
                continue;
            }
            const QPointF point = graph->coordsToPixels(it->key, it->value);
            if (previous) {
                const QLineF segment(*previous, point);
                if (crosses(segment, area))
                    m_lineSegments.append({segment, graph});
            }
            previous = point;
        }
    }
    // The chart's straight lines (the batch limit): across the whole plot.
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        const auto *line = qobject_cast<const QCPItemStraightLine *>(m_plot->item(i));
        if (!line || !line->visible())
            continue;
        const QLineF through(line->point1->pixelPosition(), line->point2->pixelPosition());
        const double length = through.length();
        if (!(length > 0.0) || !std::isfinite(length))
            continue;
        // From the foot of the plot's centre on the line, a diagonal's length each way.
        const QPointF unit = (through.p2() - through.p1()) / length;
        const QPointF toCentre = area.center() - through.p1();
        const QPointF foot = through.p1() + unit * (toCentre.x() * unit.x() + toCentre.y() * unit.y());
        const QPointF along = unit * QLineF(area.topLeft(), area.bottomRight()).length();
        m_lineSegments.append({QLineF(foot - along, foot + along), nullptr});
    }
}

void DirectLabels::place(const QColor &background, const QColor &foreground)
{
    collectObstacles();
    QVector<QRectF> taken;
    // The chart's other texts (limits, optima, the banner) stay where they are: the
    // labels go around them.
    for (int i = 0; i < m_plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(m_plot->item(i));
        if (text && text->visible() && !isManaged(text))
            taken.append(textRect(text));
    }
    QColor fill = background;
    fill.setAlpha(215);
    for (const MarkerLabel &marker : std::as_const(m_markerLabels))
        marker.text->setBrush(QBrush(fill));
    placeMarkerLabels(taken);
    placeLineLabels(taken, background, foreground);
    liftOffLines(taken);
    drawLeaders(foreground);
}

void DirectLabels::drawLeaders(const QColor &foreground)
{
    for (Label &label : m_labels) {
        QPointF point;
        const bool isPoint = label.graph->lineStyle() == QCPGraph::lsNone;
        bool away = false;
        QRectF rect;
        if (isPoint && label.text->visible() && anchorOf(label.graph, &point)) {
            rect = textRect(label.text);
            away = !besideItsPoint(rect, label.graph, point);
        }
        if (!away) {
            if (label.leader)
                label.leader->setVisible(false);
            continue;
        }
        if (!label.leader) {
            label.leader = new QCPItemLine(m_plot);
            label.leader->setClipToAxisRect(true);
            label.leader->start->setType(QCPItemPosition::ptAbsolute);
            label.leader->end->setType(QCPItemPosition::ptAbsolute);
        }
        // From the name's nearest edge to the rim of the point's marker.
        QLineF leader(nearestOn(rect, point), point);
        const double rim = label.graph->scatterStyle().size() / 2.0 + 1.0;
        leader.setLength(std::max(0.0, leader.length() - rim));
        QColor colour = foreground;
        colour.setAlpha(150);
        label.leader->setPen(QPen(colour, 1.0));
        label.leader->start->setPixelPosition(leader.p1());
        label.leader->end->setPixelPosition(leader.p2());
        label.leader->setVisible(true);
    }
}

bool DirectLabels::isFree(const QRectF &candidate, const QVector<QRectF> &taken, Lines lines) const
{
    // Inside the plot, off its frame (an axis through the glyphs' feet reads as a strike).
    const QRectF area = m_plot->axisRect()->rect().adjusted(0.0, 2.0, 0.0, -2.0);
    if (!area.contains(candidate)
        || std::any_of(taken.cbegin(), taken.cend(), [&](const QRectF &r) { return r.intersects(candidate); }))
        return false;
    // The padding may touch a line; the text may not.
    const QRectF text = candidate.adjusted(2.0, 1.0, -2.0, -1.0);
    if (!lines.avoid)
        return true;
    // Nor over a marker (a point's name may touch its own), nor within `pointMargin` of a
    // point whose name is one of these labels (this plan's: its name goes beside it).
    if (std::any_of(m_markers.cbegin(), m_markers.cend(), [&](const Marker &marker) {
            // A point's name may touch its own point.
            if (marker.graph == lines.own)
                return false;
            // A marker label's own point (the wall's diamond): its padding may cover it, not
            // its glyphs.
            if (lines.markersOnly && !lines.own && marker.pixels.contains(lines.ownAt))
                return marker.pixels.intersects(candidate.marginsRemoved(lines.ownPadding));
            const double margin = marker.named ? lines.pointMargin : 0.0;
            return marker.pixels.adjusted(-margin, -margin, margin, margin).intersects(text);
        }))
        return false;
    // A point's name away from its point has a leader to it (drawLeaders), which must pass
    // no other marker: a name above plan A's square, led down through it to this plan's
    // point below, reads as the square's.
    if (lines.own && lines.own->lineStyle() == QCPGraph::lsNone && !besideItsPoint(candidate, lines.own, lines.ownAt)) {
        const QLineF leader(nearestOn(candidate, lines.ownAt), lines.ownAt);
        if (std::any_of(m_markers.cbegin(), m_markers.cend(), [&](const Marker &marker) {
                return marker.graph != lines.own && crosses(leader, marker.pixels.adjusted(-2.0, -2.0, 2.0, 2.0));
            }))
            return false;
    }
    if (lines.markersOnly)
        return true;
    // The shortest way from the label's point to its glyphs, less its first pixels: a line
    // through the point itself (this plan's on its curve) does not part them.
    constexpr double kTetherStart = 1.5;
    const QPointF nearest = nearestOn(text, lines.ownAt);
    const QLineF towards(lines.ownAt, nearest);
    const bool tethered = lines.tethered && towards.length() > kTetherStart;
    const QLineF tether = tethered ? QLineF(towards.pointAt(kTetherStart / towards.length()), nearest) : QLineF();
    const QRectF tetherBox = QRectF(tether.p1(), tether.p2()).normalized();
    auto parts = [&](const QLineF &line) {
        return QRectF(line.p1(), line.p2()).normalized().intersects(tetherBox.adjusted(-0.5, -0.5, 0.5, 0.5))
               && line.intersects(tether) == QLineF::BoundedIntersection;
    };
    return std::none_of(m_lineSegments.cbegin(), m_lineSegments.cend(), [&](const Segment &segment) {
        const bool own = lines.own && segment.graph == lines.own;
        if (!own)
            return crosses(segment.pixels, text) || (tethered && parts(segment.pixels));
        if (lines.ownAnywhere)
            return false;
        const QLineF away = awayFrom(segment.pixels, lines.ownAt);
        return !away.isNull() && crosses(away, text);
    });
}

// The smallest vertical shift, in steps of a third of the label's height alternately down
// and up, that puts `rect` in a free place; none within `steps` steps.
std::optional<double> DirectLabels::freeShift(const QRectF &rect, const QVector<QRectF> &taken, int steps,
                                              Lines lines) const
{
    const double step = std::max(4.0, rect.height() / 3.0);
    for (int k = 0; k <= steps; ++k) {
        const int stepsAway = (k + 1) / 2; // 0, 1, 1, 2, 2, …
        const double shift = (k % 2 == 1 ? 1.0 : -1.0) * step * stepsAway;
        if (isFree(rect.translated(0.0, shift), taken, lines))
            return shift;
    }
    // A gap narrower than a step away from the steps' grid: the places flush against another
    // text or the plot's edge, the nearest within reach.
    const QRectF area = m_plot->axisRect()->rect();
    QVector<double> edges = {area.top() - rect.top(), area.bottom() - rect.bottom()};
    for (const QRectF &other : taken)
        edges << other.bottom() + 0.5 - rect.top() << other.top() - 0.5 - rect.bottom();
    const double reach = step * std::floor((steps + 1) / 2.0); // the steps' farthest
    std::optional<double> nearest;
    for (const double shift : std::as_const(edges))
        if (std::abs(shift) <= reach && (!nearest || std::abs(shift) < std::abs(*nearest))
            && isFree(rect.translated(0.0, shift), taken, lines))
            nearest = shift;
    return nearest;
}

namespace {

// The four places of a text around a point: above left, below left, above right, below right.
const Qt::Alignment kCorners[] = {Qt::AlignBottom | Qt::AlignRight, Qt::AlignTop | Qt::AlignRight,
                                  Qt::AlignBottom | Qt::AlignLeft, Qt::AlignTop | Qt::AlignLeft};

} // namespace

bool DirectLabels::placeBesideLine(QCPItemText *text, const QVector<QRectF> &taken, Lines lines) const
{
    constexpr double kSpacing = 6.0; // pixels between the points tried
    constexpr int kMostPoints = 64;  // some 400 pixels back from the end: nearer reads better
    const QRectF area = m_plot->axisRect()->rect();
    const auto data = lines.own->data();
    std::optional<QPointF> tried;
    int points = 0;
    for (auto it = data->constEnd(); it != data->constBegin() && points < kMostPoints;) {
        --it;
        if (!std::isfinite(it->key) || !std::isfinite(it->value))
            continue;
        const QPointF point = lines.own->coordsToPixels(it->key, it->value);
        if (!area.contains(point) || (tried && QLineF(*tried, point).length() < kSpacing))
            continue;
        tried = point;
        ++points;
        lines.ownAt = point;
        for (const Qt::Alignment corner : kCorners) {
            text->setPositionAlignment(corner);
            text->position->setPixelPosition(point);
            if (isFree(textRect(text), taken, lines))
                return true;
        }
    }
    return false;
}

void DirectLabels::liftOffLines(QVector<QRectF> &taken)
{
    // Every label has a place clear of the others; one that a line crosses moves to a place
    // clear of the lines and of every other text. A line's name: near its line's end, clear
    // of that line too but where it ends; else beside its line further back (a name far
    // from its own line reads as another's); else, as a marker's, anywhere up to four lines
    // up or down on its side (a marker's: or another side) clear of the other lines; else
    // the same clear of the points only (never hiding one), across lines; else it stays.
    constexpr int kSteps = 24; // a third of a line each
    constexpr int kNear = 6;
    auto lift = [&](QCPItemText *text, const QVector<Qt::Alignment> &sides, const QCPGraph *own,
                    const QString &shortName) {
        Lines lines;
        lines.avoid = true;
        lines.own = own;
        lines.tethered = own != nullptr;
        if (own && !anchorOf(own, &lines.ownAt))
            lines.own = nullptr;
        const QRectF current = textRect(text);
        QVector<QRectF> others = taken;
        others.removeOne(current);
        const Qt::Alignment kept = text->positionAlignment();
        const QPointF keptPixel = text->position->pixelPosition();
        auto settle = [&] {
            taken.removeOne(current);
            taken.append(textRect(text));
            return true;
        };
        // The first of `at` from which a shift of up to `steps` steps is free.
        auto shiftFrom = [&](const QVector<Qt::Alignment> &at, QPointF base, int steps) {
            for (const Qt::Alignment side : at) {
                text->setPositionAlignment(side);
                text->position->setPixelPosition(base);
                if (const std::optional<double> dy = freeShift(textRect(text), others, steps, lines)) {
                    text->position->setPixelPosition(base + QPointF(0.0, *dy));
                    return settle();
                }
            }
            text->setPositionAlignment(kept);
            text->position->setPixelPosition(keptPixel);
            return false;
        };
        if (lines.own) {
            // A point's name stays where the first placing put it only beside its point: there
            // the texts placed before it may have pushed it a few lines off, over another
            // point's (this plan's name above the knee's triangle reads as the knee's).
            const bool point = lines.own->lineStyle() == QCPGraph::lsNone;
            const bool besideOwn = !point || besideItsPoint(current, lines.own, lines.ownAt);
            if (besideOwn && isFree(current, {}, lines))
                return;
            // A point's name goes to a corner of the point itself, wherever the first placing
            // put it; a line's, near where the line ends.
            const QPointF end = lines.ownAt;
            if (point) {
                // Each corner just off the point's marker, at the point first, then shifted.
                const double r = 0.75 * lines.own->scatterStyle().size() / 2.0;
                auto offMarker = [&](Qt::Alignment corner) {
                    return end + QPointF(corner & Qt::AlignRight ? -r : r, corner & Qt::AlignBottom ? -r : r);
                };
                for (const Qt::Alignment corner : kCorners)
                    if (shiftFrom({corner}, offMarker(corner), 0))
                        return;
                // Just below or above the point, slid sideways up to half the name's width
                // (between the knee's name and the wall's diamond, say), nearest first.
                const double halfWidth = current.width() / 2.0;
                for (double dx = 0.0; dx <= halfWidth; dx += 4.0)
                    for (const double side : {dx, -dx})
                        for (const double dy : {r, -r}) {
                            text->setPositionAlignment(Qt::AlignHCenter | (dy > 0.0 ? Qt::AlignTop : Qt::AlignBottom));
                            text->position->setPixelPosition(end + QPointF(side, dy));
                            if (isFree(textRect(text), others, lines)) {
                                settle();
                                return;
                            }
                        }
                for (const Qt::Alignment corner : kCorners)
                    if (shiftFrom({corner}, offMarker(corner), kNear))
                        return;
            } else {
                if (shiftFrom(sides, QPointF(keptPixel.x(), end.y()), kNear))
                    return;
                if (placeBesideLine(text, others, lines)) {
                    settle();
                    return;
                }
                // The short name ("A" for plan A's line) where the whole one finds no
                // place beside its line: a letter beside its line reads better than a
                // name across other lines.
                if (!shortName.isEmpty() && text->text() != shortName) {
                    const QString whole = text->text();
                    text->setText(shortName);
                    if (shiftFrom(sides, QPointF(keptPixel.x(), end.y()), kNear))
                        return;
                    if (placeBesideLine(text, others, lines)) {
                        settle();
                        return;
                    }
                    text->setText(whole);
                }
                text->setPositionAlignment(kept);
                text->position->setPixelPosition(keptPixel);
            }
            lines.ownAnywhere = true;
            lines.tethered = false;
        }
        if (isFree(current, {}, lines) || shiftFrom(sides, keptPixel, kSteps))
            return;
        // No place clear of the lines: at least off every point (this plan's, plan A's, the
        // wall's), across lines if it must.
        lines.markersOnly = true;
        if (!isFree(current, {}, lines))
            shiftFrom(sides, keptPixel, kSteps);
    };
    for (MarkerLabel &marker : m_markerLabels) {
        if (!marker.text->visible())
            continue;
        QVector<Qt::Alignment> sides = {marker.text->positionAlignment()};
        sides += QVector<Qt::Alignment>(std::cbegin(kCorners), std::cend(kCorners));
        lift(marker.text, sides, nullptr, {});
        marker.nudged = marker.text->position->coords();
    }
    for (const Label &label : std::as_const(m_labels))
        if (label.text->visible())
            lift(label.text, {label.text->positionAlignment()}, label.graph, label.shortName);
}

void DirectLabels::placeMarkerLabels(QVector<QRectF> &taken)
{
    for (MarkerLabel &marker : m_markerLabels) {
        if (!marker.text->visible())
            continue;
        // The chart's side first, then the other three corners around the point.
        const Qt::Alignment sides[] = {marker.preferred, kCorners[0], kCorners[1], kCorners[2], kCorners[3]};
        // The point the chart set (it may have moved since the last nudge).
        if (marker.text->position->coords() != marker.nudged)
            marker.point = marker.text->position->coords();
        marker.text->position->setCoords(marker.point);
        bool placed = false;
        // Off every point but its own (a name over this plan's point hides it).
        Lines offPoints = Lines::offPoints(nullptr, marker.text->position->pixelPosition());
        offPoints.ownPadding = QMarginsF(marker.text->padding());
        // Each side where the chart put it, then nudged, then (a chart a column wide) moved
        // whole into the plot and nudged there.
        const struct
        {
            int shifts;
            bool inside;
        } passes[] = {{0, false}, {6, false}, {6, true}};
        for (const auto &pass : passes) {
            for (const Qt::Alignment side : sides) {
                marker.text->position->setCoords(marker.point);
                marker.text->setPositionAlignment(side);
                if (pass.inside)
                    keepInside(marker.text);
                if (const std::optional<double> dy = freeShift(textRect(marker.text), taken, pass.shifts, offPoints)) {
                    const QPointF pixel = marker.text->position->pixelPosition();
                    marker.text->position->setPixelPosition(pixel + QPointF(0.0, *dy));
                    placed = true;
                    break;
                }
            }
            if (placed)
                break;
        }
        if (!placed) {
            // No free place: the chart's side, whole inside the plot.
            marker.text->position->setCoords(marker.point);
            marker.text->setPositionAlignment(marker.preferred);
            keepInside(marker.text);
        }
        marker.nudged = marker.text->position->coords();
        taken.append(textRect(marker.text));
    }
}

void DirectLabels::keepInside(QCPItemText *text) const
{
    // Whole text across a line reads; half a text cut by the plot's edge does not (a knee's
    // name in a chart a column wide).
    const QRectF area = m_plot->axisRect()->rect();
    const QRectF rect = textRect(text);
    const auto shift = [](double low, double high, double areaLow, double areaHigh) {
        if (high - low > areaHigh - areaLow)
            return areaLow - low; // wider than the plot: its start shows
        if (low < areaLow)
            return areaLow - low;
        if (high > areaHigh)
            return areaHigh - high;
        return 0.0;
    };
    const QPointF by(shift(rect.left(), rect.right(), area.left(), area.right()),
                     shift(rect.top(), rect.bottom(), area.top(), area.bottom()));
    if (!by.isNull())
        text->position->setPixelPosition(text->position->pixelPosition() + by);
}

void DirectLabels::placeLineLabels(QVector<QRectF> &taken, const QColor &background, const QColor &foreground) const
{
    const QRectF area = m_plot->axisRect()->rect();
    QColor fill = background;
    fill.setAlpha(215);
    for (const Label &label : m_labels) {
        QPointF anchor;
        const bool shown = label.graph->visible() && !label.graph->name().isEmpty() && anchorOf(label.graph, &anchor);
        label.text->setVisible(shown);
        if (!shown)
            continue;
        // From its line's end each time (the last placing may have moved it to a corner).
        label.text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        // A line's name in its colour; a point's (this plan) in the text colour: the
        // point's fill (orange) is too light for text.
        const bool point = label.graph->lineStyle() == QCPGraph::lsNone;
        QColor colour = point ? foreground : label.graph->pen().color();
        colour.setAlpha(255); // plan A's line is translucent, its name is not
        label.text->setColor(colour);
        label.text->setBrush(QBrush(fill));
        // Right-aligned at the line's end, just above it; if that place is taken, the
        // nearest free one stepping down and up by a third of a line; none up or down
        // from the line's end (a short plot, many names): further left, a quarter of the
        // name's width at a time; none at all: the short name, the same way. No name lies
        // across another while a place is free.
        // Clear of the other texts and off every point but the label's own (a name over this
        // plan's point hides it); the lines come later (liftOffLines).
        // The offset from `anchor` of the place found, for `name` at the line's end.
        // `near`: at the line's end only, up to three lines up or down.
        const auto placeFor = [&](const QString &name, double pointMargin, bool near) -> std::optional<QPointF> {
            Lines offPoints = Lines::offPoints(label.graph, anchor);
            offPoints.pointMargin = pointMargin;
            label.text->setText(name);
            label.text->position->setCoords(anchor);
            QRectF first = textRect(label.text);
            // A name longer than the line's visible part starts at the plot's left edge.
            const double past = std::max(0.0, area.left() + 2.0 - first.left());
            first.translate(past, 0.0);
            for (double dx = 0.0; first.left() - dx >= area.left(); dx += std::max(8.0, first.width() / 4.0)) {
                if (const std::optional<double> dy =
                        freeShift(first.translated(-dx, 0.0), taken, near ? 18 : 80, offPoints))
                    return QPointF(past - dx, *dy);
                if (near)
                    break;
            }
            return std::nullopt;
        };
        // Near its line's end, a line's name first keeps a line's height off the points it
        // does not name, whose own names need that room beside them (this plan's next to its
        // point, not pushed over the knee's triangle by the line's name); elsewhere, and
        // where the plot is too short for that, only off them.
        std::optional<QPointF> moved = placeFor(label.graph->name(), kPointMargin, true);
        if (!moved)
            moved = placeFor(label.graph->name(), 0.0, false);
        if (!moved && !label.shortName.isEmpty())
            moved = placeFor(label.shortName, 0.0, false);
        if (!moved) { // nowhere free: the whole name at its line's end
            label.text->setText(label.graph->name());
            label.text->position->setCoords(anchor);
            moved = QPointF(std::max(0.0, area.left() + 2.0 - textRect(label.text).left()), 0.0);
        }
        label.text->position->setCoords(anchor + *moved);
        taken.append(textRect(label.text));
    }
}

} // namespace jct::widgets
