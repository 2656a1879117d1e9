#!/usr/bin/env bash
# The package as a user gets it: builds the .deb (cpack), installs it with apt, runs
# `jct eval` on an installed example, starts the installed window under Xvfb and takes a
# screenshot, opens a .jctplan through xdg-open's MIME association and checks that the
# planner started on that file, then purges the package and checks nothing is left.
# It changes the machine (a system package, root, apt), so it runs only when asked:
#   JCT_INSTALL_TEST=1 ctest --preset release -L install        (skipped otherwise)
#   JCT_INSTALL_TEST=1 bash packaging/test-install.sh [BUILD_DIR]
# Screenshots go to BUILD_DIR/install-test/. Exit 77 (skipped) when not asked or not root.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(cd "${1:-$here/build/release}" && pwd)"
if [ "${JCT_INSTALL_TEST:-0}" != 1 ]; then
    echo "test-install: skipped (set JCT_INSTALL_TEST=1; it installs and removes a system package)"
    exit 77
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "test-install: skipped (needs root for apt-get install)"
    exit 77
fi
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }
step() { echo "test-install: $*"; }
out="$build/install-test"
rm -rf "$out"
mkdir -p "$out"
work="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
    if dpkg-query -W -f='${Status}' jct-planner 2>/dev/null | grep -q "ok installed"; then
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq jct-planner >/dev/null 2>&1 || true
    fi
}
trap cleanup EXIT

dpkg-query -W -f='${Status}' jct-planner 2>/dev/null | grep -q "ok installed" \
    && fail "jct-planner is already installed: remove it first (apt-get purge jct-planner)"

step "building the package"
(cd "$build" && cpack -G DEB >"$out/cpack.log" 2>&1) || { cat "$out/cpack.log"; fail "cpack"; }
deb="$(ls -t "$build"/jct-planner_*.deb | head -1)"
version="$(dpkg-deb -f "$deb" Version)"
step "$(basename "$deb"): $(dpkg-deb -f "$deb" Depends)"
dpkg-deb -c "$deb" | awk '{print substr($6, 2)}' | grep -v '/$' > "$out/files.txt"

step "installing"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >"$out/apt-install.log" 2>&1 \
    || { cat "$out/apt-install.log"; fail "apt-get install"; }
for f in /usr/bin/jct /usr/bin/jct-planner /usr/share/applications/jct-planner.desktop \
         /usr/share/metainfo/org.jctplanner.planner.metainfo.xml /usr/share/mime/packages/jct-planner.xml \
         /usr/share/icons/hicolor/scalable/apps/jct-planner.svg /usr/share/icons/hicolor/48x48/apps/jct-planner.png \
         /usr/share/jct-planner/catalog/gpus.json /usr/share/man/man1/jct.1.gz /usr/share/man/man1/jct-planner.1.gz; do
    [ -e "$f" ] || fail "$f is not installed"
done
[ "$(jct --version)" = "jct $version" ] || fail "jct --version: $(jct --version)"
[ "$(QT_QPA_PLATFORM=offscreen jct-planner --version)" = "jct-planner $version" ] || fail "jct-planner --version"
man -w jct >/dev/null || fail "man jct finds no page"

example=/usr/share/jct-planner/examples/llama3-8b-256-h100-roce-lossy.jctplan
[ -f "$example" ] || fail "$example is not installed"
step "jct eval $example"
(cd "$work" && jct eval "$example") >"$out/eval.txt" || fail "jct eval exited $?"
grep -q "JCT" "$out/eval.txt" || fail "jct eval printed no JCT line"
head -1 "$out/eval.txt"
grep "^  JCT" "$out/eval.txt"

step "starting the installed window under Xvfb"
number=90
while [ -e "/tmp/.X11-unix/X$number" ] || [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
display=":$number"
Xvfb "$display" -screen 0 1366x768x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY="$display"
for _ in $(seq 50); do [ -S "/tmp/.X11-unix/X$number" ] && break; sleep 0.2; done
[ -S "/tmp/.X11-unix/X$number" ] || fail "Xvfb did not start on $display"
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" HOME="$work"
unset XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION GNOME_DESKTOP_SESSION_ID WAYLAND_DISPLAY QT_QPA_PLATFORM
jct-planner --default-plan --size 1366x768 --screenshot "$out/planner.png" >"$out/planner.log" 2>&1 \
    || { cat "$out/planner.log"; fail "the installed jct-planner did not render its window"; }
[ -s "$out/planner.png" ] || fail "no screenshot"
step "$(cat "$out/planner.log")"

step "opening a .jctplan with xdg-open"
plan="$work/opened by double-click.jctplan"
cp "$example" "$plan"
filetype="$(xdg-mime query filetype "$plan")"
[ "$filetype" = "application/x-jctplan" ] || fail "xdg-mime says $plan is '$filetype'"
handler="$(xdg-mime query default application/x-jctplan)"
[ "$handler" = "jct-planner.desktop" ] || fail "the default application for .jctplan is '$handler'"
xdg-open "$plan" >"$out/xdg-open.log" 2>&1 &
pids+=($!)
planner=""
for _ in $(seq 100); do
    for p in /proc/[0-9]*; do
        [ "$(readlink "$p/exe" 2>/dev/null)" = /usr/bin/jct-planner ] || continue
        if tr '\0' '\n' <"$p/cmdline" 2>/dev/null | grep -qxF "$plan"; then planner="${p#/proc/}"; fi
    done
    [ -n "$planner" ] && break
    sleep 0.1
done
[ -n "$planner" ] || { cat "$out/xdg-open.log"; fail "xdg-open did not start jct-planner on the file"; }
pids+=("$planner")
step "jct-planner (pid $planner) runs on '$plan'"
sleep 3 # the window maps and draws
xwd -root -display "$display" -silent -out "$out/xdg-open.xwd" || fail "xwd"
[ "$(stat -c %s "$out/xdg-open.xwd")" -gt 1000000 ] || fail "the screen capture is empty"
kill -0 "$planner" 2>/dev/null || fail "the planner quit on the opened file"
kill "$planner"

step "removing the package"
DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq jct-planner >"$out/apt-purge.log" 2>&1 \
    || { cat "$out/apt-purge.log"; fail "apt-get purge"; }
left=()
while read -r f; do [ -e "$f" ] && left+=("$f"); done <"$out/files.txt"
[ -e /usr/share/jct-planner ] && left+=(/usr/share/jct-planner)
[ ${#left[@]} -eq 0 ] || fail "left after purge: ${left[*]}"
! grep -rqs "x-jctplan" /usr/share/mime/globs2 || fail "the MIME database still knows .jctplan"
! grep -qs "jct-planner" /usr/share/applications/mimeinfo.cache || fail "mimeinfo.cache still names jct-planner"
command -v jct >/dev/null && fail "jct is still on PATH"
step "passed: installed $(wc -l <"$out/files.txt") files, used, purged; nothing left (screenshots in $out)"
