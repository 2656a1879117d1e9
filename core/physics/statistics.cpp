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

namespace {

// The continued fraction of the regularized incomplete beta function I_x(a, b), evaluated
// by the modified Lentz method; it converges fast for x < (a + 1) / (a + b + 2).
double incompleteBetaFraction(double a, double b, double x)
{
    constexpr double tiny = 1e-300;
    const auto guard = [](double v) { return std::fabs(v) < tiny ? tiny : v; };
    double c = 1.0;
    double d = 1.0 / guard(1.0 - (a + b) * x / (a + 1.0));
    double f = d;
    for (int m = 1; m <= 100000; ++m) {
        const double twoM = 2.0 * m;
        const double even = m * (b - m) * x / ((a + twoM - 1.0) * (a + twoM));
        d = 1.0 / guard(1.0 + even * d);
        c = guard(1.0 + even / c);
        f *= d * c;
        const double odd = -(a + m) * (a + b + m) * x / ((a + twoM) * (a + twoM + 1.0));
        d = 1.0 / guard(1.0 + odd * d);
        c = guard(1.0 + odd / c);
        const double step = d * c;
        f *= step;
        if (std::fabs(step - 1.0) < 1e-15)
            break;
    }
    return f;
}

// I_x(a, b) = P(Beta(a, b) ≤ x), through the fraction or its mirror I_x(a, b) = 1 − I_{1−x}(b, a).
double regularizedIncompleteBeta(double a, double b, double x)
{
    if (x <= 0.0)
        return 0.0;
    if (x >= 1.0)
        return 1.0;
    const double logFront = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    if (x < (a + 1.0) / (a + b + 2.0))
        return std::exp(logFront) * incompleteBetaFraction(a, b, x) / a;
    return 1.0 - std::exp(logFront) * incompleteBetaFraction(b, a, 1.0 - x) / b;
}

} // namespace

double normalOrderStatisticCdf(double x, int n, int k)
{
    if (n <= 0)
        return 1.0;
    const double u = normalCdf(x);
    if (k <= 0)
        return std::pow(u, n);
    // P(Binomial(n + k, u) ≥ n) = I_u(n, k + 1): a continued fraction of a few dozen terms
    // where the sum of its k + 1 binomial terms took a second per step's tail with 10⁴
    // backup workers.
    return std::clamp(regularizedIncompleteBeta(n, k + 1.0, u), 0.0, 1.0);
}

double normalOrderStatisticQuantile(double q, int n, int k)
{
    if (!(q > 0.0 && q < 1.0))
        return q <= 0.0 ? -INFINITY : INFINITY;
    if (k <= 0) {
        // Φ⁻¹(q^(1/n)) through its upper tail, 1 − q^(1/n) = −expm1(ln q / n): for q near 1
        // and n above 10⁴, q^(1/n) itself rounds to 1 and its quantile to infinity.
        return -normalQuantile(-std::expm1(std::log(q) / std::max(1, n)));
    }
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
