"""Readings of playable text abilities: targets by cost, redirection to a chosen card, healing this turn's wounds,
tokens given and refused, «на X ходов противника» (Online 404, 407.2, 412, 218)."""

from __future__ import annotations

import random

import pytest

from tests.berserk.test_fuzz import play_checked
from tolaria.agents import RandomAgent
from tolaria.berserk import Game
from tolaria.berserk.abilities import (
    Acquire,
    Duration,
    HealBy,
    MeleeCappedAt,
    NoTokensFromOthers,
    Redirect,
    Side,
    TextAbility,
    TokenGain,
    TokenLimit,
    Who,
    WoundBy,
)
from tolaria.berserk.activated_phrases import target_of
from tolaria.berserk.cards import STAYS_CLOSED, AttackKind, CardDatabase, Playable
from tolaria.berserk.compiler import Unsupported, ability_of
from tolaria.berserk.profiles import profile
from tolaria.berserk.rules.triggers import until_of
from tolaria.berserk.state import GameState

CARDS = CardDatabase.bundled()


def _text(name: str, index: int) -> object:
    d = CARDS.cards[name]
    assert d.unsupported is None, d.unsupported
    return d.playable[index - 1].effect


def test_a_target_described_by_its_cost() -> None:
    spec = target_of("выбранное закрытое летающее существо стоимостью 4 или менее")
    assert spec is not None and spec.filter is not None
    assert (spec.filter.max_cost, spec.filter.closed, spec.filter.flyer) == (4, True, True)


def test_the_net_lasts_while_its_card_is_in_the_squad() -> None:
    net = _text("Орк-птицелов", 2)
    assert isinstance(net, TextAbility)
    assert net.effects == (Acquire((STAYS_CLOSED,), Who.CHOSEN, Duration.WHILE_SOURCE_IN_SQUAD),)


def test_the_highlander_redirects_to_a_chosen_enemy() -> None:
    effect = _text("Горец", 1)
    assert isinstance(effect, Redirect) and effect.enemy
    assert effect.kinds == frozenset({AttackKind.SHOT, AttackKind.THROW})
    assert effect.to is not None and effect.to.side is Side.OPPONENT
    assert effect.attacked.side is Side.OWN and effect.attacked.filter is not None and effect.attacked.filter.flyer is False


def test_chronos_heals_this_turns_wounds_and_gives_a_token() -> None:
    heal, gift = _text("Хронос", 1), _text("Хронос", 2)
    assert isinstance(heal, TextAbility) and heal.effects == (HealBy(None, Who.CHOSEN, this_turn=True),)
    assert isinstance(gift, TextAbility) and gift.effects == (TokenGain(who=Who.CHOSEN),)


def test_the_voidlings_shield_and_tokens() -> None:
    d = CARDS.cards["Пустотник"]
    shield = _text("Пустотник", 1)
    assert isinstance(shield, TextAbility) and shield.spell
    assert shield.effects[0] == Acquire(("защита от всех немагических атак",), Who.CHOSEN, Duration.OPPONENTS_TURNS_X)
    assert TokenLimit(3) in d.statics and NoTokensFromOthers() in d.statics


def test_glorms_flash_caps_a_melee_strike_and_spares_it_for_the_steppe() -> None:
    flash = _text("Глорм", 1)
    assert isinstance(flash, TextAbility) and flash.target is not None
    assert flash.target.melee_attacked and flash.target.side is Side.OWN
    assert flash.effects == (MeleeCappedAt(1), WoundBy(1, Who.SELF, spared="Степи"))
    with pytest.raises(Unsupported):  # another card's name is not «раниться»
        ability_of("{instant}{tap}: Воздействие «вспышка» — свести ближний удар по существу в вашем отряде к 1, при этом "
                   "ранить Глорма на 1 (или на 0, если удар нанесен по степному существу)", "Кочевник")


def test_x_turns_of_the_opponent_need_an_x_cost() -> None:
    with pytest.raises(Unsupported):
        ability_of("{tap}: Заклинание «щит» — другое существо получает защиту от всех немагических атак на X ходов "
                   "противника", "Пустотник")
    found = ability_of("X{counter}{tap}: Заклинание «щит» — другое существо получает защиту от всех немагических атак "
                       "на X ходов противника", "Пустотник")
    assert isinstance(found, Playable) and found.cost.x


@pytest.mark.parametrize(("active", "x", "until"), [(0, 1, "end_of_turn:4"), (0, 2, "end_of_turn:6"),
                                                     (1, 1, "end_of_turn"), (1, 2, "end_of_turn:5")])
def test_x_turns_of_the_opponent_end_with_the_xth(active: int, x: int, until: str) -> None:
    g = GameState(CARDS, profile("online-2012"), ["p1", "p2"], 1)
    g.turn, g.active = 3, active
    # the ability's controller is p1: from his turn 3 the opponent's turns are 4, 6, ...; in the opponent's turn 3
    # that turn is the first
    assert until_of(g, 0, Duration.OPPONENTS_TURNS_X, x) == until


TEXT_SQUAD = ["Орк-птицелов", "Горец", "Хронос", "Пустотник", "Глорм", "Кочевник", "Тролль", "Гаррид-лучник", "Корпит",
              "Виверна"] * 3


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_with_these_texts(seed: int) -> None:
    """Every listed use of them applies, and copies and JSON twins go on alike (tests/berserk/test_fuzz.py)."""
    game = Game.new(decks=[TEXT_SQUAD, TEXT_SQUAD], seed=seed)
    agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 10)}
    assert "recruitment" in play_checked(game, agents, random.Random(seed), 1500, probe=0.3)
