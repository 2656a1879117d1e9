#pragma once

// Reading nccl-tests output (all_reduce_perf, all_gather_perf, reduce_scatter_perf,
// alltoall_perf, sendrecv_perf, …): with or without the redop and root columns, with
// `#wrong` or `error` columns, out-of-place and in-place, any header or trailing lines.
// A log that cannot be read gets a message with its line number, never a silent zero.

#include <optional>

#include <QByteArray>
#include <QString>
#include <QVector>

namespace jct::format {

struct NcclTiming
{
    double timeUs = 0;
    double algbwGBps = 0;
    double busbwGBps = 0;
    QString wrong; // the #wrong count or the error value, as printed
};

struct NcclRow
{
    int line = 0;
    double bytes = 0;
    double count = 0;
    QString type;
    QString redop; // empty when the log has no redop column
    std::optional<NcclTiming> outOfPlace;
    std::optional<NcclTiming> inPlace;
};

struct NcclLog
{
    QString collective; // "all_reduce", "all_gather", … (from the test name or the columns)
    bool collectiveGuessed = false;
    std::optional<int> ranks; // from "# Rank N" lines or "-g N"; empty when the log does not say
    QVector<NcclRow> rows;
    double busbwFactor = 1.0; // busbw / algbw as printed (2(n−1)/n for all-reduce, …)
    // algbw as printed / (size / time): 1 in current nccl-tests; older all_gather tests
    // printed (n−1)/n of it. The fit reports bandwidths in the log's own convention.
    double algbwConvention = 1.0;
    int rowsReportingErrors = 0; // rows whose #wrong / error column is not zero
};

struct NcclLogError
{
    int line = 0;
    QString message;
    [[nodiscard]] QString toString() const;
};

struct NcclParseResult
{
    std::optional<NcclLog> log;
    NcclLogError error;
    [[nodiscard]] bool ok() const { return log.has_value(); }
};

[[nodiscard]] NcclParseResult parseNcclLog(const QByteArray &text);

} // namespace jct::format
