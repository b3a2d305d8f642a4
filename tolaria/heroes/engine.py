"""The Heroes game loop: phases and their steps, the Очередь, declarations and answers.

The game moves in *steps* (:func:`step`): one phase step, or one entry of
the Очередь performed, or the entering of what triggered. :func:`advance`
takes steps until a player must decide or the game ends; the scenario
runner takes them one at a time to stop where a file looks.

Rules: ПП «Фаза накопления», ПП «Основной этап», ПП 306.1, ПП «Фаза атаки
ударом», ПП «Фаза использования активируемых способностей», ПП «Фаза
розыгрыша карты», ПП 309.2 (the seed page) and the glossary (ГЛ).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import product

from tolaria.core.protocol import Action, Decision
from tolaria.core.rng import Rng
from tolaria.errors import IllegalAction
from tolaria.heroes import combat, fury, searching, triggers, zones
from tolaria.heroes.abilities import (
    Activated,
    Demand,
    Effect,
    EffectKind,
    IgnoreKind,
    Keyword,
    Target,
    WardFrom,
    When,
)
from tolaria.heroes.actions import (
    Answer,
    Assign,
    Choose,
    ChoosePlayer,
    Concede,
    Defend,
    FuryWound,
    Keep,
    Order,
    Pass,
    PassTurn,
    PayCoins,
    Play,
    Redeal,
    Reveal,
    Select,
    Strike,
    Use,
)
from tolaria.heroes.cards import CardType
from tolaria.heroes.decisions import (
    AssignChoice,
    AtOnceChoice,
    CardChoice,
    DefenderChoice,
    FuryChoice,
    MainChoice,
    OrderChoice,
    PayChoice,
    PlayerChoice,
    RedealChoice,
    RevealChoice,
    TargetChoice,
    WindowChoice,
    YesNoChoice,
)
from tolaria.heroes.params import FirstPlayer, QueueOrder, ResponseWindow, Timing, TriggerOrder
from tolaria.heroes.rules import (
    characters,
    cost_of,
    defn,
    eludes,
    emit,
    has,
    ignores,
    in_force,
    in_play,
    is_creature,
    is_hero,
    keyword,
    label,
    printed,
    strike_value,
    text_of,
)
from tolaria.heroes.state import Entry, EntryKind, GameState, Phase, Zone
from tolaria.heroes.triggers import ambush_possible, emit_entry, entry_text, is_ambush, source_name

MAIN_PHASES = {"attack": Phase.ATTACK, "ability": Phase.ABILITY, "card": Phase.CARD}
SELECTED = (Phase.ATTACK, Phase.ABILITY, Phase.CARD)
MAX_STEPS = 10_000
ATTACKS = (EffectKind.SHOT, EffectKind.FIGHT)
"""Effects that are attacks of their source (ГЛ «Атака»: «Выстрел или удар»; «Сразиться»: «Атаковать ударом»)."""


# ------------------------------------------------------------------ decisions


def decide(g: GameState) -> Decision | None:
    """The pending decision: an answer, or the active player's choice; None when over or at a stop."""
    if g.over:
        return None
    if g.pending is not None:
        return g.pending
    if waits_for_choice(g):
        return MainChoice(g.players[g.active].name, phase=g.phase.value)
    return None


def waits_for_choice(g: GameState) -> bool:
    """Whether the game waits for the active player: in choice, or in a phase he selected (306.1)."""
    if g.over or g.pending is not None or g.queue or g.waiting or g.entering or g.performing is not None \
            or g.turn_ends:
        return False
    return g.phase is Phase.CHOICE or (g.phase in SELECTED and not g.declared)


def seat_of(g: GameState, seat: str | None) -> int:
    for i, p in enumerate(g.players):
        if p.name == seat:
            return i
    raise IllegalAction(f"there is no player named {seat!r}")


# ------------------------------------------------------------------ legal actions


def legal_actions(g: GameState) -> list[Action]:
    d = decide(g)
    if d is None:
        return []
    seat = seat_of(g, d.player)
    if isinstance(d, MainChoice):
        return main_actions(g, seat)
    if isinstance(d, RedealChoice):
        names: set[str] = set()
        out: list[Action] = [Keep()]
        for c in g.players[seat].hand:
            if c not in d.chosen and g.objects[c].name not in names:
                names.add(g.objects[c].name)
                out.append(Redeal(c))
        return out
    if isinstance(d, DefenderChoice):
        return [Defend(-1), *(Defend(c) for c in defenders(g, d.attacker, d.target))]
    if isinstance(d, RevealChoice):
        return [Reveal(-1), *(Reveal(c) for c in hidden_characters(g, seat))]
    if isinstance(d, OrderChoice):
        return [Order(i) for i in range(d.count)]
    if isinstance(d, TargetChoice):
        return [Choose(t) for t in next_targets(g, d)]
    if isinstance(d, WindowChoice):
        return [Pass(), *(a for a in use_actions(g, seat))]
    if isinstance(d, YesNoChoice):
        return [Answer(True), Answer(False)]
    if isinstance(d, CardChoice):
        return [*(() if d.must else (Choose(-1),)), *(Choose(c) for c in d.offered)]
    if isinstance(d, PlayerChoice):
        return [ChoosePlayer(0), ChoosePlayer(1)]
    if isinstance(d, PayChoice):
        return [PayCoins(0), PayCoins(d.amount)]
    if isinstance(d, AssignChoice):
        return assign_actions(g, d)
    if isinstance(d, AtOnceChoice):
        return at_once_actions(g, seat, d)
    if isinstance(d, FuryChoice):
        stop: list[Action] = [FuryWound(-1)] if fury.can_stop(g, seat, d) else []
        return [*stop, *(FuryWound(c) for c in fury.next_wounds(g, seat, d))]
    return []


def division_pool(g: GameState, d: AssignChoice) -> list[int]:
    """The cards the division may still give wounds to (legal targets), or take extra lives off (ГЛ «Дар жизни»),
    not yet named."""
    assert g.performing is not None
    named = set(d.assigned[0::2])
    if d.lives:
        return [c for c in searching.gift_givers(g, g.performing.controller) if c not in named]
    e = next(e for e in trigger_effects(g, g.performing) if e.kind is EffectKind.DIVIDE)
    return [c for c in choosable(g, g.performing.controller, g.performing.source, e.target) if c not in named]


def assign_actions(g: GameState, d: AssignChoice) -> list[Action]:
    """Each target not yet named takes 1 or more; the last one left takes all that remain.

    Extra lives taken off (ГЛ «Дар жизни») are bounded by what each character has, so a
    character is given no more than it has and no less than the others can't make up.
    """
    pool = division_pool(g, d)
    out: list[Action] = []
    for c in pool:
        if d.lives:
            has_life = g.objects[c].extra_life
            others = sum(g.objects[o].extra_life for o in pool if o != c)
            amounts = range(max(1, d.remaining - others), min(d.remaining, has_life) + 1)
        else:
            amounts = range(d.remaining, d.remaining + 1) if len(pool) == 1 else range(1, d.remaining + 1)
        out.extend(Assign(c, n) for n in amounts)
    return out


def frenzied(g: GameState, seat: int) -> list[int]:
    """ГЛ «Бешенство»: his creatures that must strike, being able to (ГЛ «Обязан объявить … когда есть возможность»)."""
    raging = [c for c in g.players[seat].battlefield if has(g, c, Keyword.FRENZY) and is_creature(g, c)
              and not ignores(g, c, IgnoreKind.DUTIES)]  # ГЛ «Игнорировать [особенность, обязывающую атаковать]»
    if not raging or not any(not g.objects[t].hidden for t in characters(g, 1 - seat)):
        return []  # the cheap questions first: this is asked at every choice
    return [c for c in raging if strike_problem(g, seat, c) is None
            and any(attack_barred(g, c, t) is None for t in characters(g, 1 - seat) if not g.objects[t].hidden)]


def main_actions(g: GameState, seat: int) -> list[Action]:
    must = frenzied(g, seat) if g.phase in (Phase.CHOICE, Phase.ATTACK) else []
    if must:
        return [a for a in strike_actions(g, seat) if isinstance(a, Strike) and a.card in must]
    out: list[Action] = []
    if g.phase in (Phase.CHOICE, Phase.ATTACK):
        out.extend(strike_actions(g, seat))
    if g.phase in (Phase.CHOICE, Phase.ABILITY):
        out.extend(use_actions(g, seat))
    if g.phase in (Phase.CHOICE, Phase.CARD):
        out.extend(play_actions(g, seat))
    if g.phase is Phase.CHOICE:
        out.append(PassTurn())
    return out


def may_act(g: GameState, cid: int) -> bool:
    """ГЛ «Слабость первого хода»: a creature acts only from the turn after it came, unless it has Рывок."""
    card = g.objects[cid]
    return not card.sick or has(g, cid, Keyword.DASH)


def strike_actions(g: GameState, seat: int) -> list[Action]:
    out: list[Action] = []
    targets = [t for t in characters(g, 1 - seat) if not g.objects[t].hidden]
    for c in g.players[seat].battlefield:
        if is_creature(g, c) and strike_problem(g, seat, c) is None:
            out.extend(Strike(c, t) for t in targets if attack_barred(g, c, t) is None)
    return out


def attack_barred(g: GameState, attacker: int, target: int) -> tuple[str, str] | None:
    """Why ``attacker`` may not attack ``target`` (ГЛ «Неуловимость от [ТЕКСТ]»), or None.

    «не могут атаковать это существо, пока оно открыто»: a strike attack, a shot or
    «Сразиться» of a creature with [ТЕКСТ] may not name it while it is open.
    """
    if g.objects[target].closed:
        return None
    what = eludes(g, target, attacker)
    if what is None:
        return None
    return (f"{g.objects[target].name} is open and eludes creatures with {what} (Неуловимость от {what})",
            "ГЛ «Неуловимость от [ТЕКСТ]»")


def strike_problem(g: GameState, seat: int, c: int) -> tuple[str, str] | None:
    """Why ``c`` may not declare a strike attack now, with the rule; None if it may."""
    card = g.objects[c]
    if card.controller != seat or card.zone is not Zone.BATTLEFIELD or not is_creature(g, c):
        return (f"{card.name} is not a creature of yours in the game zone", "ПП 306.1")
    if card.hidden:
        return (f"{card.name} is hidden", "ГЛ «Скрытый персонаж»")
    if card.closed:
        return (f"{card.name} is closed", "ГЛ «Действие (карты)»")
    if not may_act(g, c):
        return (f"{card.name} came into play this turn and has no Рывок", "ГЛ «Слабость первого хода»")
    allowed = strikes_allowed(g, c)
    if card.strikes >= allowed:
        times = "" if allowed == 1 else f" {card.strikes} times (at most {allowed})"
        return (f"{card.name} has already attacked this turn{times}", "ГЛ «Один (Х) раз за ход»")
    return None


def strikes_allowed(g: GameState, c: int) -> int:
    """ГЛ «Один (Х) раз за ход»: one strike attack a turn, or X where the text «позволяющая атаковать ударом более одного раза»."""
    return keyword(g, c, Keyword.MULTI_STRIKE) or 1


NO_TARGET = -1
"""The slot of an «иначе»'s [Х] that had no legal target to choose (ГЛ «Иначе»: «Невозможность заявить … [Х]»)."""


def fallback_slots(effects: tuple[Effect, ...]) -> set[int]:
    """The chosen targets (by slot) of effects that are the [Х] of an «иначе»: the effect right after is [У]."""
    slots: set[int] = set()
    slot = 0
    for i, e in enumerate(effects):
        if e.picks:
            if i + 1 < len(effects) and effects[i + 1].otherwise:
                slots.add(slot)
            slot += 1
    return slots


def ability_targets(g: GameState, seat: int, source: int, effects: tuple[Effect, ...],
                    allowed: Callable[[int], bool] | None = None) -> list[tuple[int, ...]]:
    """Every tuple of legal targets for the chosen targets of these effects, in text order.

    ГЛ «Иначе»: «Невозможность заявить … [Х] в этом случае сразу приводит к выполнению [У]»: an
    [Х] with no legal target takes ``NO_TARGET`` in its slot, and the ability is declared all the
    same (its [У] will be performed). With a legal target there, one must be chosen. ``allowed``
    bounds every pool further (a trigger's targets that ignore it are left out).
    """
    pools = [[c for c in choosable(g, seat, source, e.target)
              if (e.kind not in ATTACKS or attack_barred(g, source, c) is None)
              and (allowed is None or allowed(c))
              and not (e.target is Target.OWN_CHARACTER and c == source)]  # ГЛ «Жажда Х»: «другого вашего … персонажа»
             for e in effects if e.picks]
    if not pools:
        return [()]
    for slot in fallback_slots(effects):
        if not pools[slot]:
            pools[slot] = [NO_TARGET]
    return [tuple(t) for t in product(*pools)]


def declared(options: list[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The targets a declaration names for each option: an [Х] with no legal target names none (``NO_TARGET`` left out)."""
    return [tuple(t for t in option if t != NO_TARGET) for option in options]


def slots_of(g: GameState, seat: int, source: int, effects: tuple[Effect, ...], targets: tuple[int, ...]) -> tuple[int, ...]:
    """A declaration's targets in every slot: ``NO_TARGET`` put back where an «иначе»'s [Х] had none to choose."""
    for option in ability_targets(g, seat, source, effects):
        if tuple(t for t in option if t != NO_TARGET) == targets:
            return option
    return targets


def targets_problem(g: GameState, source: int, effects: tuple[Effect, ...], targets: tuple[int, ...]) -> tuple[str, str]:
    """Why these targets are refused: an attack barred by Неуловимость named, else the general reason."""
    picking = [e for e in effects if e.picks]
    # a wrong count of targets is the general reason: zip stops at the shorter
    for e, t in zip(picking, targets, strict=False):
        if e.kind in ATTACKS and t in g.objects:
            barred = attack_barred(g, source, t)
            if barred is not None:
                return barred
    return ("not a legal choice of targets", "ГЛ «Выбранное существо (карта)»")


def choosable(g: GameState, seat: int, source: int, target: Target) -> list[int]:
    """ГЛ «Выбранное существо (карта)»: the legal cards for one chosen target (no hidden ones)."""
    sides = {Target.ENEMY_CHARACTER: (1 - seat,), Target.ENEMY_CREATURE: (1 - seat,), Target.ENEMY_SUPPORT: (1 - seat,),
             Target.OWN_CREATURE: (seat,), Target.OWN_CHARACTER: (seat,), Target.OWN_SUPPORT: (seat,)
             }.get(target, (seat, 1 - seat))
    if target.supports:  # ГЛ «Карта поддержки»: a support card of that side's game zone
        return [c for s in sides for c in g.players[s].battlefield if defn(g, c).type is CardType.SUPPORT]
    out = []
    for s in sides:
        for c in characters(g, s):
            if g.objects[c].hidden:
                continue
            if target.creatures_only and not is_creature(g, c):
                continue
            if has(g, c, Keyword.SPELL_WARD) and defn(g, source).type is CardType.SPELL \
                    and not ignores(g, source, IgnoreKind.WARDS, ward=WardFrom.SPELLS):
                continue  # ГЛ «Защита от [текст]»: «не может выбрать целью игрок, контролирующий способность заклинания»
            out.append(c)
    return out


def use_actions(g: GameState, seat: int) -> list[Action]:
    out: list[Action] = []
    p = g.players[seat]
    other = g.players[1 - seat].battlefield  # ГЛ «Немертвый»: an ability of the other player's card
    laying = [c for c in p.hand if any(a.from_hand for a in text_of(g, c).activated)]  # ГЛ «Кладка»
    for c in [p.hero, *p.battlefield, *other, *laying]:
        for k in range(1, len(text_of(g, c).activated) + 1):
            if use_problem(g, seat, c, k) is None:
                ability = text_of(g, c).activated[k - 1]
                xs = range(ability.least_x, p.coins_open - ability.coins + 1) if ability.coins_x else (-1,)
                out.extend(Use.of(c, k, t, x) for t in declared(ability_targets(g, seat, c, use_effects(ability))) for x in xs)
    return out


def use_problem(g: GameState, seat: int, c: int, k: int) -> tuple[str, str] | None:
    card = g.objects[c]
    activated = text_of(g, c).activated
    if card.zone is Zone.HAND or 1 <= k <= len(activated) and activated[k - 1].from_hand:
        return _hand_use_problem(g, seat, c, k)
    theirs = 1 <= k <= len(activated) and activated[k - 1].by_opponent
    if theirs and (card.controller == seat or seat != g.active or not in_play(g, c)):
        return (f"only {card.name}'s opponent uses its Немертвый, in his own turn", "ГЛ «Немертвый»")
    if not theirs and (card.controller != seat or not in_play(g, c)):
        return (f"{card.name} is not a card of yours in the game zone", "ГЛ «Контролирующий карту (способность) игрок»")
    if card.hidden:
        return (f"{card.name} is hidden", "ГЛ «Скрытый персонаж»")
    if not 1 <= k <= len(activated):
        why = "ГЛ «Теряет особенности»" if card.blank else "ГЛ «Активируемая способность»"
        return (f"{card.name} has no activated ability {k}", why)
    ability = activated[k - 1]
    if ability.tap:
        if card.closed:
            return (f"{card.name} is closed and can't pay {{tap}}", "ГЛ «Оплата»")
        if is_creature(g, c) and not may_act(g, c):
            return (f"{card.name} came into play this turn and has no Рывок", "ГЛ «Слабость первого хода»")
    if not in_force(g, c, ability):
        if ability.keyword is not None and not ability.soul:
            return (f"{ability.keyword.value} of {card.name} does not work", "ГЛ «[Текст] Не Работает»")
        return (f"{card.name}'s ability {k} is part of its Душелов: no creature has died this turn", "ГЛ «Душелов - [Текст]»")
    if ability.per_turn and card.once >= ability.per_turn:
        return (f"{card.name} already has {card.once} «раз за ход» marker{'s' if card.once != 1 else ''}: "
                f"at most {ability.per_turn}", "ГЛ «Один (Х) раз за ход»")
    if ability.coins > g.players[seat].coins_open:
        return (f"{ability.coins} open coins are needed, {g.players[seat].coins_open} are open", "ГЛ «Оплата»")
    if ability.prayers > g.players[seat].prayers:
        return (f"{ability.prayers} prayers are needed, {g.players[seat].prayers} are on the hero", "ГЛ «Жетоны молитвы»")
    return None


def _hand_use_problem(g: GameState, seat: int, c: int, k: int) -> tuple[str, str] | None:
    """ГЛ «Кладка»: «эта особенность работает только в руке»: its owner's card in his hand, and no other ability there."""
    card = g.objects[c]
    activated = text_of(g, c).activated
    if card.zone is not Zone.HAND or card.owner != seat:
        return (f"{card.name}'s ability {k} works only in your hand", "ГЛ «Кладка»")
    if not (1 <= k <= len(activated) and activated[k - 1].from_hand):
        return (f"{card.name} is not a card of yours in the game zone", "ГЛ «Контролирующий карту (способность) игрок»")
    if activated[k - 1].coins > g.players[seat].coins_open:
        return (f"{activated[k - 1].coins} open coins are needed, {g.players[seat].coins_open} are open", "ГЛ «Оплата»")
    return None


def play_actions(g: GameState, seat: int) -> list[Action]:
    out: list[Action] = []
    seen: set[str] = set()
    for c in g.players[seat].hand:
        name = g.objects[c].name
        if name in seen or play_problem(g, seat, c) is not None:
            continue
        seen.add(name)
        options = declared(ability_targets(g, seat, c, play_effects(g, c)))
        out.extend(Play.of(c, t) for t in options)
        out.extend(Play.of(c, (*t, host)) for host in module_hosts(g, seat, c) for t in options)
    return out


def module_hosts(g: GameState, seat: int, c: int) -> list[int]:
    """ГЛ «Модуль»: the механизмы of his a creature with Модуль may be attached to as it is played, named as the
    play's last target (`play C on M`); none for a card without it."""
    d = defn(g, c)
    if d.type is not CardType.CREATURE or d.abilities.value(Keyword.MODULE) is None:
        return []
    return zones.mechanisms(g, seat)


def _module_target(g: GameState, seat: int, c: int, targets: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The механизм a play names to attach the card to (-1 none), and the targets left for the card's own effects."""
    picks = sum(1 for e in play_effects(g, c) if e.picks)
    if len(targets) == picks + 1 and targets[-1] in module_hosts(g, seat, c):
        return targets[-1], targets[:-1]
    return -1, targets


def play_effects(g: GameState, c: int) -> tuple[Effect, ...]:
    """What playing the card chooses targets for, in text order: a spell's abilities and the wound of its Жажда (ГЛ «Жажда Х»)."""
    d = defn(g, c)
    thirst = d.abilities.value(Keyword.THIRST)
    paid = (Effect(EffectKind.WOUND, thirst, Target.OWN_CHARACTER),) if thirst else ()
    if d.type is CardType.SPELL:
        spell = d.abilities.spell
        at = d.abilities.thirst_at if thirst else len(spell)
        return (*(e for body in spell[:at] for e in body), *paid, *(e for body in spell[at:] for e in body))
    return paid


def thirst_target(g: GameState, c: int, targets: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """The character a card's Жажда wounds (-1: none) and the targets left for its abilities (ГЛ «Жажда Х»)."""
    d = defn(g, c)
    if not d.abilities.value(Keyword.THIRST) or not targets:
        return -1, targets
    if d.type is not CardType.SPELL:
        return targets[0], targets[1:]
    at = sum(1 for body in d.abilities.spell[:d.abilities.thirst_at] for e in body if e.picks)
    return targets[at], (*targets[:at], *targets[at + 1:])


def use_effects(ability: Activated) -> tuple[Effect, ...]:
    """What using the ability chooses targets for: the wound of a Жажда in its cost first (the cost is before the colon)."""
    if not ability.thirst:
        return ability.effects
    return (Effect(EffectKind.WOUND, ability.thirst, Target.OWN_CHARACTER), *ability.effects)


def play_problem(g: GameState, seat: int, c: int) -> tuple[str, str] | None:
    card = g.objects[c]
    d = defn(g, c)
    if card.zone is not Zone.HAND or card.owner != seat:
        return (f"{card.name} is not in your hand", "ПП «Фаза розыгрыша карты»")
    if d.unsupported:
        return (f"{card.name}: {d.unsupported}", "ПП «Фаза розыгрыша карты»")
    if d.type is CardType.HERO:
        return (f"{card.name} is a hero, not a card to play", "ГЛ «Герой»")
    if d.cost > g.players[seat].coins_open and d.cost - fury.most_off(g, seat, c) > g.players[seat].coins_open:
        return (f"{card.name} costs {d.cost}, {g.players[seat].coins_open} coins are open", "ГЛ «Оплата»")
    if d.type is CardType.SUPPORT and d.support_class is not None:
        for other in g.players[seat].battlefield:
            if defn(g, other).support_class is d.support_class:
                return (f"you already have a {d.support_class.value} in play", "ГЛ «Карта поддержки»")
    return None


def defenders(g: GameState, attacker: int, target: int) -> list[int]:
    """ГЛ «Назначить защитника»: the inactive player's open creatures other than the target.

    None against Направленный удар (ГЛ «Направленный удар»); his hero only
    under ``rules.hero_defends``; hidden creatures don't defend.
    """
    if has(g, attacker, Keyword.DIRECTED):
        return []
    seat = 1 - g.objects[attacker].controller
    out = [c for c in g.players[seat].battlefield
           if c != target and is_creature(g, c) and not g.objects[c].closed and not g.objects[c].hidden
           and eludes(g, attacker, c) is None]  # ГЛ «Неуловимость от [ТЕКСТ]»: «не могут быть назначены защитниками»
    hero = g.players[seat].hero
    if g.rules.hero_defends and hero != target and not g.objects[hero].closed:
        out.append(hero)
    return out


def hidden_characters(g: GameState, seat: int) -> list[int]:
    return [c for c in g.players[seat].battlefield if g.objects[c].hidden]


def target_options(g: GameState, entry: Entry) -> list[tuple[int, ...]]:
    """The targets a trigger (or a spell's entry played by Засада, or repeated) may choose as it enters:
    none that ignores it (ГЛ «Игнорировать [срабатывающую особенность]»)."""
    effects = trigger_effects(g, entry)
    if entry.kind is not EntryKind.TRIGGER or entry.rule or entry.index < 1:
        return ability_targets(g, entry.controller, entry.source, effects)
    when = text_of(g, entry.source).triggered[entry.index - 1].when
    return ability_targets(g, entry.controller, entry.source, effects, lambda c: not passes_trigger(g, c, entry, when))


def passes_trigger(g: GameState, c: int, entry: Entry, when: When) -> bool:
    """ГЛ «Игнорировать [срабатывающую особенность] (целевой карты)»: «не может поцелить игнорирующую карту».

    The cards whose triggers it ignores are the other player's (those its attacks and
    abilities may target), so a trigger of its own side may still choose it.
    """
    return g.objects[c].controller != entry.controller and bool(ignores(g, c, IgnoreKind.TRIGGERS, when=when))


def next_targets(g: GameState, d: TargetChoice) -> list[int]:
    """The legal next targets of the entering trigger, given those already chosen."""
    n = len(d.chosen)
    out: list[int] = []
    for option in target_options(g, g.entering[0]):
        if option[:n] == d.chosen and option[n] not in out:
            out.append(option[n])
    return out


def trigger_effects(g: GameState, entry: Entry) -> tuple[Effect, ...]:
    """The entry's effects: the K-th ability of its card's printed text (a copy's joined one too)."""
    abilities = printed(g, entry.source)
    if entry.kind is EntryKind.TRIGGER and entry.index:
        return abilities.triggered[entry.index - 1].effects if entry.index <= len(abilities.triggered) else ()
    if entry.kind is EntryKind.ABILITY:
        return abilities.activated[entry.index - 1].effects if entry.index <= len(abilities.activated) else ()
    if entry.kind is EntryKind.SPELL:
        return abilities.spell[entry.index - 1]
    return ()


# ------------------------------------------------------------------ check and apply


def check(g: GameState, action: Action, seat: str | None) -> None:
    """Raise IllegalAction (reason, rule) unless ``seat`` may take ``action`` now; changes nothing."""
    if g.over:
        raise IllegalAction("the game is over", "FAQ-Г")
    if isinstance(action, Concede):
        if seat is not None:
            seat_of(g, seat)
        return
    d = decide(g)
    if d is None:
        raise IllegalAction("nobody may act while the Очередь is performed", "ПП «Фаза атаки ударом»")
    if seat is not None and seat != d.player:
        who = seat_of(g, seat)
        raise IllegalAction(f"{g.players[who].name} may not act now: {d.player} must decide ({d.kind})",
                            "ПП 306.1")
    me = seat_of(g, d.player)
    _gate(g, action, me)
    problem = _problem(g, d, me, action)
    if problem is not None:
        raise IllegalAction(problem[0], problem[1])


def visible(g: GameState, cid: int, seat: int) -> bool:
    """Whether ``seat`` may see which card ``cid`` is: not the other's hand, deck or hidden characters."""
    card = g.objects[cid]
    if card.zone in (Zone.HAND, Zone.DECK):
        return card.owner == seat and card.zone is Zone.HAND
    return not (card.hidden and card.controller != seat)


def _gate(g: GameState, action: Action, me: int) -> None:
    """Refuse an action naming a card the player can't see, without naming it (nothing leaks in a refusal)."""
    for name in ("card", "target", "second"):
        cid = getattr(action, name, -1)
        if not isinstance(cid, int) or cid < 0:
            continue
        if cid not in g.objects:
            raise IllegalAction(f"there is no card {cid}", "ПП 101.2")
        offered = isinstance(g.pending, CardChoice) and cid in g.pending.offered  # his own deck, as he searches it
        if not visible(g, cid, me) and not (g.objects[cid].hidden and name != "card") and not offered:
            raise IllegalAction(f"card {cid} is not one you can see", "ПП 101.2")


def _problem(g: GameState, d: Decision, me: int, action: Action) -> tuple[str, str] | None:
    if isinstance(d, MainChoice):
        return _main_problem(g, me, action)
    if isinstance(d, WindowChoice):
        if isinstance(action, Pass):
            return None
        if isinstance(action, Use):
            return _use_check(g, me, action)
        return ("only an activated ability or a pass now", "rules.response_window=each-entry")
    if isinstance(d, DefenderChoice):
        if not isinstance(action, Defend):
            return ("a defender must be assigned, or none", "ГЛ «Назначить защитника»")
        if action.card != -1 and action.card not in defenders(g, d.attacker, d.target):
            name = g.objects[action.card].name if action.card in g.objects else str(action.card)
            what = eludes(g, d.attacker, action.card) if action.card in g.objects else None
            if what is not None:
                return (f"{name} has {what}: it may not defend against {g.objects[d.attacker].name} "
                        f"(Неуловимость от {what})", "ГЛ «Неуловимость от [ТЕКСТ]»")
            return (f"{name} may not defend against this strike", "ГЛ «Назначить защитника»")
        return None
    if isinstance(d, RedealChoice):
        if isinstance(action, Keep):
            return None
        if not isinstance(action, Redeal):
            return ("answer the redeal first", "ГЛ «Пересдача»")
        if action.card not in g.players[me].hand or action.card in d.chosen:
            return ("only cards of the deal go back, each once", "ГЛ «Пересдача»")
        return None
    if isinstance(d, RevealChoice):
        if not isinstance(action, Reveal):
            return ("answer the reveal first", "ГЛ «Скрытый персонаж»")
        if action.card != -1 and action.card not in hidden_characters(g, me):
            return ("only your hidden characters can be revealed", "ГЛ «Скрытый персонаж»")
        return None
    if isinstance(d, OrderChoice):
        if not isinstance(action, Order) or not 0 <= action.index < d.count:
            return (f"name one of the {d.count} waiting triggers to enter next", "FAQ-ВД 1")
        return None
    if isinstance(d, TargetChoice):
        if not isinstance(action, Choose) or action.target not in next_targets(g, d):
            return ("not a legal choice of targets", "ГЛ «Выбранное существо (карта)»")
        return None
    if isinstance(d, PlayerChoice):
        if not isinstance(action, ChoosePlayer) or action.seat not in (0, 1):
            return ("choose a player", "ГЛ «Мор X»")
        return None
    if isinstance(d, CardChoice):
        if d.zone == "game" and (not isinstance(action, Choose) or action.target not in d.offered):
            return (f"choose one of the {len(d.offered)} characters of yours that {g.objects[d.source].name}'s Жажда "
                    "may wound", "ГЛ «Жажда Х»")
        if isinstance(action, Choose) and d.must and action.target not in d.offered:
            return (f"choose one of the {len(d.offered)} cards of your hand to discard", "ГЛ «Сбросьте карту»")
        if not isinstance(action, Choose) or (action.target != -1 and action.target not in d.offered):
            return (f"choose one of the {len(d.offered)} cards offered from your {d.zone}, or none",
                    {"deck": "ГЛ «Поиск — [карта/карты]»", "battlefield": "ГЛ «Дар жизни, или Дар жизни X»",
                     "graveyard": "ГЛ «Повторить»"}.get(d.zone, "ГЛ «Авангард Х»"))
        return None
    if isinstance(d, AtOnceChoice):
        if action in at_once_actions(g, me, d):
            return None
        if d.using:
            return (f"use an ability of {g.objects[d.source].name} at once, as the usual rules let you", "ГЛ «Немедленно»")
        why = play_problem(g, me, action.card) if isinstance(action, Play) and action.card in d.offered else None
        return (f"play one of the {len(d.offered)} cards of your hand the text names, at once"
                + (f" ({why[0]})" if why else ""), "ГЛ «Немедленно»")
    if isinstance(d, YesNoChoice):
        if not isinstance(action, Answer):
            return (f"answer yes or no: {g.objects[d.source].name} may do what its text says", "ГЛ «Засада»")
        return None
    if isinstance(d, PayChoice):
        if not isinstance(action, PayCoins) or action.amount not in (0, d.amount):
            return (f"pay {d.amount} or 0 (declining) for Вымогательство", "ГЛ «Вымогательство — <условие>»")
        return None
    if isinstance(d, FuryChoice):
        if not isinstance(action, FuryWound):
            return (f"name the creatures {g.objects[d.card].name}'s Ярость wounds, or no more", "ГЛ «Ярость»")
        return fury.problem(g, me, d, action.card)
    if isinstance(d, AssignChoice):
        if not isinstance(action, Assign):
            return (f"divide the {d.total} wounds first", "ГЛ «Ранить на Х [цель], раниться»")
        if action not in assign_actions(g, d) and d.lives:
            return (f"not a legal division: each character named once gives 1 or more of its extra lives, {d.total} in all",
                    "ГЛ «Дар жизни, или Дар жизни X»")
        if action not in assign_actions(g, d):
            return (f"not a legal division: each target named once takes 1 to {d.remaining}, and all {d.total} are assigned",
                    "ГЛ «Ранить на Х [цель], раниться»")
        return None
    return ("no such answer", "ПП 306.1")


def _main_problem(g: GameState, me: int, action: Action) -> tuple[str, str] | None:
    phase = g.phase
    must = frenzied(g, me) if phase in (Phase.CHOICE, Phase.ATTACK) else []
    if must and not (isinstance(action, Strike) and action.card in must) \
            and not (isinstance(action, Select) and action.phase == "attack"):
        return (f"{g.objects[must[0]].name} must strike while it can (Бешенство)", "ГЛ «Бешенство»")
    if isinstance(action, Select):
        if phase is not Phase.CHOICE:
            return ("a phase is selected only in the choice phase", "ПП 306.1")
        if action.phase not in MAIN_PHASES:
            return (f"no phase {action.phase!r}", "ПП 306.1")
        want = {"attack": strike_actions, "ability": use_actions, "card": play_actions}[action.phase]
        if not want(g, me):
            return (f"there is nothing to declare in the {action.phase} phase", "ПП 306.1")
        return None
    if isinstance(action, PassTurn):
        if phase is not Phase.CHOICE:
            return ("the turn is passed only in the choice phase", "ПП 306.1")
        return None
    if isinstance(action, Strike):
        if phase not in (Phase.CHOICE, Phase.ATTACK):
            return ("a strike attack is declared in the choice or attack phase", "ПП 306.1")
        if action.card not in g.objects or action.target not in g.objects:
            return ("no such card", "ПП 306.1")
        problem = strike_problem(g, me, action.card)
        if problem is not None:
            return problem
        t = g.objects[action.target]
        if t.controller == me or not in_play(g, action.target) or not (is_creature(g, action.target) or is_hero(g, action.target)):
            return ("the target must be a character of the opponent", "ПП «Фаза атаки ударом»")
        if t.hidden:
            return ("a hidden character can't be attacked", "ГЛ «Скрытый персонаж»")
        return attack_barred(g, action.card, action.target)
    if isinstance(action, Use):
        if phase not in (Phase.CHOICE, Phase.ABILITY):
            return ("an activated ability is declared in the choice or ability phase", "ПП 306.1")
        return _use_check(g, me, action)
    if isinstance(action, Play):
        if phase not in (Phase.CHOICE, Phase.CARD):
            return ("a card is played in the choice or card phase", "ПП 306.1")
        if action.card not in g.objects:
            return ("no such card", "ПП «Фаза розыгрыша карты»")
        if action.x != -1:
            return (f"{g.objects[action.card].name} has no X to declare", "ГЛ «Стоимость»")
        problem = play_problem(g, me, action.card)
        if problem is not None:
            return problem
        _, own = _module_target(g, me, action.card, action.targets)
        if own not in declared(ability_targets(g, me, action.card, play_effects(g, action.card))):
            return targets_problem(g, action.card, play_effects(g, action.card), action.targets)
        return None
    return ("the active player makes a choice of 306.1", "ПП 306.1")


def _use_check(g: GameState, me: int, action: Use) -> tuple[str, str] | None:
    if action.card not in g.objects:
        return ("no such card", "ГЛ «Активируемая способность»")
    problem = use_problem(g, me, action.card, action.index)
    if problem is not None:
        return problem
    ability = text_of(g, action.card).activated[action.index - 1]
    if ability.coins_x and action.x < 0:
        return (f"{g.objects[action.card].name}'s ability {action.index} has an X: declare it with X=N", "ГЛ «Объявить (особенность, свойство)»")
    if ability.coins_x and action.x < ability.least_x:
        what = "Немертвый" if ability.by_opponent else f"ability {action.index}"
        return (f"{what} of {g.objects[action.card].name} pays nothing else: it is used with X of 1 or more", "ГЛ «Оплата»")
    if not ability.coins_x and action.x != -1:
        return (f"{g.objects[action.card].name}'s ability {action.index} has no X", "ГЛ «Объявить (особенность, свойство)»")
    if ability.coins + max(0, action.x) > g.players[me].coins_open:
        return (f"{ability.coins + action.x} open coins are needed, {g.players[me].coins_open} are open", "ГЛ «Оплата»")
    if action.targets not in declared(ability_targets(g, me, action.card, use_effects(ability))):
        return targets_problem(g, action.card, use_effects(ability), action.targets)
    return None


def apply(g: GameState, action: Action, seat: str | None, checked: bool = False, run: bool = True) -> None:
    """Check (unless listed), perform the action's own part, then (``run``) go on to the next decision."""
    if not checked:
        check(g, action, seat)
    perform(g, action, seat)
    if run:
        advance(g)


def perform(g: GameState, action: Action, seat: str | None) -> None:
    """The action's own part: choice, payment, answers, its entry's entering; no Очередь performed."""
    d = decide(g)
    if isinstance(action, Concede):
        who = seat_of(g, seat) if seat is not None else seat_of(g, d.player if d else None)
        emit(g, "concede", f"{g.players[who].name} concedes", ("FAQ-Г",))
        lose(g, [who])
        return
    assert d is not None
    me = seat_of(g, d.player)
    if isinstance(d, MainChoice):
        _perform_main(g, me, action)
    elif isinstance(d, WindowChoice):
        g.pending = None
        if isinstance(action, Pass):
            g.window_passes += 1
            emit(g, "pass", f"{g.players[me].name} passes", (g.rules.cite("response_window"),))
        else:
            assert isinstance(action, Use)
            g.window_passes = 0
            _declare_use(g, me, action)
    elif isinstance(d, DefenderChoice):
        assert isinstance(action, Defend)
        g.pending = None
        _defend(g, d, action.card)
    elif isinstance(d, RedealChoice):
        if isinstance(action, Redeal):
            g.pending = replace(d, chosen=(*d.chosen, action.card))
            return
        g.pending = None
        _redeal(g, me, d.chosen)
    elif isinstance(d, RevealChoice):
        assert isinstance(action, Reveal)
        if action.card >= 0:
            g.objects[action.card].hidden = False
            emit(g, "reveal", f"{g.players[me].name} reveals {g.objects[action.card].name}",
                 ("ГЛ «Раскрыться»", "ГЛ «Скрытый персонаж»"))
            if hidden_characters(g, me):
                return
        else:
            emit(g, "reveal", f"{g.players[me].name} reveals no more hidden characters", ("ГЛ «Скрытый персонаж»",))
        g.pending = None
        g.step += 1
    elif isinstance(d, OrderChoice):
        assert isinstance(action, Order)
        g.pending = None
        group = [i for i, e in enumerate(g.waiting) if e.controller == me]
        chosen = g.waiting.pop(group[action.index])
        g.entering.append(chosen)
        emit_entry(g, "order", chosen, " enters next", ("FAQ-ВД 1",))
        rest = [e for e in g.waiting if e.controller == me]
        if len(rest) == 1 or (rest and len(set(rest)) == 1):
            g.entering.extend(rest)
            g.waiting = [e for e in g.waiting if e.controller != me]
    elif isinstance(d, YesNoChoice | PayChoice | AssignChoice | CardChoice | PlayerChoice):
        _answer(g, d, me, action)
    elif isinstance(d, AtOnceChoice):
        g.pending = None
        _at_once(g, me, action)
        if g.pending is not None:
            return
    elif isinstance(d, FuryChoice):
        assert isinstance(action, FuryWound)
        d = replace(d, chosen=(*d.chosen, action.card)) if action.card >= 0 else d
        if action.card >= 0 and not fury.done(g, me, d):
            g.pending = d
            return
        g.pending = None
        _pay_and_play(g, me, d.card, d.targets, d.chosen)
    elif isinstance(d, TargetChoice):
        assert isinstance(action, Choose)
        g.pending = None
        _ask_targets(g, replace(d, chosen=(*d.chosen, action.target)))
        if g.pending is not None:
            return
    _settle(g)


def _perform_main(g: GameState, me: int, action: Action) -> None:
    name = g.players[me].name
    if isinstance(action, Select):
        g.phase, g.declared, g.step = MAIN_PHASES[action.phase], False, 0
        emit(g, "choice", f"{name} chooses the {action.phase} phase", ("ПП 306.1",))
        emit(g, "phase", f"{action.phase} phase", ("ПП «Основной этап»",))
        return
    if isinstance(action, PassTurn):
        emit(g, "choice", f"{name} passes the turn", ("ПП 306.1",))
        _begin(g, Phase.END)
        return
    phase = {Strike: Phase.ATTACK, Use: Phase.ABILITY, Play: Phase.CARD}[type(action)]
    if g.phase is Phase.CHOICE:
        what = {Phase.ATTACK: "strike attack", Phase.ABILITY: "activated ability", Phase.CARD: "card"}[phase]
        emit(g, "choice", f"{name} declares a {what}", ("ПП 306.1",))
        emit(g, "phase", f"{phase.value} phase", ("ПП «Основной этап»",))
    g.phase, g.declared, g.step = phase, True, 0
    if isinstance(action, Strike):
        _declare_strike(g, me, action)
    elif isinstance(action, Use):
        _declare_use(g, me, action)
    elif isinstance(action, Play):
        _declare_play(g, me, action)


def _declare_strike(g: GameState, me: int, action: Strike) -> None:
    a, t = g.objects[action.card], g.objects[action.target]
    emit(g, "declare", f"{a.name} attacks {label(g, action.target, me)} with a strike", ("ПП «Фаза атаки ударом»",))
    a.strikes += 1
    if has(g, action.card, Keyword.ATTACK_EXPERIENCE):
        emit(g, "open", f"{a.name} stays open (Опыт в атаке)", ("ГЛ «Опыт в атаке»",))
    else:
        a.closed = True
        emit(g, "close", f"{a.name} closes", ("ГЛ «Действие (карты)»",))
    counter = not t.closed
    triggers.wait(g, 1 - me, When.ENEMY_STRIKE)
    if action.target == g.players[1 - me].hero:
        triggers.wait(g, 1 - me, When.ENEMY_STRIKE_HERO)
    elif is_creature(g, action.target):
        triggers.wait(g, 1 - me, When.ENEMY_STRIKE_CREATURE)
    if defenders(g, action.card, action.target):
        g.pending = DefenderChoice(g.players[1 - me].name, attacker=action.card, target=action.target)
        return
    if has(g, action.card, Keyword.DIRECTED):
        emit(g, "defender", "no defender can be assigned against Направленный удар", ("ГЛ «Направленный удар»",))
    _enter(g, Entry(EntryKind.STRIKE, action.card, me, 0, (action.target,), counter))


def strike_at_once(g: GameState, me: int, attacker: int, target: int) -> bool:
    """ГЛ «Немедленно»: «вы минуете все остальные фазы и этапы, и переходите к выполнению указанного действия по
    обычным правилам, после чего продолжаете ход игры с прерванного момента»: the creature declares its strike
    attack now, if the usual rules let it (open, not sick without Рывок, attacks left, the target open to it);
    the defender is asked and the strike enters the Очередь as any other; the phase stays. Whether it was declared.
    """
    problem = strike_problem(g, me, attacker)
    if problem is None and (not in_play(g, target) or g.objects[target].hidden or g.objects[target].controller == me):
        problem = ("the target is gone", "ГЛ «Цель (атаки, способности)»")
    if problem is None:
        problem = attack_barred(g, attacker, target)
    if problem is not None:
        emit(g, "no strike", f"{g.objects[attacker].name} can't strike at once: {problem[0]}", ("ГЛ «Немедленно»", problem[1]))
        return False
    emit(g, "at once", f"{g.objects[attacker].name} strikes at once, passing over the other phases", ("ГЛ «Немедленно»",))
    _declare_strike(g, me, Strike(attacker, target))
    return True


def at_once_actions(g: GameState, seat: int, d: AtOnceChoice) -> list[Action]:
    """The declarations an «немедленно» allows: the usual rules' plays of the offered cards, or uses of the source."""
    if d.using:
        return [a for a in use_actions(g, seat) if isinstance(a, Use) and a.card == d.source]
    return [a for a in play_actions(g, seat) if isinstance(a, Play) and a.card in d.offered]


def declare_at_once(g: GameState, me: int, source: int, e: Effect) -> bool:
    """ГЛ «Немедленно»: «вы минуете все остальные фазы и этапы, и переходите к выполнению указанного действия по
    обычным правилам, после чего продолжаете ход игры с прерванного момента»: a card of his hand that fits the text
    played (``PLAY_NOW``), or an activated ability of the source used (``USE_NOW``), whatever the phase or turn, if
    the usual rules let him (its cost open, its targets legal). He must make one if he can (the text prescribes it);
    with one possibility it is made without asking. Whether one could be made.
    """
    name = g.players[me].name
    if e.kind is EffectKind.USE_NOW:
        d = AtOnceChoice(name, source=source, using=True)
    else:
        assert e.find is not None
        fitting = tuple(c for c in g.players[me].hand if searching.fits(defn(g, c), e.find))
        d = AtOnceChoice(name, source=source, offered=fitting)
    options = at_once_actions(g, me, d)
    what = "use an ability of " + g.objects[source].name if d.using else "play a card"
    if not options:
        emit(g, "at once", f"{name} can't {what} at once", ("ГЛ «Немедленно»",))
        return False
    emit(g, "at once", f"{name} is to {what} at once, passing over the other phases", ("ГЛ «Немедленно»",))
    if len(options) == 1:
        _at_once(g, me, options[0])
    else:
        g.pending = d
    return True


def _at_once(g: GameState, me: int, action: Action) -> None:
    if isinstance(action, Use):
        _declare_use(g, me, action)
    else:
        assert isinstance(action, Play)
        _declare_play(g, me, action)


def _defend(g: GameState, d: DefenderChoice, card: int) -> None:
    me = g.objects[d.attacker].controller
    if card == -1:
        emit(g, "defender", f"{g.players[1 - me].name} assigns no defender", ("ГЛ «Назначить защитника»",))
        counter = not g.objects[d.target].closed
        _enter(g, Entry(EntryKind.STRIKE, d.attacker, me, 0, (d.target,), counter))
        return
    c = g.objects[card]
    emit(g, "defender", f"{c.name} defends {label(g, d.target)}: it becomes the final target",
         ("ГЛ «Назначить защитника»", "ГЛ «Цель (атаки, способности)»"))
    if has(g, card, Keyword.DEFENCE_EXPERIENCE):
        emit(g, "open", f"{c.name} stays open (Опыт в защите)", ("ГЛ «Опыт в защите»",))
    else:
        c.closed = True
        emit(g, "close", f"{c.name} closes", ("ГЛ «Действие (карты)»",))
    _enter(g, Entry(EntryKind.STRIKE, d.attacker, me, 0, (card,), True, first=d.target))


def _pay(g: GameState, me: int, coins: int, why: str) -> None:
    if coins:
        p = g.players[me]
        p.coins_open -= coins
        p.coins_closed += coins
        emit(g, "payment", f"{p.name} closes {coins} coin{'s' if coins != 1 else ''} for {why}", ("ГЛ «Оплата»", "ГЛ «Монета»"))
        triggers.spend(g, me, coins)


def _declare_use(g: GameState, me: int, action: Use) -> None:
    c = g.objects[action.card]
    ability = text_of(g, action.card).activated[action.index - 1]
    targets = slots_of(g, me, action.card, use_effects(ability), action.targets)  # as declared, before any payment
    triggers.wait(g, 1 - me, When.ENEMY_USES)  # ГЛ «Засада» and triggers on the other player's declaration
    if ability.is_shot:
        triggers.wait(g, 1 - me, When.ENEMY_SHOOTS)
    x = f" with X={action.x}" if ability.coins_x else ""
    emit(g, "declare", f"{c.name} uses ability {action.index}{x}: {ability.text}", ("ГЛ «Активируемая способность»",))
    if ability.tap:
        c.closed = True
        emit(g, "close", f"{c.name} closes to pay", ("ГЛ «Оплата»", "ГЛ «Закрыть (существо, карту)»"))
    _pay(g, me, ability.coins + max(0, action.x), f"{c.name}'s ability")
    if ability.prayers:
        p = g.players[me]
        p.prayers -= ability.prayers
        emit(g, "payment", f"{p.name} takes {ability.prayers} prayer token{'s' if ability.prayers != 1 else ''} off the hero "
             f"for {c.name}'s ability ({p.prayers} left)", ("ГЛ «Жетоны молитвы»", "ГЛ «Оплата»"))
    if ability.per_turn:
        c.once += 1
        emit(g, "marker", f"{c.name} gets a «раз за ход» marker ({c.once} of {ability.per_turn})", ("ГЛ «Один (Х) раз за ход»",))
    if ability.thirst:  # ГЛ «Жажда Х»: «При оплате … способности с Жаждой», its target first
        combat.pay_thirst(g, me, action.card, targets[0], ability.thirst)
        targets = targets[1:]
        if g.over:
            return
    _enter(g, Entry(EntryKind.ABILITY, action.card, me, action.index, targets, x=max(0, action.x)))


def _declare_play(g: GameState, me: int, action: Play) -> None:
    c = g.objects[action.card]
    p = g.players[me]
    emit(g, "declare", f"{p.name} plays {c.name}", ("ПП «Фаза розыгрыша карты»",))
    if fury.asks(g, me, action.card):  # ГЛ «Ярость»: which creatures pay, asked before anything is paid
        g.pending = FuryChoice(p.name, card=action.card, targets=action.targets)
        return
    _pay_and_play(g, me, action.card, action.targets, ())


def _pay_and_play(g: GameState, me: int, card: int, targets: tuple[int, ...], wounded: tuple[int, ...]) -> None:
    """Pay the card (less 1 for each creature its Ярость wounds), then it leaves the hand: a spell's abilities enter
    the Очередь, any other card appears (ПП «Фаза розыгрыша карты»)."""
    c = g.objects[card]
    d = defn(g, card)
    p = g.players[me]
    action = Play.of(card, targets)
    host, targets = _module_target(g, me, card, targets)  # ГЛ «Модуль»: chosen with the play, before the payment
    targets = slots_of(g, me, card, play_effects(g, card), targets)
    _pay(g, me, d.cost - len(wounded), c.name)
    if wounded:  # ГЛ «Ярость»: a payment, so no Очередь
        fury.pay(g, card, wounded)
        combat.check_deaths(g)
    thirsty, targets = thirst_target(g, card, targets)
    if thirsty >= 0:  # ГЛ «Жажда Х»: a payment, so no Очередь
        combat.pay_thirst(g, me, card, thirsty, d.abilities.value(Keyword.THIRST) or 0)
        if g.over:
            return
    p.hand.remove(action.card)
    if d.type is CardType.SPELL:
        c.zone = Zone.GRAVEYARD
        p.graveyard.append(action.card)
        emit(g, "spell", f"{c.name}'s abilities enter the Очередь; the card goes to the graveyard",
             ("ПП «Фаза розыгрыша карты»", "ГЛ «Кладбище»"))
        left = list(targets)
        for k, body in enumerate(d.abilities.spell, 1):
            n = sum(1 for e in body if e.picks)
            mine, left = tuple(left[:n]), left[n:]
            _enter(g, Entry(EntryKind.SPELL, action.card, me, k, mine))
        triggers.wait(g, 1 - me, When.ENEMY_PLAYS_SPELL)
        triggers.wait(g, 1 - me, When.ENEMY_PLAYS_CARD)
        zones.created_home(g)  # ГЛ «Помещённый»: a placed spell goes on to the supply
        return
    if host >= 0:  # ГЛ «Модуль»: «Если существо со способностью Модуль должно войти в игру, вместо этого можете присоединить»
        zones.attach(g, action.card, host, me)
        triggers.wait(g, 1 - me, When.ENEMY_PLAYS_CREATURE)
        triggers.wait(g, 1 - me, When.ENEMY_PLAYS_CARD)
        return
    zones.appear(g, action.card, me, ("ПП 309.2",), played=True)


def _enter(g: GameState, entry: Entry) -> None:
    g.queue.append(entry)
    emit_entry(g, "enter", entry, " enters the Очередь", ("ПП 112", "ГЛ «Срабатывающая способность»"))


def _redeal(g: GameState, me: int, cards: tuple[int, ...]) -> None:
    """ГЛ «Пересдача»: the chosen cards under the deck in that order, as many drawn from the top."""
    p = g.players[me]
    p.answered = True
    if not cards:
        emit(g, "redeal", f"{p.name} keeps the deal", ("ГЛ «Пересдача»",))
        return
    p.redeals -= 1
    for c in cards:
        p.hand.remove(c)
        p.deck.append(c)
        g.objects[c].zone = Zone.DECK
    emit(g, "redeal", f"{p.name} puts {len(cards)} cards under the deck and draws as many", ("ГЛ «Пересдача»", g.rules.cite("redeals")))
    draw(g, me, len(cards), "ГЛ «Пересдача»")
    if p.redeals > 0 and p.hand:
        p.answered = False


# ------------------------------------------------------------------ steps


def advance(g: GameState) -> None:
    """Take steps until a decision is pending or the game is over."""
    for _ in range(MAX_STEPS):
        if not step(g):
            return
    raise RuntimeError("the game loop took too many steps without a decision")


def step(g: GameState) -> bool:
    """One step: entering what waits, one entry of the Очередь, or one phase step. False: nothing to do."""
    if g.over or g.pending is not None:
        return False
    if g.performing is not None:
        proceed(g)
        back_to_choice(g)
        return True
    if g.waiting or g.entering:
        _enter_waiting(g)
        zones.created_home(g)
        back_to_choice(g)
        return True
    if g.queue:
        if g.rules.response_window is ResponseWindow.EACH_ENTRY and g.window_passes < 2:
            open_window(g)
            return True
        perform_entry(g)
        back_to_choice(g)
        return True
    if g.turn_ends:
        end_at_once(g)
        return True
    return _phase_step(g)


def back_to_choice(g: GameState) -> None:
    """ПП «Фаза атаки ударом»: «Если Очередь пуста, игра автоматически переходит в фазу выбора» (at once)."""
    if g.phase in SELECTED and g.declared and not (g.queue or g.waiting or g.entering or g.pending or g.over
                                                   or g.performing is not None or g.turn_ends):
        _begin(g, Phase.CHOICE)


def end_at_once(g: GameState) -> None:
    """ГЛ «Немедленно»: «вы минуете все фазы, включая конец хода» once the Очередь is empty.

    The entries of the Очередь and what waits to enter are performed first: they are no
    phase, and nothing takes them out. The end stage is passed over, so its triggers
    («в конце хода», Регенерация, Могущество, Авангард's return) never trigger; what the
    turn's end does outside it (effects «до конца хода» end, an extra turn begins) still
    happens, since the turn does end (READINGS.md: rules 310.2–310.3 are in no source).
    """
    g.turn_ends = False
    emit(g, "stage", f"{g.players[g.active].name}'s turn ends at once: the end stage is passed over",
         ("ГЛ «Немедленно»",))
    next_turn(g)


def open_window(g: GameState) -> None:
    """Under ``rules.response_window=each-entry``: the window before the next entry opens (inactive player first)."""
    if (g.rules.response_window is ResponseWindow.EACH_ENTRY and g.queue and g.pending is None and not g.over
            and not g.waiting and not g.entering and g.window_passes < 2):
        asked = 1 - g.active if g.window_passes == 0 else g.active
        g.pending = WindowChoice(g.players[asked].name)


def ask_redeal(g: GameState) -> bool:
    """ГЛ «Пересдача»: the next player who has not answered is asked (the first player first)."""
    for p in g.players:
        if not p.answered:
            if p.redeals > 0 and p.hand:
                g.pending = RedealChoice(p.name)
                return True
            p.answered = True
    return False


def _begin(g: GameState, phase: Phase) -> None:
    g.phase, g.step, g.declared = phase, 0, False
    emit(g, "phase", f"{phase.value} phase" + (f" of {g.players[g.active].name}" if phase is Phase.RESTORATION else ""),
         ({Phase.RESTORATION: "ГЛ «Оглушение»", Phase.ACCUMULATION: "ПП «Фаза накопления»", Phase.CHOICE: "ПП «Основной этап»",
           Phase.END: "ПП 306.1"}.get(phase, "ПП «Основной этап»"),))


def _phase_step(g: GameState) -> bool:
    phase = g.phase
    if phase is Phase.PREPARATION:
        if ask_redeal(g):
            return True
        start_turn(g, 0, 1)
        return True
    if phase is Phase.RESTORATION:
        _restore(g)
        _begin(g, Phase.ACCUMULATION)
        return True
    if phase is Phase.ACCUMULATION:
        return _accumulate(g)
    if phase in SELECTED:
        if not g.declared:
            return False
        _begin(g, Phase.CHOICE)
        return True
    if phase is Phase.CHOICE:
        return False
    if phase is Phase.END:
        if g.step == 0:
            g.step = 1
            _collect_turn_triggers(g, end=True)
            return True
        next_turn(g)
        return True
    return False


def start_turn(g: GameState, active: int, number: int) -> None:
    g.active, g.turn = active, number
    g.died_this_turn = False  # ГЛ «Душелов - [Текст]»: «в этом ходу»
    for p in g.players:
        p.spent = 0  # ГЛ «Расход X: [Текст]»: «за ход»
    for c in g.objects.values():
        c.spent_fired = ()
    emit(g, "turn", f"turn {number}: {g.players[active].name}", ("ПП 306.1",))
    _begin(g, Phase.RESTORATION)


def next_turn(g: GameState) -> None:
    """The end of the turn: effects "until end of turn" go; the other player's turn begins."""
    for c in g.objects.values():
        c.effects = tuple(e for e in c.effects if e.until != "end_of_turn")
        c.disabled = tuple(e for e in c.disabled if e.until != "end_of_turn")  # ГЛ «[Текст] Не Работает» «до конца хода»
    for cid in [c.id for c in g.objects.values() if c.lent >= 0 and in_play(g, c.id)]:
        back = g.objects[cid].lent  # a control change «до конца хода» ends
        emit(g, "control", f"{label(g, cid)}: the control change «до конца хода» ends",
             ("ГЛ «Возьмите под контроль Х»", "ГЛ «Отдайте»"))
        zones.change_control(g, cid, back)
    emit(g, "turn end", f"{g.players[g.active].name}'s turn ends", ("ПП 306.1",))
    if g.extra_turns:  # ГЛ «Дополнительный ход»: «сразу за текущим», one at a time in the order got
        seat = g.extra_turns.pop(0)
        emit(g, "extra turn", f"{g.players[seat].name} takes an extra turn", ("ГЛ «Дополнительный ход»",))
        start_turn(g, seat, g.turn + 1)
        return
    start_turn(g, 1 - g.active, g.turn + 1)


def _restore(g: GameState) -> None:
    """Фаза восстановления: the active player's cards and coins open, except a stunned card (ГЛ «Оглушение»)."""
    me = g.active
    p = g.players[me]
    for c in g.objects.values():
        c.prevented = 0  # ГЛ «Броня Х»: prevented wounds count from the start of each turn
        c.hurt = False  # ГЛ «Гнев»: wounds «в этот ход»
        c.strikes = 0  # ГЛ «Один (Х) раз за ход»: the markers go before the turn
        c.effects = tuple(e for e in c.effects if e.until != "start_of_turn")
        c.sick = False  # ГЛ «Слабость первого хода»: only in the turn it came
        if c.controller == me:
            c.once = 0  # heroes-scenarios.md, restoration: «his «один раз за ход» markers go»

    for cid in [p.hero, *p.battlefield]:
        c = g.objects[cid]
        if c.stunned:
            c.stunned = False
            emit(g, "stun", f"{c.name} stays closed and loses Оглушение", ("ГЛ «Оглушение»",))
        elif c.closed and not has(g, cid, Keyword.SLEEPER):
            c.closed = False
            emit(g, "open", f"{label(g, cid)} opens", ("ГЛ «Открытие карты»",), seat=me if c.hidden else -1,
                 public="a hidden character opens")
    if p.coins_closed:
        emit(g, "open", f"{p.name}'s {p.coins_closed} closed coins open", ("ГЛ «Монета»",))
        p.coins_open += p.coins_closed
        p.coins_closed = 0
    if g.rules.coin_timing is Timing.RESTORATION:
        gain_coins(g, me)
    if g.rules.draw_timing is Timing.RESTORATION:
        turn_draw(g, me)


def gain_coins(g: GameState, me: int) -> None:
    p = g.players[me]
    room = g.rules.coin_max - p.coins_open - p.coins_closed
    gained = max(0, min(g.rules.coin_gain, room))
    p.coins_open += gained
    emit(g, "coins", f"{p.name} gains {gained} coin{'s' if gained != 1 else ''} ({p.coins_open} open)",
         (g.rules.cite("coin_gain"), g.rules.cite("coin_max"), g.rules.cite("coin_timing")))


def turn_draw(g: GameState, me: int) -> None:
    if g.rules.first_player is FirstPlayer.SKIP_FIRST_DRAW and g.turn == 1:
        emit(g, "draw", f"{g.players[me].name} draws no card in the first turn", (g.rules.cite("first_player"),))
        return
    draw(g, me, g.rules.draw_per_turn, g.rules.cite("draw_per_turn"), g.rules.cite("draw_timing"))


def draw(g: GameState, me: int, n: int, *rules: str) -> int:
    """Draw ``n`` cards; returns how many were drawn (ГЛ «При этом» asks whether all were)."""
    p = g.players[me]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            if g.rules.empty_deck.value == "lose":
                emit(g, "draw", f"{p.name} must draw from an empty deck and loses", (g.rules.cite("empty_deck"),))
                lose(g, [me])
                return drawn
            emit(g, "draw", f"{p.name}'s deck is empty: nothing is drawn", (g.rules.cite("empty_deck"), *rules))
            continue
        drawn += 1
        c = p.deck.pop(0)
        owner = g.objects[c].owner
        g.objects[c].zone = Zone.HAND
        if owner != me:  # a card placed into his deck by the other player (ГЛ «Владелец карты»: «Карта всегда
            g.players[owner].hand.append(c)  # попадает в руку … своего владельца»): shown, as it changes hands
            emit(g, "draw", f"{p.name} draws {g.objects[c].name}, which goes to its owner {g.players[owner].name}'s hand",
                 ("ГЛ «Возьмите карту»", "ГЛ «Владелец карты»", g.rules.cite("placed_owner"), *rules))
            continue
        p.hand.append(c)
        emit(g, "draw", f"{p.name} draws {g.objects[c].name}", ("ГЛ «Возьмите карту»", *rules), seat=me,
             public=f"{p.name} draws a card")
    return drawn


def _accumulate(g: GameState) -> bool:
    """ПП «Фаза накопления»: gains, the reveal, the «в начале хода» triggers; empty Очередь: main stage."""
    me = g.active
    if g.step == 0:
        g.step = 1
        if g.rules.coin_timing is Timing.ACCUMULATION:
            gain_coins(g, me)
        if g.rules.draw_timing is Timing.ACCUMULATION:
            turn_draw(g, me)
        return True
    if g.step == 1:
        if hidden_characters(g, me):
            g.pending = RevealChoice(g.players[me].name)
            return True
        g.step = 2
        return True
    if g.step == 2:
        g.step = 3
        _collect_turn_triggers(g, end=False)
        return True
    emit(g, "stage", "the Очередь is empty: the main stage begins", ("ПП «Фаза накопления»",))
    _begin(g, Phase.CHOICE)
    return True


def _collect_turn_triggers(g: GameState, end: bool) -> None:
    """ГЛ «В начале хода» (and the turn's end): the triggers of every card in the game zone."""
    own = When.OWN_TURN_END if end else When.OWN_TURN_START
    every = When.TURN_END if end else When.TURN_START
    for seat in (0, 1):
        p = g.players[seat]
        for cid in [p.hero, *p.battlefield]:
            c = g.objects[cid]
            if c.hidden:
                continue
            for k, t in enumerate(text_of(g, cid).triggered, 1):
                concentrated = not end and t.when is When.CONCENTRATION and seat == g.active and not c.wounds
                if t.in_play and (t.when is every or (t.when is own and seat == g.active) or concentrated) \
                        and in_force(g, cid, t):
                    g.waiting.append(Entry(EntryKind.TRIGGER, cid, seat, k))
            if not end and seat == g.active and c.markers.get("отравление", 0) > 0:
                g.waiting.append(Entry(EntryKind.TRIGGER, cid, seat, 0, rule="poison"))
    triggers.wait(g, 1 - g.active, When.OPPONENT_TURN_END if end else When.OPPONENT_TURN_START)
    for seat in (g.active, 1 - g.active):  # ГЛ «Засада»: «работает как в свой ход, так и в ход противника»
        triggers.ambushes(g, seat, every)
    triggers.ambushes(g, g.active, own)
    if not end:
        triggers.incarnations(g, g.active)
    if end:  # ГЛ «Могущество X»: «В конце хода, если на этом существе меньше Х эффектов усиления…»
        for seat in (0, 1):
            for cid in g.players[seat].battlefield:
                if keyword(g, cid, Keyword.MIGHT):
                    g.waiting.append(Entry(EntryKind.TRIGGER, cid, seat, 0, rule="might"))
                if g.objects[cid].returns:  # ГЛ «Авангард Х»: «в конце хода, если не погибло, возвращается в руку»
                    g.waiting.append(Entry(EntryKind.TRIGGER, cid, seat, 0, rule="vanguard"))


def _ask_targets(g: GameState, d: TargetChoice) -> None:
    """Ask the entering trigger's next target, or enter it once all are chosen; a slot whose only
    choice is ``NO_TARGET`` (an «иначе»'s [Х] with none legal, ГЛ «Иначе») is filled without asking."""
    entering = g.entering[0]
    picks = sum(1 for e in trigger_effects(g, entering) if e.picks)
    while len(d.chosen) < picks and next_targets(g, d) == [NO_TARGET]:
        d = replace(d, chosen=(*d.chosen, NO_TARGET))
    if len(d.chosen) < picks:
        g.pending = d
        return
    g.entering.pop(0)
    _enter(g, Entry(entering.kind, entering.source, entering.controller, entering.index, d.chosen, rule=entering.rule))


def _enter_waiting(g: GameState) -> None:
    """What triggered enters together, by ``rules.trigger_order``; each player orders his own."""
    if g.entering:
        entry = g.entering[0]
        options = target_options(g, entry)
        if entry.rule or entry.kind is not EntryKind.TRIGGER and not entry.choosing or options == [()]:
            g.entering.pop(0)
            _enter(g, replace(entry, choosing=False))
        elif not options:
            g.entering.pop(0)
            emit_entry(g, "enter", entry, " has no legal target and does not enter", ("ГЛ «Выбранное существо (карта)»",))
        elif len(options) == 1:
            g.entering.pop(0)
            _enter(g, Entry(entry.kind, entry.source, entry.controller, entry.index, options[0]))
        else:
            _ask_targets(g, TargetChoice(g.players[entry.controller].name, source=entry.source))
        return
    first = 1 - g.active if g.rules.trigger_order is TriggerOrder.INACTIVE_FIRST else g.active
    for seat in (first, 1 - first):
        group = [e for e in g.waiting if e.controller == seat]
        if not group:
            continue
        if len(group) > 1 and len(set(group)) > 1:
            g.pending = OrderChoice(g.players[seat].name, count=len(group))
            return
        g.entering.extend(group)
        g.waiting = [e for e in g.waiting if e.controller != seat]
        if len(group) and g.waiting:
            emit(g, "order", f"{g.players[seat].name}'s triggers enter first", (g.rules.cite("trigger_order"),))
        return


def perform_entry(g: GameState) -> None:
    """Perform the next entry (``rules.queue_order``), then what it triggered waits to enter."""
    lifo = g.rules.queue_order is QueueOrder.LIFO
    entry = g.queue.pop(-1 if lifo else 0)
    g.window_passes = 0
    g.performed += 1
    emit_entry(g, "perform", entry, " is performed", ("ПП «Фаза атаки ударом»", g.rules.cite("queue_order")))
    g.performing = entry
    proceed(g)


def proceed(g: GameState) -> None:
    """Perform the entry being performed, once the questions it asks are answered (a «может», a payment, a division)."""
    entry = g.performing
    assert entry is not None
    question = _question(g)
    if question is not None:
        g.pending = question
        return
    entry = g.performing
    assert entry is not None
    g.performing = None
    if entry.kind is EntryKind.STRIKE:
        combat.strike(g, entry)
    else:
        combat.perform_effects(g, entry)
    _settle(g)


def _question(g: GameState) -> Decision | None:
    """The next answer the entry being performed needs, in text order; answers with one possibility are given at once."""
    entry = g.performing
    assert entry is not None
    if entry.kind is EntryKind.STRIKE or entry.rule:
        return None
    source = entry.source
    controller = g.players[entry.controller].name
    again = triggers.is_incarnation(g, entry)
    if again is not None:
        return YesNoChoice(controller, source=source) if entry.agreed == -1 and triggers.incarnation_possible(g, source, again) else None
    lying = is_ambush(g, entry)
    if lying is not None:  # ГЛ «Засада»: asked only while the card can still be played
        if entry.agreed == -1 and ambush_possible(g, source, lying):
            return YesNoChoice(controller, source=source)
        if entry.agreed == 1 and entry.picked == -2 and ambush_possible(g, source, lying):
            return _ambush_thirst(g, entry)
        return None
    if entry.kind is EntryKind.TRIGGER and printed(g, source).triggered[entry.index - 1].optional \
            and entry.agreed == -1:
        return YesNoChoice(controller, source=source)
    if entry.agreed == 0:
        return None
    for e in trigger_effects(g, entry):
        if e.kind in searching.CHOOSING and entry.picked == -2:
            asked = searching.question(g, entry, e)
            if asked is not None:
                return asked
            entry = g.performing
            assert entry is not None
        if e.kind is EffectKind.EXTORT and entry.paid == -1:
            payer = g.players[1 - entry.controller]
            if in_play(g, source) and not g.objects[source].blank and can_meet(g, 1 - entry.controller, e):
                return PayChoice(payer.name, source=source, amount=e.amount or 1)
            g.performing = entry = replace(entry, paid=0)
            said = str(e.amount) if e.demand is None else f"— {demand_text(e)}"
            emit(g, "extortion", f"{payer.name} can't pay Вымогательство {said}", ("ГЛ «Вымогательство — <условие>»",))
        if e.kind is EffectKind.EXTORT and entry.paid > 0 and e.demand is not None and len(entry.found) < e.demand.discard:
            payer = g.players[1 - entry.controller]  # ГЛ «Сбросьте карту»: «на свой выбор», one card at a time
            return CardChoice(payer.name, source=source, zone="hand", offered=tuple(payer.hand), must=True)
        if e.kind is EffectKind.EXTORT and entry.paid > 0 and e.demand is not None \
                and len(entry.found) < e.demand.discard + e.demand.close:
            payer = g.players[1 - entry.controller]  # ГЛ «Закрыть (существо, карту)», one card at a time, his choice
            offered = tuple(closable(g, 1 - entry.controller, e.demand))
            if offered:
                return CardChoice(payer.name, source=source, zone="battlefield", offered=offered, must=True)
        if e.kind is EffectKind.LIFE_GIFT and not entry.divided:
            cost = cost_of(g, entry.picked) if entry.picked >= 0 else 0
            givers = searching.gift_givers(g, entry.controller)
            if cost > 0 and len(givers) > 1:  # how many from which: «Снимите с ваших персонажей»
                return AssignChoice(controller, source=source, total=cost, lives=True)
            g.performing = entry = replace(entry, divided=True, split=(givers[0], cost) if cost > 0 and givers else ())
        if e.kind is EffectKind.DIVIDE and not entry.divided:
            pool = choosable(g, entry.controller, source, e.target)
            n = e.value(entry.x)
            if len(pool) > 1 and n > 0:
                return AssignChoice(controller, source=source, total=n)
            g.performing = entry = replace(entry, divided=True, split=(pool[0], n) if pool and n > 0 else ())
    return None


def thirst_pool(g: GameState, seat: int, card: int) -> list[int]:
    """ГЛ «Жажда Х»: «раньте другого вашего выбранного персонажа» — his characters in play but the card itself."""
    return [c for c in choosable(g, seat, card, Target.OWN_CHARACTER) if c != card]


def _ambush_thirst(g: GameState, entry: Entry) -> Decision | None:
    """ГЛ «Засада», ГЛ «Жажда Х»: a card with Жажда played by Засада pays it too (ГЛ «Дополнительная стоимость»:
    «дополняющий базовую или альтернативную»); with no declaration to name the character it wounds, its owner
    chooses it as the ambush is performed, once he has agreed. One possibility is taken without asking."""
    if not defn(g, entry.source).abilities.value(Keyword.THIRST):
        return None
    pool = thirst_pool(g, entry.controller, entry.source)
    if len(pool) > 1:
        return CardChoice(g.players[entry.controller].name, source=entry.source, zone="game", offered=tuple(pool),
                          must=True)
    g.performing = replace(entry, picked=pool[0] if pool else -1)
    return None


def _answer(g: GameState, d: Decision, me: int, action: Action) -> None:
    """An answer to the entry being performed; once all are given, the entry is performed (its own part)."""
    entry = g.performing
    assert entry is not None
    name = g.players[me].name
    if isinstance(action, Answer):
        g.performing = replace(entry, agreed=int(action.yes))
        said = f"{name} chooses {'yes' if action.yes else 'no'} for "
        full, public = said + g.objects[entry.source].name, said + source_name(g, entry.source, 1 - me)
        emit(g, "choice", full, ("ГЛ «Срабатывающая способность»",), seat=me if public != full else -1, public=public)
    elif isinstance(action, PayCoins):
        if action.amount:
            demanded = next(e for e in trigger_effects(g, entry) if e.kind is EffectKind.EXTORT)
            _meet(g, me, entry.source, demanded)
        else:
            emit(g, "extortion", f"{name} declines to pay Вымогательство", ("ГЛ «Вымогательство — <условие>»",))
        g.performing = replace(entry, paid=action.amount)
    elif isinstance(action, ChoosePlayer):
        g.performing = replace(entry, picked=action.seat)
        emit(g, "choice", f"{name} chooses {g.players[action.seat].name}'s deck", ("ГЛ «Мор X»",))
    elif isinstance(action, Choose) and isinstance(d, CardChoice) and d.zone == "game":
        g.performing = replace(entry, picked=action.target)  # ГЛ «Жажда Х»: the character it wounds, paid in spring()
    elif isinstance(action, Choose) and isinstance(d, CardChoice) and d.must and d.zone == "battlefield":
        card = g.objects[action.target]
        card.closed = True
        why = f" for Вымогательство of {g.objects[entry.source].name}"
        full, public = f"{name} closes {label(g, action.target, me)}{why}", f"{name} closes {label(g, action.target, 1 - me)}{why}"
        emit(g, "close", full, ("ГЛ «Закрыть (существо, карту)»", "ГЛ «Вымогательство — <условие>»"),
             seat=me if public != full else -1, public=public)
        g.performing = replace(entry, found=(*entry.found, action.target))
    elif isinstance(action, Choose) and isinstance(d, CardChoice) and d.must:
        card = g.objects[action.target]  # ГЛ «Сбросьте карту»: «переносит выбранную карту из своей руки на своё кладбище»
        g.players[me].hand.remove(action.target)
        card.zone = Zone.GRAVEYARD
        g.players[card.owner].graveyard.append(action.target)
        emit(g, "discard", f"{name} discards {card.name} for Вымогательство of {g.objects[entry.source].name}",
             ("ГЛ «Сбросьте карту»", "ГЛ «Вымогательство — <условие>»"))
        g.performing = replace(entry, found=(*entry.found, action.target))
    elif isinstance(action, Choose):
        choosing = next(e for e in trigger_effects(g, entry) if e.kind in searching.CHOOSING)
        g.performing = searching.answered(entry, choosing, action.target)
        if action.target < 0:
            emit(g, "choice", f"{name} chooses no card", ("ГЛ «Поиск — [карта/карты]»",))
    elif isinstance(action, Assign):
        assert isinstance(d, AssignChoice)
        assigned = (*d.assigned, action.card, action.amount)
        if d.lives:
            emit(g, "assign", f"{name} takes {action.amount} of the extra lives off {label(g, action.card, me)}",
                 ("ГЛ «Дар жизни, или Дар жизни X»",))
        else:
            emit(g, "assign", f"{name} assigns {action.amount} of the wounds to {label(g, action.card, me)}",
                 ("ГЛ «Ранить на Х [цель], раниться»",))
        done = replace(d, assigned=assigned)
        if done.remaining > 0:
            g.pending = done
            return
        g.performing = replace(entry, divided=True, split=assigned)
    g.pending = None
    proceed(g)


def demand_text(e: Effect) -> str:
    """ГЛ «Вымогательство — <условие>»: the condition in words, for the log."""
    d = e.demand
    parts = [f"{e.amount}{{coin}}"] if e.amount else []
    if d is not None:
        parts += [f"lose {d.lose} coin(s)"] if d.lose else []
        parts += [f"{d.prayers} prayer(s)"] if d.prayers else []
        parts += [f"{d.wounds} wound(s) on his hero"] if d.wounds else []
        parts += [f"discard {d.discard} card(s)"] if d.discard else []
        parts += [f"close {d.close} {'card' if d.close_any else 'creature'}(s)"] if d.close else []
    return ", ".join(parts)


def can_meet(g: GameState, seat: int, e: Effect) -> bool:
    """Whether the player can meet the whole condition (ГЛ «Вымогательство»: «отказывается или не может выполнить»)."""
    p = g.players[seat]
    d = e.demand
    if p.coins_open < e.amount:
        return False
    if d is None:
        return True
    return (p.coins_open + p.coins_closed - e.amount >= d.lose and p.prayers >= d.prayers and len(p.hand) >= d.discard
            and len(closable(g, seat, d)) >= d.close)


def closable(g: GameState, seat: int, d: Demand) -> list[int]:
    """His open cards in the game zone a Вымогательство may have him close: creatures, or with «карты» any (his hero
    and support cards too). A closed card can't pay (ГЛ «Оплата»: «нельзя заявить …, если недостаточно ресурсов»)."""
    p = g.players[seat]
    cards = [p.hero, *p.battlefield] if d.close_any else [c for c in p.battlefield if is_creature(g, c)]
    return [c for c in cards if in_play(g, c) and not g.objects[c].closed]


def _meet(g: GameState, seat: int, source: int, e: Effect) -> None:
    """Pay the condition: the coins close, the coins lost (closed first: ГЛ «Потеряйте монету» «на свой выбор»,
    never worse for him), the prayers come off, his hero takes the wounds (a payment: nothing modifies them)."""
    p = g.players[seat]
    why = f"Вымогательство of {g.objects[source].name}"
    _pay(g, seat, e.amount, why)
    d = e.demand
    if d is None:
        return
    if d.lose:
        closed = min(d.lose, p.coins_closed)
        p.coins_closed -= closed
        p.coins_open -= d.lose - closed
        emit(g, "payment", f"{p.name} loses {d.lose} coin{'s' if d.lose != 1 else ''} for {why}",
             ("ГЛ «Потеряйте монету»", "ГЛ «Вымогательство — <условие>»"))
    if d.prayers:
        p.prayers -= d.prayers
        emit(g, "payment", f"{p.name} takes {d.prayers} prayer token{'s' if d.prayers != 1 else ''} off the hero for {why}",
             ("ГЛ «Жетоны молитвы»", "ГЛ «Вымогательство — <условие>»"))
    if d.wounds:
        emit(g, "payment", f"{p.name}'s hero takes {d.wounds} wound{'s' if d.wounds != 1 else ''} for {why}",
             ("ГЛ «Оплата»", "ГЛ «Вымогательство — <условие>»"))
        combat.deal(g, source, p.hero, d.wounds, combat.Source.ABILITY, payment=True)
        combat.check_deaths(g)


def _settle(g: GameState) -> None:
    """After an entry: deaths are checked; a created or placed card in a graveyard (a milled one too) goes home;
    a spell to copy whose text is all performed is copied."""
    combat.check_deaths(g)
    zones.created_home(g)
    if g.to_copy:
        copy_spells(g)


def copy_spells(g: GameState) -> None:
    """ГЛ «Скопировать заклинание»: «После выполнения текста заклинания, если оно не было прервано или отменено,
    заново выберите цели и выполните все его способности ещё раз. Срабатывающие способности на розыгрыш
    заклинания, срабатывают также и на копирование заклинания».

    Once no entry of the spell is left to perform (the Очередь, what enters, what is performed), its
    abilities but the copying one enter the Очередь again as its controller's, each choosing its targets as
    it enters (a copy never copies in turn: READINGS.md), and «когда противник разыгрывает заклинание /
    карту» trigger.
    """
    pending = [*g.queue, *g.entering, *((g.performing,) if g.performing is not None else ())]
    for copying in list(g.to_copy):
        spell = copying.source
        if any(e.kind is EntryKind.SPELL and e.source == spell for e in pending):
            continue
        g.to_copy.remove(copying)
        body = defn(g, spell).abilities.spell
        again = [k for k, b in enumerate(body, 1) if not any(e.kind is EffectKind.COPY_SPELL for e in b)]
        emit(g, "copy", f"{g.objects[spell].name} is copied: its abilities are performed again",
             ("ГЛ «Скопировать заклинание»",))
        g.entering.extend(Entry(EntryKind.SPELL, spell, copying.controller, k, choosing=True) for k in again)
        triggers.wait(g, 1 - copying.controller, When.ENEMY_PLAYS_SPELL)
        triggers.wait(g, 1 - copying.controller, When.ENEMY_PLAYS_CARD)


def lose(g: GameState, seats: list[int]) -> None:
    """FAQ-Г: a player whose hero's wounds reach its life loses at once; both at once: a draw."""
    if g.over:
        return
    for s in seats:
        g.players[s].lost = True
    g.over = True
    g.pending = None
    if len(seats) == 2:
        g.winner = -1
        emit(g, "game over", "both heroes fall at once: a draw", ("FAQ-Г", "Online 102.4"))
    else:
        g.winner = 1 - seats[0]
        emit(g, "game over", f"{g.players[g.winner].name} wins: {g.players[seats[0]].name} loses", ("FAQ-Г",))


def shuffle(g: GameState, items: list[int]) -> None:
    rng = Rng(g.rng)
    rng.shuffle(items)
    g.rng = rng.state


__all__ = ["advance", "apply", "check", "decide", "entry_text", "legal_actions", "perform", "step", "strike_value"]
