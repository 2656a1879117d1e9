// libFuzzer target: the nccl-tests / rccl-tests log parser. Whatever the bytes, it
// answers tables or a message naming what is wrong, and every row it keeps has a
// finite size of zero or more, a positive time and finite bandwidths.

#include "app/format/nccllog.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, std::size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    jct::format::NcclLimits limits;
    const jct::format::NcclParseResult parsed = jct::format::parseNcclLog(bytes, limits);
    if (!parsed.ok() && parsed.error.toString().isEmpty()) {
        std::fprintf(stderr, "a refused log without a message\n");
        std::abort();
    }
    auto check = [](bool sound, const char *what, qint64 line) {
        if (!sound) {
            std::fprintf(stderr, "kept row of line %lld: %s\n", static_cast<long long>(line), what);
            std::abort();
        }
    };
    for (const jct::format::NcclLog &log : parsed.logs)
        for (const jct::format::NcclRow &row : log.rows) {
            check(std::isfinite(row.bytes) && row.bytes >= 0.0, "size not finite or negative", row.line);
            for (const auto &timing : {row.outOfPlace, row.inPlace})
                if (timing)
                    check(std::isfinite(timing->timeUs) && timing->timeUs > 0.0 && std::isfinite(timing->algbwGBps)
                              && std::isfinite(timing->busbwGBps),
                          "time or bandwidth not finite", row.line);
        }
    return 0;
}
