#!/usr/bin/env bash
# Quick start, second command: install what is missing, build, and run every test.
# The release build runs the whole suite; then an AddressSanitizer + UndefinedBehavior-
# Sanitizer build runs it again (skip that with JCT_SKIP_ASAN=1 for a quicker local run);
# then packaging/check-habits.sh checks formatting, clang-tidy and the search under
# ThreadSanitizer (JCT_SKIP_HABITS=1 skips them). JCT_QUICK=1 skips all three.
# JCT_FREE_DISK=1 (.ci/run sets it) removes each build tree once its tests have passed,
# so that the disk holds one tree at a time. JCT_INSTALL_TEST=1 (.ci/run sets it, on a
# machine thrown away afterwards) adds the package's install test to the release run.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
jobs="$(nproc)"

bash packaging/install-deps.sh
# The build trees take 1.3 GB (release), 2.3 GB (ASan) and 0.4 GB (TSan): with
# JCT_FREE_DISK=1 the run needs some 2.5 GB free at its peak, without it 4 GB. Say what
# there is, so that a run that stops on a full disk says so in its first lines.
echo "run-tests: $(df -h --output=avail . | tail -1 | tr -d ' ') free on $(df --output=target . | tail -1)"

free_tree() {
    if [ "${JCT_FREE_DISK:-0}" = 1 ]; then
        rm -rf "build/$1"
    fi
}

cmake --preset release >/dev/null
cmake --build --preset release --parallel "$jobs"
ctest --preset release --parallel "$jobs"
free_tree release

if [ "${JCT_QUICK:-0}" = 1 ]; then
    exit 0
fi

if [ "${JCT_SKIP_ASAN:-0}" != 1 ]; then
    cmake --preset asan >/dev/null
    cmake --build --preset asan --parallel "$jobs"
    # The install test packages the release build only: the sanitizer build is no package.
    JCT_INSTALL_TEST=0 ctest --preset asan --parallel "$jobs"
    free_tree asan
fi

if [ "${JCT_SKIP_HABITS:-0}" != 1 ]; then
    bash packaging/check-habits.sh
fi
