"""The stack of chains: declaring, resolving object by object, cancelling (Online 215, 216, 409, 410, 423).

A declaration puts its chain's objects on the stack in reverse order
(Online 216.1.a); when both players pass, the top object resolves
(Online 215.8). Each object checks the chain's legality first (Online
«Условие легальности»); an illegal chain is cancelled with its Payment
object (Online 409.1), unless it has already had an effect (Online
423.1.a), in which case it is still paid.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import Prophecy, Redirect, Summon, TextAbility
from tolaria.berserk.cards import (
    Attack,
    AttackKind,
    CardType,
    FinishingBlow,
    GainToken,
    Heal,
    Keyword,
)
from tolaria.berserk.decisions import RollChoice
from tolaria.berserk.events import (
    Cancelled,
    Closed,
    Declared,
    Destroyed,
    DieRolled,
    Healed,
    Moved,
    Protected,
    Redirected,
    Resolved,
    Revealed,
    StrengthFixed,
    Wounded,
    ZoneChanged,
)
from tolaria.berserk.profiles import HiddenStartMarkers
from tolaria.berserk.rules import (
    activated,
    artifact_forms,
    attack_weakening,
    cell_markers,
    chained_pairs,
    dice,
    durations,
    graveyard_abilities,
    heal_replacement,
    ignoring,
    incarnation,
    incorporeality,
    keyword_abilities,
    leashes,
    limits,
    marker_effects,
    marker_guards,
    markers,
    modifiers,
    movement_effects,
    prevention,
    prophecy,
    redirection,
    repeated_strikes,
    several_attacks,
    strike_table,
    struck_wounds,
    summoning,
    swapping,
    symbiosis,
    triggers,
    valhalla,
    wound_history,
)
from tolaria.berserk.rules import fights as made_strikes
from tolaria.berserk.rules.cards_in_play import (
    adjacent,
    current_life,
    defn,
    fights,
    has,
    in_play,
    in_squad,
    is_creature,
    keyword_x,
    life,
)
from tolaria.berserk.state import (
    FULL_CHAIN,
    OBJ_NAMES,
    PHASE_NAMES,
    PRELIMINARY,
    REDIRECTION_CHAIN,
    SIMPLE_CHAIN,
    Chain,
    ChainKind,
    Entering,
    GameState,
    Obj,
    StackObject,
    Zone,
)
from tolaria.errors import TolariaError

RANGED_KINDS = tuple(k for k in AttackKind if k.ranged)
MAGICAL_KINDS = tuple(k for k in AttackKind if k.magical)
"""``AttackKind.ranged`` and ``.magical`` as tuples (membership by identity, not a property call per wound)."""
TRIGGERED_KINDS = frozenset({triggers.TRIGGERED, markers.POISON_TRIGGER, keyword_abilities.VAMPIRISM,
                             triggers.SHARED_WOUNDS, triggers.ILLUSION_EXILED, cell_markers.CELL_WOUNDS,
                             marker_effects.MARKER_WOUNDS, triggers.LATER_EFFECTS, chained_pairs.PARTED})
"""``Chain.trigger`` values carried out by :mod:`tolaria.berserk.rules.triggers` (Online 405)."""


class UnscriptedRoll(TolariaError):
    """A scenario's die roll with no value scripted for it and no seed (berserk-scenarios.md, "Dice")."""


def emit(g: GameState, event: object) -> None:
    ev = event  # typed by the caller
    ev.turn = g.turn  # type: ignore[attr-defined]
    ev.step = PHASE_NAMES[g.phase]  # type: ignore[attr-defined]
    g.out.append(ev)  # type: ignore[arg-type]


def declare(g: GameState, chain: Chain, objects: tuple[Obj, ...], what: str, rules: tuple[str, ...]) -> None:
    """Online 400.3, 216.1.a: put the chain's objects on the stack, Declaration on top."""
    g.chains[chain.id] = chain
    stack_, cid = g.stack, chain.id
    for obj in reversed(objects):
        stack_.append(tuple.__new__(StackObject, (cid, obj)))  # StackObject(cid, obj) without its Python __new__
    emit(g, Declared(chain=chain.id, source=chain.source, what=what, targets=chain.targets, cell=chain.cell, rules=rules))
    if chain.targets:
        chain.were_hidden = tuple(t for t in chain.targets if g.objects[t].hidden)
        for t in chain.targets:
            reveal_if_hidden(g, t, ("Online 415.2", "RP 529.3"))
        if chain.were_hidden:
            _block_if_revealed_illegal(g, chain)
    else:
        chain.were_hidden = ()
    g.version += 1


def _block_if_revealed_illegal(g: GameState, chain: Chain) -> None:
    """Online 415.4: a text ability made illegal by revealing its target is blocked at once, without the stack.

    RP 529.6: it is not performed but paid, so its Payment object stays.
    Attacks are judged at their Target object (``_target``), where the
    strike's target is fixed.
    """
    effect = _effect(g, chain)
    if isinstance(effect, TextAbility) and effect.target is not None and chain.targets:
        # with several targets («до трех ...»), one revealed not to fit makes the declaration illegal
        if not all(activated.fits(g, chain.source, effect.target, t) for t in chain.targets) or (
                swapping.pair_refusal(g, chain.source, effect, chain.targets) is not None):  # a swap's two, as they are
            block(g, chain, "illegal target once revealed", ("Online 415.4", "RP 529.6"))
        return
    if not isinstance(effect, Heal | FinishingBlow):
        return
    from tolaria.berserk.rules.targets import heal_target_ok

    target = chain.targets[0]
    if isinstance(effect, Heal):
        fits = heal_target_ok(g, target)
    else:
        fits = is_creature(g, target) and life(g, target) <= effect.x and adjacent(g, chain.source, target)
    if not fits:
        block(g, chain, "illegal target once revealed", ("Online 415.4", "RP 529.6"))


def enter_together(g: GameState, entries: list[Entering]) -> None:
    """Online 215.4: chains entering together: the active player's first, each player ordering his own.

    A player with one chain there has nothing to choose; with several, the
    engine waits for his ``ChainOrder`` answers (``enter_next``).
    """
    entries.sort(key=lambda e: e.chain.controller != g.active)
    g.entering.extend(entries)
    flush_entering(g)


def flush_entering(g: GameState) -> None:
    """Declare the waiting chains that need no choice, stopping at a player who has several."""
    while g.entering and not triggers.awaiting_choice(g):
        seat = g.entering[0].chain.controller
        if sum(1 for e in g.entering if e.chain.controller == seat) > 1:
            return
        e = g.entering.pop(0)
        declare(g, e.chain, _entering_objects(g, e.chain), e.what, e.rules)


def enter_next(g: GameState, chain_id: int) -> None:
    """The player's answer: this chain of his enters the stack now (Online 215.4)."""
    index = next(i for i, e in enumerate(g.entering) if e.chain.id == chain_id)
    e = g.entering.pop(index)
    declare(g, e.chain, _entering_objects(g, e.chain), e.what, (*e.rules, "Online 215.4"))
    flush_entering(g)


def new_chain(g: GameState, kind: ChainKind, source: int, controller: int) -> Chain:
    chain = Chain(g.next_chain, kind, source, controller)
    g.next_chain += 1
    return chain


def _entering_objects(g: GameState, chain: Chain) -> tuple[Obj, ...]:
    """A triggered text with an X-Y-Z value has a Roll object (Online 205.7.b); any other chain as ``objects_for``."""
    from tolaria.berserk.rules import rolled_effects

    return rolled_effects.objects_for(g, chain) or objects_for(chain)


def objects_for(chain: Chain) -> tuple[Obj, ...]:
    if chain.kind is ChainKind.DEFEND:
        return REDIRECTION_CHAIN
    if chain.attack is not None:
        return FULL_CHAIN  # berserk-scenarios.md "Dice": every attack has a Roll object
    return SIMPLE_CHAIN


def reveal_if_hidden(g: GameState, cid: int, rules: tuple[str, ...]) -> None:
    """Online 415.2: a hidden card that becomes a target is revealed at once, without the stack."""
    card = g.objects.get(cid)
    if card is None or not card.hidden:
        return
    card.hidden = False
    g.roster_changed()
    emit(g, Revealed(card=cid, cell=card.cell, rules=rules))
    if g.profile.hidden_start_markers is HiddenStartMarkers.REVEAL and g.phase not in PRELIMINARY:
        modifiers.start_tokens(g, [cid])  # a card kept hidden since the battle began gets them as it is revealed
    if defn(g, cid).type.value in ("flyer", "terrain") and card.zone is Zone.BATTLEFIELD:
        # Online 211.2.a, 306.3: a revealed flyer (or terrain) goes to the Additional Zone
        g.vacate(cid)
        card.cell = -1
        card.zone = Zone.ADDITIONAL
        g.additional.append(cid)


def chain_on_stack(g: GameState, cid: int) -> bool:
    for so in g.stack:
        if so.chain == cid:
            return True
    return False


def remove_chain(g: GameState, chain_id: int, keep_payment: bool = False) -> None:
    g.stack = [so for so in g.stack if so.chain != chain_id or (keep_payment and so.obj is Obj.PAYMENT)]
    if not any(so.chain == chain_id for so in g.stack):
        g.chains.pop(chain_id, None)


def cancel(g: GameState, chain: Chain, reason: str, rules: tuple[str, ...]) -> None:
    """Online 409.1, 409.3: remove every object of the chain; it counts as never declared.

    Online 423.1.a: a chain that has already had an effect is paid all the same.
    """
    emit(g, Cancelled(chain=chain.id, source=chain.source, what=chain.kind.value, reason=reason, rules=rules))
    if chain.effected:
        remove_chain(g, chain.id, keep_payment=True)
        return
    if chain.kind is ChainKind.MOVE:
        g.objects[chain.source].declared_move = any(
            c.kind is ChainKind.MOVE and c.source == chain.source and c.id != chain.id for c in g.chains.values()
        ) or g.objects[chain.source].moved > 0
    remove_chain(g, chain.id)


def block(g: GameState, chain: Chain, reason: str, rules: tuple[str, ...]) -> None:
    """Online 410.1, 415.4: removed from the stack except its Payment object (so it is paid).

    RP 527.4: a blocked action is paid all the same, so its legality is no
    longer asked at its Payment object (as for one that had an effect, 423.1.a).
    """
    chain.effected = True
    emit(g, Cancelled(chain=chain.id, source=chain.source, what=chain.kind.value, reason=reason, rules=rules))
    remove_chain(g, chain.id, keep_payment=True)


def roll_die(g: GameState, chain: Chain, cid: int) -> int:
    """A die roll by ``cid``; «Когда карта противника выбрасывает на кубике 6» abilities notice it."""
    fixed = dice.fixed_roll(g, cid)  # «Ваш первый за ход бросок кубика равен 6»: no die is rolled
    value = _die(g, chain, cid) if fixed is None else fixed
    triggers.rolled(g, cid, value)
    return value


def _die(g: GameState, chain: Chain, cid: int) -> int:
    """A die roll: the chain's scripted values, then the game's queue, then the seeded RNG."""
    if chain.script is not None:
        if not chain.script:
            raise UnscriptedRoll(f"a roll by {g.objects[cid].name} beyond the chain's scripted dice")
        value = chain.script[0]
        chain.script = chain.script[1:]
        return value
    if g.dice:
        return g.dice.pop(0)
    if g.scripted:
        raise UnscriptedRoll(f"unscripted die roll by {g.objects[cid].name}")
    return g.rng.below(6) + 1


# ------------------------------------------------------------------ legality


def still_legal(g: GameState, chain: Chain) -> str | None:
    """Why the chain is illegal now (Online «Условие легальности»), or None."""
    if chain.trigger in TRIGGERED_KINDS:
        return triggers.still_legal(g, chain)
    if chain.trigger == incarnation.TRIGGER:
        return incarnation.still_legal(g, chain)
    source = g.objects.get(chain.source)
    if chain.kind is ChainKind.DESTRUCTION:
        if source is None or not in_squad(source):
            return "the card has left play"
        if chain.by_wounds and life(g, chain.source) > 0:
            return "current life is above zero again"
        return None
    if chain.kind is ChainKind.MOVE:
        if source is None or source.zone is not Zone.BATTLEFIELD:
            return "the card has left the battlefield"
        if chain.cell in g.board and source.cell != chain.cell and (
                chain.index == keyword_abilities.LEAP or not incorporeality.may_step_onto(g, chain.source, chain.cell)):
            if chain.amount == 0 and not (
                    keyword_abilities.trampled(g, chain.source, chain.cell) >= 0 if chain.index == keyword_abilities.LEAP
                    else movement_effects.push_victim(g, chain.source, chain.cell) >= 0):
                return "the cell is occupied"  # (a move that trampled or pushed has had its effect: see ``_wound``)
        return None
    if graveyard_abilities.of_graveyard(g, chain):  # «Пока на кладбище, имеет ...»: legal while it lies there
        return graveyard_abilities.still_legal(g, chain) or _target_legality(g, chain)
    if source is None or not in_squad(source):
        return "its source has left play"
    if chain.kind is ChainKind.ABILITY and chain.for_chain >= 0:
        if redirection.is_redirection(g, chain):
            return redirection.still_redirectable(g, chain)
        from tolaria.berserk.rules.blocking import still_blockable

        return still_blockable(g, chain)
    if chain.kind is ChainKind.ABILITY and not chain.targets and chain.cell >= 0:
        effect = _effect(g, chain)
        if isinstance(effect, TextAbility) and effect.effects and isinstance(effect.effects[-1], Summon | Prophecy):
            from tolaria.berserk.rules.summoning import summon_still_legal, summoning

            last = effect.effects[-1]
            summoned = last if isinstance(last, Summon) else summoning(effect)  # «пророчество 1; ... вызвать его» too
            if summoned is not None:
                return summon_still_legal(g, chain, summoned)  # «вызвать»: the declared cell still free
    return _target_legality(g, chain)


def _target_legality(g: GameState, chain: Chain) -> str | None:
    """Why a strike's or an ability's target makes it illegal now (Online 412.1), or None."""
    if chain.kind not in (ChainKind.STRIKE, ChainKind.ABILITY) or not chain.targets:
        return None
    target = chain.targets[0]
    tcard = g.objects[target]
    effect = _effect(g, chain)
    if isinstance(effect, TextAbility) and effect.target is not None and effect.target.graveyard:
        from tolaria.berserk.rules.summoning import still_legal

        return still_legal(g, chain, effect)  # «возродить»: a graveyard target, and the declared cell still free
    if isinstance(effect, TextAbility) and swapping.swap_of(effect) is not None:
        return swapping.still_legal(g, chain, effect)  # «поменять местами двух ...»: the pair still swappable
    if isinstance(effect, TextAbility) and effect.most > 1:
        # «до трех ...»: the ability happens to those of its targets still in play (rules/activated.py)
        if not any(in_squad(g.objects[t]) for t in chain.targets):
            return "its targets have left play"
        return None
    if not in_squad(tcard):
        return "its target has left play"
    if isinstance(effect, TextAbility) and effect.target is not None and effect.target.attacking:
        return attack_weakening.still_legal(g, chain, effect)  # «выбранного удара»: the attack still waits
    if isinstance(effect, FinishingBlow):
        if (not is_creature(g, target) or life(g, target) > keyword_abilities.finishing_x(g, effect, target, chain.source)
                or not adjacent(g, chain.source, target) or incorporeality.is_incorporeal(g, target)):
            return "illegal target"
    return None


def _effect(g: GameState, chain: Chain) -> Attack | Heal | GainToken | FinishingBlow | TextAbility | None:
    if chain.kind is ChainKind.ABILITY and chain.index > 0 and not chain.trigger:
        effect = g.ability(chain.source, chain.index).effect
        if not isinstance(effect, Attack | Heal | GainToken | FinishingBlow | TextAbility | Redirect):
            return None  # a block resolves in rules/blocking.py
        return None if isinstance(effect, Redirect) else effect  # a redirection resolves in rules/redirection.py
    return None


# ------------------------------------------------------------------ resolution


RESOLVED_RULES = ("Online 216.1",)


def resolved_event(g: GameState, chain: Chain, obj: Obj) -> Resolved:
    """``emit(g, Resolved(...))``'s event, made without the dataclass's keyword ``__init__``.

    A battle resolves thousands of stack objects, each with this event, and
    a keyword constructor call costs more than the rest of a resolution's
    bookkeeping: the fields are set here exactly as the constructor and
    ``emit`` set them (tests/berserk/test_seeded_games.py checks it).
    """
    ev = Resolved.__new__(Resolved)
    ev.rules = RESOLVED_RULES
    ev.turn = g.turn
    ev.step = PHASE_NAMES[g.phase]
    ev.chain = chain.id
    ev.source = chain.source
    ev.obj = OBJ_NAMES[obj]
    return ev


def resolve_top(g: GameState) -> None:
    """Online 215.8: the top object resolves and leaves the stack."""
    stack_ = g.stack
    top = stack_[-1]
    chain = g.chains[top.chain]
    obj = top.obj
    why = still_legal(g, chain) if obj is not Obj.PAYMENT or not chain.effected else None
    if why is not None:
        rules = ("Online 402.3.c",) if chain.kind is ChainKind.DESTRUCTION else ("RP 526.1", "Online 409.2")
        cancel(g, chain, why, rules)
        g.version += 1
        return
    stack_.pop()
    g.out.append(resolved_event(g, chain, obj))
    ignored = ignoring.ignored_target(g, chain) if chain.attack is not None else -1
    if ignored < 0:
        RESOLVERS[obj](g, chain)
    else:
        ignoring.begin(g, ignored)  # Online 408.3: the object's effects read its target as without abilities
        try:
            RESOLVERS[obj](g, chain)
        finally:
            ignoring.end(g, ignored)
    if not (stack_ and stack_[-1].chain == chain.id) and not chain_on_stack(g, chain.id):  # its next object is on top, mostly
        g.chains.pop(chain.id, None)
    g.version += 1


def _declaration(g: GameState, chain: Chain) -> None:
    """Online 216.2: no effect by itself."""


def _target(g: GameState, chain: Chain) -> None:
    """Online 216.4: fix the final target, reveal it, set who initiates and who responds."""
    if not chain.targets:
        return
    target = chain.targets[0]
    reveal_if_hidden(g, target, ("Online 216.4",))
    if chain.attack is not None:
        from tolaria.berserk.rules.targets import attack_origin, attack_target_ok

        origin = attack_origin(g, chain.source, chain.cell) if chain.trigger else -1  # a dead card's «При гибели»
        if not attack_target_ok(g, chain.source, target, chain.attack, declared=False, origin=origin) and not (
                chain.redirected and keyword_abilities.defender_stands_anywhere(g, target)) and not (
                made_strikes.reaches_anywhere(chain) and target != chain.source):
            block(g, chain, "illegal target once revealed", ("Online 415.4", "RP 529.6"))
            return
        if leashes.blocker(g, chain) >= 0:  # «... блокирует все его атаки, пока оно не стоит на клетке рядом с ней»
            block(g, chain, "its attacks are blocked away from the card", leashes.RULES)
            return
        web = marker_effects.blocking_marker(g, target)
        if web is not None:  # «Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает»
            block(g, chain, f"the target has «{web}»", ("Online 410.5", "Online 410.1"))
            marker_effects.remove_marker(g, target, web)
            return
        guard = marker_guards.blocking(g, chain, target)
        if guard is not None:  # «... блокирует атаки существ без маркера ловкости по себе»
            block(g, chain, f"the attacker has no «{guard}» marker", marker_guards.RULES)
            return
        if prophecy.blocks(g, chain, target):  # «Если [карта] атакована ... – пророчество 1; блокировать атаку, если ...»
            block(g, chain, "the target's prophecy blocks it", ("Online 410.1", "READINGS «Пророчество»"))
            return
        if _blocked_by_die(g, chain, target):
            return
        first = chain.kind is ChainKind.STRIKE and valhalla.first_strike_unanswered(g, chain.source)
        unanswered = (first or has(g, chain.source, Keyword.UNANSWERED_STRIKE) or triggers.unanswered(g, chain)
                      or (chain.kind is ChainKind.STRIKE and (modifiers.unanswered_at(g, chain.source, target)
                                                              or incorporeality.unanswered_at_marked(g, chain.source, target))))
        chain.fights = chain.attack.answered and not unanswered and (
            fights(g, target) or (chain.kind is ChainKind.STRIKE and made_strikes.answers_as_open(g, chain, target)))
        triggers.attacking(g, chain)  # «при нападении» (Online 216.4)
        triggers.struck_first(g, chain)  # «При первом за ход ударе существа противника по [карте]» (Online 410.4)


def _blocked_by_die(g: GameState, chain: Chain, target: int, after_rolls: bool = False) -> bool:
    """«Если Воин храма атакован дальней атакой — бросьте кубик; если выпало 5 или 6 — эта атака блокируется»: the
    attacked card rolls as the attack reaches its Target object, and a face the text names blocks it (Online 410.1:
    paid all the same). The die is read as it falls («выпало»), before any modifier of attack rolls. With
    ``after_rolls`` («(после бросков кубика)») it is rolled as the attack's Result object resolves instead."""
    assert chain.attack is not None
    blocking = dice.roll_block(g, target, chain.attack, after_rolls)
    if blocking is None:
        return False
    value = roll_die(g, chain, target)
    emit(g, DieRolled(card=target, value=value, result=value, rules=("Online 410.1", "Online «Бросок кубика»")))
    if value not in blocking.faces:
        return False
    block(g, chain, f"{g.objects[target].name}'s die shows {value}", ("Online 410.1",))
    return True


def _roll(g: GameState, chain: Chain) -> None:
    """Online 216.5: the source rolls, then the responding creature when two open creatures fight.

    A card whose text has it roll two dice and keep one (``RollTwice``) stops the rolling with a ``RollChoice``
    offer; its player's answer (:func:`answer_roll_choice`) keeps the die, and the next roller rolls after it. A fight
    whose result a text set rolls nothing; one a fighter's text may set («может сделать результатом сражения ...»)
    waits for its player's choice first (:func:`answer_fixed_fight`).
    """
    chain.rolls = ()
    if chain.fixed:
        return
    if chain.fights and _ask_fixed_fight(g, chain, _fight_setters(g, chain)):
        return
    _roll_next(g, chain)


def _fight_setters(g: GameState, chain: Chain) -> list[int]:
    """The fighters, the attacker first, whose revealed text may set this fight's result (``FixedFight``)."""
    from tolaria.berserk.abilities import FixedFight

    return [cid for cid in (chain.source, chain.targets[0]) if not g.objects[cid].hidden
            and any(isinstance(s, FixedFight) for s in modifiers.in_force(g, cid))
            and g.objects[chain.targets[0] if cid == chain.source else chain.source].controller != g.objects[cid].controller]


def _ask_fixed_fight(g: GameState, chain: Chain, setters: list[int]) -> bool:
    """Ask the first of ``setters`` whether to set the result; False when there is none left to ask."""
    if not setters:
        return False
    from tolaria.berserk.decisions import OptionChoice

    cid = setters[0]
    tiers = _fixed_tiers(g, cid, chain)
    words = "-".join(("промах", "слабый", "средний", "сильный")[t] for t in tiers)
    g.offer = OptionChoice(g.players[g.objects[cid].controller].name, card=cid, index=0,
                           offered=(words, "бросить кубики"), resolving=True, fight=chain.id)
    return True


def _fixed_tiers(g: GameState, cid: int, chain: Chain) -> tuple[int, int]:
    """The (attacker's, answer's) tiers ``cid``'s text would set: its own tier first as written."""
    from tolaria.berserk.abilities import FixedFight

    s = next(s for s in modifiers.in_force(g, cid) if isinstance(s, FixedFight))
    return s.tiers if cid == chain.source else (s.tiers[1], s.tiers[0])


def answer_fixed_fight(g: GameState, option: int) -> None:
    """Option 1 sets the result (no dice rolled); option 2 asks the next fighter who may, or rolls (Online 216.5)."""
    from tolaria.berserk.decisions import OptionChoice

    offer = g.offer
    assert isinstance(offer, OptionChoice)
    g.offer = None
    chain = g.chains[offer.fight]
    if option == 1:
        fix_fight(g, chain, offer.card, _fixed_tiers(g, offer.card, chain), offer.offered[0])
        return
    setters = _fight_setters(g, chain)
    rest = setters[setters.index(offer.card) + 1:] if offer.card in setters else []
    if not _ask_fixed_fight(g, chain, rest):
        _roll_next(g, chain)


def fix_fight(g: GameState, chain: Chain, source: int, tiers: tuple[int, int], words: str = "") -> None:
    """The fight of ``chain`` gets ``tiers`` as its result, ``source``'s text setting it: no dice are rolled."""
    from tolaria.berserk.events import FightFixed

    chain.fixed = tiers
    names = ("промах", "слабый", "средний", "сильный")
    emit(g, FightFixed(chain=chain.id, source=source, result=words or f"{names[tiers[0]]}-{names[tiers[1]]}",
                       rules=("Online 103.1", "Online 216.5")))


def _roll_next(g: GameState, chain: Chain) -> None:
    """The rolls still to make at the chain's Roll object, in order (Online 216.5: the attacking creature first)."""
    rollers = (chain.source, chain.targets[0]) if chain.fights else (chain.source,)
    while len(chain.rolls) < len(rollers):
        cid = rollers[len(chain.rolls)]
        twice = dice.rolls_twice(g, cid, chain)
        if twice is not None:
            values = (roll_die(g, chain, cid), roll_die(g, chain, cid))
            if twice.doubles_bonus and values[0] == values[1]:
                chain.doubles = twice.doubles_bonus  # «если значения одинаковые получает +1 к этой атаке»
            g.offer = RollChoice(g.players[g.objects[cid].controller].name, card=cid, chain=chain.id, values=values)
            return
        _kept(g, chain, cid, roll_die(g, chain, cid))


def _kept(g: GameState, chain: Chain, cid: int, value: int) -> None:
    chain.rolls = (*chain.rolls, value)
    emit(g, DieRolled(card=cid, value=value, result=value, rules=("Online 216.5", "Online «Бросок кубика»")))
    triggers.fight_rolled(g, chain, cid, value)  # «Если, сражаясь, выбрасывает на кубике 6 ...» (Online 205.5)


def answer_roll_choice(g: GameState, value: int) -> None:
    """The die the player of the card that rolled two keeps; then the rest of the Roll object's rolls."""
    offer = g.offer
    assert isinstance(offer, RollChoice) and value in offer.values
    g.offer = None
    chain = g.chains[offer.chain]
    _kept(g, chain, offer.card, value)
    ignored = ignoring.ignored_target(g, chain) if chain.attack is not None else -1
    if ignored < 0:
        _roll_next(g, chain)
        return
    ignoring.begin(g, ignored)  # Online 408.3: still the Roll object's effects, as in resolve_top
    try:
        _roll_next(g, chain)
    finally:
        ignoring.end(g, ignored)


def _modifier(g: GameState, cid: int, other: int, initiating: bool, kind: AttackKind) -> int:
    """Online 422: die-roll modifiers of experience and clumsiness (glossary entries), and the card's texts'
    «+X к броскам кубика» (rules/dice.py)."""
    total = dice.roll_modifier(g, cid, other, initiating)
    if initiating:
        if kind is AttackKind.SIMPLE:
            total += keyword_x(g, cid, Keyword.ATTACK_EXPERIENCE) or 0
            total += movement_effects.path_experience(g, cid, other)
            total -= keyword_x(g, cid, Keyword.CLUMSINESS) or 0
        if kind is AttackKind.SHOT:
            total += keyword_x(g, cid, Keyword.SHOOTING_EXPERIENCE) or 0
    else:
        if kind not in RANGED_KINDS:
            total += keyword_x(g, cid, Keyword.DEFENSE_EXPERIENCE) or 0
            total -= keyword_x(g, cid, Keyword.CLUMSINESS) or 0
    return total


def _result(g: GameState, chain: Chain) -> None:
    """Online 216.6: apply die-roll modifiers; outside a fight, results are kept within 1-6 (104.2.a)."""
    assert chain.attack is not None
    source, target = chain.source, chain.targets[0]
    if _blocked_by_die(g, chain, target, after_rolls=True):  # «(после бросков кубика) атакованный бросает кубик»
        return
    if chain.fixed:
        chain.results = ()  # the result a text set: no die to modify (Online 103.1)
        return
    results = [chain.rolls[0] + _modifier(g, source, target, True, chain.attack)
               + dice.spend_next_bonus(g, source, chain.fights)]
    if chain.fights and len(chain.rolls) > 1:
        results.append(chain.rolls[1] + _modifier(g, target, source, False, chain.attack)
                       + dice.spend_next_bonus(g, target, True))
    else:
        results = [dice.kept_in_range(results[0])]
    chain.results = tuple(results)
    several_attacks.rolled(g, chain)  # «Если сумма значений кубиков при определении силы этих выстрелов ...»


def _calculation(g: GameState, chain: Chain) -> None:
    """Online 216.8: weak, medium or strong, then the numerical value with its modifiers."""
    assert chain.attack is not None
    if chain.fixed:
        tiers = (chain.fixed[0], chain.fixed[1])  # «сделать результатом сражения ...»
    elif chain.fights and len(chain.results) == 2:
        a, b = chain.results
        tiers = strike_table.weakened(a, b) if chain.weakened else strike_table.fight(a, b)
    else:
        tiers = (strike_table.alone(chain.results[0]), strike_table.MISS)
    source, target = chain.source, chain.targets[0]
    tiers = _weakened_by_text(g, chain, tiers)
    counted = _counted_strength(g, chain)
    if counted is not None:
        chain.strength = counted
    chain.tiers = tiers
    chain.amount = _amount(g, chain.strength, tiers[0], chain.attack, source, target)
    if chain.doubles and tiers[0] != strike_table.MISS:
        chain.amount += chain.doubles  # «если значения одинаковые получает +1 к этой атаке»: a hit's value
    if chain.capped >= 0:
        chain.amount = min(chain.amount, chain.capped)  # glossary «Сведение атаки к Х»
    if chain.lowered:  # «уменьшить величину выбранного удара на 1», declared before the value was fixed
        chain.amount = attack_weakening.apply_waiting(chain, chain.amount)
    modifiers.use_next_bonuses(g, source, chain.attack, tiers[0])  # «+2 к следующему {strike}»: used up, hit or miss
    counter = _amount(g, defn(g, target).strike, tiers[1], AttackKind.SIMPLE, target, source) if chain.fights else 0
    chain.closers = chain.closers  # unchanged
    chain.cell = counter  # a fight's counter-strike amount rides in ``cell`` (a strike has no destination)
    emit(g, StrengthFixed(card=source, tier=strike_table.TIER_NAMES[tiers[0]], amount=chain.amount, rules=("Online 205.6", "Online 216.8")))
    if chain.fights:
        emit(g, StrengthFixed(card=target, tier=strike_table.TIER_NAMES[tiers[1]], amount=counter, rules=("Online 205.6",)))


def _counted_strength(g: GameState, chain: Chain) -> tuple[int, int, int] | None:
    """«Магический удар на X, где X — ...» (``Attack.x_of``): the strength counted now (Online 216.8), or None."""
    if chain.kind is not ChainKind.ABILITY or chain.index <= 0 or chain.trigger or chain.source not in g.objects:
        return None
    effect = g.ability(chain.source, chain.index).effect
    if not isinstance(effect, Attack) or effect.x_of is None:
        return None
    x = modifiers.attack_x(g, chain.source, effect.x_of)
    if effect.x_most is not None:
        x = min(x, effect.x_most)
    return (x, x, x)


def _weakened_by_text(g: GameState, chain: Chain, tiers: tuple[int, int]) -> tuple[int, int]:
    """Glossary «Сведение атаки к [виду]»: «Сила атаки принимается за [вид]». «свести {strike} вашего существа к
    сильному» (``Chain.strong``) makes a hit strong; then «Все {strike} по [карте] сводятся к слабым» makes a hit at such
    a card weak; a fight's counter-strike is a simple strike at the attacker, so the attacker's text weakens it the
    same way. An attack so brought to a row sets off no triggered ability whose condition is a row (``Chain.brought``)."""
    assert chain.attack is not None
    source, target = chain.source, chain.targets[0]
    first, second = tiers
    if chain.strong and first != strike_table.MISS:
        first = strike_table.STRONG  # «свести {strike} ... к сильному» (rules/activated.py)
    if modifiers.counts_as_weak(g, source, target, chain.attack, first):
        first = strike_table.WEAK
    if chain.fights and modifiers.counts_as_weak(g, target, source, AttackKind.SIMPLE, second):
        second = strike_table.WEAK
    chain.brought = first != tiers[0]  # glossary «Сведение атаки к [виду]»: «при сильном ...» abilities don't trigger
    return first, second


def _amount(g: GameState, strength: tuple[int, int, int], tier: int, kind: AttackKind, source: int, target: int) -> int:
    if tier == strike_table.MISS:
        return 0
    value = strength[tier - 1] + modifiers.strength_modifier(g, source, target, kind, tier)
    cap = modifiers.value_cap(g, source, target, kind, tier)
    value = value if cap is None else min(value, cap)
    if g.cell_markers:  # «карты получают на 1 рану больше от дальних атак ... пока находятся на этих клетках»
        from tolaria.berserk.rules.lantern_light import extra_wounds

        value += extra_wounds(g, source, target, kind)
    return max(0, value)


PROTECTIONS = {
    AttackKind.SHOT: (Keyword.PROTECTION_FROM_SHOTS,),
    AttackKind.DISCHARGE: (Keyword.PROTECTION_FROM_DISCHARGES, Keyword.PROTECTION_FROM_MAGIC),
    AttackKind.MAGIC: (Keyword.PROTECTION_FROM_MAGIC,),
    AttackKind.SIMPLE: (Keyword.PROTECTION_FROM_STRIKES,),
}
"""Online 411.4: the named protections against each kind of attack (a general one includes the particular)."""


def protection_against(g: GameState, target: int, kind: AttackKind) -> Keyword | None:
    """Online 411, «Защита от [текст]»: the protection that blocks this kind of attack, if the card has one."""
    for k in PROTECTIONS.get(kind, ()):
        if has(g, target, k):
            return k
    return None


def _protection(g: GameState, chain: Chain) -> None:
    """Online 216.10: does the target have protection against this attack?"""
    if chain.attack is None or not chain.targets:
        return
    k = protection_against(g, chain.targets[0], chain.attack) or modifiers.protection(
        g, chain.source, chain.targets[0], chain.attack, chain.tiers[0] if chain.results else None, chain.amount)
    if k is not None:
        chain.amount = 0
        emit(g, Protected(card=chain.targets[0], chain=chain.id, by=k.value, rules=("Online 411.1", "RP 528.1")))


def deal_wounds(g: GameState, target: int, amount: int, source: int, kind: AttackKind | None,
                shared: bool = True) -> None:
    """Online 204.4, 216.11; «Броня Х» prevents the first X wounds of non-magical attacks each turn. ``shared`` False:
    wounds that set off no «Когда [карта] получает раны раниться на столько же» (they answer one themselves)."""
    card = g.objects[target]
    if kind is not AttackKind.SIMPLE and has(g, target, Keyword.WOUNDED_ONLY_BY_STRIKES):
        return  # «Получает раны только от {strike}»
    if target in g.hosts and g.hosts[target] != source and has(g, target, Keyword.WOUNDED_ONLY_BY_HOST):
        return  # «Карлик Унд получает раны только от хозяина»
    prevented = 0
    armor = keyword_x(g, target, Keyword.ARMOR) if kind is not None and kind not in MAGICAL_KINDS else None
    if armor and source in g.objects and has(g, source, Keyword.IGNORES_ARMOR):
        armor = None  # «Игнорирует {armor}»: the wounds it would prevent are dealt
    if armor:
        prevented = min(amount, max(0, armor - card.armor_used))
        card.armor_used += prevented
    shielded = prevention.prevent(g, target, amount - prevented, kind)  # Online 420.1, after «Броня Х» (READINGS)
    prevented += shielded
    dealt = amount - prevented
    if dealt > 0 and keyword_x(g, target, Keyword.WOUND_CAP) is not None:
        dealt = keyword_abilities.capped_wounds(g, target, dealt)
    if dealt <= 0 and prevented == 0:
        return  # Online 103.7.b: an attack of zero wounds deals none
    card.wounds += dealt
    card.turn_wounds += dealt
    if kind is not None and kind not in RANGED_KINDS:
        card.killer = source
    card.slayer, card.slayer_kind = (source, kind.value) if kind is not None else (-1, "")
    rules = ("Online 216.11", "Online «Броня Х»") if prevented > shielded else ("Online 216.11",)
    rules = (*rules, "Online 420.1") if shielded else rules
    emit(g, Wounded(card=target, amount=dealt, source=source, prevented=prevented, rules=rules))
    if shared and dealt > 0 and card.effects:
        triggers.wounds_shared(g, target, dealt)
    if dealt > 0 and card.effects:
        triggers.illusion_wounded(g, target)  # «Бестелесный: изгоняется, когда получает раны»


def _wound(g: GameState, chain: Chain) -> None:
    """Online 216.11: resolve the text or deal the attack's wounds (and a fight's counter-strike)."""
    kind = chain.kind
    if kind is ChainKind.MOVE:
        card = g.objects[chain.source]
        if chain.amount == 1 and chain.cell in g.board and card.cell != chain.cell:
            chain.effected = True  # it trampled or pushed, and the creature is still there: no landing, paid all the same
            return
        victim = g.board.get(chain.cell, -1) if chain.index == keyword_abilities.LEAP else -1
        if victim >= 0 and victim != chain.source:
            # «..., уничтожив это существо»: the creature is destroyed first, then the leap lands (its Wound object
            # again, once the destruction has resolved; ``amount`` 1 marks the move that has trampled)
            chain.amount = 1
            g.stack.append(StackObject(chain.id, Obj.WOUND))
            give_destruction(g, victim, by_wounds=False, rules=("Online 402.3", "Online «Прыжок»"))
            return
        pushed = movement_effects.push_victim(g, chain.source, chain.cell) if chain.index != keyword_abilities.LEAP else -1
        if pushed >= 0 and chain.amount == 0:
            # «..., переместив это существо в направлении движения»: the creature goes on (or takes the wounds) first,
            # then the step lands if its cell is free (its Wound object again; ``amount`` 1 marks the move that pushed)
            chain.amount = 1
            g.stack.append(StackObject(chain.id, Obj.WOUND))
            movement_effects.push(g, chain, pushed)
            return
        origin = card.cell
        g.vacate(chain.source)
        g.occupy(chain.source, chain.cell)  # an incorporeal creature may share it (glossary «Бестелесность»)
        card.cell = chain.cell
        symbiosis.follow(g, chain.source)  # Online 210.8: its symbiote with it
        chain.effected = True
        emit(g, Moved(card=chain.source, origin=origin, cell=chain.cell, rules=("Online 203.2",)))
        movement_effects.record_step(g, chain.source, origin, chain.cell)  # «если переместилась хотя бы на 2 клетки»
        triggers.after_move(g, chain.source, origin, leap=chain.index == keyword_abilities.LEAP)
        return  # a move lowers no one's life (Online 402.3)
    elif kind is ChainKind.DEFEND:
        strike = g.chains.get(chain.for_chain)
        if strike is None or strike.redirected:
            emit(g, Cancelled(chain=chain.id, source=chain.source, what="defend", reason="already redirected", rules=("Online 412.5",)))
            remove_chain(g, chain.id)
            return
        strike.targets = (chain.source,)
        strike.redirected = True
        chain.effected = True
        emit(g, Redirected(chain=strike.id, defender=chain.source, rules=("Online 205.3", "Online 412.5")))
        triggers.became_defender(g, chain.source, strike)
    elif kind is ChainKind.DESTRUCTION:
        destroy(g, chain.source, by_wounds=chain.by_wounds, by=chain.initial[0] if chain.initial else -1,
                destruction=chain.id)
    elif kind is ChainKind.ACCUMULATE:
        chain.effected = True
        if modifiers.gain_tokens(g, chain.source, 1):
            triggers.gained_token(g, chain.source, ("Online 218.3",))
    elif kind is ChainKind.CLOSE:
        g.objects[chain.source].flyer_strike_turn = g.turn + 2
        chain.effected = True
    elif chain.trigger == incarnation.TRIGGER:
        incarnation.resolve(g, chain)
    elif chain.trigger == "Регенерация":
        _heal(g, chain.source, chain.amount, ("Online «Регенерация Х»",))
        chain.effected = True
    elif chain.trigger == CORPSE_EATING:
        # «полностью излечивается и теряет отравление»
        _heal(g, chain.source, None, ("Online «Трупоедство»",))
        g.objects[chain.source].markers.pop("отравление", None)
        chain.effected = True
        triggers.after_corpse_eating(g, chain.source, chain.amount)
    elif chain.attack is not None:
        target = chain.targets[0]
        chain.effected = True
        before = (g.objects[target].wounds, g.objects[chain.source].wounds)
        deal_wounds(g, target, chain.amount, chain.source, chain.attack)
        wound_history.record(g, chain, target, before[0])  # «если оно получало раны от двух или более ... в этот ход»
        if chain.fights and chain.cell > 0 and not has(g, chain.source, Keyword.NO_COUNTER_WOUNDS):
            deal_wounds(g, chain.source, chain.cell, target, AttackKind.SIMPLE)  # «Не получает ран от ответных ударов»
            wound_history.record(g, chain, chain.source, before[1], AttackKind.SIMPLE)  # the counter-strike
        struck_wounds.record(g, chain, before)  # «перераспределить эти раны», «... полученные раны»
        triggers.attack_riders(g, chain)  # «..., при этом теряет все {counter}»
        triggers.after_attack(g, chain, before)
    elif chain.trigger in TRIGGERED_KINDS:
        triggers.resolve(g, chain)
    elif chain.kind is ChainKind.ABILITY and chain.for_chain >= 0 and redirection.is_redirection(g, chain):
        redirection.resolve_redirect(g, chain)
    elif chain.kind is ChainKind.ABILITY and chain.for_chain >= 0:
        from tolaria.berserk.rules.blocking import resolve_block

        resolve_block(g, chain)
    else:
        effect = _effect(g, chain)
        chain.effected = True
        if isinstance(effect, Heal):
            _heal(g, chain.targets[0] if chain.targets else chain.source, effect.amount, ("Online «Излечение (на Х)»",))
        elif isinstance(effect, GainToken):
            if modifiers.gain_tokens(g, chain.source, 1):
                triggers.gained_token(g, chain.source, ("Online 218.2",))
        elif isinstance(effect, FinishingBlow):
            give_destruction(g, chain.targets[0], by_wounds=False, rules=("Online «Добивание на Х»", "Online 402.3"),
                             by=chain.source)
        elif isinstance(effect, TextAbility):
            activated.resolve(g, chain, effect)
    check_destruction(g)


def heal_fully(g: GameState, cid: int, rules: tuple[str, ...]) -> None:
    """«полностью излечиться»: a heal without X, every wound removed (glossary «Излечение»)."""
    _heal(g, cid, None, rules)


def _heal(g: GameState, cid: int, amount: int | None, rules: tuple[str, ...]) -> None:
    """Online 416.2: heal as much as possible, never more than the wounds there are."""
    card = g.objects[cid]
    if card.effects and has(g, cid, Keyword.NO_HEALING):
        return  # «не может излечиваться»
    if incorporeality.is_incorporeal(g, cid):
        return  # glossary «Бестелесность»: «Бестелесные существа не могут быть излечены»
    if card.wounds == 0 and heal_replacement.offer(g, cid, amount):
        return  # «Если должен излечиться — вместо этого может ...» (Online 419): its player chooses
    healed = card.wounds if amount is None else min(amount, card.wounds)
    if healed > 0 and heal_replacement.watch(g, cid, amount):
        return  # «может блокировать / удвоить первое за ход излечение ...»: its player chooses
    if healed > 0:
        card.wounds -= healed
        emit(g, Healed(card=cid, amount=healed, rules=rules))


def _payment(g: GameState, chain: Chain) -> None:
    """Online 216.12: the card pays: it closes, spends tokens, counts as having acted."""
    card = g.objects.get(chain.source)
    if card is None:
        return
    chain.paid = True
    if chain.kind is ChainKind.MOVE:
        if chain.index == keyword_abilities.LEAP:
            card.moved = max(card.moved, movement_effects.movement_allowance(g, chain.source))  # glossary «Прыжок»: all movement spent
        else:
            card.moved += 1  # Online 203.3: a movement marker as payment
        return
    if chain.kind is ChainKind.DEFEND:
        strike = g.chains.get(chain.for_chain)
        if strike is not None and modifiers.defender_closes(g, chain.source):
            strike.closers = (*strike.closers, chain.source)  # Online 216.12.a
        return
    if chain.trigger and triggers.taps(g, chain):  # a combined ability's {tap} (Online 413.3, 216.12)
        card.acted = True
        triggers.acted(g, chain.source)
        close(g, chain.source, ("Online 413.3", "Online 216.12"))
        return
    if chain.kind is ChainKind.DESTRUCTION or chain.trigger:
        return
    closes = chain.kind in (ChainKind.STRIKE, ChainKind.ACCUMULATE, ChainKind.CLOSE)
    if chain.kind is ChainKind.ABILITY and chain.index > 0:
        ability = g.ability(chain.source, chain.index)
        cost = ability.cost
        closes = cost.tap
        before = card.tokens
        if cost.lives:  # «Снимите X дополнительных жизней»: the X chosen, in additional lives
            from tolaria.berserk.rules.life_costs import pay_lives

            pay_lives(card, chain.x)
        else:
            card.tokens = max(0, card.tokens - (chain.x if cost.x else cost.tokens))  # «X{counter}»: the X chosen
        triggers.lost_tokens(g, chain.source, before - card.tokens)
        limits.record(g, chain.source, "p", chain.index, ability.limit)  # Online 216.12
    if closes:
        card.acted = True
        triggers.acted(g, chain.source)
        if chain.kind is ChainKind.STRIKE:
            repeated_strikes.record(g, chain)
        if chain.kind is ChainKind.STRIKE and keyword_abilities.takes_stay_open(g, chain.source):
            pass  # «не закрывается после этой атаки»
        elif chain.kind is not ChainKind.STRIKE or (keyword_abilities.attacker_closes(g, chain.source)
                                                    and repeated_strikes.closes_after(g, chain.source)):
            close(g, chain.source, ("Online 216.12",))
        if chain.kind is ChainKind.CLOSE:
            triggers.closed_for_flyers(g, chain.source)  # «Когда существо противника закрывается на удар по летающим»
    for cid in chain.closers:
        close(g, cid, ("Online 216.12.a",))
    triggers.after_payment(g, chain)  # Online 216.12: then the «после» abilities


def close(g: GameState, cid: int, rules: tuple[str, ...]) -> None:
    card = g.objects.get(cid)
    if card is not None and not card.closed and in_squad(card):
        card.closed = True
        emit(g, Closed(card=cid, rules=rules))


def _ending(g: GameState, chain: Chain) -> None:
    """Online 216.13: roles end."""


RESOLVERS = {
    Obj.DECLARATION: _declaration,
    Obj.TARGET: _target,
    Obj.ROLL: _roll,
    Obj.RESULT: _result,
    Obj.CALCULATION: _calculation,
    Obj.PROTECTION: _protection,
    Obj.WOUND: _wound,
    Obj.PAYMENT: _payment,
    Obj.ENDING: _ending,
}


# ------------------------------------------------------------------ destruction


def has_destruction(g: GameState, cid: int) -> bool:
    return any(c.kind is ChainKind.DESTRUCTION and c.source == cid for c in g.chains.values())


def give_destruction(g: GameState, cid: int, by_wounds: bool, rules: tuple[str, ...], by: int = -1) -> None:
    """Online 402.3.a: a destruction effect enters the stack like a triggered ability.

    ``by``: the card whose ability gives it (Online 402.3: «в результате выполнения некоторых особенностей»), kept as
    the chain's ``initial`` so its «когда уничтожает» triggers when the card dies."""
    card = g.objects[cid]
    chain = new_chain(g, ChainKind.DESTRUCTION, cid, card.controller)
    chain.by_wounds = by_wounds
    if by >= 0 and not by_wounds:
        chain.initial = (by,)
    declare(g, chain, SIMPLE_CHAIN, "destruction", rules)


LIFELESS = (CardType.TERRAIN, CardType.EQUIPMENT)
"""Online 212.1, 214.1: a terrain and an equipment have no life allowance among their properties."""


def has_life(g: GameState, cid: int) -> bool:
    """Online 204.1, 212.1, 213.1, 214.1: creatures and artifacts have life; terrain and equipment have none,
    so they never reach zero life (they leave play only by an effect that says so)."""
    return defn(g, cid).type not in LIFELESS


def check_destruction(g: GameState) -> None:
    """Online 402.3: a card whose current life fell to zero or below receives a destruction effect.

    Online 215.4: the active player's chains enter first, so the inactive player's resolve first.
    """
    objects, cards = g.objects, g.defs
    doomed = []
    for cid in in_play(g):
        card = objects[cid]
        d = cards[card.name]
        # has_life and life(), read in line: this runs after every Wound object
        if (d.type not in LIFELESS and current_life(card, d) <= 0) and not has_destruction(g, cid):
            doomed.append(cid)
    entries = []
    for cid in sorted(doomed):
        chain = new_chain(g, ChainKind.DESTRUCTION, cid, g.objects[cid].controller)
        chain.by_wounds = True
        entries.append(Entering(chain, "destruction", ("Online 402.3", "Online 402.3.a")))
    if entries:
        enter_together(g, entries)


CORPSE_EATING = "Трупоедство"


def destroy(g: GameState, cid: int, by_wounds: bool = False, by: int = -1, destruction: int = -1) -> None:
    """Online «Гибель»: the card goes to its owner's graveyard; «Трупоедство» heals the card that killed it.

    ``by_wounds``: its destruction came from its wounds (Online 402.3), so the attack that dealt the last of them
    (``CardState.slayer``) destroyed it, for «при гибели от атак» and «когда уничтожает» abilities; ``by``: the card
    whose ability («Добивание на Х», «уничтожить ...») destroyed it, for «когда уничтожает карту противника»;
    ``destruction``: the destruction effect carried out (a chain's id), which «при этом возродить его ...» may follow.
    """
    card = g.objects[cid]
    if has(g, cid, Keyword.BACK_TO_DECK):
        back_to_deck(g, cid)
        return
    if defn(g, cid).statics and artifact_forms.replaced_death(g, cid):
        return  # «Вместо гибели полностью излечиться и стать артефактом» (Online 419.4: it never died)
    taken = summoning.taken_by(card, destruction) if destruction >= 0 and card.effects else None
    killer = card.killer
    slain = (card.slayer, AttackKind(card.slayer_kind)) if by_wounds and card.slayer >= 0 else None
    by_poison = by_wounds and card.slayer < 0 and card.slayer_kind == markers.POISON
    if card.zone is Zone.BATTLEFIELD:
        g.vacate(cid)
    elif card.zone is Zone.ADDITIONAL and cid in g.additional:
        g.additional.remove(cid)
    cell = card.cell
    card.zone = Zone.GRAVEYARD
    g.roster_changed()
    card.cell = -1
    card.closed = False
    card.hidden = False
    g.players[card.owner].graveyard.append(cid)
    emit(g, Destroyed(card=cid, rules=("Online 402.3.a", "Online «Гибель»")))
    emit(g, ZoneChanged(card=cid, zone="graveyard", rules=("Online 206.8",)))
    if killer >= 0 and killer in g.objects:
        k = g.objects[killer]
        if (in_squad(k) and has(g, killer, Keyword.CORPSE_EATING) and k.controller != card.controller
                and is_creature(g, cid) and not has(g, cid, Keyword.INCORPOREAL)  # «небестелесное существо»
                and (k.zone is Zone.ADDITIONAL or cell < 0 or board.adjacent(k.cell, cell))):
            # Online «Трупоедство» is a triggered ability: it goes on the stack (Online 405.2)
            chain = new_chain(g, ChainKind.ABILITY, killer, k.controller)
            chain.trigger = CORPSE_EATING
            chain.amount = markers.poison_x(g, cid) or 0  # the eaten creature's poison («где X отравление уничтоженного»)
            enter_together(g, [Entering(chain, CORPSE_EATING, ("Online «Трупоедство»", "Online 405.2"))])
    triggers.after_death(g, cid, slain, cell, by_poison, destroyer=by)
    incarnated = incarnation.MARKER in card.markers
    durations.source_left(g, cid)
    card.forget_battle()
    valhalla.arm(g, cid, slain[0] if slain is not None else -1)
    incarnation.after_destroy(g, cid, incarnated)
    symbiosis.keep_hosts(g)  # Online 210.6: host, then symbiote
    if taken is not None:  # «уничтожить ..., при этом возродить его в закрытом виде под вашим контролем»
        summoning.take_destroyed(g, cid, *taken)


def back_to_deck(g: GameState, cid: int) -> None:
    """«Вместо гибели возвращается в колоду»: the destruction puts the card into its owner's deck instead (glossary
    «Возвращается в колоду»), which is then shuffled (Online 206.10). It does not die (glossary «Гибель»: put into
    the graveyard), so nothing «при гибели» triggers and no one eats its corpse."""
    card = g.objects[cid]
    if card.zone is Zone.BATTLEFIELD:
        g.vacate(cid)
    elif card.zone is Zone.ADDITIONAL and cid in g.additional:
        g.additional.remove(cid)
    card.zone = Zone.DECK
    g.roster_changed()
    card.cell = -1
    card.closed = False
    card.hidden = False
    deck = g.players[card.owner].deck
    deck.append(cid)
    g.rng.shuffle(deck)
    emit(g, ZoneChanged(card=cid, zone="deck", rules=("Online «Возвращается в колоду»", "Online 206.8", "Online 206.10")))
    durations.source_left(g, cid)
    card.forget_battle()
