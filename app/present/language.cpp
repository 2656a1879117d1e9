#include "language.h"

#include <algorithm>
#include <memory>

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace jct::present {

namespace {

struct Installed
{
    QString code = QStringLiteral("en");
    QTranslator *own = nullptr;
    QTranslator *qt = nullptr;
};

Installed &installed()
{
    static Installed state;
    return state;
}

void remove(QTranslator *&translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

} // namespace

const QVector<Language> &languages()
{
    static const QVector<Language> list{
        {QStringLiteral("en"), QStringLiteral("English"), QLatin1Char('E')},
        {QStringLiteral("de"), QStringLiteral("Deutsch"), QLatin1Char('D')},
        {QStringLiteral("fr"), QStringLiteral("Français"), QLatin1Char('F')},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文"), QLatin1Char('Z')},
        {QStringLiteral("ja"), QStringLiteral("日本語"), QLatin1Char('J')},
    };
    return list;
}

QString matchLanguage(const QStringList &uiLanguages)
{
    for (const QString &tag : uiLanguages) {
        const QLocale locale(tag);
        if (locale.language() == QLocale::Chinese) {
            // Simplified script (zh-CN, zh-SG, zh-Hans): the catalogue we have; traditional is not.
            if (locale.script() == QLocale::SimplifiedChineseScript)
                return QStringLiteral("zh_CN");
            continue;
        }
        QString name = QLocale::languageToCode(locale.language());
        const bool spoken = std::any_of(languages().cbegin(), languages().cend(),
                                        [&](const Language &language) { return language.code == name; });
        if (spoken)
            return name;
    }
    return QStringLiteral("en");
}

QString systemLanguage()
{
    return matchLanguage(QLocale::system().uiLanguages());
}

QString installLanguage(const QString &code)
{
    QString chosen = code.isEmpty() || code == QLatin1String("system") ? systemLanguage() : code;
    const bool known = std::any_of(languages().cbegin(), languages().cend(),
                                   [&](const Language &language) { return language.code == chosen; });
    if (!known)
        chosen = QStringLiteral("en");
    Installed &state = installed();
    remove(state.own);
    remove(state.qt);
    state.code = chosen;
    if (chosen == QLatin1String("en")) {
        // No translator: the sources are English. Widgets still hear of the change.
        if (QCoreApplication::instance()) {
            QEvent change(QEvent::LanguageChange);
            QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
        }
        return chosen;
    }
    auto own = std::make_unique<QTranslator>();
    if (own->load(QStringLiteral(":/i18n/jct_%1.qm").arg(chosen))) {
        state.own = own.release();
        QCoreApplication::installTranslator(state.own);
    }
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(chosen), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        state.qt = qt.release();
        QCoreApplication::installTranslator(state.qt);
    }
    return chosen;
}

QString currentLanguage()
{
    return installed().code;
}

} // namespace jct::present
