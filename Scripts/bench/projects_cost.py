#!/usr/bin/env python3
"""What reading the Xcode projects adds to `archlint check`: each binary given runs on TREE as it is and on a
copy of TREE without its `.xcodeproj` folders (hard links, made once in WORK), alternating run after run so that
both see the same load; prints per binary the median wall and CPU time of each and the paired ratio (the median
of each round's with / without ratio, which cancels most of the load that drifts between rounds).

Usage: Scripts/bench/projects_cost.py [--rounds N] [--work DIR] TREE BINARY [BINARY ...]
"""
import argparse
import os
import shutil
import statistics
import tempfile

from side_by_side import run


def copy_without_projects(tree, work):
    copy = os.path.join(work, os.path.basename(os.path.normpath(tree)) + "-without-projects")
    if os.path.exists(copy):
        shutil.rmtree(copy)
    shutil.copytree(tree, copy, symlinks=True, copy_function=os.link,
                    ignore=lambda folder, names: [name for name in names if name.endswith(".xcodeproj")])
    return copy


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("tree")
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "archlint-bench"))
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    without = copy_without_projects(args.tree, args.work)
    results = {binary: {"with": [], "without": []} for binary in args.binaries}
    for round_index in range(args.rounds):
        order = [(args.tree, "with"), (without, "without")]
        if round_index % 2:
            order.reverse()
        for binary in args.binaries:
            for tree, kind in order:
                results[binary][kind].append(run(binary, tree))
    print(f"| binary | rounds | with projects s | without s | paired wall ratio | CPU s with / without | paired CPU ratio |")
    print("|---|---|---|---|---|---|---|")
    for binary in args.binaries:
        with_runs, without_runs = results[binary]["with"], results[binary]["without"]
        wall_ratio = statistics.median(a[0] / b[0] for a, b in zip(with_runs, without_runs))
        cpu_ratio = statistics.median(a[1] / b[1] for a, b in zip(with_runs, without_runs))
        print(f"| {binary} | {args.rounds} | {statistics.median(r[0] for r in with_runs):.3f} "
              f"| {statistics.median(r[0] for r in without_runs):.3f} | {wall_ratio:.3f} "
              f"| {statistics.median(r[1] for r in with_runs):.3f} / {statistics.median(r[1] for r in without_runs):.3f} "
              f"| {cpu_ratio:.3f} |")


if __name__ == "__main__":
    main()
