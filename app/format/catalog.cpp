#include "catalog.h"

#include "strictjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace jct::format {

namespace {

struct CatalogText
{
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

// Reads one table from a file's text; `source` names the file in messages. On a refusal
// the table is left as it was.
bool parseTable(const QByteArray &text, const QString &source, const QString &arrayKey,
                QHash<QString, QJsonObject> &entries, QStringList &order, QString *error)
{
    if (const std::optional<JsonSyntaxError> strict = checkStrictJson(text)) {
        if (error)
            *error = CatalogText::tr("catalog %1 is not valid JSON: line %2, column %3: %4")
                         .arg(source)
                         .arg(strict->line)
                         .arg(strict->column)
                         .arg(strict->message);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = CatalogText::tr("catalog %1 is not valid JSON: %2").arg(source, parseError.errorString());
        return false;
    }
    entries.clear();
    order.clear();
    const QJsonArray array = doc.object().value(arrayKey).toArray();
    for (const auto &value : array) {
        const QJsonObject object = value.toObject();
        const QString id = object.value(QStringLiteral("id")).toString();
        if (id.isEmpty())
            continue;
        entries.insert(id, object);
        order.append(id);
    }
    // Other names an entry answers to ("llama3.1-405b" for the Llama 3.1 405B preset, whose
    // id INTERFACES.md fixes as "llama3-405b"): never in the order, never over an id.
    for (const auto &value : array) {
        const QJsonObject object = value.toObject();
        if (object.value(QStringLiteral("id")).toString().isEmpty())
            continue;
        for (const auto &alias : object.value(QStringLiteral("aliases")).toArray())
            if (const QString name = alias.toString(); !name.isEmpty() && !entries.contains(name))
                entries.insert(name, object);
    }
    return true;
}

bool loadTable(const QString &path, const QString &arrayKey, QHash<QString, QJsonObject> &entries, QStringList &order,
               QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = CatalogText::tr("cannot read catalog %1: %2").arg(path, file.errorString());
        return false;
    }
    return parseTable(file.readAll(), path, arrayKey, entries, order, error);
}

QString arrayKeyOf(Catalog::Kind kind)
{
    switch (kind) {
    case Catalog::Kind::Gpu:
        return QStringLiteral("gpus");
    case Catalog::Kind::Fabric:
        return QStringLiteral("fabrics");
    case Catalog::Kind::Model:
        break;
    }
    return QStringLiteral("models");
}

} // namespace

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        Catalog c;
        QString error;
        // JCT_CATALOG_DIR: a catalog directory to use instead of the built-in one (for fitting
        // the calibration constants without a rebuild; resources/catalog is the source).
        const QString override = qEnvironmentVariable("JCT_CATALOG_DIR");
        if (!override.isEmpty() && !c.load(override, &error))
            qFatal("JCT_CATALOG_DIR=%s: %s", qPrintable(override), qPrintable(error));
        if (override.isEmpty() && !c.load(QStringLiteral(":/catalog"), &error))
            qFatal("built-in catalog is broken: %s", qPrintable(error));
        return c;
    }();
    return catalog;
}

bool Catalog::load(const QString &directory, QString *error)
{
    // Each table from its file, named after its array: gpus.json holds "gpus".
    for (const Kind kind : {Kind::Gpu, Kind::Fabric, Kind::Model}) {
        const QString key = arrayKeyOf(kind);
        Table &loaded = table(kind);
        if (!loadTable(directory + QLatin1Char('/') + key + QStringLiteral(".json"), key, loaded.entries, loaded.order,
                       error))
            return false;
    }
    return true;
}

bool Catalog::replaceTable(Kind kind, const QByteArray &text, const QString &source, QString *error)
{
    Table &replaced = table(kind);
    return parseTable(text, source, arrayKeyOf(kind), replaced.entries, replaced.order, error);
}

Catalog::Table &Catalog::table(Kind kind)
{
    switch (kind) {
    case Kind::Gpu:
        return m_gpus;
    case Kind::Fabric:
        return m_fabrics;
    case Kind::Model:
        break;
    }
    return m_models;
}

const Catalog::Table &Catalog::table(Kind kind) const
{
    return const_cast<Catalog *>(this)->table(kind);
}

QJsonObject Catalog::entry(Kind kind, const QString &id) const
{
    return table(kind).entries.value(id);
}

bool Catalog::contains(Kind kind, const QString &id) const
{
    return table(kind).entries.contains(id);
}

QString Catalog::canonicalId(Kind kind, const QString &name) const
{
    const auto found = table(kind).entries.constFind(name);
    return found == table(kind).entries.constEnd() ? name : found->value(QStringLiteral("id")).toString();
}

QStringList Catalog::ids(Kind kind) const
{
    return table(kind).order;
}

} // namespace jct::format
