"""Actions: the atomic answers players give to decisions (architecture, property 2).

Each is a small frozen record with a stable JSON form (``action.to_dict()``,
``Action.from_dict(...)``), e.g. ``{"kind": "cast", "card": 12}``. Objects
are ints (ids); players in targets are ``-1 - index``. Actions carry no
player: the acting seat is the caller's (``game.apply(action, seat)``).

=====================  ===========================  ==========================================
decision               actions                      meaning
=====================  ===========================  ==========================================
priority               Pass, PlayLand, CastSpell,   pass (117.3d), play a land (305.1), begin
                       ActivateAbility,             casting a spell (601.2) or activating an
                       ActivateMana                 ability (602.2), a mana ability (605.3a)
declare_attackers      Attack, Band, Declare, Undo  add one attacker, band two, finish, start over
declare_blockers       Block, Declare, Undo         add one block, finish, start over
assign_damage          AssignDamage                 this much to the recipient asked about
divide_damage          AssignDamage                 this much of a divided effect to the target asked about
choose_target          ChooseTarget                 the target for the slot asked about
choose_mode            ChooseMode                   a mode (0-based, Oracle order)
choose_number          ChooseNumber                 the value of X
choose_card            ChooseCard, ChooseNothing    one card or permanent, or none (if allowed)
order_triggers         ChooseTrigger                the waiting trigger to put on the stack next
order_effects          ChooseEffect                 the replacement/prevention effect to apply
yes_no                 Answer                       yes or no
choose_word            ChooseWord                   a color or a type, as a permanent enters
play_or_draw           PlayOrDraw                   take the first turn or not
mulligan               Keep, TakeMulligan           keep the hand or mulligan
(any time)             Concede                      leave the game (104.3a)
=====================  ===========================  ==========================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tolaria.core.protocol import Action
from tolaria.core.records import tagged


@tagged("pass")
@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"


@tagged("concede")
@dataclass(frozen=True, slots=True)
class Concede(Action):
    kind: ClassVar[str] = "concede"


@tagged("play")
@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    kind: ClassVar[str] = "play"
    card: int


@tagged("cast")
@dataclass(frozen=True, slots=True)
class CastSpell(Action):
    kind: ClassVar[str] = "cast"
    card: int


@tagged("activate")
@dataclass(frozen=True, slots=True)
class ActivateAbility(Action):
    """Activate the ``ability``-th activated ability of ``source`` (0-based, Oracle order, mana abilities counted)."""

    kind: ClassVar[str] = "activate"
    source: int
    ability: int


@tagged("mana")
@dataclass(frozen=True, slots=True)
class ActivateMana(Action):
    """Activate a mana ability of ``source``; ``color`` is the color chosen where the ability lets you choose."""

    kind: ClassVar[str] = "mana"
    source: int
    ability: int
    color: str = ""


@tagged("attack")
@dataclass(frozen=True, slots=True)
class Attack(Action):
    kind: ClassVar[str] = "attack"
    creature: int
    target: int


@tagged("block")
@dataclass(frozen=True, slots=True)
class Block(Action):
    kind: ClassVar[str] = "block"
    blocker: int
    attacker: int


@tagged("band")
@dataclass(frozen=True, slots=True)
class Band(Action):
    """CR 702.22c: put two declared attackers (and so the bands they are in) into one band."""

    kind: ClassVar[str] = "band"
    creature: int
    other: int


@tagged("declare")
@dataclass(frozen=True, slots=True)
class Declare(Action):
    kind: ClassVar[str] = "declare"


@tagged("undo")
@dataclass(frozen=True, slots=True)
class Undo(Action):
    kind: ClassVar[str] = "undo"


@tagged("assign")
@dataclass(frozen=True, slots=True)
class AssignDamage(Action):
    kind: ClassVar[str] = "assign"
    amount: int


@tagged("target")
@dataclass(frozen=True, slots=True)
class ChooseTarget(Action):
    kind: ClassVar[str] = "target"
    target: int


@tagged("mode")
@dataclass(frozen=True, slots=True)
class ChooseMode(Action):
    kind: ClassVar[str] = "mode"
    mode: int


@tagged("number")
@dataclass(frozen=True, slots=True)
class ChooseNumber(Action):
    kind: ClassVar[str] = "number"
    number: int


@tagged("card")
@dataclass(frozen=True, slots=True)
class ChooseCard(Action):
    kind: ClassVar[str] = "card"
    card: int


@tagged("nothing")
@dataclass(frozen=True, slots=True)
class ChooseNothing(Action):
    kind: ClassVar[str] = "nothing"


@tagged("word")
@dataclass(frozen=True, slots=True)
class ChooseWord(Action):
    kind: ClassVar[str] = "word"
    word: str


@tagged("trigger")
@dataclass(frozen=True, slots=True)
class ChooseTrigger(Action):
    """Put the ``index``-th waiting triggered ability on the stack next."""

    kind: ClassVar[str] = "trigger"
    index: int


@tagged("effect")
@dataclass(frozen=True, slots=True)
class ChooseEffect(Action):
    """Apply the replacement or prevention effect identified by ``effect`` first."""

    kind: ClassVar[str] = "effect"
    effect: str


@tagged("answer")
@dataclass(frozen=True, slots=True)
class Answer(Action):
    kind: ClassVar[str] = "answer"
    yes: bool


@tagged("play_or_draw")
@dataclass(frozen=True, slots=True)
class PlayOrDraw(Action):
    kind: ClassVar[str] = "play_or_draw"
    play: bool


@tagged("keep")
@dataclass(frozen=True, slots=True)
class Keep(Action):
    kind: ClassVar[str] = "keep"


@tagged("mulligan")
@dataclass(frozen=True, slots=True)
class TakeMulligan(Action):
    kind: ClassVar[str] = "mulligan"
