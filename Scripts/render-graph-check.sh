#!/usr/bin/env bash
# Renders `archlint graph --format dot` of every sample with Graphviz (`dot -Tsvg`), at the layer level and
# for the types of each layer, to prove the DOT output is valid. Needs `dot` on the PATH.
# Usage: Scripts/render-graph-check.sh [path-to-archlint]   (default: builds and uses .build/debug/archlint)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v dot >/dev/null; then
    echo "render-graph-check: Graphviz 'dot' is not installed" >&2
    exit 2
fi
archlint="${1:-}"
if [ -z "$archlint" ]; then
    swift build >/dev/null
    archlint="$(swift build --show-bin-path)/archlint"
fi

output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
count=0
for sample in $(find Samples -name expected.txt -exec dirname {} \; | sort); do
    levels=("--level layers")
    for layer in $("$archlint" check "$sample" --explain-config | sed -n "s/^layer '\([^']*\)'.*/\1/p"); do
        levels+=("--level types --layer $layer")
    done
    for level in "${levels[@]}"; do
        # shellcheck disable=SC2086
        "$archlint" graph "$sample" --format dot $level --output "$output/graph.dot"
        if ! dot -Tsvg "$output/graph.dot" -o "$output/graph.svg" 2>"$output/dot.err"; then
            echo "render-graph-check: dot rejected the graph of $sample ($level):" >&2
            cat "$output/dot.err" >&2
            exit 1
        fi
        grep -q "<svg" "$output/graph.svg"
        count=$((count + 1))
    done
done
echo "render-graph-check: $count graphs rendered"
