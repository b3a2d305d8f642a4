"""Card files (MTGJSON v5/v3 sets, AtomicCards, pool files), coverage of them, and games using them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tolaria.errors import CardDataError
from tolaria.mtg import Game
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.cards.mtgjson import parse_card_data, read_card_file
from tolaria.mtg.cards.pool import UnplayableCard
from tolaria.mtg.coverage import generic_phrase, measure_sets, reference_folders, reference_set

FOREST = {"name": "Forest", "type": "Basic Land — Forest", "text": "({T}: Add {G}.)", "layout": "normal"}
BEARS = {"name": "Grizzly Bears", "manaCost": "{1}{G}", "type": "Creature — Bear", "power": "2", "toughness": "2"}


def v5_card(name: str, text: str = "", **fields: Any) -> dict[str, Any]:
    return {"name": name, "manaCost": "{2}", "type": "Artifact", "text": text, "layout": "normal", **fields}


def v5_set(*cards: dict[str, Any], code: str = "TST") -> dict[str, Any]:
    return {"data": {"code": code, "name": "Test Set", "cards": list(cards)}}


def write(tmp_path: Path, data: Any, name: str = "cards.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# ------------------------------------------------------------------ reading


def test_v5_set_counts_reprints_once_by_name() -> None:
    """A set's alternate printings (four Forests) are one card."""
    cards = parse_card_data(v5_set(FOREST, FOREST, FOREST, BEARS, FOREST))
    [only] = cards.sets
    assert (cards.kind, only.code, only.name) == ("MTGJSON v5 set", "TST", "Test Set")
    assert [e.name for e in only.cards] == ["Forest", "Grizzly Bears"]


def test_v5_faces_gather_into_one_card() -> None:
    """A transform card's two printed faces are one entry with two faces."""
    front = v5_card("Front // Back", faceName="Front", layout="transform", side="a")
    back = v5_card("Front // Back", faceName="Back", layout="transform", side="b", manaCost=None)
    [entry] = parse_card_data(v5_set(front, back, front)).sets[0].cards
    assert (entry.name, entry.layout, entry.face_count, entry.is_multi_face) == ("Front // Back", "transform", 2, True)
    assert [f.name for f in entry.faces] == ["Front", "Back"]
    assert entry.face is None  # no game can hold it


def test_v3_set_faces_gather_by_names() -> None:
    """MTGJSON v3 gives each face its own card, tied together by ``names``."""
    faces = [
        {"name": n, "names": ["Front", "Back"], "layout": "double-faced", "type": "Artifact", "text": ""}
        for n in ("Front", "Back")
    ]
    cards = parse_card_data({"code": "OLD", "name": "Old Set", "cards": [*faces, {**BEARS, "layout": "normal"}]})
    entries = cards.sets[0].cards
    assert cards.kind == "MTGJSON v3 set"
    assert [(e.name, e.face_count) for e in entries] == [("Front // Back", 2), ("Grizzly Bears", 1)]


def test_atomic_cards_select_by_printings() -> None:
    """AtomicCards maps names to faces; --set picks the cards whose printings include the set."""
    data = {"data": {"Grizzly Bears": [{**BEARS, "printings": ["LEA", "M10"]}], "Forest": [{**FOREST, "printings": ["LEA"]}]}}
    cards = parse_card_data(data, "Atomic.json")
    assert cards.kind == "MTGJSON AtomicCards"
    assert [e.name for e in cards.select("m10").cards] == ["Grizzly Bears"]
    assert len(cards.select("LEA").cards) == 2
    with pytest.raises(CardDataError, match="no set 'ZZZ'"):
        cards.select("ZZZ")


def test_all_printings_holds_every_set() -> None:
    cards = parse_card_data({"data": {"AAA": v5_set(BEARS, code="AAA")["data"], "BBB": v5_set(FOREST, code="BBB")["data"]}})
    assert cards.kind == "MTGJSON v5 AllPrintings"
    assert cards.codes() == ["AAA", "BBB"]
    assert [e.name for e in cards.entries()] == ["Grizzly Bears", "Forest"]


def test_bad_card_is_a_problem_not_a_failure() -> None:
    """One unreadable card keeps its reason; the others are read."""
    entries = parse_card_data(v5_set(v5_card("Bad Relic", manaCost="{WU}"), BEARS)).sets[0].cards
    assert entries[0].problem is not None and "card 'Bad Relic': cannot read mana cost '{WU}'" in entries[0].problem
    assert entries[1].face is not None and entries[1].face.name == "Grizzly Bears"


# ------------------------------------------------------------------ coverage


def test_coverage_ranks_phrases_by_cards_blocked() -> None:
    """A phrase that blocks three cards comes before one that blocks one; names read as "~"."""
    cards = [v5_card(f"Relic {i}", f"Zorp Relic {i}.") for i in range(3)] + [v5_card("Odd Relic", "Blip.")]
    report = measure_sets(parse_card_data(v5_set(*cards, FOREST)).sets)
    assert (report.supported, report.total) == (1, 5)
    ranked = report.ranked_phrases()
    assert (ranked[0].phrase, ranked[0].cards) == ("Zorp ~", 3)
    assert (ranked[1].phrase, ranked[1].cards) == ("Blip", 1)


def test_coverage_json_keys_and_basic_lands() -> None:
    report = measure_sets(parse_card_data(v5_set(FOREST, BEARS)).sets).to_json()
    assert {"supported", "total", "cards"} <= report.keys()
    assert (report["supported"], report["total"]) == (2, 2)
    assert report["cards"][0] == {**report["cards"][0], "name": "Forest", "supported": True, "phrase": None}
    assert report["sets"] == [{"code": "TST", "name": "Test Set", "supported": 2, "total": 2}]


def test_multi_face_reasons() -> None:
    """Unsupported either way; the reason says whether the faces themselves compile."""
    def pair(name: str, text: str) -> list[dict[str, Any]]:
        return [
            v5_card(f"{name} // {name} Back", faceName=name, layout="transform", text=text),
            v5_card(f"{name} // {name} Back", faceName=f"{name} Back", layout="transform"),
        ]

    report = measure_sets(parse_card_data(v5_set(*pair("Good", ""), *pair("Odd", "Zorp."))).sets)
    good, odd = report.cards
    assert not good.supported and good.phrase == (
        "two faces (transform) are not supported: every face compiles, but the engine has no double-faced cards"
    )
    assert not odd.supported and odd.phrase == "two faces (transform) are not supported"


def test_reprints_across_sets_count_once_in_the_total() -> None:
    cards = parse_card_data({"data": {"A": v5_set(BEARS, FOREST, code="A")["data"], "B": v5_set(BEARS, code="B")["data"]}})
    report = measure_sets(cards.sets)
    assert [(g.code, g.supported, g.total) for g in report.groups] == [("A", 2, 2), ("B", 1, 1)]
    assert report.total == 2
    assert report.cards[0].sets == ("A", "B")


def test_generic_phrase_replaces_each_face_name() -> None:
    assert generic_phrase("When Front enters, Back wins", "Front // Back") == "When ~ enters, ~ wins"


REFERENCE_SIZES = {"10E": 368, "LEA": 290, "M10": 234, "M19": 299, "M20": 329, "M21": 285}


@pytest.mark.parametrize("code", sorted(REFERENCE_SIZES))
def test_reference_set_coverage(code: str) -> None:
    """Each reference set is read whole (every card once by name) and compiled without a crash."""
    if not reference_folders():
        pytest.skip("no MTGJSON reference folder beside the package (set TOLARIA_REFERENCE)")
    report = measure_sets([reference_set(code).select(code)])
    assert report.total == REFERENCE_SIZES[code]
    if code == "10E":
        assert report.supported == report.total  # issue 8: every Tenth Edition card is read
    else:
        assert 0 < report.supported < report.total
    assert not [c for c in report.cards if c.phrase and "compiler failed" in c.phrase]
    assert all(c.supported for c in report.cards if c.name in ("Plains", "Island", "Swamp", "Mountain", "Forest"))


# ------------------------------------------------------------------ games from a card file


def test_game_plays_cards_of_a_file(tmp_path: Path) -> None:
    """``Game.new(cards=PATH)``: the bundled pool plus the file's cards."""
    relic = v5_card("Tolarian Relic", "{T}: You gain 1 life.", manaCost="{1}")
    path = write(tmp_path, v5_set(relic, BEARS))
    game = Game.new([["Tolarian Relic"] * 20 + ["Forest"] * 40, "green-stompy"], cards=str(path))
    assert game.cards.card("Tolarian Relic").supported
    assert "Lightning Bolt" in game.cards  # the bundled pool is still there
    assert CardDatabase.with_file(path) is CardDatabase.of(path)  # read once


def test_file_card_that_cannot_be_played_says_why(tmp_path: Path) -> None:
    front = v5_card("Front // Back", faceName="Front", layout="transform")
    back = v5_card("Front // Back", faceName="Back", layout="transform")
    path = write(tmp_path, v5_set(front, back, v5_card("Bad Relic", type="Artifact — Bogus")))
    pool = CardDatabase.with_file(path).pool
    with pytest.raises(UnplayableCard, match=r"two faces \(transform\) are not supported"):
        pool.get("Front")
    with pytest.raises(UnplayableCard, match="card 'Bad Relic': unknown subtype for artifact 'Bogus'"):
        pool.get("bad relic")
    assert set(pool.unplayable()) == {"Front // Back", "Front", "Back", "Bad Relic"}


def test_name_clash_with_a_bundled_card_is_refused(tmp_path: Path) -> None:
    """The bundled pool's Oracle text is the reference: a different Lightning Bolt is refused."""
    bolt = {"name": "Lightning Bolt", "manaCost": "{R}", "type": "Instant", "text": "Lightning Bolt deals 4 damage to any target."}
    with pytest.raises(CardDataError, match=r"'Lightning Bolt' clashes with the bundled card .* \(text differ"):
        CardDatabase.with_file(write(tmp_path, v5_set(bolt)))
    same = dict(bolt, text="Lightning Bolt deals 3 damage to any target.")
    assert CardDatabase.with_file(write(tmp_path, v5_set(same), "same.json")).pool.pool_of("Lightning Bolt") == "A"


def test_cards_must_be_a_database_or_a_path() -> None:
    with pytest.raises(CardDataError, match="not int"):
        CardDatabase.of(5)  # type: ignore[arg-type]


def test_file_pool_reads_the_bundled_format(tmp_path: Path) -> None:
    record = {"name": "Tolarian Relic", "mana_cost": "{1}", "type_line": "Artifact", "text": ""}
    cards = read_card_file(write(tmp_path, {"format": 1, "cards": [record]}))
    assert cards.kind == "Tolaria pool"
    assert cards.entries()[0].face is not None
