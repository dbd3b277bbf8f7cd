#!/usr/bin/env python3
"""archlint benchmark: wall time, CPU time, throughput and peak memory of `archlint check`, side by
side with the time it takes merely to read the same files (find + cat), on a generated corpus at
several sizes and on any real repositories given as arguments; the per-phase breakdown of
`archlint check --timings`; and the read+scan throughput of one core (`taskset -c 0`, where available).

Usage: bench.py ARCHLINT_BINARY WORK_DIR [--runs N] [--lines N] [--scales 0.25,0.5,1,2,4]
                [--check-args "ARGS"] [--no-single-core] [DIR…]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

PHASES = ["discovery", "read+scan", "model", "rules", "report", "total"]
TIMINGS = re.compile(r"timings: (.*)$", re.MULTILINE)

HERE = os.path.dirname(os.path.abspath(__file__))


def run_measured(argv, cwd=None):
    """Runs argv with stdout discarded; returns (wall s, user+system CPU s, peak RSS MiB, exit code, stderr)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    errors = process.stderr.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    rss_kib = usage.ru_maxrss if sys.platform != "darwin" else usage.ru_maxrss / 1024
    cpu = usage.ru_utime + usage.ru_stime
    return wall, cpu, rss_kib / 1024, os.waitstatus_to_exitcode(status), errors


def phases(errors):
    """The `--timings` line of archlint's stderr as {phase: seconds}."""
    match = TIMINGS.search(errors)
    if not match:
        return {}
    result = {}
    for part in match.group(1).split(", "):
        name, value, _ = part.split(" ")
        result[name] = float(value)
    return result


def swift_files(root):
    found = []
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = [d for d in subdirectories if not d.startswith(".") and d not in
                             (".build", "DerivedData", "Pods", "Carthage", "node_modules")]
        found += [os.path.join(directory, f) for f in files if f.endswith(".swift")]
    return found


def measure(name, root, archlint, runs, extra, single_core):
    files = swift_files(root)
    size = sum(os.path.getsize(f) for f in files)
    lines = 0
    for path in files:
        with open(path, "rb") as handle:
            lines += handle.read().count(b"\n")
    read_only = "find . -name '*.swift' -type f -print0 | xargs -0 cat > /dev/null"
    run_measured(["sh", "-c", read_only], cwd=root)  # warm the page cache
    check = [archlint, "check", ".", "--timings"] + extra
    walls, cpus, reads, peaks, codes, breakdowns, core_scans = [], [], [], [], set(), [], []
    for _ in range(runs):  # interleave so that all see the same machine state
        wall, cpu, peak, code, errors = run_measured(check, cwd=root)
        walls.append(wall)
        cpus.append(cpu)
        peaks.append(peak)
        codes.add(code)
        breakdowns.append(phases(errors))
        reads.append(run_measured(["sh", "-c", read_only], cwd=root)[0])
        if single_core:
            core_scans.append(phases(run_measured(["taskset", "-c", "0"] + check, cwd=root)[4]).get("read+scan"))
    wall = statistics.median(walls)
    read = statistics.median(reads)
    mb = size / 1e6
    median_phases = {p: statistics.median(b.get(p, 0.0) for b in breakdowns) for p in PHASES}
    core_scan = statistics.median(t for t in core_scans if t) if any(core_scans) else None
    return {"corpus": name, "files": len(files), "lines": lines, "mb": mb, "wall": wall, "mbps": mb / wall,
            "cpu": statistics.median(cpus), "rss": max(peaks), "read": read,
            "ratio": wall / read if read > 0 else float("inf"), "ms_per_mb": 1000 * wall / mb if mb else 0,
            "exit": ",".join(map(str, sorted(codes))), "phases": median_phases,
            "core_mbps": mb / core_scan if core_scan else None}


def print_tables(rows):
    header = ["corpus", "files", "lines", "MB", "wall s (median)", "MB/s", "CPU s", "peak RSS MiB", "read-only s",
              "ratio", "ms/MB", "exit"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        print(f"| {r['corpus']} | {r['files']} | {r['lines']} | {r['mb']:.1f} | {r['wall']:.3f} | {r['mbps']:.0f} | "
              f"{r['cpu']:.3f} | {r['rss']:.0f} | {r['read']:.3f} | {r['ratio']:.2f} | {r['ms_per_mb']:.2f} | "
              f"{r['exit']} |")
    print()
    header = ["corpus"] + [f"{p} s" for p in PHASES] + ["model+rules+report", "read+scan MB/s on one core"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        t = r["phases"]
        share = (t["model"] + t["rules"] + t["report"]) / t["total"] if t["total"] else 0
        core = f"{r['core_mbps']:.0f}" if r["core_mbps"] else "n/a"
        print(f"| {r['corpus']} | " + " | ".join(f"{t[p]:.3f}" for p in PHASES) + f" | {100 * share:.0f}% | {core} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("archlint")
    parser.add_argument("work")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--scales", default="0.25,0.5,1,2,4")
    parser.add_argument("--check-args", default="", help="extra arguments for archlint check")
    parser.add_argument("--no-single-core", action="store_true", help="skip the one-core (taskset) runs")
    parser.add_argument("dirs", nargs="*")
    args = parser.parse_intermixed_args()
    extra = args.check_args.split()
    single_core = not args.no_single_core and shutil.which("taskset") is not None
    rows = []
    scales = [float(s) for s in args.scales.split(",") if s]
    for scale in scales:
        lines = int(args.lines * scale)
        out = os.path.join(args.work, f"corpus-{lines}")
        if not os.path.isdir(out):
            subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), out, "--lines", str(lines)],
                           check=True, stdout=subprocess.DEVNULL)
        rows.append(measure(f"generated x{scale:g}", out, args.archlint, args.runs, extra, single_core))
    for directory in args.dirs:
        name = os.path.basename(os.path.normpath(directory))
        rows.append(measure(name, directory, args.archlint, args.runs, extra, single_core))
    print_tables(rows)
    generated = [r["ms_per_mb"] for r in rows if r["corpus"].startswith("generated")]
    if len(generated) > 1:
        spread = (max(generated) - min(generated)) / statistics.median(generated)
        print(f"\ntime per MB across generated sizes: min {min(generated):.2f} ms, max {max(generated):.2f} ms, "
              f"spread {100 * spread:.0f}% of the median")


if __name__ == "__main__":
    main()
