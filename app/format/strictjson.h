#pragma once

// A strict check of JSON text against RFC 8259, run before QJsonDocument reads it. Qt's
// parser is lenient where a plan file is a contract: it takes `1024.` and `.5`, raw
// control characters (NUL, tab) inside strings, a lone surrogate escape (`\ud800`) and
// duplicate keys (the last one silently wins). This pass refuses each of them, and any
// other departure from the grammar, with the line and column where it is.

#include <optional>

#include <QByteArray>
#include <QString>

namespace jct::format {

struct JsonSyntaxError
{
    int line = 0;   // 1-based
    int column = 0; // 1-based, in characters (UTF-8 code points) of that line
    QString message;
};

// Objects and arrays nested deeper than this are refused (the check is recursive).
inline constexpr int kMaxJsonDepth = 512;

// The first departure from RFC 8259 in `text` (one JSON value, surrounded by optional
// whitespace; a leading UTF-8 byte order mark is allowed), or nothing when it is strict
// JSON. Also refused: bytes that are not UTF-8, and an object with the same key twice.
[[nodiscard]] std::optional<JsonSyntaxError> checkStrictJson(const QByteArray &text);

} // namespace jct::format
