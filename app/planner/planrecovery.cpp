// PlanFiles' crash recovery (planfiles.h): the periodic copy of a modified plan, the lock
// that makes it one running planner's, and the offer to restore it at the next start. The
// rest of PlanFiles (New, Open, Save, recent files) is in planfiles.cpp.

#include "app/document/scenariodocument.h"
#include "app/format/scenariofile.h"
#include "planfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QUndoStack>

namespace jct::planner {

void PlanFiles::setAutosavePath(const QString &path)
{
    m_autosaveLock.reset();
    m_autosavePath = path;
}

bool PlanFiles::ownAutosave()
{
    if (!m_autosaveLock) {
        QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
        m_autosaveLock = std::make_unique<QLockFile>(m_autosavePath + QStringLiteral(".lock"));
        // Never stale by age (a planner may run for weeks); only when its process is gone.
        m_autosaveLock->setStaleLockTime(0);
    }
    return m_autosaveLock->isLocked() || m_autosaveLock->tryLock(0);
}

void PlanFiles::setAutosaveInterval(int milliseconds)
{
    m_autosaveTimer.start(milliseconds);
}

bool PlanFiles::autosave()
{
    if (!m_autosavePending || m_document->undoStack()->isClean() || !ownAutosave())
        return false;
    QString error;
    const format::AutosavedPlan copy{m_document->scenario(), m_document->fileName(), QDateTime::currentDateTimeUtc()};
    if (!format::writeAutosaveFile(m_autosavePath, copy, &error)) {
        // Not a modal dialog every 30 s: the status bar says it, and the next tick retries.
        qWarning("autosave: %s", qPrintable(error));
        showStatus(tr("Could not write the recovery copy: %1").arg(error));
        return false;
    }
    m_autosavePending = false;
    dropRestoredCopy(); // a fresh copy replaces the one restored at start
    return true;
}

void PlanFiles::discardAutosave()
{
    // Only a copy this planner wrote or offered: another one's copy is not ours to drop.
    if (!m_autosaveLock || !m_autosaveLock->isLocked())
        return;
    if (QFileInfo::exists(m_autosavePath))
        QFile::remove(m_autosavePath);
    dropRestoredCopy();
}

QString PlanFiles::restoringPath() const
{
    return m_autosavePath + QStringLiteral(".restoring");
}

void PlanFiles::dropRestoredCopy()
{
    if (m_restoredCopyAside) {
        QFile::remove(restoringPath());
        m_restoredCopyAside = false;
    }
}

void PlanFiles::keepInterruptedRestore()
{
    // The last planner stopped while restoring this copy, before the window had written a
    // fresh one: the copy may be what stopped it, so it is never offered again (that
    // would stop every start), but it is not deleted either.
    const QFileInfo autosave(m_autosavePath);
    const QString kept = autosave.absolutePath() + QLatin1Char('/') + autosave.completeBaseName()
                         + QStringLiteral("-unrestored-")
                         + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))
                         + QLatin1Char('.') + autosave.suffix();
    if (!QFile::rename(restoringPath(), kept)) {
        qWarning("%s: could not keep it as %s", qPrintable(restoringPath()), qPrintable(kept));
        QFile::remove(restoringPath());
        return;
    }
    qWarning("the planner stopped while restoring a recovery copy; it is kept as %s", qPrintable(kept));
    showStatus(tr("The planner stopped while restoring a recovery copy last time: it is not offered again, and is "
                  "kept as %1 (File ▸ Open to look at it).")
                   .arg(QDir::toNativeSeparators(kept)));
}

bool PlanFiles::offerRecovery()
{
    const bool copyExists = QFileInfo::exists(m_autosavePath);
    if ((!copyExists && !QFileInfo::exists(restoringPath())) || !ownAutosave())
        return false;
    if (QFileInfo::exists(restoringPath()))
        keepInterruptedRestore();
    if (!copyExists)
        return false;
    const format::AutosaveReadResult read = format::readAutosaveFile(m_autosavePath);
    if (!read.ok()) {
        // A copy this planner cannot read would be offered on every start; it goes.
        qWarning("%s: %s", qPrintable(m_autosavePath), qPrintable(read.error));
        discardAutosave();
        return false;
    }
    const format::AutosavedPlan &copy = *read.autosaved;
    const QString name = copy.fileName.isEmpty() ? copy.plan.name : QFileInfo(copy.fileName).fileName();
    if (!m_prompts.recover(copy.savedAt, name)) {
        discardAutosave();
        return false;
    }
    if (!maybeSave())
        return false;
    // Moved aside before it is loaded: should loading or drawing it stop the planner, the
    // next start finds no copy to offer (it keeps this one, keepInterruptedRestore), so a
    // plan that crashes the window cannot crash every start after it.
    QFile::remove(restoringPath());
    if (!QFile::rename(m_autosavePath, restoringPath())) {
        qWarning("%s: could not move it aside before restoring it", qPrintable(m_autosavePath));
        return false;
    }
    m_document->load(copy.plan, copy.fileName);
    // Recovered changes are unsaved changes: the plan shows as modified until saved. The
    // copy stays aside until the next recovery copy replaces it (the next autosave tick,
    // once the window has run on the restored plan), or the plan is saved or discarded.
    m_document->undoStack()->resetClean();
    m_restoredCopyAside = true;
    m_autosavePending = true;
    return true;
}

} // namespace jct::planner
