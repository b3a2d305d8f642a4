"""Teams and shared team turns (CR 805, 810): who is active, who gets priority next, whose turn is next.

A Two-Headed Giant game (810) seats two teams of two, each team together
and its players in seat order, the primary player first (805.2, 810.3):
``GameState.teams`` holds them. The team takes turns (805.4): every player
on it is an active player, and ``GameState.active`` is its primary player,
who receives priority first whenever the active team does (117.3a-b).
Teams have priority, not players (805.5): a team's players are asked in
seat order, and the team passes when each of them has passed in
succession; when every team has passed in succession, the top of the
stack resolves or the step ends (805.5b).

In a game without teams every function here reads as the plain rules:
the active player alone, priority to the next player in turn order.
"""

from __future__ import annotations

from tolaria.mtg.formats import FORMATS, Format
from tolaria.mtg.state import GameState


def next_in_game(g: GameState, player: int) -> int:
    """The next player in turn order still in the game (101.4, 800.4a)."""
    players = g.players
    n = len(players)
    q = player + 1 if player + 1 < n else 0
    if not players[q].lost:
        return q
    for k in range(1, n + 1):
        q = (player + k) % n
        if not g.players[q].lost:
            return q
    return player


def format_of(g: GameState) -> Format:
    """The game's format record (deck construction, teams, life and poison)."""
    return FORMATS[g.format]


def is_active(g: GameState, player: int) -> bool:
    """Whether it is ``player``'s turn (CR 102.1: the active player is the player whose turn it is).

    CR 805.4, 805.4a: with shared team turns each team takes turns, and the
    team whose turn it is is the active team: the turn is each of its
    players', so each is an active player (as 805.10a makes each of them an
    attacking player).
    """
    if player == g.active:
        return True
    return bool(g.teams) and player in g.team_of(g.active)


def active_players(g: GameState) -> tuple[int, ...]:
    """The active players still in the game, in seat order (805.6: the order the team takes its actions in)."""
    players = g.players
    return tuple(p for p in g.team_of(g.active) if not players[p].lost)


def next_turn(g: GameState) -> int:
    """Who takes the next turn: the next player in turn order (500.1), or the next team's primary player (805.4)."""
    return next_in_game(g, g.team_of(g.active)[-1])


def next_team_after(g: GameState, player: int) -> int:
    """The first player still in the game of the team after ``player``'s (a player's own seat without teams)."""
    return next_in_game(g, g.team_of(player)[-1])


def next_priority(g: GameState, player: int) -> int:
    """Who is asked next after ``player`` passes, ``g.passes`` counting the passes in succession.

    CR 805.5b: a team passes when no player on it wishes to do anything,
    so each of its players is asked in seat order, starting again after
    any of them acts; then the next team in turn order has priority. Teams
    lose together (810.8a), so every team still in the game has the same
    number of players, and the passes a team has made in succession are
    ``g.passes`` modulo that number.
    """
    if not g.teams:
        return next_in_game(g, player)
    team = [p for p in g.team_of(player) if not g.players[p].lost]
    if player in team and g.passes % len(team):
        return team[(team.index(player) + 1) % len(team)]
    return next_team_after(g, player)


def declaring_player(g: GameState, player: int) -> int:
    """Who makes a team's choice, such as its combined attack or block (805.2, 805.10b, 805.10d).

    CR 805.2: if a team's players can't agree on a choice, such as which
    creatures attack, the primary player makes it: the team's choice is
    asked of its primary player (its first player still in the game).
    """
    for p in g.team_of(player):
        if not g.players[p].lost:
            return p
    return player


def starting_life(g: GameState) -> int:
    """CR 103.4, 810.4: a player's starting life total, or a team's shared one."""
    return format_of(g).starting_life


def poison_to_lose(g: GameState) -> int:
    """CR 704.5c, 810.8d: the poison counters with which a player, or a team sharing them, loses."""
    return format_of(g).poison_to_lose
