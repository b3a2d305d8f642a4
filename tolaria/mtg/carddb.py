"""Card definitions: Oracle facts plus compiled abilities, owned by a card database.

A :class:`CardDatabase` belongs to a ruleset (and so to the games it plays):
it builds one :class:`CardDef` per card name from its :class:`CardPool`
and the Oracle compiler, and one per token definition. Nothing here is
process-global: two databases with different pools never see each other's
cards, and tokens are keyed by their whole definition, so two different
tokens of one name never collide.
"""

from __future__ import annotations

import os
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from tolaria.errors import CardDataError
from tolaria.mtg.cards.face import CardFace
from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES, Keyword
from tolaria.mtg.cards.mana import NO_COST, ManaCost
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.characteristics import CardRef, Chars, make_chars
from tolaria.mtg.kinds import PERMANENT_CARD_TYPES, CardType, Supertype
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    AttacksEachCombat,
    CombatTax,
    Compiled,
    Continuous,
    Cost,
    GrantAbilities,
    ManaAbility,
    SpellAbility,
    TokenSpec,
    TriggeredAbility,
    works_from_graveyard,
)
from tolaria.mtg.oracle.grammar.card import compile_face
from tolaria.mtg.oracle.grammar.granted import grants_in, grants_of

_COLOR_ORDER = "WUBRG"


def _quoted(face: CardFace | None) -> bool:
    """Whether a card's text has quotation marks (so may grant a mana ability, 113.10)."""
    return face is not None and isinstance(face.text, str) and '"' in face.text


class CardDef:
    """Everything the engine knows about one card or token, precomputed once."""

    __slots__ = (
        "name",
        "face",
        "token",
        "compiled",
        "granted",
        "grants",
        "cost",
        "colored",
        "base",
        "spell",
        "activated",
        "is_land",
        "is_permanent",
        "instant_speed",
        "has_activated",
        "has_mana_abilities",
        "has_triggers",
        "graveyard_triggers",
        "has_continuous",
        "quiet",
        "plain",
        "castable",
        "must_attack",
        "combat_tax",
    )

    def __init__(self, face: CardFace | None = None, token: TokenSpec | None = None) -> None:
        if face is not None:
            compiled = _compile(face)
            unpayable = [s.text for s in face.mana_cost.symbols if s.is_hybrid or s.is_phyrexian or s.kind == "snow"]
            if unpayable:
                # Never half-played: payment knows generic, colored, {C} and {X} only.
                compiled = replace(compiled, unread=compiled.unread + (f"mana cost {''.join(unpayable)}",))
            name = face.name
            tl = face.type_line
            types = frozenset(CardType(t.lower()) for t in tl.card_types)
            subtypes = frozenset(tl.subtypes)
            supertypes = frozenset(Supertype(s.lower()) for s in tl.supertypes)
            colors = frozenset(face.colors)
            power = face.power.base if face.power is not None else None
            toughness = face.toughness.base if face.toughness is not None else None
            cost = face.mana_cost
        else:
            assert token is not None
            compiled = Compiled(
                keywords=token.keywords, statics=token.statics, activated=token.activated, triggered=token.triggered
            )
            name = token.name
            types, subtypes, supertypes = token.types, frozenset(token.subtypes), frozenset()
            colors = token.colors
            # CR 208.3: a noncreature token (a Treasure, 111.10a) has no power or toughness
            power, toughness = (token.power, token.toughness) if CardType.CREATURE in types else (None, None)
            cost = NO_COST
        self.name = name
        self.face = face
        self.token = token
        self.compiled = compiled
        self.cost: ManaCost = cost
        self.colored = tuple(cost.colored.get(c, 0) for c in _COLOR_ORDER)
        activated: list[ActivatedAbility | ManaAbility] = list(compiled.activated)
        if CardType.LAND in types:
            # CR 305.6: a basic land type gives "{T}: Add [its mana]."
            for sub in sorted(subtypes & BASIC_LAND_TYPES.keys(), key=list(BASIC_LAND_TYPES).index):
                activated.append(ManaAbility(Cost(tap=True, text="{T}"), produces=(BASIC_LAND_TYPES[sub],), text="305.6"))
        self.activated = tuple(activated)
        self.spell: SpellAbility | None = compiled.spell
        self.base: Chars = make_chars(
            name,
            types,
            subtypes,
            supertypes,
            colors,
            power,
            toughness,
            frozenset(compiled.keywords),
            compiled.statics,
            self.activated,
            compiled.triggered,
            cost.mana_value,
        )
        self.is_land = CardType.LAND in types
        self.is_permanent = bool(types & PERMANENT_CARD_TYPES)
        self.instant_speed = CardType.INSTANT in types or Keyword.FLASH in compiled.keywords
        # A card that could ever be cast: not a land (305.9), supported, with a mana cost (118.6).
        self.castable = not self.is_land_type(types) and compiled.supported and not cost.is_empty
        self.has_activated = any(isinstance(a, ActivatedAbility) for a in self.activated)
        self.has_mana_abilities = any(isinstance(a, ManaAbility) for a in self.activated)
        self.has_triggers = bool(compiled.triggered)
        # CR 113.10: the abilities its text grants in quotation marks, by GrantedFrom.index.
        quoted = _quoted(face)
        self.granted: tuple[ActivatedAbility | TriggeredAbility, ...] = grants_of(compiled) if quoted else ()
        self.grants: tuple[GrantAbilities, ...] = grants_in(compiled) if quoted else ()
        # CR 113.6m: a triggered ability that returns its own card from the graveyard works only there.
        self.graveyard_triggers = any(works_from_graveyard(t) for t in compiled.triggered)
        self.has_continuous = any(isinstance(s, Continuous) for s in compiled.statics)
        self.must_attack = any(isinstance(s, AttacksEachCombat) for s in compiled.statics)  # 508.1d
        self.combat_tax = any(isinstance(s, CombatTax) for s in compiled.statics)  # 508.1h, 509.1d
        # Without damage, counters or effects, no state-based action can apply to it (704.5f-j);
        # an Aura or Equipment may always be attached where it can't be (704.5m-n).
        self.quiet = (
            CardType.PLANESWALKER not in types
            and Supertype.LEGENDARY not in supertypes
            and (CardType.CREATURE not in types or (toughness or 0) > 0)
            and not subtypes & {"Aura", "Equipment"}
        )

        # Characteristics with no effect in force, by (controller, counter P/T, face down):
        # a pure function of those, remembered (tolaria.mtg.rules.layers).
        self.plain: dict[tuple[int, int, bool], Chars] = {}

    @staticmethod
    def is_land_type(types: frozenset[CardType]) -> bool:
        return CardType.LAND in types

    @property
    def supported(self) -> bool:
        return self.compiled.supported

    @property
    def chars(self) -> Chars:
        """The printed characteristics (controller unset)."""
        return self.base

    def __repr__(self) -> str:
        return f"<CardDef {self.name}>"


class CardDatabase:
    """The cards one ruleset knows: a pool of Oracle facts and what the compiler makes of them."""

    __slots__ = ("pool", "defs", "_playable", "_graveyard_workers")

    def __init__(self, pool: CardPool | None = None) -> None:
        self.pool = pool if pool is not None else CardPool.default()
        # Definitions built so far, by card reference; hot loops read it directly.
        self.defs: dict[CardRef, CardDef] = {}
        self._playable: tuple[str, ...] | None = None
        self._graveyard_workers: frozenset[str] | None = None

    def graveyard_workers(self) -> frozenset[str]:
        """The names of the pool's cards with a triggered ability that works from the graveyard (113.6m),
        found once: only a text that says "from your graveyard" can have one."""
        if self._graveyard_workers is None:
            self._graveyard_workers = frozenset(
                n for n in self.pool.names()
                if _may_work_from_graveyard(self.pool.get(n).text) and self.card(n).graveyard_triggers
            )
        return self._graveyard_workers

    def playable_names(self) -> tuple[str, ...]:
        """The names of the cards the compiler reads completely, sorted (remembered: the pool never changes)."""
        if self._playable is None:
            self._playable = tuple(sorted(n for n in self.pool.names() if self.card(n).supported))
        return self._playable

    @classmethod
    def bundled(cls) -> CardDatabase:
        """A database of the bundled card pool (built once; its definitions never change)."""
        return _bundled()

    @classmethod
    def with_file(cls, path: str | os.PathLike[str]) -> CardDatabase:
        """The bundled pool plus the cards of a card file (an MTGJSON set or AtomicCards file).

        The bundled pool's Oracle text is the reference: a file whose card of
        a bundled name differs from it is refused (CardDataError). The same
        unchanged file gives the same database, read once.
        """
        file = Path(path)
        try:
            stat = file.stat()
            key = (str(file.resolve()), stat.st_mtime_ns, stat.st_size)
        except (OSError, ValueError):  # missing, unreadable or unnameable: let the reader say so
            return _with_file(str(file), 0, -1)
        return _with_file(*key)

    @classmethod
    def of(cls, cards: CardDatabase | str | os.PathLike[str] | None) -> CardDatabase:
        """The database a game plays from: the one given, the bundled pool plus a card file's
        cards for a path, or the bundled pool for None."""
        if cards is None:
            return _bundled()
        if isinstance(cards, CardDatabase):
            return cards
        if isinstance(cards, str | os.PathLike):
            return cls.with_file(cards)
        raise CardDataError(f"cards must be a CardDatabase or a card file's path, not {type(cards).__name__}")

    def card(self, ref: CardRef) -> CardDef:
        """The definition of a card by Oracle name (any case), or of a token by its definition."""
        d = self.defs.get(ref)
        if d is None:
            if isinstance(ref, TokenSpec):
                d = CardDef(token=ref)
            else:
                face = self.pool.get(ref)
                d = self.defs.get(face.name) or CardDef(face)
                self.defs[face.name] = d
            self.defs[ref] = d
        return d

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self.pool

    def canonical_name(self, name: str) -> str:
        return self.pool.canonical_name(name)


@lru_cache(maxsize=1)
def _bundled() -> CardDatabase:
    return CardDatabase(CardPool.default())


@lru_cache(maxsize=8)
def _with_file(path: str, mtime_ns: int, size: int) -> CardDatabase:
    """The bundled pool plus one card file's cards, by the file's path and version."""
    from tolaria.mtg.cards.mtgjson import read_card_file

    return CardDatabase(CardPool.default().with_file(read_card_file(path)))


def _compile(face: CardFace) -> Compiled:
    """Compile a face's text; should the compiler itself fail, the card is unsupported, saying so.

    A card that crashes the compiler is a compiler bug, but it must not stop a
    game or a coverage run over a whole set from loading: never half-played,
    the card is simply not playable until the bug is fixed.
    """
    try:
        return compile_face(face)
    except Exception as err:  # noqa: BLE001 - any failure of the compiler makes the card unsupported
        message = str(err)[:120]
        return Compiled(unread=(f"the compiler failed on this text ({type(err).__name__}: {message}); a bug to report",))


def _may_work_from_graveyard(text: str) -> bool:
    """Only a text saying one of these can have a triggered ability that works from the graveyard (113.6k, 113.6m)."""
    return "from your graveyard" in text or "causes you to discard" in text


def card_def(name: CardRef) -> CardDef:
    """The definition of a card of the bundled pool (a shortcut for tools and tests)."""
    return CardDatabase.bundled().card(name)
