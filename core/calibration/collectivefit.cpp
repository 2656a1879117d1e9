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

// Every measurement of a size into `regime`, but those already left out.
void markGroup(const SizeGroup &g, std::vector<FitPoint> &points, FitRegime regime)
{
    for (std::size_t i : g.samples)
        if (points[i].regime != FitRegime::Outlier)
            points[i].regime = regime;
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
    // A size off its regime: each of its measurements that is off by itself is left out
    // for `reason`; one that is not (in-place beside a slower out-of-place) is shown as a
    // transition, never named an outlier for its size's median.
    template<typename OffByItself>
    void markOutliers(const SizeGroup &g, OutlierReason reason, double reference, OffByItself offByItself)
    {
        for (std::size_t i : g.samples)
            if (m_points[i].regime != FitRegime::Outlier) {
                const bool off = offByItself(i);
                m_points[i].regime = off ? FitRegime::Outlier : FitRegime::Transition;
                m_points[i].reason = off ? reason : OutlierReason::None;
                m_points[i].reference = off ? reference : 0.0;
            }
    }
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

// Small messages: the widest run of sizes flat within the band above the floor (a lone
// size above it inside the run is left out; two in a row end the run). Not necessarily
// the first: RCCL's smallest sizes can sit above a floor that larger ones reach.
std::size_t Fitter::findLatencyRegime()
{
    m_floor = m_sizes[0].seconds;
    for (const SizeGroup &g : m_sizes)
        m_floor = std::min(m_floor, g.seconds);
    const auto flat = [&](std::size_t j) { return m_sizes[j].seconds <= m_rules.latencyBand * m_floor; };
    const std::size_t n = m_sizes.size();
    std::size_t first = n;
    std::size_t last = n;
    std::size_t runFlat = 0;
    for (std::size_t start = 0; start < n;) {
        if (!flat(start)) {
            ++start;
            continue;
        }
        std::size_t end = start;
        std::size_t count = 1;
        for (std::size_t j = start + 1; j < n; ++j) {
            if (flat(j)) {
                end = j;
                ++count;
            } else if (j + 1 == n || !flat(j + 1)) {
                break; // two sizes in a row above the band, or the last size
            }
        }
        const bool wider =
            first == n || m_sizes[end].bytes / m_sizes[start].bytes > m_sizes[last].bytes / m_sizes[first].bytes;
        if (wider) {
            first = start;
            last = end;
            runFlat = count;
        }
        start = end + 1;
    }
    m_fit.alphaDetermined = runFlat >= 2 && m_sizes[last].bytes >= m_rules.latencySpan * m_sizes[first].bytes;
    if (!m_fit.alphaDetermined) {
        m_fit.alphaWhy = Undetermined::NoSmallMessages;
        return 0;
    }
    const double limit = m_rules.latencyBand * m_floor;
    for (std::size_t j = 0; j <= last; ++j) {
        if (j >= first && flat(j))
            markGroup(m_sizes[j], m_points, FitRegime::Latency);
        else
            markOutliers(m_sizes[j], OutlierReason::AboveLatency, m_floor,
                         [&](std::size_t i) { return m_samples[i].seconds > limit; });
    }
    return last + 1;
}

// The plateau is the bandwidth of the largest messages, the one a gradient's reduction
// sees: its reference is the median algbw of the (up to) three largest sizes, and it
// runs down from the largest size while the sizes stay within the band (± plateauBand).
// A lone size off the band with the plateau resuming below it is left out (a spike
// above, a dip below); two in a row end it (a mid-size hump of the protocol transitions,
// faster than the large messages keep up, is never the plateau). A plateau that does not
// reach the largest size (the largest still rising) determines nothing alone.
void Fitter::findPlateau(std::size_t plateauFrom)
{
    const double band = m_rules.plateauBand;
    const std::size_t n = m_sizes.size();
    std::vector<double> algbw(n, 0.0);
    for (std::size_t j = plateauFrom; j < n; ++j)
        algbw[j] = m_sizes[j].bytes / m_sizes[j].seconds;
    double reference = 0.0;
    if (plateauFrom < n) {
        const std::size_t top = std::min<std::size_t>(3, n - plateauFrom);
        reference = median(std::vector<double>(algbw.end() - static_cast<std::ptrdiff_t>(top), algbw.end()));
    }
    const auto above = [&](std::size_t j) { return algbw[j] > reference * (1.0 + band); };
    const auto below = [&](std::size_t j) { return algbw[j] < reference * (1.0 - band); };
    const auto inBand = [&](std::size_t j) { return !above(j) && !below(j); };
    std::vector<OutlierReason> offBand(n, OutlierReason::None);
    std::vector<bool> onPlateau(n, false);
    std::size_t plateauSizes = 0;
    std::size_t plateauFirst = n;
    std::size_t plateauLast = n;
    for (std::size_t j = n; j-- > plateauFrom;) {
        if (inBand(j)) {
            onPlateau[j] = true;
            ++plateauSizes;
            plateauFirst = j;
            if (plateauLast == n)
                plateauLast = j;
        } else if (j > plateauFrom && inBand(j - 1)) {
            offBand[j] = above(j) ? OutlierReason::AbovePlateau : OutlierReason::BelowPlateau;
        } else {
            break;
        }
    }
    const bool oneSizeOnly = n == 1;
    // Two sizes a factor 2 apart show the bandwidth; so do closer ones (linear steps of
    // size) whose times are so far above the log's smallest that α, at most that, is
    // within the band of them.
    if (plateauSizes >= 2)
        m_fit.bandwidthDetermined = m_sizes[plateauLast].bytes >= 2.0 * m_sizes[plateauFirst].bytes
                                    || (plateauSizes >= 3 && m_sizes[plateauFirst].seconds * band >= m_floor);
    else if (plateauSizes == 1 && m_fit.alphaDetermined)
        m_fit.bandwidthDetermined = plateauLast == n - 1 && m_sizes[plateauFirst].seconds >= 4.0 * m_floor;
    else if (plateauSizes == 1 && oneSizeOnly)
        m_fit.bandwidthAssumed = m_fit.bandwidthDetermined = m_sizes[0].seconds >= m_rules.assumedBandwidthSeconds;
    if (!m_fit.bandwidthDetermined)
        m_fit.bandwidthWhy = Undetermined::NoPlateau;
    for (std::size_t j = plateauFrom; j < n; ++j) {
        const double perByteLimit = reference * (offBand[j] == OutlierReason::AbovePlateau ? 1.0 + band : 1.0 - band);
        if (onPlateau[j] && m_fit.bandwidthDetermined)
            markGroup(m_sizes[j], m_points, FitRegime::Bandwidth);
        else if (offBand[j] == OutlierReason::AbovePlateau
                 || (offBand[j] == OutlierReason::BelowPlateau && m_fit.bandwidthDetermined))
            markOutliers(m_sizes[j], offBand[j], reference, [&](std::size_t i) {
                const double sampleAlgbw = m_samples[i].bytes / m_samples[i].seconds;
                return offBand[j] == OutlierReason::AbovePlateau ? sampleAlgbw > perByteLimit
                                                                 : sampleAlgbw < perByteLimit;
            });
        else
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
