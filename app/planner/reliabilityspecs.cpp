// The control table's rows (controlspecs.h) for checkpoints, failures, storage and stragglers.
// The helpers the rows share are in controlspecrows.h.

#include "app/present/numberformat.h"
#include "controlspecrows.h"
#include "core/model/layout.h"
#include "core/model/units.h"
#include "core/physics/compute.h"

#include <algorithm>

namespace jct::planner {

using namespace specrows;

void ControlSpecs::addReliability(QVector<ControlSpec> &table)
{
    Group reliability(table, tr("Checkpoints and failures"));
    reliability
        .slider(
            QStringLiteral("reliability.checkpoint_interval_minutes"),
            {tr("Checkpoint interval"),
             tr("min"),
             1,
             1440,
             1,
             Scale::Logarithmic,
             {},
             tr("τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly "
                "2006): short intervals pay δ often, long ones lose more work per failure.")},
            [](const Plan &p) { return p.scenario.reliability.checkpointIntervalSeconds / 60.0; },
            [](Plan &p, double v) { p.scenario.reliability.checkpointIntervalSeconds = v * 60.0; })
        .automatic = ControlSpec::Automatic{
        tr("Optimal checkpoint interval (Daly)"),
        tr("τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking checkpoint time and M the job "
           "MTBF."),
        tr("Use the optimal checkpoint interval"),
        tr("Set the checkpoint interval"),
        [](const Scenario &s) { return s.reliability.checkpointIntervalSeconds <= 0.0; },
        [](const present::PlanAnalysis &a) { return a.result.checkpoint.intervalSeconds / 60.0; }};
    reliability.checkBox(
        QStringLiteral("storage.async_checkpoint"), tr("Asynchronous checkpoints"),
        tr("Toggle asynchronous checkpoints"),
        tr("Each GPU copies its shard to a host staging buffer (shard / PCIe bandwidth) and the flush to storage "
           "(size / flush bandwidth) runs behind; a checkpoint costs δ = max(copy, flush), as the seed defines it."),
        [](const Scenario &s) { return s.storage.asyncCheckpoint; },
        [](Scenario &s, bool on) { s.storage.asyncCheckpoint = on; });
    reliability.slider(
        QStringLiteral("storage.checkpoint_write_gbps"),
        {tr("Checkpoint write bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate bandwidth to and from the checkpoint store (written and read back at this rate). "
            "Synchronous δ = checkpoint size (14 B/param) / bandwidth.")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.checkpointWriteBandwidth); },
        [](Plan &p, double v) {
            // The read rate follows the write rate as the file's default does, until it is set apart.
            Storage &st = p.scenario.storage;
            if (st.checkpointReadBandwidth == st.checkpointWriteBandwidth)
                st.checkpointReadBandwidth = units::gbpsToBytesPerSecond(v);
            st.checkpointWriteBandwidth = units::gbpsToBytesPerSecond(v);
        });
    addCheckpointBandwidths(table);
    addRecovery(table);
    addFailureSources(table);
    addStorage(table);
}

// The rest of the group: reading checkpoints back, the async flush and corrupt checkpoints.
void ControlSpecs::addCheckpointBandwidths(QVector<ControlSpec> &table)
{
    Group reliability(table, tr("Checkpoints and failures"));
    reliability.slider(
        QStringLiteral("storage.checkpoint_read_gbps"),
        {tr("Checkpoint read bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate rate of reading the checkpoint back after a failure (capped by the storage uplinks): "
            "recovery R = drain + provisioning + size / this + re-initialisation.")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.checkpointReadBandwidth); },
        [](Plan &p, double v) { p.scenario.storage.checkpointReadBandwidth = units::gbpsToBytesPerSecond(v); });
    reliability.slider(
        QStringLiteral("storage.flush_gbps"),
        {tr("Async flush bandwidth"),
         QStringLiteral("Gbit/s"),
         10,
         100000,
         0,
         Scale::Logarithmic,
         {},
         tr("Aggregate rate of the background flush of async checkpoints (the seed: 200 GB/s = 1,600 Gbit/s), "
            "shared with the dataset reads on the storage uplinks. Async δ = max(copy, size / this).")},
        [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.flushBandwidth); },
        [](Plan &p, double v) { p.scenario.storage.flushBandwidth = units::gbpsToBytesPerSecond(v); });
    reliability.slider(
        QStringLiteral("reliability.corrupt_checkpoint_probability"),
        {tr("Corrupt checkpoint chance"),
         QStringLiteral("%"),
         0,
         100,
         1,
         Scale::Linear,
         {},
         tr("The chance that the latest checkpoint cannot be read back: the job rolls back to the one before, "
            "losing one more interval and δ and downloading again. Adds p·(τ + δ + download) to every recovery.")},
        [](const Plan &p) { return p.scenario.reliability.corruptCheckpointProbability * 100.0; },
        [](Plan &p, double v) { p.scenario.reliability.corruptCheckpointProbability = v / 100.0; });
}

void ControlSpecs::addRecovery(QVector<ControlSpec> &table)
{
    Group recovery(table, tr("Recovery"));
    auto minutes = [&](const char *key, const QString &label, const QString &tip, double Reliability::*field) {
        recovery.slider(
            QLatin1String(key), {label, tr("min"), 0, 240, 1, Scale::Linear, {}, tip},
            [field](const Plan &p) { return p.scenario.reliability.*field / units::kMinute; },
            [field](Plan &p, double v) { p.scenario.reliability.*field = v * units::kMinute; });
    };
    minutes("reliability.drain_minutes", tr("Drain"),
            tr("Stopping the job and finding the failed rank after a failure (watchdog timeouts included)."),
            &Reliability::drainSeconds);
    minutes("reliability.provision_minutes", tr("Provisioning"),
            tr("Bringing up a replacement host. Hardware failures only (software failures restart in place); "
               "skipped while a hot spare waits."),
            &Reliability::provisionSeconds);
    minutes("reliability.reinit_minutes", tr("Communicator re-initialisation"),
            tr("Re-creating the process groups and NCCL communicators and warming up. The checkpoint download "
               "(size / read bandwidth) is added to recovery, as is the rollback past a corrupt checkpoint."),
            &Reliability::reinitSeconds);
    recovery.slider(
        QStringLiteral("reliability.hot_spare_nodes"),
        {tr("Hot spare hosts"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {},
         tr("Hosts kept ready for the job: with at least one, a hardware failure skips provisioning (the pool "
            "is taken as refilled by repairs between failures).")},
        [](const Plan &p) { return p.scenario.reliability.hotSpareNodes; },
        [](Plan &p, double v) { p.scenario.reliability.hotSpareNodes = static_cast<int>(v); });
}

namespace {

// The note beside the component MTBFs: whether the plan's job MTBF overrides them.
QString jobMtbfOverrideText(const Scenario &s)
{
    if (s.reliability.jobMtbfSeconds > 0.0)
        return ControlSpecs::tr("<b>The job MTBF (%1) overrides the per-component MTBFs below</b>; set it to "
                                "\"per component\" to use them.")
            .arg(present::formatDuration(s.reliability.jobMtbfSeconds, QLocale()));
    return ControlSpecs::tr("Job failure rate λ = the sum over components of count / MTBF; a job MTBF set here "
                            "overrides them.");
}

} // namespace

void ControlSpecs::addFailureSources(QVector<ControlSpec> &table)
{
    Group sources(table, tr("Failures by component"));
    sources
        .slider(
            QStringLiteral("reliability.job_mtbf_hours"),
            {tr("Job MTBF (measured)"), tr("h"), 0, 10000, 2, Scale::Linear,
             zeroThen({0.5, 1, 2, 3, 6, 12, 24, 48, 96, 168}),
             tr("A measured mean time between the job's interruptions (Llama 3 405B on 16,384 H100: 466 in 54 "
                "days, 2.8 h). When set it replaces every per-component MTBF below.")},
            [](const Plan &p) { return p.scenario.reliability.jobMtbfSeconds / units::kHour; },
            [](Plan &p, double v) { p.scenario.reliability.jobMtbfSeconds = v * units::kHour; })
        .minimumText = tr("per component");
    sources.note(tr("A job MTBF set in the plan overrides the per-component MTBFs."), jobMtbfOverrideText).lines = 2;
    const QVector<double> mtbfStops{1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 2e6, 5e6, 1e7};
    sources.slider(
        QStringLiteral("reliability.gpu_mtbf_hours"),
        {tr("MTBF per GPU"),
         tr("h"),
         1000,
         10000000,
         0,
         Scale::Logarithmic,
         {},
         tr("Mean time between failures of one GPU (HBM, SRAM, GSP, thermal included), up to 10 million hours. "
            "N GPUs fail N times as often: 50,000 h over 1,024 GPUs fails every 49 h.")},
        [](const Plan &p) { return p.scenario.reliability.gpuMtbfSeconds / units::kHour; },
        [](Plan &p, double v) { p.scenario.reliability.gpuMtbfSeconds = v * units::kHour; });
    auto component = [&](const char *key, const QString &label, const QString &tip, double Reliability::*field) {
        sources
            .slider(
                QLatin1String(key), {label, tr("h"), 0, 10000000, 0, Scale::Linear, zeroThen(mtbfStops), tip},
                [field](const Plan &p) { return p.scenario.reliability.*field / units::kHour; },
                [field](Plan &p, double v) { p.scenario.reliability.*field = v * units::kHour; })
            .minimumText = tr("not modelled");
    };
    component("reliability.nic_mtbf_hours", tr("MTBF per NIC"), tr("One NIC per GPU."), &Reliability::nicMtbfSeconds);
    component("reliability.switch_mtbf_hours", tr("MTBF per switch"),
              tr("Leaves with radix/2 GPU ports each, plus half as many spines."), &Reliability::switchMtbfSeconds);
    component("reliability.optics_mtbf_hours", tr("MTBF per transceiver"),
              tr("Two transceivers on each GPU's link to its leaf and on each leaf uplink (2N + 2N / "
                 "oversubscription), cables included."),
              &Reliability::opticsMtbfSeconds);
    component("reliability.node_mtbf_hours", tr("MTBF per host"),
              tr("CPU, memory, power supply, disks, kernel: one per N / GPUs per node."),
              &Reliability::nodeMtbfSeconds);
    component("reliability.software_mtbf_hours", tr("Software MTBF (per job)"),
              tr("NCCL watchdog timeouts, driver hangs, framework bugs: the job fails without a broken part and "
                 "restarts in place, with no provisioning."),
              &Reliability::softwareMtbfSeconds);
}

void ControlSpecs::addStorage(QVector<ControlSpec> &table)
{
    Group storage(table, tr("Storage and data loading"));
    storage.slider(
        QStringLiteral("training.startup_minutes"),
        {tr("Start-up"),
         tr("min"),
         0,
         1440,
         1,
         Scale::Linear,
         {0, 1, 2, 5, 10, 20, 30, 60, 120},
         tr("Initialisation and first data load, before the first step: serial, so it is Amdahl's fraction of "
            "the job (startup + staging) / JCT, which more GPUs do not shorten.")},
        [](const Plan &p) { return p.scenario.training.startupSeconds / units::kMinute; },
        [](Plan &p, double v) { p.scenario.training.startupSeconds = v * units::kMinute; });
    storage.slider(
        QStringLiteral("training.data_stall_ms"),
        {tr("Data stall per step"),
         tr("ms"),
         0,
         100000,
         1,
         Scale::Linear,
         {0, 1, 5, 10, 50, 100, 500, 1000},
         tr("Exposed data-loading wait per step, on top of what the storage uplinks impose: T_step += this.")},
        [](const Plan &p) { return p.scenario.training.dataStallSeconds * 1000.0; },
        [](Plan &p, double v) { p.scenario.training.dataStallSeconds = v / 1000.0; });
    storage
        .slider(
            QStringLiteral("storage.uplink_gbps"),
            {tr("Storage uplinks"), QStringLiteral("Gbit/s"), 0, 10000000, 0, Scale::Linear,
             zeroThen({100, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 102400, 204800}),
             tr("Aggregate bandwidth of the storage fabric, shared by dataset reads and checkpoint traffic: a "
                "step that reads longer than it computes stalls, an async flush gets what the reads leave "
                "(max-min fair), a synchronous write, a download and the staging have it alone.")},
            [](const Plan &p) { return units::bytesPerSecondToGbps(p.scenario.storage.uplinkBandwidth); },
            [](Plan &p, double v) { p.scenario.storage.uplinkBandwidth = units::gbpsToBytesPerSecond(v); })
        .minimumText = tr("no limit");
    storage.slider(
        QStringLiteral("training.dataset_bytes_per_token"),
        {tr("Dataset bytes per token"), QStringLiteral("B"), 0, 1000000, 1, Scale::Linear,
         zeroThen({2, 4, 8, 16, 64, 256, 1024, 4096}),
         tr("Bytes read from storage per trained token: 2–4 for tokenised text, far more for images or video. "
            "A step reads B·s·bytes.")},
        [](const Plan &p) { return p.scenario.training.datasetBytesPerToken; },
        [](Plan &p, double v) { p.scenario.training.datasetBytesPerToken = v; });
    storage.slider(
        QStringLiteral("training.staging_gb"),
        {tr("Data staged before the first step"), QStringLiteral("GB"), 0, 1000000, 0, Scale::Linear,
         zeroThen({10, 100, 1000, 10000, 100000}),
         tr("Copied from storage at the storage's read rate before training starts: serial, with the startup "
            "(Amdahl's fraction).")},
        [](const Plan &p) { return p.scenario.training.stagingBytes / units::kGB; },
        [](Plan &p, double v) { p.scenario.training.stagingBytes = v * units::kGB; });
    storage
        .slider(
            QStringLiteral("training.validation_every_steps"),
            {tr("Validation every"), tr("steps"), 0, 1000000, 0, Scale::Linear,
             zeroThen({100, 250, 500, 1000, 2000, 5000, 10000}),
             tr("A validation pass every N steps: forward passes only, through the pipeline.")},
            [](const Plan &p) { return p.scenario.training.validationEverySteps; },
            [](Plan &p, double v) { p.scenario.training.validationEverySteps = static_cast<int>(v); })
        .minimumText = tr("never");
    storage.slider(
        QStringLiteral("training.validation_batches"),
        {tr("Validation batches"), QString(), 0, 100000, 0, Scale::Linear, zeroThen({1, 2, 5, 10, 20, 50, 100}),
         tr("Global batches in one validation pass; each costs (m + (p − 1)/v) forward micro-batch "
            "slots.")},
        [](const Plan &p) { return p.scenario.training.validationBatches; },
        [](Plan &p, double v) { p.scenario.training.validationBatches = static_cast<int>(v); });
}

void ControlSpecs::addStragglers(QVector<ControlSpec> &table)
{
    Group stragglers(table, tr("Stragglers"));
    stragglers.slider(
        QStringLiteral("stragglers.slow_gpu_factor"),
        {tr("One slow GPU"),
         QStringLiteral("%"),
         0,
         100,
         1,
         Scale::Linear,
         {},
         tr("One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute "
            "stretches by that much, every step, or by the ranks' jitter where that wait is longer.")},
        [](const Plan &p) { return p.scenario.stragglers.slowGpuFactor * 100.0; },
        [](Plan &p, double v) { p.scenario.stragglers.slowGpuFactor = v / 100.0; });
    stragglers.slider(
        QStringLiteral("stragglers.jitter_cv"),
        {tr("Per-rank jitter (CV)"),
         QStringLiteral("%"),
         0,
         50,
         1,
         Scale::Linear,
         {},
         tr("Random compute-time variation of each rank, on top of the GPU's own (its catalog calibration, "
            "0.5 % for every catalog GPU): cv = √(cv_GPU² + cv_plan²). The step waits for the slowest of N: compute × "
            "cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).")},
        [](const Plan &p) { return p.scenario.stragglers.jitterCv * 100.0; },
        [](Plan &p, double v) { p.scenario.stragglers.jitterCv = v / 100.0; });
    stragglers.slider(
        QStringLiteral("stragglers.backup_workers"),
        {tr("Backup workers"),
         QString(),
         0,
         1024,
         0,
         Scale::Linear,
         {},
         tr("k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.")},
        [](const Plan &p) { return p.scenario.stragglers.backupWorkers; },
        [](Plan &p, double v) { p.scenario.stragglers.backupWorkers = static_cast<int>(v); });
}

} // namespace jct::planner
