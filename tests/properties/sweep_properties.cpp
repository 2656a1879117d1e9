// The property sweep (issue 16): N random valid plans (default 10^6), each evaluated with
// variants one input better or worse, checking what the model promises at any value the
// contracts allow:
//   - a plan that fits has every figure finite, predicted >= theoretical, 0 < efficiency <= 1;
//   - a plan the engine refuses names why (memory, or a job that cannot finish), never an
//     input error: the generator makes valid plans only;
//   - the JCT never grows with more bandwidth (NIC, NVLink), lower latency, fewer failures
//     (every MTBF doubled) or faster storage (every storage bandwidth doubled, or the
//     uplinks alone), and never shrinks with more loss.
// Prints plans/s and the violations of each property with the first plans that break it
// (their index reproduces them: `sweep_properties N SEED` makes plan i from SEED and i).
// Exits 1 on any violation, so that a short run (20,000 plans) is a CTest entry.

#include "common/randomscenario.h"
#include "core/step/evaluate.h"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>

using namespace jct;

namespace {

constexpr double kTolerance = 1e-9; // relative: rounding, not physics

struct Property
{
    const char *name;
    long long violations = 0;
    long long checked = 0;
};

enum PropertyId : std::size_t { Finite, Refusal, Bandwidth, Latency, Mtbf, Storage, Uplink, Loss, kProperties };

struct Sweep
{
    std::array<Property, kProperties> properties{{{"figures finite, predicted >= theoretical, 0 < efficiency <= 1"},
                                                  {"a refusal names memory or a job that cannot finish"},
                                                  {"more bandwidth (NIC, NVLink x1.5) never slower"},
                                                  {"lower latency (x0.5) never slower"},
                                                  {"fewer failures (every MTBF x2) never slower"},
                                                  {"faster storage (every bandwidth x2) never slower"},
                                                  {"faster storage uplinks (x2) never slower"},
                                                  {"more loss never faster"}}};
    long long fitting = 0;
    long long evaluations = 0;

    void fail(PropertyId id, long long plan, double reference, double variant)
    {
        Property &p = properties[id];
        if (++p.violations <= 5)
            std::printf("violation: %s: plan %lld: %.9g s against %.9g s\n", p.name, plan, variant, reference);
    }
};

bool figuresSound(const Result &r)
{
    for (double v : {r.stepTime, r.predictedSeconds, r.theoreticalSeconds, r.efficiency, r.mfu, r.cost.totalUsd,
                     r.memory.total(), r.checkpoint.overheadSeconds, r.failures.overheadSeconds})
        if (!std::isfinite(v) || v < 0.0)
            return false;
    return r.predictedSeconds >= r.theoreticalSeconds * (1.0 - kTolerance) && r.efficiency > 0.0
           && r.efficiency <= 1.0 + kTolerance && r.stepTime > 0.0;
}

// `better` must not finish later than the reference (nor be refused where it runs).
void checkNotSlower(Sweep &sweep, PropertyId id, long long plan, const Result &reference, const Scenario &better)
{
    const Result r = evaluate(better);
    ++sweep.evaluations;
    ++sweep.properties[id].checked;
    const double variant = r.fits() ? r.predictedSeconds : INFINITY;
    if (!(variant <= reference.predictedSeconds * (1.0 + kTolerance)))
        sweep.fail(id, plan, reference.predictedSeconds, variant);
}

void checkPlan(Sweep &sweep, long long plan, const Scenario &s)
{
    const Result r = evaluate(s);
    ++sweep.evaluations;
    ++sweep.properties[Refusal].checked;
    if (!r.fits()) {
        if (r.infeasibility.isInputError())
            sweep.fail(Refusal, plan, 0.0, static_cast<double>(r.infeasibility.problem));
        return;
    }
    ++sweep.fitting;
    ++sweep.properties[Finite].checked;
    if (!figuresSound(r))
        sweep.fail(Finite, plan, r.theoreticalSeconds, r.predictedSeconds);

    Scenario v = s;
    v.fabric.nicBandwidth *= 1.5;
    v.gpu.nvlinkBandwidth *= 1.5;
    checkNotSlower(sweep, Bandwidth, plan, r, v);

    v = s;
    v.fabric.latency *= 0.5;
    v.fabric.hopLatency *= 0.5;
    checkNotSlower(sweep, Latency, plan, r, v);

    v = s;
    for (double *mtbf : {&v.reliability.gpuMtbfSeconds, &v.reliability.nicMtbfSeconds, &v.reliability.switchMtbfSeconds,
                         &v.reliability.opticsMtbfSeconds, &v.reliability.nodeMtbfSeconds,
                         &v.reliability.softwareMtbfSeconds, &v.reliability.jobMtbfSeconds})
        *mtbf *= 2.0;
    checkNotSlower(sweep, Mtbf, plan, r, v);

    v = s;
    v.storage.checkpointWriteBandwidth *= 2.0;
    v.storage.checkpointReadBandwidth *= 2.0;
    v.storage.flushBandwidth *= 2.0;
    v.storage.uplinkBandwidth *= 2.0;
    checkNotSlower(sweep, Storage, plan, r, v);

    if (s.storage.uplinkBandwidth > 0.0) {
        v = s;
        v.storage.uplinkBandwidth *= 2.0;
        checkNotSlower(sweep, Uplink, plan, r, v);
    }

    // The reference is the better plan here: the lossier one must not finish earlier.
    Scenario lossier = s;
    lossier.fabric.lossRate = std::min(0.01, s.fabric.lossRate * 10.0 + 1e-4);
    const Result worse = evaluate(lossier);
    ++sweep.evaluations;
    ++sweep.properties[Loss].checked;
    if (worse.fits() && worse.predictedSeconds < r.predictedSeconds * (1.0 - kTolerance))
        sweep.fail(Loss, plan, r.predictedSeconds, worse.predictedSeconds);
}

// Half the plans that read a dataset get storage uplinks of 1.1 to 10 times what their
// steps read, where reads, checkpoint writes and flushes compete: the regime where the
// async flush once made faster plans slower (core/README.md §8, issue 16).
template<typename Rng>
Scenario contendedUplinks(Rng &rng, Scenario s, Sweep &sweep)
{
    if (s.training.datasetBytesPerToken <= 0.0 || testing::pickOne(rng, {false, true}))
        return s;
    s.storage.uplinkBandwidth = 0.0;
    const Result free = evaluate(s);
    ++sweep.evaluations;
    if (free.fits() && free.stepTime > 0.0)
        s.storage.uplinkBandwidth = free.dataLoad.bytesPerStep / free.stepTime * testing::logUniformIn(rng, 1.1, 10.0);
    return s;
}

} // namespace

int main(int argc, char *argv[])
{
    const long long plans = argc > 1 ? std::atoll(argv[1]) : 1000000;
    const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20261126;
    if (plans <= 0) {
        std::fprintf(stderr, "usage: sweep_properties [PLANS (default 1000000)] [SEED]\n");
        return 2;
    }
    Sweep sweep;
    const auto start = std::chrono::steady_clock::now();
    for (long long i = 0; i < plans; ++i) {
        std::mt19937_64 rng(seed ^ (0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(i + 1)));
        checkPlan(sweep, i, contendedUplinks(rng, testing::randomValidScenario(rng), sweep));
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    long long violations = 0;
    std::printf("%lld random valid plans (seed %llu), %lld fit in memory and finish; %lld evaluations in %.1f s: "
                "%.0f plans/s, %.0f evaluations/s on one core\n",
                plans, static_cast<unsigned long long>(seed), sweep.fitting, sweep.evaluations, seconds,
                static_cast<double>(plans) / seconds, static_cast<double>(sweep.evaluations) / seconds);
    for (const Property &p : sweep.properties) {
        std::printf("%8lld violations in %9lld checks: %s\n", p.violations, p.checked, p.name);
        violations += p.violations;
    }
    std::printf("%lld violations in all\n", violations);
    return violations == 0 ? 0 : 1;
}
