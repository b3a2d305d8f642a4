"""Unit tests of the Berserk rules: the strike table, the board, profiles, the compiler, the API."""

from __future__ import annotations

import json

import pytest

from tolaria.berserk import Game, board
from tolaria.berserk.actions import Pass, Recruit, Redeal
from tolaria.berserk.cards import AttackKind, CardDatabase, Keyword
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.profiles import ElementPenalty, profile
from tolaria.berserk.rules import strike_table as t
from tolaria.errors import DeckError, IllegalAction, TolariaError

SQUADS = ["steppe-mountains", "swamp-archers"]


@pytest.mark.parametrize(
    ("a", "b", "want"),
    [(6, 1, (t.STRONG, t.MISS)), (5, 1, (t.STRONG, t.WEAK)), (4, 1, (t.MEDIUM, t.MISS)), (3, 1, (t.MEDIUM, t.WEAK)),
     (2, 1, (t.WEAK, t.MISS)), (3, 3, (t.WEAK, t.MISS)), (5, 5, (t.MISS, t.WEAK)), (1, 2, (t.WEAK, t.MISS)),
     (2, 4, (t.MISS, t.MISS)), (1, 4, (t.MISS, t.WEAK)), (1, 5, (t.WEAK, t.MEDIUM)), (1, 6, (t.MISS, t.MEDIUM))],
)
def test_strike_table_online_205_6(a: int, b: int, want: tuple[int, int]) -> None:
    assert t.fight(a, b) == want


def test_weakening_moves_one_row_toward_zero() -> None:
    assert t.is_exchange(6, 4) and t.weakened(6, 4) == (t.WEAK, t.MISS)
    assert t.is_exchange(1, 5) and t.weakened(1, 5) == (t.MISS, t.WEAK)
    assert not t.is_exchange(6, 1)


def test_closed_target_tiers_online_205_4() -> None:
    assert [t.alone(r) for r in (0, 3, 4, 5, 6, 9)] == [t.WEAK, t.WEAK, t.MEDIUM, t.MEDIUM, t.STRONG, t.STRONG]


def test_cells_and_neighbours_online_207() -> None:
    a1 = board.parse_cell("A1")
    assert a1 is not None
    assert sorted(board.cell_name(c) for c in board.NEIGHBOURS[a1]) == ["A1'", "A2", "B1", "B1'", "B2"]
    d2p = board.parse_cell("D2′")
    assert d2p is not None and len(board.NEIGHBOURS[d2p]) == 8
    assert board.parse_cell("C1’") == board.parse_cell("C1'")


def test_deployment_zone_online_207_4_a() -> None:
    first = {board.cell_name(c) for c in board.deployment_zone(0, set())}
    assert first == {f"{c}{r}" for c in "BCD" for r in "123"}
    second = {board.cell_name(c) for c in board.deployment_zone(1, set())}
    assert "A1'" in second and "A2'" not in second and len(second) == 11


def test_profiles() -> None:
    assert profile("current").first.gold == 24 and profile("current").element_penalty is ElementPenalty.OVER_ONE
    custom = profile({"edition": "rp5", "deal_size": 10})
    assert custom.deal_size == 10 and custom.reveal_at_will
    with pytest.raises(TolariaError):
        profile({"edition": "rp5", "nonsense": 1})


def test_compiler_reads_shots_and_refuses_the_unknown() -> None:
    named, playable, *_ = compile_text("{tap}: Выстрел на 1-2-3, дальность 4.", ["ova=1"])
    assert named[0].keyword is Keyword.ATTACK_EXPERIENCE and named[0].x == 1
    effect = playable[0].effect
    assert effect.kind is AttackKind.SHOT and effect.strength == (1, 2, 3) and effect.range == 4  # type: ignore[union-attr]
    with pytest.raises(Unsupported, match="Может двигаться только по диагонали"):
        compile_text("Может двигаться только по диагонали.")


def test_unsupported_cards_name_their_phrase() -> None:
    db = CardDatabase.bundled()
    card = db.get("Чародейка")  # no text in any source: never read
    assert card.unsupported is not None and "text missing" in card.unsupported
    assert db.get("Кочевник").unsupported is None


def test_starter_squad_is_refused_with_its_unsupported_cards() -> None:
    # Чародейка has no text in any source, so it stays unsupported (the starter squads are all supported now)
    with pytest.raises(DeckError, match="Чародейка is not supported"):
        Game.new(decks=[["Кочевник", "Чародейка"], "swamp-archers"])


def test_refusal_leaves_the_game_unchanged() -> None:
    game = Game.new(decks=SQUADS, seed=3)
    before = game.to_json()
    with pytest.raises(IllegalAction) as err:
        game.apply(Recruit("Кочевник"))
    assert err.value.rule is not None
    assert game.to_json() == before


def test_redeal_costs_a_gold_crystal_online_302_3() -> None:
    game = Game.new(decks=SQUADS, seed=3)
    game.apply(Redeal())
    assert game.state.players[0].spent_gold == 1


def test_recruitment_element_penalty_online_304_6() -> None:
    game = Game.new(decks=SQUADS, seed=5)
    game.apply(Pass())
    game.apply(Pass())
    assert game.decision is not None and game.decision.kind == "recruitment"
    from tolaria.berserk.rules.preliminary import crystals

    deal = [game.state.objects[c] for c in game.state.players[0].deal]
    first = next(c for c in deal if game.state.defn(c.id).element == "Степи")
    game.apply(Recruit(first.name))
    gold, _ = crystals(game.state, 0)
    assert gold == 23 + 1  # one element: +1 gold (Online 304.6), the card paid with silver


def test_json_round_trip_continues_identically() -> None:
    from tolaria.agents import RandomAgent

    game = Game.new(decks=SQUADS, seed=11, autopass=True)
    agent = RandomAgent(4)
    for _ in range(60):
        if game.is_over:
            break
        game.apply(agent.choose(game))
    twin = Game.from_json(game.to_json())
    assert twin.to_json() == game.to_json()
    a, b = RandomAgent(9), RandomAgent(9)
    for _ in range(80):
        if game.is_over:
            break
        x, y = a.choose(game), b.choose(twin)
        assert x == y
        game.apply(x)
        twin.apply(y)
    assert json.loads(twin.to_json()) == json.loads(game.to_json())
