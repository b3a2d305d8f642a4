"""Regenerate ``tolaria/interfaces/cited_rules.py``: the rule paragraphs the engine can cite.

    python scripts/cited_rules.py [--rules FILE] [--check]

The rule numbers come from the engine's source (every quoted rule number
under ``tolaria/mtg``: the ``rules=(...)`` of its events and the tables they
are read from) and from the scenario files (their log expectations and the
``# NNN.Nx:`` rule quotations). Their text comes from a full Comprehensive
Rules file, by default the current reference text in ``../shared``, which
users of the package don't have: hence this extract. ``--check`` fails
(status 1) when the extract is out of date instead of writing it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tolaria.interfaces.rules_text import RulesText, cited_numbers, closure  # noqa: E402

DEFAULT_RULES = ROOT.parent / "shared" / "reference" / "rules" / "MagicCompRules-20260619.txt"
OUTPUT = ROOT / "tolaria" / "interfaces" / "cited_rules.py"
_QUOTED_RULE = re.compile(r"^\s*#\s*(\d{3}(?:\.\d+[a-z]*)?):", re.MULTILINE)


def wanted_numbers() -> set[str]:
    """The rule numbers the engine's source and the scenario files cite."""
    engine = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tolaria" / "mtg").rglob("*.py"))]
    scenarios = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests" / "scenarios").rglob("*.yaml"))]
    numbers = cited_numbers(engine + scenarios)
    for text in scenarios:
        numbers.update(_QUOTED_RULE.findall(text))
    return numbers


def render(rules: RulesText, numbers: set[str]) -> str:
    """The module's source: the paragraphs that explain ``numbers``, in rules-file order."""
    lines = [
        '"""The Comprehensive Rules paragraphs that the engine cites, for explaining its log.',
        "",
        f"Extracted from {rules.source} (effective {rules.effective}) by",
        "scripts/cited_rules.py, which regenerates this file; don't edit it by hand.",
        '"""',
        "",
        f"SOURCE = {json.dumps(rules.source)}",
        f"EFFECTIVE = {json.dumps(rules.effective)}",
        "",
        "RULES: dict[str, str] = {",
    ]
    for rule in closure(rules, numbers):
        lines.append(f"    {json.dumps(rule.number)}: {json.dumps(rule.text, ensure_ascii=False)},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", type=Path, default=DEFAULT_RULES, help="a full Comprehensive Rules text file")
    parser.add_argument("--check", action="store_true", help="fail if the extract is out of date")
    args = parser.parse_args(argv)
    rules = RulesText.from_file(args.rules)
    numbers = wanted_numbers()
    missing = sorted(n for n in numbers if n not in rules)
    if missing:
        print(f"not in {rules.source}: {', '.join(missing)}", file=sys.stderr)
    source = render(rules, numbers)
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != source:
            print(f"{OUTPUT.relative_to(ROOT)} is out of date: run scripts/cited_rules.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(source, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {source.count(chr(10)) - 11} paragraphs for {len(numbers)} cited rules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
