#include "collectivefit.h"

#include <algorithm>
#include <cmath>

#include <Eigen/Dense>

namespace jct {

CollectiveFit fitCollective(std::span<const CollectiveSample> samples, std::span<double> relativeErrors)
{
    CollectiveFit fit;
    const auto n = static_cast<Eigen::Index>(samples.size());
    if (n == 0)
        return fit;
    double minBytes = samples[0].bytes;
    double maxBytes = samples[0].bytes;
    for (const CollectiveSample &s : samples) {
        if (!(s.bytes > 0.0) || !(s.seconds > 0.0))
            return fit;
        minBytes = std::min(minBytes, s.bytes);
        maxBytes = std::max(maxBytes, s.bytes);
    }

    // Rows scaled by 1/t: minimise Σ ((α + S·k) / t − 1)², k = 1/algbw.
    Eigen::MatrixXd a(n, 2);
    Eigen::VectorXd b = Eigen::VectorXd::Ones(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const CollectiveSample &s = samples[static_cast<std::size_t>(i)];
        a(i, 0) = 1.0 / s.seconds;
        a(i, 1) = s.bytes / s.seconds;
    }
    double alpha = 0.0;
    double perByte = 0.0;
    fit.alphaDetermined = maxBytes > minBytes * 1.0000001;
    if (fit.alphaDetermined) {
        const Eigen::Vector2d x = a.colPivHouseholderQr().solve(b);
        alpha = x(0);
        perByte = x(1);
    }
    if (!fit.alphaDetermined || alpha < 0.0 || !(perByte > 0.0)) {
        // One size only, or a negative fixed cost: fit the bandwidth alone through zero.
        alpha = 0.0;
        const Eigen::VectorXd column = a.col(1);
        perByte = column.dot(b) / column.squaredNorm();
    }
    if (!(perByte > 0.0) || !std::isfinite(perByte))
        return fit;
    fit.ok = true;
    fit.alphaSeconds = alpha;
    fit.algBandwidth = 1.0 / perByte;
    for (Eigen::Index i = 0; i < n; ++i) {
        const CollectiveSample &s = samples[static_cast<std::size_t>(i)];
        const double error = (alpha + s.bytes * perByte) / s.seconds - 1.0;
        fit.maxRelativeError = std::max(fit.maxRelativeError, std::fabs(error));
        if (static_cast<std::size_t>(i) < relativeErrors.size())
            relativeErrors[static_cast<std::size_t>(i)] = error;
    }
    return fit;
}

} // namespace jct
