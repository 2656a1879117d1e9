#!/usr/bin/env bash
# Runs each libFuzzer target of tests/fuzz for RUNS executions (default 10^7), one after
# the other in one process each (one job: the machine is shared), from the seeds in tests/fuzz/corpus/
# into a working corpus under the build directory, and prints each target's executions
# and executions per second. A crash stops the script with libFuzzer's report and the
# input (crash-*) in the build directory: make it a regression test in the normal suite.
#
#   cmake --preset fuzz && cmake --build --preset fuzz -j2
#   tests/fuzz/run.sh [RUNS] [TARGET...]       (targets: scenario catalog nccllog engine)
# JCT_FUZZ_SECONDS=S also stops each target after S seconds (libFuzzer's -max_total_time).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${JCT_FUZZ_BUILD:-$here/../../build/fuzz}"
runs="${1:-10000000}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(scenario catalog nccllog engine)
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
cd "$build"
for t in "${targets[@]}"; do
    seeds="$here/corpus/$t"
    [ "$t" = engine ] && seeds="$here/corpus/scenario" # plans, as the scenario reader's
    work="$build/corpus-$t"
    mkdir -p "$work"
    start=$(date +%s)
    ./bin/fuzz_"$t" -runs="$runs" -max_total_time="${JCT_FUZZ_SECONDS:-0}" -max_len=65536 -rss_limit_mb=4096 -print_final_stats=1 \
        "$work" "$seeds" > "$build/fuzz_$t.log" 2>&1 || { tail -60 "$build/fuzz_$t.log"; exit 1; }
    seconds=$(( $(date +%s) - start ))
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$build/fuzz_$t.log" | grep -o '[0-9]*$')
    rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$build/fuzz_$t.log" | grep -o '[0-9]*$')
    echo "fuzz_$t: $execs executions in ${seconds} s ($rate exec/s), no crash; corpus $(ls "$work" | wc -l) inputs"
done
