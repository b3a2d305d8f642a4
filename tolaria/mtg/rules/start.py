"""Starting the game (CR 103): who plays first, shuffling, opening hands, London mulligan."""

from __future__ import annotations

from tolaria.mtg.rules.events import log
from tolaria.mtg.rules.turns import begin_turn
from tolaria.mtg.rules.zones import draw_card, move_from_zone
from tolaria.mtg.state import GameState, Pending

OPENING_HAND = 7  # CR 103.5


def start_game(g: GameState) -> None:
    """CR 103.1: a random player chooses who takes the first turn."""
    log(g, "game_start", ("103",), players=", ".join(p.name for p in g.players))
    chooser = g.rng.below(len(g.players))
    log(g, "choose_play", ("103.1",), player=g.players[chooser].name)
    g.pending = Pending("choose", chooser, ("play_first", ("play", "draw")))


def answer_play_first(g: GameState, chooser: int, answer: str) -> None:
    """Then libraries are shuffled (103.3) and opening hands drawn (103.5)."""
    n = len(g.players)
    g.starting = chooser if answer == "play" else (chooser + 1) % n
    g.active = g.starting
    log(g, "starting_player", ("103.1",), player=g.players[g.starting].name)
    for p in g.players:
        g.rng.shuffle(p.library)
        log(g, "shuffle", ("103.3",), player=p.name)
    for idx in _turn_order(g):
        for _ in range(OPENING_HAND):
            draw_card(g, idx)
    g.pending = None
    _ask_mulligans(g, tuple(_turn_order(g)), ())


def _turn_order(g: GameState) -> list[int]:
    n = len(g.players)
    return [(g.starting + k) % n for k in range(n)]


def _ask_mulligans(g: GameState, undecided: tuple[int, ...], takers: tuple[int, ...]) -> None:
    """CR 103.5: each player in turn order declares keep or mulligan."""
    for i, p in enumerate(undecided):
        if g.players[p].mulligans >= OPENING_HAND:
            _keep(g, p)  # a player can't mulligan below zero cards
            continue
        g.pending = Pending("choose", p, ("mulligan", ("keep", "mulligan"), undecided[i + 1 :], takers))
        return
    _take_mulligans(g, takers)


def answer_mulligan(g: GameState, player: int, answer: str) -> None:
    pending = g.pending
    assert pending is not None
    _, _, rest, takers = pending.data
    g.pending = None
    if answer == "keep":
        _keep(g, player)
    else:
        takers = takers + (player,)
    _ask_mulligans(g, rest, takers)


def _keep(g: GameState, player: int) -> None:
    p = g.players[player]
    p.kept = True
    log(g, "keep", ("103.5",), player=p.name, count=len(p.hand))


def _take_mulligans(g: GameState, takers: tuple[int, ...]) -> None:
    """All mulligans happen at once: shuffle the hand in, draw seven, then bottom N."""
    if not takers:
        begin_turn(g, g.starting)
        return
    for player in takers:
        p = g.players[player]
        log(g, "mulligan", ("103.5",), player=p.name)
        for oid in list(p.hand):
            move_from_zone(g, player, "hand", oid, "library")
        g.rng.shuffle(p.library)
        for _ in range(OPENING_HAND):
            draw_card(g, player)
        p.mulligans += 1
    _ask_bottom(g, takers, takers)


def _ask_bottom(g: GameState, queue: tuple[int, ...], takers: tuple[int, ...]) -> None:
    if not queue:
        _ask_mulligans(g, takers, ())
        return
    player = queue[0]
    p = g.players[player]
    n = min(p.mulligans, len(p.hand))
    if n == len(p.hand):
        answer_bottom(g, player, tuple(p.hand), queue[1:], takers)
        return
    g.pending = Pending("choose", player, ("bottom", n, tuple(p.hand), queue[1:], takers))


def answer_bottom(
    g: GameState, player: int, cards: tuple[int, ...], queue: tuple[int, ...], takers: tuple[int, ...]
) -> None:
    p = g.players[player]
    g.pending = None
    for oid in cards:
        move_from_zone(g, player, "hand", oid, "library")  # appended: the bottom
    log(g, "bottom", ("103.5",), player=p.name, count=len(cards))
    _ask_bottom(g, queue, takers)
