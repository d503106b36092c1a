"""How Linux and macOS evaluate the platform tests of `#if` lines, for the checks that reason about Darwin code.

One table says, for each platform test the sources use (`os(...)`, `canImport(...)` of a platform module), its
value on Linux and on macOS. `check_platform_guards.py` evaluates conditions for macOS in three-valued logic
(a test it does not know is unknown); `check_darwin` rewrites the tests to `true`/`false` as macOS evaluates
them, and counts the lines that only macOS compiles. A platform test that is not in the table is an error
there, so that a new one is decided here, once, rather than guessed.
"""
import re

# Each platform test, and its value on (Linux, macOS). Modules every toolchain has (Foundation, Dispatch,
# Synchronization, Testing) are not platform tests and are left to the compiler.
SWIFT_PLATFORM = {
    "os(Linux)": (True, False), "os(macOS)": (False, True), "os(iOS)": (False, False),
    "os(tvOS)": (False, False), "os(watchOS)": (False, False), "os(visionOS)": (False, False),
    "os(Android)": (False, False), "os(Windows)": (False, False), "os(FreeBSD)": (False, False),
    "os(OpenBSD)": (False, False), "os(WASI)": (False, False),
    "canImport(Glibc)": (True, False), "canImport(Musl)": (False, False), "canImport(Bionic)": (False, False),
    "canImport(WinSDK)": (False, False), "canImport(WASILibc)": (False, False), "canImport(Android)": (False, False),
    "canImport(Darwin)": (False, True), "canImport(os)": (False, True), "canImport(ObjectiveC)": (False, True),
}

# The C predefined macros that tell the platforms apart, on (Linux, macOS).
C_PLATFORM = {
    "__APPLE__": (False, True), "__MACH__": (False, True), "__linux__": (True, False), "__linux": (True, False),
    "linux": (True, False), "__gnu_linux__": (True, False), "__GLIBC__": (True, False), "__ANDROID__": (False, False),
    "_WIN32": (False, False),
}

LINUX, MACOS = 0, 1

_PLATFORM_TEST = re.compile(r"\b(os|canImport)\s*\(\s*([\w.]+)\s*\)")
_TOKENS = re.compile(r"\|\||&&|!|\(|\)|defined\s*\(\s*\w+\s*\)|defined\s+\w+|\w+\([^()]*\)|[\w.<>=]+")


def platform_tests(condition):
    """The platform tests in a Swift condition, as the table spells them (`canImport(Darwin)`)."""
    return [f"{kind}({name})" for kind, name in _PLATFORM_TEST.findall(condition)
            if kind == "os" or f"canImport({name})" in SWIFT_PLATFORM or _is_platform_module(name)]


def _is_platform_module(name):
    """A module that only some platforms have: one a `canImport` must be decided for by the table."""
    return name not in ("Foundation", "Dispatch", "Synchronization", "Testing", "XCTest", "FoundationEssentials")


def evaluate(condition, atom):
    """The condition's value in three-valued logic (True, False, None for unknown), where `atom(token)` gives
    each atom's value."""
    tokens = _TOKENS.findall(condition)
    position = 0

    def primary():
        nonlocal position
        token = tokens[position] if position < len(tokens) else ""
        position += 1
        if token == "!":
            value = primary()
            return None if value is None else not value
        if token == "(":
            value = disjunction()
            position += 1
            return value
        return atom(token)

    def conjunction():
        nonlocal position
        values = [primary()]
        while position < len(tokens) and tokens[position] == "&&":
            position += 1
            values.append(primary())
        return False if False in values else (True if all(values) else None)

    def disjunction():
        nonlocal position
        values = [conjunction()]
        while position < len(tokens) and tokens[position] == "||":
            position += 1
            values.append(conjunction())
        return True if True in values else (False if all(v is False for v in values) else None)

    return disjunction()


def swift_atom(platform, other=None):
    """An atom evaluator for Swift conditions on `platform` (LINUX or MACOS): the table's platform tests, and
    `other(token)` (or unknown) for the rest."""
    def atom(token):
        token = re.sub(r"\s", "", token)
        if token in ("true", "false"):
            return token == "true"
        if token in SWIFT_PLATFORM:
            return SWIFT_PLATFORM[token][platform]
        return other(token) if other else None
    return atom


def c_atom(platform):
    """An atom evaluator for C conditions on `platform`: the table's macros, and unknown for the rest."""
    def atom(token):
        name = re.sub(r"defined|[\s()]", "", token)
        return C_PLATFORM[name][platform] if name in C_PLATFORM else None
    return atom


def branch_activity(lines, directive, evaluate_line):
    """For each line, whether it is compiled: `directive(line)` gives (word, condition) for an `#if`-family line
    or None, and `evaluate_line(word, condition)` the branch's value (True, False or None). Directive lines are
    None; a line under an unknown branch is None."""
    frames, active = [], []
    for line in lines:
        parsed = directive(line)
        if parsed is None:
            values = [frame["branch"] for frame in frames]
            active.append(False if False in values else (True if all(values) else None))
            continue
        active.append(None)
        word, condition = parsed
        if word in ("if", "ifdef", "ifndef"):
            value = evaluate_line(word, condition)
            frames.append({"branch": value, "seen": [value]})
        elif frames and word in ("elseif", "elif", "else"):
            frame = frames[-1]
            earlier_true, earlier_unknown = True in frame["seen"], None in frame["seen"]
            value = True if word == "else" else evaluate_line(word, condition)
            frame["branch"] = False if earlier_true else (None if earlier_unknown and value is not False else value)
            frame["seen"].append(value)
        elif frames and word == "endif":
            frames.pop()
    return active


_DIRECTIVE = re.compile(r"\s*#\s*(if|ifdef|ifndef|elseif|elif|else|endif)\b(.*)")


def directive(line):
    """(word, condition) for a Swift or C `#if`-family line, its trailing comment left out; else None."""
    match = _DIRECTIVE.match(line)
    return (match.group(1), re.sub(r"//.*$|/\*.*?\*/", "", match.group(2)).strip()) if match else None


def macos_activity(lines, swift):
    """For each line of a Swift (or C) file, whether macOS compiles it: True, False, or None where a condition is
    unknown for macOS (a custom flag); None for the directive lines themselves."""
    atom = swift_atom(MACOS) if swift else c_atom(MACOS)

    def branch(word, rest):
        return evaluate({"ifdef": f"defined({rest})", "ifndef": f"!defined({rest})"}.get(word, rest), atom)

    return branch_activity(lines, directive, branch)
