#!/usr/bin/env python3
"""Writes a tree whose every line of Domain code is a violation, to measure what findings cost.

OUT/Data/Remote.swift declares `UserDTO`; each of the --files files OUT/Domain/EntityN.swift declares a struct
with --per-file stored properties of type `UserDTO`. Under the embedded policy each property is found by two
rules (`dependency-direction` and `no-dto-outside-data`) and reported once, so the tree has
files x per-file violations.

    python3 Scripts/bench/violations_corpus.py /tmp/violations --files 2000 --per-file 50
    archlint check /tmp/violations
"""
import argparse
import os


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--per-file", type=int, default=50)
    options = parser.parse_args()
    os.makedirs(os.path.join(options.out, "Domain"), exist_ok=True)
    os.makedirs(os.path.join(options.out, "Data"), exist_ok=True)
    with open(os.path.join(options.out, "Data", "Remote.swift"), "w") as remote:
        remote.write("final class RemoteStore {}\nstruct UserDTO {}\n")
    for index in range(options.files):
        lines = [f"struct Entity{index} {{"]
        lines += [f"    var field{field}: UserDTO" for field in range(options.per_file)]
        lines.append("}")
        with open(os.path.join(options.out, "Domain", f"Entity{index}.swift"), "w") as entity:
            entity.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
