#!/usr/bin/env bash
# Parser parity check: compares the imports and type declarations archlint extracts with what the
# compiler's own parser (the SwiftParser library shipped inside the toolchain) sees, file by file.
# Developer tool only: it is not part of the package build and never a package dependency.
#
# Usage: Scripts/parity/run.sh DIR [DIR…]      (prints agreement per directory; exits 1 below 99.9%)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
host="$(dirname "$(command -v swiftc)")/../lib/swift/host"
work="$root/.build/parity"
mkdir -p "$work"
if [ ! -x "$work/reference-facts" ] || [ "$here/ReferenceFacts.swift" -nt "$work/reference-facts" ]; then
  swiftc -O -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax -Xlinker -rpath -Xlinker "$host" \
    "$here/ReferenceFacts.swift" -o "$work/reference-facts"
fi
(cd "$root" && swift build -c release --product archlint >/dev/null)
archlint="$root/.build/release/archlint"
status=0
for dir in "$@"; do
  list="$work/files.txt"
  (cd "$dir" && find . -name '*.swift' -type f -not -path '*/.build/*' | sed 's|^\./||' | sort) > "$list"
  (cd "$dir" && "$work/reference-facts" --files-from "$list") > "$work/reference.json"
  (cd "$dir" && "$archlint" facts --format json --files-from "$list") > "$work/archlint.json" || true
  echo "== $dir ($(wc -l < "$list") files)"
  python3 "$here/compare.py" "$work/reference.json" "$work/archlint.json" --show "${SHOW:-5}" || status=1
done
exit $status
