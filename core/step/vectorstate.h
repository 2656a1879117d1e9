#pragma once

// Code that runs between two evaluations (Qt's AVX2 string and JSON routines, seen with
// Qt 6.4 on a Sapphire Rapids host) can return with the upper halves of the vector
// registers still in use. Until they are cleared, the engine's SSE code and libm's FMA
// variants of exp and expm1 pay a state-transition penalty on every call: Daly's wall time
// (two exponentials) took 480 ns instead of 16 ns, a whole evaluation of the default plan
// 880 ns instead of 550 ns (bench_engine, one core). VZEROUPPER clears that state in a
// cycle; it is issued only where the CPU has AVX, and is a no-op elsewhere.

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace jct {

#if defined(__x86_64__) && defined(__GNUC__)
namespace detail {
[[gnu::target("avx")]] inline void zeroUpperVectorHalves()
{
    _mm256_zeroupper();
}
} // namespace detail

inline void clearVectorUpperState()
{
    if (__builtin_cpu_supports("avx"))
        detail::zeroUpperVectorHalves();
}
#else
inline void clearVectorUpperState()
{}
#endif

} // namespace jct
