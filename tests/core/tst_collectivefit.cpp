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

    // The plateau is the largest messages' bandwidth, what a gradient's reduction sees:
    // shapes of real two-node H100 logs (nccl-tests#290), algbw in GB/s at 8 MiB … 8 GiB.
    void plateauIsTheLargestMessages()
    {
        const auto fitAlgbw = [](const std::vector<double> &algbwGBps, std::vector<FitPoint> &points) {
            std::vector<CollectiveSample> samples;
            double bytes = 8388608;
            for (double a : algbwGBps) {
                samples.push_back({bytes, bytes / (a * 1e9)});
                bytes *= 2;
            }
            points.assign(samples.size(), FitPoint{});
            return fitCollective(samples, points);
        };
        // A hump at 128-256 MiB (85, 89 GB/s) above the sustained 80-83 GB/s: the fit takes
        // 1-8 GiB (median 82.5), the hump and the dip after it are transitions, and nothing
        // is left out (the old reference, the second highest, took the hump and dropped
        // 512 MiB and 1 GiB).
        std::vector<FitPoint> hump;
        const CollectiveFit humpFit =
            fitAlgbw({38.96, 63.81, 76.38, 73.07, 85.19, 88.65, 76.88, 79.92, 81.65, 82.53, 82.97}, hump);
        QVERIFY(humpFit.bandwidthDetermined);
        QCOMPARE(humpFit.bandwidthPoints, std::size_t{4});
        // No small messages: the 1-8 GiB points' own line gives the asymptote, just above
        // their 82.97 GB/s (the old fit, through the hump: 84.4).
        QVERIFY2(humpFit.algBandwidth > 82.9e9 && humpFit.algBandwidth < 84.0e9,
                 qPrintable(QString::number(humpFit.algBandwidth)));
        QCOMPARE(hump[5].regime, FitRegime::Transition); // 256 MiB, the hump
        QCOMPARE(hump[6].regime, FitRegime::Transition); // 512 MiB, below the plateau's start
        QCOMPARE(humpFit.outliers, std::size_t{0});
        for (std::size_t i = 7; i < hump.size(); ++i)
            QCOMPARE(hump[i].regime, FitRegime::Bandwidth);
        // NCCL_ALGO=RING falling from 54 GB/s at 64 MiB to 47-48 past 512 MiB: the fit
        // follows the large messages (the old one took 53 GB/s and left out the five largest).
        std::vector<FitPoint> decline;
        const CollectiveFit declineFit =
            fitAlgbw({20.59, 33.87, 50.38, 54.45, 53.27, 50.96, 46.45, 46.85, 47.56, 47.95, 47.95}, decline);
        QVERIFY2(qAbs(declineFit.algBandwidth / 47.5e9 - 1.0) < 0.02,
                 qPrintable(QString::number(declineFit.algBandwidth)));
        QCOMPARE(declineFit.outliers, std::size_t{0});
        QCOMPARE(decline.back().regime, FitRegime::Bandwidth);
        // Linear steps of 512 MiB (an A100 gather_perf, nccl-tests#350): past 6 GiB the
        // bandwidth falls to 22 GB/s with ±4 % noise over sizes less than 2× apart, each over
        // 300 ms, a hundred times the log's smallest time (3 ms at 128 MiB): bandwidth-bound
        // whatever α is, so the plateau is determined; the lone +9 % size is left out.
        std::vector<CollectiveSample> linear{{134217728, 3.0e-3}};
        const double noise[] = {0.99, 1.03, 0.97, 1.01, 1.09, 0.98, 1.02, 0.96, 1.0, 1.04, 0.99, 1.01};
        double size = 6576668672;
        for (double n : noise) {
            linear.push_back({size, size / (22e9 * n)});
            size += 536870912;
        }
        std::vector<FitPoint> linearPoints(linear.size());
        const CollectiveFit linearFit = fitCollective(linear, linearPoints);
        QVERIFY(linearFit.bandwidthDetermined);
        QVERIFY2(qAbs(linearFit.algBandwidth / 22e9 - 1.0) < 0.02, qPrintable(QString::number(linearFit.algBandwidth)));
        QCOMPARE(linearPoints[5].reason, OutlierReason::AbovePlateau); // the +9 % size
        // Still rising at the largest size (each size 1.5× the last's bandwidth): no plateau.
        std::vector<FitPoint> rising;
        const CollectiveFit risingFit = fitAlgbw({4.0, 6.0, 9.0, 13.5, 20.25}, rising);
        QVERIFY(!risingFit.bandwidthDetermined);
        QCOMPARE(risingFit.bandwidthWhy, Undetermined::NoPlateau);
    }

    // α is the floor of the widest flat run of sizes, not of the first: RCCL on MI300X
    // takes 16-24 µs at 8-512 B and 13-17 µs from 1 KiB to 256 KiB.
    void alphaFromTheWidestFlatRun()
    {
        std::vector<CollectiveSample> samples;
        const double small[] = {18.2, 16.5, 16.6, 19.0, 21.5, 23.9, 20.1};
        double bytes = 8;
        for (double us : small) {
            samples.push_back({bytes, us * 1e-6});
            bytes *= 2;
        }
        const double flat[] = {13.3, 13.9, 14.2, 14.6, 15.1, 15.8, 16.4, 16.9, 17.2};
        for (double us : flat) {
            samples.push_back({bytes, us * 1e-6});
            bytes *= 2;
        }
        std::vector<FitPoint> points(samples.size());
        const CollectiveFit fit = fitCollective(samples, points);
        QVERIFY(fit.alphaDetermined);
        QVERIFY2(fit.alphaSeconds > 13e-6 && fit.alphaSeconds < 17.5e-6, qPrintable(QString::number(fit.alphaSeconds)));
        QCOMPARE(points[0].regime, FitRegime::Outlier); // 8 B at 18.2 µs, above the 13.3 µs floor's band
        QCOMPARE(points[0].reason, OutlierReason::AboveLatency);
        QCOMPARE(points[7].regime, FitRegime::Latency); // 1 KiB
        QCOMPARE(points.back().regime, FitRegime::Latency);
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
        // Eight ranks within one NVLink domain's size calibrate NVLink on one host, but
        // not where the log cannot say how many hosts ran them (nodes 0): that stays the
        // fabric's (it took them for one host and set NVLink from a multi-host paste).
        Scenario oneHost = plan;
        const MeasuredCollective oneHostLog{8, true, false, 0.0, 360e9, false, true, 10, 1};
        QVERIFY(applyCollectiveFit(oneHost, oneHostLog).nvlink);
        QVERIFY(qAbs(oneHost.gpu.nvlinkEfficiency - 0.8) < 1e-9); // 360 of 450 GB/s
        Scenario unknownHosts = plan;
        const MeasuredCollective unknownHostsLog{8, true, false, 0.0, 40e9, false, true, 10, 0};
        QVERIFY(!applyCollectiveFit(unknownHosts, unknownHostsLog).nvlink);
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
