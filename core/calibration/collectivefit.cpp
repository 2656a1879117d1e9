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

// One fit, in the order of its regimes: the sizes and their medians, the small messages,
// the plateau, then the least squares over the points each regime kept.
class Fitter
{
public:
    Fitter(std::span<const CollectiveSample> samples, const CollectiveFitRules &rules)
        : m_samples(samples)
        , m_rules(rules)
        , m_points(samples.size())
    {}

    CollectiveFit run(std::span<FitPoint> out);

private:
    bool groupBySize();
    std::size_t findLatencyRegime(); // returns the first size above the small messages
    void findPlateau(std::size_t plateauFrom);
    void solve();
    void finish(std::span<FitPoint> out);
    double alphaAlone(double perByte) const;
    double perByteAlone(double alpha) const;

    std::span<const CollectiveSample> m_samples;
    const CollectiveFitRules &m_rules;
    std::vector<FitPoint> m_points;
    std::vector<SizeGroup> m_sizes;
    CollectiveFit m_fit;
    double m_floor = 0.0;
    double m_alpha = 0.0;
    double m_perByte = 0.0;
    std::vector<std::size_t> m_latency;
    std::vector<std::size_t> m_plateau;
};

CollectiveFit Fitter::run(std::span<FitPoint> out)
{
    for (const CollectiveSample &s : m_samples)
        if (!(s.bytes >= 0.0) || !std::isfinite(s.bytes) || !(s.seconds > 0.0) || !std::isfinite(s.seconds))
            return m_fit;
    if (!groupBySize())
        return m_fit;
    findPlateau(findLatencyRegime());
    solve();
    finish(out);
    return m_fit;
}

// Group by size; a zero-byte call measures no communication. Within a size, a call far
// from the median is an outlier.
bool Fitter::groupBySize()
{
    const std::size_t n = m_samples.size();
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return m_samples[a].bytes < m_samples[b].bytes; });
    for (std::size_t i : order) {
        if (m_samples[i].bytes <= 0.0) {
            m_points[i].regime = FitRegime::Outlier;
            m_points[i].reason = OutlierReason::ZeroBytes;
            continue;
        }
        if (m_sizes.empty() || m_sizes.back().bytes != m_samples[i].bytes)
            m_sizes.push_back({m_samples[i].bytes, 0.0, {}});
        m_sizes.back().samples.push_back(i);
    }
    for (SizeGroup &g : m_sizes) {
        std::vector<double> times;
        for (std::size_t i : g.samples)
            times.push_back(m_samples[i].seconds);
        g.seconds = median(times);
        if (g.samples.size() >= 3) {
            times.clear();
            for (std::size_t i : g.samples) {
                if (std::fabs(m_samples[i].seconds / g.seconds - 1.0) > m_rules.sameSizeBand) {
                    m_points[i].regime = FitRegime::Outlier;
                    m_points[i].reason = OutlierReason::SameSizeSpread;
                    m_points[i].reference = g.seconds;
                } else {
                    times.push_back(m_samples[i].seconds);
                }
            }
            g.seconds = median(times);
        }
    }
    return !m_sizes.empty();
}

// Small messages: flat within the band above the floor, from the first flat size on,
// until two sizes in a row rise above it.
std::size_t Fitter::findLatencyRegime()
{
    m_floor = m_sizes[0].seconds;
    for (const SizeGroup &g : m_sizes)
        m_floor = std::min(m_floor, g.seconds);
    const auto flat = [&](std::size_t j) { return m_sizes[j].seconds <= m_rules.latencyBand * m_floor; };
    std::size_t first = 0;
    while (!flat(first))
        ++first;
    std::size_t last = first;
    for (std::size_t j = first + 1; j < m_sizes.size(); ++j) {
        if (flat(j))
            last = j;
        else if (j + 1 == m_sizes.size() || !flat(j + 1))
            break; // two sizes in a row above the band, or the last size
    }
    std::size_t flatCount = 0;
    for (std::size_t j = first; j <= last; ++j)
        flatCount += flat(j) ? 1 : 0;
    m_fit.alphaDetermined = flatCount >= 2 && m_sizes[last].bytes >= m_rules.latencySpan * m_sizes[first].bytes;
    if (!m_fit.alphaDetermined) {
        m_fit.alphaWhy = Undetermined::NoSmallMessages;
        return 0;
    }
    for (std::size_t j = 0; j <= last; ++j) {
        if (j >= first && flat(j))
            markGroup(m_sizes[j], m_points, FitRegime::Latency);
        else
            markGroup(m_sizes[j], m_points, FitRegime::Outlier, OutlierReason::AboveLatency, m_floor);
    }
    return last + 1;
}

// The plateau: algbw within the band of the reference (the second highest, so that one
// spike does not set it), among the sizes above the small messages.
void Fitter::findPlateau(std::size_t plateauFrom)
{
    const CollectiveFitRules &rules = m_rules;
    std::vector<double> algbw(m_sizes.size(), 0.0);
    for (std::size_t j = plateauFrom; j < m_sizes.size(); ++j)
        algbw[j] = m_sizes[j].bytes / m_sizes[j].seconds;
    std::vector<double> candidates(algbw.begin() + static_cast<std::ptrdiff_t>(plateauFrom), algbw.end());
    std::sort(candidates.begin(), candidates.end(), std::greater<>());
    std::size_t plateauSizes = 0;
    std::size_t plateauFirst = m_sizes.size();
    std::size_t plateauLast = 0;
    double reference = 0.0;
    if (!candidates.empty()) {
        reference = candidates.size() >= 3 ? candidates[1] : candidates[0];
        for (std::size_t j = plateauFrom; j < m_sizes.size(); ++j) {
            if (algbw[j] > reference * (1.0 + 2.0 * rules.plateauBand)) {
                markGroup(m_sizes[j], m_points, FitRegime::Outlier, OutlierReason::AbovePlateau, reference);
            } else if (algbw[j] >= reference * (1.0 - rules.plateauBand)) {
                ++plateauSizes;
                plateauFirst = std::min(plateauFirst, j);
                plateauLast = j;
            }
        }
    }
    const bool oneSizeOnly = m_sizes.size() == 1;
    if (plateauSizes >= 2)
        m_fit.bandwidthDetermined = m_sizes[plateauLast].bytes >= 2.0 * m_sizes[plateauFirst].bytes;
    else if (plateauSizes == 1 && m_fit.alphaDetermined)
        m_fit.bandwidthDetermined = m_sizes[plateauFirst].seconds >= 4.0 * m_floor;
    else if (plateauSizes == 1 && oneSizeOnly)
        m_fit.bandwidthAssumed = m_fit.bandwidthDetermined = m_sizes[0].seconds >= rules.assumedBandwidthSeconds;
    if (!m_fit.bandwidthDetermined)
        m_fit.bandwidthWhy = Undetermined::NoPlateau;
    for (std::size_t j = plateauFrom; j < m_sizes.size(); ++j) {
        const bool inBand = algbw[j] >= reference * (1.0 - rules.plateauBand)
                            && algbw[j] <= reference * (1.0 + 2.0 * rules.plateauBand);
        if (inBand && m_fit.bandwidthDetermined)
            markGroup(m_sizes[j], m_points, FitRegime::Bandwidth);
        else if (!inBand && m_fit.bandwidthDetermined && j > plateauFirst
                 && algbw[j] < reference * (1.0 - rules.plateauBand))
            markGroup(m_sizes[j], m_points, FitRegime::Outlier, OutlierReason::BelowPlateau, reference);
        else if (algbw[j] <= reference * (1.0 + 2.0 * rules.plateauBand))
            markGroup(m_sizes[j], m_points, FitRegime::Transition);
    }
}

double Fitter::alphaAlone(double perByte) const
{
    double num = 0.0;
    double den = 0.0;
    for (std::size_t i : m_latency) {
        const double t = m_samples[i].seconds;
        num += (1.0 - perByte * m_samples[i].bytes / t) / t;
        den += 1.0 / (t * t);
    }
    return den > 0.0 ? num / den : 0.0;
}

double Fitter::perByteAlone(double alpha) const
{
    double num = 0.0;
    double den = 0.0;
    for (std::size_t i : m_plateau) {
        const double x = m_samples[i].bytes / m_samples[i].seconds;
        num += x * (1.0 - alpha / m_samples[i].seconds);
        den += x * x;
    }
    return den > 0.0 ? num / den : 0.0;
}

// Least squares in relative error: rows (1/t, S/t) · (α, k) = 1.
void Fitter::solve()
{
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        if (m_points[i].regime == FitRegime::Latency)
            m_latency.push_back(i);
        else if (m_points[i].regime == FitRegime::Bandwidth)
            m_plateau.push_back(i);
    }
    if (m_fit.alphaDetermined && m_fit.bandwidthDetermined) {
        std::vector<std::size_t> rows = m_latency;
        rows.insert(rows.end(), m_plateau.begin(), m_plateau.end());
        const Eigen::Vector2d x = solveRelative(m_samples, rows);
        m_alpha = x(0);
        m_perByte = x(1);
        if (!(m_alpha >= 0.0) || !(m_perByte > 0.0)) {
            // Fit each regime alone: the plateau through its own points, α on what is left.
            m_perByte = perByteAlone(0.0);
            m_alpha = alphaAlone(m_perByte);
            if (!(m_alpha >= 0.0)) {
                m_fit.alphaDetermined = false;
                m_fit.alphaWhy = Undetermined::NegativeAlpha;
                m_alpha = 0.0;
            }
        }
    } else if (m_fit.alphaDetermined) {
        m_alpha = alphaAlone(0.0);
    } else if (m_fit.bandwidthDetermined) {
        // No small messages: the plateau's own intercept, if it spans enough sizes to show
        // one, keeps the bandwidth asymptotic (it is reported, not taken for α).
        m_perByte = perByteAlone(0.0);
        std::vector<double> plateauSizesBytes;
        plateauSizesBytes.reserve(m_plateau.size());
        for (std::size_t i : m_plateau)
            plateauSizesBytes.push_back(m_samples[i].bytes);
        std::sort(plateauSizesBytes.begin(), plateauSizesBytes.end());
        plateauSizesBytes.erase(std::unique(plateauSizesBytes.begin(), plateauSizesBytes.end()),
                                plateauSizesBytes.end());
        if (plateauSizesBytes.size() >= 3
            && plateauSizesBytes.back() >= m_rules.latencySpan * plateauSizesBytes.front()) {
            const Eigen::Vector2d x = solveRelative(m_samples, m_plateau);
            if (x(0) >= 0.0 && x(1) > 0.0) {
                m_alpha = x(0);
                m_perByte = x(1);
            }
        }
    }
}

// What the fit could not determine is only shown; every point gets its fitted time.
void Fitter::finish(std::span<FitPoint> out)
{
    CollectiveFit &fit = m_fit;
    if (!(m_perByte > 0.0) || !std::isfinite(m_perByte)) {
        m_perByte = 0.0;
        fit.bandwidthDetermined = false;
        fit.bandwidthAssumed = false;
        fit.bandwidthWhy = Undetermined::NoPlateau;
    }
    if (!fit.alphaDetermined)
        for (std::size_t i : m_latency)
            m_points[i].regime = FitRegime::Transition;
    if (!fit.bandwidthDetermined)
        for (std::size_t i : m_plateau)
            m_points[i].regime = FitRegime::Transition;
    fit.ok = fit.alphaDetermined || fit.bandwidthDetermined;
    fit.alphaSeconds = m_alpha;
    fit.algBandwidth = m_perByte > 0.0 ? 1.0 / m_perByte : 0.0;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        FitPoint &p = m_points[i];
        p.fittedSeconds = m_alpha + m_samples[i].bytes * m_perByte;
        p.relativeError = p.fittedSeconds / m_samples[i].seconds - 1.0;
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
}

} // namespace

CollectiveFit fitCollective(std::span<const CollectiveSample> samples, std::span<FitPoint> out,
                            const CollectiveFitRules &rules)
{
    return Fitter(samples, rules).run(out);
}

} // namespace jct
