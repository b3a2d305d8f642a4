"""The events of a game of Magic: one typed record per kind of change (architecture, property 4).

Players are seat indices; objects are ids (and the card names they showed,
so that the history reads without the position). Every event carries the
rules behind it in ``rules``. Triggered abilities match these records
(``tolaria.mtg.rules.triggers``); the log renders them per seat
(``tolaria.mtg.views``), hiding what a seat may not see.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, fields

from tolaria.core.events import Event, compact_form
from tolaria.core.records import tagged
from tolaria.mtg.kinds import StackKind, Step, Zone


@tagged("game_start")
@dataclass(slots=True)
class GameStarted(Event):
    players: tuple[str, ...]


@tagged("choose_play")
@dataclass(slots=True)
class CoinFlipWon(Event):
    player: int


@tagged("starting_player")
@dataclass(slots=True)
class StartingPlayer(Event):
    player: int


@tagged("shuffle")
@dataclass(slots=True)
class Shuffled(Event):
    player: int


@tagged("mulligan")
@dataclass(slots=True)
class MulliganTaken(Event):
    player: int


@tagged("keep")
@dataclass(slots=True)
class HandKept(Event):
    player: int
    count: int


@tagged("bottom")
@dataclass(slots=True)
class CardsBottomed(Event):
    player: int
    count: int


@tagged("turn")
@dataclass(slots=True)
class TurnBegan(Event):
    number: int
    player: int


@tagged("step")
@dataclass(slots=True)
class StepBegan(Event):
    begins: Step


@tagged("untap")
@dataclass(slots=True)
class PermanentsUntapped(Event):
    player: int


@tagged("draw_skipped")
@dataclass(slots=True)
class DrawSkipped(Event):
    player: int


@tagged("draw_empty")
@dataclass(slots=True)
class DrewFromEmptyLibrary(Event):
    player: int


@tagged("cast")
@dataclass(slots=True)
class SpellCast(Event):
    player: int
    obj: int
    card: str
    targets: tuple[int, ...]
    target_names: tuple[str, ...]
    x: int | None = None
    mode: int = -1


@tagged("activate")
@dataclass(slots=True)
class AbilityActivated(Event):
    player: int
    obj: int
    source: int
    card: str
    targets: tuple[int, ...]
    target_names: tuple[str, ...]
    x: int | None = None


@tagged("trigger")
@dataclass(slots=True)
class TriggerPutOnStack(Event):
    player: int
    obj: int
    source: int
    card: str
    targets: tuple[int, ...]
    target_names: tuple[str, ...]


@tagged("divide")
@dataclass(slots=True)
class DamageDivided(Event):
    """CR 601.2d, 603.3d: how the damage of a spell or ability just put on the stack was divided among its
    targets (public: the division is announced)."""

    player: int
    obj: int
    card: str
    division: tuple[tuple[int, int], ...]  # (target, amount), in the order of the targets
    names: tuple[str, ...]


@tagged("trigger_removed")
@dataclass(slots=True)
class TriggerRemoved(Event):
    player: int
    card: str


@tagged("mana")
@dataclass(slots=True)
class ManaAdded(Event):
    player: int
    mana: tuple[str, ...]
    source: int = 0
    source_name: str = ""
    land_tapped: bool = False  # CR 106.12: made by a land's mana ability with {T} in its cost


@tagged("pool_empties")
@dataclass(slots=True)
class ManaEmptied(Event):
    player: int
    mana: tuple[str, ...]


@tagged("mana_burn")
@dataclass(slots=True)
class ManaBurn(Event):
    player: int
    amount: int


@tagged("resolve")
@dataclass(slots=True)
class Resolved(Event):
    obj: int
    card: str
    stack_kind: StackKind


@tagged("combat_damage_on_stack")
@dataclass(slots=True)
class CombatDamageOnStack(Event):
    """2008 310.1: the assigned combat damage (``shares`` of it) goes on the stack as one object."""

    obj: int
    shares: int


@tagged("fizzle")
@dataclass(slots=True)
class Fizzled(Event):
    obj: int
    card: str
    stack_kind: StackKind


@tagged("damage")
@dataclass(slots=True)
class DamageDealt(Event):
    source: int
    source_name: str
    to: int
    to_name: str
    amount: int
    combat: bool = False
    source_controller: int = -1  # the source's controller as it dealt the damage (a source you control, 120.3)


@tagged("combat_damage_not_dealt")
@dataclass(slots=True)
class CombatDamageNotDealt(Event):
    """2008 310.4c: damage on the stack assigned to a creature or planeswalker that is gone (or no longer one)."""

    source: int
    source_name: str
    to: int
    to_name: str
    amount: int


@tagged("damage_prevented")
@dataclass(slots=True)
class DamagePrevented(Event):
    source: int
    source_name: str
    to: int
    to_name: str
    amount: int
    by: str


@tagged("life_gain")
@dataclass(slots=True)
class LifeGained(Event):
    player: int
    amount: int


@tagged("life_loss")
@dataclass(slots=True)
class LifeLost(Event):
    player: int
    amount: int


@tagged("counters_cancel")
@dataclass(slots=True)
class CountersCancelled(Event):
    obj: int
    card: str
    amount: int


@tagged("counters_put")
@dataclass(slots=True)
class CountersChanged(Event):
    """Counters put on a permanent (``change`` > 0) or removed from it (122.1, 122.6; 606.4 loyalty costs)."""

    obj: int
    card: str
    counter: str
    change: int


@tagged("redirect")
@dataclass(slots=True)
class DamageRedirected(Event):
    """2008 212.9g: noncombat damage to a player dealt to a planeswalker they control instead, by the
    choice of the source's controller."""

    source: int
    source_name: str
    player: int
    to: int
    to_name: str
    amount: int
    chooser: int


@tagged("not_redirected")
@dataclass(slots=True)
class DamageNotRedirected(Event):
    """2008 212.9g: the source's controller chose not to redirect the damage to a planeswalker."""

    source_name: str
    player: int
    amount: int
    chooser: int


@tagged("search_to_top")
@dataclass(slots=True)
class PutOnTopOfLibrary(Event):
    """701.23: a card found in a search is put on top of its owner's library (not revealed)."""

    player: int


@tagged("scry")
@dataclass(slots=True)
class Scried(Event):
    """701.22a: a player scried, putting ``top`` cards back on top and ``bottom`` on the bottom (how many
    go where is seen by all; which cards, only by the player, 401.2)."""

    player: int
    top: int
    bottom: int


# ------------------------------------------------------------ zone changes


@dataclass(slots=True)
class ZoneChange(Event):
    """An object moved between zones (CR 400.7): ``obj`` became ``new`` (0: it ceased to exist)."""

    obj: int
    new: int
    card: str
    owner: int
    controller: int
    origin: Zone | None
    destination: Zone | None
    was_creature: bool = False


@tagged("draw")
@dataclass(slots=True)
class CardDrawn(ZoneChange):
    """CR 121.1 (the card is hidden from everyone but its owner)."""


@tagged("play_land")
@dataclass(slots=True)
class LandPlayed(ZoneChange):
    """CR 305.1."""


@tagged("enters")
@dataclass(slots=True)
class PermanentSpellResolved(ZoneChange):
    """CR 608.3: a permanent spell resolves and enters the battlefield."""


@tagged("token")
@dataclass(slots=True)
class TokenCreated(ZoneChange):
    """CR 111.2."""


@tagged("from_graveyard")
@dataclass(slots=True)
class ReturnedToBattlefield(ZoneChange):
    """A card put onto the battlefield from a graveyard by an effect (110.2a: under the effect's controller)."""


@tagged("search")
@dataclass(slots=True)
class FoundInSearch(ZoneChange):
    """CR 701.23a: the card found is put where the effect says."""


@tagged("destroyed")
@dataclass(slots=True)
class Destroyed(ZoneChange):
    why: str = ""


@tagged("found_to_hand")
@dataclass(slots=True)
class FoundForHand(ZoneChange):
    """A card found in a library search and put into its owner's hand (701.23a): seen by that hand's viewers."""


@tagged("extra_turns")
@dataclass(slots=True)
class ExtraTurnsGiven(Event):
    """A player is given extra turns after this one (500.7)."""

    player: int
    turns: int


@tagged("additional_combat")
@dataclass(slots=True)
class AdditionalCombatCreated(Event):
    """After this main phase there is an additional combat phase followed by an additional main phase (500.8)."""

    player: int


@tagged("shuffled_instead")
@dataclass(slots=True)
class ShuffledInsteadOfGraveyard(Event):
    """CR 614.1a, 614.6: ``card`` would have been put into its owner's graveyard; its own ability revealed it
    and shuffled it into that library instead."""

    card: str
    owner: int


@tagged("draw_replaced")
@dataclass(slots=True)
class DrawReplaced(Event):
    """CR 614.1b, 614.11: ``player`` would have drawn a card; ``source_name``'s effect replaced the draw: they
    skip it and ``drawer`` draws instead (``doubled``: they draw two cards instead)."""

    player: int
    drawer: int
    source_name: str
    doubled: bool = False


@tagged("draw_replaced_by_reveal")
@dataclass(slots=True)
class DrawReplacedByReveal(Event):
    """CR 614.1a, 614.11: ``player`` would have drawn a card and chose to do what ``source_name`` offers
    instead: reveal cards from the top of their library until one of the kind ``chosen`` ("land")."""

    player: int
    source_name: str
    chosen: str


@tagged("turn_ended")
@dataclass(slots=True)
class TurnEnded(Event):
    """CR 724.1: ``player``'s spell or ability ended the turn: the stack is exiled and the turn goes to its
    cleanup step."""

    player: int
    name: str


@tagged("damage_multiplied")
@dataclass(slots=True)
class DamageMultipliedEvent(Event):
    """CR 614.1a: damage a source would deal is dealt doubled (or tripled) instead, by ``by``'s ability."""

    source_name: str
    to: int
    to_name: str
    before: int
    amount: int
    by: str


@tagged("coin_flip")
@dataclass(slots=True)
class CoinFlipped(Event):
    """CR 705.2: ``player`` flipped a coin and won (or lost) the flip."""

    player: int
    won: bool


@tagged("spell_copied")
@dataclass(slots=True)
class SpellCopied(Event):
    """CR 707.10: ``player`` put a copy of ``card`` on the stack (object ``obj``)."""

    player: int
    obj: int
    card: str


@tagged("shuffled_in")
@dataclass(slots=True)
class PutIntoLibrary(ZoneChange):
    """Shuffled into its owner's library by an effect ("Shuffle ~ into its owner's library", 701.24a)."""


@tagged("dies_state")
@dataclass(slots=True)
class PutIntoGraveyard(ZoneChange):
    """A state-based action put it into its owner's graveyard (704.5f, 704.5i, 704.5j)."""

    why: str = ""


@tagged("sacrifice")
@dataclass(slots=True)
class Sacrificed(ZoneChange):
    """CR 701.21a."""


@tagged("bounce")
@dataclass(slots=True)
class ReturnedToHand(ZoneChange):
    """A permanent or a card returned to its owner's hand."""


@tagged("to_bottom")
@dataclass(slots=True)
class PutOnBottom(ZoneChange):
    """CR 401.4."""


@tagged("discard")
@dataclass(slots=True)
class Discarded(ZoneChange):
    """CR 701.9a; ``by`` is the controller of the spell or ability whose effect made the player discard
    (-1: none did, as in the cleanup step, 514.1, or a cost, 118.3)."""

    by: int = -1


@tagged("mill")
@dataclass(slots=True)
class Milled(ZoneChange):
    """CR 701.17a."""


@tagged("countered")
@dataclass(slots=True)
class Countered(ZoneChange):
    """CR 701.6a."""


@tagged("left_game")
@dataclass(slots=True)
class LeftTheGame(ZoneChange):
    """CR 800.4a: an object owned by a player who left the game leaves with them."""


@tagged("exiled")
@dataclass(slots=True)
class Exiled(ZoneChange):
    """CR 406.2: an object is exiled, face up (406.3), by an effect or as one still controlled by a
    player who left is (800.4a)."""


# ------------------------------------------------------------ effects


@tagged("pump")
@dataclass(slots=True)
class Pumped(Event):
    obj: int
    card: str
    power: int
    toughness: int
    keywords: tuple[str, ...]


@tagged("text_changed")
@dataclass(slots=True)
class TextChanged(Event):
    """A text-changing effect (612.1) replaces every instance of ``old`` with ``new`` in a permanent's text."""

    obj: int
    card: str
    old: str
    new: str


@tagged("color_set")
@dataclass(slots=True)
class ColorSet(Event):
    """An effect sets a spell's or permanent's color (613.1e): ``colors`` as color letters."""

    obj: int
    card: str
    colors: tuple[str, ...]


@tagged("control")
@dataclass(slots=True)
class ControlGained(Event):
    player: int
    obj: int
    card: str


@tagged("control_change")
@dataclass(slots=True)
class ControlChanged(Event):
    """The controller the layers give a permanent changed (613.1b), e.g. as an effect ended."""

    obj: int
    card: str
    old: int
    new: int


@tagged("attach")
@dataclass(slots=True)
class Attached(Event):
    """CR 701.3a, 608.3c: an Aura or Equipment becomes attached to ``to``."""

    obj: int
    card: str
    to: int
    to_name: str


@tagged("unattach")
@dataclass(slots=True)
class Unattached(Event):
    """CR 704.5n, 704.5p: a permanent becomes unattached and stays on the battlefield."""

    obj: int
    card: str
    why: str


@tagged("untap_one")
@dataclass(slots=True)
class Untapped(Event):
    obj: int
    card: str


@tagged("tap_one")
@dataclass(slots=True)
class Tapped(Event):
    """A permanent tapped by an effect ("Tap target creature", 701.26a)."""

    obj: int
    card: str


@dataclass(slots=True)
class WontUntapNext(Event):
    """A permanent won't untap during its controller's next untap step (502.3, 611.2a)."""

    obj: int
    card: str


@dataclass(slots=True)
class DeathReplaced(Event):
    """A permanent that would have been put into a graveyard from the battlefield is exiled instead (614.1a)."""

    obj: int
    card: str
    source_name: str


@tagged("regenerate_shield")
@dataclass(slots=True)
class RegenerationShieldCreated(Event):
    obj: int
    card: str


@tagged("regenerated")
@dataclass(slots=True)
class Regenerated(Event):
    obj: int
    card: str


@tagged("prevent_shield")
@dataclass(slots=True)
class PreventionShieldCreated(Event):
    to: int
    to_name: str
    amount: int


@tagged("prevent_from_source")
@dataclass(slots=True)
class SourcePreventionCreated(Event):
    """CR 609.7a, 615.7: the next damage the chosen source would deal to ``to`` this turn will be prevented."""

    source_name: str
    to: int
    to_name: str


@tagged("prevent_all_combat")
@dataclass(slots=True)
class CombatDamageWillBePrevented(Event):
    source_name: str


@tagged("end_effects")
@dataclass(slots=True)
class EndOfTurnEffectsEnded(Event):
    pass


# ------------------------------------------------------------ combat


@tagged("attackers")
@dataclass(slots=True)
class AttackersDeclared(Event):
    player: int
    attacks: tuple[tuple[int, int], ...]
    names: tuple[str, ...]


@tagged("combat_cost")
@dataclass(slots=True)
class CombatCostPaid(Event):
    """CR 508.1j, 509.1f: a player paid the total cost to attack or to block (``action``), e.g. "{4}"."""

    player: int
    action: str
    mana: str


@tagged("put_attacking")
@dataclass(slots=True)
class PutOntoBattlefieldAttacking(Event):
    """CR 508.4: a creature entered attacking ``target`` without being declared."""

    obj: int
    card: str
    target: int


@tagged("put_blocking")
@dataclass(slots=True)
class PutOntoBattlefieldBlocking(Event):
    """CR 509.4: a creature entered blocking ``attacker`` without being declared."""

    obj: int
    card: str
    attacker: int
    attacker_name: str


@tagged("band")
@dataclass(slots=True)
class BandDeclared(Event):
    """CR 702.22c: attacking creatures announced as one band."""

    player: int
    members: tuple[int, ...]
    names: tuple[str, ...]


@tagged("blockers")
@dataclass(slots=True)
class BlockersDeclared(Event):
    player: int
    blocks: tuple[tuple[int, int], ...]
    names: tuple[tuple[str, str], ...]


@tagged("assign")
@dataclass(slots=True)
class DamageAssigned(Event):
    source: int
    card: str
    division: tuple[tuple[int, int], ...]
    names: tuple[str, ...]


# ------------------------------------------------------------ resolution details


@tagged("reveal")
@dataclass(slots=True)
class HandRevealed(Event):
    player: int
    cards: tuple[str, ...]


@tagged("search_none")
@dataclass(slots=True)
class SearchFoundNothing(Event):
    player: int


@tagged("may_no")
@dataclass(slots=True)
class MayDeclined(Event):
    player: int
    card: str


@tagged("condition_false")
@dataclass(slots=True)
class ConditionFailed(Event):
    card: str


# ------------------------------------------------------------ the end


@tagged("concede")
@dataclass(slots=True)
class Conceded(Event):
    player: int


@tagged("loses")
@dataclass(slots=True)
class PlayerLost(Event):
    player: int
    why: str


@tagged("leaves")
@dataclass(slots=True)
class PlayerLeft(Event):
    """CR 800.4a: the player leaves the game with everything they own."""

    player: int


@tagged("wins")
@dataclass(slots=True)
class GameWon(Event):
    player: int


@tagged("draw_game")
@dataclass(slots=True)
class GameDrawn(Event):
    pass


# ------------------------------------------------------------ effects and targets


@tagged("looked_at_top")
@dataclass(slots=True)
class LookedAtTop(Event):
    """CR 701.20e: a player looks at the top ``count`` cards of their library (which, only they see)."""

    player: int
    count: int


@tagged("looked_at_hand")
@dataclass(slots=True)
class LookedAtHand(Event):
    """CR 701.20e: ``player`` looks at ``whose`` hand: the cards are named to them and to that hand's
    viewers, to no one else (401.2)."""

    player: int
    whose: int
    cards: tuple[str, ...]


@tagged("taken_from_among")
@dataclass(slots=True)
class TakenFromAmong(ZoneChange):
    """A card looked at on top of a library put into its owner's hand (701.20e): named to that hand's viewers,
    or to everyone when it was revealed first (701.20a)."""

    revealed: bool = False


@tagged("to_graveyard_from_among")
@dataclass(slots=True)
class PutIntoGraveyardFromAmong(ZoneChange):
    """A card looked at on top of a library put into its owner's graveyard (a public zone: named to all, 400.2)."""


@tagged("to_top")
@dataclass(slots=True)
class PutOnTopOfOwnersLibrary(ZoneChange):
    """CR 401.4: a permanent put on top of its owner's library (which card is on top is known to all who saw it)."""


@tagged("revealed_top")
@dataclass(slots=True)
class RevealedTop(Event):
    """CR 701.20a: a player reveals the top card of their library to every player (it stays there, 701.20b)."""

    player: int
    card: str


@tagged("revealed_cards")
@dataclass(slots=True)
class CardsRevealed(Event):
    """CR 701.20a: a player reveals cards from the top of their library to every player (they stay there
    until an instruction moves them, 701.20b)."""

    player: int
    cards: tuple[str, ...]


@tagged("revealed_to_battlefield")
@dataclass(slots=True)
class PutOntoBattlefieldRevealed(ZoneChange):
    """CR 110.2: a card revealed from its owner's library put onto the battlefield by the effect that revealed it."""


@tagged("no_regeneration")
@dataclass(slots=True)
class RegenerationForbidden(Event):
    """CR 701.19c: a permanent can't be regenerated this turn."""

    obj: int
    card: str


@tagged("hand_to_top")
@dataclass(slots=True)
class PutOnTopFromHand(ZoneChange):
    """CR 401.4: a card put from a hand on top of its owner's library (seen by who saw it in the hand)."""


@tagged("hand_to_battlefield")
@dataclass(slots=True)
class PutOntoBattlefieldFromHand(ZoneChange):
    """CR 110.2: a card put onto the battlefield from its owner's hand by an effect (not cast, not played)."""


@tagged("library_arranged")
@dataclass(slots=True)
class LibraryArranged(Event):
    """CR 401.4: the cards looked at go back, ``top`` on top and ``bottom`` on the bottom (in a random
    order when ``random``); how many go where is seen by all, which cards only by the player (401.2)."""

    player: int
    top: int
    bottom: int
    random: bool = False


@tagged("unless_paid")
@dataclass(slots=True)
class UnlessPaid(Event):
    """CR 118.12: a player chose whether to pay ``cost`` to stop what "unless" offered (``paid``: they did)."""

    player: int
    cost: str
    paid: bool
# ------------------------------------------------------------------ compact forms in a history
# A zone change is a third of a game's history (the cards drawn above all): kept in a history as 22
# bytes (codes into tables of the card names, step words and rule tuples that every game shares)
# rather than as a record of eleven fields. Tables are bounded; past them, events stay records.

_ZONE_CHANGE_FORM = struct.Struct("<BHHHiiHbbBBB")
_ZONES: tuple[Zone | None, ...] = (None, *Zone)
_ZONE_CODE: dict[Zone | None, int] = {z: i for i, z in enumerate(_ZONES)}
_TABLE_MAX = 65535
_TEXTS: list[str] = []
_TEXT_CODE: dict[str, int] = {}
_RULES: list[tuple[str, ...]] = []
_RULES_CODE: dict[tuple[str, ...], int] = {}
_ZONE_CHANGE_KINDS: dict[type, int] = {}  # class -> its code byte
_ZONE_CHANGE_CLASSES: dict[int, type[ZoneChange]] = {}


def _text_code(text: str) -> int:
    code = _TEXT_CODE.get(text)
    if code is None:
        if len(_TEXTS) >= _TABLE_MAX or type(text) is not str:
            return -1
        code = _TEXT_CODE[text] = len(_TEXTS)
        _TEXTS.append(text)
    return code


def _rules_code(rules: tuple[str, ...]) -> int:
    code = _RULES_CODE.get(rules)
    if code is None:
        if len(_RULES) >= _TABLE_MAX or type(rules) is not tuple:
            return -1
        code = _RULES_CODE[rules] = len(_RULES)
        _RULES.append(rules)
    return code


def _pack_zone_change(event: Event) -> bytes | None:
    """A zone change as bytes, or None when a value doesn't fit the form (the record is kept then)."""
    e: ZoneChange = event  # type: ignore[assignment]
    rules, step, card = _rules_code(e.rules), _text_code(e.step), _text_code(e.card)
    if rules < 0 or step < 0 or card < 0 or type(e.was_creature) is not bool:
        return None
    try:
        return _ZONE_CHANGE_FORM.pack(
            _ZONE_CHANGE_KINDS[type(e)], rules, e.turn, step, e.obj, e.new, card, e.owner, e.controller,
            _ZONE_CODE[e.origin], _ZONE_CODE[e.destination], e.was_creature,
        )  # fmt: skip
    except (struct.error, KeyError, TypeError):
        return None


def _unpack_zone_change(data: bytes) -> Event:
    kind, rules, turn, step, obj, new, card, owner, controller, origin, destination, was = _ZONE_CHANGE_FORM.unpack(data)
    texts = _TEXTS
    e = _ZONE_CHANGE_CLASSES[kind](
        obj, new, texts[card], owner, controller, _ZONES[origin], _ZONES[destination], bool(was), rules=_RULES[rules]
    )
    e.turn = turn
    e.step = texts[step]
    return e


def _register_zone_changes() -> None:
    """Every zone change of exactly ZoneChange's fields (a subclass with fields of its own stays a record)."""
    plain = [f.name for f in fields(ZoneChange)]
    classes = [v for v in globals().values() if isinstance(v, type) and issubclass(v, ZoneChange)]
    for cls in classes:
        if [f.name for f in fields(cls)] == plain:
            code = compact_form(cls, _pack_zone_change, _unpack_zone_change)
            _ZONE_CHANGE_KINDS[cls] = code
            _ZONE_CHANGE_CLASSES[code] = cls


# last in the module: every zone-change class of the file is defined by now
_register_zone_changes()
