#include "referencecurve.h"

#include "app/present/chartdata.h"
#include "chartcolours.h"
#include "chartstyle.h"
#include "directlabels.h"

#include <qcustomplot.h>

namespace jct::widgets {

ReferenceCurve::ReferenceCurve(QCustomPlot *plot, DirectLabels *labels)
    : m_plot(plot)
    , m_labels(labels)
{}

QCPGraph *ReferenceCurve::show(const present::Reference &reference, QCPAxis *valueAxis)
{
    QColor light = colours::series(colours::Series::PlanA);
    light.setAlpha(200);
    QCPGraph *created = nullptr;
    if (!m_curve) {
        QCPAxis *y = valueAxis ? valueAxis : m_plot->yAxis;
        m_curve = m_plot->addGraph(m_plot->xAxis, y);
        m_marker = m_plot->addGraph(m_plot->xAxis, y);
        m_marker->setLineStyle(QCPGraph::lsNone);
        m_marker->removeFromLegend();
        created = m_curve;
    }
    m_curve->setPen(QPen(light, 2.2, Qt::DashLine));
    m_marker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(style::kGrey, 2), QBrush(light), 11));
    m_curve->setName(reference.name);
    m_marker->setName(reference.name);
    m_curve->setData(reference.x, reference.y);
    m_marker->data()->clear();
    if (reference.marker.valid())
        m_marker->addData(reference.marker.x, reference.marker.y);
    return created;
}

void ReferenceCurve::remove()
{
    for (QCPGraph **g : {&m_curve, &m_marker}) {
        if (*g)
            m_labels->remove(*g);
        if (*g)
            m_plot->removeGraph(*g);
        *g = nullptr;
    }
}

} // namespace jct::widgets
