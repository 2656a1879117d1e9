// Fitting α and the bandwidth of a collective to measured (size, time) pairs, regime by
// regime; combining several collectives of one cluster into one fabric.

#include "core/calibration/collectivefit.h"
#include "core/calibration/fabricfit.h"
#include "core/physics/collectivechoice.h"

#include <algorithm>
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
        std::vector<FitPoint> points(samples.size(), FitPoint{FitRegime::Outlier, {}, 0, 0, 1.0});
        const CollectiveFit fit = fitCollective(samples, points);
        QVERIFY(fit.ok);
        QVERIFY(fit.alphaDetermined);
        QVERIFY(qAbs(fit.alphaSeconds - 20e-6) < 1e-10);
        QVERIFY(qAbs(fit.algBandwidth / 100e9 - 1.0) < 1e-9);
        QVERIFY(fit.maxRelativeError < 1e-9);
        for (const FitPoint &p : points)
            QVERIFY(qAbs(p.relativeError) < 1e-9);
    }

    void relativeWeightingKeepsSmallMessages()
    {
        // 5 % noise, alternating sign: every point is fitted within its noise, the
        // microsecond-sized ones included (unweighted least squares would ignore them).
        std::vector<CollectiveSample> samples;
        int sign = 1;
        for (double bytes = 1024; bytes <= 1.1e9; bytes *= 8, sign = -sign)
            samples.push_back({bytes, (10e-6 + bytes / 50e9) * (1.0 + 0.05 * sign)});
        std::vector<FitPoint> points(samples.size());
        const CollectiveFit fit = fitCollective(samples, points);
        QVERIFY(fit.ok);
        // Every point within the ±5 % of its noise either way, none left out.
        QCOMPARE(fit.outliers, std::size_t{0});
        QVERIFY(fit.maxRelativeError < 0.1);
        QVERIFY(qAbs(fit.alphaSeconds / 10e-6 - 1.0) < 0.1);
    }

    void oneSizeLeavesAlphaUndetermined()
    {
        const std::vector<CollectiveSample> samples = {{4e9, 0.04}, {4e9, 0.042}};
        const CollectiveFit fit = fitCollective(samples);
        QVERIFY(fit.ok);
        QVERIFY(!fit.alphaDetermined);
        QVERIFY(fit.bandwidthAssumed); // 40 ms ≥ 1 ms: bandwidth-bound whatever α is
        QCOMPARE(fit.alphaSeconds, 0.0);
        // Least squares in relative terms through zero: k = Σ(S/t) / Σ(S/t)².
        const double k = (4e9 / 0.04 + 4e9 / 0.042) / ((4e9 / 0.04) * (4e9 / 0.04) + (4e9 / 0.042) * (4e9 / 0.042));
        QVERIFY(qAbs(fit.algBandwidth - 1.0 / k) < 1.0);
    }

    void smallMessagesOnlyDetermineAlphaAlone()
    {
        // 4 B … 4 KiB at 47 µs ± 2 %: α is 47 µs, and the bandwidth is not determined (the
        // old straight line gave α = 0 and 0.03 GB/s).
        std::vector<CollectiveSample> samples;
        int k = 0;
        for (double bytes = 4; bytes <= 4096; bytes *= 2, ++k)
            samples.push_back({bytes, 47e-6 * (1.0 + 0.02 * (k % 3 - 1))});
        std::vector<FitPoint> points(samples.size());
        const CollectiveFit fit = fitCollective(samples, points);
        QVERIFY(fit.ok);
        QVERIFY(fit.alphaDetermined);
        QVERIFY2(qAbs(fit.alphaSeconds / 47e-6 - 1.0) < 0.01, qPrintable(QString::number(fit.alphaSeconds)));
        QVERIFY(!fit.bandwidthDetermined);
        QCOMPARE(fit.bandwidthWhy, Undetermined::NoPlateau);
        QCOMPARE(fit.algBandwidth, 0.0);
        QCOMPARE(fit.latencyPoints, samples.size());
        for (const FitPoint &p : points)
            QCOMPARE(p.fittedSeconds, fit.alphaSeconds);
    }

    void transitionsDoNotPullTheFit()
    {
        // NCCL's protocols, the fastest winning: LL (28 µs, 12 GB/s), LL128 (41 µs,
        // 60 GB/s), Simple (62 µs, 134.3 GB/s). α is LL's, the bandwidth Simple's; a single
        // straight line through every point gives neither.
        std::vector<CollectiveSample> samples;
        for (double bytes = 8; bytes <= 8.6e9; bytes *= 2)
            samples.push_back({bytes, std::min({28e-6 + bytes / 12e9, 41e-6 + bytes / 60e9, 62e-6 + bytes / 134.3e9})});
        std::vector<FitPoint> points(samples.size());
        const CollectiveFit fit = fitCollective(samples, points);
        QVERIFY(fit.alphaDetermined && fit.bandwidthDetermined);
        QVERIFY2(qAbs(fit.alphaSeconds / 28e-6 - 1.0) < 0.05, qPrintable(QString::number(fit.alphaSeconds)));
        QVERIFY2(qAbs(fit.algBandwidth / 134.3e9 - 1.0) < 0.01, qPrintable(QString::number(fit.algBandwidth)));
        QVERIFY(fit.transitionPoints > 0);
        QCOMPARE(points.front().regime, FitRegime::Latency);
        QCOMPARE(points.back().regime, FitRegime::Bandwidth);
        QCOMPARE(fit.outliers, std::size_t{0});
        // The plateau lands within 3 % (Simple's own α, 62 µs, is not LL's 28), the small
        // messages within 20 % (LL's slope, 12 GB/s, is not the plateau's: one α–β line
        // cannot follow both).
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (points[i].regime == FitRegime::Bandwidth)
                QVERIFY(qAbs(points[i].relativeError) < 0.03);
            if (points[i].regime == FitRegime::Latency)
                QVERIFY(qAbs(points[i].relativeError) < 0.2);
        }
    }

    void largeMessagesOnlyLeaveAlphaUndetermined()
    {
        // 512 MiB … 8 GiB (the GB200 NVL72 log's sizes): no small messages, so α is not
        // the log's; the bandwidth is the plateau's (4 and 8 GiB within 5 %).
        const std::vector<CollectiveSample> samples = {{536870912, 1806.7e-6},
                                                       {1073741824, 3108.8e-6},
                                                       {2147483648, 5589.1e-6},
                                                       {4294967296, 10094e-6},
                                                       {8589934592, 20299e-6}};
        std::vector<FitPoint> points(samples.size());
        const CollectiveFit fit = fitCollective(samples, points);
        QVERIFY(fit.ok);
        QVERIFY(!fit.alphaDetermined);
        QCOMPARE(fit.alphaWhy, Undetermined::NoSmallMessages);
        QVERIFY(fit.bandwidthDetermined);
        QCOMPARE(fit.bandwidthPoints, std::size_t{2});
        // Through zero over the two plateau points, in relative error: k = Σ(S/t) / Σ(S/t)².
        const double x1 = 4294967296 / 10094e-6;
        const double x2 = 8589934592 / 20299e-6;
        QVERIFY(qAbs(fit.algBandwidth / ((x1 * x1 + x2 * x2) / (x1 + x2)) - 1.0) < 1e-12);
        QCOMPARE(points[0].regime, FitRegime::Transition);
        QCOMPARE(points[4].regime, FitRegime::Bandwidth);
    }

    void outliersAreLeftOutWithTheirReason()
    {
        std::vector<CollectiveSample> samples;
        for (double bytes = 8; bytes <= 1.1e9; bytes *= 2)
            samples.push_back({bytes, 20e-6 + bytes / 100e9});
        samples.push_back({0, 5e-6});                    // a zero-byte call
        samples.push_back({64, 90e-6});                  // a spike among the small messages
        samples.push_back({64, 20e-6 + 64 / 100e9});     // … with two normal measurements of its size
        samples.push_back({536870912, 2.0 * 5.3887e-3}); // half the bandwidth at 512 MiB, thrice measured
        samples.push_back({536870912, 20e-6 + 536870912 / 100e9});
        std::vector<FitPoint> points(samples.size());
        const CollectiveFit fit = fitCollective(samples, points);
        const std::size_t n = samples.size();
        QCOMPARE(points[n - 5].reason, OutlierReason::ZeroBytes);
        QCOMPARE(points[n - 4].reason, OutlierReason::SameSizeSpread);
        QVERIFY(qAbs(points[n - 4].reference - (20e-6 + 64 / 100e9)) < 1e-12); // the median of its size
        QCOMPARE(points[n - 2].reason, OutlierReason::SameSizeSpread);
        QCOMPARE(fit.outliers, std::size_t{3});
        // What is left fits exactly.
        QVERIFY(qAbs(fit.alphaSeconds / 20e-6 - 1.0) < 1e-9);
        QVERIFY(qAbs(fit.algBandwidth / 100e9 - 1.0) < 1e-9);

        // A size whose bandwidth dips below the plateau past where it starts, measured once.
        std::vector<CollectiveSample> dip;
        for (double bytes = 8; bytes <= 8.6e9; bytes *= 2)
            dip.push_back({bytes, (20e-6 + bytes / 100e9) * (bytes == 2147483648.0 ? 1.3 : 1.0)});
        std::vector<FitPoint> dipPoints(dip.size());
        const CollectiveFit dipFit = fitCollective(dip, dipPoints);
        QCOMPARE(dipPoints[28].reason, OutlierReason::BelowPlateau); // 2^31 B
        QVERIFY(qAbs(dipFit.algBandwidth / 100e9 - 1.0) < 1e-9);
        // Among the small messages, a single size well above their floor.
        std::vector<CollectiveSample> spike;
        for (double bytes = 8; bytes <= 8.6e9; bytes *= 2)
            spike.push_back({bytes, (20e-6 + bytes / 100e9) * (bytes == 256.0 ? 2.0 : 1.0)});
        std::vector<FitPoint> spikePoints(spike.size());
        const CollectiveFit spikeFit = fitCollective(spike, spikePoints);
        QCOMPARE(spikePoints[5].reason, OutlierReason::AboveLatency);
        QVERIFY(qAbs(spikePoints[5].reference - (20e-6 + 8 / 100e9)) < 1e-12); // the floor, at 8 B
        QVERIFY(qAbs(spikeFit.alphaSeconds / 20e-6 - 1.0) < 1e-9);
    }

    void severalCollectivesMakeOneFabric()
    {
        // All-reduce on 8 ranks: α 28 µs over 2·7 steps = 2 µs a step, busbw 235 GB/s on 10
        // plateau points; all-gather on 8: α 21 µs over 7 steps = 3 µs, 225 GB/s on 30.
        // Together: the median step, 2.5 µs (17.5 µs for 7 steps), and
        // (235·10 + 225·30) / 40 = 227.5 GB/s.
        const MeasuredCollective allReduce{8, true, false, 28e-6, 235e9, true, true, 10};
        const MeasuredCollective allGather{8, false, false, 21e-6, 225e9, true, true, 30};
        const MeasuredCollective smallOnly{8, true, false, 30e-6, 0, true, false, 0};
        const std::vector<MeasuredCollective> logs{allReduce, allGather};
        const MeasuredCollective c = combineCollectives(logs);
        QVERIFY(c.alphaDetermined && c.bandwidthDetermined);
        QCOMPARE(c.ranks, 8);
        QVERIFY(qAbs(alphaPerStep(c) - 2.5e-6) < 1e-15);
        QVERIFY(qAbs(c.busBandwidth - 227.5e9) < 1.0);
        // A log that determines no bandwidth adds its α only: steps 2, 3 and 30/14 µs.
        const std::vector<MeasuredCollective> three{allReduce, allGather, smallOnly};
        const MeasuredCollective d = combineCollectives(three);
        QVERIFY(qAbs(alphaPerStep(d) - 30e-6 / 14) < 1e-15);
        QVERIFY(qAbs(d.busBandwidth - 227.5e9) < 1.0);
        QVERIFY(!combineCollectives({}).alphaDetermined);
        // An all-to-all (39 GB/s on 20 points) measures the bisection, not the rings: with the
        // two above it adds its α (60 µs over 7 steps) but not its bandwidth; alone, or with
        // another all-to-all (45 GB/s on 10), it sets the bandwidth and is inverted as one.
        MeasuredCollective allToAll{8, false, false, 60e-6, 39e9, true, true, 20, 0};
        allToAll.allToAll = true;
        const std::vector<MeasuredCollective> mixed{allReduce, allGather, allToAll};
        const MeasuredCollective e = combineCollectives(mixed);
        QVERIFY(qAbs(e.busBandwidth - 227.5e9) < 1.0);
        QCOMPARE(e.weight, 40.0);
        QVERIFY(!e.allToAll);
        QVERIFY(qAbs(alphaPerStep(e) - 3e-6) < 1e-15); // median of 2, 3 and 60/7 µs
        MeasuredCollective other = allToAll;
        other.busBandwidth = 45e9;
        other.weight = 10;
        const std::vector<MeasuredCollective> twoAllToAlls{allToAll, other};
        const MeasuredCollective f = combineCollectives(twoAllToAlls);
        QVERIFY(f.allToAll);
        QVERIFY(qAbs(f.busBandwidth - (39e9 * 20 + 45e9 * 10) / 30) < 1.0);
    }

    // The inverse fabric model inverts the forward one. Two hosts of eight H100 with one
    // 400 Gb/s NIC per GPU measure an all-reduce bus bandwidth of 235 GB/s, 4.7× a NIC's
    // line rate: on two hosts the rings cross the NICs with a fraction of the data. The fit
    // finds the protocol efficiency at which the forward model gives 235 GB/s (not "1,
    // capped"); one GPU per host is a ring over the NICs alone, 40 GB/s of 50: 0.8.
    void inverseFabricModelReproducesTheMeasuredBusBandwidth()
    {
        Scenario plan;
        plan.cluster.gpusPerNode = 8;
        plan.gpu.nvlinkDomain = 8;
        plan.gpu.nvlinkBandwidth = 450e9;
        plan.fabric.nicBandwidth = 50e9;
        const auto modelBusBandwidth = [](Scenario s, int ranks, int nodes) {
            s.cluster.gpusPerNode = ranks / nodes;
            s.gpu.nvlinkDomain = std::min(s.gpu.nvlinkDomain, s.cluster.gpusPerNode);
            s.cluster.gpus = ranks;
            const GroupPlacement g = placeGroup(s, ranks, 1);
            const double gib = 1024.0 * 1024.0 * 1024.0;
            const double perByte = (allReduce(s, g, 2.0 * gib).seconds - allReduce(s, g, gib).seconds) / gib;
            return 2.0 * (ranks - 1.0) / ranks / perByte;
        };
        Scenario twoHosts = plan;
        const MeasuredCollective twoHostLog{16, true, false, 0.0, 235e9, false, true, 10, 2};
        const FabricFitResult fit = applyCollectiveFit(twoHosts, twoHostLog);
        QVERIFY(!fit.nvlink);
        QVERIFY(fit.efficiencyChanged);
        QVERIFY(!fit.capped);
        QVERIFY(twoHosts.fabric.protocolEfficiency > 0.5 && twoHosts.fabric.protocolEfficiency < 1.0);
        QVERIFY(qAbs(modelBusBandwidth(twoHosts, 16, 2) / 235e9 - 1.0) < 1e-6);
        Scenario flat = plan;
        const MeasuredCollective flatLog{16, true, false, 0.0, 40e9, false, true, 10, 16};
        QVERIFY(!applyCollectiveFit(flat, flatLog).capped);
        QVERIFY(qAbs(flat.fabric.protocolEfficiency - 0.8) < 1e-9);
        // More than the forward model can give even at line rate: capped at 1, and said so.
        Scenario fast = plan;
        const MeasuredCollective tooFast{16, true, false, 0.0, 60e9, false, true, 10, 16};
        QVERIFY(applyCollectiveFit(fast, tooFast).capped);
        QCOMPARE(fast.fabric.protocolEfficiency, 1.0);
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
