#pragma once

// The four charts of a plan as the command line, the report and the window's export name
// them ("sync-wall", "idle-cost", "failures", "breakdown"): a chart widget filled with the
// plan's analysis, its slide caption, and the table of numbers behind it (CSV).

#include "app/present/plananalysis.h"
#include "widgets/chartexport.h"

#include <array>
#include <memory>
#include <optional>

#include <QString>
#include <QStringList>
#include <QVector>

namespace jct::widgets {
class ChartView;
}

namespace jct::report {

enum class ChartId { SyncWall, IdleCost, Failures, Breakdown };
inline constexpr std::array<ChartId, 4> kAllCharts{ChartId::SyncWall, ChartId::IdleCost, ChartId::Failures,
                                                   ChartId::Breakdown};

[[nodiscard]] QString chartName(ChartId id); // "sync-wall", …
[[nodiscard]] std::optional<ChartId> chartFromName(const QString &name);
[[nodiscard]] QStringList chartNames();
[[nodiscard]] QString chartTitle(ChartId id); // "Sync wall", … (menus, dialogs)

// A chart widget showing the analysis (not shown on screen; render or export it).
[[nodiscard]] std::unique_ptr<widgets::ChartView> makeChart(ChartId id, const present::PlanAnalysis &analysis);

// "GPT-3 175B · 300 B tokens · 1,024 × H100 · NDR 400 Gb/s · tp8 pp8 dp16 · $2.50/GPU-h"
[[nodiscard]] QString assumptionsLine(const present::PlanAnalysis &analysis);
// Short catalog names: "H100", "NDR 400 Gb/s", "GPT-3 175B"; the id or "custom" otherwise.
[[nodiscard]] QString gpuShortName(const format::LoadedScenario &plan);
[[nodiscard]] QString fabricShortName(const format::LoadedScenario &plan);
[[nodiscard]] QString modelShortName(const format::LoadedScenario &plan);
[[nodiscard]] widgets::ChartCaption chartCaption(const present::PlanAnalysis &analysis);

// The numbers behind a chart: a header with units and one row per point, numbers in the
// C locale (dot decimal separator, no grouping).
struct CsvTable
{
    QStringList header;
    QVector<QStringList> rows;
    [[nodiscard]] QByteArray toCsv() const; // RFC 4180, CRLF line ends, UTF-8
};
[[nodiscard]] CsvTable chartTable(ChartId id, const present::PlanAnalysis &analysis);

} // namespace jct::report
