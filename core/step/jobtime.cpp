#include "jobtime.h"

#include "core/physics/compute.h"
#include "core/physics/reliability.h"

#include <algorithm>

namespace jct {

namespace {

// Bytes of a checkpoint per parameter beyond the weights: fp32 master, momentum, variance.
constexpr double kOptimizerStateBytes = 12.0;

// Size, write time, what training blocks for, and the optimal intervals for a job MTBF.
CheckpointResult checkpointCosts(const Scenario &s, double parameters, const MemoryBreakdown &memory, double mtbf)
{
    CheckpointResult ck;
    ck.sizeBytes = parameters * (weightElementBytes(s.training.precision) + kOptimizerStateBytes);
    ck.writeSeconds = ck.sizeBytes / s.storage.checkpointWriteBandwidth;
    if (s.storage.asyncCheckpoint) {
        // Training blocks only while this GPU's shard is copied to a host staging buffer.
        ck.blockingSeconds = (memory.weights + memory.optimizer) / s.gpu.hostCopyBandwidth;
        ck.flushSeconds = ck.sizeBytes / s.storage.flushBandwidth;
    } else {
        ck.blockingSeconds = ck.writeSeconds;
    }
    if (mtbf > 0.0) {
        ck.youngSeconds = youngInterval(ck.blockingSeconds, mtbf);
        ck.dalySeconds = dalyInterval(ck.blockingSeconds, mtbf);
    }
    const double set = s.reliability.checkpointIntervalSeconds;
    ck.intervalSeconds = set > 0.0 ? set : ck.dalySeconds;
    return ck;
}

// δ: what one checkpoint costs the job, the blocking time plus, async, any wait for the
// previous flush when it outlasts the interval.
double checkpointDelta(const Scenario &s, const CheckpointResult &ck)
{
    double delta = ck.blockingSeconds;
    if (s.storage.asyncCheckpoint && ck.intervalSeconds > 0.0 && ck.flushSeconds > ck.intervalSeconds)
        delta += ck.flushSeconds - ck.intervalSeconds;
    return delta;
}

} // namespace

JobTime jobTime(const Scenario &s, double parameters, const MemoryBreakdown &memory, double steps, double stepSeconds,
                double computeSeconds)
{
    JobTime job;
    job.trainSeconds = steps * stepSeconds;
    job.theoreticalSeconds = steps * computeSeconds;
    FailureResult &fl = job.failures;
    fl.jobMtbfSeconds = jobMtbfSeconds(s);
    const double mtbf = fl.jobMtbfSeconds;
    CheckpointResult &ck = job.checkpoint;
    ck = checkpointCosts(s, parameters, memory, mtbf);
    fl.recoverySeconds = s.reliability.restartSeconds + ck.sizeBytes / s.storage.checkpointReadBandwidth;

    const double delta = checkpointDelta(s, ck);
    const double train = job.trainSeconds;
    ck.overheadSeconds = ck.intervalSeconds > 0.0 ? train * delta / ck.intervalSeconds : 0.0;
    if (mtbf > 0.0 && ck.intervalSeconds > 0.0) {
        const double wall = dalyWallTime(train, ck.intervalSeconds, delta, fl.recoverySeconds, mtbf);
        fl.overheadSeconds = std::max(0.0, wall - train - ck.overheadSeconds);
        fl.expectedFailures = wall / mtbf;
    }
    ck.overheadFraction = ck.overheadSeconds / train;
    fl.overheadFraction = fl.overheadSeconds / train;
    const double startup = std::max(0.0, s.training.startupSeconds);
    job.predictedSeconds = startup + train + ck.overheadSeconds + fl.overheadSeconds;
    job.efficiency = job.theoreticalSeconds / job.predictedSeconds;
    return job;
}

} // namespace jct
