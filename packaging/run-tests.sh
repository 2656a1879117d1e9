#!/usr/bin/env bash
# Quick start, second command: install what is missing, build, and run every test.
# The release build runs the whole suite; then an AddressSanitizer + UndefinedBehavior-
# Sanitizer build runs it again (skip that with JCT_SKIP_ASAN=1 for a quicker local run).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
jobs="$(nproc)"

bash packaging/install-deps.sh

cmake --preset release >/dev/null
cmake --build --preset release --parallel "$jobs"
ctest --preset release --parallel "$jobs"

if [ "${JCT_SKIP_ASAN:-0}" != 1 ]; then
    cmake --preset asan >/dev/null
    cmake --build --preset asan --parallel "$jobs"
    ctest --preset asan --parallel "$jobs"
fi
