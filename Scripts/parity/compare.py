#!/usr/bin/env python3
"""Compares archlint's facts with the compiler parser's (SwiftParser) for the same files.

Usage: compare.py REFERENCE.json ARCHLINT.json [--show N]
Both documents list files by the same paths. Prints agreement for imports and declarations
(module, kind, line, column; kind, name, qualified name, inheritance list, line, column) and the first N disagreements.
"""
import json
import sys
from collections import Counter


def import_key(path, item):
    return (path, item["module"], item.get("kind"), item["line"], item["column"])


def declaration_key(path, item):
    return (path, item["kind"], item["name"], item["qualifiedName"], tuple(item["inherits"]), item["line"],
            item["column"])


def keys(document, key, field, path_of):
    counter = Counter()
    for file in document["files"]:
        for item in file[field]:
            counter[key(path_of(file["path"]), item)] += 1
    return counter


def report(title, reference, ours, show):
    common = sum((reference & ours).values())
    union = sum((reference | ours).values())
    agreement = 100.0 * common / union if union else 100.0
    print(f"{title}: {common} of {union} agree ({agreement:.3f}%), compiler {sum(reference.values())}, archlint {sum(ours.values())}")
    missing = list((reference - ours).elements())[:show]
    extra = list((ours - reference).elements())[:show]
    for item in missing:
        print("  only compiler:", item)
    for item in extra:
        print("  only archlint:", item)
    return agreement


def main():
    args = sys.argv[1:]
    show = 10
    if "--show" in args:
        index = args.index("--show")
        show = int(args[index + 1])
        del args[index:index + 2]
    reference = json.load(open(args[0]))
    ours = json.load(open(args[1]))
    normalize = lambda p: p[2:] if p.startswith("./") else p
    a = report("imports", keys(reference, import_key, "imports", normalize), keys(ours, import_key, "imports", normalize), show)
    b = report("declarations", keys(reference, declaration_key, "declarations", normalize),
               keys(ours, declaration_key, "declarations", normalize), show)
    return 0 if min(a, b) >= 99.9 else 1


if __name__ == "__main__":
    sys.exit(main())
