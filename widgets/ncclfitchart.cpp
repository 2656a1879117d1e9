#include "ncclfitchart.h"

#include "app/present/numberformat.h"
#include "chartstyle.h"

#include <initializer_list>
#include <limits>

#include <qcustomplot.h>

namespace jct::widgets {

NcclFitChart::NcclFitChart(QWidget *parent)
    : ChartView(tr("nccl-tests log against its fit"), parent)
{
    QCustomPlot *p = plot();
    makeLogarithmic(p->xAxis);
    makeLogarithmic(p->yAxis);
    makeLogarithmic(p->yAxis2);
    p->xAxis->setLabel(tr("Message size (bytes)"));
    p->yAxis->setLabel(tr("Bus bandwidth (GB/s)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Time per call (µs)"));
    const auto dots = [&](QCPAxis *axis, const QString &name, const QColor &colour,
                          QCPScatterStyle::ScatterShape shape) {
        QCPGraph *g = p->addGraph(p->xAxis, axis);
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(shape, QPen(colour, 1.5), colour, 7));
        return g;
    };
    m_busbw = dots(p->yAxis, tr("busbw measured (left)"), style::kBlue, QCPScatterStyle::ssDisc);
    m_time = dots(p->yAxis2, tr("time measured (right)"), style::kVermillion, QCPScatterStyle::ssDisc);
    m_outlierBusbw = dots(p->yAxis, tr("left out of the fit"), style::kBlack, QCPScatterStyle::ssCross);
    m_outlierTime = dots(p->yAxis2, QString(), style::kBlack, QCPScatterStyle::ssCross);
    m_fitBusbw = p->addGraph(p->xAxis, p->yAxis);
    m_fitBusbw->setName(tr("busbw fitted"));
    m_fitBusbw->setPen(QPen(style::kBlue, 2.0));
    m_fitTime = p->addGraph(p->xAxis, p->yAxis2);
    m_fitTime->setName(tr("time fitted"));
    m_fitTime->setPen(QPen(style::kVermillion, 2.0, Qt::DashLine));
    placeLegendBelow(3);
    m_outlierTime->removeFromLegend(); // one "left out" entry for both axes
}

void NcclFitChart::setData(const present::NcclChartData &data)
{
    if (data == m_data && hasData())
        return;
    m_data = data;
    markHasData();
    QCustomPlot *p = plot();
    m_busbw->setData(data.bytes, data.busbw);
    m_time->setData(data.bytes, data.timeUs);
    m_outlierBusbw->setData(data.outlierBytes, data.outlierBusbw);
    m_outlierTime->setData(data.outlierBytes, data.outlierTimeUs);
    m_fitBusbw->setData(data.fitBytes, data.fitBusbw, true);
    m_fitTime->setData(data.fitBytes, data.fitTimeUs, true);
    m_fitBusbw->setName(data.fitLabel);
    // Each axis spans its series with a margin (log axes: a factor).
    const auto span = [](QCPAxis *axis, double margin, std::initializer_list<const QVector<double> *> series) {
        double lower = std::numeric_limits<double>::max();
        double upper = 0.0;
        for (const QVector<double> *values : series)
            widenRange(lower, upper, *values, true);
        if (upper > 0.0)
            axis->setRange(lower / margin, upper * margin);
    };
    span(p->xAxis, 1.5, {&data.bytes, &data.outlierBytes});
    span(p->yAxis, 2.0, {&data.busbw, &data.fitBusbw, &data.outlierBusbw});
    span(p->yAxis2, 2.0, {&data.timeUs, &data.fitTimeUs, &data.outlierTimeUs});
    finishDataUpdate();
}

QString NcclFitChart::formatPoint(const QString &series, double x, double y) const
{
    const QLocale locale;
    const bool time = series.contains(QStringLiteral("time"));
    return tr("%1\nat %2: %3")
        .arg(series, present::formatBinaryBytes(x, locale),
             time ? present::formatDuration(y * 1e-6, locale) : present::formatBandwidth(y * 1e9, locale));
}

} // namespace jct::widgets
