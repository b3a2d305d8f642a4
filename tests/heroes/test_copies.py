"""ГЛ «Создать копию существа»: the copy's state, and its leaving the game zone into no zone."""

from __future__ import annotations

import pytest

from tolaria.core.scenario import load_text
from tolaria.heroes import engine, zones
from tolaria.heroes.abilities import EffectKind, Keyword, Target
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.heroes.rules import has, life, strike_value
from tolaria.heroes.scenario.actiontext import apply_entry
from tolaria.heroes.scenario.driver import make_driver
from tolaria.heroes.state import Zone

SETUP = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Великан: {type: creature, cost: 5, health: 8, attack: 4, text: "Броня 1."}
  Зеркальщик: {type: creature, cost: 2, health: 3, attack: 1, text: "{tap}: создайте копию выбранного существа противника."}
turn: {active: p1, phase: choice, number: 3}
players:
  p1: {hero: Странник, battlefield: [{card: Зеркальщик, id: z}]}
  p2: {hero: Странник, battlefield: [{card: Великан, id: v, wounds: 3, effects: [{text: "Рывок"}]}]}
"""


def test_a_copy_is_the_copiers_with_the_printed_card_and_created_added() -> None:
    driver = make_driver()
    game = driver.build(load_text(SETUP), "t.yaml")
    driver.start(game)
    g = game.game.state
    apply_entry(g, "p1", "use z on v", game.labels)
    engine.advance(g)
    copy = next(c for c in g.objects.values() if c.copy)
    assert (copy.name, copy.owner, copy.controller, copy.zone, copy.sick) == ("Великан", 0, 0, Zone.BATTLEFIELD, True)
    assert copy.wounds == 0 and life(g, copy.id) == 8 and strike_value(g, copy.id) == 4
    assert has(g, copy.id, Keyword.ARMOUR) and has(g, copy.id, Keyword.CREATED)
    assert not has(g, copy.id, Keyword.DASH)  # «приобретённые способности не «копируются»»
    zones.return_card(g, copy.id, Zone.HAND)  # «взаимодействия с рукой и колодой не происходит»
    assert copy.zone is Zone.REMOVED and copy.id not in g.players[0].hand and copy.id not in g.players[0].supply


def test_becoming_a_copy_is_read_with_the_chosen_creature() -> None:
    """ГЛ «Скопировать свойства и особенности (стать копией)»: «это существо становится копией выбранного существа»."""
    (e,) = compile_text("{tap}: это существо становится копией выбранного существа противника.").activated[0].effects
    assert (e.kind, e.target) == (EffectKind.BECOME_COPY, Target.ENEMY_CREATURE)


def test_module_and_attaching_are_read() -> None:
    """ГЛ «Модуль» (a keyword) and ГЛ «Присоединить карту Х к карте Y» (an effect on the ability's card)."""
    assert compile_text("Модуль.").value(Keyword.MODULE) is not None
    (e,) = compile_text("{tap}: присоедините это существо к выбранному вашему существу.").activated[0].effects
    assert (e.kind, e.target) == (EffectKind.ATTACH, Target.OWN_CREATURE)


def test_copying_a_spell_is_read_as_a_spells_own_ability() -> None:
    """ГЛ «Скопировать заклинание»: «скопируйте это заклинание», an ability of its own of a spell."""
    a = compile_text("Ранить выбранное существо на 1. Скопируйте это заклинание.", is_spell=True)
    assert [b[0].kind for b in a.spell] == [EffectKind.WOUND, EffectKind.COPY_SPELL]
    for text, spell in (("{tap}: скопируйте это заклинание.", False), ("Возьмите карту, затем скопируйте это заклинание.", True)):
        with pytest.raises(Unsupported):
            compile_text(text, is_spell=spell)
