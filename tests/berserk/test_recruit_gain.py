"""«При наборе [карты] в отряд вы получаете N {elite}»: its reading, and what each seat's log says of it (Online 206.6)."""

from __future__ import annotations

import pytest

from tolaria.berserk import engine, views
from tolaria.berserk.abilities import RecruitGain
from tolaria.berserk.actions import Recruit
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.events import Recruited
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import Zone
from tolaria.core import scenario as core

FILE = """name: recruiting Мародёр
game: berserk
turn: {phase: recruitment}
players:
  p1:
    hand: [Мародёр]
  p2:
    hand: [Кочевник]
"""


def test_the_gain_is_read_for_the_cards_own_name_only() -> None:
    assert compile_text("При наборе Мародера в отряд вы получаете 1 {elite}.", (), "Мародёр")[2] == (RecruitGain(1),)
    with pytest.raises(Unsupported):  # another card's recruitment is not this text's
        compile_text("При наборе Мародера в отряд вы получаете 1 {elite}.", (), "Кочевник")


def test_only_the_owner_reads_the_card_and_its_gain() -> None:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    gold = g.players[0].gold
    engine.apply(g, Recruit("Мародёр"), "p1")
    (event,) = [e for e in g.out if isinstance(e, Recruited)]
    assert event.gained == 1 and g.players[0].gold == gold + 1
    assert [c for c in g.players[0].recruitment if g.objects[c].zone is Zone.RECRUITMENT]
    assert views.render(g, event, "p1") == "p1 recruits Мародёр and gains 1 gold"
    for other in ("p2", None):
        said = views.render(g, event, other)
        assert said == "p1 recruits a card", said
