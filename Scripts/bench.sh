#!/usr/bin/env bash
# Benchmark: the release build `make install` ships (on Linux, the Swift runtime linked statically), then
# `archlint check` side by side with the plain-read floor (the same files read in-process on every core by
# Scripts/bench/read_floor.c, built here), on a generated ~1M-line corpus at 1/4 to
# 4 times its size, on any directories given, or with --together NAME on the directories combined into one
# corpus scaled by --corpus-scales; with the per-phase breakdown of `check --timings`, peak RSS and a table of
# the performance goals. Prints Markdown tables (medians of --runs). Not part of `swift test`.
#
# The corpora are made in $ARCHLINT_BENCH_DIR (default: $TMPDIR/archlint-bench), outside any `.build` folder, which
# the default policy excludes; on the sources' file system, the combined corpus is hard links, not copies.
#
# Usage: Scripts/bench.sh [--runs N] [--lines N] [--scales LIST] [--together NAME] [--corpus-scales LIST]
#                         [--check-args "ARGS"] [--no-single-core] [--baseline BINARY] [DIR…]
# With --baseline BINARY, every run checks with that binary and then with the build, and the tables and the
# goals are printed for both, with the median of the paired wall ratios.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
make -s build >/dev/null
binary="$(make -s bin-path)/archlint"
mkdir -p .build/bench
"${CC:-cc}" -O2 -pthread -o .build/bench/read-floor Scripts/bench/read_floor.c
work=${ARCHLINT_BENCH_DIR:-${TMPDIR:-/tmp}/archlint-bench}
mkdir -p "$work"
exec python3 Scripts/bench/bench.py "$binary" "$work" \
    --read-floor "$root/.build/bench/read-floor" "$@"
