"""Who may strike, shoot or heal whom (Online 205.2, 211.3-211.9, «Дальность Х», «Удар Через Ряд»)."""

from __future__ import annotations

from collections.abc import Iterable

from tolaria.berserk import board
from tolaria.berserk.cards import AttackKind, AttackOnly, Keyword
from tolaria.berserk.rules import forced_targets, keyword_abilities, modifiers
from tolaria.berserk.rules.cards_in_play import (
    adjacent,
    attackable,
    defn,
    has,
    is_creature,
    is_flyer,
    keyword_x,
    seen_as_any,
)
from tolaria.berserk.state import GameState, Zone

RANGED = tuple(k for k in AttackKind if k.ranged)
"""Online 401.3: the ranged kinds of attack (``AttackKind.ranged`` as a tuple, for the listing's inner loop)."""


def attack_target_ok(g: GameState, source: int, target: int, kind: AttackKind, declared: bool = True,
                     range_: int | None = None, origin: int = -1) -> bool:
    """Whether ``target`` is a legal target of ``source``'s attack of this kind.

    ``declared`` judges the declaration (a hidden target counts as any card,
    Online 415.3); otherwise the target is judged as it now is. ``origin`` is
    the cell a dead card's «При гибели» attack comes from (``attack_origin``).
    """
    if source == target or not attackable(g, target, by=g.objects[source].controller):
        return False
    return in_reach(g, source, target, kind, declared, range_, origin)


def attack_origin(g: GameState, source: int, cell: int) -> int:
    """The cell a triggered attack of a card no longer in play comes from: the cell it died on (glossary «При гибели»:
    the ability triggers as the card reaches the graveyard), or -1 for a card in play."""
    zone = g.objects[source].zone
    return cell if zone is not Zone.BATTLEFIELD and zone is not Zone.ADDITIONAL else -1


def in_reach(g: GameState, source: int, target: int, kind: AttackKind, declared: bool = True,
             range_: int | None = None, origin: int = -1) -> bool:
    """The part of ``attack_target_ok`` after the target is known to be attackable: distance and zones.

    Split out so that listing every action can ask ``attackable`` once per
    target rather than once per attacker and ability.
    """
    if not declared and g.objects[target].hidden:
        return True
    if declared and (must := forced_targets.forced(g, source, kind)) is not None:
        if target not in must:
            return False
        if forced_targets.whatever_range(g, target, kind):
            return True  # «только по [карте] (вне зависимости от дальности)»: at it, whatever the range
    if origin >= 0:
        return _from_cell(g, source, target, kind, range_, origin)
    return _in_range(g, source, target, kind, range_)


def _from_cell(g: GameState, source: int, target: int, kind: AttackKind, range_: int | None, origin: int) -> bool:
    """``_in_range`` for an attack coming from a cell its dead source stood on: a melee attack reaches the cards next
    to it (a flyer's, any card, Online 211.5), a ranged one those within its range of it."""
    t = g.objects[target]
    if kind in RANGED:
        if kind is AttackKind.ACROSS_ROW:
            return False  # its occupant rule speaks of the source's own row
        return range_ is None or t.zone is not Zone.BATTLEFIELD or board.DISTANCE[origin][t.cell] <= range_
    if is_flyer(g, source):
        return True
    return t.zone is Zone.BATTLEFIELD and board.adjacent(origin, t.cell)


def in_reach_of(g: GameState, source: int, candidates: Iterable[int], kind: AttackKind,
                range_: int | None = None) -> list[int]:
    """The candidates ``in_reach`` of a declared attack, the source's part (a forcing text) asked once."""
    if (must := forced_targets.forced(g, source, kind)) is not None:
        return [t for t in candidates if t in must
                and (forced_targets.whatever_range(g, t, kind) or _in_range(g, source, t, kind, range_))]
    return [t for t in candidates if _in_range(g, source, t, kind, range_)]


def _in_range(g: GameState, source: int, target: int, kind: AttackKind, range_: int | None) -> bool:
    """``in_reach`` once no forcing text decides: distance, zones and the kind of attack."""
    s, t = g.objects[source], g.objects[target]
    if kind in RANGED:
        if kind is AttackKind.ACROSS_ROW:
            if s.zone is not Zone.BATTLEFIELD or t.zone is not Zone.BATTLEFIELD:
                return False
            between = board.across_row(s.cell, t.cell)
            if between is None:
                return False
            occupant = g.board.get(between)
            return occupant is None or g.objects[occupant].controller == s.controller
        range_ = modifiers.range_set(g, source, kind, range_)  # «дальние атаки получают дальность 2»
        if range_ is not None and t.zone is Zone.BATTLEFIELD:
            # Online «Дальность Х»: a flyer in the Additional Zone is still a ranged attack's target
            if s.zone is not Zone.BATTLEFIELD or board.DISTANCE[s.cell][t.cell] > range_ + modifiers.range_bonus(
                    g, source, kind):
                return False
        return True
    # melee: Online 205.2, 211.4-211.5, 211.8-211.9
    if is_flyer(g, source):
        return True
    if t.zone is Zone.ADDITIONAL:
        return kind is AttackKind.SIMPLE and is_flyer(g, target) and (
            s.flyer_strike_turn == g.turn or has(g, source, Keyword.STRIKES_FLYERS))  # «может атаковать летающих»
    if kind is AttackKind.SIMPLE and t.zone is Zone.BATTLEFIELD and modifiers.wrapped(g, source, strike=True) == t.cell:
        return is_creature(g, target)  # Возница: «по существу, стоящему на противоположной клетке ряда»
    return adjacent(g, source, target) or (kind is AttackKind.SIMPLE and (_strike_range(g, source, target)
                                                                         or strikes_anywhere(g, source, target)))


def strikes_anywhere(g: GameState, source: int, target: int) -> bool:
    """«Может нападать {strike} на любую карту противника как на стоящую рядом»: the target is the opponent's card on
    the battlefield, and the source a card on it with that text (Online 205.2: otherwise a neighbour only)."""
    s, t = g.objects[source], g.objects[target]
    if s.zone is not Zone.BATTLEFIELD or t.zone is not Zone.BATTLEFIELD or t.controller == s.controller:
        return False
    return bool(defn(g, source).named or s.effects) and has(g, source, Keyword.STRIKES_ANY_ENEMY)


def _strike_range(g: GameState, source: int, target: int) -> bool:
    """«Может объявлять {strike} с дальностью 2»: the target stands within X cells of the source (glossary «Дальность
    Х»: counted along verticals, horizontals and diagonals)."""
    s, t = g.objects[source], g.objects[target]
    if s.zone is not Zone.BATTLEFIELD or t.zone is not Zone.BATTLEFIELD or not (defn(g, source).statics or s.effects
                                                                                 or defn(g, source).named):
        return False
    reach = keyword_x(g, source, Keyword.STRIKE_RANGE)
    return reach is not None and board.DISTANCE[s.cell][t.cell] <= reach


def may_defend(g: GameState, defender: int, source: int, target: int) -> bool:
    """Online 205.3.a, 211.6: an open creature adjacent to both the attack's source and its target."""
    d = g.objects[defender]
    if defender in (source, target) or d.closed or d.hidden or not is_creature(g, defender):
        return False
    if not modifiers.may_defend(g, defender):
        return False
    if d.zone not in (Zone.BATTLEFIELD, Zone.ADDITIONAL):
        return False
    if keyword_abilities.defends_anyway(g, defender, target):
        return True
    if (d.zone is Zone.BATTLEFIELD and adjacent(g, defender, source) and not is_flyer(g, defender)
            and keyword_abilities.defended_near_self(g, source)):
        return True  # «Противник может перенаправить {strike} Волота на любое свое существо, стоящее рядом с Волотом»
    if is_flyer(g, defender):
        # a flyer defends a flyer, or a battlefield card against a flyer's attack
        return is_flyer(g, target) or is_flyer(g, source)
    if is_flyer(g, source):
        return adjacent(g, defender, target)
    return adjacent(g, defender, source) and adjacent(g, defender, target)


def heal_target_ok(g: GameState, target: int, by: int | None = None) -> bool:
    """Online «Излечение»: a creature in play; a hidden card as any card, as ``seen_as_any`` says."""
    t = g.objects[target]
    return t.zone in (Zone.BATTLEFIELD, Zone.ADDITIONAL) and (seen_as_any(g, target, by) or defn(g, target).type.is_creature)


def only_refusal(g: GameState, source: int, target: int, only: AttackOnly) -> tuple[str, str] | None:
    """«только по карте противника [с наибольшим {health}]»: the text's restriction on the attack's target
    (Online 412.1). The greatest current life (Online 204.6) is counted over the opponent's revealed cards with a life;
    an opponent's hidden card fits any condition (Online 415.3)."""
    from tolaria.berserk.rules.cards_in_play import life, squad
    from tolaria.berserk.rules.stack import has_life

    seat = g.objects[source].controller
    t = g.objects[target]
    if only is AttackOnly.ON_CELL:  # «по карте на выбранной клетке»: of either player, standing on a cell
        return None if t.zone is Zone.BATTLEFIELD else ("only a card on a cell may be its target", "Online 412.1")
    if only is AttackOnly.OVER_FREE_CELL:  # «только через свободную клетку»
        s = g.objects[source]
        cell = board.between(s.cell, t.cell) if s.zone is Zone.BATTLEFIELD and t.zone is Zone.BATTLEFIELD else None
        from tolaria.berserk.rules.cell_markers import free

        if cell is None or not free(g, cell):
            return "only a card two cells away on a line, over a free cell, may be its target", "Online 412.1"
        return None
    if t.controller == seat:
        return "only a card of the opponent may be its target", "Online 412.1"
    if only is AttackOnly.GREATEST_LIFE and not t.hidden:
        lives = [life(g, c) for c in squad(g, 1 - seat) if not g.objects[c].hidden and has_life(g, c)]
        if not has_life(g, target) or (lives and life(g, target) < max(lives)):
            return "only the opponent's card with the greatest life may be its target", "Online 412.1"
    return None
