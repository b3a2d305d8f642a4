"""The grammar of named markers a text gives and what they mean (Online 200.6, 416.3).

«нелетающее существо противника получает «сеть» на свой следующий ход —
не может передвигаться и действовать»: the target gains the marker, and
with it the restrictions after the dash, for as long as the marker stays;
«Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть»
исчезает»: a permanent ability of the card that gives it. Each function
takes one normalised sentence (or effect) and returns its record, or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    Acquire,
    Duration,
    MarkerBlocksAttacks,
    PlaceCellMarker,
    TargetSpec,
    Who,
)

MARKER_TEXT = "«{name}» — {meaning}"
"""The acquired text of a marker with its meaning (``Acquired.text``): «сеть» — не может передвигаться и действовать."""

NEXT_TURN_MARKER = re.compile(r"(.+) получает «([^»]+)» на свой следующий ход — (не может .+)")
MARKER_BLOCKS = re.compile(r"если существо с «([^»]+)» атаковано, то эта атака блокируется, а «([^»]+)» исчезает")


def restrictions(meaning: str) -> tuple[str, ...]:
    """«не может передвигаться и действовать» → «не может передвигаться», «не может действовать»."""
    head = "не может "
    if not meaning.startswith(head):
        return ()
    return tuple(head + verb.strip() for verb in meaning[len(head):].split(" и "))


def marker_first(text: str, target_of: Callable[[str], TargetSpec | None],
                 named: Callable[[str], object | None]) -> tuple[TargetSpec, Acquire] | None:
    """«[цель] получает «сеть» на свой следующий ход — не может передвигаться и действовать»: the target gains the
    marker and its restrictions until the end of its controller's next turn (Online 407.2, as «в свой следующий ход»
    elsewhere); every restriction must be a named sentence the grammar reads."""
    m = NEXT_TURN_MARKER.fullmatch(text)
    if m is None:
        return None
    spec = target_of(m.group(1))
    rules = restrictions(m.group(3))
    if spec is None or not rules or any(named(r) is None for r in rules):
        return None
    marker = MARKER_TEXT.format(name=m.group(2), meaning=m.group(3))
    return spec, Acquire((marker, *rules), Who.CHOSEN, Duration.END_OF_YOUR_NEXT_TURN)


def same_marker(declined: str, name: str) -> bool:
    """«с «сетью»» and «сеть»: one marker's name in two cases (the stem without its last letter)."""
    return len(name) > 2 and declined.startswith(name[:-1])


def marker_blocks(sentence: str) -> MarkerBlocksAttacks | None:
    """«Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает»."""
    m = MARKER_BLOCKS.fullmatch(sentence)
    if m is None or not same_marker(m.group(1), m.group(2)):
        return None
    return MarkerBlocksAttacks(m.group(2))


MARKER_NOMINATIVE = {"костра": "костёр", "гнезда": "гнездо", "добычи": "добыча"}
"""A marker's name as a text declines it («маркер «костра»») and as it is called (berserk-scenarios.md names markers
in the nominative, in lower case); a name not listed is kept as written."""

CELL_MARKER = re.compile(r"положите маркер «([^»]+)» на свободную клетку(?: \((до конца [а-я ]+)\))?"
                         r"(?:, клетка с маркером «([^»]+)» считается занятой)?")
"""«положите маркер «костра» на свободную клетку (до конца хода противника), клетка с маркером «костра» считается
занятой» (Крондак)."""


def nominative(name: str) -> str:
    """«костра» → «костёр»: the marker as it is called."""
    return MARKER_NOMINATIVE.get(name, name)


def cell_marker(text: str) -> PlaceCellMarker | None:
    """A marker put on a free cell the declaration names, with its duration and its meaning «клетка с маркером ...
    считается занятой» (the same marker's name, Online 207.1); None when the text is not of this form."""
    from tolaria.berserk.trigger_phrases import DURATIONS

    m = CELL_MARKER.fullmatch(text)
    if m is None:
        return None
    duration = Duration.END_OF_BATTLE  # Online 407.2: with no duration written, to the end of the battle
    if m.group(2) is not None:
        found = DURATIONS.get(m.group(2).removeprefix("до "))
        if found is None:
            return None
        duration = found
    if m.group(3) is not None and m.group(3) != m.group(1):
        return None  # the meaning speaks of another marker
    return PlaceCellMarker(nominative(m.group(1)), duration, occupies=m.group(3) is not None)
