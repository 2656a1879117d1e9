#pragma once

// The one way the planner writes a file: plans, the crash-recovery copy, chart images and
// tables, reports, and every `-o` of the command line. The bytes go through QSaveFile to
// a staging file beside the target, named recognizably (".NAME.jct-saving-PID"), which is
// renamed over the target only once every byte is on disk. A kill at any point leaves the
// old file or the new one, never a torn one; a staging file that a killed save left
// behind is removed by the next save to the same path.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace jct::format {

// Writes `bytes` to `path` atomically. On failure returns false, leaves any existing file
// untouched, leaves no staging file and sets *error (when given) to "PATH: cannot write:
// REASON" with the OS's reason. Refused: an existing target that is not a regular file (a
// device, a FIFO, a directory), and a target that is one of `inputs` (the files the
// command reads: writing over them would destroy what is being read). A symbolic link is
// followed: the file it names is replaced, the link stays.
[[nodiscard]] bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error,
                                       const QStringList &inputs = {});

// Why `path` cannot be a save's target: "a FIFO", "a character device", … when it exists
// and is not a regular file (symbolic links followed); empty otherwise.
[[nodiscard]] QString nonRegularTarget(const QString &path);
// Whether both paths exist and name the same file (same device and inode: hard links,
// symbolic links and different spellings of one path are the same file).
[[nodiscard]] bool sameExistingFile(const QString &a, const QString &b);

// The start of the name of every staging file of a save to `path` (".NAME.jct-saving-"
// in its directory), for tests and for the clean-up of a killed save's leftovers.
[[nodiscard]] QString stagingFilePrefix(const QString &path);

} // namespace jct::format
