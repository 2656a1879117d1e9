#include "strictjson.h"

#include <string>
#include <unordered_map>

#include <QCoreApplication>

namespace jct::format {

namespace {

// The tr() context of the syntax messages; the line and column stay numbers beside them.
struct StrictJsonText
{
    Q_DECLARE_TR_FUNCTIONS(StrictJson)
};

class StrictJson
{
public:
    explicit StrictJson(const QByteArray &text)
        : m_text(text)
    {}

    std::optional<JsonSyntaxError> run()
    {
        if (m_text.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
        skipWhitespace();
        if (atEnd())
            return fail(StrictJsonText::tr("expected a JSON value, found the end of the text"));
        if (!value(0))
            return m_error;
        skipWhitespace();
        if (!atEnd())
            return fail(StrictJsonText::tr("unexpected %1 after the JSON value").arg(describe(peek())));
        return std::nullopt;
    }

private:
    const QByteArray &m_text;
    qsizetype m_pos = 0;
    std::optional<JsonSyntaxError> m_error;

    [[nodiscard]] bool atEnd() const { return m_pos >= m_text.size(); }
    [[nodiscard]] unsigned char peek() const { return static_cast<unsigned char>(m_text[m_pos]); }

    static QString describe(unsigned char c)
    {
        if (c == '\t')
            return StrictJsonText::tr("tab");
        if (c < 0x20 || c == 0x7f)
            return StrictJsonText::tr("control character U+%1")
                .arg(QString::number(c, 16).toUpper().rightJustified(4, QLatin1Char('0')));
        if (c >= 0x80)
            return StrictJsonText::tr("byte 0x%1")
                .arg(QString::number(c, 16).toUpper().rightJustified(2, QLatin1Char('0')));
        return QStringLiteral("'%1'").arg(QLatin1Char(static_cast<char>(c)));
    }

    // Line and column (in code points) of byte offset `at`.
    [[nodiscard]] JsonSyntaxError at(qsizetype offset, const QString &message) const
    {
        JsonSyntaxError e;
        e.line = 1;
        qsizetype lineStart = 0;
        for (qsizetype i = 0; i < offset && i < m_text.size(); ++i)
            if (m_text[i] == '\n') {
                ++e.line;
                lineStart = i + 1;
            }
        e.column = 1;
        for (qsizetype i = lineStart; i < offset && i < m_text.size(); ++i)
            if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) // not a UTF-8 continuation byte
                ++e.column;
        e.message = message;
        return e;
    }

    bool failAt(qsizetype offset, const QString &message)
    {
        if (!m_error)
            m_error = at(offset, message);
        return false;
    }
    std::optional<JsonSyntaxError> fail(const QString &message)
    {
        failAt(m_pos, message);
        return m_error;
    }

    void skipWhitespace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_pos;
    }

    bool value(int depth)
    {
        if (atEnd())
            return failAt(m_pos, StrictJsonText::tr("expected a value, found the end of the text"));
        const unsigned char c = peek();
        switch (c) {
        case '{':
            return object(depth + 1);
        case '[':
            return array(depth + 1);
        case '"':
            return string(nullptr);
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            if (c == '-' || (c >= '0' && c <= '9'))
                return number();
            if (c == '.')
                return failAt(m_pos, StrictJsonText::tr("a number must start with a digit (write 0.5, not .5)"));
            return failAt(m_pos, StrictJsonText::tr("expected a value, found %1").arg(describe(c)));
        }
    }

    bool literal(const char *word)
    {
        const QByteArray w(word);
        if (m_text.mid(m_pos, w.size()) != w)
            return failAt(m_pos, StrictJsonText::tr("expected a value (true, false or null are the only bare words)"));
        m_pos += w.size();
        return true;
    }

    [[nodiscard]] bool digitAt(qsizetype i) const { return i < m_text.size() && m_text[i] >= '0' && m_text[i] <= '9'; }

    bool number()
    {
        if (peek() == '-')
            ++m_pos;
        if (!digitAt(m_pos))
            return failAt(m_pos, StrictJsonText::tr("a digit must follow the minus sign"));
        if (peek() == '0') {
            ++m_pos;
            if (digitAt(m_pos))
                return failAt(m_pos, StrictJsonText::tr("a number must not have a leading zero"));
        } else {
            while (digitAt(m_pos))
                ++m_pos;
        }
        if (!atEnd() && peek() == '.') {
            ++m_pos;
            if (!digitAt(m_pos))
                return failAt(m_pos, StrictJsonText::tr("a digit must follow the decimal point (write 1024 or 1024.0, "
                                                        "not 1024.)"));
            while (digitAt(m_pos))
                ++m_pos;
        }
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            ++m_pos;
            if (!atEnd() && (peek() == '+' || peek() == '-'))
                ++m_pos;
            if (!digitAt(m_pos))
                return failAt(m_pos, StrictJsonText::tr("a digit must follow the exponent"));
            while (digitAt(m_pos))
                ++m_pos;
        }
        return true;
    }

    static void appendUtf8(std::string &out, char32_t cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    // Four hex digits after "\u"; -1 when they are not.
    [[nodiscard]] int hex4(qsizetype i) const
    {
        if (i + 4 > m_text.size())
            return -1;
        int v = 0;
        for (qsizetype k = i; k < i + 4; ++k) {
            const char c = m_text[k];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= c - '0';
            else if (c >= 'a' && c <= 'f')
                v |= c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                v |= c - 'A' + 10;
            else
                return -1;
        }
        return v;
    }

    // One raw UTF-8 sequence starting at m_pos (a byte ≥ 0x80); its length, 0 when invalid.
    [[nodiscard]] int utf8Length() const
    {
        const auto byte = [this](qsizetype i) {
            return i < m_text.size() ? static_cast<unsigned char>(m_text[i]) : 0u;
        };
        const unsigned b0 = byte(m_pos);
        const auto cont = [&](qsizetype i, unsigned lo = 0x80, unsigned hi = 0xBF) {
            const unsigned b = byte(i);
            return b >= lo && b <= hi;
        };
        if (b0 >= 0xC2 && b0 <= 0xDF)
            return cont(m_pos + 1) ? 2 : 0;
        if (b0 == 0xE0)
            return cont(m_pos + 1, 0xA0) && cont(m_pos + 2) ? 3 : 0;
        if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF)
            return cont(m_pos + 1) && cont(m_pos + 2) ? 3 : 0;
        if (b0 == 0xED) // no UTF-16 surrogates encoded in UTF-8
            return cont(m_pos + 1, 0x80, 0x9F) && cont(m_pos + 2) ? 3 : 0;
        if (b0 == 0xF0)
            return cont(m_pos + 1, 0x90) && cont(m_pos + 2) && cont(m_pos + 3) ? 4 : 0;
        if (b0 >= 0xF1 && b0 <= 0xF3)
            return cont(m_pos + 1) && cont(m_pos + 2) && cont(m_pos + 3) ? 4 : 0;
        if (b0 == 0xF4)
            return cont(m_pos + 1, 0x80, 0x8F) && cont(m_pos + 2) && cont(m_pos + 3) ? 4 : 0;
        return 0;
    }

    // A string at m_pos (on its opening quote); its decoded UTF-8 into `decoded` if given.
    bool string(std::string *decoded)
    {
        const qsizetype start = m_pos;
        ++m_pos;
        while (true) {
            if (atEnd())
                return failAt(start, StrictJsonText::tr("a string that is never closed"));
            const unsigned char c = peek();
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c < 0x20) {
                if (c == '\t')
                    return failAt(m_pos, StrictJsonText::tr("a raw tab inside a string (write \\t)"));
                if (c == '\n' || c == '\r')
                    return failAt(m_pos, StrictJsonText::tr("a line break inside a string (write \\n, or close the "
                                                            "string)"));
                return failAt(m_pos, StrictJsonText::tr("a raw %1 inside a string (write \\u%2)")
                                         .arg(describe(c))
                                         .arg(c, 4, 16, QLatin1Char('0')));
            }
            if (c >= 0x80) {
                const int length = utf8Length();
                if (length == 0)
                    return failAt(m_pos, StrictJsonText::tr("%1 is not UTF-8").arg(describe(c)));
                if (decoded)
                    decoded->append(m_text.constData() + m_pos, static_cast<std::size_t>(length));
                m_pos += length;
                continue;
            }
            if (c != '\\') {
                if (decoded)
                    *decoded += static_cast<char>(c);
                ++m_pos;
                continue;
            }
            const qsizetype escape = m_pos;
            ++m_pos;
            if (atEnd())
                return failAt(start, StrictJsonText::tr("a string that is never closed"));
            const char e = static_cast<char>(peek());
            char plain = 0;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                plain = e;
                break;
            case 'b':
                plain = '\b';
                break;
            case 'f':
                plain = '\f';
                break;
            case 'n':
                plain = '\n';
                break;
            case 'r':
                plain = '\r';
                break;
            case 't':
                plain = '\t';
                break;
            case 'u':
                break;
            default:
                return failAt(escape, StrictJsonText::tr("\\%1 is not a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t "
                                                         "\\uXXXX)")
                                          .arg(QString::fromLatin1(&e, 1)));
            }
            if (plain != 0) {
                if (decoded)
                    *decoded += plain;
                ++m_pos;
                continue;
            }
            const int unit = hex4(m_pos + 1);
            if (unit < 0)
                return failAt(escape, StrictJsonText::tr("\\u must be followed by four hex digits"));
            m_pos += 5;
            char32_t cp = static_cast<char32_t>(unit);
            if (unit >= 0xDC00 && unit <= 0xDFFF)
                return failAt(escape, StrictJsonText::tr("a lone low surrogate \\u%1 (no high surrogate "
                                                         "\\ud800-\\udbff before it)")
                                          .arg(unit, 4, 16, QLatin1Char('0')));
            if (unit >= 0xD800 && unit <= 0xDBFF) {
                const int low = m_text.mid(m_pos, 2) == "\\u" ? hex4(m_pos + 2) : -1;
                if (low < 0xDC00 || low > 0xDFFF)
                    return failAt(escape, StrictJsonText::tr("a lone high surrogate \\u%1 (no low surrogate "
                                                             "\\udc00-\\udfff after it)")
                                              .arg(unit, 4, 16, QLatin1Char('0')));
                m_pos += 6;
                cp = 0x10000 + ((static_cast<char32_t>(unit) - 0xD800) << 10) + (static_cast<char32_t>(low) - 0xDC00);
            }
            if (decoded)
                appendUtf8(*decoded, cp);
        }
    }

    bool tooDeep(int depth)
    {
        if (depth <= kMaxJsonDepth)
            return false;
        return !failAt(m_pos, StrictJsonText::tr("objects and arrays nested deeper than %1").arg(kMaxJsonDepth));
    }

    bool object(int depth)
    {
        if (tooDeep(depth))
            return false;
        ++m_pos; // '{'
        std::unordered_map<std::string, qsizetype> keys;
        skipWhitespace();
        if (!atEnd() && peek() == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipWhitespace();
            if (atEnd())
                return failAt(m_pos, StrictJsonText::tr("an object that is never closed (expected a key or '}')"));
            if (peek() != '"')
                return failAt(m_pos,
                              StrictJsonText::tr("expected a key in double quotes, found %1").arg(describe(peek())));
            const qsizetype keyAt = m_pos;
            std::string key;
            if (!string(&key))
                return false;
            const auto [it, inserted] = keys.emplace(std::move(key), keyAt);
            if (!inserted) {
                const JsonSyntaxError first = at(it->second, {});
                return failAt(keyAt,
                              StrictJsonText::tr("duplicate key \"%1\" (first at line %2, column %3)")
                                  .arg(QString::fromUtf8(it->first.data(), static_cast<qsizetype>(it->first.size())))
                                  .arg(first.line)
                                  .arg(first.column));
            }
            skipWhitespace();
            if (atEnd() || peek() != ':')
                return failAt(m_pos, StrictJsonText::tr("expected ':' after the key"));
            ++m_pos;
            skipWhitespace();
            if (!value(depth))
                return false;
            skipWhitespace();
            if (atEnd())
                return failAt(m_pos, StrictJsonText::tr("an object that is never closed (expected ',' or '}')"));
            if (peek() == '}') {
                ++m_pos;
                return true;
            }
            if (peek() != ',')
                return failAt(m_pos,
                              StrictJsonText::tr("expected ',' or '}' in an object, found %1").arg(describe(peek())));
            ++m_pos;
        }
    }

    bool array(int depth)
    {
        if (tooDeep(depth))
            return false;
        ++m_pos; // '['
        skipWhitespace();
        if (!atEnd() && peek() == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipWhitespace();
            if (!value(depth))
                return false;
            skipWhitespace();
            if (atEnd())
                return failAt(m_pos, StrictJsonText::tr("an array that is never closed (expected ',' or ']')"));
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            if (peek() != ',')
                return failAt(m_pos,
                              StrictJsonText::tr("expected ',' or ']' in an array, found %1").arg(describe(peek())));
            ++m_pos;
        }
    }
};

} // namespace

std::optional<JsonSyntaxError> checkStrictJson(const QByteArray &text)
{
    return StrictJson(text).run();
}

} // namespace jct::format
