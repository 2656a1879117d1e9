#include "chartinteraction.h"

#include "app/document/scenariodocument.h"
#include "app/present/numberformat.h"
#include "widgets/checkpointchart.h"
#include "widgets/syncwallchart.h"

#include <QCoreApplication>
#include <QLocale>

namespace jct::planner {

namespace {

struct ChartEditText
{
    Q_DECLARE_TR_FUNCTIONS(ChartEditText)
};

} // namespace

void connectChartEdits(document::ScenarioDocument *document, widgets::SyncWallChart *syncWall,
                       widgets::CheckpointChart *checkpoint)
{
    QObject::connect(syncWall, &widgets::SyncWallChart::gpuCountPicked, document, [document](int gpus) {
        if (gpus == document->scenario().scenario.cluster.gpus)
            return;
        document->edit(QStringLiteral("cluster.gpus"),
                       ChartEditText::tr("Set GPU count to %1 on the chart").arg(present::formatCount(gpus, QLocale())),
                       [gpus](format::LoadedScenario &plan) { plan.scenario.cluster.gpus = gpus; });
        document->endInteractiveEdit();
    });
    QObject::connect(checkpoint, &widgets::CheckpointChart::intervalPicked, document, [document](double minutes) {
        const double seconds = minutes * 60.0;
        if (seconds == document->scenario().scenario.reliability.checkpointIntervalSeconds)
            return;
        document->edit(
            QStringLiteral("reliability.checkpoint_interval_minutes"),
            ChartEditText::tr("Set checkpoint interval to %1 min on the chart")
                .arg(present::formatCount(minutes, QLocale())),
            [seconds](format::LoadedScenario &plan) { plan.scenario.reliability.checkpointIntervalSeconds = seconds; });
        document->endInteractiveEdit();
    });
}

} // namespace jct::planner
