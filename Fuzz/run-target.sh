#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time and prints its figures on one line.
#   Fuzz/run-target.sh NAME BINARY SECONDS OUT_DIR
# Seeds come from Fuzz/Corpus/NAME (read only); new inputs go to OUT_DIR/corpus/NAME (the first,
# writable corpus directory), crashes to OUT_DIR/artifacts/NAME, the full log to OUT_DIR/logs.
# Exits 1 when the target left an artifact (a crash, a leak, a timeout or an input slower than
# 10 s), 2 when it stopped otherwise.
set -u
name=$1 binary=$2 seconds=$3 out=$4
seeds=Fuzz/Corpus/$name
corpus=$out/corpus/$name
artifacts=$out/artifacts/$name
log=$out/logs/$name.log
mkdir -p "$corpus" "$artifacts" "$out/logs"
# Artifacts of earlier runs stay; this run's findings are the ones newer than this stamp.
stamp=$out/logs/$name.started
touch "$stamp"

seed_dirs=() seed_count=0
[ -d "$seeds" ] && seed_dirs=("$seeds") && seed_count=$(find "$seeds" -type f | wc -l)
dict=()
[ -f "Fuzz/$name/tokens.dict" ] && dict=(-dict="Fuzz/$name/tokens.dict")
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer || true)}
# The Swift runtime's own crash backtracer gets in the way of the sanitizer's report.
export SWIFT_BACKTRACE=enable=no

start=$EPOCHREALTIME
"$binary" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" "$corpus" "${seed_dirs[@]}" >"$log" 2>&1
status=$?
elapsed=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { print b - a }')

stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
runs=$(stat number_of_executed_units)
new=$(stat new_units_added)
found=$(find "$artifacts" -type f -newer "$stamp")
findings=$(printf '%s' "$found" | grep -c . || true)
# libFuzzer's own corpus at the end (inputs/bytes), after it dropped inputs that add nothing.
kept=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -1 | sed 's/corp: //')
printf '%-12s %10s runs in %5.1f s, corpus %s (%s seeds, %s new this run, %s files in %s), findings: %s\n' \
    "$name" "${runs:-?}" "$elapsed" "${kept:-?}" "$seed_count" "${new:-?}" "$(find "$corpus" -type f | wc -l)" \
    "$corpus" "$findings"

if [ "$findings" -gt 0 ]; then
    grep -m1 -E 'invariant broken|Fatal error|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)' "$log" | sed 's/^/    /'
    for artifact in $found; do echo "    reproduce: $binary $artifact"; done
    echo "    log: $log"
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "    $name exited with $status and no finding; log: $log"
    tail -5 "$log" | sed 's/^/    /'
    exit 2
fi
