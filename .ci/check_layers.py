#!/usr/bin/env python3
"""Fails when a file uses a declaration from a folder its own folder may not use.

Two targets are checked, each with its own rule (docs/architecture.md explains both and what the check proves):

- Sources/SyncBench: its folders are layers, lowest first in LIBRARY_LAYERS. A file may use the declarations of
  its own layer and of the layers below.
- Sources/BenchCLI: its folders are shared concerns (CLI_SHARED, lowest first: each may use itself and the
  ones before it) and commands (every other folder). A command may use the shared concerns and its own folder,
  never another command's. The files at the top (the entry point) may use everything; no folder may use them.

What counts as a declaration of a folder (swift_outline.py reads them, by brace depth, so `#if` hides nothing):
the types, funcs, lets and vars at the top level of its files, and the members that its extensions add to a
type the folder does not declare (a library type, a shared concern's, Swift's own). A use is, outside comments
and string text (interpolations are code): a whole word for a type; a whole word not after a dot for a
top-level func, let or var; for an extension's member, the name after a dot (`x.member`, `.member`,
`\\.member`), or anywhere in a file that extends the same type. Extending a type of a folder one may not use
fails too.

Usage: check_layers.py                    check both targets next to this script's parent
       check_layers.py --self-test DIR    prove the check on DIR/good (passes) and each case of DIR/bad, which
                                          must report exactly the lines of its expected.txt
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from swift_outline import code, outline  # noqa: E402 (after the line above)

LIBRARY_LAYERS = [
    "Support", "Environment", "Statistics", "Primitives", "Engine", "Workloads", "Cases", "Results", "Findings",
    "Comparison", "Exports", "Forks", "SuiteRun", "PairedRun",
]

CLI_SHARED = [
    "Shared/Output", "Shared/Arguments", "Shared/ResultsFiles", "Shared/Summary", "Shared/ChartRendering",
    "Shared/ComparisonReports", "Shared/RunOptions",
]

TOP = "(top)"


def read_sources(root):
    """Each Swift file under `root`, by path relative to it: (its stripped code, its outline)."""
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    stripped = code(handle.read())
                files[os.path.relpath(path, root)] = (stripped, outline(stripped))
    if not files:
        sys.exit(f"check_layers: no Swift files under {root}")
    return files


def folder_of(path):
    """A file's folder: its first one (a layer), or under Commands/ and Shared/ its first two (a command, a
    shared concern); TOP for a file at the top."""
    parts = path.split(os.sep)
    if len(parts) > 2 and parts[0] in ("Commands", "Shared"):
        return parts[0] + "/" + parts[1]
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


def declarations(files, rule):
    """Who declares what: types and top-level values by name, extension members by (name, extended type), and
    every name each folder declares outside function bodies (a member's namesakes)."""
    types, values, members, names = {}, {}, {}, {}
    for path, (_, found) in files.items():
        folder = folder_of(path)
        rule.check_folder(folder, path)
        names.setdefault(folder, set()).update(found.names)
        for name in found.types:
            types.setdefault(name, set()).add(folder)
        for name in found.values:
            values.setdefault(name, set()).add(folder)
    own_types = {}
    for name, folders in types.items():
        for folder in folders:
            own_types.setdefault(folder, set()).add(name)
    for path, (_, found) in files.items():
        folder = folder_of(path)
        for name, extended in found.members:
            if extended not in own_types.get(folder, set()):
                members.setdefault((name, extended), set()).add(folder)
    return types, values, members, names


def problems_in(root, rule):
    files = read_sources(root)
    types, values, members, names = declarations(files, rule)

    def forbidden(user, folders):
        return user not in folders and not all(rule.allows(user, folder) for folder in folders)

    problems = []
    for path, (text, found) in sorted(files.items()):
        user = folder_of(path)
        prefix = f"{rule.name}/{path} ({user})"
        for name, folders in sorted(types.items()):
            if forbidden(user, folders) and re.search(r"\b" + name + r"\b", text):
                verb = "extends" if name in found.extensions else "uses"
                problems.append(f"{prefix} {verb} {name} from {', '.join(sorted(folders))}")
        for name, folders in sorted(values.items()):
            if forbidden(user, folders) and re.search(r"(?<![\w.])" + name + r"\b", text):
                problems.append(f"{prefix} uses the top-level {name} from {', '.join(sorted(folders))}")
        for (name, extended), folders in sorted(members.items()):
            namesakes = any(name in declared and rule.allows(user, folder) for folder, declared in names.items())
            if not forbidden(user, folders) or namesakes:
                continue
            after_dot = re.search(r"\.\s*" + name + r"\b", text)
            if after_dot or (extended in found.extensions and re.search(r"\b" + name + r"\b", text)):
                problems.append(f"{prefix} uses {name}, added to {extended} by an extension in {', '.join(sorted(folders))}")
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
    """The good samples pass and each bad one reports exactly what its expected.txt says, so the check can pass
    neither by seeing nothing nor by finding some other problem than the one planted."""
    good = [(os.path.join(samples, "good", "SyncBench"), LibraryRule()),
            (os.path.join(samples, "good", "BenchCLI"), CommandLineRule())]
    if not check(good):
        sys.exit("check_layers --self-test: the good samples failed")
    for target, rule in [("SyncBench", LibraryRule()), ("BenchCLI", CommandLineRule())]:
        bad = os.path.join(samples, "bad", target)
        for case in sorted(os.listdir(bad)):
            with open(os.path.join(bad, case, "expected.txt"), encoding="utf-8") as handle:
                expected = [line for line in handle.read().splitlines() if line]
            _, problems = problems_in(os.path.join(bad, case), rule)
            if problems != expected:
                sys.exit(f"check_layers --self-test: {target}/{case}: expected {expected}, found {problems}")
            for problem in problems:
                print(f"check_layers --self-test: {target}/{case}: found: {problem}")
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
