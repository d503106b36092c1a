#!/usr/bin/env python3
"""Checks that README.md's decision table is what the product prints: the lines between the README's markers
must be exactly the output of `BENCH choose results/published.csv --format markdown`, so that the README and a
user's run differ in machine, never in method.

Usage: check_readme_table.py BENCH            check (BENCH: a built bench, e.g. .build/release/bench)
       check_readme_table.py BENCH --write    write the command's output between the markers instead
Exit status: 0 the README holds the command's output (or was written); 1 it does not, with a diff; 2 the markers
are missing or the command failed."""

import difflib
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
README = os.path.join(ROOT, "README.md")
COMMAND = ["choose", "results/published.csv", "--format", "markdown"]
BEGIN = "<!-- bench choose results/published.csv --format markdown: begin -->\n"
END = "<!-- bench choose results/published.csv --format markdown: end -->\n"


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-") or set(arguments[1:]) - {"--write"}:
        sys.exit(__doc__)
    bench, write = arguments[0], "--write" in arguments[1:]
    with open(README, encoding="utf-8") as handle:
        text = handle.read()
    if text.count(BEGIN) != 1 or text.count(END) != 1 or text.index(BEGIN) > text.index(END):
        print(f"check_readme_table: README.md lacks one pair of markers:\n{BEGIN}{END}", file=sys.stderr)
        return 2
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    printed = subprocess.run([bench] + COMMAND, cwd=ROOT, capture_output=True, text=True)
    if printed.returncode != 0:
        print(f"check_readme_table: {' '.join([bench] + COMMAND)} exited {printed.returncode}:\n{printed.stderr}", file=sys.stderr)
        return 2
    if write:
        with open(README, "w", encoding="utf-8") as handle:
            handle.write(text[:start] + printed.stdout + text[end:])
        print("check_readme_table: README.md's table written from " + " ".join(["bench"] + COMMAND))
        return 0
    held = text[start:end]
    if held != printed.stdout:
        diff = difflib.unified_diff(
            held.splitlines(keepends=True), printed.stdout.splitlines(keepends=True), "README.md", "bench " + " ".join(COMMAND)
        )
        sys.stderr.writelines(diff)
        print(f"check_readme_table: README.md's table is not what the command prints; write it with: "
              f"python3 .ci/check_readme_table.py {bench} --write", file=sys.stderr)
        return 1
    print("check_readme_table: README.md's table is what bench " + " ".join(COMMAND) + " prints")
    return 0


if __name__ == "__main__":
    sys.exit(main())
