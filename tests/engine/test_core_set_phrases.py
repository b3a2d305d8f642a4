"""Small phrases of Core Set 2019-2021 cards, with test cards in their Oracle wording: "colorless"
(CR 105.2c), "enters the battlefield or dies" (603.6a, 700.4), "gain N life for each creature you
control [with flying]" (107.1, 119.3).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import database_with, position
from tolaria.errors import IllegalAction
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.cards.keywords import Keyword
from tolaria.mtg.oracle.grammar.compiler import compile_text
from tolaria.mtg.rules.layers import chars

RECKONING = {"name": "Test Reckoning", "mana_cost": "{B}", "type_line": "Instant", "text": "Exile target colorless creature."}
GOLEM = {"name": "Test Golem", "mana_cost": "{2}", "type_line": "Artifact Creature — Golem", "text": "", "power": "2", "toughness": "2"}
SUPPLIER = {
    "name": "Test Supplier",
    "mana_cost": "{B}",
    "type_line": "Creature — Zombie",
    "text": "When Test Supplier enters the battlefield or dies, mill three cards.",
    "power": "1",
    "toughness": "1",
}
GAGGLE = {
    "name": "Test Gagglemaster",
    "mana_cost": "{3}{W}",
    "type_line": "Creature — Bird Warrior",
    "text": "When Test Gagglemaster enters the battlefield, you gain 2 life for each creature you control with flying.",
    "power": "1",
    "toughness": "1",
}
GHOSTLIGHT = {
    "name": "Test Ghostlight",
    "mana_cost": "{U}",
    "type_line": "Instant",
    "text": "Return up to one target non-Spirit creature to its owner's hand.",
}
SPIRIT = {"name": "Test Spirit", "mana_cost": "{U}", "type_line": "Creature — Spirit", "text": "", "power": "1", "toughness": "1"}
MALKIN = {
    "name": "Test Malkin",
    "mana_cost": "{2}{G}",
    "type_line": "Creature — Cat",
    "text": "Each creature you control with a +1/+1 counter on it has trample.",
    "power": "2",
    "toughness": "1",
}
VETERAN = {
    "name": "Test Veteran",
    "mana_cost": "{W}",
    "type_line": "Creature — Human Knight",
    "text": "{W}, {T}: Put a +1/+1 counter on target creature with a +1/+1 counter on it.",
    "power": "1",
    "toughness": "1",
}
SHAMAN = {
    "name": "Test Shaman",
    "mana_cost": "{3}{R}",
    "type_line": "Creature — Goblin Shaman",
    "text": "At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.",
    "power": "2",
    "toughness": "2",
}
SKYFISH = {
    "name": "Test Skyfish",
    "mana_cost": "{2}{U}",
    "type_line": "Creature — Fish",
    "text": "Whenever you draw your second card each turn, you gain 1 life.",
    "power": "3",
    "toughness": "1",
}
DIVINATION = {"name": "Test Divination", "mana_cost": "{U}", "type_line": "Sorcery", "text": "Draw two cards."}
ENFORCER = {
    "name": "Test Enforcer",
    "mana_cost": "{1}{B}",
    "type_line": "Creature — Human Rogue",
    "text": "Whenever Test Enforcer or another Rogue enters the battlefield under your control, each opponent mills two cards.",
    "power": "2",
    "toughness": "2",
}
ROGUE = {"name": "Test Rogue", "mana_cost": "{B}", "type_line": "Creature — Human Rogue", "text": "", "power": "1", "toughness": "1"}
GUIDE = {
    "name": "Test Guide",
    "mana_cost": "{G}",
    "type_line": "Instant",
    "text": "Target creature can't be blocked by creatures with power 2 or less this turn.",
}
MAULER = {
    "name": "Test Mauler",
    "mana_cost": "{2}{G}",
    "type_line": "Creature — Cat",
    "text": "At the beginning of your end step, if a creature died this turn, put a +1/+1 counter on Test Mauler and untap it.",
    "power": "2",
    "toughness": "2",
}
EPITAPH = {
    "name": "Test Epitaph",
    "mana_cost": "{3}",
    "type_line": "Artifact Creature — Golem",
    "text": "{2}: Put target card from your graveyard on the bottom of your library.",
    "power": "2",
    "toughness": "2",
}
DRYAD = {
    "name": "Test Dryad",
    "mana_cost": "{1}{G}",
    "type_line": "Creature — Dryad",
    "text": "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on Test Dryad.",
    "power": "1",
    "toughness": "1",
}
CARDS = database_with(
    DRYAD,
    EPITAPH,
    MAULER,
    GUIDE,
    RECKONING, GOLEM, SUPPLIER, GAGGLE, GHOSTLIGHT, SPIRIT, MALKIN, VETERAN, SHAMAN, SKYFISH, DIVINATION, ENFORCER, ROGUE
)


def game(players: dict[str, Any]) -> Game:
    return position(players, cards=CARDS)


def resolve_all(g: Game) -> None:
    for _ in range(20):
        if not g.state.stack:
            return
        d = g.decision
        assert isinstance(d, dec.Priority), d
        g.apply_text(d.player, "pass")


def test_colorless_allows_an_artifact_creature_and_refuses_a_green_one() -> None:
    """CR 105.2c: a colorless object has no color; Grizzly Bears are green."""
    g = game({"alice": {"hand": ["Test Reckoning"], "battlefield": ["Swamp"]}, "bob": {"battlefield": ["Grizzly Bears", "Test Golem"]}})
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "cast Test Reckoning targeting Grizzly Bears")
    assert g.to_json() == before
    g.apply_text("alice", "cast Test Reckoning targeting Test Golem")
    resolve_all(g)
    assert [g.state.name_of(c) for c in g.state.players[1].exile] == ["Test Golem"]


def test_enters_or_dies_triggers_both_times() -> None:
    """CR 603.6a, 700.4: one ability with two trigger events; the Supplier mills three as it enters and
    three more as it dies (Shock kills it)."""
    g = game({"alice": {"hand": ["Test Supplier", "Shock"], "battlefield": ["Swamp", "Mountain"]}, "bob": {}})
    g.apply_text("alice", "cast Test Supplier")
    resolve_all(g)
    assert len(g.state.players[0].graveyard) == 3
    g.apply_text("alice", "cast Shock targeting Test Supplier")
    resolve_all(g)
    names = [g.state.name_of(c) for c in g.state.players[0].graveyard]
    assert len(names) == 3 + 1 + 1 + 3 and "Test Supplier" in names and "Shock" in names


def test_an_it_after_enters_or_dies_is_not_read() -> None:
    """"it" would be the permanent for one event and the card in the graveyard for the other (400.7)."""
    assert compile_text("When ~ enters the battlefield or dies, return it to its owner's hand.", "Test").unread


def test_gain_two_life_for_each_creature_you_control_with_flying() -> None:
    """CR 107.1, 119.3: alice's Serra Angel counts; her Grizzly Bears (no flying) and bob's Serra Angel
    (not hers) don't: 2 life."""
    g = game({"alice": {"hand": ["Test Gagglemaster"], "battlefield": ["Plains"] * 4 + ["Serra Angel", "Grizzly Bears"]}, "bob": {"battlefield": ["Serra Angel"]}})
    g.apply_text("alice", "cast Test Gagglemaster")
    resolve_all(g)
    assert g.state.players[0].life == 22


def test_non_spirit_refuses_a_spirit() -> None:
    """CR 205.3: "non-Spirit creature": any creature without the subtype Spirit."""
    g = game({"alice": {"hand": ["Test Ghostlight"], "battlefield": ["Island"]}, "bob": {"battlefield": ["Test Spirit", "Grizzly Bears"]}})
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "cast Test Ghostlight targeting Test Spirit")
    assert g.to_json() == before
    g.apply_text("alice", "cast Test Ghostlight targeting Grizzly Bears")
    resolve_all(g)
    assert [g.state.name_of(c) for c in g.state.players[1].hand] == ["Grizzly Bears"]


def test_each_creature_with_a_counter_has_trample() -> None:
    """CR 122.1, 613.1f: only the Bears with a +1/+1 counter gain trample; the bare Bears don't."""
    g = game({"alice": {"battlefield": ["Test Malkin", {"card": "Grizzly Bears", "id": "big", "counters": {"+1/+1": 1}}, {"card": "Grizzly Bears", "id": "bare"}]}, "bob": {}})
    bears = [oid for oid in g.state.battlefield if g.state.name_of(oid) == "Grizzly Bears"]
    with_trample = sorted(Keyword.TRAMPLE in chars(g.state, b).keywords for b in bears)
    assert with_trample == [False, True]


def test_a_target_with_a_counter_on_it() -> None:
    """The Veteran can't target the bare Bears; the Bears with a counter get a second one."""
    g = game({"alice": {"battlefield": ["Test Veteran", "Plains", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "activate Test Veteran targeting Llanowar Elves")
    g.apply_text("alice", "activate Test Veteran targeting Grizzly Bears")
    resolve_all(g)
    bears = next(p for p in g.state.battlefield.values() if g.state.name_of(p.id) == "Grizzly Bears")
    assert bears.counters == {"+1/+1": 2}


def test_you_may_have_target_creature_get() -> None:
    """CR 603.5, 507.1: at the beginning of combat the Shaman targets the Bears; alice says yes: 4/2."""
    g = position({"alice": {"battlefield": ["Test Shaman", "Grizzly Bears"]}, "bob": {}}, cards=CARDS)
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")  # main phase over: beginning of combat, the trigger asks for its target
    assert isinstance(g.decision, dec.ChooseTarget)
    g.apply_text("alice", "choose Grizzly Bears")
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")
    assert isinstance(g.decision, dec.YesNo)
    g.apply_text("alice", "choose yes")
    bears = next(oid for oid in g.state.battlefield if g.state.name_of(oid) == "Grizzly Bears")
    assert (chars(g.state, bears).power, chars(g.state, bears).toughness) == (4, 2)


def test_the_second_card_drawn_each_turn_triggers_once() -> None:
    """CR 121.1: the draw step's card is the first, Divination's two are the second and the third: one trigger."""
    g = position({"alice": {"battlefield": ["Test Skyfish", "Island"], "hand": ["Test Divination"]}, "bob": {}}, step="upkeep", cards=CARDS)
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")  # the draw step: alice's first card this turn
    assert not g.state.stack and g.state.players[0].history.cards_drawn == 1
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")  # main phase
    g.apply_text("alice", "cast Test Divination")
    resolve_all(g)
    assert g.state.players[0].history.cards_drawn == 3 and g.state.players[0].life == 21


def test_itself_or_another_rogue_entering() -> None:
    """CR 603.6a: the Enforcer's own entering and another Rogue's trigger it; Grizzly Bears don't."""
    g = game({"alice": {"hand": ["Test Enforcer", "Test Rogue", "Grizzly Bears"], "battlefield": ["Swamp"] * 3 + ["Forest"] * 2}, "bob": {}})
    milled = []
    for card in ("Test Enforcer", "Test Rogue", "Grizzly Bears"):
        g.apply_text("alice", f"cast {card}")
        resolve_all(g)
        milled.append(len(g.state.players[1].graveyard))
    assert milled == [2, 4, 4]


def test_cant_be_blocked_by_small_creatures_this_turn() -> None:
    """CR 509.1b: after the Guide, Grizzly Bears (power 2) can't block the Hill Giant; Craw Wurm can."""
    g = game({"alice": {"hand": ["Test Guide"], "battlefield": ["Forest", "Hill Giant"]}, "bob": {"battlefield": ["Grizzly Bears", "Craw Wurm"]}})
    g.apply_text("alice", "cast Test Guide targeting Hill Giant")
    resolve_all(g)
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")  # to beginning of combat
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")  # to declare attackers
    g.apply_text("alice", "attack with Hill Giant")
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")
    assert isinstance(g.decision, dec.DeclareBlockers)
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply_text("bob", "block Hill Giant with Grizzly Bears")
    assert g.to_json() == before
    g.apply_text("bob", "block Hill Giant with Craw Wurm")


def test_put_a_counter_on_it_and_untap_it() -> None:
    """"it" is the Mauler just named: a creature died (Shock on the Elves), so at the end step the tapped
    Mauler gets a +1/+1 counter and untaps (603.4)."""
    g = game({"alice": {"hand": ["Shock"], "battlefield": ["Mountain", {"card": "Test Mauler", "tapped": True}]}, "bob": {"battlefield": ["Llanowar Elves"]}})
    g.apply_text("alice", "cast Shock targeting Llanowar Elves")
    resolve_all(g)
    for _ in range(30):
        if g.state.stack and g.state.step.name == "END":
            break
        d = g.decision
        g.apply_text(d.player, "no attack" if isinstance(d, dec.DeclareAttackers) else "pass")
    resolve_all(g)
    mauler = next(p for p in g.state.battlefield.values() if g.state.name_of(p.id) == "Test Mauler")
    assert mauler.counters == {"+1/+1": 1} and not mauler.tapped


def test_a_card_from_your_graveyard_to_the_bottom_of_your_library() -> None:
    """CR 401.4: Shock goes from alice's graveyard to the bottom of her library; bob's card can't be chosen."""
    g = game({"alice": {"battlefield": ["Test Epitaph", "Plains", "Plains"], "graveyard": ["Shock"], "library": ["Forest", "Island"]}, "bob": {"graveyard": ["Lightning Bolt"]}})
    with pytest.raises(IllegalAction):
        g.apply_text("alice", "activate Test Epitaph targeting Lightning Bolt")
    g.apply_text("alice", "activate Test Epitaph targeting Shock")
    resolve_all(g)
    lib = [g.state.name_of(c) for c in g.state.players[0].library]
    assert lib == ["Forest", "Island", "Shock"] and g.state.players[0].graveyard == []


def test_a_spell_thats_one_of_four_colors() -> None:
    """CR 105.2: Shock (red) triggers the Dryad; Giant Growth (green) doesn't."""
    g = game({"alice": {"hand": ["Shock", "Giant Growth"], "battlefield": ["Test Dryad", "Mountain", "Forest"]}, "bob": {}})
    g.apply_text("alice", "cast Giant Growth targeting Test Dryad")
    assert len(g.state.stack) == 1
    resolve_all(g)
    g.apply_text("alice", "cast Shock targeting bob")
    assert len(g.state.stack) == 2
    resolve_all(g)
    dryad = next(p for p in g.state.battlefield.values() if g.state.name_of(p.id) == "Test Dryad")
    assert dryad.counters == {"+1/+1": 1}
