"""Formats: the deck construction rules a deck is checked against (CR 100.2a, 100.4a),
and how the game itself is played: players, teams, life and poison (CR 103.4, 810).

A :class:`Format` is a small record — minimum deck size, most copies of one
card, sideboard size, and whether copies are counted per deck or across a
team's decks; then how many players sit in each team, the starting life,
the poison counters that lose the game, and whether teams share turns — so
that a new format is one more record, not new code.  The rules modules read
a game's format at the few places where Two-Headed Giant differs (see
:mod:`tolaria.mtg.rules.teams`).  Two are defined:

- ``CONSTRUCTED``: CR 100.2a: at least 60 cards and no more than four of any
  card by English name, basic land cards excepted; CR 100.4a: a sideboard of
  at most fifteen cards, and the four-card limit covers deck and sideboard
  together.
- ``TWO_HEADED_GIANT``: CR 810 (the Two-Headed Giant variant) adds no deck
  construction rule, so by CR 100.2a each player's deck is a constructed deck.
  The tournament rules for Two-Headed Giant Constructed (Wizards' "Unified
  Deck Construction") add that a team's combined decks hold no more than four
  of any card and that there are no sideboards; :func:`team_problems` checks
  the combined limit.  In play: two teams of two (CR 810.1) taking shared
  team turns (810.2, 805), each team with a shared life total of 30 (810.4)
  and shared poison counters, fifteen of which lose the game (810.10,
  810.8d).

Cards whose own text says "A deck can have any number of cards named ..."
(Relentless Rats) override the copy limit, as the card's text takes
precedence over the rules (CR 101.1).

>>> [p.message for p in deck_problems(["Forest"] * 60, CONSTRUCTED)]
[]
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from tolaria.errors import TolariaError
from tolaria.mtg.cards import CardPool
from tolaria.mtg.cards.face import CardFace


class CopyScope(Enum):
    """Where the copy limit counts copies: in each deck, or across a team's decks."""

    DECK = "deck"
    TEAM = "team"


class ProblemKind(Enum):
    """Which deck construction rule a deck breaks."""

    TOO_FEW_CARDS = "too few cards"
    TOO_MANY_COPIES = "too many copies"
    SIDEBOARD_TOO_LARGE = "sideboard too large"


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One way a deck breaks its format: the rule, the card (if one) and a message naming both."""

    kind: ProblemKind
    message: str
    card: str | None = None
    count: int = 0


def unlimited_copies(face: CardFace) -> bool:
    """Whether any number of copies is allowed: basic land cards (CR 100.2a, 205.4c) and
    cards saying "A deck can have any number of cards named <this card>" (CR 101.1)."""
    if face.type_line.is_basic and face.type_line.is_land:
        return True
    return _any_number_clause(face.name).search(face.text) is not None


def _any_number_clause(name: str) -> re.Pattern[str]:
    """The Oracle sentence by which a card lifts the copy limit for itself."""
    return re.compile(rf"\bA deck can have any number of cards named {re.escape(name)}\.", re.I)


@dataclass(frozen=True, slots=True)
class Format:
    """The deck construction rules of one format.

    ``max_copies`` is the most copies of one card by English name (None: no
    limit), counted over deck and sideboard together (CR 100.4a) and, with
    ``copies_counted=TEAM``, over all of a team's decks as well (``team_rule``
    names where that rule comes from).  ``exempt`` says which cards the copy
    limit doesn't apply to.
    """

    name: str
    rule: str
    min_deck_size: int
    max_copies: int | None
    max_sideboard: int | None
    copies_counted: CopyScope = CopyScope.DECK
    team_rule: str = ""
    exempt: Callable[[CardFace], bool] = unlimited_copies
    team_size: int = 1
    teams: int = 0
    starting_life: int = 20
    poison_to_lose: int = 10
    shared_team_turns: bool = False

    @property
    def has_teams(self) -> bool:
        """Whether players sit in teams that share life, poison and turns (CR 810.4, 810.10, 805.4)."""
        return self.team_size > 1

    @property
    def players(self) -> int | None:
        """How many players a game of this format has (None: any number from 2)."""
        return self.team_size * self.teams if self.teams else None


CONSTRUCTED = Format(
    name="constructed", rule="CR 100.2a", min_deck_size=60, max_copies=4, max_sideboard=15
)
TWO_HEADED_GIANT = Format(
    name="two-headed-giant",
    rule="CR 100.2a, 810",
    min_deck_size=60,
    max_copies=4,
    max_sideboard=0,
    copies_counted=CopyScope.TEAM,
    team_rule="Two-Headed Giant unified deck construction",
    team_size=2,  # CR 810.1: two teams of two players each
    teams=2,
    starting_life=30,  # CR 810.4: each team has a shared life total, which starts at 30 life
    poison_to_lose=15,  # CR 810.8d: a team with fifteen or more poison counters loses
    shared_team_turns=True,  # CR 810.2: the variant uses the shared team turns option (805)
)
FORMATS: dict[str, Format] = {f.name: f for f in (CONSTRUCTED, TWO_HEADED_GIANT)}


def format_named(name: str) -> Format:
    """The format by name; an unknown one is refused, naming the known ones."""
    found = FORMATS.get(name) if isinstance(name, str) else None
    if found is None:
        raise TolariaError(f"unknown format {name!r} (formats: {', '.join(FORMATS)})")
    return found


def deck_problems(
    main: Sequence[str],
    fmt: Format = CONSTRUCTED,
    pool: CardPool | None = None,
    sideboard: Sequence[str] = (),
) -> list[DeckProblem]:
    """How one deck breaks ``fmt``, or [] if it doesn't; card names must be in ``pool``."""
    pool = pool or CardPool.default()
    problems = _size_problems(main, sideboard, fmt)
    problems += _copy_problems(Counter([*main, *sideboard]), fmt, pool, fmt.rule, "")
    return problems


def team_problems(
    decks: Sequence[Sequence[str]], fmt: Format = TWO_HEADED_GIANT, pool: CardPool | None = None
) -> list[DeckProblem]:
    """How a team's decks together break ``fmt``'s team-wide copy limit (Two-Headed Giant)."""
    if fmt.copies_counted is not CopyScope.TEAM:
        return []
    pool = pool or CardPool.default()
    combined: Counter[str] = Counter()
    for deck in decks:
        combined.update(deck)
    return _copy_problems(combined, fmt, pool, fmt.team_rule, " across the team's decks")


def _size_problems(main: Sequence[str], sideboard: Sequence[str], fmt: Format) -> list[DeckProblem]:
    """Minimum deck size (CR 100.2a, 100.5) and sideboard size (CR 100.4a)."""
    problems = []
    if len(main) < fmt.min_deck_size:
        cards = "card" if len(main) == 1 else "cards"
        problems.append(DeckProblem(
            ProblemKind.TOO_FEW_CARDS,
            f"{fmt.rule}: only {len(main)} {cards}; a {fmt.name} deck has at least"
            f" {fmt.min_deck_size}",
            count=len(main),
        ))
    if fmt.max_sideboard is not None and len(sideboard) > fmt.max_sideboard:
        problems.append(DeckProblem(
            ProblemKind.SIDEBOARD_TOO_LARGE,
            f"CR 100.4a: sideboard of {len(sideboard)} cards; {fmt.name} allows at most"
            f" {fmt.max_sideboard}",
            count=len(sideboard),
        ))
    return problems


def _copy_problems(
    counts: Counter[str], fmt: Format, pool: CardPool, rule: str, where: str
) -> list[DeckProblem]:
    """Cards with more copies than ``fmt`` allows, in name order."""
    if fmt.max_copies is None:
        return []
    return [
        DeckProblem(
            ProblemKind.TOO_MANY_COPIES,
            f"{rule}: {count} copies of {name}{where}; at most {fmt.max_copies} allowed",
            card=name,
            count=count,
        )
        for name, count in sorted(counts.items())
        if count > fmt.max_copies and not fmt.exempt(pool.get(name))
    ]


def messages(problems: Iterable[DeckProblem]) -> list[str]:
    """The messages of some problems, for printing."""
    return [p.message for p in problems]
