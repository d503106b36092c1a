#!/usr/bin/env python3
"""Fails when a file uses a type from a folder its own folder may not use.

Two targets are checked, each with its own rule (docs/architecture.md explains both):

- Sources/SyncBench: its folders are layers, lowest first in LIBRARY_LAYERS. A file may use the types of its
  own layer and of the layers below.
- Sources/BenchCLI: its folders are shared concerns (CLI_SHARED, lowest first: each may use itself and the
  ones before it) and commands (every other folder). A command may use the shared concerns and its own folder,
  never another command's. The files at the top (the entry point) may use everything; no folder may use them.

The check reads declarations (struct, class, enum, protocol, actor, typealias at the top level of a file) and
whole-word uses of their names outside comments and string literals; it cannot see a method added by an
extension in another folder, so keep such extensions in the folder of the type they extend.

Usage: check_layers.py                    check both targets next to this script's parent
       check_layers.py --self-test DIR    prove the check on DIR/good (passes) and DIR/bad (fails)
"""
import os
import re
import sys

LIBRARY_LAYERS = [
    "Support", "Environment", "Statistics", "Primitives", "Engine", "Workloads", "Cases", "Results", "Findings",
    "Comparison", "Exports", "Running",
]

CLI_SHARED = ["Output", "Arguments", "Files", "Summary", "Charts", "Comparing", "Measuring"]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|open|final|indirect|nonisolated)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)",
    re.M,
)

INTERPOLATION = re.compile(r"\\\(((?:[^()]|\([^()]*\))*)\)")

TOP = "(top)"


def keep_interpolations(match):
    """A string literal as code sees it: its interpolated expressions, which may name types, and nothing else."""
    return '"" ' + " ".join(INTERPOLATION.findall(match.group(0)))


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"""(?:.|\n)*?"""', keep_interpolations, text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', keep_interpolations, text)


def read_sources(root):
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    files[os.path.relpath(path, root)] = strip_comments_and_strings(handle.read())
    if not files:
        sys.exit(f"check_layers: no Swift files under {root}")
    return files


def folder_of(path):
    parts = path.split(os.sep)
    return parts[0] if len(parts) > 1 else TOP


class LibraryRule:
    """Layers: a folder may use itself and the folders below it."""

    name = "SyncBench"

    def check_folder(self, folder, path):
        if folder not in LIBRARY_LAYERS:
            sys.exit(f"check_layers: {path} is in no known layer; add its folder to LIBRARY_LAYERS")

    def allows(self, user, used):
        return LIBRARY_LAYERS.index(used) <= LIBRARY_LAYERS.index(user)

    def summary(self):
        return "every use points down the layering " + " <- ".join(LIBRARY_LAYERS)


class CommandLineRule:
    """Shared concerns in one-way order; commands use the shared concerns and themselves; the top uses all."""

    name = "BenchCLI"

    def check_folder(self, folder, path):
        pass  # every folder that is not a shared concern is a command

    def allows(self, user, used):
        if user == used or user == TOP:
            return True
        if used == TOP:
            return False
        if used not in CLI_SHARED:
            return False  # another command's folder
        if user not in CLI_SHARED:
            return True  # a command uses a shared concern
        return CLI_SHARED.index(used) <= CLI_SHARED.index(user)

    def summary(self):
        return ("commands use only the shared concerns (" + " <- ".join(CLI_SHARED)
                + ") and themselves; shared concerns point down their order")


def problems_in(root, rule):
    files = read_sources(root)
    declared = {}
    for path, code in files.items():
        folder = folder_of(path)
        rule.check_folder(folder, path)
        for match in DECLARATION.finditer(code):
            declared.setdefault(match.group(1), set()).add(folder)
    problems = []
    for path, code in sorted(files.items()):
        user = folder_of(path)
        for name, folders in sorted(declared.items()):
            if user in folders or all(rule.allows(user, folder) for folder in folders):
                continue
            if re.search(r"\b" + name + r"\b", code):
                where = ", ".join(sorted(folders))
                problems.append(f"{rule.name}/{path} ({user}) uses {name} from {where}")
    return len(files), problems


def check(targets):
    failed = False
    for root, rule in targets:
        count, problems = problems_in(root, rule)
        for problem in problems:
            print(problem)
        if problems:
            print(f"check_layers: {rule.name}: {len(problems)} use(s) against the rule: {rule.summary()}")
            failed = True
        else:
            print(f"check_layers: {rule.name}: {count} files, {rule.summary()}")
    return not failed


def self_test(samples):
    """The good samples pass and every bad one fails, so the check cannot pass by seeing nothing."""
    good = [(os.path.join(samples, "good", "SyncBench"), LibraryRule()),
            (os.path.join(samples, "good", "BenchCLI"), CommandLineRule())]
    if not check(good):
        sys.exit("check_layers --self-test: the good samples failed")
    for target, rule in [("SyncBench", LibraryRule()), ("BenchCLI", CommandLineRule())]:
        bad = os.path.join(samples, "bad", target)
        for case in sorted(os.listdir(bad)):
            _, problems = problems_in(os.path.join(bad, case), rule)
            if not problems:
                sys.exit(f"check_layers --self-test: the planted violation {target}/{case} was not found")
            print(f"check_layers --self-test: {target}/{case}: found: {problems[0]}")
    print("check_layers --self-test: passed")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--self-test":
        self_test(sys.argv[2])
        return
    sources = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    if not check([(os.path.join(sources, "SyncBench"), LibraryRule()),
                  (os.path.join(sources, "BenchCLI"), CommandLineRule())]):
        sys.exit(1)


if __name__ == "__main__":
    main()
