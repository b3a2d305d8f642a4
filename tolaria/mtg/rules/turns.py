"""Turn structure: phases, steps and their turn-based actions (CR 500-514, 703).

A step begins with its turn-based actions, then the active player gets
priority (117.3a), except in the untap step (502.4) and, normally, the
cleanup step (514.3). When all players pass with an empty stack the step
ends (117.4) and mana pools empty (106.4, 500.4).
"""

from __future__ import annotations

from tolaria.mtg.messages import STEP_TITLES
from tolaria.mtg.rules import combat
from tolaria.mtg.rules.events import log
from tolaria.mtg.rules.mana import empty_mana_pools
from tolaria.mtg.rules.sba import check_state_based_actions
from tolaria.mtg.rules.triggers import beginning_of_step
from tolaria.mtg.rules.zones import draw_card
from tolaria.mtg.state import STEP_INDEX, STEPS, Combat, Effect, GameState, Pending

STEP_RULES = {
    "untap": "502",
    "upkeep": "503",
    "draw": "504",
    "main1": "505",
    "beginning_of_combat": "507",
    "declare_attackers": "508",
    "declare_blockers": "509",
    "first_strike_damage": "510.4",
    "combat_damage": "510",
    "end_of_combat": "511",
    "main2": "505",
    "end": "513",
    "cleanup": "514",
}
HAND_SIZE = 7  # CR 402.2
CLEANUP = STEP_INDEX["cleanup"]


def begin_turn(g: GameState, player: int) -> None:
    """A new turn begins (CR 500.1); per-turn counts reset, sickness wears off (302.6)."""
    g.turn += 1
    g.active = player
    for p in g.players:
        p.lands_played = 0
    for perm in g.battlefield.values():
        if perm.controller == player:
            perm.sick = False
    log(g, "turn", ("500.1",), turn=g.turn, player=g.players[player].name)
    g.step = 0
    begin_step(g)


def next_player(g: GameState, player: int) -> int:
    """The next player in turn order still in the game (101.4, 102.1)."""
    n = len(g.players)
    for k in range(1, n + 1):
        q = (player + k) % n
        if not g.players[q].lost:
            return q
    return player


def begin_step(g: GameState) -> None:
    """Perform a step's turn-based actions, then give priority or move on."""
    name = STEPS[g.step]
    log(g, "step", (STEP_RULES[name],), step=STEP_TITLES[name])
    g.passes = 0
    g.priority = g.active
    BEGIN[name](g)
    if name in ("upkeep", "draw"):
        beginning_of_step(g, name)


def _untap(g: GameState) -> None:
    """CR 502.3: the active player untaps their permanents; no one gets priority (502.4)."""
    for perm in g.battlefield.values():
        if perm.controller == g.active and perm.tapped:
            perm.tapped = False
    log(g, "untap", ("502.3",), player=g.players[g.active].name)
    g.priority = None
    _go_to(g, following_step(g))


def _nothing(g: GameState) -> None:
    """Steps whose only business is priority (503, 505, 507, 513)."""


def _draw(g: GameState) -> None:
    """CR 504.1: the active player draws a card."""
    draw_card(g, g.active)


def _beginning_of_combat(g: GameState) -> None:
    g.combat = Combat()


def _declare_attackers(g: GameState) -> None:
    if g.combat is None:
        g.combat = Combat()
    combat.start_declare_attackers(g)


def _declare_blockers(g: GameState) -> None:
    combat.start_declare_blockers(g)


def _first_strike_damage(g: GameState) -> None:
    combat.start_combat_damage(g, first_strike_step=True)


def _combat_damage(g: GameState) -> None:
    combat.start_combat_damage(g, first_strike_step=False)


def _cleanup(g: GameState) -> None:
    """CR 514.1: the active player discards down to maximum hand size."""
    hand = g.players[g.active].hand
    excess = len(hand) - HAND_SIZE
    g.priority = None
    if excess > 0:
        g.pending = Pending("choose", g.active, ("cleanup_discard", excess, tuple(hand)))
        return
    finish_cleanup(g)


def finish_cleanup(g: GameState) -> None:
    """CR 514.2 damage wears off and "until end of turn" effects end; then 514.3/514.3a."""
    for perm in g.battlefield.values():
        perm.damage = 0
        perm.shields = 0  # regeneration shields last only this turn (701.19a)
    for e in g.effects:
        if e.layer == "2" and e.duration == "eot":
            _control_ends(g, e)
    g.effects = [e for e in g.effects if e.duration != "eot"]
    log(g, "end_effects", ("514.2",))
    if check_state_based_actions(g) or g.triggers:
        g.priority = g.active  # 514.3a
        return
    g.priority = None
    begin_turn(g, next_player(g, g.active))


def _control_ends(g: GameState, e: Effect) -> None:
    """A layer-2 effect ends (514.2): control returns; the creature leaves combat (506.4)."""
    for oid in e.ids:
        perm = g.battlefield.get(oid)
        if perm is not None and perm.controller != e.previous:
            perm.controller = e.previous
            perm.sick = True
            log(g, "control_ends", ("514.2", "613.1b"), card=perm.name, player=g.players[e.previous].name)


BEGIN = {
    "untap": _untap,
    "upkeep": _nothing,
    "draw": _draw,
    "main1": _nothing,
    "beginning_of_combat": _beginning_of_combat,
    "declare_attackers": _declare_attackers,
    "declare_blockers": _declare_blockers,
    "first_strike_damage": _first_strike_damage,
    "combat_damage": _combat_damage,
    "end_of_combat": _nothing,
    "main2": _nothing,
    "end": _nothing,
    "cleanup": _cleanup,
}


def end_step(g: GameState) -> None:
    """The current step ends (117.4): pools empty (106.4), then the next step begins."""
    empty_mana_pools(g)
    name = STEPS[g.step]
    if name == "end_of_combat":
        g.combat = None  # CR 511.3: creatures stop being attacking or blocking
    if name == "cleanup":
        # CR 514.3a: after priority in a cleanup step, another cleanup step begins.
        _go_to(g, CLEANUP)
        return
    _go_to(g, following_step(g))


def following_step(g: GameState) -> int:
    """The step after the current one, with the combat skips of 508.8 and 510.4."""
    name = STEPS[g.step]
    c = g.combat
    if name == "declare_attackers" and (c is None or not c.declared_any):
        return STEP_INDEX["end_of_combat"]  # CR 508.8
    if name == "declare_blockers":
        if c is not None and combat.has_first_strike_step(g):
            c.first_strike = True
            return STEP_INDEX["first_strike_damage"]  # CR 510.4
        return STEP_INDEX["combat_damage"]
    if name == "upkeep" and g.turn == 1 and g.active == g.starting and len(g.players) == 2:
        # CR 103.8a, 500.11: the starting player's first draw step is skipped as
        # though it didn't exist.
        log(g, "draw_skipped", ("103.8a", "500.11"), player=g.players[g.active].name)
        return STEP_INDEX["main1"]
    return g.step + 1


def _go_to(g: GameState, step: int) -> None:
    g.step = step
    begin_step(g)
