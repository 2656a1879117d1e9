#pragma once

// Order statistics used by the straggler and ECMP models.

namespace jct {

// Inverse of the standard normal CDF, Φ⁻¹(p) for 0 < p < 1 (Acklam's rational
// approximation, relative error below 1.2e-9).
[[nodiscard]] double normalQuantile(double p);

// Expected value of the n-th smallest of n + k standard normal samples, by Blom's
// approximation Φ⁻¹((n − 0.375) / (n + k + 0.25)). With k = 0 it is E[max of n]
// (MODEL.md section 7, stragglers; Blom 1958).
[[nodiscard]] double expectedNormalOrderStatistic(int n, int k);

// Standard normal CDF Φ(x).
[[nodiscard]] double normalCdf(double x);

// P(X ≤ x) for X the n-th smallest of n + k standard normal samples (the slowest of n ranks,
// or with k backup workers the n-th fastest of n + k): Φ(x)^n when k = 0, else
// P(Binomial(n + k, Φ(x)) ≥ n).
[[nodiscard]] double normalOrderStatisticCdf(double x, int n, int k);

// Its q-quantile: Φ⁻¹(q^(1/n)) when k = 0 (the exact distribution, not Blom's mean), else
// found by bisection on the CDF above.
[[nodiscard]] double normalOrderStatisticQuantile(double q, int n, int k);

// Poisson probability P(K = k) for mean λ (log space: exact for large λ and k).
[[nodiscard]] double poissonPmf(double lambda, int k);

// Expected load of the fullest of `bins` bins when `balls` balls are hashed uniformly
// (Raab & Steger 1998): m/n + sqrt(2 (m/n) ln n) when m ≥ n; ln n / ln(n ln n / m) when
// fewer balls than bins. Used for static ECMP hashing.
[[nodiscard]] double expectedMaxBinLoad(double balls, double bins);

} // namespace jct
