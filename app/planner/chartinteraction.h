#pragma once

// What the charts change in the plan: a click on the sync-wall chart sets the GPU count
// (one of the curve's valid counts), a click on the checkpoint chart the checkpoint
// interval, each as one undoable step of the document, like a slider's edit. Only a chart
// that already has the focus takes a click (the first click focuses it, a drag pans, a
// double-click resets the view: widgets/chartnavigation.h), so that a click meant to zoom
// or scroll never changes the plan.

class QWidget;

namespace jct::document {
class ScenarioDocument;
}

namespace jct::widgets {
class CheckpointChart;
class SyncWallChart;
} // namespace jct::widgets

namespace jct::planner {

void connectChartEdits(document::ScenarioDocument *document, widgets::SyncWallChart *syncWall,
                       widgets::CheckpointChart *checkpoint);

} // namespace jct::planner
