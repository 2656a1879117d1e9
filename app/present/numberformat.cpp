#include "numberformat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace jct::present {

QString formatSignificant(double v, int significant, const QLocale &locale, int maxDecimals)
{
    const double magnitude = v == 0.0 ? 0.0 : std::floor(std::log10(std::fabs(v)));
    const int decimals = std::max(0, significant - 1 - static_cast<int>(magnitude));
    return locale.toString(v, 'f', std::min(decimals, maxDecimals));
}

namespace {

QString number(const QLocale &locale, double v, int significant)
{
    return formatSignificant(v, significant, locale);
}

} // namespace

QLocale numberLocale(NumberConvention convention, const QLocale &system)
{
    if (convention == NumberConvention::System)
        return system;
    // The C locale omits group separators by default; the window shows them ("1,024 GPUs"
    // in a value box). Chart ticks leave them out (widgets::ChartView::setNumberLocale).
    QLocale c = QLocale::c();
    c.setNumberOptions(c.numberOptions() & ~QLocale::OmitGroupSeparator);
    return c;
}

void applyNumberConvention(NumberConvention convention, const QLocale &system)
{
    QLocale::setDefault(numberLocale(convention, system));
}

QString numberConventionKey(NumberConvention convention)
{
    return convention == NumberConvention::System ? QStringLiteral("system") : QStringLiteral("c");
}

NumberConvention numberConventionFromKey(const QString &key)
{
    return key == QLatin1String("system") ? NumberConvention::System : NumberConvention::C;
}

std::optional<double> parseNumber(const QString &text, const QLocale &locale)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool ok = false;
    const double value = locale.toDouble(trimmed, &ok);
    if (ok)
        return value;
    // QLocale accepts a group separator only before groups of three digits: what fails
    // with the marks as the locale has them and reads with the two swapped is meant so.
    QString swapped = trimmed;
    for (QChar &c : swapped) {
        if (c == QLatin1Char('.'))
            c = QLatin1Char(',');
        else if (c == QLatin1Char(','))
            c = QLatin1Char('.');
    }
    const double other = locale.toDouble(swapped, &ok);
    if (ok)
        return other;
    return std::nullopt;
}

namespace {

// The unit formatDuration gives a duration of `seconds` from two minutes up ("%1 days", "%1 h",
// "%1 min") and its length in seconds; 0 below two minutes, whose units follow in formatDuration.
double longUnit(double seconds, QString *text)
{
    const double a = std::fabs(seconds);
    if (a >= 2.0 * 86400.0) {
        *text = QCoreApplication::translate("Units", "%1 days");
        return 86400.0;
    }
    if (a >= 2.0 * 3600.0) {
        *text = QStringLiteral("%1 h");
        return 3600.0;
    }
    if (a >= 120.0) {
        *text = QStringLiteral("%1 min");
        return 60.0;
    }
    return 0.0;
}

} // namespace

QString formatDuration(double seconds, const QLocale &locale)
{
    // The engine refuses a plan whose figures are not finite; never print "inf days".
    if (!std::isfinite(seconds))
        return QCoreApplication::translate("Units", "not finite");
    QString unit;
    if (const double length = longUnit(seconds, &unit); length > 0.0)
        return unit.arg(number(locale, seconds / length, 3));
    const double a = std::fabs(seconds);
    if (a >= 1.0)
        return QStringLiteral("%1 s").arg(number(locale, seconds, 3));
    if (a >= 1e-3)
        return QStringLiteral("%1 ms").arg(number(locale, seconds * 1e3, 3));
    if (a == 0.0)
        return QStringLiteral("0 s");
    return QStringLiteral("%1 µs").arg(number(locale, seconds * 1e6, 3));
}

QString formatDurationAs(double seconds, double reference, const QLocale &locale)
{
    QString unit;
    const double length = std::isfinite(reference) ? longUnit(reference, &unit) : 0.0;
    if (!std::isfinite(seconds) || length <= 0.0)
        return formatDuration(seconds, locale);
    return unit.arg(number(locale, seconds / length, 3));
}

QString formatUsd(double usd, const QLocale &locale, bool compact)
{
    if (!std::isfinite(usd))
        return QCoreApplication::translate("Units", "not finite");
    // Where the sign goes is the language's typography ("$42.67", "42.67 $"; "$108 k",
    // "108 k$"); the digits keep the number convention.
    const double a = std::fabs(usd);
    if (compact && a >= 1e9)
        return QCoreApplication::translate("Units", "$%1 B").arg(number(locale, usd / 1e9, 3));
    if (compact && a >= 1e6)
        return QCoreApplication::translate("Units", "$%1 M").arg(number(locale, usd / 1e6, 3));
    if (compact && a >= 1e4)
        return QCoreApplication::translate("Units", "$%1 k").arg(number(locale, usd / 1e3, 3));
    const QString dollars = QCoreApplication::translate("Units", "$%1");
    if (a >= 100.0)
        return dollars.arg(formatCount(usd, locale));
    return dollars.arg(locale.toString(usd, 'f', 2));
}

QString formatBinaryBytes(double bytes, const QLocale &locale)
{
    const double a = std::fabs(bytes);
    if (a < 1.0)
        return QStringLiteral("0 GiB");
    if (a < 1024.0)
        return QStringLiteral("%1 B").arg(formatCount(bytes, locale));
    if (a >= 1099511627776.0)
        return QStringLiteral("%1 TiB").arg(number(locale, bytes / 1099511627776.0, 3));
    if (a >= 1073741824.0)
        return QStringLiteral("%1 GiB").arg(locale.toString(bytes / 1073741824.0, 'f', 1));
    if (a >= 1048576.0)
        return QStringLiteral("%1 MiB").arg(number(locale, bytes / 1048576.0, 3));
    return QStringLiteral("%1 KiB").arg(number(locale, bytes / 1024.0, 3));
}

QString formatDecimalBytes(double bytes, const QLocale &locale)
{
    const double a = std::fabs(bytes);
    if (a >= 1e12)
        return QStringLiteral("%1 TB").arg(number(locale, bytes / 1e12, 3));
    if (a >= 1e9)
        return QStringLiteral("%1 GB").arg(number(locale, bytes / 1e9, 3));
    if (a >= 1e6)
        return QStringLiteral("%1 MB").arg(number(locale, bytes / 1e6, 3));
    return QStringLiteral("%1 kB").arg(number(locale, bytes / 1e3, 3));
}

QString formatBandwidth(double bytesPerSecond, const QLocale &locale)
{
    if (!std::isfinite(bytesPerSecond))
        return QCoreApplication::translate("Units", "not finite");
    return QStringLiteral("%1 GB/s").arg(number(locale, bytesPerSecond / 1e9, 4));
}

QString formatPercent(double fraction, const QLocale &locale, int decimals)
{
    if (!std::isfinite(fraction))
        return QCoreApplication::translate("Units", "not finite");
    return QStringLiteral("%1 %").arg(locale.toString(fraction * 100.0, 'f', decimals));
}

QString formatShare(double fraction, const QLocale &locale)
{
    if (!std::isfinite(fraction))
        return formatPercent(fraction, locale);
    const double magnitude = std::abs(fraction);
    // From 0.95 % a decimal would read "1.0 %" where the rest of a legend reads "1 %".
    if (magnitude == 0.0 || magnitude >= 0.0095)
        return formatPercent(fraction, locale, 0);
    if (fraction > 0.0 && fraction < 0.0005)
        return QStringLiteral("< %1").arg(formatPercent(0.001, locale, 1));
    return formatPercent(fraction, locale, 1);
}

QString formatCount(double count, const QLocale &locale)
{
    QLocale grouped = locale;
    grouped.setNumberOptions(grouped.numberOptions() & ~QLocale::OmitGroupSeparator);
    return grouped.toString(count, 'f', 0);
}

QString formatQuantity(double value, int decimals, const QString &unit, const QLocale &locale)
{
    QLocale grouped = locale;
    grouped.setNumberOptions(grouped.numberOptions() & ~QLocale::OmitGroupSeparator);
    const QString number = grouped.toString(value, 'f', std::max(0, decimals));
    return unit.isEmpty() ? number : QStringLiteral("%1 %2").arg(number, unit);
}

} // namespace jct::present
