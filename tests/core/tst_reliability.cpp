// Checkpoint interval and expected wall time (MODEL.md section 8): Young, Daly, and the
// seed checks.

#include "core/physics/reliability.h"
#include "core/step/jobtime.h"

#include <cmath>

#include <QTest>

using namespace jct;

class TestReliability final : public QObject
{
    Q_OBJECT

private slots:
    void youngSeedChecks()
    {
        // δ = 30 s, M = 24 h: √(2·30·86400) = √5,184,000 = 2,276.8 s (38 min).
        QVERIFY(qAbs(youngInterval(30.0, 86400.0) - 2276.840) < 1e-3);
        // Async δ = 5.12 s: √(2·5.12·86400) = √884,736 = 940.6 s (15.7 min).
        QVERIFY(qAbs(youngInterval(5.12, 86400.0) - 940.604) < 1e-3);
    }

    void dalyInterval_data()
    {
        QTest::addColumn<double>("delta");
        QTest::addColumn<double>("mtbf");
        QTest::addColumn<double>("expected");
        // √(2δM)·(1 + ⅓√(δ/2M) + δ/(18M)) − δ, worked by hand:
        // δ = 30, M = 86400: 2276.840·(1 + 0.0043931 + 0.0000193) − 30 = 2256.887
        QTest::newRow("30 s, 24 h") << 30.0 << 86400.0 << 2256.887;
        // δ = 600, M = 3600: √4.32e6 = 2078.461; 1 + ⅓·0.288675 + 0.0092593 = 1.1054843 → 2297.70 − 600
        QTest::newRow("600 s, 1 h") << 600.0 << 3600.0 << 1697.705;
        // δ ≥ 2M: τ = M.
        QTest::newRow("δ ≥ 2M") << 8000.0 << 3600.0 << 3600.0;
    }
    void dalyInterval()
    {
        QFETCH(double, delta);
        QFETCH(double, mtbf);
        QFETCH(double, expected);
        QVERIFY2(qAbs(jct::dalyInterval(delta, mtbf) - expected) < 1e-2,
                 qPrintable(QString::number(jct::dalyInterval(delta, mtbf), 'f', 4)));
    }

    void dalyWallTimeHandWorked()
    {
        // T_solve = 10 days, τ = 1 h, δ = 60 s, R = 600 s, M = 24 h:
        // M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T/τ = 86400·e^{0.0069444}·(e^{0.0423611} − 1)·240
        //   = 86400 · 1.0069686 · 0.0432711 · 240 = 903,522 s.
        const double wall = dalyWallTime(864000.0, 3600.0, 60.0, 600.0, 86400.0);
        QVERIFY2(qAbs(wall - 903522.0) < 5.0, qPrintable(QString::number(wall, 'f', 1)));
    }

    // The parts of each failure source a cluster has, worked by hand for 1,024 GPUs, 8 per
    // node, radix-64 switches and a 2:1 oversubscribed spine.
    void componentCountsHandWorked()
    {
        Scenario s;
        s.cluster.gpus = 1024;
        s.cluster.gpusPerNode = 8;
        s.fabric.switchRadix = 64;
        s.fabric.oversubscription = 2.0;
        const auto n = componentCounts(s);
        QCOMPARE(n[std::size_t(FailureSource::Gpu)], 1024.0);
        QCOMPARE(n[std::size_t(FailureSource::Nic)], 1024.0);
        QCOMPARE(n[std::size_t(FailureSource::Switch)], 48.0);   // 1.5 · ceil(1,024 / 32)
        QCOMPARE(n[std::size_t(FailureSource::Optics)], 3072.0); // 2 · 1,024 + 2 · 1,024 / 2
        QCOMPARE(n[std::size_t(FailureSource::Host)], 128.0);
        QCOMPARE(n[std::size_t(FailureSource::Software)], 1.0);
    }

    // λ per hour: GPUs 1,024/50,000 = 0.02048, NICs 1,024/100,000 = 0.01024, switches
    // 48/200,000 = 0.00024, optics 3,072/1,000,000 = 0.003072, hosts 128/10,000 = 0.0128,
    // software 1/500 = 0.002; sum 0.048832 → M = 20.4784 h; hardware share 1 − 0.002/0.048832.
    void failureRatesBySource()
    {
        Scenario s;
        s.cluster.gpus = 1024;
        s.fabric.oversubscription = 2.0;
        Reliability &r = s.reliability;
        r.gpuMtbfSeconds = 5e4 * 3600.0;
        r.nicMtbfSeconds = 1e5 * 3600.0;
        r.switchMtbfSeconds = 2e5 * 3600.0;
        r.opticsMtbfSeconds = 1e6 * 3600.0;
        r.nodeMtbfSeconds = 1e4 * 3600.0;
        r.softwareMtbfSeconds = 500.0 * 3600.0;
        const auto rate = failureRates(s);
        const double perHour[] = {0.02048, 0.01024, 0.00024, 0.003072, 0.0128, 0.002};
        for (std::size_t i = 0; i < kFailureSources; ++i)
            QVERIFY2(qAbs(rate[i] * 3600.0 - perHour[i]) < 1e-12, qPrintable(QString::number(i)));
        QVERIFY(qAbs(jobMtbfSeconds(s) / 3600.0 - 20.47837) < 1e-5);
        QVERIFY(qAbs(hardwareShare(s) - (1.0 - 0.002 / 0.048832)) < 1e-12);
        // A measured job MTBF overrides every component: no rates by source, all hardware.
        r.jobMtbfSeconds = 7200.0;
        QCOMPARE(jobMtbfSeconds(s), 7200.0);
        for (double x : failureRates(s))
            QCOMPARE(x, 0.0);
        QCOMPARE(hardwareShare(s), 1.0);
    }

    // Llama 3 405B (Meta, 2024): 419 unexpected interruptions in 54 days on 16,384 H100s, or
    // 54 · 24 · 16,384 / 419 = 50,677 GPU-hours between interruptions per GPU (466 with the
    // planned ones: 45,566 h). Per-GPU MTBF 50,677 h on 16,384 GPUs gives a job MTBF of
    // 3.093 h and 419 failures over 54 days.
    void llama3InterruptionRate()
    {
        Scenario s;
        s.cluster.gpus = 16384;
        s.reliability.gpuMtbfSeconds = 54.0 * 24.0 * 16384.0 / 419.0 * 3600.0;
        QVERIFY(qAbs(s.reliability.gpuMtbfSeconds / 3600.0 - 50677.0) < 0.5);
        const double m = jobMtbfSeconds(s);
        QVERIFY(qAbs(m / 3600.0 - 3.0931) < 1e-4);
        QVERIFY(qAbs(54.0 * 86400.0 / m - 419.0) < 1e-9);
        s.reliability.gpuMtbfSeconds = 54.0 * 24.0 * 16384.0 / 466.0 * 3600.0;
        QVERIFY(qAbs(jobMtbfSeconds(s) / 3600.0 - 2.7811) < 1e-4);
    }

    // The storage uplinks shared max-min fairly: a flush asking 200 next to reads of 30 on
    // 100 gets 70; next to reads of 80 it keeps half, 50; a small demand gets all it asks.
    void uplinkShareMaxMinFair()
    {
        QCOMPARE(uplinkShare(200.0, 0.0, 100.0), 100.0);
        QCOMPARE(uplinkShare(200.0, 30.0, 100.0), 70.0);
        QCOMPARE(uplinkShare(200.0, 80.0, 100.0), 50.0);
        QCOMPARE(uplinkShare(20.0, 80.0, 100.0), 20.0);
        QCOMPARE(uplinkShare(200.0, 30.0, 0.0), 200.0); // 0: no limit
    }

    void dalyWallTimeWithoutFailuresIsCheckpointOverheadOnly()
    {
        // M → ∞: T_wall → T·(τ + δ)/τ.
        const double wall = dalyWallTime(1000.0, 100.0, 5.0, 60.0, 1e15);
        QVERIFY(qAbs(wall - 1050.0) < 1e-6);
    }
};

QTEST_APPLESS_MAIN(TestReliability)
#include "tst_reliability.moc"
