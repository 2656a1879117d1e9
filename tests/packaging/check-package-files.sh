#!/usr/bin/env bash
# The desktop program's files, as the package installs them, checked without installing
# anything (ctest label `packaging`, run by default: a few seconds):
#   - jct-planner.desktop is clean under desktop-file-validate;
#   - the AppStream metainfo is clean under `appstreamcli validate --no-net --strict`;
#   - the MIME type compiles into a database that maps *.jctplan to application/x-jctplan;
#   - the PNG icons have the sizes their folders say;
#   - the man pages come from this build's programs: the project's version, a section
#     for every `jct` command, no roff warning;
#   - both programs print the project's version;
#   - the .deb that cpack builds is clean under lintian (errors and warnings, and the
#     hardening tags, which are infos), with its copyright and changelog, and carries the
#     project's version.
# Usage: check-package-files.sh SOURCE_DIR BUILD_DIR VERSION
set -euo pipefail
src="$1"
build="$2"
version="$3"
fail() { echo "FAIL: $*" >&2; exit 1; }

desktop-file-validate "$src/packaging/desktop/jct-planner.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net --strict "$build/packaging/org.jctplanner.planner.metainfo.xml" \
    || fail "appstreamcli validate"
grep -q "<release version=\"$version\"" "$build/packaging/org.jctplanner.planner.metainfo.xml" \
    || fail "metainfo: no release $version"

data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
mime="$data/mime"
mkdir -p "$mime/packages"
cp "$src/packaging/desktop/jct-planner-mime.xml" "$mime/packages/jct-planner.xml"
XDG_DATA_DIRS="$data" XDG_DATA_HOME="$data" update-mime-database "$mime" >"$data/log" 2>&1 \
    || { cat "$data/log"; fail "update-mime-database"; }
[ ! -s "$data/log" ] || { cat "$data/log"; fail "update-mime-database complained"; }
grep -q '^50:application/x-jctplan:\*\.jctplan$' "$mime/globs2" || fail "no *.jctplan glob in $(cat "$mime/globs2")"

for size in 16 24 32 48 64 128 256; do
    png="$build/packaging/icons/${size}x${size}/jct-planner.png"
    [ -s "$png" ] || fail "$png missing"
    # IHDR: width and height, big-endian, at bytes 16 and 20.
    read -r w h < <(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8}')
    [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$png is ${w}x${h}"
done

for page in jct jct-planner; do
    man="$build/packaging/man/$page.1"
    [ -s "$man" ] || fail "$man missing"
    head -3 "$man" | grep -q "^\.TH .* \"$page $version\"" || fail "$man: not version $version"
    warnings="$(preconv "$man" | LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -z 2>&1)"
    [ -z "$warnings" ] || fail "$man: $warnings"
done
for command in eval sweep validate fit-nccl capacity report plot search; do
    grep -q "^\.SS jct ${command//-/\\\\-}\$" "$build/packaging/man/jct.1" || fail "jct.1 has no section for $command"
done
grep -q -- '\\-\\-presentation' "$build/packaging/man/jct-planner.1" || fail "jct-planner.1 lacks --presentation"

[ "$("$build/bin/jct" --version)" = "jct $version" ] || fail "jct --version"
[ "$(QT_QPA_PLATFORM=offscreen "$build/bin/jct-planner" --version)" = "jct-planner $version" ] \
    || fail "jct-planner --version"
deb="$data/deb"
(cd "$build" && cpack -G DEB -B "$deb" >"$data/cpack.log" 2>&1) || { cat "$data/cpack.log"; fail "cpack -G DEB"; }
package="$(ls "$deb"/jct-planner_"$version"_*.deb 2>/dev/null | head -1)"
[ -n "$package" ] || fail "cpack wrote no jct-planner_${version}_*.deb"
contents="$(dpkg-deb -c "$package")"
for doc in copyright changelog.gz; do
    grep -q "usr/share/doc/jct-planner/$doc\$" <<<"$contents" || fail "the package lacks $doc"
done
lintian --fail-on error,warning --tag-display-limit 0 "$package" 2>&1 | grep -v "running with root privileges" \
    || true
lintian --fail-on error,warning "$package" >/dev/null 2>&1 || fail "lintian reports errors or warnings (above)"
# Hardening is reported at the info level only: ask for its tags by name (the sanitizer
# builds go without it, JCT_EXPECT_HARDENING=0).
if [ "${JCT_EXPECT_HARDENING:-1}" = 1 ]; then
    hardening="$(lintian -I --tags hardening-no-relro,hardening-no-bindnow,hardening-no-fortify-functions,hardening-no-pie \
        "$package" 2>&1 | grep -v "root privileges" || true)"
    [ -z "$hardening" ] || fail "the programs lack Debian's hardening flags (JCT_HARDENING): $hardening"
fi
echo "package files: all clean (version $version)"
