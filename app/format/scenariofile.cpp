#include "scenariofile.h"

#include "strictjson.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QSaveFile>

namespace jct::format {

namespace {

const QLatin1String kAutosaveFormat("jct-planner-autosave");

QString cannotWrite(const QString &path, const QString &reason)
{
    return QStringLiteral("%1: cannot write: %2").arg(QDir::toNativeSeparators(path), reason);
}

} // namespace

QString nonRegularTarget(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {}; // nothing there yet (or nothing readable): QSaveFile says why if it fails
    if (S_ISREG(st.st_mode))
        return {};
    if (S_ISDIR(st.st_mode))
        return QStringLiteral("a directory");
    if (S_ISCHR(st.st_mode))
        return QStringLiteral("a character device");
    if (S_ISBLK(st.st_mode))
        return QStringLiteral("a block device");
    if (S_ISFIFO(st.st_mode))
        return QStringLiteral("a FIFO");
    if (S_ISSOCK(st.st_mode))
        return QStringLiteral("a socket");
    return QStringLiteral("not a regular file");
}

bool sameExistingFile(const QString &a, const QString &b)
{
    struct stat sa = {};
    struct stat sb = {};
    if (::stat(QFile::encodeName(a).constData(), &sa) != 0 || ::stat(QFile::encodeName(b).constData(), &sb) != 0)
        return false;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    // The save replaces the target by renaming a temporary file over it: over a device or
    // a FIFO (`-o /dev/null`) that would put a regular file in its place.
    if (const QString kind = nonRegularTarget(path); !kind.isEmpty()) {
        if (error)
            *error = cannotWrite(path, QStringLiteral("it is %1, not a regular file; a plan is only written to a "
                                                      "regular file")
                                           .arg(kind));
        return false;
    }
    QSaveFile file(path);
    // Unbuffered, so that a failing write reports the OS error where it happens.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = cannotWrite(path, file.errorString());
        return false;
    }
    // A short write (disk full, file size limit) must not reach commit(): the temporary
    // file is discarded and the target keeps its old bytes. The flush is explicit because
    // QSaveFile::commit() in Qt 6.4 does not notice a failure to flush its write buffer:
    // it renames the truncated temporary file over the target and returns true.
    errno = 0;
    const qint64 written = file.write(bytes);
    // After a partial write Qt reports "Unknown error"; the OS said why (EFBIG, ENOSPC).
    const int osError = errno;
    if (written != bytes.size() || !file.flush()) {
        const QString reason = osError != 0 ? QString::fromLocal8Bit(std::strerror(osError)) : file.errorString();
        file.cancelWriting();
        if (error)
            *error = cannotWrite(path, QStringLiteral("%1 (%2 of %3 bytes written)")
                                           .arg(reason)
                                           .arg(std::max<qint64>(written, 0))
                                           .arg(bytes.size()));
        return false;
    }
    // QSaveFile::commit() syncs but ignores a failed fsync (Qt 6.4): the data may never
    // reach the disk, and the rename would still replace the old file. Synced here first.
    if (::fsync(file.handle()) != 0) {
        const int syncError = errno;
        file.cancelWriting();
        if (error)
            *error = cannotWrite(
                path,
                QStringLiteral("%1 (syncing to disk failed)").arg(QString::fromLocal8Bit(std::strerror(syncError))));
        return false;
    }
    // commit() closes and renames; a failure there leaves the target alone and removes
    // the temporary file. Qt may say "Unknown error" for a failed rename: the OS says why.
    errno = 0;
    if (!file.commit()) {
        const int commitError = errno;
        QString reason = file.errorString();
        if (reason.isEmpty() || reason == QLatin1String("Unknown error"))
            reason = commitError != 0 ? QString::fromLocal8Bit(std::strerror(commitError))
                                      : QStringLiteral("the temporary file could not be renamed over it");
        if (error)
            *error = cannotWrite(path, reason);
        return false;
    }
    return true;
}

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
