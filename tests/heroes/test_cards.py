"""Cards: the berserkdeck dump reader, the strict compiler, coverage and ``--cards`` in scenario runs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tolaria.core import scenario as core
from tolaria.heroes import Game
from tolaria.heroes.abilities import EffectKind, Keyword, Target, When
from tolaria.heroes.cards import (
    CardDatabase,
    CardDumpError,
    CardType,
    Element,
    SupportClass,
    read_dump,
)
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.mtg.scenario.driver import drivers

DATA = Path(__file__).resolve().parent / "data"
DUMP = DATA / "example-dump.json"
ROOT = Path(__file__).resolve().parents[2]


def _db() -> CardDatabase:
    return CardDatabase.from_files([DUMP])


def test_the_highest_ordinal_counts_and_errata_is_not_applied() -> None:
    card = _db().get("пример: пограничник")
    assert card.health == 5
    assert card.abilities.value(Keyword.ARMOUR) == 1


def test_types_elements_and_classes_are_read_in_every_form() -> None:
    db = _db()
    assert db.get("Пример: Тёмный страж").elements == (Element.DARKNESS,)
    assert db.get("Пример: Темный страж").classes == ("Нежить",)
    assert db.get("Пример: Пограничник").elements == (Element.STEPPES,)
    staff = db.get("Пример: Посох")
    assert staff.type is CardType.SUPPORT and staff.support_class is SupportClass.WEAPON
    assert db.get("Пример: Вождь гор").type is CardType.HERO
    assert db.get("Пример: Обвал").type is CardType.SPELL


def test_unread_text_and_types_make_the_card_unsupported_naming_them() -> None:
    db = _db()
    assert db.get("Пример: Дракон").unsupported == "unsupported card text: 'полет'"
    assert db.get("Пример: Жетон").unsupported == "unsupported card: type 'Жетон'"


def test_a_bad_record_is_named(tmp_path: Path) -> None:
    with pytest.raises(CardDumpError, match=r"content\[1\].*'Пример: Второй'.*cost"):
        read_dump(DATA / "bad-dump.json")
    not_a_dump = tmp_path / "x.json"
    not_a_dump.write_text('{"cards": []}', encoding="utf-8")
    with pytest.raises(CardDumpError, match="no 'content'"):
        read_dump(not_a_dump)
    broken = tmp_path / "y.json"
    broken.write_text("[{\"name\": \"A\"}]", encoding="utf-8")
    with pytest.raises(CardDumpError, match=r"\[0\]: 'type' is missing"):
        read_dump(broken)


def test_a_list_of_pages_and_a_list_of_cards_are_read(tmp_path: Path) -> None:
    page = json.loads(DUMP.read_text(encoding="utf-8"))
    pages = tmp_path / "pages.json"
    pages.write_text(json.dumps([page, {"content": []}], ensure_ascii=False), encoding="utf-8")
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps(page["content"], ensure_ascii=False), encoding="utf-8")
    assert len(read_dump(pages)) == len(read_dump(cards)) == 7


def test_the_compiler_reads_the_vocabulary_and_nothing_else() -> None:
    a = compile_text("Рывок, Броня 2. {tap}: Выстрел на 3. Гибель: ранить героя противника на 1.")
    assert a.value(Keyword.DASH) == 0 and a.value(Keyword.ARMOUR) == 2
    assert a.activated[0].tap and a.activated[0].is_shot and a.activated[0].effects[0].amount == 3
    assert a.triggered[0].when is When.DEATH and a.triggered[0].effects[0].target is Target.ENEMY_HERO
    spell = compile_text("Излечить выбранного персонажа на 3. Возьмите карту.", is_spell=True)
    assert [b[0].kind for b in spell.spell] == [EffectKind.HEAL, EffectKind.DRAW]
    for text in ("Броня.", "Рывок 2.", "{tap}: Полёт.", "Ранить всех на 2.", "2{coin}: Выстрел.", "Броня 1 и полёт."):
        with pytest.raises(Unsupported):
            compile_text(text)


def test_game_new_reads_a_dump() -> None:
    deck = ["Пример: Вождь гор", *["Пример: Пограничник"] * 3, *["Пример: Обвал"] * 3]
    game = Game.new(decks=[deck, "example-steppes"], cards=DUMP, seed=3)
    assert game.state.objects[game.state.players[0].hero].name == "Пример: Вождь гор"


def _scenario(tmp_path: Path, shadow: bool) -> Path:
    shadowing = '  "Пример: Пограничник": {type: creature, cost: 2, health: 9, attack: 1, text: ""}\n' if shadow else ""
    path = tmp_path / "dump.yaml"
    path.write_text(f"""name: "ГЛ «Броня Х» a dump card's armour"
game: heroes
test_cards:
  Странник: {{type: hero, health: 20, text: ""}}
  Мечник: {{type: creature, cost: 3, health: 5, attack: 3, text: ""}}
{shadowing}players:
  p1: {{hero: Странник, battlefield: [{{card: Мечник, id: a}}]}}
  p2: {{hero: Странник, battlefield: [{{card: "Пример: Пограничник", id: b, closed: true}}]}}
do:
  - p1: strike b with a
  - resolve all
expect:
  cards: {{b: {{wounds: 2}}}}
# ГЛ «Броня Х»: «Предотвратить первые X ран от ударов и выстрелов»
""", encoding="utf-8")
    return path


def test_a_dump_card_plays_in_a_scenario_and_a_test_card_shadows_it(tmp_path: Path) -> None:
    path = _scenario(tmp_path, shadow=False)
    assert core.run_file(path, drivers(heroes_cards=[str(DUMP)]), "magic").passed
    assert core.run_file(path, drivers(), "magic").error  # unknown without the dump
    shadowed = _scenario(tmp_path, shadow=True)
    result = core.run_file(shadowed, drivers(heroes_cards=[str(DUMP)]), "magic")
    assert not result.passed and "expected wounds 2, got 3" in result.reasons[0]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tolaria", *args], capture_output=True, text=True, cwd=ROOT, check=False)


def test_the_command_line_reads_dumps(tmp_path: Path) -> None:
    path = _scenario(tmp_path, shadow=False)
    ok = _cli("scenario", "run", str(path), "--cards", str(DUMP))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    bad = _cli("scenario", "run", str(path), "--cards", str(DATA / "bad-dump.json"))
    assert bad.returncode == 2 and "content[1]" in bad.stderr and "PASS" not in bad.stdout
    report = _cli("cards", "coverage", "--game", "heroes", "--cards", str(DUMP), "--json")
    data = json.loads(report.stdout)
    assert (data["total"], data["supported"]) == (7, 5)
    assert sum(not c["supported"] and bool(c["phrase"]) for c in data["cards"]) == 2
