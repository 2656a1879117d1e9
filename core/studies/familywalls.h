#pragma once

// The sync wall of each layout family the auto-planner (layoutsearch.h) found; internal
// to core.

#include "layoutcandidates.h"

#include <vector>

namespace jct::layoutsearch {

// One FamilyWall per family with a layout that fits, in the order of `families`. `best`
// holds the fastest layout of each family at each GPU count, family major (family index ×
// counts.size() + GPU count index); each wall is swept at every micro-batch of
// `microBatches` (microBatchValues at d = 1: each divides the global batch). The families
// are shared among `threads` threads.
[[nodiscard]] std::vector<FamilyWall> familyWalls(const Scenario &base, const std::vector<Family> &families,
                                                  const std::vector<int> &counts, const std::vector<FamilyPoint> &best,
                                                  const std::vector<int> &microBatches, int threads);

} // namespace jct::layoutsearch
