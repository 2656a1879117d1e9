#include "windowsettings.h"

#include "chartarea.h"
#include "screenfit.h"

#include <algorithm>

#include <QJsonDocument>
#include <QMainWindow>
#include <QSettings>
#include <QSplitter>

namespace jct::planner {

void restoreWindowLayout(QMainWindow *window, QSplitter *mainSplitter, ChartArea *charts)
{
    const QSettings settings;
    if (!window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen(window, QSize(1600, 1000));
    window->restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    mainSplitter->restoreState(settings.value(QStringLiteral("window/mainSplitter")).toByteArray());
    charts->restoreSizes(settings);
}

void saveWindowLayout(const QMainWindow *window, const QSplitter *mainSplitter, const ChartArea *charts)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), window->saveState());
    settings.setValue(QStringLiteral("window/mainSplitter"), mainSplitter->saveState());
    charts->saveSizes(settings);
}

SavedViewOptions savedViewOptions()
{
    const QSettings settings;
    SavedViewOptions saved;
    saved.compareInterconnects = settings.value(QStringLiteral("view/compareInterconnects"), false).toBool();
    saved.kneeThreshold = std::clamp(settings.value(QStringLiteral("view/kneeThreshold"), 0.7).toDouble(), 0.01, 1.0);
    saved.highContrast = settings.value(QStringLiteral("view/highContrast"), false).toBool();
    return saved;
}

void saveViewOptions(const present::AnalysisOptions &options)
{
    QSettings settings;
    settings.setValue(QStringLiteral("view/compareInterconnects"), options.compareInterconnects);
    settings.setValue(QStringLiteral("view/kneeThreshold"), options.kneeThreshold);
}

void saveHighContrast(bool on)
{
    QSettings().setValue(QStringLiteral("view/highContrast"), on);
}

present::NumberConvention savedNumberConvention()
{
    return present::numberConventionFromKey(QSettings().value(QStringLiteral("view/numberConvention")).toString());
}

void saveNumberConvention(present::NumberConvention convention)
{
    QSettings().setValue(QStringLiteral("view/numberConvention"), present::numberConventionKey(convention));
}

QString savedLanguage()
{
    return QSettings().value(QStringLiteral("view/language")).toString();
}

void saveLanguage(const QString &code)
{
    QSettings().setValue(QStringLiteral("view/language"), code);
}

void saveLastPlan(const document::ScenarioDocument &document)
{
    QSettings settings;
    settings.setValue(
        QStringLiteral("plan/last"),
        QString::fromUtf8(QJsonDocument(format::scenarioToJson(document.scenario())).toJson(QJsonDocument::Compact)));
    settings.setValue(QStringLiteral("plan/lastFile"), document.fileName());
}

} // namespace jct::planner
