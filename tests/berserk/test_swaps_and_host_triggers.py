"""Swaps of two cards (glossary «Поменять местами», Online 417.1, 205.7.b) and a symbiote's abilities on its host's
events and gifts (Online 203.12, 210.2, 216.12, 407.3): what the grammar reads, what it leaves unread, and play."""

from __future__ import annotations

import random

import pytest

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game, board
from tolaria.berserk.abilities import (
    EnemyHostRows,
    HostGains,
    IsHost,
    MoveOntoHost,
    NextRollBonus,
    OneOf,
    OpenCard,
    Point,
    Side,
    Spared,
    SwapCards,
    TakeSymbiont,
    TextAbility,
    Who,
    Whose,
    WoundBy,
    WoundEach,
)
from tolaria.berserk.actions import Move, Pass, Strike, Use
from tolaria.berserk.cards import Attack, AttackKind, CardDatabase, CardType, Keyword
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.rules import swapping
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import Zone
from tolaria.core import scenario as core

RUKAN = ("{tap}: Воздействие захват Рукана поменять местами двух стоящих рядом с Руканом существ (кроме бестелесных и "
         "симбиотов), при этом ранить каждое из них на 2-3-3.")


def _swap(text: str, name: str) -> tuple[TextAbility, SwapCards]:
    _, playable, _, _ = compile_text(text, (), name)
    ability = playable[0].effect
    assert isinstance(ability, TextAbility)
    swap = swapping.swap_of(ability)
    assert swap is not None
    return ability, swap


def test_rukan_reads_two_neighbours_of_its_own_spared_and_wounded_by_rows() -> None:
    ability, swap = _swap(RUKAN, "Рукан")
    assert ability.most == 2 and ability.target is not None and ability.target.adjacent
    assert ability.target.side is Side.ANY
    assert swap.spared == frozenset({Spared.INCORPOREAL, Spared.SYMBIOTES})
    assert swap.wounds == (2, 3, 3) and swap.heals is None and swap.tiered


def test_the_shepherd_reads_two_of_its_squad_next_to_each_other_forest_ones_healed() -> None:
    text = ("{tap}: Воздействие свист поменять двух ваших стоящих рядом друг с другом существ местами, при этом "
            "излечить каждое лесное из них на 1-2-2.")
    ability, swap = _swap(text, "Пастух Кронга")
    assert ability.target is not None and ability.target.side is Side.OWN and not ability.target.adjacent
    assert swap.next_to_each_other and swap.heals == (1, 2, 2) and swap.healed_element == "Леса"


def test_a_swap_of_one_value_has_no_roll() -> None:
    _, swap = _swap("{tap}: Поменять местами двух ваших существ, при этом ранить каждое из них на 1.", "Тест")
    assert swap.wounds == (1, 1, 1) and not swap.tiered


@pytest.mark.parametrize("text", [
    RUKAN.replace("рядом с Руканом", "рядом с Гулем"),  # another card's neighbours: not this card's text
    RUKAN.replace("бестелесных", "горных"),  # a left-out kind the grammar does not know
    RUKAN.replace("ранить каждое из них", "ранить каждое третье из них"),
    "{tap}: Поменять местами двух ваших болотных существ.",  # a description word the swap grammar does not read
])
def test_unread_swaps_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Рукан")


def test_host_triggers_and_gifts_are_read() -> None:
    _, _, _, triggers = compile_text("При телепортации или прыжке хозяина разряд на 1, дальность 3.", (), "Саламандра")
    assert triggers[0].point is Point.HOST_LEAPS and triggers[0].chooses
    _, _, statics, triggers = compile_text(
        "Хозяин теряет неповоротливость. После того, как выступает защитником хозяину может раниться на 1, при этом "
        "открыться.", (), "Ури")
    assert statics == (HostGains(("#потерял Неповоротливость",)),)
    assert triggers[0].point is Point.DEFENDED_HOST and triggers[0].optional


@pytest.mark.parametrize("text", ["Хозяин теряет удачу.", "Хозяин Гуля теряет неповоротливость.",
                                  "При телепортации или прыжке хозяина хорошо поесть."])
def test_unread_host_texts_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Ури")


def test_parasite_rows_and_hosts_of_parasites_are_read() -> None:
    _, playable, statics, _ = compile_text(
        "Во время рассадки паразитов вы можете выбирать в качестве хозяина существ противника в его втором ряду. "
        "{tap}: Воздействие инфекция ранить каждое существо противника, являющееся хозяином паразита, на 2.", (), "Вайл")
    assert statics == (EnemyHostRows(frozenset({2})),)
    ability = playable[0].effect
    assert isinstance(ability, TextAbility) and isinstance(ability.effects[0], WoundEach)
    each = ability.effects[0]
    assert each.amount == 2 and each.spec.side is Side.OPPONENT and each.spec.filter is not None
    assert each.spec.filter.hosting == frozenset({CardType.PARASITE})


@pytest.mark.parametrize("text", [
    "Во время рассадки паразитов вы можете выбирать в качестве хозяина существ противника в его пятом ряду.",
    "{tap}: Ранить каждое существо противника, являющееся хозяином артефакта, на 2.",
])
def test_unread_parasite_texts_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Вайл")


def test_a_hosts_ability_and_taking_a_parasite_are_read() -> None:
    _, playable, _, _ = compile_text(
        "Пока является хозяином симбиоту имеет {tap}: Магический удар на 2. {tap}: Воздействие переманить зверя "
        "переместить на себя паразита со стоящего рядом вашего существа.", ("mht", "imp"), "Санитар рощи")
    assert playable[0].condition == IsHost() and playable[0].effect == Attack(AttackKind.MAGIC, (2, 2, 2))
    ability = playable[1].effect
    assert isinstance(ability, TextAbility) and isinstance(ability.effects[0], TakeSymbiont)
    take = ability.effects[0]
    assert take.kinds == frozenset({CardType.PARASITE}) and take.host.side is Side.OWN and take.host.adjacent


@pytest.mark.parametrize("text", [
    "Пока является хозяином симбиоту имеет удачу.",  # not an ability the grammar reads
    "{tap}: Переместить на себя паразита с летающей карты.",  # an old host that is no creature
    "В начале вашего хода переместить на себя паразита со стоящего рядом вашего существа.",  # (a playable's only)
])
def test_unread_host_abilities_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Санитар рощи")


def test_attacking_abilities_on_the_symbiote_are_read() -> None:
    _, _, _, triggers = compile_text("Когда нападает может открыть своего компаньона.", (), "Пустоголов")
    assert triggers[0].point is Point.ATTACKING and triggers[0].optional
    assert triggers[0].effects == (OpenCard(Who.SYMBIONT),)
    _, _, _, triggers = compile_text("При нападении закрыть своего симбиота.", (), "Тест")
    assert triggers[0].point is Point.ATTACKING and not triggers[0].optional


def test_wounding_the_host_for_a_bonus_offers_each_x() -> None:
    _, _, _, triggers = compile_text("При нападении может ранить хозяина на X, при этом получить +X к следующему броску "
                                     "кубика (максимум +3).", (), "Хрумг")
    (choice,) = triggers[0].effects
    assert triggers[0].point is Point.ATTACKING and triggers[0].optional and isinstance(choice, OneOf)
    assert choice.options == tuple((WoundBy(x, Who.HOST), NextRollBonus(x, Who.SELF)) for x in (1, 2, 3))


@pytest.mark.parametrize("text", ["Когда нападает может открыть чужого компаньона.",
                                  "При нападении может ранить хозяина на X, при этом получить +X к следующему броску "
                                  "кубика.",  # no maximum: X is not bounded
                                  "При нападении может ранить хозяина на X, при этом получить +X к силе удара "
                                  "(максимум +3)."])
def test_unread_attacking_abilities_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Хрумг")


def test_the_dwarf_binds_its_host_and_takes_wounds_from_it_only() -> None:
    named, _, statics, _ = compile_text(
        "Хозяин не может объявлять никаких действий, кроме нападения на Карлика Унда. Карлик Унд получает раны только "
        "от хозяина. Карлику Унду нельзя назначать защитника.", (), "Карлик Унд")
    assert statics == (HostGains((_bound_mark(),)),)
    assert [n.keyword for n in named] == [Keyword.WOUNDED_ONLY_BY_HOST, Keyword.NO_DEFENDER]
    with pytest.raises(Unsupported):  # another card's name: not this card's restriction
        compile_text("Хозяин не может объявлять никаких действий, кроме нападения на Гуля.", (), "Карлик Унд")


def _bound_mark() -> str:
    from tolaria.berserk.rules.symbiosis import BOUND

    return BOUND


BOUND_HOST = """
name: bound host
game: berserk
turn: {phase: reveal}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C1, id: k, hidden: true}
      - {card: Карлик Унд, at: B3, id: u, hidden: true}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: x, hidden: true}
do: []
"""


def test_a_bound_hosts_listed_actions_are_moves_and_the_strike_at_its_parasite() -> None:
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(BOUND_HOST), "<test>")
    driver.start(scenario)
    driver.apply(scenario, "p1", ["choose C1'"], None)
    driver.run_command(scenario, "end turn", ["p1", "p2"])
    driver.run_command(scenario, "to main", ["p1", "p2"])
    game = scenario.game
    g = game.state
    (dwarf, host), = g.hosts.items()
    mine = [a for a in game.legal_actions() if getattr(a, "card", -1) == host]
    assert any(isinstance(a, Move) for a in mine)
    assert [a for a in mine if not isinstance(a, Move)] == [Strike(host, dwarf)]


def test_yoros_gifts_and_change_of_host_are_read() -> None:
    _, _, statics, triggers = compile_text(
        "Хозяин Йоро не может получать {counter}, его дальние атаки получают дальность 2. В начале вашего хода может "
        "переместиться на стоящее рядом существо противника.", (), "Йоро")
    assert statics == (HostGains(("не может получать {counter}", "дальние атаки получают дальность 2")),)
    (t,) = triggers
    assert t.point is Point.TURN_START and t.whose is Whose.YOURS and t.optional and t.chooses
    assert t.effects == (MoveOntoHost(),) and t.target is not None and t.target.side is Side.OPPONENT
    assert t.target.adjacent


@pytest.mark.parametrize("text", ["Хозяин Гуля не может получать {counter}.",
                                  "Хозяин Йоро не может получать {counter}, его дальние атаки получают удачу.",
                                  "В начале вашего хода может переместиться на свободную клетку."])
def test_unread_yoro_texts_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, (), "Йоро")


YORO = """
name: yoro
game: berserk
turn: {phase: reveal}
players:
  p1:
    battlefield:
      - {card: Кочевник, at: C1, id: near, hidden: true}
      - {card: Йоро, at: B3, id: y, hidden: true}
  p2:
    battlefield:
      - {card: Кочевник, at: C1', id: old, hidden: true}
      - {card: Кочевник, at: D1', id: new, hidden: true}
do: []
"""


def test_a_change_of_host_takes_the_gifts_to_the_new_host() -> None:
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(YORO), "<test>")
    driver.start(scenario)
    driver.apply(scenario, "p1", ["choose C1'"], None)
    g = scenario.game.state
    (yoro, old), = g.hosts.items()
    new = g.board[cell("D1'")]
    gifts = {"не может получать {counter}", "дальние атаки получают дальность 2"}
    assert gifts <= {e.text for e in g.objects[old].effects}
    driver.apply(scenario, "p1", ["choose D1'"], None)
    driver.run_command(scenario, "resolve all", ["p1", "p2"])
    assert g.hosts == {yoro: new} and g.objects[yoro].cell == cell("D1'") and g.objects[yoro].zone is Zone.BATTLEFIELD
    assert not gifts & {e.text for e in g.objects[old].effects}
    assert gifts <= {e.text for e in g.objects[new].effects}


def test_the_cards_are_supported() -> None:
    db = CardDatabase.bundled()
    for name in ("Рукан", "Пастух Кронга", "Саламандра", "Ури", "Тифозный вайл", "Санитар рощи", "Пустоголов", "Хрумг", "Карлик Унд", "Йоро"):
        assert db.get(name).unsupported is None, name
    assert db.get("Ури").has(Keyword.DEFENSE_EXPERIENCE)


SWAP_POSITION = """
name: swap
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Рукан, at: C1, id: r}
      - {card: Кочевник, at: B1, id: k}
      - {card: Кочевник, at: C2, id: c}
  p2:
    battlefield:
      - {card: Гуль, at: D1', id: x}
do: []
"""


def cell(name: str) -> int:
    found = board.parse_cell(name)
    assert found is not None
    return found


def _position() -> Game:
    driver = BerserkDriver()
    scenario = driver.build(core.load_text(SWAP_POSITION), "<test>")
    driver.start(scenario)
    return scenario.game


def test_listed_swaps_are_pairs_of_rukans_neighbours() -> None:
    game = _position()
    g = game.state
    rukan = next(c for c, card in g.objects.items() if card.name == "Рукан")
    uses = [a for a in game.legal_actions() if isinstance(a, Use) and a.card == rukan]
    assert uses and all(len(a.also) == 1 for a in uses)
    assert len(uses) == 3  # Online 412.1: each pair of the three neighbours once, two different cards


def test_a_swap_whose_target_has_left_its_place_is_cancelled_and_not_paid() -> None:
    game = _position()
    g = game.state
    rukan = next(c for c, card in g.objects.items() if card.name == "Рукан")
    k, x = (g.board[cell(name)] for name in ("B1", "D1'"))
    game.apply(Use(rukan, 1, k, 0, (x,)))
    far = cell("A3")  # no longer next to Рукан
    g.vacate(k)
    g.objects[k].cell = far
    g.occupy(k, far)
    while g.stack:
        game.apply(Pass())
    assert not g.objects[rukan].closed and g.objects[k].cell == far and g.objects[x].wounds == 0


SWAPPERS = [name for name, n in (("Рукан", 3), ("Пастух Кронга", 3), ("Саламандра", 3), ("Ури", 3), ("Кочевник", 3),
                                   ("Рогатый демон", 3), ("Тифозный вайл", 3), ("Ядовитый плющ", 3), ("Ассасин", 3),
                                   ("Санитар рощи", 3), ("Пустоголов", 3), ("Хрумг", 3), ("Йоро", 1),
                                   ("Карлик Унд", 3))
            for _ in range(n)]


def test_random_games_with_swaps_and_host_triggers() -> None:
    """Squads with swaps and hosts' triggers: listed actions all apply, copies and JSON twins play on alike."""
    for n in range(3):
        game = Game.new(decks=[SWAPPERS, SWAPPERS], seed=900 + n, autopass=True,
                        rules="online-2012" if n % 2 else "rp5")
        play_checked(game, {"alice": RandomAgent(n), "bob": RandomAgent(n + 50)}, random.Random(n), 1500,
                     probe=0.02, twin=0.05)
