"""Hostile saved games: every malformed save is refused with the field's path, every real one loads.

``TABLE`` lists one input per class of problem: a function that spoils a
valid save's JSON data (or returns raw text), and a fragment the error
must contain. Beside it: real saves from seeded random games load and
continue identically, and randomly spoiled saves either are refused with
a TolariaError or play on without any other exception.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pytest

from tolaria.agents import RandomAgent
from tolaria.core.records import to_data
from tolaria.errors import SavedGameError, TolariaError
from tolaria.mtg import Game
from tolaria.mtg.saved_games import LIMITS

Data = dict[str, Any]
Spoil = Callable[[Data], Any]  # the spoiled data, or raw text
FAR = 9170  # an id no test game reaches


@lru_cache(maxsize=1)
def base_text() -> str:
    """A save with a spell on the stack, permanents on both sides and priority pending."""
    for seed in range(1, 200):
        game = Game.new(decks=["red-burn", "green-stompy"], seed=seed)
        agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 1)}
        for _ in range(400):
            g = game.state
            if game.is_over:
                break
            if g.stack and g.stack[-1].targets and len(g.battlefield) >= 3 and g.pending.kind == "priority":
                assert g.next_id < FAR
                return game.to_json(history=True)
            decision = game.decision
            assert decision is not None
            game.apply(agents[decision.player].choose(game))
    raise AssertionError("no seed gives the position the table needs")


def base() -> Data:
    data: Data = json.loads(base_text())["position"]
    return data


def wrapped() -> Data:
    data: Data = json.loads(base_text())
    return data


def put(data: Data, path: str, value: Any) -> Data:
    """``data`` with the value at a dotted path (numbers index lists) replaced."""
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[int(key)] if key.lstrip("-").isdigit() else node[key]
    node[int(last) if last.lstrip("-").isdigit() else last] = value
    return data


def drop(data: Data, path: str) -> Data:
    *parents, last = path.split(".")
    node: Any = data
    for key in parents:
        node = node[int(key)] if key.lstrip("-").isdigit() else node[key]
    del node[last]
    return data


def first_hand(data: Data) -> int:
    return next(p["hand"][0] for p in data["players"] if p["hand"])


def unused_id(data: Data) -> int:
    """An id the game handed out that no object holds now (a card that moved on)."""
    used = {oid for p in data["players"] for z in ("library", "hand", "graveyard", "exile") for oid in p[z]}
    used |= {oid for oid, _ in data["battlefield"]} | {s["id"] for s in data["stack"]}
    return next(i for i in range(1, data["next_id"]) if i not in used)


def with_pending(kind: str, **fields: Any) -> Spoil:
    return lambda d: put(d, "pending", {"kind": kind, "player": d["pending"]["player"], **fields})


def with_combat(**fields: Any) -> Spoil:
    combat = {"attackers": [], "blockers": [], "blocked": [], "declared": [], "first_strike": False,
              "struck": [], "declared_any": False, "defenders_left": [], "bands": []}
    return lambda d: put(d, "combat", {**combat, **fields})


def deep(levels: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(levels):
        value = [value]
    return value


def big_life(d: Data) -> str:
    return json.dumps(d).replace('"life":', '"life":1' + "0" * 100_000 + ",\"x\":", 1)


TABLE: list[tuple[str, Spoil, str]] = [
    # the text
    ("empty text", lambda d: "", "not JSON"),
    ("not an object", lambda d: "[1, 2]", "expected a JSON object"),
    ("truncated", lambda d: json.dumps(d)[:-7], "not JSON"),
    ("deep nesting", lambda d: "[" * 100_000 + "]" * 100_000, "nested deeper than"),
    ("nesting deeper than a save needs", lambda d: put(d, "labels", deep(60)), "nested deeper than 48 levels"),
    ("100,000-digit number", big_life, "position.players[0].life: a number of 100001 digits"),
    ("NaN", lambda d: re.sub(r'"life": ?-?[0-9]+', '"life": NaN', json.dumps(d), count=1), "NaN is not a number JSON allows"),
    ("text too long", lambda d: " " * (LIMITS.text + 1), "characters of text"),
    # the whole save
    ("empty object", lambda d: {}, "position: missing field 'players'"),
    ("unknown field", lambda d: put(d, "cheat", 1), "position: unknown field 'cheat'"),
    ("wrapped: unknown field", lambda d: {**wrapped(), "extra": 1}, "saved game: unknown field 'extra'"),
    ("wrapped: no history", lambda d: {"position": d}, "missing field 'history'"),
    ("wrapped: history not a list", lambda d: {"position": d, "history": {}}, "history: expected a list"),
    ("wrapped: unknown event", lambda d: {"position": d, "history": [{"kind": "miracle"}]}, "history[0].kind: unknown kind 'miracle'"),
    ("wrapped: bad position", lambda d: {"position": put(d, "turn", "2"), "history": []}, "position.turn: expected an integer"),
    # fields and their types
    ("missing field", lambda d: drop(d, "players.0.life"), "position.players[0]: missing field 'life'"),
    ("string for an int", lambda d: put(d, "players.1.life", "20"), "position.players[1].life: expected an integer, got '20'"),
    ("bool for an int", lambda d: put(d, "turn", True), "position.turn: expected an integer, got true"),
    ("float for an int", lambda d: put(d, "turn", 2.5), "position.turn: expected an integer, got 2.5"),
    ("list for a record", lambda d: put(d, "players.0", []), "position.players[0]: expected an object, got a list"),
    ("record for a list", lambda d: put(d, "players.0.hand", {}), "position.players[0].hand: expected a list"),
    ("null for a list", lambda d: put(d, "stack", None), "position.stack: expected a list"),
    ("unknown field in a record", lambda d: put(d, "stack.0.spin", 1), "position.stack[0]: unknown field 'spin'"),
    ("step 99", lambda d: put(d, "step", 99), "position.step: 99 is not a step"),
    ("step as a bool", lambda d: put(d, "step", True), "position.step: true is not a step"),
    ("step as a word", lambda d: put(d, "step", "main1"), "position.step: 'main1' is not a step"),
    ("unknown stack kind", lambda d: put(d, "stack.0.kind", "prayer"), "position.stack[0].kind: 'prayer' is not a stackkind"),
    ("a dict as a bad pair", lambda d: put(d, "cards.0", [1]), "position.cards[0]: expected a [key, value] pair"),
    ("repeated key", lambda d: put(d, "cards", d["cards"] + d["cards"][:1]), "appears twice"),
    ("repeated set member", lambda d: put(d, "effects", [{"timestamp": 0, "source_name": "x", "controller": 0, "affected": [], "modifications": [{"kind": "set_colors", "colors": ["R", "R"]}], "duration": "end of turn"}]), "appears twice in a set"),
    ("long string", lambda d: put(d, "players.0.loss_reason", "x" * 20_000), "position.players[0].loss_reason: 20000 characters"),
    ("too many items", lambda d: put(d, "legend_keep", [1] * (LIMITS.items + 1)), "position.legend_keep: 200001 items"),
    ("unknown decision kind", lambda d: put(d, "pending.kind", "wish"), "position.pending.kind: unknown kind 'wish'"),
    ("decision without a kind", lambda d: drop(d, "pending.kind"), "position.pending: missing field 'kind'"),
    ("unknown modification", lambda d: put(d, "effects", [{"timestamp": 0, "source_name": "x", "controller": 0, "affected": [], "modifications": [{"kind": "win"}], "duration": "end of turn"}]), "modifications[0].kind: unknown kind 'win'"),
    # cards
    ("unknown card", lambda d: put(d, "cards.0.1", "Lightning Boltt"), "position.cards[0]: unknown card 'Lightning Boltt'; did you mean Lightning Bolt"),
    ("unknown card on the stack", lambda d: put(d, "stack.0.card", "Black Lotus"), "position.stack[0].card: unknown card 'Black Lotus'"),
    ("token of no color", lambda d: put(d, "battlefield.0.1.card", {"name": "Goblin", "colors": ["pink"], "types": ["creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1, "keywords": []}), "position.battlefield[0].card.colors: 'pink' is not a color"),
    ("card that is a token", lambda d: put(d, "battlefield.0.1.token", True), "position.battlefield[0].token: True, but its card is a card's"),
    ("unknown rules profile", lambda d: put(d, "profile", "1995"), "position.profile: unknown rules profile '1995'"),
    # ids and references
    ("duplicate object id", lambda d: put(d, "players.0.library.0", first_hand(d)), "is also in player"),
    ("id out of range", lambda d: put(d, "players.0.library.0", FAR), f"position.players[0].library[0]: no object {FAR}"),
    ("card without a zone", lambda d: put(d, "cards", d["cards"] + [[unused_id(d), "Forest"]]), "is in no library, hand, graveyard or exile"),
    ("zone card without a card", lambda d: put(d, "cards", d["cards"][1:]), "has no card in position.cards"),
    ("permanent listed under another id", lambda d: put(d, "battlefield.0.1.id", FAR), f"position.battlefield[0].id: {FAR}, but the permanent is listed as"),
    ("dangling target", lambda d: put(d, "stack.0.targets", [FAR] * len(d["stack"][0]["targets"])), f"position.stack[0].targets[0]: no object {FAR}"),
    ("target count", lambda d: put(d, "stack.0.targets", d["stack"][0]["targets"] * 2), "targets, but its effect has"),
    ("dangling attachment", lambda d: put(d, "battlefield.3.1.attached_to", FAR), f"position.battlefield[3].attached_to: no object {FAR}"),
    ("attached to itself", lambda d: put(d, "battlefield.0.1.attached_to", d["battlefield"][0][0]), "can't be attached to itself"),
    ("owner out of range", lambda d: put(d, "battlefield.0.1.owner", 5), "position.battlefield[0].owner: no player 5 (players are 0 to 1)"),
    ("controller out of range", lambda d: put(d, "stack.0.controller", -2), "position.stack[0].controller: no player -2"),
    ("player target out of range", lambda d: put(d, "stack.0.targets.0", -7), "position.stack[0].targets[0] (a player): no player 6"),
    ("effect on nothing", lambda d: put(d, "effects", [{"timestamp": 0, "source_name": "x", "controller": 0, "affected": [FAR], "modifications": [], "duration": "end of turn"}]), f"position.effects[0].affected[0]: no object {FAR}"),
    ("control to nobody", lambda d: put(d, "effects", [{"timestamp": 0, "source_name": "x", "controller": 0, "affected": [], "modifications": [{"kind": "controlled_by", "player": 4}], "duration": "end of turn"}]), "position.effects[0].modifications[0].player: no player 4"),
    ("attacker not on the battlefield", with_combat(attackers=[[FAR, -2]]), f"position.combat.attackers[0] (key): no object {FAR}"),
    ("attacking nobody", lambda d: with_combat(attackers=[[d["battlefield"][0][0], -9]])(d), "position.combat.attackers[0] (a player): no player 8"),
    ("waiting trigger of a card without one", lambda d: put(d, "waiting", [{"controller": 0, "source": 1, "card": "Forest", "ability": 0, "ref_obj": 0, "ref_player": -1, "source_lki": None, "changes": [], "amount": 0, "granted": False}]), "position.waiting[0].ability: no triggered ability of Forest 0 (there are 0)"),
    ("stack mode out of range", lambda d: put(d, "stack.0.mode", 3), "position.stack[0].mode: 3 is out of bounds"),
    ("resolving nothing", lambda d: put(d, "resolving", {"item": FAR, "pc": 0, "legal": [], "memo": {"chosen": [], "failed": False, "lki_toughness": 0, "lki_power": 0, "lki_controller": -1, "may": None, "started": False, "stage": 0, "held": [], "answer": None, "declined": False, "words": [], "turn_ended": False, "instead": False, "moved": 0, "attach": []}}), f"position.resolving.item: no object {FAR}"),
    ("casting a card not in hand", lambda d: put(d, "casting", {"kind": "spell", "player": 0, "card": d["battlefield"][0][0], "ability": -1, "mode": -1, "x": None, "targets": [], "discard": 0, "sacrificed": 0, "division": []}), "position.casting.card: object"),
    ("pushing a trigger that is not waiting", lambda d: put(d, "pushing", {"index": 2, "targets": [], "division": []}), "position.pushing.index: no waiting triggered ability 2 (there are 0)"),
    ("unknown selection purpose", lambda d: put(d, "selection", {"purpose": "steal", "player": 0, "candidates": [], "count": 0, "chosen": [], "optional": False, "shown": []}), "position.selection.purpose: unknown purpose 'steal'"),
    # the pending decision
    ("decision for nobody", lambda d: put(d, "pending.player", "mallory"), "position.pending.player: no player named 'mallory'"),
    ("decision for no procedure", with_pending("choose_card", purpose="discard", remaining=1, optional=False), "a choose card decision, but"),
    ("yes/no with nothing resolving", with_pending("yes_no", card="Shock"), "a yes no decision, but nothing is resolving"),
    ("blockers outside combat", with_pending("declare_blockers"), "a declare blockers decision, but the game is in the"),
    ("no decision, game not over", lambda d: put(d, "pending", None), "position.pending: null, but the game is not over"),
    ("priority to another player", lambda d: put(d, "priority", 1 - d["priority"]), "a priority decision, but position.priority is"),
    # players and counts
    ("one player", lambda d: put(d, "players", d["players"][:1]), "position.players: 1 players (a game has 2 to 8)"),
    ("player index", lambda d: put(d, "players.1.index", 0), "position.players[1].index: 0, but this is player 1"),
    ("same names", lambda d: put(d, "players.1.name", d["players"][0]["name"].upper()), "position.players[1].name:"),
    ("mana pool of five", lambda d: put(d, "players.0.pool", [0] * 5), "position.players[0].pool: 5 amounts, expected 6"),
    ("negative damage", lambda d: put(d, "battlefield.0.1.damage", -3), "position.battlefield[0].damage: -3 is out of bounds"),
    ("a billion counters", lambda d: put(d, "battlefield.0.1.counters", [["+1/+1", 10**9]]), "position.battlefield[0].counters[0]: 1000000000 is out of bounds"),
    ("negative rng", lambda d: put(d, "rng", -1), "position.rng: -1 is out of bounds"),
    ("next id 0", lambda d: put(d, "next_id", 0), "position.next_id: 0 is out of bounds"),
    ("winner of a game going on", lambda d: put(d, "winner", 0), "position.winner: 0, but the game is not over"),
]


@pytest.mark.parametrize(("name", "spoil", "fragment"), TABLE, ids=[row[0] for row in TABLE])
def test_hostile_save_is_refused_by_name(name: str, spoil: Spoil, fragment: str) -> None:
    spoiled = spoil(base())
    text = spoiled if isinstance(spoiled, str) else json.dumps(spoiled)
    with pytest.raises(SavedGameError) as err:
        Game.from_json(text)
    assert fragment in str(err.value)


def test_the_table_starts_from_a_save_that_loads() -> None:
    """Each row fails for its spoiling alone: the save it spoils loads, with and without history."""
    Game.from_json(base_text())
    Game.from_json(json.dumps(base()))


# ------------------------------------------------------------------ real saves


def play(game: Game, agents: dict[str, RandomAgent], steps: int) -> list[Any]:
    """What ``steps`` decisions bring: each one's legal actions, the action taken and its events."""
    trace: list[Any] = []
    for _ in range(steps):
        decision = game.decision
        if decision is None:
            break
        options = list(game.legal_actions())
        action = agents[decision.player].choose(game)
        events = game.apply(action)
        trace.append((decision.player, options, action, [to_data(e) for e in events]))
    return trace


@pytest.mark.parametrize("seed", range(6))
def test_real_saves_load_and_continue_identically(seed: int) -> None:
    decks = ["red-burn", "green-stompy", "rw-tricks", "bg-graveyard", "blue-black-control", "white-weenie"]
    game = Game.new(decks=[decks[seed], decks[(seed + 2) % 6]], seed=seed, autopass=seed % 2 == 0)
    agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 100)}
    point = 0
    while not game.is_over and point < 12:
        for history in (False, True):
            text = game.to_json(history=history)
            twin = Game.from_json(text)
            assert twin.to_json(history=history) == text
            twin_agents = {k: RandomAgent(seed * 1000 + point) for k in agents}
            same_agents = {k: RandomAgent(seed * 1000 + point) for k in agents}
            original = game.copy()
            assert play(twin, twin_agents, 4) == play(original, same_agents, 4)
            assert twin.to_json(history=history) == original.to_json(history=history)
        play(game, agents, 15)
        point += 1


def test_modifications_keep_their_kind() -> None:
    """SetPT and ModifyPT (and SwitchPT and LoseAllAbilities) have the same fields: the save says which."""
    from tolaria.mtg.oracle import abilities as ab
    from tolaria.mtg.state import ContinuousEffect

    game = Game.new(decks=["red-burn", "green-stompy"], seed=3)
    game.state.effects.append(ContinuousEffect(0, "x", 0, (), (ab.SetPT(0, 1), ab.LoseAllAbilities())))
    loaded = Game.from_json(game.to_json())
    assert loaded.state.effects == game.state.effects


# ------------------------------------------------------------------ spoiled at random


def spoil_at_random(data: Any, rng: random.Random) -> Any:
    """``data`` with one small change: mostly a number changed (an id, an index, a count), else a
    key deleted or a value's type changed."""
    spoiled = copy.deepcopy(data)
    ids = [oid for oid, _ in spoiled["battlefield"]] + [s["id"] for s in spoiled["stack"]] + [k for k, _ in spoiled["cards"]]
    places = _places(spoiled)
    numbers = [(parent, key) for parent, key in places if type(parent[key]) is int]
    if rng.random() < 0.7 and numbers:
        parent, key = rng.choice(numbers)
        value = parent[key]
        parent[key] = rng.choice([rng.choice(ids), rng.choice(ids), value + 1, value - 1, -value, 0, -2, spoiled["next_id"], 10**30])
        return spoiled
    parent, key = rng.choice(places)
    if rng.random() < 0.4 and isinstance(parent, dict):
        del parent[key]
    else:
        parent[key] = rng.choice(["x", True, None, [], {}, 1.5, 0, -1, [1], {"kind": "pass"}])
    return spoiled


def _places(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) of the data, at any depth."""
    places: list[tuple[Any, Any]] = []
    todo = [data]
    while todo:
        node = todo.pop()
        keys = list(node) if isinstance(node, dict) else range(len(node)) if isinstance(node, list) else []
        for k in keys:
            places.append((node, k))
            todo.append(node[k])
    return places


@lru_cache(maxsize=1)
def fuzz_saves() -> list[str]:
    """Positions of all kinds: mulligans, combat, the stack, choices under way."""
    saves = []
    for seed in (11, 12):
        game = Game.new(decks=["rw-tricks", "bg-graveyard"] if seed % 2 else ["blue-black-control", "rg-beats"], seed=seed)
        agents = {"alice": RandomAgent(seed), "bob": RandomAgent(seed + 1)}
        for step in range(300):
            if game.is_over:
                break
            if step % 10 == 0 or (game.state.pending is not None and game.state.pending.kind not in ("priority",)):
                saves.append(game.to_json())
            play(game, agents, 1)
    return saves


def test_randomly_spoiled_saves_are_refused_or_play_on() -> None:
    rng = random.Random(2024)
    saves = fuzz_saves()
    refused = loaded = 0
    for _ in range(400):
        data = json.loads(rng.choice(saves))
        text = json.dumps(spoil_at_random(data, rng))
        try:
            game = Game.from_json(text)
        except TolariaError:
            refused += 1
            continue
        loaded += 1
        agents = {name: RandomAgent(rng.randrange(1000)) for name in game.seats}
        try:
            play(game, agents, 12)
        except TolariaError:
            pass
    assert refused > 200 and loaded > 20  # the spoiling reaches both outcomes
