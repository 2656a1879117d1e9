#pragma once

// Inside the scenario reader only (scenarioreader.cpp, scenariohardware.cpp): what the
// sections of a scenario file share while one document is read, and the readers of the
// sections, one per section in the file's order.

#include "jsonobjectreader.h"
#include "scenariojson.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace jct::format::scenario {

// The tr() context of what reading a scenario says (shared with jsonobjectreader.cpp):
// only the message; the key path before it, the keys and values it names stay as the file
// spells them.
struct ReaderText
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioReader)
};

// What the sections share while one document is read.
struct Reading
{
    const Catalog &catalog;
    ScenarioError &error;
    LoadedScenario &out;
    ObjectReader &top;
    double defaultPrice = 2.5; // the GPU's catalog price and power: the cost section's defaults
    double defaultPower = 700.0;

    [[nodiscard]] QStringList *assumed() const { return &out.assumed; }
    ObjectReader section(const char *name) const
    {
        return {top.object(QLatin1String(name)), QLatin1String(name), assumed(), &error};
    }
};

// A catalog entry without what only describes it (id, name, sources, notes, sizes): the
// fields a section reads from it.
[[nodiscard]] QJsonObject withoutMeta(QJsonObject o);

// The hardware sections and their catalog presets (scenariohardware.cpp).
void readCluster(Reading &in);
void readNetwork(Reading &in);
void readCalibration(Reading &in);

} // namespace jct::format::scenario
