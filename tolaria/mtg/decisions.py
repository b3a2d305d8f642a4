"""The decisions of a game of Magic: one frozen record per kind (architecture, property 2).

``player`` is the deciding seat's name and ``kind`` the decision's name;
the other fields are what the decider needs to know. The legal answers
are ``game.legal_actions()`` (also ``game.decision.options``); a
multi-part answer is asked for one part at a time (a card, a target
slot, the damage to one recipient, the value of X), so no decision lists
more options than there are objects and numbers to pick from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tolaria.core.protocol import Decision
from tolaria.core.records import tagged


@tagged("priority")
@dataclass(frozen=True, slots=True)
class Priority(Decision):
    """CR 117: the player may cast a spell, activate an ability, play a land, or pass."""

    kind: ClassVar[str] = "priority"


@tagged("declare_attackers")
@dataclass(frozen=True, slots=True)
class DeclareAttackers(Decision):
    """CR 508.1: add attackers one at a time, then declare (the whole is checked then)."""

    kind: ClassVar[str] = "declare_attackers"


@tagged("declare_blockers")
@dataclass(frozen=True, slots=True)
class DeclareBlockers(Decision):
    """CR 509.1: add blocks one at a time, then declare (the whole is checked then)."""

    kind: ClassVar[str] = "declare_blockers"


@tagged("assign_damage")
@dataclass(frozen=True, slots=True)
class AssignDamage(Decision):
    """CR 510.1c-d: how much of the ``remaining`` combat damage of ``source`` goes to ``recipient``."""

    kind: ClassVar[str] = "assign_damage"
    source: int
    recipient: int
    remaining: int


@tagged("divide_damage")
@dataclass(frozen=True, slots=True)
class DivideDamage(Decision):
    """CR 601.2d, 603.3d: how much of the ``remaining`` damage ``card`` divides goes to its target
    ``recipient``, asked target by target once the targets are chosen (each gets at least 1)."""

    kind: ClassVar[str] = "divide_damage"
    card: str
    recipient: int
    remaining: int


@tagged("choose_target")
@dataclass(frozen=True, slots=True)
class ChooseTarget(Decision):
    """CR 601.2c, 602.2b, 603.3d: the target for slot ``slot`` ("any target", ...) of ``card``'s spell or ability."""

    kind: ClassVar[str] = "choose_target"
    card: str
    slot: int
    text: str


@tagged("choose_mode")
@dataclass(frozen=True, slots=True)
class ChooseMode(Decision):
    """CR 700.2a: the mode of a modal spell."""

    kind: ClassVar[str] = "choose_mode"
    card: str


@tagged("choose_number")
@dataclass(frozen=True, slots=True)
class ChooseNumber(Decision):
    """CR 107.3a, 601.2b: the value of X, from ``low`` to ``high``."""

    kind: ClassVar[str] = "choose_number"
    card: str
    low: int
    high: int


@tagged("choose_card")
@dataclass(frozen=True, slots=True)
class ChooseCard(Decision):
    """Choose one card or permanent for ``purpose`` ("discard", "search", "sacrifice", ...).

    ``remaining`` counts what is still to be chosen, this one included;
    with ``optional`` the player may also choose nothing.
    """

    kind: ClassVar[str] = "choose_card"
    purpose: str
    remaining: int
    optional: bool = False


@tagged("order_triggers")
@dataclass(frozen=True, slots=True)
class OrderTriggers(Decision):
    """CR 603.3b: which of the player's waiting triggered abilities goes on the stack next."""

    kind: ClassVar[str] = "order_triggers"


@tagged("order_effects")
@dataclass(frozen=True, slots=True)
class OrderEffects(Decision):
    """CR 616.1: which replacement or prevention effect applies first to an event affecting ``affected``."""

    kind: ClassVar[str] = "order_effects"
    affected: int


@tagged("yes_no")
@dataclass(frozen=True, slots=True)
class YesNo(Decision):
    """CR 603.5: "you may" — whether to do what ``card``'s ability offers."""

    kind: ClassVar[str] = "yes_no"
    card: str


@tagged("choose_word")
@dataclass(frozen=True, slots=True)
class ChooseWord(Decision):
    """CR 614.12: a choice made as ``card`` enters the battlefield ("As ~ enters, choose a color"), or
    (608.2d) as it resolves: one word of the kind ``choosing`` names (a color, a basic land type, a card
    name, a keyword).

    A long list (card names) is narrowed a step at a time: ``prefix`` is what the chosen word begins
    with so far, and the answers are the words, or the longer beginnings, that follow it.
    """

    kind: ClassVar[str] = "choose_word"
    card: str
    choosing: str
    prefix: str = ""
    # A choice made as a spell or ability resolves (608.2d: "the color of your choice"; 612.1: the words
    # of a text change), not as a permanent enters; ``words`` then lists the words when they are the
    # card's own ("reach, trample, or haste"), and ``excluded`` a word that can't be chosen (612.2: a
    # word isn't changed to itself).
    resolving: bool = False
    words: tuple[str, ...] = ()
    excluded: str = ""


@tagged("play_or_draw")
@dataclass(frozen=True, slots=True)
class PlayOrDraw(Decision):
    """CR 103.1: whether to take the first turn."""

    kind: ClassVar[str] = "play_or_draw"


@tagged("mulligan")
@dataclass(frozen=True, slots=True)
class Mulligan(Decision):
    """CR 103.5: keep this opening hand, or take a mulligan."""

    kind: ClassVar[str] = "mulligan"
    hand_size: int
