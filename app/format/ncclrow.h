#pragma once

// Inside the nccl-tests log reader only: the result columns a table's header announces,
// and reading one measurement row against them. A row that cannot be read, or that carries
// a number outside its allowed range, is refused with the reason: a damaged table is never
// fitted.

#include "ncclfields.h"
#include "nccllog.h"

#include <optional>

#include <QString>

namespace jct::format::nccl {

// The result columns the column header announces.
struct Layout
{
    bool known = false;
    int groups = 2;     // result groups per row: out-of-place and in-place, or one
    int groupWidth = 4; // time algbw busbw #wrong, and i_min i_max i_p99 i_cv% with -I 1
    bool timestamp = false;
    bool inPlaceOnly = false; // the banner above the header says "in-place" alone
    bool redopColumn = false; // the header names a redop column (old alltoall tests leave it empty)
    // The header names the old nccl-tests' "error" column (the largest deviation from the
    // expected result) instead of "#wrong" (a count): only a deviation beyond the type's
    // rounding counts as a wrong result.
    bool deviationColumn = false;
};

// The layout a column header announces (`inPlaceBanner`: the line above it says
// "in-place" alone), or empty when `tokens` are no column header.
[[nodiscard]] std::optional<Layout> headerLayout(const Tokens &tokens, bool inPlaceBanner);

// Whether `timing` of `row` reports wrong results: a non-zero #wrong count, or an old
// "error" deviation beyond the rounding old nccl-tests allowed a reduction of its type
// (half and bfloat16 5·10⁻², float 10⁻⁵, double 10⁻¹²; any other, and every copy, exact).
[[nodiscard]] bool reportsWrongResults(const NcclRow &row, const NcclTiming &timing, const Layout &layout);

// Reads the measurement rows of one table after another; the rows of a table share their
// type and redop strings.
class RowReader
{
public:
    // The layout of the table the next rows belong to.
    void setLayout(const Layout &layout) { m_layout = layout; }
    [[nodiscard]] const Layout &layout() const { return m_layout; }
    // Reads the row at line `number` of the table whose header is at `headerLine` (0: none)
    // into `row`; false with the reason in `error` when the row is refused.
    bool read(qint64 number, const Tokens &fields, qint64 headerLine, NcclRow &row, QString &error);

private:
    // Where the results start after the redop and root columns, or -1 (with `error`).
    qsizetype readRedopAndRoot(const Tokens &tokens, qsizetype middle, NcclRow &row, QString &error);
    // The result group starting at field `base`; false with the reason in `error`.
    bool readTiming(const Tokens &tokens, qsizetype base, int groups, qint64 headerLine, NcclTiming &timing,
                    QString &error) const;

    Layout m_layout;
    QString m_lastType;
    QString m_lastRedop;
};

} // namespace jct::format::nccl
