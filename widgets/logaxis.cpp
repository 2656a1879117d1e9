#include "logaxis.h"

#include <cmath>

#include <qcustomplot.h>

namespace jct::widgets {

namespace {

// Log-axis labels "1e+03" in every number convention: QCustomPlot draws a power as 10³
// only where it finds a lowercase 'e', which a German locale writes 'E'. The label holds
// no decimal mark or group separator to localise.
class PowerOfTenTicker final : public QCPAxisTickerLog
{
protected:
    // QCPAxisTickerLog puts a tick at every mantissa 1…9 of a range shorter than its tick
    // count in decades; on a short axis (the idle-cost chart) their labels pile up. Over
    // half a decade or more, keep 1, 2 and 5 × 10^k, and only the powers over two decades.
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override
    {
        QVector<double> ticks = QCPAxisTickerLog::createTickVector(tickStep, range);
        if (range.lower <= 0.0 || range.upper <= range.lower)
            return ticks;
        const double decades = std::log10(range.upper / range.lower);
        if (decades < 0.5)
            return ticks;
        QVector<double> kept;
        for (double tick : ticks) {
            const double mantissa = tick / std::pow(10.0, std::floor(std::log10(tick) + 1e-9));
            const bool power = std::abs(mantissa - 1.0) < 1e-6;
            const bool oneTwoFive = power || std::abs(mantissa - 2.0) < 1e-6 || std::abs(mantissa - 5.0) < 1e-6;
            if (power || (decades < 2.0 && oneTwoFive))
                kept.append(tick);
        }
        return kept.size() >= 2 ? kept : ticks;
    }

    QString getTickLabel(double tick, const QLocale &, QChar formatChar, int precision) override
    {
        return QCPAxisTickerLog::getTickLabel(tick, QLocale::c(), formatChar, precision);
    }
};

} // namespace

void makeLogarithmicAxis(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new PowerOfTenTicker));
    // "1e+03" drawn as 10³ (QCustomPlot's beautiful powers, the mantissa 1 left out).
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
}

} // namespace jct::widgets
