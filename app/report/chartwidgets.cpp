#include "chartwidgets.h"

#include "app/present/chartfile.h"
#include "app/present/plancaption.h"
#include "widgets/chartexport.h"
#include "widgets/checkpointchart.h"
#include "widgets/idlecostchart.h"
#include "widgets/stepbreakdownchart.h"
#include "widgets/syncwallchart.h"

namespace jct::report {

std::unique_ptr<widgets::ChartView> makeChart(present::ChartId id, const present::PlanAnalysis &a)
{
    switch (id) {
    case present::ChartId::SyncWall: {
        auto chart = std::make_unique<widgets::SyncWallChart>();
        chart->setData(a.syncWallChart);
        return chart;
    }
    case present::ChartId::IdleCost: {
        auto chart = std::make_unique<widgets::IdleCostChart>();
        chart->setData(a.idleCostChart);
        return chart;
    }
    case present::ChartId::Failures: {
        auto chart = std::make_unique<widgets::CheckpointChart>();
        chart->setData(a.checkpointChart);
        return chart;
    }
    case present::ChartId::Breakdown: {
        auto chart = std::make_unique<widgets::StepBreakdownChart>();
        chart->setData(a.stepChart);
        return chart;
    }
    }
    return nullptr;
}

bool writeChartFile(present::ChartId id, const present::PlanAnalysis &analysis, const QString &path, const QSize &size,
                    int dpi, QString *error)
{
    const auto format = present::imageFormatForPath(path);
    if (!format) {
        if (error)
            *error = QStringLiteral("%1: unknown format").arg(path);
        return false;
    }
    const widgets::ChartExportOptions options{*format, size, dpi, present::chartCaption(analysis)};
    std::unique_ptr<widgets::ChartView> view = makeChart(id, analysis);
    return widgets::exportChart(*view, path, options, error);
}

} // namespace jct::report
