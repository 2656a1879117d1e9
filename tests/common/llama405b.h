#pragma once

// Llama 3.1 405B's shape (126 layers: no pp above 2 divides them, so only uneven stages
// give it a deep pipeline) with a global batch of 2,048 sequences, on the built-in default
// plan. Shared by the layout-search tests of core, present and the window.

#include "app/format/scenariojson.h"

namespace jct::test {

inline format::LoadedScenario llama405bOnDefaultPlan()
{
    format::LoadedScenario loaded = format::defaultScenario();
    Model &m = loaded.scenario.model;
    m.layers = 126;
    m.hidden = 16384;
    m.heads = 128;
    m.kvHeads = 8;
    m.ffn = 53248;
    m.vocab = 128256;
    m.seqLen = 8192;
    m.mlp = MlpKind::SwiGlu;
    loaded.scenario.training.globalBatch = 2048;
    return loaded;
}

} // namespace jct::test
