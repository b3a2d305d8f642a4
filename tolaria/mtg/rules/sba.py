"""State-based actions (CR 704) and the end of the game (CR 104).

All applicable state-based actions are performed at once as a single
event (704.3), and the check repeats until none apply (117.5).
"""

from __future__ import annotations

from tolaria.mtg.carddb import DEFS, card_def
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.events import log
from tolaria.mtg.rules.zones import leave_battlefield, remove_from_combat
from tolaria.mtg.state import GameState


def check_state_based_actions(g: GameState) -> bool:
    """Perform one round of state-based actions; True if any was performed."""
    if g.sba_mark == g.changes:
        return False  # nothing has happened since a check that found nothing
    if not _perform(g):
        g.sba_mark = g.changes
        return False
    return True


def _perform(g: GameState) -> bool:
    losers: list[tuple[int, str, str]] = []
    for p in g.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "704.5a", "0 or less life"))
        elif p.drew_from_empty:
            losers.append((p.index, "704.5b", "drew from an empty library"))
        elif p.poison >= 10:
            losers.append((p.index, "704.5c", "ten or more poison counters"))
        p.drew_from_empty = False
    to_graveyard: list[int] = []
    to_destroy: list[tuple[int, str]] = []
    effects = bool(g.effects)
    for perm in g.battlefield.values():
        d = DEFS.get(perm.name) or card_def(perm.name)
        if perm.counters:
            _annihilate_counters(perm.counters)  # 704.5q
        elif d.quiet and not (perm.damage or perm.deathtouched or effects):
            continue
        if d.is_creature:
            t = layers.toughness(g, perm)
            if t <= 0:
                to_graveyard.append(perm.id)  # 704.5f
            elif perm.damage >= t:
                to_destroy.append((perm.id, "704.5g"))
            elif perm.deathtouched:
                to_destroy.append((perm.id, "704.5h"))
        if "planeswalker" in d.types and perm.counters.get("loyalty", 0) <= 0:
            to_graveyard.append(perm.id)  # 704.5i
        perm.deathtouched = False
    if not (losers or to_graveyard or to_destroy):
        return False
    for oid in to_graveyard:
        name = g.battlefield[oid].name
        leave_battlefield(g, oid, "graveyard")
        log(g, "dies_toughness", ("704.5f",), card=name)
    for oid, rule in to_destroy:
        if oid in g.battlefield:
            why = " (lethal damage)" if rule == "704.5g" else " (deathtouch damage)"
            destroy(g, oid, rules=(rule, "701.8a"), why=why)
    if losers:
        # All of them lose at once (704.3), so a draw is possible (104.4a).
        for idx, rule, why in losers:
            _mark_lost(g, idx, why, rule)
        check_game_over(g)
    return True


def _annihilate_counters(counters: dict[str, int]) -> None:
    """CR 704.5q: +1/+1 and -1/-1 counters on the same permanent cancel out."""
    plus, minus = counters.get("+1/+1", 0), counters.get("-1/-1", 0)
    if plus and minus:
        n = min(plus, minus)
        counters["+1/+1"] = plus - n
        counters["-1/-1"] = minus - n


def destroy(
    g: GameState,
    oid: int,
    regenerate: bool = True,
    rules: tuple[str, ...] = ("701.8a",),
    why: str = "",
) -> bool:
    """Destroy a permanent (701.8a), unless a regeneration shield replaces it (701.19a).

    Returns True if the permanent left the battlefield.
    """
    perm = g.battlefield[oid]
    if regenerate and perm.shields > 0:
        perm.shields -= 1
        perm.tapped = True
        perm.damage = 0
        perm.deathtouched = False
        remove_from_combat(g, oid)
        log(g, "destroyed", ("701.19a", "614.8"), card=perm.name, why=" - regenerated instead")
        return False
    leave_battlefield(g, oid, "graveyard")
    log(g, "destroyed", rules, card=perm.name, why=why)
    return True


def lose(g: GameState, player: int, why: str, rule: str) -> None:
    """A player loses and leaves the game (104.3, 104.5); then check for a winner or a draw."""
    if g.players[player].lost:
        return
    _mark_lost(g, player, why, rule)
    # CR 800.4a: objects a leaving player owns leave the game; in two-player
    # games the game is over anyway, so only the end of the game is handled.
    check_game_over(g)


def _mark_lost(g: GameState, player: int, why: str, rule: str) -> None:
    p = g.players[player]
    p.lost = True
    p.loss_reason = why
    log(g, "loses", (rule, "104.3"), player=p.name, why=why)


def check_game_over(g: GameState) -> None:
    """CR 104.2a: the last player in the game wins; 104.4a: all lose at once is a draw."""
    alive = [p for p in g.players if not p.lost]
    if len(alive) == 1:
        g.over = True
        g.winner = alive[0].index
        g.pending = None
        log(g, "wins", ("104.2a",), player=alive[0].name)
    elif not alive:
        g.over = True
        g.winner = None
        g.pending = None
        log(g, "draw_game", ("104.4a",))
