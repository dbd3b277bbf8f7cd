#!/usr/bin/env python3
"""archlint benchmark: wall time, throughput and peak memory of `archlint check`, side by side
with the time it takes merely to read the same files (find + cat), on a generated corpus at
several sizes and on any real repositories given as arguments.

Usage: bench.py ARCHLINT_BINARY WORK_DIR [--runs N] [--lines N] [--scales 0.25,0.5,1,2,4] [DIR…]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run_measured(argv, cwd=None):
    """Runs argv with stdout/stderr discarded; returns (wall seconds, peak RSS in MiB, exit code)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    rss_kib = usage.ru_maxrss if sys.platform != "darwin" else usage.ru_maxrss / 1024
    return wall, rss_kib / 1024, os.waitstatus_to_exitcode(status)


def swift_files(root):
    found = []
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".") and d not in
                             (".build", "DerivedData", "Pods", "Carthage", "node_modules")]
        found += [os.path.join(directory, f) for f in files if f.endswith(".swift")]
    return found


def measure(name, root, archlint, runs, extra):
    files = swift_files(root)
    size = sum(os.path.getsize(f) for f in files)
    lines = 0
    for path in files:
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    read_only = "find . -name '*.swift' -type f -print0 | xargs -0 cat > /dev/null"
    run_measured(["sh", "-c", read_only], cwd=root)  # warm the page cache
    check_walls, read_walls, peaks, codes = [], [], [], set()
    for _ in range(runs):  # interleave so both see the same machine state
        wall, peak, code = run_measured([archlint, "check", "."] + extra, cwd=root)
        check_walls.append(wall)
        peaks.append(peak)
        codes.add(code)
        read_walls.append(run_measured(["sh", "-c", read_only], cwd=root)[0])
    wall = statistics.median(check_walls)
    read = statistics.median(read_walls)
    mb = size / 1e6
    return {"corpus": name, "files": len(files), "lines": lines, "mb": mb, "wall": wall, "mbps": mb / wall,
            "rss": max(peaks), "read": read, "ratio": wall / read if read > 0 else float("inf"),
            "ms_per_mb": 1000 * wall / mb if mb else 0, "exit": ",".join(map(str, sorted(codes)))}


def print_table(rows):
    header = ["corpus", "files", "lines", "MB", "wall s (median)", "MB/s", "peak RSS MiB", "read-only s", "ratio",
              "ms/MB", "exit"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        print(f"| {r['corpus']} | {r['files']} | {r['lines']} | {r['mb']:.1f} | {r['wall']:.3f} | {r['mbps']:.0f} | "
              f"{r['rss']:.0f} | {r['read']:.3f} | {r['ratio']:.2f} | {r['ms_per_mb']:.2f} | {r['exit']} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("archlint")
    parser.add_argument("work")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--scales", default="0.25,0.5,1,2,4")
    parser.add_argument("--check-args", default="", help="extra arguments for archlint check")
    parser.add_argument("dirs", nargs="*")
    args = parser.parse_args()
    extra = args.check_args.split()
    rows = []
    scales = [float(s) for s in args.scales.split(",") if s]
    for scale in scales:
        lines = int(args.lines * scale)
        out = os.path.join(args.work, f"corpus-{lines}")
        if not os.path.isdir(out):
            subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), out, "--lines", str(lines)],
                           check=True, stdout=subprocess.DEVNULL)
        rows.append(measure(f"generated x{scale:g}", out, args.archlint, args.runs, extra))
    for directory in args.dirs:
        rows.append(measure(os.path.basename(os.path.normpath(directory)), directory, args.archlint, args.runs, extra))
    print_table(rows)
    generated = [r["ms_per_mb"] for r in rows if r["corpus"].startswith("generated")]
    if len(generated) > 1:
        spread = (max(generated) - min(generated)) / statistics.median(generated)
        print(f"\ntime per MB across generated sizes: min {min(generated):.2f} ms, max {max(generated):.2f} ms, "
              f"spread {100 * spread:.0f}% of the median")


if __name__ == "__main__":
    main()
