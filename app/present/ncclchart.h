#pragma once

// What the chart of an nccl-tests fit draws (`jct plot --nccl`, File ▸ Import nccl-tests
// log…): the measured bus bandwidth and time of every row against message size, the
// points the fit left out apart, and the fitted curve over the log's sizes, all on log
// scales.

#include "app/present/chartdata.h"
#include "app/present/ncclfit.h"

#include <QString>
#include <QVector>

namespace jct::present {

struct NcclChartData
{
    QString title;          // "all_reduce, 8 ranks on 2 nodes: measured against the fit"
    QString fitLabel;       // "fit: α 28.6 µs, busbw 233.7 GB/s"
    QVector<double> bytes;  // measured points kept by the fit
    QVector<double> busbw;  // GB/s
    QVector<double> timeUs; // µs
    QVector<double> outlierBytes;
    QVector<double> outlierBusbw;
    QVector<double> outlierTimeUs;
    QVector<double> fitBytes; // the fitted curve, 8 points per factor of 2
    QVector<double> fitBusbw;
    QVector<double> fitTimeUs;
    ChartCaption caption; // for a file: the log's name and what it says about the cluster
    bool operator==(const NcclChartData &o) const
    {
        return title == o.title && fitLabel == o.fitLabel && bytes == o.bytes && busbw == o.busbw && timeUs == o.timeUs
               && outlierBytes == o.outlierBytes && outlierBusbw == o.outlierBusbw && outlierTimeUs == o.outlierTimeUs
               && fitBytes == o.fitBytes && fitBusbw == o.fitBusbw && fitTimeUs == o.fitTimeUs
               && caption.title == o.caption.title && caption.scenario == o.caption.scenario
               && caption.assumptions == o.caption.assumptions;
    }
};

// The chart of table `f` of a log read from `source` (its file name, for the caption).
[[nodiscard]] NcclChartData ncclChartData(const NcclTableFit &f, const format::NcclCluster &cluster,
                                          const QString &source, const QLocale &locale = QLocale::c());

} // namespace jct::present
