#pragma once

// The auto-planner's results in words and JSON (`jct search`, the Find-best-layout
// dialog): a layout on one line, why the best beats the runner-up, the `jct search
// --json` document of INTERFACES.md.

#include "app/format/scenariojson.h"
#include "core/studies/layoutsearch.h"
#include "core/studies/planstudy.h"

#include <optional>
#include <span>
#include <vector>

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace jct::present {

// The objective value with its unit: "20.6 days", "$1,234,567", "$1.23 per million tokens".
[[nodiscard]] QString formatObjective(SearchObjective objective, double value, const QLocale &locale = QLocale::c());

// The GPU counts of a range: from, from·factor, from·factor², … (rounded), and `to`.
[[nodiscard]] std::vector<int> geometricGpuCounts(int from, int to, double factor = 2.0);

// "tp 8 · pp 8 · vpp 3 · dp 16 · b 1 · full recompute · ZeRO 1 · SP · tp-cp-dp-pp" (cp and ep
// only when above 1; "first/last stage 7/7 layers" after vpp with an uneven pipeline, and
// "etp 1" after ep when the expert tensor-parallel size is not tp).
[[nodiscard]] QString describeLayout(const Layout &layout, int dp);

// "49.0 GiB of activations offloaded to host" for a layout that fits only so (its memory
// figure then reads the GPU's whole usable memory); empty when nothing is offloaded.
[[nodiscard]] QString offloadText(const MemoryBreakdown &memory, const QLocale &locale = QLocale::c());

// The layout's description with offloadText after it ("… · 49.0 GiB of activations offloaded
// to host") when the layout fits only so: what a table's layout column says.
[[nodiscard]] QString describeLayout(const Layout &layout, int dp, const MemoryBreakdown &memory,
                                     const QLocale &locale = QLocale::c());

// "first/last stage 7/7 layers", "first stage 6 layers" or "last stage 6 layers" for an
// uneven pipeline; empty for the even split.
[[nodiscard]] QString describeStageSplit(const Parallelism &p);

// The least predicted JCT of a layout family at the GPU counts searched; infinity when it
// fits at none.
[[nodiscard]] double fastestSeconds(const FamilyWall &family);

// The families, fastest first (fastestSeconds); equally fast ones keep the search's order.
[[nodiscard]] std::vector<const FamilyWall *> familiesFastestFirst(std::span<const FamilyWall> families);

// Why `best` beats `runnerUp`, one line each: the headline difference, the step parts
// that differ most (with the knobs that cause them), checkpoint and failure overhead.
[[nodiscard]] QStringList explainBest(const RankedLayout &best, const RankedLayout &runnerUp, SearchObjective objective,
                                      const QLocale &locale = QLocale::c());

// One returned layout as JSON: the layout keys and the `jct eval --json` result keys.
[[nodiscard]] QJsonObject rankedLayoutToJson(const format::LoadedScenario &base, const RankedLayout &ranked,
                                             const PlanStudy &study, SearchObjective objective);

// The whole `jct search --json` document.
// `topStudies` holds the study (evalStudyOptions()) of each entry of result.top, in order.
[[nodiscard]] QJsonObject searchToJson(const format::LoadedScenario &base, const SearchResult &result,
                                       std::span<const PlanStudy> topStudies);

} // namespace jct::present
