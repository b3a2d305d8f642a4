"""Planeswalkers and loyalty abilities where scenario files can't reach (CR 306, 606; 2008 212.9c, 212.9g).

The loyalty symbols the compiler reads, the 2008 uniqueness rule for two
planeswalkers of one type with different names (the pool has one card of
each type), the redirection decision as a saved position and as a list of
legal actions, and loyalty abilities listed only at sorcery speed.
"""

from __future__ import annotations

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg.oracle import compile_text
from tolaria.mtg.oracle.abilities import LoyaltyCost

OTHER_JACE = {
    "name": "Test Jace",
    "mana_cost": "{U}",
    "type_line": "Legendary Planeswalker — Jace",
    "text": "[+1]: Draw a card.",
    "loyalty": "2",
}


@pytest.mark.parametrize(
    ("symbol", "cost"),
    [("[+1]", LoyaltyCost(1)), ("[−2]", LoyaltyCost(-2)), ("−2", LoyaltyCost(-2)), ("[0]", LoyaltyCost(0)), ("[−X]", LoyaltyCost(0, minus_x=True))],
)
def test_loyalty_symbols_are_read_as_costs(symbol: str, cost: LoyaltyCost) -> None:
    """CR 606.4: the loyalty symbol is the ability's cost."""
    compiled = compile_text(f"{symbol}: Draw a card.", "Test")
    assert compiled.supported
    assert compiled.activated[0].cost.loyalty == cost


def test_plus_x_is_not_read() -> None:
    """No card prints +X; a symbol the compiler has no reading for leaves the card unsupported."""
    assert not compile_text("[+X]: Draw a card.", "Test").supported


def test_uniqueness_rule_of_2008_reads_the_type_not_the_name() -> None:
    """2008 212.9c: Jace Beleren and another Jace share a planeswalker type: both go, whoever controls them."""
    cards = database_with(OTHER_JACE)
    players = {"alice": {"battlefield": ["Jace Beleren"]}, "bob": {"battlefield": ["Test Jace"]}}
    classic = position(players, cards=cards, rules="classic-2008")
    assert [p.card for p in classic.state.battlefield.values()] == []
    assert any("2008:212.9c" in e["rules"] for e in classic.log)
    current = position(players, cards=cards)
    assert sorted(str(p.card) for p in current.state.battlefield.values()) == ["Jace Beleren", "Test Jace"]


def _redirect_pending() -> Game:
    game = position(
        {"alice": {"hand": ["Shock"], "battlefield": ["Mountain"]}, "bob": {"battlefield": ["Jace Beleren", "Garruk Wildspeaker"]}},
        rules="classic-2008",
    )
    game.apply_text("alice", "cast Shock targeting bob")
    game.apply(act.Pass())
    game.apply(act.Pass())
    return game


def test_redirection_is_asked_of_the_source_controller_with_each_planeswalker_or_none() -> None:
    """2008 212.9g: the opponent (the source's controller) chooses as the redirection applies."""
    game = _redirect_pending()
    d = game.decision
    assert d is not None and d.kind == "choose_card" and d.player == "alice"
    options = game.legal_actions()
    assert act.ChooseNothing() in options
    assert sorted(game.state.name_of(a.card) for a in options if isinstance(a, act.ChooseCard)) == [
        "Garruk Wildspeaker",
        "Jace Beleren",
    ]


def test_redirection_decision_survives_a_json_round_trip() -> None:
    game = _redirect_pending()
    again = Game.from_json(game.to_json())
    (jace,) = ids(game, "Jace Beleren")
    for g in (game, again):
        g.apply(act.ChooseCard(jace))
    assert game.to_json() == again.to_json()
    assert game.state.battlefield[jace].counters == {"loyalty": 1}


def test_loyalty_abilities_are_listed_only_at_sorcery_speed() -> None:
    """CR 606.3: the same board lists Jace's abilities in the main phase and not in the upkeep."""
    upkeep = position({"alice": {"battlefield": ["Jace Beleren"]}, "bob": {}}, step="upkeep")
    main = position({"alice": {"battlefield": ["Jace Beleren"]}, "bob": {}})
    assert not any(isinstance(a, act.ActivateAbility) for a in upkeep.legal_actions())
    assert sum(isinstance(a, act.ActivateAbility) for a in main.legal_actions()) == 2  # +2 and −1; not −10
