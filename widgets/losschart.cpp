#include "losschart.h"

#include "chartcolours.h"
#include "chartstyle.h"

#include <qcustomplot.h>

namespace jct::widgets {

LossChart::LossChart(QWidget *parent)
    : ChartView(tr("GPU utilization vs packet loss"), parent)
{
    QCustomPlot *p = plot();
    makeLogarithmic(p->xAxis);
    p->xAxis->setLabel(tr("Packet loss rate (%)"));
    p->yAxis->setLabel(tr("GPU busy computing (%)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Job time increase (%)"));
    m_utilization = p->addGraph(p->xAxis, p->yAxis);
    m_utilization->setName(tr("GPU utilization (left)"));
    m_utilization->setPen(QPen(colours::series(colours::Series::Predicted), 2.5));
    m_slowdown = p->addGraph(p->xAxis, p->yAxis2);
    m_slowdown->setName(tr("Job time increase (right)"));
    m_slowdown->setPen(QPen(colours::series(colours::Series::Slowdown), 2.0, Qt::DashLine));
    m_current = p->addGraph(p->xAxis, p->yAxis);
    m_current->setName(tr("This plan"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::kBlack, 2),
                                               colours::series(colours::Series::ThisPlan), 12));
    placeLegendBelow(3);
    for (QCPGraph *graph : {m_utilization, m_slowdown, m_current})
        labelDirectly(graph);
}

void LossChart::setData(const present::LossChartData &data)
{
    if (data == m_data && hasData())
        return;
    m_data = data;
    markHasData();
    QCustomPlot *p = plot();
    m_utilization->setData(data.lossPercent, data.utilizationPercent, true);
    m_slowdown->setData(data.lossPercent, data.slowdownPercent, true);
    m_current->data()->clear();
    if (data.current.valid())
        m_current->addData(data.current.x, data.current.y);
    m_current->setName(data.currentLossFree ? tr("This plan (no loss)") : tr("This plan"));
    m_utilization->setName(data.currentName.isEmpty() ? tr("GPU utilization (left)")
                                                      : tr("%1 utilization (left)").arg(data.currentName));
    showReference(data.reference);
    // A loss-free plan's marker stands at the curve's lowest rate: start the axis a little
    // below it, so that the marker is drawn whole.
    if (!data.lossPercent.isEmpty())
        p->xAxis->setRange(data.lossPercent.first() / (data.currentLossFree ? 1.6 : 1.0), data.lossPercent.last());
    double top = 0.0;
    for (double u : data.utilizationPercent)
        top = std::max(top, u);
    for (double u : data.reference.y)
        top = std::max(top, u);
    p->yAxis->setRange(0.0, std::max(1.0, top * 1.1));
    double slowest = 0.0;
    for (double d : data.slowdownPercent)
        slowest = std::max(slowest, d);
    p->yAxis2->setRange(0.0, std::max(1.0, slowest * 1.1));
    finishDataUpdate();
}

QString LossChart::formatPoint(const QString &series, double x, double y) const
{
    const QLocale locale;
    if (m_data.currentLossFree && series == m_current->name())
        return tr("%1\nwithout packet loss: %2 %").arg(series, locale.toString(y, 'f', 1));
    return tr("%1\nat %2 % loss: %3 %").arg(series, locale.toString(x, 'g', 3), locale.toString(y, 'f', 1));
}

} // namespace jct::widgets
