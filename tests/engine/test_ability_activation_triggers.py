""""Whenever you activate an ability of a Sarkhan planeswalker" / "... a loyalty ability of a Chandra
planeswalker" (CR 602.2, 603.2, 606.4), with test cards in the wording of Sarkhan's Whelp (Core Set 2019)
and Keral Keep Disciples (Core Set 2021), and a test Sarkhan planeswalker with a loyalty ability and an
activated ability that isn't one.
"""

from __future__ import annotations

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec

WHELP = {
    "name": "Test Whelp",
    "mana_cost": "{2}{R}",
    "type_line": "Creature — Dragon",
    "text": "Flying\nWhenever you activate an ability of a Sarkhan planeswalker, Test Whelp deals 1 damage to any target.",
    "power": "2",
    "toughness": "2",
}
DISCIPLES = {
    "name": "Test Disciples",
    "mana_cost": "{2}{R}",
    "type_line": "Creature — Human Monk",
    "text": "Whenever you activate a loyalty ability of a Sarkhan planeswalker, Test Disciples deals 1 damage to each opponent.",
    "power": "2",
    "toughness": "3",
}
SARKHAN = {
    "name": "Test Sarkhan",
    "mana_cost": "{3}{R}",
    "type_line": "Legendary Planeswalker — Sarkhan",
    "text": "{1}: Test Sarkhan deals 1 damage to target player.\n[+1]: You gain 1 life.",
    "loyalty": "3",
}
CARDS = database_with(WHELP, DISCIPLES, SARKHAN)


def _game(*cards: str) -> Game:
    players = {"alice": {"battlefield": ["Mountain", *cards]}, "bob": {}}
    return position(players, cards=CARDS)


def _resolve_all(g: Game) -> None:
    while g.state.stack:
        d = g.decision
        assert isinstance(d, dec.Priority), d
        g.apply_text(d.player, "pass")


def test_any_ability_of_a_sarkhan_triggers_the_whelp() -> None:
    """CR 602.2, 603.2: a non-loyalty activated ability of a Sarkhan planeswalker is "an ability of" one."""
    g = _game("Test Whelp", "Test Sarkhan")
    g.apply_text("alice", "activate Test Sarkhan:1 targeting bob")
    assert isinstance(g.decision, dec.ChooseTarget)  # the Whelp's trigger: its target
    g.apply_text("alice", "choose bob")
    assert len(g.state.stack) == 2
    _resolve_all(g)
    assert g.state.players[1].life == 18


def test_a_loyalty_ability_only_for_the_disciples() -> None:
    """CR 606.4: "a loyalty ability" - the {1} ability doesn't trigger it, the [+1] does."""
    g = _game("Test Disciples", "Test Sarkhan")
    g.apply_text("alice", "activate Test Sarkhan:1 targeting bob")
    assert len(g.state.stack) == 1
    _resolve_all(g)
    assert g.state.players[1].life == 19
    g.apply_text("alice", "activate Test Sarkhan:2")
    assert len(g.state.stack) == 2
    _resolve_all(g)
    assert g.state.players[1].life == 18 and g.state.players[0].life == 21
