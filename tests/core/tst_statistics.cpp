#include "core/physics/statistics.h"

#include <cmath>
#include <tuple>

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

    void slowestOfNQuantiles()
    {
        // The slowest of n ranks is below x with probability Φ(x)^n, so its q-quantile is
        // Φ⁻¹(q^(1/n)): n = 1,024, median Φ⁻¹(0.5^(1/1024)) = Φ⁻¹(0.999323) = 3.20442, p99
        // Φ⁻¹(0.99^(1/1024)) = Φ⁻¹(0.999990185) = 4.26906; n = 8: 1.38520 and 3.02201.
        QVERIFY(qAbs(normalOrderStatisticQuantile(0.5, 1024, 0) - 3.20442) < 1e-4);
        QVERIFY(qAbs(normalOrderStatisticQuantile(0.99, 1024, 0) - 4.26906) < 1e-4);
        QVERIFY(qAbs(normalOrderStatisticQuantile(0.5, 8, 0) - 1.38520) < 1e-4);
        QVERIFY(qAbs(normalOrderStatisticQuantile(0.99, 8, 0) - 3.02201) < 1e-4);
        // One backup worker: the 8th fastest of 9 is below x when at least 8 of 9 are,
        // 9u⁸(1 − u) + u⁹ = ½ at u = Φ(x): x = 0.91682 (bisection by hand, in Python).
        QVERIFY(qAbs(normalOrderStatisticQuantile(0.5, 8, 1) - 0.91682) < 1e-4);
        QVERIFY(qAbs(normalOrderStatisticCdf(0.91682, 8, 1) - 0.5) < 1e-4);
        QVERIFY(qAbs(normalOrderStatisticCdf(3.20442, 1024, 0) - 0.5) < 1e-4);
        QVERIFY(qAbs(normalCdf(1.959963985) - 0.975) < 1e-9);
        // With many backup workers the CDF is the incomplete beta I_Φ(x)(n, k + 1); it must
        // equal the binomial sum Σ_{j=n}^{n+k} C(n+k, j) u^j (1−u)^(n+k−j) it replaced.
        for (const auto &[n, k, x] : {std::tuple{1000, 50, 1.2}, std::tuple{1000, 50, 1.6}, std::tuple{64, 4, 0.3},
                                      std::tuple{4096, 512, 0.9}, std::tuple{8, 1, -0.5}}) {
            const double u = normalCdf(x);
            double sum = 0.0;
            for (int j = n; j <= n + k; ++j)
                sum += std::exp(std::lgamma(n + k + 1.0) - std::lgamma(j + 1.0) - std::lgamma(n + k - j + 1.0)
                                + j * std::log(u) + (n + k - j) * std::log1p(-u));
            QVERIFY2(qAbs(normalOrderStatisticCdf(x, n, k) - sum) < 1e-12,
                     qPrintable(QStringLiteral("n %1 k %2 x %3: %4 against %5")
                                    .arg(n)
                                    .arg(k)
                                    .arg(x)
                                    .arg(normalOrderStatisticCdf(x, n, k))
                                    .arg(sum)));
        }
        // The far tail of the slowest of 24,576 ranks stays finite: 1 − (1 − 10⁻¹²)^(1/n)
        // = 4.07·10⁻¹⁷, Φ⁻¹ of its complement 8.33 (q^(1/n) itself rounds to 1, whose
        // quantile is infinite: the step's p50 and p99 came out "not finite").
        QVERIFY(qAbs(normalOrderStatisticQuantile(1.0 - 1e-12, 24576, 0) - 8.329) < 0.01);
        // Poisson: P(K = 3 | λ = 2) = e⁻² · 2³ / 3! = 0.180447.
        QVERIFY(qAbs(poissonPmf(2.0, 3) - 0.180447) < 1e-6);
        QCOMPARE(poissonPmf(0.0, 0), 1.0);
        QCOMPARE(poissonPmf(0.0, 1), 0.0);
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
