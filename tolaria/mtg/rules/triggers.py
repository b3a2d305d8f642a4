"""Triggered abilities (CR 603): noticing trigger events and putting abilities on the stack.

When an event happens, every ability that triggers on it is recorded in
``GameState.triggers``; nothing else happens yet (117.2a). The next time a
player would receive priority, the waiting abilities are put on the stack
in APNAP order, each player ordering their own (603.3b), with targets
chosen as they go on the stack (603.3d). An ability with an intervening
"if" clause triggers only if the condition holds, and checks it again on
resolution (603.4). Leaves-the-battlefield abilities "look back in time"
(603.10a): they are found on the permanent as it last existed.
"""

from __future__ import annotations

from itertools import product

from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules.events import describe, log
from tolaria.mtg.rules.targeting import candidates
from tolaria.mtg.state import GameState, Pending, Permanent, StackObject


def condition_holds(g: GameState, condition: str, source: int) -> bool:
    """Intervening "if" clauses (603.4)."""
    if condition == "self_untapped":
        perm = g.battlefield.get(source)
        return perm is not None and not perm.tapped
    return True


def trigger(g: GameState, perm: Permanent, event: str, ref: int = 0) -> None:
    """Record every ability of ``perm`` that triggers on ``event``."""
    d = card_def(perm.name)
    if not d.triggered:
        return
    for i, ability in enumerate(d.triggered):
        if ability.event == event and condition_holds(g, ability.condition, perm.id):
            g.triggers.append((perm.controller, perm.id, perm.name, i, ref))


def entered(g: GameState, perm: Permanent) -> None:
    """"When ~ enters" and "Whenever another creature enters" (603.6a)."""
    trigger(g, perm, "enters")
    if card_def(perm.name).is_creature:
        for other in list(g.battlefield.values()):
            if other.id != perm.id:
                trigger(g, other, "another_creature_enters", perm.id)


def beginning_of_step(g: GameState, step: str) -> None:
    """CR 603.2b: "at the beginning of" abilities trigger as their step begins."""
    if step == "upkeep":
        for perm in list(g.battlefield.values()):
            if perm.controller == g.active:
                trigger(g, perm, "your_upkeep")
    elif step == "draw":
        for perm in list(g.battlefield.values()):
            trigger(g, perm, "each_draw_step", -1 - g.active)


# --------------------------------------------------------- to the stack


def _apnap(g: GameState) -> list[int]:
    n = len(g.players)
    return [(g.active + k) % n for k in range(n)]


def put_on_stack(g: GameState) -> bool:
    """Put waiting triggered abilities on the stack (603.3); False if there were none.

    Sets a pending decision when a player must order their abilities or
    choose a target.
    """
    if not g.triggers:
        return False
    for player in _apnap(g):
        mine = [i for i, t in enumerate(g.triggers) if t[0] == player]
        if not mine:
            continue
        kinds = {identity(g.triggers[i]) for i in mine}
        if len(kinds) > 1:
            # CR 603.3b: the player chooses the order; the first chosen goes on the stack first.
            g.pending = Pending("choose", player, ("order", tuple(g.triggers[i] for i in mine)))
            return True
        _push(g, mine[0])
        return True
    return False


def identity(t: tuple[int, int, str, int, int]) -> tuple[str, int, int]:
    """What makes two waiting triggers different; identical ones need no ordering.

    The event's object matters only if the effect refers to it ("that creature").
    """
    _, _, name, i, ref = t
    effect = card_def(name).triggered[i].effect
    uses_ref = any(s.obj == "ref" or s.who == "ref" for s in effect.steps)
    return (name, i, ref if uses_ref else 0)


def answer_order(g: GameState, index: int) -> None:
    g.pending = None
    _push(g, index)


def target_options(g: GameState, t: tuple[int, int, str, int, int]) -> list[tuple[int, ...]]:
    controller, source, name, i, _ = t
    d = card_def(name)
    specs = d.triggered[i].effect.targets
    per_spec = [candidates(g, spec, controller, d.colors, source) for spec in specs]
    return [c for c in product(*per_spec) if len(set(c)) == len(c)]


def _push(g: GameState, index: int) -> None:
    t = g.triggers[index]
    controller, source, name, i, ref = t
    d = card_def(name)
    if d.triggered[i].effect.targets:
        options = target_options(g, t)
        if not options:
            g.triggers.pop(index)  # CR 603.3d: no legal target, removed from the stack
            log(g, "trigger_removed", ("603.3d",), card=name)
            return
        if len(options) > 1:
            g.pending = Pending("choose", controller, ("trigger_target", index, tuple(options)))
            return
        finish_push(g, index, options[0])
        return
    finish_push(g, index, ())


def finish_push(g: GameState, index: int, targets: tuple[int, ...]) -> None:
    controller, source, name, i, ref = g.triggers.pop(index)
    g.pending = None
    item = StackObject(g.new_id(), "trigger", name, controller, controller, targets, source=source, ability=i, ref=ref)
    g.stack.append(item)
    text = f" targeting {', '.join(describe(g, x) for x in targets)}" if targets else ""
    log(g, "trigger", ("603.3",), card=name, targets=text)
