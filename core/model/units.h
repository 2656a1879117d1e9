#pragma once

// Unit conversions used at the edges of the engine. Inside the engine everything is SI:
// seconds, bytes, FLOP, bytes per second (MODEL.md, "Units").

namespace jct::units {

inline constexpr double kGB = 1e9;           // decimal gigabyte
inline constexpr double kGiB = 1073741824.0; // 2^30 bytes
inline constexpr double kTB = 1e12;
inline constexpr double kTflops = 1e12;
inline constexpr double kMicrosecond = 1e-6;
inline constexpr double kMinute = 60.0;
inline constexpr double kHour = 3600.0;
inline constexpr double kDay = 86400.0;

// Network line rates are quoted in Gbit/s (Gbps = 1e9 bit/s); the engine wants bytes/s.
[[nodiscard]] constexpr double gbpsToBytesPerSecond(double gbps)
{
    return gbps * 1e9 / 8.0;
}
[[nodiscard]] constexpr double bytesPerSecondToGbps(double bps)
{
    return bps * 8.0 / 1e9;
}

static_assert(gbpsToBytesPerSecond(400.0) == 50e9, "400 Gbps is 50 GB/s");
static_assert(bytesPerSecondToGbps(50e9) == 400.0);

} // namespace jct::units
