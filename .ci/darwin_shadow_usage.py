"""Which declarations of the Darwin shadow SDK nothing uses: check_darwin fails on them.

The shadow declares what syncbench calls on Darwin, and nothing more (docs/platforms.md). A declaration
is used when the code a Mac compiles names it (the package's Swift and C files, their lines that macOS compiles),
or when a used declaration of the shadow names it (a typedef chain, an attribute macro, a struct's field types).
Starting from the code, the used set grows until it stops; every declaration outside it is reported.

What counts as a declaration:
- C: a function, a global variable, a typedef, a struct or union tag, a macro (include guards aside). An enum's
  enumerators and a struct's fields belong to their type and are not reported on their own.
- Swift: each `public` func, var, let, struct, enum and typealias of the shadow's Swift modules.
"""
import os
import re

import platform_conditions as conditions

_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
_C_KEYWORDS = {
    "void", "int", "long", "short", "char", "unsigned", "signed", "double", "float", "bool", "_Bool", "const",
    "volatile", "extern", "static", "inline", "struct", "union", "enum", "typedef", "restrict", "sizeof",
    "__attribute__", "_Pragma", "_Nullable", "_Nonnull", "defined",
}


class Declaration:
    """One declaration statement of the shadow: the names it declares and the names it mentions."""

    def __init__(self, path, line, declared, mentioned):
        self.path, self.line, self.declared, self.mentioned = path, line, declared, mentioned - declared


def _without_comments(text):
    """The text with C or Swift comments blanked, newlines kept."""
    text = re.sub(r"/\*.*?\*/", lambda match: re.sub(r"[^\n]", " ", match.group(0)), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def _without_strings(text):
    """C text with its string literals emptied (an attribute's message names no declaration)."""
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def c_declarations(path, macros):
    """The declaration statements of a shadow header. `macros` holds every macro the shadow defines, so that an
    attribute macro's parentheses are not taken for a function's."""
    text = _without_strings(_without_comments(open(path, encoding="utf-8").read()))
    guards = set(re.findall(r"#\s*ifndef\s+(\w+)", text))
    # `#define _STRUCT_TIMEVAL struct timeval` then `_STRUCT_TIMEVAL { ... };` (<sys/_types/_timeval.h>)
    struct_macros = dict(re.findall(r"#\s*define\s+(\w+)\s+struct\s+(\w+)\s*$", text, flags=re.M))
    found, buffer, start, depth = [], [], None, 0
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.strip()
        if stripped.startswith("#"):
            define = re.match(r"#\s*define\s+(\w+)(.*)", stripped)
            if define and not (define.group(1) in guards and not define.group(2).strip()):
                body = set(_IDENTIFIER.findall(define.group(2)))
                # `__SHADOW_AVAILABLE_##a` names every macro of that prefix.
                pasted = re.findall(r"(\w+)\s*##", define.group(2))
                body |= {macro for macro in macros if any(macro.startswith(prefix) for prefix in pasted)}
                found.append(Declaration(path, number, {define.group(1)}, body))
            continue
        if not stripped:
            continue
        if start is None:
            start = number
        buffer.append(line)
        depth += line.count("{") - line.count("}")
        if depth == 0 and stripped.endswith(";"):
            statement = " ".join(buffer)
            declared = _declared_names(statement, macros)
            opener = re.match(r"\s*(\w+)\s*\{", statement)
            if opener and opener.group(1) in struct_macros:
                declared = {struct_macros[opener.group(1)]}
            if declared:
                found.append(Declaration(path, start, declared, set(_IDENTIFIER.findall(statement))))
            buffer, start = [], None
    # What stands outside every statement (__BEGIN_DECLS, __END_DECLS, a nullability region's pragmas) serves the
    # file's declarations: it is used when one of them is.
    stray = set(_IDENTIFIER.findall(" ".join(buffer)))
    stray |= set(re.findall(r"^\s*(\w+)\s*$", text, flags=re.M))
    return found, stray


def _without_macro_calls(text, macros):
    """The text without the arguments of its function-like macros and attributes (`__API_AVAILABLE(macos(10.4))`),
    whose parentheses would otherwise pass for a function's."""
    result, position = [], 0
    for match in re.finditer(r"\b(\w+)\s*\(", text):
        if match.start() < position or (match.group(1) not in macros and match.group(1) != "__attribute__"):
            continue
        depth, end = 0, match.end() - 1
        while end < len(text):
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
            if depth == 0:
                break
        result.append(text[position:match.start()])
        position = end
    return "".join(result) + text[position:]


def _declared_names(statement, macros):
    """The names one C statement declares: a typedef's names and tag, a struct's tag, a function or a variable."""
    outer = _without_macro_calls(statement, macros)
    while re.search(r"\{[^{}]*\}", outer):
        outer = re.sub(r"\{[^{}]*\}", " ", outer)
    names = set(re.findall(r"\b(?:struct|union)\s+(\w+)\s*\{", statement))
    if re.search(r"\btypedef\b", outer):
        pointer = re.search(r"\(\s*\*\s*(\w+)\s*\)", outer)
        if pointer:
            return names | {pointer.group(1)}
        parts = [part for part in outer.rstrip("; ").split(",") if part.strip()]
        return names | {_IDENTIFIER.findall(part)[-1] for part in parts}
    calls = [name for name in re.findall(r"([A-Za-z_]\w*)\s*\(", outer)
             if name not in macros and name not in _C_KEYWORDS]
    if calls:
        return names | {calls[0]}
    if re.match(r"\s*(?:struct|union)\s+\w+\s*\{", statement):
        return names
    plain = [name for name in _IDENTIFIER.findall(outer) if name not in _C_KEYWORDS and name not in macros]
    return names | ({plain[-1]} if plain else set())


def swift_declarations(path):
    """The public declarations of a shadow Swift module, one statement each."""
    found = []
    for number, line in enumerate(_without_comments(open(path, encoding="utf-8").read()).split("\n"), 1):
        match = re.search(r"\bpublic\s+(?:static\s+)?(?:func|var|let|struct|enum|typealias|class)\s+(\w+)", line)
        if match:
            found.append(Declaration(path, number, {match.group(1)}, set(_IDENTIFIER.findall(line))))
    return found


def active_code(path, text):
    """The words of the lines of a Swift or C file that macOS compiles, comments left out."""
    lines = _without_comments(text).split("\n")
    activity = conditions.macos_activity(lines, path.endswith(".swift"))
    kept = [line for line, active in zip(lines, activity) if active is not False and conditions.directive(line) is None]
    return set(_IDENTIFIER.findall("\n".join(kept)))


def unused_declarations(shadow, code_files):
    """Each shadow declaration nothing uses, as (path, line, name), for the given package files."""
    headers = [os.path.join(where, name) for where, _, names in os.walk(os.path.join(shadow, "include"))
               for name in names if name.endswith(".h")]
    macros = set()
    for header in headers:
        macros.update(re.findall(r"#\s*define\s+(\w+)", open(header, encoding="utf-8").read()))
    declarations, strays = [], {}
    for header in sorted(headers):
        found, strays[header] = c_declarations(header, macros)
        declarations += found
    swift = os.path.join(shadow, "swift")
    declarations += [declaration for name in sorted(os.listdir(swift))
                     for declaration in swift_declarations(os.path.join(swift, name))]
    used = set()
    for path in code_files:
        used |= active_code(path, open(path, encoding="utf-8").read())
    pending = list(declarations)
    while True:
        reached = [declaration for declaration in pending if declaration.declared & used]
        if not reached:
            break
        for declaration in reached:
            used |= declaration.mentioned | declaration.declared | strays.get(declaration.path, set())
        pending = [declaration for declaration in pending if declaration not in reached]
    return [(declaration.path, declaration.line, ", ".join(sorted(declaration.declared))) for declaration in pending]
