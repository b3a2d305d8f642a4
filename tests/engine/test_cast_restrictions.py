"""Statics that forbid casting (CR 101.2): Steel Golem and Rule of Law of the pool."""

from __future__ import annotations

from tests.engine.helpers import position
from tolaria.mtg import actions as act


def test_the_forbidden_spell_is_not_listed() -> None:
    """CR 101.2: Steel Golem's controller has no creature spell to cast; Shock stays castable."""
    game = position({"alice": {"hand": ["Grizzly Bears", "Shock"], "battlefield": ["Forest", "Mountain", "Steel Golem"]}, "bob": {}})
    casts = [a for a in game.legal_actions() if isinstance(a, act.CastSpell)]
    assert [game.state.name_of(a.card) for a in casts] == ["Shock"]


def test_one_spell_each_turn_counts_anew_each_turn() -> None:
    """Rule of Law: after a spell this turn, none; the count starts again with the next turn (500.1)."""
    game = position({"alice": {"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain", "Rule of Law"]}, "bob": {}})
    game.apply_text("alice", "cast Shock#1 targeting bob")
    assert not any(isinstance(a, act.CastSpell) for a in game.legal_actions())
    assert game.state.spells_cast == (0,)
    while game.state.turn == 2:
        d = game.decision
        game.apply(act.Declare() if d is not None and d.kind == "declare_attackers" else act.Pass())
    assert game.state.spells_cast == ()
