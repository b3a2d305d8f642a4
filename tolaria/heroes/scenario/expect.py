"""Expectations of Heroes scenario files (heroes-scenarios.md, "Expectations in expect")."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from tolaria.berserk.cards import fold
from tolaria.core.scenario import ScenarioError, line_of
from tolaria.heroes import engine
from tolaria.heroes.abilities import Keyword
from tolaria.heroes.rules import acquired, has, life, markers_of, strike_value, text_of
from tolaria.heroes.scenario import actiontext
from tolaria.heroes.state import GameState, Zone

TOP = {"cards", "queue", "decision", "phase", "stage", "active", "turn", "winner", "game_over", "log"}
PLAYER = {"hero", "hand", "battlefield", "graveyard", "supply", "deck_count", "hand_count", "coins", "prayers", "lost"}
CARD = {"at", "controller", "closed", "hidden", "wounds", "life", "extra_life", "strike", "markers", "stunned",
        "sick", "attacked", "abilities"}


def validate(expect: Any, players: list[str], path: str, line: int | None, game: Any = None) -> None:
    """Unknown keys, and card names that fit no id and no card, make the file invalid (suggesting names)."""
    if not isinstance(expect, Mapping):
        raise ScenarioError(path, line, "'expect' is a mapping")
    for key, value in expect.items():
        where = line_of(expect, key) or line
        if key in players:
            if not isinstance(value, Mapping):
                raise ScenarioError(path, where, f"expectations of {key} are a mapping")
            for k in value:
                if k not in PLAYER:
                    raise ScenarioError(path, line_of(value, k) or where, f"unknown player expectation {k!r}")
                _kind(str(k), value[k], path, line_of(value, k) or where)
            if "hero" in value:
                _card_keys(value["hero"], path, where)
        elif key == "cards":
            if not isinstance(value, Mapping):
                raise ScenarioError(path, where, "'cards' maps ids or names to facts")
            for name, facts in value.items():
                _card_keys(facts, path, line_of(value, name) or where)
                if game is not None and str(name) not in game.labels and game.game.state.db.find(str(name)) is None:
                    hint = game.game.state.db.suggestions(str(name))
                    raise ScenarioError(path, line_of(value, name) or where, f"unknown card {name!r}"
                                        + (f"; did you mean {', '.join(hint)}?" if hint else ""))
        elif key not in TOP:
            raise ScenarioError(path, where, f"unknown expectation {key!r}")
        else:
            _kind(str(key), value, path, where)


_INT = (int,)
_KINDS: dict[str, tuple[type, ...]] = {
    "deck_count": _INT, "hand_count": _INT, "prayers": _INT, "turn": _INT, "wounds": _INT, "life": _INT,
    "extra_life": _INT, "strike": _INT, "lost": (bool,), "game_over": (bool,), "closed": (bool,),
    "hidden": (bool,), "stunned": (bool,), "sick": (bool,), "attacked": (bool,), "coins": (Mapping,),
    "markers": (Mapping,), "abilities": (Mapping,), "log": (Mapping,), "queue": (list,), "hand": (list, Mapping),
    "battlefield": (list, Mapping), "graveyard": (list, Mapping), "supply": (list, Mapping), "at": (str,), "controller": (str,),
    "decision": (str,), "phase": (str,), "stage": (str,), "active": (str,), "winner": (str,),
}
_LISTS = {"abilities": ("has", "lacks"), "log": ("contains",), "hand": ("contains", "excludes", "ordered"),
          "battlefield": ("contains", "excludes", "ordered"), "graveyard": ("contains", "excludes", "ordered"),
          "supply": ("contains", "excludes", "ordered")}


def _kind(key: str, value: Any, path: str, line: int | None) -> None:
    """Each expectation's value is of its kind (a count a whole number, a multiset a list...)."""
    kinds = _KINDS.get(key)
    if kinds is None:
        return
    ok = isinstance(value, kinds) and not (kinds == _INT and isinstance(value, bool))
    if not ok:
        raise ScenarioError(path, line, f"expectation {key!r}: {value!r} is not of its kind")
    if key in _LISTS and isinstance(value, Mapping):
        for k, v in value.items():
            if k not in _LISTS[key] or not isinstance(v, list):
                raise ScenarioError(path, line, f"expectation {key!r}: {k!r} is one of {', '.join(_LISTS[key])}, a list")
    if key == "coins":
        for k, v in value.items():
            if k not in ("open", "closed") or not isinstance(v, int) or isinstance(v, bool):
                raise ScenarioError(path, line, "expectation 'coins' is {open: N, closed: N}")


def _card_keys(facts: Any, path: str, line: int | None) -> None:
    if not isinstance(facts, Mapping):
        raise ScenarioError(path, line, "a card's expectations are a mapping")
    for k in facts:
        if k not in CARD:
            raise ScenarioError(path, line_of(facts, k) or line, f"unknown card expectation {k!r}")
        _kind(str(k), facts[k], path, line_of(facts, k) or line)


def _where(g: GameState, cid: int) -> str:
    zone = g.objects[cid].zone
    return "battlefield" if zone in (Zone.HERO, Zone.BATTLEFIELD) else zone.value


def _find(game: Any, key: str) -> int | None:
    g: GameState = game.game.state
    if key in game.labels:
        return int(game.labels[key])
    found = [c.id for c in g.objects.values() if fold(c.name) == fold(key)]
    in_play = [c for c in found if g.objects[c].zone in (Zone.HERO, Zone.BATTLEFIELD)]
    if len(in_play) == 1:
        return in_play[0]
    return found[0] if len(found) == 1 else None


def _card_facts(game: Any, cid: int, facts: Mapping[str, Any], label: str) -> list[str]:
    g: GameState = game.game.state
    card = g.objects[cid]
    out = []
    for key, want in facts.items():
        got: Any
        if key == "at":
            got = _where(g, cid)
        elif key == "controller":
            got = g.players[card.controller].name
        elif key == "life":
            got = life(g, cid)
        elif key == "strike":
            got = strike_value(g, cid)
        elif key == "markers":
            got = markers_of(card)
            want = dict(want or {})
        elif key == "abilities":
            words = {k.keyword.value.casefold() for k in text_of(g, cid).keywords}
            for e in card.effects:
                words |= {k.keyword.value.casefold() for k in acquired(e.text).keywords}
            if not card.hidden:  # as in force now: Душелов, Набег, a lost Спящий (a hidden card's text is read as printed)
                words = {k.value.casefold() for k in Keyword if has(g, cid, k)}
            for name in (want or {}).get("has", []):
                if str(name).split(" ")[0].casefold() not in {w.split(" ")[0] for w in words}:
                    out.append(f"{label}: expected ability {name}, it has {sorted(words) or 'none'}")
            for name in (want or {}).get("lacks", []):
                if str(name).split(" ")[0].casefold() in {w.split(" ")[0] for w in words}:
                    out.append(f"{label}: expected no ability {name}")
            continue
        else:
            got = getattr(card, key)
        if got != want:
            out.append(f"{label}: expected {key} {want!r}, got {got!r}")
    return out


def _names(g: GameState, ids: list[int]) -> list[str]:
    return [fold(g.objects[c].name) for c in ids]


def _multiset(label: str, got: list[str], want: Any) -> list[str]:
    if isinstance(want, Mapping):
        out = []
        if "contains" in want:
            missing = Counter(fold(str(w)) for w in want["contains"]) - Counter(got)
            if missing:
                out.append(f"{label}: expected to contain {sorted(missing)}, got {got}")
        if "excludes" in want:
            there = [w for w in want["excludes"] if fold(str(w)) in got]
            if there:
                out.append(f"{label}: expected not to contain {there}")
        if "ordered" in want:
            if [fold(str(w)) for w in want["ordered"]] != got:
                out.append(f"{label}: expected in order {list(want['ordered'])}, got {got}")
        return out
    if Counter(fold(str(w)) for w in (want or [])) != Counter(got):
        return [f"{label}: expected {list(want or [])}, got {got}"]
    return []


def check(game: Any, expect: Mapping[str, Any], players: list[str]) -> list[str]:
    g: GameState = game.game.state
    out: list[str] = []
    for key, want in expect.items():
        if key in players:
            p = g.players[players.index(key)]
            for k, v in want.items():
                if k == "hero":
                    out += _card_facts(game, p.hero, v, f"{key}'s hero")
                elif k in ("hand", "battlefield", "graveyard", "supply"):  # ``supply``: an addition (ГЛ «Созданный»)
                    out += _multiset(f"{key}'s {k}", _names(g, getattr(p, k)), v)
                elif k == "deck_count":
                    if len(p.deck) != v:
                        out.append(f"{key}: expected deck_count {v}, got {len(p.deck)}")
                elif k == "hand_count":
                    if len(p.hand) != v:
                        out.append(f"{key}: expected hand_count {v}, got {len(p.hand)}")
                elif k == "coins":
                    got = {"open": p.coins_open, "closed": p.coins_closed}
                    for ck, cv in (v or {}).items():
                        if got.get(ck) != cv:
                            out.append(f"{key}: expected {ck} coins {cv}, got {got.get(ck)}")
                elif k == "prayers":
                    if p.prayers != v:
                        out.append(f"{key}: expected prayers {v}, got {p.prayers}")
                elif k == "lost":
                    if p.lost != v:
                        out.append(f"{key}: expected lost {v}, got {p.lost}")
        elif key == "cards":
            for name, facts in want.items():
                cid = _find(game, str(name))
                if cid is None:
                    out.append(f"no single card {name!r} to check")
                    continue
                out += _card_facts(game, cid, facts, str(name))
        elif key == "queue":
            out += _queue(game, want or [])
        elif key == "decision":
            d = engine.decide(g)
            decider = d.player if d is not None else "none"
            if str(want) != decider:
                out.append(f"expected decision {want}, got {decider}")
        elif key == "phase":
            if g.phase.value != want:
                out.append(f"expected phase {want}, got {g.phase.value}")
        elif key == "stage":
            if g.phase.stage != want:
                out.append(f"expected stage {want}, got {g.phase.stage}")
        elif key == "active":
            if g.players[g.active].name != want:
                out.append(f"expected active {want}, got {g.players[g.active].name}")
        elif key == "turn":
            if g.turn != want:
                out.append(f"expected turn {want}, got {g.turn}")
        elif key == "winner":
            winner = "none" if not g.over else ("draw" if g.winner < 0 else g.players[g.winner].name)
            if str(want) != winner:
                out.append(f"expected winner {want}, got {winner}")
        elif key == "game_over":
            if g.over != want:
                out.append(f"expected game_over {want}, got {g.over}")
        elif key == "log":
            texts = [(e["text"], " ".join(e["rules"])) for e in game.game.log]
            for s in (want or {}).get("contains", []):
                if not any(str(s) in t or str(s) in r for t, r in texts):
                    out.append(f"the log has no entry with {s!r}")
    return out


def _queue(game: Any, want: list[Any]) -> list[str]:
    g: GameState = game.game.state
    got = [actiontext.entry_name(g, e, game.labels) for e in g.queue]
    if len(want) != len(g.queue) or not all(actiontext.entry_matches(g, e, str(w), game.labels)
                                             for e, w in zip(g.queue, want, strict=False)):
        return [f"expected queue {list(want)}, got {got}"]
    return []
