// libFuzzer target: the catalog reader. The first byte picks the table (GPUs, fabrics,
// models) that the rest replaces in a copy of the built-in catalog; a table it accepts
// is used: a plan naming each of its first entries is read with it and evaluated, and
// must give finite figures or a named refusal (fuzzcheck.h).

#include "app/format/catalog.h"
#include "app/format/scenariojson.h"
#include "core/step/evaluate.h"
#include "fuzzcheck.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
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
    // The reader takes a directory of three files: the built-in ones, one replaced by the
    // fuzzed bytes, in a directory in memory (/dev/shm) made once.
    static const QString directory = [] {
        const QString dir = QStringLiteral("/dev/shm/jct-fuzz-catalog-%1").arg(QCoreApplication::applicationPid());
        QDir().mkpath(dir);
        for (const char *name : {"gpus.json", "fabrics.json", "models.json"})
            QFile::copy(QStringLiteral(":/catalog/") + QLatin1String(name),
                        dir + QLatin1Char('/') + QLatin1String(name));
        return dir;
    }();
    const Catalog::Kind kinds[] = {Catalog::Kind::Gpu, Catalog::Kind::Fabric, Catalog::Kind::Model};
    const char *names[] = {"gpus.json", "fabrics.json", "models.json"};
    const int which = data[0] % 3;
    const Catalog::Kind kind = kinds[which];
    const QString fuzzed = directory + QLatin1Char('/') + QLatin1String(names[which]);
    {
        QFile f(fuzzed);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            std::abort();
        f.write(reinterpret_cast<const char *>(data + 1), static_cast<qint64>(size - 1));
    }
    Catalog catalog;
    QString error;
    const bool loaded = catalog.load(directory, &error);
    // The built-in file back in place for the next input, whichever table it replaces.
    QFile::remove(fuzzed);
    QFile::copy(QStringLiteral(":/catalog/") + QLatin1String(names[which]), fuzzed);
    if (!loaded) {
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
