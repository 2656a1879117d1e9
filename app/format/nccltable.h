#pragma once

// Inside the nccl-tests log reader only: a collective's table while its rows are read, and
// what its finished rows say about it (the bus-bandwidth factor, the algbw convention, the
// collective itself when the log does not name it).

#include "nccllog.h"

#include <QVector>

namespace jct::format::nccl {

struct TableBuilder
{
    NcclLog log;
    bool hasName = false;     // the log named the collective (a test name like all_reduce_perf)
    bool redopColumn = false; // its column header names a redop column
};

// Adds the table's rows to `logs` (merged into an earlier table of the same named
// collective) and empties `table`; a table without rows adds nothing and stays as it is.
void finishTable(TableBuilder &table, QVector<NcclLog> &logs);
// Where the printed bandwidths are too coarse to show the bus-bandwidth factor:
// nccl-tests' own formula on the ranks the header names.
void applyBusbwFormula(QVector<NcclLog> &logs, const NcclCluster &cluster);

} // namespace jct::format::nccl
