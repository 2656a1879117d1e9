#include "syncwallchart.h"

#include "app/present/numberformat.h"
#include "chartcolours.h"
#include "chartnavigation.h"
#include "chartstyle.h"

#include <cmath>

#include <qcustomplot.h>

namespace jct::widgets {

SyncWallChart::SyncWallChart(QWidget *parent)
    : ChartView(tr("Sync wall: job time vs GPU count (global batch fixed)"), parent)
{
    QCustomPlot *p = plot();
    for (QCPAxis *axis : {p->xAxis, p->yAxis})
        makeLogarithmic(axis);
    p->xAxis->setLabel(tr("GPUs"));
    p->yAxis->setLabel(tr("Predicted job time (days)"));

    m_theoretical = p->addGraph();
    m_theoretical->setName(tr("Theoretical minimum"));
    m_theoretical->setPen(QPen(colours::series(colours::Series::Theoretical), 1.5, Qt::DashLine));

    m_predicted = p->addGraph();
    m_predicted->setName(tr("Predicted"));
    m_predicted->setPen(QPen(colours::series(colours::Series::Predicted), 2.5));

    m_wall = p->addGraph();
    m_wall->setName(tr("Sync wall"));
    m_wall->setLineStyle(QCPGraph::lsNone);
    m_wall->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, colours::series(colours::Series::Wall),
                                            colours::series(colours::Series::Wall), 13));

    m_knee = p->addGraph();
    m_knee->setName(tr("Knee"));
    m_knee->setLineStyle(QCPGraph::lsNone);
    m_knee->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangle, colours::series(colours::Series::Knee),
                                            colours::series(colours::Series::Knee), 12));

    m_current = p->addGraph();
    m_current->setName(tr("This plan"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::kBlack, 2),
                                               colours::series(colours::Series::ThisPlan), 12));

    m_wallLabel = new QCPItemText(p);
    m_wallLabel->setPositionAlignment(Qt::AlignBottom | Qt::AlignRight);
    m_wallLabel->setColor(colours::series(colours::Series::Wall));
    // The glyphs clear the 13 px diamond (and the knee's 12 px triangle) where the label
    // stands on its point.
    constexpr int kClearOfMarker = 8;
    m_wallLabel->setPadding(QMargins(2, 2, 2, kClearOfMarker));

    m_kneeLabel = new QCPItemText(p);
    m_kneeLabel->setPositionAlignment(Qt::AlignTop | Qt::AlignRight);
    m_kneeLabel->setColor(colours::series(colours::Series::Knee));
    m_kneeLabel->setPadding(QMargins(2, kClearOfMarker, 2, 2));

    m_batchLimit = new QCPItemStraightLine(p);
    m_batchLimit->setPen(QPen(style::kGrey, 1.2, Qt::DotLine));
    m_batchLimitLabel = new QCPItemText(p);
    m_batchLimitLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    m_batchLimitLabel->setPositionAlignment(Qt::AlignTop | Qt::AlignRight);
    m_batchLimitLabel->setColor(style::kGrey);
    m_batchLimitLabel->setPadding(QMargins(2, 4, 4, 2));
    // Shown by setData() when the plan has a batch limit.
    m_batchLimit->setVisible(false);
    m_batchLimitLabel->setVisible(false);

    connect(navigation(), &ChartNavigation::clicked, this, [this](double gpus, double) {
        if (const int picked = nearestCurveGpus(gpus); picked > 0)
            emit gpuCountPicked(picked);
    });
    navigation()->setClickHints(tr("Click to focus; click again to set the GPU count"),
                                tr("Click to set the GPU count (the nearest valid count); drag to pan"));

    placeLegendBelow(3);
    // Five entries: three columns, two rows (the legend already holds them, so rearrange).
    p->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    // The wall and the knee carry their own labels.
    for (QCPGraph *graph : {m_predicted, m_theoretical, m_current})
        labelDirectly(graph);
    keepLabelClear(m_wallLabel);
    keepLabelClear(m_kneeLabel);
}

void SyncWallChart::setData(const present::SyncWallChartData &data)
{
    if (data == m_data && hasData())
        return; // nothing to redraw: keeps unrelated slider moves cheap
    m_data = data;
    markHasData();
    QCustomPlot *p = plot();
    m_predicted->setData(data.gpus, data.predictedDays, true);
    if (data.theoreticalCurveGpus.isEmpty())
        m_theoretical->setData(data.gpus, data.theoreticalDays, true);
    else
        m_theoretical->setData(data.theoreticalCurveGpus, data.theoreticalCurveDays, true);
    m_wall->data()->clear();
    if (data.wall.valid())
        m_wall->addData(data.wall.x, data.wall.y);
    m_knee->data()->clear();
    if (data.knee.valid())
        m_knee->addData(data.knee.x, data.knee.y);
    m_current->data()->clear();
    if (data.current.valid())
        m_current->addData(data.current.x, data.current.y);

    // One graph per interconnect; reused between updates, removed when no longer asked for.
    while (m_comparison.size() > data.comparison.size())
        removeGraph(m_comparison.takeLast());
    const Qt::PenStyle dashes[] = {Qt::DotLine, Qt::DashDotLine, Qt::DashLine, Qt::DashDotDotLine};
    for (qsizetype i = 0; i < data.comparison.size(); ++i) {
        if (i >= m_comparison.size()) {
            QCPGraph *g = p->addGraph();
            g->setPen(QPen(colours::extraCurve(static_cast<int>(i)), 1.6, dashes[i % 4]));
            m_comparison.append(g);
            labelDirectly(g);
        }
        m_comparison[i]->setName(data.comparison[i].name);
        m_comparison[i]->setData(data.comparison[i].x, data.comparison[i].y, true);
    }

    m_predicted->setName(data.currentName.isEmpty() ? tr("Predicted") : data.currentName);
    setShortLabel(m_predicted, data.currentShortName);
    showReference(data.reference);

    if (data.wall.valid()) {
        m_wallLabel->position->setCoords(data.wall.x, data.wall.y);
        m_wallLabel->setText(data.wallLabel);
        m_wallLabel->setVisible(true);
    } else {
        m_wallLabel->setVisible(false);
    }
    // Knee and wall at one count: one label says both.
    const bool kneeApart = data.knee.valid() && !(data.wall.valid() && data.wall.x == data.knee.x);
    if (kneeApart) {
        m_kneeLabel->position->setCoords(data.knee.x, data.knee.y);
        m_kneeLabel->setText(data.kneeLabel);
    } else if (data.knee.valid() && data.wall.valid()) {
        m_wallLabel->setText(data.wallAndKneeLabel.isEmpty() ? data.wallLabel + QLatin1Char('\n') + data.kneeLabel
                                                             : data.wallAndKneeLabel);
    }
    m_kneeLabel->setVisible(kneeApart);
    const bool limit = data.batchLimitGpus > 0;
    if (limit) {
        m_batchLimit->point1->setCoords(data.batchLimitGpus, 1.0);
        m_batchLimit->point2->setCoords(data.batchLimitGpus, 2.0);
        m_batchLimitLabel->position->setCoords(data.batchLimitGpus, 0.0);
        m_batchLimitLabel->setText(data.batchLimitLabel); // on one line or two: fitTextsToPlot
    }
    m_batchLimit->setVisible(limit);
    m_batchLimitLabel->setVisible(limit);
    bool found = false;
    QCPRange keys = m_predicted->getKeyRange(found);
    if (found) {
        double left = keys.lower, right = keys.upper;
        widenRange(left, right, data.reference.x, true);
        p->xAxis->setRange(left / 1.3, right * 1.3);
    }
    QCPRange values = m_predicted->getValueRange(found);
    QCPRange minimum = m_theoretical->getValueRange(found);
    double lower = std::min(values.lower, minimum.lower);
    double upper = values.upper;
    for (QCPGraph *g : std::as_const(m_comparison)) {
        const QCPRange r = g->getValueRange(found);
        if (found)
            upper = std::max(upper, r.upper), lower = std::min(lower, r.lower);
    }
    widenRange(lower, upper, data.reference.y, true);
    if (lower > 0.0 && upper > 0.0)
        p->yAxis->setRange(lower / 1.5, upper * 1.5);
    finishDataUpdate();
}

int SyncWallChart::nearestCurveGpus(double gpus) const
{
    if (!(gpus > 0.0))
        return 0;
    double best = 0.0;
    for (double count : m_data.gpus)
        if (count > 0.0 && (best == 0.0 || std::abs(std::log(count / gpus)) < std::abs(std::log(best / gpus))))
            best = count;
    return static_cast<int>(std::lround(best));
}

void SyncWallChart::applyPaletteToSeries()
{
    const QColor text = foreground();
    m_theoretical->setPen(QPen(colours::series(colours::Series::Theoretical, text), 1.5, Qt::DashLine));
    m_batchLimit->setPen(QPen(colours::series(colours::Series::Limit, text), 1.2, Qt::DotLine));
    m_batchLimitLabel->setColor(colours::series(colours::Series::Limit, text));
}

QString SyncWallChart::formatPoint(const QString &series, double x, double y) const
{
    return tr("%1\n%2 GPUs: %3")
        .arg(series, present::formatCount(x, QLocale()), present::formatDuration(y * 86400.0, QLocale()));
}

void SyncWallChart::fitTextsToPlot()
{
    // The limit's name stands left of its line at the plot's right edge.
    fitTextToPlot(m_batchLimitLabel, m_data.batchLimitLabel);
}

} // namespace jct::widgets
