#include "statistics.h"

#include <algorithm>
#include <cmath>

namespace jct {

double normalQuantile(double p)
{
    // Coefficients of Peter J. Acklam's algorithm (2003).
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    constexpr double pLow = 0.02425;
    if (!(p > 0.0 && p < 1.0))
        return p <= 0.0 ? -INFINITY : INFINITY;
    if (p < pLow) {
        const double q = std::sqrt(-2.0 * std::log(p));
        return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
               / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    if (p > 1.0 - pLow) {
        const double q = std::sqrt(-2.0 * std::log1p(-p));
        return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
               / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1.0);
    }
    const double q = p - 0.5;
    const double r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
           / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

double expectedNormalOrderStatistic(int n, int k)
{
    if (n <= 1 && k <= 0)
        return 0.0;
    // Every evaluation asks it (every GPU carries its own rank variability) and sweeps ask
    // for the same n again and again: one remembered answer per thread saves the quantile's
    // logarithm, a twentieth of an evaluation.
    struct Remembered
    {
        int n = -1;
        int k = -1;
        double value = 0.0;
    };
    thread_local Remembered last;
    if (n == last.n && k == last.k)
        return last.value;
    const double nd = n;
    const double value = normalQuantile((nd - 0.375) / (nd + std::max(k, 0) + 0.25));
    last = {n, k, value};
    return value;
}

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

double normalOrderStatisticCdf(double x, int n, int k)
{
    if (n <= 0)
        return 1.0;
    const double u = normalCdf(x);
    if (k <= 0)
        return std::pow(u, n);
    if (u <= 0.0)
        return 0.0;
    if (u >= 1.0)
        return 1.0;
    // Σ_{j=n}^{n+k} C(n+k, j) u^j (1−u)^(n+k−j), term by term in log space.
    const int total = n + k;
    const double logU = std::log(u);
    const double log1mU = std::log1p(-u);
    const double logTotal = std::lgamma(total + 1.0);
    double sum = 0.0;
    for (int j = n; j <= total; ++j)
        sum +=
            std::exp(logTotal - std::lgamma(j + 1.0) - std::lgamma(total - j + 1.0) + j * logU + (total - j) * log1mU);
    return std::min(1.0, sum);
}

double normalOrderStatisticQuantile(double q, int n, int k)
{
    if (!(q > 0.0 && q < 1.0))
        return q <= 0.0 ? -INFINITY : INFINITY;
    if (k <= 0)
        return normalQuantile(std::pow(q, 1.0 / std::max(1, n)));
    double lo = -10.0;
    double hi = 10.0;
    for (int i = 0; i < 80; ++i) {
        const double mid = 0.5 * (lo + hi);
        (normalOrderStatisticCdf(mid, n, k) < q ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double poissonPmf(double lambda, int k)
{
    if (k < 0)
        return 0.0;
    if (lambda <= 0.0)
        return k == 0 ? 1.0 : 0.0;
    return std::exp(k * std::log(lambda) - lambda - std::lgamma(k + 1.0));
}

double expectedMaxBinLoad(double balls, double bins)
{
    if (bins <= 1.0 || balls <= 0.0)
        return balls;
    const double mean = balls / bins;
    const double lnN = std::log(bins);
    if (balls >= bins) // heavily loaded: the mean plus a Gaussian-like excess
        return mean + std::sqrt(2.0 * mean * lnN);
    // Lightly loaded (m < n): Θ(ln n / ln(n ln n / m)); at least one ball, at most all.
    const double sparse = lnN / std::log(bins * lnN / balls);
    return std::clamp(sparse, 1.0, balls);
}

} // namespace jct
