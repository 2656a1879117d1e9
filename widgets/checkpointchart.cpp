#include "checkpointchart.h"

#include "app/present/numberformat.h"
#include "chartcolours.h"
#include "chartnavigation.h"
#include "chartstyle.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace jct::widgets {

CheckpointChart::CheckpointChart(QWidget *parent)
    : ChartView(tr("Checkpoint and failure overhead vs checkpoint interval"), parent)
{
    QCustomPlot *p = plot();
    makeLogarithmic(p->xAxis);
    p->xAxis->setLabel(tr("Checkpoint interval (minutes)"));
    p->yAxis->setLabel(tr("Overhead (% of training time)"));

    m_sync = p->addGraph();
    m_sync->setName(tr("Synchronous"));
    m_sync->setPen(QPen(colours::series(colours::Series::Predicted), 2.5));
    m_async = p->addGraph();
    m_async->setName(tr("Asynchronous"));
    m_async->setPen(QPen(colours::series(colours::Series::Asynchronous), 2.5, Qt::DashLine));
    m_current = p->addGraph();
    m_current->setName(tr("This plan"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::kBlack, 2),
                                               colours::series(colours::Series::ThisPlan), 12));

    m_young = makeMarker(QPen(colours::series(colours::Series::Young), 1.5, Qt::DotLine));
    m_daly = makeMarker(QPen(colours::series(colours::Series::Daly), 1.5, Qt::DashLine));
    // The interval control steps in whole minutes: a click picks the nearest one.
    connect(navigation(), &ChartNavigation::clicked, this, [this](double minutes, double) {
        if (hasData() && minutes > 0.0)
            emit intervalPicked(std::max(1.0, std::round(minutes)));
    });
    navigation()->setClickHints(tr("Click to focus; click again to set the checkpoint interval"),
                                tr("Click to set the checkpoint interval (whole minutes); drag to pan"));
    placeLegendBelow(3);
    for (QCPGraph *graph : {m_sync, m_async, m_current})
        labelDirectly(graph);
}

CheckpointChart::VerticalMarker CheckpointChart::makeMarker(const QPen &pen)
{
    VerticalMarker marker;
    marker.line = new QCPItemStraightLine(plot());
    marker.line->setPen(pen);
    marker.label = new QCPItemText(plot());
    marker.label->setColor(pen.color());
    marker.label->setPadding(QMargins(4, 2, 4, 2));
    marker.label->setBrush(QBrush(QColor(255, 255, 255, 210)));
    marker.label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    marker.label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // Shown by placeMarker() once there is an optimum to mark.
    marker.line->setVisible(false);
    marker.label->setVisible(false);
    return marker;
}

void CheckpointChart::placeMarker(VerticalMarker &marker, double x, const QString &text, double labelRatio,
                                  Qt::Alignment side)
{
    const bool show = x > 0.0;
    marker.line->setVisible(show);
    marker.label->setVisible(show);
    if (!show)
        return;
    marker.line->point1->setCoords(x, 0.0);
    marker.line->point2->setCoords(x, 1.0);
    marker.label->position->setCoords(x, labelRatio);
    marker.label->setPositionAlignment(Qt::AlignTop | side);
    marker.label->setText(text);
    marker.text = text;
}

void CheckpointChart::fitTextsToPlot()
{
    // Young's name right of its line, Daly's left of theirs: in a narrow plot, on two lines.
    for (VerticalMarker *marker : {&m_young, &m_daly})
        fitTextToPlot(marker->label, marker->text);
}

void CheckpointChart::setData(const present::CheckpointChartData &data)
{
    if (data == m_data && hasData())
        return; // nothing to redraw: keeps unrelated slider moves cheap
    m_data = data;
    markHasData();
    QCustomPlot *p = plot();
    m_sync->setData(data.intervalMinutes, data.syncOverheadPercent, true);
    m_async->setData(data.intervalMinutes, data.asyncOverheadPercent, true);
    // Two names on what draws as one curve read as a missing line: where asynchronous
    // checkpoints block as long as synchronous ones (a flush no faster than the write),
    // one line carries both names.
    m_oneCurve = !data.syncOverheadPercent.isEmpty()
                 && data.syncOverheadPercent.size() == data.asyncOverheadPercent.size()
                 && std::equal(data.syncOverheadPercent.cbegin(), data.syncOverheadPercent.cend(),
                               data.asyncOverheadPercent.cbegin(), [](double a, double b) {
                                   return (std::isnan(a) && std::isnan(b))
                                          || std::fabs(a - b) <= 1e-6 * std::max(1.0, std::fabs(a));
                               });
    m_async->setVisible(!m_oneCurve);
    if (m_oneCurve)
        m_async->removeFromLegend();
    else if (!p->legend->hasItemWithPlottable(m_async))
        m_async->addToLegend();
    m_sync->setName(m_oneCurve ? tr("Sync and async: the same here") : tr("Synchronous"));
    m_current->data()->clear();
    if (data.currentMinutes > 0.0)
        m_current->addData(data.currentMinutes, data.currentOverheadPercent);
    m_current->setName(data.currentName.isEmpty() ? tr("This plan") : data.currentName);
    setShortLabel(m_current, data.currentShortName);
    showReference(data.reference);
    const QString mode = data.async ? tr("async") : tr("sync");
    // Young's optimum is always the longer of the two: its label goes right of its line,
    // Daly's left of its line, a row lower.
    placeMarker(m_young, data.youngMinutes,
                tr("Young (%1): %2").arg(mode, present::formatDuration(data.youngMinutes * 60.0, QLocale())), 0.02,
                Qt::AlignLeft);
    placeMarker(m_daly, data.dalyMinutes,
                tr("Daly (%1): %2").arg(mode, present::formatDuration(data.dalyMinutes * 60.0, QLocale())), 0.12,
                Qt::AlignRight);

    bool found = false;
    const QCPRange keys = m_sync->getKeyRange(found);
    if (found) {
        double left = keys.lower, right = keys.upper;
        widenRange(left, right, data.reference.x, true);
        p->xAxis->setRange(left, right);
    }
    // Show both basins around their optima rather than the steep walls at the ends.
    double deepest = 0.0;
    for (QCPGraph *g : {m_sync, m_async}) {
        const QCPRange r = g->getValueRange(found);
        if (found)
            deepest = std::max(deepest, r.lower);
    }
    double referenceDeepest = 0.0;
    for (double v : data.reference.y)
        if (std::isfinite(v) && (referenceDeepest == 0.0 || v < referenceDeepest))
            referenceDeepest = v;
    const double referenceCurrent = data.reference.marker.valid() ? data.reference.marker.y : 0.0;
    p->yAxis->setRange(0.0, std::max({3.0 * deepest, 3.0 * referenceDeepest, 1.3 * data.currentOverheadPercent,
                                      1.3 * referenceCurrent, 0.1}));
    finishDataUpdate();
}

void CheckpointChart::applyPaletteToSeries()
{
    // The optima's labels stand on the chart's own background (white or dark).
    QColor back = background();
    back.setAlpha(210);
    for (const VerticalMarker *marker : {&m_young, &m_daly})
        if (marker->label)
            marker->label->setBrush(QBrush(back));
}

QString CheckpointChart::formatPoint(const QString &series, double x, double y) const
{
    return tr("%1\nevery %2: %3 overhead")
        .arg(series, present::formatDuration(x * 60.0, QLocale()),
             QStringLiteral("%1 %").arg(QLocale().toString(y, 'f', 2)));
}

} // namespace jct::widgets
