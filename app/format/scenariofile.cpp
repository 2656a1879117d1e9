#include "scenariofile.h"

#include "strictjson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace jct::format {

namespace {

const QLatin1String kAutosaveFormat("jct-planner-autosave");

} // namespace

QByteArray scenarioFileBytes(const LoadedScenario &loaded)
{
    return QJsonDocument(scenarioToJson(loaded)).toJson(QJsonDocument::Indented);
}

bool writeScenarioFile(const QString &path, const LoadedScenario &loaded, QString *error)
{
    return writeFileAtomically(path, scenarioFileBytes(loaded), error);
}

bool writeAutosaveFile(const QString &path, const AutosavedPlan &autosaved, QString *error)
{
    const QJsonObject wrapper{{QStringLiteral("format"), kAutosaveFormat},
                              {QStringLiteral("version"), kAutosaveFormatVersion},
                              {QStringLiteral("saved_at"), autosaved.savedAt.toUTC().toString(Qt::ISODateWithMs)},
                              {QStringLiteral("file"), autosaved.fileName},
                              {QStringLiteral("scenario"), scenarioToJson(autosaved.plan)}};
    // The directory (the application's data location) may not exist on a first run.
    QDir().mkpath(QFileInfo(path).absolutePath());
    return writeFileAtomically(path, QJsonDocument(wrapper).toJson(QJsonDocument::Compact), error);
}

AutosaveReadResult readAutosaveFile(const QString &path, const Catalog &catalog)
{
    AutosaveReadResult result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = QStringLiteral("cannot open: %1").arg(file.errorString());
        return result;
    }
    const QByteArray text = file.readAll();
    if (const std::optional<JsonSyntaxError> strict = checkStrictJson(text)) {
        result.error = QStringLiteral("not a recovery file: line %1, column %2: %3")
                           .arg(strict->line)
                           .arg(strict->column)
                           .arg(strict->message);
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        result.error = QStringLiteral("not a recovery file: %1")
                           .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                             : QStringLiteral("not a JSON object"));
        return result;
    }
    const QJsonObject wrapper = doc.object();
    if (wrapper.value(QStringLiteral("format")).toString() != kAutosaveFormat) {
        result.error = QStringLiteral("format: must be \"%1\"").arg(kAutosaveFormat);
        return result;
    }
    const int version = wrapper.value(QStringLiteral("version")).toInt();
    if (version < 1 || version > kAutosaveFormatVersion) {
        result.error = QStringLiteral("version: %1 is not a recovery format this planner reads").arg(version);
        return result;
    }
    // Not optional: an empty scenario would read as the default plan and "recover" that.
    if (!wrapper.value(QStringLiteral("scenario")).isObject()) {
        result.error = QStringLiteral("scenario: must be an object");
        return result;
    }
    const ScenarioReadResult read = readScenarioObject(wrapper.value(QStringLiteral("scenario")).toObject(), catalog);
    if (!read.ok()) {
        ScenarioError error = read.error;
        error.path = error.path.isEmpty() ? QStringLiteral("scenario") : QStringLiteral("scenario.") + error.path;
        result.error = error.toString();
        return result;
    }
    AutosavedPlan autosaved;
    autosaved.plan = *read.loaded;
    autosaved.fileName = wrapper.value(QStringLiteral("file")).toString();
    autosaved.savedAt = QDateTime::fromString(wrapper.value(QStringLiteral("saved_at")).toString(), Qt::ISODateWithMs);
    if (!autosaved.savedAt.isValid())
        autosaved.savedAt = QFileInfo(file).lastModified().toUTC();
    result.autosaved = std::move(autosaved);
    return result;
}

} // namespace jct::format
