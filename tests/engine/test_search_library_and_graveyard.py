"""Searching a library and/or a graveyard for a named card (CR 701.23, 400.2), with a test card in the
Oracle wording of Core Set 2021's planeswalker companions (Liliana's Scorn, Teferi's Wavecaster).

CR 701.23b: a search for a card with a stated quality may find nothing; "If you search your library
this way, shuffle": the library is shuffled only if the player chose to search it.
"""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import database_with, position
from tolaria.mtg import Game
from tolaria.mtg import decisions as dec
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.oracle.grammar.compiler import compile_text

SCORN = {
    "name": "Test Scorn",
    "mana_cost": "{B}",
    "type_line": "Sorcery",
    "text": (
        "You may search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it"
        " into your hand. If you search your library this way, shuffle."
    ),
}
CARDS = database_with(SCORN)
LIBRARY = ["Forest", "Island", "Grizzly Bears", "Mountain", "Plains", "Swamp", "Forest", "Island"]


def game(players: dict[str, Any]) -> Game:
    g = position(players, cards=CARDS, seed=3)
    g.apply_text("alice", "cast Test Scorn")
    g.apply_text("alice", "pass")
    g.apply_text("bob", "pass")
    return g


def names(g: Game, zone: list[int]) -> list[str]:
    return [g.state.name_of(c) for c in zone]


def test_the_search_is_read_with_the_name_and_its_shuffle() -> None:
    c = compile_text(SCORN["text"], "Test Scorn")
    assert not c.unread and c.spell is not None
    assert c.spell.steps == (ab.SearchLibraryAndGraveyard(ab.You(), ab.Filter(named="Grizzly Bears")),)
    no_shuffle = "Search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand."
    assert compile_text(no_shuffle, "Test").unread  # the shuffle is unsaid: not read


def test_from_the_graveyard_without_searching_the_library() -> None:
    """CR 400.2: the graveyard is searched; the library wasn't, so it isn't shuffled."""
    g = game({"alice": {"hand": ["Test Scorn"], "battlefield": ["Swamp"], "graveyard": ["Grizzly Bears"], "library": LIBRARY}, "bob": {}})
    assert isinstance(g.decision, dec.YesNo)
    before = list(g.state.players[0].library)
    g.apply_text("alice", "choose no")
    g.apply_text("alice", "choose Grizzly Bears")
    assert names(g, g.state.players[0].hand) == ["Grizzly Bears"]
    assert g.state.players[0].library == before


def test_from_the_library_shuffles_it() -> None:
    """CR 701.23a, 701.20: the card found is put into the hand; the library searched is shuffled."""
    g = game({"alice": {"hand": ["Test Scorn"], "battlefield": ["Swamp"], "library": LIBRARY}, "bob": {}})
    g.apply_text("alice", "choose yes")
    g.apply_text("alice", "choose Grizzly Bears")
    assert names(g, g.state.players[0].hand) == ["Grizzly Bears"]
    assert "Grizzly Bears" not in names(g, g.state.players[0].library)
    assert any(e["event"] == "shuffle" for e in g.log)


def test_not_searching_the_library_finds_nothing_there() -> None:
    """Bears only in the library, and alice searches the graveyard alone: nothing is found (701.23b)."""
    g = game({"alice": {"hand": ["Test Scorn"], "battlefield": ["Swamp"], "library": LIBRARY}, "bob": {}})
    before = list(g.state.players[0].library)
    g.apply_text("alice", "choose no")
    assert g.state.players[0].hand == [] and g.state.players[0].library == before
    assert not any(e["event"] == "shuffle" for e in g.log)
    assert isinstance(g.decision, dec.Priority)
