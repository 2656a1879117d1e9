#pragma once

// Numbers as users read them: with units and sensible precision. Machine output (CSV,
// JSON, file names, saved plans) is always in the C locale; the window shows and reads
// numbers in the application's one number convention, the C locale's by default
// ("1,234.5") or the system's as an option ("1.234,5" in German), made the default
// locale (QLocale()) that every view formats with.

#include <optional>

#include <QLocale>
#include <QString>

namespace jct::present {

enum class NumberConvention {
    C,      // "1,234.5" whatever the system: the default
    System, // the system's locale (QLocale::system())
};

// The locale a convention shows and reads numbers in; the C one with group separators.
[[nodiscard]] QLocale numberLocale(NumberConvention convention, const QLocale &system = QLocale::system());
// Makes the convention's locale the default one (QLocale::setDefault), which the views
// format with (tiles, tables, value boxes, chart ticks of widgets created from now on).
void applyNumberConvention(NumberConvention convention, const QLocale &system = QLocale::system());
// The convention's key in the settings ("c", "system") and back (C for anything else).
[[nodiscard]] QString numberConventionKey(NumberConvention convention);
[[nodiscard]] NumberConvention numberConventionFromKey(const QString &key);

// A number typed by the user in `locale`'s convention, also with the other decimal mark
// where that is unambiguous: with '.' as the decimal point "2,75" is 2.75 (a ',' followed
// by other than three digits cannot separate groups) while "1,024" is 1024; with ',' as
// the decimal point "2.75" is 2.75 and "1.024" is 1024. Nothing when it is no number.
[[nodiscard]] std::optional<double> parseNumber(const QString &text, const QLocale &locale = QLocale());

// "20.6 days", "5.2 h", "14 min", "850 ms", "12 µs": the largest unit that keeps the
// value at or above 1.
[[nodiscard]] QString formatDuration(double seconds, const QLocale &locale = QLocale::c());
// `seconds` in the unit formatDuration gives `reference`, so that two figures read side by
// side share it ("25.1 days, minimum 20.0 days", not "2.83 days, minimum 45.7 h").
[[nodiscard]] QString formatDurationAs(double seconds, double reference, const QLocale &locale = QLocale::c());
// "$1,234,567", "$8.53", "$1.2 M" when compact.
[[nodiscard]] QString formatUsd(double usd, const QLocale &locale = QLocale::c(), bool compact = false);
// "61.2 GiB", "512 MiB", "8 B".
[[nodiscard]] QString formatBinaryBytes(double bytes, const QLocale &locale = QLocale::c());
// "2.45 TB", "50.3 MB" (decimal units, for data volumes and checkpoints).
[[nodiscard]] QString formatDecimalBytes(double bytes, const QLocale &locale = QLocale::c());
// "838.9 GB/s", "4.325 GB/s" (decimal GB, as nccl-tests prints them): 4 significant digits.
[[nodiscard]] QString formatBandwidth(double bytesPerSecond, const QLocale &locale = QLocale::c());
// "44.9 %".
[[nodiscard]] QString formatPercent(double fraction, const QLocale &locale = QLocale::c(), int decimals = 1);
// A part's share of a whole, compact but never a present part shown as nothing: "82 %",
// "4 %" from 1 % up, "0.4 %" below, "< 0.1 %" for a part under 0.05 %, "0 %" for none.
[[nodiscard]] QString formatShare(double fraction, const QLocale &locale = QLocale::c());
// `v` with enough decimals for `significant` digits (at most `maxDecimals`), never
// scientific: with 3, "2.83", "45.7", "118".
[[nodiscard]] QString formatSignificant(double v, int significant, const QLocale &locale = QLocale::c(),
                                        int maxDecimals = 6);
// "1,024".
[[nodiscard]] QString formatCount(double count, const QLocale &locale = QLocale::c());
// A control's value as its box shows it: "30.00 $/h", "1,024 GPUs", "3.0 µs" (`decimals`
// after the point, groups separated; no unit, no space).
[[nodiscard]] QString formatQuantity(double value, int decimals, const QString &unit,
                                     const QLocale &locale = QLocale::c());

} // namespace jct::present
