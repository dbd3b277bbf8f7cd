#!/usr/bin/env bash
# Benchmark: release build, then `archlint check` on a generated ~1M-line corpus at 1/4, 1/2, 1, 2
# and 4 times its size, and on any directories given, side by side with plain reading of the same
# files, with the per-phase breakdown of `check --timings` and one core's read+scan throughput.
# Prints Markdown tables (medians of --runs). Not part of `swift test`.
#
# Usage: Scripts/bench.sh [--runs N] [--lines N] [--scales LIST] [--check-args "ARGS"] [--no-single-core] [DIR…]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build -c release --product archlint >/dev/null
mkdir -p .build/bench
exec python3 Scripts/bench/bench.py "$root/.build/release/archlint" "$root/.build/bench" "$@"
