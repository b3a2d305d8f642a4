"""Descriptions by mana value (CR 202.3) and by planeswalker type (CR 205.3j), with test cards in
the Oracle wording of Core Set 2019-2021 cards (Eliminate, Isolate, Court Cleric).

"With mana value 3 or less" bounds an object's mana value (a token or a card with no mana
cost has 0, 202.3a); "an Ajani planeswalker" is a planeswalker with that subtype.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import database_with, ids, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.kinds import CardType
from tolaria.mtg.oracle.abilities import Controls, Filter, Relation
from tolaria.mtg.oracle.grammar.compiler import compile_text
from tolaria.mtg.rules.layers import chars

ELIMINATE = {
    "name": "Test Eliminate",
    "mana_cost": "{1}{B}",
    "type_line": "Instant",
    "text": "Destroy target creature or planeswalker with mana value 3 or less.",
}
ISOLATE = {"name": "Test Isolate", "mana_cost": "{W}", "type_line": "Instant", "text": "Exile target permanent with mana value 1."}
CLERIC = {
    "name": "Test Cleric",
    "mana_cost": "{W}",
    "type_line": "Creature — Human Cleric",
    "text": "Test Cleric gets +1/+1 as long as you control an Ajani planeswalker.",
    "power": "1",
    "toughness": "1",
}
CARDS = database_with(ELIMINATE, ISOLATE, CLERIC)


def game(players: dict[str, Any]) -> Game:
    return position(players, cards=CARDS)


def resolve_all(g: Game) -> None:
    while g.state.stack:
        d = g.decision
        assert isinstance(d, dec.Priority), d
        g.apply_text(d.player, "pass")


def test_mana_value_bounds_are_read() -> None:
    """CR 202.3: "or less", "or greater" and an exact mana value."""
    at_most = compile_text(ELIMINATE["text"], "Test Eliminate").spell
    assert at_most is not None
    target = at_most.targets[0].permanent
    assert target is not None and target.mana_value_at_most == 3 and target.mana_value_at_least is None
    exact = compile_text(ISOLATE["text"], "Test Isolate").spell
    assert exact is not None
    spec = exact.targets[0].permanent
    assert spec is not None and (spec.mana_value_at_least, spec.mana_value_at_most) == (1, 1)
    search = compile_text(
        "Search your library for a creature card with mana value 6 or greater, reveal it, put it into your hand, then shuffle.",
        "Test Empath",
    )
    assert not search.unread


def test_mana_value_three_or_less_allows_grizzly_bears_and_refuses_serra_angel() -> None:
    """CR 115.1, 202.3: Serra Angel ({3}{W}{W}, mana value 5) is not a legal target; the game is unchanged."""
    g = game({"alice": {"hand": ["Test Eliminate"], "battlefield": ["Swamp", "Swamp"]}, "bob": {"battlefield": ["Grizzly Bears", "Serra Angel"]}})
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "cast Test Eliminate targeting Serra Angel")
    assert g.to_json() == before
    g.apply_text("alice", "cast Test Eliminate targeting Grizzly Bears")
    resolve_all(g)
    assert ids(g, "Grizzly Bears") == [] and len(ids(g, "Serra Angel")) == 1


def test_the_alternatives_share_the_mana_value_bound() -> None:
    """"creature or planeswalker with mana value 3 or less": Ajani Goldmane ({2}{W}{W}, 4) can't be chosen."""
    g = game({"alice": {"hand": ["Test Eliminate"], "battlefield": ["Swamp", "Swamp"]}, "bob": {"battlefield": ["Ajani Goldmane"]}})
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "cast Test Eliminate targeting Ajani Goldmane")


def test_exact_mana_value_one() -> None:
    """"with mana value 1": Llanowar Elves ({G}) may be exiled, Grizzly Bears ({1}{G}) and a land (0) may not."""
    g = game({"alice": {"hand": ["Test Isolate"], "battlefield": ["Plains"]}, "bob": {"battlefield": ["Llanowar Elves", "Grizzly Bears", "Forest"]}})
    for wrong in ("Grizzly Bears", "Forest"):
        with pytest.raises(IllegalAction):
            g.apply_text("alice", f"cast Test Isolate targeting {wrong}")
    g.apply_text("alice", "cast Test Isolate targeting Llanowar Elves")
    resolve_all(g)
    assert [g.state.name_of(c) for c in g.state.players[1].exile] == ["Llanowar Elves"]


def test_a_planeswalker_type_is_read_as_a_subtype() -> None:
    """CR 205.3j: "an Ajani planeswalker" is a planeswalker with the subtype Ajani."""
    c = compile_text(CLERIC["text"], "Test Cleric")
    assert not c.unread
    cond = c.statics[0].condition
    assert cond == Controls(Filter(types=frozenset({CardType.PLANESWALKER}), subtypes=frozenset({"Ajani"})), 1, Relation.YOU)


def test_the_cleric_grows_with_an_ajani_and_not_with_another_planeswalker() -> None:
    """CR 611.3a: the bonus holds while alice controls an Ajani planeswalker; Garruk Wildspeaker is not one."""
    with_ajani = game({"alice": {"battlefield": ["Test Cleric", "Ajani Goldmane"]}, "bob": {}})
    cleric = ids(with_ajani, "Test Cleric")[0]
    assert (chars(with_ajani.state, cleric).power, chars(with_ajani.state, cleric).toughness) == (2, 2)
    with_garruk = game({"alice": {"battlefield": ["Test Cleric", "Garruk Wildspeaker"]}, "bob": {"battlefield": ["Ajani Goldmane"]}})
    cleric = ids(with_garruk, "Test Cleric")[0]
    assert (chars(with_garruk.state, cleric).power, chars(with_garruk.state, cleric).toughness) == (1, 1)
