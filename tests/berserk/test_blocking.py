"""Playable blocking abilities (Online 410.1-410.3; RP 527.2-527.5), on a card built by hand.

The compiler does not read blocking texts yet, so the blocker here is a
printed creature given a :class:`Block` ability directly.
"""

from __future__ import annotations

import dataclasses

import pytest

from tolaria.berserk import board, engine
from tolaria.berserk.actions import Move, Pass, Strike, Use
from tolaria.berserk.cards import CardDatabase, Cost, Playable
from tolaria.berserk.profiles import profile, start_profile
from tolaria.berserk.rules.blocking import Block, BlockScope
from tolaria.berserk.state import CardState, GameState, Obj, Phase, Zone
from tolaria.errors import IllegalAction


def _position(at_self: bool = True, scope: BlockScope = BlockScope.ATTACK) -> tuple[GameState, dict[str, int]]:
    base = CardDatabase.bundled()
    guard = dataclasses.replace(base.cards["Кочевник"], name="Страж", playable=(
        Playable(Cost(tap=True, instant=True), Block(scope, at_self), "{instant}{tap}: блокировать атаку по себе"),))
    g = GameState(base.with_cards([guard]), start_profile(profile("online-2012")), ["p1", "p2"], 1)
    ids: dict[str, int] = {}
    for label, name, seat, cell in (("a", "Кочевник", 0, "C1"), ("x", "Страж", 1, "C1'"), ("y", "Кочевник", 1, "B1'")):
        cid = len(g.objects)
        card = CardState(cid, name, seat)
        card.zone, card.cell = Zone.BATTLEFIELD, board.parse_cell(cell) or 0
        g.objects[cid] = card
        g.board[card.cell] = cid
        ids[label] = cid
    g.roster_changed()
    g.phase, g.turn, g.active, g.priority = Phase.MAIN, 3, 0, 0
    engine.advance(g)
    return g, ids


def _to_target(g: GameState) -> None:
    """Both pass once: the Declaration resolves and the Target object is on top (Online 216.2)."""
    engine.apply(g, Pass(), "p1")
    engine.apply(g, Pass(), "p2")
    assert g.stack[-1].obj is Obj.TARGET


def test_a_blocked_strike_deals_nothing_but_is_paid() -> None:
    g, c = _position()
    engine.apply(g, Strike(c["a"], c["x"]), "p1")
    _to_target(g)
    engine.apply(g, Pass(), "p1")
    engine.apply(g, Use(c["x"], 1, c["a"]), "p2")
    while g.stack:
        engine.apply(g, Pass(), g.players[g.priority].name)
    a, x = g.objects[c["a"]], g.objects[c["x"]]
    assert x.wounds == 0 and a.wounds == 0
    assert a.closed and a.acted  # RP 527.4: «источник этого игродействия оплачивает его»
    assert x.closed  # the blocking ability's own cost
    assert any(type(e).__name__ == "Blocked" and "RP 527.4" in e.rules for e in g.out)


def test_a_playable_block_waits_for_the_target_object() -> None:
    g, c = _position()
    engine.apply(g, Strike(c["a"], c["x"]), "p1")
    engine.apply(g, Pass(), "p1")
    with pytest.raises(IllegalAction, match="Target object"):
        engine.apply(g, Use(c["x"], 1, c["a"]), "p2")  # Online 410.3: the Declaration is on top


def test_only_an_attack_at_the_blocker_itself() -> None:
    g, c = _position()
    g.board.pop(g.objects[c["x"]].cell)
    engine.apply(g, Strike(c["a"], c["y"]), "p1")
    _to_target(g)
    engine.apply(g, Pass(), "p1")
    with pytest.raises(IllegalAction, match="RP 527.5|blocking card"):
        engine.apply(g, Use(c["x"], 1, c["a"]), "p2")


def test_an_attack_block_does_not_block_a_move() -> None:
    g, c = _position(at_self=False)
    engine.apply(g, Move(c["a"], board.parse_cell("B1") or 0), "p1")
    _to_target(g)
    engine.apply(g, Pass(), "p1")
    with pytest.raises(IllegalAction, match="attack"):
        engine.apply(g, Use(c["x"], 1, c["a"]), "p2")


def test_an_action_block_blocks_a_move() -> None:
    g, c = _position(at_self=False, scope=BlockScope.ACTION)
    engine.apply(g, Move(c["a"], board.parse_cell("B1") or 0), "p1")
    _to_target(g)
    engine.apply(g, Pass(), "p1")
    engine.apply(g, Use(c["x"], 1, c["a"]), "p2")
    while g.stack:
        engine.apply(g, Pass(), g.players[g.priority].name)
    a = g.objects[c["a"]]
    assert board.cell_name(a.cell) == "C1" and a.moved == 1  # not moved, but the step is paid (RP 527.4)


def test_the_block_is_offered_to_the_random_player() -> None:
    g, c = _position()
    engine.apply(g, Strike(c["a"], c["x"]), "p1")
    _to_target(g)
    engine.apply(g, Pass(), "p1")
    assert Use(c["x"], 1, c["a"]) in engine.legal_actions(g)
