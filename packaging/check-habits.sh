#!/usr/bin/env bash
# The project's habits, checked in CI after the test suite (packaging/run-tests.sh calls it):
#   1. every C++ source is as clang-format formats it (.clang-format);
#   2. clang-tidy's bugprone and performance checks (.clang-tidy) find nothing in core/,
#      app/ and widgets/, on a compile database where every source is its own unit;
#   3. the all-cores layout search and its dialog run clean under ThreadSanitizer.
# Each part can be skipped: JCT_SKIP_FORMAT=1, JCT_SKIP_TIDY=1, JCT_SKIP_TSAN=1.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
jobs="$(nproc)"

if [ "${JCT_SKIP_FORMAT:-0}" != 1 ]; then
    echo "check-habits: clang-format"
    git ls-files '*.cpp' '*.h' | xargs clang-format --dry-run --Werror
fi

if [ "${JCT_SKIP_TIDY:-0}" != 1 ]; then
    echo "check-habits: clang-tidy"
    # A configured tree is enough: no project source includes a generated file.
    cmake --preset tidy >/dev/null
    git ls-files 'core/*.cpp' 'app/*.cpp' 'widgets/*.cpp' \
        | xargs -P "$jobs" -n 4 clang-tidy -p build/tidy --quiet 2>&1 \
        | grep -E ': (warning|error):' > build/tidy/findings.txt || true
    if [ -s build/tidy/findings.txt ]; then
        cat build/tidy/findings.txt
        echo "check-habits: clang-tidy found $(wc -l < build/tidy/findings.txt) problem(s)" >&2
        exit 1
    fi
fi

if [ "${JCT_SKIP_TSAN:-0}" != 1 ]; then
    echo "check-habits: ThreadSanitizer"
    cmake --preset tsan >/dev/null
    cmake --build --preset tsan --parallel "$jobs"
    ctest --preset tsan
fi
echo "check-habits: all clean"
