#include "atomicfile.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace jct::format {

namespace {

QString cannotWrite(const QString &path, const QString &reason)
{
    return QCoreApplication::translate("AtomicFile", "%1: cannot write: %2")
        .arg(QDir::toNativeSeparators(path), reason);
}

QString osReason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// The file a save replaces: the one a symbolic link names, so that the link stays a link.
QString resolvedTarget(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return path;
    const QString target = info.canonicalFilePath();
    return target.isEmpty() ? info.symLinkTarget() : target; // a dangling link: the file it names
}

QString stagingPath(const QString &target)
{
    // The counter keeps two saves of one process (the window's autosave and a save) apart.
    static std::atomic<unsigned> saves{0};
    return stagingFilePrefix(target) + QStringLiteral("%1-%2").arg(::getpid()).arg(saves.fetch_add(1));
}

bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

// Removes what saves to `target` killed before their rename left behind: ".NAME.jct-saving-
// PID-N" and QSaveFile's own ".NAME.jct-saving-PID-N.XXXXXX" (where the file system has
// no unnamed temporary files) of processes that no longer run. A save under way in
// another process keeps its file.
void removeStaleStaging(const QString &target)
{
    const QFileInfo info(stagingFilePrefix(target));
    const QString prefix = info.fileName();
    QDir dir = info.absoluteDir();
    const QStringList names = dir.entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : names) {
        if (!name.startsWith(prefix))
            continue;
        bool isPid = false;
        const qint64 pid = name.mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&isPid);
        if (isPid && (pid == ::getpid() || processRuns(pid)))
            continue;
        QFile::remove(dir.filePath(name));
    }
}

// The refusals that come before any byte is written.
QString refusal(const QString &target, const QStringList &inputs)
{
    // The save renames a file over the target: over a device or a FIFO (`-o /dev/null`)
    // that would put a regular file in its place.
    if (const QString kind = nonRegularTarget(target); !kind.isEmpty())
        return QCoreApplication::translate("AtomicFile", "it is %1, not a regular file; only a regular file is written")
            .arg(kind);
    for (const QString &input : inputs)
        if (sameExistingFile(target, input))
            return QCoreApplication::translate("AtomicFile",
                                               "it is %1, which is being read; choose another file to write")
                .arg(QDir::toNativeSeparators(input));
    return {};
}

// Every byte to `staging` through QSaveFile, flushed and synced, or false and *reason.
bool writeStaging(const QString &staging, const QByteArray &bytes, QString *reason)
{
    QSaveFile file(staging);
    // Unbuffered, so that a failing write reports the OS error where it happens.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *reason = file.errorString();
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
        *reason = QCoreApplication::translate("AtomicFile", "%1 (%2 of %3 bytes written)")
                      .arg(osError != 0 ? osReason(osError) : file.errorString())
                      .arg(std::max<qint64>(written, 0))
                      .arg(bytes.size());
        file.cancelWriting();
        return false;
    }
    // QSaveFile::commit() syncs but ignores a failed fsync (Qt 6.4): the data may never
    // reach the disk, and the rename would still replace the old file. Synced here first.
    if (::fsync(file.handle()) != 0) {
        *reason = QCoreApplication::translate("AtomicFile", "%1 (syncing to disk failed)").arg(osReason(errno));
        file.cancelWriting();
        return false;
    }
    // commit() closes and renames; a failure there removes the temporary file. Qt may say
    // "Unknown error" for a failed rename: the OS says why.
    errno = 0;
    if (!file.commit()) {
        const int commitError = errno;
        *reason = file.errorString();
        if (reason->isEmpty() || *reason == QLatin1String("Unknown error"))
            *reason =
                commitError != 0
                    ? osReason(commitError)
                    : QCoreApplication::translate("AtomicFile", "the temporary file could not be renamed into place");
        return false;
    }
    return true;
}

// The rename is only durable once the directory is on disk too. A failure here comes after
// the new file is in place and readable, so it is not reported as a failed save.
void syncDirectory(const QString &target)
{
    const int fd = ::open(QFile::encodeName(QFileInfo(target).absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        (void)::fsync(fd);
        ::close(fd);
    }
}

} // namespace

QString stagingFilePrefix(const QString &path)
{
    const QFileInfo info(path);
    return info.absoluteDir().filePath(QStringLiteral(".%1.jct-saving-").arg(info.fileName()));
}

QString nonRegularTarget(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {}; // nothing there yet (or nothing readable): the write says why if it fails
    if (S_ISREG(st.st_mode))
        return {};
    if (S_ISDIR(st.st_mode))
        return QCoreApplication::translate("AtomicFile", "a directory");
    if (S_ISCHR(st.st_mode))
        return QCoreApplication::translate("AtomicFile", "a character device");
    if (S_ISBLK(st.st_mode))
        return QCoreApplication::translate("AtomicFile", "a block device");
    if (S_ISFIFO(st.st_mode))
        return QCoreApplication::translate("AtomicFile", "a FIFO");
    if (S_ISSOCK(st.st_mode))
        return QCoreApplication::translate("AtomicFile", "a socket");
    return QCoreApplication::translate("AtomicFile", "not a regular file");
}

bool sameExistingFile(const QString &a, const QString &b)
{
    struct stat sa = {};
    struct stat sb = {};
    if (::stat(QFile::encodeName(a).constData(), &sa) != 0 || ::stat(QFile::encodeName(b).constData(), &sb) != 0)
        return false;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error, const QStringList &inputs)
{
    QString reason = refusal(path, inputs);
    const QString target = resolvedTarget(path);
    if (reason.isEmpty()) {
        removeStaleStaging(target);
        // QSaveFile writes the staging file (its own temporary file renamed over it); the
        // staging file, named so that a killed save's leftover is known, is renamed over
        // the target, taking the target's permissions first.
        const QString staging = stagingPath(target);
        if (writeStaging(staging, bytes, &reason)) {
            struct stat old = {};
            if (::stat(QFile::encodeName(target).constData(), &old) == 0)
                (void)::chmod(QFile::encodeName(staging).constData(), old.st_mode & 07777);
            if (::rename(QFile::encodeName(staging).constData(), QFile::encodeName(target).constData()) == 0) {
                syncDirectory(target);
                return true;
            }
            reason = osReason(errno);
            QFile::remove(staging);
        }
    }
    if (error)
        *error = cannotWrite(path, reason);
    return false;
}

} // namespace jct::format
