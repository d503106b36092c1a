#!/usr/bin/env python3
"""Fails when a file uses a declaration from a folder its own folder may not use, as the map of each target says.

Two targets are checked, each with its own map (docs/architecture.md draws both and says what the check proves):

- The library, in three targets (Sources/SyncBenchCore, SyncBenchResults, SyncBenchRuns) read as one: their
  folders are layers. LIBRARY maps each layer to the layers its files may use besides its own: the library's
  dependency graph, as the code needs it and no wider. The compiler enforces the cut between the targets; this
  map the layers within each and which layers of the target below each may use.
- Sources/BenchCLI: its folders are commands (Commands/<Command>) and shared concerns (Shared/<Concern>).
  CLI_SHARED maps each shared concern to the concerns it may use; a command may use every shared concern and
  its own folder, never another command's. The files at the top (the entry point and the table of commands)
  may use everything, and no folder may use them; only they may import Suite, the default suite, so that a
  command honours the catalog it is given (a package's own locks).

Each map must be acyclic, so that the dependencies still point one way, and, checked on the tree, every edge
it holds must be one that some file of the user folder needs: an edge nobody uses is reported, to be dropped.

What counts as a declaration of a folder (swift_outline.py reads them, by brace depth, so `#if` hides nothing):
the types, funcs, lets and vars at the top level of its files, and the members that its extensions add to a
type the folder does not declare (a library type, a shared concern's, Swift's own). A use is, outside comments
and string text (interpolations are code): a whole word for a type; a whole word not after a dot for a
top-level func, let or var; for an extension's member, the name after a dot (`x.member`, `.member`,
`\\.member`), or anywhere in a file that extends the same type. Extending a type of a folder one may not use
fails too.

Usage: check_layers.py                    check both targets next to this script's parent
       check_layers.py --self-test DIR    prove the check on DIR/good (passes) and each case of DIR/bad, which
                                          must report exactly the lines of its expected.txt; and prove the
                                          map's own checks (a cycle, an edge nobody uses) on planted maps
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from swift_outline import code, outline  # noqa: E402 (after the line above)

# The library's targets, whose layers the map below covers as one library. SwiftPM enforces the cut between them
# (SyncBenchCore uses neither of the others, SyncBenchResults not SyncBenchRuns); the map keeps the finer rules a
# target cannot express: which layer of a target may use which, and which layers of the target below it.
LIBRARY_TARGETS = ["SyncBenchCore", "SyncBenchResults", "SyncBenchRuns"]

# Each layer of the library, and the layers its files may use besides its own. Environment, Statistics and
# Primitives use only Support; Findings, Comparison and Exports only Results and what they need below it (a
# kernel's finding names its benchmark, from Cases); the
# runs (Forks, SuiteRun, PairedRun) neither Findings nor Exports, and Forks neither of the runs that use it.
LIBRARY = {
    "Support": [],
    "Environment": ["Support"],
    "Statistics": ["Support"],
    "Primitives": ["Support"],
    "Engine": ["Support", "Environment", "Statistics"],
    "Workloads": ["Support", "Environment", "Statistics", "Primitives", "Engine"],
    "Cases": ["Support", "Environment", "Statistics", "Primitives", "Engine", "Workloads"],
    "Results": ["Support", "Environment", "Statistics", "Primitives", "Engine", "Cases"],
    "Findings": ["Support", "Statistics", "Cases", "Results"],
    "Comparison": ["Support", "Statistics", "Cases", "Results"],
    "Exports": ["Support", "Statistics", "Results"],
    "Forks": ["Support", "Environment", "Statistics", "Primitives", "Engine", "Cases"],
    "SuiteRun": ["Support", "Environment", "Statistics", "Engine", "Workloads", "Cases", "Results", "Forks"],
    "PairedRun": ["Support", "Environment", "Statistics", "Primitives", "Engine", "Cases", "Results", "Comparison", "Forks"],
}

# Each shared concern of the command line, and the shared concerns its files may use besides its own.
CLI_SHARED = {
    "Shared/Output": [],
    "Shared/Arguments": ["Shared/Output"],
    "Shared/ResultsFiles": ["Shared/Arguments", "Shared/Output"],
    "Shared/Summary": ["Shared/Output"],
    "Shared/ChartRendering": ["Shared/Output", "Shared/ResultsFiles"],
    "Shared/ComparisonReports": ["Shared/Output", "Shared/Arguments"],
    "Shared/RunOptions": ["Shared/Output", "Shared/Arguments"],
    "Shared/PairedRuns": ["Shared/Output", "Shared/Arguments", "Shared/ResultsFiles"],
}

TOP = "(top)"

# An import of the default suite, which only the top of the command line may make.
IMPORTS_SUITE = re.compile(r"^[ \t]*(?:@\w+[ \t]+)*import[ \t]+(?:\w+[ \t]+)?Suite\b", re.MULTILINE)


def read_sources(roots):
    """Each Swift file under `roots` (a folder, or a list of target folders read as one), by path relative to its
    root: (its stripped code, its outline)."""
    files = {}
    for root in [roots] if isinstance(roots, str) else roots:
        for folder, _, names in os.walk(root):
            for name in names:
                if name.endswith(".swift"):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as handle:
                        stripped = code(handle.read())
                    files[os.path.relpath(path, root)] = (stripped, outline(stripped))
    if not files:
        sys.exit(f"check_layers: no Swift files under {roots}")
    return files


def folder_of(path):
    """A file's folder: its first one (a layer), or under Commands/ and Shared/ its first two (a command, a
    shared concern); TOP for a file at the top."""
    parts = path.split(os.sep)
    if len(parts) > 2 and parts[0] in ("Commands", "Shared"):
        return parts[0] + "/" + parts[1]
    return parts[0] if len(parts) > 1 else TOP


def cycle_in(graph):
    """A cycle of `graph` (each node to the nodes it may use) as a list of nodes, or None when it has none."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        for used in graph.get(node, []):
            if state.get(used) == "open":
                return path[path.index(used):] + [used]
            if used not in state:
                found = visit(used, path + [used])
                if found:
                    return found
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node, [node])
            if found:
                return found
    return None


class LibraryRule:
    """Layers: a folder may use itself and the layers its entry of the map names."""

    name = "SyncBench"

    def __init__(self, graph=None):
        self.graph = LIBRARY if graph is None else graph

    def check_folder(self, folder, path):
        if folder not in self.graph:
            sys.exit(f"check_layers: {path} is in no known layer; add its folder to LIBRARY")

    def allows(self, user, used):
        return user == used or used in self.graph[user]

    def import_problem(self, path, text):
        return None  # the library's target cannot import Suite at all

    def summary(self):
        edges = sum(len(used) for used in self.graph.values())
        return f"every use follows the map of {len(self.graph)} layers and {edges} edges"


class CommandLineRule:
    """Shared concerns by their map; commands use the shared concerns and themselves; the top uses all."""

    name = "BenchCLI"

    def __init__(self, graph=None):
        self.graph = CLI_SHARED if graph is None else graph

    def check_folder(self, folder, path):
        if folder.startswith("Shared/") and folder not in self.graph:
            sys.exit(f"check_layers: {path} is in no known shared concern; add its folder to CLI_SHARED")
        if folder != TOP and not folder.startswith(("Shared/", "Commands/")):
            sys.exit(f"check_layers: {path} is neither under Commands/<Command>/ nor under Shared/<Concern>/")

    def allows(self, user, used):
        if user == used or user == TOP:
            return True
        if used == TOP or used not in self.graph:
            return False  # the entry point, or another command's folder
        if user not in self.graph:
            return True  # a command uses a shared concern
        return used in self.graph[user]

    def import_problem(self, path, text):
        if folder_of(path) != TOP and IMPORTS_SUITE.search(text):
            return "imports Suite, the default suite: only the top may; a command takes the catalog it is given"
        return None

    def summary(self):
        edges = sum(len(used) for used in self.graph.values())
        return (f"commands use only the shared concerns and themselves; the {len(self.graph)} shared concerns follow "
                f"their map of {edges} edges; only the top imports Suite")


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
    uses = {}  # user folder -> the folders it uses, to find the edges of the map that nothing needs
    for path, (text, found) in sorted(files.items()):
        user = folder_of(path)
        prefix = f"{rule.name}/{path} ({user})"
        imported = rule.import_problem(path, text)
        if imported:
            problems.append(f"{prefix} {imported}")
        used = uses.setdefault(user, set())
        for name, folders in sorted(types.items()):
            if user not in folders and re.search(r"\b" + name + r"\b", text):
                used.update(folders)
                if forbidden(user, folders):
                    verb = "extends" if name in found.extensions else "uses"
                    problems.append(f"{prefix} {verb} {name} from {', '.join(sorted(folders))}")
        for name, folders in sorted(values.items()):
            if user not in folders and re.search(r"(?<![\w.])" + name + r"\b", text):
                used.update(folders)
                if forbidden(user, folders):
                    problems.append(f"{prefix} uses the top-level {name} from {', '.join(sorted(folders))}")
        for (name, extended), folders in sorted(members.items()):
            after_dot = re.search(r"\.\s*" + name + r"\b", text)
            if user in folders or not (after_dot or (extended in found.extensions and re.search(r"\b" + name + r"\b", text))):
                continue
            # A name another folder declares too: the text cannot tell which the compiler picks, so the use passes
            # when the user may use one of them, and counts toward the edges to those it may use.
            declaring = {folder for folder, declared in names.items() if name in declared} | folders
            allowed = {folder for folder in declaring if rule.allows(user, folder)}
            used.update(allowed if declaring - folders else folders)
            if forbidden(user, folders) and not allowed:
                problems.append(f"{prefix} uses {name}, added to {extended} by an extension in {', '.join(sorted(folders))}")
    return len(files), problems, uses


def map_problems(rule, uses):
    """What is wrong with the rule's map against what the files use: a cycle, and each edge no file needs."""
    problems = []
    cycle = cycle_in(rule.graph)
    if cycle:
        problems.append(f"check_layers: {rule.name}: the map has a cycle: {' -> '.join(cycle)}")
    for user, allowed in sorted(rule.graph.items()):
        for used in allowed:
            if used not in uses.get(user, set()):
                problems.append(f"check_layers: {rule.name}: the map lets {user} use {used}, which none of its files does: drop the edge")
    return problems


def check(targets):
    failed = False
    for root, rule in targets:
        count, problems, uses = problems_in(root, rule)
        problems += map_problems(rule, uses)
        for problem in problems:
            print(problem)
        if problems:
            print(f"check_layers: {rule.name}: {len(problems)} problem(s) against the rule: {rule.summary()}")
            failed = True
        else:
            print(f"check_layers: {rule.name}: {count} files, {rule.summary()}")
    return not failed


def self_test(samples):
    """The good samples pass and each bad one reports exactly what its expected.txt says, so the check can pass
    neither by seeing nothing nor by finding some other problem than the one planted. The maps' own checks
    are proven on planted maps: a cycle, and an edge that no file of the good samples needs."""
    for target, rule in [("SyncBench", LibraryRule()), ("BenchCLI", CommandLineRule())]:
        _, problems, _ = problems_in(os.path.join(samples, "good", target), rule)
        if problems:
            sys.exit(f"check_layers --self-test: the good {target} samples failed: {problems}")
        bad = os.path.join(samples, "bad", target)
        for case in sorted(os.listdir(bad)):
            with open(os.path.join(bad, case, "expected.txt"), encoding="utf-8") as handle:
                expected = [line for line in handle.read().splitlines() if line]
            _, problems, _ = problems_in(os.path.join(bad, case), rule)
            if problems != expected:
                sys.exit(f"check_layers --self-test: {target}/{case}: expected {expected}, found {problems}")
            for problem in problems:
                print(f"check_layers --self-test: {target}/{case}: found: {problem}")
    planted = [
        (LibraryRule({"Support": ["Engine"], "Engine": ["Support"]}),
         ["check_layers: SyncBench: the map has a cycle: Engine -> Support -> Engine",
          "check_layers: SyncBench: the map lets Support use Engine, which none of its files does: drop the edge"]),
        (LibraryRule({"Support": [], "Engine": ["Support", "Environment"]}),
         ["check_layers: SyncBench: the map lets Engine use Environment, which none of its files does: drop the edge"]),
    ]
    for rule, expected in planted:
        _, _, uses = problems_in(os.path.join(samples, "good", "SyncBench"), rule)
        found = map_problems(rule, uses)
        if found != expected:
            sys.exit(f"check_layers --self-test: planted map {rule.graph}: expected {expected}, found {found}")
        for problem in found:
            print(f"check_layers --self-test: planted map: found: {problem}")
    for rule in [LibraryRule(), CommandLineRule()]:
        cycle = cycle_in(rule.graph)
        if cycle:
            sys.exit(f"check_layers --self-test: {rule.name}'s map has a cycle: {' -> '.join(cycle)}")
    print("check_layers --self-test: passed")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--self-test":
        self_test(sys.argv[2])
        return
    sources = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
    library = [os.path.join(sources, target) for target in LIBRARY_TARGETS]
    if not check([(library, LibraryRule()),
                  (os.path.join(sources, "BenchCLI"), CommandLineRule())]):
        sys.exit(1)


if __name__ == "__main__":
    main()
