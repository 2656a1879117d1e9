#pragma once

// Reading nccl-tests and rccl-tests output as people paste it: all_reduce_perf,
// all_gather_perf, reduce_scatter_perf, alltoall_perf, sendrecv_perf, … in every layout
// those tools print (out-of-place and in-place or in-place only; with or without the redop
// and root columns, and rows that leave them empty; `#wrong` counts, `error` values or
// N/A; the per-iteration columns i_min … i_cv% and the timestamp column; several
// collectives or several runs in one file), behind MPI (`[1,0]<stdout>:`), slurm
// (`0: `) or timestamp prefixes, with Windows line ends and interleaved NCCL INFO / WARN
// lines. Ranks and nodes come from the device lines of the header ("#  Rank  3 Group  0
// Pid 123 on node-a device  3 [0x..] NVIDIA H100").
//
// The log is read as a stream, one line at a time, with a cap on the length of a line and
// on the number of measurement rows (NcclLimits); neither a huge line nor a huge file is
// ever held in memory. A measurement row (a line whose first two fields are whole
// numbers) that cannot be read, or that carries a number outside its allowed range,
// refuses the whole log with its line number: a damaged table is never fitted. Any
// other line that is not a comment is skipped and named (NcclParseResult::skipped).

#include <optional>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

class QIODevice;

namespace jct::format {

struct NcclTiming
{
    double timeUs = 0;
    double algbwGBps = 0;
    double busbwGBps = 0;
    std::optional<double> wrong; // the #wrong count or the error value; empty for N/A
};

struct NcclRow
{
    qint64 line = 0;
    double bytes = 0;
    double count = 0;
    QString type;  // shared between the rows of a table (implicitly shared QString)
    QString redop; // empty when the log has no redop column or leaves it empty
    std::optional<NcclTiming> outOfPlace;
    std::optional<NcclTiming> inPlace;
};

// One collective's table (several runs of the same collective in one file are merged).
struct NcclLog
{
    QString collective; // "all_reduce", "all_gather", … (from the test name or the columns)
    bool collectiveGuessed = false;
    qint64 headerLine = 0; // the line of the column header, 0 when the table has none
    QVector<NcclRow> rows;
    double busbwFactor = 1.0; // busbw / algbw as printed (2(n−1)/n for all-reduce, …)
    // false: no row prints an algbw of 1 GB/s or more, so the factor is nccl-tests'
    // formula on the header's ranks (or the coarse printed ratio when they are unknown)
    bool busbwFactorPrinted = true;
    // algbw as printed / (size / time): 1 in current nccl-tests; older all_gather tests
    // printed (n−1)/n of it. The fit reports bandwidths in the log's own convention.
    double algbwConvention = 1.0;
    int rowsReportingErrors = 0; // rows whose #wrong / error column is not zero
};

// Who ran the log: from the device lines of its header, or the fallbacks named in `source`.
struct NcclCluster
{
    std::optional<int> ranks; // empty when the log does not say
    std::optional<int> nodes; // distinct host names of the device lines
    QString device;           // the first device line's device name ("NVIDIA H100 80GB HBM3")
    QString source;           // "device lines", "NCCL INFO nranks", "nThread × nGpus", "-g"
};

struct NcclLogError
{
    qint64 line = 0;
    QString message;
    [[nodiscard]] QString toString() const;
};

// A line that was not read, and why: "line 12: skipped, not a measurement row: …".
struct NcclSkippedLine
{
    qint64 line = 0;
    QString reason;
    [[nodiscard]] QString toString() const;
};

struct NcclLimits
{
    qint64 maxLineBytes = 64 * 1024; // one line, its end of line excluded
    qint64 maxRows = 1'000'000;      // measurement rows over every table of the file
};

struct NcclParseResult
{
    QVector<NcclLog> logs; // one per collective, in the order the file first shows them
    NcclCluster cluster;
    QVector<NcclSkippedLine> skipped; // the first kMaxNamedSkips of them
    qint64 skippedCount = 0;          // all of them
    QStringList warnings;             // header values out of range, ignored (with their lines)
    NcclLogError error;
    [[nodiscard]] bool ok() const { return !logs.isEmpty(); }
    static constexpr int kMaxNamedSkips = 200;
};

// Reads `device` (already open) to its end, or to the first error.
[[nodiscard]] NcclParseResult parseNcclLog(QIODevice &device, const NcclLimits &limits = {});
[[nodiscard]] NcclParseResult parseNcclLog(const QByteArray &text, const NcclLimits &limits = {});
// Opens and streams the file at `path`; a file that does not open is an error that names
// the reason.
[[nodiscard]] NcclParseResult readNcclLogFile(const QString &path, const NcclLimits &limits = {});

} // namespace jct::format
