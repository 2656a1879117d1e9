#pragma once

// The numbers behind each chart as a table (File ▸ Export data, CSV): a header with units
// and one row per point, so that a chart can be redrawn or checked in a spreadsheet.

#include "chartid.h"
#include "plananalysis.h"

#include <QByteArray>
#include <QStringList>
#include <QVector>

namespace jct::present {

// Numbers in the C locale (dot decimal separator, no grouping): spreadsheets in every
// locale read them back the same.
struct CsvTable
{
    QStringList header;
    QVector<QStringList> rows;
    [[nodiscard]] QByteArray toCsv() const; // RFC 4180, CRLF line ends, UTF-8
};
[[nodiscard]] CsvTable chartTable(ChartId id, const PlanAnalysis &analysis);

} // namespace jct::present
