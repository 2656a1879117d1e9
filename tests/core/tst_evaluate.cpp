// The whole evaluation: the step breakdown adds up, the bubble has its closed form, the
// job and cost figures follow MODEL.md sections 7-9, layout errors name their rule.

#include "app/format/scenariojson.h"
#include "app/present/resultjson.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/collectivechoice.h"
#include "core/physics/compute.h"
#include "core/physics/memory.h"
#include "core/physics/reliability.h"
#include "core/physics/statistics.h"
#include "core/step/evaluate.h"
#include "core/step/jobcost.h"
#include "core/step/stepshape.h"
#include "core/studies/planstudy.h"
#include "core/studies/sensitivity.h"
#include "core/studies/steptail.h"
#include "core/studies/syncwall.h"

#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include <QTest>

using namespace jct;

class TestEvaluate final : public QObject
{
    Q_OBJECT

private:
    Scenario base() const { return format::defaultScenario().scenario; }

private slots:
    void breakdownAddsUpToStepTime()
    {
        const Result r = evaluate(base());
        QVERIFY(r.fits());
        QCOMPARE(r.step.total(), r.stepTime);
        QVERIFY(r.step.compute > 0.0);
        QVERIFY(r.step.tpComm > 0.0);
        QVERIFY(r.step.bubble > 0.0);
        // Idle causes add up to predicted − theoretical.
        QVERIFY(qAbs(r.idle.total() - (r.predictedSeconds - r.theoreticalSeconds)) < 1e-6 * r.predictedSeconds);
    }

    void bubbleFraction()
    {
        // Bubble / (work of the m micro-batches) = (p − 1)/(v·m), every step.
        Scenario s = base();
        s.parallelism.pp = 8;
        s.parallelism.vpp = 3;
        const Result r = evaluate(s);
        const double work = r.step.compute + r.step.recompute + r.step.tpComm + r.step.epComm + r.step.cpComm;
        QCOMPARE(r.microBatches, 96); // 1536 / (1 × 16)
        QVERIFY(qAbs(r.step.bubble / work - 7.0 / (3.0 * 96)) < 1e-12);
    }

    void idleMinuteCostSeed()
    {
        // 1,024 GPUs at $30/h: $512 per idle minute, $8.53 per second.
        Scenario s = base();
        s.cluster.gpus = 1024;
        s.cost.gpuHourUsd = 30.0;
        const Result r = evaluate(s);
        QCOMPARE(r.cost.perIdleMinuteUsd, 512.0);
        QVERIFY(qAbs(r.cost.perIdleMinuteUsd / 60.0 - 8.5333) < 1e-3);
        // Idle cost = N × price × (predicted − theoretical).
        QVERIFY(qAbs(r.cost.idleUsd - 1024 * 30.0 * (r.predictedSeconds - r.theoreticalSeconds) / 3600.0) < 1e-6);
        // GPU cost = N × JCT × price; energy = N × P × PUE × JCT.
        QVERIFY(qAbs(r.cost.gpuUsd - 1024 * 30.0 * r.predictedSeconds / 3600.0) < 1e-6);
        QVERIFY(qAbs(r.cost.energyKwh - 1024 * s.cost.gpuPowerWatts * s.cost.pue * r.predictedSeconds / 3.6e6) < 1e-6);
        QCOMPARE(r.cost.totalUsd, r.cost.gpuUsd + r.cost.energyUsd);
    }

    void stepsAndThroughput()
    {
        const Scenario s = base();
        const Result r = evaluate(s);
        // S = ceil(3e11 / (1536 · 2048)) = 95,368.
        QCOMPARE(r.steps, 95368.0);
        QCOMPARE(r.trainSeconds, r.steps * r.stepTime);
        QVERIFY(qAbs(r.mfu - r.modelFlopsPerStep / (1024 * s.gpu.peakFlops * r.stepTime)) < 1e-12);
        QVERIFY(r.hfu >= r.mfu);
        QVERIFY(qAbs(r.tflopsPerGpu - r.mfu * s.gpu.peakFlops / 1e12) < 1e-9);
    }

    void checkpointsAndFailures()
    {
        Scenario s = base();
        s.reliability.jobMtbfSeconds = 24 * 3600.0;
        s.storage.checkpointWriteBandwidth = 2.45e12 / 30.0; // a 2.45 TB checkpoint in 30 s
        const Result r = evaluate(s);
        // 175 B parameters × 14 bytes (2 weights + 12 optimizer) ≈ 2.45 TB.
        const double params = totalParameters(s.model);
        QCOMPARE(r.checkpoint.sizeBytes, params * 14.0);
        QVERIFY(qAbs(r.checkpoint.sizeBytes / 1e12 - 2.45) < 0.01);
        QVERIFY(qAbs(r.checkpoint.blockingSeconds - r.checkpoint.sizeBytes / s.storage.checkpointWriteBandwidth)
                < 1e-9);
        QVERIFY(qAbs(r.checkpoint.youngSeconds - std::sqrt(2.0 * r.checkpoint.blockingSeconds * 86400.0)) < 1e-9);
        QCOMPARE(r.checkpoint.intervalSeconds, r.checkpoint.dalySeconds); // null interval: Daly
        // Expected failures = T_wall / M; the job ends when its final checkpoint is written.
        QCOMPARE(r.checkpoint.finalSeconds, r.checkpoint.blockingSeconds);
        const double wall = r.predictedSeconds - s.training.startupSeconds - r.checkpoint.finalSeconds;
        QVERIFY(qAbs(r.failures.expectedFailures - wall / 86400.0) < 1e-9);
        QVERIFY(r.failures.overheadFraction > 0.0);
        QVERIFY(qAbs(r.checkpoint.overheadFraction
                     - (r.checkpoint.blockingSeconds / r.checkpoint.intervalSeconds
                        + r.checkpoint.finalSeconds / r.trainSeconds))
                < 1e-12);

        // Async, as the seed defines it: δ = max(copy of this GPU's shard to host memory,
        // flush of the whole checkpoint to storage); here the flush (2.45 TB at 200 GB/s).
        s.storage.asyncCheckpoint = true;
        s.storage.flushBandwidth = 200e9;
        const Result a = evaluate(s);
        QVERIFY(qAbs(a.checkpoint.copySeconds - (a.memory.weights + a.memory.optimizer) / s.gpu.hostCopyBandwidth)
                < 1e-12);
        QVERIFY(qAbs(a.checkpoint.flushSeconds - a.checkpoint.sizeBytes / 200e9) < 1e-12);
        QCOMPARE(a.checkpoint.blockingSeconds, std::max(a.checkpoint.copySeconds, a.checkpoint.flushSeconds));
        QCOMPARE(a.checkpoint.blockingSeconds, a.checkpoint.flushSeconds);
        QVERIFY(a.checkpoint.blockingSeconds < r.checkpoint.blockingSeconds);
        QVERIFY(a.predictedSeconds < r.predictedSeconds);
        // A slow host copy makes the copy the longer one.
        s.gpu.hostCopyBandwidth = 1e8;
        const Result slowCopy = evaluate(s);
        QCOMPARE(slowCopy.checkpoint.blockingSeconds, slowCopy.checkpoint.copySeconds);
    }

    void jobMtbfFromComponents()
    {
        Scenario s = base();
        s.cluster.gpus = 1024;
        s.reliability.gpuMtbfSeconds = 50000 * 3600.0;
        s.reliability.nodeMtbfSeconds = 0.0;
        // λ = 1024 / 50,000 h → M = 48.83 h.
        QVERIFY(qAbs(jobMtbfSeconds(s) / 3600.0 - 50000.0 / 1024) < 1e-9);
        s.reliability.nodeMtbfSeconds = 10000 * 3600.0;
        // + 128 nodes / 10,000 h.
        QVERIFY(qAbs(jobMtbfSeconds(s) / 3600.0 - 1.0 / (1024 / 50000.0 + 128 / 10000.0)) < 1e-9);
        s.reliability.jobMtbfSeconds = 7200.0;
        QCOMPARE(jobMtbfSeconds(s), 7200.0);
    }

    // Recovery in its parts (issue 14): drain + provisioning (hardware failures only, none
    // with a hot spare) + checkpoint download + re-initialisation + the rollback past a
    // corrupt checkpoint; and the work lost per failure, ≈ (τ + δ)/2 since the last one.
    void recoveryInItsParts()
    {
        Scenario s = base();
        s.reliability.gpuMtbfSeconds = 50000 * 3600.0;              // 1,024 GPUs: λ = 0.02048 / h
        s.reliability.softwareMtbfSeconds = 1.0 / 0.00512 * 3600.0; // 0.00512 / h: a fifth of all
        s.reliability.drainSeconds = 60.0;
        s.reliability.provisionSeconds = 360.0;
        s.reliability.reinitSeconds = 180.0;
        s.storage.checkpointReadBandwidth = 1e11;
        const Result r = evaluate(s);
        QVERIFY(r.fits());
        const FailureResult &f = r.failures;
        QCOMPARE(f.drainSeconds, 60.0);
        // Software failures (0.00512 of 0.0256 per hour, 20 %) restart in place: 0.8 · 360 s.
        QVERIFY(qAbs(f.provisionSeconds - 288.0) < 1e-9);
        QVERIFY(qAbs(f.downloadSeconds - r.checkpoint.sizeBytes / 1e11) < 1e-9);
        QCOMPARE(f.reinitSeconds, 180.0);
        QCOMPARE(f.rollbackSeconds, 0.0);
        QVERIFY(qAbs(f.recoverySeconds - (60.0 + 288.0 + f.downloadSeconds + 180.0)) < 1e-9);
        QVERIFY(qAbs(f.jobMtbfSeconds / 3600.0 - 1.0 / 0.0256) < 1e-9);
        // Failures by source follow the rates: 80 % GPUs, 20 % software.
        const auto sources = present::failureSources(f);
        QVERIFY(qAbs(sources[0].value - 0.8 * f.expectedFailures) < 1e-9);
        QVERIFY(qAbs(sources[5].value - 0.2 * f.expectedFailures) < 1e-9);
        // Lost work per failure ≈ (τ + δ)/2 (Daly's expansion, to first order in (τ + δ)/M).
        const double half = (r.checkpoint.intervalSeconds + r.checkpoint.blockingSeconds) / 2.0;
        QVERIFY2(qAbs(f.lostWorkSeconds / half - 1.0) < 0.05, qPrintable(QString::number(f.lostWorkSeconds / half)));

        // A hot spare skips provisioning.
        Scenario spare = s;
        spare.reliability.hotSpareNodes = 2;
        const Result rs = evaluate(spare);
        QCOMPARE(rs.failures.provisionSeconds, 0.0);
        QVERIFY(qAbs(rs.failures.recoverySeconds - (f.recoverySeconds - 288.0)) < 1e-9);
        QVERIFY(rs.predictedSeconds < r.predictedSeconds);

        // A 10 % chance of a corrupt latest checkpoint: 0.1 · (τ + δ + download) more per failure.
        Scenario corrupt = s;
        corrupt.reliability.corruptCheckpointProbability = 0.1;
        const Result rc = evaluate(corrupt);
        const CheckpointResult &ck = rc.checkpoint;
        QVERIFY(qAbs(rc.failures.rollbackSeconds - 0.1 * (ck.intervalSeconds + ck.blockingSeconds + f.downloadSeconds))
                < 1e-9);
        QVERIFY(rc.predictedSeconds > r.predictedSeconds);

        // Goodput: the training steps' share of the predicted time.
        QVERIFY(qAbs(r.goodput - r.trainSeconds / r.predictedSeconds) < 1e-15);
        QVERIFY(r.goodput < 1.0 && r.goodput > 0.9);
    }

    // The seed's async case as a plan (tests/data/async-checkpoint-seed.jctplan): a 1 TB
    // (1,024 GB) checkpoint flushed at 200 GB/s: δ = max(copy, flush) = 5.12 s; with M = 24 h
    // Young √(2 · 5.12 · 86,400) = 940.6 s (15.7 min), Daly 940.6 · (1 + ⅓√(5.12/172,800) +
    // 5.12/1,555,200) − 5.12 = 937.19 s.
    void asyncCheckpointSeedPlan()
    {
        const format::ScenarioReadResult read = format::readScenarioFile(
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/async-checkpoint-seed.jctplan"));
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        const Result r = evaluate(read.loaded->scenario);
        QVERIFY(r.fits());
        QCOMPARE(r.checkpoint.sizeBytes, 1.024e12);
        QVERIFY(qAbs(r.checkpoint.flushSeconds - 5.12) < 1e-12);
        QVERIFY(r.checkpoint.copySeconds < r.checkpoint.flushSeconds);
        QVERIFY(qAbs(r.checkpoint.blockingSeconds - 5.12) < 1e-12);
        QVERIFY(qAbs(r.checkpoint.youngSeconds - 940.604) < 1e-3);
        QVERIFY(qAbs(r.checkpoint.youngSeconds / 60.0 - 15.7) < 0.05);
        QVERIFY2(qAbs(r.checkpoint.dalySeconds - 937.19) < 0.01, qPrintable(QString::number(r.checkpoint.dalySeconds)));
        QCOMPARE(r.checkpoint.finalSeconds, 5.12);
    }

    // Storage and data loading (issue 14): B·s·bytes per token read per step against the
    // storage uplinks, a stall when they fall short; a sync checkpoint write limited by them;
    // an async flush sharing them with the reads.
    void dataLoadingStallsOnSlowStorage()
    {
        Scenario s = base();
        s.reliability.gpuMtbfSeconds = 0.0; // no failures, no periodic checkpoints
        const Result clean = evaluate(s);
        QCOMPARE(clean.dataLoad.stallSeconds, 0.0);
        s.training.datasetBytesPerToken = 4.0;
        const double bytes = 1536.0 * 2048.0 * 4.0; // B · s · 4 = 12,582,912 bytes
        // Uplinks that read a step's data in exactly the step's time + 1 s.
        s.storage.uplinkBandwidth = bytes / (clean.stepTime + 1.0);
        const Result r = evaluate(s);
        QCOMPARE(r.dataLoad.bytesPerStep, bytes);
        QVERIFY(qAbs(r.dataLoad.neededBandwidth - bytes / clean.stepTime) < 1e-6);
        QCOMPARE(r.dataLoad.deliveredBandwidth, s.storage.uplinkBandwidth);
        QVERIFY(qAbs(r.dataLoad.stallSeconds - 1.0) < 1e-9);
        QVERIFY(qAbs(r.step.dataStall - 1.0) < 1e-9);
        QVERIFY(qAbs(r.stepTime - (clean.stepTime + 1.0)) < 1e-9);
        // Fast enough uplinks: no stall.
        s.storage.uplinkBandwidth = 1e12;
        QCOMPARE(evaluate(s).dataLoad.stallSeconds, 0.0);
        // A synchronous write (100 GB/s asked) gets the uplinks' 50 GB/s alone.
        s.storage.uplinkBandwidth = 50e9;
        s.storage.checkpointWriteBandwidth = 100e9;
        const Result w = evaluate(s);
        QVERIFY(qAbs(w.checkpoint.writeSeconds - w.checkpoint.sizeBytes / 50e9) < 1e-9);
        // An async flush (100 GB/s asked) is charged at the uplinks' 50 GB/s too: what the
        // steps read while it runs does not lengthen δ (issue 16, core/README.md §8).
        s.storage.asyncCheckpoint = true;
        s.storage.flushBandwidth = 100e9;
        const Result a = evaluate(s);
        QVERIFY(qAbs(a.checkpoint.flushSeconds - a.checkpoint.sizeBytes / 50e9) < 1e-9);
    }

    // Issue 16: the async flush used to get the uplinks less the reads' bytes/s, which grow
    // as the step gets faster, so more fabric bandwidth made δ and the JCT grow. Reads of
    // 20 of the uplinks' 50 GB/s left the flush 30 GB/s: δ = 2.45 TB / 30 GB/s = 81.7 s,
    // more as a faster NIC sped the reads up; now both plans flush in 2.45 TB / 50 GB/s =
    // 49 s and the faster NIC wins.
    void contendedAsyncFlushDoesNotMakeFasterPlansSlower()
    {
        Scenario s = base();
        s.storage.asyncCheckpoint = true;
        s.storage.flushBandwidth = 100e9;
        s.storage.uplinkBandwidth = 50e9;
        s.storage.checkpointBytes = 2.45e12;
        s.reliability.checkpointIntervalSeconds = 1800.0;
        const double tokensPerStep = 1536.0 * 2048.0;
        // Reads of 20 GB/s at this plan's step time, well inside the uplinks (no stall).
        s.training.datasetBytesPerToken = 20e9 * evaluate(s).stepTime / tokensPerStep;
        const Result r = evaluate(s);
        QCOMPARE(r.dataLoad.stallSeconds, 0.0);
        QVERIFY(qAbs(r.dataLoad.bytesPerStep / r.stepTime - 20e9) < 1e3);
        QVERIFY(qAbs(r.checkpoint.flushSeconds - 49.0) < 1e-9);
        QVERIFY(qAbs(r.checkpoint.blockingSeconds - std::max(49.0, r.checkpoint.copySeconds)) < 1e-9);
        Scenario faster = s;
        faster.fabric.nicBandwidth *= 1.5;
        const Result f = evaluate(faster);
        QVERIFY(f.stepTime < r.stepTime);
        QCOMPARE(f.checkpoint.flushSeconds, r.checkpoint.flushSeconds);
        QVERIFY2(f.predictedSeconds <= r.predictedSeconds,
                 qPrintable(QStringLiteral("%1 s > %2 s").arg(f.predictedSeconds).arg(r.predictedSeconds)));
    }

    // Validation every N steps, the serial start (Amdahl) and the final checkpoint: with no
    // failures, predicted = startup + staging + S · step + validation + the final write.
    void validationSerialPartAndFinalCheckpoint()
    {
        Scenario s = base();
        s.reliability.gpuMtbfSeconds = 0.0;
        s.parallelism.pp = 1; // so that one pass is m forward micro-batches
        s.parallelism.tp = 8;
        s.parallelism.vpp = 1;
        s.training.recompute = Recompute::None;
        s.cluster.gpus = 1024;
        s.model.layers = 24;
        const Result r = evaluate(s);
        QVERIFY2(r.fits(), qPrintable(present::describeInfeasibility(r, s)));
        QCOMPARE(r.validationSeconds, 0.0);
        QVERIFY(qAbs(r.predictedSeconds - (600.0 + r.trainSeconds + r.checkpoint.finalSeconds))
                < 1e-9 * r.predictedSeconds);
        QVERIFY(qAbs(r.checkpoint.finalSeconds - r.checkpoint.sizeBytes / s.storage.checkpointWriteBandwidth) < 1e-9);

        s.training.validationEverySteps = 1000;
        s.training.validationBatches = 2;
        const Result v = evaluate(s);
        const double passes = std::floor(r.steps / 1000.0);
        QVERIFY(passes >= 1.0);
        const double pass = v.validationSeconds / passes;
        // One pass: 2 batches of m forward micro-batches, about a third of the step's
        // compute each (backward ≈ 2 × forward without recompute).
        QVERIFY2(qAbs(pass / (2.0 * r.step.compute / 3.0) - 1.0) < 0.15,
                 qPrintable(QString::number(pass / (2.0 * r.step.compute / 3.0))));
        QVERIFY(qAbs(v.predictedSeconds - r.predictedSeconds - v.validationSeconds) < 1e-9 * v.predictedSeconds);
        QCOMPARE(v.idle.validation, v.validationSeconds);

        // 1,000 GB staged at the 100 GB/s read rate: 10 s more of the serial part.
        s.training.stagingBytes = 1000e9;
        s.storage.checkpointReadBandwidth = 100e9;
        const Result st = evaluate(s);
        QVERIFY(qAbs(st.serialSeconds - 610.0) < 1e-9);
        QVERIFY(qAbs(st.amdahlFraction - 610.0 / st.predictedSeconds) < 1e-15);
        QVERIFY(qAbs(st.idle.total() - (st.predictedSeconds - st.theoreticalSeconds)) < 1e-6 * st.predictedSeconds);
    }

    void stragglers()
    {
        Scenario s = base();
        const Result clean = evaluate(s);
        const double compute = clean.step.compute + clean.step.recompute;
        // Every plan waits for the slowest of its ranks: the H100's own variability, cv 0.5 %
        // (its catalog calibration), over 1,024 ranks: 0.005 × Φ⁻¹((1024 − 0.375)/1024.25)
        // = 0.005 × 3.23407 of the compute.
        QCOMPARE(s.gpu.rankJitterCv, 0.005);
        QVERIFY(qAbs(clean.step.straggler / compute - 0.005 * 3.23407) < 1e-6);
        s.stragglers.slowGpuFactor = 0.15;
        const Result slow = evaluate(s);
        // One GPU 15 % slower stretches compute (and recompute) by 15 %, more than the jitter.
        QVERIFY(qAbs(slow.step.straggler - 0.15 * compute) < 1e-12);
        // A backup worker absorbs it; the step then waits for the 1,024th of 1,025:
        // 0.005 × Φ⁻¹((1024 − 0.375)/1025.25) = 0.005 × 2.95076.
        s.stragglers.backupWorkers = 1;
        QVERIFY(qAbs(evaluate(s).step.straggler / compute - 0.005 * 2.95076) < 1e-6);
        // The plan's jitter cv = 2 % adds to the GPU's as independent variations:
        // √(0.02² + 0.005²) = 0.0206155 × 3.23407.
        s.stragglers = {};
        s.stragglers.jitterCv = 0.02;
        const Result jitter = evaluate(s);
        QVERIFY(qAbs(jitter.step.straggler / compute - 0.0206155 * 3.23407) < 1e-6);
        // Without the GPU's own variability, the plan's alone: 0.02 × 3.23407.
        s.gpu.rankJitterCv = 0.0;
        QVERIFY(qAbs(evaluate(s).step.straggler / compute - 0.02 * 3.23407) < 1e-6);
        s.stragglers = {};
        QCOMPARE(evaluate(s).step.straggler, 0.0);
    }

    // Layers that do not divide over pp·vpp, and no split given: the near-even one (middle
    // stages ⌈L/pp⌉ rounded up to whole chunks, the ends the rest, the first the larger half),
    // priced as if the plan had given it; a split the plan gives is kept.
    void nearEvenSplitWhereLayersDoNotDivide()
    {
        auto ends = [](int layers, int pp, int vpp) {
            Model m;
            m.layers = layers;
            Parallelism p;
            p.pp = pp;
            p.vpp = vpp;
            const StageEnds e = stageEnds(m, p);
            return std::array<int, 3>{e.first, e.last, e.nearEven ? 1 : 0};
        };
        QCOMPARE(ends(126, 16, 1), (std::array<int, 3>{7, 7, 1})); // Llama 3 405B, as Meta ran it
        QCOMPARE(ends(126, 16, 8), (std::array<int, 3>{7, 7, 1})); // 14 × 8 in chunks of 1
        QCOMPARE(ends(70, 12, 1), (std::array<int, 3>{5, 5, 1}));  // BLOOM, as Megatron-DeepSpeed
        QCOMPARE(ends(61, 16, 1), (std::array<int, 3>{3, 2, 1}));  // 61 − 14 × 4 = 5
        QCOMPARE(ends(96, 5, 1), (std::array<int, 3>{18, 18, 1})); // 96 − 3 × 20 = 36
        QCOMPARE(ends(96, 8, 5), (std::array<int, 3>{3, 3, 1}));   // middle 15 = 3 chunks of 5
        QCOMPARE(ends(10, 8, 1), (std::array<int, 3>{2, 2, 1}));   // middle 2 leaves −2: 1 each
        QCOMPARE(ends(31, 2, 1), (std::array<int, 3>{16, 15, 1}));
        QCOMPARE(ends(96, 8, 16), (std::array<int, 3>{0, 0, 0})); // 6 × 16 + 2 > 96: none
        QCOMPARE(ends(96, 8, 1), (std::array<int, 3>{0, 0, 0}));  // divides: even
        Model given;
        given.layers = 126;
        Parallelism explicitEnds;
        explicitEnds.pp = 16;
        explicitEnds.firstStageLayers = 6;
        explicitEnds.lastStageLayers = 0;
        QCOMPARE(stageEnds(given, explicitEnds).first, 6);
        QVERIFY(!stageEnds(given, explicitEnds).nearEven);

        // The default plan on 96 / 5 stages prices exactly as with 18 / 18 written out.
        Scenario chosen = base();
        chosen.cluster.gpus = 1280;
        chosen.parallelism.pp = 5;
        chosen.parallelism.vpp = 1;
        const Result automatic = evaluate(chosen);
        QVERIFY(automatic.infeasibility.feasible());
        Scenario written = chosen;
        written.parallelism.firstStageLayers = 18;
        written.parallelism.lastStageLayers = 18;
        const Result given18 = evaluate(written);
        QCOMPARE(automatic.stepTime, given18.stepTime);
        QCOMPARE(automatic.memory.total(), given18.memory.total());
        const StageLayers layers = stageLayers(chosen.model, chosen.parallelism);
        QCOMPARE(layers.first, 18);
        QCOMPARE(layers.middle, 20);
        QCOMPARE(layers.last, 18);
        QCOMPARE(layers.first + layers.middleStages * layers.middle + layers.last, 96);
    }

    void layoutErrors_data()
    {
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("vpp");
        QTest::addColumn<int>("batch");
        QTest::addColumn<int>("problem");
        QTest::newRow("gpus") << 1000 << 8 << 8 << 1 << 1536 << int(Problem::GpusNotDivisibleByModelParallel);
        QTest::newRow("heads") << 1008 << 7 << 8 << 1 << 1536 << int(Problem::HeadsNotDivisibleByTp);
        // 96 layers on 8 stages of 16 virtual ones: even the near-even split needs 6 × 16
        // middle layers and two ends, 98 (layers that do not divide otherwise get one).
        QTest::newRow("vpp") << 1024 << 8 << 8 << 16 << 1536 << int(Problem::LayersNotDivisibleByStages);
        QTest::newRow("vpp without pp") << 1024 << 8 << 1 << 2 << 1536 << int(Problem::InterleavingNeedsPipeline);
        QTest::newRow("vpp with fewer micro-batches than pp")
            << 1024 << 8 << 8 << 3 << 64 << int(Problem::InterleavingNeedsMicroBatches);
        QTest::newRow("batch") << 1024 << 8 << 8 << 1 << 1000 << int(Problem::BatchNotDivisible);
    }
    void layoutErrors()
    {
        QFETCH(int, gpus);
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, vpp);
        QFETCH(int, batch);
        QFETCH(int, problem);
        Scenario s = base();
        s.cluster.gpus = gpus;
        s.parallelism.tp = tp;
        s.parallelism.pp = pp;
        s.parallelism.vpp = vpp;
        s.training.globalBatch = batch;
        const Result r = evaluate(s);
        QCOMPARE(int(r.infeasibility.problem), problem);
        QVERIFY(r.infeasibility.isInputError());
    }

    void communicationVolumes()
    {
        // Per call, 16-bit activations (2 bytes), b = 1, s = 2048, h = 12288:
        Scenario s = base();
        s.training.gradientBytes = 4.0;
        const Result r = evaluate(s);
        // TP: an all-reduce of b·s·h elements.
        QCOMPARE(r.tp.bytes, 2048.0 * 12288 * 2);
        QCOMPARE(r.tp.ranks, 8);
        QCOMPARE(r.tp.domains, 1);
        // PP: b·s·h/t elements across each stage boundary.
        QCOMPARE(r.pp.bytes, 2048.0 * 12288 * 2 / 8);
        // DP (ZeRO-1): the gradients of the largest stage, fp32, reduce-scattered over dp = 16.
        const double firstStage = (12.0 * (12.0 * 12288 * 12288 + 4.0 * 12288) + 51200.0 * 12288) / 8;
        QVERIFY(qAbs(r.dp_.bytes - firstStage * 4.0) < 64.0);
        QCOMPARE(r.dp_.ranks, 16);

        // EP: an all-to-all of b·s·h·k elements per MoE layer, of the s/(c·t) tokens a rank
        // holds under sequence parallelism; CP: K and V blocks of s/c tokens.
        Scenario moe = s;
        moe.model.moe = {8, 2, 12288, 0, 0};
        moe.parallelism = {8, 8, 2, 4, 1};
        moe.cluster.gpus = 1024; // dp = 8, ep = 4 divides dp·cp = 16
        moe.training.globalBatch = 1024;
        moe.gpu.hbmBytes = 1e15; // memory is not under test here
        const Result m = evaluate(moe);
        QVERIFY(m.fits());
        QVERIFY(moe.training.sequenceParallel);
        QCOMPARE(m.ep.bytes, 128.0 * 12288 * 2 * 2); // s/(c·t) = 2048/(2·8) = 128 tokens, k = 2
        Scenario padded = moe;
        padded.model.moe.capacityFactor = 1.5; // every expert's buffer padded to 1.5× the mean
        QCOMPARE(evaluate(padded).ep.bytes, 1.5 * m.ep.bytes);
        // Dropless with a skewed router: the busiest rank's 1.25× the balanced tokens set the
        // all-to-all's bytes; a capacity factor pads every expert instead and wins.
        Scenario skewed = moe;
        skewed.model.moe.loadImbalance = 1.25;
        QCOMPARE(evaluate(skewed).ep.bytes, 1.25 * m.ep.bytes);
        skewed.model.moe.capacityFactor = 1.5;
        QCOMPARE(evaluate(skewed).ep.bytes, 1.5 * m.ep.bytes);
        QCOMPARE(m.ep.ranks, 4);
        QCOMPARE(m.cp.bytes, 2.0 * 1024 * 12288 * 2); // K and V, h_kv = h
        // Megatron-Core hides the all-to-all under the paired micro-batch's compute, a
        // schedule it has only with an interleaved pipeline (or none); a plain 1F1B pipeline
        // (vpp = 1, as here) and a stack without that overlap wait for all of it: 2 calls
        // forward and 2 backward (twice with full recompute) per MoE layer of the stage (12)
        // and micro-batch.
        const double backwardCalls = moe.training.recompute == Recompute::Full ? 4.0 : 2.0;
        const double plain1f1b = m.microBatches * 12 * (2.0 + backwardCalls) * m.ep.seconds;
        QVERIFY(plain1f1b > 0.0);
        QVERIFY(qAbs(m.step.epComm - plain1f1b) < 1e-9 * plain1f1b);
        Scenario interleaved = moe;
        interleaved.parallelism.vpp = 2;
        QCOMPARE(evaluate(interleaved).step.epComm, 0.0);
        Scenario waits = interleaved;
        waits.training.overlapMoeComm = false; // overlap_moe_expert_parallel_comm off
        const Result w = evaluate(waits);
        const double expected = w.microBatches * 12 * (2.0 + backwardCalls) * w.ep.seconds;
        QVERIFY(w.step.epComm > 0.0);
        QVERIFY(qAbs(w.step.epComm - expected) < 1e-9 * expected);
    }

    // Megatron-Core's column-parallel linears (QKV, FC1) start their backward transfers and
    // run a GEMM under each: under sequence parallelism the input's re-gather (half an
    // all-reduce, c/2) under the data-gradient GEMM and the data gradient's reduce-scatter
    // (c/2) under the weight-gradient GEMM; without it, the data gradient's all-reduce (c)
    // under the weight-gradient GEMM. The output gradient's gathers in front of the two
    // row-parallel linears (c/2 each) wait. Here (h = 12288 over 8 GPUs) every GEMM is far
    // longer than its transfer, so all of it hides and costs 0.3 of its length in SMs the
    // GEMM lacks meanwhile (kHiddenTransferInterference). Per layer and micro-batch:
    // forward 2c; backward with SP 2·(c/2) + 4·0.3·(c/2) = 1.6c, without 2·0.3·c = 0.6c; full
    // recompute repeats the forward's 2c. Megatron-LM of 2021 waits for all: 2c + 2c + c.
    void tensorParallelBackwardRunsUnderItsGemms()
    {
        Scenario s = base(); // pp 8, vpp 3: 12 layers a stage, 96 micro-batches
        s.parallelism.vpp = 1;
        const auto perLayer = [](const Scenario &sc) {
            const Result r = evaluate(sc);
            return r.step.tpComm / (r.microBatches * 12.0 * r.tp.seconds);
        };
        QVERIFY(s.training.sequenceParallel);
        QVERIFY(s.training.recompute != Recompute::Full);
        QVERIFY(qAbs(perLayer(s) - 3.6) < 1e-9);
        Scenario noSp = s;
        noSp.training.sequenceParallel = false;
        QVERIFY(qAbs(perLayer(noSp) - 2.6) < 1e-9);
        noSp.training.recompute = Recompute::Full;
        QVERIFY(qAbs(perLayer(noSp) - 4.6) < 1e-9);
        Scenario waits = s;
        waits.training.framework = Framework::MegatronLm2021;
        QVERIFY(qAbs(perLayer(waits) - 5.0) < 1e-9);
        // The pipeline's slots carry the exposed time only: bubble = (p − 1) × (slot work).
        const Result r = evaluate(s);
        const double slotWork = (r.step.compute + r.step.recompute + r.step.tpComm) / r.microBatches;
        QVERIFY(qAbs(r.step.bubble - 7.0 * slotWork) < 1e-9 * r.step.bubble);
    }

    // The optimizer step over the ZeRO-1 shard of the first stage (dp = 16): Adam (28 bytes a
    // parameter), the gradient norm (4), the fp32 master's copy into the bf16 weight (6),
    // and the zeroing of the whole local gradient buffer (4 bytes a parameter, fp32) for the
    // next step; fp16 adds unscaling (8); FSDP keeps the fp32 shard (no copy) and frees its
    // gradients instead of zeroing them.
    void optimizerStepInItsParts()
    {
        Scenario s = base();
        s.training.gradientBytes = 4.0;
        const double h = 12288;
        const double firstStage = (12.0 * (12.0 * h * h + 4.0 * h) + 51200.0 * h) / 8;
        const double hbm = s.gpu.hbmBandwidth * s.gpu.hbmEfficiency;
        const Result r = evaluate(s);
        QCOMPARE(r.dp, 16);
        const double expected = (firstStage / 16 * 38.0 + firstStage * 4.0) / hbm;
        QVERIFY2(qAbs(r.step.optimizer - expected) < 1e-6 * expected,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(r.step.optimizer).arg(expected)));
        Scenario fp16 = s;
        fp16.training.precision = Precision::Fp16;
        const double withUnscale = (firstStage / 16 * 46.0 + firstStage * 4.0) / hbm;
        QVERIFY(qAbs(evaluate(fp16).step.optimizer - withUnscale) < 1e-6 * withUnscale);
        // A 16-bit gradient buffer: the shard's gradients cast to fp32 first (read 2, write 4),
        // the buffer zeroed at 2 bytes.
        Scenario narrow = s;
        narrow.training.gradientBytes = 2.0;
        const double withCast = (firstStage / 16 * 44.0 + firstStage * 2.0) / hbm;
        QVERIFY(qAbs(evaluate(narrow).step.optimizer - withCast) < 1e-6 * withCast);
        // fp32 weights: no master copy to write back.
        Scenario fp32 = s;
        fp32.training.precision = Precision::Fp32;
        const double noCopy = (firstStage / 16 * 32.0 + firstStage * 4.0) / hbm;
        QVERIFY(qAbs(evaluate(fp32).step.optimizer - noCopy) < 1e-6 * noCopy);
        // Megatron-LM of 2021 without a distributed optimizer: all of it on the stage's
        // parameters, its fp32 main_grad zeroed.
        Scenario mlm = s;
        mlm.training.framework = Framework::MegatronLm2021;
        mlm.training.zeroStage = 0;
        const double whole = firstStage * (38.0 + 4.0) / hbm;
        QVERIFY(qAbs(evaluate(mlm).step.optimizer - whole) < 1e-6 * whole);
        // ZeRO-2 zeroes only the shard's gradients; FSDP (no pipeline) keeps the fp32 shard
        // (no copy) and frees its gradients (no zeroing): on the same shard, 38 + 4 against 32.
        Scenario sharded = s;
        sharded.parallelism.pp = 1;
        sharded.parallelism.vpp = 1;
        sharded.gpu.hbmBytes = 1e15;
        sharded.training.zeroStage = 2;
        const double zero2 = evaluate(sharded).step.optimizer;
        sharded.training.zeroStage = 3;
        sharded.training.framework = Framework::Fsdp;
        const double fsdp = evaluate(sharded).step.optimizer;
        QVERIFY(zero2 > 0.0);
        QVERIFY(qAbs(fsdp / zero2 - 32.0 / 42.0) < 1e-9);
    }

    // With slow links the GEMMs hide only their own length of each backward transfer and pay
    // 0.3 of it: per layer forward 2c, backward under SP per column-parallel linear
    // c/2 + 2·(c/2 − g + 0.3·g), g its forward GEMM time. GPT-3 175B at tp 8, b 1, s 2048
    // (knee off, so every GEMM runs at 0.725 of the 989.4 TFLOP/s peak): QKV 2·2048·3h²/8 FLOPs,
    // FC1 2·2048·4h²/8.
    void tensorParallelBackwardOnSlowLinks()
    {
        Scenario s = base();
        s.parallelism.vpp = 1;
        s.gpu.gemmKnee = 0.0;
        s.gpu.nvlinkBandwidth = 2e9; // the transfers far longer than the GEMMs
        const Result r = evaluate(s);
        const double h = 12288;
        const double rate = s.gpu.peakFlops * s.gpu.gemmEfficiency;
        QCOMPARE(s.gpu.gemmEfficiency, 0.725);
        const double qkv = 2.0 * 2048 * 3.0 * h * h / 8 / rate;
        const double fc1 = 2.0 * 2048 * 4.0 * h * h / 8 / rate;
        const double c = r.tp.seconds;
        QVERIFY(c > 2.0 * fc1);
        const double perLayer = 2.0 * c + 3.0 * c - 1.4 * (qkv + fc1);
        const double expected = r.microBatches * 12.0 * perLayer;
        QVERIFY2(qAbs(r.step.tpComm - expected) < 1e-9 * expected,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(r.step.tpComm).arg(expected)));
        // Userbuffers: the pipeline's slots carry the exposed TP time only.
        Scenario userbuffers = base();
        userbuffers.parallelism.vpp = 1;
        userbuffers.training.tpCommOverlap = true;
        userbuffers.gpu.nvlinkBandwidth = 2e9;
        const Result u = evaluate(userbuffers);
        QVERIFY(u.step.tpComm > 0.0);
        const double slotWork = (u.step.compute + u.step.recompute + u.step.tpComm) / u.microBatches;
        QVERIFY(qAbs(u.step.bubble - 7.0 * slotWork) < 1e-9 * u.step.bubble);
    }

    // ZeRO-3 without overlap waits for every transfer of the step: an all-gather of the
    // weights before each micro-batch's forward and backward and, its gradients sharded, a
    // reduce-scatter of each micro-batch's gradients after its backward: 3m passes of the
    // same bytes (16-bit gradients and weights), each pass one collective per layer of the
    // stage. Its weights stay sharded after the optimizer step, so there is no further
    // gather of the updated ones, as ZeRO-1 has; ZeRO-1's two collectives are one call each,
    // its gradients accumulating whole until the last micro-batch. ZeRO-2 reduce-scatters
    // every micro-batch's gradients (m calls) and gathers the updated weights once.
    void zero3GathersTwicePerMicroBatchOnly()
    {
        Scenario s = base();
        s.training.gradientBytes = 2.0;
        s.training.overlapGradReduce = false;
        s.training.overlapParamGather = false;
        s.gpu.hbmBytes = 1e15; // memory is not under test here
        s.training.zeroStage = 3;
        const Result r = evaluate(s);
        QVERIFY(r.fits());
        const double call = r.dp_.seconds / 2.0; // dp_.seconds: reduce-scatter + all-gather
        QVERIFY(call > 0.0);
        const double expected = 3.0 * r.microBatches * call;
        QVERIFY2(qAbs(r.step.dpComm - expected) < 1e-9 * expected,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(r.step.dpComm).arg(expected)));
        const int layers = s.model.layers / s.parallelism.pp;
        QCOMPARE(s.parallelism.cp, 1);
        const GroupPlacement dpGroup = placeGroup(s, r.dp, s.parallelism.tp);
        const double bytes = r.dp_.bytes;
        QVERIFY(bytes > 0.0);
        const double perLayer = allGather(s, dpGroup, bytes / layers).seconds;
        QVERIFY(qAbs(call - layers * perLayer) < 1e-9 * call);
        const double wholeBuffer = allGather(s, dpGroup, bytes).seconds;
        QVERIFY(call > wholeBuffer); // L − 1 latencies more
        s.training.zeroStage = 1;
        const Result zero1 = evaluate(s);
        QVERIFY(qAbs(zero1.step.dpComm - 2.0 * wholeBuffer) < 1e-9 * wholeBuffer);
        s.training.zeroStage = 2;
        const Result zero2 = evaluate(s);
        QCOMPARE(zero2.microBatches, 96);
        QVERIFY(qAbs(zero2.step.dpComm - 97.0 * wholeBuffer) < 1e-9 * wholeBuffer);
        // PyTorch FSDP under a pipeline schedule gathers once and reduce-scatters once a step.
        QVERIFY(s.parallelism.pp > 1);
        s.training.zeroStage = 3;
        s.training.framework = Framework::Fsdp;
        const Result pipelinedFsdp = evaluate(s);
        QVERIFY(qAbs(pipelinedFsdp.step.dpComm - 2.0 * wholeBuffer) < 1e-9 * wholeBuffer);
    }

    // An overlapped reduction starts each bucket once the backward has produced it, so the
    // last bucket (the first layers and the input embedding) waits for the backward's end
    // and shows however long the backward is; the forward's first layers wait likewise for
    // the first bucket of the weights' gather. The default plan's first stage holds 12
    // layers of 12h²/8 = 2.265·10⁸ parameters and the embedding's V·h/8 = 7.864·10⁷, which
    // exceeds Megatron-Core's bucket of max(4·10⁷, 10⁶·dp) = 4·10⁷: f = 7.864/279.7 =
    // 2.81 % of its reduce-scatter and all-gather show on a GPU slow enough to hide the rest.
    void lastBucketShowsWhateverTheOverlap()
    {
        Scenario s = base();
        s.gpu.peakFlops /= 100.0; // a backward far longer than the transfers
        s.gpu.hbmBytes = 1e15;    // memory is not under test here
        const Result r = evaluate(s);
        QVERIFY(r.fits());
        QCOMPARE(r.dp, 16);
        const double stage = stageParameters(s, true, false).dense;
        const double embedding = 51200.0 * 12288.0 / 8.0;
        QVERIFY(qAbs(stage / (12.0 * 12.0 * 12288.0 * 12288.0 / 8.0 + embedding) - 1.0) < 1e-3);
        const double share = embedding / stage;
        QVERIFY(qAbs(share / 0.02812 - 1.0) < 1e-3);
        QVERIFY(r.dp_.seconds > 0.0); // the reduce-scatter and the all-gather of the weights
        QVERIFY2(qAbs(r.step.dpComm - share * r.dp_.seconds) < 1e-9 * r.step.dpComm,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(r.step.dpComm).arg(share * r.dp_.seconds)));
        // ZeRO-0: one all-reduce, its last bucket's share exposed.
        s.training.zeroStage = 0;
        const Result allReduce = evaluate(s);
        QVERIFY(qAbs(allReduce.step.dpComm - share * allReduce.dp_.seconds) < 1e-9 * allReduce.step.dpComm);
        // DeepSpeed's buckets of 5·10⁸ elements hold more than the embedding; what hides
        // costs 0.3 of itself there (fsdpCollectivesSlowTheComputeTheyHideUnder).
        s.training.zeroStage = 1;
        s.training.framework = Framework::DeepSpeed;
        const Result deepSpeed = evaluate(s);
        const double tail = 5e8 / stage * deepSpeed.dp_.seconds;
        const double withInterference = tail + 0.3 * (deepSpeed.dp_.seconds - tail);
        QVERIFY(qAbs(deepSpeed.step.dpComm - withInterference) < 1e-9 * deepSpeed.step.dpComm);
        // Not overlapped, everything waits.
        s.training.framework = Framework::MegatronCore;
        s.training.overlapGradReduce = false;
        s.training.overlapParamGather = false;
        QVERIFY(qAbs(evaluate(s).step.dpComm - r.dp_.seconds) < 1e-9 * r.dp_.seconds);
    }

    // PyTorch FSDP's collectives run as NCCL kernels beside the compute they hide under,
    // which slows by 0.3 of what they hide; Megatron-Core's are not charged. ZeRO-3 on a GPU
    // slow enough to hide every transfer: per micro-batch a gather for the forward, one for
    // the backward and a reduce-scatter of the same 16-bit bytes (dp_.seconds holds one
    // gather and one reduce-scatter), so 0.3 · 1.5 · m · dp_.seconds shows for FSDP, nothing
    // for Megatron-Core.
    void fsdpCollectivesSlowTheComputeTheyHideUnder()
    {
        Scenario s = base();
        s.gpu.peakFlops /= 100.0; // every transfer hides
        s.gpu.hbmBytes = 1e15;    // memory is not under test here
        s.parallelism.pp = 1;
        s.parallelism.vpp = 1;
        s.training.zeroStage = 3;
        s.training.gradientBytes = 2.0;
        s.training.framework = Framework::MegatronCore;
        const Result megatron = evaluate(s);
        QVERIFY(megatron.fits());
        QCOMPARE(megatron.step.dpComm, 0.0);
        s.training.framework = Framework::Fsdp;
        const Result fsdp = evaluate(s);
        QVERIFY(fsdp.fits());
        QVERIFY(fsdp.dp_.seconds > 0.0);
        const double expected = 0.3 * 1.5 * fsdp.microBatches * fsdp.dp_.seconds;
        QVERIFY2(qAbs(fsdp.step.dpComm - expected) < 1e-9 * expected,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(fsdp.step.dpComm).arg(expected)));
    }

    // A stack that adds each micro-batch's gradients to the accumulated ones outside the
    // weight-gradient GEMM pays a memory-bound pass over the stage's gradients in every
    // backward. GPT-3 175B with tp 8, pp 1 on H100: 96 layers of 12h² (the projections) + 4h
    // (two layer norms' weights and biases; no linear biases) = 1,811,988,480 parameters and
    // the 51,200 × 12,288 embedding twice (input and output), all over tp 8: 2.1901·10¹⁰
    // parameters a GPU. Megatron-LM of 2021 in bf16 adds the fresh 16-bit
    // gradient to the fp32 main_grad, 10 bytes a parameter, at 3.35 TB/s × 0.9:
    // 2.1901·10¹¹ B / 3.015·10¹² B/s = 72.641 ms a micro-batch. Megatron-Core fuses it.
    void gradientAccumulationOutsideTheGemm()
    {
        Scenario s = base();
        s.gpu.hbmBytes = 1e15; // memory is not under test here
        s.parallelism.pp = 1;
        s.parallelism.vpp = 1;
        s.training.precision = Precision::Bf16;
        QCOMPARE(s.model.hidden, 12288);
        QCOMPARE(s.model.layers, 96);
        QCOMPARE(s.parallelism.tp, 8);
        QCOMPARE(s.gpu.hbmBandwidth, 3.35e12);
        QCOMPARE(s.gpu.hbmEfficiency, 0.9);
        const double perGpu = (96.0 * 1811988480.0 + 2.0 * 51200.0 * 12288.0) / 8.0;
        const double handWorked = perGpu * 10.0 / (3.35e12 * 0.9);
        QVERIFY(qAbs(handWorked - 0.0726406) < 1e-7);

        const Result core = evaluate(s);
        QVERIFY(core.fits());
        QCOMPARE(gradientAccumulationBytes(s), 0.0);
        s.training.framework = Framework::MegatronLm2021;
        s.training.gradientBytes = 4.0; // the reader's default for it in bf16: fp32 main gradients
        QCOMPARE(gradientAccumulationBytes(s), 10.0);
        const Result lm2021 = evaluate(s);
        QVERIFY(lm2021.fits());
        QCOMPARE(lm2021.microBatches, core.microBatches);
        const double perMicroBatch = (lm2021.step.compute - core.step.compute) / core.microBatches;
        QVERIFY(qAbs(perMicroBatch - handWorked) < 1e-9 * handWorked);
        s.training.precision = Precision::Fp16; // fp16 main gradients: 2 + 2 + 2
        s.training.gradientBytes = 2.0;
        QCOMPARE(gradientAccumulationBytes(s), 6.0);
        s.training.precision = Precision::Fp32; // a 4-byte fresh gradient into fp32: 4 + 4 + 4
        s.training.gradientBytes = 4.0;
        QCOMPARE(gradientAccumulationBytes(s), 12.0);

        // DeepSpeed's pipeline engine in bf16 (BF16_Optimizer) zeroes the 16-bit gradient (2),
        // autograd adds into it (2 + 2 + 2) and the fp32 accumulator takes it (2 + 4 + 4): 18;
        // in fp16 and fp32 autograd's add alone, 6 and 12; under ZeRO-2 the add into its
        // gradient partition, 2 + 4 + 4 in bf16.
        s.training.framework = Framework::DeepSpeed;
        QCOMPARE(gradientAccumulationBytes(s), 12.0);
        s.training.precision = Precision::Bf16;
        QCOMPARE(gradientAccumulationBytes(s), 18.0);
        s.training.precision = Precision::Fp16;
        QCOMPARE(gradientAccumulationBytes(s), 6.0);
        s.training.precision = Precision::Bf16;
        s.training.zeroStage = 2;
        QCOMPARE(gradientAccumulationBytes(s), 10.0);
        // PyTorch FSDP: the reduce-scattered fp32 shard into the fp32 sharded gradient, 12;
        // under a pipeline its gradients stay whole and autograd adds them, 6.
        s.training.framework = Framework::Fsdp;
        s.training.zeroStage = 3;
        QCOMPARE(gradientAccumulationBytes(s), 12.0);
        s.parallelism.pp = 4;
        QCOMPARE(gradientAccumulationBytes(s), 6.0);
    }

    // Where the gradients are sharded each rank accumulates its shard only: the dense
    // gradients over dp·cp, the experts' over their own data-parallel group (tp·cp·dp /
    // (ep·etp)), on every stage with its own parameters (the embedding on the first, the
    // output layer and the MTP module on the last). A Mixtral-like MoE with one MTP layer,
    // pp 4, cp 2 and ep 4 on 256 GPUs, DeepSpeed ZeRO-2 in bf16: 10 bytes a parameter.
    void gradientAccumulationOnTheShard()
    {
        Scenario s = base();
        s.gpu.hbmBytes = 1e15; // memory is not under test here
        s.model.layers = 32;
        s.model.hidden = 4096;
        s.model.heads = 32;
        s.model.kvHeads = 8;
        s.model.ffn = 14336;
        s.model.moe.experts = 8;
        s.model.moe.topK = 2;
        s.model.moe.expertFfn = 14336;
        s.model.mtpLayers = 1;
        s.parallelism = {};
        s.parallelism.tp = 2;
        s.parallelism.pp = 4;
        s.parallelism.cp = 2;
        s.parallelism.ep = 4;
        s.cluster.gpus = 256;
        s.training.globalBatch = 1024;
        s.training.microBatch = 1;
        s.training.precision = Precision::Bf16;
        s.training.framework = Framework::DeepSpeed;
        s.training.zeroStage = 2;
        s.training.gradientBytes = 4.0;
        QVERIFY(checkLayout(s).feasible());
        const StepShape shape = stepShape(s);
        QCOMPARE(shape.dp, 16);                                  // 256 / (2 · 4 · 2)
        QCOMPARE(s.parallelism.expertDataParallel(shape.dp), 8); // 2 · 2 · 16 / (4 · 2)
        PacingStage stages[3];
        const int count = stageCandidates(s, shape, stages);
        QCOMPARE(count, 3); // the last, the first, the middle ones
        const ParameterCounts counts = parameterCounts(s.model);
        const double hbm = s.gpu.hbmBandwidth * s.gpu.hbmEfficiency;
        const bool firsts[] = {false, true, false};
        const bool lasts[] = {true, false, false};
        for (int i = 0; i < count; ++i) {
            const PacingStage &stage = stages[i];
            // Every layer is MoE here; the last stage's count includes its MTP layer, which
            // stageParameters() adds by itself.
            const double layers = stage.layers - (lasts[i] ? 1.0 : 0.0);
            const StageParameters p = stageParameters(s, counts, layers, layers, firsts[i], lasts[i]);
            QVERIFY(p.expert > 0.0 && p.dense > 0.0);
            const double expected = (p.dense / 32.0 + p.expert / 8.0) * 10.0 / hbm;
            QVERIFY2(qAbs(stage.compute.gradientAccumulation - expected) < 1e-12 * expected,
                     qPrintable(QStringLiteral("stage %1: %2 s, expected %3 s")
                                    .arg(i)
                                    .arg(stage.compute.gradientAccumulation)
                                    .arg(expected)));
        }
        // The last stage holds the output layer and the MTP module: it accumulates the most.
        QVERIFY(stages[0].compute.gradientAccumulation > stages[2].compute.gradientAccumulation);
    }

    // DeepSpeed's ZeRO-3 (Narayanan et al. 2021, Table 2): flat rings, one NIC per hop,
    // unless NCCL_ALGO is forced; six gathers per layer and pass (one per module) and the
    // gradients reduce-scattered in buckets of 5·10⁸ elements; of each layer only the
    // 5·10⁷ parameters of the prefetch bucket gather under the previous layer's compute.
    // GPT-3 175B on 1,024 H100 with tp 8: 2.28·10⁸ parameters a layer, so 22 % of each
    // gather can hide and 78 % waits, twice per micro-batch.
    void deepSpeedZero3GathersModuleByModuleOnOneNic()
    {
        Scenario s = base();
        s.gpu.hbmBytes = 1e15; // memory is not under test here
        s.parallelism.pp = 1;
        s.parallelism.vpp = 1;
        s.training.zeroStage = 3;
        s.training.framework = Framework::DeepSpeed;
        s.training.gradientBytes = 2.0;
        s.training.overlapGradReduce = false;
        s.training.microBatch = 12; // B/dp: one micro-batch a step, long enough to hide the prefetch
        const Result r = evaluate(s);
        QCOMPARE(r.microBatches, 1);
        QVERIFY(r.fits());
        QCOMPARE(r.dp_.algorithm, CollectiveAlgorithm::Ring);
        const double parameters = stageParameters(s, true, true).dense;
        const double perLayer = parameters / 96.0;
        // 12h²/8 a layer and the input and output embeddings' 2·V·h/8 spread over the 96
        QVERIFY(qAbs(perLayer / 2.2815e8 - 1.0) < 1e-3);
        Scenario ring = s;
        ring.fabric.algorithm = CollectiveAlgorithm::Ring;
        const GroupPlacement dpGroup = placeGroup(s, r.dp, s.parallelism.tp);
        const double bytes = 2.0 * parameters;
        const double gatherPass = 6.0 * 96.0 * allGather(ring, dpGroup, bytes / (6.0 * 96.0)).seconds;
        const double buckets = std::ceil(parameters / 5e8);
        QCOMPARE(buckets, 44.0);
        const double scatter = buckets * allGather(ring, dpGroup, bytes / buckets).seconds;
        QVERIFY(qAbs(r.dp_.seconds - (gatherPass + scatter)) < 1e-9 * r.dp_.seconds);
        const double share = 5e7 / perLayer;
        const double forward = r.step.compute / r.microBatches / 3.0; // backward ≈ 2 forwards
        QVERIFY(share * gatherPass < 0.5 * forward);                  // the prefetched share hides
        const double waiting = r.microBatches * 2.0 * (1.0 - share) * gatherPass + scatter;
        // What hides costs 0.3 of itself (NCCL's kernels beside the compute).
        const double transfer = r.microBatches * 2.0 * gatherPass + scatter;
        const double expected = waiting + 0.3 * (transfer - waiting);
        QVERIFY2(qAbs(r.step.dpComm - expected) < 1e-9 * expected,
                 qPrintable(QStringLiteral("%1 s against %2 s").arg(r.step.dpComm).arg(expected)));
        // A forced algorithm is NCCL's, whatever the stack (one rank per node here: PAT).
        QCOMPARE(dpGroup.perDomain, 1);
        s.fabric.algorithm = CollectiveAlgorithm::Pat;
        QCOMPARE(evaluate(s).dp_.algorithm, CollectiveAlgorithm::Pat);
        // FSDP prefetches whole layers: both gathers hide (at 0.3 of themselves), the
        // reduce-scatter, not overlapped here, waits; its gathers and reduce-scatter move the
        // same 16-bit bytes, half of dp_.seconds each: 0.5 + 0.3 of dp_.seconds shows.
        s.fabric.algorithm = CollectiveAlgorithm::Auto;
        s.training.framework = Framework::Fsdp;
        const Result fsdp = evaluate(s);
        QVERIFY(qAbs(fsdp.step.dpComm - 0.8 * fsdp.dp_.seconds) < 1e-9 * fsdp.step.dpComm);
        QVERIFY(fsdp.step.dpComm < r.step.dpComm); // DeepSpeed waits for most of each gather
    }

    // The pipeline runs at the pace of the stage whose compute and exposed transfers per
    // micro-batch are largest, not the one with the most compute: here the first stage holds
    // twelve dense layers (24h² FLOPs per token each) and the last stage the model's twelve
    // MoE layers (top-2 of 12288-wide experts: 16h² each) and the output layer, so the first
    // computes more, but a stack that waits for its all-to-alls loses 4 calls per MoE layer
    // and micro-batch on the last.
    void pacingStageCountsItsCommunication()
    {
        Scenario s = base();
        s.model.moe = {8, 2, 12288, 0, 0};
        s.model.moe.denseLayers = 84; // layers 84-95, the last stage's, are MoE
        s.parallelism = {8, 8, 1, 4, 1};
        s.fabric.nicBandwidth = 25e9 / 2.0; // 100 Gb/s NICs: the all-to-alls, across nodes, weigh
        s.training.overlapMoeComm = false;  // all-to-alls not hidden
        s.gpu.hbmBytes = 1e15;
        s.gpu.moeLayerFloor = 0.0; // MoE layers as fast as their work
        const Result r = evaluate(s);
        QVERIFY(r.fits());
        const double perMoeLayer = 2.0 * (1.0 + (s.training.recompute == Recompute::Full ? 2.0 : 1.0)) * r.ep.seconds;
        const double lastStageEp = r.microBatches * 12 * perMoeLayer;
        QVERIFY(lastStageEp > 0.0);
        QVERIFY(qAbs(r.step.epComm - lastStageEp) < 1e-9 * lastStageEp);
        // The first stage alone has more compute: 12·24h² against 12·16h² plus the logits.
        const double h = s.model.hidden;
        QVERIFY(12.0 * 24.0 * h * h > 12.0 * 16.0 * h * h + 2.0 * h * s.model.vocab);
        // Hidden behind compute (the expert-parallel overlap with an interleaved pipeline: the
        // combined 1F1B schedule), the transfers no longer decide: the compute-heavier first
        // stage paces, and it has no MoE layer. With a plain 1F1B pipeline the overlap has no
        // schedule to run in and the last stage still waits.
        Scenario plain = s;
        plain.training.overlapMoeComm = true;
        QCOMPARE(evaluate(plain).step.epComm, r.step.epComm);
        Scenario hidden = plain;
        hidden.parallelism.vpp = 2;
        const Result m = evaluate(hidden);
        QCOMPARE(m.step.epComm, 0.0);
        QVERIFY(m.step.compute > r.step.compute);
    }

    void rankOrderPlacesGroups()
    {
        // NVL72 racks (72-GPU NVLink domains, 4 GPUs per node tray), tp 8, pp 9, N = 1,152:
        // dp = 16. Megatron's order tp-cp-dp-pp puts the 16 DP replicas of a stage at
        // stride 8 (9 per domain, 2 domains) and pipeline neighbours 128 ranks apart (two
        // domains). tp-cp-pp-dp puts a whole pipeline (72 ranks) in one domain: stage
        // neighbours on NVLink, the DP group one rank per domain across 16 domains.
        Scenario s = base();
        s.gpu.nvlinkDomain = 72;
        s.cluster.gpusPerNode = 4;
        s.cluster.gpus = 1152;
        s.parallelism = {8, 9, 1, 1, 1};
        s.model.layers = 90;
        s.training.globalBatch = 1152;
        s.gpu.hbmBytes = 1e15;
        const RankStrides megatron = rankStrides(s.parallelism, 16);
        QCOMPARE(megatron.dp, 8);
        QCOMPARE(megatron.pp, 128);
        const Result a = evaluate(s);
        QVERIFY(a.fits());
        QCOMPARE(a.pp.domains, 2);
        QCOMPARE(a.dp_.domains, 2);

        s.parallelism.order = RankOrder::TpCpPpDp;
        const RankStrides pipelineFirst = rankStrides(s.parallelism, 16);
        QCOMPARE(pipelineFirst.pp, 8);
        QCOMPARE(pipelineFirst.dp, 72);
        const Result b = evaluate(s);
        QCOMPARE(b.pp.domains, 1);
        QCOMPARE(b.dp_.domains, 16);
        // The stage boundary now rides NVLink: α + bytes/β of the NVLink link.
        const Link nv = nvlinkLink(s.gpu);
        QVERIFY(qAbs(b.pp.seconds - (nv.alpha + b.pp.bytes / nv.beta)) < 1e-12);
        QVERIFY(b.step.ppComm < a.step.ppComm);
        // DP spans 16 domains, 72 ranks apart: the last member is rank 15·72 = 1,080, on
        // node 270 of 4-GPU nodes, so the group spans 271 nodes.
        const GroupPlacement dp = placeGroup(s, 1, 1, 16, 72);
        QCOMPARE(dp.perDomain, 1);
        QCOMPARE(dp.nodeSpan, 271);

        // Context parallel inside a block, outer DP blocks: cp 2 at stride 8, dp 4 at stride
        // 32 with 16-GPU domains: a block spans 9 ranks and fits, 16/32 → one block per domain.
        Scenario h = base();
        h.gpu.nvlinkDomain = 16;
        const GroupPlacement mixed = placeGroup(h, 2, 8, 4, 32);
        QCOMPARE(mixed.ranks, 8);
        QCOMPARE(mixed.perDomain, 2);
        QCOMPARE(mixed.domains, 4);
        QCOMPARE(mixed.nodeSpan, (8 + 3 * 32) / 8 + 1);
    }

    void hierarchicalAllReduce()
    {
        // 64 ranks, 8 per NVLink domain: reduce-scatter and all-gather inside the domain
        // around an all-reduce of 1/8 of the buffer across the 8 domains.
        Scenario s = base();
        s.fabric.algorithm = CollectiveAlgorithm::Hierarchical;
        s.fabric.inNetworkReduction = false;
        const GroupPlacement g = placeGroup(s, 64, 1);
        QCOMPARE(g.perDomain, 8);
        QCOMPARE(g.domains, 8);
        const double bytes = 1e9;
        const CollectiveChoice c = allReduce(s, g, bytes);
        QCOMPARE(c.algorithm, CollectiveAlgorithm::Hierarchical);
        const Link nv = nvlinkLink(s.gpu);
        const Link net = fabricLink(s, g.nodeSpan);
        const double across = std::min(ringAllReduceTime(8, bytes / 8, net), treeAllReduceTime(8, bytes / 8, net));
        // + NCCL's ring/Simple base latency of 8.4 µs per call (1 GB: Simple wins).
        QCOMPARE(c.protocol, Protocol::Simple);
        QVERIFY(qAbs(c.seconds - (8.4e-6 + 2.0 * ringAllGatherTime(8, bytes, nv) + across)) < 1e-12);
        // It beats a flat ring through all 64 ranks on the slower inter-node links.
        QVERIFY(c.seconds < ringAllReduceTime(64, bytes, net));
    }

    // Issue 14 item 7: the cost of waiting on 1,024 GPUs at $30/h (MODEL.md section 9).
    void costOfWaiting()
    {
        Scenario s = base();
        s.cluster.gpus = 1024;
        s.cost.gpuHourUsd = 30.0;
        // 1,024 × $30 / 3,600 s = $8.533… a second; × 60 = $512 a minute (the idle minute).
        QVERIFY(qAbs(waitingUsdPerSecond(s) - 1024.0 * 30.0 / 3600.0) < 1e-12);
        QVERIFY(qAbs(waitingUsdPerSecond(s) * 60.0 - evaluate(s).cost.perIdleMinuteUsd) < 1e-9);
        // A 10 s stall: $85.33. A 10 % slowdown for an hour: 360 s of waiting, $3,072.
        QVERIFY(qAbs(stallUsd(s, 10.0) - 256.0 / 3.0) < 1e-9);
        QVERIFY(qAbs(slowdownUsd(s, 0.1, 3600.0) - 3072.0) < 1e-9);
        QVERIFY(qAbs(slowdownUsd(s, 0.1, 3600.0) - stallUsd(s, 360.0)) < 1e-9);
    }

    void divisorsInIncreasingOrder()
    {
        const auto list = [](std::int64_t n) {
            std::vector<std::int64_t> d;
            forEachDivisor(n, [&](std::int64_t v) { d.push_back(v); });
            return d;
        };
        QCOMPARE(list(1), (std::vector<std::int64_t>{1}));
        QCOMPARE(list(36), (std::vector<std::int64_t>{1, 2, 3, 4, 6, 9, 12, 18, 36}));
        QCOMPARE(list(1536).size(), std::size_t{20}); // 2⁹·3: 10 × 2
        const std::vector<std::int64_t> big = list(std::int64_t{1} << 28);
        QCOMPARE(big.size(), std::size_t{29});
        QCOMPARE(big.back(), std::int64_t{1} << 28);
    }

    // The default plan without interleaving (GPT-3 175B, tp 8 · pp 8, B/b = 1,536): the sweep
    // evaluates every dp that divides 1,536 and nothing else, and its wall is the least JCT
    // among them.
    void syncWallIsExactOverEveryValidDp()
    {
        Scenario s = base();
        s.parallelism.vpp = 1;
        std::array<SyncWallPoint, 512> points{};
        const SyncWallSummary w = syncWallSweep(s, points);
        QCOMPARE(w.counts, std::int64_t{20});
        QCOMPARE(w.points, 20);
        QCOMPARE(w.batchLimitDp, std::int64_t{1536});
        QCOMPARE(w.batchLimitGpus, std::int64_t{64 * 1536});
        QVERIFY(!w.interleavingLimit);
        double best = 0;
        std::int64_t bestGpus = 0;
        for (int dp = 1; dp <= 1536; ++dp) {
            if (1536 % dp != 0)
                continue;
            Scenario p = s;
            p.cluster.gpus = 64 * dp;
            const Result r = evaluate(p);
            if (r.fits() && (bestGpus == 0 || r.predictedSeconds < best))
                best = r.predictedSeconds, bestGpus = p.cluster.gpus;
        }
        QCOMPARE(w.wallGpus, bestGpus);
        QCOMPARE(w.wallSeconds, best);
        QCOMPARE(w.wallDp, bestGpus / 64);
        QVERIFY(w.wallIndex > 0 && w.wallIndex < w.points - 1); // past it, more GPUs finish later
        QCOMPARE(points[static_cast<std::size_t>(w.wallIndex)].gpus, w.wallGpus);
        for (int i = 0; i < w.points; ++i) {
            const SyncWallPoint &p = points[static_cast<std::size_t>(i)];
            QCOMPARE(1536 % p.dp, std::int64_t{0});
            QCOMPARE(p.gpus, 64 * p.dp);
            if (i > 0)
                QVERIFY(p.gpus > points[static_cast<std::size_t>(i - 1)].gpus);
            // No staircase: an even split's theoretical minimum is S × compute × N₀ / N.
            if (p.fits)
                QVERIFY(qAbs(w.theoreticalSecondsAt(static_cast<double>(p.gpus)) / p.theoreticalSeconds - 1.0) < 1e-9);
        }
        // A buffer of 8 draws 8 of the 20 counts (first and last kept) and finds the same wall.
        std::array<SyncWallPoint, 8> few{};
        const SyncWallSummary spread = syncWallSweep(s, few);
        QCOMPARE(spread.points, 8);
        QCOMPARE(few.front().gpus, std::int64_t{64});
        QCOMPARE(few.back().gpus, std::int64_t{64 * 1536});
        QCOMPARE(spread.wallGpus, w.wallGpus);
        QCOMPARE(spread.kneeGpus, w.kneeGpus);
    }

    // The default plan as it is, interleaved (vpp 3 on pp 8): Megatron-Core runs the
    // interleaved schedule only with at least pp micro-batches per step, so the curve ends
    // at the largest dp dividing B/b = 1,536 that leaves 8: dp ≤ 1,536 / 8 = 192, the 15
    // divisors 1 … 192. JCT still falls there: the wall is the schedule's limit.
    void interleavingEndsTheSyncWall()
    {
        const Scenario s = base();
        QCOMPARE(s.parallelism.vpp, 3);
        std::array<SyncWallPoint, 512> points{};
        const SyncWallSummary w = syncWallSweep(s, points);
        QCOMPARE(w.counts, std::int64_t{15});
        QCOMPARE(w.batchLimitDp, std::int64_t{192});
        QCOMPARE(w.batchLimitGpus, std::int64_t{64 * 192});
        QVERIFY(w.interleavingLimit);
        QCOMPARE(points[static_cast<std::size_t>(w.points - 1)].gpus, std::int64_t{64 * 192});
        Scenario past = s;
        past.cluster.gpus = 64 * 256; // dp 256 divides 1,536 but leaves 6 micro-batches
        const Result r = evaluate(past);
        QCOMPARE(r.infeasibility.problem, Problem::InterleavingNeedsMicroBatches);
        QCOMPARE(r.infeasibility.value, 6.0);
        QCOMPARE(r.infeasibility.limit, 8.0);
        past.parallelism.vpp = 1; // the same count without interleaving runs
        QVERIFY(evaluate(past).fits());
        Scenario last = s;
        last.cluster.gpus = 64 * 192;
        QCOMPARE(w.wallGpus, std::int64_t{64 * 192});
        QCOMPARE(w.wallSeconds, evaluate(last).predictedSeconds);
        QVERIFY(w.wallAtBatchLimit());
    }

    // Issue 14's repro: Llama 3 8B, pure data parallel, RoCE 400G, no loss, B = 1,024, b = 1.
    // The old 512-point log grid skipped dp = 512 and said 1,024 GPUs; the exact wall is 512.
    void syncWallReproLlama8bRoce400()
    {
        const format::ScenarioReadResult read = format::readScenarioFile(
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/syncwall-llama3-8b-roce400.jctplan"));
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        const Scenario s = read.loaded->scenario;
        std::array<SyncWallPoint, 512> points{};
        const SyncWallSummary w = syncWallSweep(s, points);
        QCOMPARE(w.counts, std::int64_t{11}); // 1, 2, 4, …, 1,024
        QCOMPARE(w.wallGpus, std::int64_t{512});
        QCOMPARE(w.wallDp, std::int64_t{512});
        QVERIFY(!w.wallAtBatchLimit());
        const auto at = [&](int gpus) {
            Scenario p = s;
            p.cluster.gpus = gpus;
            return evaluate(p);
        };
        // 1,024 GPUs (one micro-batch per rank) take ~31 % longer than 512.
        const Result r512 = at(512), r1024 = at(1024);
        QCOMPARE(w.wallSeconds, r512.predictedSeconds);
        QVERIFY(r1024.predictedSeconds / r512.predictedSeconds > 1.25);
        // The efficiency reference: 1 and 2 GPUs do not fit (16 B and 10 B per parameter of
        // 8 B parameters), 4 do.
        QVERIFY(!at(1).fits() && !at(2).fits() && at(4).fits());
        QCOMPARE(w.baseGpus, std::int64_t{4});
        // By hand: E(N) = (T(4) / T(N)) / (N / 4).
        const double t4 = at(4).predictedSeconds;
        const auto efficiency = [&](int gpus) { return (t4 / at(gpus).predictedSeconds) / (gpus / 4.0); };
        for (int gpus = 4; gpus <= 512; gpus *= 2)
            QVERIFY(efficiency(gpus) >= 0.70); // every count up to 512 …
        QVERIFY(efficiency(1024) < 0.70);      // … but not 1,024
        QCOMPARE(w.kneeGpus, std::int64_t{512});
        QCOMPARE(w.kneeEfficiency, efficiency(512));
        QCOMPARE(w.kneeBelowGpus, std::int64_t{1024});
        QCOMPARE(w.kneeBelowEfficiency, efficiency(1024));
        // At 85 % the knee is the last count before the first below it.
        const SyncWallSummary strict = syncWallSweep(s, points, {.kneeThreshold = 0.85});
        std::int64_t knee = 0;
        for (int gpus = 4; gpus <= 1024 && efficiency(gpus) >= 0.85; gpus *= 2)
            knee = gpus;
        QCOMPARE(strict.kneeGpus, knee);
        QVERIFY(knee > 4 && knee < 512);

        // The fixture forces NCCL_ALGO=Ring: one NIC per hop. By default the node's eight
        // rails carry the reduce-scatter at once, the reduction hides under the backward
        // pass, and only the batch ends the curve.
        Scenario rails = s;
        rails.fabric.algorithm = CollectiveAlgorithm::Auto;
        const SyncWallSummary railsWall = syncWallSweep(rails, points);
        QCOMPARE(railsWall.wallGpus, std::int64_t{1024});
        QVERIFY(railsWall.wallAtBatchLimit());
        Scenario rails512 = rails;
        rails512.cluster.gpus = 512;
        QVERIFY(evaluate(rails512).predictedSeconds < 0.9 * r512.predictedSeconds);
    }

    // Small global batches: JCT still falls at dp = B/b, so the batch ends the curve. With
    // B = 64 efficiency has fallen below a 75 % threshold by then (E(32) ≈ 85 %,
    // E(64) = T(4)·4 / (T(64)·64) ≈ 72 %), with B = 16 it has not fallen below 70 %
    // (≈ 91 %): the batch ends the curve before the knee.
    void batchLimitEndsTheCurve()
    {
        const format::ScenarioReadResult read = format::readScenarioFile(
            qEnvironmentVariable("JCT_TEST_DATA_DIR") + QStringLiteral("/syncwall-llama3-8b-roce400.jctplan"));
        QVERIFY(read.ok());
        Scenario s = read.loaded->scenario;
        const auto at = [&](int gpus) {
            Scenario p = s;
            p.cluster.gpus = gpus;
            return evaluate(p).predictedSeconds;
        };
        std::array<SyncWallPoint, 512> points{};
        s.training.globalBatch = 64;
        const SyncWallSummary w = syncWallSweep(s, points, {.kneeThreshold = 0.75});
        QCOMPARE(w.batchLimitGpus, std::int64_t{64});
        QCOMPARE(w.wallGpus, std::int64_t{64});
        QVERIFY(w.wallAtBatchLimit());
        QCOMPARE(points[static_cast<std::size_t>(w.points - 1)].gpus, std::int64_t{64});
        const double e32 = (at(4) / at(32)) / 8.0, e64 = (at(4) / at(64)) / 16.0;
        QVERIFY(e32 >= 0.75 && e64 < 0.75);
        QCOMPARE(w.kneeGpus, std::int64_t{32});
        QCOMPARE(w.kneeBelowGpus, std::int64_t{64});
        QVERIFY(!w.kneeAtBatchLimit());

        s.training.globalBatch = 16;
        const SyncWallSummary small = syncWallSweep(s, points);
        QCOMPARE(small.wallGpus, std::int64_t{16});
        QVERIFY(small.wallAtBatchLimit());
        QVERIFY((at(4) / at(16)) / 4.0 >= 0.7);
        QCOMPARE(small.kneeGpus, std::int64_t{16});
        QCOMPARE(small.kneeBelowGpus, std::int64_t{0});
        QVERIFY(small.kneeAtBatchLimit());
    }

    // Issue #16, item 3: inf, NaN and absurd job times are a plan that cannot run, with the
    // figures that make it so, never a result.

    // A job MTBF of 32 s against a 41 s synchronous checkpoint: Daly's expected wall time,
    // worked from the result's own τ, δ, R and M, is past the ceiling but finite.
    void stepTailFromJitterStragglersAndEvents()
    {
        // Jitter alone: 10 s fixed, 8 s of compute, cv 5 %, 1,024 ranks. The slowest of 1,024
        // normals has median 3.20442 and p99 4.26906 (tst_statistics):
        // p50 = 10 + 8·0.05·3.20442 = 11.28177 s, p99 = 10 + 0.4·4.26906 = 11.70762 s.
        StepVariation v;
        v.fixedSeconds = 10.0;
        v.computeSeconds = 8.0;
        v.jitterCv = 0.05;
        v.ranks = 1024;
        QVERIFY(qAbs(stepQuantile(v, 0.5) - 11.28177) < 1e-4);
        QVERIFY(qAbs(stepQuantile(v, 0.99) - 11.70762) < 1e-4);
        // The step's wait grows with the ranks it synchronises: 8 ranks, p50 Φ⁻¹(0.5^(1/8)) =
        // 1.38520, p99 3.02201: 10.55408 s and 11.20880 s.
        v.ranks = 8;
        QVERIFY(qAbs(stepQuantile(v, 0.5) - 10.55408) < 1e-4);
        QVERIFY(qAbs(stepQuantile(v, 0.99) - 11.20880) < 1e-4);
        // With one GPU 15 % slow the median waits for it (0.15 > 0.05·1.385) and the p99 for
        // the worst jitter (0.05·3.02201 = 0.15110 > 0.15): 11.2 s and 11.20880 s.
        v.slowFactor = 0.15;
        QVERIFY(qAbs(stepQuantile(v, 0.5) - 11.2) < 1e-9);
        QVERIFY(qAbs(stepQuantile(v, 0.99) - 11.20880) < 1e-4);

        // Microbursts alone: λ = 2 stalls of 1 ms per step. Poisson(2) CDF: P(K ≤ 1) = 0.406,
        // P(K ≤ 2) = 0.677, P(K ≤ 5) = 0.9834, P(K ≤ 6) = 0.9955: median 2 ms, p99 6 ms.
        StepVariation e;
        e.fixedSeconds = 1.0;
        e.microbursts = {2.0, 1e-3};
        QVERIFY(qAbs(stepQuantile(e, 0.5) - 1.002) < 1e-12);
        QVERIFY(qAbs(stepQuantile(e, 0.99) - 1.006) < 1e-12);
        // Both: 1 s of compute, cv 0.2 %, 1,024 ranks, and the same stalls. The quantiles of
        // Σ_k P(k)·Φ((x − k·1 ms)/2 ms)^1024, inverted by bisection in Python: 8.34014 ms
        // and 12.78889 ms above the fixed part.
        e.fixedSeconds = 0.0;
        e.computeSeconds = 1.0;
        e.jitterCv = 0.002;
        e.ranks = 1024;
        QVERIFY(qAbs(stepQuantile(e, 0.5) - 8.34014e-3) < 1e-7);
        QVERIFY(qAbs(stepQuantile(e, 0.99) - 12.78889e-3) < 1e-7);
    }

    void stepTailOfAPlan()
    {
        // No randomness (not even the GPU's own rank variability): the distribution is one
        // point, the engine's step time.
        Scenario s;
        s.gpu.rankJitterCv = 0.0;
        const Result plain = evaluate(s);
        const StepTail flat = stepTail(s, plain);
        QCOMPARE(flat.p50, plain.stepTime);
        QCOMPARE(flat.p99, plain.stepTime);
        // Microbursts on the scale-out links: their mean share of the step is the step less
        // the plan's without them, λ·D; the mean stays the engine's (the job is priced on it).
        s.fabric.stallProbability = 0.01;
        s.fabric.stallSeconds = 2e-3;
        const Result r = evaluate(s);
        const StepTail t = stepTail(s, r);
        QCOMPARE(t.mean, r.stepTime);
        QVERIFY(qAbs(t.variation.microbursts.perStep * 2e-3 - (r.stepTime - plain.stepTime)) < 1e-12);
        QVERIFY(t.variation.microbursts.perStep > 0.0);
        QVERIFY(t.p99 > t.p50);
        QVERIFY(t.p99 > t.mean);
        // Jitter over more ranks: the median and the p99 both grow with N (the expected
        // slowest of N grows as √(2 ln N)).
        Scenario j;
        j.stragglers.jitterCv = 0.02;
        const StepTail small = stepTail(j, evaluate(j));
        j.cluster.gpus = 4096;
        j.training.globalBatch = 4096;
        const StepTail large = stepTail(j, evaluate(j));
        const double perComputeSmall = (small.p99 - small.variation.fixedSeconds) / small.variation.computeSeconds;
        const double perComputeLarge = (large.p99 - large.variation.fixedSeconds) / large.variation.computeSeconds;
        QVERIFY(perComputeLarge > perComputeSmall);
        // The plan's 2 % and the GPU's own 0.5 %, independent: √(0.02² + 0.005²) = 0.0206155.
        QVERIFY(qAbs(perComputeSmall - 0.0206155281280883 * normalOrderStatisticQuantile(0.99, 1024, 0)) < 1e-9);
        // PFC pauses on a lossless fabric: a share of the step, in pauses of buffer / line rate.
        Scenario l;
        l.gpu.rankJitterCv = 0.0;
        l.fabric.lossless = true;
        l.fabric.pfcPauseFraction = 0.05;
        l.fabric.switchBufferBytes = 1048576.0;
        const Result lr = evaluate(l);
        QVERIFY(lr.stepTime > plain.stepTime);
        const StepTail lt = stepTail(l, lr);
        QCOMPARE(lt.variation.pauses.seconds, 1048576.0 / l.fabric.nicBandwidth);
        QVERIFY(qAbs(lt.variation.pauses.perStep * lt.variation.pauses.seconds - (lr.stepTime - plain.stepTime))
                < 1e-12);
        // Lossless with its defaults changes nothing.
        Scenario d;
        d.gpu.rankJitterCv = 0.0;
        d.fabric.lossless = true;
        QCOMPARE(evaluate(d).stepTime, plain.stepTime);
    }

    void failuresOutpacingCheckpointsAreRefused()
    {
        Scenario s = base();
        const Result ok = evaluate(s);
        QVERIFY(ok.fits());
        s.reliability.jobMtbfSeconds = 32.0;
        s.storage.checkpointWriteBandwidth = ok.checkpoint.sizeBytes / 41.0;
        const Result r = evaluate(s);
        QCOMPARE(r.infeasibility.problem, Problem::JobDoesNotFinish);
        QVERIFY(!r.fits());
        QVERIFY(!r.infeasibility.isInputError());
        QCOMPARE(r.infeasibility.limit, kMaxJobSeconds);
        QCOMPARE(r.failures.jobMtbfSeconds, 32.0);
        QVERIFY(std::fabs(r.checkpoint.blockingSeconds - 41.0) < 1e-9);
        // Daly's interval for δ = 41, M = 32 (δ < 2M): √2624 · (1 + ⅓√(41/64) + 41/576) − 41
        // = 51.2250 · 1.337977 − 41 = 27.538 s.
        QVERIFY(std::fabs(r.checkpoint.intervalSeconds - 27.538) < 1e-3);
        // W = M e^(R/M) (e^((τ+δ)/M) − 1) T / τ, with R = 600 s + the checkpoint read.
        const double m = 32.0;
        const double R = 600.0 + r.checkpoint.sizeBytes / s.storage.checkpointReadBandwidth;
        const double tau = r.checkpoint.intervalSeconds;
        const double wall = m * std::exp(R / m) * std::expm1((tau + 41.0) / m) * r.trainSeconds / tau;
        QVERIFY(std::isfinite(wall));
        QVERIFY(wall > kMaxJobSeconds);
        QVERIFY(std::fabs(r.infeasibility.value / (s.training.startupSeconds + wall + 41.0) - 1.0) < 1e-9);
        const QString reason = present::describeInfeasibility(r, s);
        QVERIFY2(reason.startsWith(QStringLiteral("expected failures outpace checkpoints: job MTBF 32.0 s < "
                                                  "checkpoint write 41.0 s")),
                 qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("is past the 1,000,000 days the planner reports")), qPrintable(reason));
        QCOMPARE(present::problemKeyPath(r, s), QStringLiteral("storage.checkpoint_write_gbps"));
    }

    // The longest restart the file allows (10^7 minutes) against a 1 h MTBF: e^(R/M) =
    // e^(6·10^8 / 3600) overflows, and the job time is not finite.
    void overflowingWallTimeIsRefused()
    {
        Scenario s = base();
        s.reliability.jobMtbfSeconds = 3600.0;
        s.reliability.reinitSeconds = 1e7 * 60.0;
        const Result r = evaluate(s);
        QCOMPARE(r.infeasibility.problem, Problem::JobDoesNotFinish);
        QVERIFY(std::isinf(r.infeasibility.value));
        const QString reason = present::describeInfeasibility(r, s);
        QVERIFY2(reason.startsWith(QStringLiteral("expected failures outpace restarts: job MTBF 60.0 min < recovery "
                                                  "(drain, provisioning, checkpoint download, re-initialisation)")),
                 qPrintable(reason));
        QVERIFY2(reason.endsWith(QStringLiteral("the expected job time is not finite")), qPrintable(reason));
        // The longest part of the recovery is named.
        QCOMPARE(present::problemKeyPath(r, s), QStringLiteral("reliability.reinit_minutes"));
        // Three decades shorter, e^(600000/3600) = e^166.7 is finite, the job still absurd.
        s.reliability.reinitSeconds = 1e4 * 60.0;
        const Result finite = evaluate(s);
        QCOMPARE(finite.infeasibility.problem, Problem::JobDoesNotFinish);
        QVERIFY(std::isfinite(finite.infeasibility.value));
    }

    // An invalid expert layout names the one rule it breaks and its key, not a list of four
    // rules some of which hold (etp 1 on a dense model said "ep·etp = 1·1 = 1 must divide
    // tp·cp·dp = 2000").
    void expertLayoutNamesTheRuleItBreaks()
    {
        Scenario dense = base(); // GPT-3 175B, tp 8
        dense.parallelism.etp = 1;
        Result r = evaluate(dense);
        QCOMPARE(r.infeasibility.problem, Problem::ExpertParallelInvalid);
        QVERIFY2(present::describeInfeasibility(r, dense).startsWith(
                     QStringLiteral("expert parallelism (parallelism.ep = 1, etp = 1) needs an MoE model")),
                 qPrintable(present::describeInfeasibility(r, dense)));
        QCOMPARE(present::problemKeyPath(r, dense), QStringLiteral("parallelism.etp"));
        Scenario moe = base();
        moe.model.moe.experts = 8;
        moe.model.moe.topK = 2;
        moe.model.moe.expertFfn = 12288;
        moe.parallelism.ep = 3; // 8 experts do not split over 3
        r = evaluate(moe);
        QCOMPARE(r.infeasibility.problem, Problem::ExpertParallelInvalid);
        QCOMPARE(present::describeInfeasibility(r, moe),
                 QStringLiteral("model.moe.experts = 8 is not a multiple of parallelism.ep = 3 (each expert-parallel "
                                "rank holds whole experts)"));
        QCOMPARE(present::problemKeyPath(r, moe), QStringLiteral("parallelism.ep"));
        moe.parallelism.ep = 1;
        moe.parallelism.etp = 5; // 12,288 is not a multiple of 5
        r = evaluate(moe);
        QCOMPARE(r.infeasibility.problem, Problem::ExpertParallelInvalid);
        QVERIFY2(present::describeInfeasibility(r, moe).startsWith(
                     QStringLiteral("model.moe.expert_ffn = 12288 is not a multiple of parallelism.etp = 5")),
                 qPrintable(present::describeInfeasibility(r, moe)));
        QCOMPARE(present::problemKeyPath(r, moe), QStringLiteral("parallelism.etp"));
    }

    // A plan that does not fit names the lever of its largest part: Megatron 1T on 64 A100
    // 40 GB at tp 8, ZeRO 1, holds 235 GiB of weights a GPU: a higher ZeRO stage, then more
    // tp (it named recompute, which cannot shrink weights).
    void memoryProblemNamesTheLeverOfItsLargestPart()
    {
        const format::ScenarioReadResult read = format::readScenarioFile(
            qEnvironmentVariable("JCT_SOURCE_DIR") + QStringLiteral("/tests/golden/plans/does-not-fit.jctplan"));
        QVERIFY2(read.ok(), qPrintable(read.error.toString()));
        Scenario s = read.loaded->scenario;
        Result r = evaluate(s);
        QCOMPARE(r.infeasibility.problem, Problem::DoesNotFitMemory);
        QVERIFY(r.memory.weights > r.memory.activations);
        QCOMPARE(present::problemKeyPath(r, s), QStringLiteral("training.zero"));
        s.training.zeroStage = 3;
        r = evaluate(s);
        QCOMPARE(r.infeasibility.problem, Problem::DoesNotFitMemory);
        QCOMPARE(present::problemKeyPath(r, s), QStringLiteral("parallelism.tp"));
    }

    // A job MTBF shorter than one restart cannot run, even where Daly's e^(R/M) stays under
    // the ceiling: 512 GPUs whose job MTBF is 70 s against a 10 min restart came out at
    // 1,413 days, 6,219× the training, and ran (exit 0). The edge is the restart itself:
    // M a little above R runs, a little below does not, and the reason names both.
    void failuresOutpacingRestartsCannotRun()
    {
        Scenario s = base();
        const double restart = evaluate(s).failures.recoverySeconds;
        QVERIFY(restart > 0.0);
        s.reliability.jobMtbfSeconds = 1.01 * restart;
        const Result runs = evaluate(s);
        QVERIFY(runs.fits());
        s.reliability.jobMtbfSeconds = 0.99 * restart;
        const Result refused = evaluate(s);
        QCOMPARE(refused.infeasibility.problem, Problem::JobDoesNotFinish);
        QVERIFY(refused.infeasibility.value < kMaxJobSeconds); // finite, under the ceiling
        const QString reason = present::describeInfeasibility(refused, s);
        QVERIFY2(reason.startsWith(QStringLiteral("expected failures outpace restarts: job MTBF")), qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("× the training alone")), qPrintable(reason));
    }

    // The ceiling itself, without failures (no MTBF: no checkpoints either): predicted =
    // startup + S · step. The last whole step count under 10^6 days runs, one more does not.
    void jobTimeCeilingIsOneMillionDays()
    {
        Scenario s = base();
        s.reliability = {};
        s.reliability.gpuMtbfSeconds = 0.0;
        const Result one = evaluate(s);
        QVERIFY(one.fits());
        QCOMPARE(one.failures.jobMtbfSeconds, 0.0);
        const double step = one.stepTime;
        const double tokensPerStep = static_cast<double>(s.training.globalBatch) * s.model.seqLen;
        // The job ends with its final checkpoint written.
        const double steps =
            std::floor((kMaxJobSeconds - s.training.startupSeconds - one.checkpoint.finalSeconds) / step);
        s.training.tokens = steps * tokensPerStep;
        const Result under = evaluate(s);
        QVERIFY(under.fits());
        QCOMPARE(under.steps, steps);
        QVERIFY(under.predictedSeconds <= kMaxJobSeconds);
        s.training.tokens = (steps + 1.0) * tokensPerStep;
        const Result over = evaluate(s);
        QCOMPARE(over.infeasibility.problem, Problem::JobDoesNotFinish);
        QVERIFY(over.infeasibility.value > kMaxJobSeconds);
        const QString reason = present::describeInfeasibility(over, s);
        QVERIFY2(
            reason.startsWith(QStringLiteral("the expected job time, 1.000e+06 days, is past the 1,000,000 days "
                                             "the planner reports (training alone 11,756,811,318 steps of 7.35 s)")),
            qPrintable(reason));
        QCOMPARE(present::problemKeyPath(over, s), QStringLiteral("training.tokens"));
    }

    // A what-if that pushes a plan past the ceiling is a row that does not run (the text
    // says so), never "inf days" or "-nan %": the plan of the ceiling test, one step under.
    void whatIfsPastTheCeilingDoNotRun()
    {
        Scenario s = base();
        s.reliability = {};
        s.reliability.gpuMtbfSeconds = 0.0;
        const Result one = evaluate(s);
        const double step = one.stepTime;
        const double tokensPerStep = static_cast<double>(s.training.globalBatch) * s.model.seqLen;
        s.training.tokens =
            std::floor((kMaxJobSeconds - s.training.startupSeconds - one.checkpoint.finalSeconds) / step)
            * tokensPerStep;
        const PlanStudy study = studyPlan(s, present::evalStudyOptions());
        QVERIFY(study.result.fits());
        for (const SensitivityRow &row : study.sensitivity) {
            // Faster (more bandwidth) still runs; every slower what-if crosses the ceiling.
            QCOMPARE(row.fits, row.change == WhatIf::BandwidthPlus10Percent);
            if (row.fits) {
                QVERIFY(row.predictedSeconds <= kMaxJobSeconds);
                QVERIFY(std::isfinite(row.deltaSeconds) && row.deltaSeconds < 0.0);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
