#!/usr/bin/env python3
"""`archlint check` of several binaries on the same trees, alternating run after run so that all see the same
load: per tree and binary the median wall time, CPU time (user + system) and peak RSS, and each binary's
paired wall ratio to the first (the median of each round's ratio, which cancels most of the load that drifts
between rounds).

Usage: Scripts/bench/side_by_side.py [--rounds N] [--check-args ARGS] --tree TREE [--tree TREE ...] BINARY [BINARY ...]

--check-args passes more arguments to every `check` (one string, split as a shell would: "--max-findings 1000").
"""
import argparse
import os
import shlex
import statistics
import subprocess
import time


def run(binary, tree, extra):
    start = time.perf_counter()
    process = subprocess.Popen(
        [binary, "check", *extra, tree], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{binary} check {tree} exited {code}")
    rss = usage.ru_maxrss * 1024 / 1e6  # kilobytes on Linux
    return wall, usage.ru_utime + usage.ru_stime, rss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--tree", action="append", required=True)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--check-args", default="")
    args = parser.parse_args()
    extra = shlex.split(args.check_args)
    print("| tree | binary | rounds | wall s | CPU s | peak RSS MB | paired wall ratio to the first |")
    print("|---|---|---|---|---|---|---|")
    for tree in args.tree:
        runs = {binary: [] for binary in args.binaries}
        for round_index in range(args.rounds):
            order = args.binaries if round_index % 2 == 0 else list(reversed(args.binaries))
            for binary in order:
                runs[binary].append(run(binary, tree, extra))
        first = runs[args.binaries[0]]
        for binary in args.binaries:
            measured = runs[binary]
            ratio = statistics.median(a[0] / b[0] for a, b in zip(measured, first))
            print(f"| {os.path.basename(os.path.normpath(tree))} | {binary} | {args.rounds} "
                  f"| {statistics.median(r[0] for r in measured):.3f} | {statistics.median(r[1] for r in measured):.3f} "
                  f"| {statistics.median(r[2] for r in measured):.0f} | {ratio:.3f} |")


if __name__ == "__main__":
    main()
