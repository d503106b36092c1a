#!/usr/bin/env python3
"""Checks the relative links of the documentation: every [text](target) and ![alt](target) in README.md,
docs/*.md and results/README.md must name a file or folder that exists, and a #anchor must be one of the
target file's headings (as GitHub makes anchors of them). Links to other sites are not fetched.

Usage: check_links.py [FILE.md ...]   (default: the files above, from the package root)
Exit status: 0 every link resolves; 1 some do not, one line each on stderr."""

import os
import re
import sys

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"`+[^`]*`+")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def prose_lines(path):
    """(line number, text) of every line outside fenced code blocks, with inline code removed."""
    fenced = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if not fenced:
                yield number, line


def slug(heading):
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading keeps its text
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    """Every anchor a markdown file has, numbered as GitHub numbers repeated headings."""
    seen = {}
    result = set()
    for _, line in prose_lines(path):
        match = HEADING.match(line)
        if not match:
            continue
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def problems(path):
    """One message per link in `path` that does not resolve."""
    found = []
    folder = os.path.dirname(path)
    for number, line in prose_lines(path):
        for target in LINK.findall(INLINE_CODE.sub("", line)):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
                continue  # another site (https:, mailto:): not fetched
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(folder, file_part)) if file_part else path
            if not os.path.exists(resolved):
                found.append(f"{path}:{number}: {target}: {resolved} does not exist")
                continue
            if anchor:
                if not resolved.endswith(".md") or os.path.isdir(resolved):
                    found.append(f"{path}:{number}: {target}: an anchor into something that is not a markdown file")
                elif anchor not in anchors(resolved):
                    found.append(f"{path}:{number}: {target}: {resolved} has no heading with the anchor #{anchor}")
    return found


def default_files():
    docs = sorted(os.path.join("docs", name) for name in os.listdir("docs") if name.endswith(".md")) if os.path.isdir("docs") else []
    return ["README.md"] + docs + ["results/README.md"]


def main(arguments):
    files = arguments or default_files()
    found = []
    links = 0
    for path in files:
        if not os.path.exists(path):
            found.append(f"{path}: no such file")
            continue
        found += problems(path)
        links += sum(len(LINK.findall(INLINE_CODE.sub("", line))) for _, line in prose_lines(path))
    for message in found:
        print(message, file=sys.stderr)
    print(f"{links} links in {len(files)} files, {len(found)} broken")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
