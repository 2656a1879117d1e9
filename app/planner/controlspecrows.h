#pragma once

// What the rows of the control table share (controlspecs.cpp and the *specs.cpp files beside
// it): stop lists, when a row is shown, combo items, derived notes, and the Group that
// appends one group box's rows. Internal to app/planner.

#include "app/format/catalog.h"
#include "app/format/enumnames.h"
#include "controlspecs.h"

namespace jct::planner::specrows {

using Items = QVector<QPair<QString, QVariant>>;
using Kind = ControlSpec::Kind;
using Plan = format::LoadedScenario;
using Scale = widgets::ParameterControl::Scale;

[[nodiscard]] QVector<double> powersOfTwo(int from, int to);

[[nodiscard]] QVector<double> divisorsOf(int n, int limit);

// The pipeline degrees the slider stops at: the divisors of the layers and the powers of two
// up to 128 on which the layers still split (evenly, or near-evenly where they do not
// divide and the plan gives no first / last stage: Llama 3 405B's 126 layers on 16).
[[nodiscard]] QVector<double> pipelineStops(const Scenario &s);
// The interleaving factors up to 16 on which the plan's layers split over its pp.
[[nodiscard]] QVector<double> virtualStageStops(const Scenario &s);

// 0 (the default the file's null means) followed by `values`.
[[nodiscard]] QVector<double> zeroThen(QVector<double> values);

// The first (or last) stage's layer counts that split the rest evenly over the other stages
// and their virtual stages (core/model/layout.h), with 0, the even split, first.
[[nodiscard]] QVector<double> stageLayerStops(const Scenario &s, bool first);

[[nodiscard]] bool isMoe(const Scenario &s);

[[nodiscard]] bool isMla(const Scenario &s);

// GPU counts between 8 and 65,536 that make a valid layout with the plan's model
// parallelism and global batch (core/model/layout.h: dp divides B/b).
[[nodiscard]] QVector<double> validGpuCounts(const Scenario &s);

[[nodiscard]] Items catalogItems(format::Catalog::Kind kind);

[[nodiscard]] QString dataParallelText(const Scenario &s);

[[nodiscard]] QString modelShapeText(const Scenario &s);

// The items of a combo that sets an enumerated key: each value with its text.
template<typename E>
Items enumItems()
{
    Items items;
    for (const format::EnumName<E> &n : format::enumNames<E>())
        items.append({format::enumText(n.value), static_cast<int>(n.value)});
    return items;
}

// The same with the file's key as the value (for a preset applied through the file format).
template<typename E>
Items enumItemsByKey()
{
    Items items;
    for (const format::EnumName<E> &n : format::enumNames<E>())
        items.append({format::enumText(n.value), format::enumKey(n.value)});
    return items;
}

// Appends the rows of one group box to the table.
class Group
{
public:
    Group(QVector<ControlSpec> &table, QString title)
        : m_table(table)
        , m_title(std::move(title))
    {}

    ControlSpec &slider(const QString &keyPath, const widgets::ParameterControl::Spec &look,
                        const std::function<double(const Plan &)> &get, const std::function<void(Plan &, double)> &set)
    {
        ControlSpec &row = add(Kind::Slider, keyPath, look.label, look.toolTip);
        row.editText = ControlSpecs::tr("Set %1").arg(look.label.toLower());
        row.unit = look.unit;
        row.minimum = look.minimum;
        row.maximum = look.maximum;
        row.decimals = look.decimals;
        row.scale = look.scale;
        row.stops = look.choices;
        row.get = [get](const Plan &p) { return QVariant(get(p)); };
        row.set = [set](Plan &p, const QVariant &v) { set(p, v.toDouble()); };
        return row;
    }

    ControlSpec &choice(const QString &keyPath, const QString &label, const QString &toolTip, Items items,
                        const std::function<int(const Scenario &)> &get,
                        const std::function<void(Scenario &, int)> &set)
    {
        ControlSpec &row = add(Kind::Choice, keyPath, label, toolTip);
        row.editText = ControlSpecs::tr("Set %1").arg(label.toLower());
        row.items = std::move(items);
        row.get = [get](const Plan &p) { return QVariant(get(p.scenario)); };
        row.set = [set](Plan &p, const QVariant &v) { set(p.scenario, v.toInt()); };
        return row;
    }

    // Without get and set: a view option, not part of the plan.
    ControlSpec &checkBox(const QString &keyPath, const QString &label, const QString &editText, const QString &toolTip,
                          const std::function<bool(const Scenario &)> &get = {},
                          const std::function<void(Scenario &, bool)> &set = {})
    {
        ControlSpec &row = add(Kind::CheckBox, keyPath, label, toolTip);
        row.editText = editText;
        if (get)
            row.get = [get](const Plan &p) { return QVariant(get(p.scenario)); };
        if (set)
            row.set = [set](Plan &p, const QVariant &v) { set(p.scenario, v.toBool()); };
        return row;
    }

    ControlSpec &preset(const QString &section, const QString &label, const QString &toolTip, Items items,
                        const std::function<QString(const Plan &)> &get)
    {
        ControlSpec &row = add(Kind::Preset, section, label, toolTip);
        row.items = std::move(items);
        row.get = [get](const Plan &p) { return QVariant(get(p)); };
        return row;
    }

    ControlSpec &note(const QString &toolTip, const std::function<QString(const Scenario &)> &text)
    {
        ControlSpec &row = add(Kind::Note, QString(), QString(), toolTip);
        row.get = [text](const Plan &p) { return QVariant(text(p.scenario)); };
        return row;
    }

private:
    ControlSpec &add(Kind kind, const QString &keyPath, const QString &label, const QString &toolTip)
    {
        ControlSpec row;
        row.kind = kind;
        row.group = m_title;
        row.keyPath = keyPath;
        row.label = label;
        row.toolTip = toolTip;
        m_table.append(std::move(row));
        return m_table.last();
    }

    QVector<ControlSpec> &m_table;
    QString m_title;
};

} // namespace jct::planner::specrows
