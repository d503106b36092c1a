#!/usr/bin/env python3
"""Fails when a folder of Sources/SyncBench uses a type declared in a folder above it.

The layers, lowest first, are listed in LAYERS (docs/architecture.md explains them). A file may use the
types of its own layer and of the layers below. The check reads declarations (struct, class, enum,
protocol, actor, typealias at the top level of a file) and whole-word uses of their names outside
comments; it cannot see a method added by an extension in a higher layer, so keep such extensions
in the layer of the type they extend.

Usage: check_layers.py [SOURCES_DIR]    (default: Sources/SyncBench next to this script's parent)
"""
import os
import re
import sys

LAYERS = [
    "Support", "Environment", "Statistics", "Primitives", "Engine", "Workloads", "Cases", "Results",
    "Comparison", "Exports", "Running",
]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|open|final|indirect|nonisolated)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)",
    re.M,
)


INTERPOLATION = re.compile(r"\\\(((?:[^()]|\([^()]*\))*)\)")


def keep_interpolations(match):
    """A string literal as code sees it: its interpolated expressions, which may name types, and nothing else."""
    return '"" ' + " ".join(INTERPOLATION.findall(match.group(0)))


def strip_comments_and_strings(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"""(?:.|\n)*?"""', keep_interpolations, text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', keep_interpolations, text)


def layer_of(path, root):
    top = os.path.relpath(path, root).split(os.sep)[0]
    if top not in LAYERS:
        sys.exit(f"check_layers: {os.path.relpath(path, root)} is in no known layer; add its folder to LAYERS")
    return LAYERS.index(top)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources", "SyncBench")
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as handle:
                    files[path] = handle.read()
    if not files:
        sys.exit(f"check_layers: no Swift files under {root}")
    declared = {}
    for path, text in files.items():
        for match in DECLARATION.finditer(strip_comments_and_strings(text)):
            declared.setdefault(match.group(1), set()).add(layer_of(path, root))
    problems = []
    for path, text in sorted(files.items()):
        layer = layer_of(path, root)
        code = strip_comments_and_strings(text)
        for name, layers in sorted(declared.items()):
            if min(layers) > layer and re.search(r"\b" + name + r"\b", code):
                problems.append(
                    f"{os.path.relpath(path, root)} ({LAYERS[layer]}) uses {name} from {LAYERS[min(layers)]}"
                )
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(f"check_layers: {len(problems)} use(s) against the layering {' <- '.join(LAYERS)}")
    print(f"check_layers: {len(files)} files, every use points down the layering")


if __name__ == "__main__":
    main()
