#pragma once

// Where a chart's legend goes: out of the data area, below the plot in columns or to its
// right in one column.

class QCustomPlot;

namespace jct::widgets::legend {

// Below the axis rect, filled column by column in `columns` columns.
void placeBelow(QCustomPlot *plot, int columns);
// To the right of the axis rect in one column; the title spans both columns.
void placeRight(QCustomPlot *plot);
// A legend below the plot in `columns` columns (0: at the right, left alone) takes at most
// two while it carries the A and B plan names, which need the room.
void fitColumns(QCustomPlot *plot, int columns, bool comparing);

} // namespace jct::widgets::legend
