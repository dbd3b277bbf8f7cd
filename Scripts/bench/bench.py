#!/usr/bin/env python3
"""archlint benchmark: wall time, CPU time and peak memory of `archlint check`, side by side with the
plain-read floor (the corpus's Swift files read in-process by a small C helper, see read_floor.c), the ratio between
the two, the per-phase breakdown of `archlint check --timings`, the scaling of a corpus from 1/4 to 4 times its
size, and a table of the performance goals with pass or fail.

Corpora: a generated one at several sizes (--scales), each directory given, or, with --together NAME, the
directories given combined into one corpus (hard links, so nothing is copied) and scaled by --corpus-scales:
1/4 and 1/2 keep every 4th or 2nd Swift file, 2 and 4 are that many copies side by side.

With --baseline BINARY, each run checks the corpus with the baseline and then with ARCHLINT_BINARY, so that both
see the same state of a noisy machine: the tables are printed for each, then the median of the runs' paired wall
ratios (ARCHLINT_BINARY / baseline) per corpus.

Usage: bench.py ARCHLINT_BINARY WORK_DIR --read-floor BINARY [--runs N] [--lines N] [--scales LIST]
                [--together NAME] [--corpus-scales LIST] [--check-args "ARGS"] [--no-single-core]
                [--cache] [--baseline BINARY] [DIR…]

With --cache, ARCHLINT_BINARY checks with a fact cache (`check --cache-path`, one per corpus) that the untimed
warm-up run fills: its timed runs measure a check whose files have not changed since the last run. A --baseline
binary checks without a cache, so that `--baseline` given the same binary pairs warm runs with cold ones.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

PHASES = ["discovery", "read+scan", "model", "resolve", "rules", "report", "total"]
# Within read+scan: the processor time of each part, added up over the workers.
SCAN_PARTS = ["read cpu", "lex cpu", "facts cpu"]
TIMINGS = re.compile(r"timings: (.*)$", re.MULTILINE)
SKIPPED = (".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules")
# The targets: (lines of the corpus, what is measured, limit, unit).
GOALS = [(1_200_000, "wall", 0.15, "s"), (1_200_000, "ratio", 2.0, "x read"),
         (4_650_000, "wall", 0.6, "s"), (4_650_000, "rss_mb", 150.0, "MB")]

HERE = os.path.dirname(os.path.abspath(__file__))


def run_measured(argv, cwd=None):
    """Runs argv with stdout discarded; returns (wall s, user+system CPU s, peak RSS bytes, exit code, stderr)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    errors = process.stderr.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    rss = usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)
    cpu = usage.ru_utime + usage.ru_stime
    return wall, cpu, rss, os.waitstatus_to_exitcode(status), errors


def phases(errors):
    """The `--timings` line of archlint's stderr as {phase: seconds}: the wall time of each phase, its processor
    time as "<phase> processor", and the parts of read+scan as "<part> cpu"."""
    match = TIMINGS.search(errors)
    if not match:
        return {}
    result = {}
    line = match.group(1)
    workers = ""
    processor = ""
    if " (read+scan on all workers: " in line:
        line, workers = line.split(" (read+scan on all workers: ", 1)
        workers = workers.rstrip(")")
    if " (processor time: " in line:
        line, processor = line.split(" (processor time: ", 1)
        processor = processor.rstrip(")")

    def pairs(text):
        for part in text.split(", ") if text else []:
            if part.endswith(" files from the fact cache"):
                continue
            name, value, _ = part.rsplit(" ", 2)
            yield name, float(value)

    result.update(pairs(line))
    result.update((name + " processor", value) for name, value in pairs(processor))
    result.update((name + " cpu", value) for name, value in pairs(workers))
    return result


def swift_files(root):
    """The root-relative paths of the regular `.swift` files under root, outside version-control and build
    folders: the corpus, as the scale issue counts it (`check` reads fewer: its policy excludes test folders)."""
    found = []
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED)
        for file in sorted(files):
            path = os.path.join(directory, file)
            if file.endswith(".swift") and os.path.isfile(path) and not os.path.islink(path):
                found.append(os.path.relpath(path, root))
    return found


def files_checked(archlint, root, extra):
    """The number of files `check` reads, from its JSON report."""
    output = subprocess.run([archlint, "check", ".", "--format", "json"] + extra, cwd=root, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL).stdout
    return json.loads(output)["summary"]["files"]


def read_floor(helper, root, paths, work, threads):
    """In-process time of reading `paths` (relative to root) once, on `threads` threads (0: every core)."""
    listing = os.path.join(work, "read-list.txt")
    with open(listing, "w") as handle:
        handle.writelines(os.path.join(root, path) + "\n" for path in paths)
    argv = [helper, listing, "1"] + ([str(threads)] if threads else [])
    output = subprocess.run(argv, stdout=subprocess.PIPE, check=True).stdout.split()
    return float(output[0])


def measure(name, root, paths, binaries, args, extra, single_core):
    """One row per binary of `binaries`, each run checking with every binary in turn (and reading the floor),
    so that all of them see the same machine state; each row keeps its runs' walls for paired ratios."""
    size = 0
    lines = 0
    for path in paths:
        with open(os.path.join(root, path), "rb") as handle:
            data = handle.read()
        size += len(data)
        lines += data.count(b"\n")
    checks = [[binary, "check", ".", "--timings"] + extra for binary in binaries]
    if args.cache:
        # A fact cache for the measured binary (the last one), filled by the warm-up run: the timed runs find every
        # file in it. A baseline checks without one.
        cache = os.path.join(args.work, f"facts-{re.sub(r'[^A-Za-z0-9]+', '-', name)}.cache")
        if os.path.exists(cache):
            os.remove(cache)
        checks[-1] += ["--cache-path", cache]
    read_floor(args.read_floor, root, paths, args.work, 0)  # warm the page cache
    for check in checks:
        run_measured(check, cwd=root)
    runs = [{"walls": [], "cpus": [], "peaks": [], "codes": set(), "breakdowns": [], "core_scans": []} for _ in checks]
    reads, parallel_reads = [], []
    for _ in range(args.runs):  # interleave so that all see the same machine state
        for check, run in zip(checks, runs):
            wall, cpu, peak, code, errors = run_measured(check, cwd=root)
            run["walls"].append(wall)
            run["cpus"].append(cpu)
            run["peaks"].append(peak)
            run["codes"].add(code)
            run["breakdowns"].append(phases(errors))
        reads.append(read_floor(args.read_floor, root, paths, args.work, 1))
        parallel_reads.append(read_floor(args.read_floor, root, paths, args.work, 0))
        if single_core:
            for check, run in zip(checks, runs):
                run["core_scans"].append(
                    phases(run_measured(["taskset", "-c", "0"] + check, cwd=root)[4]).get("read+scan"))
    read = statistics.median(reads)
    mb = size / 1e6
    rows = []
    for binary, run in zip(binaries, runs):
        wall = statistics.median(run["walls"])
        breakdowns = run["breakdowns"]
        median_phases = {p: statistics.median(b.get(p, 0.0) for b in breakdowns)
                         for p in PHASES + SCAN_PARTS + [p + " processor" for p in PHASES]}
        core_scans = run["core_scans"]
        core_scan = statistics.median(t for t in core_scans if t) if any(core_scans) else None
        rows.append({"corpus": name, "files": len(paths), "checked": files_checked(binary, root, extra),
                     "lines": lines, "mb": mb, "wall": wall, "walls": run["walls"],
                     "cpu": statistics.median(run["cpus"]), "rss_mb": statistics.median(run["peaks"]) / 1e6,
                     "read": read, "parallel_read": statistics.median(parallel_reads),
                     "ratio": wall / read if read > 0 else float("inf"),
                     "exit": ",".join(map(str, sorted(run["codes"]))), "phases": median_phases,
                     "core_mbps": mb / core_scan if core_scan else None})
    return rows


def link_tree(source, destination, keep=lambda path: True):
    """Hard-links every file of `source` under `destination` (copies where linking fails), leaving out
    version-control and build folders and the Swift files `keep` refuses (given the path relative to source)."""
    for directory, subdirectories, files in os.walk(source):
        subdirectories[:] = sorted(d for d in subdirectories if d not in SKIPPED)
        relative = os.path.relpath(directory, source)
        os.makedirs(os.path.join(destination, relative), exist_ok=True)
        for file in files:
            path = os.path.normpath(os.path.join(relative, file))
            if path.endswith(".swift") and not keep(path):
                continue
            target = os.path.join(destination, path)
            if os.path.islink(os.path.join(source, path)):
                os.symlink(os.readlink(os.path.join(source, path)), target)
                continue
            try:
                os.link(os.path.join(source, path), target)
            except OSError:
                shutil.copy2(os.path.join(source, path), target)


def scaled_corpora(name, base, scales, work):
    """(name, root) for each scale of the corpus at `base`."""
    corpora = []
    paths = swift_files(base)
    for scale in scales:
        root = base if scale == 1 else os.path.join(work, f"{name}-x{scale:g}")
        if not os.path.isdir(root) and scale < 1:
            kept = set(paths[::round(1 / scale)])
            link_tree(base, root, keep=lambda path: path in kept)
        elif not os.path.isdir(root):
            for copy in range(int(scale)):
                link_tree(base, os.path.join(root, f"copy{copy + 1}"))
        corpora.append((f"{name} x{scale:g}", root))
    return corpora


def print_tables(rows, scaled):
    header = ["corpus", "Swift files", "files check reads", "lines", "MB", "check s", "CPU s", "peak RSS MB",
              "read floor s (1 thread)", "check / read", "read floor s (all cores)", "exit"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        print(f"| {r['corpus']} | {r['files']:,} | {r['checked']:,} | {r['lines']:,} | {r['mb']:.1f} | {r['wall']:.3f} | {r['cpu']:.3f} | "
              f"{r['rss_mb']:.0f} | {r['read']:.3f} | {r['ratio']:.2f} | {r['parallel_read']:.3f} | {r['exit']} |")
    print()
    header = ["corpus"] + [f"{p} s" for p in PHASES + SCAN_PARTS] + ["read+scan MB/s on one core"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        t = r["phases"]
        core = f"{r['core_mbps']:.0f}" if r["core_mbps"] else "n/a"
        print(f"| {r['corpus']} | " + " | ".join(f"{t[p]:.3f}" for p in PHASES + SCAN_PARTS) + f" | {core} |")
    print()
    # Processor time over wall time per phase: how many cores the phase kept busy.
    header = ["corpus"] + [f"{p} processor s (cores)" for p in PHASES]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for r in rows:
        t = r["phases"]
        cells = [f"{t[p + ' processor']:.3f} ({t[p + ' processor'] / t[p]:.2f})" if t[p] else "n/a" for p in PHASES]
        print(f"| {r['corpus']} | " + " | ".join(cells) + " |")
    if scaled:
        unit = next((r for r in scaled if r["corpus"].endswith(" x1")), scaled[0])
        print()
        print("| corpus | lines | check s | ms per 100k lines | time / (scale x time at x1) | peak RSS MB |")
        print("|---|---|---|---|---|---|")
        for r in scaled:
            scale = r["lines"] / unit["lines"]
            print(f"| {r['corpus']} | {r['lines']:,} | {r['wall']:.3f} | {1e5 * 1000 * r['wall'] / r['lines']:.1f} | "
                  f"{r['wall'] / (scale * unit['wall']):.2f} | {r['rss_mb']:.0f} |")
    print()
    print("| goal | measured on | measured | result |")
    print("|---|---|---|---|")
    for lines, key, limit, unit in GOALS:
        row = min(rows, key=lambda r: abs(r["lines"] - lines))
        goal = f"{lines / 1e6:g}M lines: {'wall' if key == 'wall' else 'check / read' if key == 'ratio' else 'peak RSS'}" \
               f" <= {limit:g} {unit}"
        if abs(row["lines"] - lines) > 0.25 * lines:
            print(f"| {goal} | no corpus of about that size | | not measured |")
            continue
        value = row[key]
        print(f"| {goal} | {row['corpus']} ({row['lines'] / 1e6:.2f}M lines) | {value:.3f} {unit} | "
              f"{'pass' if value <= limit else 'fail'} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("archlint")
    parser.add_argument("work")
    parser.add_argument("--read-floor", required=True, help="the read_floor.c helper, built")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--scales", default="0.25,0.5,1,2,4", help="sizes of the generated corpus")
    parser.add_argument("--together", help="combine the directories given into one corpus of this name")
    parser.add_argument("--corpus-scales", default="0.25,0.5,1,2,4", help="sizes of the combined corpus")
    parser.add_argument("--check-args", default="", help="extra arguments for archlint check")
    parser.add_argument("--no-single-core", action="store_true", help="skip the one-core (taskset) runs")
    parser.add_argument("--cache", action="store_true",
                        help="the measured binary checks with a fact cache per corpus, filled by the warm-up run")
    parser.add_argument("--baseline", help="an archlint binary checked before ARCHLINT_BINARY in every run")
    parser.add_argument("dirs", nargs="*")
    args = parser.parse_intermixed_args()
    args.work = os.path.abspath(args.work)
    extra = args.check_args.split()
    single_core = not args.no_single_core and shutil.which("taskset") is not None
    corpora = []
    for scale in [float(s) for s in args.scales.split(",") if s]:
        lines = int(args.lines * scale)
        out = os.path.join(args.work, f"corpus-{lines}")
        if not os.path.isdir(out):
            subprocess.run([sys.executable, os.path.join(HERE, "generate_corpus.py"), out, "--lines", str(lines)],
                           check=True, stdout=subprocess.DEVNULL)
        corpora.append((f"generated x{scale:g}", out))
    scaled_names = set()
    if args.together:
        base = os.path.join(args.work, args.together)
        if not os.path.isdir(base):
            for directory in args.dirs:
                link_tree(directory, os.path.join(base, os.path.basename(os.path.normpath(directory))))
        scales = [float(s) for s in args.corpus_scales.split(",") if s]
        for corpus in scaled_corpora(args.together, base, scales, args.work):
            corpora.append(corpus)
            scaled_names.add(corpus[0])
    else:
        for directory in args.dirs:
            root = os.path.abspath(directory)
            corpora.append((os.path.basename(os.path.normpath(directory)), root))
    binaries = ([args.baseline] if args.baseline else []) + [args.archlint]
    measured = [measure(name, root, swift_files(root), binaries, args, extra, single_core) for name, root in corpora]
    for position, binary in enumerate(binaries):
        if args.baseline:
            print(f"### {'baseline' if position == 0 else 'measured'}: {binary}")
            print()
        rows = [per_binary[position] for per_binary in measured]
        print_tables(rows, [r for r in rows if r["corpus"] in scaled_names])
        print()
    if args.baseline:
        print("| corpus | median paired wall ratio (measured / baseline) |")
        print("|---|---|")
        for baseline, final in measured:
            ratios = [after / before for before, after in zip(baseline["walls"], final["walls"]) if before > 0]
            print(f"| {final['corpus']} | {statistics.median(ratios):.3f} |")


if __name__ == "__main__":
    main()
