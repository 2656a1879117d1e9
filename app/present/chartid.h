#pragma once

// The four charts of a plan, by the names the command line, the report and the window's
// exports share ("sync-wall", "idle-cost", "failures", "breakdown"). Plain names, kept
// apart from the chart widgets, so that `jct plot` can check a chart's name without
// linking the drawing code.

#include <array>
#include <optional>

#include <QString>
#include <QStringList>

namespace jct::present {

enum class ChartId { SyncWall, IdleCost, Failures, Breakdown };
inline constexpr std::array<ChartId, 4> kAllCharts{ChartId::SyncWall, ChartId::IdleCost, ChartId::Failures,
                                                   ChartId::Breakdown};

[[nodiscard]] QString chartName(ChartId id); // "sync-wall", …
[[nodiscard]] std::optional<ChartId> chartFromName(const QString &name);
[[nodiscard]] QStringList chartNames();
[[nodiscard]] QString chartTitle(ChartId id); // "Sync wall", … (menus, dialogs)

} // namespace jct::present
