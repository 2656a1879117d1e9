#include "inputchanges.h"

#include "app/present/numberformat.h"

#include <algorithm>

#include <QRegularExpression>

namespace jct::planner {

namespace {

// The value as the row's control shows it, and in *unit the unit beside it.
QString shownValue(const ControlSpec &spec, const format::LoadedScenario &plan, const QLocale &locale, QString *unit)
{
    unit->clear();
    const QVariant value = spec.get(plan);
    switch (spec.kind) {
    case ControlSpec::Kind::Slider: {
        if (spec.automatic && spec.automatic->engineChooses(plan.scenario))
            return ControlSpecs::tr("automatic");
        const double v = value.toDouble();
        if (!spec.minimumText.isEmpty() && v <= spec.minimum)
            return spec.minimumText;
        *unit = spec.unit;
        return present::formatQuantity(v, spec.decimals, QString(), locale);
    }
    case ControlSpec::Kind::Choice:
    case ControlSpec::Kind::Preset: {
        const auto it = std::find_if(spec.items.cbegin(), spec.items.cend(),
                                     [&](const auto &item) { return item.second == value; });
        return it != spec.items.cend() ? it->first : value.toString();
    }
    case ControlSpec::Kind::CheckBox:
        return value.toBool() ? ControlSpecs::tr("on") : ControlSpecs::tr("off");
    case ControlSpec::Kind::Note:
        break;
    }
    return {};
}

} // namespace

QVector<InputChange> inputChanges(const QVector<ControlSpec> &specs, const format::LoadedScenario &a,
                                  const format::LoadedScenario &b, const QLocale &locale)
{
    QVector<InputChange> changes;
    for (const ControlSpec &spec : specs) {
        if (spec.kind == ControlSpec::Kind::Note || !spec.get || spec.keyPath.isEmpty())
            continue;
        InputChange change{spec.keyPath, spec.label, {}, {}, {}};
        QString unitB;
        change.before = shownValue(spec, a, locale, &change.unit);
        change.after = shownValue(spec, b, locale, &unitB);
        if (change.before == change.after)
            continue;
        if (change.unit.isEmpty())
            change.unit = unitB;
        changes.append(change);
    }
    return changes;
}

QString changeText(const InputChange &change)
{
    const QString values = QStringLiteral("%1 → %2").arg(change.before, change.after);
    return change.unit.isEmpty() ? QStringLiteral("%1 %2").arg(change.label, values)
                                 : QStringLiteral("%1 %2 %3").arg(change.label, values, change.unit);
}

QString controlLabel(const QVector<ControlSpec> &specs, const QString &keyPath)
{
    for (const ControlSpec &spec : specs)
        if (spec.keyPath == keyPath && !spec.label.isEmpty())
            return spec.label;
    return keyPath;
}

QString withControlLabels(const QVector<ControlSpec> &specs, const QString &text)
{
    // "section.key" and "section.inner.key" (the MoE keys) in the scenario file's spelling.
    static const QRegularExpression keyPath(QStringLiteral("\\b[a-z]+(?:\\.[a-z][a-z0-9_]*)+\\b"));
    QString out;
    qsizetype from = 0;
    for (auto it = keyPath.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        out += text.mid(from, match.capturedStart() - from);
        const QString label = controlLabel(specs, match.captured());
        out += label == match.captured() ? label : QStringLiteral("“%1”").arg(label);
        from = match.capturedEnd();
    }
    return out + text.mid(from);
}

} // namespace jct::planner
