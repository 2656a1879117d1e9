#include "planstudy.h"

#include "core/step/evaluate.h"
#include "layoutsearch.h"

#include <algorithm>

namespace jct {

namespace {

void studySyncWall(PlanStudy &study, const Scenario &s, const StudyOptions &options)
{
    const int count = std::clamp(options.syncWallPoints, 8, 512);
    study.syncWallPoints.resize(static_cast<std::size_t>(count));
    const SyncWallOptions wallOptions{.kneeThreshold = options.kneeThreshold};
    study.syncWall = syncWallSweep(s, study.syncWallPoints, wallOptions);
    study.syncWallPoints.resize(static_cast<std::size_t>(study.syncWall.points));
    study.evaluations += static_cast<int>(study.syncWall.counts);
    const int perFabric = std::max(8, count / 2);
    for (const Fabric &fabric : options.interconnects) {
        Scenario other = s;
        other.fabric = fabric;
        InterconnectCurve curve;
        curve.points.resize(static_cast<std::size_t>(perFabric));
        curve.summary = syncWallSweep(other, curve.points, wallOptions);
        curve.points.resize(static_cast<std::size_t>(curve.summary.points));
        study.evaluations += static_cast<int>(curve.summary.counts);
        study.interconnects.push_back(std::move(curve));
    }
}

void studyCheckpoints(PlanStudy &study, const Scenario &s, const StudyOptions &options)
{
    study.checkpointCurve.resize(static_cast<std::size_t>(std::clamp(options.intervalPoints, 4, 400)));
    study.checkpointCurve.resize(checkpointIntervalSweep(s, study.result.checkpoint, study.checkpointCurve));
    study.evaluations += 2 * static_cast<int>(study.checkpointCurve.size());
}

void studyLoss(PlanStudy &study, const Scenario &s, const StudyOptions &options)
{
    // 10⁻⁶ … 10⁻¹ (0.0001 % … 10 %).
    std::vector<double> rates(static_cast<std::size_t>(5 * options.lossPointsPerDecade + 1));
    lossRateDecades(1e-6, options.lossPointsPerDecade, rates);
    study.lossCurve.resize(rates.size());
    study.lossCurve.resize(lossSweep(s, rates, study.lossCurve));
    study.evaluations += 1 + static_cast<int>(study.lossCurve.size());
}

} // namespace

PlanStudy studyPlan(const Scenario &s, const StudyOptions &options)
{
    PlanStudy study;
    study.result = evaluate(s);
    ++study.evaluations;
    if (!study.result.fits())
        return study;
    study.stepTail = stepTail(s, study.result);
    const StepVariation &v = study.stepTail.variation;
    study.evaluations += static_cast<int>(v.microbursts.active()) + static_cast<int>(v.timeouts.active())
                         + static_cast<int>(v.pauses.active());
    if (options.syncWallPoints > 0)
        studySyncWall(study, s, options);
    if (options.intervalPoints > 0)
        studyCheckpoints(study, s, options);
    if (options.lossPointsPerDecade > 0)
        studyLoss(study, s, options);
    if (options.sensitivity) {
        study.sensitivity = sensitivity(s, study.result.predictedSeconds, study.result.cost.totalUsd);
        study.hasSensitivity = true;
        study.evaluations += static_cast<int>(kWhatIfCount);
    }
    return study;
}

std::vector<PlanStudy> studyLayouts(const Scenario &base, std::span<const RankedLayout> layouts,
                                    const StudyOptions &options)
{
    std::vector<PlanStudy> studies;
    studies.reserve(layouts.size());
    for (const RankedLayout &ranked : layouts)
        studies.push_back(studyPlan(applyLayout(base, ranked.layout), options));
    return studies;
}

} // namespace jct
