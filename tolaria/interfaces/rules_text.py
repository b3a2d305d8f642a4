"""The text of the Comprehensive Rules behind the rule numbers that events cite.

Every event in the log names the rules that govern it ("704.5g"); a player
who asks why something happened wants to read those rules. The package
ships only the paragraphs the engine can cite (``cited_rules``, generated
from the reference text by ``scripts/cited_rules.py``), so that it works
without the full rules file; a full Comprehensive Rules text file can be
read instead (``tolaria play --rules-text FILE``).

A cited number is shown with what it needs to be read: a lettered rule on
its own; a numbered rule that is only a title ("702.19. Trample") with its
lettered rules; a section ("502. Untap Step") with its numbered rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from tolaria.errors import TolariaError

# "103. Starting the Game", "103.1. At the start...", "103.1a In a game..."
_RULE_LINE = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]*))?\.?\s+(\S.*)$")
_EFFECTIVE = re.compile(r"effective as of (.+?)\.?$")
_SENTENCE_END = (".", ":", "!", "?", '"', "”", ")")


class RulesFileError(TolariaError):
    """A rules text file that can't be read, or holds no rules."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One paragraph of the Comprehensive Rules: its number and its text (examples included)."""

    number: str
    text: str


def parent_of(number: str) -> str | None:
    """The rule a number belongs to: "702.19a" -> "702.19", "702.19" -> "702", "702" -> None."""
    match = re.fullmatch(r"(\d{3})(?:\.(\d+)([a-z]*))?", number)
    if match is None or match.group(2) is None:
        return None
    section, sub, letters = match.groups()
    return f"{section}.{sub}" if letters else section


def is_title(rule: Rule) -> bool:
    """Whether a numbered rule is only a title ("702.19. Trample"), to be read with its subrules."""
    first_line = rule.text.splitlines()[0] if rule.text else ""
    return not first_line.rstrip().endswith(_SENTENCE_END)


@dataclass(frozen=True, slots=True)
class RulesText:
    """Rule paragraphs by number, and where they come from (a file name and its effective date).

    ``extract`` is true for the shipped paragraphs, which are not all the rules.
    """

    rules: dict[str, str]
    source: str
    effective: str = ""
    extract: bool = False

    @classmethod
    def bundled(cls) -> RulesText:
        """The paragraphs shipped with the package: those the engine can cite."""
        from tolaria.interfaces import cited_rules

        return cls(dict(cited_rules.RULES), cited_rules.SOURCE, cited_rules.EFFECTIVE, extract=True)

    @classmethod
    def from_file(cls, path: str | Path) -> RulesText:
        """A full Comprehensive Rules text file (as published: UTF-8, with or without a BOM)."""
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8-sig")
        except OSError as err:
            raise RulesFileError(f"can't read the rules file {str(path)!r}: {err.strerror}") from None
        except UnicodeDecodeError:
            raise RulesFileError(f"the rules file {str(path)!r} is not UTF-8 text") from None
        rules, effective = parse(text)
        if not rules:
            raise RulesFileError(f"{str(path)!r} holds no numbered rules: not a Comprehensive Rules file")
        return cls(rules, path.name, effective)

    def __contains__(self, number: object) -> bool:
        return number in self.rules

    def missing(self, number: str) -> str:
        """Why the text of rule ``number`` can't be shown, and where to find it."""
        if number.startswith("2008:"):
            from tolaria.mtg.rules.profiles import RULES_OF_2008

            said = RULES_OF_2008.get(number)
            if said is not None:
                return f"{number} (the rules of 2008, as the classic-2008 profile plays them): {said}"
        if self.extract:
            return f"{number}: not among the rules shipped (those the engine cites); --rules-text FILE reads a full rules file"
        return f"{number}: there is no rule {number} in {self.source}"

    def rule(self, number: str) -> Rule | None:
        text = self.rules.get(number)
        return Rule(number, text) if text is not None else None

    def children(self, number: str) -> list[Rule]:
        """The rules directly under ``number``, in the order of the rules file."""
        return [Rule(n, t) for n, t in self.rules.items() if parent_of(n) == number]

    def explain(self, number: str) -> list[Rule]:
        """The paragraphs that show rule ``number``: itself, and its subrules where it is a title or a section.

        Empty when the text of that rule is not known.
        """
        rule = self.rule(number)
        if rule is None:
            return []
        if parent_of(number) is None or ("." in number and number[-1].isdigit() and is_title(rule)):
            return [rule, *self.children(number)]
        return [rule]


def parse(text: str) -> tuple[dict[str, str], str]:
    """The numbered paragraphs of a rules file, and its effective date ("" if it doesn't say).

    A paragraph runs from its numbered line to the next blank line;
    "Example:" lines belong to the rule above them. The table of contents
    repeats the section titles; the body, which comes later, wins. The
    glossary that follows the rules is not read.
    """
    rules: dict[str, str] = {}
    effective = ""
    current: str | None = None
    seen_body = False
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.strip()
        if not effective and (found := _EFFECTIVE.search(line)):
            effective = found.group(1)
        if not line:
            current = None
            continue
        if seen_body and line == "Glossary":
            break
        match = _RULE_LINE.match(line)
        if match is not None:
            section, sub, letters, body = match.groups()
            current = section if sub is None else f"{section}.{sub}{letters}"
            seen_body = seen_body or sub is not None
            rules[current] = body
        elif current is not None and seen_body:
            rules[current] += "\n" + line
    return rules, effective


def cited_numbers(sources: Iterable[str]) -> set[str]:
    """Every rule number written as a quoted string ("704.5g") in the given texts."""
    found: set[str] = set()
    for text in sources:
        found.update(re.findall(r"[\"'](\d{3}(?:\.\d+[a-z]*)?)[\"']", text))
    return found


def closure(rules: RulesText, numbers: Iterable[str]) -> Iterator[Rule]:
    """Every paragraph needed to explain each of ``numbers``, once each, in rules-file order."""
    wanted: set[str] = set()
    for number in numbers:
        wanted.update(r.number for r in rules.explain(number))
    for number, text in rules.rules.items():
        if number in wanted:
            yield Rule(number, text)
