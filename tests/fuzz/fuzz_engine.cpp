// libFuzzer target: the engine on fuzzed but valid plans. The bytes are a scenario file;
// one the reader accepts (every value inside the range the contract allows) is
// evaluated, and must give finite figures or a named refusal (fuzzcheck.h).

#include "app/format/scenariojson.h"
#include "core/step/evaluate.h"
#include "fuzzcheck.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, std::size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const jct::format::ScenarioReadResult read = jct::format::readScenario(bytes);
    if (read.ok())
        jct::fuzz::checkResult(jct::evaluate(read.loaded->scenario));
    return 0;
}
