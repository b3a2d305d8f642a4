"""The ability tree the Oracle compiler produces (CR 112-113, 601-616, 700-702).

Everything here is a frozen record shared by every game: descriptions of
objects (:class:`Filter`), target phrases (:class:`TargetSpec`),
references ("it", "that creature", "its controller"), amounts, costs,
effect steps (one class per instruction), trigger events, conditions,
static abilities and the continuous modifications they make. The engine
reads every field; ``tests/oracle/test_vocabulary_read.py`` fails when a
field is added that no rule reads.

A game refers to abilities by card and index, never stores them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tolaria.core.records import tagged
from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES, KeywordAbility
from tolaria.mtg.cards.mana import NO_COST, ManaCost
from tolaria.mtg.kinds import COLOR_WORDS, CardType, Step, Supertype, Zone

# ------------------------------------------------------------------ objects


class Status(StrEnum):
    """Status words a description can require (CR 110.5, 506.4)."""

    TAPPED = "tapped"
    UNTAPPED = "untapped"
    ATTACKING = "attacking"
    BLOCKING = "blocking"
    ATTACKED_THIS_TURN = "attacked this turn"  # declared as an attacker this turn (508.1)
    BLOCKING_IT = "blocking it"  # "creature blocking ~": blocking the description's source (509.1a)
    # "card in your graveyard that was put there from the battlefield this turn" (400.7, GameState.from_battlefield)
    PUT_THERE_FROM_BATTLEFIELD = "put there from the battlefield this turn"
    # "creature that was dealt damage this turn" (120.3, GameState.damaged): by any source
    DEALT_DAMAGE_THIS_TURN = "dealt damage this turn"
    ATTACHED = "attached to a permanent"  # "Aura that's attached to a permanent" (303.4, 301.5)
    NONTOKEN = "nontoken"  # "another nontoken Dragon" (111.1): not a token; every card is nontoken


class Relation(StrEnum):
    """Whose: "you control", "an opponent controls", or anyone's."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    NOT_YOU = "not you"  # "you don't control": a teammate's too (102.3)
    # "target creature defending player controls" (506.2): the player the source (or the creature it is
    # attached to, "Whenever equipped creature attacks") is attacking
    DEFENDING = "defending player"
    # "target permanent that player controls" in a triggered ability: the player its trigger event named
    # ("Whenever ~ deals combat damage to a player", 603.2), bound as the trigger goes on the stack (603.3d)
    THAT_PLAYER = "that player"


@dataclass(frozen=True, slots=True)
class Filter:
    """A description of objects, e.g. "nonartifact, nonblack creature you control".

    Every field narrows: ``types``, ``subtypes``, ``supertypes`` and
    ``colors`` must all be present, ``not_types`` and ``not_colors`` all
    absent; ``statuses`` must all hold; ``controller`` relates the object's
    controller (or a card's owner) to the player the description is read
    for; ``other`` excludes the source itself ("another"); ``has`` and
    ``lacks`` are keywords it must have ("with flying") and must not have
    ("without flying"); ``power_at_least`` / ``power_at_most`` bound its
    power ("with power 2 or less"); ``mana_value_at_least`` / ``mana_value_at_most`` bound its
    mana value (202.3: "with mana value 3 or less"); ``named`` is the name it must have; and if ``any_of`` is given, at least
    one of those descriptions must fit too ("artifact or enchantment").
    """

    types: frozenset[CardType] = frozenset()
    not_types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[Supertype] = frozenset()
    colors: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    statuses: frozenset[Status] = frozenset()
    controller: Relation = Relation.ANY
    other: bool = False
    lacks: frozenset[KeywordAbility] = frozenset()
    any_of: tuple[Filter, ...] = ()
    has: frozenset[KeywordAbility] = frozenset()  # "with flying": every one of these keywords
    power_at_least: int | None = None  # "with power 4 or greater"
    power_at_most: int | None = None  # "with power 2 or less"
    named: str = ""  # "named Relentless Rats": the object's name is that one (201.2)
    mana_value_at_least: int | None = None  # "with mana value 6 or greater" (202.3)
    mana_value_at_most: int | None = None  # "with mana value 3 or less"; both for "with mana value 1"
    not_subtypes: frozenset[str] = frozenset()  # "non-Spirit": none of these subtypes (205.3)
    with_counter: str = ""  # "with a +1/+1 counter on it": a permanent with a counter of that kind (122.1)
    mana_value_at_most_x: bool = False  # "with mana value X or less": the bound is the X paid (107.3a), bound as it resolves
    # "with toughness less than ~'s power": below the power of the description's source now (208.1)
    toughness_below_source_power: bool = False
    not_owned: bool = False  # "permanents you don't own": owned by another player than the one it is read for (108.3)


ANYTHING = Filter()


class PlayerTargets(StrEnum):
    """Which players a target phrase allows."""

    NONE = "none"
    ANY = "any"
    OPPONENT = "opponent"


class TargetCount(StrEnum):
    """How many targets one target phrase names (CR 601.2c, 115.1d)."""

    ONE = "one"  # the phrase names one slot; "two target creatures" is two phrases' worth of slots
    X = "X"  # "X target creature cards": as many as the X announced (107.3, 601.2b)
    ANY_NUMBER = "any number"  # "any number of target attacking creatures": as many as the player chooses
    THAT_MANY = "that many"  # "up to that many target permanents": up to what the trigger event measured


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." phrase (CR 115): what it may choose.

    ``players`` allows players; ``permanent`` allows permanents fitting it;
    ``spell`` allows spells on the stack fitting it; ``card`` allows cards in
    ``zone`` fitting it (its ``controller`` names whose zone: "your graveyard");
    ``apart_from`` are the earlier target slots of the same word "target"
    ("two target lands"), whose choices this one can't repeat (115.3);
    ``optional`` is a slot of "up to N target ..." (601.2c: the player
    chooses how many), which may be left without a choice; ``single_target``
    asks a spell with exactly one target ("target spell with a single target");
    ``count`` other than ONE makes the phrase the effect's last, and the slots it
    stands for are counted as the targets are chosen (``targeting.slot_specs``).
    """

    text: str
    players: PlayerTargets = PlayerTargets.NONE
    permanent: Filter | None = None
    spell: Filter | None = None
    card: Filter | None = None
    zone: Zone | None = None
    apart_from: tuple[int, ...] = ()
    optional: bool = False
    single_target: bool = False
    count: TargetCount = TargetCount.ONE


# --------------------------------------------------------------- references


@dataclass(frozen=True, slots=True)
class Target:
    """The object or player chosen for the ``slot``-th target of the ability (0-based)."""

    slot: int


@dataclass(frozen=True, slots=True)
class ThisObject:
    """The source of the ability itself ("Mogg Fanatic", "it" in its own ability)."""


@dataclass(frozen=True, slots=True)
class ThatObject:
    """The object the trigger event was about ("that creature")."""


@dataclass(frozen=True, slots=True)
class You:
    """The controller of the spell or ability ("you")."""


@dataclass(frozen=True, slots=True)
class ThatPlayer:
    """The player the trigger event was about ("that player")."""


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Every player still in the game, one after another in turn order ("each player", 101.4)."""


@dataclass(frozen=True, slots=True)
class WhatItAttacks:
    """"The player or planeswalker it's attacking" (CR 506.2, 508.1b): what the ability's source attacks;
    no one once it isn't attacking."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class ControllerOf:
    """The controller of an object, as it last existed if it is gone ("its controller", 608.2h)."""

    what: ObjectRef


# ObjectRef: the union of object references is at the end of the file (with the newer nodes).
# PlayerRef: the union of player references is at the end of the file (with the newer nodes).
# Recipient: the union of damage and prevention recipients is at the end of the file (with the newer nodes).


@dataclass(frozen=True, slots=True)
class XValue:
    """The value of X chosen as the spell or ability was put on the stack (107.3)."""


@dataclass(frozen=True, slots=True)
class ToughnessOf:
    """An object's toughness, as it last existed if it is gone (608.2h)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class BlockersOf:
    """The number of creatures blocking an object ("for each creature blocking it"), counted once (608.2h)."""

    what: ObjectRef


# Amount: the union of amounts is at the end of the file (with the newer nodes).


class Duration(StrEnum):
    """How long a continuous effect from a resolved spell or ability lasts (CR 611.2a-b)."""

    END_OF_TURN = "end of turn"  # "until end of turn" (514.2)
    THIS_TURN = "this turn"  # prevention and regeneration shields (615.3, 701.19a)
    WHILE_ON_BATTLEFIELD = "while on the battlefield"  # entering as a copy (707.2): until the object leaves (400.7)
    WHILE_ENCHANTED = "for as long as it is enchanted"  # 611.2b: ends once the object isn't enchanted
    INDEFINITE = "until the game ends"  # 611.2a: no duration stated ("gain control of target permanent")


# ------------------------------------------------------------ modifications
# Tagged: ModifyPT and SetPT (and SwitchPT and LoseAllAbilities) have the same fields,
# so a continuous effect's JSON form must say which one it holds.


@tagged("modify_pt")
@dataclass(frozen=True, slots=True)
class ModifyPT:
    """Layer 7c: "gets +N/+M" (613.4c)."""

    power: int
    toughness: int


@tagged("set_pt")
@dataclass(frozen=True, slots=True)
class SetPT:
    """Layer 7b: "has base power and toughness N/M" / "becomes N/M" (613.4b)."""

    power: int
    toughness: int


@tagged("switch_pt")
@dataclass(frozen=True, slots=True)
class SwitchPT:
    """Layer 7d: "switch its power and toughness" (613.4d)."""


@tagged("add_abilities")
@dataclass(frozen=True, slots=True)
class AddAbilities:
    """Layer 6: "gains flying" / "has haste" (613.1f)."""

    keywords: tuple[KeywordAbility, ...]


@tagged("lose_abilities")
@dataclass(frozen=True, slots=True)
class LoseAbilities:
    """Layer 6: "loses flying" (113.10, 113.10b, 613.1f): every instance of those keyword abilities is removed."""

    keywords: tuple[KeywordAbility, ...]


@tagged("lose_all_abilities")
@dataclass(frozen=True, slots=True)
class LoseAllAbilities:
    """Layer 6: "loses all abilities" (613.1f)."""


@tagged("grant_abilities")
@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """Layer 6: 'has "{T}: Draw a card."' (113.10, 613.1f): the object gains the quoted activated
    (mana abilities among them) and triggered abilities, after its own."""

    activated: tuple[ActivatedAbility | ManaAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()


@tagged("set_colors")
@dataclass(frozen=True, slots=True)
class SetColors:
    """Layer 5: "becomes [color]" (613.1e)."""

    colors: frozenset[str]


@tagged("add_types")
@dataclass(frozen=True, slots=True)
class AddTypes:
    """Layer 4: "becomes a [type] in addition to its other types" (613.1d)."""

    types: frozenset[CardType] = frozenset()
    subtypes: frozenset[str] = frozenset()


@tagged("set_creature_types")
@dataclass(frozen=True, slots=True)
class SetCreatureTypes:
    """Layer 4: "becomes a Bear Berserker" (205.1a, 613.1d): the new creature types replace the old ones;
    its other subtypes stay."""

    subtypes: frozenset[str]


@tagged("set_basic_land_type")
@dataclass(frozen=True, slots=True)
class SetBasicLandType:
    """Layer 4: "Enchanted land is a Swamp" / "All Mountains are Plains" (305.7, 613.1d): the land's land
    types become ``land_type``; it loses the abilities of its rules text and old land types and gains
    the new type's mana ability (abilities other effects grant, in layer 6, stay)."""

    land_type: str


@tagged("controlled_by")
@dataclass(frozen=True, slots=True)
class ControlledBy:
    """Layer 2: "gain control of ..." — the object is controlled by ``player`` (613.1b)."""

    player: int


class WordKind(StrEnum):
    """The kinds of word a text-changing effect replaces (CR 612.2: only words used as that kind)."""

    COLOR = "color"  # Sleight of Mind
    LAND_TYPE = "basic land type"  # Magical Hack
    CREATURE_TYPE = "creature type"  # Artificial Evolution


def word_kind(word: str) -> WordKind:
    """What kind of word ``word`` is: a color word ("red"), a basic land type ("Swamp"), else a creature type."""
    if word in COLOR_WORDS:
        return WordKind.COLOR
    if word in BASIC_LAND_TYPES:
        return WordKind.LAND_TYPE
    return WordKind.CREATURE_TYPE


@tagged("change_text")
@dataclass(frozen=True, slots=True)
class ChangeText:
    """Layer 3: "change the text ... by replacing all instances of one [kind of] word with another" (CR 612.1-612.2).

    ``old`` and ``new`` are words as rules text writes them: a color word in
    lower case ("red") or a subtype as the type line spells it ("Swamp",
    "Goblin"); both of one :class:`WordKind`, and different (a word can't
    be changed to itself).
    """

    old: str
    new: str

    def __post_init__(self) -> None:
        if self.old == self.new or word_kind(self.old) is not word_kind(self.new):
            raise ValueError(f"can't change {self.old!r} to {self.new!r}: two different words of one kind (612.2)")

    @property
    def kind(self) -> WordKind:
        return word_kind(self.old)


@tagged("become_copy")
@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """Layer 1a: "becomes a copy of ..." (CR 613.2a, 707.2).

    ``of`` is the card whose printed values are the copiable values the
    effect grants: the copied object's own card, or the card it was itself
    a copy of (707.3). They are read as the effect begins and then fixed:
    later changes to the original's copiable values don't change the copy
    (707.2b). ``tolaria.mtg.rules.layers.copy_of`` makes one from an object.
    """

    of: str | TokenSpec


@tagged("pt_life")
@dataclass(frozen=True, slots=True)
class PTEqualToLife:
    """Layer 7a: "power and toughness are each equal to your life total" (604.3, 613.4a), a
    characteristic-defining ability read for the object's controller."""


# Modification: the union of the layer modifications is at the end of the file (with the newer nodes).


# ---------------------------------------------------------------- the steps


@dataclass(frozen=True, slots=True)
class DealDamage:
    """"~ deals N damage to X" (120.3)."""

    amount: Amount
    to: Recipient


@dataclass(frozen=True, slots=True)
class DealDamageToEach:
    """"~ deals N damage to each creature [and each player]" (120.3): all of it at once."""

    amount: Amount
    group: Filter
    each_player: bool = False


@dataclass(frozen=True, slots=True)
class DealDamageToTargetAndEach:
    """"~ deals N damage to target player or planeswalker and each creature that player or that
    planeswalker's controller controls" (120.3): one event, so all of it is dealt at once.

    ``group`` is the permanents of that player that are dealt damage too; ``each_amount``, when given, what
    each of them is dealt ("3 damage to target player and 1 damage to each creature that player controls").
    """

    amount: Amount
    to: Target
    group: Filter
    each_amount: Amount | None = None


@dataclass(frozen=True, slots=True)
class DealDividedDamage:
    """"~ deals N damage divided as you choose among any number of targets" / "... among one, two, or
    three target creatures" (CR 601.2d, 603.3d, 120.3): ``amount`` is divided among the targets of the
    slots from ``slot`` on (its target phrase is the effect's last) as the spell is cast or the ability
    put on the stack, each target getting at least 1 (``StackObject.division``); as it resolves, each
    target still legal is dealt its share, all at once, and an illegal one none (608.2b)."""

    amount: int | XValue
    slot: int
    slots: int = 0  # how many slots the group has ("one, two, or three target ..."); 0: a counted phrase's, to the end


@dataclass(frozen=True, slots=True)
class Pump:
    """"X gets +N/+M [and gains K] until end of turn [for each ...]" (611.2, 613.4c, 613.1f).

    ``per``, if given, multiplies the change ("for each creature blocking it").
    """

    what: ObjectRef
    power: int = 0
    toughness: int = 0
    keywords: tuple[KeywordAbility, ...] = ()
    per: Amount | None = None
    abilities: GrantAbilities | None = None  # 'gains "{T}: ..."' (113.10)
    creature_types: frozenset[str] = frozenset()  # "and becomes a Bear Berserker": its creature types now (205.1a)


@dataclass(frozen=True, slots=True)
class PumpEach:
    """"Creatures you control get +N/+M [and gain K] until end of turn": the set is locked in (611.2c).

    ``per``, if given, multiplies the change: "All creatures get +X/-X" is +1/-1 per X (107.3a).
    """

    group: Filter
    power: int = 0
    toughness: int = 0
    keywords: tuple[KeywordAbility, ...] = ()
    per: Amount | None = None
    abilities: GrantAbilities | None = None  # 'gain "{T}: ..."' (113.10)


@dataclass(frozen=True, slots=True)
class Draw:
    """"X draws N cards" (121.2: one at a time)."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseLife:
    """"X loses N life" (119.3)."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class GainLife:
    """"X gains N life" (119.3)."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class Destroy:
    """"Destroy X" (701.8); ``regenerate`` is False after "It can't be regenerated" (701.19c)."""

    what: ObjectRef
    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class DestroyEach:
    """"Destroy all creatures" (701.8): the set is fixed before any is destroyed."""

    group: Filter
    regenerate: bool = True


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """"Return X to its owner's hand" (a permanent, 400.7) or "... from your graveyard to your hand" (a card)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """"Counter target spell" (701.6a)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Discard:
    """"X discards N cards [at random]" (701.9)."""

    who: PlayerRef
    amount: Amount
    random: bool = False


@dataclass(frozen=True, slots=True)
class RevealHand:
    """"X reveals their hand" (701.20a)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ChooseFromHand:
    """"You choose a [kind] card from it": the controller chooses a card in ``who``'s revealed hand."""

    who: PlayerRef
    group: Filter


@dataclass(frozen=True, slots=True)
class DiscardChosen:
    """"That player discards that card": the card chosen by the step before (701.9a)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """"X sacrifices a [kind]" (701.21a): the player chooses one they control; "sacrifice two lands":
    ``amount`` of them, chosen together and sacrificed at once (all they have, if fewer)."""

    who: PlayerRef
    group: Filter
    amount: int = 1


@dataclass(frozen=True, slots=True)
class IfUnable:
    """"If you can't, [step]": ``then`` happens only if the step before couldn't be done."""

    then: EffectStep


@dataclass(frozen=True, slots=True)
class AddMana:
    """"Add {G}{G}" (106.3)."""

    mana: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Regenerate:
    """"Regenerate X": a shield that replaces its next destruction this turn (701.19a)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class PreventCombatDamage:
    """"Prevent all combat damage that would be dealt this turn" (615.1a)."""


@dataclass(frozen=True, slots=True)
class PreventDamage:
    """"Prevent the next N damage that would be dealt to X this turn" (615.7)."""

    to: Recipient
    amount: Amount


class Destination(StrEnum):
    """Where a card found in a search goes (701.23)."""

    BATTLEFIELD = "battlefield"  # "put that card onto the battlefield[ tapped], then shuffle"
    LIBRARY_TOP = "top of library"  # "then shuffle and put that card on top"
    HAND = "hand"  # "[reveal it,] put it into your hand, then shuffle"


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """"Search your library for a [kind] card, put it onto the battlefield [tapped], then shuffle" (701.23),
    or "..., then shuffle and put that card on top" (``destination``)."""

    who: PlayerRef
    group: Filter
    tapped: bool = False
    destination: Destination = Destination.BATTLEFIELD


@dataclass(frozen=True, slots=True)
class PutCountersOnEach:
    """"Put N [kind] counters on each [group]" (122.1); the permanents are "those creatures" after."""

    group: Filter
    counter: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class PumpThose:
    """"Those creatures gain K until end of turn": the permanents the step before acted on (611.2c)."""

    power: int = 0
    toughness: int = 0
    keywords: tuple[KeywordAbility, ...] = ()


@dataclass(frozen=True, slots=True)
class ReturnAllFromGraveyards:
    """"Put all [kind] cards from all graveyards onto the battlefield under your control" (110.2a)."""

    group: Filter


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """A token's characteristics as the effect that creates it defines them (CR 111.3-111.4).

    Tokens are identified by their whole definition: two tokens of one name
    and different characteristics are different tokens.
    """

    name: str
    colors: frozenset[str]
    types: frozenset[CardType]
    subtypes: tuple[str, ...]
    power: int
    toughness: int
    keywords: tuple[KeywordAbility, ...] = ()
    statics: tuple[StaticAbility, ...] = ()
    # 'with "{R}: This creature gets +1/+0 until end of turn."' (111.3, 113.1a): the token's own abilities;
    # a predefined token's (111.10: a Treasure's); "tokens with prowess" (702.108a: a triggered ability).
    activated: tuple[ActivatedAbility | ManaAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()


@dataclass(frozen=True, slots=True)
class CreateTokens:
    """"Create N [P/T] [color] [types] creature tokens [that are tapped and attacking]" (111.2, 508.4)."""

    token: TokenSpec
    amount: Amount
    tapped: bool = False
    attacking: bool = False
    blocking: Target | None = None  # "that's blocking target attacking creature" (509.4)
    attach_self: bool = False  # "create a 1/1 white Soldier creature token, then attach ~ to it" (701.3a)


@dataclass(frozen=True, slots=True)
class GainControl:
    """"Gain control of X until end of turn" (613.1b); ``to``, if given, is the player who gains it
    ("target opponent gains control of it"), else the ability's controller."""

    what: ObjectRef
    duration: Duration = Duration.END_OF_TURN
    to: PlayerRef | None = None


@dataclass(frozen=True, slots=True)
class Untap:
    """"Untap X" (701.26b)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class ExileIfWouldDie:
    """"If that creature would die this turn, exile it instead" (CR 614.1a, 700.4): a replacement effect
    on the object ``what`` means, for the rest of the turn, if it is still on the battlefield."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class GroupCantBlockThisTurn:
    """"Creatures without flying can't block this turn" (CR 509.1b, 611.2c): until end of turn no creature
    fitting ``group`` can block, whenever it comes to fit it."""

    group: Filter


@dataclass(frozen=True, slots=True)
class GainChosen:
    """"It gains protection from the color of your choice until end of turn" / "~ gains your choice of reach,
    trample, or haste until end of turn" (CR 608.2d, 611.2a, 613.1f): as the step resolves, the controller
    chooses a color (``options`` empty: protection from it, 702.16a) or one of the keywords ``options``;
    the object ``what`` means gains it until end of turn."""

    what: ObjectRef
    options: tuple[KeywordAbility, ...] = ()


@dataclass(frozen=True, slots=True)
class AddManaOfChosenColor:
    """"Add two mana of any one color" as a spell resolves (CR 106.1a, 608.2d): its controller chooses a
    color, then adds ``amount`` mana of it."""

    amount: int


@dataclass(frozen=True, slots=True)
class CantCastThisTurn:
    """"Your opponents can't cast spells this turn" (CR 101.2, 601.2): for the rest of the turn the players
    ``who`` relates to the spell's controller can't cast spells."""

    who: Relation


@dataclass(frozen=True, slots=True)
class UntapUpTo:
    """"Untap up to four lands" (CR 701.26b): the controller chooses up to ``amount`` tapped permanents
    fitting ``group`` (untapping an untapped one would do nothing) and untaps them."""

    group: Filter
    amount: int


@dataclass(frozen=True, slots=True)
class TapAllOf:
    """"Tap all creatures target player controls" (CR 701.26a): every permanent of the group that player
    controls, at once; ``skip_next_untap``: "Those creatures don't untap during that player's next untap
    step" (502.3), for the permanents it tapped."""

    who: PlayerRef
    group: Filter
    skip_next_untap: bool = False


@dataclass(frozen=True, slots=True)
class DoesntUntapNext:
    """"That creature doesn't untap during its controller's next untap step" / "Those creatures don't untap
    during their controller's next untap step" (CR 502.3, 611.2a): the permanent ``what`` means stays
    tapped in the next untap step of the player who then controls it; the effect ends with that step
    whether or not the permanent was tapped, and with the permanent leaving the battlefield (400.7)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class PutOnBottom:
    """"Put X on the bottom of its owner's library" (401.4)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Mill:
    """"X mills N cards" (701.17a)."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class Attach:
    """"Attach ~ to target creature you control" (701.3a), the effect of an equip ability (702.6a)."""

    what: ObjectRef
    to: ObjectRef


# EffectStep and STEP_CLASSES: at the end of the file (with the newer nodes).


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """An effect: its targets and steps (CR 113.3a); a modal one lists its modes instead (700.2)."""

    targets: tuple[TargetSpec, ...] = ()
    steps: tuple[EffectStep, ...] = ()
    modes: tuple[SpellAbility, ...] = ()
    text: str = ""


# ----------------------------------------------------------------- abilities


@dataclass(frozen=True, slots=True)
class LoyaltyCost:
    """CR 606.4: a loyalty symbol: put ``change`` loyalty counters on (negative: remove), or with
    ``minus_x`` remove X, X chosen as the ability is activated (107.3)."""

    change: int
    minus_x: bool = False


@dataclass(frozen=True, slots=True)
class Cost:
    """An activation cost (CR 118, 602.1a): mana, {T}, sacrificing the source, discarding a card,
    loyalty counters (a loyalty ability, 606.2); ``sacrifice`` is "Sacrifice a creature" (a
    permanent of that kind the player controls, chosen as the cost is paid, 118.3)."""

    mana: ManaCost = NO_COST
    tap: bool = False
    sacrifice_self: bool = False
    discard: Filter | None = None
    sacrifice: Filter | None = None
    loyalty: LoyaltyCost | None = None
    text: str = ""
    remove_counters: CounterCost | None = None  # "Remove three charge counters from ~" (118.3, 122.1)
    exile_self: bool = False  # "Exile ~" (118.3, 406.2): the source leaves the battlefield for exile


@dataclass(frozen=True, slots=True)
class GrantedFrom:
    """Where a granted ability is written (CR 113.1a, 113.10): in quotation marks in the text of
    ``card``, the ``index``-th ability that text grants. The stack names a granted ability by these,
    since the object that has it holds it at no fixed place among its own abilities."""

    card: str
    index: int


@dataclass(frozen=True, slots=True)
class ActivationReduction:
    """"This ability costs {1} less to activate for each Shrine you control" (CR 602.2b, 601.2f, 118.7):
    ``mana`` less for each permanent fitting ``per`` (read for the ability's controller)."""

    mana: ManaCost
    per: Filter


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """"[Cost]: [Effect.]" (CR 602) that is not a mana ability."""

    cost: Cost
    effect: SpellAbility
    sorcery: bool = False  # "Activate only as a sorcery" (602.5d), as an equip ability says (702.6a)
    per_turn: int = 0  # "Activate only once each turn" (1), "no more than twice each turn" (2); 0: no limit (602.5b)
    your_upkeep: bool = False  # "Activate only during your upkeep" (602.5b)
    text: str = ""
    only_if: Condition | None = None  # "Activate only if you control a creature with flying" (602.5b)
    granted: GrantedFrom | None = None  # written in quotation marks in another ability (113.10)
    cheaper: ActivationReduction | None = None  # "This ability costs {1} less to activate for each ..." (602.2b)


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """An activated ability that adds mana and has no target (CR 605.1a), e.g. "{T}: Add {G}{G}.".

    ``produces`` is fixed mana; ``choose`` more mana of one color the
    controller chooses from ``palette`` ("Add one mana of any color",
    "Add {R} or {G}"). ``damage_to_you`` is damage the source deals to the
    ability's controller as part of it ("~ deals 1 damage to you", 605.3b).
    ``doubles_pool``: "Double the amount of each type of unspent mana you
    have" (106.4): it adds as much of each type as the pool holds once the
    cost is paid.
    """

    cost: Cost
    produces: tuple[str, ...] = ()
    choose: int = 0
    palette: str = ""
    damage_to_you: int = 0
    text: str = ""
    doubles_pool: bool = False


class Subject(StrEnum):
    """Whose event a trigger watches."""

    SELF = "self"  # "When ~ ..."
    ANOTHER_CREATURE = "another creature"  # "Whenever another creature ..."
    ENCHANTED = "enchanted"  # "Whenever enchanted creature ...": what the Aura is attached to (303.4)


@dataclass(frozen=True, slots=True)
class Enters:
    """"When ~ enters" / "Whenever another creature enters" (603.6a)."""

    subject: Subject


@dataclass(frozen=True, slots=True)
class Dies:
    """"When ~ dies" (603.6c, 700.4): put into a graveyard from the battlefield."""

    subject: Subject


@dataclass(frozen=True, slots=True)
class Attacks:
    """"Whenever ~ attacks" (508.3a)."""

    subject: Subject


@dataclass(frozen=True, slots=True)
class Blocks:
    """"Whenever ~ blocks" (509.3a) or, with ``per_creature``, "blocks a creature" (509.3b); ``group``
    narrows the creature blocked ("blocks a creature with flying", "blocks or becomes blocked by a non-Wall
    creature"): a trigger for each blocked creature fitting it, as blocks are declared."""

    subject: Subject
    per_creature: bool = False
    group: Filter | None = None


@dataclass(frozen=True, slots=True)
class BecomesBlocked:
    """"Whenever ~ becomes blocked" (509.3c) or, with ``per_creature``, "... by a creature" (509.3d);
    ``group`` narrows the blocking creature ("... by a non-Wall creature")."""

    subject: Subject
    per_creature: bool = False
    group: Filter | None = None


@dataclass(frozen=True, slots=True)
class DealsDamage:
    """"Whenever ~ deals damage to an opponent" (603.2); with ``to_any``, "Whenever enchanted creature
    deals damage" to whatever it is dealt (120.3: players, creatures, planeswalkers), once for each
    recipient, "that much" being the damage dealt to it. With ``combat_only``, "deals combat damage to a
    player" (510.2): only combat damage."""

    subject: Subject
    to_opponent: bool = True
    to_any: bool = False
    combat_only: bool = False
    to_creature: bool = False  # "deals combat damage to a creature": "that creature" is the creature dealt the damage


@dataclass(frozen=True, slots=True)
class PlayerDealtDamage:
    """"Whenever an opponent is dealt noncombat damage" (CR 603.2, 120.3): damage dealt to a player ``who``
    relates to the ability's controller, from a source whose controller ``source`` relates to it (any, or
    "a source you control"); ``noncombat``: not combat damage (510.2).
    One trigger for each damage event; "that player" is the player dealt it."""

    who: Relation = Relation.OPPONENT
    noncombat: bool = False
    source: Relation = Relation.ANY  # "Whenever a source you control deals noncombat damage to an opponent"


@dataclass(frozen=True, slots=True)
class GroupDealsCombatDamage:
    """"Whenever one or more Cats you control deal combat damage to a player" (CR 603.2c, 510.2): once for
    each player dealt combat damage at once by creatures fitting ``group``, however many of them did;
    "that player" is the player dealt it."""

    group: Filter


@dataclass(frozen=True, slots=True)
class AttackWith:
    """"Whenever you attack with two or more creatures with flying" / "Whenever ~ and at least two other
    creatures attack" (CR 508.3a, 603.2): once, as attackers are declared, when its controller declares at
    least ``at_least`` attackers fitting ``group`` (besides the source itself, with ``with_self``, which
    must attack too)."""

    group: Filter
    at_least: int
    with_self: bool = False


@dataclass(frozen=True, slots=True)
class ActivatesAbilityOf:
    """"Whenever you activate an ability of a Sarkhan planeswalker" / "... a loyalty ability of a Chandra
    planeswalker" (CR 602.2, 603.2, 606.4): the ability's controller activates an ability (``loyalty_only``:
    a loyalty ability) of a permanent fitting ``source``; mana abilities are not put on the stack and don't
    count (605.3b)."""

    source: Filter
    loyalty_only: bool = False


class Whose(StrEnum):
    YOUR = "your"
    EACH = "each player's"
    OPPONENT = "each opponent's"  # 102.2-102.3: once for each opponent whose step it is
    ATTACHED_CONTROLLER = "enchanted permanent's controller's"  # 303.4: the controller of what the Aura enchants


@dataclass(frozen=True, slots=True)
class BeginningOf:
    """"At the beginning of [your / each player's / each opponent's] [step]" (603.2b); "of combat on
    your turn" is the beginning of combat step of your turn (507)."""

    step: Step
    whose: Whose


# TriggerEvent: at the end of the file (with the newer nodes).


@dataclass(frozen=True, slots=True)
class SourceUntapped:
    """The intervening "if ~ is untapped" (603.4)."""


# Condition: at the end of the file (with the newer nodes).


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """"When/Whenever/At [event], [if condition,] [effect]" (CR 603).

    ``condition`` is an intervening "if", checked as it triggers and as it
    resolves (603.4); ``optional`` is "you may", asked on resolution (603.5).
    """

    trigger: TriggerEvent
    effect: SpellAbility
    condition: Condition | None = None
    optional: bool = False
    text: str = ""
    granted: GrantedFrom | None = None  # written in quotation marks in another ability (113.10)


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy:
    """"~ can't be blocked by [group]" (509.1b)."""

    group: Filter
    text: str = ""


class CombatAction(StrEnum):
    """What a combat cost is paid for (508.1h, 509.1d)."""

    ATTACK = "attack"
    BLOCK = "block"


@dataclass(frozen=True, slots=True)
class CombatTax:
    """A cost to attack or to block (508.1h, 509.1d), paid for each creature.

    "Creatures can't attack you unless their controller pays {2} for each
    creature they control that's attacking you" (ATTACK: creatures
    attacking this permanent's controller); "Creatures can't block unless
    their controller pays {1} for each blocking creature they control"
    (BLOCK: every blocking creature).
    """

    action: CombatAction
    cost: ManaCost
    text: str = ""


@dataclass(frozen=True, slots=True)
class AttacksEachCombat:
    """"~ attacks each combat if able" (508.1d)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class Continuous:
    """A static ability that makes a continuous effect (604.1, 611.3): "Creatures you control get +1/+1";
    with ``itself``, it applies to its own object only ("This creature's power ...", 604.3); with
    ``attached``, to the object its source is attached to, if that fits ``affected`` ("Enchanted
    creature gets +1/+2", 303.4m; "Equipped creature has trample", 301.5f)."""

    affected: Filter
    modifications: tuple[Modification, ...]
    itself: bool = False
    attached: bool = False
    text: str = ""
    condition: Condition | None = None  # "As long as [condition], ..." (611.3a): applies only while it holds


@dataclass(frozen=True, slots=True)
class Enchant:
    """"Enchant [object]" (CR 702.5a): what the Aura spell can target (303.4a) and what the Aura can
    enchant (303.4c, 704.5m), read for the Aura's controller ("Enchant creature you control")."""

    what: Filter
    text: str = ""


@dataclass(frozen=True, slots=True)
class AttachedCant:
    """"Enchanted creature can't attack [or block]" (508.1c, 509.1b): restrictions on the creature
    the source is attached to (303.4m), if it fits ``affected``."""

    affected: Filter
    attack: bool = False
    block: bool = False
    text: str = ""
    # "and its activated abilities can't be activated [unless they're mana abilities]" (602.5)
    activate: bool = False
    mana_abilities_ok: bool = False


# StaticAbility: at the end of the file (with the newer nodes).


@dataclass(frozen=True, slots=True)
class Compiled:
    """Everything the compiler read from one card's text; ``unread`` names what it could not."""

    keywords: tuple[KeywordAbility, ...] = ()
    spell: SpellAbility | None = None
    statics: tuple[StaticAbility, ...] = ()
    activated: tuple[ActivatedAbility | ManaAbility, ...] = field(default=())
    triggered: tuple[TriggeredAbility, ...] = ()
    unread: tuple[str, ...] = ()

    @property
    def supported(self) -> bool:
        return not self.unread


# ====================================================================== Tenth Edition machinery
# Nodes for the classes of Tenth Edition cards (issue 8): statics that restrict or change a
# permanent's rules ("can't block", "doesn't untap"), the layer-6 modification that grants them,
# steps for tapping and returning groups, and the "casts a spell" trigger. The phrases the
# compiler reads into them are listed in tolaria/mtg/oracle/PHRASES.md. The unions of the
# whole vocabulary close the file, so that they include these.


@dataclass(frozen=True, slots=True)
class CantBlock:
    """"~ can't block" (CR 509.1b: a restriction on declaring blockers)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """"~ doesn't untap during your untap step" (CR 502.3: an effect keeps it from untapping)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class CanBlockOnly:
    """"~ can block only creatures with flying" (CR 509.1b): it may block only attackers with ``keyword``."""

    keyword: KeywordAbility
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantActAlone:
    """"~ can't attack or block alone" / "can't attack alone" / "can't block alone" (CR 506.5, 508.1c,
    509.1b): a declaration in which it is the only attacker (or the only blocker) is illegal."""

    attack: bool
    block: bool
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantBlockGroup:
    """"~ can't block creatures with power 2 or greater" (CR 509.1b): it may block no attacker fitting
    ``group`` (read for its controller, as blockers are declared)."""

    group: Filter
    text: str = ""


@tagged("add_static")
@dataclass(frozen=True, slots=True)
class AddStatic:
    """Layer 6: the object gains a static ability ("can't block this turn", "doesn't untap", 613.1f)."""

    static: StaticAbility


@dataclass(frozen=True, slots=True)
class Tap:
    """"Tap X" (CR 701.26a)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class TapEach:
    """"Tap all creatures without flying" (CR 701.26a): every permanent of the group, at once."""

    group: Filter


@dataclass(frozen=True, slots=True)
class ReturnEachToHand:
    """"Return all creatures to their owners' hands" (CR 400.7): the group is fixed, then all move at once."""

    group: Filter


@dataclass(frozen=True, slots=True)
class SacrificeIt:
    """"Sacrifice ~" as an effect (CR 701.21a): its controller sacrifices it, if it is still there."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class GiveStatic:
    """"Target creature can't block this turn": ``what`` gains ``static`` until end of turn (611.2a, 514.2)."""

    what: ObjectRef
    static: StaticAbility


@dataclass(frozen=True, slots=True)
class SpellCastBy:
    """"Whenever a player casts a white spell" (CR 601.2i, 603.2): ``caster`` relates the casting
    player to the ability's controller; the spell must fit ``spell``."""

    spell: Filter
    caster: Relation = Relation.ANY
    chosen_color: bool = False  # "a spell of the chosen color": the color chosen as the source entered (614.12)
    # "a spell that targets ~" (targets_self) / "a spell that targets a creature you control" (targets, read
    # for the ability's controller): one of the targets chosen as it was cast is that object (115.1, 601.2c).
    targets_self: bool = False
    targets: Filter | None = None
    # "your first instant or sorcery spell each turn": only the first such spell its caster casts in a turn
    # (``TurnHistory.instants_sorceries_cast``)
    first_each_turn: bool = False
    opponents_turn: bool = False  # "Whenever you cast a spell during an opponent's turn" (102.2, 500.1)


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """"~ enters the battlefield tapped" (CR 614.1d, 614.12): a replacement effect on its own entering."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """"~ enters the battlefield with three charge counters on it" / "... with X +1/+1 counters on it" /
    "... with a +1/+1 counter on it for each other creature you control" (CR 614.1c, 122.6): a replacement
    effect on its own entering. ``amount`` counters of the kind ``counter``, times the number of permanents
    fitting ``per`` (read for the player it enters under) when given; X is the X of the spell that became
    the permanent, 0 when it entered any other way (107.3m)."""

    counter: str
    amount: int | XValue
    per: Filter | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class Become:
    """"~ becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land." (611.2a):
    base P/T set (layer 7b), creature and ``subtypes`` added to its types (layer 4, so a land stays a
    land), ``colors`` set if given (layer 5), ``keywords`` added (layer 6)."""

    what: ObjectRef
    power: Amount
    toughness: Amount
    types: frozenset[CardType]
    subtypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    keywords: tuple[KeywordAbility, ...] = ()
    abilities: GrantAbilities | None = None  # 'with "{B}: Regenerate this creature"' (113.10, layer 6)
    duration: Duration = Duration.END_OF_TURN  # no duration said: as long as it is that object (611.2a, 400.7)


@dataclass(frozen=True, slots=True)
class SetBasePTEach:
    """"Until end of turn, creatures you control have base power and toughness X/X" (613.4b, 611.2c): the
    set is locked in as it resolves, and the amounts counted then (608.2h)."""

    group: Filter
    power: Amount
    toughness: Amount


@dataclass(frozen=True, slots=True)
class ChangeTextOf:
    """"Change the text of target permanent by replacing all instances of one color word with another
    [or one basic land type with another]" (612.1-612.2): as it resolves, its controller chooses a word
    of one of ``kinds`` and another of the same kind; the change lasts indefinitely (611.2a)."""

    what: ObjectRef
    kinds: tuple[WordKind, ...]


@dataclass(frozen=True, slots=True)
class LoseKeywords:
    """"That permanent loses indestructible until end of turn" (113.10b, 611.2a, 514.2): every instance
    of those keyword abilities is removed from the object for the turn (layer 6)."""

    what: ObjectRef
    keywords: tuple[KeywordAbility, ...]


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """"Return target creature card from your graveyard to the battlefield" (CR 110.2a: under the
    control of the player who put it there, the ability's controller); ``tapped``: "... to the battlefield
    tapped" (110.5b). With ``attach_to`` ("put target Aura card ... attached to a creature you control"),
    the Aura enters attached to a permanent fitting it that it could enchant, chosen by that player
    (303.4f); with none, it stays where it is (303.4g)."""

    what: ObjectRef
    tapped: bool = False
    attach_to: Filter | None = None


@dataclass(frozen=True, slots=True)
class CountOf:
    """"The number of Mountains you control" (CR 107.1, 608.2h): permanents on the battlefield fitting
    ``group``, read for the controller of the ability, counted as the effect uses the number."""

    group: Filter


@tagged("pt_count")
@dataclass(frozen=True, slots=True)
class PTEqualToCount:
    """Layer 7a: "~'s power and toughness are each equal to the number of Swamps you control" (604.3,
    613.4a), a characteristic-defining ability counting permanents as the layers give them; with
    ``power_only``, "~'s power is equal to the number of creatures you control" (the toughness printed)."""

    group: Filter
    power_only: bool = False


@tagged("modify_pt_per")
@dataclass(frozen=True, slots=True)
class ModifyPTPer:
    """Layer 7c: "gets +1/+1 for each Forest you control" (613.4c): ``power``/``toughness`` times the
    number of permanents fitting ``group``, read for the source's controller."""

    power: int
    toughness: int
    group: Filter


@tagged("modify_pt_per_kin")
@dataclass(frozen=True, slots=True)
class ModifyPTPerKin:
    """Layer 7c: "gets +1/+1 for each other creature on the battlefield that shares at least one
    creature type with it" (613.4c): counted for each affected creature, as the layers give the types."""

    power: int
    toughness: int


@tagged("pt_equal_to_mana_value")
@dataclass(frozen=True, slots=True)
class PTEqualToManaValue:
    """Layer 7b: "with power and toughness each equal to its mana value" (613.4b): each affected object's
    base power and toughness become its own mana value."""


@dataclass(frozen=True, slots=True)
class ShuffleIntoLibrary:
    """"Shuffle ~ into its owner's library" (CR 701.24a): as a spell's last instruction the spell goes
    there instead of to the graveyard (608.2n); a permanent leaves the battlefield for it."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class DoubleLife:
    """"Double target player's life total" (CR 701.10d): they gain as much life as they have."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ExtraTurns:
    """"Target player takes two extra turns after this one" (CR 500.7)."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class AttachedObject:
    """"Enchanted creature" / "equipped creature" in an Aura's or Equipment's ability: the permanent
    its source is attached to as the ability resolves (303.4, 301.5)."""


@dataclass(frozen=True, slots=True)
class PlayerDoes:
    """"Whenever an opponent draws a card" / "... discards a card" (CR 603.2): ``action`` is what the
    player does, ``who`` relates them to the ability's controller; "that player" is them."""

    action: PlayerAction
    who: Relation = Relation.OPPONENT


class PlayerAction(StrEnum):
    """What a player does that a trigger watches (121.1, 701.9a)."""

    DRAWS = "draws a card"
    DISCARDS = "discards a card"
    DRAWS_SECOND = "draws their second card each turn"  # the turn's history counts the draws (121.1)
    SACRIFICES = "sacrifices a permanent"  # 701.21a: only its controller sacrifices it; once per permanent
    TAPS_LAND_FOR_MANA = "taps a land for mana"  # 106.12: activates a land's mana ability with {T} in its cost


@dataclass(frozen=True, slots=True)
class CreatureEnters:
    """"Whenever a creature enters the battlefield under your control" (CR 603.6a): any creature
    entering under a player related by ``controller``; "it" is that creature. ``group`` narrows which
    ("a creature with power 4 or greater", "another creature with flying")."""

    controller: Relation = Relation.YOU
    group: Filter = ANYTHING


@dataclass(frozen=True, slots=True)
class DiscardedByOpponent:
    """"When a spell or ability an opponent controls causes you to discard ~" (CR 603.2, 701.9a): its own
    card discarded by the effect of a spell or ability an opponent of its owner controls. It can't trigger
    from the battlefield, so it triggers from the graveyard the card went to (113.6k)."""


@dataclass(frozen=True, slots=True)
class CostIncrease:
    """"Artifact and enchantment spells your opponents cast cost {2} more to cast" (CR 601.2f): ``generic``
    more for each spell fitting ``spell`` cast by a player related by ``caster`` to this permanent's
    controller."""

    spell: Filter
    caster: Relation
    generic: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class TargetingCostIncrease:
    """"Spells your opponents cast that target ~ cost {2} more to cast" (CR 601.2f): ``generic`` more for a
    spell, cast by a player related by ``caster`` to this permanent's controller, with this permanent among
    its targets (reckoned once the targets are chosen, 601.2c)."""

    caster: Relation
    generic: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class CostReduction:
    """"Creature spells with flying you cast cost {1} less to cast" (CR 601.2f, 118.7): ``mana`` less for
    each spell fitting ``spell`` cast by a player related by ``caster`` to this permanent's controller."""

    spell: Filter
    caster: Relation
    mana: ManaCost
    text: str = ""


@dataclass(frozen=True, slots=True)
class SelfCostReduction:
    """"~ costs {1} less to cast if you control a creature with flying" / "As long as it's your turn, ~
    costs {2}{U}{U} less to cast" (CR 601.2f, 118.7): the card's own ability, which works while it is
    being cast (113.6d); ``condition`` is read for the player casting it."""

    mana: ManaCost
    condition: Condition | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """"Creature spells can't be countered" (CR 101.2: the "can't" wins): an effect that would counter a
    spell fitting ``spell`` does nothing to it (701.6a)."""

    spell: Filter
    text: str = ""


@dataclass(frozen=True, slots=True)
class BlockedByAtMost:
    """"~ can't be blocked by more than one creature" (CR 509.1b: checked on the whole declaration)."""

    most: int
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantBeTargetedBy:
    """"~ can't be the target of blue or black spells" (CR 115.4): a spell of any of ``colors`` can't target it."""

    colors: frozenset[str]
    text: str = ""


@dataclass(frozen=True, slots=True)
class LeavesToGraveyard:
    """"When ~ is put into a graveyard from the battlefield" (CR 603.6c, 603.10a): any permanent, not only a
    creature ("dies" is a creature's, 700.4); it looks back to the permanent as it last existed."""


@dataclass(frozen=True, slots=True)
class ReturnChosen:
    """"[That player] returns a creature they control to its owner's hand": ``who`` chooses one of theirs
    fitting ``group`` as the step resolves (400.7)."""

    who: PlayerRef
    group: Filter


# ====================================================================== core-set machinery
# Statics of a spell itself (issue 8): they work while the card is being cast or is on the stack,
# not on the battlefield (CR 113.6e, 113.6g).


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """"As an additional cost to cast ~, sacrifice a creature" / "..., discard a card" (CR 601.2b, 601.2h):
    paid with the spell's mana cost as it is cast; a spell whose additional cost can't be paid can't be
    cast (601.2h, 118.3). Only the chosen sacrifice or discard parts of ``cost`` are set."""

    cost: Cost
    text: str = ""


@dataclass(frozen=True, slots=True)
class SacrificeAllAsCost:
    """"As an additional cost to cast ~, sacrifice all creatures you control" (CR 601.2b, 601.2h): every
    permanent of ``group`` its caster controls is sacrificed as the cost is paid (none is a cost paid too);
    their total power, as they last existed, is what "the sacrificed creatures" measure (608.2h)."""

    group: Filter
    text: str = ""


@dataclass(frozen=True, slots=True)
class ThisCantBeCountered:
    """"~ can't be countered" / "This spell can't be countered" (CR 113.6g: it works on the stack; 101.2:
    the "can't" wins over an effect that would counter it, 701.6a)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class Scry:
    """"Scry N" (CR 701.22a): ``who`` looks at the top N cards of their library, puts any number on the
    bottom in any order and the rest on top in any order."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize:
    """"You have no maximum hand size" (CR 402.2): its controller discards nothing in their cleanup
    step (514.1) while the permanent is on the battlefield."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class BeginsOnBattlefield:
    """"If ~ is in your opening hand, you may begin the game with it on the battlefield" (CR 103.6a): once
    the mulligans are done, its owner may put it from their opening hand onto the battlefield."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash:
    """"You may cast spells as though they had flash" (CR 601.3, 702.8a): its controller may cast spells
    any time they could cast an instant."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class ShuffleInsteadOfGraveyard:
    """"If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library
    instead" (CR 614.1a, 614.6): the card's own replacement, working from every zone it could go from."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class PlayLandsFromGraveyard:
    """"You may play lands from your graveyard" (CR 305.1, 601.3): its controller may play a land card from
    their graveyard as their land for the turn, as they could from their hand."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class DrawsDoubled:
    """"If you would draw a card except the first one you draw in each of your draw steps, draw two cards
    instead" (CR 614.1a, 614.11): its controller's draws are doubled, all but the draw step's first."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class CardKind:
    """One answer of "choose land or nonland": the word chosen and the cards it describes."""

    word: str
    card: Filter


@dataclass(frozen=True, slots=True)
class RevealInsteadOfDraw:
    """"If you would draw a card, you may instead choose land or nonland and reveal cards from the top of
    your library until you reveal a card of the chosen kind. Put that card into your hand and put all other
    cards revealed this way on the bottom of your library in any order." (CR 614.1a, 121.6, 701.20a, 401.4)

    A replacement of each of its controller's draws, one draw at a time (121.2, 614.11a), which the player
    may decline as the draw would happen (``optional``): the player chooses one of ``kinds``, reveals until
    a card of that kind, puts it into their hand (not a draw, 614.6) and the other revealed cards on the
    bottom in the order they choose. ``tolaria.mtg.rules.draws`` carries it out.
    """

    kinds: tuple[CardKind, ...]
    optional: bool = True
    text: str = ""


# ====================================================================== effects and targets
# Effect steps on objects and libraries (issue 8): counters put on one object, exiling (CR 406),
# looking at the top of a library (CR 401.2, 701.20e), and "counter ... unless its controller pays"
# (CR 118.12). The phrases are read by tolaria/mtg/oracle/grammar/object_effects.py.


@dataclass(frozen=True, slots=True)
class PutCounters:
    """"Put N +1/+1 counters on target creature" / "... on ~" (CR 122.1, 122.6): ``counter`` is the kind,
    on the one object ``what`` means, if it is still on the battlefield."""

    what: ObjectRef
    counter: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class Exile:
    """"Exile target creature" / "exile target card from a graveyard" / "exile ~" (CR 406.2, 701.13a):
    the object goes to its owner's exile zone, face up (406.3)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """"Exile target player's graveyard" / "exile all cards from target player's graveyard" (CR 406.2):
    every card in it, at once."""

    who: PlayerRef


class RestOfLook(StrEnum):
    """Where the cards looked at and not taken go (CR 401.4: the owner chooses an order, or a random one)."""

    TOP_ANY_ORDER = "back on top in any order"
    BOTTOM_ANY_ORDER = "on the bottom in any order"
    BOTTOM_RANDOM = "on the bottom in a random order"
    GRAVEYARD = "into the graveyard"  # "Put one of them into your hand and the other into your graveyard"


@dataclass(frozen=True, slots=True)
class LookAtTop:
    """"Look at the top N cards of your library. [You may reveal a creature card from among them and]
    put [one of them / it] into your hand[, one on top of your library] and the rest ..." (CR 701.20e:
    only ``who`` sees the cards; 701.20a: a revealed one is shown to all).

    ``take`` cards go to the hand (0: none, the cards only go back); ``take_filter`` is what a taken
    card must be, revealed (701.20a), and with ``optional`` the player may take none; ``on_top`` more
    go back on top ("one on top of your library"); the rest go where ``rest`` says.
    """

    who: PlayerRef
    amount: Amount
    take: int = 0
    take_filter: Filter | None = None
    optional: bool = False
    on_top: int = 0
    rest: RestOfLook = RestOfLook.TOP_ANY_ORDER


@dataclass(frozen=True, slots=True)
class LookAtHand:
    """"Look at target player's hand" (CR 402.3, 701.20e): the ability's controller sees the cards; no one
    else does (the hand's owner knows them already)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class PowerOf:
    """An object's power, as it last existed if it is gone ("life equal to its power", 608.2h)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class PutOnTop:
    """"Put target creature on top of its owner's library" (CR 401.4: a library's order is kept), remembered
    as it last existed (608.2h)."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class UnlessPays:
    """"[Instruction] unless you pay {U}" (CR 118.12a: "[A player may do something else]. If [that player
    doesn't], [do something]"): ``who`` may pay ``cost`` as the step resolves; if they don't, or can't,
    ``then`` happens."""

    who: PlayerRef
    cost: ManaCost
    then: EffectStep


@dataclass(frozen=True, slots=True)
class CantBeRegenerated:
    """"~ can't be regenerated" (CR 701.19c): a regeneration shield doesn't replace its destruction."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class NoRegenerationIfDealtDamage:
    """"A creature dealt damage this way can't be regenerated this turn" (CR 701.19c, 611.2a): if ``what``
    was dealt damage by the step before, it gains :class:`CantBeRegenerated` until end of turn."""

    what: Recipient


@dataclass(frozen=True, slots=True)
class RevealTop:
    """"Target player reveals the top card of their library" (CR 701.20a-b): every player sees it; it stays."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """"[You may] tap or untap target creature" (CR 701.26): the controller chooses, as it resolves, whether to
    turn it over (tap it if untapped, untap it if tapped); the other choice changes nothing."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class ShuffleGraveyardIntoLibrary:
    """"Target player shuffles their graveyard into their library" (CR 701.24a, 401.3)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class HalfLibrary:
    """"half their library, rounded down" (CR 107.1a): the number of cards in ``who``'s library, halved
    and rounded down (up, with ``round_up``: "Round up each time"), counted as the step uses it."""

    who: PlayerRef
    round_up: bool = False


@dataclass(frozen=True, slots=True)
class HalfLife:
    """"loses half their life" (CR 107.1a): ``who``'s life total halved, rounded down unless the card says
    "Round up" (``round_up``), counted as the step uses it."""

    who: PlayerRef
    round_up: bool = False


@dataclass(frozen=True, slots=True)
class HandToLibraryTop:
    """"Look at target player's hand and choose two cards from it. Put them on top of that player's library in
    any order" (CR 701.20e, 401.4): the ability's controller chooses ``amount`` cards of ``who``'s hand, then
    the order they go on top (the first chosen on top)."""

    who: PlayerRef
    amount: Amount


@dataclass(frozen=True, slots=True)
class CardsInHand:
    """"the number of cards in that player's hand" (CR 107.1, 402): counted as the step uses the number."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class UnlessDiscards:
    """"sacrifice ~ unless you discard a creature card" (CR 118.12a, 701.9a): ``who`` may discard a card
    fitting ``group``; if they don't, or can't, ``then`` happens."""

    who: PlayerRef
    group: Filter
    then: EffectStep


@dataclass(frozen=True, slots=True)
class UnlessSacrifices:
    """"it deals 5 damage to target opponent unless that player sacrifices a creature" (CR 118.12a,
    701.21a): ``who`` may sacrifice a permanent they control fitting ``group``; if they don't, or can't,
    ``then`` happens."""

    who: PlayerRef
    group: Filter
    then: EffectStep


@dataclass(frozen=True, slots=True)
class PutFromHand:
    """"You may put a creature card from your hand onto the battlefield" (CR 110.2; 305.4: a land put onto
    the battlefield this way is not played): ``who`` may choose one card of their hand fitting ``group``.
    With ``attached_to`` ("... an Aura card ... attached to ~"), the Aura enters attached to that object,
    so only an Aura that could enchant it may be chosen (303.4f-g)."""

    who: PlayerRef
    group: Filter
    attached_to: ObjectRef | None = None


@dataclass(frozen=True, slots=True)
class CardsInGraveyard:
    """"for each [kind] card in your graveyard" (CR 107.1, 404): the cards of ``who``'s graveyard fitting
    ``group``, counted as the step uses the number; ``times`` for each ("loses 2 life for each creature card
    in their graveyard")."""

    who: PlayerRef
    group: Filter
    times: int = 1


@dataclass(frozen=True, slots=True)
class ReturnOwnedToHand:
    """"Return all artifacts target player owns to their hand" (CR 400.7, 108.3): every permanent of the group
    that player owns, whoever controls it, at once."""

    who: PlayerRef
    group: Filter


@dataclass(frozen=True, slots=True)
class CreateTokensFor:
    """"Its controller creates a 1/1 white Soldier creature token" (CR 111.2): the tokens are created under
    the control of ``who`` (the player the instruction names), who owns them."""

    who: PlayerRef
    token: TokenSpec
    amount: Amount


@dataclass(frozen=True, slots=True)
class CreatureDealsDamage:
    """"Target creature you control deals damage equal to its power to target creature you don't control"
    (CR 120.3, 120.1): ``source`` deals the damage (its characteristics as it last existed, if it is gone),
    not the spell."""

    source: ObjectRef
    amount: Amount
    to: Recipient


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """"Remove a +1/+1 counter from target creature" (CR 122.1): as many as it has, up to ``amount``."""

    what: ObjectRef
    counter: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class RemoveCountersFromEach:
    """"Remove two loyalty counters from each planeswalker" (CR 122.1): from every permanent of the group."""

    group: Filter
    counter: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class CounterUnlessPays:
    """"Counter target spell unless its controller pays {3}" (CR 118.12, 701.6a): the spell's controller
    chooses, as the step resolves, whether to pay ``cost`` (X in it is the X of this spell or ability);
    if they don't, or can't, the spell is countered."""

    what: ObjectRef
    cost: ManaCost


# ====================================================================== Conditions and player groups
# Conditions of intervening "if" clauses (CR 603.4) and of "as long as" static abilities (611.3,
# 604.1), the turn history some of them read (kept per player in the state, reset each turn), the
# trigger "Whenever you gain life", and the player groups effects act on (102.2, 102.3). The phrases
# read into them are in tolaria/mtg/oracle/PHRASES.md; the grammar is
# tolaria/mtg/oracle/grammar/conditions.py and the engine's reading tolaria/mtg/rules/conditions.py.


@tagged("your_turn")
@dataclass(frozen=True, slots=True)
class YourTurn:
    """"it's your turn" (CR 500.8 of the active player; 805.4: your team's turn)."""


@tagged("controls")
@dataclass(frozen=True, slots=True)
class Controls:
    """"you control a Swamp" / "you control three or more creatures" / "an opponent controls an
    Island": some player related to the condition's controller as ``who`` says controls at least
    ``at_least`` permanents fitting ``group`` (read for the condition's controller)."""

    group: Filter
    at_least: int = 1
    who: Relation = Relation.YOU


@tagged("controls_more")
@dataclass(frozen=True, slots=True)
class ControlsMore:
    """"an opponent controls at least four more creatures than you": some player related as ``who``
    controls at least ``margin`` more permanents fitting ``group`` than the condition's controller."""

    group: Filter
    margin: int
    who: Relation = Relation.OPPONENT


@tagged("life_at_least")
@dataclass(frozen=True, slots=True)
class LifeAtLeast:
    """"you have N or more life" (CR 119); ``above_starting``: "at least N life more than your starting
    life total" (103.4)."""

    amount: int
    who: Relation = Relation.YOU
    above_starting: bool = False


@tagged("cards_in_graveyard")
@dataclass(frozen=True, slots=True)
class GraveyardHolds:
    """"there are three or more land cards in your graveyard" / "an opponent has seven or more cards
    in their graveyard": some graveyard of a player related as ``who`` holds at least ``at_least``
    cards fitting ``group``."""

    group: Filter
    at_least: int
    who: Relation = Relation.YOU


@tagged("hand_at_most")
@dataclass(frozen=True, slots=True)
class HandAtMost:
    """"that player has two or fewer cards in hand": the trigger's player (603.2), or with ``yours``
    the ability's controller ("you have no cards in hand")."""

    at_most: int
    yours: bool = False


class SourceState(StrEnum):
    """What the source of a condition can be (CR 506.4, 110.5, 301.5, 303.4)."""

    ATTACKING = "attacking"
    TAPPED = "tapped"
    ENCHANTED = "enchanted"
    EQUIPPED = "equipped"
    ENCHANTED_OR_EQUIPPED = "enchanted or equipped"  # an Aura or an Equipment attached to it
    ATTACKED_THIS_TURN = "attacked this turn"  # declared as an attacker this turn (508.1)
    ATTACKED_OR_BLOCKED_THIS_TURN = "attacked or blocked this turn"  # declared as an attacker or a blocker (508.1, 509.1)


@tagged("source_is")
@dataclass(frozen=True, slots=True)
class SourceIs:
    """"as long as ~ is attacking" / "~ is tapped" / "~ is enchanted" / "~ is equipped"."""

    state: SourceState


@tagged("attached_is_not")
@dataclass(frozen=True, slots=True)
class AttachedIsNot:
    """"as long as enchanted artifact isn't a creature" (611.3a): what the source is attached to has none
    of ``types``, read from the values the layers have given so far."""

    types: frozenset[CardType]


@tagged("source_has_counter")
@dataclass(frozen=True, slots=True)
class SourceHasCounter:
    """"as long as it has a +1/+1 counter on it" (CR 122)."""

    counter: str


@tagged("top_of_library")
@dataclass(frozen=True, slots=True)
class TopOfLibrary:
    """"the top card of your library is a land card": a look at the card, which a player may do
    while the condition is checked (401.2 says the order of the library may not be; the card's
    characteristics are read as the rules check the condition)."""

    group: Filter


class TurnCount(StrEnum):
    """What the turn's history counts, per player (reset as each turn begins, CR 500.1)."""

    LIFE_GAINED = "life gained"  # 119.3, 119.9
    LIFE_LOST = "life lost"  # 119.3
    SPELLS_CAST = "spells cast"  # 601.2i
    CARDS_DRAWN = "cards drawn"  # 121.1
    CREATURES_DIED = "creatures died"  # 700.4, counted for the player who controlled each
    ATTACKERS = "creatures attacked with"  # 508.1
    TO_HAND_FROM_BATTLEFIELD = "permanents put into hand from the battlefield"  # 400.7, counted for the hand's owner


@tagged("this_turn")
@dataclass(frozen=True, slots=True)
class ThisTurn:
    """"you gained life this turn" / "you gained 3 or more life this turn" / "an opponent lost life this
    turn" / "a creature died this turn" / "you didn't cast a spell this turn" / "you attacked with two
    or more creatures this turn": some player related as ``who`` reached ``at_least`` of ``count``
    this turn (``who`` ANY with CREATURES_DIED: all players together); with ``negated``, it did not."""

    count: TurnCount
    at_least: int = 1
    who: Relation = Relation.YOU
    negated: bool = False


@tagged("all_of")
@dataclass(frozen=True, slots=True)
class AllOf:
    """Conditions joined by "and": every one holds."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class YouGainLife:
    """"Whenever you gain life" (CR 119.9, 603.2): once per life-gain event; "that much" is the amount."""


@dataclass(frozen=True, slots=True)
class YouLoseLife:
    """"Whenever you lose life" (CR 119.3, 603.2; damage to you is life lost, 120.3a): once per life-loss
    event, "that much" its amount; with ``first_each_turn``, "for the first time each turn": only for
    the first such event of the turn (``TurnHistory.life_losses``)."""

    first_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class CreatureDies:
    """"Whenever a creature you control dies" / "another creature you control" / "a creature an opponent
    controls" (603.6c, 700.4): it looks back in time (603.10a); "that player" is its controller, "it" the
    card in the graveyard (400.7)."""

    controller: Relation = Relation.ANY
    other: bool = False
    damaged_by_self: bool = False  # "a creature dealt damage by ~ this turn" (120.3, GameState.damaged)
    nontoken: bool = False  # "a nontoken creature" (111.1): a card, not a token


@dataclass(frozen=True, slots=True)
class CantAttackUnless:
    """"~ can't attack unless defending player controls an Island" (508.1c): a restriction on attacking,
    checked for each player or planeswalker the creature could attack; with ``defender_controls``,
    the player attacked (or the planeswalker's controller) must control a permanent fitting it,
    else ``condition`` must hold for the creature's controller ("unless you control four or more
    artifacts")."""

    condition: Condition | None = None
    defender_controls: Filter | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class EntersTappedUnless:
    """"~ enters the battlefield tapped unless you control a Swamp or a Mountain" (614.1d, 614.12): the
    condition is checked, for the player it would enter under, just before it enters."""

    condition: Condition
    text: str = ""


@dataclass(frozen=True, slots=True)
class CreatureAttacks:
    """"Whenever a creature with flying attacks" / "Whenever a creature you control with deathtouch
    attacks" (508.3a): once for each attacking creature fitting ``group`` (read for the ability's
    controller); "it" is that creature."""

    group: Filter


@dataclass(frozen=True, slots=True)
class OnlyIf:
    """"If a creature died this turn, create two 1/1 green Saproling creature tokens": ``then`` happens
    only if the condition holds as the instruction is reached (608.2c: the instructions in order)."""

    condition: Condition
    then: EffectStep


@tagged("each_opponent")
@dataclass(frozen=True, slots=True)
class EachOpponent:
    """Every opponent of the ability's controller still in the game, in turn order (CR 102.2-102.3, 101.4)."""


@tagged("each_other_player")
@dataclass(frozen=True, slots=True)
class EachOtherPlayer:
    """Every player but the ability's controller, teammates included, in turn order (CR 102.1, 101.4)."""


@tagged("defending_player")
@dataclass(frozen=True, slots=True)
class DefendingPlayer:
    """The player the source is attacking, or who controls the planeswalker it attacks (CR 506.2, 506.3)."""


@dataclass(frozen=True, slots=True)
class CountControlledBy:
    """"for each creature they control" / "equal to the number of Swamps they control": ``times`` for each
    permanent fitting ``group`` that the player ``who`` means controls; for a group of players ("each
    player loses 1 life for each creature they control"), counted for each of them in turn."""

    group: Filter
    who: PlayerRef
    times: int = 1


@tagged("that_much")
@dataclass(frozen=True, slots=True)
class ThatMuch:
    """"that much": the amount the trigger event measured (119.9: the life gained)."""


@tagged("sacrificed_power")
@dataclass(frozen=True, slots=True)
class SacrificedPower:
    """"the total power of the sacrificed creatures": what the spell's "sacrifice all" cost measured as it was
    paid (601.2h, 608.2h: their power as they last existed)."""


@dataclass(frozen=True, slots=True)
class WinTheGame:
    """"you win the game" (CR 104.2b)."""

    who: PlayerRef


# ====================================================================== Tenth Edition machinery: combat and entering
# Nodes for the rules machinery Tenth Edition's permanents still needed (issue 8): creatures that
# block more than one attacker (CR 509.1a-b), requirements to block (509.1c), and a group of
# permanents that enters tapped (614.1d, 614.12).


@dataclass(frozen=True, slots=True)
class CanBlockAdditional:
    """"~ can block an additional creature each combat" (``extra`` 1) / "~ can block any number of
    creatures" (``any_number``): CR 509.1a lets each creature block one attacker; this lifts the limit
    for the creature that has it. "Each creature you control can ..." grants it (layer 6)."""

    extra: int = 1
    any_number: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """"All creatures able to block ~ do so" (CR 509.1c): a requirement on each creature that could block
    this one; the declaration must obey as many of them as it can without breaking a restriction."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class GroupEntersTapped:
    """"Artifacts and lands enter the battlefield tapped" (CR 614.1d, 614.12): a replacement effect on every
    permanent fitting ``group`` as it enters, whoever controls it."""

    group: Filter
    text: str = ""


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """"You may have ~ enter the battlefield as a copy of any creature on the battlefield" (CR 614.1c,
    707.2): as the permanent enters, its controller may choose a permanent fitting ``group``; it enters
    with a copy effect of that permanent's copiable values (707.2, 613.2a), which lasts while it stays."""

    group: Filter
    text: str = ""



class ChoiceKind(StrEnum):
    """What "As ~ enters the battlefield, choose a ..." chooses (CR 614.12)."""

    COLOR = "color"  # one of the five colors (105.1)
    BASIC_LAND_TYPE = "basic land type"  # Plains, Island, Swamp, Mountain, Forest (205.3i)
    CARD_NAME = "card name"  # the name of a card (201.3): one the game's card database holds
    TEXT_WORD = "color word or basic land type"  # the word a text-changing effect replaces (612.2)


@dataclass(frozen=True, slots=True)
class ChooseAsEnters:
    """"As ~ enters the battlefield, choose a color" (CR 614.12, 614.1c): its controller chooses as the
    permanent spell resolves; the choice is recorded on the permanent (``Permanent.chosen``) for the
    abilities that say "the chosen color"."""

    choice: ChoiceKind
    text: str = ""


@tagged("protection_chosen")
@dataclass(frozen=True, slots=True)
class ProtectionFromChosen:
    """Layer 6: "~ has protection from the chosen color" (702.16a, 613.1f): protection from the color
    chosen as its source entered (none if none was chosen)."""



@dataclass(frozen=True, slots=True)
class CantActivateChosenName:
    """"Activated abilities of sources with the chosen name can't be activated unless they're mana abilities"
    (CR 602.5: an ability prohibited from being activated; 605.1a: mana abilities stay): the name is
    the one chosen as this permanent entered (614.12)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class AnyNumberInDeck:
    """"A deck can have any number of cards named ~" (CR 100.2a: the four-copy limit doesn't apply to it);
    a rule of deck construction, read by the formats (``tolaria.mtg.formats``), not in a game."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class RedirectToAttached:
    """"All damage that would be dealt to you is dealt to enchanted creature instead" (CR 614.9): a
    redirection of all damage to the Aura's controller to the creature it enchants, while it enchants one."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class UntapEach:
    """"Untap all creatures that attacked this turn" (CR 701.26b): every permanent of the group, at once."""

    group: Filter


@dataclass(frozen=True, slots=True)
class AdditionalCombat:
    """"After this main phase, there is an additional combat phase followed by an additional main phase"
    (CR 500.8, 505.1a)."""


@dataclass(frozen=True, slots=True)
class TakeDraws:
    """"Until end of turn, if target player would draw a card, instead that player skips that draw and you
    draw a card" (CR 614.1b, 614.11): a replacement of ``who``'s draws for the rest of the turn."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class EndTheTurn:
    """"End the turn" (CR 724.1): the stack is exiled, waiting triggers cease to exist, and the turn goes
    straight to its cleanup step."""


@dataclass(frozen=True, slots=True)
class PreventAllDamage:
    """"Prevent all damage that would be dealt to ~" (``to``), "... dealt to and dealt by enchanted
    creature" (``to``, ``by``, ``attached``) (CR 615.1): a static prevention effect on its own permanent,
    or with ``attached`` on the one its source is attached to (303.4m)."""

    to: bool = True
    by: bool = False
    attached: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class DamageMultiplied:
    """"If a source would deal damage to a permanent or player, it deals double that damage ... instead"
    (CR 614.1a): damage is multiplied by ``factor``; with ``yours``, only a source its controller controls
    ("If a source you control would deal damage ...")."""

    factor: int
    yours: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """"Flip a coin" (CR 705.2): ``who`` flips, calls it, and wins or loses the flip (even odds, 705.1); the
    steps after it that say "If you win / lose the flip" read the result."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class IfFlip:
    """"If you lose the flip, [step]" (``won`` False) / "If you win the flip, ..." (CR 705.2): ``then``
    happens only with that result of the coin flip just before."""

    won: bool
    then: EffectStep


@dataclass(frozen=True, slots=True)
class CopySpell:
    """"Copy target instant or sorcery spell[. You may choose new targets for the copy.]" (CR 707.10): a copy
    of the spell, with its choices, is put on the stack under the ability's controller; with
    ``new_targets`` they may change any of its targets to other legal ones (707.10c)."""

    what: ObjectRef
    new_targets: bool = False


@dataclass(frozen=True, slots=True)
class PreventAllFromColors:
    """"Prevent all damage that black sources and red sources would deal this turn" (CR 615.1, 611.2a)."""

    colors: frozenset[str]


@dataclass(frozen=True, slots=True)
class PreventAllToPlayer:
    """"Prevent all damage that would be dealt to you and creatures you control this turn" (CR 615.1):
    to ``who`` and to the creatures they control as the damage would be dealt."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class RedirectUnblockedTo:
    """"All combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~ instead"
    (CR 614.9, 509.1h): a redirection for the turn, to ``to``."""

    to: ObjectRef


@dataclass(frozen=True, slots=True)
class PlayerHasKeyword:
    """"You have shroud" / "You have hexproof" (CR 702.18a, 702.11b: a player may have them): the permanent's
    controller can't be the target of spells or abilities (with hexproof: of their opponents')."""

    keyword: KeywordAbility
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantCast:
    """"You can't cast creature spells" / "Each player can't cast more than one spell each turn" (CR 101.2,
    601.2): players related by ``who`` to this permanent's controller can't cast spells fitting ``spell``;
    with ``beyond_one``, only once they have cast a spell this turn."""

    spell: Filter
    who: Relation
    beyond_one: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class PreventNextFromSource:
    """"The next time a red source of your choice would deal damage to you this turn, prevent that damage"
    (CR 615.7, 609.7a): the source is chosen as the effect resolves, among objects of ``colors`` (any
    color if empty) or, with ``chosen_color``, of the color chosen as the effect's source entered (614.12)."""

    to: Recipient
    colors: frozenset[str] = frozenset()
    chosen_color: bool = False


# ====================================================================== Tenth Edition machinery: evasion
# Nodes for Tenth Edition's evasion that names who may still block (issue 8).


@dataclass(frozen=True, slots=True)
class CantBeBlockedExceptBy:
    """"~ can't be blocked except by creatures with flying" (509.1b): a blocker must fit ``group``.

    The opposite of ``CantBeBlockedBy``: the description names the creatures
    that may block, so every creature outside it is barred.
    """

    group: Filter
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantBlockSource:
    """"Target creature can't block ~ this turn" (509.1b): the creature can't block one attacker, the
    effect's source. The compiled text holds ``attacker`` 0 ("~"); the effect binds it to the source's
    object as it begins, so the same card back on the battlefield is a new object it may block (400.7)."""

    attacker: int = 0
    text: str = ""


# ====================================================================== Tenth Edition machinery: game end, triggers, zones
# Nodes for the last Tenth Edition cards of issue 8 whose rules are winning and losing (CR 104),
# triggers that work outside the battlefield (113.6k) and delayed ones (603.7), and the zones a card
# passed through this turn.


@dataclass(frozen=True, slots=True)
class CantLoseGame:
    """"You can't lose the game and your opponents can't win the game" (104.3, 810.8a): while the
    permanent is on the battlefield its controller (and their team) doesn't lose, whatever the reason
    but a concession (104.3a), and no opponent wins."""

    you_cant_lose: bool = True
    opponents_cant_win: bool = True
    text: str = ""


@dataclass(frozen=True, slots=True)
class ReturnSelfFromGraveyard:
    """"Return ~ from your graveyard to your hand" (113.6m): the ability moves its own card out of the
    graveyard, so it functions only there; the card moves if it is still that object (400.7). With
    ``to_battlefield``: "... to the battlefield [tapped]", under its owner's control (110.2a, 110.5b)."""

    to_battlefield: bool = False
    tapped: bool = False


def moves_itself_from_graveyard(ability: TriggeredAbility) -> bool:
    """CR 113.6m: whether the ability's effect returns its own card from the graveyard, so that the
    ability functions only in the graveyard."""
    return any(
        isinstance(step, ReturnSelfFromGraveyard) or (isinstance(step, IfYouDo) and isinstance(step.then, ReturnSelfFromGraveyard))
        for step in ability.effect.steps
    )


def works_from_graveyard(ability: TriggeredAbility) -> bool:
    """Whether a triggered ability functions in the graveyard rather than on the battlefield: one that moves
    its own card out of the graveyard (113.6m), or one whose trigger can't happen on the battlefield and
    happens as the card goes to the graveyard (113.6k: "causes you to discard ~")."""
    return isinstance(ability.trigger, DiscardedByOpponent) or moves_itself_from_graveyard(ability)


@dataclass(frozen=True, slots=True)
class LoseTheGame:
    """"[player] loses the game" / "you lose the game" (104.3e): unless their team can't lose (810.8a)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class SourceCastFromHand:
    """"if you cast it from your hand" / "if you didn't cast it from your hand" (``negated``): whether the
    source permanent entered as a spell its controller cast from their hand (601.2a, 608.3)."""

    negated: bool = False


@dataclass(frozen=True, slots=True)
class ReturnGraveyardCardsToHand:
    """"Return to your hand all creature cards in your graveyard [that were put there from the battlefield
    this turn]" (400.7): the cards of the group in the player's graveyard go to their hand at once."""

    who: PlayerRef
    group: Filter


# ====================================================================== Core Set 2019 and 2021 machinery
# Nodes for the classes of M19 and M21 cards (issue 8): "[You may] [do something]. If you do, [effect]."
# (CR 118.12: a cost paid as the ability resolves; grammar/resolution_costs.py, rules/resolution_costs.py),
# searching a library and/or graveyard for a named card (701.23; grammar/named_search.py,
# rules/searching.py), removing counters as an activation cost (118.3), attacking as though without
# defender (702.3b) and "becomes the target of" triggers (115.1, 603.2).


@dataclass(frozen=True, slots=True)
class PayMana:
    """"[you may] pay {1}" as an ability resolves (CR 118.12): ``who`` pays ``cost`` with their mana; a cost
    they can't pay isn't paid, and what "If you do" offers doesn't happen."""

    who: PlayerRef
    cost: ManaCost


@dataclass(frozen=True, slots=True)
class IfYouDo:
    """"If you do, [step]" (CR 118.12): ``then`` happens only if the cost before it (a payment, a
    sacrifice, a draw) was paid."""

    then: EffectStep


@dataclass(frozen=True, slots=True)
class SearchLibraryAndGraveyard:
    """"[You may] search your library and/or graveyard for a card named [name], reveal it, and put it into
    your hand. If you search your library this way, shuffle." (CR 701.23, 400.2): ``who`` chooses whether
    to search their library (the graveyard is public and always looked through), then may take one card
    fitting ``group`` from the zones searched (701.23b: finding nothing is allowed); the library is
    shuffled only if it was searched."""

    who: PlayerRef
    group: Filter


@dataclass(frozen=True, slots=True)
class CounterCost:
    """"Remove three charge counters from ~" in an activation cost (CR 118.3, 122.1): the source must have
    ``amount`` counters of kind ``counter`` to remove, and they come off as the cost is paid."""

    counter: str
    amount: int


@dataclass(frozen=True, slots=True)
class AttacksAsThoughNoDefender:
    """"~ can attack as though it didn't have defender" (CR 702.3b): its defender doesn't stop it attacking;
    granted by an "as long as" static (611.3a) while its condition holds."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class BecomesTarget:
    """"Whenever ~ becomes the target of a spell or ability an opponent controls" (CR 115.1, 603.2): it
    triggers as the spell is cast or the ability is put on the stack with ~ among its targets (601.2c,
    602.2b, 603.3d), once for each such spell or ability; ``by_opponent``: only an opponent's;
    ``spells_only``: "of a spell". "That player" is the controller of the spell or ability."""

    by_opponent: bool = True
    spells_only: bool = False


# ====================================================================== core sets: colours, hands, state triggers, Wards
# Nodes for the core sets' (Limited Edition Alpha, Magic 2020) colour-setting spells, whole-hand
# discards and shuffles, state triggers and Auras whose protection spares themselves (issue 8).


@dataclass(frozen=True, slots=True)
class BecomeColor:
    """"Target spell or permanent becomes blue." (611.2a, 613.1e): the object's color is set (layer 5), with
    no duration stated for as long as it is that object (400.7: a spell that resolves, or a permanent
    that leaves the battlefield, is a new object the effect doesn't reach)."""

    what: ObjectRef
    colors: frozenset[str]


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """"Each player discards their hand" / "Discard your hand" (701.9a): every card in the hand of each
    player ``who`` means is discarded; no choice is made (701.9b)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ShuffleHandAndGraveyardIntoLibrary:
    """"Each player shuffles their hand and graveyard into their library" (701.24a): each player ``who``
    means puts the cards of both zones into their library and shuffles it (in APNAP order, 101.4)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ShufflePermanentsAndReveal:
    """"Each player shuffles all permanents they own into their library, then reveals that many cards from the
    top of their library" (701.24a, 701.20a): all the permanents each player ``who`` means owns leave at
    once (a token ceases to exist, 111.7, but is counted); then each, in APNAP order (101.4), shuffles and
    reveals that many cards, the ones revealed this way that a later step acts on (608.2c)."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class PutRevealedOntoBattlefield:
    """"Each player puts all artifact, creature, and land cards revealed this way onto the battlefield, then
    does the same for enchantment cards, then puts all cards revealed this way that weren't put onto the
    battlefield on the bottom of their library in any order": the revealed cards of each description of
    ``waves`` enter at once under their owners' control, one description after another (an Aura enchanting
    what its owner chooses, 303.4f, or staying where it is, 303.4g); the rest go to the bottom (401.4)."""

    who: PlayerRef
    waves: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class NoneThere:
    """"if no creatures are on the battlefield" / "if you control no Islands" (603.4): the condition holds
    when ``there`` (a :class:`Controls`) doesn't."""

    there: Controls


@dataclass(frozen=True, slots=True)
class StateTrigger:
    """"When you control no Islands, [effect]" (CR 603.8): a state trigger. It triggers as soon as
    ``condition`` is true, and doesn't trigger again until the ability has left the stack."""

    condition: NoneThere


@dataclass(frozen=True, slots=True)
class SparesItself:
    """"This effect doesn't remove ~." (an Aura granting protection, 702.16c): the protection from
    ``colors`` that this Aura's own ability gives the enchanted permanent doesn't make the Aura fall
    off it (704.5m); protection from those colors from anything else still does."""

    colors: frozenset[str]
    text: str = ""


# ====================================================================== Tenth Edition machinery: layers, control, Auras, combat, mana
# Nodes for Tenth Edition's control-changing Auras, graveyard-counting characteristics and the
# statics that change how turns, mana and hands work (issue 8, list A).


@dataclass(frozen=True, slots=True)
class ControlledBySourceController:
    """Layer 2: "You control enchanted creature" (303.4m, 613.1b): the enchanted permanent is controlled
    by whoever controls the Aura now, so it follows the Aura if the Aura changes hands."""


@dataclass(frozen=True, slots=True)
class PTEqualToCards:
    """Layer 7a: "~'s power and toughness are each equal to the number of creature cards in all
    graveyards" / "~'s power is equal to the number of instant and sorcery cards in your graveyard"
    (604.3, 613.4a): a characteristic-defining ability counting cards fitting ``group`` in every
    graveyard (``all_graveyards``) or in its controller's; ``power_only`` leaves the toughness printed."""

    group: Filter
    all_graveyards: bool = False
    power_only: bool = False


@dataclass(frozen=True, slots=True)
class UnspentManaStays:
    """"Players don't lose unspent mana as steps and phases end" (CR 500.5, 106.4): while the permanent is
    on the battlefield, no mana pool empties as a step or phase ends (so no mana burn either)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class UntapDuringOthersUntap:
    """"Untap all permanents you control during each other player's untap step" (CR 502.3): its
    controller untaps their permanents in each untap step of a turn that isn't theirs."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class HandsRevealed:
    """"Your opponents play with their hands revealed" (CR 701.20a, 400.2): the hands of the players
    ``whose`` names (read for the permanent's controller) are shown to every player while it is on
    the battlefield; the hand stays a hidden zone (400.2), only its cards are seen."""

    whose: Relation
    text: str = ""


@dataclass(frozen=True, slots=True)
class CantHaveCounters:
    """"Creatures your opponents control can't have +1/+1 counters put on them" (101.2, 614.17, 122.6):
    counters of ``counter`` aren't put on permanents of ``group`` (read for the ability's controller);
    the "can't" takes precedence over whatever would put them there."""

    group: Filter
    counter: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class AssignsDamageByToughness:
    """"[It] assigns combat damage equal to its toughness rather than its power" (510.1a): the amount
    the creature assigns in combat is its toughness."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class AssignsAsThoughUnblocked:
    """"You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1b-c): blocked, the
    creature's controller may assign all its combat damage to the player, planeswalker or battle it is
    attacking (510.1b) instead of dividing it among its blockers (510.1c)."""

    text: str = ""


@dataclass(frozen=True, slots=True)
class SpendOnlyOnX:
    """"Spend only black mana on X" (CR 601.2f-h, 107.3a): each {X} of the spell's mana cost is paid with
    mana of ``color`` only, so the total cost asks X more mana of that color instead of X generic."""

    color: str
    text: str = ""


@dataclass(frozen=True, slots=True)
class ExtraManaWhenTapped:
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}" / "Whenever
    a Mountain is tapped for mana, ..." (CR 605.1b, 106.12a): a triggered mana ability. It doesn't use
    the stack (605.4a), so it is kept with the statics and done as the land's mana ability resolves: the
    land's controller adds ``produces``. ``attached``: the land is what the source is attached to (and
    fits ``land``); otherwise any land fitting ``land``."""

    land: Filter
    produces: tuple[str, ...]
    attached: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class ChangeTarget:
    """"Change the target of target spell with a single target" (CR 115.7a): the controller of this
    effect chooses another legal target for that spell, read for the spell's own
    controller; if there is none, the target is unchanged."""

    what: ObjectRef


# ====================================================================== The turn's history
# Amounts the turn's history measures (CR 500.1; grammar/history.py, rules/turn_history.py).


@dataclass(frozen=True, slots=True)
class TurnTotal:
    """"for each creature that died this turn" / "the number of creatures that died under your control
    this turn" / "the amount of life you gained this turn": ``times`` the count the turn's history keeps
    (``Player.history``) for the ability's controller (``who`` YOU) or for all players together (ANY),
    read as the effect uses the number (608.2h)."""

    count: TurnCount
    who: Relation = Relation.YOU
    times: int = 1


@dataclass(frozen=True, slots=True)
class Instead:
    """"You gain 4 life. If a creature died this turn, you gain 8 life instead." (CR 608.2c: later text
    modifies the meaning of earlier text): ``instead`` if the condition holds as the instruction is
    reached, else ``otherwise`` (the earlier instruction); never both."""

    condition: Condition
    instead: EffectStep
    otherwise: EffectStep


@dataclass(frozen=True, slots=True)
class ActivatedThisTurn:
    """"If this ability has been activated four or more times this turn" (CR 602.5b counts, 500.1): the
    source's activated ability ``ability`` (its index, bound by the compiler; -1 until then) was
    activated at least ``at_least`` times this turn, the activation resolving now included."""

    at_least: int
    ability: int = -1


@dataclass(frozen=True, slots=True)
class ExileTop:
    """"That player exiles the top four cards of their library" (CR 406.2: face up, 406.3), as many as
    the library holds; with ``repeat_on_shared_name``, "If two or more of those cards have the same name,
    repeat this process" (201.2a): again while a group exiled at once holds two cards of one name."""

    who: PlayerRef
    amount: Amount
    repeat_on_shared_name: bool = False


@dataclass(frozen=True, slots=True)
class AttachToAnother:
    """"Attach it to another permanent it can enchant" (CR 701.3a-b, 303.4): the effect's controller chooses
    a permanent other than the one the Aura is attached to that it could be attached to (asked only with
    two or more); with none, it stays where it is."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class HandOntoLibrary:
    """"Target opponent puts the cards from their hand on top of their library" (CR 401.4). With
    ``searched``: "Search that player's library for that many cards. The player puts those cards into
    their hand, then shuffles." (701.23a): the ability's controller finds as many cards as were put there
    (no quality stated, so all of them if the library holds them), they go to that player's hand, and that
    library is shuffled."""

    who: PlayerRef
    searched: bool = False


@dataclass(frozen=True, slots=True)
class PutOnTopOrBottom:
    """"Its owner puts it on the top or bottom of their library" (CR 401.4): the owner of the spell or
    permanent chooses which; a spell leaves the stack for it (a copy ceases to exist, 707.10a)."""

    what: ObjectRef


# ====================================================================== Delayed triggered abilities
# "Sacrifice it at end of combat", "destroy that creature at the beginning of the next end step" (CR 603.7;
# grammar/delayed.py, rules/delayed.py).


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """The trigger event of a delayed triggered ability (CR 603.7): no event of the game triggers it; an
    effect creates it, and it triggers once, as the next ``step`` begins ("at end of combat": the end of
    combat step, 511.2; "at the beginning of the next end step", 513.1)."""

    step: Step


@dataclass(frozen=True, slots=True)
class ReflexiveTrigger:
    """The trigger event of a reflexive triggered ability (CR 603.12): "When you do, [effect]" after a cost
    paid as the ability resolves; it triggers as that cost is paid, once, and goes on the stack the next
    time a player would receive priority, its targets chosen then (603.3d)."""


@dataclass(frozen=True, slots=True)
class CreateDelayed:
    """"[Instruction] at end of combat" (CR 603.7a): creates ``ability`` (a delayed triggered ability of
    the card, kept with its triggered abilities so it can go on the stack), controlled by this effect's
    controller (603.7d). ``bind`` is the object the ability's "that creature" means, fixed as it is created
    (603.7c: a target of the effect, or the trigger's object); None when it names only ~."""

    ability: TriggeredAbility
    bind: ObjectRef | None = None


# ------------------------------------------------------------ the unions of the vocabulary

ObjectRef = Target | ThisObject | ThatObject | AttachedObject
PlayerRef = You | Target | ThatPlayer | ControllerOf | EachPlayer | EachOpponent | EachOtherPlayer | DefendingPlayer
Recipient = (
    Target | ThisObject | ThatObject | You | ThatPlayer | AttachedObject | ControllerOf | EachOpponent | WhatItAttacks
)

@tagged("for_each_target")
@dataclass(frozen=True, slots=True)
class ForEachTarget:
    """"Exile X target creature cards" / "return up to that many target permanents" (CR 601.2c, 608.2b):
    ``then``, which refers to ``Target(slot)``, is done for each target chosen for that phrase's slots, one
    after another, skipping those that became illegal."""

    slot: int
    then: EffectStep


@tagged("moved_this_way")
@dataclass(frozen=True, slots=True)
class MovedThisWay:
    """"For each creature card exiled this way" (CR 608.2c): how many of its targets the ``ForEachTarget``
    before moved out of the zone they were in."""


Amount = (
    int | XValue | ToughnessOf | BlockersOf | CountOf | PowerOf | HalfLibrary | CardsInHand | CardsInGraveyard | ThatMuch
    | CountControlledBy | SacrificedPower | TurnTotal | HalfLife | MovedThisWay
)


Modification = (
    PTEqualToLife
    | ModifyPT | SetPT | SwitchPT | AddAbilities | LoseAllAbilities | SetColors | AddTypes | ControlledBy | BecomeCopy | ChangeText
    | AddStatic | PTEqualToCount | ModifyPTPer
    | GrantAbilities | LoseAbilities | ModifyPTPerKin | PTEqualToManaValue | SetBasicLandType
    | SetCreatureTypes
    | ProtectionFromChosen
    | ControlledBySourceController | PTEqualToCards
)

EffectStep = (
    DealDamage
    | DealDamageToEach
    | DealDividedDamage
    | DealDamageToTargetAndEach
    | Pump
    | PumpEach
    | Draw
    | LoseLife
    | GainLife
    | Destroy
    | DestroyEach
    | ReturnToHand
    | CounterSpell
    | Discard
    | RevealHand
    | ChooseFromHand
    | DiscardChosen
    | Sacrifice
    | IfUnable
    | AddMana
    | Regenerate
    | PreventCombatDamage
    | PreventDamage
    | SearchLibrary
    | PutCountersOnEach
    | PumpThose
    | ReturnAllFromGraveyards
    | CreateTokens
    | GainControl
    | Untap
    | PutOnBottom
    | Mill
    | Attach
    | Tap
    | TapEach
    | ReturnEachToHand
    | SacrificeIt
    | GiveStatic
    | Become
    | ReturnToBattlefield
    | ShuffleIntoLibrary
    | DoubleLife
    | ExtraTurns
    | ReturnChosen
    | Scry
    | PutCounters
    | Exile
    | ExileGraveyard
    | LookAtTop
    | LookAtHand
    | CounterUnlessPays
    | PutOnTop
    | UnlessPays
    | NoRegenerationIfDealtDamage
    | RevealTop
    | TapOrUntap
    | ShuffleGraveyardIntoLibrary
    | HandToLibraryTop
    | UnlessDiscards
    | PutFromHand
    | ReturnOwnedToHand
    | CreateTokensFor
    | CreatureDealsDamage
    | RemoveCounters
    | RemoveCountersFromEach
    | WinTheGame
    | OnlyIf
    | PreventNextFromSource
    | UntapEach
    | AdditionalCombat
    | EndTheTurn
    | TakeDraws
    | FlipCoin
    | IfFlip
    | CopySpell
    | PreventAllFromColors
    | PreventAllToPlayer
    | RedirectUnblockedTo
    | PayMana
    | IfYouDo
    | SearchLibraryAndGraveyard
    | ReturnSelfFromGraveyard
    | LoseTheGame
    | ReturnGraveyardCardsToHand
    | BecomeColor
    | DiscardHand
    | ShuffleHandAndGraveyardIntoLibrary
    | ShufflePermanentsAndReveal
    | PutRevealedOntoBattlefield
    | ChangeTarget
    | DoesntUntapNext
    | ExileIfWouldDie
    | GroupCantBlockThisTurn
    | GainChosen
    | AddManaOfChosenColor
    | CantCastThisTurn
    | LoseKeywords
    | ChangeTextOf
    | SetBasePTEach
    | Instead
    | CreateDelayed
    | ExileTop
    | AttachToAnother
    | HandOntoLibrary
    | PutOnTopOrBottom
    | UntapUpTo
    | TapAllOf
    | UnlessSacrifices
    | ForEachTarget
)
STEP_CLASSES: tuple[type, ...] = EffectStep.__args__

TriggerEvent = (
    Enters | Dies | Attacks | Blocks | BecomesBlocked | DealsDamage | BeginningOf | SpellCastBy | PlayerDoes | CreatureEnters
    | LeavesToGraveyard | YouGainLife | CreatureDies | CreatureAttacks
    | BecomesTarget
    | StateTrigger
    | PlayerDealtDamage
    | DiscardedByOpponent
    | DelayedTrigger
    | YouLoseLife
    | ReflexiveTrigger
    | AttackWith
    | ActivatesAbilityOf
    | GroupDealsCombatDamage
)

Condition = (
    SourceUntapped | YourTurn | Controls | LifeAtLeast | GraveyardHolds | HandAtMost | SourceIs | SourceHasCounter
    | TopOfLibrary | ThisTurn | AllOf
    | SourceCastFromHand | ControlsMore
    | NoneThere
    | AttachedIsNot
    | ActivatedThisTurn
)

StaticAbility = (
    CantBeBlockedBy | CantBeBlockedExceptBy | CantBlockSource | AttacksEachCombat | CombatTax | Continuous | Enchant | AttachedCant
    | CantBlock | CantBlockGroup | CantActAlone | DoesntUntap | CanBlockOnly | EntersTapped | EntersWithCounters | CostIncrease | CantBeCountered
    | BlockedByAtMost | CantBeTargetedBy | AdditionalCost | ThisCantBeCountered | NoMaximumHandSize
    | CantBeRegenerated
    | CantAttackUnless | EntersTappedUnless
    | CanBlockAdditional | MustBeBlocked | GroupEntersTapped | EntersAsCopy | ChooseAsEnters | CantActivateChosenName
    | AnyNumberInDeck | RedirectToAttached | PreventAllDamage | DamageMultiplied | PlayerHasKeyword
    | CantCast
    | AttacksAsThoughNoDefender
    | CantLoseGame
    | SparesItself
    | UnspentManaStays | UntapDuringOthersUntap | HandsRevealed | AssignsAsThoughUnblocked | SpendOnlyOnX
    | AssignsDamageByToughness | CantHaveCounters
    | ExtraManaWhenTapped
    | CostReduction | SelfCostReduction | TargetingCostIncrease
    | BeginsOnBattlefield | CastAsThoughFlash | ShuffleInsteadOfGraveyard | PlayLandsFromGraveyard
    | SacrificeAllAsCost | DrawsDoubled | RevealInsteadOfDraw
)


def _tag_untagged_members() -> None:
    """Tag every record of the vocabulary's unions that has no tag of its own (its name in snake case).

    A union is read back from JSON by its members' tags; untagged members are
    tried in order, and two with the same fields ("can't block" and "attacks
    each combat if able" both hold only their text) would read back as
    whichever comes first. With a tag each, a game's granted abilities and
    conditions survive the round trip as what they were.
    """
    import dataclasses
    import re
    from typing import get_args

    from tolaria.core.records import tag_of

    for union in (ObjectRef, PlayerRef, Recipient, Amount, Modification, EffectStep, TriggerEvent, Condition,
                  StaticAbility):
        for cls in get_args(union):
            if isinstance(cls, type) and dataclasses.is_dataclass(cls) and tag_of(cls) is None:
                tagged(re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower())(cls)


_tag_untagged_members()
