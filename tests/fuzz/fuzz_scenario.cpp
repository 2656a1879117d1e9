// libFuzzer target: the scenario reader (strict JSON, every key checked against its
// range). Whatever the bytes, it answers a scenario or an error; a scenario it accepts
// is written back and read again to the same content.

#include "app/format/scenariojson.h"

#include <cstdio>
#include <cstdlib>

#include <QJsonDocument>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, std::size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const jct::format::ScenarioReadResult read = jct::format::readScenario(bytes);
    if (!read.ok()) {
        if (read.error.toString().isEmpty()) {
            std::fprintf(stderr, "a refusal without a message\n");
            std::abort();
        }
        return 0;
    }
    const QByteArray written = QJsonDocument(jct::format::scenarioToJson(*read.loaded)).toJson();
    const jct::format::ScenarioReadResult again = jct::format::readScenario(written);
    if (!again.ok() || !jct::format::sameContent(*again.loaded, *read.loaded)) {
        std::fprintf(stderr, "the plan written back does not read back: %s\n%s\n",
                     qPrintable(again.ok() ? QStringLiteral("different content") : again.error.toString()),
                     written.constData());
        std::abort();
    }
    return 0;
}
