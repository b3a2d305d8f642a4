"""The Heroes scenario files pass, and broken ones fail or are invalid (so the files can fail)."""

from __future__ import annotations

from pathlib import Path

from tolaria.core import scenario as core
from tolaria.mtg.scenario.driver import drivers

FOLDER = Path(__file__).resolve().parents[1] / "scenarios-heroes"
HEADER = """name: t
game: heroes
test_cards:
  Странник: {type: hero, health: 20, text: ""}
  Мечник: {type: creature, cost: 3, health: 5, attack: 3, text: ""}
  Загадка: {type: creature, cost: 1, health: 1, attack: 1, text: "Превращается в дракона."}
"""


def _run(tmp_path: Path, text: str) -> core.Result:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return core.run_file(path, drivers(), "magic")


def test_every_heroes_scenario_passes() -> None:
    files, _ = core.collect([str(FOLDER)])
    assert len(files) >= 100
    for f in files:
        result = core.run_file(f, drivers(), "magic")
        assert result.passed, (f, result.reasons)


def test_every_file_quotes_its_rule() -> None:
    files, _ = core.collect([str(FOLDER)])
    for f in files:
        text = f.read_text(encoding="utf-8")
        assert any(line.startswith("# ") for line in text.splitlines()), f


def test_a_wrong_expectation_fails(tmp_path: Path) -> None:
    text = (FOLDER / "gl-defender" / "001-defender-becomes-target.yaml").read_text(encoding="utf-8")
    assert not _run(tmp_path, text.replace("d: {wounds: 2", "d: {wounds: 3")).passed


def test_the_contract_example_passes(tmp_path: Path) -> None:
    text = HEADER + """  Страж: {type: creature, cost: 2, health: 4, attack: 2, text: "Броня 1."}
turn: {active: p1, phase: choice, number: 3}
players:
  p1: {hero: Странник, coins: {open: 2, closed: 1}, battlefield: [{card: Мечник, id: a}]}
  p2: {hero: {card: Странник, wounds: 4}, battlefield: [{card: Страж, id: d}]}
queue: []
do:
  - p1: strike p2's hero with a
  - p2: defend p2's hero with d
  - resolve all
expect:
  p2: {hero: {wounds: 4}}
  cards: {d: {wounds: 2, closed: true}, a: {wounds: 2, closed: true}}
  queue: []
"""
    result = _run(tmp_path, text)
    assert result.passed, result.reasons
    assert any(e["event"] == "wounds" and "ГЛ «Ответный удар»" in e["rules"] for e in result.log)


def test_an_unsupported_card_in_play_fails_the_file(tmp_path: Path) -> None:
    text = HEADER + """players:
  p1: {hero: Странник, battlefield: [Загадка]}
  p2: {hero: Странник}
expect:
  phase: choice
"""
    result = _run(tmp_path, text)
    assert not result.passed and not result.error
    assert "unsupported card text" in result.reasons[0] and "превращается в дракона" in result.reasons[0]


def test_unknown_keys_and_values_are_invalid(tmp_path: Path) -> None:
    base = HEADER + "players:\n  p1: {hero: Странник}\n  p2: {hero: Странник}\n"
    for bad in ("dice: [1]\n", "rules: {edition: heroes-2025, queue_order: random}\n",
                "rules: {edition: heroes-2017}\n", "rules: {edition: heroes-2025, draws: 2}\n"):
        result = _run(tmp_path, base + bad)
        assert result.error, bad


def test_an_acquired_effect_is_keywords_only(tmp_path: Path) -> None:
    """Only the keywords of an acquired text are in force: a trigger or a «вместо этого» would do nothing."""
    for text in ("Броня 2", "Рывок, Броня 1"):
        ok = HEADER + f"players:\n  p1: {{hero: Странник, battlefield: [{{card: Мечник, effects: [{{text: '{text}'}}]}}]}}\n" \
            "  p2: {hero: Странник}\nexpect:\n  phase: choice\n"
        assert _run(tmp_path, ok).passed, text
    for text in ("Найм: получите молитву.", "Если это существо должно получить раны, вместо этого получите молитву."):
        bad = HEADER + f"players:\n  p1: {{hero: Странник, battlefield: [{{card: Мечник, effects: [{{text: '{text}'}}]}}]}}\n" \
            "  p2: {hero: Странник}\n"
        result = _run(tmp_path, bad)
        assert result.error and "keywords only" in result.reasons[0], text


def test_an_unknown_card_suggests_names(tmp_path: Path) -> None:
    text = HEADER + "players:\n  p1: {hero: Странник, hand: [Мечнек]}\n  p2: {hero: Странник}\n"
    result = _run(tmp_path, text)
    assert result.error and "Мечник" in result.reasons[0]


def test_two_support_cards_of_a_class_are_invalid(tmp_path: Path) -> None:
    text = HEADER + """  Меч: {type: support, cost: 1, classes: [Оружие], text: ""}
  Топор: {type: support, cost: 1, classes: [Оружие], text: ""}
players:
  p1: {hero: Странник, battlefield: [Меч, Топор]}
  p2: {hero: Странник}
"""
    assert _run(tmp_path, text).error


def test_a_name_fitting_nothing_is_invalid_even_refused(tmp_path: Path) -> None:
    text = HEADER + """players:
  p1: {hero: Странник}
  p2: {hero: Странник}
do:
  - p1: strike p2's hero with Нечто
    refused: true
"""
    assert _run(tmp_path, text).error


def test_an_unreadable_action_makes_the_file_invalid(tmp_path: Path) -> None:
    base = HEADER + "players:\n  p1: {hero: Странник, battlefield: [{card: Мечник, id: a}]}\n  p2: {hero: Странник}\n"
    assert _run(tmp_path, base + "do:\n  - p1: strike p2's hero with Нечто\n").error
    assert _run(tmp_path, base + "do:\n  - p1: dance with a\n").error
    assert _run(tmp_path, base + "expect:\n  cards: {Мечнек: {wounds: 0}}\n").error


def test_a_hidden_card_is_named_by_id_by_its_opponent(tmp_path: Path) -> None:
    text = HEADER + """players:
  p1: {hero: Странник, battlefield: [{card: Мечник, id: a}]}
  p2: {hero: Странник, battlefield: [{card: Мечник, id: h, hidden: true}]}
do:
  - p1: strike h with a
    refused: ГЛ «Скрытый персонаж»
"""
    assert _run(tmp_path, text).passed
    by_name = text.replace("strike h with a", "strike p2's Мечник with a")
    assert _run(tmp_path, by_name).error


def test_malformed_setups_and_expectations_are_invalid(tmp_path: Path) -> None:
    players = "players:\n  p1: {hero: Странник, battlefield: [{card: Мечник, id: a}]}\n  p2: {hero: Странник}\n"
    for bad in ("players:\n  p1: {hero: Странник, battlefield: [{card: Мечник, effects: 3}]}\n  p2: {hero: Странник}\n",
                players + "expect:\n  p1: {coins: 3}\n", players + "expect:\n  log: [abc]\n",
                players + "expect:\n  p1: {hand: 3}\n", players + "expect:\n  cards: {a: {abilities: [x]}}\n",
                players + "expect:\n  queue: abc\n", players + "turn: {phase: attack}\n",
                players.replace("id: a", "id: strike")):
        result = _run(tmp_path, HEADER + bad)
        assert result.error, bad


def test_command_failures_fail_the_file_without_an_expectation(tmp_path: Path) -> None:
    players = "players:\n  p1: {hero: Странник, battlefield: [{card: Мечник, id: a}]}\n  p2: {hero: Странник}\n"
    for do, reason in (("  - to lunch\n", "never reached"), ("  - next phase\n", "the choice is the player's")):
        result = _run(tmp_path, HEADER + players + "do:\n" + do)
        assert not result.passed and not result.error and reason in result.reasons[0]
