// Reading nccl-tests output: the three real logs of tests/data/validation/nccl-logs (a copy
// of shared/validation/nccl-logs, so that these tests never skip), the
// column variants of the different tests, and broken logs refused with a line number.

#include "app/format/nccllog.h"

#include <QFile>
#include <QTest>

using namespace jct::format;

namespace {

QByteArray readShared(const QString &name)
{
    QFile f(qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/validation/nccl-logs/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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
        QCOMPARE(r.log->collective, QStringLiteral("all_reduce"));
        QCOMPARE(r.log->ranks, std::optional<int>(72)); // "# Rank 71 ..."
        QCOMPARE(r.log->rows.size(), 5);
        const NcclRow &last = r.log->rows.last();
        QCOMPARE(last.bytes, 8589934592.0);
        QCOMPARE(last.redop, QStringLiteral("sum"));
        QCOMPARE(last.outOfPlace->timeUs, 20299.0);
        QCOMPARE(last.inPlace->busbwGBps, 846.82);
        QVERIFY(qAbs(r.log->busbwFactor - 2.0 * 71 / 72) < 0.005);
        QCOMPARE(r.log->algbwConvention, 1.0);
    }

    void v100AllReduceWithErrorColumn()
    {
        const QByteArray text = readShared(QStringLiteral("v100-8node-64gpu-ib100g-allreduce.txt"));
        QVERIFY(!text.isEmpty());
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.log->rows.size(), 2);
        QVERIFY(!r.log->ranks.has_value()); // the log does not say
        QCOMPARE(r.log->rows.first().outOfPlace->wrong, QStringLiteral("2e-06"));
        QCOMPARE(r.log->rowsReportingErrors, 2);
    }

    void v100AllGatherOldConventionAndTrailingTopology()
    {
        const QByteArray text = readShared(QStringLiteral("v100-sxm2-8gpu-nvlink-allgather-4GB.txt"));
        QVERIFY(!text.isEmpty());
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.log->collective, QStringLiteral("all_gather"));
        QVERIFY(!r.log->collectiveGuessed);
        QCOMPARE(r.log->ranks, std::optional<int>(8)); // "-g 8"
        QCOMPARE(r.log->rows.size(), 1);               // the nvidia-smi matrix is not data
        // 129.05 GB/s printed for 4 GiB in 29.122 ms: 7/8 of size/time.
        QVERIFY(qAbs(r.log->algbwConvention - 0.875) < 0.002);
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
    }
    void columnVariants()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, collective);
        QFETCH(int, rows);
        QFETCH(bool, inPlace);
        const NcclParseResult r = parseNcclLog(text);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.log->collective, collective);
        QCOMPARE(r.log->rows.size(), rows);
        QCOMPARE(r.log->rows.last().inPlace.has_value(), inPlace);
        QVERIFY(r.log->rows.last().outOfPlace->timeUs > 0.0);
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
                                      << 2 << QStringLiteral("time (µs)");
        QTest::newRow("truncated row") << QByteArray("# all_reduce_perf\n  1024  256  float  sum\n") << 2
                                       << QStringLiteral("at least");
        QTest::newRow("zero time") << QByteArray("  1024  256  float  0.0  1.0  1.0  0\n") << 1
                                   << QStringLiteral("cannot take no time");
        QTest::newRow("odd fields") << QByteArray("  1024  256  float  1.0  1.0  1.0  0  5.0  6.0\n") << 1
                                    << QStringLiteral("groups of time");
        QTest::newRow("negative bandwidth")
            << QByteArray("  1024  256  float  10.0  -1.0  1.0  0\n") << 1 << QStringLiteral("algbw");
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
