"""The Berserk engine: what may be done now, doing it, and running on to the next decision.

``legal_actions`` lists the answers to the pending decision; ``check``
refuses an action with its reason and rule; ``apply`` performs one and
then ``advance`` runs the game (base effects, phase changes, automatic
steps) until someone must decide. Turn structure: Online 300-313.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache, partial

from tolaria.berserk import board
from tolaria.berserk.abilities import OnlyOpposite, Redirect, TextAbility, WoundBy
from tolaria.berserk.actions import (
    Accumulate,
    ArrangeDeck,
    AssignWounds,
    ChooseOption,
    ChooseRoll,
    CloseForFlyers,
    CloseOrWound,
    Concede,
    Defend,
    Deploy,
    EnterFirst,
    GainOrWound,
    KeepHidden,
    Move,
    Pass,
    Place,
    Prepare,
    Recruit,
    RecruitByText,
    Redeal,
    Reveal,
    Strike,
    Summoned,
    TriggerAnswer,
    Use,
    Weaken,
)
from tolaria.berserk.cards import (
    Attack,
    AttackKind,
    CardDef,
    CardType,
    FinishingBlow,
    GainToken,
    Heal,
    Keyword,
)
from tolaria.berserk.decisions import (
    CellMarkerChoice,
    ChainOrder,
    CloseOrWoundsChoice,
    DeckOrder,
    DeployCell,
    Deployment,
    FollowMoveChoice,
    GainOrWoundsChoice,
    HiddenRow,
    HostChoice,
    IncarnationCell,
    IncarnationInsteadChoice,
    KeepDeal,
    MoveCellChoice,
    OptionChoice,
    Priority,
    Recruitment,
    RecruitmentPreparation,
    RollChoice,
    SummonChoice,
    TriggerChoice,
    Weakening,
    WoundDivision,
)
from tolaria.berserk.events import Finished, GameOver, Opened, PhaseBegan, Weakened
from tolaria.berserk.profiles import HiddenRowUntil, HiddenStartMarkers, MoveThenClose
from tolaria.berserk.rules import (
    acquired_playables,
    activated,
    blocking,
    cell_markers,
    chosen_rows,
    counted_markers,
    deck_order,
    dice,
    followed_moves,
    forced_targets,
    graveyard_abilities,
    heal_replacement,
    hidden_permanents,
    incarnation,
    incorporeality,
    keyword_abilities,
    life_costs,
    limits,
    marked_cell_moves,
    marker_effects,
    marker_guards,
    modifiers,
    move_quotas,
    movement_effects,
    negative_lives,
    obligations,
    preliminary,
    redirection,
    repeated_strikes,
    several_attacks,
    squad_building,
    squad_states,
    stack,
    strike_table,
    summoning,
    swapping,
    symbiosis,
    triggers,
    turn_preparation,
    wound_division,
)
from tolaria.berserk.rules.blocking import Block
from tolaria.berserk.rules.cards_in_play import (
    CREATURE_TYPES,
    adjacent,
    attackable,
    defn,
    in_play,
    in_squad,
    is_creature,
    is_flyer,
    keyword_x,
    life,
    roster,
    seen_as_any,
)
from tolaria.berserk.rules.stack import emit
from tolaria.berserk.rules.targets import (
    attack_target_ok,
    heal_target_ok,
    in_reach_of,
    may_defend,
    only_refusal,
)
from tolaria.berserk.state import (
    PHASE_NAMES,
    REDIRECTION_CHAIN,
    CardState,
    ChainKind,
    Entering,
    GameState,
    Obj,
    Phase,
    Zone,
)
from tolaria.core.protocol import Action, Decision
from tolaria.errors import IllegalAction

TURN_PHASES = (Phase.TURN_PREPARATION, Phase.TURN_START, Phase.MAIN, Phase.FINAL)
CHECKS_LOSS = frozenset({Phase.BATTLE_START, Phase.VANGUARD, *TURN_PHASES})
"""berserk-scenarios.md: the loss of Online 102.3.a is checked from battle_start on."""
MAX_TURNS = 400
"""A battle that reaches this turn ends in a draw (random players can walk about forever)."""


# ------------------------------------------------------------------ decisions


def decide(g: GameState) -> Decision | None:
    """The decision the position is waiting for (state.pending, kept up to date by advance)."""
    return None if g.over else g.pending


def _pending(g: GameState) -> Decision:
    ph = g.phase
    if ph is Phase.DEAL:
        return KeepDeal(g.players[g.decider].name)
    if ph is Phase.RECRUITMENT_PREPARATION:
        return RecruitmentPreparation(g.players[g.decider].name)
    if ph is Phase.RECRUITMENT:
        return Recruitment(g.players[g.decider].name)
    if ph is Phase.DEPLOYMENT:
        return Deployment(g.players[g.decider].name)
    if ph is Phase.REVEAL:
        return g.offer if g.offer is not None else HiddenRow(g.players[1].name)  # (a host, Online 306.5, once revealed)
    if g.offer is not None:
        return g.offer
    if g.entering:
        choice = triggers.pending_choice(g)
        if choice is not None:
            return choice
        seat = g.entering[0].chain.controller
        return ChainOrder(g.players[seat].name, chains=tuple(e.chain.id for e in g.entering if e.chain.controller == seat))
    top = g.stack[-1] if g.stack else None
    if top is not None and top.obj is Obj.CALCULATION:
        chain = g.chains[top.chain]
        if chain.fights and not chain.weaken_asked and len(chain.results) == 2 and strike_table.is_exchange(*chain.results):
            higher = chain.source if chain.results[0] > chain.results[1] else chain.targets[0]
            return Weakening(g.players[g.objects[higher].controller].name, chain=chain.id)
    return _priority_record(g.players[g.priority].name)


@cache
def _priority_record(name: str) -> Priority:
    """Priority records are immutable, so one per player name serves every pass."""
    return Priority(name)


def seat_of(g: GameState, name: str) -> int:
    for i, p in enumerate(g.players):
        if p.name == name:
            return i
    raise IllegalAction(f"there is no player named {name!r}")


def legal_actions(g: GameState) -> list[Action]:
    d = g.pending
    if g.over or d is None:
        return []
    seat = seat_of(g, d.player)
    if isinstance(d, Priority):  # the common decision first (asked of every other kind below, it came last)
        return _priority_actions(g, seat)
    out: list[Action] = []
    if isinstance(d, KeepDeal):
        if crystals_gold(g, seat) > 0:
            out.append(Redeal())
        out.append(Pass())
    elif isinstance(d, Recruitment):
        seen: set[str] = set()
        for cid in g.players[seat].deal:
            name = g.objects[cid].name
            if name not in seen:
                seen.add(name)
                if preliminary.recruit_refusal(g, seat, cid) is None:
                    out.append(Recruit(name))
                out.extend(squad_building.options(g, seat, cid))
        out.append(Pass())
    elif isinstance(d, RecruitmentPreparation):
        out.extend(squad_building.preparations(g, seat))
        out.append(Pass())
    elif isinstance(d, Deployment):
        names = dict.fromkeys(g.objects[c].name for c in g.players[seat].recruitment)
        out.extend(Deploy(n) for n in names)
        if not names:
            out.append(Pass())
    elif isinstance(d, DeployCell):
        out.extend(Place(c) for c in preliminary.deployment_cells(g, seat))
    elif isinstance(d, HiddenRow):
        out.extend(KeepHidden(g.objects[c].cell) for c in preliminary.hideable(g))
        out.append(Pass())
    elif isinstance(d, Weakening):
        out.extend((Weaken(True), Weaken(False)))
    elif isinstance(d, CloseOrWoundsChoice):
        out.extend((CloseOrWound(True), CloseOrWound(False)))
    elif isinstance(d, GainOrWoundsChoice):
        out.extend((GainOrWound(True), GainOrWound(False)))
    elif isinstance(d, DeckOrder):
        out.extend(deck_order.arrangements(d))
    elif isinstance(d, WoundDivision):
        out.extend(wound_division.divisions(d))
    elif isinstance(d, RollChoice):
        out.extend(ChooseRoll(v) for v in dict.fromkeys(d.values))
    elif isinstance(d, OptionChoice):
        out.extend(ChooseOption(n) for n in range(1, len(d.offered) + 1))
    elif isinstance(d, IncarnationCell):
        out.extend(Place(c) for c in d.cells)
    elif isinstance(d, CellMarkerChoice):
        out.extend(Place(c) for c in d.cells)
    elif isinstance(d, FollowMoveChoice):
        out.extend(followed_moves.answers(d))
    elif isinstance(d, MoveCellChoice):
        out.extend(Place(c) for c in d.cells)
        if d.wounds:
            out.append(Pass())  # «не хочет быть перемещен»: the wounds instead
    elif isinstance(d, SummonChoice):
        out.extend(Summoned(card, cell, t) for card, cell, t in summoning.answers(d, g))
    elif isinstance(d, IncarnationInsteadChoice):
        out.extend(Summoned(card, cell) for card, cell in summoning.instead_answers(d))
    elif isinstance(d, HostChoice):
        out.extend(Place(c) for c in d.cells)  # Online 306.7: no pass
    elif isinstance(d, ChainOrder):
        out.extend(EnterFirst(c) for c in d.chains)
    elif isinstance(d, TriggerChoice):
        out.extend(triggers.answers(g, d))
    return out


def crystals_gold(g: GameState, seat: int) -> int:
    return preliminary.crystals(g, seat)[0]


def _slow_ok(g: GameState, seat: int) -> bool:
    """Online 404.7: the active player, in his Main Phase, with an empty stack."""
    return seat == g.active and g.phase is Phase.MAIN and not g.stack


PASS = Pass()
WALKING_TYPES = tuple(t for t in CREATURE_TYPES if t is not CardType.FLYER)
"""Online 203.10: the creatures that move on the battlefield (a flyer does not)."""


# Actions are immutable records, and a listing builds many (a frozen dataclass is slow to make):
# one object per value serves every listing of every game.
_move = cache(Move)
_strike = cache(Strike)
_use = cache(Use)
_defend = cache(Defend)
_accumulate = cache(Accumulate)
_close_for_flyers = cache(CloseForFlyers)


def _priority_actions(g: GameState, seat: int) -> list[Action]:
    owed = obligations.owed_strikes(g, seat)
    if owed:
        forced = _forced_strikes(g, seat, owed)
        if forced:  # rules/obligations.py: no pass, and the obliged cards' only actions are those strikes
            obliged = _obliged(g, seat, forced)
            return [*forced, *(a for a in _open_options(g, seat) if _acting_card(a) not in obliged)]
    return [PASS, *_open_options(g, seat)]


def _forced_strikes(g: GameState, seat: int, owed: list[tuple[int, int]]) -> list[Strike]:
    """The simple strikes a text obliges ``seat``'s cards to declare that they can declare now."""
    return [_strike(cid, t) for cid, t in owed if _strike_refusal(g, seat, cid, t) is None]


def _obliged(g: GameState, seat: int, forced: list[Strike]) -> set[int]:
    """The cards bound by an obligation now: those obliged to strike closed creatures, and those that can declare a
    strike another card's text obliges them to."""
    return {*obligations.bound(g, seat), *(a.card for a in forced)}


def _obligation_refusal(g: GameState, seat: int, action: Action) -> tuple[str, str] | None:
    """rules/obligations.py: while an obliged card can make its strike, nothing else of it, and no pass."""
    owed = obligations.owed_strikes(g, seat)
    if not owed:
        return None
    forced = _forced_strikes(g, seat, owed)
    if not forced or action in forced:
        return None
    if isinstance(action, Pass) or _acting_card(action) in _obliged(g, seat, forced):
        return obligations.REFUSAL
    return None


def _acting_card(action: Action) -> int:
    """The card a priority declaration is an action of (-1 for a pass)."""
    if isinstance(action, (Move, Strike, Use, Accumulate, CloseForFlyers)):
        return action.card
    return -1


def _priority_options(g: GameState, seat: int) -> Iterator[Action]:
    """Online 215.6: the declarations open to ``seat`` now, lazily (the autopass probe stops at the first).

    The same answers as asking ``_priority_refusal`` of every candidate, in
    the same order, but what holds for every card (the timing, which cards
    have an action on the stack, who may be attacked) is worked out once.
    """
    slow = seat == g.active and g.phase is Phase.MAIN and not g.stack  # _slow_ok
    cards = in_play(g) if slow else roster(g).sudden[seat]
    if cards:
        yield from _card_options(g, seat, slow, cards)
    for cid in roster(g).buried[seat]:  # «Пока на кладбище, имеет ...» (rules/graveyard_abilities.py)
        yield from _graveyard_options(g, seat, slow, cid)
    if seat != g.active and g.stack and g.stack[-1].obj is Obj.TARGET and _defend_window_refusal(g, seat) is None:
        for cid in in_play(g):
            if _defender_refusal(g, seat, cid) is None:
                yield _defend(cid)


def _card_options(g: GameState, seat: int, slow: bool, cards: Iterable[int]) -> Iterator[Action]:
    """The declarations of ``seat``'s cards among ``cards`` (Online 203, 205.2, 404, 218.3, 211.9)."""
    objects, defs, occupied = g.objects, g.defs, g.board
    busy: set[int] | None = None  # Online 104.4: sources of an unpaid action on the stack
    moving: set[int] = set()  # sources of a movement on the stack
    forbid_move_then_close = g.profile.move_then_close is MoveThenClose.FORBIDDEN
    playing: tuple[int, ...] | None = None
    open_to: frozenset[int] | None = None  # the cards in play ``seat`` may attack (Online 212.2, 415.3)
    closable: bool | None = None  # whether the opponent has flyers only (Online 211.9)
    given = bool(marker_guards.guards(g))  # an opponent's card gives creatures a playable ability
    for cid in cards:
        card = objects[cid]
        if card.controller != seat or card.hidden:
            continue
        d = defs[card.name] if not card.effects else defn(g, cid)  # Online 407.4: a card that lost its abilities
        plays = (d.playable if not card.effects and not given  # and those it acquired or is given
                 else acquired_playables.playables(g, cid, d))
        if not slow and not plays:
            continue
        # the card-level part of _card_action_refusal(closes=True), asked once for all its actions
        if card.closed or card.acted:
            free = False
        else:
            if busy is None:
                busy, moving = _busy_sources(g)
            free = (cid not in busy and not (card.declared_move and forbid_move_then_close)
                    and not ((card.effects or d.named) and marker_effects.cannot_act(g, cid)))
        if slow:
            # _move_card_refusal, the timing and the card's own part being known
            if (card.zone is Zone.BATTLEFIELD and not card.closed and not card.acted and cid not in moving
                    and (d.type in WALKING_TYPES or not is_flyer(g, cid))  # (a flyer that lost flight walks)
                    and (d.move - card.moved > 0 if not (d.statics or card.effects or d.named)
                         else movement_effects.may_move(g, cid))
                    and not (g.move_quotas and move_quotas.refusal(g, cid))):  # «только 3-2-1 существами»
                plain = not (d.statics or card.effects or d.named)  # no ability that could change how it moves
                steps = board.ORTHOGONAL[card.cell] if plain else modifiers.move_cells(g, cid)
                limiting = movement_effects.limiters(g, seat)  # Ламия, Ррег, Исса
                for cell in steps:
                    if (cell not in occupied or (not plain and (incorporeality.may_step_onto(g, cid, cell)
                                                                 or movement_effects.may_push(g, cid, cell)))) and not (
                            limiting and movement_effects.forbidding(g, cid, cell, False, limiting)) and not (
                            g.cell_markers and cell_markers.occupied(g, cell)):  # «считается занятой»
                        yield _move(cid, cell)
                if not plain:
                    for cell in keyword_abilities.leap_cells(g, cid):  # (free of occupying cell markers)
                        if (cell not in steps or cell in occupied) and not (
                                limiting and movement_effects.forbidding(g, cid, cell, True, limiting)):
                            yield _move(cid, cell)
            if not free and card.acted and not card.closed and d.statics and repeated_strikes.strikes_left(g, cid):
                yield from (_strike(cid, t) for t in in_play(g) if _strike_refusal(g, seat, cid, t) is None)
            if free:
                if d.type in CREATURE_TYPES and not ((d.statics or card.effects) and keyword_abilities.cannot_attack(g, cid)):
                    if open_to is None:
                        open_to = roster(g).open_to[seat]
                    yield from _strikes(g, cid, card, d, open_to)
                if (plays and any(a.cost.tokens and not a.graveyard for a in plays)  # _accumulate_refusal, the rest known
                        and not any(t.sole_tokens for t in d.triggers)):
                    yield _accumulate(cid)
                if closable is None:
                    seen = roster(g)  # _close_target_refusal's part that holds for every card
                    closable = not seen.ground[1 - seat] and seen.flying[1 - seat]
                if closable and _close_target_refusal(g, seat, cid) is None:
                    yield _close_for_flyers(cid)
        if not plays:
            continue
        for index, ability in enumerate(plays, 1):
            cost = ability.cost
            # _cost_refusal, the card-level and timing parts being known
            if not (cost.instant or slow) or (cost.tap and not free) or card.tokens < cost.tokens or ability.graveyard:
                continue
            if ability.limit is not None and limits.used_up(g, cid, "p", index, ability.limit):
                continue
            if ability.moved_axis is not None and not movement_effects.moved_along(g, cid, ability.moved_axis):
                continue  # «Имеет ..., если переместился хотя бы на 1 клетку по вертикали в этот ход»
            if ability.condition is not None and not modifiers.holds(g, cid, ability.condition):
                continue  # «Получает «...», пока стоит рядом с ...»
            effect = ability.effect
            if isinstance(effect, TextAbility):
                options = activated.declared_options(effect, g, cid)  # a roll change's option, a redistribution's count
                options = options or summoning.cell_options(g, cid, effect)  # «возродить»: the cell, declared too
                if cost.x and not options:
                    options = tuple(range(1, life_costs.x_most(card, cost) + 1))  # «X{counter}»: each X it can pay
                if effect.most > 1:  # «до трех ...»: every set of different fitting targets, in the listing's order
                    fitting = [t for t in activated.candidates(g, cid, effect)
                               if _use_target_refusal(g, cid, index, t) is None]
                    for first, *also in activated.target_sets(fitting, effect.most):
                        if swapping.pair_refusal(g, cid, effect, (first, *also), by=card.controller) is None:  # a swap
                            yield Use(cid, index, first, 0, tuple(also))
                    continue
                if effect.second is not None:  # «..., при этом излечить ваше существо на X»: named after the first
                    seconds = activated.second_candidates(g, cid, effect)
                    for t in activated.candidates(g, cid, effect):
                        if _use_target_refusal(g, cid, index, t) is None:
                            yield from (Use(cid, index, t, int(o), (s,)) for o in options or (0,) for s in seconds
                                        if s != t and activated.fits_first(g, effect, t, s))
                    continue
                if (moved := activated.redistribution(effect)) is not None:  # «на существо или существ противника»
                    recipients = activated.recipients_of(g, cid, moved)
                    for t in activated.candidates(g, cid, effect):
                        if _use_target_refusal(g, cid, index, t) is None:
                            for o in options or (0,):  # «эти раны»: no X, as many cards as wounds received
                                most = activated.redistributed_most(g, moved, t, o) if moved.received else min(
                                    moved.recipients, o)
                                others = [r for r in recipients if r != t]
                                yield from (Use(cid, index, t, o, also) for also in activated.target_sets(others, most))
                    continue
                if cell_markers.placing(effect) is not None:  # «на свободную клетку»: the cell, named as declared
                    yield from (Use(cid, index, -1, 0, (), c) for c in cell_markers.cells_for(g, effect))
                    continue
                if (row := chosen_rows.choosing(effect)) is not None:  # «выбрать ряд»: a row, by a cell of it
                    yield from (Use(cid, index, -1, 0, (), c) for c in chosen_rows.cells_for(g, cid, index, row))
                    continue
                if cost.payer:  # «снимите дополнительную {health} с вашего слуа»: the payer, named after the target
                    payers = life_costs.payers(g, cid, cost)
                    for t in activated.candidates(g, cid, effect):
                        if _use_target_refusal(g, cid, index, t) is None:
                            yield from (Use(cid, index, t, int(o), (p,)) for o in options or (0,) for p in payers)
                    continue
                if summoning.taking(effect) is not None:  # «..., при этом возродить его ...»: its cell, declared too
                    cells = summoning.free_cells_next_to(g, cid)
                    for t in activated.candidates(g, cid, effect):
                        if _use_target_refusal(g, cid, index, t) is None:
                            yield from (Use(cid, index, t, int(o), (), c) for o in options or (0,) for c in cells
                                        if summoning.cost_fits(g, cid, effect, t, int(o)))
                    continue
                summoned = summoning.summoning(effect)
                if summoned is not None and summoning.needs_cell(summoned):  # «вызвать»: the cell is its target
                    yield from (Use(cid, index, -1, 0, (), c) for c in summoning.summon_cells(g, cid, summoned))
                    continue
                for t in activated.candidates(g, cid, effect):
                    if _use_target_refusal(g, cid, index, t) is None:
                        if options:
                            yield from (_use(cid, index, t, int(o)) for o in options)
                        else:
                            yield _use(cid, index, t)
                continue
            if isinstance(effect, GainToken) or (isinstance(effect, Heal) and effect.own):
                yield _use(cid, index, -1)
                continue
            if isinstance(effect, Block) and not g.stack:
                continue  # RP 527.2: nothing on the stack to block
            if isinstance(effect, Redirect):
                chain = redirection.redirected_chain(g)  # Online 412.3: only at the attack's Target object
                if chain is not None and _use_target_refusal(g, cid, index, chain.targets[0]) is None:
                    if effect.to is None:
                        yield _use(cid, index, chain.targets[0])
                    else:  # «в выбранное существо противника»: the card it goes to, named as it is declared
                        for t in redirection.new_targets(g, cid, effect, chain.targets[0]):
                            yield Use(cid, index, chain.targets[0], 0, (t,))
                continue
            if playing is None:
                playing = in_play(g)
            if isinstance(effect, Attack):
                if (d.statics or card.effects) and keyword_abilities.cannot_attack(g, cid):
                    continue
                if card.effects and effect.kind in (AttackKind.SHOT, AttackKind.THROW) and keyword_abilities.cannot_shoot(
                        g, cid):
                    continue
                if open_to is None:
                    open_to = roster(g).open_to[seat]
                if effect.several is not None:  # «три или менее разряда ... по разным существам»: every set of targets
                    fitting = [t for t in in_reach_of(g, cid, [t for t in playing if t != cid and t in open_to],
                                                      effect.kind, effect.range)
                               if _use_target_refusal(g, cid, index, t) is None]
                    for first, *also in several_attacks.target_sets(
                            fitting, effect, g, cid, partial(_use_target_refusal, g, cid, index)):
                        yield Use(cid, index, first, 0, tuple(also))
                    continue
                for t in in_reach_of(g, cid, [t for t in playing if t != cid and t in open_to], effect.kind,
                                     effect.range):
                    if effect.only is not None and only_refusal(g, cid, t, effect.only) is not None:
                        continue
                    if cost.x:  # «X{counter}», «X дополнительных жизней»: each X the card can pay
                        yield from (_use(cid, index, t, x) for x in range(1, life_costs.x_most(card, cost) + 1))
                    else:
                        yield _use(cid, index, t)
                continue
            if isinstance(effect, FinishingBlow):
                # «Добивание на Х» reaches only a neighbouring card: ask the rest only of those
                if card.zone is not Zone.BATTLEFIELD:
                    continue
                near = {c for n in board.NEIGHBOURS[card.cell] for c in g.cards_at(n)}
                near.update(c for c in g.cards_at(card.cell) if c != cid)  # Online 210.9.a: the symbiote's host
                candidates: Iterable[int] = [t for t in playing if t in near]
            else:
                candidates = playing
            for t in candidates:
                if t != cid and _use_target_refusal(g, cid, index, t) is None:
                    yield _use(cid, index, t)


def _graveyard_options(g: GameState, seat: int, slow: bool, cid: int) -> Iterator[Action]:
    """The declarations of the abilities a card of ``seat``'s graveyard has there, at each fitting target."""
    for index, ability in enumerate(defn(g, cid).playable, 1):
        if not ability.graveyard or graveyard_abilities.cost_refusal(g, seat, cid, index, slow) is not None:
            continue
        effect = ability.effect
        if isinstance(effect, TextAbility):
            for t in activated.candidates(g, cid, effect):
                if _use_target_refusal(g, cid, index, t) is None:
                    yield _use(cid, index, t)


def _busy_sources(g: GameState) -> tuple[set[int], set[int]]:
    """The sources of an unpaid action on the stack (Online 104.4), and of a movement on it."""
    busy: set[int] = set()
    moving: set[int] = set()
    for ch in g.chains.values():
        if ch.kind is not ChainKind.DESTRUCTION and not ch.paid:
            busy.add(ch.source)
        if ch.kind is ChainKind.MOVE:
            moving.add(ch.source)
    return busy, moving


def _strikes(g: GameState, cid: int, card: CardState, d: CardDef, open_to: frozenset[int]) -> Iterator[Action]:
    """The simple strikes open to a creature free to strike (``_strike_target_refusal`` for each candidate).

    A ground creature's candidates are its neighbours on the battlefield, so
    only attackability is left to ask; a flyer strikes any attackable card
    (Online 205.2, 211.5).
    """
    if d.statics and any(isinstance(s, OnlyOpposite) for s in modifiers.in_force(g, cid)) or (
            d.named and keyword_x(g, cid, Keyword.STRIKES_ANY_ENEMY) is not None):
        # a restriction on the strike's target (modifiers.strike_restriction), or a reach beyond the neighbours
        # («на любую карту противника как на стоящую рядом»): ask each candidate in full
        for t in in_play(g):
            if t != cid and _strike_target_refusal(g, cid, t) is None:
                yield _strike(cid, t)
        return
    if g.objects[cid].zone is Zone.ADDITIONAL or is_flyer(g, cid):  # (not a flyer that lost flight, rules/flight.py)
        must = forced_targets.forced(g, cid, AttackKind.SIMPLE)  # «Летающие существа противника ... только по»
        for t in in_play(g):
            if t != cid and t in open_to and (must is None or t in must):
                yield _strike(cid, t)
        return
    if card.flyer_strike_turn == g.turn:
        for t in in_play(g):
            if t != cid and _strike_target_refusal(g, cid, t) is None:
                yield _strike(cid, t)
        return
    if card.zone is not Zone.BATTLEFIELD:
        return
    occupied, shared = g.board, g.shared
    for n in board.NEIGHBOURS[card.cell]:
        near = occupied.get(n)
        if near is not None and near in open_to:
            yield _strike(cid, near)
        if shared and (second := shared.get(n)) is not None and second in open_to:
            yield _strike(cid, second)  # an incorporeal creature sharing the cell (glossary «Бестелесность»)
    if g.hosts and (mate := symbiosis.cellmate(g, cid)) >= 0 and mate in open_to:
        yield _strike(cid, mate)  # Online 210.9.a: a symbiote and its host are adjacent
    far = modifiers.wrapped(g, cid, strike=True) if d.statics else -1  # Возница: the row's other edge
    if far >= 0 and (other := occupied.get(far)) is not None and other in open_to and is_creature(g, other):
        yield _strike(cid, other)


def only_pass(g: GameState, seat: int) -> bool:
    """The autopass probe: nothing but a pass is open to ``seat`` (without listing the actions).

    Outside the active player's empty-stack Main Phase only sudden actions
    and defenders are open (Online 404.7, 216.3), so most probes end at
    the first card without a sudden ability.
    """
    seen = roster(g)
    if (g.stack or seat != g.active or g.phase is not Phase.MAIN) and not seen.sudden[seat] and not seen.buried[seat] and (
            seat == g.active or not g.stack or g.stack[-1].obj is not Obj.TARGET):
        return True  # no sudden ability and no defender to assign: nothing to list
    for _ in _open_options(g, seat):
        return False
    return True


def _strike_candidates(g: GameState, cid: int) -> list[int]:
    card = g.objects[cid]
    if is_flyer(g, cid) or card.flyer_strike_turn == g.turn:
        return [c for c in in_play(g) if c != cid]
    if card.zone is not Zone.BATTLEFIELD:
        return []
    return [c for n in board.NEIGHBOURS[card.cell] for c in g.cards_at(n)]


def _ability_candidates(g: GameState, cid: int, index: int) -> list[int]:
    effect = g.ability(cid, index).effect
    if isinstance(effect, TextAbility):
        return activated.candidates(g, cid, effect)
    if isinstance(effect, GainToken) or (isinstance(effect, Heal) and effect.own):
        return [-1]
    return [c for c in in_play(g) if c != cid]


# ------------------------------------------------------------------ refusals


def _card_action_refusal(g: GameState, seat: int, cid: int, closes: bool, strike: bool = False) -> tuple[str, str] | None:
    """What stops an open card acting now (Online 209.3, 104.4, 203.11, «Действие карты»)."""
    card = g.objects.get(cid)
    if card is None or card.controller != seat or not in_squad(card):
        return "that is not a card in your squad", "Online 200.2.b"
    if card.hidden:
        return "a hidden card can't act", "Online 415.5"
    if closes:
        if card.closed:
            return "a closed card can't act", "Online 209.3"
        if marker_effects.cannot_act(g, cid):
            return "the card can't act («Не может действовать»)", "Online «Действие карты»"
        if card.acted and not (strike and repeated_strikes.strikes_left(g, cid)):
            return "the card has acted this turn", "Online «Действие карты»"
        if any(ch.source == cid and ch.kind is not ChainKind.DESTRUCTION and not ch.paid for ch in g.chains.values()):
            return "the card's earlier action is still on the stack", "Online 104.4"
        if card.declared_move and g.profile.move_then_close is MoveThenClose.FORBIDDEN:
            return "a card that declared movement can't then act by closing", "Online 203.11"
    return None


def _slow_refusal(g: GameState, seat: int) -> tuple[str, str] | None:
    if seat != g.active:
        return "only the active player may do that", "Online 404.7"
    if g.phase is not Phase.MAIN:
        return "only in the Main Phase", "Online 404.7"
    if g.stack:
        return "not a sudden action: the stack must be empty", "Online 404.7"
    return None


def _move_refusal(g: GameState, seat: int, cid: int, cell: int) -> tuple[str, str] | None:
    r = _move_card_refusal(g, seat, cid) or move_quotas.refusal(g, cid)  # «может перемещаться только 3-2-1 существами»
    if r:
        return r
    leap = _is_leap(g, cid, cell)
    if leap:
        if cell not in keyword_abilities.leap_cells(g, cid):  # free cells, or one a «затаптывание» leap may take
            return "movement is to a neighbouring cell in the card's row or column", "Online 203.2"
        # Online 203.12: «Прыжок» / «Телепортация» are movement too
    elif not incorporeality.may_step_onto(g, cid, cell) and not movement_effects.may_push(g, cid, cell):
        return "the cell is occupied", "Online 203.2"
    if g.cell_markers and cell_markers.occupied(g, cell):
        return "a marker on the cell makes it count as occupied", "Online 203.2"
    limiter = movement_effects.forbidding(g, cid, cell, leap)
    if limiter is not None:
        return f"{g.objects[limiter].name}'s text forbids that move", "Online 103.1"
    return None


def _is_leap(g: GameState, cid: int, cell: int) -> bool:
    """A move that is «Прыжок» or «Телепортация» rather than a step: to a cell that is no step, or a jump onto a
    neighbouring creature it tramples («Может объявить прыжок на клетку, занятую существом ...»)."""
    if cell not in modifiers.move_cells(g, cid):
        return True
    return cell in g.board and keyword_abilities.trampled(g, cid, cell) >= 0


def _move_card_refusal(g: GameState, seat: int, cid: int) -> tuple[str, str] | None:
    """What stops the card moving at all now, whatever the cell (Online 203)."""
    r = _slow_refusal(g, seat) or _card_action_refusal(g, seat, cid, closes=False)
    if r:
        return r
    card = g.objects[cid]
    if card.closed:
        return "closed cards can't move", "Online 203.6"
    if symbiosis.moves_alone(g, cid):
        return "a symbiote moves only with its host", "Online 210.11"
    if card.zone is not Zone.BATTLEFIELD or not is_creature(g, cid) or is_flyer(g, cid):
        return "only a creature on the battlefield moves", "Online 203.10"
    if card.acted and g.profile.rp:
        return "a card that acted has lost its movement", "RP 506.5"
    if card.acted:
        return "the card has acted this turn", "Online «Действие карты»"
    if any(ch.source == cid and ch.kind is ChainKind.MOVE for ch in g.chains.values()):
        return "its movement is still on the stack", "Online 104.4"
    if movement_effects.cannot_move(g, cid):
        return "the card can't move («Не может передвигаться»)", "Online 103.1"
    if movement_effects.unused_movement(g, cid) <= 0:
        return "no unused movement", "Online 203.4"
    return None


def _strike_refusal(g: GameState, seat: int, cid: int, target: int) -> tuple[str, str] | None:
    r = _slow_refusal(g, seat) or _card_action_refusal(g, seat, cid, closes=True, strike=True)
    if r:
        return r
    if not is_creature(g, cid):
        return "only a creature strikes", "Online 209.2"
    if keyword_abilities.cannot_attack(g, cid):
        return "its text forbids it to attack now", "Online 103.1"
    return repeated_strikes.target_refusal(g, cid, target) or _strike_target_refusal(g, cid, target)


def _strike_target_refusal(g: GameState, cid: int, target: int) -> tuple[str, str] | None:
    """Whether ``target`` may be struck by ``cid``, the card itself being free to strike (Online 205.2)."""
    if target not in g.objects or not in_squad(g.objects[target]):
        return "the target is not in play", "Online 205.2"
    restricted = modifiers.strike_restriction(g, cid, target)
    if restricted is not None:
        return restricted
    if not attack_target_ok(g, cid, target, AttackKind.SIMPLE):
        forced = forced_targets.refusal(g, cid, AttackKind.SIMPLE, target)
        if forced is not None:
            return forced
        t = g.objects[target]
        if t.zone is Zone.ADDITIONAL and not is_flyer(g, cid):
            return "a ground creature can't strike a flyer", "Online 211.8"
        if not preliminary_attackable(g, target):
            return "that card can't be attacked", "Online 212.2"
        return "a simple strike is at an adjacent card", "Online 205.2"
    return None


def preliminary_attackable(g: GameState, target: int) -> bool:
    return attackable(g, target)


def _cost_refusal(g: GameState, seat: int, cid: int, index: int) -> tuple[str, str] | None:
    plays = acquired_playables.playables(g, cid)
    if not 1 <= index <= len(plays):
        return "the card has no such ability", "Online 404.2"
    if plays[index - 1].graveyard or g.objects[cid].zone is Zone.GRAVEYARD:
        return graveyard_abilities.cost_refusal(g, seat, cid, index, _slow_ok(g, seat))
    cost = plays[index - 1].cost
    if not cost.instant:
        r = _slow_refusal(g, seat)
        if r:
            return r
    r = _card_action_refusal(g, seat, cid, closes=cost.tap)
    if r:
        return r
    if g.objects[cid].tokens < cost.tokens:
        return "not enough tokens", "Online 104.5"
    if limits.used_up(g, cid, "p", index, plays[index - 1].limit):
        return "the ability has been used as often as its text allows", "Online 216.12"
    axis = plays[index - 1].moved_axis
    if axis is not None and not movement_effects.moved_along(g, cid, axis):
        return f"the card has not moved {axis.value} this turn", "Online 103.1"
    condition = plays[index - 1].condition
    if condition is not None and not modifiers.holds(g, cid, condition):
        return "the card has this ability only while its text's condition holds", "Online 406.1"
    return None


def _x_refusal(g: GameState, action: Use) -> tuple[str, str] | None:
    """A «X{counter}» cost's X: chosen as it is declared, from 1 to the tokens the card has (Online 404.3: it must be
    able to pay); any other ability has no X."""
    ability = g.ability(action.card, action.index)
    cost = ability.cost
    text = ability.effect if isinstance(ability.effect, TextAbility) else None
    options = activated.declared_options(text, g, action.card) if text is not None else ()
    if text is not None and not options and summoning.resurrection(text) is not None:
        if action.x not in summoning.cell_options(g, action.card, text):
            return ("name a free cell next to the card to resurrect onto, as it is declared (at CELL)",
                    "Online «Возрождение»")
        return None
    if options:
        if action.x not in options:
            if text is not None and dice.roll_options(text):
                return "choose the option as the ability is declared (with +1, with -1 or with reroll)", "Online 404.2"
            if text is not None and any(isinstance(e, WoundBy) and e.by_x for e in text.effects):
                return (f"choose X as it is declared, from 1 to the card's current life (with X=1 to X={max(options)})",
                        "Online 404.2")
            return (f"choose how many wounds to redistribute as it is declared (with X=1 to X={max(options)})",
                    "Online «Перераспределение (на Х)»")
        return None
    if not cost.x:
        return ("this ability has no X to choose", "Online 404.2") if action.x else None
    most = life_costs.x_most(g.objects[action.card], cost)
    if not 1 <= action.x <= most:
        return f"X must be from 1 to the card's {most} {life_costs.x_named(cost)} (with X=N)", "Online 404.3"
    if text is not None and not summoning.cost_fits(g, action.card, text, action.target, action.x):
        return "the target costs more than the text allows with this X («стоимостью X+1 или менее»)", "Online 412.1"
    return None


def _further_targets_refusal(g: GameState, action: Use) -> tuple[str, str] | None:
    """«до трех ваших лесных существ»: the further targets, as many as the text allows, each different and each fitting
    its description (Online 412.1); an ability with one target has none; a redirection «в выбранное существо
    противника» names the card the attack goes to as its second."""
    effect = g.ability(action.card, action.index).effect
    if isinstance(effect, Redirect):
        return redirection.new_target_refusal(g, action.card, effect, action.target, action.also)
    if isinstance(effect, Attack) and effect.several is not None:  # «три или менее разряда ... по разным существам»
        return several_attacks.targets_refusal(g, action.card, effect, action.target, action.also,
                                               lambda t: _use_target_refusal(g, action.card, action.index, t))
    if isinstance(effect, TextAbility) and swapping.swap_of(effect) is not None:  # «поменять местами двух ...»
        second = _use_target_refusal(g, action.card, action.index, action.also[0]) if action.also else None
        seat = g.objects[action.card].controller
        return second or swapping.pair_refusal(g, action.card, effect, (action.target, *action.also), by=seat)
    cost = g.ability(action.card, action.index).cost
    if cost.payer:  # «снимите дополнительную {health} с вашего слуа»: the one further name is the payer
        return life_costs.payer_refusal(g, action.card, cost, action.also)
    if isinstance(effect, TextAbility) and (moved := activated.redistribution(effect)) is not None:
        return activated.recipients_refusal(g, action.card, moved, action.target, action.also, action.x)
    if isinstance(effect, TextAbility) and effect.second is not None:
        return activated.second_refusal(g, action.card, effect, action.target, action.also)
    if not action.also:
        return None
    most = effect.most if isinstance(effect, TextAbility) else 1
    if 1 + len(action.also) > most:
        return (f"this ability names at most {most} target{'s' if most > 1 else ''}", "Online 412.1")
    if len({action.target, *action.also}) != 1 + len(action.also):
        return "each target of the ability must be a different card", "Online 412.1"
    for t in action.also:
        if (why := _use_target_refusal(g, action.card, action.index, t)) is not None:
            return why
    return None


def _cell_refusal(g: GameState, action: Use) -> tuple[str, str] | None:
    """The cell a text ability names (rules/cell_markers.py); no other ability names one (Online 412.1)."""
    effect = g.ability(action.card, action.index).effect
    if isinstance(effect, TextAbility) and (summoned := summoning.summoning(effect)) is not None:
        return summoning.summon_cell_refusal(g, action.card, summoned, action.cell)  # glossary «Вызов»
    if isinstance(effect, TextAbility) and (row := chosen_rows.choosing(effect)) is not None:
        return chosen_rows.cell_refusal(g, action.card, action.index, row, action.target, action.cell)
    if isinstance(effect, TextAbility) and summoning.taking(effect) is not None:  # glossary «Возрождение»
        return summoning.taken_cell_refusal(g, action.card, action.cell)
    if isinstance(effect, TextAbility):
        return cell_markers.cell_refusal(g, effect, action.target, action.cell)
    return None if action.cell < 0 else ("that ability names no cell", "Online 412.1")


def _use_refusal(g: GameState, seat: int, cid: int, index: int, target: int) -> tuple[str, str] | None:
    return _cost_refusal(g, seat, cid, index) or _use_target_refusal(g, cid, index, target)


def _use_target_refusal(g: GameState, cid: int, index: int, target: int) -> tuple[str, str] | None:
    """Whether the ability may be declared at ``target``, its cost being payable (Online 412.1)."""
    effect = g.ability(cid, index).effect
    if isinstance(effect, TextAbility):
        return activated.target_refusal(g, cid, effect, target)
    if isinstance(effect, GainToken) or (isinstance(effect, Heal) and effect.own):
        return None if target == -1 else ("that ability has no target", "Online 412.1")
    if isinstance(effect, Block):
        return blocking.block_refusal(g, cid, effect, target)
    if isinstance(effect, Redirect):
        return redirection.redirect_refusal(g, cid, effect, target)
    if target not in g.objects or not in_squad(g.objects[target]) or target == cid:
        return "an ability needs a target in play", "Online 412.1"
    if isinstance(effect, Attack):
        if keyword_abilities.cannot_attack(g, cid):
            return "its text forbids it to attack now", "Online 103.1"
        if effect.kind in (AttackKind.SHOT, AttackKind.THROW) and keyword_abilities.cannot_shoot(g, cid):
            return "it may not declare a shot or a throw now", "Online 103.1"
        if not attack_target_ok(g, cid, target, effect.kind, range_=effect.range):
            return forced_targets.refusal(g, cid, effect.kind, target) or ("the target is out of reach", "Online «Дальность Х»")
        if effect.several is not None and (why := several_attacks.target_refusal(g, cid, effect, target)) is not None:
            return why
        if effect.only is not None:
            return only_refusal(g, cid, target, effect.only)
    elif isinstance(effect, Heal):
        if not heal_target_ok(g, target, by=g.objects[cid].controller):
            if g.objects[target].hidden:
                return "one's own hidden card is only what it really is", "RP 529.5"
            return "only a creature is healed", "Online «Излечение (на Х)»"
    elif isinstance(effect, FinishingBlow):
        as_any = seen_as_any(g, target, g.objects[cid].controller)
        x = keyword_abilities.finishing_x(g, effect, target, cid)
        if not adjacent(g, cid, target) or (not as_any and (not is_creature(g, target) or life(g, target) > x
                                                            or incorporeality.is_incorporeal(g, target))):
            return ("finishing blow is at an adjacent corporeal creature with X or less life",
                    "Online «Добивание на Х»")
        if symbiosis.no_finishing(g, target):
            return "a symbiote can't be finished off", "Online 210.10"

    return None


def _defend_refusal(g: GameState, seat: int, cid: int) -> tuple[str, str] | None:
    return _defend_window_refusal(g, seat) or _defender_refusal(g, seat, cid)


def _defend_window_refusal(g: GameState, seat: int) -> tuple[str, str] | None:
    """Whether ``seat`` may assign a defender now at all (Online 205.3, 216.3)."""
    if seat == g.active:
        return "only the inactive player assigns a defender", "Online 205.3.c"
    top = g.stack[-1] if g.stack else None
    if top is None or top.obj is not Obj.TARGET:
        return "a defender is assigned while a simple strike's Target object is on top", "Online 216.3"
    strike = g.chains[top.chain]
    if strike.kind is not ChainKind.STRIKE:
        return "a defender is assigned only against a simple strike", "Online 205.3"
    if strike.redirected or any(c.kind is ChainKind.DEFEND and c.for_chain == strike.id for c in g.chains.values()):
        return "the strike has already been redirected", "Online 216.3"
    if modifiers.directed(g, strike.source, strike.targets[0]):
        return "no defender against a directed strike", "Online «Направленный Удар»"
    if keyword_x(g, strike.targets[0], Keyword.NO_DEFENDER) is not None:
        return "no defender may be assigned to that card", "Online 103.1"
    return None


def _defender_refusal(g: GameState, seat: int, cid: int) -> tuple[str, str] | None:
    """Whether ``cid`` may defend against the strike on top, a defender being assignable now (Online 205.3.a)."""
    strike = g.chains[g.stack[-1].chain]
    card = g.objects.get(cid)
    if card is None or card.controller != seat or not in_squad(card):
        return "that is not a card in your squad", "Online 205.3.a"
    if marker_effects.cannot_act(g, cid):
        return "the card can't act («Не может действовать»)", "Online «Действие карты»"
    if not may_defend(g, cid, strike.source, strike.targets[0]):
        return "a defender is an open creature adjacent to the attacker and its target", "Online 205.3.a"
    if g.objects[strike.targets[0]].controller != seat:
        return "a defender defends a card of its own squad", "Online 205.3"
    return None


def _accumulate_refusal(g: GameState, seat: int, cid: int) -> tuple[str, str] | None:
    r = _slow_refusal(g, seat) or _card_action_refusal(g, seat, cid, closes=True)
    if r:
        return r
    if not any(a.cost.tokens and not a.graveyard for a in acquired_playables.playables(g, cid)):
        return "only a card with a token-cost ability accumulates (in play: not one it has in the graveyard)", \
            "Online 218.4"
    if any(t.sole_tokens for t in defn(g, cid).triggers):
        return "this card gains tokens by its own ability only («не может получать {counter} другим способом»)", \
            "Online 218.3"
    return None


def _close_refusal(g: GameState, seat: int, cid: int) -> tuple[str, str] | None:
    return _slow_refusal(g, seat) or _card_action_refusal(g, seat, cid, closes=True) or _close_target_refusal(g, seat, cid)


def _close_target_refusal(g: GameState, seat: int, cid: int) -> tuple[str, str] | None:
    """Online 211.9 for a card free to act: a non-flying creature, against an opponent with flyers only."""
    if g.objects[cid].zone is not Zone.BATTLEFIELD or not is_creature(g, cid) or is_flyer(g, cid):
        return "only a non-flying creature closes to strike a flyer", "Online 211.9"
    seen = roster(g)
    if seen.ground[1 - seat]:
        return "the opponent still has non-flying creatures", "Online 211.9"
    if not seen.flying[1 - seat]:
        return "the opponent has no flyer", "Online 211.9"
    return None


def check(g: GameState, action: Action, seat_name: str | None) -> None:
    """Refuse an action the rules forbid now, naming the rule."""
    if g.over:
        raise IllegalAction("the game is over", "Online 102.1")
    d = g.pending
    assert d is not None
    seat = seat_of(g, d.player) if seat_name is None else seat_of(g, seat_name)
    if isinstance(action, Concede):
        return
    if seat_of(g, d.player) != seat:
        raise IllegalAction(f"{d.player} must decide now", "Online 215.7")
    reason: tuple[str, str] | None = None
    if isinstance(d, KeepDeal):
        if isinstance(action, Redeal):
            if crystals_gold(g, seat) <= 0:
                reason = ("a redeal costs a gold crystal", "Online 302.3")
        elif not isinstance(action, Pass):
            reason = ("keep the Deal or redeal", "Online 302.3")
    elif isinstance(d, Recruitment):
        if isinstance(action, Recruit | RecruitByText):
            cid = next((c for c in g.players[seat].deal if g.objects[c].name == action.card), None)
            if cid is None:
                reason = ("no such card in your Deal", "Online 304.1")
            elif isinstance(action, RecruitByText):
                reason = squad_building.option_refusal(g, seat, cid, action.x)
            else:
                reason = preliminary.recruit_refusal(g, seat, cid)
        elif not isinstance(action, Pass):
            reason = ("recruit a card or finish", "Online 304.1")
    elif isinstance(d, RecruitmentPreparation):
        if isinstance(action, Prepare):
            reason = squad_building.preparation_refusal(g, seat, action)
        elif not isinstance(action, Pass):
            reason = ("use an ability «до набора отряда» of a card of your Deal, or pass", "Online 303.1")
    elif isinstance(d, Deployment):
        names = {g.objects[c].name for c in g.players[seat].recruitment}
        if isinstance(action, Deploy):
            if action.card not in names:
                reason = ("no such card in your Recruitment", "Online 305.1")
        elif isinstance(action, Pass):
            if names:
                reason = ("every recruited card must be placed", "Online 305.1")
        else:
            reason = ("place your cards", "Online 305.1")
    elif isinstance(d, DeployCell):
        if not isinstance(action, Place) or action.cell not in preliminary.deployment_cells(g, seat):
            reason = ("not a free cell of your deployment zone", "Online 207.4.a")
    elif isinstance(d, HiddenRow):
        if isinstance(action, KeepHidden):
            if g.board.get(action.cell) not in preliminary.hideable(g):
                reason = ("only third-row cards other than symbiotes and equipment stay hidden", "Online 306.2.a")
        elif not isinstance(action, Pass):
            reason = ("choose the cards that stay hidden", "Online 306.2.a")
    elif isinstance(d, Weakening):
        if not isinstance(action, Weaken):
            reason = ("weaken or not", "Online 216.7")
    elif isinstance(d, IncarnationCell):
        if not isinstance(action, Place) or action.cell not in d.cells:
            reason = ("not a cell your card may incarnate on (a free cell of your third row, unless its text names "
                      "others)", "Online «Инкарнация Х»")
    elif isinstance(d, RollChoice):
        if not isinstance(action, ChooseRoll) or action.value not in d.values:
            reason = (f"keep one of the dice {g.objects[d.card].name} rolled: "
                      + " or ".join(str(v) for v in dict.fromkeys(d.values)), "Online 216.5")
    elif isinstance(d, OptionChoice) and d.numbers:
        if not isinstance(action, ChooseOption) or not 1 <= action.option <= len(d.offered):
            reason = (f"name a number from 1 to {len(d.offered)} for {g.objects[d.card].name}'s text "
                      "(at most the value of the strike)", "Online 405.4")
    elif isinstance(d, OptionChoice):
        if not isinstance(action, ChooseOption) or not 1 <= action.option <= len(d.offered):
            reason = (f"choose one of the options of {g.objects[d.card].name}: "
                      + "; ".join(f"{n}: «{o}»" for n, o in enumerate(d.offered, 1)), "Online 310.2")
    elif isinstance(d, DeckOrder):
        reason = deck_order.refusal(d, action)
    elif isinstance(d, WoundDivision):
        reason = wound_division.refusal(d, action)
    elif isinstance(d, GainOrWoundsChoice):
        if not isinstance(action, GainOrWound):
            reason = (f"choose whether {g.objects[d.card].name} gets «{', '.join(d.gains)}» or takes {d.wounds} wounds",
                      "Online 407.1")
    elif isinstance(d, HostChoice):
        if not (isinstance(action, Place) and action.cell in d.cells):
            reason = (f"choose the cell of a creature that may host {g.objects[d.card].name}; a host must be assigned",
                      "Online 210.3")
    elif isinstance(d, IncarnationInsteadChoice):
        if not isinstance(action, Summoned) or action.target >= 0 or (
                (action.card, action.cell) not in summoning.instead_answers(d)):
            reason = ("choose a creature of the text from your graveyard and a free cell of your third row, or none "
                      "to let the Incarnation happen", "Online 419")
    elif isinstance(d, SummonChoice):
        if not isinstance(action, Summoned) or (action.card, action.cell, action.target) not in summoning.answers(d, g):
            reason = ("choose one of the deck's cards the summon allows (and its cell, where it stands on one), "
                      "or none", "Online «Вызов»")
    elif isinstance(d, CellMarkerChoice):
        reason = marked_cell_moves.refusal(d, action)
    elif isinstance(d, FollowMoveChoice):
        reason = followed_moves.refusal(g, d, action)
    elif isinstance(d, MoveCellChoice):
        if not (isinstance(action, Place) and action.cell in d.cells or isinstance(action, Pass) and d.wounds):
            reason = (f"choose a free cell the text allows {g.objects[d.card].name} to be moved to"
                      + (f", or take {d.wounds} wounds" if d.wounds else ""), "Online 417.1")
    elif isinstance(d, CloseOrWoundsChoice):
        if not isinstance(action, CloseOrWound):
            reason = (f"choose whether {g.objects[d.card].name} closes or takes {d.wounds} wounds", "Online 219.1")
    elif isinstance(d, ChainOrder):
        if not isinstance(action, EnterFirst) or action.chain not in d.chains:
            reason = ("name one of your chains entering the stack together", "Online 215.4")
    elif isinstance(d, TriggerChoice):
        reason = triggers.answer_refusal(g, d, action)
    else:
        reason = _priority_refusal(g, seat, action)
    if reason is not None:
        raise IllegalAction(reason[0], reason[1])


def _priority_refusal(g: GameState, seat: int, action: Action) -> tuple[str, str] | None:
    return _declaration_refusal(g, seat, action) or _obligation_refusal(g, seat, action) or _bound_refusal(g, action)


def _bound_refusal(g: GameState, action: Action) -> tuple[str, str] | None:
    """«Хозяин не может объявлять никаких действий, кроме нападения на Карлика Унда» (rules/symbiosis.py): a host so
    bound declares no action (what is paid by closing, glossary «Действие карты») but a simple strike at its
    symbiont; it may still move, and use what does not close it."""
    if not g.hosts:
        return None
    cid = action.card if isinstance(action, Defend) else _acting_card(action)
    symbiont = symbiosis.binding(g, cid) if cid in g.objects else -1
    if symbiont < 0 or isinstance(action, Move) or (isinstance(action, Strike) and action.target == symbiont):
        return None
    if isinstance(action, Use) and not g.ability(cid, action.index).cost.tap:
        return None
    return "its symbiont lets it declare no action but a strike at it", "Online «Действие карты»"


def _open_options(g: GameState, seat: int) -> Iterator[Action]:
    """``_priority_options`` without the actions a bound host may not declare (``_bound_refusal``)."""
    for action in _priority_options(g, seat):
        if not g.hosts or _bound_refusal(g, action) is None:
            yield action


def _declaration_refusal(g: GameState, seat: int, action: Action) -> tuple[str, str] | None:
    if isinstance(action, Pass):
        return None
    if isinstance(action, Move):
        return _move_refusal(g, seat, action.card, action.cell)
    if isinstance(action, Strike):
        return _strike_refusal(g, seat, action.card, action.target)
    if isinstance(action, Use):
        if action.card not in g.objects:
            return "no such card", "Online 400.4"
        return (_use_refusal(g, seat, action.card, action.index, action.target) or _x_refusal(g, action)
                or _further_targets_refusal(g, action) or _cell_refusal(g, action))
    if isinstance(action, Defend):
        return _defend_refusal(g, seat, action.card)
    if isinstance(action, Accumulate):
        return _accumulate_refusal(g, seat, action.card)
    if isinstance(action, CloseForFlyers):
        return _close_refusal(g, seat, action.card)
    if isinstance(action, Reveal):
        card = g.objects.get(action.card)
        if card is None or card.controller != seat or not card.hidden:
            return "not a hidden card of yours", "Online 415.5"
        if not g.profile.reveal_at_will:
            return "a player may not reveal his own card at will", "Online 415.5"
        return None
    return "not an answer to priority", "Online 215.6"


# ------------------------------------------------------------------ apply


def apply(g: GameState, action: Action, seat_name: str | None, checked: bool = False) -> None:
    if not checked:
        check(g, action, seat_name)
    d = g.pending
    assert d is not None
    seat = seat_of(g, d.player) if seat_name is None else seat_of(g, seat_name)
    g.version += 1
    if isinstance(action, Concede):
        end_game(g, 1 - seat, f"{g.players[seat].name} conceded", ("Online 102.3.b",))
        return
    if isinstance(d, Priority):  # the common decision first, as in ``legal_actions``
        _apply_priority(g, seat, action)
        advance(g)
        return
    if isinstance(d, KeepDeal):
        if isinstance(action, Redeal):
            g.players[seat].spent_gold += 1
            preliminary.deal(g, seat, redeal=True)
        else:
            g.players[seat].kept_deal = True
            emit(g, Finished(player=seat, what="deal", rules=("Online 302.3.b",)))
            if seat == 0:
                g.decider = 1
            else:
                enter(g, Phase.RECRUITMENT_PREPARATION)
    elif isinstance(d, RecruitmentPreparation):
        if isinstance(action, Prepare):
            squad_building.prepare(g, seat, action)
        else:
            g.players[seat].finished = True
            emit(g, Finished(player=seat, what="recruitment preparation", rules=("Online 303.2",)))
        next_preparer(g, seat)
    elif isinstance(d, Recruitment):
        if isinstance(action, RecruitByText):
            cid = next(c for c in g.players[seat].deal if g.objects[c].name == action.card)
            squad_building.recruit_by_text(g, seat, cid, action.x)
        elif isinstance(action, Recruit):
            cid = next(c for c in g.players[seat].deal if g.objects[c].name == action.card)
            preliminary.recruit(g, seat, cid)
        else:
            g.players[seat].finished = True
            if seat == 0:
                g.decider = 1
            else:
                preliminary.finish_recruitment(g)
                enter(g, Phase.DEPLOYMENT)
    elif isinstance(d, Deployment):
        if isinstance(action, Deploy):
            g.pending = DeployCell(d.player, card=action.card)
            return
        emit(g, Finished(player=seat, what="deployment", rules=("Online 305.1",)))
        if seat == 0:
            g.decider = 1
        else:
            if g.profile.hidden_start_markers is HiddenStartMarkers.DEPLOYMENT:  # glossary «Начинает бой с [текст]»
                modifiers.start_tokens(g, sorted(g.objects))
            enter(g, Phase.REVEAL)
    elif isinstance(d, DeployCell):
        assert isinstance(action, Place)
        cid = next(c for c in g.players[seat].recruitment if g.objects[c].name == d.card)
        preliminary.place(g, seat, cid, action.cell)
        g.pending = Deployment(d.player)
    elif isinstance(d, HiddenRow):
        if isinstance(action, KeepHidden):
            g.objects[g.board[action.cell]].label = "kept"
            preliminary.keep_hidden_event(g, action.cell)
        else:
            finish_reveal(g)
    elif isinstance(d, Weakening):
        assert isinstance(action, Weaken)
        chain = g.chains[d.chain]
        chain.weaken_asked = True
        chain.weakened = action.chosen
        emit(g, Weakened(player=seat, chosen=action.chosen, rules=("Online 216.7",)))
    elif isinstance(d, IncarnationCell):
        assert isinstance(action, Place)
        incarnation.answer(g, action.cell)
    elif isinstance(d, CloseOrWoundsChoice):
        assert isinstance(action, CloseOrWound)
        triggers.answer_close_or_wounds(g, action.close)
    elif isinstance(d, GainOrWoundsChoice):
        assert isinstance(action, GainOrWound)
        triggers.answer_gain_or_wounds(g, action.gain)
    elif isinstance(d, DeckOrder):
        assert isinstance(action, ArrangeDeck)
        deck_order.answer(g, action)
    elif isinstance(d, WoundDivision):
        assert isinstance(action, AssignWounds)
        wound_division.answer(g, action)
    elif isinstance(d, RollChoice):
        assert isinstance(action, ChooseRoll)
        stack.answer_roll_choice(g, action.value)
    elif isinstance(d, OptionChoice):
        assert isinstance(action, ChooseOption)
        if d.healing >= 0:
            heal_replacement.answer(g, action.option)
        elif d.fight >= 0:
            stack.answer_fixed_fight(g, action.option)
        elif d.resolving:
            triggers.answer_option(g, action.option)
        else:
            turn_preparation.answer(g, action.option)
            if not turn_preparation.ask_next(g):
                enter(g, Phase.TURN_START)
    elif isinstance(d, HostChoice):
        assert isinstance(action, Place)
        symbiosis.answer(g, action.cell)
        if not symbiosis.ask_next(g):
            enter(g, Phase.BATTLE_START)
    elif isinstance(d, CellMarkerChoice):
        assert isinstance(action, Place)
        marked_cell_moves.answer(g, action.cell)
    elif isinstance(d, FollowMoveChoice):
        assert isinstance(action, Move | Pass)
        followed_moves.answer(g, action)
    elif isinstance(d, MoveCellChoice):
        movement_effects.answer(g, action.cell if isinstance(action, Place) else None)
    elif isinstance(d, SummonChoice):
        assert isinstance(action, Summoned)
        summoning.answer(g, action.card, action.cell, action.target)
    elif isinstance(d, IncarnationInsteadChoice):
        assert isinstance(action, Summoned)
        summoning.answer_instead(g, action.card, action.cell)
    elif isinstance(d, ChainOrder):
        assert isinstance(action, EnterFirst)
        stack.enter_next(g, action.chain)
    elif isinstance(d, TriggerChoice):
        assert isinstance(action, TriggerAnswer)
        triggers.answer(g, d, action)
    advance(g)


def _apply_priority(g: GameState, seat: int, action: Action) -> None:
    if isinstance(action, Pass):
        g.passes += 1
        if g.passes < 2:
            g.priority = 1 - g.priority
            return
        g.passes = 0
        g.priority = g.active
        if g.stack:
            stack.resolve_top(g)
        else:
            end_phase(g)
        return
    if isinstance(action, Reveal):
        stack.reveal_if_hidden(g, action.card, ("RP 529.3",))
        return
    chain = _chain_for(g, seat, action)
    what, rules = _declared_words(g, chain, action)
    if g.next_script is not None:
        chain.script = g.next_script
        g.next_script = None
    objects = (REDIRECTION_CHAIN if chain.for_chain >= 0 and redirection.is_redirection(g, chain)
               else swapping.objects_for(g, chain) or move_quotas.objects_for(g, chain)  # (X-Y-Z: a Roll object)
               or stack.objects_for(chain))
    stack.declare(g, chain, objects, what, rules)  # Online 412.4: a redirection has a Wound and a Payment object
    several_attacks.declared(g, chain)  # «три разряда ... по разным существам»: one attack per target
    repeated_strikes.declared(g, seat, chain)
    if isinstance(action, Strike):
        obligations.struck(g, action.card, action.target)
    if isinstance(action, Move):
        g.objects[action.card].declared_move = True
    incorporeality.after_action(g, seat, action)  # glossary «Бестелесность»: a game action other than its movement
    g.priority = g.active  # Online 215.9
    g.passes = 0


def _chain_for(g: GameState, seat: int, action: Action):
    if isinstance(action, Move):
        chain = stack.new_chain(g, ChainKind.MOVE, action.card, seat)
        chain.cell = action.cell
        if _is_leap(g, action.card, action.cell):
            chain.index = keyword_abilities.LEAP
        elif action.cell in g.board:
            movement_effects.declared_push(g, action.card, action.cell)  # «(1 раз за ход)»
        return chain
    if isinstance(action, Strike):
        chain = stack.new_chain(g, ChainKind.STRIKE, action.card, seat)
        chain.targets = chain.initial = (action.target,)
        chain.attack = AttackKind.SIMPLE
        chain.strength = defn(g, action.card).strike
        return chain
    if isinstance(action, Use):
        chain = stack.new_chain(g, ChainKind.ABILITY, action.card, seat)
        chain.index = action.index
        effect = g.ability(action.card, action.index).effect
        if action.target >= 0:
            chain.targets = chain.initial = (action.target, *action.also)
        if g.ability(action.card, action.index).cost.payer:  # paid as it is declared; the payer is no target
            life_costs.pay_payer(g, action.also[0])
            chain.targets = chain.initial = (action.target,)
        if isinstance(effect, Block):
            blocked = blocking.blocked_chain(g, action.target)
            assert blocked is not None
            chain.for_chain = blocked.id  # RP 527.3: the target is the blocked chain's source
        if isinstance(effect, Redirect):
            attack = redirection.redirected_chain(g)
            assert attack is not None
            chain.for_chain = attack.id  # Online 412.3: the attack whose Target object is on top
        chain.x = action.x
        chain.cell = action.cell  # the cell a text ability names (rules/cell_markers.py), -1 for none
        chosen_rows.declared(g, chain)  # «(1 раз за бой для каждого ряда)» (Online 216.12)
        if isinstance(effect, Attack):
            chain.attack = effect.kind
            chain.strength = effect.strength
            if effect.as_strike:  # «той же величины, что и {strike} этого существа и +1 к этому удару» (Online 205.1.a)
                printed = defn(g, action.card).strike
                chain.strength = (printed[0] + effect.strength[0], printed[1] + effect.strength[1],
                                  printed[2] + effect.strength[2])
            if effect.per_x:  # «на X+1», «+1 к удару за каждую потраченную {counter}»
                chain.strength = (effect.strength[0] + effect.per_x * action.x,
                                  effect.strength[1] + effect.per_x * action.x,
                                  effect.strength[2] + effect.per_x * action.x)
        return chain
    if isinstance(action, Defend):
        top = g.stack[-1]
        chain = stack.new_chain(g, ChainKind.DEFEND, action.card, seat)
        chain.for_chain = top.chain
        return chain
    if isinstance(action, Accumulate):
        return stack.new_chain(g, ChainKind.ACCUMULATE, action.card, seat)
    assert isinstance(action, CloseForFlyers)
    return stack.new_chain(g, ChainKind.CLOSE, action.card, seat)


def _declared_words(g: GameState, chain, action: Action) -> tuple[str, tuple[str, ...]]:
    if isinstance(action, Move):
        return "move", ("Online 203.2",)
    if isinstance(action, Strike):
        return "strike", ("Online 205.2",)
    if isinstance(action, Defend):
        return "defend", ("Online 205.3", "Online 412.4")
    if isinstance(action, Accumulate):
        return "accumulate", ("Online 218.3",)
    if isinstance(action, CloseForFlyers):
        return "close", ("Online 211.9",)
    assert isinstance(action, Use)
    return f"ability {action.index}", ("Online 404.2",)


# ------------------------------------------------------------------ phases


def enter(g: GameState, phase: Phase) -> None:
    """Begin a phase or step and do what it does by itself."""
    g.phase = phase
    g.passes = 0
    g.priority = g.active
    g.out.append(_phase_began(g, phase))
    g.decider = 0
    if phase is Phase.RECRUITMENT_PREPARATION:
        if squad_building.any_preparation(g):
            next_preparer(g, 1)
        else:
            enter(g, Phase.RECRUITMENT)  # Online 303: no card of a Deal has an ability «до набора отряда»
    elif phase is Phase.RECRUITMENT:
        for p in g.players:
            p.finished = False
    elif phase is Phase.BATTLE_START:
        symbiosis.unhosted_die(g)  # Online 307.1
        if not triggers.at_battle_start(g):  # Online 307.2: «в начале боя» abilities, if any, then both pass
            enter(g, Phase.VANGUARD)
    elif phase is Phase.VANGUARD:
        g.turn = 1
        g.active = 0
        enter(g, Phase.TURN_PREPARATION)  # Online 308: no card with «Авангард» is implemented
    elif phase is Phase.TURN_PREPARATION:
        if not turn_preparation.ask_next(g):  # Online 310.2: the decisions «до начала хода», if any
            enter(g, Phase.TURN_START)
    elif phase is Phase.TURN_START:
        turn_start(g)
    elif phase is Phase.FINAL:
        triggers.at_turn_end(g)
    elif phase is Phase.REVEAL:
        begin_reveal(g)


def next_preparer(g: GameState, acted: int) -> None:
    """Online 301.2, 303.1-303.2: priority passes to the opponent unless he has passed; a player with no ability
    «до набора отряда» he may declare passes by force; when both have passed, Recruitment begins."""
    for seat in (1 - acted, acted):
        p = g.players[seat]
        if p.finished:
            continue
        if squad_building.preparations(g, seat):
            g.decider = seat
            return
        p.finished = True
    enter(g, Phase.RECRUITMENT)


def begin_reveal(g: GameState) -> None:
    """Online 306.2.a: the first player reveals his cards; the second then chooses what stays hidden, if anything may."""
    preliminary.reveal_player(g, 0)
    if not preliminary.hideable(g):
        finish_reveal(g)


def finish_reveal(g: GameState) -> None:
    keep = frozenset(c for c in g.objects if g.objects[c].label == "kept")
    preliminary.reveal_player(g, 1, keep)
    for c in keep:
        g.objects[c].label = ""
    if g.profile.hidden_start_markers is HiddenStartMarkers.REVEAL:  # «начинает бой с» on the cards revealed now
        modifiers.start_tokens(g, [c for c in sorted(g.objects) if not g.objects[c].hidden])
    g.hidden_until_done = bool(keep)
    if symbiosis.ask_next(g):  # Online 306.5-306.6: the hosts, once every card is revealed
        return
    enter(g, Phase.BATTLE_START)


def _phase_began(g: GameState, phase: Phase) -> PhaseBegan:
    """``emit(g, PhaseBegan(...))``'s event without the keyword ``__init__`` (every turn begins four phases).

    The fields are set exactly as the constructor and ``emit`` set them
    (tests/berserk/test_seeded_games.py checks it).
    """
    ev = PhaseBegan.__new__(PhaseBegan)
    ev.rules = PHASE_CITED[phase]
    ev.turn = g.turn
    ev.step = ev.phase = PHASE_NAMES[phase]
    ev.active = g.active
    return ev


PHASE_RULES = {
    Phase.DEAL: "Online 302.1",
    Phase.RECRUITMENT_PREPARATION: "Online 303.1",
    Phase.RECRUITMENT: "Online 304.1",
    Phase.DEPLOYMENT: "Online 305.1",
    Phase.REVEAL: "Online 306.1",
    Phase.BATTLE_START: "Online 307.1",
    Phase.VANGUARD: "Online 308.1",
    Phase.TURN_PREPARATION: "Online 310.1",
    Phase.TURN_START: "Online 311.1",
    Phase.MAIN: "Online 312.1",
    Phase.FINAL: "Online 313.1",
}
PHASE_CITED = {phase: (rule,) for phase, rule in PHASE_RULES.items()}
"""Each phase's ``PhaseBegan.rules``, made once."""


def reveal_hidden_row(g: GameState, rule: str) -> None:
    """Online 306.2.a / QA RUL-011: the second player's kept-hidden cards are revealed, without the stack."""
    g.hidden_until_done = False
    for cid in sorted(g.objects):
        card = g.objects[cid]
        if card.hidden and card.controller == 1 and card.zone is Zone.BATTLEFIELD:
            stack.reveal_if_hidden(g, cid, (rule, "RP 529.3"))


def turn_start(g: GameState) -> None:
    """Online 311.1-311.4."""
    if g.hidden_until_done and g.profile.hidden_row_until is HiddenRowUntil.SECOND_TURN_START and g.turn == 2:
        reveal_hidden_row(g, "QA RUL-011")
    playing = in_play(g)
    was_open = {c for c in playing if not g.objects[c].closed}
    for cid in playing:
        card = g.objects[cid]
        card.armor_used = 0
        if card.controller != g.active:
            continue
        if card.closed and not triggers.stays_closed(card):
            card.closed = False
            emit(g, Opened(card=cid, rules=("Online 311.1",)))
        card.moved = 0  # Online 311.2
        card.acted = False
        card.declared_move = False
        if card.effects:
            card.effects = tuple(e for e in card.effects if e.until != "start_of_turn")  # Online 311.3
    triggered = []
    for cid in playing:  # Online 311.4: regeneration triggers
        card = g.objects[cid]
        if card.controller == g.active and in_squad(card) and not card.hidden and card.wounds > 0:
            x = keyword_x(g, cid, Keyword.REGENERATION)
            if x and (cid in was_open or not card.closed):
                chain = stack.new_chain(g, ChainKind.ABILITY, cid, g.active)
                chain.trigger = "Регенерация"
                chain.amount = x
                triggered.append(Entering(chain, "Регенерация", ("Online 311.4", "Online «Регенерация Х»")))
    triggered.extend(triggers.at_turn_start(g, was_open))
    if triggered:
        stack.enter_together(g, triggered)


def end_phase(g: GameState) -> None:
    """Online 300.3, 215.8: both passed with an empty stack."""
    if g.phase is Phase.BATTLE_START:
        enter(g, Phase.VANGUARD)  # Online 307.5
    elif g.phase is Phase.TURN_START:
        enter(g, Phase.MAIN)
    elif g.phase is Phase.MAIN:
        enter(g, Phase.FINAL)
    elif g.phase is Phase.FINAL:
        if incorporeality.at_turn_pass(g):
            return  # «погибает при передаче хода»: the turn passes once those destructions have resolved
        negative_lives.expire(g)  # «получает -3 к {health} до конца хода»: given back with the turn's other effects
        for cid in in_play(g):  # Online 313.2 (a card leaving play loses its effects, «Гибель»)
            card = g.objects[cid]
            card.turn_wounds = 0  # «раны, полученные в этот ход»
            if card.effects:
                card.effects = tuple(e for e in card.effects if e.until != "end_of_turn")
        triggers.expire(g)
        cell_markers.expire(g)  # Online 313.2: the markers on cells that last to the end of this turn
        move_quotas.expire(g)  # «в следующий ход противника он может перемещаться только ...»: that turn is over
        if g.hidden_until_done and g.profile.hidden_row_until is HiddenRowUntil.FIRST_TURN_END and g.turn == 1:
            reveal_hidden_row(g, "Online 306.2.a")
        g.active = 1 - g.active
        g.turn += 1
        if g.turn > MAX_TURNS:
            end_game(g, None, f"the battle reached turn {MAX_TURNS}", ("Online 102.5",))
            return
        enter(g, Phase.TURN_PREPARATION)


def end_game(g: GameState, winner: int | None, reason: str, rules: tuple[str, ...]) -> None:
    g.over = True
    g.winner = winner
    g.pending = None
    if winner is None:
        g.players[0].lost = g.players[1].lost = "draw" not in reason and "turn" not in reason
    else:
        g.players[1 - winner].lost = True
    emit(g, GameOver(winner=winner, reason=reason, rules=rules))


def check_base_effects(g: GameState) -> bool:
    """Online 421, 102.3.a: a player with no creatures in play and an empty stack loses. True if it ended."""
    if g.phase not in CHECKS_LOSS or g.stack:
        return False
    alive = roster(g).alive  # has_creature for both seats
    if alive[0] and alive[1]:
        return False
    empty = [seat for seat in (0, 1) if not alive[seat]]
    if len(empty) == 2:
        end_game(g, None, "both players have no creatures: a draw", ("Online 102.3.a", "Online 102.4"))
    else:
        end_game(g, 1 - empty[0], f"{g.players[empty[0]].name} has no creatures", ("Online 102.3.a", "Online 421.2"))
    return True


def _resolve_quietly(g: GameState) -> None:
    """Both players autopass and neither can do anything: resolve stack objects until that may change.

    What ``advance`` would do pass by pass (Online 215.8: both pass, the top
    object resolves, the active player gets priority), without asking each
    time: with no sudden ability in play (Online 404.7) nobody can act while
    the stack is non-empty, except the inactive player assigning a defender
    at a simple strike's Target object (Online 216.3), and the weakening
    question at a Calculation object (Online 216.7), so those and chains
    waiting to enter together (Online 215.4) end the run.
    """
    stack_ = g.stack
    while stack_ and not g.entering and g.offer is None and not g.over:
        top = stack_[-1]
        seen = g.memo or roster(g)
        if seen.sudden[0] or seen.sudden[1] or seen.buried[0] or seen.buried[1]:
            return
        if top.obj is Obj.TARGET and g.chains[top.chain].kind is ChainKind.STRIKE and not only_pass(g, 1 - g.active):
            return  # a defender may be assigned
        if top.obj is Obj.CALCULATION and isinstance(_pending(g), Weakening):
            return
        g.passes = 0
        g.priority = g.active
        stack.resolve_top(g)
        if g.memo is None or g.memo.hiding:
            hidden_permanents.check(g)  # Online 415.2: at once, not only when a player is next asked
        stack_ = g.stack


def advance(g: GameState) -> None:
    """Run until a player must decide: base effects, then the pending decision; autopass where asked."""
    while True:
        if g.over:
            g.pending = None
            return
        if g.stack and len(g.autopass) == 2:
            _resolve_quietly(g)
            if g.over:
                continue
        symbiosis.keep_hosts(g)  # Online 210.7, 210.8
        if g.memo is None or g.memo.hiding:  # (a hidden card with an ability about others is rare)
            hidden_permanents.check(g)  # Online 415.2
        counted_markers.keep(g)  # «теряет маркеры, если рядом с ним нет Тварей противника»
        if g.phase in CHECKS_LOSS:
            squad_states.check(g)  # «Если в вашем отряде нет ...» (Online 405.1, 405.2)
        if check_base_effects(g):
            return
        pending = g.pending = _pending(g)
        if not g.autopass or not isinstance(pending, Priority):
            return
        seat = g.priority  # a Priority decision is always the priority holder's
        if seat not in g.autopass or not only_pass(g, seat):
            return
        if g.passes == 0 and 1 - seat in g.autopass and only_pass(g, 1 - seat):
            # Online 215.8: both would pass in turn; nothing changes between the two passes
            g.passes = 1
            g.priority = 1 - seat
            seat = 1 - seat
        _apply_priority(g, seat, PASS)
