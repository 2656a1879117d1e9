#pragma once

// The built-in catalogs of GPUs, fabrics and model presets (resources/catalog/*.json,
// compiled into the binary). Entries stay JSON objects: the scenario reader merges a
// preset with the explicit keys of a file, so the catalog never needs its own structs.

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace jct::format {

class Catalog final
{
public:
    enum class Kind { Gpu, Fabric, Model };

    // The catalog compiled into the binary (":/catalog"). Loaded once.
    static const Catalog &builtIn();

    // Loads gpus.json, fabrics.json and models.json from a directory (or resource path).
    bool load(const QString &directory, QString *error);

    // Replaces one table with the text of its file (`source` names it in messages), the
    // other two kept: a refused text leaves the table as it was.
    bool replaceTable(Kind kind, const QByteArray &text, const QString &source, QString *error);

    [[nodiscard]] QJsonObject entry(Kind kind, const QString &id) const;
    [[nodiscard]] bool contains(Kind kind, const QString &id) const; // an id or an alias
    // The id of the entry `name` names (an id, or one of the entry's "aliases"); `name`
    // itself when none does.
    [[nodiscard]] QString canonicalId(Kind kind, const QString &name) const;
    [[nodiscard]] QStringList ids(Kind kind) const; // in file order

private:
    struct Table
    {
        QHash<QString, QJsonObject> entries;
        QStringList order;
    };
    [[nodiscard]] Table &table(Kind kind);
    [[nodiscard]] const Table &table(Kind kind) const;
    Table m_gpus;
    Table m_fabrics;
    Table m_models;
};

} // namespace jct::format
