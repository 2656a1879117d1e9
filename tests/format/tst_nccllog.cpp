// Reading nccl-tests output: the three real logs of tests/data/validation/nccl-logs (a copy
// of shared/validation/nccl-logs, so that these tests never skip), one fixture per layout
// that nccl-tests and rccl-tests print (tests/data/nccl-fixtures, written by its
// make-fixtures.py from their printing code), the column variants of the different tests,
// and broken logs refused with a line number, out-of-range numbers and the caps included.

#include "app/format/nccllog.h"

#include <algorithm>
#include <cstring>

#include <QBuffer>
#include <QFile>
#include <QIODevice>
#include <QTest>

using namespace jct::format;

namespace {

QByteArray readShared(const QString &name)
{
    QFile f(qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/validation/nccl-logs/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString fixture(const QString &name)
{
    return qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/nccl-fixtures/") + name;
}

// A device that gives its first `good` bytes and then fails, as a file on a failing disk.
class FailingDevice final : public QIODevice
{
public:
    explicit FailingDevice(QByteArray good)
        : m_good(std::move(good))
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    bool atEnd() const override { return false; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        if (m_at >= m_good.size()) {
            setErrorString(QStringLiteral("Input/output error"));
            return -1;
        }
        const qint64 n = std::min<qint64>(maxSize, m_good.size() - m_at);
        std::memcpy(data, m_good.constData() + m_at, static_cast<std::size_t>(n));
        m_at += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_good;
    qint64 m_at = 0;
};

} // namespace

class TestNcclLog final : public QObject
{
    Q_OBJECT

private slots:
    void gb200AllReduceWithRedopAndRoot()
    {
        const QByteArray text = readShared(QStringLiteral("gb200-nvl72-72gpu-allreduce.txt"));
        QVERIFY(!text.isEmpty());
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.logs.size(), 1);
        const NcclLog *log = &r.logs.first();
        QCOMPARE(log->collective, QStringLiteral("all_reduce"));
        QCOMPARE(r.cluster.ranks, std::optional<int>(72)); // "# Rank 71 ..."
        QVERIFY(!r.cluster.nodes.has_value());             // one device line of 72: nodes unknown
        QCOMPARE(r.cluster.device, QStringLiteral("NVIDIA Graphics Device"));
        QCOMPARE(log->rows.size(), 5);
        const NcclRow &last = log->rows.last();
        QCOMPARE(last.bytes, 8589934592.0);
        QCOMPARE(last.redop, QStringLiteral("sum"));
        QCOMPARE(last.outOfPlace->timeUs, 20299.0);
        QCOMPARE(last.inPlace->busbwGBps, 846.82);
        QVERIFY(qAbs(log->busbwFactor - 2.0 * 71 / 72) < 0.005);
        QCOMPARE(log->algbwConvention, 1.0);
    }

    void v100AllReduceWithErrorColumn()
    {
        const QByteArray text = readShared(QStringLiteral("v100-8node-64gpu-ib100g-allreduce.txt"));
        QVERIFY(!text.isEmpty());
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.logs.first().rows.size(), 2);
        QVERIFY(!r.cluster.ranks.has_value()); // the log does not say
        QCOMPARE(r.logs.first().rows.first().outOfPlace->wrong, std::optional<double>(2e-06));
        // The old "error" column is the largest deviation, and 2·10⁻⁶ on a float sum over
        // 64 ranks is rounding (old nccl-tests allowed 10⁻⁵): no row reports wrong results.
        QCOMPARE(r.logs.first().rowsReportingErrors, 0);
    }

    void v100AllGatherOldConventionAndTrailingTopology()
    {
        const QByteArray text = readShared(QStringLiteral("v100-sxm2-8gpu-nvlink-allgather-4GB.txt"));
        QVERIFY(!text.isEmpty());
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.logs.first().collective, QStringLiteral("all_gather"));
        QVERIFY(!r.logs.first().collectiveGuessed);
        QCOMPARE(r.cluster.ranks, std::optional<int>(8)); // "-g 8"
        QCOMPARE(r.logs.first().rows.size(), 1);          // the nvidia-smi matrix is not data
        // 129.05 GB/s printed for 4 GiB in 29.122 ms: 7/8 of size/time.
        QVERIFY(qAbs(r.logs.first().algbwConvention - 0.875) < 0.002);
        // The header and footer printed without '#' are known lines; the topology matrix
        // after the table is skipped line by line, each named.
        QCOMPARE(r.skippedCount, 9);
        QCOMPARE(r.skipped.first().line, 11);
        QVERIFY(r.skipped.first().toString().startsWith(QStringLiteral("line 11: skipped, not a measurement row")));
    }

    // One fixture per layout: the tables, rows, places, ranks and nodes each must give.
    void layoutFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("collectives");
        QTest::addColumn<int>("rowsPerTable");
        QTest::addColumn<bool>("outOfPlace");
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<QList<qint64>>("skippedLines");
        const QStringList allReduce{QStringLiteral("all_reduce")};
        // 8 B … 8 GiB: 31 sizes; 8 GPUs on 2 hosts from 2 processes of -g 4.
        QTest::newRow("nccl-tests 2.x, out-of-place and in-place, redop and root")
            << QStringLiteral("nccl-allreduce-2node-h100.txt") << allReduce << 31 << true << 8 << 2 << QList<qint64>{};
        QTest::newRow("per-iteration columns, timestamps, N/A for #wrong")
            << QStringLiteral("nccl-allreduce-periter-timestamps-novalidation.txt") << allReduce << 31 << true << 8 << 2
            << QList<qint64>{};
        QTest::newRow("small messages only") << QStringLiteral("nccl-allreduce-small-messages-only.txt") << allReduce
                                             << 11 << true << 16 << 2 << QList<qint64>{};
        // 1 KiB … 1 GiB: 21 sizes; the NCCL INFO line of rank 11 is named, not read.
        QTest::newRow("all-to-all, empty redop, MPI prefixes")
            << QStringLiteral("nccl-alltoall-empty-redop-mpi-prefix.txt") << QStringList{QStringLiteral("alltoall")}
            << 21 << true << 16 << 2 << QList<qint64>{33};
        // rccl-tests: 1 MiB … 256 MiB (9 sizes) twice ("# Testing 2 cycle."), in-place only.
        QTest::newRow("rccl-tests, in-place only, two cycles, slurm labels, CRLF")
            << QStringLiteral("rccl-allreduce-inplace-cycles-slurm-crlf.txt") << allReduce << 18 << false << 8 << 1
            << QList<qint64>{3};
        QTest::newRow("two collectives in one file, -g 8, warnings and timestamps between rows")
            << QStringLiteral("nccl-allgather-reducescatter-one-file.txt")
            << QStringList{QStringLiteral("all_gather"), QStringLiteral("reduce_scatter")} << 15 << true << 8 << 1
            << QList<qint64>{22, 23};
    }
    void layoutFixtures()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, collectives);
        QFETCH(int, rowsPerTable);
        QFETCH(bool, outOfPlace);
        QFETCH(int, ranks);
        QFETCH(int, nodes);
        QFETCH(QList<qint64>, skippedLines);
        const NcclParseResult r = readNcclLogFile(fixture(file));
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QStringList found;
        for (const NcclLog &log : r.logs) {
            found << log.collective;
            QVERIFY(!log.collectiveGuessed || file.startsWith(QLatin1String("rccl")));
            QCOMPARE(log.rows.size(), rowsPerTable);
            for (const NcclRow &row : log.rows) {
                QCOMPARE(row.outOfPlace.has_value(), outOfPlace);
                QVERIFY(row.inPlace.has_value());
                QVERIFY(row.inPlace->timeUs > 0.0);
            }
        }
        QCOMPARE(found, collectives);
        QCOMPARE(r.cluster.ranks, std::optional<int>(ranks));
        QCOMPARE(r.cluster.nodes, std::optional<int>(nodes));
        QCOMPARE(r.cluster.source, QStringLiteral("device lines"));
        QList<qint64> skipped;
        for (const NcclSkippedLine &line : r.skipped)
            skipped << line.line;
        QCOMPARE(skipped, skippedLines);
        QCOMPARE(r.skippedCount, skippedLines.size());
    }

    void layoutDetails()
    {
        // N/A in #wrong reads as no count; the per-iteration and timestamp columns are not
        // taken for results: the first row is 8 B in 28.28 µs out-of-place.
        const NcclParseResult periter =
            readNcclLogFile(fixture(QStringLiteral("nccl-allreduce-periter-timestamps-novalidation.txt")));
        QVERIFY2(periter.ok(), qPrintable(periter.error.toString()));
        const NcclRow &first = periter.logs.first().rows.first();
        QCOMPARE(first.bytes, 8.0);
        QCOMPARE(first.outOfPlace->timeUs, 28.28);
        QVERIFY(!first.outOfPlace->wrong.has_value());
        QCOMPARE(periter.logs.first().busbwFactor, 1.75); // 2·7/8, as printed
        // The all-to-all rows leave redop empty under a header that names it.
        const NcclParseResult a2a =
            readNcclLogFile(fixture(QStringLiteral("nccl-alltoall-empty-redop-mpi-prefix.txt")));
        QVERIFY2(a2a.ok(), qPrintable(a2a.error.toString()));
        QVERIFY(a2a.logs.first().rows.first().redop.isEmpty());
        QCOMPARE(a2a.logs.first().rows.first().bytes, 1024.0);
        // Too coarse printed bandwidths (all below 1 GB/s): the factor is nccl-tests' 2(n−1)/n.
        const NcclParseResult small =
            readNcclLogFile(fixture(QStringLiteral("nccl-allreduce-small-messages-only.txt")));
        QVERIFY(small.ok());
        QVERIFY(!small.logs.first().busbwFactorPrinted);
        QCOMPARE(small.logs.first().busbwFactor, 2.0 * 15.0 / 16.0);
        QCOMPARE(small.logs.first().algbwConvention, 1.0);
        QCOMPARE(small.cluster.device, QStringLiteral("NVIDIA H100 80GB HBM3"));
    }

    // Layouts seen in logs pasted in public threads (nccl-tests#287, #290; Markdown notes;
    // old nccl-tests of microsoft/superbenchmark's test data), each cut to a few lines.
    void layoutsAsPeoplePasteThem()
    {
        // Old "error" column: a deviation within the type's rounding is no wrong result,
        // beyond it is; a copy (no redop) must be exact.
        const NcclParseResult deviations = parseNcclLog(
            QByteArray("#       size   count   type  redop   time  algbw  busbw  error   time  algbw  busbw  error\n"
                       "     1048576  262144  float    sum   52.1  20.13  37.74  2e-07   51.9  20.20  37.88  2e-07\n"
                       "     2097152  524288  float    sum   90.2  23.25  43.59  0.5     90.0  23.30  43.69  0\n"
                       "     4194304  2097152  half    sum  160.1  26.20  49.12  1e-02  161.0  26.05  48.84  0\n"));
        QVERIFY2(deviations.ok(), qPrintable(deviations.error.toString()));
        QCOMPARE(deviations.logs.first().rowsReportingErrors, 1); // the float sum off by 0.5

        // Old alltoall_perf, unnamed: a redop column its rows leave empty.
        const NcclParseResult a2a = parseNcclLog(QByteArray(
            "#       size    count   type  redop    time  algbw  busbw  error    time  algbw  busbw  error\n"
            "     1048576    32768  float           87.42  11.99  10.50    N/A   87.10  12.04  10.53  N/A\n"
            "     2097152    65536  float          150.10  13.97  12.23    N/A  149.80  14.00  12.25  N/A\n"));
        QVERIFY2(a2a.ok(), qPrintable(a2a.error.toString()));
        QCOMPARE(a2a.logs.first().collective, QStringLiteral("alltoall"));
        QVERIFY(a2a.logs.first().collectiveGuessed);
        // An old all_gather has no redop column at all.
        const NcclParseResult gather =
            parseNcclLog(QByteArray("#       size    count   type    time  algbw  busbw  error\n"
                                    "     1048576    32768  float   87.42  11.99  10.50    N/A\n"));
        QCOMPARE(gather.logs.first().collective, QStringLiteral("all_gather"));

        // Device lines whose '#' a Markdown paste took off still count: 4 ranks on 2 hosts.
        const NcclParseResult stripped =
            parseNcclLog(QByteArray("#  Rank  0 Group  0 Pid  6898 on host-a device  0 [0x18] NVIDIA H100 80GB HBM3\n"
                                    "  Rank  1 Group  0 Pid  6899 on host-a device  1 [0x2a] NVIDIA H100 80GB HBM3\n"
                                    "#  Rank  2 Group  0 Pid  7001 on host-b device  0 [0x18] NVIDIA H100 80GB HBM3\n"
                                    "#  Rank  3 Group  0 Pid  7002 on host-b device  1 [0x2a] NVIDIA H100 80GB HBM3\n"
                                    "  1048576  262144  float  sum  -1  52.1  20.13  30.20  0\n"));
        QVERIFY2(stripped.ok(), qPrintable(stripped.error.toString()));
        QCOMPARE(stripped.cluster.ranks, std::optional<int>(4));
        QCOMPARE(stripped.cluster.nodes, std::optional<int>(2));
        QVERIFY(stripped.skipped.isEmpty());

        // One process driving every GPU (-g 8, no device lines): one node.
        const NcclParseResult oneProcess =
            parseNcclLog(QByteArray("# nThread 1 nGpus 8 minBytes 8 maxBytes 1048576 step: 2(factor)\n"
                                    "  1048576  262144  float  sum  -1  52.1  20.13  35.23  0\n"));
        QCOMPARE(oneProcess.cluster.ranks, std::optional<int>(8));
        QCOMPARE(oneProcess.cluster.nodes, std::optional<int>(1));

        // One rank: busbw 0 and a no-op in-place call at 1.8·10⁶ GB/s are read, not refused.
        const NcclParseResult oneRank = parseNcclLog(
            QByteArray("# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor)\n"
                       "  134217728  33554432  float  sum  -1  240.9  557.15  0.00  0  0.08  1777718.25  0.00  0\n"));
        QVERIFY2(oneRank.ok(), qPrintable(oneRank.error.toString()));
        QCOMPARE(oneRank.logs.first().busbwFactor, 0.0);
    }

    void headerValuesOutOfRangeAreIgnoredWithTheirLine()
    {
        const NcclParseResult r =
            parseNcclLog(QByteArray("#  Rank 2147483647 Group  0 Pid  1 on  node-a device  0 [0x1b] NVIDIA H100\n"
                                    "node-a:1:1 [0] NCCL INFO comm 0x1 rank 0 nranks 0 cudaDev 0\n"
                                    "  1024  256  float  sum  -1  20.1  0.05  0.09  0\n"));
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QVERIFY(!r.cluster.ranks.has_value()); // neither figure is taken
        QCOMPARE(r.warnings.size(), 2);
        QVERIFY2(r.warnings[0].startsWith(QStringLiteral("line 1: rank 2147483647 is out of range (0 to 1048575)")),
                 qPrintable(r.warnings[0]));
        QVERIFY2(r.warnings[1].startsWith(QStringLiteral("line 2: nranks 0 is out of range (1 to 1048576)")),
                 qPrintable(r.warnings[1]));
    }

    void capsOnLineLengthAndRows()
    {
        // A line over the cap is refused with its number before the rest of it is read.
        NcclLimits limits;
        limits.maxLineBytes = 100;
        QByteArray text = "# all_reduce_perf\n  1024  256  float  sum  -1  20.1  0.05  0.09  0\n";
        text += QByteArray(101, 'x') + "\n";
        NcclParseResult r = parseNcclLog(text, limits);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.line, 3);
        QCOMPARE(r.error.message, QStringLiteral("the line is longer than 100 bytes (the cap on one line); an "
                                                 "nccl-tests log has no such line"));
        // A line of exactly the cap (CRLF not counted) is read.
        QVERIFY(parseNcclLog(QByteArray(100, ' ') + "\r\n  1024  256  float  20.1  0.05  0.09  0\n", limits).ok());
        // The rows cap, named.
        limits = {};
        limits.maxRows = 2;
        QByteArray rows;
        for (int i = 0; i < 3; ++i)
            rows += "  1024  256  float  20.1  0.05  0.05  0\n";
        r = parseNcclLog(rows, limits);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.line, 3);
        QVERIFY2(r.error.message.startsWith(QStringLiteral("more than 2 measurement rows (the cap on rows)")),
                 qPrintable(r.error.message));
    }

    // A device that fails part-way is refused at the line it could not read, with the
    // system's reason, rather than read as an endless run of empty lines.
    void readErrorNamesTheLine()
    {
        FailingDevice device("# all_reduce_perf\n  1024  256  float  sum  -1  20.1  0.05  0.09  0\n");
        const NcclParseResult r = parseNcclLog(device, NcclLimits{});
        QVERIFY(!r.ok());
        QCOMPARE(r.error.line, 3);
        QCOMPARE(r.error.message, QStringLiteral("cannot read: Input/output error"));
    }

    void columnVariants_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("collective");
        QTest::addColumn<int>("rows");
        QTest::addColumn<bool>("inPlace");
        QTest::newRow("sendrecv, #wrong") << QByteArray(
            "# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20\n"
            "# Collective test starting: sendrecv_perf\n"
            "#       size         count      type     time   algbw   busbw #wrong     time   algbw   busbw #wrong\n"
            "            8             2     float    18.52    0.00    0.00      0    18.47    0.00    0.00      0\n"
            "    134217728      33554432     float   2781.4   48.26   48.26      0   2779.9   48.28   48.28      0\n"
            "# Avg bus bandwidth    : 24.13\n")
                                          << QStringLiteral("sendrecv") << 2 << true;
        QTest::newRow("alltoall, out-of-place only")
            << QByteArray("alltoall_perf -b 1M -e 64M -f 4 -g 4\n"
                          "       size         count      type     time   algbw   busbw #wrong\n"
                          "    1048576         65536     float    40.11   26.14   19.61      0\n"
                          "   16777216       1048576     float    245.2   68.42   51.32      0\n"
                          "   67108864       4194304     float    901.6   74.43   55.82      0\n")
            << QStringLiteral("alltoall") << 3 << false;
        QTest::newRow("reduce_scatter, no header, no name")
            << QByteArray("    1048576   32768  float  sum  -1   52.10  20.13  17.61  0   51.80  20.24  17.71  0\n"
                          "  268435456 8388608  float  sum  -1  3210.0  83.63  73.17  0  3207.0  83.70  73.24  0\n")
            << QStringLiteral("reduce_scatter") << 2 << true;
        QTest::newRow("CRLF and tabs") << QByteArray(
            "# all_reduce_perf\r\n#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\r\n"
            "\t1048576\t262144\tfloat\tsum\t-1\t52.1\t20.13\t37.74\t0\t51.9\t20.20\t37.88\t0\r\n")
                                       << QStringLiteral("all_reduce") << 1 << true;
        QTest::newRow("timestamped lines, MPICH prefix") << QByteArray(
            "2025-03-01T10:00:00.123Z # all_reduce_perf -b 8 -e 1M\n"
            "[0] 2025-03-01 10:00:01 1024  256  float  sum  -1  20.1  0.05  0.09  0  20.3  0.05  0.09  0\n")
                                                         << QStringLiteral("all_reduce") << 1 << true;
        QTest::newRow("two runs of one test merge") << QByteArray(
            "# Collective test starting: sendrecv_perf\n#  size count type redop root time algbw busbw #wrong\n"
            "  1024  256  float  none  -1  20.1  0.05  0.05  0\n"
            "# Collective test starting: sendrecv_perf\n#  size count type redop root time algbw busbw #wrong\n"
            "  2048  512  float  none  -1  20.2  0.10  0.10  0\n")
                                                    << QStringLiteral("sendrecv") << 2 << false;
    }
    void columnVariants()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, collective);
        QFETCH(int, rows);
        QFETCH(bool, inPlace);
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.logs.size(), 1);
        QCOMPARE(r.logs.first().collective, collective);
        QCOMPARE(r.logs.first().rows.size(), rows);
        QCOMPARE(r.logs.first().rows.last().inPlace.has_value(), inPlace);
        QVERIFY(r.logs.first().rows.last().outOfPlace->timeUs > 0.0);
    }

    void brokenLogs_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("empty") << QByteArray() << 0 << QStringLiteral("no measurement rows");
        QTest::newRow("only comments") << QByteArray("# nothing here\n# Avg bus bandwidth : 0\n") << 0
                                       << QStringLiteral("no measurement rows");
        QTest::newRow("text in time") << QByteArray("#size count type time algbw busbw #wrong\n"
                                                    "  1024  256  float  abc  1.0  1.0  0\n")
                                      << 2 << QStringLiteral("field 4 should be the time in µs, a number, got \"abc\"");
        QTest::newRow("truncated row") << QByteArray("# all_reduce_perf\n  1024  256  float  sum\n") << 2
                                       << QStringLiteral("truncated measurement row");
        QTest::newRow("zero time") << QByteArray("  1024  256  float  0.0  1.0  1.0  0\n") << 1
                                   << QStringLiteral("cannot take no time");
        QTest::newRow("odd fields") << QByteArray("  1024  256  float  1.0  1.0  1.0  0  5.0  6.0\n") << 1
                                    << QStringLiteral("field 4 should be the reduction operation");
        QTest::newRow("negative bandwidth")
            << QByteArray("  1024  256  float  10.0  -1.0  1.0  0\n") << 1 << QStringLiteral("algbw");
        QTest::newRow("header only") << QByteArray("# nThread 1 nGpus 8 minBytes 8 maxBytes 1024\n"
                                                   "#  size count type redop root time algbw busbw #wrong\n")
                                     << 0 << QStringLiteral("no measurement rows");
        QTest::newRow("text in the #wrong column")
            << QByteArray("  1024  256  float  10.0  1.0  1.0  zero\n") << 1 << QStringLiteral("#wrong count");
        QTest::newRow("busbw of 1e308") << QByteArray(
            "# all_reduce_perf\n  1024  256  float  sum  -1  10.0  1.0  "
            "1e308  0\n") << 2 << QStringLiteral("busbw in field 8, 1e308 GB/s, is out of range (0 to 1e+12 GB/s)");
        QTest::newRow("size of 1e29 bytes")
            << QByteArray("  100000000000000000000000000000  256  float  10.0  1.0  1.0  0\n") << 1
            << QStringLiteral("the size 100000000000000000000000000000 B is out of range (0 to 1.1259e+15 B, 1 PiB)");
        QTest::newRow("only skipped lines, the first named")
            << QByteArray("\nnode-a:1:1 [0] NCCL INFO Bootstrap\n") << 0
            << QStringLiteral("line 2: skipped, not a measurement row: \"node-a:1:1 [0] NCCL INFO Bootstrap\"");
    }
    void brokenLogs()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY(!r.ok());
        QCOMPARE(r.error.line, line);
        QVERIFY2(r.error.toString().contains(fragment), qPrintable(r.error.toString()));
    }
};

QTEST_APPLESS_MAIN(TestNcclLog)
#include "tst_nccllog.moc"
