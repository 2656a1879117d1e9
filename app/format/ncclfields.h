#pragma once

// Inside the nccl-tests log reader only: a line cut into its fields, what launchers put in
// front of it taken off, and the ranges a measurement's numbers must lie in.

#include <optional>

#include <QByteArray>
#include <QString>
#include <QVector>

namespace jct::format::nccl {

// The ranges a measurement row's numbers must lie in; beyond them a log is damaged.
constexpr double kMaxBytes = 1125899906842624.0; // 1 PiB: no collective call moves more
constexpr double kMaxTimeUs = 1e10;              // 10^10 µs ≈ 2.8 hours for one call
// algbw and busbw are S / t as printed, not a link's rate: one rank's in-place call copies
// nothing and prints up to 10⁸ GB/s; only beyond 1 ZB/s is a log damaged.
constexpr double kMaxBandwidthGBps = 1e12;
constexpr int kMaxRanks = 1 << 20; // 1,048,576 ranks

using Tokens = QVector<QByteArray>;

// The blank-separated fields of `line`.
[[nodiscard]] Tokens splitFields(const QByteArray &line);
// Digits only.
[[nodiscard]] bool isWholeNumber(const QByteArray &token);
// Digits with an optional leading minus.
[[nodiscard]] bool isInteger(const QByteArray &token);
// A finite number, or empty.
[[nodiscard]] std::optional<double> toNumber(const QByteArray &token);
// A field as a message quotes it: its first 40 bytes.
[[nodiscard]] QString shown(const QByteArray &token);
// A number in the C convention, 6 significant digits.
[[nodiscard]] QString cNumber(double value);
// `line` without what a launcher or a logger puts in front of it: Open MPI's
// "[1,0]<stdout>:", MPICH's "[0] ", slurm's "0: ", and timestamps.
[[nodiscard]] QByteArray stripPrefixes(QByteArray line);
// The collective a test's name on `line` names ("all_reduce" for all_reduce_perf), or empty.
[[nodiscard]] QString collectiveFromName(const QByteArray &line);

} // namespace jct::format::nccl
