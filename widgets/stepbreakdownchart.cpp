#include "stepbreakdownchart.h"

#include "chartstyle.h"

#include "app/io/format.h"

#include <qcustomplot.h>

namespace jct::widgets {

StepBreakdownChart::StepBreakdownChart(QWidget *parent)
    : ChartView(tr("Where one step goes"), parent)
{
    QCustomPlot *p = plot();
    p->xAxis->setLabel(tr("Time per step (seconds)"));
    p->yAxis->setTickLabels(false);
    p->yAxis->setTicks(false);
    p->yAxis->setRange(0.4, 1.6);
    placeLegendRight();
}

void StepBreakdownChart::setData(const StepBreakdownChartData &data)
{
    if (data == m_data && hasData())
        return;  // nothing to redraw: keeps unrelated slider moves cheap
    m_data = data;
    markHasData();
    QCustomPlot *p = plot();
    // Bars are reused; their count follows the parts (each part keeps its colour).
    while (m_bars.size() > data.partsSeconds.size())
        p->removePlottable(m_bars.takeLast());
    for (qsizetype i = 0; i < data.partsSeconds.size(); ++i) {
        if (i >= m_bars.size()) {
            auto *bars = new QCPBars(p->yAxis, p->xAxis);
            bars->setWidth(0.6);
            bars->setPen(QPen(Qt::white, 1));
            bars->setBrush(style::categorical(static_cast<int>(i)));
            if (!m_bars.isEmpty())
                bars->moveAbove(m_bars.last());
            m_bars.append(bars);
        }
        const auto &[name, seconds] = data.partsSeconds[i];
        const double share = data.stepSeconds > 0.0 ? seconds / data.stepSeconds : 0.0;
        m_bars[i]->setName(tr("%1 %2 (%3)").arg(name, io::formatDuration(seconds), io::formatPercent(share, QLocale::c(), 0)));
        m_bars[i]->setData({1.0}, {seconds}, true);
    }
    p->xAxis->setRange(0.0, data.stepSeconds > 0.0 ? data.stepSeconds * 1.04 : 1.0);
    scheduleReplot();
}

QString StepBreakdownChart::describeNearest(const QPointF &pixel) const
{
    const QCustomPlot *p = plot();
    if (!p->axisRect()->rect().contains(pixel.toPoint()))
        return {};
    const double seconds = p->xAxis->pixelToCoord(pixel.x());
    const double row = p->yAxis->pixelToCoord(pixel.y());
    if (row < 0.7 || row > 1.3)
        return {};
    double start = 0.0;
    for (const auto &[name, part] : m_data.partsSeconds) {
        if (seconds >= start && seconds < start + part)
            return tr("%1: %2 of a %3 step (%4)")
                .arg(name, io::formatDuration(part), io::formatDuration(m_data.stepSeconds),
                     io::formatPercent(m_data.stepSeconds > 0 ? part / m_data.stepSeconds : 0.0));
        start += part;
    }
    return {};
}

} // namespace jct::widgets
