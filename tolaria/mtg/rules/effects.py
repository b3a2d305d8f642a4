"""The resolution interpreter: runs an effect's steps in order (CR 608.2).

Its position (the stack object, the index of the next step, and a small
memo of what earlier steps learned) is part of the game state
(``GameState.resolving``), so a step that needs a player's choice
suspends the resolution with a pending decision and the answer resumes it
(architecture, "Effects as resumable programs").

Each step handler returns True when done, or False after setting a
pending choice; :func:`answer_resolution_choice` applies the answer and
moves on to the next step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria.mtg.carddb import card_def, token_def
from tolaria.mtg.oracle.abilities import Filter, SpellAbility, Step
from tolaria.mtg.rules import layers
from tolaria.mtg.rules.damage import (
    Source,
    deal_damage,
    gain_life,
    lose_life,
    source_of_card,
    source_of_permanent,
)
from tolaria.mtg.rules.events import describe, log
from tolaria.mtg.rules.mana import add_mana
from tolaria.mtg.rules.sba import destroy
from tolaria.mtg.rules.targeting import card_matches, matches
from tolaria.mtg.rules.triggers import entered
from tolaria.mtg.rules.zones import (
    draw_card,
    leave_battlefield,
    move_from_zone,
    put_onto_battlefield,
    remove_from_combat,
    stack_to_zone,
)
from tolaria.mtg.state import Effect, GameState, Pending, Resolving, StackObject

Memo = dict[str, Any]


def effect_of(item: StackObject) -> SpellAbility:
    """The effect a stack object carries: a spell's (or its chosen mode's), or an ability's."""
    d = card_def(item.name)
    if item.kind == "spell":
        assert d.spell is not None
        return d.spell.modes[item.modes[0]] if d.spell.modes else d.spell
    if item.kind == "ability":
        return d.activated[item.ability].effect
    return d.triggered[item.ability].effect


def find_item(g: GameState, oid: int) -> StackObject:
    for item in g.stack:
        if item.id == oid:
            return item
    raise KeyError(oid)


def run(g: GameState, item: StackObject, pc: int, legal: tuple[bool, ...], memo: Memo | None = None) -> bool:
    """Run steps from ``pc``; True when the whole effect is done, False if suspended."""
    memo = {} if memo is None else memo
    if item.kind == "trigger" and pc == 0 and card_def(item.name).triggered[item.ability].optional:
        if "may" not in memo:
            g.resolving = Resolving(item.id, 0, legal, _freeze(memo))
            g.pending = Pending("choose", item.controller, ("may", ("yes", "no")))
            return False
        if memo["may"] != "yes":
            log(g, "may_no", ("603.5",), player=g.players[item.controller].name, card=item.name)
            g.resolving = None
            return True
    steps = effect_of(item).steps
    while pc < len(steps):
        step = steps[pc]
        if step.target >= 0 and step.obj in ("target", "") and not legal[step.target]:
            pc += 1  # CR 608.2b: no action on an illegal target
            continue
        if step.condition == "if_cant" and not memo.get("couldnt"):
            pc += 1
            continue
        if not HANDLERS[step.op](g, item, step, memo):
            g.resolving = Resolving(item.id, pc, legal, _freeze(memo))
            return False
        pc += 1
    g.resolving = None
    return True


def _freeze(memo: Memo) -> tuple[Any, ...]:
    return tuple(sorted(memo.items()))


def thaw(memo: tuple[Any, ...]) -> Memo:
    return {k: v for k, v in memo}


# ----------------------------------------------------------- operands


def _obj(item: StackObject, step: Step) -> int:
    """The object or player a step acts on."""
    if step.obj == "self":
        return item.source if item.source is not None else 0
    if step.obj == "ref":
        return item.ref
    if step.obj == "you":
        return -1 - item.controller
    return item.targets[step.target]


def _amount(item: StackObject, step: Step, memo: Memo) -> int:
    if step.amount == "X":
        return item.x
    if step.amount == "lki_toughness":
        return int(memo.get("lki_toughness", 0))
    return int(step.amount)


def _player(item: StackObject, step: Step, memo: Memo) -> int:
    if step.who == "target":
        return -1 - item.targets[step.target]
    if step.who == "ref":
        return -1 - item.ref
    if step.who == "lki":
        return int(memo.get("lki_controller", item.controller))
    return item.controller


def source(g: GameState, item: StackObject) -> Source:
    """The source of an effect's damage: the spell, or the ability's source as it last existed."""
    if item.kind != "spell" and item.source is not None and item.source in g.battlefield:
        return source_of_permanent(g, item.source)
    return source_of_card(item.source or item.id, item.name, item.controller)


# -------------------------------------------------------------- steps


def _damage(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    deal_damage(g, source(g, item), _obj(item, step), _amount(item, step, memo), ("120.3", "608.2"))
    return True


def _damage_each(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    assert step.group is not None
    src = source(g, item)
    amount = _amount(item, step, memo)
    for perm in [p for p in g.battlefield.values() if matches(g, p, step.group, item.controller)]:
        deal_damage(g, src, perm.id, amount, ("120.3",))
    return True


def _pump(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    oid = _obj(item, step)
    if oid not in g.battlefield:
        return True
    times = 1
    if step.amount == "blockers":  # "for each creature blocking it" (608.2h: counted once)
        times = len(g.combat.blocked.get(oid, [])) if g.combat is not None else 0
    _add_pump(g, (oid,), step.power * times, step.toughness * times, step.keywords)
    return True


def _pump_all(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 611.2c: the affected set is locked in as the effect begins."""
    assert step.group is not None
    ids = tuple(
        p.id
        for p in g.battlefield.values()
        if layers.is_creature(p) and matches(g, p, step.group, item.controller)
    )
    _add_pump(g, ids, step.power, step.toughness, step.keywords)
    return True


def _add_pump(g: GameState, ids: tuple[int, ...], power: int, toughness: int, keywords: tuple[str, ...]) -> None:
    g.effects.append(Effect(g.new_timestamp(), "7c", ids, power, toughness, keywords, "eot"))
    pt = f"{power:+d}/{toughness:+d}" if power or toughness else ""
    kw = f"{' and ' if pt else ''}gains {', '.join(keywords)}" if keywords else ""
    for oid in ids:
        log(g, "pump", ("611.2", "613.4c" if pt else "613.1f"), card=g.name_of(oid), pt=pt, kw=kw)


def _draw(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    player = _player(item, step, memo)
    for _ in range(_amount(item, step, memo)):  # CR 121.2: one card at a time
        draw_card(g, player)
    return True


def _lose_life(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    lose_life(g, _player(item, step, memo), _amount(item, step, memo), ("119.3", "608.2"))
    return True


def _gain_life(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    player = _player(item, step, memo)
    if not g.players[player].lost:
        rules = ("119.3", "608.2h") if step.who == "lki" else ("119.3",)
        gain_life(g, player, _amount(item, step, memo), rules)
    return True


def _destroy(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    oid = _obj(item, step)
    if oid in g.battlefield:
        destroy(g, oid, regenerate=step.regenerate, rules=("701.8a", "608.2"))
    return True


def _destroy_all(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    assert step.group is not None
    doomed = [p.id for p in g.battlefield.values() if matches(g, p, step.group, item.controller)]
    for oid in doomed:  # simultaneously: the set was fixed first
        if oid in g.battlefield:
            destroy(g, oid, regenerate=step.regenerate, rules=("701.8a",))
    return True


def _bounce(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    oid = _obj(item, step)
    if oid in g.battlefield:
        name = g.battlefield[oid].name
        leave_battlefield(g, oid, "hand")
        log(g, "bounce", ("400.7", "608.2"), card=name)
    return True


def _return_card(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    oid = _obj(item, step)
    owner = item.controller
    if oid in g.players[owner].graveyard:
        name = g.names[oid]
        move_from_zone(g, owner, "graveyard", oid, "hand")
        log(g, "return_card", ("400.7",), card=name)
    return True


def _counter(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 701.6a: a countered spell is put into its owner's graveyard."""
    target = find_item(g, _obj(item, step))
    stack_to_zone(g, target, "graveyard")
    log(g, "countered", ("701.6a",), card=target.name)
    return True


def _discard(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 701.9b: the discarding player chooses, unless the choice is forced or random."""
    player = _player(item, step, memo)
    hand = g.players[player].hand
    n = _amount(item, step, memo)
    if len(hand) <= n:
        discard_cards(g, player, list(hand))
        return True
    if step.random:
        chosen = []
        pool = list(hand)
        for _ in range(n):
            chosen.append(pool.pop(g.rng.below(len(pool))))
        discard_cards(g, player, chosen, ("701.9a", "701.9b"))
        return True
    g.pending = Pending("choose", player, ("discard", n, tuple(hand)))
    return False


def discard_cards(g: GameState, player: int, cards: list[int], rules: tuple[str, ...] = ("701.9a",)) -> None:
    p = g.players[player]
    for oid in cards:
        name = g.names[oid]
        move_from_zone(g, player, "hand", oid, "graveyard")
        log(g, "discard", rules, player=p.name, card=name)


def _reveal_hand(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    p = g.players[_player(item, step, memo)]
    log(g, "reveal", ("701.20a",), player=p.name, cards=", ".join(g.names[c] for c in p.hand) or "nothing")
    return True


def _choose_card(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """"You choose a ... card from it": the spell's controller chooses (Duress)."""
    assert step.group is not None
    owner = _player(item, step, memo)
    options = [c for c in g.players[owner].hand if card_matches(g.names[c], step.group)]
    if len({g.names[c] for c in options}) <= 1:
        memo["chosen"] = options[0] if options else 0
        return True
    g.pending = Pending("choose", item.controller, ("choose_card", 1, tuple(options)))
    return False


def _discard_chosen(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    chosen = memo.get("chosen", 0)
    owner = _player(item, step, memo)
    if chosen and chosen in g.players[owner].hand:
        discard_cards(g, owner, [chosen], ("701.9a",))
    return True


def _sacrifice(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 701.21a: the player chooses a permanent they control to sacrifice."""
    assert step.group is not None
    player = _player(item, step, memo)
    options = [
        p.id
        for p in g.battlefield.values()
        if p.controller == player and matches(g, p, step.group, player, item.source)
    ]
    if not options:
        memo["couldnt"] = True
        return True
    if len(options) == 1:
        sacrifice(g, player, options[0])
        return True
    g.pending = Pending("choose", player, ("sacrifice", 1, tuple(options)))
    return False


def sacrifice(g: GameState, player: int, oid: int) -> None:
    name = g.battlefield[oid].name
    leave_battlefield(g, oid, "graveyard")
    log(g, "sacrifice", ("701.21a",), player=g.players[player].name, card=name)


def _add_mana(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    add_mana(g, item.controller, step.mana)
    return True


def _regenerate(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 701.19a: a regeneration shield replaces the next destruction this turn."""
    perm = g.battlefield.get(_obj(item, step))
    if perm is not None:
        perm.shields += 1
        log(g, "regenerate_shield", ("701.19a",), card=perm.name)
    return True


def _prevent_combat(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    g.effects.append(Effect(g.new_timestamp(), "prevent_combat", (), duration="eot"))
    log(g, "prevent_all_combat", ("615.1a",))
    return True


def _prevent_next(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 615.7: a shield that prevents the next N damage to one player or permanent."""
    ref = _obj(item, step)
    amount = _amount(item, step, memo)
    g.effects.append(Effect(g.new_timestamp(), "prevent", (ref,), power=amount, duration="eot"))
    log(g, "prevent_shield", ("615.7",), amount=amount, target=describe(g, ref))
    return True


def _search(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 701.23: search a library for a card with a stated quality (finding none is allowed, 701.23b)."""
    assert step.group is not None
    player = _player(item, step, memo)
    lib = g.players[player].library
    found = [c for c in lib if card_matches(g.names[c], step.group)]
    if not found:
        log(g, "search_none", ("701.23a", "701.23b"), player=g.players[player].name)
        _shuffle(g, player)
        return True
    g.pending = Pending("choose", player, ("search", 1, tuple(found), step.tapped))
    return False


def _shuffle(g: GameState, player: int) -> None:
    g.rng.shuffle(g.players[player].library)
    log(g, "shuffle", ("701.24a",), player=g.players[player].name)


def _create_token(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 111.1, 111.4: create tokens; each is a new permanent."""
    assert step.token is not None
    d = token_def(step.token)
    for _ in range(_amount(item, step, memo)):
        perm = put_onto_battlefield(g, d.name, item.controller, token=True)
        log(g, "token", ("111.1", "111.4"), player=g.players[item.controller].name, card=d.name)
        entered(g, perm)
    return True


def _gain_control(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """Layer 2 control change until end of turn (613.1b); it leaves combat (506.4)."""
    perm = g.battlefield.get(_obj(item, step))
    if perm is None:
        return True
    new = item.controller
    g.effects.append(
        Effect(g.new_timestamp(), "2", (perm.id,), duration="eot", controller=new, previous=perm.controller)
    )
    if perm.controller != new:
        remove_from_combat(g, perm.id)
        perm.controller = new
        perm.sick = True  # CR 302.6: not controlled continuously since the turn began
    log(g, "control", ("613.1b", "611.2"), player=g.players[new].name, card=perm.name)
    return True


def _untap(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    perm = g.battlefield.get(_obj(item, step))
    if perm is not None:
        perm.tapped = False
        log(g, "untap_one", ("701.26b",), card=perm.name)
    return True


def _bottom(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """Put a permanent on the bottom of its owner's library, remembering it (608.2h)."""
    oid = _obj(item, step)
    perm = g.battlefield.get(oid)
    if perm is None:
        return True
    memo["lki_toughness"] = layers.toughness(g, perm)
    memo["lki_controller"] = perm.controller
    leave_battlefield(g, oid, "library")
    log(g, "to_bottom", ("400.7", "608.2h"), card=perm.name)
    return True


def _mill(g: GameState, item: StackObject, step: Step, memo: Memo) -> bool:
    """CR 701.17a-b: mill N, or as many as the library holds."""
    player = _player(item, step, memo)
    p = g.players[player]
    for _ in range(min(_amount(item, step, memo), len(p.library))):
        oid = p.library[0]
        name = g.names[oid]
        move_from_zone(g, player, "library", oid, "graveyard")
        log(g, "mill", ("701.17a",), player=p.name, card=name)
    return True


HANDLERS: dict[str, Callable[[GameState, StackObject, Step, Memo], bool]] = {
    "damage": _damage,
    "damage_each": _damage_each,
    "pump": _pump,
    "pump_all": _pump_all,
    "draw": _draw,
    "lose_life": _lose_life,
    "gain_life": _gain_life,
    "destroy": _destroy,
    "destroy_all": _destroy_all,
    "bounce": _bounce,
    "return_card": _return_card,
    "counter": _counter,
    "discard": _discard,
    "reveal_hand": _reveal_hand,
    "choose_card": _choose_card,
    "discard_chosen": _discard_chosen,
    "sacrifice": _sacrifice,
    "add_mana": _add_mana,
    "regenerate": _regenerate,
    "prevent_combat": _prevent_combat,
    "prevent_next": _prevent_next,
    "search": _search,
    "create_token": _create_token,
    "gain_control": _gain_control,
    "untap": _untap,
    "bottom": _bottom,
    "mill": _mill,
}

RESOLUTION_CHOICES = ("discard", "choose_card", "sacrifice", "search", "may")


def answer_resolution_choice(g: GameState, purpose: str, data: tuple[Any, ...], chosen: tuple[Any, ...]) -> None:
    """Apply the answer to a choice made during resolution, then resume."""
    r = g.resolving
    pend = g.pending
    assert r is not None and pend is not None
    player = pend.player
    g.pending = None
    memo = thaw(r.memo)
    pc = r.pc + 1
    if purpose == "discard":
        discard_cards(g, player, list(chosen), ("701.9b",))
    elif purpose == "choose_card":
        memo["chosen"] = chosen[0]
    elif purpose == "sacrifice":
        sacrifice(g, player, chosen[0])
    elif purpose == "search":
        if chosen and chosen[0] != "nothing":
            oid = chosen[0]
            name = g.names[oid]
            g.players[player].library.remove(oid)
            del g.names[oid]
            perm = put_onto_battlefield(g, name, player, tapped=bool(data[3]))
            log(g, "search", ("701.23a",), player=g.players[player].name, card=name)
            entered(g, perm)
        else:
            log(g, "search_none", ("701.23b",), player=g.players[player].name)
        _shuffle(g, player)
    elif purpose == "may":
        memo["may"] = chosen[0]
        pc = 0
    g.resolving = Resolving(r.item, pc, r.legal, _freeze(memo))


__all__ = ["Filter", "RESOLUTION_CHOICES", "answer_resolution_choice", "effect_of", "run"]
