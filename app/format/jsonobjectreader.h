#pragma once

// Reading one JSON object of a scenario file at a key path ("network", "cluster.gpu"):
// missing keys take the given default and are recorded as assumed (unless a catalog preset
// supplied them); a wrong type or an out-of-range value sets the first error, after which
// every call is a no-op; finish() rejects keys nobody asked for. Every message names the
// key path and what is allowed.

#include "enumnames.h"
#include "scenariojson.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

namespace jct::format {

class ObjectReader
{
public:
    ObjectReader(QJsonObject object, QString path, QStringList *assumed, ScenarioError *error);

    // Values from a catalog preset: used for missing keys without counting as assumed.
    void setPreset(const QJsonObject &preset) { m_preset = preset; }

    [[nodiscard]] bool ok() const { return m_error->message.isEmpty(); }
    [[nodiscard]] QString pathOf(const QString &key) const;
    [[nodiscard]] bool has(const QString &key) const { return m_object.contains(key); }
    [[nodiscard]] QJsonValue raw(const QString &key) const { return m_object.value(key); }

    void fail(const QString &key, const QString &message);

    double number(const QString &key, double fallback, double min, double max);
    // A number where null means "not set" (returns `unset`).
    double optionalNumber(const QString &key, double unset, double fallback, double min, double max);
    int integer(const QString &key, int fallback, int min, int max);
    // A whole number where null or a missing key means "not set" (returns `unset`, not
    // recorded as assumed: the engine derives the value, e.g. an even pipeline split).
    int optionalInteger(const QString &key, int unset, int min, int max);
    // Keys whose default follows from other inputs (the framework's overlap defaults, the
    // head size from hidden / heads): a missing one is not recorded as assumed.
    void setDerived(std::initializer_list<const char *> keys);
    bool boolean(const QString &key, bool fallback);
    QString choice(const QString &key, const QString &fallback, const QStringList &allowed);
    // One value of an enumeration, spelled as its key in the one table of enum names.
    template<typename E>
    E choice(const QString &key, E fallback)
    {
        return enumFromKey<E>(choice(key, enumKey(fallback), enumKeys<E>())).value_or(fallback);
    }
    QString string(const QString &key, const QString &fallback);
    // A nested object; a missing one is an empty object (all its keys default).
    QJsonObject object(const QString &key);
    void markKnown(const QString &key) { m_known.insert(key); }
    bool finish();

private:
    QJsonValue lookup(const QString &key);

    QJsonObject m_object;
    QJsonObject m_preset;
    QString m_path;
    QStringList *m_assumed;
    ScenarioError *m_error;
    QSet<QString> m_known;
    QSet<QString> m_derived;
};

} // namespace jct::format
