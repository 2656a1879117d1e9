#!/usr/bin/env bash
# Quick start, first command: install what is missing, build, and start the planner on
# its built-in default scenario (or on the .jctplan file given as the first argument).
# Without a display, or before the window exists in this build, it prints `jct eval` of
# the scenario instead and says why.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

bash packaging/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --parallel "$(nproc)"

planner="build/release/bin/jct-planner"
if [ -x "$planner" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ] || [ "${QT_QPA_PLATFORM:-}" = offscreen ]; }; then
    # No file given: the built-in default plan (jct-planner alone reopens the last session's).
    [ $# -eq 0 ] && set -- --default-plan
    exec "$planner" "$@"
fi
if [ ! -x "$planner" ]; then
    echo "jct-planner: the window is not part of this build yet; showing 'jct eval' of the scenario instead." >&2
else
    echo "jct-planner: no display (DISPLAY and WAYLAND_DISPLAY are unset); showing 'jct eval' of the scenario instead." >&2
fi
exec build/release/bin/jct eval "$@"
