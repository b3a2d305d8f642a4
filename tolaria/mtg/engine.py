"""The decision protocol: legal actions for the pending decision, and applying one.

:func:`legal_actions` lists complete actions for the pending decision;
:func:`apply_action` checks an action fully before changing anything, so
a refused action raises :class:`IllegalAction` and leaves the state as it
was, then runs the game on to the next decision.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from tolaria.errors import IllegalAction
from tolaria.mtg.actions import Action
from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules import activation, casting, combat, effects, start, triggers, turns
from tolaria.mtg.rules.mana import activate_mana_ability, sources
from tolaria.mtg.rules.priority import advance, pass_priority
from tolaria.mtg.rules.sba import lose
from tolaria.mtg.rules.targeting import card_matches
from tolaria.mtg.state import GameState, Pending

CARD_CHOICES = ("discard", "cleanup_discard", "bottom", "choose_card", "sacrifice", "cost_discard")


# ----------------------------------------------------------- enumeration


def legal_actions(g: GameState, mana_abilities: bool = False) -> list[Action]:
    """Every complete legal action for the pending decision.

    Priority: pass, then lands, then spells (one card per name: copies
    are interchangeable), then, if asked, mana abilities. Conceding is
    always allowed but is not listed.
    """
    pend = g.pending
    if pend is None or g.over:
        return []
    p = pend.player
    kind = pend.kind
    if kind == "priority":
        out = [Action("pass", p)]
        out.extend(Action("play", p, oid) for oid in casting.land_actions(g, p))
        out.extend(Action("cast", p, oid, t, x, m) for oid, t, x, m in casting.cast_actions(g, p))
        out.extend(
            Action("activate", p, src, t, x, (i, d))
            for src, i, t, x, d in activation.activation_actions(g, p)
        )
        if mana_abilities:
            out.extend(Action("mana", p, oid, choice=(c,)) for oid, c in sources(g, p))
        return out
    if kind == "declare_attackers":
        out = [Action("attack", p, c, (t,)) for c, t in combat.attack_actions(g)]
        if combat.attack_problem(g) is None:
            out.append(Action("declare", p))
        return out
    if kind == "declare_blockers":
        out = [Action("block", p, b, (a,)) for b, a in combat.block_actions(g, p)]
        if combat.declaration_problem(g) is None:
            out.append(Action("declare", p))
        else:
            out.append(Action("undo", p))
        return out
    if kind == "assign_damage":
        return [Action("assign", p, choice=d) for d in combat.damage_options(g, pend.data[0])]
    if kind == "choose":
        return [Action("choose", p, choice=c) for c in choice_options(g, pend.data)]
    raise AssertionError(kind)


def choice_options(g: GameState, data: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """The answers to a "choose" decision; card sets are deduplicated by name."""
    purpose = data[0]
    if purpose in ("play_first", "mulligan", "may"):
        return [(o,) for o in data[1]]
    if purpose == "order":
        kinds: set[tuple[str, int, int]] = set()
        out = []
        for t in data[1]:
            kind = triggers.identity(t)
            if kind not in kinds:  # identical triggers need no order (scenario contract, "Asking")
                kinds.add(kind)
                out.append((t,))
        return out
    if purpose == "trigger_target":
        return list(data[2])
    if purpose == "search":
        names: set[str] = set()
        found: list[tuple[Any, ...]] = []
        for c in data[2]:
            if g.names[c] not in names:
                names.add(g.names[c])
                found.append((c,))
        return found + [("nothing",)]
    if purpose == "sacrifice":
        return [(c,) for c in data[2]]  # permanents differ by status: no deduplication
    if purpose in CARD_CHOICES:
        n, cards = data[1], data[2]
        seen: set[tuple[str, ...]] = set()
        out = []
        for combo in combinations(cards, n):
            key = tuple(sorted(g.names[c] for c in combo))
            if key not in seen:
                seen.add(key)
                out.append(combo)
        return out
    raise AssertionError(purpose)


def has_other_than_pass(g: GameState, player: int) -> bool:
    """Whether a player with priority could do anything but pass (autopass mode)."""
    if casting.land_actions(g, player):
        return True
    return casting.can_cast_something(g, player) or activation.can_activate_something(g, player)


def only_pass(g: GameState, player: int) -> bool:
    """Autopass probe, remembered until an event other than a new step is logged.

    Everything that can give a player something to do is logged (a draw, mana,
    a tap or untap, a zone change, a declaration, a new turn), except the
    change of step, whose effect on timing is part of the key (sorcery speed).
    """
    sorcery = casting.sorcery_timing(g, player)
    instant_mark, instant_answer, sorcery_mark, sorcery_answer = g.probe[player]
    if sorcery and sorcery_mark == g.changes:
        return sorcery_answer
    if not sorcery and instant_mark == g.changes:
        return instant_answer
    result = not has_other_than_pass(g, player)
    if sorcery:
        memo = (instant_mark, instant_answer, g.changes, result)
    else:
        memo = (g.changes, result, sorcery_mark, sorcery_answer)
    g.probe = g.probe[:player] + (memo,) + g.probe[player + 1 :]
    return result


# ---------------------------------------------------------------- apply


KINDS = frozenset(
    {"pass", "play", "cast", "activate", "mana", "concede", "attack", "block", "declare", "undo", "assign", "choose"}
)


def _plain(value: Any) -> bool:
    """Ints, strings and tuples of them: the only values an action may carry."""
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return isinstance(value, (int, str)) and not isinstance(value, bool)


def check_shape(a: Any) -> None:
    """Refuse a malformed action before looking at the game (bad input from a client)."""
    if not isinstance(a, Action):
        raise IllegalAction(f"not an action: {a!r}")
    if a.kind not in KINDS:
        raise IllegalAction(f"unknown kind of action {a.kind!r}")
    if not (isinstance(a.player, int) and isinstance(a.obj, int) and isinstance(a.x, int)):
        raise IllegalAction("player, obj and x must be integers")
    if a.x < 0:
        raise IllegalAction("X can't be negative", "107.3")
    if not (isinstance(a.targets, tuple) and all(isinstance(t, int) for t in a.targets)):
        raise IllegalAction("targets must be a tuple of object ids or player refs")
    if not _plain(a.choice) or not isinstance(a.choice, tuple):
        raise IllegalAction("choice must be a tuple of ids, words or tuples of them")
    if a.kind in ("cast", "activate") and not all(isinstance(c, int) for c in a.choice):
        raise IllegalAction("a cast's modes and an activation's ability number are integers")
    if a.kind == "assign" and not all(
        isinstance(c, tuple) and len(c) == 2 and all(isinstance(v, int) for v in c) for c in a.choice
    ):
        raise IllegalAction("a damage assignment is a tuple of (recipient, amount) pairs", "510.1")


def apply_action(g: GameState, a: Action) -> None:
    """Check and perform one action, then run on to the next decision."""
    check_shape(a)
    if g.over:
        raise IllegalAction("the game is over", "104.1")
    if a.kind == "concede":
        _check_player(g, a.player)
        lose(g, a.player, "conceded", "104.3a")
        if not g.over and g.pending is not None and g.pending.player == a.player:
            g.pending = None
            if g.priority == a.player:
                g.priority = turns.next_player(g, a.player)
        run_game(g)
        return
    pend = g.pending
    if pend is None:
        raise IllegalAction("no decision is pending")
    _check_player(g, a.player)
    if a.player != pend.player:
        raise IllegalAction(
            f"{g.players[pend.player].name} must decide now ({pend.kind.replace('_', ' ')}), "
            f"not {g.players[a.player].name}",
            "117.1" if pend.kind == "priority" else None,
        )
    handler = _HANDLERS.get(pend.kind)
    assert handler is not None
    handler(g, a)
    run_game(g)


def run_game(g: GameState) -> None:
    """Run the game on until the next decision (passing automatically in autopass mode)."""
    advance(g, only_pass if g.autopass else None)


def _check_player(g: GameState, player: int) -> None:
    if not 0 <= player < len(g.players):
        raise IllegalAction(f"there is no player number {player}")
    if g.players[player].lost:
        raise IllegalAction(f"{g.players[player].name} has left the game", "104.5")


def _priority(g: GameState, a: Action) -> None:
    p = a.player
    if a.kind == "pass":
        pass_priority(g, p)
    elif a.kind == "play":
        casting.check_play_land(g, p, a.obj)
        g.pending = None
        casting.play_land(g, p, a.obj)
    elif a.kind == "cast":
        modes = tuple(int(m) for m in a.choice)
        payment = casting.check_cast(g, p, a.obj, tuple(a.targets), a.x, modes)
        g.pending = None
        casting.cast(g, p, a.obj, tuple(a.targets), a.x, payment, modes)
    elif a.kind == "activate":
        _activate(g, a)
    elif a.kind == "mana":
        color = a.choice[0] if a.choice else ""
        if (a.obj, color) not in sources(g, p):
            what = g.name_of(a.obj)
            raise IllegalAction(f"{what} can't be tapped for {{{color}}} now", "605.3a")
        activate_mana_ability(g, p, a.obj, color)
        g.pending = None
        g.passes = 0
    else:
        raise IllegalAction(f"'{a.kind}' is not an answer to priority", "117.1")


def _activate(g: GameState, a: Action) -> None:
    """Activate an ability; a discard cost with a real choice becomes a pending choice."""
    p = a.player
    if not a.choice:
        raise IllegalAction("say which ability to activate", "602.2")
    i = int(a.choice[0])
    discard = int(a.choice[1]) if len(a.choice) > 1 else -1
    perm = g.battlefield.get(a.obj)
    ability = None
    if perm is not None and perm.controller == p:
        abilities = card_def(perm.name).activated
        ability = abilities[i] if 0 <= i < len(abilities) else None
    if discard < 0 and ability is not None and ability.cost.discard is not None:
        options = activation.discard_options(g, p, ability)
        if len(options) == 1:
            discard = options[0]
        elif len(options) > 1:
            activation.check_activation(g, p, (a.obj, i, tuple(a.targets), a.x, options[0]))
            cards = tuple(c for c in g.players[p].hand if card_matches(g.names[c], ability.cost.discard))
            g.pending = Pending("choose", p, ("cost_discard", 1, cards, a.obj, i, tuple(a.targets), a.x))
            return
    act = (a.obj, i, tuple(a.targets), a.x, max(discard, 0))
    payment = activation.check_activation(g, p, act)
    g.pending = None
    activation.activate(g, p, act, payment)


def _attackers(g: GameState, a: Action) -> None:
    c = g.combat
    assert c is not None
    if a.kind == "attack":
        if len(a.targets) != 1:
            raise IllegalAction("an attacker attacks exactly one player or planeswalker", "508.1b")
        combat.check_attacker(g, a.obj, a.targets[0])
        c.declared = c.declared + [(a.obj, a.targets[0])]
    elif a.kind == "declare":
        problem = combat.attack_problem(g)
        if problem is not None:
            raise problem
        combat.finish_attackers(g)
    else:
        raise IllegalAction(f"'{a.kind}' is not an answer to declaring attackers", "508.1")


def _blockers(g: GameState, a: Action) -> None:
    c = g.combat
    assert c is not None
    if a.kind == "block":
        if len(a.targets) != 1:
            raise IllegalAction("a blocker blocks exactly one attacker", "509.1a")
        combat.check_blocker(g, a.player, a.obj, a.targets[0])
        c.declared = c.declared + [(a.obj, a.targets[0])]
    elif a.kind == "declare":
        problem = combat.declaration_problem(g)
        if problem is not None:
            raise problem
        combat.finish_blockers(g)
    elif a.kind == "undo":
        c.declared = []
    else:
        raise IllegalAction(f"'{a.kind}' is not an answer to declaring blockers", "509.1")


def _assign(g: GameState, a: Action) -> None:
    pend = g.pending
    assert pend is not None
    if a.kind != "assign":
        raise IllegalAction("combat damage must be assigned now", "510.1")
    division = tuple((int(r), int(n)) for r, n in a.choice)
    options = combat.damage_options(g, pend.data[0])
    if not any(sorted(division) == sorted(o) for o in options):
        raise IllegalAction(
            f"illegal division of {g.name_of(pend.data[0])}'s combat damage", "510.1c"
        )
    combat.answer_assignment(g, division)


def _choose(g: GameState, a: Action) -> None:
    pend = g.pending
    assert pend is not None
    if a.kind != "choose":
        raise IllegalAction(f"a choice is pending ({pend.data[0].replace('_', ' ')})")
    data = pend.data
    purpose = data[0]
    chosen = tuple(a.choice)
    if purpose in CARD_CHOICES:
        n, cards = data[1], data[2]
        if len(chosen) != n or len(set(chosen)) != n or not set(chosen) <= set(cards):
            raise IllegalAction(f"choose exactly {n} different card(s) from those offered", _CHOICE_RULES[purpose])
    elif purpose in ("order", "trigger_target", "search"):
        if chosen not in choice_options(g, data) and not (purpose == "search" and chosen and chosen[0] in data[2]):
            raise IllegalAction(f"that is not one of the choices ({purpose.replace('_', ' ')})", _CHOICE_RULES[purpose])
    elif chosen not in [(o,) for o in data[1]]:
        raise IllegalAction(f"choose one of: {', '.join(data[1])}", _CHOICE_RULES[purpose])
    if purpose == "order":
        triggers.answer_order(g, g.triggers.index(chosen[0]))
    elif purpose == "trigger_target":
        triggers.finish_push(g, data[1], chosen)
    elif purpose == "cost_discard":
        act = (data[3], data[4], data[5], data[6], chosen[0])
        payment = activation.check_activation(g, pend.player, act)
        g.pending = None
        activation.activate(g, pend.player, act, payment)
    elif purpose == "play_first":
        start.answer_play_first(g, pend.player, chosen[0])
    elif purpose == "mulligan":
        start.answer_mulligan(g, pend.player, chosen[0])
    elif purpose == "bottom":
        start.answer_bottom(g, pend.player, chosen, data[3], data[4])
    elif purpose == "cleanup_discard":
        g.pending = None
        effects.discard_cards(g, pend.player, list(chosen), ("514.1",))
        turns.finish_cleanup(g)
    else:
        effects.answer_resolution_choice(g, purpose, data, chosen)


_CHOICE_RULES = {
    "order": "603.3b",
    "trigger_target": "603.3d",
    "search": "701.23a",
    "may": "603.5",
    "choose_card": "608.2d",
    "sacrifice": "701.21a",
    "cost_discard": "118.3",
    "discard": "701.9b",
    "cleanup_discard": "514.1",
    "bottom": "103.5",
    "play_first": "103.1",
    "mulligan": "103.5",
}

_HANDLERS = {
    "priority": _priority,
    "declare_attackers": _attackers,
    "declare_blockers": _blockers,
    "assign_damage": _assign,
    "choose": _choose,
}
