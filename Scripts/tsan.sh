#!/bin/sh
# Runs archlint's concurrent code under ThreadSanitizer: the parallel scanner tests, then `archlint check` over a
# generated tree of a few hundred files. Any data race fails the script. Builds into .build/tsan, so the normal
# build is left alone. Usage: Scripts/tsan.sh [FILE_COUNT]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch="$root/.build/tsan"
count=${1:-400}
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 ${TSAN_OPTIONS:-}"

swift test --package-path "$root" --scratch-path "$scratch" --sanitize=thread \
    --filter 'ParallelScannerTests|DiscoveryFaultTests.testFileDeleted|MutationPropertyTests.testADamagedFile'

swift build --package-path "$root" --scratch-path "$scratch" --sanitize=thread --product archlint
binary="$(swift build --package-path "$root" --scratch-path "$scratch" --sanitize=thread --show-bin-path)/archlint"

tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/Domain" "$tree/Data" "$tree/Presentation"
i=0
while [ "$i" -lt "$count" ]; do
    case $((i % 3)) in
    0) printf 'import Foundation\nimport UIKit\nprotocol Repo%d {}\nstruct Use%d { let s = URLSession.shared }\n' "$i" "$i" \
        >"$tree/Domain/File$i.swift" ;;
    1) printf 'import Foundation\nprotocol Cache%dRepository {}\nfinal class Repo%dImpl: Repo%d { let dto = UserDTO() }\n' \
        "$i" "$((i - 1))" "$((i - 1))" >"$tree/Data/File$i.swift" ;;
    2) printf 'import SwiftUI\nfinal class Screen%dViewModel { let r = Repo%dImpl(); let c: Cache%dRepository }\n' \
        "$i" "$((i - 2))" "$((i - 1))" >"$tree/Presentation/File$i.swift" ;;
    esac
    i=$((i + 1))
done
status=0
"$binary" check "$tree" >/dev/null 2>"$tree.stderr" || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    cat "$tree.stderr" >&2
    rm -f "$tree.stderr"
    echo "tsan.sh: archlint check exited with $status" >&2
    exit 1
fi
rm -f "$tree.stderr"
echo "tsan.sh: $count files checked under ThreadSanitizer without a report (exit $status)"
