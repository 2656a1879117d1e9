#pragma once

// Numbers as users read them: with units and sensible precision, in the C locale for
// machine output and the user's locale for display.

#include <QLocale>
#include <QString>

namespace jct::present {

// "20.6 days", "5.2 h", "14 min", "850 ms", "12 µs": the largest unit that keeps the
// value at or above 1.
[[nodiscard]] QString formatDuration(double seconds, const QLocale &locale = QLocale::c());
// "$1,234,567", "$8.53", "$1.2 M" when compact.
[[nodiscard]] QString formatUsd(double usd, const QLocale &locale = QLocale::c(), bool compact = false);
// "61.2 GiB", "512 MiB".
[[nodiscard]] QString formatBinaryBytes(double bytes, const QLocale &locale = QLocale::c());
// "2.45 TB", "50.3 MB" (decimal units, for data volumes and checkpoints).
[[nodiscard]] QString formatDecimalBytes(double bytes, const QLocale &locale = QLocale::c());
// "44.9 %".
[[nodiscard]] QString formatPercent(double fraction, const QLocale &locale = QLocale::c(), int decimals = 1);
// "1,024".
[[nodiscard]] QString formatCount(double count, const QLocale &locale = QLocale::c());

} // namespace jct::present
