#include "steptail.h"

#include "core/physics/fabric.h"
#include "core/physics/statistics.h"
#include "core/step/evaluate.h"
#include "core/step/stragglers.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace jct {

namespace {

// The events' total delay per step on a grid of kBins points h apart (a Poisson count per
// source, convolved). The shortest event's duration is a whole number of steps, so a plan
// with one source is exact.
constexpr int kBins = 4096;

struct EventDelays
{
    std::array<double, kBins> mass{};
    double step = 0.0;
    int last = 0; // highest bin with mass
};

int eventsCap(const StepEvents &e)
{
    const double k = e.perStep + 8.0 * std::sqrt(e.perStep) + 8.0;
    return static_cast<int>(std::min<double>(kBins - 1, std::ceil(k)));
}

void addSource(EventDelays &d, const StepEvents &e)
{
    if (!e.active())
        return;
    const int cap = eventsCap(e);
    std::array<double, kBins> count{};
    for (int k = 0; k <= cap; ++k)
        count[static_cast<std::size_t>(k)] = poissonPmf(e.perStep, k);
    std::array<double, kBins> next{};
    for (int i = 0; i <= d.last; ++i) {
        if (d.mass[static_cast<std::size_t>(i)] <= 0.0)
            continue;
        for (int k = 0; k <= cap; ++k) {
            const long offset = std::lround(k * e.seconds / d.step);
            const auto bin = static_cast<std::size_t>(std::min<long>(kBins - 1, i + offset));
            next[bin] += d.mass[static_cast<std::size_t>(i)] * count[static_cast<std::size_t>(k)];
        }
    }
    d.mass = next;
    d.last = kBins - 1;
    while (d.last > 0 && d.mass[static_cast<std::size_t>(d.last)] <= 0.0)
        --d.last;
}

void eventDelays(const StepVariation &v, EventDelays &d)
{
    const StepEvents *sources[] = {&v.microbursts, &v.timeouts, &v.pauses};
    double shortest = HUGE_VAL;
    double longest = 0.0;
    for (const StepEvents *e : sources)
        if (e->active()) {
            shortest = std::min(shortest, e->seconds);
            longest += eventsCap(*e) * e->seconds;
        }
    d.mass[0] = 1.0;
    if (longest <= 0.0)
        return;
    const double perShortest = std::floor((kBins - 1) / (longest / shortest));
    d.step = perShortest >= 1.0 ? shortest / perShortest : longest / (kBins - 1);
    for (const StepEvents *e : sources)
        addSource(d, *e);
}

// P(straggler wait ≤ y): compute·max(slow, cv·X), X the slowest of n (n-th of n + k).
double stragglerCdf(const StepVariation &v, double y)
{
    const double c = v.computeSeconds;
    const double floor = c * std::max(0.0, v.slowFactor);
    if (y < floor)
        return 0.0;
    if (c <= 0.0 || v.jitterCv <= 0.0 || v.ranks <= 1)
        return 1.0;
    return normalOrderStatisticCdf(y / (c * v.jitterCv), v.ranks, v.backupWorkers);
}

double stragglerQuantile(const StepVariation &v, double q)
{
    const double c = v.computeSeconds;
    const double slow = std::max(0.0, v.slowFactor);
    if (c <= 0.0 || v.jitterCv <= 0.0 || v.ranks <= 1)
        return c * slow;
    return c * std::max(slow, v.jitterCv * normalOrderStatisticQuantile(q, v.ranks, v.backupWorkers));
}

bool jitters(const StepVariation &v)
{
    return v.computeSeconds > 0.0 && v.jitterCv > 0.0 && v.ranks > 1;
}

} // namespace

double stepQuantile(const StepVariation &v, double q)
{
    EventDelays d;
    eventDelays(v, d);
    if (d.last == 0)
        return v.fixedSeconds + stragglerQuantile(v, q);
    if (!jitters(v)) {
        double sum = 0.0;
        for (int i = 0; i <= d.last; ++i) {
            sum += d.mass[static_cast<std::size_t>(i)];
            if (sum >= q * (1.0 - 1e-12))
                return v.fixedSeconds + stragglerQuantile(v, q) + i * d.step;
        }
        return v.fixedSeconds + stragglerQuantile(v, q) + d.last * d.step;
    }
    // Both: invert Σ_j P(delay = t_j) · P(straggler ≤ x − t_j) by bisection.
    auto cdf = [&](double x) {
        double p = 0.0;
        for (int i = 0; i <= d.last; ++i)
            if (d.mass[static_cast<std::size_t>(i)] > 0.0)
                p += d.mass[static_cast<std::size_t>(i)] * stragglerCdf(v, x - i * d.step);
        return p;
    };
    double lo = 0.0;
    double hi = stragglerQuantile(v, 1.0 - 1e-12) + d.last * d.step;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (cdf(mid) < q ? lo : hi) = mid;
    }
    return v.fixedSeconds + 0.5 * (lo + hi);
}

StepTail stepTail(const Scenario &s, const Result &r)
{
    StepTail t;
    t.mean = r.stepTime;
    t.p50 = t.p99 = r.stepTime;
    if (!r.fits() || r.stepTime <= 0.0)
        return t;
    StepVariation &v = t.variation;
    v.computeSeconds = r.step.compute + r.step.recompute;
    v.slowFactor = s.stragglers.backupWorkers > 0 ? 0.0 : s.stragglers.slowGpuFactor;
    v.jitterCv = rankJitterCv(s);
    v.ranks = s.cluster.gpus;
    v.backupWorkers = s.stragglers.backupWorkers;
    // Each source's mean share of the step: the step less the plan's without it.
    auto share = [&](auto withoutSource) {
        Scenario without = s;
        withoutSource(without.fabric);
        const Result plain = evaluate(without);
        return plain.fits() ? std::max(0.0, r.stepTime - plain.stepTime) : 0.0;
    };
    const Fabric &f = s.fabric;
    if (f.stallProbability > 0.0 && f.stallSeconds > 0.0) {
        v.microbursts.seconds = f.stallSeconds;
        v.microbursts.perStep = share([](Fabric &g) { g.stallProbability = 0.0; }) / f.stallSeconds;
    }
    if (f.lossRate > 0.0 && f.retransmitTimeout > 0.0) {
        v.timeouts.seconds = f.retransmitTimeout;
        v.timeouts.perStep = share([](Fabric &g) { g.retransmitTimeout = 0.0; }) / f.retransmitTimeout;
    }
    if (f.lossless && f.pfcPauseFraction > 0.0 && pfcPauseSeconds(f) > 0.0) {
        v.pauses.seconds = pfcPauseSeconds(f);
        v.pauses.perStep = share([](Fabric &g) { g.pfcPauseFraction = 0.0; }) / v.pauses.seconds;
    }
    v.fixedSeconds = r.stepTime - r.step.straggler - v.microbursts.perStep * v.microbursts.seconds
                     - v.timeouts.perStep * v.timeouts.seconds - v.pauses.perStep * v.pauses.seconds;
    t.p50 = stepQuantile(v, 0.5);
    t.p99 = stepQuantile(v, 0.99);
    return t;
}

} // namespace jct
