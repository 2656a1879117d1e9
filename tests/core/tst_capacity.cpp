// Capacity questions (core/capacity.h) on the default plan (GPT-3 175B, tp 8 · pp 8,
// global batch 1,536 → dp 1 … 1,536 in steps of 64 GPUs): the fewest GPUs for a deadline
// is the first count that makes it, the cheapest count per token is no dearer than its
// neighbours, and the deadline check is evaluate() itself.

#include "app/format/scenariojson.h"
#include "app/present/capacitytext.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/capacity.h"
#include "core/studies/planfix.h"
#include "core/studies/syncwall.h"

#include <cmath>
#include <functional>
#include <vector>

#include <QTest>

using namespace jct;

class TestCapacity final : public QObject
{
    Q_OBJECT

private:
    Scenario m_plan = format::defaultScenario().scenario;

private slots:
    void defaultPlanIsTheAssumedLayout()
    {
        QCOMPARE(m_plan.parallelism.tp * m_plan.parallelism.pp * m_plan.parallelism.cp, 64);
        QCOMPARE(m_plan.cluster.gpus, 1024);
        QCOMPARE(maxDataParallel(m_plan), 1536);
    }

    void jobTimeIncludesCheckpointsAndFailures()
    {
        const Result r = evaluate(m_plan);
        QVERIFY(r.checkpoint.overheadSeconds > 0.0);
        QVERIFY(r.failures.overheadSeconds > 0.0);
        // predicted = startup + S × step + checkpoint overhead + failure overhead
        const double startup =
            r.predictedSeconds - r.trainSeconds - r.checkpoint.overheadSeconds - r.failures.overheadSeconds;
        QVERIFY(std::fabs(startup - m_plan.training.startupSeconds) < 1e-6 * r.predictedSeconds);
        // and the capacity search reports exactly that figure for the plan's own count
        const Result same = evaluateAtDataParallel(m_plan, 16);
        QCOMPARE(same.predictedSeconds, r.predictedSeconds);
    }

    void fewestGpusIsTheFirstCountThatMakesIt_data()
    {
        QTest::addColumn<double>("deadlineDays");
        QTest::newRow("10 days") << 10.0;
        QTest::newRow("30 days") << 30.0;
        QTest::newRow("100 days") << 100.0;
        QTest::newRow("2.5 days") << 2.5;
        QTest::newRow("2 days") << 2.0;
    }

    void fewestGpusIsTheFirstCountThatMakesIt()
    {
        QFETCH(double, deadlineDays);
        const double deadline = deadlineDays * units::kDay;
        const DeadlineAnswer a = fewestGpusForDeadline(m_plan, deadline);
        QVERIFY(a.reachable);
        QCOMPARE(a.fewest.gpus, 64 * a.fewest.dp);
        const Result at = evaluateAtDataParallel(m_plan, a.fewest.dp);
        QVERIFY(at.fits());
        QVERIFY(at.predictedSeconds <= deadline);
        QCOMPARE(a.fewest.predictedSeconds, at.predictedSeconds);
        // The next smaller valid count misses it (or does not fit).
        if (a.fewest.dp > 1) {
            const Result below = evaluateAtDataParallel(m_plan, a.fewest.dp - 1);
            QVERIFY(!below.fits() || below.predictedSeconds > deadline);
        }
        QVERIFY(a.fastest.predictedSeconds <= a.fewest.predictedSeconds);
        // The fewest with an even batch split: dp divides 1,536, meets the deadline, and
        // no smaller divisor of 1,536 does.
        QVERIFY(a.fewestEven.valid());
        QCOMPARE(1536 % a.fewestEven.dp, 0);
        QVERIFY(a.fewestEven.evenBatch);
        QVERIFY(a.fewestEven.dp >= a.fewest.dp);
        QVERIFY(a.fewestEven.predictedSeconds <= deadline);
        QCOMPARE(a.fewest.evenBatch, 1536 % a.fewest.dp == 0);
        if (a.fewest.evenBatch)
            QCOMPARE(a.fewestEven.dp, a.fewest.dp);
        for (int dp = 1; dp < a.fewestEven.dp; ++dp) {
            if (1536 % dp != 0)
                continue;
            const Result r = evaluateAtDataParallel(m_plan, dp);
            QVERIFY(!r.fits() || r.predictedSeconds > deadline);
        }
    }

    void deadlineAtThePlansOwnJobTimeNeedsItsOwnCount()
    {
        // 1,024 GPUs (dp 16) finish in exactly their predicted time; dp 15 runs
        // ceil(1536/15) = 103 micro-batches instead of 96 per pipeline and is slower.
        const double own = evaluate(m_plan).predictedSeconds;
        const DeadlineAnswer a = fewestGpusForDeadline(m_plan, own);
        QVERIFY(a.reachable);
        QCOMPARE(a.fewest.gpus, 1024);
        QCOMPARE(a.fewest.dp, 16);
    }

    void unreachableDeadlineSaysSo()
    {
        const double deadline = 0.5 * units::kDay;
        const DeadlineAnswer a = fewestGpusForDeadline(m_plan, deadline);
        QVERIFY(!a.reachable);
        QVERIFY(!a.fewest.valid());
        QVERIFY(a.fastest.valid());
        QVERIFY(a.fastest.predictedSeconds > deadline);
        const present::CapacityAnswers text = present::answerCapacity(m_plan, deadline);
        QVERIFY2(text.fewestText.startsWith(QStringLiteral("Not reachable")), qPrintable(text.fewestText));
        QVERIFY(text.fewestText.contains(QStringLiteral("0.50 days")));
        QVERIFY(text.fewestText.contains(QStringLiteral(" GPUs")));
    }

    void cheapestPerTokenIsNoDearerThanItsNeighbours()
    {
        const CapacityPoint c = cheapestPerToken(m_plan);
        QVERIFY(c.valid());
        QCOMPARE(c.gpus, 64 * c.dp);
        const Result at = evaluateAtDataParallel(m_plan, c.dp);
        QCOMPARE(c.usdPerMillionTokens, at.cost.perMillionTokensUsd);
        for (int dp : {c.dp - 1, c.dp + 1, 16, 1536}) {
            if (dp < 1 || dp > maxDataParallel(m_plan))
                continue;
            const Result r = evaluateAtDataParallel(m_plan, dp);
            if (r.fits())
                QVERIFY2(c.usdPerMillionTokens <= r.cost.perMillionTokensUsd, qPrintable(QString::number(dp)));
        }
        // Per million tokens = total / tokens × 10⁶.
        QVERIFY(std::fabs(c.usdPerMillionTokens - c.totalUsd / m_plan.training.tokens * 1e6)
                < 1e-9 * c.usdPerMillionTokens);
    }

    void slaCheckAgreesWithEvaluate()
    {
        const Result r = evaluate(m_plan);
        const double hourlyCluster = 1024 * m_plan.cost.gpuHourUsd;
        for (double marginDays : {1.0, -1.0}) {
            const SlaAnswer a = checkSla(m_plan, r.predictedSeconds + marginDays * units::kDay);
            QVERIFY(a.runs);
            QCOMPARE(a.meets, marginDays > 0.0);
            QCOMPARE(a.predictedSeconds, r.predictedSeconds);
            QVERIFY(std::fabs(a.marginSeconds - marginDays * units::kDay) < 1e-6);
            // One day of 1,024 GPUs at the plan's price: 24 h × N × $/h.
            QVERIFY(std::fabs(a.marginUsd - marginDays * 24.0 * hourlyCluster) < 1e-6);
        }
        const present::CapacityAnswers text = present::answerCapacity(m_plan, r.predictedSeconds + units::kDay);
        QVERIFY2(text.slaText.contains(QStringLiteral("yes")), qPrintable(text.slaText));
        QVERIFY(text.slaText.contains(QStringLiteral("1.00 days to spare")));
        QVERIFY(text.slaText.contains(QLatin1Char('$')));
        const present::CapacityAnswers late = present::answerCapacity(m_plan, r.predictedSeconds - units::kDay);
        QVERIFY2(late.slaText.contains(QStringLiteral("no, ")) && late.slaText.contains(QStringLiteral("by 1.00 days")),
                 qPrintable(late.slaText));
    }

    void planThatDoesNotFitCannotMeetAnything()
    {
        Scenario s = m_plan;
        s.parallelism.tp = 1;
        s.parallelism.pp = 1;
        s.parallelism.vpp = 1;
        s.training.recompute = Recompute::None;
        s.cluster.gpus = 512; // dp 512: a valid layout, 175 B parameters unsharded
        QCOMPARE(evaluate(s).infeasibility.problem, Problem::DoesNotFitMemory);
        const SlaAnswer a = checkSla(s, 1e9);
        QVERIFY(!a.runs);
        QVERIFY(!a.meets);
    }

    // Issue #16, item 1: global_batch = 2^28, the documented maximum. tp·pp·cp·dp overflowed
    // int in the sync-wall sweep and in capacity (SIGFPE); capacity tried every one of 2^28
    // data-parallel degrees. No count past 2^24 GPUs (the most a plan can state) is tried now,
    // and past 65,536 degrees one per micro-batch plateau.
    // The sweep records the job's make-up at its base count and where scaling ends, as the
    // engine computes it at those counts: part × steps / predicted job time.
    void syncWallRecordsWhatEndsScaling()
    {
        std::vector<SyncWallPoint> points(64);
        const SyncWallSummary w = syncWallSweep(m_plan, points);
        QVERIFY(w.kneeBelowGpus > 0);
        QCOMPARE(w.baseShares.gpus, w.baseGpus);
        QCOMPARE(w.endShares.gpus, w.kneeBelowGpus);
        for (const JobTimeShares *t : {&w.baseShares, &w.endShares}) {
            Scenario at = m_plan;
            at.cluster.gpus = static_cast<int>(t->gpus);
            const Result r = evaluate(at);
            QVERIFY(r.fits());
            const auto parts = r.step.parts();
            double sum = 0.0;
            for (std::size_t i = 0; i < parts.size(); ++i) {
                QVERIFY(qAbs(t->share[i] - parts[i] * static_cast<double>(r.steps) / r.predictedSeconds) <= 1e-12);
                sum += t->share[i];
            }
            const double failures = (r.checkpoint.overheadSeconds + r.failures.overheadSeconds) / r.predictedSeconds;
            QVERIFY(qAbs(t->share[JobTimeShares::kCheckpointsAndFailures] - failures) <= 1e-12);
            // The rest of the job is its serial part, validation and the final checkpoint.
            QVERIFY(sum + failures > 0.9 && sum + failures <= 1.0);
        }
        // GPT-3 175B at fixed batch: fewer micro-batches per rank leave the bubble and the
        // gradient sync less to hide under, so their share grows past the knee.
        const std::size_t bubble = 2;
        QVERIFY(w.endShares.share[bubble] > w.baseShares.share[bubble]);
    }

    // The cheapest single change that makes a plan run (issue 13, item 5): of the plan with
    // one input changed, among those that run, the least total cost. GPT-3 175B over
    // memory: no recompute, no flash attention, no sequence parallelism, b = 8.
    void cheapestFixIsTheCheapestSingleChangeThatRuns()
    {
        QVERIFY(!cheapestPlanFix(m_plan)); // the default plan runs: nothing to fix
        Scenario over = m_plan;
        over.training.recompute = Recompute::None;
        over.training.flashAttention = false;
        over.training.sequenceParallel = false;
        over.training.microBatch = 8;
        QVERIFY(!evaluate(over).fits());
        const std::optional<PlanFix> fix = cheapestPlanFix(over);
        QVERIFY(fix);
        Scenario fixed = over;
        applyPlanFix(fixed, *fix);
        const Result r = evaluate(fixed);
        QVERIFY(r.fits());
        QCOMPARE(r.cost.totalUsd, fix->totalUsd);
        // Every single change tried by hand that runs costs at least as much.
        const std::function<void(Scenario &)> changes[] = {
            [](Scenario &s) { s.training.recompute = Recompute::Selective; },
            [](Scenario &s) { s.training.recompute = Recompute::Full; },
            [](Scenario &s) { s.training.flashAttention = true; },
            [](Scenario &s) { s.training.sequenceParallel = true; },
            [](Scenario &s) { s.training.zeroStage = 3; },
            [](Scenario &s) { s.training.microBatch = 1; },
            [](Scenario &s) { s.training.microBatch = 2; },
            [](Scenario &s) { s.parallelism.pp = 16; },
            [](Scenario &s) { s.cluster.gpus = 2048; },
        };
        int running = 0;
        for (const auto &change : changes) {
            Scenario other = over;
            change(other);
            const Result o = evaluate(other);
            if (!o.fits())
                continue;
            ++running;
            QVERIFY(o.cost.totalUsd >= fix->totalUsd);
        }
        QVERIFY(running >= 2);
    }

    void documentedMaximumGlobalBatch()
    {
        Scenario s = m_plan;
        s.training.globalBatch = 1 << 28;
        QCOMPARE(maxDataParallel(s), 1 << 28);
        QCOMPARE(maxStudiedDataParallel(s), (1 << 24) / 64); // 262,144
        // A degree past it is refused as a layout, not wrapped into a count.
        QCOMPARE(evaluateAtDataParallel(s, 1 << 25).infeasibility.problem, Problem::GpusNotDivisibleByModelParallel);

        // The sync wall is exact over the data-parallel degrees that divide B/b = 2^28 and
        // keep N within 2^24: the 19 powers of two 1 … 2^18.
        std::vector<SyncWallPoint> points(512);
        const SyncWallSummary wall = syncWallSweep(s, points);
        QCOMPARE(wall.points, 19);
        QCOMPARE(wall.counts, std::int64_t{19});
        QCOMPARE(points.front().dp, std::int64_t{1});
        QCOMPARE(points[18].dp, std::int64_t{262144});
        QCOMPARE(points[18].gpus, std::int64_t{1} << 24);
        int bestDp = 0;
        double best = 0.0;
        for (int k = 0; k <= 18; ++k) {
            const SyncWallPoint &p = points[static_cast<std::size_t>(k)];
            QCOMPARE(p.dp, std::int64_t{1} << k);
            QCOMPARE(p.gpus, 64 * p.dp);
            const Result r = evaluateAtDataParallel(s, 1 << k);
            if (r.fits() && (bestDp == 0 || r.predictedSeconds < best))
                best = r.predictedSeconds, bestDp = 1 << k;
        }
        QCOMPARE(wall.wallGpus, std::int64_t{64} * bestDp);
        QCOMPARE(wall.wallSeconds, best);
        // Capacity also tries the uneven splits: its fastest is 246,848 GPUs (dp 3,857),
        // 4.47 h (the final checkpoint's 24.5 s included since issue 14), no slower than the
        // wall over even splits; its neighbours are slower.
        const double fastest = 16108.695382010595;
        QVERIFY(fastest <= wall.wallSeconds);
        QVERIFY(std::fabs(evaluateAtDataParallel(s, 3857).predictedSeconds / fastest - 1.0) < 1e-9);
        QVERIFY(evaluateAtDataParallel(s, 3856).predictedSeconds > fastest);
        QVERIFY(evaluateAtDataParallel(s, 3858).predictedSeconds > fastest);

        // Capacity: one count per micro-batch plateau past 65,536 degrees (≤ 2·√(2^28) =
        // 32,768 in all, not 2^28), of which the first 4,503 run: from dp 4,504 (288,256
        // GPUs) the job MTBF, 624.4 s, is shorter than a restart, 624.5 s, and the job
        // cannot run (it had run on, to dp 82,062, at thousands of times its training
        // time); its fastest is the uneven split above.
        const DeadlineAnswer a = fewestGpusForDeadline(s, 31.0 * units::kDay);
        QCOMPARE(a.countsSearched, 4503);
        const Result past = evaluateAtDataParallel(s, 4504);
        QCOMPARE(past.infeasibility.problem, Problem::JobDoesNotFinish);
        QVERIFY(past.failures.jobMtbfSeconds < past.failures.recoverySeconds);
        QVERIFY(evaluateAtDataParallel(s, 4503).fits());
        QVERIFY(a.reachable);
        QCOMPARE(a.fewest.gpus, 512); // dp 8: 28.18 days
        QVERIFY(std::fabs(a.fewest.predictedSeconds / 2434737.659114344 - 1.0) < 1e-9);
        QVERIFY(evaluateAtDataParallel(s, 7).predictedSeconds > 31.0 * units::kDay);
        QCOMPARE(a.fewestEven.gpus, 512); // dp 8 divides 2^28
        QCOMPARE(a.fastest.gpus, 246848);
        QVERIFY(std::fabs(a.fastest.predictedSeconds / fastest - 1.0) < 1e-9);
        const CapacityPoint cheapest = cheapestPerToken(s);
        QCOMPARE(cheapest.gpus, 64);
        QVERIFY(std::fabs(cheapest.usdPerMillionTokens / 2.9457035351957197 - 1.0) < 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestCapacity)
#include "tst_capacity.moc"
