"""Priority, the stack and resolution (CR 117, 405, 608), and the game's main loop.

:func:`advance` runs the game until a player must decide: before anyone
gets priority, state-based actions are performed until none apply
(117.5); when all players pass in succession, the top of the stack
resolves or the step ends (117.4).
"""

from __future__ import annotations

from collections.abc import Callable

from tolaria.mtg.carddb import card_def
from tolaria.mtg.rules import effects
from tolaria.mtg.rules.events import log
from tolaria.mtg.rules.sba import check_state_based_actions
from tolaria.mtg.rules.targeting import legal_target
from tolaria.mtg.rules.triggers import condition_holds, entered, put_on_stack
from tolaria.mtg.rules.turns import end_step, next_player
from tolaria.mtg.rules.zones import put_onto_battlefield, stack_to_zone
from tolaria.mtg.state import GameState, Pending, StackObject


def advance(g: GameState, only_pass: Callable[[GameState, int], bool] | None = None) -> None:
    """Run until a decision is pending or the game is over.

    ``only_pass`` (a callable ``(g, player) -> bool``) lets a game in
    autopass mode pass for a player whose only legal action is to pass.
    """
    while not g.over and g.pending is None:
        if g.resolving is not None:
            r = g.resolving
            item = effects.find_item(g, r.item)
            if effects.run(g, item, r.pc, r.legal, effects.thaw(r.memo)):
                finish_resolution(g, item)
            continue
        if g.priority is None:
            end_step(g)
            continue
        if check_state_based_actions(g):
            continue
        if g.over:
            break
        if put_on_stack(g):
            continue
        if only_pass is not None and only_pass(g, g.priority):
            pass_priority(g, g.priority)
            continue
        g.pending = Pending("priority", g.priority)


def pass_priority(g: GameState, player: int) -> None:
    """CR 117.3d-117.4: pass; when all have passed in succession, resolve or end the step."""
    g.pending = None
    g.passes += 1
    alive = sum(1 for p in g.players if not p.lost)
    if g.passes < alive:
        g.priority = next_player(g, player)
        return
    g.passes = 0
    if g.stack:
        resolve_top(g)
    else:
        g.priority = None  # the step ends


def resolve_top(g: GameState) -> None:
    """CR 608.2: resolve the top object of the stack."""
    item = g.stack[-1]
    d = card_def(item.name)
    g.priority = None
    if item.kind != "spell" or d.spell is not None:
        if item.kind == "trigger":
            ability = d.triggered[item.ability]
            if not condition_holds(g, ability.condition, item.source or 0):
                stack_to_zone(g, item, "graveyard")  # CR 603.4: checked again on resolution
                log(g, "condition_false", ("603.4",), card=item.name)
                _after_resolution(g)
                return
        specs = effects.effect_of(item).targets
        legal = tuple(
            legal_target(g, spec, t, item.controller, d.colors, item.id)
            for spec, t in zip(specs, item.targets, strict=True)
        )
        if specs and not any(legal):
            # CR 608.2b: every target illegal: the spell or ability doesn't resolve.
            stack_to_zone(g, item, "graveyard")
            log(g, "fizzle", ("608.2b",), card=item.name)
            _after_resolution(g)
            return
        log(g, "resolve", ("608.2",), card=item.name)
        if effects.run(g, item, 0, legal):
            finish_resolution(g, item)
        return
    # CR 608.3: a permanent spell becomes a permanent under its controller's control.
    g.stack.remove(item)
    log(g, "resolve", ("608.3",), card=item.name)
    perm = put_onto_battlefield(g, item.name, item.owner, item.controller, old=item.id)
    entered(g, perm)
    _after_resolution(g)


def finish_resolution(g: GameState, item: StackObject) -> None:
    """CR 608.2n: an instant or sorcery goes to its owner's graveyard as its last step."""
    if item in g.stack:
        stack_to_zone(g, item, "graveyard")
    _after_resolution(g)


def _after_resolution(g: GameState) -> None:
    g.resolving = None
    g.priority = g.active  # CR 117.3b
    g.passes = 0
