#!/usr/bin/env bash
# Installs everything JCT Planner needs to build, test and run on Debian 12 (bookworm).
# Idempotent: packages already present are left alone, so the quick-start commands
# can call it every time at almost no cost. Needs root or sudo only when something is missing.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-svg-dev qt6-translations-l10n libqt6svg6
    libqcustomplot-dev libeigen3-dev
    libgl-dev
    xvfb xauth x11-apps poppler-utils fonts-dejavu-core
    # The report in Chinese and Japanese (Noto Sans CJK; tests/cli/tst_plotreport.cpp).
    fonts-noto-cjk
    clang-format clang-tidy
    # The desktop files' checks (tests/packaging) and the package's install test
    # (packaging/test-install.sh): validators, the MIME database, xdg-open and what it
    # reads a file's MIME type with, as on a desktop.
    desktop-file-utils appstream shared-mime-info groff-base xdg-utils libfile-mimeinfo-perl dpkg-dev
    # Debian's package checker, on the .deb that cpack builds (tests/packaging).
    lintian
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages already installed"
    exit 0
fi

echo "install-deps: installing ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
else
    echo "install-deps: need root or sudo to install: ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
