"""Abilities had by a card's tokens and a block paid with a token (Online 406.1, 218, 410; RP 527.1.b, 527.5)."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import TokensState
from tolaria.berserk.cards import AttackKind, CardDatabase, Cost
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.rules.blocking import Block, BlockScope

NAME = "Бон и Берроу"


def test_the_gained_playable_and_its_rider_hold_only_without_a_token() -> None:
    """Online 406.1: «Пока на ... нет {counter} — получает «...»»: the playable and its «при этом» rider both."""
    _, playable, _, triggers = compile_text(
        "Пока на Бон и Берроу нет {counter} — получает «{tap}: {uchr} на 2, при этом может получить {counter}»",
        (), NAME)
    assert [p.condition for p in playable] == [TokensState(False)]
    assert playable[0].effect.kind is AttackKind.ACROSS_ROW  # type: ignore[union-attr]
    assert [(t.condition, t.playable, t.optional) for t in triggers] == [(TokensState(False), 1, True)]


def test_a_gained_trigger_holds_only_with_a_token() -> None:
    _, playable, _, triggers = compile_text(
        "Пока на Бон и Берроу есть {counter} — получает «При {strike} — разряд на 1-2-2, дальность 3»", (), NAME)
    assert playable == () and [t.condition for t in triggers] == [TokensState(True)]


def test_another_cards_name_is_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_text("Пока на Гноме нет {counter} — получает «{tap}: {uchr} на 2»", (), NAME)


def test_the_token_block_is_a_playable_block_of_a_strike_at_itself() -> None:
    """RP 527.1.b, 527.5: a single strike, at the card; Online 404.2: its cost one token, declared as an instant."""
    _, playable, _, _ = compile_text(
        "Если Бон и Берроу атакованы {strike} — могут потерять {counter}; блокировать удар", (), NAME)
    assert [(p.cost, p.effect) for p in playable] == [
        (Cost(tokens=1, instant=True), Block(BlockScope.ATTACK, at_self=True, kinds=frozenset({AttackKind.SIMPLE})))]


def test_the_card_reads_completely() -> None:
    assert CardDatabase.bundled().cards[NAME].unsupported is None
