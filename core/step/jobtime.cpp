#include "jobtime.h"

#include "core/physics/compute.h"
#include "core/physics/reliability.h"

#include <algorithm>
#include <cmath>

namespace jct {

namespace {

// Bytes of a checkpoint per parameter beyond the weights: fp32 master, momentum, variance.
constexpr double kOptimizerStateBytes = 12.0;

// Size, write time, what training blocks for, and the optimal intervals for a job MTBF.
CheckpointResult checkpointCosts(const Scenario &s, const MemoryBreakdown &memory, const JobInputs &in, double mtbf)
{
    const Storage &st = s.storage;
    CheckpointResult ck;
    ck.sizeBytes = st.checkpointBytes > 0.0
                       ? st.checkpointBytes
                       : in.parameters * (weightElementBytes(s.training.precision) + kOptimizerStateBytes);
    // A synchronous write stops training, and with it the dataset reads: it has the uplinks
    // to itself.
    ck.writeSeconds = ck.sizeBytes / uplinkShare(st.checkpointWriteBandwidth, 0.0, st.uplinkBandwidth);
    if (st.asyncCheckpoint) {
        // Each GPU copies its shard to a host staging buffer, then the flush writes it to
        // storage. The seed counts what one checkpoint costs as the longer of the two. The
        // flush is charged at the bandwidth it gets with the uplinks to itself: while the
        // dataset reads share them the flush lasts longer, but that extra time is time in
        // which the uplinks carry the reads of steps that run, not time lost to training.
        // Charging it (as before) made faster training, through its faster reads, lengthen
        // δ: more bandwidth or faster storage gave a later JCT (core/README.md, §8).
        ck.copySeconds = (memory.weights + memory.optimizer) / s.gpu.hostCopyBandwidth;
        ck.flushSeconds = ck.sizeBytes / uplinkShare(st.flushBandwidth, 0.0, st.uplinkBandwidth);
        ck.blockingSeconds = std::max(ck.copySeconds, ck.flushSeconds);
    } else {
        ck.blockingSeconds = ck.writeSeconds;
    }
    // The job ends when its last checkpoint is on storage.
    ck.finalSeconds = ck.blockingSeconds;
    if (mtbf > 0.0) {
        ck.youngSeconds = youngInterval(ck.blockingSeconds, mtbf);
        ck.dalySeconds = dalyInterval(ck.blockingSeconds, mtbf);
    }
    const double set = s.reliability.checkpointIntervalSeconds;
    ck.intervalSeconds = set > 0.0 ? set : ck.dalySeconds;
    return ck;
}

// R and its parts: drain, a replacement host for the hardware failures unless a hot spare
// waits, the checkpoint download, re-initialisation, and with probability p a corrupt
// latest checkpoint: one more interval (and its checkpoint) lost and one more download.
void recoveryCosts(const Scenario &s, const CheckpointResult &ck, FailureResult &fl)
{
    const Reliability &rel = s.reliability;
    fl.drainSeconds = std::max(0.0, rel.drainSeconds);
    fl.provisionSeconds =
        rel.hotSpareNodes > 0 ? 0.0 : hardwareShare(rel, fl.ratePerSource) * std::max(0.0, rel.provisionSeconds);
    fl.downloadSeconds = ck.sizeBytes / uplinkShare(s.storage.checkpointReadBandwidth, 0.0, s.storage.uplinkBandwidth);
    fl.reinitSeconds = std::max(0.0, rel.reinitSeconds);
    fl.rollbackSeconds = std::clamp(rel.corruptCheckpointProbability, 0.0, 1.0)
                         * (ck.intervalSeconds + ck.blockingSeconds + fl.downloadSeconds);
    fl.recoverySeconds =
        fl.drainSeconds + fl.provisionSeconds + fl.downloadSeconds + fl.reinitSeconds + fl.rollbackSeconds;
}

} // namespace

double uplinkShare(double demand, double other, double uplink)
{
    if (uplink <= 0.0 || demand + other <= uplink)
        return demand;
    if (other <= 0.5 * uplink)
        return uplink - other;
    return std::min(demand, 0.5 * uplink);
}

JobTime jobTime(const Scenario &s, const MemoryBreakdown &memory, const JobInputs &in)
{
    JobTime job;
    job.trainSeconds = in.steps * in.stepSeconds;
    job.theoreticalSeconds = in.steps * in.computeSeconds;
    const Training &t = s.training;
    if (t.validationEverySteps > 0)
        job.validationSeconds =
            std::floor(in.steps / t.validationEverySteps) * in.validationPassSeconds; // whole passes
    const double staging =
        t.stagingBytes > 0.0
            ? t.stagingBytes / uplinkShare(s.storage.checkpointReadBandwidth, 0.0, s.storage.uplinkBandwidth)
            : 0.0;
    job.serialSeconds = std::max(0.0, t.startupSeconds) + staging;

    FailureResult &fl = job.failures;
    fl.ratePerSource = failureRates(s);
    fl.jobMtbfSeconds = jobMtbfSeconds(s.reliability, fl.ratePerSource);
    const double mtbf = fl.jobMtbfSeconds;
    CheckpointResult &ck = job.checkpoint;
    ck = checkpointCosts(s, memory, in, mtbf);
    recoveryCosts(s, ck, fl);

    // Daly's solve time: the work a failure can lose, training and validation.
    const double work = job.trainSeconds + job.validationSeconds;
    const double periodic = ck.intervalSeconds > 0.0 ? work * ck.blockingSeconds / ck.intervalSeconds : 0.0;
    if (mtbf > 0.0 && ck.intervalSeconds > 0.0) {
        const double wall = dalyWallTime(work, ck.intervalSeconds, ck.blockingSeconds, fl.recoverySeconds, mtbf);
        fl.overheadSeconds = std::max(0.0, wall - work - periodic);
        fl.expectedFailures = wall / mtbf;
        if (fl.expectedFailures > 0.0)
            fl.lostWorkSeconds = std::max(0.0, fl.overheadSeconds / fl.expectedFailures - fl.recoverySeconds);
    }
    ck.overheadSeconds = periodic + ck.finalSeconds;
    const double train = job.trainSeconds;
    ck.overheadFraction = ck.overheadSeconds / train;
    fl.overheadFraction = fl.overheadSeconds / train;
    job.predictedSeconds = job.serialSeconds + work + ck.overheadSeconds + fl.overheadSeconds;
    job.efficiency = job.theoreticalSeconds / job.predictedSeconds;
    job.goodput = train / job.predictedSeconds;
    job.amdahlFraction = job.serialSeconds / job.predictedSeconds;
    return job;
}

} // namespace jct
