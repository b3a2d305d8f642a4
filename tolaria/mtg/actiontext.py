"""The action language of ``tolaria play`` and scenario files (specs/scenarios.md, "Actions").

:func:`parse_action` turns one entry such as ``cast Lightning Bolt
targeting bob`` into engine :class:`Action` records for the pending
decision; :func:`describe` turns an action back into words.

Objects are named by card name (case-insensitive), an owner's name before
it (``bob's Grizzly Bears``), a scenario ``id`` label, or ``NAME#K`` (the
K-th of that name in its zone, by arrival). Copies that can't be told
apart (same name, controller and status) are interchangeable, so the
first is taken; otherwise an ambiguous name is an error listing the
candidates.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from tolaria.errors import IllegalAction
from tolaria.mtg.actions import Action
from tolaria.mtg.carddb import card_def
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.rules.casting import target_specs
from tolaria.mtg.rules.targeting import candidates
from tolaria.mtg.state import COLORS, GameState, player_ref


class ActionTextError(IllegalAction):
    """An action text that can't be read or names nothing that exists."""


def _norm(s: str) -> str:
    return " ".join(s.strip().lower().replace("’", "'").split())


def _split_list(text: str) -> list[str]:
    return [t.strip() for t in re.split(r",\s*|\s+and\s+", text) if t.strip()]


def _status(g: GameState, oid: int) -> tuple[object, ...]:
    perm = g.battlefield.get(oid)
    if perm is None:
        return (g.name_of(oid),)
    c = g.combat
    in_combat = c is not None and (oid in c.attackers or oid in c.blockers)
    return (
        perm.name,
        perm.controller,
        perm.tapped,
        perm.damage,
        tuple(sorted(perm.counters.items())),
        perm.sick,
        in_combat,
        perm.attached_to,
    )


def find(g: GameState, text: str, candidates: Iterable[int], what: str = "object") -> int:
    """Resolve a name to one of ``candidates`` (object ids or player refs)."""
    cands = list(candidates)
    t = _norm(text)
    if not t:
        raise ActionTextError(f"expected a {what} name")
    for label, oid in g.labels.items():
        if _norm(label) == t and oid in cands:
            return oid
    for p in g.players:
        if _norm(p.name) == t and player_ref(p.index) in cands:
            return player_ref(p.index)
    owner = None
    m = re.match(r"^(.+?)'s (.+)$", t)
    if m and any(_norm(p.name) == m.group(1) for p in g.players):
        owner = next(p.index for p in g.players if _norm(p.name) == m.group(1))
        t = m.group(2)
    index = None
    m = re.match(r"^(.+)#(\d+)$", t)
    if m:
        t, index = m.group(1).strip(), int(m.group(2))
    matches = [c for c in cands if c > 0 and _norm(display_name(g, c)) == t and _owned(g, c, owner)]
    if not matches:
        raise ActionTextError(f"no {what} named {text!r} can be chosen here{_hint(t)}")
    if index is not None:
        if index > len(matches):
            raise ActionTextError(f"there is no {text!r}: only {len(matches)} {t!r}")
        return matches[index - 1]
    if len({_status(g, c) for c in matches}) > 1:
        names = ", ".join(f"{g.name_of(c)}#{i + 1}" for i, c in enumerate(matches))
        raise ActionTextError(f"{text!r} is ambiguous: {names}")
    return matches[0]


def _hint(name: str) -> str:
    """Nearest card names, when a name is no card at all (a typo)."""
    pool = CardPool.default()
    if name in pool or name.endswith((" ability", " token")):
        return ""
    near = pool.suggestions(name)
    return f"; unknown card, did you mean {', '.join(near)}?" if near else "; unknown card"


def display_name(g: GameState, oid: int) -> str:
    """An object's name as the action language uses it: abilities on the stack are "SOURCE ability"."""
    for item in g.stack:
        if item.id == oid:
            return item.name if item.kind == "spell" else f"{item.name} ability"
    return g.name_of(oid)


def _owned(g: GameState, oid: int, owner: int | None) -> bool:
    if owner is None:
        return True
    perm = g.battlefield.get(oid)
    if perm is not None:
        return perm.owner == owner
    for item in g.stack:
        if item.id == oid:
            return item.owner == owner
    p = g.players[owner]
    return oid in p.hand or oid in p.library or oid in p.graveyard or oid in p.exile


def target_candidates(g: GameState) -> list[int]:
    """Everything that could be named as a target: players, permanents, stack objects."""
    out = [player_ref(p.index) for p in g.players]
    out.extend(g.battlefield)
    out.extend(s.id for s in reversed(g.stack))
    return out


def find_target(g: GameState, text: str, legal: list[int] | None = None) -> int:
    """Resolve a target name, preferring the legal choices when the name fits one of them."""
    t = _norm(text)
    if t == "the stack top":
        if not g.stack:
            raise ActionTextError("the stack is empty")
        return g.stack[-1].id
    if legal:
        try:
            return find(g, text, legal, "target")
        except ActionTextError:
            pass
    return find(g, text, target_candidates(g), "target")


def _targets(g: GameState, player: int, text: str | None, specs: tuple[Any, ...], colors: frozenset[str], source: int | None) -> tuple[int, ...]:
    names = _split_list(text or "")
    out = []
    for i, name in enumerate(names):
        legal = candidates(g, specs[i], player, colors, source) if i < len(specs) else None
        out.append(find_target(g, name, legal))
    return tuple(out)


_CAST = re.compile(
    r"^(?P<card>.+?)(?:\s+targeting\s+(?P<targets>.+?))?(?:\s+with\s+x\s*=\s*(?P<x>\d+))?"
    r"(?:\s+choosing\s+(?P<modes>.+))?$",
    re.IGNORECASE,
)


def parse_action(g: GameState, player: int, text: str) -> tuple[list[Action], str | None]:
    """Read one action entry; returns its actions and, for declarations, "attack"/"block"."""
    raw = text.strip()
    low = _norm(raw)
    p = player
    if low == "pass":
        return [Action("pass", p)], None
    if low == "concede":
        return [Action("concede", p)], None
    if low == "no attack":
        return [], "attack"
    if low == "no block":
        return [], "block"
    word, _, rest = raw.partition(" ")
    word = word.lower()
    if word == "play":
        oid = find(g, rest, g.players[p].hand, "card in hand")
        return [Action("play", p, oid)], None
    if word == "cast":
        m = _CAST.match(rest.strip())
        if m is None:
            raise ActionTextError(f"cannot read {text!r}")
        oid = find(g, m["card"], g.players[p].hand, "card in hand")
        x = int(m["x"]) if m["x"] else 0
        modes = _modes(g.names[oid], m["modes"]) if m["modes"] else ()
        d = card_def(g.names[oid])
        targets = _targets(g, p, m["targets"], target_specs(d, modes), d.colors, None)
        return [Action("cast", p, oid, targets, x, modes)], None
    if word == "tap":
        m = re.match(r"^(.+?)\s+for\s+(\{[WUBRGC]\})$", rest.strip(), re.IGNORECASE)
        if m is None:
            raise ActionTextError(f"cannot read {text!r}: expected 'tap PERMANENT for {{M}}'")
        oid = find(g, m.group(1), [c for c, q in g.battlefield.items() if q.controller == p])
        color = m.group(2)[1].upper()
        return [Action("mana", p, oid, choice=(color,))], None
    if word == "activate":
        return [_activate(g, p, rest)], None
    if low.startswith("attack with "):
        body = raw.strip()[len("attack with ") :]
        target = None
        if "->" in body:
            body, _, tgt = body.partition("->")
            target = find(g, tgt, target_candidates(g), "player or planeswalker")
        mine = [c for c, q in g.battlefield.items() if q.controller == p]
        opponents = g.opponents(p)
        if target is None:
            if len(opponents) != 1:
                raise ActionTextError("say which player to attack: 'attack with X -> PLAYER'")
            target = player_ref(opponents[0])
        acts = [Action("attack", p, find(g, c, mine, "creature"), (target,)) for c in _split_list(body)]
        return acts, "attack"
    if word == "block":
        m = re.match(r"^(.+?)\s+with\s+(.+)$", rest.strip(), re.IGNORECASE)
        if m is None:
            raise ActionTextError(f"cannot read {text!r}: expected 'block ATTACKER with BLOCKER'")
        attackers = list(g.combat.attackers) if g.combat is not None else []
        attacker = find(g, m.group(1), attackers, "attacking creature")
        mine = [c for c, q in g.battlefield.items() if q.controller == p]
        acts = [Action("block", p, find(g, b, mine, "creature"), (attacker,)) for b in _split_list(m.group(2))]
        return acts, "block"
    if word == "assign":
        parts = []
        for chunk in _split_list(rest):
            m = re.match(r"^(\d+)\s+to\s+(.+)$", chunk, re.IGNORECASE)
            if m is None:
                raise ActionTextError(f"cannot read {chunk!r}: expected 'N to TARGET'")
            parts.append((find_target(g, m.group(2)), int(m.group(1))))
        return [Action("assign", p, choice=tuple(parts))], None
    if word == "choose":
        return [Action("choose", p, choice=_choice(g, p, rest))], None
    raise ActionTextError(f"unknown action {text!r}")


_ACTIVATE = re.compile(
    r"^(?P<perm>.+?)(?::(?P<k>\d+))?(?:\s+targeting\s+(?P<targets>.+?))?(?:\s+with\s+x\s*=\s*(?P<x>\d+))?$",
    re.IGNORECASE,
)


def _activate(g: GameState, p: int, rest: str) -> Action:
    """``activate PERMANENT[:K] [targeting T, ...] [with X=N]``: the K-th activated ability in Oracle order."""
    m = _ACTIVATE.match(rest.strip())
    if m is None:
        raise ActionTextError(f"cannot read 'activate {rest}'")
    oid = find(g, m["perm"], [c for c, q in g.battlefield.items() if q.controller == p], "permanent")
    d = card_def(g.battlefield[oid].name)
    k = int(m["k"] or 1)
    abilities = d.activated
    if not abilities and d.mana_abilities and k == 1:
        return Action("mana", p, oid, choice=(d.mana_abilities[0].produces[0],))  # CR 305.6
    if not 1 <= k <= len(abilities):
        raise ActionTextError(f"{d.name} has no activated ability number {k}")
    ability = abilities[k - 1]
    if ability.is_mana:
        return Action("mana", p, oid, choice=(ability.effect.steps[0].mana[0],))
    targets = _targets(g, p, m["targets"], ability.effect.targets, d.colors, oid)
    return Action("activate", p, oid, targets, int(m["x"] or 0), (k - 1,))


def _modes(name: str, text: str) -> tuple[int, ...]:
    """``choosing MODE``: a 1-based number or the start of the mode's text (700.2)."""
    spell = card_def(name).spell
    if spell is None or not spell.modes:
        raise ActionTextError(f"{name} has no modes to choose")
    out = []
    for part in _split_list(text):
        if part.isdigit():
            i = int(part) - 1
            if not 0 <= i < len(spell.modes):
                raise ActionTextError(f"{name} has no mode {part}")
            out.append(i)
            continue
        hits = [i for i, mode in enumerate(spell.modes) if _norm(mode.text).startswith(_norm(part))]
        if len(hits) != 1:
            raise ActionTextError(f"{part!r} names {'no' if not hits else 'more than one'} mode of {name}")
        out.append(hits[0])
    return tuple(out)


def _choice(g: GameState, player: int, text: str) -> tuple[object, ...]:
    pend = g.pending
    if pend is None or pend.kind != "choose":
        raise ActionTextError("no choice is pending")
    data = pend.data
    if data[0] in ("play_first", "mulligan", "may"):
        return (_norm(text),)
    if data[0] == "trigger_target":
        options = list(data[2])
        refs = tuple(find(g, t, {x for o in options for x in o}, "target") for t in _split_list(text))
        if refs not in options:
            raise ActionTextError(f"{text!r} is not a legal choice of targets")
        return refs
    if data[0] == "order":
        return (_trigger_named(g, data[1], text),)
    if data[0] == "search" and _norm(text) == "nothing":
        return ("nothing",)
    cards = list(data[2])
    chosen: list[int] = []
    for name in _split_list(text):
        oid = find(g, name, [c for c in cards if c not in chosen], "card")
        chosen.append(oid)
    return tuple(chosen)


def _trigger_named(g: GameState, options: tuple[Any, ...], text: str) -> Any:
    t = _norm(text)
    if t.endswith(" ability"):
        t = t[: -len(" ability")]
    hits = [o for o in options if _norm(o[2]) == t or (o[1] in g.labels.values() and _label_of(g, o[1]) == t)]
    if not hits:
        raise ActionTextError(f"no waiting triggered ability of {text!r}")
    return hits[0]


def _label_of(g: GameState, oid: int) -> str:
    return next((_norm(k) for k, v in g.labels.items() if v == oid), "")


def apply_entry(g: GameState, player: int, text: str, declare: bool = True) -> str | None:
    """Parse and apply one action entry; returns "attack"/"block" for declaration parts.

    ``order A, B, ...`` answers as many ordering decisions as are asked
    (identical triggers are not asked about). With ``declare``, a
    declaration is completed by this entry.
    """
    from tolaria.mtg.engine import apply_action

    words = text.strip().split(None, 1)
    if words and words[0].lower() == "order":
        names = _split_list(words[1] if len(words) > 1 else "")
        if not names:
            raise ActionTextError("say which triggered abilities to order")
        for name in names:
            pend = g.pending
            if pend is None or pend.kind != "choose" or pend.data[0] != "order" or pend.player != player:
                break
            apply_action(g, Action("choose", player, choice=(_trigger_named(g, pend.data[1], name),)))
        return None
    actions, group = parse_action(g, player, text)
    for a in actions:
        apply_action(g, a)
    if group is not None and declare:
        apply_action(g, Action("declare", player))
    return group


def describe(g: GameState, a: Action) -> str:
    """An action in the action language."""
    name = g.name_of

    def who(ref: int) -> str:
        return g.players[-1 - ref].name if ref < 0 else name(ref)

    k = a.kind
    if k in ("pass", "concede", "declare", "undo"):
        return k
    if k == "play":
        return f"play {name(a.obj)}"
    if k == "cast" and not a.choice:
        s = f"cast {name(a.obj)}"
        if a.targets:
            s += " targeting " + ", ".join(who(t) for t in a.targets)
        if a.x:
            s += f" with X={a.x}"
        return s
    if k == "mana":
        return f"tap {name(a.obj)} for {{{a.choice[0]}}}"
    if k == "activate":
        s = f"activate {name(a.obj)}:{int(a.choice[0]) + 1}"
        if a.targets:
            s += " targeting " + ", ".join(who(t) for t in a.targets)
        return s
    if k == "attack":
        return f"attack with {name(a.obj)} -> {who(a.targets[0])}"
    if k == "block":
        return f"block {name(a.targets[0])} with {name(a.obj)}"
    if k == "assign":
        return "assign " + ", ".join(f"{n} to {who(r)}" for r, n in a.choice)
    if k == "cast" and a.choice:
        return describe(g, a._replace(choice=())) + " choosing " + ", ".join(str(m + 1) for m in a.choice)
    if k == "choose":
        return "choose " + ", ".join(_choice_text(g, c) for c in a.choice)
    return k


def _choice_text(g: GameState, c: Any) -> str:
    if isinstance(c, str):
        return c
    if isinstance(c, tuple):
        return f"{c[2]} ability" if len(c) == 5 and isinstance(c[2], str) else ", ".join(_choice_text(g, x) for x in c)
    if c < 0:
        return g.players[-1 - c].name
    return g.name_of(c)


__all__ = ["ActionTextError", "COLORS", "describe", "find", "parse_action"]
