"""Hidden information: which objects a seat can see, and so may name or refer to (CR 400.2).

CR 400.2: libraries and hands are hidden zones; the battlefield, the
stack, graveyards and exile are public. A player sees their own hand
(402.3), in Two-Headed Giant their teammate's too (810.5: teammates may
review each other's hands at any time), and, while searching or looking at cards, the cards they are
shown (701.23a); a face-down permanent is seen as an object but its face
only by its controller (708.5). An action that refers to an object its
seat cannot see is refused with the same words as one that refers to no
object at all, so probing ids tells a seat nothing about other hands or
any library.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence

from tolaria.errors import TolariaError, UnreadableAction
from tolaria.mtg import actions as act
from tolaria.mtg.state import GameState, Player

# The fields of each action that name an object (or, as -1 - index, a player).
_REFERENCES: dict[type, tuple[str, ...]] = {
    act.PlayLand: ("card",),
    act.CastSpell: ("card",),
    act.ActivateAbility: ("source",),
    act.ActivateMana: ("source",),
    act.Attack: ("creature", "target"),
    act.Block: ("blocker", "attacker"),
    act.Band: ("creature", "other"),
    act.ChooseTarget: ("target",),
    act.ChooseCard: ("card",),
}


def can_see(g: GameState, seat: int, oid: int) -> bool:
    """Whether ``seat`` can see object ``oid`` (a player ref: whether that player exists)."""
    if oid < 0:
        return -1 - oid < len(g.players)
    if oid in g.battlefield:
        return True
    for s in g.stack:
        if s.id == oid:
            return True
    if oid not in g.cards:
        return False
    sel = g.selection
    if sel is not None and sel.player == seat and (oid in sel.candidates or oid in sel.shown):
        return True  # CR 701.23a, 701.20e: cards a player is shown while searching, looking or choosing
    for p in g.players:
        if oid in p.graveyard or oid in p.exile:
            return True
    return any(oid in g.players[p].hand for p in hands_seen(g, seat))


def hands_seen(g: GameState, seat: int) -> tuple[int, ...]:
    """The players whose hands ``seat`` sees: its own (402.3), a teammate's (810.5), and any hand played
    revealed (701.20a: shown to all players), in seat order."""
    from tolaria.mtg.rules.revealed_hands import revealed_hands

    team = g.team_of(seat)
    revealed = revealed_hands(g)
    if not revealed:
        return team
    return tuple(sorted(set(team) | set(revealed)))


def hidden_from(g: GameState, seat: int) -> list[int]:
    """The cards ``seat`` can't see: other players' hands, and every library (its own included, 401.2)."""
    out = [oid for oid in g.players[seat].library if not can_see(g, seat, oid)]
    for p in g.players:
        if p.index != seat:
            out.extend(oid for oid in p.hand + p.library if not can_see(g, seat, oid))
    return out


def determinize(g: GameState, seat: int, rng: random.Random, deal: Mapping[str, Sequence[str]]) -> GameState:
    """A copy of the position in which every card hidden from ``seat`` is made up (see SeatView.determinized).

    The seat's own library keeps its cards (it knows its deck) in a new
    order; another player's hidden cards are dealt from the guess for
    that player, or drawn from the pool. The random-number state is
    reseeded from ``rng``.
    """
    out = g.copy()
    me = out.players[seat]
    # Ids in a hidden zone keep no order (it is secret): each zone is laid out afresh, then dealt.
    _reorder(me, rng)
    mine = [oid for oid in me.library if not can_see(out, seat, oid)]
    names = [out.cards[oid] for oid in mine]
    rng.shuffle(names)
    for oid, card in zip(mine, names, strict=True):
        out.cards[oid] = card
    pool = out.db.playable_names()
    for p in out.players:
        if p.index == seat:
            continue
        _reorder(p, rng)
        hidden = [oid for oid in p.hand + p.library if not can_see(out, seat, oid)]
        guess = deal.get(p.name)
        if guess is not None:
            if len(guess) < len(hidden):
                raise TolariaError(f"a guess of {len(guess)} cards for {p.name}, who has {len(hidden)} hidden cards")
            chosen = rng.sample(list(guess), len(hidden))
        else:
            chosen = [pool[rng.randrange(len(pool))] for _ in hidden]
        for oid, name in zip(hidden, chosen, strict=True):
            if name not in out.db:
                raise TolariaError(f"a guess for {p.name} names {name!r}, which is not in this game's cards")
            out.cards[oid] = out.db.canonical_name(name)
    out.note_cards()  # a guessed card may work from a graveyard (113.6m)
    out.rng = rng.getrandbits(64)
    out.changed()
    return out


def _reorder(p: Player, rng: random.Random) -> None:
    """A library's ids in a random order drawn afresh (so the real order can't show through them)."""
    ids = sorted(p.library)
    rng.shuffle(ids)
    p.library[:] = ids


def check_references(g: GameState, seat: int, a: act.Action) -> None:
    """Refuse an action naming an object ``seat`` can't see, in words that don't tell which it is."""
    fields = _REFERENCES.get(type(a))
    if fields is None:
        return
    for name in fields:
        oid = getattr(a, name)
        if not can_see(g, seat, oid):
            what = "player" if oid < 0 else "object"
            raise UnreadableAction(f"{a.kind}: there is no {what} {oid} that {g.players[seat].name} can see")


def references_cover_actions() -> list[str]:
    """Action classes with an int field that is not known to be a reference or a plain number.

    Used by a test: a new action naming an object must be added to ``_REFERENCES``.
    """
    numbers = {"ability", "amount", "mode", "number", "index"}
    missing = []
    for cls in vars(act).values():
        if isinstance(cls, type) and issubclass(cls, act.Action) and dataclasses.is_dataclass(cls):
            ints = {f.name for f in dataclasses.fields(cls) if str(f.type) == "int"}
            unknown = ints - set(_REFERENCES.get(cls, ())) - numbers
            if unknown:
                missing.append(f"{cls.__name__}: {', '.join(sorted(unknown))}")
    return missing
