#!/usr/bin/env python3
"""A digest of each rule's text in ../shared/rules, so that a session can see which rules
were clarified since the project last read them.

    python scripts/rules_digest.py            # compare with docs/rules-digest.txt
    python scripts/rules_digest.py --write    # record the rules as read now

The rules files change when a rule is clarified, and nothing else in the repository would
notice: every rule is implemented and cited, so a changed text passes every test. The
comparison lists the rule ids whose text changed, appeared or went away; read those again.
A rule's text is its bullet (or table row) up to the next rule or heading, whitespace
folded, so a reflowed paragraph is no change.
"""
from __future__ import annotations

import hashlib
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
RULES = ROOT.parent / "shared" / "rules"
RECORD = ROOT / "docs" / "rules-digest.txt"
RULE_START = re.compile(r"^\s*(?:[-*]\s+\*\*|\|\s*)([A-Z]{2}-[A-Z]*[0-9]+)\b")  # any game's prefix


def rule_texts(path: pathlib.Path) -> dict[str, str]:
    """Each rule id of one rules file and its text."""
    texts: dict[str, list[str]] = {}
    current: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = RULE_START.match(line)
        if m:
            current = m.group(1)
            texts.setdefault(current, [])
        elif line.startswith("#") or (line.strip().startswith("- ") and not line.startswith(" ")):
            current = None  # a heading or a new top-level bullet ends the rule
        if current is not None:
            texts[current].append(line)
    return {rid: " ".join(" ".join(lines).split()) for rid, lines in texts.items()}


def digests() -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(RULES.glob("*.md")):
        for rid, text in rule_texts(path).items():
            out[rid] = hashlib.sha256(text.encode()).hexdigest()[:16]
    return out


def main(argv: list[str]) -> int:
    if not RULES.is_dir():
        print(f"no rules directory at {RULES}", file=sys.stderr)
        return 2
    now = digests()
    if "--write" in argv:
        RECORD.write_text(
            "# rule id and a digest of its text as last read (scripts/rules_digest.py --write)\n"
            + "".join(f"{rid} {d}\n" for rid, d in sorted(now.items())),
            encoding="utf-8",
        )
        print(f"{len(now)} rules recorded in {RECORD.relative_to(ROOT)}")
        return 0
    before = {}
    for line in RECORD.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            rid, d = line.split()
            before[rid] = d
    changed = sorted(r for r in now if r in before and now[r] != before[r])
    added = sorted(set(now) - set(before))
    gone = sorted(set(before) - set(now))
    for label, ids in (("changed", changed), ("new", added), ("gone", gone)):
        if ids:
            print(f"{label}: {' '.join(ids)}")
    if not (changed or added or gone):
        print(f"all {len(now)} rules as last read")
        return 0
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
