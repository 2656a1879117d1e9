#include "chartid.h"

#include <QCoreApplication>

namespace jct::present {

QString chartName(ChartId id)
{
    switch (id) {
    case ChartId::SyncWall:
        return QStringLiteral("sync-wall");
    case ChartId::IdleCost:
        return QStringLiteral("idle-cost");
    case ChartId::Failures:
        return QStringLiteral("failures");
    case ChartId::Breakdown:
        return QStringLiteral("breakdown");
    }
    return {};
}

std::optional<ChartId> chartFromName(const QString &name)
{
    for (ChartId id : kAllCharts)
        if (chartName(id) == name)
            return id;
    return std::nullopt;
}

QStringList chartNames()
{
    QStringList names;
    for (ChartId id : kAllCharts)
        names.append(chartName(id));
    return names;
}

QString chartTitle(ChartId id)
{
    switch (id) {
    case ChartId::SyncWall:
        return QCoreApplication::translate("ChartId", "Sync wall");
    case ChartId::IdleCost:
        return QCoreApplication::translate("ChartId", "Cost of idle time");
    case ChartId::Failures:
        return QCoreApplication::translate("ChartId", "Checkpoint and failure overhead");
    case ChartId::Breakdown:
        return QCoreApplication::translate("ChartId", "Step breakdown");
    }
    return {};
}

} // namespace jct::present
