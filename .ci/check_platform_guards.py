"""Fails when a Linux-only symbol appears where a macOS build would compile it.

Swift: code outside `#if canImport(Glibc)` / `#if os(Linux)` (or the `#else` of `#if canImport(Darwin)`, ...).
C: code outside `#ifdef __linux__` / `#ifdef __GLIBC__` / `#ifndef __APPLE__` (or the `#else` of `#ifdef __APPLE__`).
Each branch's condition is evaluated for macOS in three-valued logic; a line is guarded when its branches
are certainly false there. Comments and string contents are ignored, except a string that starts with
"/proc/" (a path that exists on Linux only).

    check_platform_guards.py [PATH ...]    check Swift and C files under PATHs (default: Sources Benchmarks Tests)
    check_platform_guards.py --self-test DIR
        check the samples in DIR: every line of a sample marked FLAG (in a comment) must be reported, and no
        other line; a run that reports nothing on them fails, so the check cannot pass vacuously.
"""
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
import platform_conditions as conditions  # noqa: E402 (after the line above)

SYMBOLS = [
    r"__PROC_PATH__", r"\bsched_[sg]etaffinity\b", r"\bcpu_set_t\b", r"\bCPU_(?:ZERO|SET|ISSET|CLR|SETSIZE|COUNT)\b",
    r"\bpthread_[sg]etaffinity_np\b", r"\bSCHED_FIFO\b", r"\bsem_init\b", r"\bsem_timedwait\b",
    r"\bPTHREAD_MUTEX_ADAPTIVE_NP\b", r"\bpthread_spin\w*", r"\bGlibc\b", r"\bgettid\b", r"\bSYS_gettid\b",
    r"\bFUTEX_\w+", r"\b__rusage_who_t\b", r"\bgnu_get_libc_version\b", r"\bepoll_\w+", r"\beventfd\b",
    r"\bsched_getcpu\b", r"\bprctl\b",
]
PATTERN = re.compile("|".join(SYMBOLS))

def code_only(text, swift):
    """The text with comments blanked and string contents blanked (a string starting with /proc/ becomes
    "__PROC_PATH__"), keeping every newline so that line numbers hold."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i)); i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if swift and text.startswith("/*", j): depth, j = depth + 1, j + 2
                elif text.startswith("*/", j): depth, j = depth - 1, j + 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text[i] == '"' or (swift and text.startswith('#"', i)):
            j = skip_string(text, i, swift)
            literal = text[i:j]
            marker = '"__PROC_PATH__"' if re.match(r'#*"+/proc/', literal) else '""'
            out.append(marker + "\n" * literal.count("\n")); i = j
        elif not swift and text[i] == "'":
            j = i + 1
            while j < n and text[j] != "'": j += 2 if text[j] == "\\" else 1
            out.append("' '" + " " * max(0, j + 1 - i - 3)); i = j + 1
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def skip_string(text, i, swift):
    """The index just past the string literal starting at i (Swift: raw, multi-line, interpolated)."""
    hashes = 0
    while text[i] == "#": hashes, i = hashes + 1, i + 1
    multi = swift and text.startswith('"""', i)
    quote = '"""' if multi else '"'
    close, j = quote + "#" * hashes, i + len(quote)
    while j < len(text):
        if text.startswith("\\" + "#" * hashes + "(", j) and swift:
            depth, j = 1, j + 2 + hashes
            while j < len(text) and depth:
                if text[j] == '"': j = skip_string(text, j, swift); continue
                depth += {"(": 1, ")": -1}.get(text[j], 0); j += 1
        elif text[j] == "\\" and hashes == 0:
            j += 2
        elif text.startswith(close, j):
            return j + len(close)
        elif text[j] == "\n" and not multi and not swift:
            return j
        else:
            j += 1
    return j


def findings(path):
    swift = path.endswith(".swift")
    with open(path, encoding="utf-8") as handle:
        raw = handle.read()
    lines = code_only(raw, swift).split("\n")
    found = []
    for number, (line, active) in enumerate(zip(lines, conditions.macos_activity(lines, swift)), 1):
        if conditions.directive(line) is None and active is not False:
            for match in PATTERN.finditer(line):
                symbol = "\"/proc/...\"" if match.group(0) == "__PROC_PATH__" else match.group(0)
                found.append((number, symbol))
    return found


def files(paths):
    for root in paths:
        for folder, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith((".swift", ".c", ".h")):
                    yield os.path.join(folder, name)


def self_test(folder):
    failures, reported = [], 0
    for path in files([folder]):
        with open(path, encoding="utf-8") as handle:
            marked = {number for number, line in enumerate(handle.read().split("\n"), 1)
                      if re.search(r"(//|/\*)\s*FLAG(\s*\*/)?\s*$", line)}
        got = {number for number, _ in findings(path)}
        reported += len(got)
        if got != marked:
            failures.append(f"{path}: reported lines {sorted(got)}, marked {sorted(marked)}")
    if reported == 0:
        failures.append(f"{folder}: no sample line was reported at all")
    for failure in failures:
        print(f"self-test: {failure}")
    print(f"self-test: {reported} marked lines reported, {len(failures)} problem(s)")
    return 1 if failures else 0


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        return self_test(arguments[1])
    problems = [(path, number, symbol) for path in files(arguments or ["Sources", "Benchmarks", "Tests"])
                for number, symbol in findings(path)]
    for path, number, symbol in problems:
        print(f"{path}:{number}: {symbol} is Linux-only but a macOS build compiles this line; guard it")
    print(f"platform guards: {len(problems)} Linux-only symbol(s) outside a guard")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
