"""Writing a position as a scenario file (specs/scenarios.md, "File layout"), for ``tolaria play``'s ``save``.

A saved position must reload with ``Game.from_scenario(path)`` to the same
position, so only what a scenario file can say is written: each player's
life, zones (libraries in order, top first) and permanents with their
status, the turn, the step and who is active. A scenario starts with the
active player holding priority and an empty stack, so a position is
savable when a player holds priority with nothing on the stack, nothing
waiting to trigger and no combat declared; when another player holds it,
the file's ``do`` passes up to them. A land played this turn is put back
in hand and played again in ``do`` (so the reloaded player can't play a
second one) where that is possible; what the file can't say is reported
as notes, and what would make it wrong is refused with the reasons.

The file holds the whole position, hidden cards included: it is a tool's
record, not a seat's view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tolaria.errors import TolariaError
from tolaria.mtg import decisions as dec
from tolaria.mtg.events import LandPlayed
from tolaria.mtg.game import Game
from tolaria.mtg.kinds import Step
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import pool_text
from tolaria.mtg.state import GameState, Permanent

MAIN_PHASES = (Step.MAIN1, Step.MAIN2)


class UnsavablePosition(TolariaError):
    """A position that a scenario file can't hold; ``reasons`` says why, one reason each."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("this position can't be written as a scenario: " + "; ".join(reasons))
        self.reasons = reasons


@dataclass(frozen=True, slots=True)
class SavedScenario:
    """A position as scenario data, and what about it the file does not say."""

    data: dict[str, Any]
    notes: tuple[str, ...] = field(default=())

    def text(self) -> str:
        """The scenario as YAML, keys in the order of the contract."""
        header = "".join(f"# note: {note}\n" for note in self.notes)
        body = yaml.safe_dump(self.data, sort_keys=False, allow_unicode=True, width=100)
        return header + body


def unsavable_reasons(game: Game) -> list[str]:
    """Why the position can't be written as a scenario (empty when it can)."""
    g = game.state
    if g.over:
        return ["the game is over"]
    if g.setup:
        return ["the game has not begun yet (mulligans are under way)"]
    reasons = []
    pending = g.pending
    if not isinstance(pending, dec.Priority):
        kind = pending.kind.replace("_", " ") if pending is not None else "nothing"
        reasons.append(f"a scenario starts with a player holding priority, and the game is asking for: {kind}")
    if g.stack:
        reasons.append("the stack is not empty")
    if g.waiting:
        reasons.append("triggered abilities are waiting to be put on the stack")
    if g.combat is not None and (g.combat.attackers or g.combat.declared):
        reasons.append("attackers have been declared")
    if g.effects:
        sources = sorted({e.source_name for e in g.effects})
        reasons.append(f"effects of {', '.join(sources)} are in force")
    if g.shields:
        sources = sorted({s.source_name for s in g.shields})
        reasons.append(f"shields from {', '.join(sources)} are in place")
    tokens = sorted({g.name_of(p.id) for p in g.battlefield.values() if p.token})
    if tokens:
        reasons.append(f"tokens can't be listed in a scenario file ({', '.join(tokens)})")
    return reasons


def scenario_of(game: Game, name: str | None = None) -> SavedScenario:
    """The position as scenario data; UnsavablePosition if a scenario file can't hold it."""
    reasons = unsavable_reasons(game)
    if reasons:
        raise UnsavablePosition(reasons)
    g = game.state
    names = [p.name for p in g.players]
    labels = _labels(g)
    replay, notes = _land_replay(game)
    players: dict[str, Any] = {}
    for p in g.players:
        entry: dict[str, Any] = {"life": p.life}
        if p.poison:
            entry["poison"] = p.poison
        # the land to play again goes first: "play NAME" takes the first of that name in hand
        replayed = [g.name_of(oid) for oid in replay if g.battlefield[oid].owner == p.index]
        entry["hand"] = replayed + [g.name_of(c) for c in p.hand]
        entry["library"] = [g.name_of(c) for c in p.library]
        entry["battlefield"] = [
            _permanent(g, perm, labels, names)
            for perm in g.battlefield.values()
            if perm.owner == p.index and perm.id not in replay
        ]
        entry["graveyard"] = [g.name_of(c) for c in p.graveyard]
        entry["exile"] = [g.name_of(c) for c in p.exile]
        if any(p.pool):
            entry["mana_pool"] = pool_text(p.pool)
        players[p.name] = entry
    do = [{names[g.active]: f"play {g.name_of(oid)}"} for oid in replay]
    do += [{names[seat]: "pass"} for seat in _passes_to_holder(g)]
    data: dict[str, Any] = {
        "name": name or f"saved position: {' vs '.join(names)}, turn {g.turn} ({g.step.word})",
        "rules": g.profile,
        "seed": g.rng,
        "turn": {"active": names[g.active], "step": g.step.word, "number": g.turn},
        "players": players,
    }
    if g.teams:  # CR 810: the format and its teams, team by team in turn order
        data["format"] = g.format
        data["teams"] = [[names[p] for p in team] for team in g.teams]
        notes += [
            f"{g.players[p].name} has played a land this turn; the file can't say so"
            for p in g.team_of(g.active)
            if p != g.active and g.players[p].lands_played
        ]
    if do:
        data["do"] = do
    return SavedScenario(data, tuple(notes))


def save_scenario(game: Game, path: str | Path, name: str | None = None) -> SavedScenario:
    """Write the position to ``path`` as a scenario file; returns what was written."""
    saved = scenario_of(game, name)
    try:
        Path(path).write_text(saved.text(), encoding="utf-8")
    except OSError as err:
        raise TolariaError(f"can't write {str(path)!r}: {err.strerror}") from None
    return saved


def _labels(g: GameState) -> dict[int, str]:
    """Scenario ``id`` labels for the permanents something is attached to (the only ones that need one)."""
    attached = {p.attached_to for p in g.battlefield.values() if p.attached_to is not None}
    return {oid: f"p{oid}" for oid in sorted(attached)}


def _permanent(g: GameState, perm: Permanent, labels: dict[int, str], names: list[str]) -> str | dict[str, Any]:
    """A battlefield entry: the bare name when the permanent is in its default status, else a mapping."""
    entry: dict[str, Any] = {"card": g.name_of_card(perm.card)}
    if perm.tapped:
        entry["tapped"] = True
    if perm.damage:
        entry["damage"] = perm.damage
    if perm.counters:
        entry["counters"] = dict(perm.counters)
    if perm.sick:
        entry["sick"] = True
    if perm.face_down:
        entry["face_down"] = True
    controller = chars(g, perm.id).controller
    if controller != perm.owner:
        entry["controller"] = names[controller]
    if perm.attached_to is not None:
        entry["attached_to"] = labels[perm.attached_to]
    if perm.id in labels:
        entry["id"] = labels[perm.id]
    return entry if len(entry) > 1 else entry["card"]


def _land_replay(game: Game) -> tuple[list[int], list[str]]:
    """The land the active player played this turn, to be played again by the file's ``do``.

    Returns the permanents to replay (none or one) and notes for a land
    play the file can't repeat: the reloaded player could then play
    another land this turn.
    """
    g = game.state
    active = g.players[g.active]
    if not active.lands_played:
        return [], []
    played = [
        e.new for e in game.history.to_list() if isinstance(e, LandPlayed) and e.turn == g.turn and e.owner == g.active
    ]
    oid = played[-1] if played else None
    perm = g.battlefield.get(oid) if oid is not None else None
    replayable = (
        perm is not None
        and active.lands_played == 1
        and g.step in MAIN_PHASES
        and not perm.tapped
        and not perm.damage
        and not perm.counters
        and perm.attached_to is None
        and chars(g, perm.id).controller == g.active
        and not any(p.attached_to == perm.id for p in g.battlefield.values())
    )
    if replayable:
        assert perm is not None
        return [perm.id], []
    return [], [f"{active.name} has played a land this turn; the file can't say so"]


def _passes_to_holder(g: GameState) -> list[int]:
    """The seats that pass, in turn order from the active player, before the one holding priority."""
    holder = g.priority if g.priority is not None else g.active
    seats: list[int] = []
    seat = g.active
    while seat != holder:
        seats.append(seat)
        seat = (seat + 1) % len(g.players)
    return seats
