"""Playable text abilities: who they may target, and carrying out their effects (Online 404, 411, 412, 415).

A :class:`~tolaria.berserk.abilities.TextAbility` is declared with the
``use`` action like any «[cost]: [text]» ability (Online 404.2). Its
target must fit the text's description when declared (Online 412.1); an
opponent's hidden card fits every description but where it stands
(Online 415.3, RP 529.5 for one's own by ``hidden_own_target``). Its
effects happen at the Wound object in the text's order (Online 216.11).
A «Заклинание» does nothing to a card with «Защита от заклинаний» or
«Защита от магии» (Online 411.1, 411.4).
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    AttackLowered,
    CardFilter,
    ChangeRoll,
    DiveOnto,
    MoveCard,
    Redistribute,
    Side,
    StrikeToStrong,
    TakeSymbiont,
    TargetSpec,
    TextAbility,
    Who,
    WoundBy,
    WoundEach,
)
from tolaria.berserk.cards import AttackKind, Keyword
from tolaria.berserk.events import Protected
from tolaria.berserk.rules.attack_weakening import lower, pending_attack
from tolaria.berserk.rules.attack_weakening import refusal as attack_refusal
from tolaria.berserk.rules.cards_in_play import (
    adjacent,
    has,
    in_play,
    in_squad,
    is_creature,
    is_flyer,
    seen_as_any,
)
from tolaria.berserk.rules.movement_effects import destinations
from tolaria.berserk.rules.wound_history import wounded_by_attack
from tolaria.berserk.state import Chain, ChainKind, GameState, Obj, Zone


def fits(g: GameState, source: int, spec: TargetSpec, target: int, by: int | None = None) -> bool:
    """Whether ``target`` fits the description, as player ``by`` sees it (None: as it really is)."""
    card, controller = g.objects[target], g.objects[source].controller
    if spec.graveyard:  # «на вашем кладбище» (Online 206.7), «с кладбища противника»: a card of that graveyard
        whose = 1 - controller if spec.side is Side.OPPONENT else controller
        return (card.zone is Zone.GRAVEYARD and card.owner == whose and target in g.players[whose].graveyard
                and (not spec.creature or is_creature(g, target)) and (not spec.with_token or card.tokens > 0)
                and (spec.filter is None or _matches(g, target, spec.filter)))
    if not in_squad(card) or (spec.other and target == source):
        return False
    if spec.side is Side.OPPONENT and card.controller == controller:
        return False
    if spec.side is Side.OWN and card.controller != controller:
        return False
    if spec.or_self and target == source:
        return True  # «себя или ...»: the source itself, whatever the rest says
    if spec.adjacent and not adjacent(g, source, target):
        return False
    if spec.opposite:
        from tolaria.berserk.rules.modifiers import opposite

        if not opposite(g, source, target):
            return False
    if spec.rows and not (card.zone is Zone.BATTLEFIELD and board.own_row(card.cell, card.controller) in spec.rows):
        return False
    if spec.own_half and not (card.zone is Zone.BATTLEFIELD and board.half_of(card.cell) == controller):
        return False
    if spec.partner and not _partners(g, source, target):
        return False
    if spec.range is not None and not within_range(g, source, target, spec.range):
        return False
    if spec.rolled:
        from tolaria.berserk.rules.dice import pending_roll

        pending = pending_roll(g, target)
        if pending is None or (spec.roll and pending[0].rolls[pending[1]] != spec.roll):
            return False
        if not spec.creature:
            return True
    if spec.moving and not any(c.kind is ChainKind.MOVE and c.source == target and not c.effected
                               for c in g.chains.values()):
        return False
    if spec.fighting:
        from tolaria.berserk.rules.dice import pending_fight

        if pending_fight(g, target) is None:
            return False
    if spec.striking and pending_strike(g, target) is None:
        return False
    if spec.declaring:  # «при объявлении существом противника разряда, заклинания или магического удара»
        from tolaria.berserk.rules.fights import declaring

        if not declaring(g, target, spec.declaring):
            return False
    if spec.melee_attacked and melee_attack_at(g, target) is None:
        return False
    if spec.struck and _struck(g, target) is None:  # «Когда существо получает раны от удара»
        return False
    if spec.attacking and pending_attack(g, target, spec.attacking) is None:
        return False  # «выбранного удара»: the attack is named by its source
    if spec.unwounded_by_attacks and wounded_by_attack(g, target):
        return False  # «которое не получало ран от атак в этот ход»: the wounds are on the card for all to see
    if spec.poisoned:
        from tolaria.berserk.rules.markers import poison_x

        if not (is_creature(g, target) and poison_x(g, target)):
            return False
    if by is not None and seen_as_any(g, target, by):
        return True
    if spec.creature and not is_creature(g, target):
        return False
    if spec.filter is not None:
        from tolaria.berserk.rules.modifiers import matches

        return matches(g, target, spec.filter)
    return True


def _matches(g: GameState, cid: int, f: CardFilter) -> bool:
    from tolaria.berserk.rules.modifiers import matches

    return matches(g, cid, f)


def _partners(g: GameState, source: int, target: int) -> bool:
    """Online «Строй»: ``target`` stands in formation with ``source``: both of one squad, revealed, with Строй, on
    cells next to each other but not diagonally."""
    from tolaria.berserk.rules.modifiers import has_formation

    s, t = g.objects[source], g.objects[target]
    return (s.zone is Zone.BATTLEFIELD and t.zone is Zone.BATTLEFIELD and s.controller == t.controller
            and not s.hidden and not t.hidden and t.cell in board.ORTHOGONAL[s.cell] and is_creature(g, target)
            and has_formation(g, source) and has_formation(g, target))


def candidates(g: GameState, cid: int, ability: TextAbility) -> list[int]:
    """The targets the ability may be declared at (-1 standing for «no target»)."""
    if ability.target is None:
        return [-1]
    if ability.target.graveyard:  # «возродить существо», «на вашем кладбище»: a card of the controller's graveyard
        from tolaria.berserk.rules.summoning import graveyard_candidates

        return graveyard_candidates(g, cid)
    return [c for c in in_play(g) if c != cid or ability.target.or_self]


def target_sets(fitting: list[int], most: int) -> list[tuple[int, ...]]:
    """Online 412.1: the sets of one to ``most`` different targets of a text naming several («до трех ...»), each
    once, in the order of ``fitting``."""
    from itertools import combinations

    return [c for n in range(1, most + 1) for c in combinations(fitting, n)]


def target_refusal(g: GameState, cid: int, ability: TextAbility, target: int) -> tuple[str, str] | None:
    """Why ``target`` may not be named, or None (Online 412.1; hidden cards Online 415.3, RP 529.5)."""
    if ability.target is None:
        if target == -1 and any(isinstance(e, StrikeToStrong) and e.own for e in ability.effects):
            return _own_strike_refusal(g, cid, ability)
        return None if target == -1 else ("that ability has no target", "Online 412.1")
    if ability.target.graveyard:  # Online 206.7: the graveyard is open, its cards are what they are
        if target not in g.objects or not fits(g, cid, ability.target, target):
            return "the target must be a card of your graveyard that fits the ability's description", "Online 412.1"
        return None
    if target not in g.objects or (target == cid and not ability.target.or_self) or not in_squad(g.objects[target]):
        return "an ability needs a target in play", "Online 412.1"
    if ability.target.attacking and (why := attack_refusal(g, ability.target, target)) is not None:
        return why
    if not fits(g, cid, ability.target, target, by=g.objects[cid].controller):
        if ability.target.struck and _struck(g, target) is None:
            return "the creature has no wounds received from a strike still on the stack", "Online 216.11"
        if g.objects[target].hidden:
            return "one's own hidden card is only what it really is", "RP 529.5"
        return "the target does not fit the ability's description", "Online 412.1"
    if any(isinstance(e, MoveCard) and not destinations(g, cid, e, target) for e in ability.effects):
        return "no free cell the text allows it to be moved to", "Online 207.1"
    if any(isinstance(e, DiveOnto) for e in ability.effects) and not is_flyer(g, cid):
        return "only a flyer can lose flight", "Online «Полёт»"
    for e in ability.effects:
        if isinstance(e, TakeSymbiont):  # «переместить на себя паразита со стоящего рядом вашего существа»
            from tolaria.berserk.rules.symbiosis import take_refusal

            return take_refusal(g, cid, e, target, by=g.objects[cid].controller)
    return None


def _own_strike_refusal(g: GameState, cid: int, ability: TextAbility) -> tuple[str, str] | None:
    """«Может свести свой {strike} к сильному»: only while the card's own strike waits for its Calculation object, not
    already reduced, and not while an earlier declaration of it waits on the stack (its use is counted as it is paid,
    Online 216.12)."""
    pending = pending_strike(g, cid)
    if pending is None:
        return "the card has no simple strike waiting for its Calculation object", "Online 216.8"
    if pending.strong or any(
            c.kind is ChainKind.ABILITY and c.source == cid and c.index > 0 and not c.effected
            and g.ability(cid, c.index).effect == ability for c in (g.chains[o.chain] for o in g.stack)):
        return "its strike is already reduced to strong, or about to be", "Online 216.8"
    return None


def protected(g: GameState, ability: TextAbility, target: int) -> Keyword | None:
    """Online 411.1, 411.4: a spell has no effect on a card protected from spells or from magic."""
    if not ability.spell:
        return None
    for keyword in (Keyword.PROTECTION_FROM_SPELLS, Keyword.PROTECTION_FROM_MAGIC):
        if has(g, target, keyword):
            return keyword
    return None


def resolve(g: GameState, chain: Chain, ability: TextAbility) -> None:
    """Online 216.11: the text's effects one after another; none on a protected target (Online 411.1)."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.swapping import resolve as swap_cards
    from tolaria.berserk.rules.swapping import swap_of
    from tolaria.berserk.rules.triggers import do_effect, wound_each

    chain.effected = True
    if swap_of(ability) is not None:  # «поменять местами двух ...»: the two together, not each alone
        swap_cards(g, chain, ability)
        return
    if ability.most > 1:
        _each_target(g, chain, ability)
        return
    target = chain.targets[0] if chain.targets else -1
    shielded = protected(g, ability, target) if target >= 0 else None
    if shielded is not None:
        emit(g, Protected(card=target, chain=chain.id, by=shielded.value, rules=("Online 411.1", "Online 411.4")))
    second = chain.targets[1] if ability.second is not None and len(chain.targets) > 1 else -1
    second_shielded = protected(g, ability, second) if second >= 0 else None
    if second_shielded is not None:
        emit(g, Protected(card=second, chain=chain.id, by=second_shielded.value, rules=("Online 411.1", "Online 411.4")))
    dive = next((e for e in ability.effects if isinstance(e, DiveOnto)), None)
    if dive is not None and shielded is None:  # «переместить ...; потерять полет, ... переместиться на клетку, ...»
        from tolaria.berserk.rules.flight import dive as dive_onto

        dive_onto(g, chain, dive, target)  # the move and what follows it, as one (its cell may be asked for)
        return
    for effect in ability.effects:
        if shielded is not None and getattr(effect, "who", None) is Who.CHOSEN:
            continue
        if second_shielded is not None and getattr(effect, "who", None) is Who.SECOND:
            continue
        if isinstance(effect, WoundEach):
            wound_each(g, chain, effect, spell=ability.spell)
            continue
        if isinstance(effect, ChangeRoll):
            from tolaria.berserk.rules.dice import change_roll

            change_roll(g, chain, target, effect)
            continue
        if isinstance(effect, AttackLowered):  # «уменьшить величину выбранного удара на 1»
            if ability.target is not None and target >= 0:
                lower(g, target, effect, ability.target.attacking)
            continue
        do_effect(g, chain, effect)


def _each_target(g: GameState, chain: Chain, ability: TextAbility) -> None:
    """«излечить до трех ваших лесных существ на 1»: the effect on each target in the order named, each as if it were
    the one target (Online 216.11; Online 411.1 for each protected one); one that has left play is spared (Online
    412.1: it is no longer a legal target)."""
    named = chain.targets
    one = TextAbility(ability.target, ability.effects, ability.spell, ability.name)
    try:
        for target in named:
            if in_squad(g.objects[target]):
                chain.targets = (target,)
                resolve(g, chain, one)
    finally:
        chain.targets = named


def declared_options(ability: TextAbility, g: GameState | None = None, cid: int = -1) -> tuple[int, ...]:
    """What a text ability's declaration chooses (``Chain.x``, the action's ``with``): a roll change's option (+1, -1,
    reroll: rules/dice.py), how many wounds «перераспределить N (или менее) раны» moves, 1 to N, or the X of «получить
    X ран, ...», 1 to the card's current life (READINGS); () for none."""
    from tolaria.berserk.rules.dice import roll_options

    rolls = roll_options(ability)
    if rolls:
        return tuple(int(o) for o in rolls)
    for e in ability.effects:
        if isinstance(e, Redistribute) and not e.received:  # «эти раны»: as many as were received, no X
            return tuple(range(1, e.most + 1))
    if g is not None and cid >= 0 and any(isinstance(e, WoundBy) and e.by_x and e.who is Who.SELF
                                          for e in ability.effects):
        from tolaria.berserk.rules.cards_in_play import life

        return tuple(range(1, max(0, life(g, cid)) + 1))
    return ()


def redistribute(g: GameState, chain: Chain, target: int, effect: Redistribute) -> None:
    """Glossary «Перераспределение (на Х)»: «излечивает одно существо от Х ран, и ранит существа в сумме на столько же
    ран»: the target is healed of the X chosen (no more than it has), the source wounded by as many as were healed (not
    an attack), or the further targets: split among them in the order named, as evenly as the count allows, the first
    ones taking what is left over (READINGS). With ``received`` the wounds are those the target received from the
    strike, divided among the further targets by the ability's controller (rules/wound_division.py)."""
    from tolaria.berserk.rules.stack import _heal, deal_wounds

    source = chain.source
    if target < 0 or not in_squad(g.objects[target]) or not in_squad(g.objects[source]):
        return
    if effect.received:
        _divide_received(g, chain, target)
        return
    before = g.objects[target].wounds
    _heal(g, target, min(chain.x, before), ("Online «Перераспределение (на Х)»",))
    healed = before - g.objects[target].wounds
    if healed <= 0:
        return
    if effect.to is None:
        deal_wounds(g, source, healed, source, None)
        return
    _wound_recipients(g, chain, chain.targets[1:], healed)


def _divide_received(g: GameState, chain: Chain, target: int) -> None:
    """«перераспределить эти раны на других ваших существ»: the wounds of the strike still on the target, divided among
    the further targets still in play, each 1 or more: by its controller where that is a choice («Какое существо раны и
    сколько именно ран, определяет игрок»), else at once."""
    from tolaria.berserk.actions import AssignWounds
    from tolaria.berserk.decisions import WoundDivision
    from tolaria.berserk.rules import wound_division

    struck = _struck(g, target)
    if struck is None:
        return  # «эти раны»: none of the strike's wounds are left to move
    wounds = min(struck[1], g.objects[target].wounds)
    cards = tuple(c for c in chain.targets[1:] if in_squad(g.objects[c]))[:wounds]
    if wounds <= 0 or not cards:
        return
    g.offer = WoundDivision(g.players[chain.controller].name, card=target, source=chain.source, chain=struck[0].id,
                            wounds=wounds, cards=cards, each=True)
    if len(cards) == 1 or len(cards) == wounds:  # one division only: no choice to ask (each card takes 1 or more)
        share, extra = divmod(wounds, len(cards))
        wound_division.answer(g, AssignWounds(cards, tuple(share + (n < extra) for n in range(len(cards)))))


def _struck(g: GameState, target: int) -> tuple[Chain, int] | None:
    """«получает раны от удара»: a melee attack's wounds (READINGS: «удар» alone is any melee attack)."""
    from tolaria.berserk.rules.struck_wounds import struck_at

    return struck_at(g, target, MELEE_KINDS)


def redistributed_most(g: GameState, effect: Redistribute, healed: int, x: int) -> int:
    """How many wounds the redistribution declared at ``healed`` may move: those it received from the strike
    («эти раны»), or the X chosen."""
    if not effect.received:
        return x
    struck = _struck(g, healed) if healed in g.objects else None
    return struck[1] if struck is not None else 0


def _wound_recipients(g: GameState, chain: Chain, recipients: tuple[int, ...], healed: int) -> None:
    """The moved wounds to the further targets still in play; a spell spares a card protected from it (Online 411.4),
    «Стойкость» an opponent's card (glossary)."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import wound_by

    if not recipients:
        return
    ability = g.ability(chain.source, chain.index).effect
    share, extra = divmod(healed, len(recipients))
    for n, cid in enumerate(recipients):
        amount = share + (1 if n < extra else 0)
        if amount <= 0 or not in_squad(g.objects[cid]):
            continue
        shielded = protected(g, ability, cid) if isinstance(ability, TextAbility) else None
        if shielded is not None:
            emit(g, Protected(card=cid, chain=chain.id, by=shielded.value, rules=("Online 411.1", "Online 411.4")))
            continue
        wound_by(g, chain.source, cid, WoundBy(amount, Who.CHOSEN), chain.id)


def second_candidates(g: GameState, cid: int, ability: TextAbility) -> list[int]:
    """The cards in play the ability's second target may be, as the card's controller sees them (Online 415.3); for
    «при этом возродить ...», the cards of his graveyard that fit (glossary «Возрождение»)."""
    assert ability.second is not None
    by = g.objects[cid].controller
    if ability.second.graveyard:
        from tolaria.berserk.rules.summoning import graveyard_candidates

        return [c for c in graveyard_candidates(g, cid) if fits(g, cid, ability.second, c)]
    return [c for c in in_play(g) if c != cid and fits(g, cid, ability.second, c, by=by)]


def second_refusal(g: GameState, cid: int, ability: TextAbility, first: int, also: tuple[int, ...]
                   ) -> tuple[str, str] | None:
    """«ранить существо противника на X, при этом излечить ваше существо на X»: exactly one second target, named after
    the first, fitting its own description (Online 412.1)."""
    if len(also) != 1:
        return "name the ability's second target after the first (on FIRST, SECOND)", "Online 412.1"
    if also[0] == first or also[0] not in g.objects or also[0] not in second_candidates(g, cid, ability):
        return "the second target does not fit the ability's description", "Online 412.1"
    if not fits_first(g, ability, first, also[0]):
        return "the second target does not stand next to the first", "Online 207.7"
    return None


def fits_first(g: GameState, ability: TextAbility, first: int, second: int) -> bool:
    """«наносит по стоящей рядом карте»: a second target described by its place next to the first stands there
    (Online 207.7); any other second target fits whatever the first."""
    assert ability.second is not None
    return not ability.second.near_first or (first in g.objects and adjacent(g, first, second))


def redistribution(ability: TextAbility) -> Redistribute | None:
    """The ability's redistribution to further targets («на существо или существ противника»), if it has one."""
    return next((e for e in ability.effects if isinstance(e, Redistribute) and e.to is not None), None)


def recipients_of(g: GameState, cid: int, effect: Redistribute) -> list[int]:
    """The cards in play the redistributed wounds may go to, as the card's controller sees them (Online 415.3); the
    source itself only for «на других ваших существ» (others than the healed one)."""
    assert effect.to is not None
    by = g.objects[cid].controller
    return [c for c in in_play(g) if (c != cid or effect.received) and fits(g, cid, effect.to, c, by=by)]


def recipients_refusal(g: GameState, cid: int, effect: Redistribute, healed: int, also: tuple[int, ...],
                       x: int) -> tuple[str, str] | None:
    """The further targets of «перераспределить ... на существо или существ противника»: one at least, no more than
    the text and the X chosen allow, each a different card fitting the description (Online 412.1)."""
    rule = "Online «Перераспределение (на Х)»"
    if not also:
        return "name the card the wounds go to after the one healed (on HEALED, RECIPIENT)", rule
    most = redistributed_most(g, effect, healed, x) if effect.received else min(effect.recipients, max(1, x))
    if len(also) > most:
        return f"the wounds go to at most {most} card{'s' if most > 1 else ''}", rule
    if len({healed, *also}) != 1 + len(also):
        return "each target of the ability must be a different card", "Online 412.1"
    if any(t not in g.objects or t not in recipients_of(g, cid, effect) for t in also):
        return "a card the wounds go to does not fit the ability's description", "Online 412.1"
    return None


def pending_strike(g: GameState, cid: int) -> Chain | None:
    """The simple strike of ``cid`` on the stack whose Calculation object has not resolved (Online 216.8), or None."""
    for o in g.stack:
        if o.obj is Obj.CALCULATION:
            chain = g.chains[o.chain]
            if chain.kind is ChainKind.STRIKE and chain.source == cid:
                return chain
    return None


MELEE_KINDS = frozenset({AttackKind.SIMPLE, AttackKind.SPECIAL, AttackKind.MAGIC})
"""Online 401.3 and the glossary («Особый Удар», «Магический Удар» are melee attacks): the attacks «ближний удар» names."""


def melee_attack_at(g: GameState, cid: int) -> Chain | None:
    """The topmost melee attack at ``cid`` on the stack whose Wound object has not resolved, or None."""
    for o in reversed(g.stack):
        if o.obj is Obj.WOUND:
            chain = g.chains[o.chain]
            if chain.attack in MELEE_KINDS and chain.targets and chain.targets[0] == cid:
                return chain
    return None


def cap_melee_attack(g: GameState, target: int, x: int) -> None:
    """«свести ближний удар по существу ... к 1» (glossary «Сведение атаки к Х»: the value becomes X if it was
    greater): at its Calculation object if that is still to come, else on the value already fixed."""
    chain = melee_attack_at(g, target)
    if chain is None:
        return
    chain.capped = x if chain.capped < 0 else min(chain.capped, x)
    if not any(o.chain == chain.id and o.obj is Obj.CALCULATION for o in g.stack):
        chain.amount = min(chain.amount, x)


def strike_to_strong(g: GameState, target: int) -> None:
    """«свести {strike} вашего существа к сильному»: its strike still waiting for the Calculation object counts as strong
    when it hits (none left: nothing happens)."""
    chain = pending_strike(g, target)
    if chain is not None:
        chain.strong = True


def within_range(g: GameState, source: int, target: int, reach: int) -> bool:
    """Online «Дальность Х»: the target stands X or fewer cells from the source, counted in any direction."""
    s, t = g.objects[source], g.objects[target]
    return s.zone is Zone.BATTLEFIELD and t.zone is Zone.BATTLEFIELD and board.DISTANCE[s.cell][t.cell] <= reach
