"""The shape of a scenario's ``expect`` blocks, checked before anything is played (specs/scenarios.md, "Expectations").

An expectation is a partial match: only what is written is checked. So a
misspelt key, a value of the wrong type or a name that fits nothing would
check nothing and let the file pass. Each of those makes the file invalid
(exit 2) instead, with the line and the key, before the game starts.

The type helpers (:func:`integer`, :func:`boolean`, :func:`text`,
:func:`name_list`) are shared with the setup: YAML reads ``true`` as an
integer to Python, so counts refuse booleans explicitly.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tolaria.core.scenario import ScenarioError, item_line, kind_of, line_of
from tolaria.errors import TolariaError
from tolaria.mtg.cards.mana import parse_mana
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.game import Game
from tolaria.mtg.kinds import Step

LIMIT = 10**9
"""The largest life, count, power or damage a scenario may state."""

ZONES = ("hand", "battlefield", "graveyard", "exile")
ZONE_FORMS = ("contains", "excludes", "ordered")
PLAYER_CHECKS = (
    "life", "hand", "library_count", "hand_count", "battlefield", "graveyard", "exile", "poison", "mana_pool", "lost",
    "hand_seen_by",
)
PERMANENT_CHECKS = (
    "tapped", "power", "toughness", "damage", "counters", "controller", "keywords", "attacking", "blocking", "attached_to",
)
GAME_CHECKS = ("permanents", "stack", "step", "active", "turn", "winner", "game_over", "log")
LOG_FORMS = ("contains", "excludes")

KEYWORD_NAMES = frozenset(
    (
        "deathtouch", "defender", "double strike", "enchant", "equip", "first strike", "flash", "flying", "haste",
        "hexproof", "indestructible", "intimidate", "landwalk", "lifelink", "protection", "reach", "shroud",
        "trample", "vigilance", "ward", "banding", "rampage", "cumulative upkeep", "flanking", "phasing", "buyback",
        "shadow", "cycling", "echo", "horsemanship", "fading", "kicker", "multikicker", "flashback", "madness",
        "fear", "morph", "megamorph", "amplify", "provoke", "storm", "affinity", "entwine", "modular", "sunburst",
        "bushido", "soulshift", "splice", "offering", "ninjutsu", "commander ninjutsu", "epic", "convoke", "dredge",
        "transmute", "bloodthirst", "haunt", "replicate", "forecast", "graft", "recover", "ripple", "split second",
        "suspend", "vanishing", "absorb", "aura swap", "delve", "fortify", "frenzy", "gravestorm", "poisonous",
        "transfigure", "champion", "changeling", "evoke", "hideaway", "prowl", "reinforce", "conspire", "persist",
        "wither", "retrace", "devour", "exalted", "unearth", "cascade", "annihilator", "level up", "rebound",
        "totem armor", "umbra armor", "infect", "battle cry", "living weapon", "undying", "miracle", "soulbond",
        "overload", "scavenge", "unleash", "cipher", "evolve", "extort", "fuse", "bestow", "tribute", "dethrone",
        "hidden agenda", "double agenda", "outlast", "prowess", "dash", "exploit", "menace", "renown", "awaken",
        "devoid", "ingest", "myriad", "surge", "skulk", "emerge", "escalate", "melee", "crew", "fabricate",
        "partner", "undaunted", "improvise", "aftermath", "embalm", "eternalize", "afflict", "ascend", "assist",
        "jump-start", "mentor", "afterlife", "riot", "spectacle", "escape", "companion", "mutate", "encore", "boast",
        "foretell", "demonstrate", "daybound", "nightbound", "disturb", "decayed", "cleave", "training",
        "compleated", "reconfigure", "blitz", "casualty", "enlist", "read ahead", "ravenous", "squad",
        "space sculptor", "visit", "prototype", "living metal", "more than meets the eye", "for mirrodin!", "toxic",
        "backup", "bargain", "craft", "disguise", "solved", "plot", "saddle", "spree", "freerunning", "gift",
        "offspring", "impending", "exhaust", "max speed", "start your engines!", "harmonize", "mobilize",
        "job select", "tiered", "station", "warp", "mayhem", "web-slinging", "firebending", "sneak",
        "increment", "paradigm", "power-up", "teamwork",
    )
)
"""CR 702 (2026-06-19): the keyword abilities, lower case; a keyword with a parameter adds it after a space.

Every heading of 702.2 onwards is here (a test compares them with the rules file), plus
the names that a heading pairs or that older Oracle text still prints (daybound and
nightbound; multikicker, megamorph, commander ninjutsu, double agenda, totem armor).
"""


# ------------------------------------------------------------------ types


kind = kind_of


def integer(value: Any, path: str, line: int | None, what: str, low: int = -LIMIT, high: int = LIMIT) -> int:
    """An integer in [low, high]; ``true``/``false`` are refused though Python counts them as 1 and 0."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScenarioError(path, line, f"{what} must be an integer, got {kind(value)}")
    if not low <= value <= high:
        bound = f"an integer from {low:,} to {high:,}"
        raise ScenarioError(path, line, f"{what} must be {bound}, got {value}")
    return value


def boolean(value: Any, path: str, line: int | None, what: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(path, line, f"{what} must be true or false, got {kind(value)}")
    return value


def text(value: Any, path: str, line: int | None, what: str) -> str:
    if not isinstance(value, str):
        raise ScenarioError(path, line, f"{what} must be text, got {kind(value)}")
    return value


def mapping(value: Any, path: str, line: int | None, what: str) -> dict[Any, Any]:
    if not isinstance(value, dict):
        raise ScenarioError(path, line, f"{what} must be a mapping, got {kind(value)}")
    return value


def name_list(value: Any, path: str, line: int | None, what: str) -> list[str]:
    """A list of strings; a single string is refused (it would be checked letter by letter)."""
    if not isinstance(value, list):
        raise ScenarioError(path, line, f"{what} must be a list of names like [Grizzly Bears], got {kind(value)}")
    for n, item in enumerate(value):
        if not isinstance(item, str):
            raise ScenarioError(path, item_line(value, n) or line, f"{what} must list names (text), got {kind(item)}")
    return value


def unknown_key(key: Any, known: Iterable[str], path: str, line: int | None, noun: str, where: str = "") -> ScenarioError:
    """An error for a key that is none of ``known``, with the nearest spelling when there is one."""
    choices = list(known)
    near = difflib.get_close_matches(str(key), choices, n=1, cutoff=0.5)
    hint = f"; did you mean {near[0]!r}?" if near else f"; known: {', '.join(choices)}"
    prefix = f"{where}: " if where else ""
    return ScenarioError(path, line, f"{prefix}unknown {noun} {key!r}{hint}")


def mana(value: Any, path: str, line: int | None, what: str) -> str:
    """Mana as a pool holds it (CR 106.1), e.g. ``"{R}{G}"``; ``""`` or null is an empty pool."""
    if value is None:
        return ""
    written = text(value, path, line, what)
    try:
        parse_mana("".join(written.upper().split()))
    except (TolariaError, ValueError) as e:
        raise ScenarioError(path, line, f"{what} must be mana like \"{{R}}{{G}}\": {e}") from None
    return written


# ------------------------------------------------------------------ names


TOKEN = re.compile(r"\S.* token", re.IGNORECASE)
"""CR 111.4: a token without a name of its own is named by its subtypes and the word "Token"."""
INDEX = re.compile(r"(.+)#(\d{1,4})")
NAMED_TOKEN = re.compile(r"\btokens?\b[^.]*?\bnamed ((?:[A-Z][\w']*)(?: [A-Z][\w']*)*)")
"""CR 111.4: "... creature token with flying named Wasp": a name an effect of the pool gives its tokens."""


def _plain(name: str) -> str:
    """A name as the checks compare it: runs of spaces as one, a typographic apostrophe as a plain one."""
    return " ".join(name.replace("’", "'").split())


@dataclass(frozen=True, slots=True)
class Names:
    """What a name inside an expectation can be: a card of the game's pool, a token, a player, a setup id."""

    pool: CardPool
    players: tuple[str, ...]
    labels: frozenset[str]
    tokens: frozenset[str] = frozenset()  # names the pool's effects give their tokens (CR 111.4)

    def card(self, name: str, path: str, line: int | None, what: str, also: str = "") -> None:
        """A card name (case-insensitive), a token's name (CR 111.4) or a face-down permanent (CR 708.2)."""
        plain = _plain(name)
        if plain in self.pool or TOKEN.fullmatch(plain) or plain in self.tokens or plain.lower() == "face-down permanent":
            return
        near = self.pool.suggestions(plain)
        hint = f"; did you mean {', '.join(near)}?" if near else ""
        raise ScenarioError(path, line, f"{what}: unknown card {name!r}{also}{hint}")

    def permanent(self, name: str, path: str, line: int | None, what: str) -> None:
        """An ``id`` label, or ``[OWNER's ]NAME[#K]`` with a card or token name."""
        if name in self.labels:
            return
        base = _plain(name)
        owner, sep, rest = base.partition("'s ")
        if sep and owner.lower() in (p.lower() for p in self.players):
            base = rest
        m = INDEX.fullmatch(base)
        if m:
            base = m.group(1)
        self.card(base, path, line, what, " (nor an id of the setup)")

    def stack_object(self, name: str, path: str, line: int | None, what: str) -> None:
        """A spell by its card name, an ability as ``SOURCE ability``, or ``combat damage`` (classic-2008)."""
        plain = _plain(name)
        if plain.lower() == "combat damage":
            return
        if plain.lower().endswith(" ability"):
            plain = plain[: -len(" ability")]
        self.card(plain, path, line, what)


def names_of(game: Game, players: list[str]) -> Names:
    g = game.state
    return Names(g.db.pool, tuple(players), frozenset(str(k) for k in g.labels), token_names(g.db.pool))


def token_names(pool: CardPool) -> frozenset[str]:
    """The names the pool's cards give the tokens they create ("... token with flying named Wasp", 111.4)."""
    return frozenset(m.group(1) for face in pool for m in NAMED_TOKEN.finditer(face.text or ""))


# ------------------------------------------------------------------ the expect block


def validate(game: Game, expect: Any, players: list[str], path: str, line: int | None) -> None:
    """Refuse an expectation block with unknown keys, wrongly typed values or unknown names (exit 2, not a silent pass)."""
    block = mapping(expect, path, line, "'expect'")
    names = names_of(game, players)
    for key, value in block.items():
        kline = line_of(block, key) or line
        if key in players:
            _player(value, names, path, kline, str(key))
        elif key == "permanents":
            _permanents(value, names, path, kline)
        elif key in GAME_CHECKS:
            _game_check(key, value, names, path, kline)
        else:
            known = [*GAME_CHECKS, *players]
            raise unknown_key(key, known, path, kline, "expectation (neither a player nor a check)", "'expect'")


def _game_check(key: str, value: Any, names: Names, path: str, line: int | None) -> None:
    if key == "stack":
        for n, name in enumerate(name_list(value, path, line, "'stack'")):
            names.stack_object(name, path, item_line(value, n) or line, "'stack'")
    elif key == "step":
        _step(value, path, line)
    elif key == "active":
        _player_name(value, names, path, line, "'active'")
    elif key == "turn":
        integer(value, path, line, "'turn'", low=1)
    elif key == "winner":
        if value is not None and not (isinstance(value, str) and value.strip().lower() in ("none", "draw")):
            _player_name(value, names, path, line, "'winner' (a player, none or draw)")
    elif key == "game_over":
        boolean(value, path, line, "'game_over'")
    elif key == "log":
        _log(value, path, line)


def _step(value: Any, path: str, line: int | None) -> None:
    word = text(value, path, line, "'step'")
    try:
        Step.parse(word)
    except KeyError:
        raise ScenarioError(path, line, f"unknown step {word!r}; steps: {', '.join(s.word for s in Step)}") from None


def _player_name(value: Any, names: Names, path: str, line: int | None, what: str) -> None:
    if not isinstance(value, str) or value not in names.players:
        raise ScenarioError(path, line, f"{what} must name a player of {list(names.players)}, got {kind(value)}")


def _log(value: Any, path: str, line: int | None) -> None:
    """``{contains: [...]}`` and/or ``{excludes: [...]}``: lists of text (a rule number written bare counts as written)."""
    forms = mapping(value, path, line, "'log'")
    if not forms:
        raise ScenarioError(path, line, "'log' must be {contains: [...]} and/or {excludes: [...]}, got {}")
    for form, items in forms.items():
        fline = line_of(forms, form) or line
        if form not in LOG_FORMS:
            raise unknown_key(form, LOG_FORMS, path, fline, "form", "'log'")
        if not isinstance(items, list):
            raise ScenarioError(path, fline, f"'log: {form}' must be a list of text like [\"704.5g\"], got {kind(items)}")
        for n, item in enumerate(items):
            if isinstance(item, bool) or not isinstance(item, str | int | float):
                raise ScenarioError(path, item_line(items, n) or fline, f"'log: {form}' must list text (quote it), got {kind(item)}")


def _player(value: Any, names: Names, path: str, line: int | None, player: str) -> None:
    checks = mapping(value, path, line, f"the expectations for {player}")
    for key, want in checks.items():
        kline = line_of(checks, key) or line
        what = f"{player}: '{key}'"
        if key in ZONES:
            _zone(want, names, path, kline, what)
        elif key == "life":
            integer(want, path, kline, what)
        elif key in ("library_count", "hand_count", "poison"):
            integer(want, path, kline, what, low=0)
        elif key == "lost":
            boolean(want, path, kline, what)
        elif key == "mana_pool":
            mana(want, path, kline, what)
        elif key == "hand_seen_by":
            _players(want, names, path, kline, what)
        else:
            raise unknown_key(key, PLAYER_CHECKS, path, kline, "player expectation", player)


def _players(want: Any, names: Names, path: str, line: int | None, what: str) -> None:
    """A list of player names (each once)."""
    if not isinstance(want, list):
        raise ScenarioError(path, line, f"{what} must be a list of player names, got {kind(want)}")
    for item in want:
        if not isinstance(item, str) or item not in names.players:
            raise ScenarioError(path, line, f"{what}: {item!r} is not a player (players: {', '.join(names.players)})")
    if len(set(want)) != len(want):
        raise ScenarioError(path, line, f"{what} names a player twice")


def _zone(want: Any, names: Names, path: str, line: int | None, what: str) -> None:
    """A multiset of names, or ``{contains|excludes|ordered: [names]}`` (any of the three, each checked); null is empty."""
    if want is None:
        return
    if isinstance(want, dict):
        if not want:
            raise ScenarioError(path, line, f"{what} must be a list or {{contains|excludes|ordered: [...]}}, got {{}}")
        for form, items in want.items():
            if form not in ZONE_FORMS:
                raise unknown_key(form, ZONE_FORMS, path, line_of(want, form) or line, "form (a zone check)", what)
            _names(items, names, path, line_of(want, form) or line, f"{what[:-1]}: {form}'")
        return
    _names(want, names, path, line, what)


def _names(want: Any, names: Names, path: str, line: int | None, what: str) -> None:
    for n, name in enumerate(name_list(want, path, line, what)):
        names.card(name, path, item_line(want, n) or line, what)


def _permanents(value: Any, names: Names, path: str, line: int | None) -> None:
    perms = mapping(value, path, line, "'permanents'")
    for name, checks in perms.items():
        pline = line_of(perms, name) or line
        if not isinstance(name, str | int) or isinstance(name, bool):
            raise ScenarioError(path, pline, f"a permanent is named by text or an id, got {kind(name)}")
        names.permanent(str(name), path, pline, "'permanents'")
        _permanent(checks, names, path, pline, str(name))


def _permanent(value: Any, names: Names, path: str, line: int | None, name: str) -> None:
    checks = mapping(value, path, line, f"the expectations for permanent {name}")
    for key, want in checks.items():
        kline = line_of(checks, key) or line
        what = f"{name}: '{key}'"
        if key in ("tapped", "attacking", "blocking"):
            boolean(want, path, kline, what)
        elif key in ("power", "toughness"):
            integer(want, path, kline, what)
        elif key == "damage":
            integer(want, path, kline, what, low=0)
        elif key == "counters":
            counters(want, path, kline, what)
        elif key == "controller":
            _player_name(want, names, path, kline, what)
        elif key == "keywords":
            _keywords(want, path, kline, what)
        elif key == "attached_to":
            _attached_to(want, names, path, kline, what)
        else:
            raise unknown_key(key, PERMANENT_CHECKS, path, kline, "permanent expectation", name)


def counters(value: Any, path: str, line: int | None, what: str) -> dict[str, int]:
    """Counter kinds (text) to counts (non-negative integers); null is no counters."""
    if value is None:
        return {}
    kinds = mapping(value, path, line, f"{what} (counter kinds to counts, e.g. {{\"+1/+1\": 2}})")
    for k, n in kinds.items():
        kline = line_of(kinds, k) or line
        if not isinstance(k, str):
            raise ScenarioError(path, kline, f"{what}: a counter kind is text like \"+1/+1\", got {kind(k)}")
        integer(n, path, kline, f"{what}: the count of {k!r}", low=0)
    return kinds


def _keywords(value: Any, path: str, line: int | None, what: str) -> None:
    forms = mapping(value, path, line, f"{what} ({{has: [...], lacks: [...]}})")
    if not forms:
        raise ScenarioError(path, line, f"{what} must be {{has: [...]}} and/or {{lacks: [...]}}, got {{}}")
    for form, items in forms.items():
        fline = line_of(forms, form) or line
        if form not in ("has", "lacks"):
            raise unknown_key(form, ("has", "lacks"), path, fline, "form", what)
        for n, word in enumerate(name_list(items, path, fline, f"{what[:-1]}: {form}'")):
            keyword(word, path, item_line(items, n) or fline, what)


def keyword(word: str, path: str, line: int | None, what: str) -> None:
    """A keyword ability of CR 702, with its parameter if it has one ("bushido 2", "protection from red")."""
    w = " ".join(word.lower().split())
    if w in KEYWORD_NAMES or w.endswith(("walk", "cycling", " offering")):
        return
    if any(w.startswith(k + " ") for k in KEYWORD_NAMES):
        return
    near = difflib.get_close_matches(w, sorted(KEYWORD_NAMES), n=2)
    hint = f"; did you mean {', '.join(near)}?" if near else ""
    raise ScenarioError(path, line, f"{what}: {word!r} is not a keyword ability (CR 702){hint}")


def _attached_to(value: Any, names: Names, path: str, line: int | None, what: str) -> None:
    """The ``id`` or name of a permanent, a player, or null for none."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise ScenarioError(path, line, f"{what} must name a permanent or a player (or be null), got {kind(value)}")
    if str(value) in names.players:
        return
    names.permanent(str(value), path, line, what)
