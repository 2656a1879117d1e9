// libFuzzer target: the catalog reader. The first byte picks the table (GPUs, fabrics,
// models) that the rest replaces in a copy of the built-in catalog (Catalog::replaceTable,
// the parser that Catalog::load runs on each file); a table it accepts is used: a plan
// naming each of its first entries is read with it and evaluated, and must give finite
// figures or a named refusal (fuzzcheck.h).

#include "app/format/catalog.h"
#include "app/format/scenariojson.h"
#include "core/step/evaluate.h"
#include "fuzzcheck.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include <QJsonDocument>
#include <QJsonObject>

using jct::format::Catalog;

namespace {

QByteArray planUsing(Catalog::Kind kind, const QString &id)
{
    QJsonObject plan{{QStringLiteral("format"), QStringLiteral("jct-planner-scenario")},
                     {QStringLiteral("version"), 1}};
    if (kind == Catalog::Kind::Gpu)
        plan.insert(QStringLiteral("cluster"), QJsonObject{{QStringLiteral("gpu"), id}});
    else
        plan.insert(kind == Catalog::Kind::Model ? QStringLiteral("model") : QStringLiteral("network"),
                    QJsonObject{{QStringLiteral("preset"), id}});
    return QJsonDocument(plan).toJson(QJsonDocument::Compact);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const Catalog::Kind kinds[] = {Catalog::Kind::Gpu, Catalog::Kind::Fabric, Catalog::Kind::Model};
    const Catalog::Kind kind = kinds[data[0] % 3];
    // The other two tables are the built-in ones, parsed once.
    Catalog catalog = Catalog::builtIn();
    QString error;
    const QByteArray text(reinterpret_cast<const char *>(data + 1), static_cast<qsizetype>(size - 1));
    if (!catalog.replaceTable(kind, text, QStringLiteral("fuzzed.json"), &error)) {
        if (error.isEmpty()) {
            std::fprintf(stderr, "a refused catalog without a message\n");
            std::abort();
        }
        return 0;
    }
    const QStringList ids = catalog.ids(kind);
    for (qsizetype i = 0; i < std::min<qsizetype>(ids.size(), 3); ++i) {
        const jct::format::ScenarioReadResult read = jct::format::readScenario(planUsing(kind, ids[i]), catalog);
        if (read.ok())
            jct::fuzz::checkResult(jct::evaluate(read.loaded->scenario));
    }
    return 0;
}
