"""The glossary's keyword abilities read in this module's order: the compiler's forms and refusals."""

from __future__ import annotations

import pytest

from tolaria.core.scenario import ScenarioError, load_text
from tolaria.errors import DeckError
from tolaria.heroes import Game
from tolaria.heroes.abilities import (
    EffectKind,
    IgnoreKind,
    InsteadOf,
    Keyword,
    Over,
    SearchFor,
    Sought,
    Target,
    WardFrom,
    When,
)
from tolaria.heroes.cards import CardDatabase, make_card
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.heroes.scenario.driver import make_driver


def test_strike_set_is_read_with_its_x() -> None:
    """ГЛ «Сведение удара к Х»: a permanent ability with a number, 0 among them (a strike of 0)."""
    assert compile_text("Сведение удара к 2.").value(Keyword.STRIKE_SET) == 2
    assert compile_text("Рывок, сведение удара к 0.").value(Keyword.STRIKE_SET) == 0


@pytest.mark.parametrize("text", ["Сведение удара.", "Сведение удара к X.", "Сведение атаки к 1."])
def test_strike_set_without_a_number_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_elusive_is_read_with_one_known_keyword() -> None:
    """ГЛ «Неуловимость от [ТЕКСТ]»: [ТЕКСТ] one keyword as the glossary heads it, quoted or not."""
    assert [e.keyword for e in compile_text("Неуловимость от Рывок.").elusive] == [Keyword.DASH]
    assert [e.keyword for e in compile_text("Неуловимость от «Первый удар».").elusive] == [Keyword.FIRST_STRIKE]
    assert [e.keyword for e in compile_text("Неуловимость от Броня.").elusive] == [Keyword.ARMOUR]


@pytest.mark.parametrize("text", ["Неуловимость.", "Неуловимость от полёт.", "Неуловимость от Броня 1.",
                                  "Неуловимость от Рывок, Броня."])
def test_elusive_with_other_text_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_superiority_over_a_class_is_read_in_the_glossary_form() -> None:
    """ГЛ «Превосходство или Превосходство над [Х]»: «существом с классом [Х]», the class folded."""
    a = compile_text("Превосходство над существом с классом «Гном».")
    assert [o.card_class for o in a.superior] == ["гном"]
    assert [o.card_class for o in compile_text("Превосходство над существами с классом Тёмный эльф.").superior] \
        == ["темный эльф"]


@pytest.mark.parametrize(("text", "over", "detail", "cost"), [
    ("Превосходство над существом.", Over.EVERY, "", 0),
    ("Превосходство над всеми существами.", Over.EVERY, "", 0),
    ("Превосходство над всеми существами противника.", Over.ENEMY, "", 0),
    ("Превосходство над существами со стихией Леса.", Over.ELEMENT, "леса", 0),
    ("Превосходство над существами стихии «Горы».", Over.ELEMENT, "горы", 0),
    ("Превосходство над существами Тьмы.", Over.ELEMENT, "тьма", 0),
    ("Превосходство над существами стоимостью 3 или менее.", Over.COST_AT_MOST, "", 3),
    ("Превосходство над существом стоимостью 5 или более.", Over.COST_AT_LEAST, "", 5),
])
def test_superiority_over_each_glossary_form(text: str, over: Over, detail: str, cost: int) -> None:
    """«над существом, существом с классом [Х], существами, удовлетворяющими условию [Х], или над всеми существами противника»."""
    (form,) = compile_text(text).superior
    assert (form.over, form.card_class, form.cost) == (over, detail, cost)


@pytest.mark.parametrize("text", ["Превосходство над Гномами.", "Превосходство над существами с Рывком.",
                                  "Превосходство над существами стоимостью 3.", "Превосходство над героем."])
def test_superiority_over_other_forms_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_and_then_is_read_after_an_effect_whose_performance_is_told() -> None:
    """ГЛ «При этом»: «Выполнить [текст Х], при этом выполнить [текст У]», [У] marked ``then``."""
    body = compile_text("Закройте выбранное существо, при этом ранить героя противника на 2.", is_spell=True).spell[0]
    assert [(e.kind, e.then) for e in body] == [(EffectKind.CLOSE, False), (EffectKind.WOUND, True)]
    drawn = compile_text("{tap}: Возьмите карту, при этом получите молитву.").activated[0].effects
    assert [e.then for e in drawn] == [False, True]


def test_and_then_follows_every_effect_that_asks_nothing_and_chains() -> None:
    """«только после полного фактического выполнения [Х]»: wounds, healing, stun... all tell it; a chain reads."""
    wound = compile_text("Ранить выбранное существо на 2, при этом возьмите карту.", is_spell=True).spell[0]
    assert [e.then for e in wound] == [False, True]
    chain = compile_text("Закройте выбранное существо, при этом возьмите карту, при этом получите молитву.",
                         is_spell=True).spell[0]
    assert [e.then for e in chain] == [False, True, True]


@pytest.mark.parametrize("text", [
    "При этом возьмите карту.",  # after nothing
    "Поиск — карта, при этом получите молитву.",  # after an effect that asks its own question
])
def test_and_then_elsewhere_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=True)


def test_otherwise_is_read_after_one_effect_without_a_chosen_target() -> None:
    """ГЛ «Иначе»: «Выполнить [текст Х], иначе выполнить [текст У]», [У] marked ``otherwise``."""
    t = compile_text("Найм: вы можете закрыть это существо, иначе ранить вашего героя на 2.").triggered[0]
    assert t.optional and [(e.kind, e.otherwise) for e in t.effects] == [(EffectKind.CLOSE, False),
                                                                         (EffectKind.WOUND, True)]


def test_otherwise_is_read_after_an_effect_on_a_chosen_target() -> None:
    """ГЛ «Иначе»: «Невозможность заявить или выполнить [Х] … сразу приводит к выполнению [У]»: [Х] may choose a target."""
    (body,) = compile_text("Закройте выбранное существо, иначе возьмите карту.", is_spell=True).spell
    assert [(e.kind, e.picks, e.otherwise) for e in body] == [(EffectKind.CLOSE, True, False),
                                                              (EffectKind.DRAW, False, True)]


@pytest.mark.parametrize("text", [
    "Поиск — карта, иначе возьмите карту.",  # [Х] that asks its own question
    "Возьмите карту, иначе получите молитву, затем возьмите карту.",  # after [У]
    "Возьмите карту, ранить героя противника на 1, иначе получите молитву.",  # [Х] of two effects
    "Иначе возьмите карту.",
])
def test_otherwise_elsewhere_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=True)


def test_control_changes_are_read_for_creatures() -> None:
    """ГЛ «Возьмите под контроль Х», ГЛ «Отдайте»: a chosen enemy creature taken, one's own creature given."""
    from tolaria.heroes.abilities import Target

    taken = compile_text("{tap}: возьмите под контроль выбранное существо противника.").activated[0].effects
    assert [(e.kind, e.target) for e in taken] == [(EffectKind.TAKE_CONTROL, Target.ENEMY_CREATURE)]
    given = compile_text("Отдайте выбранное ваше существо.", is_spell=True).spell[0]
    assert [(e.kind, e.target) for e in given] == [(EffectKind.GIVE_CONTROL, Target.OWN_CREATURE)]
    itself = compile_text("{tap}: отдайте это существо противнику.").activated[0].effects
    assert [(e.kind, e.target) for e in itself] == [(EffectKind.GIVE_CONTROL, Target.SELF)]


@pytest.mark.parametrize("text", [
    "{tap}: возьмите под контроль выбранное существо.",  # one's own or any: only the opponent's is «под ваш контроль»
    "{tap}: возьмите под контроль выбранного персонажа противника.",  # a hero
    "{tap}: возьмите под контроль эту карту.",  # one's own card
    "{tap}: отдайте выбранное существо противника.",  # not «ваша карта»
    "{tap}: возьмите под контроль выбранное существо противника пока оно открыто.",  # a bound other than the turn
])
def test_control_changes_elsewhere_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_a_spell_giving_itself_is_unsupported() -> None:
    """ГЛ «Отдайте»: «Выбранная ваша карта переходит под контроль противника»; a spell has no отряд to leave."""
    with pytest.raises(Unsupported):
        compile_text("Отдайте это существо.", is_spell=True)


@pytest.mark.parametrize("text", [
    "Ранить это существо на 2.", "Раниться на 1.", "Излечиться на 2.", "Закройте эту карту.",
    "Верните это существо в руку.", "Скрыться.", "Подготовиться.", "Полностью излечите это существо.",
    "Возьмите карту, при этом закройте это существо.", "Это существо теряет спящий.",
])
def test_a_spell_naming_itself_is_unsupported_with_the_phrase(text: str) -> None:
    """ГЛ «Заклинание»: a spell is no character in the game zone, so «это существо» in it names nothing."""
    with pytest.raises(Unsupported) as e:
        compile_text(text, is_spell=True)
    assert e.value.phrase == text.rstrip(".").lower().replace("ё", "е")


def test_the_same_effects_on_a_creature_are_read() -> None:
    """The bar is the spell's: a creature's «{tap}: ранить это существо на 2» still compiles."""
    body = compile_text("{tap}: ранить это существо на 2.").activated[0].effects
    assert [(e.kind, e.amount) for e in body] == [(EffectKind.WOUND, 2)]


def test_ending_the_turn_at_once_is_read_as_the_last_effect() -> None:
    """ГЛ «Немедленно»: «Если способность предписывает вам немедленно закончить ход, вы минуете все фазы»."""
    assert [e.kind for e in compile_text("Немедленно закончите ход.", is_spell=True).spell[0]] == [EffectKind.END_TURN]
    body = compile_text("{tap}: возьмите карту, затем немедленно закончить ход.").activated[0].effects
    assert [e.kind for e in body] == [EffectKind.DRAW, EffectKind.END_TURN]
    assert [e.kind for e in compile_text("Немедленно возьмите карту.", is_spell=True).spell[0]] == [EffectKind.DRAW]
    (e,) = compile_text("1{coin}: это существо немедленно атакует ударом выбранного персонажа противника.").activated[0].effects
    assert (e.kind, e.target) == (EffectKind.STRIKE_NOW, Target.ENEMY_CHARACTER)


def test_a_card_played_or_an_ability_used_at_once_is_read_as_the_last_effect() -> None:
    """ГЛ «Немедленно»: «переходите к выполнению указанного действия по обычным правилам»: a play or a use."""
    (e,) = compile_text("Немедленно разыграйте существо стоимостью 3 или менее из вашей руки.", is_spell=True).spell[0]
    assert e.kind is EffectKind.PLAY_NOW and e.find == SearchFor(Sought.CREATURE, most=3)
    draw, play = compile_text("Возьмите карту, немедленно разыграйте карту из руки.", is_spell=True).spell[0]
    assert (draw.kind, play.kind, play.find) == (EffectKind.DRAW, EffectKind.PLAY_NOW, SearchFor(Sought.CARD))
    (use,) = compile_text("В начале вашего хода немедленно используйте активируемую способность этого существа.").triggered[0].effects
    assert use.kind is EffectKind.USE_NOW


@pytest.mark.parametrize("text", [
    "Немедленно закончите ход, затем возьмите карту.",  # nothing is left of the turn to perform it in
    "{tap}: немедленно атакуйте ударом выбранное существо противника.",  # which creature attacks is not said
    "Немедленно разыграйте карту.",  # from where is not said
    "Немедленно разыграйте две карты из вашей руки.",  # one declaration at a time: a count is not read
    "Немедленно разыграйте существо из вашей руки, затем возьмите карту.",  # the play asks its own questions: it ends the ability
    "Немедленно используйте активируемую способность этого существа.",  # a spell has no creature of its own
    "Закончите ход.",
])
def test_other_immediate_forms_are_unsupported(text: str) -> None:
    """ГЛ «Немедленно»: the forms not read; «немедленно [effect]» is the effect."""
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=not text.startswith("{"))


@pytest.mark.parametrize(("condition", "when"), [
    ("Когда противник разыгрывает заклинание", When.ENEMY_PLAYS_SPELL),
    ("Когда противник разыгрывает карту", When.ENEMY_PLAYS_CARD),
    ("Когда погибает существо противника", When.ENEMY_CREATURE_DIES),
    ("В начале вашего хода", When.OWN_TURN_START),
    ("В конце вашего хода", When.OWN_TURN_END),
    ("В начале хода", When.TURN_START),
    ("В конце хода", When.TURN_END),
])
def test_the_further_ambush_conditions_are_read(condition: str, when: When) -> None:
    """ГЛ «Засада»: «<условие>, Засада Х»; «работает как в свой ход, так и в ход противника»."""
    t = compile_text(f"{condition}, засада 2.").triggered[0]
    assert (t.when, t.from_hand, t.optional, t.in_play) == (when, True, True, False)


def test_the_new_conditions_start_ordinary_triggers_too() -> None:
    t = compile_text("Когда противник разыгрывает заклинание, ранить героя противника на 1.").triggered[0]
    assert (t.when, t.from_hand, t.in_play) == (When.ENEMY_PLAYS_SPELL, False, True)


def test_an_incarnation_does_not_trigger_in_play() -> None:
    """ГЛ «Инкарнация X»: «Инкарнацию нельзя заявить, когда карта находится в игровой зоне»."""
    assert not compile_text("Инкарнация 1.").triggered[0].in_play


@pytest.mark.parametrize("text", ["Когда противник выстреливает, засада 1.", "Когда противник разыгрывает героя, засада 1.",
                                  "В начале каждого хода, засада 1."])
def test_other_ambush_conditions_stay_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_instead_is_read_for_the_wounds_of_the_card_itself() -> None:
    """ГЛ «Вместо»: «Если (когда) [текст Х], вместо этого выполнить [текст У]», [Х] its getting wounds."""
    r = compile_text("Если это существо должно получить раны, вместо этого получите молитву.").instead[0]
    assert (r.event, [e.kind for e in r.effects]) == (InsteadOf.WOUNDED, [EffectKind.PRAY])
    r = compile_text("Когда это существо получает раны, вместо этого ранить героя противника на 1.").instead[0]
    assert [(e.kind, e.amount) for e in r.effects] == [(EffectKind.WOUND, 1)]
    r = compile_text("Если это существо должно погибнуть, вместо этого верните это существо в руку.").instead[0]
    assert (r.event, [e.kind for e in r.effects]) == (InsteadOf.DIES, [EffectKind.RETURN_HAND])


@pytest.mark.parametrize(("text", "event"), [
    ("Если это существо должно вернуться в руку, вместо этого получите молитву.", InsteadOf.RETURNS_HAND),
    ("Если это существо должно вернуться в колоду владельца, вместо этого получите молитву.", InsteadOf.RETURNS_DECK),
    ("Если это существо должно стать добытым, вместо этого получите молитву.", InsteadOf.MINED),
    ("Когда это существо должно быть добыто, вместо этого получите молитву.", InsteadOf.MINED),
    ("Если это существо должно попасть на кладбище, вместо этого получите молитву.", InsteadOf.DIES),
])
def test_instead_is_read_for_the_other_events_the_glossary_replaces(text: str, event: InsteadOf) -> None:
    """ГЛ «Созданный»: «должна вернуться из любой зоны в колоду, в руку или становится добытой, вместо этого …»."""
    assert compile_text(text).instead[0].event is event


@pytest.mark.parametrize("text, spell", [
    ("Если это существо должно вернуться в руку, вместо этого верните это существо в руку.", False),  # [Х] again
    ("Если это существо должно войти в игру, вместо этого получите молитву.", False),  # Модуль's event, not read
    ("Если вы должны взять карту, вместо этого получите молитву.", False),  # an event not read
    ("Если это существо должно погибнуть, вместо этого уничтожьте это существо.", False),  # its death again
    ("Если это существо должно получить раны, вместо этого ранить выбранное существо на 1.", False),  # a target chosen when?
    ("Если это существо должно получить раны, вместо этого раниться на 1.", False),  # its own wounds would be [Х] again
    ("Если это существо должно получить раны, вместо этого мор 2.", False),  # a question in the moment
    ("Если это существо должно получить раны, вместо этого получите молитву.", True),  # a spell has no wounds
    ("Вместо этого получите молитву.", False),
])
def test_instead_elsewhere_is_unsupported(text: str, spell: bool) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=spell)


def test_placing_is_read_into_ones_own_deck() -> None:
    """ГЛ «Поместите (поместить) Х»: «Замешайте карту Х из вашего запаса в колоду указанного игрока»."""
    e = compile_text("{tap}: поместите 2 «Проклятие» в вашу колоду.").activated[0].effects[0]
    assert (e.kind, e.amount, e.card) == (EffectKind.PLACE, 2, "проклятие")
    assert compile_text("Найм: поместите «Проклятие» в свою колоду.").triggered[0].effects[0].amount == 1
    assert compile_text("Помещённый. Ранить героя противника на 1.", is_spell=True).value(Keyword.PLACED) == 0
    theirs = compile_text("{tap}: поместите «Проклятие» в колоду противника.").activated[0].effects[0]
    assert (theirs.kind, theirs.target) == (EffectKind.PLACE, Target.ENEMY_HERO)
    top = compile_text("{tap}: поместите «Проклятие» на верх вашей колоды.").activated[0].effects[0]
    assert (top.target, top.spot) == (Target.CONTROLLER, "top")


@pytest.mark.parametrize("text", [
    "{tap}: поместите «Проклятие» в колоду выбранного игрока.",
    "{tap}: поместите «Проклятие» в вашу колоду противника.",
    "{tap}: поместите «Проклятие» в середину вашей колоды.",
])
def test_placing_elsewhere_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_a_placed_card_must_be_a_known_placed_card_and_stays_out_of_decks() -> None:
    """ГЛ «Помещённый»: «не может быть в колоде на момент начала партии»; «Список помещённых карт … в конце документа»."""
    maker = make_card("Колдун", "creature", 2, 3, 1, (), (), "{tap}: поместите «Проклятие» в вашу колоду.")
    assert "'проклятие' is not a known «Помещённый»" in (CardDatabase([maker]).get("Колдун").unsupported or "")
    ordinary = make_card("Проклятие", "spell", 0, 0, 0, (), (), "Ранить героя противника на 1.")
    assert CardDatabase([maker, ordinary]).get("Колдун").unsupported
    placed = make_card("Проклятие", "spell", 0, 0, 0, (), (), "Помещённый. Ранить героя противника на 1.")
    db = CardDatabase.examples().with_cards([maker, placed])
    assert db.get("Колдун").unsupported is None
    with pytest.raises(DeckError, match="«Помещённый»"):
        Game.new(decks=[["Пример: Степной вождь", "Проклятие"], "example-forests"], cards=db)


def test_a_placed_card_is_refused_in_a_graveyard_setup() -> None:
    """ГЛ «Помещённый»: «Когда Помещённая карта попадает на кладбище, положите её в Запас владельца»."""
    text = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Проклятие: {type: spell, cost: 0, text: "Помещённый. Ранить героя противника на 1."}
players:
  p1: {hero: Странник, graveyard: [Проклятие]}
  p2: {hero: Странник}
"""
    with pytest.raises(ScenarioError, match="«Помещённый»"):
        make_driver().build(load_text(text), "t")


def test_copying_a_chosen_creature_is_read() -> None:
    """ГЛ «Копия карты (создайте копию … )»: «Вводится в игру с помощью способности «Создайте … копию …»»."""
    for words, target in (("выбранного существа", Target.CREATURE), ("выбранного вашего существа", Target.OWN_CREATURE),
                          ("выбранного существа противника", Target.ENEMY_CREATURE)):
        e = compile_text(f"{{tap}}: создайте копию {words}.").activated[0].effects[0]
        assert (e.kind, e.target, e.picks) == (EffectKind.COPY, target, True)


@pytest.mark.parametrize("text", [
    "{tap}: создайте копию этого существа.",  # «этого существа» is not among the forms read
    "{tap}: создайте копию выбранного не-созданного существа.",  # Дар жизни's form, with its cost bound
    "{tap}: создайте копию выбранного персонажа.",  # a hero is no creature
    "{tap}: создайте в игру копию выбранного существа.",
])
def test_other_copies_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


@pytest.mark.parametrize(("text", "source", "protection"), [
    ("Защита от ударов.", WardFrom.STRIKES, True),
    ("Защита от ответных ударов.", WardFrom.COUNTERS, True),
    ("Защита от атак.", WardFrom.ATTACKS, True),
    ("Защита от способностей.", WardFrom.ABILITIES, True),
    ("Защита от существ.", WardFrom.CREATURES, True),
    ("Защита от Тьмы.", WardFrom.ELEMENT, True),
    ("Не получает ран от выстрелов.", WardFrom.SHOTS, False),
    ("Не получает ран от заклинаний.", WardFrom.SPELLS, False),
    ("Не получает ран от героев.", WardFrom.HEROES, False),
])
def test_wards_are_read_for_the_glossary_kinds(text: str, source: WardFrom, protection: bool) -> None:
    """ГЛ «Защита от [текст]», ГЛ «Не получает ран от [текст]»: [текст] a kind of blow or source the glossary names."""
    (w,) = compile_text(text).wards
    assert (w.source, w.protection) == (source, protection)


def test_shot_and_spell_protections_stay_keywords() -> None:
    assert compile_text("Защита от выстрелов. Защита от заклинаний.").keywords[1].keyword is Keyword.SPELL_WARD
    assert not compile_text("Защита от выстрелов.").wards


@pytest.mark.parametrize(("text", "kind"), [
    ("Игнорирует особенности.", IgnoreKind.FEATURES),
    ("Игнорирует защиты.", IgnoreKind.WARDS),
    ("Игнорирует защиту от ударов.", IgnoreKind.WARDS),
    ("Игнорирует чешую.", IgnoreKind.PREVENTIONS),
    ("Игнорирует замещения.", IgnoreKind.REPLACEMENTS),
    ("Игнорирует «Гибель».", IgnoreKind.TRIGGERS),
    ("Игнорирует особенности, обязывающие атаковать.", IgnoreKind.DUTIES),
])
def test_ignoring_is_read_in_the_glossary_forms(text: str, kind: IgnoreKind) -> None:
    (i,) = compile_text(text).ignores
    assert i.kind is kind


@pytest.mark.parametrize("text", ["Защита от гномов.", "Не получает ран.", "Игнорирует.", "Игнорирует Рывок.",
                                  "Игнорирует защиту от гномов.", "Игнорирует особенности, обязывающие делать выстрелы."])
def test_other_wards_and_ignorings_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


@pytest.mark.parametrize(("text", "find"), [
    ("Найм: поиск — существо стоимостью 2 или менее.", SearchFor(Sought.CREATURE, most=2)),
    ("Найм: поиск — карта.", SearchFor(Sought.CARD)),
    ("Найм: поиск — 2 карты.", SearchFor(Sought.CARD, 2)),
    ("Найм: поиск — три заклинания.", SearchFor(Sought.SPELL, 3)),
    ("Найм: поиск — карта поддержки стоимостью 3.", SearchFor(Sought.SUPPORT, most=3, least=3)),
    ("Найм: поиск — существо с классом Гном и стихии Горы.", SearchFor(Sought.CREATURE, card_class="гном", element="горы")),
    ("Найм: поиск «Пример: Волк».", SearchFor(Sought.CARD, name="пример: волк")),
    ("Единение 3.", SearchFor(Sought.CREATURE, most=3)),
])
def test_search_is_read_with_kind_count_and_conditions(text: str, find: SearchFor) -> None:
    """ГЛ «Поиск — [карта/карты]»: a kind or a name, a count («несколько карт») and the conditions."""
    (e,) = compile_text(text).triggered[0].effects
    assert e.kind is EffectKind.SEARCH and e.find == find


@pytest.mark.parametrize("text", ["Найм: поиск — гном.", "Найм: поиск — существо с Рывком.",
                                  "Найм: поиск — существо стоимостью 2 или менее, стоимостью 3."])
def test_search_of_other_words_is_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_thirst_is_read_on_spells_and_in_costs() -> None:
    """ГЛ «Жажда Х»: «При оплате карты или способности с Жаждой»: a spell's Жажда keeps its place in the text."""
    spell = compile_text("Ранить выбранное существо на 1. Жажда 2. Возьмите карту.", is_spell=True)
    assert spell.value(Keyword.THIRST) == 2 and spell.thirst_at == 1
    assert compile_text("{tap}, Жажда 3: возьмите карту.").activated[0].thirst == 3


@pytest.mark.parametrize(("text", "is_spell"), [
    ("Жажда 2: возьмите карту.", False),  # an additional cost, never alone
    ("{tap}, Жажда 0: возьмите карту.", False),  # «Жажду 0 нельзя заявлять»
    ("Жажда 1. Ранить выбранное существо на 1. Ранить выбранное существо на 2.", True),  # three targets
    ("Ранить выбранное существо на 1. Ранить выбранное существо на 2. Жажда 1.", True),
    ("{tap}, Жажда 1: ранить выбранное существо на 1, затем ранить выбранное существо на 2.", False),
])
def test_thirst_beyond_what_the_engine_carries_is_unsupported(text: str, is_spell: bool) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=is_spell)


def test_life_gift_is_read_in_an_activated_ability() -> None:
    """ГЛ «Дар жизни, или Дар жизни X»: «является активируемой особенностью или ее частью»; no number, no bound."""
    (e,) = compile_text("{tap}: Дар жизни 3.").activated[0].effects
    assert (e.kind, e.amount) == (EffectKind.LIFE_GIFT, 3)
    assert compile_text("1{coin}: Дар жизни.").activated[0].effects[0].amount == -1
    long = ("{tap}: Снимите с ваших персонажей 2 или менее дополнительных жизней; создайте копию вашего выбранного "
            "не-созданного существа стоимостью равной количеству снятых дополнительных жизней.")
    assert compile_text(long).activated[0].effects[0].amount == 2


@pytest.mark.parametrize(("text", "is_spell"), [("Найм: дар жизни 2.", False), ("Дар жизни 2.", True),
                                                ("{tap}: Дар жизни 2, затем дар жизни 1.", False)])
def test_life_gift_elsewhere_is_unsupported(text: str, is_spell: bool) -> None:
    with pytest.raises(Unsupported):
        compile_text(text, is_spell=is_spell)


def test_ambush_is_read_on_a_spell_and_with_thirst() -> None:
    """ГЛ «Засада»: a spell played by it chooses its targets as its abilities enter; ГЛ «Жажда Х» is an additional
    cost («Дополнительная стоимость»: «дополняющий базовую или альтернативную»), read with the ambush as well."""
    spell = compile_text("Когда противник атакует ударом, засада 1. Ранить выбранное существо на 2.", is_spell=True)
    assert spell.triggered[0].from_hand and len(spell.spell) == 1
    thirsty = compile_text("Когда противник атакует ударом, засада 1. Жажда 1. Возьмите карту.", is_spell=True)
    assert thirsty.triggered[0].from_hand and thirsty.value(Keyword.THIRST) == 1


def test_repeat_is_read_for_a_spell_of_ones_graveyard() -> None:
    """ГЛ «Повторить»: «повторите выбранное заклинание с вашего кладбища»; other things repeated are not read."""
    (e,) = compile_text("Повторите выбранное заклинание с вашего кладбища.", is_spell=True).spell[0]
    assert e.kind is EffectKind.REPEAT
    for text in ("Повторите это заклинание.", "Повторите выбранную способность."):
        with pytest.raises(Unsupported):
            compile_text(text, is_spell=True)


TURNING = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Оборотень: {type: creature, cost: 3, health: 4, attack: 2, back: BACK, text: ""}
  Волколак: {type: creature, cost: 3, health: 7, attack: 5, text: "Обращенный."}
  Мечник: {type: creature, cost: 3, health: 5, attack: 3, text: ""}
players:
  p1: {hero: Странник, ZONE}
  p2: {hero: Странник}
"""


@pytest.mark.parametrize(("back", "zone", "why"), [
    ("Волколак", "hand: [Волколак]", "«Обращенный» side"),  # «только с помощью способности Переверните»
    ("Волколак", "hand: [{card: Оборотень, turned: true}]", "only 'card' and 'id'"),
    ("Мечник", "battlefield: [Оборотень]", "has no «Обращенный»"),
    ("Дракон", "battlefield: [Оборотень]", "no known card"),
    ("Волколак", "battlefield: [{card: Мечник, turned: true}]", "no other side"),
])
def test_two_sided_cards_are_set_up_by_their_front(back: str, zone: str, why: str) -> None:
    """ГЛ «Обращенный»: a test card's ``back`` is its other side, which appears in play only turned over."""
    with pytest.raises(ScenarioError, match=why):
        make_driver().build(load_text(TURNING.replace("BACK", back).replace("ZONE", zone)), "t")


def test_a_turned_side_is_in_no_deck() -> None:
    """ГЛ «Обращенный»: «При составлении колоды или выборе Героя используется карта … без способности Обращенный»."""
    db = CardDatabase.examples().with_cards([make_card("Волколак", "creature", 3, 7, 5, text="Обращенный.")])
    with pytest.raises(DeckError, match="Обращенный"):
        Game.new(decks=[["Пример: Степной вождь", "Волколак"], "example-forests"], cards=db)
    assert compile_text("Найм: переверните это существо.").triggered[0].effects[0].kind is EffectKind.TURN


@pytest.mark.parametrize(("text", "kind", "target", "until_end"), [
    ("возьмите под контроль выбранную карту поддержки противника", EffectKind.TAKE_CONTROL, Target.ENEMY_SUPPORT, False),
    ("отдайте выбранную вашу карту поддержки", EffectKind.GIVE_CONTROL, Target.OWN_SUPPORT, False),
    ("отдайте эту карту противнику", EffectKind.GIVE_CONTROL, Target.SELF, False),
    ("возьмите под контроль выбранное существо противника до конца хода", EffectKind.TAKE_CONTROL,
     Target.ENEMY_CREATURE, True),
])
def test_control_changes_of_support_cards_and_for_the_turn(text: str, kind: EffectKind, target: Target,
                                                           until_end: bool) -> None:
    """ГЛ «Возьмите под контроль Х», ГЛ «Отдайте»: «Указанные карты», «Выбранная ваша карта»."""
    (e,) = compile_text(f"{{tap}}: {text}.").activated[0].effects
    assert (e.kind, e.target, e.until_end) == (kind, target, until_end)


@pytest.mark.parametrize("text", ["{tap}: ранить выбранную карту поддержки противника на 1.",
                                  "{tap}: отдайте выбранную карту поддержки противника."])
def test_a_support_card_is_chosen_only_for_a_control_change(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


def test_mining_and_laying_are_read() -> None:
    """ГЛ «Добывает»: «[X] добывает [Y]», X the ability's card; ГЛ «Кладка», an ability of the hand."""
    (e,) = compile_text("{tap}: это существо добывает выбранное существо противника.").activated[0].effects
    assert (e.kind, e.target) == (EffectKind.MINE, Target.ENEMY_CREATURE)
    top = compile_text("Найм: эта карта добывает верхнюю карту вашей колоды.").triggered[0].effects[0]
    assert (top.kind, top.card) == (EffectKind.MINE, "own_deck")
    lay = compile_text("Кладка.").activated[0]
    assert lay.from_hand and lay.coins == 1 and lay.effects[0].kind is EffectKind.LAY
    assert compile_text("Кладка.").created_cards() == ["Яйцо"]
    for text in ("{tap}: это существо добывает выбранного персонажа.", "{tap}: выбранное существо добывает это существо."):
        with pytest.raises(Unsupported):
            compile_text(text)


def test_laying_needs_a_created_egg_in_the_database() -> None:
    """ГЛ «Кладка»: «Создайте Яйцо»: without a «Созданный» Яйцо the card is unsupported, naming it."""
    db = CardDatabase([make_card("Змея", "creature", 4, 5, 4, text="Кладка.")])
    assert "Яйцо" in (db.get("Змея").unsupported or "")


@pytest.mark.parametrize(("text", "keyword", "cls", "element"), [
    ("Неуловимость от Рывка.", Keyword.DASH, "", ""),
    ("Неуловимость от Первого удара.", Keyword.FIRST_STRIKE, "", ""),
    ("Неуловимость от существ с классом Гном.", None, "гном", ""),
    ("Неуловимость от существ стихии Горы.", None, "", "горы"),
    ("Неуловимость от существ Тьмы.", None, "", "тьма"),
])
def test_elusive_is_read_with_a_genitive_keyword_a_class_or_an_element(text: str, keyword: Keyword | None, cls: str,
                                                                        element: str) -> None:
    """ГЛ «Неуловимость от [ТЕКСТ]»: «Существа с [ТЕКСТ]», what a creature has."""
    (e,) = compile_text(text).elusive
    assert (e.keyword, e.card_class, e.element) == (keyword, cls, element)


def test_raid_and_soulcatcher_texts_beyond_keywords_take_their_place_in_the_card_lists() -> None:
    """ГЛ «Набег Х - [Текст]», ГЛ «Душелов - [Текст]»: [Текст] one sentence of what a card has, its triggers
    (and a Душелов's activated abilities) standing in the card's lists, marked, so each keeps its K."""
    a = compile_text("Гибель: получите молитву. Набег 2 - при атаке: ранить героя противника на 1. "
                     "Душелов - {tap}: получите молитву. Душелов - не получает ран от выстрелов.")
    assert [(t.when, t.raid, t.soul) for t in a.triggered] == [(When.DEATH, 0, False), (When.ON_ATTACK, 2, False)]
    assert [x.soul for x in a.activated] == [True]
    assert [w.source for s in a.souls for w in s.granted.wards] == [WardFrom.SHOTS]


@pytest.mark.parametrize("text", [
    "Набег 1 - {tap}: получите молитву.",  # nothing is declared while it attacks
    "Набег 1 - в начале хода противника, засада 2.",  # from the hand, never while it attacks
    "Душелов - набег 1 - рывок.",  # one inside the other
    "Набег 1 - полёт.",
])
def test_raid_and_soulcatcher_texts_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


@pytest.mark.parametrize(("text", "kind", "target", "amount"), [
    ("Жизни выбранного существа противника сокращаются до 2.", EffectKind.LIFE_SET, Target.ENEMY_CREATURE, 2),
    ("Жизни этого существа сокращаются до 1.", EffectKind.LIFE_SET, Target.SELF, 1),
    ("Удар выбранного существа становится равным 0.", EffectKind.STRIKE_EQUAL, Target.CREATURE, 0),
    ("Сила удара вашего героя становится равной 3.", EffectKind.STRIKE_EQUAL, Target.OWN_HERO, 3),
    ("Усовершенствуйте выбранное ваше существо.", EffectKind.IMPROVE, Target.OWN_CREATURE, 0),
    ("Броня выбранного существа противника не работает до конца хода.", EffectKind.DISABLE, Target.ENEMY_CREATURE, 0),
    ("Особенности выбранного существа не работают.", EffectKind.DISABLE, Target.CREATURE, 0),
])
def test_the_glossarys_effects_on_a_card_are_read(text: str, kind: EffectKind, target: Target, amount: int) -> None:
    """ГЛ «Жизни сокращаются до Х», «Удар становится равным Х», «Усовершенствовать (существо)», «[Текст] Не Работает»."""
    (e,) = compile_text("{tap}: " + text[0].lower() + text[1:]).activated[0].effects
    assert (e.kind, e.target, e.amount) == (kind, target, amount)


def test_not_working_names_the_keyword_and_its_bound() -> None:
    (e,) = compile_text("{tap}: броня выбранного существа не работает до конца хода.").activated[0].effects
    assert (e.card, e.until_end) == ("Броня", True)
    (e,) = compile_text("{tap}: особенности этого существа не работают.").activated[0].effects
    assert (e.card, e.until_end) == ("особенности", False)


def test_enters_with_is_read_with_markers_lives_wounds_and_closed() -> None:
    """ГЛ «Входит в игру с [эффект]»: «Обычный вход в игру замещается входом с эффектом или в указанном виде»."""
    (w,) = compile_text("Входит в игру с 2 эффектами усиления, с дополнительной жизнью и закрытым.").enters
    assert (w.strengthen, w.weaken, w.extra_life, w.wounds, w.closed) == (2, 0, 1, 0, True)
    (w,) = compile_text("Это существо входит в игру с 3 ранами.").enters
    assert w.wounds == 3


@pytest.mark.parametrize("text", [
    "Входит в игру с рывком.",  # an ability, not an effect the engine puts on a card
    "Входит в игру.",
    "{tap}: полёт выбранного существа не работает.",  # no such keyword
    "{tap}: жизни выбранной карты сокращаются до 2.",
    "{tap}: усовершенствуйте героя противника.",  # a creature («Усовершенствовать (существо)»)
])
def test_the_glossarys_effects_in_other_forms_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)


@pytest.mark.parametrize(("text", "where"), [
    ("Повторите выбранное заклинание с вашего кладбища.", ""),
    ("Повторите заклинание с кладбища противника.", "enemy"),
    ("Повторите выбранное заклинание с любого кладбища.", "any"),
])
def test_repeat_names_the_graveyard(text: str, where: str) -> None:
    """ГЛ «Повторить»: a spell of one's own graveyard, the opponent's, or either."""
    (e,) = compile_text(text, is_spell=True).spell[0]
    assert (e.kind, e.card) == (EffectKind.REPEAT, where)


def test_repeat_of_chosen_abilities_names_the_trigger_kind() -> None:
    """ГЛ «Повторить»: «все (или только выбранные, если это указано) способности карты»."""
    (e,) = compile_text("Повторите «Найм» выбранного вашего существа.", is_spell=True).spell[0]
    assert (e.kind, e.card, e.target) == (EffectKind.REPEAT_ABILITIES, "Найм", Target.OWN_CREATURE)
    with pytest.raises(Unsupported):
        compile_text("Повторите это заклинание.", is_spell=True)
