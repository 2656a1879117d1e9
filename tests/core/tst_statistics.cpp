#include "core/physics/statistics.h"

#include <cmath>

#include <QTest>

using namespace jct;

class TestStatistics final : public QObject
{
    Q_OBJECT

private slots:
    void normalQuantileKnownValues()
    {
        QVERIFY(qAbs(normalQuantile(0.5)) < 1e-9);
        QVERIFY(qAbs(normalQuantile(0.975) - 1.959963985) < 1e-8);
        QVERIFY(qAbs(normalQuantile(0.001) + 3.090232306) < 1e-8);
        QVERIFY(qAbs(normalQuantile(0.999999) - 4.753424309) < 1e-7);
    }

    void blomApproximatesExpectedMaximum()
    {
        // Exact E[max of 2 standard normals] = 1/√π = 0.5642; of 10 = 1.5388; of 100 = 2.5076.
        QVERIFY(qAbs(expectedNormalOrderStatistic(2, 0) - 0.5642) < 0.03);
        QVERIFY(qAbs(expectedNormalOrderStatistic(10, 0) - 1.5388) < 0.01);
        QVERIFY(qAbs(expectedNormalOrderStatistic(100, 0) - 2.5076) < 0.01);
        // Backup workers: waiting for the 1,024th fastest of 1,024 + 32 is quicker.
        QVERIFY(expectedNormalOrderStatistic(1024, 32) < expectedNormalOrderStatistic(1024, 0));
    }

    void ballsIntoBins()
    {
        // 128 balls into 32 bins: 4 + √(2·4·ln 32) = 4 + 5.2655 = 9.2655.
        QVERIFY(qAbs(expectedMaxBinLoad(128, 32) - 9.2655) < 1e-3);
        QCOMPARE(expectedMaxBinLoad(5, 1), 5.0);
        // No jump between regimes: 256 flows on 64 uplinks (m = 4n < n ln n) is
        // 4 + √(8 ln 64) = 9.77, not the sparse formula's 106.
        QVERIFY(qAbs(expectedMaxBinLoad(256, 64) - (4.0 + std::sqrt(8.0 * std::log(64.0)))) < 1e-9);
        // Fewer flows than links: between one and a few per link, growing with n.
        const double sparse = expectedMaxBinLoad(16, 64);
        QVERIFY(sparse >= 1.0 && sparse < 4.0);
        // Monotone in the number of flows.
        double previous = 0.0;
        for (double m = 1; m <= 1024; m *= 2) {
            const double v = expectedMaxBinLoad(m, 64);
            QVERIFY(v >= previous);
            previous = v;
        }
    }
};

QTEST_APPLESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
