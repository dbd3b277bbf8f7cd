#!/bin/sh
# Builds and runs a libFuzzer harness: Fuzz/run.sh config|glob|scanner|projects [SECONDS] [extra libFuzzer flags...]
# Needs a Swift toolchain for Linux (libFuzzer ships with it). Output goes to Fuzz/.build (not committed).
set -eu
target=${1:?usage: Fuzz/run.sh config|glob|scanner|projects [SECONDS] [libFuzzer flags...]}
seconds=${2:-600}
shift
[ $# -gt 0 ] && shift
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build="$here/.build/$target"
mkdir -p "$build/objects" "$build/corpus" "$build/artifacts"
# `-package-name`: SwiftScanner and LayerRules share `package` declarations (the fault injection of the tests).
flags="-sanitize=fuzzer,address -O -g -parse-as-library -package-name archlint"

# SwiftScanner is a module of its own (LayerRules imports it): compile it to objects and a module file.
swiftc $flags -module-name SwiftScanner -emit-module -emit-module-path "$build/SwiftScanner.swiftmodule" \
    -c $(find "$root/Sources/SwiftScanner" -name '*.swift' | sort) -wmo -o "$build/objects/SwiftScanner.o"

case "$target" in
config)
    # The harness is compiled into one module with the LayerRules sources, so internal API is visible.
    swiftc $flags -module-name FuzzConfig -I "$build" "$build/objects/SwiftScanner.o" \
        $(find "$root/Sources/LayerRules" -name '*.swift' | sort) "$here/ConfigFuzzer.swift" -o "$build/fuzzer"
    ;;
glob)
    swiftc $flags -module-name FuzzGlob -I "$build" "$build/objects/SwiftScanner.o" \
        $(find "$root/Sources/LayerRules" -name '*.swift' | sort) "$here/GlobFuzzer.swift" -o "$build/fuzzer"
    ;;
scanner)
    swiftc $flags -module-name FuzzScanner -I "$build" "$build/objects/SwiftScanner.o" \
        "$here/ScannerFuzzer.swift" -o "$build/fuzzer"
    ;;
projects)
    swiftc $flags -module-name FuzzProjects -I "$build" "$build/objects/SwiftScanner.o" \
        "$here/ProjectFuzzer.swift" -o "$build/fuzzer"
    ;;
*)
    echo "unknown target '$target' (expected config, glob, scanner or projects)" >&2
    exit 2
    ;;
esac

dict=""
[ -f "$here/$target.dict" ] && dict="-dict=$here/$target.dict"
# Long inputs matter for policies (globs past the 4 KB limit, thousands of layers); a later -max_len overrides.
case "$target" in
config) max_len="-max_len=262144" ;;
glob) max_len="-max_len=16384" ;;
*) max_len="" ;;
esac
# New inputs go to the build corpus; the committed seeds are only read.
cd "$build"
# The Swift runtime's own crash backtracer fights AddressSanitizer; libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
exec ./fuzzer -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/" $dict $max_len "$@" "$build/corpus" "$here/corpus/$target"
