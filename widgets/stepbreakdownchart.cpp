#include "stepbreakdownchart.h"

#include "app/present/numberformat.h"
#include "chartcolours.h"
#include "chartnavigation.h"

#include <algorithm>
#include <cmath>

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
    navigation()->setHorizontalOnly(true);
    connect(p, &QCustomPlot::afterLayout, this, &StepBreakdownChart::placeSegmentLabels);
}

void StepBreakdownChart::setData(const present::StepBreakdownChartData &data)
{
    if (data == m_data && hasData())
        return; // nothing to redraw: keeps unrelated slider moves cheap
    m_data = data;
    // The legend joins with the first plan: an empty legend beside the plot would cap its
    // height (a grid row is no taller than its shortest element allows).
    if (!hasData())
        placeLegendRight();
    markHasData();
    QCustomPlot *p = plot();
    const bool comparing = !data.referenceName.isEmpty();
    // The parts of B, then any part only A has; each part one stacked QCPBars with B's
    // bar at key 1 and, when comparing, A's at key 2 (above it).
    QVector<QString> names;
    QVector<QString> keys;
    for (qsizetype i = 0; i < data.partsSeconds.size(); ++i) {
        names.append(data.partsSeconds[i].first);
        keys.append(data.partKeys.value(i));
    }
    for (qsizetype i = 0; i < data.referenceParts.size(); ++i) {
        if (!names.contains(data.referenceParts[i].first)) {
            names.append(data.referenceParts[i].first);
            keys.append(data.referencePartKeys.value(i));
        }
    }
    const auto valueOf = [](const QVector<QPair<QString, double>> &parts, const QString &name) {
        for (const auto &part : parts)
            if (part.first == name)
                return part.second;
        return 0.0;
    };
    m_stackOrder = names;
    // Bars are reused; their count follows the parts (each part keeps its colour).
    while (m_bars.size() > names.size()) {
        p->removePlottable(m_bars.takeLast());
        for (int row = 0; row < 2; ++row)
            p->removeItem(m_segmentLabels.takeLast());
    }
    m_legendPasses = 0;
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (i >= m_bars.size()) {
            auto *bars = new QCPBars(p->yAxis, p->xAxis);
            bars->setWidth(0.6);
            if (!m_bars.isEmpty())
                bars->moveAbove(m_bars.last());
            m_bars.append(bars);
            for (int row = 0; row < 2; ++row) {
                auto *label = new QCPItemText(p);
                label->setPositionAlignment(Qt::AlignCenter);
                label->setTextAlignment(Qt::AlignCenter); // a name over its figures, centred
                label->setVisible(false);
                m_segmentLabels.append(label);
            }
        }
        // The part's own colour, whichever parts this plan has; the segments are
        // separated by the background's colour (white on light, dark on dark).
        m_bars[i]->setBrush(colours::stepPart(keys[i]));
        m_bars[i]->setPen(QPen(background(), 1));
        m_bars[i]->setProperty("jctPartKey", keys[i]);
        const QString &name = names[i];
        const double seconds = valueOf(data.partsSeconds, name);
        if (comparing) {
            const double reference = valueOf(data.referenceParts, name);
            m_bars[i]->setName(tr("%1 %2 → %3")
                                   .arg(name, present::formatDuration(reference, QLocale()),
                                        present::formatDuration(seconds, QLocale())));
            m_bars[i]->setData({1.0, 2.0}, {seconds, reference}, true);
        } else {
            const double share = data.stepSeconds > 0.0 ? seconds / data.stepSeconds : 0.0;
            m_bars[i]->setName(
                tr("%1 %2 (%3)")
                    .arg(name, present::formatDuration(seconds, QLocale()), present::formatShare(share, QLocale())));
            m_bars[i]->setData({1.0}, {seconds}, true);
        }
    }
    if (comparing) {
        QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
        // "A" and "B" only: the legend and the other charts name the plans.
        ticker->addTick(1.0, tr("B"));
        ticker->addTick(2.0, tr("A"));
        p->yAxis->setTicker(ticker);
        p->yAxis->setTicks(true); // QCustomPlot draws tick labels only with ticks on
        p->yAxis->setTickLength(0, 0);
        p->yAxis->setSubTicks(false);
        p->yAxis->setTickLabels(true);
        p->yAxis->setRange(0.4, 2.6);
        p->xAxis->setLabel(tr("Time per step (seconds); legend: A → B"));
    } else {
        p->yAxis->setTickLabels(false);
        p->yAxis->setTicks(false);
        p->yAxis->setRange(0.4, 1.6);
        p->xAxis->setLabel(tr("Time per step (seconds)"));
    }
    const double longest = std::max(data.stepSeconds, comparing ? data.referenceStepSeconds : 0.0);
    p->xAxis->setRange(0.0, longest > 0.0 ? longest * 1.04 : 1.0);
    finishDataUpdate();
}

void StepBreakdownChart::placeSegmentLabels()
{
    QCustomPlot *p = plot();
    const QFontMetricsF metrics(m_segmentLabels.isEmpty() ? p->font() : m_segmentLabels.first()->font());
    double start[2] = {0.0, 0.0};             // B's row, A's row
    QVector<bool> named(m_bars.size(), true); // in every row the part shows in
    for (qsizetype i = 0; i < m_bars.size(); ++i) {
        for (int row = 0; row < 2; ++row) {
            QCPItemText *label = m_segmentLabels[2 * i + row];
            const auto it = m_bars[i]->data()->findBegin(1.0 + row, false);
            const bool present = it != m_bars[i]->data()->constEnd() && it->key == 1.0 + row && it->value > 0.0;
            const double seconds = present ? it->value : 0.0;
            const double width = p->xAxis->coordToPixel(start[row] + seconds) - p->xAxis->coordToPixel(start[row]);
            // With its time and share where that fits (one plan): on one line, else the name
            // over them where the bar is tall enough; else the part's name alone, and the
            // legend keeps the part with its figures (a part leaves the legend only when its
            // label says all the legend would).
            const bool comparing = !m_data.referenceName.isEmpty();
            const QString full = m_bars[i]->name();
            const QString shortName = m_stackOrder.value(i);
            QString name = comparing ? shortName : full;
            // Comparing, the legend's entries are the parts' names (their figures are in the
            // hover read-out and the A/B table): a name in place says all of it.
            bool saysAll = comparing || name == full;
            const auto fitsIn = [&](const QString &text) {
                double widest = 0.0;
                for (const QString &line : text.split(QLatin1Char('\n')))
                    widest = std::max(widest, metrics.horizontalAdvance(line));
                return widest + 8.0 < width;
            };
            if (!fitsIn(name)) {
                const QString figures = full.startsWith(shortName) ? full.mid(shortName.size()).trimmed() : QString();
                const double barWidth = m_bars[i]->width();
                const double barPixels = std::abs(p->yAxis->coordToPixel(1.0 + row + barWidth / 2.0)
                                                  - p->yAxis->coordToPixel(1.0 + row - barWidth / 2.0));
                const QString twoLines = shortName + QLatin1Char('\n') + figures;
                if (!comparing && !figures.isEmpty() && fitsIn(twoLines)
                    && 2.0 * metrics.lineSpacing() + 4.0 < barPixels) {
                    name = twoLines;
                } else {
                    name = shortName;
                    saysAll = comparing || name == full;
                }
            }
            const bool fits = present && fitsIn(name);
            label->setVisible(fits);
            if (fits) {
                label->setText(name);
                label->position->setCoords(start[row] + seconds / 2.0, 1.0 + row);
                // Dark text on a light part, white on a dark one (by perceived brightness).
                const QColor fill = m_bars[i]->brush().color();
                const double brightness = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue();
                label->setColor(brightness > 140.0 ? QColor(Qt::black) : QColor(Qt::white));
            }
            named[i] = named[i] && ((fits && saysAll) || !present);
            start[row] += seconds;
        }
    }
    bool legendChanged = false;
    for (qsizetype i = 0; i < m_bars.size(); ++i)
        legendChanged = legendChanged || named[i] == p->legend->hasItemWithPlottable(m_bars[i]);
    if (legendChanged) {
        // In the bars' order, the parts named in place left out.
        p->legend->clearItems();
        for (qsizetype i = 0; i < m_bars.size(); ++i)
            if (!named[i])
                m_bars[i]->addToLegend();
        // Lay the new legend out before this draw (an export draws once); the segments,
        // in plot coordinates, follow.
        for (const auto phase :
             {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
            p->plotLayout()->update(phase);
        fitTitle();
    }
    // A shorter legend widens the plot: lay out again (twice at most, the widths only grow).
    if (legendChanged && m_legendPasses < 2) {
        ++m_legendPasses;
        p->replot(QCustomPlot::rpQueuedReplot);
    }
}

void StepBreakdownChart::applyPaletteToSeries()
{
    for (QCPBars *bars : std::as_const(m_bars))
        bars->setPen(QPen(background(), 1));
}

QString StepBreakdownChart::describeNearest(const QPointF &pixel) const
{
    const QCustomPlot *p = plot();
    if (!p->axisRect()->rect().contains(pixel.toPoint()))
        return {};
    const double seconds = p->xAxis->pixelToCoord(pixel.x());
    const double row = p->yAxis->pixelToCoord(pixel.y());
    const bool comparing = !m_data.referenceName.isEmpty();
    const bool onA = comparing && row >= 1.7 && row <= 2.3;
    if (!onA && (row < 0.7 || row > 1.3))
        return {};
    const auto &parts = onA ? m_data.referenceParts : m_data.partsSeconds;
    const double step = onA ? m_data.referenceStepSeconds : m_data.stepSeconds;
    const QString plan =
        comparing ? (onA ? m_data.referenceName : m_data.currentName) + QStringLiteral("\n") : QString();
    double start = 0.0;
    // In the order the bars are stacked (B's parts, then A's own).
    for (const QString &name : m_stackOrder) {
        double part = 0.0;
        for (const auto &entry : parts)
            if (entry.first == name)
                part = entry.second;
        if (seconds >= start && seconds < start + part)
            return tr("%1%2: %3 of a %4 step (%5)")
                .arg(plan, name, present::formatDuration(part, QLocale()), present::formatDuration(step, QLocale()),
                     present::formatPercent(step > 0 ? part / step : 0.0, QLocale()));
        start += part;
    }
    return {};
}

} // namespace jct::widgets
