"""The roster's lists of revealed cards in play holding a rare kind of ability (``state.Roster``): the rules that
look for such an ability read only these cards, so a card missing from its list would never be asked."""

from __future__ import annotations

from tolaria.berserk import engine
from tolaria.berserk.rules import marker_guards, squad_states
from tolaria.berserk.rules.cards_in_play import roster
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.core import scenario as core

SETUP = """name: rare abilities in play
game: berserk
turn: {{active: p1, phase: main, number: 3}}
players:
  p1:
    battlefield:
      - {{card: Кочевник, at: C1, id: n}}
      - {{card: Одинокий призрак, at: A1, id: ghost{ghost}}}
  p2:
    battlefield:
      - {{card: Джилла, at: C1', id: j{jilla}}}
      - {{card: Камень гнева, at: A1', id: stone}}
"""


def _state(ghost: str = "", jilla: str = ""):
    scenario = BerserkDriver().build(core.load_text(SETUP.format(ghost=ghost, jilla=jilla)), "<test>")
    return scenario.game.state, scenario.labels


def test_revealed_holders_are_listed() -> None:
    """Джилла prints «блокирует атаки существ без маркера ловкости по себе» (Online 410.1), Одинокий призрак «Если в
    вашем отряде нет других нелетающих существ изгоняется» (Online 405.1)."""
    g, labels = _state()
    seen = roster(g)
    assert seen.guarding == (labels["j"],)
    assert seen.lacking == (labels["ghost"],)
    assert [cid for cid, _ in marker_guards.guards(g)] == [labels["j"]]  # Камень гнева is an artifact of her squad


def test_hidden_cards_are_not_listed() -> None:
    """Online 415.2, RP 529.4: a hidden card's abilities are not in force; revealed, it joins its list."""
    g, labels = _state(ghost=", hidden: true", jilla=", hidden: true")
    assert roster(g).guarding == () and roster(g).lacking == ()
    assert marker_guards.guards(g) == ()
    for label in ("j", "ghost"):
        g.objects[labels[label]].hidden = False
    g.roster_changed()
    assert roster(g).guarding == (labels["j"],) and roster(g).lacking == (labels["ghost"],)


def test_the_squad_state_is_checked_for_a_listed_holder() -> None:
    """Online 405.1: Кочевник is the ghost's only other non-flying creature; once it is gone from the squad, the
    ability triggers as a player would get priority."""
    g, labels = _state()
    squad_states.check(g)
    assert not g.entering
    n = labels["n"]
    g.board.pop(g.objects[n].cell)
    g.objects[n].zone = engine.Zone.GRAVEYARD
    g.players[0].graveyard.append(n)
    g.roster_changed()
    squad_states.check(g)
    assert [e.chain.source for e in g.entering] == [labels["ghost"]] or any(
        ch.source == labels["ghost"] for ch in g.chains.values())
