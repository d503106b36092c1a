"""What check_layers.py reads of a Swift file: its code without comments and string text, and its declarations.

`code(text)` drops comments (nested block comments too) and replaces every string literal (single-line,
multi-line, raw) by `""` followed by the code of its interpolations, scanned the same way: an interpolation
is read to its balanced closing parenthesis, so `"\\(A.x(f(y)))"` keeps `A.x(f(y))` and a string literal
inside an interpolation is itself stripped and its own interpolations kept.

`outline(code)` lists the declarations that other files can name, by brace depth rather than indentation,
so a declaration inside `#if` (which has no braces) is still at the top level:
- the top level's types (struct, class, enum, protocol, actor, typealias) and values (func, let, var);
- each extension at the top level: the type it extends, and the members it adds (func, let, var and nested
  types directly in its body).
Private and fileprivate declarations are left out: no other file can name them.
"""
import re
from collections import namedtuple

Outline = namedtuple("Outline", "types values extensions members names")
# types, values: {name}; extensions: {type}; members: {(name, extended type)}; names: every name declared at any
# depth (types, funcs, lets, vars, enum cases), private or not, to tell when a member's name has namesakes

_STRING_OPEN = re.compile(r'(#*)("""|")')

_MODIFIER = (r"(?:public|internal|private|fileprivate|package|open|final|indirect|nonisolated|static|mutating|"
             r"nonmutating|override|convenience|required|lazy|dynamic|class(?=\s+(?:func|var|let|final|override)\b))"
             r"(?:\((?:set)\))?")
_TOKENS = re.compile(
    r"(?P<open>\{)|(?P<close>\})|"
    r"(?P<decl>(?:@\w+(?:\([^()]*\))?\s+)*(?P<modifiers>(?:" + _MODIFIER + r"\s+)*)"
    r"(?P<kind>struct|class|enum|protocol|actor|typealias|extension|func|let|var|case)\s+"
    r"(?P<name>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*))"
)
_TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
_PRIVATE = re.compile(r"\b(?:private|fileprivate)\b(?!\()")


def code(text):
    """`text` as the compiler's names see it: no comments, and of each string literal only its interpolations."""
    return _scan_code(text, 0, nested=False)[0]


def _scan_code(text, i, nested):
    """Code from `i`; when `nested` (an interpolation), up to its unbalanced `)`, returning the index after it."""
    out, depth = [], 0
    while i < len(text):
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = len(text) if end < 0 else end
            continue
        if text.startswith("/*", i):
            i = _skip_block_comment(text, i)
            out.append(" ")
            continue
        opening = _STRING_OPEN.match(text, i)
        if opening:
            literal, i = _scan_string(text, opening.end(), len(opening.group(1)), opening.group(2) == '"""')
            out.append(literal)
            continue
        character = text[i]
        if nested and character == "(":
            depth += 1
        elif nested and character == ")":
            if depth == 0:
                return "".join(out), i + 1
            depth -= 1
        out.append(character)
        i += 1
    return "".join(out), i


def _skip_block_comment(text, i):
    depth = 0
    while i < len(text):
        if text.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif text.startswith("*/", i):
            depth, i = depth - 1, i + 2
            if depth == 0:
                return i
        else:
            i += 1
    return i


def _scan_string(text, i, hashes, multiline):
    """A string literal whose opening ends before `i`: `""` and its interpolations' code, and the index after it."""
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    parts = []
    while i < len(text):
        if text.startswith(close, i):
            i += len(close)
            break
        if text.startswith(escape, i):
            after = i + len(escape)
            if text.startswith("(", after):
                part, i = _scan_code(text, after + 1, nested=True)
                parts.append(part)
            else:
                i = after + 1
            continue
        if not multiline and text[i] == "\n":
            break  # unterminated: the compiler refuses it anyway
        i += 1
    return " ".join(['""'] + parts) + " ", i


def _starts_statement(code_text, position):
    """Whether `position` begins a statement: only spaces between it and a line break, a brace, `;` or the start."""
    before = position - 1
    while before >= 0 and code_text[before] in " \t":
        before -= 1
    return before < 0 or code_text[before] in "\n{};"


def outline(code_text):
    """The declarations of stripped `code_text` that other files can name (see the module's doc)."""
    types, values, extensions, members, names = set(), set(), set(), set(), set()
    scopes = []  # per open brace: ("extension", type, private), ("type",), or None (a body of statements)
    pending = None  # what the next open brace opens
    for token in _TOKENS.finditer(code_text):
        if token.group("open"):
            scopes.append(pending)
            pending = None
            continue
        if token.group("close"):
            if scopes:
                scopes.pop()
            pending = None
            continue
        if not _starts_statement(code_text, token.start()):
            continue
        kind, name = token.group("kind"), token.group("name")
        private = bool(_PRIVATE.search(token.group("modifiers")))
        pending = ("type",) if kind in _TYPE_KINDS else None
        if scopes and scopes[-1] is None:
            continue  # a local declaration, in a function or a closure
        names.add(name)
        if kind == "case":
            line_end = code_text.find("\n", token.end())
            names.update(re.findall(r",\s*([A-Za-z_]\w*)", code_text[token.end():None if line_end < 0 else line_end]))
        elif not scopes:
            if kind == "extension":
                extensions.add(name.split(".")[0])
                pending = ("extension", name.split(".")[0], private)
            elif not private:
                (types if kind in _TYPE_KINDS else values).add(name)
        elif len(scopes) == 1 and scopes[0][0] == "extension":
            _, extended, extension_private = scopes[0]
            if not private and not extension_private:
                members.add((name, extended))
    return Outline(types, values, extensions, members, names)
