#pragma once

// What the charts change in the plan, and the window's keyboard focus frame: a click on
// the sync-wall chart sets the GPU count (one of the curve's valid counts), a click on the
// checkpoint chart the checkpoint interval, each as one undoable step of the document,
// like a slider's edit.

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
