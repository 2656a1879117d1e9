#include "idlecostchart.h"

#include "app/present/numberformat.h"
#include "chartcolours.h"
#include "chartstyle.h"

#include <algorithm>

#include <qcustomplot.h>

namespace jct::widgets {

IdleCostChart::IdleCostChart(QWidget *parent)
    : ChartView(tr("Cost of idle time"), parent)
{
    QCustomPlot *p = plot();
    for (QCPAxis *axis : {p->xAxis, p->yAxis, p->yAxis2})
        makeLogarithmic(axis);
    p->xAxis->setLabel(tr("GPUs"));
    p->yAxis->setLabel(tr("Idle cost (USD)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("USD / idle minute"));

    m_idle = p->addGraph(p->xAxis, p->yAxis);
    m_idle->setName(tr("Idle cost of the job"));
    m_idle->setPen(QPen(colours::series(colours::Series::Cost), 2.5));
    m_perMinute = p->addGraph(p->xAxis, p->yAxis2);
    m_perMinute->setName(tr("Per idle minute (right)"));
    m_perMinute->setPen(QPen(colours::series(colours::Series::SecondaryCost), 2.0, Qt::DashLine));
    m_current = p->addGraph(p->xAxis, p->yAxis);
    m_current->setName(tr("This plan"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::kBlack, 2),
                                               colours::series(colours::Series::ThisPlan), 12));
    placeLegendBelow(3);
    for (QCPGraph *graph : {m_idle, m_perMinute, m_current})
        labelDirectly(graph);

    // A second axis rect below: horizontal bars of the current plan's idle cost by cause.
    // It joins the layout with the first plan: before, the whole plot is the curve's (and
    // the banner's of a plan that cannot run).
    m_causeRect = new QCPAxisRect(p);
    m_causeRect->setVisible(false);
    // Nothing is drawn above the bars: QCustomPlot's 15-pixel minimum top margin would only
    // take height from the curve, which a small screen cannot spare.
    m_causeRect->setMinimumMargins(QMargins(15, 4, 15, 15));
    // Left axes of both rects line up.
    auto *margins = new QCPMarginGroup(p);
    p->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_causeRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    QCPAxis *causeAxis = m_causeRect->axis(QCPAxis::atLeft);
    QCPAxis *usdAxis = m_causeRect->axis(QCPAxis::atBottom);
    usdAxis->setLabel(tr("This plan's idle cost by cause (USD)"));
    usdAxis->setNumberFormat(QStringLiteral("gb"));
    QFont small = p->xAxis->tickLabelFont();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    for (QCPAxis *axis : {causeAxis, usdAxis}) {
        axis->setLabelFont(small);
        axis->setTickLabelFont(small);
    }
    m_causes = new QCPBars(causeAxis, usdAxis);
    m_causes->setName(tr("Idle cost by cause"));
    m_causes->setPen(Qt::NoPen);
    m_causes->setBrush(colours::series(colours::Series::Cost));
    m_causes->setWidth(0.7);
    m_causes->removeFromLegend(); // the bars' axis names the causes
    // Once the layout has given the bars their height, fold the causes to the rows that fit
    // a line of the axis font each (CJK fonts need taller lines); the replot that follows
    // lays out with the new ticks.
    connect(p, &QCustomPlot::afterLayout, this, [this] {
        if (!m_causeRect->visible())
            return;
        const int rows = causeRowsThatFit();
        if (rows == m_causeRows)
            return;
        m_causeRows = rows;
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (fitContentToLayout())
                    plot()->replot(QCustomPlot::rpQueuedReplot);
            },
            Qt::QueuedConnection);
    });
}

bool IdleCostChart::fitContentToLayout()
{
    if (m_shownCauseRows == m_causeRows)
        return false;
    showCauses();
    return true;
}

void IdleCostChart::setData(const present::IdleCostChartData &data)
{
    if (data == m_data && hasData())
        return; // nothing to redraw: keeps unrelated slider moves cheap
    m_data = data;
    QCustomPlot *p = plot();
    if (!m_causeRect->layout()) {
        p->plotLayout()->addElement(3, 0, m_causeRect); // below the legend (row 2)
        p->plotLayout()->setRowStretchFactor(1, 3.0);
        p->plotLayout()->setRowStretchFactor(3, 2.0);
        m_causeRect->setVisible(true);
        applyChartPalette(palette()); // its axes take the chart's colours and fonts
    }
    markHasData();
    m_idle->setData(data.gpus, data.idleUsd, true);
    m_perMinute->setData(data.gpus, data.perIdleMinuteUsd, true);
    m_current->data()->clear();
    if (data.current.valid())
        m_current->addData(data.current.x, data.current.y);
    m_idle->setName(data.currentName.isEmpty() ? tr("Idle cost of the job") : data.currentName);
    setShortLabel(m_idle, data.currentShortName);
    showReference(data.reference);
    bool found = false;
    const QCPRange keys = m_idle->getKeyRange(found);
    if (found) {
        double left = keys.lower, right = keys.upper;
        widenRange(left, right, data.reference.x, true);
        p->xAxis->setRange(left / 1.3, right * 1.3);
    }
    const QCPRange idle = m_idle->getValueRange(found);
    if (found && idle.lower > 0.0) {
        double lower = idle.lower, upper = idle.upper;
        widenRange(lower, upper, data.reference.y, true);
        p->yAxis->setRange(lower / 2.0, upper * 2.0);
    }
    const QCPRange minute = m_perMinute->getValueRange(found);
    if (found && minute.lower > 0.0)
        p->yAxis2->setRange(minute.lower / 2.0, minute.upper * 2.0);

    m_sortedCauses = data.idleByCauseUsd;
    std::stable_sort(m_sortedCauses.begin(), m_sortedCauses.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    showCauses();
    finishDataUpdate();
}

void IdleCostChart::showCauses()
{
    // The largest causes first; the smallest folded into "other" so labels stay readable.
    QVector<QPair<QString, double>> causes = m_sortedCauses;
    m_shownCauseRows = m_causeRows;
    const qsizetype shown = std::max(1, m_causeRows - 1);
    if (causes.size() > shown + 1) {
        double rest = 0.0;
        for (qsizetype i = shown; i < causes.size(); ++i)
            rest += causes[i].second;
        causes.resize(shown);
        causes.append({tr("other"), rest});
    }
    m_shownCauses = causes;
    double largest = 0.0;
    for (const auto &cause : causes)
        largest = std::max(largest, cause.second);
    const double scale = largest >= 1e6 ? 1e6 : (largest >= 1e3 ? 1e3 : 1.0);
    const QString unit = scale == 1e6 ? tr("million USD") : (scale == 1e3 ? tr("thousand USD") : tr("USD"));
    m_causes->valueAxis()->setLabel(tr("This plan's idle cost by cause (%1)").arg(unit));
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keysOut;
    QVector<double> values;
    for (qsizetype i = 0; i < causes.size(); ++i) {
        keysOut.append(static_cast<double>(i + 1));
        values.append(causes[i].second / scale);
        ticker->addTick(static_cast<double>(i + 1), causes[i].first);
    }
    m_causes->keyAxis()->setTicker(ticker);
    m_causes->keyAxis()->setRange(0.4, causes.size() + 0.6);
    m_causes->keyAxis()->setRangeReversed(true);
    m_causes->valueAxis()->setRange(0.0, largest > 0.0 ? largest / scale * 1.1 : 1.0);
    m_causes->setData(keysOut, values, true);
}

QRect IdleCostChart::causeAxisRect() const
{
    return m_causeRect->rect();
}

QFont IdleCostChart::causeLabelFont() const
{
    return m_causes->keyAxis()->tickLabelFont();
}

int IdleCostChart::causeRowsThatFit() const
{
    const int line = QFontMetrics(causeLabelFont()).height();
    const int height = causeAxisRect().height();
    if (line <= 0 || height <= 0)
        return m_causeRows;
    return std::clamp(height / line, 2, kMostCauseRows);
}

QString IdleCostChart::describeNearest(const QPointF &pixel) const
{
    if (m_causeRect->rect().contains(pixel.toPoint())) {
        const double key = m_causes->keyAxis()->pixelToCoord(pixel.y());
        return causeDescription(static_cast<qsizetype>(std::lround(key)) - 1);
    }
    return ChartView::describeNearest(pixel);
}

QString IdleCostChart::causeDescription(qsizetype row) const
{
    if (row < 0 || row >= m_shownCauses.size())
        return {};
    const QLocale locale;
    QString text =
        tr("%1: %2 of idle cost").arg(m_shownCauses[row].first, present::formatUsd(m_shownCauses[row].second, locale));
    // The last row folds the smallest causes when there are more than rows: name them, so
    // that a cause the bars leave out (stragglers at 1280 x 720) is still found.
    if (row == m_shownCauses.size() - 1 && m_shownCauses.size() < m_sortedCauses.size())
        for (qsizetype i = row; i < m_sortedCauses.size(); ++i)
            text += QStringLiteral("\n")
                    + tr("%1: %2").arg(m_sortedCauses[i].first, present::formatUsd(m_sortedCauses[i].second, locale));
    return text;
}

QString IdleCostChart::formatPoint(const QString &series, double x, double y) const
{
    if (series == m_perMinute->name())
        return tr("%1 GPUs: %2 per idle minute")
            .arg(present::formatCount(x, QLocale()), present::formatUsd(y, QLocale()));
    return tr("%1\n%2 GPUs: %3 idle over the job")
        .arg(series, present::formatCount(x, QLocale()), present::formatUsd(y, QLocale(), true));
}

} // namespace jct::widgets
