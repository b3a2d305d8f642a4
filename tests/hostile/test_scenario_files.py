"""Hostile scenario files: each is reported invalid (exit 2, file, line, what is wrong), never passes or crashes.

``TABLE`` holds one case per kind of malformed input (specs/scenarios.md,
"Running": "a broken file never crashes the run and never passes"):
misspelt or wrongly typed expectations, which would otherwise check
nothing and pass; setup and ``do`` of the wrong shape; and files built to
exhaust the reader (alias bombs, deep nesting, huge integers, huge files,
binary data). The cases that would hang or exhaust memory without the
limits run in a child process with a timeout, so a regression fails the
test instead of stalling the suite. ``VALID`` keeps the contract's valid
forms passing, so the checks can't be made strict by refusing good files.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from tolaria.mtg.scenario import run_cli

ROOT = Path(__file__).resolve().parents[2]
BOMB_SECONDS = 60  # far above the instant refusal; only a hang or a blow-up reaches it

BASE = """name: hostile-input base
turn: {active: alice, step: main1}
players:
  alice:
    hand: [Shock]
    mana_pool: "{R}"
    graveyard: [Grizzly Bears]
  bob:
    battlefield:
      - {card: Serra Angel, id: angel}
      - Grizzly Bears
do:
  - alice: cast Shock targeting Grizzly Bears
  - resolve
expect:
  bob: {life: 20}
"""
ADDED = BASE.count("\n") + 1  # the line of an expectation appended to BASE


class Case(NamedTuple):
    """A hostile input: its id, the file's content, a fragment of the message, the line it names (or None)."""

    id: str
    content: str | bytes
    fragment: str
    line: int | None = None
    bomb: bool = False  # run in a child process with a timeout


def expect(case_id: str, added: str, fragment: str) -> Case:
    """BASE with one more line in its final ``expect`` block (the line the message must name)."""
    return Case(case_id, BASE + added + "\n", fragment, ADDED)


def replace(case_id: str, old: str, new: str, fragment: str, line: int | None = -1) -> Case:
    """BASE with ``old`` replaced; the message names the line where ``new`` starts unless ``line`` is given."""
    assert old in BASE, old
    text = BASE.replace(old, new, 1)
    if line == -1:
        line = text[: text.index(new)].count("\n") + 1
    return Case(case_id, text, fragment, line)


def billion_laughs(levels: int = 9) -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for n in range(1, levels + 1):
        lines.append(f"a{n}: &a{n} [" + ", ".join([f"*a{n - 1}"] * 10) + "]")
    return "\n".join(lines) + "\nname: laughs\n"


def many_players(n: int) -> str:
    return "name: crowd\nplayers:\n" + "".join(f"  p{i}: {{}}\n" for i in range(n))


TEAMS = """name: 810 shape
format: two-headed-giant
teams: [[alice, ann], [bob, ben]]
players: {alice: {}, ann: {}, bob: {}, ben: {}}
"""

TABLE: list[Case] = [
    # ---- expect: the forms of checks that would otherwise check nothing and pass
    expect("log-contains-a-string", '  log: {contains: "704.5g"}', "'log: contains' must be a list"),
    expect("log-misspelt-form", '  log: {contain: ["601.2"]}', "'log': unknown form 'contain'; did you mean 'contains'?"),
    expect("log-empty-mapping", "  log: {}", "'log' must be {contains: [...]}"),
    expect("log-not-a-mapping", '  log: ["601.2"]', "'log' must be a mapping, got a list"),
    expect("log-item-a-mapping", "  log: {contains: [{a: 1}]}", "'log: contains' must list text (quote it), got a mapping"),
    expect("zone-excludes-a-string", "  alice: {graveyard: {excludes: Grizzly Bears}}", "'graveyard: excludes' must be a list of names"),
    expect("zone-misspelt-form", "  alice: {hand: {contain: [Shock]}}", "unknown form (a zone check) 'contain'; did you mean 'contains'?"),
    expect("zone-no-form", "  alice: {graveyard: {}}", "must be a list or {contains|excludes|ordered"),
    expect("zone-second-form-misspelt", "  alice: {graveyard: {contains: [Shock], exclude: [Forest]}}", "exclude"),
    expect("zone-a-string", "  alice: {graveyard: Shock}", "'graveyard' must be a list of names"),
    expect("zone-items-numbers", "  alice: {exile: [1, 2]}", "'exile' must list names (text), got a number 1"),
    expect("zone-unknown-card", "  alice: {graveyard: [Grizly Bears, Shock]}", "unknown card 'Grizly Bears'; did you mean Grizzly Bears"),
    expect("zone-unknown-card-in-contains", "  alice: {battlefield: {contains: [Sera Angel]}}", "unknown card 'Sera Angel'"),
    expect("player-misspelt-key", "  alice: {lifes: 20}", "alice: unknown player expectation 'lifes'; did you mean 'life'?"),
    expect("player-not-a-mapping", "  alice: [life, 20]", "the expectations for alice must be a mapping"),
    expect("life-a-string", '  alice: {life: "20"}', "alice: 'life' must be an integer, got text '20'"),
    expect("life-a-boolean", "  alice: {life: true}", "alice: 'life' must be an integer, got true"),
    expect("life-a-float", "  alice: {life: 20.0}", "alice: 'life' must be an integer, got a number 20.0"),
    expect("hand-count-negative", "  alice: {hand_count: -1}", "'hand_count' must be an integer from 0"),
    expect("hand-count-a-boolean", "  alice: {hand_count: false}", "'hand_count' must be an integer, got false"),
    expect("library-count-a-list", "  alice: {library_count: [20]}", "'library_count' must be an integer, got a list"),
    expect("poison-a-boolean", "  alice: {poison: true}", "'poison' must be an integer"),
    expect("lost-a-number", "  alice: {lost: 1}", "'lost' must be true or false, got a number 1"),
    expect("mana-pool-not-mana", '  alice: {mana_pool: "{Q}"}', "'mana_pool' must be mana"),
    expect("mana-pool-a-list", "  alice: {mana_pool: [R]}", "'mana_pool' must be text"),
    expect("permanents-a-list", "  permanents: [angel]", "'permanents' must be a mapping"),
    expect("permanent-unknown-name", "  permanents: {Serra Angle: {tapped: false}}", "unknown card 'Serra Angle' (nor an id of the setup)"),
    expect("permanent-misspelt-key", "  permanents: {angel: {taped: false}}", "angel: unknown permanent expectation 'taped'; did you mean 'tapped'?"),
    expect("permanent-checks-a-list", "  permanents: {angel: [tapped]}", "the expectations for permanent angel must be a mapping"),
    expect("tapped-a-list", "  permanents: {angel: {tapped: [true]}}", "angel: 'tapped' must be true or false, got a list"),
    expect("tapped-a-string", '  permanents: {angel: {tapped: "no"}}', "angel: 'tapped' must be true or false, got text 'no'"),
    expect("attacking-a-number", "  permanents: {angel: {attacking: 0}}", "'attacking' must be true or false"),
    expect("power-a-boolean", "  permanents: {angel: {power: true}}", "angel: 'power' must be an integer, got true"),
    expect("toughness-a-string", "  permanents: {angel: {toughness: four}}", "'toughness' must be an integer, got text 'four'"),
    expect("damage-negative", "  permanents: {angel: {damage: -2}}", "'damage' must be an integer from 0"),
    expect("counters-a-string", '  permanents: {angel: {counters: "+1/+1"}}', "'counters' (counter kinds to counts"),
    expect("counter-count-a-boolean", '  permanents: {angel: {counters: {"+1/+1": true}}}', "the count of '+1/+1' must be an integer, got true"),
    expect("counter-kind-a-number", "  permanents: {angel: {counters: {1: 1}}}", "a counter kind is text"),
    expect("controller-unknown", "  permanents: {angel: {controller: carol}}", "angel: 'controller' must name a player of ['alice', 'bob']"),
    expect("keywords-misspelt-form", "  permanents: {angel: {keywords: {have: [flying]}}}", "unknown form 'have'; did you mean 'has'?"),
    expect("keywords-a-string", "  permanents: {angel: {keywords: {has: flying}}}", "'keywords: has' must be a list of names"),
    expect("keywords-a-list", "  permanents: {angel: {keywords: [flying]}}", "'keywords' ({has: [...], lacks: [...]}) must be a mapping"),
    expect("keywords-empty", "  permanents: {angel: {keywords: {}}}", "must be {has: [...]} and/or {lacks: [...]}"),
    expect("keyword-misspelt", "  permanents: {angel: {keywords: {lacks: [flyng]}}}", "'flyng' is not a keyword ability (CR 702); did you mean flying"),
    expect("attached-to-a-list", "  permanents: {angel: {attached_to: [angel]}}", "'attached_to' must name a permanent or a player"),
    expect("attached-to-unknown", "  permanents: {angel: {attached_to: Serra Angle}}", "unknown card 'Serra Angle'"),
    expect("stack-a-string", "  stack: Shock", "'stack' must be a list of names"),
    expect("stack-unknown-card", "  stack: [Shok]", "'stack': unknown card 'Shok'"),
    expect("stack-unknown-ability-source", "  stack: [Sol Warden ability]", "'stack': unknown card 'Sol Warden'"),
    expect("step-unknown", "  step: lunch", "unknown step 'lunch'; steps: untap"),
    expect("step-a-number", "  step: 3", "'step' must be text, got a number 3"),
    expect("active-unknown", "  active: carol", "'active' must name a player"),
    expect("turn-a-boolean", "  turn: true", "'turn' must be an integer, got true"),
    expect("turn-zero", "  turn: 0", "'turn' must be an integer from 1"),
    expect("turn-a-mapping", "  turn: {number: 2}", "'turn' must be an integer, got a mapping"),
    expect("winner-unknown", "  winner: carol", "'winner' (a player, none or draw) must name a player"),
    expect("winner-a-list", "  winner: [alice]", "'winner' (a player, none or draw) must name a player"),
    expect("game-over-a-string", '  game_over: "no"', "'game_over' must be true or false"),
    expect("expect-unknown-player", "  carol: {life: 20}", "unknown expectation (neither a player nor a check) 'carol'"),
    expect("expect-misspelt-check", "  stak: []", "did you mean 'stack'?"),
    replace("expect-a-list", "expect:\n  bob: {life: 20}\n", "expect: [bob]\n", "'expect' must be a mapping, got a list"),
    replace("checkpoint-wrong-type", "  - resolve\n", '  - resolve\n  - expect: {bob: {life: "20"}}\n', "bob: 'life' must be an integer", 15),
    replace("checkpoint-with-company", "  - resolve\n", "  - resolve\n  - expect: {step: main1}\n    refused: true\n", "an 'expect' checkpoint stands alone", 15),
    # ---- setup
    Case("players-a-list", "name: list\nplayers: [alice, bob]\n", "'players' must map 2 to 8 player names to their setup, got a list", 2),
    Case("players-only-one", "name: alone\nplayers:\n  alice: {}\n", "'players' must map 2 to 8 player names to their setup, got 1 players", 2),
    Case("players-too-many", many_players(9), "got 9 players", 2),
    Case("player-name-a-number", "name: numbers\nplayers:\n  1: {}\n  2: {}\n", "a player's name must be text, got a number 1", 3),
    Case("player-setup-a-list", "name: list\nplayers:\n  alice: [Forest]\n  bob: {}\n", "player 'alice' must be a mapping, got a list", 3),
    replace("top-key-misspelt", "do:\n", "doo:\n", "unknown key 'doo'; did you mean 'do'?"),
    replace("player-key-misspelt", "    hand: [Shock]\n", "    hands: [Shock]\n", "alice: unknown player key 'hands'; did you mean 'hand'?"),
    replace("setup-life-a-string", "  bob:\n", "  bob:\n    life: twenty\n", "bob: 'life' must be an integer, got text 'twenty'", 9),
    replace("setup-life-a-boolean", "  bob:\n", "  bob:\n    life: true\n", "bob: 'life' must be an integer, got true", 9),
    replace("setup-zone-a-string", "    hand: [Shock]\n", "    hand: Shock\n", "'hand' must be a list of cards, got text 'Shock'"),
    replace("setup-unknown-card", "    hand: [Shock]\n", "    hand: [Shok]\n", "unknown card 'Shok'; did you mean Shock"),
    replace("setup-mana-pool-a-number", '    mana_pool: "{R}"\n', "    mana_pool: 5\n", "alice: 'mana_pool' must be text, got a number 5"),
    replace("object-key-misspelt", "{card: Serra Angel, id: angel}", "{card: Serra Angel, taped: true}", "unknown object key 'taped'; did you mean 'tapped'?"),
    replace("object-card-a-number", "{card: Serra Angel, id: angel}", "{card: 5}", "'card' must be text, got a number 5"),
    replace("object-tapped-a-string", "{card: Serra Angel, id: angel}", '{card: Serra Angel, tapped: "yes"}', "Serra Angel: 'tapped' must be true or false"),
    replace("object-damage-a-boolean", "{card: Serra Angel, id: angel}", "{card: Serra Angel, damage: true}", "Serra Angel: 'damage' must be an integer, got true"),
    replace("object-counters-negative", "{card: Serra Angel, id: angel}", '{card: Serra Angel, counters: {"+1/+1": -1}}', "the count of '+1/+1' must be an integer from 0"),
    replace("object-controller-unknown", "{card: Serra Angel, id: angel}", "{card: Serra Angel, controller: carol}", "'controller' must name a player"),
    replace("object-id-a-list", "{card: Serra Angel, id: angel}", "{card: Serra Angel, id: [angel]}", "'id' must be a label (text), got a list"),
    replace("object-attached-to-a-mapping", "{card: Serra Angel, id: angel}", "{card: Serra Angel, attached_to: {a: 1}}", "'attached_to' must name a permanent"),
    replace("object-option-in-hand", "    hand: [Shock]\n", "    hand: [{card: Shock, tapped: true}]\n", "'tapped' applies only to permanents"),
    replace("object-a-number", "      - Grizzly Bears\n", "      - 42\n", "expected a card name or a mapping with 'card:', got a number 42"),
    replace("turn-a-string", "turn: {active: alice, step: main1}", "turn: main1", "'turn' ({active, step, number}) must be a mapping, got text"),
    replace("turn-key-misspelt", "turn: {active: alice, step: main1}", "turn: {active: alice, stp: main1}", "'turn': unknown key 'stp'; did you mean 'step'?"),
    replace("turn-step-unknown", "turn: {active: alice, step: main1}", "turn: {active: alice, step: lunch}", "unknown step 'lunch'"),
    replace("turn-step-a-list", "turn: {active: alice, step: main1}", "turn: {active: alice, step: [main1]}", "'step' must be text, got a list"),
    replace("turn-number-a-boolean", "turn: {active: alice, step: main1}", "turn: {active: alice, number: true}", "'number' must be an integer, got true"),
    replace("turn-active-a-number", "turn: {active: alice, step: main1}", "turn: {active: 1}", "'active' must name a player of ['alice', 'bob'], got a number 1"),
    replace("seed-a-string", "name: hostile-input base\n", "name: hostile-input base\nseed: seven\n", "'seed' must be an integer, got text 'seven'", 2),
    replace("rules-a-number", "name: hostile-input base\n", "name: hostile-input base\nrules: 2008\n", "'rules' (current or classic-2008) must be text", 2),
    replace("rules-unknown", "name: hostile-input base\n", "name: hostile-input base\nrules: modern\n", "unknown rules profile 'modern'", 2),
    replace("rules-unknown-era", "name: hostile-input base\n", "name: hostile-input base\nrules: classic-1994\n", "unknown rules profile 'classic-1994'", 2),
    Case("teams-life-disagrees", TEAMS.replace("alice: {}, ann: {}", "alice: {life: 20}, ann: {life: 25}"), "teammates share their life (CR 810.4, 810.10)", 4),
    Case("teams-poison-disagrees", TEAMS.replace("bob: {}, ben: {}", "bob: {poison: 3}, ben: {poison: 4}"), "teammates share their poison", 4),
    Case("format-unknown", TEAMS.replace("two-headed-giant", "emperor"), "unknown format 'emperor'", 2),
    Case("teams-not-two-by-two", TEAMS.replace("[[alice, ann], [bob, ben]]", "[[alice, ann, bob], [ben]]"), "into two teams of two (CR 810.1)", 3),
    Case("teams-a-string", TEAMS.replace("[[alice, ann], [bob, ben]]", "alice ann bob ben"), "'teams' must list two teams", 3),
    Case("teams-out-of-turn-order", TEAMS.replace("[[alice, ann], [bob, ben]]", "[[bob, ben], [alice, ann]]"), "in turn order, team by team", 3),
    Case("teams-without-format", TEAMS.replace("format: two-headed-giant\n", ""), "'teams' belongs to 'format: two-headed-giant'", 2),
    replace("description-a-list", "name: hostile-input base\n", "name: hostile-input base\ndescription: [a, b]\n", "'description' must be text", 2),
    replace("tags-a-string", "name: hostile-input base\n", "name: hostile-input base\ntags: combat\n", "'tags' must be a list of names", 2),
    replace("name-missing", "name: hostile-input base\n", "", "'name' is required", 1),
    replace("name-a-list", "name: hostile-input base\n", "name: [a]\n", "'name' is required", 1),
    replace("game-unknown", "name: hostile-input base\n", "name: hostile-input base\ngame: chess\n", "unknown game 'chess'", 2),
    Case("setup-too-many-cards", "name: hoard\nplayers:\n" + "".join(f"  p{i}:\n    hand: [" + ", ".join(["Forest"] * 2000) + "]\n" for i in range(6)), "the setup lists 12,000 cards (at most 10,000)", 2, bomb=True),
    replace("zone-too-many-cards", "    hand: [Shock]\n", "    hand: [" + ", ".join(["Shock"] * 2001) + "]\n", "'hand' lists more than 2000 cards"),
    # ---- do
    replace("do-a-string", "do:\n  - alice: cast Shock targeting Grizzly Bears\n  - resolve\n", "do: resolve\n", "'do' must be a list of entries, got text 'resolve'"),
    replace("do-a-mapping", "do:\n  - alice: cast Shock targeting Grizzly Bears\n  - resolve\n", "do: {alice: pass}\n", "'do' must be a list of entries, got a mapping"),
    replace("do-empty-string", "do:\n  - alice: cast Shock targeting Grizzly Bears\n  - resolve\n", 'do: ""\n', "'do' must be a list of entries, got text ''"),
    replace("do-entry-a-number", "  - resolve\n", "  - 5\n", "a 'do' entry must be 'PLAYER: ACTION', a command or 'expect:', got a number 5"),
    replace("do-entry-a-list", "  - resolve\n", "  - [resolve]\n", "a 'do' entry must be 'PLAYER: ACTION', a command or 'expect:', got a list"),
    replace("action-a-number", "  - resolve\n", "  - alice: 5\n", "an action must be text, got a number 5"),
    replace("action-a-list", "  - resolve\n", "  - alice: [pass, pass]\n", "an action must be text, got a list"),
    replace("action-empty", "  - resolve\n", '  - alice: ""\n', "an action can't be empty"),
    replace("action-unknown-player", "  - resolve\n", "  - carol: pass\n", "expected one 'PLAYER: ACTION' with a player of ['alice', 'bob']"),
    replace("command-unknown", "  - resolve\n", "  - resolve everything\n", "unknown command 'resolve everything'"),
    replace("command-step-unknown", "  - resolve\n", "  - to lunch\n", "unknown step 'lunch'"),
    replace("refused-not-a-rule", "  - resolve\n", "  - resolve\n  - alice: pass\n    refused: maybe\n", "'refused' must be true, false or the rule", 15),
    replace("action-number-too-long", "  - resolve\n", "  - alice: choose " + "9" * 5000 + "\n", "an action with a number of more than 100 digits"),
    replace("action-too-long", "  - resolve\n", "  - alice: cast " + "Shock " * 400 + "\n", "an action longer than 2000 characters"),
    replace("do-too-many-entries", "  - resolve\n", "  - resolve\n" * 1001, "'do' has 1002 entries (at most 1000)", 12),
    # ---- the reader: sizes, nesting, encodings, YAML features a scenario doesn't use
    Case("alias-bomb", billion_laughs(), "YAML aliases (*name) are not allowed", 2, bomb=True),
    Case("alias-single", "name: &n alias\nplayers:\n  alice: {}\n  bob: {}\nexpect:\n  stack: *n\n", "YAML aliases (*name) are not allowed", 6),
    Case("merge-key", "base: &b {life: 20}\nname: merge\nplayers:\n  alice: {<<: *b}\n  bob: {}\n", "YAML aliases (*name) are not allowed", 4),
    Case("nesting-50000-lists", "name: deep\nplayers: " + "[" * 50_000 + "]" * 50_000 + "\n", "nest more than 64 levels deep", 2, bomb=True),
    Case("nesting-50000-mappings", "name: deep\nplayers: " + "{a: " * 50_000 + "1" + "}" * 50_000 + "\n", "nest more than 64 levels deep", 2, bomb=True),
    Case("nesting-block-style", "name: deep\nplayers:\n" + "".join("  " * i + "- \n" for i in range(1, 200)), "nest more than 64 levels deep", 66, bomb=True),
    Case("integer-100000-digits", BASE.replace("life: 20", "life: " + "9" * 100_000), "an integer with 100000 digits (at most 100)", 16, bomb=True),
    Case("integer-key-5000-digits", "name: key\n? " + "1" * 5000 + "\n: 1\n", "an integer with 5000 digits", 2, bomb=True),
    Case("integer-hex-5000-digits", "name: hex\nseed: 0x" + "f" * 5000 + "\n", "an integer with 5000 digits", 2, bomb=True),
    Case("file-over-a-megabyte", BASE + "#" * 1_100_000 + "\n", "the file is larger than 1,000,000 bytes", None, bomb=True),
    Case("binary-bytes", bytes(range(256)) * 4, "the file is binary (it holds NUL bytes)", 1),
    Case("latin-1-bytes", BASE.replace("hostile-input base", "café").encode("latin-1"), "the file is not UTF-8 text (byte 0xe9", 1),
    Case("utf-16-bytes", BASE.encode("utf-16"), "the file is binary", 1),
    Case("empty-file", "", "a scenario must be a mapping with 'name' and 'players'", 1),
    Case("only-a-comment", "# nothing here\n", "a scenario must be a mapping", 1),
    Case("top-level-list", "- name: x\n", "a scenario must be a mapping", 1),
    Case("top-level-text", "just words\n", "a scenario must be a mapping", 1),
    Case("unclosed-flow", "name: [unclosed\n", "invalid YAML", 2),
    Case("tab-indentation", "name: tabs\nplayers:\n\talice: {}\n", "invalid YAML", 3),
    Case("duplicate-key", BASE.replace("do:\n", "name: again\ndo:\n"), "duplicate key 'name'", 12),
    Case("key-a-list", "name: x\n? [a, b]\n: 1\n", "a key must be a plain word", 2),
    Case("python-object-tag", "name: !!python/object/apply:os.system [echo hacked]\n", "invalid YAML", 1),
    Case("binary-tag-name", "name: !!binary aGVsbG8=\nplayers: {alice: {}, bob: {}}\n", "'name' is required", 1),
]


def _write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "case.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _run(path: Path, bomb: bool, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The runner's exit status and output; a bomb runs in a child process that must return in time."""
    if not bomb:
        status = run_cli([str(path)])
        return status, capsys.readouterr().out
    done = subprocess.run(
        [sys.executable, "-m", "tolaria", "scenario", "run", str(path)],
        cwd=ROOT, capture_output=True, text=True, timeout=BOMB_SECONDS, check=False,
    )
    return done.returncode, done.stdout + done.stderr


@pytest.mark.parametrize("case", TABLE, ids=[c.id for c in TABLE])
def test_hostile_file_is_an_invalid_scenario(case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, case.content)
    status, out = _run(path, case.bomb, capsys)
    where = f" at line {case.line}" if case.line is not None else ""
    assert status == 2, out[:2000]
    assert f"FAIL {path}: invalid scenario{where}: " in out, out[:2000]
    assert case.fragment in out, out[:2000]
    assert "0 passed, 1 failed" in out
    assert "Traceback" not in out and "internal error" not in out


def test_table_ids_are_unique() -> None:
    ids = [c.id for c in TABLE]
    assert len(ids) == len(set(ids))


# ------------------------------------------------------------------ valid forms of the contract still pass

ALL_CHECKS = """expect:
  alice:
    life: 20
    hand: []
    hand_count: 0
    library_count: 20
    graveyard: {ordered: [Grizzly Bears, Shock]}
    exile: null
    battlefield: {excludes: [Grizzly Bears]}
    poison: 0
    mana_pool: ""
    lost: false
  bob:
    life: 20
    battlefield: [Serra Angel]
    graveyard: {contains: [Grizzly Bears]}
  permanents:
    angel: {tapped: false, power: 4, toughness: 4, damage: 0, counters: {}, controller: bob,
            keywords: {has: [flying, vigilance], lacks: [trample, protection from red, swampwalk, banding, bushido 2]},
            attacking: false, blocking: false, attached_to: null}
    Serra Angel: {counters: null}
    bob's Serra Angel#1: {tapped: false}
  stack: []
  step: main1
  active: alice
  turn: 2
  winner: none
  game_over: false
  log: {contains: ["601.2", 120.3, 608.2, 704.5g], excludes: ["704.5a"]}
"""

TOKENS = """name: 111.4 tokens are named by their subtypes
turn: {active: alice, step: main1}
players:
  alice: {hand: [Raise the Alarm], mana_pool: "{W}{W}"}
  bob: {}
do:
  - alice: cast Raise the Alarm
  - expect: {stack: [Raise the Alarm]}
  - resolve
expect:
  alice: {battlefield: [Soldier Token, Soldier Token]}
  permanents:
    Soldier Token#2: {power: 1, tapped: false}
"""

VALID: list[tuple[str, str | bytes]] = [
    ("base", BASE),
    ("every-check", BASE[: BASE.index("expect:")] + ALL_CHECKS),
    ("checkpoint", BASE.replace("  - resolve\n", "  - expect: {stack: [Shock], step: main1}\n  - resolve\n")),
    ("setup-options", BASE.replace("name: hostile-input base\n", "name: x\nrules: current\nseed: 7\ndescription: free text\ntags: [a, b]\n").replace(
        "{card: Serra Angel, id: angel}", '{card: Serra Angel, id: angel, tapped: false, damage: 0, counters: {"+1/+1": 0}, sick: false, controller: bob}'
    )),
    ("turn-number-and-null-player", "name: x\nturn: {active: bob, step: upkeep, number: 5}\nplayers:\n  alice:\n  bob: {life: 7, poison: 1}\ndo:\nexpect:\n  bob: {life: 7, poison: 1}\n  turn: 5\n"),
    ("anchor-without-alias", BASE.replace("name: hostile-input base", "name: &n anchored")),
    ("byte-order-mark", ("\ufeff" + BASE).encode("utf-8")),
    ("tokens-and-stack", TOKENS),
    ("zone-forms-together", BASE + "  alice: {graveyard: {contains: [Shock, Grizzly Bears], excludes: [Forest]}}\n"),
]


@pytest.mark.parametrize(("case_id", "content"), VALID, ids=[v[0] for v in VALID])
def test_valid_forms_pass(case_id: str, content: str | bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, content)
    status = run_cli([str(path)])
    out = capsys.readouterr().out
    assert status == 0, out
    assert f"PASS {path}" in out


def test_bare_rule_numbers_in_log_are_read_as_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``601.20`` is the text 601.20, not the float 601.2 (which the log holds): the check must fail."""
    path = _write(tmp_path, BASE + "  log: {contains: [601.20]}\n")
    assert run_cli([str(path)]) == 1
    assert "log has no line containing '601.20'" in capsys.readouterr().out


def test_scenario_text_is_read_within_the_same_limits() -> None:
    """``Game.from_scenario`` reads text through the same reader: a bomb is a ScenarioError, not a hang."""
    from tolaria.mtg import Game
    from tolaria.mtg.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="aliases"):
        Game.from_scenario(billion_laughs())
    with pytest.raises(ScenarioError, match="nest more than 64"):
        Game.from_scenario("name: deep\nplayers: " + "[" * 50_000 + "]" * 50_000)


def test_keyword_names_are_every_heading_of_702() -> None:
    """CR 702.2 onwards: each keyword ability's heading is a keyword `keywords:` checks accept."""
    import re

    from tolaria.mtg.scenario.validate import KEYWORD_NAMES

    cr = ROOT.parent / "shared" / "reference" / "rules" / "MagicCompRules-20260619.txt"
    if not cr.exists():
        pytest.skip(f"the rules text is not beside the project ({cr})")
    headings = re.findall(r"^702\.(\d+)\. (.+)$", cr.read_text(encoding="utf-8-sig"), re.MULTILINE)
    names = {title.strip().lower() for number, title in headings if int(number) >= 2}
    names = {n for n in names if not n.startswith("∞")}  # 702.185 "∞ (infinity)" is a symbol, not a word
    missing = {n for n in names if n not in KEYWORD_NAMES and not all(p in KEYWORD_NAMES for p in n.split(" and "))}
    assert not missing, sorted(missing)
