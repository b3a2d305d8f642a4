"""Random games: cards are conserved, listed actions apply, copies and JSON continue identically,
and nothing hidden leaks through ``observe``."""

from __future__ import annotations

import json
import random

from tolaria.agents import RandomAgent
from tolaria.berserk import Game
from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules.cards_in_play import has
from tolaria.berserk.state import Zone

SQUADS = [("steppe-mountains", "swamp-archers"), ("darkness-executioners", "steppe-mountains")]


def _zones_hold_every_card(game: Game) -> None:
    g = game.state
    seen: list[int] = []
    for p in g.players:
        seen += p.deck + p.deal + p.recruitment + p.graveyard
    seen += list(g.board.values()) + list(g.shared.values()) + g.additional
    assert sorted(seen) == sorted(g.objects)
    for cid, card in g.objects.items():
        if card.zone is Zone.BATTLEFIELD:
            assert cid in g.cards_at(card.cell)
    for cell, cid in g.shared.items():  # glossary «Бестелесность»: only an incorporeal creature joins a card's cell
        assert cell in g.board and g.objects[cid].cell == cell and (
            has(g, cid, Keyword.INCORPOREAL) or g.hosts.get(cid) == g.board[cell])  # (or a symbiote, Online 210.2)


def _nothing_hidden_leaks(game: Game) -> None:
    g = game.state
    for seat, p in enumerate(g.players):
        other = g.players[1 - seat]
        seen = json.dumps(game.observe(p.name), ensure_ascii=False)
        assert f'"hand": {json.dumps([g.objects[c].name for c in other.deal], ensure_ascii=False)}' not in seen or not other.deal
        for cid, card in g.objects.items():
            if card.hidden and card.controller != seat:
                entry = next(c for c in game.observe(p.name)["cards"] if c["id"] == cid)
                assert "name" not in entry


def play_checked(game: Game, agents: dict[str, RandomAgent], rng: random.Random, max_steps: int,
                 probe: float = 0.0, twin: float = 0.02) -> set[str]:
    """Play ``game`` out at random, checking the invariants along the way; the decision kinds met.

    At a share ``probe`` of the decisions every listed action is applied to a copy; at a share
    ``twin`` the action is applied to a JSON twin and a copy as well, which must continue
    identically. Zones and hidden information are checked every 25 decisions and at the end.
    """
    asked: set[str] = set()
    steps = 0
    while not game.is_over and steps < max_steps:
        decision = game.decision
        assert decision is not None
        asked.add(decision.kind)
        options = list(game.legal_actions())
        assert options, decision
        if probe and rng.random() < probe:
            for option in options:  # every listed action applies
                game.copy().apply(option)
        action = agents[decision.player].choose(game)
        assert action in options
        if rng.random() < twin:
            json_twin = Game.from_json(game.to_json())
            copy = game.copy()
            for g2 in (json_twin, copy):
                g2.apply(action)
            game.apply(action)
            assert json.loads(json_twin.to_json()) == json.loads(game.to_json()) == json.loads(copy.to_json())
        else:
            game.apply(action)
        if steps % 25 == 0:
            _zones_hold_every_card(game)
            _nothing_hidden_leaks(game)
        steps += 1
    _zones_hold_every_card(game)
    return asked


def test_random_games() -> None:
    for n in range(6):
        deck_a, deck_b = SQUADS[n % 2]
        game = Game.new(decks=[deck_a, deck_b], seed=100 + n, autopass=True)
        play_checked(game, {"alice": RandomAgent(n), "bob": RandomAgent(n + 50)}, random.Random(n), 1500)


GHOSTS = [name for name, n in (("Призрачный рыцарь", 3), ("Живущий в тумане", 3), ("Ахти", 3), ("Призрак Зенды", 1),
                                ("Щупальце кракена", 3), ("Кочевник", 3), ("Гуль", 3), ("Тролль", 3), ("Хедд", 3),
                                ("Гоблин", 3), ("Троллок", 3)) for _ in range(n)]
MOUNTAIN_DEAD = [name for name, n in (("Скальный фантом", 3), ("Астральный двойник", 1), ("Тан Ханеранга", 1),
                                      ("Степной волколак", 3), ("Дозор Форрендора", 3), ("Сердце бурь", 3),
                                      ("Дух горы", 2), ("Кочевник", 3), ("Раптор", 1), ("Гаррид-лучник", 3), ("Вайл", 3),
                                      ("Древний огр", 3), ("Броненосец", 1)) for _ in range(n)]


def test_random_games_with_incorporeal_creatures() -> None:
    """Squads of incorporeal creatures (cells shared by two cards) against death triggers, flight gained and leaps
    that trample, under both move-then-strike readings (Online 203.11, RP 506.5)."""
    for n in range(4):
        game = Game.new(decks=[GHOSTS, MOUNTAIN_DEAD], seed=300 + n, autopass=True,
                        rules="online-2012" if n % 2 else "rp5")
        play_checked(game, {"alice": RandomAgent(n), "bob": RandomAgent(n + 50)}, random.Random(n), 1500, probe=0.02)
