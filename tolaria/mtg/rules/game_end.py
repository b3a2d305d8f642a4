"""Winning, losing, drawing (CR 104) and leaving a multiplayer game (CR 800.4a).

A player who loses or concedes leaves the game (104.3a, 800.4a): all
objects they own leave the game, effects that give them control of
anything end (control then returns through the layers), their abilities
on the stack cease to exist, and what they still control is exiled. The
last player in the game wins (104.2a); if all remaining players lose at
once the game is a draw (104.4a).

In a game between teams (Two-Headed Giant), players win and lose only as
a team: if either player on a team loses, the team loses (810.8a), so the
last team in the game wins and its players all win.
"""

from __future__ import annotations

from collections.abc import Sequence

from tolaria.mtg.events import Exiled, GameDrawn, GameWon, LeftTheGame, PlayerLeft, PlayerLost
from tolaria.mtg.kinds import StackKind, Zone
from tolaria.mtg.oracle.abilities import CantLoseGame, ControlledBy
from tolaria.mtg.rules import control
from tolaria.mtg.rules.changes import emit, set_effects
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.teams import next_in_game
from tolaria.mtg.rules.zones import Departure, leave_battlefield
from tolaria.mtg.state import GameState

# Stack objects that are abilities (combat damage on the stack, 2008 310.3, is neither a spell nor one:
# it stays, and deals the damage of those still in the game).
_ABILITIES = (StackKind.ACTIVATED, StackKind.TRIGGERED)


def lose(g: GameState, players: Sequence[tuple[int, str, str]]) -> None:
    """The players lose at once, each with a reason and a rule; then they leave and the game may end.

    A player whose team can't lose the game (104.3, 810.8a) doesn't, unless they concede (104.3a).
    """
    players = [(p, why, rule) for p, why, rule in players if rule == CONCEDED or not cant_lose(g, p)]
    fresh = [(p, why, rule) for p, why, rule in _with_teammates(g, players) if not g.players[p].lost]
    for player, why, rule in fresh:
        p = g.players[player]
        p.lost = True
        p.loss_reason = why
        g.changed()
        emit(g, PlayerLost(player, why, rules=(rule, "104.3")))
    if not _check_over(g):
        for player, _, _ in fresh:
            leave_game(g, player)
        _check_over(g)


def win(g: GameState, player: int, rules: tuple[str, ...] = ("104.2b",)) -> None:
    """CR 104.2b: an effect says ``player`` wins the game. Every other team loses at once (the game
    is over with that player's team the last in it, 104.2a, 810.8a); a player who has lost wins nothing."""
    if g.over or g.players[player].lost or cant_win(g, player):
        return
    mine = g.team_of(player)
    why = f"{g.players[player].name} won the game"
    lose(g, [(p.index, why, rules[0]) for p in g.players if not p.lost and p.index not in mine])


CONCEDED = "104.3a"  # the rule of a concession, which nothing stops (104.3a)


def cant_lose(g: GameState, player: int) -> bool:
    """CR 104.3, 810.8a: "You can't lose the game" on a permanent that ``player`` or a teammate controls."""
    team = g.team_of(player)
    return any(holder in team for holder in _guardians(g, lose=True))


def cant_win(g: GameState, player: int) -> bool:
    """CR 104.2, 810.8a: "Your opponents can't win the game" on a permanent an opponent of ``player``'s
    team controls."""
    team = g.team_of(player)
    return any(g.are_opponents(holder, p) for holder in _guardians(g, lose=False) for p in team)


def _guardians(g: GameState, lose: bool) -> list[int]:
    """The controllers of the permanents saying their controller can't lose (``lose``) or that their
    opponents can't win."""
    out: list[int] = []
    for oid in g.battlefield:
        c = chars(g, oid)
        for s in c.statics:
            if isinstance(s, CantLoseGame) and (s.you_cant_lose if lose else s.opponents_cant_win):
                out.append(c.controller)
    return out


def _with_teammates(g: GameState, players: Sequence[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """CR 810.8a: if either player on a team loses the game, the team loses the game (810.8b: so does a
    player's concession)."""
    out = list(players)
    if not g.teams:
        return out
    listed = {p for p, _, _ in out}
    for player, _, rule in players:
        for mate in g.team_of(player):
            if mate not in listed:
                listed.add(mate)
                conceded = rule == CONCEDED
                why = f"teammate {g.players[player].name} {'conceded' if conceded else 'lost'}"
                out.append((mate, why, "810.8b" if conceded else "810.8a"))
    return out


def _check_over(g: GameState) -> bool:
    """CR 104.2a: the last player (or team, 810.8a) in the game wins; 104.4a: if all lose at once, it's a draw."""
    if g.over:
        return True
    alive = [p for p in g.players if not p.lost]
    if len({g.team_of(p.index) for p in alive}) > 1:
        return False
    g.over = True
    g.pending = None
    g.changed()
    if alive:
        g.winner = alive[0].index
        for p in alive:
            emit(g, GameWon(p.index, rules=("104.2a", "810.8a") if g.teams else ("104.2a",)))
    else:
        g.winner = None
        emit(g, GameDrawn(rules=("104.4a",)))
    return True


def leave_game(g: GameState, player: int) -> None:
    """CR 800.4a: the player leaves the game, taking everything they own with them."""
    p = g.players[player]
    if p.left:
        return
    p.left = True
    g.changed()
    emit(g, PlayerLeft(player, rules=("800.4a",)))
    # Everything they own leaves the game; so do the cards in their zones.
    owned = [perm.id for perm in g.battlefield.values() if perm.owner == player]
    if owned:
        leave_battlefield(g, [Departure(oid, None, LeftTheGame, ("800.4a",)) for oid in owned])
    for item in [s for s in g.stack if s.owner == player and s.kind is StackKind.SPELL]:
        name = g.name_of(item.id)
        g.stack.remove(item)
        emit(g, LeftTheGame(item.id, 0, name, player, item.controller, Zone.STACK, None, rules=("800.4a",)))
    for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE):
        for oid in p.zone(zone):
            g.cards.pop(oid, None)
        p.zone(zone).clear()
    # Effects that give them control end; control returns by the layers.
    kept = [e for e in g.effects if not any(isinstance(m, ControlledBy) and m.player == player for m in e.modifications)]
    if len(kept) != len(g.effects):
        set_effects(g, kept)
    control.after_change(g)
    # Their abilities on the stack and waiting to be put there cease to exist (800.4a, 800.4d).
    g.stack = [s for s in g.stack if not (s.controller == player and s.kind in _ABILITIES)]
    g.waiting = [t for t in g.waiting if t.controller != player]
    # What they still control is exiled.
    still = [perm.id for perm in g.battlefield.values() if chars(g, perm.id).controller == player]
    if still:
        leave_battlefield(g, [Departure(oid, Zone.EXILE, Exiled, ("800.4a",)) for oid in still])
    for item in [s for s in g.stack if s.controller == player and s.kind is StackKind.SPELL]:
        g.stack.remove(item)  # a spell they control but don't own is exiled (800.4a)
        g.players[item.owner].exile.append(item.id)
        g.cards[item.id] = item.card
    g.changed()
    if g.priority == player:
        g.priority = next_in_game(g, player)
        g.passes = 0
