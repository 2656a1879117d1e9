#!/usr/bin/env bash
# Rewrites tests/golden/figures.json from the current engine. Run it only when a change is
# meant to move the numbers (a physics change), and review the diff in the same commit:
#   tests/golden/regenerate.sh [BUILD_DIR]     (default build/release)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:-$here/build/release}"
cmake --build "$build" --target golden_figures
"$build/bin/golden_figures" -o "$here/tests/golden/figures.json"
git -C "$here" diff --stat -- tests/golden/figures.json
