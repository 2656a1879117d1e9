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

// Expected load of the fullest of `bins` bins when `balls` balls are hashed uniformly
// (Raab & Steger 1998): m/n + sqrt(2 (m/n) ln n) when m ≥ n; ln n / ln(n ln n / m) when
// fewer balls than bins. Used for static ECMP hashing.
[[nodiscard]] double expectedMaxBinLoad(double balls, double bins);

} // namespace jct
