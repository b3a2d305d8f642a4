""""At the beginning of your precombat main phase" (CR 505.1a), with test cards in the Oracle wording of
Core Set 2021's Shrines (Sanctum of Stone Fangs, Sanctum of Calm Waters).

CR 505.1a: only the first main phase of the turn is a precombat main phase; the ability triggers as
it begins, and not in the postcombat main phase.
"""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.kinds import Step
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.grammar.compiler import compile_text

FANGS = {
    "name": "Test Fangs",
    "mana_cost": "{1}{B}",
    "type_line": "Legendary Enchantment — Shrine",
    "text": "At the beginning of your precombat main phase, each opponent loses X life and you gain X life, where X is the number of Shrines you control.",
}
WATERS = {
    "name": "Test Waters",
    "mana_cost": "{3}{U}",
    "type_line": "Legendary Enchantment — Shrine",
    "text": "At the beginning of your precombat main phase, you may draw X cards, where X is the number of Shrines you control. If you do, discard a card.",
}
CARDS = database_with(FANGS, WATERS)


def game(players: dict[str, Any], step: str = "draw") -> Game:
    return position(players, step=step, cards=CARDS)


def pass_until(g: Game, done: Any) -> None:
    for _ in range(60):
        if done(g):
            return
        d = g.decision
        if isinstance(d, dec.DeclareAttackers):
            g.apply_text(d.player, "no attack")
        elif isinstance(d, dec.OrderTriggers):
            g.apply_text(d.player, "order Test Waters, Test Fangs")  # the Fangs on top: it resolves first
        else:
            assert isinstance(d, dec.Priority), d
            g.apply_text(d.player, "pass")
    raise AssertionError("never happened")


def test_the_trigger_is_the_precombat_main_phase() -> None:
    c = compile_text(FANGS["text"], "Test Fangs")
    assert not c.unread and c.triggered[0].trigger == ab.BeginningOf(Step.MAIN1, ab.Whose.YOUR)


def test_it_drains_once_per_shrine_as_the_main_phase_begins() -> None:
    """Two Shrines: bob loses 2, alice gains 2, as her precombat main phase begins (505.1a)."""
    g = game({"alice": {"battlefield": ["Test Fangs", "Test Waters"]}, "bob": {}})
    pass_until(g, lambda q: isinstance(q.decision, dec.YesNo))  # the Waters' "you may", after the Fangs
    g.apply_text("alice", "choose no")
    pass_until(g, lambda q: not q.state.stack)
    assert (g.state.players[0].life, g.state.players[1].life) == (22, 18)


def test_not_in_the_postcombat_main_phase_nor_in_the_opponents_turn() -> None:
    g = game({"alice": {"battlefield": ["Test Fangs"]}, "bob": {}}, step="main1")
    pass_until(g, lambda q: q.state.step is Step.MAIN2)
    assert not g.state.stack
    pass_until(g, lambda q: q.state.step is Step.MAIN1 and q.state.active == 1)
    assert not g.state.stack and g.state.players[1].life == 20


def test_you_may_draw_x_then_discard_one() -> None:
    """CR 118.12: two Shrines, alice draws two, then discards one."""
    g = game({"alice": {"battlefield": ["Test Fangs", "Test Waters"], "hand": []}, "bob": {}})
    pass_until(g, lambda q: isinstance(q.decision, dec.YesNo))
    hand = len(g.state.players[0].hand)
    g.apply_text("alice", "choose yes")
    d = g.decision
    if isinstance(d, dec.ChooseCard):
        g.apply_text("alice", f"choose {g.state.name_of(g.state.players[0].hand[0])}")
    assert len(g.state.players[0].hand) == hand + 1 and len(g.state.players[0].graveyard) == 1
