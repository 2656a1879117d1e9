#include "collectivefit.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include <Eigen/Dense>

namespace jct {

namespace {

// The measurements of one message size.
struct SizeGroup
{
    double bytes = 0;
    double seconds = 0; // median of the kept measurements
    std::vector<std::size_t> samples;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

void markGroup(const SizeGroup &g, std::vector<FitPoint> &points, FitRegime regime, OutlierReason reason = {},
               double reference = 0)
{
    for (std::size_t i : g.samples)
        if (points[i].regime != FitRegime::Outlier) {
            points[i].regime = regime;
            points[i].reason = reason;
            points[i].reference = reference;
        }
}

// Least squares in relative error over `rows`: (1/t, S/t) · (α, k) = 1.
Eigen::Vector2d solveRelative(std::span<const CollectiveSample> samples, const std::vector<std::size_t> &rows)
{
    Eigen::MatrixXd a(static_cast<Eigen::Index>(rows.size()), 2);
    const Eigen::VectorXd b = Eigen::VectorXd::Ones(static_cast<Eigen::Index>(rows.size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const CollectiveSample &s = samples[rows[r]];
        a(static_cast<Eigen::Index>(r), 0) = 1.0 / s.seconds;
        a(static_cast<Eigen::Index>(r), 1) = s.bytes / s.seconds;
    }
    return a.colPivHouseholderQr().solve(b);
}

} // namespace

CollectiveFit fitCollective(std::span<const CollectiveSample> samples, std::span<FitPoint> out,
                            const CollectiveFitRules &rules)
{
    CollectiveFit fit;
    const std::size_t n = samples.size();
    for (const CollectiveSample &s : samples)
        if (!(s.bytes >= 0.0) || !std::isfinite(s.bytes) || !(s.seconds > 0.0) || !std::isfinite(s.seconds))
            return fit;
    std::vector<FitPoint> points(n);

    // Group by size; a zero-byte call measures no communication.
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return samples[a].bytes < samples[b].bytes; });
    std::vector<SizeGroup> sizes;
    for (std::size_t i : order) {
        if (samples[i].bytes <= 0.0) {
            points[i].regime = FitRegime::Outlier;
            points[i].reason = OutlierReason::ZeroBytes;
            continue;
        }
        if (sizes.empty() || sizes.back().bytes != samples[i].bytes)
            sizes.push_back({samples[i].bytes, 0.0, {}});
        sizes.back().samples.push_back(i);
    }
    for (SizeGroup &g : sizes) {
        std::vector<double> times;
        for (std::size_t i : g.samples)
            times.push_back(samples[i].seconds);
        g.seconds = median(times);
        if (g.samples.size() >= 3) {
            times.clear();
            for (std::size_t i : g.samples) {
                if (std::fabs(samples[i].seconds / g.seconds - 1.0) > rules.sameSizeBand) {
                    points[i].regime = FitRegime::Outlier;
                    points[i].reason = OutlierReason::SameSizeSpread;
                    points[i].reference = g.seconds;
                } else {
                    times.push_back(samples[i].seconds);
                }
            }
            g.seconds = median(times);
        }
    }
    if (sizes.empty())
        return fit;

    // Small messages: flat within the band above the floor, from the first flat size on,
    // until two sizes in a row rise above it.
    double floor = sizes[0].seconds;
    for (const SizeGroup &g : sizes)
        floor = std::min(floor, g.seconds);
    const auto flat = [&](std::size_t j) { return sizes[j].seconds <= rules.latencyBand * floor; };
    std::size_t first = 0;
    while (!flat(first))
        ++first;
    std::size_t last = first;
    for (std::size_t j = first + 1; j < sizes.size(); ++j) {
        if (flat(j))
            last = j;
        else if (j + 1 == sizes.size() || !flat(j + 1))
            break; // two sizes in a row above the band, or the last size
    }
    std::size_t flatCount = 0;
    for (std::size_t j = first; j <= last; ++j)
        flatCount += flat(j) ? 1 : 0;
    fit.alphaDetermined = flatCount >= 2 && sizes[last].bytes >= rules.latencySpan * sizes[first].bytes;
    std::size_t plateauFrom = 0;
    if (fit.alphaDetermined) {
        for (std::size_t j = 0; j <= last; ++j) {
            if (j >= first && flat(j))
                markGroup(sizes[j], points, FitRegime::Latency);
            else
                markGroup(sizes[j], points, FitRegime::Outlier, OutlierReason::AboveLatency, floor);
        }
        plateauFrom = last + 1;
    } else {
        fit.alphaWhy = Undetermined::NoSmallMessages;
    }

    // The plateau: algbw within the band of the reference (the second highest, so that one
    // spike does not set it), among the sizes above the small messages.
    std::vector<double> algbw(sizes.size(), 0.0);
    for (std::size_t j = plateauFrom; j < sizes.size(); ++j)
        algbw[j] = sizes[j].bytes / sizes[j].seconds;
    std::vector<double> candidates(algbw.begin() + static_cast<std::ptrdiff_t>(plateauFrom), algbw.end());
    std::sort(candidates.begin(), candidates.end(), std::greater<>());
    std::size_t plateauSizes = 0;
    std::size_t plateauFirst = sizes.size();
    std::size_t plateauLast = 0;
    double reference = 0.0;
    if (!candidates.empty()) {
        reference = candidates.size() >= 3 ? candidates[1] : candidates[0];
        for (std::size_t j = plateauFrom; j < sizes.size(); ++j) {
            if (algbw[j] > reference * (1.0 + 2.0 * rules.plateauBand)) {
                markGroup(sizes[j], points, FitRegime::Outlier, OutlierReason::AbovePlateau, reference);
            } else if (algbw[j] >= reference * (1.0 - rules.plateauBand)) {
                ++plateauSizes;
                plateauFirst = std::min(plateauFirst, j);
                plateauLast = j;
            }
        }
    }
    const bool oneSizeOnly = sizes.size() == 1;
    if (plateauSizes >= 2)
        fit.bandwidthDetermined = sizes[plateauLast].bytes >= 2.0 * sizes[plateauFirst].bytes;
    else if (plateauSizes == 1 && fit.alphaDetermined)
        fit.bandwidthDetermined = sizes[plateauFirst].seconds >= 4.0 * floor;
    else if (plateauSizes == 1 && oneSizeOnly)
        fit.bandwidthAssumed = fit.bandwidthDetermined = sizes[0].seconds >= rules.assumedBandwidthSeconds;
    if (!fit.bandwidthDetermined)
        fit.bandwidthWhy = Undetermined::NoPlateau;
    for (std::size_t j = plateauFrom; j < sizes.size(); ++j) {
        const bool inBand = algbw[j] >= reference * (1.0 - rules.plateauBand)
                            && algbw[j] <= reference * (1.0 + 2.0 * rules.plateauBand);
        if (inBand && fit.bandwidthDetermined)
            markGroup(sizes[j], points, FitRegime::Bandwidth);
        else if (!inBand && fit.bandwidthDetermined && j > plateauFirst
                 && algbw[j] < reference * (1.0 - rules.plateauBand))
            markGroup(sizes[j], points, FitRegime::Outlier, OutlierReason::BelowPlateau, reference);
        else if (algbw[j] <= reference * (1.0 + 2.0 * rules.plateauBand))
            markGroup(sizes[j], points, FitRegime::Transition);
    }

    // Least squares in relative error: rows (1/t, S/t) · (α, k) = 1.
    std::vector<std::size_t> latency;
    std::vector<std::size_t> plateau;
    for (std::size_t i = 0; i < n; ++i) {
        if (points[i].regime == FitRegime::Latency)
            latency.push_back(i);
        else if (points[i].regime == FitRegime::Bandwidth)
            plateau.push_back(i);
    }
    double alpha = 0.0;
    double perByte = 0.0;
    const auto alphaAlone = [&](double k) {
        double num = 0.0;
        double den = 0.0;
        for (std::size_t i : latency) {
            const double t = samples[i].seconds;
            num += (1.0 - k * samples[i].bytes / t) / t;
            den += 1.0 / (t * t);
        }
        return den > 0.0 ? num / den : 0.0;
    };
    const auto perByteAlone = [&](double a) {
        double num = 0.0;
        double den = 0.0;
        for (std::size_t i : plateau) {
            const double x = samples[i].bytes / samples[i].seconds;
            num += x * (1.0 - a / samples[i].seconds);
            den += x * x;
        }
        return den > 0.0 ? num / den : 0.0;
    };
    if (fit.alphaDetermined && fit.bandwidthDetermined) {
        std::vector<std::size_t> rows = latency;
        rows.insert(rows.end(), plateau.begin(), plateau.end());
        const Eigen::Vector2d x = solveRelative(samples, rows);
        alpha = x(0);
        perByte = x(1);
        if (!(alpha >= 0.0) || !(perByte > 0.0)) {
            // Fit each regime alone: the plateau through its own points, α on what is left.
            perByte = perByteAlone(0.0);
            alpha = alphaAlone(perByte);
            if (!(alpha >= 0.0)) {
                fit.alphaDetermined = false;
                fit.alphaWhy = Undetermined::NegativeAlpha;
                alpha = 0.0;
            }
        }
    } else if (fit.alphaDetermined) {
        alpha = alphaAlone(0.0);
    } else if (fit.bandwidthDetermined) {
        // No small messages: the plateau's own intercept, if it spans enough sizes to show
        // one, keeps the bandwidth asymptotic (it is reported, not taken for α).
        perByte = perByteAlone(0.0);
        std::vector<double> plateauSizesBytes;
        plateauSizesBytes.reserve(plateau.size());
        for (std::size_t i : plateau)
            plateauSizesBytes.push_back(samples[i].bytes);
        std::sort(plateauSizesBytes.begin(), plateauSizesBytes.end());
        plateauSizesBytes.erase(std::unique(plateauSizesBytes.begin(), plateauSizesBytes.end()),
                                plateauSizesBytes.end());
        if (plateauSizesBytes.size() >= 3
            && plateauSizesBytes.back() >= rules.latencySpan * plateauSizesBytes.front()) {
            const Eigen::Vector2d x = solveRelative(samples, plateau);
            if (x(0) >= 0.0 && x(1) > 0.0) {
                alpha = x(0);
                perByte = x(1);
            }
        }
    }
    if (!(perByte > 0.0) || !std::isfinite(perByte)) {
        perByte = 0.0;
        fit.bandwidthDetermined = false;
        fit.bandwidthAssumed = false;
        fit.bandwidthWhy = Undetermined::NoPlateau;
    }
    if (!fit.alphaDetermined) {
        // The latency points of an undetermined α are only shown.
        for (std::size_t i : latency)
            points[i].regime = FitRegime::Transition;
    }
    if (!fit.bandwidthDetermined)
        for (std::size_t i : plateau)
            points[i].regime = FitRegime::Transition;
    fit.ok = fit.alphaDetermined || fit.bandwidthDetermined;
    fit.alphaSeconds = alpha;
    fit.algBandwidth = perByte > 0.0 ? 1.0 / perByte : 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        FitPoint &p = points[i];
        p.fittedSeconds = alpha + samples[i].bytes * perByte;
        p.relativeError = p.fittedSeconds / samples[i].seconds - 1.0;
        switch (p.regime) {
        case FitRegime::Latency:
            ++fit.latencyPoints;
            break;
        case FitRegime::Bandwidth:
            ++fit.bandwidthPoints;
            break;
        case FitRegime::Transition:
            ++fit.transitionPoints;
            break;
        case FitRegime::Outlier:
            ++fit.outliers;
            break;
        }
        if (fit.ok && (p.regime == FitRegime::Latency || p.regime == FitRegime::Bandwidth))
            fit.maxRelativeError = std::max(fit.maxRelativeError, std::fabs(p.relativeError));
        if (i < out.size())
            out[i] = p;
    }
    return fit;
}

} // namespace jct
