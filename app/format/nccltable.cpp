#include "nccltable.h"

#include <algorithm>
#include <cmath>

namespace jct::format::nccl {

void finishTable(TableBuilder &table, QVector<NcclLog> &logs)
{
    NcclLog &log = table.log;
    if (log.rows.isEmpty())
        return;
    // The bus-bandwidth factor the log itself applied (median over rows with algbw > 0),
    // and its algbw convention (median of algbw / (size / time)).
    QVector<double> factors;
    QVector<double> conventions;
    // Only rows whose printed algbw carries three significant digits (≥ 1.00 GB/s) unless
    // there are none: "0.01" says little about a ratio.
    const bool precise = std::any_of(log.rows.cbegin(), log.rows.cend(), [](const NcclRow &row) {
        const auto &timing = row.outOfPlace ? row.outOfPlace : row.inPlace;
        return timing && timing->algbwGBps >= 1.0;
    });
    for (const NcclRow &row : std::as_const(log.rows)) {
        const auto &timing = row.outOfPlace ? row.outOfPlace : row.inPlace;
        if (timing && timing->algbwGBps > (precise ? 0.999 : 0.0) && row.bytes > 0.0) {
            factors.append(timing->busbwGBps / timing->algbwGBps);
            conventions.append(timing->algbwGBps / (row.bytes / (timing->timeUs * 1e-6) / 1e9));
        }
    }
    log.busbwFactorPrinted = precise;
    std::sort(factors.begin(), factors.end());
    std::sort(conventions.begin(), conventions.end());
    log.busbwFactor = factors.isEmpty() ? 1.0 : factors[factors.size() / 2];
    if (!conventions.isEmpty() && precise) {
        const double median = conventions[conventions.size() / 2];
        // Printed bandwidths carry 2-3 significant digits: only a clear departure counts.
        log.algbwConvention = std::fabs(median - 1.0) > 0.02 ? median : 1.0;
    }
    if (log.collective.isEmpty()) {
        log.collectiveGuessed = true;
        const bool reduces = !log.rows.first().redop.isEmpty() && log.rows.first().redop != QLatin1String("none");
        if (reduces)
            log.collective = log.busbwFactor >= 1.0 ? QStringLiteral("all_reduce") : QStringLiteral("reduce_scatter");
        else if (table.redopColumn && log.rows.first().redop.isEmpty())
            log.collective = QStringLiteral("alltoall"); // old alltoall_perf: a redop column it leaves empty
        else
            log.collective = log.busbwFactor < 0.999 ? QStringLiteral("all_gather") : QStringLiteral("sendrecv");
    }
    // Several runs of one collective in a file make one table.
    for (NcclLog &earlier : logs)
        if (earlier.collective == log.collective && !earlier.collectiveGuessed && !log.collectiveGuessed) {
            earlier.rows += log.rows;
            earlier.rowsReportingErrors += log.rowsReportingErrors;
            table = {};
            return;
        }
    logs.append(log);
    table = {};
}

void applyBusbwFormula(QVector<NcclLog> &logs, const NcclCluster &cluster)
{
    for (NcclLog &log : logs) {
        if (log.busbwFactorPrinted || !cluster.ranks)
            continue;
        const double n = *cluster.ranks;
        if (log.collective == QLatin1String("all_reduce"))
            log.busbwFactor = 2.0 * (n - 1.0) / n;
        else if (log.collective == QLatin1String("all_gather") || log.collective == QLatin1String("reduce_scatter")
                 || log.collective == QLatin1String("alltoall"))
            log.busbwFactor = (n - 1.0) / n;
        else
            log.busbwFactor = 1.0;
    }
}

} // namespace jct::format::nccl
