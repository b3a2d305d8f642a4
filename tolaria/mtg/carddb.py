"""Card definitions: Oracle facts plus compiled abilities, shared by all games.

A :class:`CardDef` is what the rules modules consult about a card by name.
It is built once per name from the bundled pool (``tolaria.mtg.cards.pool``)
and the Oracle compiler, and never lives in the game state.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg.cards.face import CardFace
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.cards.pt import parse_pt
from tolaria.mtg.cards.typeline import parse_type_line
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    Compiled,
    Filter,
    ManaAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
)
from tolaria.mtg.oracle.compiler import compile_text
from tolaria.mtg.oracle.phrases import BASIC_LAND_TYPES, COLOR_WORDS

_COLOR_ORDER = "WUBRG"


class CardDef:
    """Everything the engine needs to know about one card, precomputed for speed."""

    __slots__ = (
        "name",
        "face",
        "compiled",
        "types",
        "subtypes",
        "supertypes",
        "colors",
        "power",
        "toughness",
        "generic",
        "colored",
        "colorless",
        "x",
        "mana_value",
        "keywords",
        "spell",
        "statics",
        "mana_abilities",
        "is_land",
        "is_creature",
        "is_permanent",
        "instant_speed",
        "protection",
        "landwalk",
        "cant_be_blocked_by",
        "activated",
        "triggered",
        "must_attack",
        "token",
        "quiet",
        "has_activated",
    )

    def __init__(self, face: CardFace, token: bool = False) -> None:
        self.name = face.name
        self.face = face
        compiled: Compiled = compile_text(face.text, face.name)
        unpayable = [s.text for s in face.mana_cost.symbols if s.is_hybrid or s.is_phyrexian or s.kind == "snow"]
        if unpayable:
            # Never half-played: the payment code knows generic, colored, {C} and {X} only.
            compiled = replace(compiled, unread=compiled.unread + (f"mana cost {''.join(unpayable)}",))
        self.compiled = compiled
        tl = face.type_line
        self.types = frozenset(t.lower() for t in tl.card_types)
        self.subtypes = frozenset(tl.subtypes)
        self.supertypes = frozenset(s.lower() for s in tl.supertypes)
        self.colors = frozenset(face.colors)
        self.power = face.power.base if face.power is not None else None
        self.toughness = face.toughness.base if face.toughness is not None else None
        cost = face.mana_cost
        self.generic = cost.generic
        colored = cost.colored
        self.colored = tuple(colored.get(c, 0) for c in _COLOR_ORDER)
        self.colorless = cost.colorless
        self.x = cost.x
        self.mana_value = cost.mana_value
        self.keywords = compiled.keywords
        self.spell: SpellAbility | None = compiled.spell
        self.statics: tuple[StaticAbility, ...] = compiled.statics
        mana = list(compiled.mana_abilities)
        # CR 305.6: a basic land type gives "{T}: Add [its mana]."
        for sub in tl.subtypes:
            if "land" in self.types and sub in BASIC_LAND_TYPES:
                mana.append(ManaAbility((BASIC_LAND_TYPES[sub],), tap=True, text="305.6"))
        self.mana_abilities: tuple[ManaAbility, ...] = tuple(mana)
        self.is_land = "land" in self.types
        self.is_creature = "creature" in self.types
        self.is_permanent = bool(
            self.types & {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
        )
        self.instant_speed = "instant" in self.types or "flash" in self.keywords
        self.protection = frozenset(
            COLOR_WORDS[k[len("protection from ") :]]
            for k in self.keywords
            if k.startswith("protection from ")
        )
        self.landwalk = frozenset(
            k[:-4].capitalize() for k in self.keywords if k.endswith("walk")
        )
        self.cant_be_blocked_by: tuple[Filter, ...] = tuple(
            s.group for s in self.statics if s.kind == "cant_be_blocked_by" and s.group is not None
        )
        # In Oracle order (the K of "activate NAME:K"), mana abilities included.
        self.activated: tuple[ActivatedAbility, ...] = compiled.activated
        self.triggered: tuple[TriggeredAbility, ...] = compiled.triggered
        self.must_attack = any(s.kind == "must_attack" for s in self.statics)  # 508.1d
        self.token = token
        # Without damage, counters or effects, no state-based action can apply to it (704.5f-i).
        self.quiet = "planeswalker" not in self.types and (
            not self.is_creature or (self.toughness or 0) > 0
        )
        self.has_activated = any(not a.is_mana for a in self.activated)

    @property
    def supported(self) -> bool:
        return self.compiled.supported


_DEFS: dict[str, CardDef] = {}
DEFS = _DEFS  # read-only view for hot loops: ``DEFS.get(name) or card_def(name)``


def card_def(name: str) -> CardDef:
    """The definition of a card by exact Oracle name, or of a token by its name (cached)."""
    d = _DEFS.get(name)
    if d is None:
        if name.endswith(" Token") and name not in CardPool.default():
            _discover_tokens()
            if name in _DEFS:
                return _DEFS[name]
        d = CardDef(CardPool.default().get(name))
        _DEFS[d.name] = d
        _DEFS[name] = d
    return d


def token_def(spec: tuple[str, tuple[str, ...], tuple[str, ...], int, int]) -> CardDef:
    """The definition of a token a card creates (CR 111.4: named for its subtypes + "Token")."""
    name, colors, subtypes, power, toughness = spec
    d = _DEFS.get(name)
    if d is None:
        face = CardFace(
            name=name,
            type_line=parse_type_line("Creature — " + " ".join(subtypes)),
            power=parse_pt(str(power)),
            toughness=parse_pt(str(toughness)),
            color_indicator=frozenset(colors),
        )
        d = CardDef(face, token=True)
        _DEFS[name] = d
    return d


def _discover_tokens() -> None:
    """Register every token the pool's cards can create (for games restored from JSON)."""
    for card in CardPool.default().names():
        for ability in _all_effects(card_def(card)):
            for step in ability.steps:
                if step.token is not None:
                    token_def(step.token)


def _all_effects(d: CardDef) -> list[SpellAbility]:
    out = [a.effect for a in d.activated] + [t.effect for t in d.triggered]
    if d.spell is not None:
        out.append(d.spell)
        out.extend(d.spell.modes)
    return out
