#!/usr/bin/env bash
# Screenshots of the planner window on the default plan under a real X server (Xvfb), at
# the two sizes the window is checked at: 1366x768 (a laptop) and 1920x1080 (a projector).
# Writes resources/screenshots/planner-<W>x<H>.png, which the README shows.
# Usage: packaging/screenshot.sh [BUILD_DIR]   (default: build/release, built if missing)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
build="${1:-build/release}"
if [ ! -x "$build/bin/jct-planner" ]; then
    bash packaging/install-deps.sh
    cmake --preset release >/dev/null
    cmake --build --preset release --target jct-planner
fi
mkdir -p resources/screenshots
# A throw-away settings file, so that the user's last session does not leak into the shot.
export XDG_CONFIG_HOME="$(mktemp -d)"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
for size in 1366x768 1920x1080; do
    xvfb-run --auto-servernum --server-args="-screen 0 ${size}x24" \
        "$build/bin/jct-planner" --default-plan --size "$size" \
        --screenshot "resources/screenshots/planner-$size.png"
done
