#include "logaxis.h"

#include <cmath>
#include <span>

#include <QFontMetricsF>
#include <QPointer>
#include <qcustomplot.h>

namespace jct::widgets {

namespace {

// Log-axis labels "1e+03" in every number convention: QCustomPlot draws a power as 10³
// only where it finds a lowercase 'e', which a German locale writes 'E'. The label holds
// no decimal mark or group separator to localise.
class PowerOfTenTicker final : public QCPAxisTickerLog
{
public:
    explicit PowerOfTenTicker(QCPAxis *axis)
        : m_axis(axis)
    {}

protected:
    // Over two decades or more, a tick at each power of ten (QCPAxisTickerLog's own, every
    // other power where they crowd). Over less, QCPAxisTickerLog falls back to linear steps
    // (0.5, 1, 1.5 × 10^6 …), which on a log axis leave two labels a decade apart (the
    // idle-cost chart): there, every mantissa 1…9, or 1, 2 and 5 × 10^k, or 1 and 3, or the
    // powers alone: the densest whose closest two labels do not touch on the axis as long
    // as it was last laid out.
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override
    {
        QVector<double> ticks = QCPAxisTickerLog::createTickVector(tickStep, range);
        if (!(range.lower > 0.0) || !(range.upper > range.lower) || !std::isfinite(range.upper))
            return ticks;
        const double decades = std::log10(range.upper / range.lower);
        if (decades >= 2.0)
            return ticks;
        static constexpr double kEveryMantissa[] = {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0};
        static constexpr double kOneTwoFive[] = {1.0, 2.0, 5.0};
        static constexpr double kOneThree[] = {1.0, 3.0};
        static constexpr double kPowers[] = {1.0};
        const std::span<const double> sets[] = {kEveryMantissa, kOneTwoFive, kOneThree, kPowers};
        const double pixelsPerDecade = axisPixels() / decades;
        const double labelPixels = labelExtent();
        for (const std::span<const double> mantissas : sets) {
            // The closest two ticks of the set, in decades: log10(2/1) for 1 2 5, and so on.
            double closest = std::log10(10.0 / mantissas.back());
            for (std::size_t i = 1; i < mantissas.size(); ++i)
                closest = std::min(closest, std::log10(mantissas[i] / mantissas[i - 1]));
            if (mantissas.size() == std::size(kEveryMantissa) && decades >= 0.5)
                continue; // every mantissa only over less than half a decade
            if (mantissas.size() > 1 && pixelsPerDecade > 0.0 && closest * pixelsPerDecade < labelPixels)
                continue;
            QVector<double> kept = ticksWithin(range, mantissas);
            if (kept.size() >= 2)
                return kept;
        }
        return ticks;
    }

    QString getTickLabel(double tick, const QLocale &, QChar formatChar, int precision) override
    {
        return QCPAxisTickerLog::getTickLabel(tick, QLocale::c(), formatChar, precision);
    }

private:
    static QVector<double> ticksWithin(const QCPRange &range, std::span<const double> mantissas)
    {
        QVector<double> kept;
        const int first = static_cast<int>(std::floor(std::log10(range.lower)));
        const int last = static_cast<int>(std::ceil(std::log10(range.upper)));
        for (int power = first; power <= last; ++power)
            for (const double mantissa : mantissas) {
                const double tick = mantissa * std::pow(10.0, power);
                if (tick >= range.lower * (1.0 - 1e-9) && tick <= range.upper * (1.0 + 1e-9))
                    kept.append(tick);
            }
        return kept;
    }
    // The axis's length in pixels as last laid out; 0 before the first layout.
    [[nodiscard]] double axisPixels() const
    {
        if (!m_axis || !m_axis->axisRect())
            return 0.0;
        const QRect rect = m_axis->axisRect()->rect();
        return m_axis->orientation() == Qt::Vertical ? rect.height() : rect.width();
    }
    // What one label takes along the axis, with a gap: a line of its font on a vertical axis,
    // the widest label ("5·10⁴" drawn as a mantissa and a power) on a horizontal one.
    [[nodiscard]] double labelExtent() const
    {
        if (!m_axis)
            return 0.0;
        const QFontMetricsF metrics(m_axis->tickLabelFont());
        if (m_axis->orientation() == Qt::Vertical)
            return 1.15 * metrics.height();
        return metrics.horizontalAdvance(QStringLiteral("5·10"))
               + 0.7 * metrics.horizontalAdvance(QStringLiteral("+04")) + metrics.averageCharWidth();
    }

    QPointer<QCPAxis> m_axis;
};

} // namespace

void makeLogarithmicAxis(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new PowerOfTenTicker(axis)));
    // "1e+03" drawn as 10³ (QCustomPlot's beautiful powers, the mantissa 1 left out).
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
}

} // namespace jct::widgets
