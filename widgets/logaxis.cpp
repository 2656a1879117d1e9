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

    // Whether the axis's length has changed since the ticks were chosen for a range under two
    // decades (QCustomPlot chooses them before it sizes the axis rect): the next layout may
    // choose other ones.
    [[nodiscard]] bool lengthChanged() const { return m_shortRange && std::abs(axisPixels() - m_usedPixels) >= 1.0; }

protected:
    // Over two decades or more, a tick at each power of ten (QCPAxisTickerLog's own). Over
    // less, QCPAxisTickerLog falls back to linear steps (0.5, 1, 1.5 × 10^6 …), which on a log
    // axis leave two labels a decade apart (the idle-cost chart): there, every mantissa 1…9,
    // or 1, 2 and 5 × 10^k, or 1 and 3, or the powers alone: the densest whose closest two
    // ticks in the range leave their labels room on the axis as long as it was last laid
    // out; where none does, the sparsest with two ticks.
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override
    {
        QVector<double> ticks = QCPAxisTickerLog::createTickVector(tickStep, range);
        m_shortRange = false;
        if (!(range.lower > 0.0) || !(range.upper > range.lower) || !std::isfinite(range.upper))
            return ticks;
        const double decades = std::log10(range.upper / range.lower);
        if (decades >= 2.0)
            return ticks;
        m_shortRange = true;
        m_usedPixels = axisPixels();
        static constexpr double kEveryMantissa[] = {1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0};
        static constexpr double kOneTwoFive[] = {1.0, 2.0, 5.0};
        static constexpr double kOneThree[] = {1.0, 3.0};
        static constexpr double kPowers[] = {1.0};
        const std::span<const double> sets[] = {kEveryMantissa, kOneTwoFive, kOneThree, kPowers};
        // The least distance between two labels, in decades; 0 before the first layout.
        const double room = m_usedPixels > 0.0 ? labelExtent() * decades / m_usedPixels : 0.0;
        QVector<double> sparsest;
        for (const std::span<const double> mantissas : sets) {
            if (mantissas.size() == std::size(kEveryMantissa) && decades >= 0.5)
                continue; // every mantissa only over less than half a decade
            const QVector<double> inRange = ticksWithin(range, mantissas);
            if (inRange.size() < 2)
                continue;
            double closest = HUGE_VAL;
            for (qsizetype i = 1; i < inRange.size(); ++i)
                closest = std::min(closest, std::log10(inRange[i] / inRange[i - 1]));
            // With the set's next tick beyond each end: QCustomPlot places the sub-ticks
            // outside the outer labels from them, then trims them to the range.
            QVector<double> withOuter = inRange;
            withOuter.prepend(neighbour(inRange.first(), mantissas, false));
            withOuter.append(neighbour(inRange.last(), mantissas, true));
            if (closest >= room)
                return withOuter;
            sparsest = std::move(withOuter);
        }
        return sparsest.isEmpty() ? ticks : sparsest;
    }

    // Between ticks chosen for a short range, a sub-tick at each whole mantissa (2, 3, 4 between
    // 1 and 5 × 10^k), as on log paper; QCustomPlot's own spaces eight evenly, at 1.11, 1.22 ….
    QVector<double> createSubTickVector(int subTickCount, const QVector<double> &ticks) override
    {
        if (!m_shortRange)
            return QCPAxisTickerLog::createSubTickVector(subTickCount, ticks);
        QVector<double> subTicks;
        for (qsizetype i = 1; i < ticks.size(); ++i) {
            double step = std::pow(10.0, std::floor(std::log10(ticks[i - 1]) + 1e-9));
            for (double value = ticks[i - 1] + step; value < ticks[i] * (1.0 - 1e-9); value += step) {
                if (value >= 10.0 * step * (1.0 - 1e-9)) {
                    step *= 10.0; // past a power: whole mantissas of the next decade
                    value = step;
                    if (value >= ticks[i] * (1.0 - 1e-9))
                        break;
                }
                subTicks.append(value);
            }
        }
        return subTicks;
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
    // The set's tick after (or before) `tick`.
    static double neighbour(double tick, std::span<const double> mantissas, bool after)
    {
        const double power = std::pow(10.0, std::floor(std::log10(tick) + 1e-9));
        const double mantissa = tick / power;
        if (after) {
            for (const double m : mantissas)
                if (m > mantissa * (1.0 + 1e-9))
                    return m * power;
            return 10.0 * power * mantissas.front();
        }
        for (auto it = mantissas.rbegin(); it != mantissas.rend(); ++it)
            if (*it < mantissa * (1.0 - 1e-9))
                return *it * power;
        return power / 10.0 * mantissas.back();
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
    bool m_shortRange = false; // the last ticks were chosen by the axis's length
    double m_usedPixels = 0.0; // that length
};

} // namespace

bool logTicksNeedLayout(const QCPAxis *axis)
{
    const auto *ticker = dynamic_cast<const PowerOfTenTicker *>(axis->ticker().data());
    return ticker && ticker->lengthChanged();
}

void makeLogarithmicAxis(QCPAxis *axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new PowerOfTenTicker(axis)));
    // "1e+03" drawn as 10³ (QCustomPlot's beautiful powers, the mantissa 1 left out).
    axis->setNumberFormat(QStringLiteral("eb"));
    axis->setNumberPrecision(0);
}

} // namespace jct::widgets
