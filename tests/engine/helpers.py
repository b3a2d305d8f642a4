"""Shared helpers for engine tests: positions from scenario text, card databases with test cards."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tolaria.mtg import Game
from tolaria.mtg.carddb import CardDatabase
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.coverage import reference_set_path


def position(players: dict[str, Any], step: str = "main1", cards: CardDatabase | None = None, **top: Any) -> Game:
    """A scenario-style position (alice active unless said), holding priority."""
    data = {"name": "test position", "players": players, "turn": {"active": top.pop("active", "alice"), "step": step}}
    data.update(top)
    return Game.from_scenario(json.dumps(data), cards=cards)


def database_with(*cards: dict[str, Any]) -> CardDatabase:
    """The bundled pool plus test cards (Oracle-style records), as a database of its own."""
    records = [_record(face) for face in CardPool.default()]
    records.extend({"pool": "T", "set": "TEST", **card} for card in cards)
    return CardDatabase(CardPool(records))


def _record(face: Any) -> dict[str, Any]:
    pool = CardPool.default()
    out: dict[str, Any] = {
        "name": face.name,
        "mana_cost": str(face.mana_cost),
        "type_line": str(face.type_line),
        "text": face.text,
        "pool": pool.pool_of(face.name),
        "set": pool.set_of(face.name),
    }
    if face.power is not None:
        out["power"] = face.power.text or str(face.power.base)
        out["toughness"] = face.toughness.text or str(face.toughness.base)
    if face.loyalty is not None:
        out["loyalty"] = str(face.loyalty)
    return out


def ids(game: Game, name: str) -> list[int]:
    """The battlefield ids of permanents showing ``name``."""
    g = game.state
    return [oid for oid in g.battlefield if g.name_of(oid) == name]


def reference_set_file(code: str) -> Path:
    """The reference MTGJSON file of set ``code``; the test is skipped where it is not present."""
    path = reference_set_path(code)
    if path is None:
        pytest.skip(f"no reference card file for {code}")
    return path
