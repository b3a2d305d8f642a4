"""Sentence forms read by the compiler: defender texts, forced targets, bare effect names, spelling fixes.

Each test states what the Russian text says and checks the typed record
the engine reads; the engine's side is judged by the scenario files in
tests/scenarios-berserk/abilities-defenders, -closing, -strength and
-forced-targets.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tolaria.berserk.abilities import CardFilter, ForcedTarget, StrengthBonus, Who, WoundBy
from tolaria.berserk.cards import AttackKind, CardDatabase, Keyword, Named
from tolaria.berserk.compiler import Unsupported, compile_card, compile_text
from tolaria.berserk.rules.triggers import Point

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("text", "keyword"), [
    ("Может выступать защитником любому существу в своем ряду.", Keyword.DEFENDS_ANY_IN_ROW),
    ("Может выступать защитником любому вашему нелетающему существу.", Keyword.DEFENDS_OWN_GROUND),
    ("После нападения не закрывается.", Keyword.ATTACKS_WITHOUT_CLOSING),
    ("Могут передвигаться по диагонали.", Keyword.DIAGONAL_MOVE),
    ("Игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту.", Keyword.IGNORES_FORCED_DISCHARGE),
])
def test_named_sentences(text: str, keyword: Keyword) -> None:
    named, *_ = compile_text(text)
    assert [n.keyword for n in named] == [keyword]


def test_strength_bonus_against_defenders_and_without_k() -> None:
    _, _, statics, _ = compile_text("+1 к {strike} по защитникам. +1 {strike} по летающим.")
    assert [s.target for s in statics if isinstance(s, StrengthBonus)] == [CardFilter(defender=True), CardFilter(flyer=True)]


def test_forced_target_forms() -> None:
    _, _, statics, _ = compile_text(
        "Карты противника могут объявлять выстрел и метание только по Мерцающему змею (вне зависимости от дальности).",
        name="Мерцающий змей")
    assert statics == (ForcedTarget(frozenset({AttackKind.SHOT, AttackKind.THROW})),)
    _, _, statics, _ = compile_text(
        "Карты противника могут объявлять разряд только по Аргвальду, пока он стоит рядом с хотя бы одним существом "
        "противника (вне зависимости от дальности).", name="Аргвальд")
    assert statics == (ForcedTarget(frozenset({AttackKind.DISCHARGE}), near_enemy=True),)


def test_forced_target_must_name_its_own_card() -> None:
    with pytest.raises(Unsupported):
        compile_text("Карты противника могут объявлять выстрел только по Мерцающему змею (вне зависимости от дальности).",
                     name="Резчик идолов")
    with pytest.raises(Unsupported):  # «удар» is no ranged attack the form knows
        compile_text("Карты противника могут объявлять удар только по Змею (вне зависимости от дальности).", name="Змей")


def test_effect_name_without_guillemets() -> None:
    *_, triggers = compile_text("При {strike} по Часовым Кронга воздействие бдительность Кронга ранить атаковавшего на 1.",
                                name="Часовые Кронга")
    (t,) = triggers
    assert t.point is Point.ATTACKED and t.effects == (WoundBy(1, Who.ATTACKER),)


def test_effect_name_without_guillemets_still_needs_a_readable_effect() -> None:
    with pytest.raises(Unsupported):
        compile_text("При {strike} по Слизи воздействие бдительность переставить атаковавшего.", name="Слизь")


def test_icons_only_card_of_the_second_set() -> None:
    card = compile_card({"name": "Тест", "type": "creature", "set": "Нашествие тьмы", "text": "", "icons": ["ovz=2"]})
    assert card.unsupported is None and card.x(Keyword.DEFENSE_EXPERIENCE) == 2
    bare = compile_card({"name": "Тест", "type": "creature", "set": "Нашествие тьмы", "text": ""})
    assert bare.unsupported == "no ability text in the source table"


def _build_script():
    spec = importlib.util.spec_from_file_location("build_berserk_cards", ROOT / "scripts" / "build_berserk_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_spelling_fixes_whole_words_only() -> None:
    build = _build_script()
    assert build.spelled("-1 от дальних атак. Вамриризм.") == "-1 от дальних атак. Вампиризм."
    assert build.spelled("Вамриризмы") == "Вамриризмы"  # not a whole-word match: left alone
    assert build.spelled(build.ICONS_ONLY) == ""


def test_bundled_data_carries_the_fixes() -> None:
    raw = {c["name"]: c for c in json.loads((ROOT / "tolaria" / "berserk" / "data" / "cards.json").read_text("utf-8"))}
    assert "Вампиризм" in raw["Вурдалак"]["text"] and "каждую" in raw["Повелитель молний"]["text"]
    assert raw["Зендар"]["text"] == ""
    db = CardDatabase.bundled()
    for name in ("Вурдалак", "Драккарх", "Зендар", "Часовые Кронга", "Повелитель молний", "Мерцающий змей",
                 "Резчик идолов", "Живая стена", "Ртунх", "Барака", "Вилохвост"):
        assert db.get(name).unsupported is None, name


def test_squad_condition_forms() -> None:
    from tolaria.berserk.abilities import Conditional, SquadHas

    _, _, statics, _ = compile_text("Пока в вашем отряде есть герой-воин или герой-разбойник имеет {stamina}.")
    assert statics == (Conditional(SquadHas(frozenset({"герой-воин", "герой-разбойник"})), Named(Keyword.STAMINA)),)
    _, _, statics, _ = compile_text("{regen}: 2, пока в вашем отряде есть болото.")
    assert statics == (Conditional(SquadHas(frozenset({"болото"})), Named(Keyword.REGENERATION, 2)),)
    _, _, statics, _ = compile_text("Пока в вашем отряде есть другой герой-воин имеет {stamina}.")
    assert statics == (Conditional(SquadHas(frozenset({"герой-воин"}), other=True), Named(Keyword.STAMINA)),)
    with pytest.raises(Unsupported):  # «дракон» is no class the form knows
        compile_text("Пока в вашем отряде есть дракон имеет {stamina}.")


def test_attack_with_its_own_bonus_in_brackets() -> None:
    _, playable, statics, _ = compile_text("{tap}: Особый удар пикой на 2 (+2 к особому удару по горным).")
    assert [p.effect.kind for p in playable if hasattr(p.effect, "kind")] == [AttackKind.SPECIAL]
    assert statics == (StrengthBonus(2, statics[0].scope, CardFilter(element="Горы")),)
    with pytest.raises(Unsupported):  # the bonus would reach the other special strike too
        compile_text("{tap}: Особый удар пикой на 2 (+2 к особому удару по горным). {tap}: Особый удар на 1.")
    with pytest.raises(Unsupported):  # a bonus to another kind of attack is not this attack's
        compile_text("{tap}: Особый удар пикой на 2 (+2 к выстрелу по горным).")


def test_wound_cap_sentence() -> None:
    named, *_ = compile_text("Не может получить более 3 ран за ход.")
    assert [(n.keyword, n.x) for n in named] == [(Keyword.WOUND_CAP, 3)]


def test_board_conditions_and_moved_filter() -> None:
    from tolaria.berserk.abilities import BoardCondition, Conditional, OnBoard

    _, _, statics, _ = compile_text("+1 к метанию, пока в вашем отряде больше {elite} карт, чем в отряде противника.")
    assert isinstance(statics[0], Conditional) and statics[0].condition == OnBoard(BoardCondition.MORE_ELITE)
    _, _, statics, _ = compile_text("+3 к разряду, если в каждом ряду поля боя есть ваше существо.")
    assert isinstance(statics[0], Conditional) and statics[0].condition == OnBoard(BoardCondition.EVERY_ROW)
    _, _, statics, _ = compile_text("+1 к метанию, если напротив Атекара стоит ваше существо без ран.", name="Атекар")
    assert isinstance(statics[0], Conditional) and statics[0].condition == OnBoard(BoardCondition.OWN_UNWOUNDED_OPPOSITE)
    with pytest.raises(Unsupported):  # another card's name
        compile_text("+1 к метанию, если напротив Атекара стоит ваше существо без ран.", name="Купец")
    _, _, statics, _ = compile_text("+1 к выстрелу по существам, перемещавшимся в этот ход.")
    assert isinstance(statics[0], StrengthBonus) and statics[0].target == CardFilter(moved=True)


def test_bonus_per_card_of_the_squad() -> None:
    from tolaria.berserk.abilities import PerCard

    _, _, statics, _ = compile_text("+X к {strike} (максимум +2), где X — число других темных существ в вашем отряде.")
    assert isinstance(statics[0], StrengthBonus) and statics[0].per == PerCard(False, element="Тьма", other=True, cap=2)
    _, _, statics, _ = compile_text("+1 к {strike} за каждый артефакт в вашем отряде (максимум +2).")
    assert isinstance(statics[0], StrengthBonus) and statics[0].per == PerCard(True, cap=2)
    with pytest.raises(Unsupported):  # «драконов» is no element
        compile_text("+X к {strike}, где X — число драконьих существ в вашем отряде.")


def test_recruitment_restriction_sentence() -> None:
    named, *_ = compile_text("Не может быть взят в отряд с темными существами.")
    assert [n.keyword for n in named] == [Keyword.NOT_WITH_DARK]


def test_low_life_restrictions() -> None:
    from tolaria.berserk.abilities import Conditional, LifeAtMost

    _, _, statics, _ = compile_text("Нервный ург не может нападать или выступать защитником, пока у него 4 или менее {health}.",
                                    name="Нервный ург")
    assert statics == (Conditional(LifeAtMost(4), Named(Keyword.CANNOT_ATTACK)),
                       Conditional(LifeAtMost(4), Named(Keyword.CANNOT_DEFEND)))
    with pytest.raises(Unsupported):  # another card's name
        compile_text("Нервный ург не может нападать, пока у него 4 или менее {health}.", name="Кочевник")
