"""The action language of heroes-scenarios.md ("Actions in do"), read into action records.

Names: a scenario ``id``; ``PLAYER's hero``; ``PLAYER's NAME`` (a card he
owns); a card name unique in the game zones (in a personal zone, any one
of them). A hidden card is named by its ``id`` in its opponent's actions.
A name that fits nothing or several is :class:`UnreadableAction`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from tolaria.berserk.cards import fold
from tolaria.core.protocol import Action
from tolaria.errors import IllegalAction, UnreadableAction
from tolaria.heroes import engine, fury
from tolaria.heroes.actions import (
    Answer,
    Assign,
    Choose,
    ChoosePlayer,
    Concede,
    Defend,
    FuryWound,
    Keep,
    Order,
    Pass,
    PassTurn,
    PayCoins,
    Play,
    Redeal,
    Reveal,
    Select,
    Strike,
    Use,
)
from tolaria.heroes.decisions import (
    AssignChoice,
    CardChoice,
    DefenderChoice,
    FuryChoice,
    OrderChoice,
    PayChoice,
    PlayerChoice,
    RevealChoice,
    TargetChoice,
    YesNoChoice,
)
from tolaria.heroes.state import Entry, GameState, Zone

GAME_ZONES = (Zone.HERO, Zone.BATTLEFIELD)


def label_of(labels: Mapping[str, int], cid: int) -> str | None:
    for k, v in labels.items():
        if v == cid:
            return k
    return None


def resolve(g: GameState, me: int, words: str, labels: Mapping[str, int], zone: Zone | None = None) -> int:
    """The object a name stands for, as player ``me`` may name it."""
    w = " ".join(words.split())
    if w in labels:
        return labels[w]
    for k, v in labels.items():
        if fold(k) == fold(w):
            return v
    m = re.fullmatch(r"(.+?)'s (.+)", w)
    if m:
        owner = next((i for i, p in enumerate(g.players) if fold(p.name) == fold(m.group(1))), None)
        if owner is None:
            raise UnreadableAction(f"no player named {m.group(1)!r}")
        if fold(m.group(2)) == "hero":
            return g.players[owner].hero
        found = [c.id for c in g.objects.values() if c.owner == owner and fold(c.name) == fold(m.group(2))
                 and not (c.hidden and c.controller != me)]
        return _one(g, found, w, zone, me)
    found = [c.id for c in g.objects.values() if fold(c.name) == fold(w) and not (c.hidden and c.controller != me)]
    return _one(g, found, w, zone, me)


def _one(g: GameState, found: list[int], w: str, zone: Zone | None, me: int) -> int:
    if zone is not None:
        personal = [c for c in found if g.objects[c].zone is zone and g.objects[c].owner == me]
        if personal:
            return personal[0]
    in_game = [c for c in found if g.objects[c].zone in GAME_ZONES]
    if len(in_game) == 1:
        return in_game[0]
    if len(in_game) > 1:
        raise UnreadableAction(f"{w!r} fits several cards in the game zones; name one by its id")
    if len(found) == 1:
        return found[0]
    if not found:
        raise UnreadableAction(f"no card is named {w!r}")
    raise UnreadableAction(f"{w!r} fits several cards; name one by its id")


def _list(g: GameState, me: int, text: str, labels: Mapping[str, int], zone: Zone | None = None) -> tuple[int, ...]:
    return tuple(resolve(g, me, t, labels, zone) for t in text.split(",") if t.strip())


def _index(g: GameState, cid: int, k: str | None, shot: bool) -> int:
    abilities = engine.printed(g, cid).activated
    if k is not None:
        return int(k)
    if shot:
        shots = [i for i, a in enumerate(abilities, 1) if a.is_shot]
        if len(shots) == 1:
            return shots[0]
        if not shots:
            raise IllegalAction(f"{g.objects[cid].name} has no shot", "ГЛ «Выстрел на X»")
        raise UnreadableAction(f"{g.objects[cid].name} has {len(shots)} shots: name one as C:K")
    if len(abilities) == 1:
        return 1
    if not abilities:
        raise IllegalAction(f"{g.objects[cid].name} has no activated ability", "ГЛ «Активируемая способность»")
    raise UnreadableAction(f"{g.objects[cid].name} has {len(abilities)} activated abilities: name one as C:K")


def parse(g: GameState, me: int, text: str, labels: Mapping[str, int]) -> list[Action]:
    """One entry of the action language as the atomic actions of player ``me`` (UnreadableAction if off the grammar).

    A multi-part answer (``redeal A, B``, ``choose X, Y``) is a sequence of
    atomic choices, applied whole or not at all.
    """
    t = " ".join(text.split())
    low = t.casefold()
    simple: dict[str, Action] = {"select attack": Select("attack"), "select ability": Select("ability"),
                                 "select card": Select("card"), "pass turn": PassTurn(), "concede": Concede(),
                                 "pass": Pass(), "keep": Keep(), "no defender": Defend(-1), "reveal none": Reveal(-1)}
    if low in simple:
        return [simple[low]]
    x = -1
    mx = re.fullmatch(r"((?:use|play) .+?) with [xх]\s*=\s*(\d+)", t, re.IGNORECASE)
    if mx:  # ``with X=N``: the X of the declaration (Х and X read alike)
        t, x = mx.group(1), int(mx.group(2))
    elif re.search(r"\bwith [xх]\s*=", low):
        raise UnreadableAction(f"X is 'with X=N' after a 'use' or 'play', N a whole number: {t!r}")
    m = re.fullmatch(r"strike (.+) with (.+)", t, re.IGNORECASE)
    if m:
        return [Strike(resolve(g, me, m.group(2), labels), resolve(g, me, m.group(1), labels))]
    m = re.fullmatch(r"shoot (.+) with (.+?)(?::(\d+))?", t, re.IGNORECASE)
    if m:
        cid = resolve(g, me, m.group(2), labels)
        k = _index(g, cid, m.group(3), shot=True)
        abilities = engine.printed(g, cid).activated
        if not 1 <= k <= len(abilities) or not abilities[k - 1].is_shot:
            raise IllegalAction(f"ability {k} of {g.objects[cid].name} is not a shot", "ГЛ «Выстрел на X»")
        return [Use(cid, k, resolve(g, me, m.group(1), labels))]
    m = re.fullmatch(r"use (.+?)(?::(\d+))?(?: on (.+))?", t, re.IGNORECASE)
    if m:
        cid = resolve(g, me, m.group(1), labels)
        found = _targets(g, me, m.group(3), labels)
        return [Use.of(cid, _index(g, cid, m.group(2), shot=False), found, x)]
    m = re.fullmatch(r"play (.+?)(?: on (.+?))?(?: wounding (.+))?", t, re.IGNORECASE)
    if m:  # ``wounding A, B``: the creatures ГЛ «Ярость» wounds
        cid = resolve(g, me, m.group(1), labels, Zone.HAND)
        found = _targets(g, me, m.group(2), labels)
        play: list[Action] = [Play.of(cid, found, x)]
        if m.group(3) is None and not fury.asks(g, me, cid):
            return play
        wounded = _list(g, me, m.group(3) or "", labels)  # then no more (left out if nothing more is asked)
        return [*play, *(FuryWound(c) for c in wounded), FuryWound(-1)]
    m = re.fullmatch(r"wound (.+)", t, re.IGNORECASE)
    if m:  # an answer to ГЛ «Ярость»: ``wound A, B`` (and no more) or ``wound none``
        if m.group(1).casefold() in ("none", "no more"):
            return [FuryWound(-1)]
        return [*(FuryWound(c) for c in _list(g, me, m.group(1), labels)), FuryWound(-1)]
    m = re.fullmatch(r"defend (.+) with (.+)", t, re.IGNORECASE)
    if m:
        target = resolve(g, me, m.group(1), labels)
        d = g.pending
        if isinstance(d, DefenderChoice) and target != d.target:
            raise IllegalAction(f"the strike is not at {g.objects[target].name}", "ГЛ «Назначить защитника»")
        return [Defend(resolve(g, me, m.group(2), labels))]
    m = re.fullmatch(r"redeal (.+)", t, re.IGNORECASE)
    if m:
        return [*(Redeal(c) for c in _distinct(g, me, m.group(1), labels, Zone.HAND)), Keep()]
    m = re.fullmatch(r"reveal (.+)", t, re.IGNORECASE)
    if m:
        return [Reveal(c) for c in _list(g, me, m.group(1), labels)]
    m = re.fullmatch(r"choose (.+)", t, re.IGNORECASE)
    if m:
        if m.group(1).casefold() in ("yes", "no"):
            return [Answer(m.group(1).casefold() == "yes")]
        d = g.pending
        if isinstance(d, PlayerChoice):  # a player by name (ГЛ «Мор X»)
            seat = next((i for i, p in enumerate(g.players) if fold(p.name) == fold(m.group(1))), None)
            if seat is None:
                raise UnreadableAction(f"no player named {m.group(1)!r}")
            return [ChoosePlayer(seat)]
        if isinstance(d, CardChoice):  # a card of his own deck or hand (``choose none``: no card)
            if m.group(1).casefold() == "none":
                return [Choose(-1)]
            zone = next((z for z in Zone if z.value == d.zone), None)  # "game": a character in play (ГЛ «Жажда Х»)
            return [Choose(resolve(g, me, m.group(1), labels, zone))]
        return [Choose(c) for c in _list(g, me, m.group(1), labels)]
    m = re.fullmatch(r"pay (\d+)", low)
    if m:
        return [PayCoins(int(m.group(1)))]
    m = re.fullmatch(r"assign (.+)", t, re.IGNORECASE)
    if m:
        return _assign(g, me, m.group(1), labels)
    raise UnreadableAction(f"not an action of the Heroes action language: {t!r}")


def _assign(g: GameState, me: int, text: str, labels: Mapping[str, int]) -> list[Action]:
    """``assign N to T[, N to T...]``: the whole division, each part one atomic answer."""
    out: list[Action] = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        m = re.fullmatch(r"(\d+) to (.+)", part, re.IGNORECASE)
        if not m:
            raise UnreadableAction(f"a division is 'assign N to T[, N to T...]', got {part!r}")
        out.append(Assign(resolve(g, me, m.group(2), labels), int(m.group(1))))
    return out


def _targets(g: GameState, me: int, text: str | None, labels: Mapping[str, int]) -> tuple[int, ...]:
    found = _list(g, me, text or "", labels)
    if len(found) > 2:
        raise IllegalAction("no ability the engine reads has more than two targets", "ГЛ «Выбранное существо (карта)»")
    return found


def _distinct(g: GameState, me: int, text: str, labels: Mapping[str, int], zone: Zone) -> list[int]:
    """Cards of a personal zone by name, a different copy for each name repeated (``redeal A, A``)."""
    out: list[int] = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        cid = resolve(g, me, part, labels, zone)
        if cid in out:
            copies = [c for c in g.players[me].hand if g.objects[c].name == g.objects[cid].name and c not in out]
            cid = copies[0] if copies else cid
        out.append(cid)
    return out


def entry_name(g: GameState, entry: Entry, labels: Mapping[str, int]) -> str:
    """An entry as the contract writes it: ``SOURCE KIND[ K][ -> TARGET, ...]``, ids where the file gave them."""
    src = label_of(labels, entry.source) or g.objects[entry.source].name
    k = f" {entry.index}" if entry.index and entry.kind.value != "strike" else ""
    names = [label_of(labels, t) or g.objects[t].name for t in entry.targets if t >= 0]  # ГЛ «Иначе»: none to choose
    return f"{src} {entry.kind.value}{k}" + (" -> " + ", ".join(names) if names else "")


def entry_matches(g: GameState, entry: Entry, written: str, labels: Mapping[str, int]) -> bool:
    """Whether ``SOURCE KIND[ K][ -> TARGET, ...]`` names this entry (targets compared where written)."""
    head, arrow, tail = written.partition("->")
    m = re.fullmatch(r"(.+?) (strike|ability|trigger|spell)(?: (\d+))?", " ".join(head.split()), re.IGNORECASE)
    if not m or m.group(2).casefold() != entry.kind.value:
        return False
    if m.group(3) is not None and int(m.group(3)) != entry.index:
        return False
    if not _names(g, entry.source, m.group(1), labels):
        return False
    if not arrow:
        return True
    parts = [t for t in tail.split(",") if t.strip()]
    named = [t for t in entry.targets if t >= 0]  # an «иначе»'s [Х] with no legal target names none (ГЛ «Иначе»)
    return len(parts) == len(named) and all(_names(g, c, t, labels) for c, t in zip(named, parts, strict=True))


def _names(g: GameState, cid: int, words: str, labels: Mapping[str, int]) -> bool:
    """Whether ``words`` names object ``cid`` (an id, its card name, ``PLAYER's hero`` or ``PLAYER's NAME``)."""
    w = " ".join(words.split())
    if w in labels:
        return labels[w] == cid
    card = g.objects[cid]
    if fold(w) == fold(card.name):
        return True
    m = re.fullmatch(r"(.+?)'s (.+)", w)
    if m and fold(g.players[card.owner].name) == fold(m.group(1)):
        return (fold(m.group(2)) == "hero" and g.players[card.owner].hero == cid) or fold(m.group(2)) == fold(card.name)
    return False


def _order(g: GameState, me: int, text: str, labels: Mapping[str, int]) -> None:
    """``order ENTRY, ENTRY[, ...]``: each named trigger enters next, first named first (FAQ-ВД 1)."""
    for n, part in enumerate(p.strip() for p in text.split(",") if p.strip()):
        d = g.pending
        if not isinstance(d, OrderChoice) or d.player != g.players[me].name:
            if n and any(entry_matches(g, e, part, labels) for e in (*g.entering, *g.queue)):
                continue  # the last one enters by itself once it is the only one left
            if n:
                raise UnreadableAction(f"no trigger of yours that waited to be ordered is named {part!r}")
            raise IllegalAction("no triggers of yours wait to be ordered", "FAQ-ВД 1")
        group = [e for e in g.waiting if e.controller == me]
        options = [i for i, e in enumerate(group) if entry_matches(g, e, part, labels)]
        if not options:
            raise UnreadableAction(f"no waiting trigger is named {part!r}")
        _one_action(g, me, Order(options[0]))


def _one_action(g: GameState, me: int, action: Action) -> None:
    engine.check(g, action, g.players[me].name)
    engine.perform(g, action, g.players[me].name)
    while (g.waiting or g.entering) and g.pending is None and not g.over:
        engine.step(g)


def _perform_all(g: GameState, actions: list[Action], player: str) -> None:
    for action in actions:
        if isinstance(action, FuryWound) and not isinstance(g.pending, FuryChoice):
            if action.card < 0:
                continue  # the last creature named was the last that could be: nothing more was asked
            first = actions[0]
            if isinstance(first, Play):
                cost = engine.defn(g, first.card).cost
                raise IllegalAction(f"{g.objects[first.card].name} costs {cost}: at most {cost} creatures are "
                                    "wounded for its Ярость", "ГЛ «Ярость»")
            raise IllegalAction("no creature is asked for Ярость now", "ГЛ «Ярость»")
        engine.check(g, action, player)
        engine.perform(g, action, player)


def _asked(g: GameState, actions: list[Action]) -> None:
    """Refuse an answer to a question that is not asked now, and a division that leaves wounds unassigned."""
    first, d = actions[0], g.pending
    if isinstance(first, Choose) and not isinstance(d, TargetChoice | CardChoice):
        raise IllegalAction("no choice is asked now", "ГЛ «Выбранное существо (карта)»")
    if isinstance(first, ChoosePlayer) and not isinstance(d, PlayerChoice):
        raise IllegalAction("no choice is asked now", "ГЛ «Выбранное существо (карта)»")
    if isinstance(first, Answer) and not isinstance(d, YesNoChoice):
        raise IllegalAction("no yes/no question is asked now", "ГЛ «Срабатывающая способность»")
    if isinstance(first, PayCoins) and not isinstance(d, PayChoice):
        raise IllegalAction("no payment is asked now", "ГЛ «Вымогательство — <условие>»")
    if isinstance(first, Assign):
        if not isinstance(d, AssignChoice):
            raise IllegalAction("no division of wounds is asked now", "ГЛ «Ранить на Х [цель], раниться»")
        given = sum(a.amount for a in actions if isinstance(a, Assign))
        if given != d.remaining:
            raise IllegalAction(f"all {d.remaining} wounds must be assigned, {given} are", "ГЛ «Ранить на Х [цель], раниться»")


def apply_entry(g: GameState, player: str, text: str, labels: Mapping[str, int], run: bool = False) -> None:
    """Read and apply one entry for ``player``: its own part (``run``: and on to the next decision)."""
    me = engine.seat_of(g, player)
    t = " ".join(text.split())
    if t.casefold().startswith("order "):
        _order(g.copy(), me, t[6:], labels)  # on a copy first: a name refused halfway changes nothing
        _order(g, me, t[6:], labels)
    else:
        actions = parse(g, me, text, labels)
        _asked(g, actions)
        if len(actions) > 1:  # several answers: all are tried on a copy first, so a refusal changes nothing
            _perform_all(g.copy(), actions, player)
        _perform_all(g, actions, player)
        last = actions[-1]
        if isinstance(last, Reveal) and last.card >= 0 and isinstance(g.pending, RevealChoice):
            engine.perform(g, Reveal(-1), player)  # ``reveal C, D``: those, and no more
        if not run:
            while (g.waiting or g.entering) and g.pending is None and not g.over:
                engine.step(g)
    if run:
        engine.advance(g)
    elif g.pending is None and not g.over:
        engine.back_to_choice(g)
        engine.open_window(g)
        if g.phase.value == "preparation":
            engine.ask_redeal(g)
