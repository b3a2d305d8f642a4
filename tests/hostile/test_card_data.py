"""Hostile card data: every malformed card or card file gets a clear answer, never a crash.

Two tables. RECORDS holds single card records (the pool format of
``cards.json``); each expects either ``"error: FRAGMENT"`` — a CardDataError
naming the card and the field, and the card unsupported with that reason in a
coverage run — or ``"unsupported: FRAGMENT"`` — the record reads, but the
compiler can't, and the card is unsupported with that phrase. FILES holds
whole card files (bytes or a JSON value); each expects the exit status and a
message fragment of ``tolaria cards coverage --mtgjson FILE`` (or, for the
name-clash case, ``tolaria scenario run --cards FILE``), with no traceback,
no input echoed whole, and an answer within seconds.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tolaria.errors import CardDataError
from tolaria.interfaces.cli import main
from tolaria.mtg.carddb import CardDatabase, CardDef
from tolaria.mtg.cards.face import CardFace
from tolaria.mtg.cards.mtgjson import read_card_file
from tolaria.mtg.cards.pool import UnplayableCard
from tolaria.mtg.coverage import measure_sets

PROMPT_SECONDS = 15.0
MAX_MESSAGE_CHARS = 2_000
TEN_MB = 10_000_000


def card(**fields: Any) -> dict[str, Any]:
    """A record of a plain artifact named "Hostile Relic", with ``fields`` changed."""
    base: dict[str, Any] = {"name": "Hostile Relic", "mana_cost": "{1}", "type_line": "Artifact", "text": ""}
    base.update(fields)
    return base


def creature(**fields: Any) -> dict[str, Any]:
    """A record of a vanilla 2/2 named "Hostile Relic", with ``fields`` changed."""
    return card(**{"type_line": "Creature — Bear", "power": "2", "toughness": "2", **fields})


@dataclass(frozen=True)
class RecordCase:
    """One hostile card record and what must become of it."""

    id: str
    record: dict[str, Any]
    expect: str  # "error: FRAGMENT" or "unsupported: FRAGMENT"


RECORDS = [
    # Mana costs (CR 107.4, 202.1)
    RecordCase("cost-hybrid-without-slash", card(mana_cost="{WU}"), "error: cannot read mana cost '{WU}': bad symbol '{WU}'"),
    RecordCase("cost-generic-glued-to-color", card(mana_cost="{2W}"), "error: bad symbol '{2W}'"),
    RecordCase("cost-without-braces", card(mana_cost="2R"), "error: bad symbol '2R'"),
    RecordCase("cost-unclosed-brace", card(mana_cost="{2"), "error: cannot read mana cost '{2'"),
    RecordCase("cost-unknown-symbol", card(mana_cost="{Q}"), "error: bad symbol '{Q}'"),
    RecordCase("cost-is-a-number", card(mana_cost=3), "error: mana cost ('mana_cost') must be text, not a number (3)"),
    RecordCase("cost-is-a-list", card(mana_cost=["{1}"]), "error: mana cost ('mana_cost') must be text, not a list"),
    RecordCase("cost-of-10-mb", card(mana_cost="{1}" * (TEN_MB // 3)), "error: mana cost ('mana_cost') is 9,999,999 characters long"),
    RecordCase("cost-hybrid-unpayable", card(mana_cost="{W/U}"), "unsupported: mana cost {W/U}"),
    # Costs inside rules text: the compiler leaves the ability unread
    RecordCase("ability-cost-hybrid-without-slash", card(text="{WU}: You gain 1 life."), "unsupported: {WU}: You gain 1 life"),
    RecordCase("ability-cost-generic-glued", card(text="{2W}, {T}: Draw a card."), "unsupported: {2W}, {T}: Draw a card"),
    RecordCase("ability-cost-unclosed", card(text="{T: Draw a card."), "unsupported: {T: Draw a card"),
    RecordCase("mana-ability-bad-symbol", card(text="{T}: Add {WU}."), "unsupported: {T}: Add {WU}"),
    RecordCase("equip-bad-symbol", card(type_line="Artifact — Equipment", text="Equip {2W}"), "unsupported: Equip {2W}"),
    RecordCase("loyalty-cost-not-a-number", card(type_line="Legendary Planeswalker — Jace", loyalty="3", text="[+WU]: Draw a card."), "unsupported: [+WU]: Draw a card"),
    # Power, toughness, loyalty (CR 208, 209)
    RecordCase("creature-without-pt", card(type_line="Creature — Bear"), "error: a creature card needs power and toughness (CR 208.1)"),
    RecordCase("creature-power-only", card(type_line="Creature — Bear", power="2"), "error: power and toughness must be printed together"),
    RecordCase("pt-a-word", creature(power="two"), "error: cannot read power/toughness 'two'"),
    RecordCase("pt-a-fraction", creature(toughness=2.5), "error: cannot read power/toughness 2.5"),
    RecordCase("pt-a-boolean", creature(power=True), "error: cannot read power/toughness True"),
    RecordCase("pt-thirty-digits", creature(power=10**30), "error: a number of more than 9 digits"),
    RecordCase("pt-a-million-characters", creature(power="9" * 1_000_000), "error: cannot read power/toughness '999"),
    RecordCase("planeswalker-without-loyalty", card(type_line="Legendary Planeswalker — Jace"), "error: a planeswalker card needs loyalty (CR 209.1)"),
    RecordCase("loyalty-negative", card(type_line="Legendary Planeswalker — Jace", loyalty="-3"), "error: cannot read loyalty '-3'"),
    RecordCase("loyalty-a-list", card(type_line="Legendary Planeswalker — Jace", loyalty=[3]), "error: cannot read loyalty [3]"),
    RecordCase("vanguard-modifiers-on-a-creature", creature(hand_modifier="+1", life_modifier="-2"), "error: only vanguard cards have hand/life modifiers"),
    # Type lines (CR 205)
    RecordCase("unknown-card-type", card(type_line="Wizardry"), "error: unknown card type or supertype 'Wizardry'"),
    RecordCase("unknown-subtype", card(type_line="Creature — Bogus", power="1", toughness="1"), "error: unknown subtype for creature 'Bogus'"),
    RecordCase("subtype-of-another-type", card(type_line="Artifact — Bear"), "error: unknown subtype for artifact 'Bear'"),
    RecordCase("only-a-supertype", card(type_line="Legendary"), "error: has no card type (CR 205.1)"),
    RecordCase("dash-without-subtype", card(type_line="Creature —", power="1", toughness="1"), "error: has a dash but no subtype"),
    RecordCase("type-line-missing", {"name": "Hostile Relic", "mana_cost": "{1}"}, "error: missing type line"),
    RecordCase("type-line-a-number", card(type_line=5), "error: type line ('type_line') must be text, not a number (5)"),
    RecordCase("type-line-of-10-mb", card(type_line="Artifact " * (TEN_MB // 9)), "error: type line ('type_line') is 9,999,999 characters long"),
    # Rules text
    RecordCase("text-a-number", card(text=5), "error: rules text ('text') must be text, not a number (5)"),
    RecordCase("text-a-list", card(text=["Flying"]), "error: rules text ('text') must be text, not a list"),
    RecordCase("text-an-object", card(text={"en": "Flying"}), "error: rules text ('text') must be text, not an object"),
    RecordCase("text-a-boolean", card(text=True), "error: rules text ('text') must be text, not a boolean (true)"),
    RecordCase("text-of-10-mb", card(text="Flying " * (TEN_MB // 7)), "error: rules text ('text') is 9,999,997 characters long (at most 20,000)"),
    RecordCase("text-control-characters", card(text="Fly\x00ing\x1b[31m"), "unsupported: Fly"),
    RecordCase("text-gibberish", card(text="Zorp the blibble twice."), "unsupported: Zorp the blibble twice"),
    # Color indicator (CR 204)
    RecordCase("color-indicator-a-number", card(color_indicator=5), "error: color indicator must list color letters"),
    RecordCase("color-indicator-unknown-color", card(color_indicator=["Q"]), "error: color indicator has unknown colors ['Q']"),
]


def _split(expect: str) -> tuple[str, str]:
    kind, _, fragment = expect.partition(": ")
    assert kind in ("error", "unsupported"), expect
    return kind, fragment


def _pool_file(tmp_path: Path, records: list[Any]) -> Path:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps({"format": 1, "cards": records}), encoding="utf-8")
    return path


@pytest.mark.parametrize("case", RECORDS, ids=lambda c: c.id)
def test_hostile_record(case: RecordCase, tmp_path: Path) -> None:
    """The record is refused naming the card and field, or read and left unsupported; either
    way a coverage run reports the card unsupported with that reason, and a game's database
    refuses it with the reason when it is named."""
    kind, fragment = _split(case.expect)
    start = time.perf_counter()
    if kind == "error":
        with pytest.raises(CardDataError) as err:
            CardFace.from_record(case.record)
        message = str(err.value)
        assert fragment in message
        assert message.startswith("card 'Hostile Relic': ")
        assert len(message) < MAX_MESSAGE_CHARS
    else:
        definition = CardDef(CardFace.from_record(case.record))
        assert not definition.supported
        assert any(fragment in phrase for phrase in definition.compiled.unread)
    path = _pool_file(tmp_path, [case.record])
    report = measure_sets(read_card_file(path).sets)
    [verdict] = report.cards
    assert (verdict.name, verdict.supported) == ("Hostile Relic", False)
    assert verdict.phrase is not None and fragment in verdict.phrase
    assert len(verdict.phrase) < MAX_MESSAGE_CHARS
    if kind == "error":
        with pytest.raises(UnplayableCard, match="Hostile Relic"):
            CardDatabase.with_file(path).pool.get("Hostile Relic")
    assert time.perf_counter() - start < PROMPT_SECONDS


def test_a_good_record_among_hostile_ones_still_plays(tmp_path: Path) -> None:
    """One bad card never stops a file: its neighbours are read and playable."""
    good = creature(name="Honest Bear")
    path = _pool_file(tmp_path, [case.record for case in RECORDS if "10-mb" not in case.id][:10] + [good])
    database = CardDatabase.with_file(path)
    assert database.card("Honest Bear").supported


# ------------------------------------------------------------------ files


def v5(*cards: Any, code: str = "TST") -> dict[str, Any]:
    return {"data": {"code": code, "name": "Test Set", "cards": list(cards)}}


def v5_card(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"name": "Hostile Relic", "manaCost": "{1}", "type": "Artifact", "text": "", "layout": "normal"}
    base.update(fields)
    return base


@dataclass(frozen=True)
class FileCase:
    """One hostile card file: bytes, or a JSON value to write; the command's answer.

    ``command`` is "coverage" (``cards coverage --mtgjson FILE --json``) or
    "scenario" (``scenario run --cards FILE`` on a trivial scenario). ``None`` as
    input means the path doesn't exist; ``"folder"`` that it is a folder.
    """

    id: str
    input: bytes | dict[str, Any] | list[Any] | str | None
    status: int
    fragment: str
    command: str = "coverage"


BOLT = {"name": "Lightning Bolt", "manaCost": "{R}", "type": "Instant", "text": "Lightning Bolt deals 4 damage to any target."}

FILES = [
    FileCase("no-such-file", None, 2, "no such card file"),
    FileCase("a-folder", "folder", 2, "is a folder, not a card file"),
    FileCase("empty-file", b"", 2, "not a card file: not JSON (Expecting value at line 1 column 1)"),
    FileCase("yaml-not-json", b"name: Lightning Bolt\n", 2, "not JSON"),
    FileCase("truncated-json", b'{"data": {"cards": [', 2, "not JSON"),
    FileCase("binary-garbage", b"\xff\xfe\x00\x81garbage", 2, "not UTF-8 text (byte 0)"),
    FileCase("nested-too-deeply", b"[" * 200_000, 2, "JSON nested too deeply"),
    FileCase("integer-of-5000-digits", b'{"data": {"cards": [{"name": "X", "power": ' + b"1" * 5000 + b"}]}}", 2, "not a card file"),
    FileCase("json-list", [], 2, "not an MTGJSON card file (the file holds a list)"),
    FileCase("json-string", "cards", 2, "the file holds text ('cards')"),
    FileCase("no-data-or-cards", {"meta": {}}, 2, "no 'data' or 'cards' key"),
    FileCase("data-a-number", {"data": 5}, 2, "'data' is a number (5), not an object"),
    FileCase("data-empty", {"data": {}}, 2, "'data' is empty"),
    FileCase("data-neither-set-nor-atomic", {"data": {"code": "X", "name": "Y"}}, 2, "is not a map of card names to faces"),
    FileCase("cards-a-number", {"data": {"cards": 5}}, 2, "data.cards is a number (5), not a list of cards"),
    FileCase("card-a-number", v5(5), 2, "data.cards[0]: a card is an object, not a number (5)"),
    FileCase("card-without-name", v5({"type": "Instant"}), 2, "data.cards[0]: a card without a name ('name' is null)"),
    FileCase("card-name-a-number", v5({"name": 7, "type": "Instant"}), 2, "a card without a name ('name' is a number (7))"),
    FileCase("card-name-of-10-mb", v5(v5_card(name="X" * TEN_MB)), 2, "a card name of 10,000,000 characters"),
    FileCase("atomic-face-a-number", {"data": {"Hostile Relic": [5]}}, 2, "a card face is an object, not a number (5)"),
    FileCase("atomic-without-faces", {"data": {"Hostile Relic": []}}, 2, "a card with no faces"),
    FileCase("v3-cards-an-object", {"code": "TST", "cards": {}}, 2, "cards is an object, not a list of cards"),
    FileCase("set-not-in-file", v5(v5_card(), code="TST"), 2, "no set 'ZZZ' in this MTGJSON v5 set file (sets: TST)"),
    # Bad card data in a good file: that card is unsupported with the reason, the run succeeds.
    FileCase("card-cost-hybrid-without-slash", v5(v5_card(manaCost="{WU}")), 0, "card data: cannot read mana cost '{WU}'"),
    FileCase("card-power-nan", v5(v5_card(type="Creature — Bear", power=float("nan"), toughness="1")), 0, "cannot read power/toughness nan"),
    FileCase("card-text-a-number", v5(v5_card(text=12)), 0, "card data: rules text ('text') must be text, not a number (12)"),
    FileCase(
        "two-faces-one-unread",
        v5(
            v5_card(name="Front // Back", faceName="Front", layout="transform", text="Zorp."),
            v5_card(name="Front // Back", faceName="Back", layout="transform", manaCost=None),
        ),
        0,
        "two faces (transform) are not supported",
    ),
    FileCase(
        "two-faces-both-compile",
        v5(
            v5_card(name="Front // Back", faceName="Front", layout="transform"),
            v5_card(name="Front // Back", faceName="Back", layout="transform", manaCost=None),
        ),
        0,
        "every face compiles, but the engine has no double-faced cards",
    ),
    # A card file joining the bundled pool may not redefine a bundled card.
    FileCase("clash-with-bundled-card", v5(BOLT), 2, "'Lightning Bolt' clashes with the bundled card of that name", "scenario"),
    FileCase("same-as-bundled-card", v5(dict(BOLT, text="Lightning Bolt deals 3 damage to any target.")), 0, "1 passed", "scenario"),
]

SCENARIO = """name: a card file is read before any scenario
turn: {active: alice, step: main1}
players:
  alice: {life: 20}
  bob: {}
expect:
  alice: {life: 20}
"""


def _write(case: FileCase, tmp_path: Path) -> Path:
    path = tmp_path / "cards.json"
    if case.input is None:
        return tmp_path / "missing.json"
    if case.input == "folder":
        return tmp_path
    data = case.input if isinstance(case.input, bytes) else json.dumps(case.input).encode()
    path.write_bytes(data)
    return path


def _argv(case: FileCase, path: Path, tmp_path: Path) -> list[str]:
    if case.command == "scenario":
        scenario = tmp_path / "empty.yaml"
        scenario.write_text(SCENARIO, encoding="utf-8")
        return ["scenario", "run", str(scenario), "--cards", str(path)]
    extra = ["--set", "ZZZ"] if case.id == "set-not-in-file" else []
    return ["cards", "coverage", "--mtgjson", str(path), "--json", *extra]


@pytest.mark.parametrize("case", FILES, ids=lambda c: c.id)
def test_hostile_file(case: FileCase, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 2 with the message (and no traceback) for a file that can't be read; exit 0 with
    the card unsupported and its reason for a readable file with a bad card."""
    path = _write(case, tmp_path)
    start = time.perf_counter()
    status = main(_argv(case, path, tmp_path))
    out, err = capsys.readouterr()
    assert time.perf_counter() - start < PROMPT_SECONDS
    assert status == case.status, err
    assert "Traceback" not in out + err
    if case.status == 2:
        assert out == ""
        assert err.startswith("tolaria: error: ")
        assert case.fragment in err
        assert len(err) < MAX_MESSAGE_CHARS
    else:
        assert case.fragment in out
        if case.command == "coverage":
            report = json.loads(out)
            assert report["total"] == 1 and report["supported"] == 0
            assert case.fragment in report["cards"][0]["phrase"]


def test_file_errors_raise_card_data_errors(tmp_path: Path) -> None:
    """The same refusals reach Python callers as CardDataError (a TolariaError), naming the file."""
    for case in FILES:
        if case.status != 2 or case.command != "coverage" or case.id == "set-not-in-file":
            continue
        path = _write(case, tmp_path)
        with pytest.raises(CardDataError) as err:
            read_card_file(path)
        assert str(err.value).startswith(f"{path}: ")
        assert case.fragment in str(err.value)
