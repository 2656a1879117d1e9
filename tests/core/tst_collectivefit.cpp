// Fitting α and the bandwidth of a collective to measured (size, time) pairs.

#include "core/calibration/collectivefit.h"

#include <vector>

#include <QTest>

using namespace jct;

class TestCollectiveFit final : public QObject
{
    Q_OBJECT

private slots:
    void recoversAlphaAndBandwidth()
    {
        // t = 20 µs + S / 100 GB/s at 8 KB … 8 GB: an exact line.
        std::vector<CollectiveSample> samples;
        for (double bytes = 8192; bytes <= 8.6e9; bytes *= 4)
            samples.push_back({bytes, 20e-6 + bytes / 100e9});
        std::vector<double> errors(samples.size(), 1.0);
        const CollectiveFit fit = fitCollective(samples, errors);
        QVERIFY(fit.ok);
        QVERIFY(fit.alphaDetermined);
        QVERIFY(qAbs(fit.alphaSeconds - 20e-6) < 1e-10);
        QVERIFY(qAbs(fit.algBandwidth / 100e9 - 1.0) < 1e-9);
        QVERIFY(fit.maxRelativeError < 1e-9);
        for (double e : errors)
            QVERIFY(qAbs(e) < 1e-9);
    }

    void relativeWeightingKeepsSmallMessages()
    {
        // 5 % noise, alternating sign: every point is fitted within about 5 %, the
        // microsecond-sized ones included (unweighted least squares would ignore them).
        std::vector<CollectiveSample> samples;
        int sign = 1;
        for (double bytes = 1024; bytes <= 1.1e9; bytes *= 8, sign = -sign)
            samples.push_back({bytes, (10e-6 + bytes / 50e9) * (1.0 + 0.05 * sign)});
        const CollectiveFit fit = fitCollective(samples);
        QVERIFY(fit.ok);
        QVERIFY(fit.maxRelativeError < 0.06);
        QVERIFY(qAbs(fit.alphaSeconds / 10e-6 - 1.0) < 0.1);
    }

    void oneSizeLeavesAlphaUndetermined()
    {
        const std::vector<CollectiveSample> samples = {{4e9, 0.04}, {4e9, 0.042}};
        const CollectiveFit fit = fitCollective(samples);
        QVERIFY(fit.ok);
        QVERIFY(!fit.alphaDetermined);
        QCOMPARE(fit.alphaSeconds, 0.0);
        // Least squares in relative terms through zero: k = Σ(S/t) / Σ(S/t)².
        const double k = (4e9 / 0.04 + 4e9 / 0.042) / ((4e9 / 0.04) * (4e9 / 0.04) + (4e9 / 0.042) * (4e9 / 0.042));
        QVERIFY(qAbs(fit.algBandwidth - 1.0 / k) < 1.0);
    }

    void negativeInterceptIsClampedToZero()
    {
        // Times that grow faster than linearly would give α < 0; the fit refuses it.
        const std::vector<CollectiveSample> samples = {{1e6, 1e-5}, {1e9, 3e-2}};
        const CollectiveFit fit = fitCollective(samples);
        QVERIFY(fit.ok);
        QCOMPARE(fit.alphaSeconds, 0.0);
        QVERIFY(fit.algBandwidth > 0.0);
    }

    void refusesImpossibleSamples()
    {
        QVERIFY(!fitCollective(std::vector<CollectiveSample>{}).ok);
        QVERIFY(!fitCollective(std::vector<CollectiveSample>{{1e6, 0.0}}).ok);
        QVERIFY(!fitCollective(std::vector<CollectiveSample>{{0.0, 1.0}}).ok);
    }
};

QTEST_APPLESS_MAIN(TestCollectiveFit)
#include "tst_collectivefit.moc"
