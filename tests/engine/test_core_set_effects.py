"""Core-set effects played by the engine (issue 8): the library-and/or-graveyard search of Magic 2020's
planeswalker companions (CR 701.23a) and "you may pay" (118.12), with the sets' own cards."""

from __future__ import annotations

import pytest

from tolaria.mtg import Game
from tolaria.mtg.coverage import reference_set_path
from tolaria.mtg.events import Shuffled

M20 = reference_set_path("M20")
LEA = reference_set_path("LEA")

_GRIFFIN = """
name: Goldmane Griffin search
turn: {active: alice, step: main1}
players:
  alice:
    hand: [Goldmane Griffin]
    battlefield: [Plains, Plains, Plains, Plains, Plains]
    graveyard: [{card: "Ajani, Inspiring Leader", id: dead}]
    library: [Island, {card: "Ajani, Inspiring Leader", id: live}, Forest, Swamp, Mountain]
  bob: {}
do:
  - alice: cast Goldmane Griffin
  - resolve
  - resolve
  - alice: choose yes
  - alice: choose %s
  - alice: choose %s
"""


def _names(game: Game, zone: str) -> list[str]:
    g = game.state
    return [g.name_of(c) for c in getattr(g.players[0], zone)]


@pytest.mark.skipif(M20 is None, reason="no M20 card file")
def test_graveyard_only_search_leaves_the_library_unshuffled() -> None:
    """"If you search your library this way, shuffle": not searched, not shuffled (701.23a)."""
    game = Game.from_scenario(_GRIFFIN % ("no", "dead"), cards=M20)
    assert _names(game, "hand") == ["Ajani, Inspiring Leader"]
    assert _names(game, "graveyard") == []
    assert _names(game, "library") == ["Island", "Ajani, Inspiring Leader", "Forest", "Swamp", "Mountain"]
    assert not any(isinstance(e, Shuffled) for e in game.events)


@pytest.mark.skipif(M20 is None, reason="no M20 card file")
def test_library_search_finds_either_copy_and_shuffles() -> None:
    game = Game.from_scenario(_GRIFFIN % ("yes", "live"), cards=M20)
    assert _names(game, "hand") == ["Ajani, Inspiring Leader"]
    assert _names(game, "graveyard") == ["Ajani, Inspiring Leader"]
    assert sorted(_names(game, "library")) == ["Forest", "Island", "Mountain", "Swamp"]
    assert any(isinstance(e, Shuffled) for e in game.events)


@pytest.mark.skipif(M20 is None, reason="no M20 card file")
def test_a_library_card_is_not_offered_when_only_the_graveyard_is_searched() -> None:
    """The card in the library can't be found without searching it."""
    from tolaria.errors import TolariaError

    with pytest.raises(TolariaError, match="live"):
        Game.from_scenario(_GRIFFIN % ("no", "live"), cards=M20)


@pytest.mark.skipif(LEA is None, reason="no LEA card file")
def test_may_pay_refusal_changes_nothing_and_pays_no_mana() -> None:
    """CR 118.12: declining the optional cost: no life, and the mana stays untapped."""
    text = """
name: Ivory Cup declined
turn: {active: alice, step: main1}
players:
  alice: {hand: [Savannah Lions], battlefield: [Ivory Cup, Plains, Plains], life: 20}
  bob: {}
do:
  - alice: cast Savannah Lions
  - resolve
  - alice: choose no
"""
    game = Game.from_scenario(text, cards=LEA)
    g = game.state
    assert g.players[0].life == 20
    plains = [oid for oid in g.battlefield if g.name_of(oid) == "Plains"]
    assert sorted(g.battlefield[oid].tapped for oid in plains) == [False, True]
