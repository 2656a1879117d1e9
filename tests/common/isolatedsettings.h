#pragma once

// GUI tests never touch the user's settings or depend on the machine's locale: QSettings
// and QStandardPaths in test mode (their own locations), emptied, and the C locale for
// number formatting.

#include <QLocale>
#include <QSettings>
#include <QStandardPaths>

namespace jct::test {

inline void isolateSettingsAndLocale()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QLocale::setDefault(QLocale::c());
}

} // namespace jct::test
