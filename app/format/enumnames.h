#pragma once

// The one table of names for every enumeration the planner reads or shows: for each value
// its key (how the scenario file, the JSON outputs and the command line spell it) and its
// label (how the window, the report and `jct eval` show it, in English; enumText() gives
// the translated form for the window). Nothing else spells an enumerator.

#include "core/calibration/validation.h"
#include "core/model/result.h"
#include "core/model/scenario.h"
#include "core/studies/layoutsearch.h"
#include "core/studies/sensitivity.h"

#include <optional>
#include <span>

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace jct::format {

template<typename E>
struct EnumName
{
    E value;
    const char *key;   // file and JSON spelling: "nvls-tree", "ll128", "cost-per-token"
    const char *label; // what a reader sees: "NVLS-tree", "LL128", "cost per token"
};

// The table of one enumeration, in enumerator order (the order the file format lists the
// allowed values in its messages).
template<typename E>
[[nodiscard]] std::span<const EnumName<E>> enumNames();

template<>
std::span<const EnumName<MlpKind>> enumNames();
template<>
std::span<const EnumName<Precision>> enumNames();
template<>
std::span<const EnumName<Attention>> enumNames();
template<>
std::span<const EnumName<Framework>> enumNames();
template<>
std::span<const EnumName<Recompute>> enumNames();
template<>
std::span<const EnumName<Topology>> enumNames();
template<>
std::span<const EnumName<Transport>> enumNames();
template<>
std::span<const EnumName<Ecmp>> enumNames();
template<>
std::span<const EnumName<CollectiveAlgorithm>> enumNames();
template<>
std::span<const EnumName<Protocol>> enumNames();
template<>
std::span<const EnumName<RankOrder>> enumNames();
template<>
std::span<const EnumName<Bound>> enumNames();
template<>
std::span<const EnumName<SearchObjective>> enumNames();
template<>
std::span<const EnumName<WhatIf>> enumNames();
template<>
std::span<const EnumName<ValidationMetric>> enumNames();

template<typename E>
[[nodiscard]] const EnumName<E> *findEnumName(E value)
{
    for (const EnumName<E> &n : enumNames<E>())
        if (n.value == value)
            return &n;
    return nullptr;
}

// "nvls-tree"
template<typename E>
[[nodiscard]] QString enumKey(E value)
{
    const EnumName<E> *n = findEnumName(value);
    return n ? QLatin1String(n->key) : QString();
}

// "NVLS-tree", in English: for text outputs that must not depend on the user's language.
template<typename E>
[[nodiscard]] QString enumLabel(E value)
{
    const EnumName<E> *n = findEnumName(value);
    return n ? QString::fromUtf8(n->label) : QString();
}

// The label in the user's language, for the window.
template<typename E>
[[nodiscard]] QString enumText(E value)
{
    const EnumName<E> *n = findEnumName(value);
    return n ? QCoreApplication::translate("EnumNames", n->label) : QString();
}

template<typename E>
[[nodiscard]] std::optional<E> enumFromKey(const QString &key)
{
    for (const EnumName<E> &n : enumNames<E>())
        if (key == QLatin1String(n.key))
            return n.value;
    return std::nullopt;
}

// Every key, in table order ("must be one of …" messages).
template<typename E>
[[nodiscard]] QStringList enumKeys()
{
    QStringList keys;
    for (const EnumName<E> &n : enumNames<E>())
        keys << QLatin1String(n.key);
    return keys;
}

} // namespace jct::format
