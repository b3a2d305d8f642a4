"""Squads: the built-in squad files and the squad rules (Online 100.2-100.3, «Орда»).

A squad file holds one card a line, ``N Name`` or ``Name`` (one copy);
``#`` starts a comment, and the first comment line describes the squad.
Names are card names of the classic data, read with ё = е.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tolaria.berserk.cards import DATA, CardDatabase, Keyword
from tolaria.errors import DeckError

SQUADS = DATA / "squads"
MIN_CARDS, MAX_CARDS, MAX_COPIES, HORDE_COPIES = 30, 50, 3, 5


@dataclass(frozen=True, slots=True)
class Squad:
    name: str
    description: str
    cards: tuple[str, ...]


def builtin_names() -> list[str]:
    return sorted(p.stem for p in SQUADS.glob("*.txt"))


def read_squad(text: str, name: str, cards: CardDatabase) -> Squad:
    description = ""
    out: list[str] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line.startswith("#"):
            description = description or line.lstrip("# ").strip()
            continue
        if not line:
            continue
        count = 1
        head, _, rest = line.partition(" ")
        if head.isdigit() and rest:
            count, line = int(head), rest.strip()
        card = cards.find(line)
        if card is None:
            hint = cards.suggestions(line)
            raise DeckError(f"{name}:{n}: unknown card {line!r}" + (f"; did you mean {', '.join(hint)}?" if hint else ""))
        out.extend([card.name] * count)
    return Squad(name, description, tuple(out))


def load_squad(source: str | list[str] | tuple[str, ...], cards: CardDatabase) -> Squad:
    """A built-in squad by name, a squad file path, or a list of card names."""
    if not isinstance(source, str):
        names = []
        for s in source:
            card = cards.find(s)
            if card is None:
                raise DeckError(f"unknown card {s!r}")
            names.append(card.name)
        return Squad("list", "", tuple(names))
    path = SQUADS / f"{source}.txt"
    if not path.is_file():
        path = Path(source)
    if not path.is_file():
        raise DeckError(f"no squad named {source!r} (built-in: {', '.join(builtin_names())})")
    return read_squad(path.read_text(encoding="utf-8"), path.stem, cards)


def problems(squad: Squad, cards: CardDatabase) -> list[str]:
    """Where a squad breaks the squad rules (Online 100.2.a, 100.2.b, 100.3) or uses unsupported cards."""
    out = []
    if not MIN_CARDS <= len(squad.cards) <= MAX_CARDS:
        out.append(f"{squad.name}: {len(squad.cards)} cards (Online 100.2.a, 100.3: 30 to 50)")
    for name in dict.fromkeys(squad.cards):
        limit = HORDE_COPIES if cards.cards[name].has(Keyword.HORDE) else MAX_COPIES
        if squad.cards.count(name) > limit:
            out.append(f"{squad.name}: {squad.cards.count(name)} copies of {name} (Online 100.2.b)")
        why = cards.cards[name].unsupported
        if why is not None:
            out.append(f"{squad.name}: {name} is not supported yet ({why})")
    return out
