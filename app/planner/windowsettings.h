#pragma once

// What the planner window keeps between runs (QSettings): its geometry and splitter sizes,
// the view options, and the plan it showed last (main.cpp reopens it).

#include "app/document/scenariodocument.h"
#include "app/present/numberformat.h"
#include "app/present/plananalysis.h"

class QMainWindow;
class QSplitter;

namespace jct::planner {

class ChartArea;

// The View menu's options as last left.
struct SavedViewOptions
{
    bool compareInterconnects = false;
    double kneeThreshold = 0.7; // clamped to [0.01, 1]
    bool highContrast = false;
};

// On the first start (nothing saved) the window is as large as the screen allows, up to 1600 × 1000.
void restoreWindowLayout(QMainWindow *window, QSplitter *mainSplitter, ChartArea *charts);
void saveWindowLayout(const QMainWindow *window, const QSplitter *mainSplitter, const ChartArea *charts);

[[nodiscard]] SavedViewOptions savedViewOptions();
// The analysis options kept between runs ("view/compareInterconnects", "view/kneeThreshold").
void saveViewOptions(const present::AnalysisOptions &options);
void saveHighContrast(bool on);

[[nodiscard]] present::NumberConvention savedNumberConvention();
void saveNumberConvention(present::NumberConvention convention);

// Settings ▸ Language: a code such as "de" or "ja"; empty: the system's language.
[[nodiscard]] QString savedLanguage();
void saveLanguage(const QString &code);

// The plan as shown, and its file ("plan/last", "plan/lastFile").
void saveLastPlan(const document::ScenarioDocument &document);

} // namespace jct::planner
