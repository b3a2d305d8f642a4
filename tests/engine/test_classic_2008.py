"""The classic-2008 profile's switches that scenario files can't reach (specs/rules-profiles.md).

Scenario files start mid-game and the pool has no legendary permanent, so
the Paris mulligan and the all-die legend rule are checked here, with a
test card for the legend rule; so are the combat damage object's saved
form and its refusal as a target.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.rules.targeting import refusal

LEGEND = {
    "name": "Test Legend",
    "mana_cost": "{1}{G}",
    "type_line": "Legendary Creature — Elf",
    "text": "",
    "power": "2",
    "toughness": "2",
}


def test_paris_mulligan_draws_one_fewer_each_time() -> None:
    """2008 (profile table): a mulligan shuffles the hand away and draws one card fewer; nothing goes on the bottom."""
    game = Game.new(decks=["red-burn", "green-stompy"], seed=3, rules="classic-2008")
    game.apply(game.legal_actions()[0])  # play or draw
    sizes = []
    for _ in range(3):
        d = game.decision
        assert d is not None and d.kind == "mulligan"
        who = d.player
        game.apply(act.TakeMulligan())
        while game.decision is not None and game.decision.player != who:
            game.apply(act.Keep())
        sizes.append(len(game.state.players[game.state.seat(who)].hand))
    assert sizes == [6, 5, 4]
    assert not any(e.kind == "bottom" for e in game.events)


def test_london_mulligan_under_current_rules_draws_seven_then_bottoms() -> None:
    """CR 103.5: the mulligan draws seven again, then one card per mulligan goes on the bottom."""
    game = Game.new(decks=["red-burn", "green-stompy"], seed=3)
    game.apply(game.legal_actions()[0])
    d = game.decision
    assert d is not None and d.kind == "mulligan"
    who = game.state.seat(d.player)
    game.apply(act.TakeMulligan())
    while game.decision is not None and game.decision.kind == "mulligan" and game.decision.player != d.player:
        game.apply(act.Keep())
    assert len(game.state.players[who].hand) == 7  # drawn seven, one still to be put on the bottom
    assert game.decision is not None and game.decision.kind == "choose_card"


@pytest.mark.parametrize(("rules", "alice_left", "bob_left"), [("classic-2008", 0, 0), ("current", 1, 1)])
def test_legend_rule_all_die_in_2008(rules: str, alice_left: int, bob_left: int) -> None:
    """2008 420.5e: legendary permanents with one name all go, whoever controls them; 704.5j: each controller's own only."""
    cards = database_with(LEGEND)
    game = position(
        {"alice": {"battlefield": ["Test Legend"]}, "bob": {"battlefield": ["Test Legend"]}}, rules=rules, cards=cards
    )
    g = game.state
    names = [[g.name_of(c) for c in g.battlefield if g.battlefield[c].owner == i] for i in (0, 1)]
    assert names == [["Test Legend"] * alice_left, ["Test Legend"] * bob_left]
    if rules == "classic-2008":
        assert any("2008:420.5e" in e["rules"] for e in game.log)


def after_assignment() -> Game:
    """Grizzly Bears blocked by Walking Corpse, their damage on the stack (2008 310.1)."""
    game = position(
        {
            "alice": {"battlefield": ["Grizzly Bears", "Island", "Island"], "hand": ["Cancel"]},
            "bob": {"battlefield": ["Walking Corpse"]},
        },
        step="beginning_of_combat",
        rules="classic-2008",
        do=["next step", {"alice": "attack with Grizzly Bears"}, "next step", {"bob": "block Grizzly Bears with Walking Corpse"}, "next step"],
    )
    assert [s.kind for s in game.state.stack] == [StackKind.COMBAT_DAMAGE]
    return game


def test_combat_damage_object_cannot_be_countered_or_targeted() -> None:
    """2008 310.3: the combat damage object is neither a spell nor an ability, so it can't be countered."""
    game = after_assignment()
    g = game.state
    damage = g.stack[0].id
    spec = g.db.card("Cancel").spell.targets[0]  # type: ignore[union-attr]
    why = refusal(g, spec, damage, 0, frozenset({"U"}), 0)
    assert why is not None and why[1] == "2008:310.3"
    cancel = g.players[0].hand[0]
    with pytest.raises(IllegalAction) as refused:
        game.apply(act.CastSpell(cancel))
    assert refused.value.rule == "601.2c"  # no legal target: the damage isn't one
    assert not any(isinstance(a, act.CastSpell) for a in game.legal_actions())


def test_combat_damage_object_survives_a_saved_game() -> None:
    """The object and its shares round-trip through JSON and the game continues identically."""
    game = after_assignment()
    twin = Game.from_json(game.to_json())
    assert twin.to_json() == game.to_json()
    before = len(game.events)
    for g in (game, twin):
        while g.state.stack:
            g.apply(act.Pass())
    assert twin.to_json() == game.to_json()
    kinds = [e.kind for e in game.events[before:]]
    assert kinds == [e.kind for e in twin.events] and "resolve" in kinds and "destroyed" in kinds


def test_every_2008_rule_the_profile_cites_is_explained() -> None:
    """Tools that explain the log (``why`` in the terminal) have a brief text for each 2008 rule cited."""
    from tolaria.mtg.rules.profiles import CLASSIC_2008, RULES_OF_2008

    cited = {r for rules in CLASSIC_2008.citations.values() for r in rules}
    assert cited and cited <= set(RULES_OF_2008), sorted(cited - set(RULES_OF_2008))
