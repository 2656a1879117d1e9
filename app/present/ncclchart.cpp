#include "ncclchart.h"

#include "numberformat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace jct::present {

namespace {

// The tr() context of the fit's words (ncclfit.cpp).
struct NcclText
{
    Q_DECLARE_TR_FUNCTIONS(NcclFit)
};

} // namespace

NcclChartData ncclChartData(const NcclTableFit &f, const format::NcclCluster &cluster, const QString &source,
                            const QLocale &locale)
{
    NcclChartData d;
    const format::NcclLog &log = *f.log;
    d.title = NcclText::tr("%1, %2: measured against the fit").arg(log.collective, clusterText(cluster));
    QStringList parts;
    if (f.fit.alphaDetermined)
        parts << QStringLiteral("α %1").arg(formatDuration(f.fit.alphaSeconds, locale));
    else
        parts << NcclText::tr("α not determined");
    if (f.fit.bandwidthDetermined)
        parts << QStringLiteral("busbw %1").arg(formatBandwidth(f.busbwGBps * 1e9, locale));
    else
        parts << NcclText::tr("bandwidth not determined");
    d.fitLabel = NcclText::tr("fit: %1").arg(parts.join(QStringLiteral(", ")));
    double smallest = 0.0;
    double largest = 0.0;
    for (std::size_t i = 0; i < f.measurements.size(); ++i) {
        const double bytes = f.measurements[i].row->bytes;
        if (bytes <= 0.0)
            continue; // no place on a log axis
        const format::NcclTiming &t = f.measurements[i].timing();
        const double busbw = bytes / (t.timeUs * 1e-6) / 1e9 * log.algbwConvention * log.busbwFactor;
        const bool out = f.points[i].regime == FitRegime::Outlier;
        (out ? d.outlierBytes : d.bytes).append(bytes);
        (out ? d.outlierBusbw : d.busbw).append(busbw);
        (out ? d.outlierTimeUs : d.timeUs).append(t.timeUs);
        smallest = smallest == 0.0 ? bytes : std::min(smallest, bytes);
        largest = std::max(largest, bytes);
    }
    if (largest > 0.0 && (f.fit.alphaSeconds > 0.0 || f.fit.algBandwidth > 0.0)) {
        const double perByte = f.fit.algBandwidth > 0.0 ? 1.0 / f.fit.algBandwidth : 0.0;
        const int steps = std::max(1, static_cast<int>(std::ceil(8.0 * std::log2(largest / smallest))));
        for (int i = 0; i <= steps; ++i) {
            const double bytes = smallest * std::pow(largest / smallest, static_cast<double>(i) / steps);
            const double seconds = f.fit.alphaSeconds + bytes * perByte;
            d.fitBytes.append(bytes);
            d.fitTimeUs.append(seconds * 1e6);
            d.fitBusbw.append(bytes / seconds / 1e9 * log.algbwConvention * log.busbwFactor);
        }
    }
    d.caption.title = d.title;
    d.caption.scenario = source;
    d.caption.assumptions = d.fitLabel;
    return d;
}

} // namespace jct::present
