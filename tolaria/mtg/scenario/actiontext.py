"""The action language of scenario files and ``tolaria play`` (specs/scenarios.md, "Actions").

One entry such as ``cast Lightning Bolt targeting bob`` stands for a
sequence of atomic actions (cast, then the target); :func:`apply_entry`
plays them against the engine, answering each choice the engine asks with
the entry's words, and stops where the entry says no more (the next entry
answers). :func:`describe` turns an atomic action back into words.

Objects are named by card name (case-insensitive), an owner's name before
it (``bob's Grizzly Bears``), a scenario ``id`` label, or ``NAME#K`` (the
K-th of that name in its zone, by arrival). Names are found among
everything the acting player can see, not only what is legal, so that an
illegal choice is refused by the rules (with the rule) rather than as an
unknown name. Copies that can't be told apart are interchangeable; a name
that fits objects that differ is ambiguous, and the error lists them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from tolaria.core.protocol import Action
from tolaria.errors import IllegalAction, UnreadableAction
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg import engine
from tolaria.mtg.kinds import COLOR_WORDS, StackKind
from tolaria.mtg.oracle.abilities import ActivatedAbility, ManaAbility
from tolaria.mtg.rules import casting, division, entering, replacement, targeting, triggers
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import NO_TARGET, GameState, player_ref
from tolaria.mtg.visibility import can_see

ActionTextError = UnreadableAction


def _norm(s: str) -> str:
    return " ".join(s.strip().lower().replace("’", "'").split())


def _split_list(text: str) -> list[str]:
    return [t.strip() for t in re.split(r",\s*|\s+and\s+", text) if t.strip()]


# ------------------------------------------------------------------ naming objects


def display_name(g: GameState, oid: int) -> str:
    """An object's name as the action language uses it: abilities on the stack are "SOURCE ability"."""
    for item in g.stack:
        if item.id == oid:
            name = g.name_of(oid)
            return name if item.kind in (StackKind.SPELL, StackKind.COMBAT_DAMAGE) else f"{name} ability"
    if oid in g.battlefield:
        return chars(g, oid).name or "face-down permanent"
    return g.name_of(oid)


def visible(g: GameState, player: int) -> list[int]:
    """Every object ``player`` can see and name: players, permanents, the stack, public zones, own hand
    (and a teammate's, 810.5)."""
    out = [player_ref(p.index) for p in g.players]
    out.extend(g.battlefield)
    out.extend(s.id for s in reversed(g.stack))
    for mate in g.team_of(player):
        out.extend(g.players[mate].hand)
    for p in g.players:
        out.extend(p.graveyard)
        out.extend(p.exile)
    return out


def _status(g: GameState, oid: int) -> tuple[object, ...]:
    perm = g.battlefield.get(oid)
    if perm is None:
        return (display_name(g, oid), _zone_of(g, oid))
    c = g.combat
    return (
        perm.card,
        chars(g, oid).controller,
        perm.tapped,
        perm.damage,
        tuple(sorted(perm.counters.items())),
        perm.sick,
        c is not None and (oid in c.attackers or oid in c.blockers),
        perm.attached_to,
    )


def _zone_of(g: GameState, oid: int) -> str:
    for p in g.players:
        for zone in ("hand", "library", "graveyard", "exile"):
            if oid in getattr(p, zone):
                return f"{p.index}:{zone}"
    return "stack"


def _owner(g: GameState, oid: int) -> int:
    perm = g.battlefield.get(oid)
    if perm is not None:
        return perm.owner
    for item in g.stack:
        if item.id == oid:
            return item.owner
    for p in g.players:
        if oid in p.hand or oid in p.library or oid in p.graveyard or oid in p.exile:
            return p.index
    return -1


def find(g: GameState, text: str, candidates: Iterable[int], what: str = "object", prefer: Iterable[int] = ()) -> int:
    """Resolve a name to one of ``candidates`` (object ids or player refs); ``prefer`` is tried first."""
    cands = list(candidates)
    preferred = [c for c in prefer if c in cands]
    if preferred:
        try:
            return _find(g, text, preferred, what)
        except UnreadableAction:
            pass
    return _find(g, text, cands, what)


def _find(g: GameState, text: str, cands: list[int], what: str) -> int:
    t = _norm(text)
    if not t:
        raise UnreadableAction(f"expected a {what} name")
    if t == "the stack top":
        if not g.stack:
            raise UnreadableAction("the stack is empty")
        return g.stack[-1].id
    for label, oid in g.labels.items():
        if _norm(label) == t and oid in cands:
            return oid
    for p in g.players:
        if _norm(p.name) == t and player_ref(p.index) in cands:
            return player_ref(p.index)
    owner = None
    m = re.match(r"^(.+?)'s (.+)$", t)
    if m and any(_norm(p.name) == m.group(1) for p in g.players):
        owner = next(p.index for p in g.players if _norm(p.name) == m.group(1))
        t = m.group(2)
    index = None
    m = re.match(r"^(.+)#(\d+)$", t)
    if m:
        t, index = m.group(1).strip(), int(m.group(2))
    found = [c for c in cands if c > 0 and _norm(display_name(g, c)) == t and (owner is None or _owner(g, c) == owner)]
    if not found:
        raise UnreadableAction(f"no {what} named {text!r} can be seen here{_hint(g, t)}")
    if index is not None:
        if index > len(found):
            raise UnreadableAction(f"there is no {text!r}: only {len(found)} {t!r}")
        return found[index - 1]
    if len({_status(g, c) for c in found}) > 1:
        names = ", ".join(f"{display_name(g, c)}#{i + 1}" for i, c in enumerate(found))
        raise UnreadableAction(f"{text!r} is ambiguous: {names}")
    return found[0]


def _hint(g: GameState, name: str) -> str:
    """Nearest card names, when a name is no card at all (a typo)."""
    pool = g.db.pool
    if name in pool or name.endswith((" ability", " token")):
        return ""
    near = pool.suggestions(name)
    return f"; unknown card, did you mean {', '.join(near)}?" if near else "; unknown card"


# ------------------------------------------------------------------ entries


_CAST = re.compile(
    r"^(?P<card>.+?)(?:\s+targeting\s+(?P<targets>.+?))?(?:\s+with\s+x\s*=\s*(?P<x>\d+))?"
    r"(?:\s+choosing\s+(?P<modes>.+))?$",
    re.IGNORECASE,
)
_ACTIVATE = re.compile(
    r"^(?P<perm>.+?)(?::(?P<k>\d+))?(?:\s+targeting\s+(?P<targets>.+?))?(?:\s+with\s+x\s*=\s*(?P<x>\d+))?$",
    re.IGNORECASE,
)


class Entry:
    """Runs one entry's atomic actions against a game state, for one player."""

    def __init__(self, g: GameState, player: int) -> None:
        self.g = g
        self.player = player
        self.seat = g.players[player].name

    def apply(self, a: Action) -> None:
        """Apply one atomic action; a refusal carries the action and whether it was listed as legal."""
        g = self.g
        try:
            engine.apply(g, a, self.seat, engine.autopass_for(g))
        except IllegalAction as err:
            err.action = a
            mine = g.pending is not None and g.pending.player == self.seat  # the list is the decider's
            err.listed = mine and a in engine.legal_actions(g, mana_abilities=True)
            raise

    def pending(self, *kinds: type) -> dec.Decision | None:
        d = self.g.pending
        if d is not None and d.player == self.seat and (not kinds or isinstance(d, kinds)):
            return d
        return None


def apply_entry(g: GameState, player: int, text: str, declare: bool = True) -> str | None:
    """Parse and apply one action entry; returns "attack"/"block" for declaration parts.

    With ``declare``, a declaration is completed by this entry; without,
    the caller completes a group of entries with ``finish_declaration``.
    """
    e = Entry(g, player)
    raw = text.strip()
    low = _norm(raw)
    word, _, rest = raw.partition(" ")
    word = word.lower()
    rest = rest.strip()
    if low == "pass":
        e.apply(act.Pass())
    elif low == "concede":
        e.apply(act.Concede())
    elif low == "no attack":
        if declare:
            finish_declaration(g, player)
        return "attack"
    elif low == "no block":
        if declare:
            finish_declaration(g, player)
        return "block"
    elif word == "play":
        e.apply(act.PlayLand(_own_card(g, player, rest)))
    elif word == "cast":
        _cast(e, rest, text)
    elif word == "activate":
        _activate(e, rest)
    elif word == "tap":
        _tap(e, rest, text)
    elif low.startswith("attack with "):
        _attack(e, raw[len("attack with ") :])
        if declare:
            finish_declaration(g, player)
        return "attack"
    elif word == "band":
        _band(e, rest)
        return "attack"
    elif word == "block":
        _block(e, rest, text)
        if declare:
            finish_declaration(g, player)
        return "block"
    elif word == "assign":
        _assign(e, rest)
    elif word == "order":
        _order(e, rest)
    elif word == "choose":
        _choose(e, rest)
    else:
        raise UnreadableAction(f"unknown action {text!r}")
    return None


def finish_declaration(g: GameState, player: int) -> None:
    Entry(g, player).apply(act.Declare())


def _own_card(g: GameState, player: int, name: str) -> int:
    """A card the player names to play or cast: their hand first, then what else they can see."""
    return find(g, name, visible(g, player), "card", prefer=g.players[player].hand)


def _targets_text(e: Entry, text: str | None, specs: tuple[Any, ...], colors: frozenset[str], source: int) -> list[int]:
    """The entry's targets, checked against their phrases first so a refusal cites the rule (601.2c)."""
    g = e.g
    names = _split_list(text or "")
    specs = targeting.slot_specs(specs, len(names))  # "X target ...": as many slots as are named (601.2c)
    if len(names) > len(specs):
        raise IllegalAction(f"it has {len(specs)} target(s); {len(names)} named", "601.2c")
    out: list[int] = []
    for spec, name in zip(specs, names, strict=False):
        legal = targeting.candidates(g, spec, e.player, colors, source)
        t = find(g, name, visible(g, e.player), "target", prefer=legal)
        why = targeting.refusal(g, spec, t, e.player, colors, source)
        if why is not None:
            err = IllegalAction(f"{why[0]}: not a legal target for '{spec.text}'", why[1])
            err.action = act.ChooseTarget(t)
            err.listed = False
            raise err
        if any(i < len(out) and out[i] == t for i in spec.apart_from):
            raise IllegalAction(f"{g.name_of(t)} is already chosen for this word 'target'", "115.3")
        out.append(t)
    return out


def _answer_cast(e: Entry, targets: list[int], x: int | None, modes: list[int]) -> None:
    """Answer the choices of the spell or ability being put on the stack, as far as the entry says."""
    g = e.g
    while g.casting is not None:
        d = e.pending()
        if isinstance(d, dec.ChooseMode) and modes:
            e.apply(act.ChooseMode(modes.pop(0)))
        elif isinstance(d, dec.ChooseNumber) and x is not None:
            e.apply(act.ChooseNumber(x))
            x = None
        elif isinstance(d, dec.ChooseTarget) and len(targets) > d.slot:
            e.apply(act.ChooseTarget(targets[d.slot]))
        elif isinstance(d, dec.ChooseTarget) and targets and NO_TARGET in _legal_targets(g):
            e.apply(act.ChooseNothing())  # 601.2c: fewer named than "up to N" allows
        else:
            return


def _cast(e: Entry, rest: str, text: str) -> None:
    g = e.g
    m = _CAST.match(rest)
    if m is None:
        raise UnreadableAction(f"cannot read {text!r}")
    card = _own_card(g, e.player, m["card"])
    d = g.db.card(g.cards[card]) if card in g.cards else None
    x = int(m["x"]) if m["x"] else None
    modes = _modes(d, m["modes"]) if m["modes"] and d is not None else []
    if m["modes"] and d is not None and not modes:
        raise UnreadableAction(f"{d.name} has no modes to choose")
    targets: list[int] = []
    if d is not None and card in g.players[e.player].hand:
        if x is not None and d.cost.x == 0:
            raise IllegalAction(f"{d.name} has no X to choose", "107.3a")
        effect = casting.effect_of_spell(d, modes[0] if modes else (-1 if not (d.spell and d.spell.modes) else 0))
        if effect is not None and (modes or not (d.spell and d.spell.modes)):
            targets = _targets_text(e, m["targets"], effect.targets, d.base.colors, 0)
            _check_divided_count(effect, len(targets), x, d.name)
        elif m["targets"]:
            targets = [find(g, t, visible(g, e.player), "target") for t in _split_list(m["targets"])]
    e.apply(act.CastSpell(card))
    _answer_cast(e, targets, x, modes)


def _check_divided_count(effect: Any, named: int, x: int | None, card: str) -> None:
    """CR 601.2d: each target of a divided effect gets at least 1 of it, so no more targets may be named than
    there is to divide (once X, if the amount is X, is known)."""
    step = division.divided_step(effect)
    if step is None or (x is None and not isinstance(step.amount, int)):
        return
    total = division.total(step, x or 0)
    if named - step.slot > total:
        raise IllegalAction(
            f"{card} divides {total} damage and each target gets at least 1: {named - step.slot} targets can't be chosen",
            "601.2d",
        )


def _modes(d: Any, text: str) -> list[int]:
    """``choosing MODE``: a 1-based number or the start of the mode's text (700.2)."""
    spell = d.spell
    if spell is None or not spell.modes:
        return []
    out = []
    for part in _split_list(text):
        if part.isdigit():
            i = int(part) - 1
            if not 0 <= i < len(spell.modes):
                raise UnreadableAction(f"{d.name} has no mode {part}")
            out.append(i)
            continue
        hits = [i for i, mode in enumerate(spell.modes) if _norm(mode.text).startswith(_norm(part))]
        if len(hits) != 1:
            raise UnreadableAction(f"{part!r} names {'no' if not hits else 'more than one'} mode of {d.name}")
        out.append(hits[0])
    return out


def _activate(e: Entry, rest: str) -> None:
    """``activate PERMANENT[:K] [targeting T, ...] [with X=N]``: its K-th activated ability in Oracle order."""
    g = e.g
    m = _ACTIVATE.match(rest)
    if m is None:
        raise UnreadableAction(f"cannot read 'activate {rest}'")
    mine = [oid for oid in g.battlefield if chars(g, oid).controller == e.player]
    oid = find(g, m["perm"], list(g.battlefield), "permanent", prefer=mine)
    c = chars(g, oid)
    k = int(m["k"] or 1)
    if not 1 <= k <= len(c.activated):
        raise UnreadableAction(f"{c.name} has no activated ability number {k}")
    ability = c.activated[k - 1]
    if isinstance(ability, ManaAbility):
        color = ability.palette[0] if ability.choose else ""
        e.apply(act.ActivateMana(oid, k - 1, color))
        return
    assert isinstance(ability, ActivatedAbility)
    x = int(m["x"]) if m["x"] else None
    targets = _targets_text(e, m["targets"], ability.effect.targets, c.colors, oid) if c.controller == e.player else []
    e.apply(act.ActivateAbility(oid, k - 1))
    _answer_cast(e, targets, x, [])


def _tap(e: Entry, rest: str, text: str) -> None:
    """``tap PERMANENT for {M}``: the mana ability that adds M (or lets its controller choose M)."""
    g = e.g
    m = re.match(r"^(.+?)\s+for\s+\{([WUBRGC])\}$", rest, re.IGNORECASE)
    if m is None:
        raise UnreadableAction(f"cannot read {text!r}: expected 'tap PERMANENT for {{M}}'")
    mine = [oid for oid in g.battlefield if chars(g, oid).controller == e.player]
    oid = find(g, m.group(1), list(g.battlefield), "permanent", prefer=mine)
    color = m.group(2).upper()
    abilities = [(i, a) for i, a in enumerate(chars(g, oid).activated) if isinstance(a, ManaAbility)]
    if not abilities:
        raise IllegalAction(f"{chars(g, oid).name} has no mana ability", "605.1a")
    for i, a in abilities:
        if color in a.produces:
            e.apply(act.ActivateMana(oid, i))
            return
        if a.choose and color in a.palette:
            e.apply(act.ActivateMana(oid, i, color))
            return
    e.apply(act.ActivateMana(oid, abilities[0][0], color))


def _attack(e: Entry, body: str) -> None:
    g = e.g
    target = None
    if "->" in body:
        body, _, tgt = body.partition("->")
        target = find(g, tgt, visible(g, e.player), "player or planeswalker")
    if target is None:
        opponents = g.opponents(e.player)
        if len(opponents) != 1:
            raise UnreadableAction("say which player to attack: 'attack with X -> PLAYER'")
        target = player_ref(opponents[0])
    mine = [oid for oid in g.battlefield if chars(g, oid).controller == e.player]
    for name in _split_list(body):
        e.apply(act.Attack(find(g, name, list(g.battlefield), "creature", prefer=mine), target))


def _band(e: Entry, body: str) -> None:
    """``band C, C[, C...]``: those declared attackers form one band (702.22c)."""
    g = e.g
    declared = [a for a, _ in g.combat.declared] if g.combat is not None else []
    names = _split_list(body)
    if len(names) < 2:
        raise UnreadableAction("a band is two or more attacking creatures: 'band C, C[, C...]'")
    members = [find(g, name, declared or list(g.battlefield), "attacking creature", prefer=declared) for name in names]
    for other in members[1:]:
        e.apply(act.Band(members[0], other))


def _block(e: Entry, rest: str, text: str) -> None:
    g = e.g
    m = re.match(r"^(.+?)\s+with\s+(.+)$", rest, re.IGNORECASE)
    if m is None:
        raise UnreadableAction(f"cannot read {text!r}: expected 'block ATTACKER with BLOCKER'")
    attackers = list(g.combat.attackers) if g.combat is not None else []
    attacker = find(g, m.group(1), list(g.battlefield), "attacking creature", prefer=attackers)
    mine = [oid for oid in g.battlefield if chars(g, oid).controller == e.player]
    for name in _split_list(m.group(2)):
        e.apply(act.Block(find(g, name, list(g.battlefield), "creature", prefer=mine), attacker))


def _shares(e: Entry, rest: str, prefer: Iterable[int]) -> dict[int, int]:
    """``N to T, N to T...``: the amount named for each recipient."""
    g = e.g
    shares: dict[int, int] = {}
    for chunk in _split_list(rest):
        m = re.match(r"^(\d+)\s+to\s+(.+)$", chunk, re.IGNORECASE)
        if m is None:
            raise UnreadableAction(f"cannot read {chunk!r}: expected 'N to TARGET'")
        who = find(g, m.group(2), visible(g, e.player), "recipient", prefer=list(prefer))
        shares[who] = shares.get(who, 0) + int(m.group(1))
    return shares


def _divide(e: Entry, rest: str) -> None:
    """``assign N to T, ...`` for a divided effect: its whole division (601.2d), checked first, then fed one
    target at a time."""
    g = e.g
    a = engine.division_in_progress(g)
    d = e.pending(dec.DivideDamage)
    assert isinstance(d, dec.DivideDamage)
    recipients = a.recipients
    shares = _shares(e, rest, recipients)
    stray = [t for t in shares if t not in recipients]
    if stray:
        raise IllegalAction(f"{g.name_of(stray[0])} is not a target of {d.card}: its damage is divided among its targets", "601.2d")
    missing = [t for t in recipients if shares.get(t, 0) < 1]
    if missing:
        raise IllegalAction(f"each target of {d.card} gets at least 1 damage; {g.name_of(missing[0])} would get none", "601.2d")
    named = sum(shares.values())
    if named != a.total:
        raise IllegalAction(f"{d.card} divides {a.total} damage; {named} was named", "601.2d")
    while isinstance(asked := e.pending(dec.DivideDamage), dec.DivideDamage):
        e.apply(act.AssignDamage(shares.get(asked.recipient, 0)))


def _assign(e: Entry, rest: str) -> None:
    """``assign N to T, ...``: the whole division of the creature asked about, fed one recipient at a time."""
    g = e.g
    if e.pending(dec.DivideDamage) is not None:
        _divide(e, rest)
        return
    if e.pending(dec.AssignDamage) is None or g.assignment is None:
        raise IllegalAction("no combat damage assignment is being asked for", "510.1")
    a = g.assignment
    shares = _shares(e, rest, a.recipients)
    power = chars(g, a.source).power or 0
    stray = [r for r in shares if r not in a.recipients and shares[r]]
    if stray:
        rule = "510.1c" if a.source in (g.combat.blocked if g.combat else {}) else "510.1b"
        raise IllegalAction(f"{g.name_of(a.source)} can't assign combat damage to {g.name_of(stray[0])}", rule)
    if sum(shares.values()) + sum(a.amounts) != power:
        raise IllegalAction(f"{g.name_of(a.source)} assigns exactly its power ({power}) in combat damage", "510.1a")
    source = a.source
    while True:
        current = g.assignment
        if current is None or current.source != source or e.pending(dec.AssignDamage) is None:
            return
        recipient = current.recipients[len(current.amounts)]
        e.apply(act.AssignDamage(shares.get(recipient, 0)))


ORDERING_PURPOSES = ("reveal_bottom", "look_bottom", "look_order")
"""Choices of cards that put them in an order (401.4): ``order A, B`` names them top to bottom."""


def _order(e: Entry, rest: str) -> None:
    """``order A, B, ...``: triggers (first named goes on the stack first), replacement/prevention effects
    (first named applies first), or cards going into a library (401.4: named from the top down; the last
    one, which is not asked for, may be named too)."""
    names = _split_list(rest)
    if not names:
        raise UnreadableAction("say which triggered abilities, effects or cards to order")
    for name in names:
        d = e.pending(dec.OrderTriggers, dec.OrderEffects, dec.ChooseCard)
        if d is None:
            return
        if isinstance(d, dec.ChooseCard):
            current = e.g.selection
            if d.purpose not in ORDERING_PURPOSES or current is None:
                raise UnreadableAction(f"'order' doesn't answer a choice of cards to {d.purpose.replace('_', ' ')}")
            options = [c for c in current.candidates if c not in current.chosen]
            e.apply(act.ChooseCard(find(e.g, name, options, "card")))
        elif isinstance(d, dec.OrderTriggers):
            e.apply(act.ChooseTrigger(_trigger_named(e.g, e.player, name)))
        else:
            e.apply(act.ChooseEffect(_effect_named(e.g, name)))


def _trigger_named(g: GameState, player: int, text: str) -> int:
    t = _norm(text)
    if t.endswith(" ability"):
        t = t[: -len(" ability")]
    options = triggers.order_options(g, player)
    for i in options:
        w = g.waiting[i]
        labels = [_norm(k) for k, v in g.labels.items() if v == w.source]
        if _norm(g.db.card(w.card).name) == t or t in labels:
            return i
    raise UnreadableAction(f"no waiting triggered ability of {text!r}")


def _effect_named(g: GameState, text: str) -> str:
    t = _norm(text)
    for o in replacement.effect_options(g):
        if _norm(o.name) == t or (t == "protection" and o.key.startswith("protection:")):
            return o.key
    raise UnreadableAction(f"no effect of {text!r} applies here")


def _choose_name(e: Entry, name: str) -> None:
    """A card name, through the beginnings a long list is narrowed by (each step one atomic answer)."""
    while e.pending(dec.ChooseWord) is not None:
        answers = entering.word_answers(e.g)
        step = name if name in answers else next((a for a in answers if name.startswith(a) and a != name), name)
        e.apply(act.ChooseWord(step))
        if step == name:
            return


def _word_as_chosen(word: str) -> str:
    """A color in lower case ("red"), a type as the type line spells it ("Forest"), as 614.12 choices are kept."""
    low = word.lower()
    return low if low in COLOR_WORDS else low.capitalize()


def _choose(e: Entry, rest: str) -> None:
    """``choose X[, Y]``: answer the pending choice (cards, targets, a mode, a number, yes/no, play/draw, keep)."""
    g = e.g
    d = e.pending()
    words = _norm(rest)
    if d is None:
        raise UnreadableAction("no choice is pending for this player")
    if isinstance(d, dec.PlayOrDraw):
        if words not in ("play", "draw"):
            raise UnreadableAction("choose play or draw")
        e.apply(act.PlayOrDraw(words == "play"))
    elif isinstance(d, dec.Mulligan):
        if words not in ("keep", "mulligan"):
            raise UnreadableAction("choose keep or mulligan")
        e.apply(act.Keep() if words == "keep" else act.TakeMulligan())
    elif isinstance(d, dec.YesNo):
        if words not in ("yes", "no"):
            raise UnreadableAction("choose yes or no")
        e.apply(act.Answer(words == "yes"))
    elif isinstance(d, dec.ChooseNumber):
        if not words.isdigit():
            raise UnreadableAction("choose a number")
        e.apply(act.ChooseNumber(int(words)))
    elif isinstance(d, dec.ChooseMode):
        cp = g.casting
        assert cp is not None
        modes = _modes(g.db.card(g.cards[cp.card]), rest)
        for mode in modes[:1]:
            e.apply(act.ChooseMode(mode))
    elif isinstance(d, dec.ChooseTarget):
        if words == "nothing":  # 601.2c: a slot of "up to N" left without a target
            e.apply(act.ChooseNothing())
            return
        for name in _split_list(rest):
            d2 = e.pending(dec.ChooseTarget)
            if d2 is None:
                break
            legal = _legal_targets(g)
            e.apply(act.ChooseTarget(find(g, name, visible(g, e.player), "target", prefer=legal)))
    elif isinstance(d, dec.ChooseCard):
        if words == "nothing" or (words == "no" and d.purpose == "redirect"):  # 2008 212.9g: don't redirect
            e.apply(act.ChooseNothing())
            return
        for name in _split_list(rest):
            current = g.selection
            if e.pending(dec.ChooseCard) is None or current is None:
                break
            options = [c for c in current.candidates if c not in current.chosen]
            e.apply(act.ChooseCard(find(g, name, options, "card")))
    elif isinstance(d, dec.ChooseWord):
        name = rest.strip()
        if d.choosing == "card name":
            _choose_name(e, g.db.canonical_name(name) if name in g.db else name)
        elif d.words:
            e.apply(act.ChooseWord(next((w for w in d.words if w.lower() == name.lower()), name)))
        else:
            e.apply(act.ChooseWord(_word_as_chosen(name)))
    elif isinstance(d, dec.OrderTriggers | dec.OrderEffects):
        _order(e, rest)
    else:
        raise UnreadableAction(f"'choose' doesn't answer {d.kind.replace('_', ' ')}")


def _legal_targets(g: GameState) -> list[int]:
    if g.pushing is not None:
        from tolaria.mtg.rules.priority import push_candidates

        return push_candidates(g)
    if g.casting is not None:
        return casting.slot_candidates(g, g.casting)
    return []


# ------------------------------------------------------------------ words for actions


def describe(g: GameState, a: Action, seat: int | None = None) -> str:
    """An action in the action language; with ``seat``, an object that seat can't see is only its id."""

    def name(ref: int) -> str:
        if seat is not None and not can_see(g, seat, ref):
            return f"object {ref}" if ref >= 0 else f"player {ref}"
        if ref < 0:
            return g.players[-1 - ref].name if -1 - ref < len(g.players) else f"player {ref}"
        return display_name(g, ref)

    if isinstance(a, act.Pass | act.Concede | act.Declare | act.Undo):
        return a.kind
    if isinstance(a, act.PlayLand):
        return f"play {name(a.card)}"
    if isinstance(a, act.CastSpell):
        return f"cast {name(a.card)}"
    if isinstance(a, act.ActivateAbility):
        return f"activate {name(a.source)}:{a.ability + 1}"
    if isinstance(a, act.ActivateMana):
        ability = chars(g, a.source).activated[a.ability] if a.source in g.battlefield else None
        mana = a.color or (ability.produces[0] if isinstance(ability, ManaAbility) and ability.produces else "")
        return f"tap {name(a.source)} for {{{mana}}}" if mana else f"activate {name(a.source)}:{a.ability + 1}"
    if isinstance(a, act.Attack):
        return f"attack with {name(a.creature)} -> {name(a.target)}"
    if isinstance(a, act.Block):
        return f"block {name(a.attacker)} with {name(a.blocker)}"
    if isinstance(a, act.Band):
        return f"band {name(a.creature)}, {name(a.other)}"
    if isinstance(a, act.AssignDamage):
        d = g.pending
        target = name(d.recipient) if isinstance(d, dec.AssignDamage | dec.DivideDamage) else "?"
        return f"assign {a.amount} to {target}"
    if isinstance(a, act.ChooseTarget):
        return f"choose {name(a.target)}"
    if isinstance(a, act.ChooseMode):
        return f"choose {a.mode + 1}"
    if isinstance(a, act.ChooseNumber):
        return f"choose {a.number}"
    if isinstance(a, act.ChooseCard):
        return f"choose {name(a.card)}"
    if isinstance(a, act.ChooseNothing):
        return "choose nothing"
    if isinstance(a, act.ChooseWord):
        return f"choose {a.word}"
    if isinstance(a, act.ChooseTrigger):
        w = g.waiting[a.index] if 0 <= a.index < len(g.waiting) else None
        return f"order {g.db.card(w.card).name} ability" if w is not None else "order ?"
    if isinstance(a, act.ChooseEffect):
        for o in replacement.effect_options(g) if g.batch is not None else []:
            if o.key == a.effect:
                return f"order {o.name}"
        return f"order {a.effect}"
    if isinstance(a, act.Answer):
        return "choose yes" if a.yes else "choose no"
    if isinstance(a, act.PlayOrDraw):
        return "choose play" if a.play else "choose draw"
    if isinstance(a, act.Keep):
        return "choose keep"
    if isinstance(a, act.TakeMulligan):
        return "choose mulligan"
    return a.kind

