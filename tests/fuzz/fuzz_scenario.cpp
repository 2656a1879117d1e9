// libFuzzer target: the scenario reader (strict JSON, every key checked against its
// range). Whatever the bytes, it answers a scenario or an error; a scenario it accepts
// is written back, read again and evaluated to the same answer.

#include "app/format/scenariojson.h"
#include "core/step/evaluate.h"

#include <cmath>
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
    // Written back, the plan reads again and gives the same answer. (Not the same loaded
    // content: an inline GPU comes back with its defaults written out, and a unit
    // conversion may move a value by an ulp.)
    const QByteArray written = QJsonDocument(jct::format::scenarioToJson(*read.loaded)).toJson();
    const jct::format::ScenarioReadResult again = jct::format::readScenario(written);
    if (!again.ok()) {
        std::fprintf(stderr, "the plan written back does not read back: %s\n%s\n", qPrintable(again.error.toString()),
                     written.constData());
        std::abort();
    }
    const jct::Result first = jct::evaluate(read.loaded->scenario);
    const jct::Result second = jct::evaluate(again.loaded->scenario);
    if (first.infeasibility.problem != second.infeasibility.problem
        || std::abs(first.predictedSeconds - second.predictedSeconds) > 1e-9 * std::abs(first.predictedSeconds)) {
        std::fprintf(stderr, "the plan written back gives another answer: %.17g s against %.17g s\n%s\n",
                     second.predictedSeconds, first.predictedSeconds, written.constData());
        std::abort();
    }
    return 0;
}
