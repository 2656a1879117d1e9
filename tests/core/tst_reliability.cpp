// Checkpoint interval and expected wall time (MODEL.md section 8): Young, Daly, and the
// seed checks.

#include "core/physics/reliability.h"

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

    void dalyWallTimeWithoutFailuresIsCheckpointOverheadOnly()
    {
        // M → ∞: T_wall → T·(τ + δ)/τ.
        const double wall = dalyWallTime(1000.0, 100.0, 5.0, 60.0, 1e15);
        QVERIFY(qAbs(wall - 1050.0) < 1e-6);
    }
};

QTEST_APPLESS_MAIN(TestReliability)
#include "tst_reliability.moc"
