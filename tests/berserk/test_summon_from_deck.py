"""«Вызвать»: the grammar of a summon's description, the chooser's answers, copy and JSON, and what each seat sees
(glossary «Вызов»; Online 206.8, 206.10)."""

from __future__ import annotations

import pytest

from tolaria.berserk import board, engine, views
from tolaria.berserk.abilities import ReturnToDeck, Summon, SummonCell, SummonedCard, TextAbility
from tolaria.berserk.actions import Pass, Summoned, Use
from tolaria.berserk.cards import CardType
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.decisions import SummonChoice
from tolaria.berserk.events import Cancelled
from tolaria.berserk.scenario.driver import BerserkDriver
from tolaria.berserk.state import GameState, Zone
from tolaria.berserk.summon_phrases import summon_effect
from tolaria.core import scenario as core
from tolaria.core.events import History
from tolaria.errors import IllegalAction

FILE = """name: Тайник Эллиона with a token, three artifacts in the deck
game: berserk
turn: {active: p1, phase: main, number: 3}
players:
  p1:
    battlefield:
      - {card: Тайник Эллиона, at: C1, id: t, tokens: 1}
      - {card: Кочевник, at: A1, id: a}
    deck: [Лихо одноглазое, Сердце бурь, Камень гнева, Мастер топора]
  p2:
    battlefield:
      - {card: Кочевник, at: C3', id: x}
"""


def _game() -> tuple[GameState, dict[str, int]]:
    scenario = BerserkDriver().build(core.load_text(FILE), "<test>")
    g = scenario.game.state
    engine.advance(g)
    return g, scenario.labels


def _to_choice(g: GameState, t: int) -> SummonChoice:
    engine.apply(g, Use(t, 1, -1, 0, (), board.parse_cell("C1")), "p1")
    for _ in range(20):
        if isinstance(g.pending, SummonChoice):
            return g.pending
        engine.apply(g, Pass(), None)
    raise AssertionError("the summon asked no choice")


def test_the_description_reads_rank_type_cost_and_cell() -> None:
    # glossary «Вызов»: «Условия ... перечисляются в тексте особенности после ключевого слова «вызвать»»
    assert summon_effect("вызвать из колоды {ordinary} местность стоимостью 5 или менее") == Summon(
        SummonedCard(frozenset({CardType.TERRAIN}), elite=False, max_cost=5))
    assert summon_effect("вызвать на клетку, где он находился, артефакт стоимостью 6 или менее") == Summon(
        SummonedCard(frozenset({CardType.ARTIFACT}), max_cost=6), SummonCell.SOURCE_CELL)
    assert summon_effect("вызвать болотное существо стоимостью 5 или менее в закрытом виде") is not None
    assert summon_effect("вызвать эльма") == Summon(SummonedCard(named="эльма"))
    assert summon_effect("вызвать чудесное существо") is None  # no element is «чудесное»
    assert summon_effect("вызвать двух существ") is None  # a count is no description the grammar reads
    itself = summon_effect("вызвать его на незанятую клетку в закрытом виде")
    assert itself == Summon(SummonedCard(itself=True), SummonCell.ANY_FREE, closed=True)


def test_the_cache_returns_itself_before_it_summons() -> None:
    (ability,) = compile_text("{counter}{tap}: Воздействие «тайный запас» — вернуть Тайник Эллиона в колоду, при этом "
                              "вызвать на клетку, где он находился, артефакт стоимостью 6 или менее.", (),
                              "Тайник Эллиона")[1]
    assert isinstance(ability.effect, TextAbility)
    assert [type(e) for e in ability.effect.effects] == [ReturnToDeck, Summon]  # Online 216.11: the text's order


def test_a_summon_followed_by_another_effect_stays_unread() -> None:
    # the summoned card is chosen as the summon resolves, which pauses the text: it must be the last effect
    with pytest.raises(Unsupported):
        compile_text("{tap}: Вызвать артефакт стоимостью 6 или менее, при этом получить {counter}.", (), "Тест")


def test_only_the_fitting_cards_are_offered_and_the_rest_is_refused() -> None:
    g, labels = _game()
    choice = _to_choice(g, labels["t"])
    offered = sorted(g.objects[c].name for c in choice.cards)
    # Мастер топора is no artifact; Тайник Эллиона itself went into the deck first (Online 216.11) and fits
    assert offered == ["Камень гнева", "Лихо одноглазое", "Сердце бурь", "Тайник Эллиона"]
    axe = next(c for c in g.players[0].deck if g.objects[c].name == "Мастер топора")
    before = g.to_data()
    for bad in (Summoned(axe, board.parse_cell("C1")), Summoned(choice.cards[0], board.parse_cell("B1")), Pass()):
        with pytest.raises(IllegalAction):
            engine.apply(g, bad, "p1")
    assert g.to_data() == before
    with pytest.raises(IllegalAction):
        engine.apply(g, Summoned(), "p2")  # the choice is p1's


def test_the_opponent_sees_only_the_summoned_card() -> None:
    g, labels = _game()
    choice = _to_choice(g, labels["t"])
    assert views.observe(g, "p2", History(), [])["decision"] is None
    heart = next(c for c in choice.cards if g.objects[c].name == "Сердце бурь")
    mark = len(g.out)
    engine.apply(g, Summoned(heart, board.parse_cell("C1")), "p1")
    seen = " ".join(views.render(g, e, "p2") for e in g.out[mark:])
    assert "Сердце бурь" in seen  # Online 206.8: a card changing zones is shown to all
    assert "Лихо одноглазое" not in seen and "Камень гнева" not in seen
    assert g.board[board.parse_cell("C1")] == heart and g.objects[heart].zone is Zone.BATTLEFIELD


def test_the_pending_choice_survives_copy_and_json() -> None:
    g, labels = _game()
    choice = _to_choice(g, labels["t"])
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        assert twin.pending == choice
        engine.apply(twin, Summoned(), "p1")
        assert board.parse_cell("C1") not in twin.board and len(twin.players[0].deck) == 5


def test_either_description_and_exclusion_are_read() -> None:
    found = summon_effect("вызвать на его клетку либо существо стоимостью 8 {ordinary} или менее, либо существо "
                          "стоимостью 6 {elite} или менее (кроме симбиотов) с тем же числом ран, что у изгнанного существа")
    assert found is not None and found.cell is SummonCell.SOURCE_CELL and found.exiled_wounds
    assert (found.card.max_cost, found.card.elite) == (8, False)
    assert [(c.max_cost, c.elite) for c in found.also] == [(6, True)]
    assert found.card.excluded == frozenset({CardType.SYMBIOTE})


def test_an_exiled_card_stays_out_through_copy_and_json() -> None:
    from tolaria.berserk.rules.summoning import exile

    g, labels = _game()
    t = labels["t"]
    exile(g, t)
    for twin in (g.copy(), GameState.from_data(g.to_data(), g.cards)):
        card = twin.objects[t]
        assert card.zone is Zone.EXILE and board.parse_cell("C1") not in twin.board
        assert t not in twin.players[0].graveyard and t not in twin.players[0].deck


def test_with_no_fitting_card_the_player_is_asked_all_the_same() -> None:
    # glossary «Вызов»: with no fitting card the summon is paid and takes none; the opponent must not learn whether
    # the deck held one, so the chooser is asked as usual and can only answer none
    text = FILE.replace("Тайник Эллиона, at: C1, id: t, tokens: 1", "Картограф, at: C1, id: t, tokens: 1")
    scenario = BerserkDriver().build(core.load_text(text), "<test>")
    g = scenario.game.state
    engine.advance(g)
    mark = len(g.out)
    engine.apply(g, Use(scenario.labels["t"], 1), "p1")  # «вызвать из колоды {ordinary} местность ...»: no terrain
    for _ in range(20):
        if isinstance(g.pending, SummonChoice):
            break
        engine.apply(g, Pass(), None)
    choice = g.pending
    assert isinstance(choice, SummonChoice) and choice.cards == ()
    assert engine.legal_actions(g) == [Summoned()]
    assert not any(isinstance(e, Cancelled) for e in g.out[mark:])
    engine.apply(g, Summoned(), "p1")
    while g.stack:
        engine.apply(g, Pass(), None)
    assert len(g.players[0].deck) == 4 and g.objects[scenario.labels["t"]].tokens == 0  # paid (Online 404.3)


def test_summon_or_resurrect_reads_a_two_word_name() -> None:
    # glossary «Вызов», «Возрождение»: «вызвать или возродить Щупальце Кракена» may take the card from either zone
    assert summon_effect("вызвать или возродить щупальце кракена") == Summon(
        SummonedCard(named="щупальце кракена"), or_graveyard=True)
    assert summon_effect("вызвать щупальце кракена") == Summon(SummonedCard(named="щупальце кракена"))
    assert summon_effect("вызвать существо противника") is None  # «существо» begins a description, not a name
    assert summon_effect("вызвать или возродить двух существ") is None


def test_a_named_card_of_the_squad_is_the_move_target() -> None:
    # Online 417.1: «переместить ваше Щупальце Кракена на свободную клетку поля боя» — only a card of that name
    _, _, _, triggers = compile_text("В начале вашего хода переместить ваше Щупальце Кракена на свободную клетку "
                                     "поля боя (воздействие бросок Кракена)", name="Кракен")
    spec = triggers[0].target
    assert spec is not None and spec.filter is not None
    assert spec.filter.named == "щупальце кракена" and spec.filter.flyer is False
    with pytest.raises(Unsupported):
        compile_text("В начале вашего хода переместить ваше закрытое странное на свободную клетку поля боя",
                     name="Кракен")
