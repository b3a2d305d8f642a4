"""Auras and Equipment: what may be attached to what, attaching, and what the attached ones do (CR 301.5, 303.4, 701.3).

An Aura is attached to the object it enchants (303.4b), an Equipment to the
creature it equips (301.5a); ``Permanent.attached_to`` holds the object's id.
What an Aura can enchant is its enchant ability (702.5a), read for the
Aura's controller; an Equipment can equip only a creature (301.5) other than
itself, and not while it is a creature itself (301.5c). Protection stops
both (702.16c-d). A permanent attached where it may not be is dealt with by
the state-based actions (704.5m-p, ``tolaria.mtg.rules.sba``), which this
module's :func:`attachment_problem` tells.
"""

from __future__ import annotations

from tolaria.mtg.characteristics import Chars
from tolaria.mtg.events import Attached
from tolaria.mtg.oracle.abilities import AttachedCant, Enchant, SparesItself
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import board_cache, chars
from tolaria.mtg.state import GameState

AURA = "Aura"
EQUIPMENT = "Equipment"
_ATTACHED = "attachments"


def is_aura(c: Chars) -> bool:
    return AURA in c.subtypes


def is_equipment(c: Chars) -> bool:
    return EQUIPMENT in c.subtypes


def attached_to_it(g: GameState, oid: int) -> tuple[int, ...]:
    """The permanents attached to ``oid`` (remembered per board)."""
    cache = board_cache(g)
    found: dict[int, tuple[int, ...]] | None = cache.get(_ATTACHED)  # type: ignore[assignment]
    if found is None:
        by_target: dict[int, list[int]] = {}
        for perm in g.battlefield.values():
            if perm.attached_to is not None:
                by_target.setdefault(perm.attached_to, []).append(perm.id)
        found = {k: tuple(v) for k, v in by_target.items()}
        cache[_ATTACHED] = found
    return found.get(oid, ())


def enchant_abilities(g: GameState, aura: int) -> tuple[Enchant, ...]:
    """The Aura's enchant abilities as the layers give them; its printed ones if an effect took them
    away (an Aura is still defined by what its card says it can enchant, 303.4)."""
    found = tuple(s for s in chars(g, aura).statics if isinstance(s, Enchant))
    if found:
        return found
    card = g.battlefield[aura].card
    return tuple(s for s in g.db.card(card).base.statics if isinstance(s, Enchant))


def attachment_problem(g: GameState, what: int, to: int | None) -> tuple[str, str] | None:
    """Why permanent ``what`` can't be attached to ``to`` (an object id; None: to nothing), as
    (reason, rule); None if it legally can be. Read for an Aura (303.4c-d, 702.5c, 702.16c), an
    Equipment (301.5, 301.5c, 702.16d), or anything else (704.5p: nothing else can be attached)."""
    c = chars(g, what)
    if is_aura(c):
        return _aura_problem(g, what, c, to)
    if is_equipment(c):
        return _equipment_problem(g, what, c, to)
    return ("only an Aura, Equipment or Fortification can be attached to something", "704.5p")


def _aura_problem(g: GameState, aura: int, c: Chars, to: int | None) -> tuple[str, str] | None:
    if to is None:
        return ("it is attached to nothing", "704.5m")
    if to not in g.battlefield:
        return ("the object it enchanted is gone", "303.4c")
    if to == aura:
        return ("an Aura can't enchant itself", "303.4d")
    if c.is_creature:
        return ("an Aura that's also a creature can't enchant anything", "303.4d")
    for enchant in enchant_abilities(g, aura):
        if not matches(g, to, enchant.what, c.controller, aura):
            return (f"{chars(g, to).name} is not what it can enchant ({enchant.text})", "303.4c")
    if _protection_against(g, c, to) & c.colors:
        return (f"{chars(g, to).name} has protection from the Aura's color", "702.16c")
    if chars(g, to).protection_subtypes & c.subtypes:
        return (f"{chars(g, to).name} has protection from the Aura's creature type", "702.16c")
    return None


def _protection_against(g: GameState, aura: Chars, to: int) -> frozenset[str]:
    """The colors ``to`` has protection from, as they bear on this Aura (702.16c): a Ward's own protection
    ("This effect doesn't remove ~") doesn't count against it, unless ``to`` has protection from that color
    printed on it as well."""
    colors = chars(g, to).protection
    spared = frozenset(c for s in aura.statics if isinstance(s, SparesItself) for c in s.colors)
    if not spared & colors or to not in g.battlefield:
        return colors
    printed = g.db.card(g.battlefield[to].card).base.protection
    return colors - (spared - printed)


def _equipment_problem(g: GameState, equipment: int, c: Chars, to: int | None) -> tuple[str, str] | None:
    if to is None:
        return None  # CR 301.5b: an Equipment may be attached to nothing
    if to not in g.battlefield:
        return ("the permanent it equipped is gone", "301.5c")
    if to == equipment:
        return ("an Equipment can't equip itself", "301.5c")
    if c.is_creature:
        return ("an Equipment that's also a creature can't equip a creature", "301.5c")
    target = chars(g, to)
    if not target.is_creature:
        return (f"{target.name} is not a creature", "301.5")
    if target.protection & c.colors:
        return (f"{target.name} has protection from the Equipment's color", "702.16d")
    if target.protection_subtypes & c.subtypes:
        return (f"{target.name} has protection from the Equipment's creature type", "702.16d")
    return None


def attach(g: GameState, what: int, to: int, rules: tuple[str, ...]) -> bool:
    """CR 701.3a-c: attach ``what`` to ``to``; True if it moved.

    It doesn't move if it can't be attached there (701.3b, 301.5b, 303.4j),
    nothing happens if it is already attached there (701.3b), and it gets a
    new timestamp when it becomes attached (613.7e, 701.3c).
    """
    perm = g.battlefield.get(what)
    if perm is None or to not in g.battlefield or perm.attached_to == to:
        return False
    if attachment_problem(g, what, to) is not None:
        return False
    perm = g.writable(what)
    perm.attached_to = to
    g.maybe_marked = True  # the quiet state-based check must look again (704.5m-p)
    perm.timestamp = g.new_timestamp()
    g.changed()
    emit(g, Attached(what, chars(g, what).name, to, chars(g, to).name, rules=rules))
    return True


def activation_forbidden(g: GameState, permanent: int, mana: bool) -> str | None:
    """The name of a permanent attached to ``permanent`` whose ability says its activated abilities can't
    be activated (602.5: "... unless they're mana abilities" spares a ``mana`` ability); None if none does."""
    for oid in attached_to_it(g, permanent):
        c = chars(g, oid)
        for s in c.statics:
            if isinstance(s, AttachedCant) and s.activate and not (mana and s.mana_abilities_ok):
                if matches(g, permanent, s.affected, c.controller, oid):
                    return c.name
    return None


def restricted(g: GameState, creature: int, attack: bool) -> str | None:
    """The name of a permanent attached to ``creature`` whose ability says it can't attack (``attack``)
    or block (not ``attack``); None if none does (508.1c, 509.1b, 303.4m)."""
    for oid in attached_to_it(g, creature):
        c = chars(g, oid)
        for s in c.statics:
            if isinstance(s, AttachedCant) and (s.attack if attack else s.block):
                if matches(g, creature, s.affected, c.controller, oid):
                    return c.name
    return None
