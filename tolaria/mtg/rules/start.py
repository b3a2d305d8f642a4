"""Starting the game (CR 103): who plays first, shuffling, opening hands, the London mulligan (103.5),
and the actions opening hands allow (103.6).

Under a profile with the Paris mulligan (the 2008 rules), a mulligan
shuffles the hand away and draws one card fewer each time. In a
multiplayer game the first mulligan is free (103.5c, 800.6). In
Two-Headed Giant a team is chosen to choose who plays first, and the
starting team's players declare their mulligans first (805.3, 805.3a).
"""

from __future__ import annotations

from tolaria.mtg import decisions
from tolaria.mtg.events import (
    CardsBottomed,
    CoinFlipWon,
    GameStarted,
    HandKept,
    MulliganTaken,
    PutOntoBattlefieldFromHand,
    StartingPlayer,
)
from tolaria.mtg.kinds import Zone
from tolaria.mtg.oracle.abilities import BeginsOnBattlefield
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.draws import draw_card
from tolaria.mtg.rules.keyword_actions import shuffle
from tolaria.mtg.rules.profiles import Mulligan
from tolaria.mtg.rules.teams import next_team_after
from tolaria.mtg.rules.turns import begin_turn
from tolaria.mtg.rules.zones import move_card, put_onto_battlefield
from tolaria.mtg.state import GameState, MulliganProgress, Player, Selection

OPENING_HAND = 7  # CR 103.5


def start_game(g: GameState) -> None:
    """CR 103.1: a player chosen at random chooses who takes the first turn (805.3: a team, whose
    primary player answers for it, 805.2)."""
    emit(g, GameStarted(tuple(p.name for p in g.players), rules=("103",)))
    if g.teams:
        chooser = g.teams[g.below(len(g.teams))][0]
        emit(g, CoinFlipWon(chooser, rules=("103.1", "805.3")))
    else:
        chooser = g.below(len(g.players))
        emit(g, CoinFlipWon(chooser, rules=("103.1",)))
    g.pending = decisions.PlayOrDraw(g.players[chooser].name)
    g.moved_on()


def answer_play_or_draw(g: GameState, chooser: int, play: bool) -> None:
    """Then libraries are shuffled (103.3) and opening hands drawn (103.5)."""
    g.starting = chooser if play else next_team_after(g, chooser)
    g.active = g.starting
    g.pending = None
    g.moved_on()
    emit(g, StartingPlayer(g.starting, rules=("103.1a", "805.3") if g.teams else ("103.1",)))
    for p in g.players:
        shuffle(g, p.index, ("103.3",))
    for idx in turn_order(g):
        for _ in range(OPENING_HAND):
            draw_card(g, idx, ("103.5",))
    g.mulligan = MulliganProgress(undecided=tuple(turn_order(g)))
    ask_mulligans(g)


def turn_order(g: GameState) -> list[int]:
    """The players in turn order from the starting player (805.3a: the starting team's players first)."""
    n = len(g.players)
    return [(g.starting + k) % n for k in range(n)]


def free_mulligans(g: GameState) -> int:
    """CR 103.5c, 800.6: in a multiplayer game, a player's first mulligan doesn't count toward the cards
    they put on the bottom or the mulligans they may take."""
    return 1 if len(g.players) > 2 else 0


def _counted(g: GameState, p: Player) -> int:
    """The mulligans a player has taken that count (103.5c)."""
    return max(0, p.mulligans - free_mulligans(g))


def ask_mulligans(g: GameState) -> None:
    """CR 103.5: each player in turn order declares keep or mulligan; then all mulligans happen at once."""
    m = g.mulligan
    assert m is not None
    while m.undecided:
        player = m.undecided[0]
        if _counted(g, g.players[player]) >= OPENING_HAND:
            _keep(g, player)  # no mulligan below zero cards
            m = MulliganProgress(m.undecided[1:], m.takers)
            continue
        g.mulligan = m
        g.pending = decisions.Mulligan(g.players[player].name, len(g.players[player].hand))
        g.moved_on()
        return
    g.mulligan = m
    _take_mulligans(g)


def answer_mulligan(g: GameState, player: int, keep: bool) -> None:
    m = g.mulligan
    assert m is not None
    g.pending = None
    if keep:
        _keep(g, player)
        g.mulligan = MulliganProgress(m.undecided[1:], m.takers)
    else:
        g.mulligan = MulliganProgress(m.undecided[1:], m.takers + (player,))
    g.moved_on()
    ask_mulligans(g)


def _keep(g: GameState, player: int) -> None:
    p = g.players[player]
    p.kept = True
    g.moved_on()
    emit(g, HandKept(player, len(p.hand), rules=("103.5",)))


def _take_mulligans(g: GameState) -> None:
    """Each taker shuffles their hand into their library and draws seven; then puts N on the bottom."""
    m = g.mulligan
    assert m is not None
    if not m.takers:
        g.mulligan = None
        g.moved_on()
        opening_hand_actions(g)
        return
    paris = g.rules.mulligan is Mulligan.PARIS
    rules = g.rules.cite_or("mulligan", ("103.5",))
    for player in m.takers:
        p = g.players[player]
        free = p.mulligans < free_mulligans(g)
        emit(g, MulliganTaken(player, rules=rules + ("103.5c",) if free else rules))
        for oid in list(p.hand):
            move_card(g, player, Zone.HAND, oid, Zone.LIBRARY)
        g.shuffle(p.library)
        p.mulligans += 1
        # The Paris mulligan (2008): one card fewer each time, nothing put on the bottom.
        for _ in range(OPENING_HAND - _counted(g, p) if paris else OPENING_HAND):
            draw_card(g, player, rules)
    if paris:
        g.mulligan = MulliganProgress(undecided=tuple(q for q in turn_order(g) if q in m.takers))
        ask_mulligans(g)
        return
    g.mulligan = MulliganProgress(takers=m.takers, bottoming=m.takers)
    ask_bottom(g)


def ask_bottom(g: GameState) -> None:
    """CR 103.5: a player who took N mulligans puts N cards from their hand on the bottom, in any order."""
    m = g.mulligan
    assert m is not None
    while m.bottoming:
        player = m.bottoming[0]
        p = g.players[player]
        n = min(_counted(g, p), len(p.hand))
        if n == len(p.hand) or n == 0:
            put_on_bottom(g, player, tuple(p.hand[:n]))
            m = g.mulligan
            assert m is not None
            continue
        g.selection = Selection("bottom", player, tuple(p.hand), n)
        g.pending = decisions.ChooseCard(p.name, "bottom", n)
        g.moved_on()
        return
    # Those who took a mulligan decide again, in turn order.
    g.mulligan = MulliganProgress(undecided=tuple(q for q in turn_order(g) if q in m.takers))
    ask_mulligans(g)


def opening_hand_actions(g: GameState, after: int | None = None) -> None:
    """CR 103.6: once the mulligans are done, the starting player, then each other player in turn order
    (the players after ``after``), may take the actions their opening hands allow; then the first turn
    begins. 103.6a: a card that lets its owner begin the game with it on the battlefield is chosen
    (any number of them, or none) and put there."""
    order = turn_order(g)
    for player in order[order.index(after) + 1 :] if after is not None else order:
        able = tuple(oid for oid in g.players[player].hand if _begins_on_battlefield(g, oid))
        if able:
            g.selection = Selection(OPENING_HAND_ACTION, player, able, len(able), optional=True)
            g.pending = decisions.ChooseCard(g.players[player].name, OPENING_HAND_ACTION, len(able), optional=True)
            g.moved_on()
            return
    g.setup = False
    g.moved_on()
    begin_turn(g, g.starting)


OPENING_HAND_ACTION = "opening_hand"  # the purpose of the choice of 103.6a


def _begins_on_battlefield(g: GameState, oid: int) -> bool:
    d = g.db.card(g.cards[oid])
    return any(isinstance(s, BeginsOnBattlefield) for s in d.base.statics)


def begin_with(g: GameState, player: int, chosen: tuple[int, ...]) -> None:
    """CR 103.6a: the chosen cards of ``player``'s opening hand are put onto the battlefield; then the next
    player in turn order may do the same."""
    hand = g.players[player].hand
    for oid in chosen:
        if oid in hand:
            hand.remove(oid)
            card = g.cards.pop(oid)
            perm = put_onto_battlefield(g, card, player, old=oid)
            fields = (oid, perm.id, g.name_of(perm.id), player, player, Zone.HAND, Zone.BATTLEFIELD)
            emit(g, PutOntoBattlefieldFromHand(*fields, rules=("103.6", "103.6a")))
    opening_hand_actions(g, after=player)


def put_on_bottom(g: GameState, player: int, cards: tuple[int, ...]) -> None:
    m = g.mulligan
    assert m is not None
    for oid in cards:
        move_card(g, player, Zone.HAND, oid, Zone.LIBRARY)  # appended: the bottom
    emit(g, CardsBottomed(player, len(cards), rules=("103.5",)))
    g.mulligan = MulliganProgress(m.undecided, m.takers, m.bottoming[1:])
    g.moved_on()
