#include "paretochart.h"

#include "app/present/numberformat.h"
#include "chartstyle.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace jct::widgets {

ParetoChart::ParetoChart(QWidget *parent)
    : ChartView(tr("Days vs dollars: the Pareto front across GPU counts"), parent)
{
    QCustomPlot *p = plot();
    p->xAxis->setLabel(tr("Predicted job time (days)"));
    p->yAxis->setLabel(tr("Total cost (million $)"));
    for (QCPAxis *axis : {p->xAxis, p->yAxis})
        makeLogarithmic(axis);
    m_front = p->addGraph();
    m_front->setName(tr("Pareto front"));
    m_front->setPen(QPen(style::kBlue, 2.5));
    m_front->setLineStyle(QCPGraph::lsStepLeft);
    m_front->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, style::kBlue, style::kBlue, 7));

    m_walls = p->addGraph();
    m_walls->setName(tr("Sync wall of a family"));
    m_walls->setLineStyle(QCPGraph::lsNone);
    m_walls->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, style::kVermillion, style::kVermillion, 11));
    placeLegendBelow(3);
}

void ParetoChart::setData(const ParetoChartData &data)
{
    if (data == m_data && hasData())
        return;
    m_data = data;
    markHasData();
    QCustomPlot *p = plot();
    QVector<double> x;
    QVector<double> y;
    for (const ParetoPoint &pt : data.front) {
        x << pt.days;
        y << pt.usd / 1e6;
    }
    m_front->setData(x, y, true);

    while (m_familyCurves.size() > data.families.size())
        p->removePlottable(m_familyCurves.takeLast());
    m_walls->data()->clear();
    for (qsizetype i = 0; i < data.families.size(); ++i) {
        const ParetoFamily &f = data.families[i];
        if (i >= m_familyCurves.size()) {
            auto *curve = new QCPCurve(p->xAxis, p->yAxis);
            curve->setPen(QPen(style::categorical(static_cast<int>(i) + 1), 1.4, Qt::DashLine));
            curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, 6));
            m_familyCurves.append(curve);
        }
        QVector<double> ft;
        QVector<double> fx;
        QVector<double> fy;
        for (const ParetoPoint &pt : f.points) {
            ft << static_cast<double>(ft.size());
            fx << pt.days;
            fy << pt.usd / 1e6;
        }
        // A family's points run along GPU counts, not along days: a parametric curve.
        m_familyCurves[i]->setData(ft, fx, fy, true);
        m_familyCurves[i]->setName(f.name);
        if (f.wall.days > 0.0) {
            m_walls->addData(f.wall.days, f.wall.usd / 1e6); // named in the hover read-out
        }
    }

    double xmin = INFINITY, xmax = 0, ymin = INFINITY, ymax = 0;
    auto extend = [&](const ParetoPoint &pt) {
        if (pt.days <= 0 || pt.usd <= 0)
            return;
        xmin = std::min(xmin, pt.days);
        xmax = std::max(xmax, pt.days);
        ymin = std::min(ymin, pt.usd / 1e6);
        ymax = std::max(ymax, pt.usd / 1e6);
    };
    for (const ParetoPoint &pt : data.front)
        extend(pt);
    for (const ParetoFamily &f : data.families) {
        for (const ParetoPoint &pt : f.points)
            extend(pt);
        extend(f.wall);
    }
    if (xmax > 0) {
        p->xAxis->setRange(xmin / 1.2, xmax * 1.2);
        p->yAxis->setRange(ymin / 1.2, ymax * 1.2);
    }
    finishDataUpdate();
}

QString ParetoChart::formatPoint(const QString &series, double x, double y) const
{
    QString label;
    for (const ParetoPoint &pt : m_data.front)
        if (std::fabs(pt.days - x) < 1e-9 * std::max(1.0, x) && std::fabs(pt.usd / 1e6 - y) < 1e-9 * std::max(1.0, y))
            label = pt.label;
    for (const ParetoFamily &f : m_data.families) {
        for (const ParetoPoint &pt : f.points)
            if (label.isEmpty() && std::fabs(pt.days - x) < 1e-9 * std::max(1.0, x)
                && std::fabs(pt.usd / 1e6 - y) < 1e-9 * std::max(1.0, y))
                label = pt.label;
        if (series == m_walls->name() && std::fabs(f.wall.days - x) < 1e-9 * std::max(1.0, x))
            label = f.wall.label;
    }
    return tr("%1\n%2, %3%4")
        .arg(series, present::formatDuration(x * 86400.0, QLocale()), present::formatUsd(y * 1e6, QLocale(), true),
             label.isEmpty() ? QString() : QStringLiteral("\n") + label);
}

} // namespace jct::widgets
