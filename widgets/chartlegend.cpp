#include "chartlegend.h"

#include <algorithm>

#include <qcustomplot.h>

namespace jct::widgets::legend {

void placeBelow(QCustomPlot *plot, int columns)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    const int row = layout->rowCount();
    layout->addElement(row, 0, plot->legend);
    layout->setRowStretchFactor(row, 0.001);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setMargins(QMargins(4, 2, 4, 2));
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setVisible(true);
}

void placeRight(QCustomPlot *plot)
{
    QCPLayoutGrid *layout = plot->plotLayout();
    // A chart that forgot its plan (a file opened, a plan that cannot run) places its
    // legend again with the next one: it is already there.
    if (plot->legend->layout() && plot->legend->layout()->layout() == layout)
        return;
    // The legend keeps its own height, centred beside the plot between two spacers that take
    // the rest: stretched to the plot's height, its rows spread apart and its frame ran to the
    // chart's bottom edge, where the tab page cut it.
    auto *column = new QCPLayoutGrid;
    layout->addElement(1, 1, column);
    column->addElement(0, 0, new QCPLayoutElement(plot));
    column->addElement(1, 0, plot->legend);
    column->addElement(2, 0, new QCPLayoutElement(plot));
    column->setRowStretchFactors({1.0, 0.001, 1.0});
    column->setRowSpacing(0);
    layout->setColumnStretchFactor(1, 0.001);
    // The legend's frame is drawn a pixel past its rectangle: keep that pixel in the plot.
    layout->setMargins(QMargins(0, 0, 1, 1));
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setVisible(true);
    if (auto *title = layout->element(0, 0)) {
        layout->take(title);
        layout->simplify();
        layout->insertRow(0);
        layout->addElement(0, 0, title);
    }
}

void fitColumns(QCustomPlot *plot, int columns, bool comparing)
{
    const int fitted = comparing ? std::min(columns, 2) : columns;
    if (fitted > 0 && plot->legend->wrap() != fitted) {
        plot->legend->setWrap(fitted);
        plot->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    }
}

} // namespace jct::widgets::legend
