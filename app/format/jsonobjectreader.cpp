#include "jsonobjectreader.h"

#include <cmath>
#include <limits>

#include <QCoreApplication>

namespace jct::format {

namespace {

// The tr() context of what reading a scenario says (shared with scenarioreader.cpp): only
// the message; the key path before it, the keys and values it names stay as the file
// spells them.
struct ReaderText
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioReader)
};

QString formatNumber(double v)
{
    return QString::number(v, 'g', 10);
}

QString rangeText(double v)
{
    if (v == std::numeric_limits<double>::infinity())
        return ReaderText::tr("infinity");
    return formatNumber(v);
}

// What a value is, after "got": "a number", "an array".
QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return ReaderText::tr("a boolean");
    case QJsonValue::Double:
        return ReaderText::tr("a number");
    case QJsonValue::Array:
        return ReaderText::tr("an array");
    case QJsonValue::Object:
        return ReaderText::tr("an object");
    default:
        return ReaderText::tr("null");
    }
}

} // namespace

ObjectReader::ObjectReader(QJsonObject object, QString path, QStringList *assumed, ScenarioError *error)
    : m_object(std::move(object))
    , m_path(std::move(path))
    , m_assumed(assumed)
    , m_error(error)
{}

QString ObjectReader::pathOf(const QString &key) const
{
    return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
}

void ObjectReader::fail(const QString &key, const QString &message)
{
    if (!ok())
        return;
    m_error->path = key.isEmpty() ? m_path : pathOf(key);
    m_error->message = message;
}

double ObjectReader::number(const QString &key, double fallback, double min, double max)
{
    m_known.insert(key);
    const QJsonValue v = lookup(key);
    if (!ok())
        return fallback;
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        fail(key, ReaderText::tr("must be a number between %1 and %2").arg(rangeText(min), rangeText(max)));
        return fallback;
    }
    const double x = v.toDouble();
    if (x < min || x > max) {
        fail(key,
             ReaderText::tr("must be between %1 and %2 (got %3)").arg(rangeText(min), rangeText(max), formatNumber(x)));
        return fallback;
    }
    return x;
}

double ObjectReader::optionalNumber(const QString &key, double unset, double fallback, double min, double max)
{
    const QJsonValue v = m_object.contains(key) ? m_object.value(key) : m_preset.value(key);
    if (v.isNull()) {
        m_known.insert(key);
        return unset;
    }
    return number(key, fallback, min, max);
}

int ObjectReader::optionalInteger(const QString &key, int unset, int min, int max)
{
    m_known.insert(key);
    const QJsonValue v = m_object.contains(key) ? m_object.value(key) : m_preset.value(key);
    if (v.isNull() || v.isUndefined())
        return unset;
    return integer(key, unset, min, max);
}

void ObjectReader::setDerived(std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        m_derived.insert(QLatin1String(key));
}

int ObjectReader::integer(const QString &key, int fallback, int min, int max)
{
    m_known.insert(key);
    const QJsonValue v = lookup(key);
    if (!ok() || v.isUndefined())
        return fallback;
    const double x = v.toDouble(std::numeric_limits<double>::quiet_NaN());
    if (!v.isDouble() || x != std::floor(x)) {
        fail(key, ReaderText::tr("must be a whole number between %1 and %2").arg(min).arg(max));
        return fallback;
    }
    if (x < min || x > max) {
        fail(key, ReaderText::tr("must be between %1 and %2 (got %3)").arg(min).arg(max).arg(formatNumber(x)));
        return fallback;
    }
    return static_cast<int>(x);
}

bool ObjectReader::boolean(const QString &key, bool fallback)
{
    m_known.insert(key);
    const QJsonValue v = lookup(key);
    if (!ok() || v.isUndefined())
        return fallback;
    if (!v.isBool()) {
        fail(key, ReaderText::tr("must be true or false"));
        return fallback;
    }
    return v.toBool();
}

QString ObjectReader::choice(const QString &key, const QString &fallback, const QStringList &allowed)
{
    m_known.insert(key);
    const QJsonValue v = lookup(key);
    if (!ok() || v.isUndefined())
        return fallback;
    if (!v.isString() || !allowed.contains(v.toString())) {
        fail(key, ReaderText::tr("must be one of %1 (got %2)")
                      .arg(allowed.join(QStringLiteral(", ")), v.isString() ? v.toString() : typeName(v)));
        return fallback;
    }
    return v.toString();
}

QString ObjectReader::string(const QString &key, const QString &fallback)
{
    m_known.insert(key);
    const QJsonValue v = lookup(key);
    if (!ok() || v.isUndefined())
        return fallback;
    if (!v.isString()) {
        fail(key, ReaderText::tr("must be a string"));
        return fallback;
    }
    return v.toString();
}

QJsonObject ObjectReader::object(const QString &key)
{
    m_known.insert(key);
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isObject()) {
        fail(key, ReaderText::tr("must be an object"));
        return {};
    }
    return v.toObject();
}

bool ObjectReader::finish()
{
    if (!ok())
        return false;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!m_known.contains(it.key())) {
            QStringList known(m_known.begin(), m_known.end());
            known.sort();
            fail(it.key(), ReaderText::tr("unknown key (allowed here: %1)").arg(known.join(QStringLiteral(", "))));
            return false;
        }
    }
    return true;
}

QJsonValue ObjectReader::lookup(const QString &key)
{
    if (m_object.contains(key)) {
        QJsonValue v = m_object.value(key);
        if (v.isNull()) {
            fail(key, ReaderText::tr("must not be null"));
            return QJsonValue::Undefined;
        }
        return v;
    }
    if (m_preset.contains(key))
        return m_preset.value(key);
    if (m_assumed && !m_derived.contains(key))
        m_assumed->append(pathOf(key));
    return QJsonValue::Undefined;
}

} // namespace jct::format
