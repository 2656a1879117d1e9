#!/usr/bin/env bash
# Screenshots of the planner window on the default plan under a real X server (Xvfb): at
# 1280x720 (a small laptop or a beamer), 1366x768 (a laptop) and 1920x1080 (a projector),
# each with the light and the dark palette (--dark), and each again at twice the scale
# (QT_SCALE_FACTOR=2 on a screen of twice the pixels: the same layout, HiDPI rendering).
# Writes resources/screenshots/planner-<W>x<H>[-dark][@2x].png; the README shows
# planner-1366x768.png.
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
# A throw-away settings file per shot, so that neither the user's last session nor the
# previous shot's window geometry leaks into it.
settings_root="$(mktemp -d)"
trap 'rm -rf "$settings_root"' EXIT

# shot SIZE SCALE THEME: one screenshot of a SIZE window (logical pixels) at SCALE.
shot() {
    local size="$1" scale="$2" theme="$3"
    local width="${size%x*}" height="${size#*x}"
    local name="planner-$size"
    local options=(--default-plan --size "$size")
    if [ "$theme" = dark ]; then
        name+="-dark"
        options+=(--dark)
    fi
    [ "$scale" = 1 ] || name+="@${scale}x"
    export XDG_CONFIG_HOME="$settings_root/$name"
    mkdir -p "$XDG_CONFIG_HOME"
    QT_SCALE_FACTOR="$scale" xvfb-run --auto-servernum \
        --server-args="-screen 0 $((width * scale))x$((height * scale))x24" \
        "$build/bin/jct-planner" "${options[@]}" --screenshot "resources/screenshots/$name.png"
}

for size in 1280x720 1366x768 1920x1080; do
    for theme in light dark; do
        for scale in 1 2; do
            shot "$size" "$scale" "$theme"
        done
    done
done
