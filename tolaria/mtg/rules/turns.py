"""Turn structure: phases, steps and their turn-based actions (CR 500-514, 703).

A step begins with its turn-based actions, then the active player gets
priority (117.3a), except in the untap step (502.4) and, normally, the
cleanup step (514.3). When all players pass with an empty stack the step
ends (117.4) and mana pools empty (106.4, 500.4). A player who has left
the game takes no turn (800.4k); a turn whose player left goes on
without an active player (800.4j). With shared team turns (805, Two-Headed
Giant) the team takes the turn: each of its players untaps, draws, may
play a land and discards to hand size (805.4b-c).
"""

from __future__ import annotations

from tolaria.core.events import Event
from tolaria.mtg import decisions
from tolaria.mtg.events import (
    DrawSkipped,
    EndOfTurnEffectsEnded,
    Exiled,
    PermanentsUntapped,
    StepBegan,
    TurnBegan,
)
from tolaria.mtg.kinds import Step, Zone
from tolaria.mtg.oracle.abilities import (
    DoesntUntap,
    Duration,
    NoMaximumHandSize,
    UntapDuringOthersUntap,
)
from tolaria.mtg.rules import combat, combat_damage, control, teams, turn_history
from tolaria.mtg.rules.changes import (
    emit,
    event_step_word,
    remove_damage,
    set_effects,
    set_shields,
    set_sick,
    untap,
)
from tolaria.mtg.rules.draws import draw_cards
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import empty_mana_pools
from tolaria.mtg.rules.sba import check_state_based_actions
from tolaria.mtg.rules.zones import stack_to_zone
from tolaria.mtg.state import Combat, DrawToMake, GameState, Selection

STEP_RULES = {
    Step.UNTAP: "502",
    Step.UPKEEP: "503",
    Step.DRAW: "504",
    Step.MAIN1: "505",
    Step.BEGINNING_OF_COMBAT: "507",
    Step.DECLARE_ATTACKERS: "508",
    Step.DECLARE_BLOCKERS: "509",
    Step.FIRST_STRIKE_DAMAGE: "510.4",
    Step.COMBAT_DAMAGE: "510",
    Step.END_OF_COMBAT: "511",
    Step.MAIN2: "505",
    Step.END: "513",
    Step.CLEANUP: "514",
}
_STEP_CITES = {step: (rule,) for step, rule in STEP_RULES.items()}
HAND_SIZE = 7  # CR 402.2


def begin_turn(g: GameState, player: int) -> None:
    """A new turn begins (CR 500.1); per-turn counts reset; the active players' permanents stop being
    "sick" (302.6; 805.4: with shared team turns, the whole active team's)."""
    g.turn += 1
    g.active = player
    # Every zone change gives the card a new id (400.7), so the table of cards fills with the holes
    # of ids that left; rebuilt once a turn, it stays the size of the cards it holds.
    g.cards = dict(g.cards)
    g.attacked, g.additional_combats, g.resume_after, g.spells_cast = (), 0, None, ()
    g.blocked = ()  # 509.1: nor blocked
    g.damaged = ()  # 120.3: no creature has been dealt damage this turn yet
    g.from_battlefield = ()  # 400.7: nor any card put into a graveyard from the battlefield
    for p in g.players:
        p.lands_played = 0
    turn_history.new_turn(g)
    team = g.team_of(player)
    for perm in g.battlefield.values():
        if perm.controller in team:
            set_sick(g, perm, False)
    g.changed(mana=False)  # land plays reset; the "sick" changes above counted themselves
    emit(g, _recurring(g, TurnBegan, player))
    go_to(g, Step.UNTAP)


def _first_priority(g: GameState) -> int:
    """CR 117.3a: the active player (the active team's primary player, 805.5) receives priority first."""
    return g.active if not g.players[g.active].lost else teams.next_priority(g, g.active)


# ------------------------------------------------------------ the turn's own events
# The events of the turn structure are the same records in every game (turn 3's upkeep begins alike
# whatever the cards), and they are half of a history: each is made once, stamped with its turn and
# step, and shared by every game's history (events never change once emitted), so a history holds a
# reference to it rather than a record of its own. The table is bounded; past it, records are made afresh.
_SHARED: dict[tuple[int, int, int, int], Event] = {}
_SHARED_MAX = 16384
_KIND_STEP, _KIND_TURN, _KIND_UNTAP, _KIND_CLEANUP = 0, 1, 2, 3


def _step_began(g: GameState, step: Step) -> Event:
    """CR 500: the step begins (the record shared by every game at this turn and step)."""
    key = (_KIND_STEP, g.turn, int(step), 0)
    found = _SHARED.get(key)
    if found is None:
        found = StepBegan(step, rules=_STEP_CITES[step])
        _share(g, key, found)
    return found


def _recurring(g: GameState, kind: type, player: int) -> Event:
    """The turn's own event of ``kind`` for ``player`` (-1: none), shared by every game at this turn and step:
    a turn begins (500.1), the active player untaps (502.3), "until end of turn" effects end (514.2)."""
    code = _KIND_TURN if kind is TurnBegan else _KIND_UNTAP if kind is PermanentsUntapped else _KIND_CLEANUP
    key = (code, g.turn, int(g.step), player)
    found = _SHARED.get(key)
    if found is None:
        if code == _KIND_TURN:
            found = TurnBegan(g.turn, player, rules=("500.1",))
        elif code == _KIND_UNTAP:
            found = PermanentsUntapped(player, rules=("502.3",))
        else:
            found = EndOfTurnEffectsEnded(rules=("514.2",))
        _share(g, key, found)
    return found


def _share(g: GameState, key: tuple[int, int, int, int], event: Event) -> None:
    """Stamp a shared event with its turn and step (as :func:`emit` will) and keep it, while there is room."""
    event.turn = g.turn
    event.step = event_step_word(g)
    if len(_SHARED) < _SHARED_MAX:
        _SHARED[key] = event


def go_to(g: GameState, step: Step) -> None:
    """Begin a step: its turn-based actions, then priority (or on to the next step)."""
    g.step = step
    g.passes = 0
    g.priority = _first_priority(g)
    g.moved_on()
    emit(g, _step_began(g, step))
    BEGIN[step](g)


def _untap(g: GameState) -> None:
    """CR 502.3: the active player (each active player, 805.4) untaps their permanents; no one gets
    priority (502.4)."""
    active = teams.active_players(g)
    for player in active:
        for perm in list(g.battlefield.values()):
            if perm.controller != player:
                continue
            if perm.skips_next_untap:
                g.writable(perm.id).skips_next_untap = False  # this was its next untap step: the effect ends
                g.changed()
            elif perm.tapped and not _kept_tapped(g, perm.id):
                untap(g, perm)
        emit(g, _recurring(g, PermanentsUntapped, player))
    for player in _untapping_in_others_untap_step(g, active):
        # "doesn't untap during its controller's untap step" holds in that player's own untap step only
        for perm in g.battlefield.values():
            if perm.tapped and perm.controller == player:
                untap(g, perm)
        emit(g, PermanentsUntapped(player, rules=("502.3",)))
    g.priority = None
    go_to(g, following_step(g))


def _untapping_in_others_untap_step(g: GameState, active: tuple[int, ...]) -> list[int]:
    """CR 502.3: "Untap all permanents you control during each other player's untap step": the players,
    in seat order, who aren't active and control a permanent with that ability as the step begins."""
    found: set[int] = set()
    for oid in g.battlefield:
        c = chars(g, oid)
        if c.controller not in active and any(isinstance(s, UntapDuringOthersUntap) for s in c.statics):
            found.add(c.controller)
    return sorted(p for p in found if not g.players[p].lost)


def _next_turn(g: GameState) -> int:
    """CR 500.7: an extra turn comes directly after this one, the most recently created first; a player
    who has left the game takes none (800.4k). Otherwise the next player in turn order (500.1)."""
    while g.extra_turns:
        player, g.extra_turns = g.extra_turns[-1], g.extra_turns[:-1]
        g.moved_on()
        if not g.players[player].lost:
            return player
    return teams.next_turn(g)


def _kept_tapped(g: GameState, oid: int) -> bool:
    """CR 502.3: "... untaps all permanents they control" unless an effect says one "doesn't untap during
    [its controller's] untap step"."""
    return any(isinstance(s, DoesntUntap) for s in chars(g, oid).statics)


def _nothing(g: GameState) -> None:
    """Steps whose only business is priority and triggers (503, 505, 507, 513)."""


def _draw(g: GameState) -> None:
    """CR 504.1: the active player draws a card; 805.4b: each player on the active team does, in seat
    order (805.6a)."""
    rules = ("504.1", "121.1", "805.4b") if g.teams else ("504.1", "121.1")
    draw_cards(g, [DrawToMake(player, rules) for player in teams.active_players(g)])  # a choice may suspend them


def _beginning_of_combat(g: GameState) -> None:
    g.combat = Combat()
    g.moved_on()


def _declare_attackers(g: GameState) -> None:
    combat.start_declare_attackers(g)


def _declare_blockers(g: GameState) -> None:
    combat.start_declare_blockers(g)


def _first_strike_damage(g: GameState) -> None:
    combat_damage.start_combat_damage(g, first_strike_step=True)


def _combat_damage(g: GameState) -> None:
    combat_damage.start_combat_damage(g, first_strike_step=False)


def _cleanup(g: GameState) -> None:
    """CR 514.1: the active player discards down to maximum hand size."""
    g.priority = None
    finish_cleanup(g)


def _ask_cleanup_discard(g: GameState) -> bool:
    """CR 514.1: the active player (each active player in seat order, 805.4, 805.6) with more cards than
    the maximum hand size discards the excess; True while a discard is asked."""
    for player in teams.active_players(g):
        hand = g.players[player].hand
        excess = len(hand) - HAND_SIZE
        if excess > 0 and not no_maximum_hand_size(g, player):
            g.selection = Selection("cleanup_discard", player, tuple(hand), excess)
            g.pending = decisions.ChooseCard(g.players[player].name, "cleanup_discard", excess)
            g.moved_on()
            return True
    return False


def no_maximum_hand_size(g: GameState, player: int) -> bool:
    """CR 402.2: "You have no maximum hand size" on a permanent ``player`` controls lifts the limit."""
    for oid in g.battlefield:
        c = chars(g, oid)
        if c.controller == player and any(isinstance(s, NoMaximumHandSize) for s in c.statics):
            return True
    return False


def finish_cleanup(g: GameState) -> None:
    """CR 514.2: once no active player must discard, damage wears off and "until end of turn" and
    "this turn" effects end; then 514.3-514.3a."""
    if _ask_cleanup_discard(g):
        return
    for perm in g.battlefield.values():
        if perm.damage or perm.deathtouched:
            remove_damage(g, perm)
    ended = False
    if g.effects:
        kept = [e for e in g.effects if e.duration not in (Duration.END_OF_TURN, Duration.THIS_TURN)]
        ended = len(kept) != len(g.effects)
        set_effects(g, kept)
    if g.shields:
        set_shields(g, [])
    emit(g, _recurring(g, EndOfTurnEffectsEnded, -1))
    if ended:
        control.after_change(g)  # control returns as the effects giving it end (613.1b)
    if check_state_based_actions(g) or g.waiting:
        g.priority = _first_priority(g)  # 514.3a
        g.moved_on()
        return
    g.priority = None
    begin_turn(g, _next_turn(g))


def end_the_turn(g: GameState) -> None:
    """CR 724.1a-d: an effect ends the turn. Waiting triggered abilities cease to exist (724.1a); every
    object on the stack is exiled, the resolving one too (724.1b: a spell's card goes to exile, an
    ability ceases to exist); state-based actions are checked with no priority (724.1c); the step ends,
    combat with it, and the turn skips to its cleanup step (724.1d), where abilities that triggered
    since are put on the stack and players get priority (724.1f, 514.3a)."""
    g.waiting = []
    for item in reversed(list(g.stack)):
        stack_to_zone(g, item, Zone.EXILE, Exiled, ("724.1b", "406.2"))
    while not g.over and g.pending is None and check_state_based_actions(g):
        pass
    if g.combat is not None:
        g.combat = None  # 724.1d: all creatures and planeswalkers are removed from combat
        g.changed(mana=False)
    g.additional_combats, g.resume_after = 0, None
    empty_mana_pools(g)  # 500.4: the step ends
    go_to(g, Step.CLEANUP)


BEGIN = {
    Step.UNTAP: _untap,
    Step.UPKEEP: _nothing,
    Step.DRAW: _draw,
    Step.MAIN1: _nothing,
    Step.BEGINNING_OF_COMBAT: _beginning_of_combat,
    Step.DECLARE_ATTACKERS: _declare_attackers,
    Step.DECLARE_BLOCKERS: _declare_blockers,
    Step.FIRST_STRIKE_DAMAGE: _first_strike_damage,
    Step.COMBAT_DAMAGE: _combat_damage,
    Step.END_OF_COMBAT: _nothing,
    Step.MAIN2: _nothing,
    Step.END: _nothing,
    Step.CLEANUP: _cleanup,
}


def end_step(g: GameState) -> None:
    """The current step ends (117.4): pools empty (106.4), then the next step begins."""
    step = g.step
    following = following_step(g)
    if g.rules.pools_empty_each_step or _PHASES[following] is not _PHASES[step] or step is _CLEANUP:
        empty_mana_pools(g)
    if step is _END_OF_COMBAT:
        _end_combat(g)
    if step is _CLEANUP:
        go_to(g, step)  # CR 514.3a: another cleanup step begins
        return
    _keep_account_of_additional_phases(g, step, following)
    go_to(g, following)


def _end_combat(g: GameState) -> None:
    """CR 511.3: creatures stop being attacking or blocking. A combat in which nothing attacked, blocked
    or banded leaves nothing that any derived value reads, so it ends without touching the board
    (the caches keyed on it, the autopass probe among them, stay valid)."""
    c = g.combat
    g.combat = None
    if c is not None and (c.attackers or c.blockers or c.blocked or c.bands or c.declared or c.struck):
        g.changed(mana=False)
    else:
        g.moved_on()


def _keep_account_of_additional_phases(g: GameState, step: Step, following: Step) -> None:
    """CR 500.8: leaving a main phase for an additional combat phase remembers where the turn goes on after
    the additional main phase that follows it; leaving that main phase for it forgets it."""
    if step in _MAIN_PHASES and following is _BEGINNING_OF_COMBAT and g.additional_combats:
        if g.resume_after is None:
            g.resume_after = _STEPS[step + 1]  # the regular combat after the first main phase, or the end step
        g.additional_combats -= 1
        g.moved_on()
    elif step is _MAIN2 and g.resume_after is not None and following is g.resume_after:
        g.resume_after = None
        g.moved_on()


def following_step(g: GameState) -> Step:
    """The step after the current one, with the combat skips of 508.8 and 510.4 and 103.8a's first draw."""
    step = g.step
    if step in _MAIN_PHASES and g.additional_combats:
        return _BEGINNING_OF_COMBAT  # CR 500.8: directly after this main phase
    if step is _MAIN2 and g.resume_after is not None:
        return g.resume_after  # the additional main phase (505.1a) is over
    if step < _DECLARE_ATTACKERS or step > _FIRST_STRIKE_DAMAGE:
        if step is _UPKEEP and g.turn == 1 and g.active == g.starting and (len(g.players) == 2 or g.teams):
            # CR 103.8a, 500.11: the starting player's first draw step is skipped as though it didn't exist;
            # 103.8b, 810.6: in Two-Headed Giant, the starting team's.
            emit(g, DrawSkipped(g.active, rules=("103.8b", "810.6", "500.11") if g.teams else ("103.8a", "500.11")))
            return _MAIN1
        return _CLEANUP if step is _CLEANUP else _STEPS[step + 1]
    c = g.combat
    if step is _DECLARE_ATTACKERS:
        return _END_OF_COMBAT if c is None or not c.declared_any else _DECLARE_BLOCKERS  # CR 508.8
    if step is _DECLARE_BLOCKERS:
        if c is not None and combat_damage.has_first_strike_step(g):
            c.first_strike = True
            return _FIRST_STRIKE_DAMAGE  # CR 510.4
        return _COMBAT_DAMAGE
    return _COMBAT_DAMAGE


_STEPS = tuple(Step)
_PHASES = tuple(s.phase for s in Step)
# Members read on every step, bound to names (see ``tolaria.mtg.characteristics``).
_UPKEEP, _MAIN1, _MAIN2, _CLEANUP = Step.UPKEEP, Step.MAIN1, Step.MAIN2, Step.CLEANUP
_BEGINNING_OF_COMBAT = Step.BEGINNING_OF_COMBAT
_MAIN_PHASES = (Step.MAIN1, Step.MAIN2)
_DECLARE_ATTACKERS, _DECLARE_BLOCKERS = Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS
_FIRST_STRIKE_DAMAGE, _COMBAT_DAMAGE, _END_OF_COMBAT = Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT
