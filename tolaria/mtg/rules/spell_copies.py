"""Copies of spells (CR 707.10): "Copy target instant or sorcery spell. You may choose new targets for the copy."

CR 707.10: a copy of a spell is put on the stack; it copies the spell's
copiable values and the choices made for it (mode, targets, X, 707.2) and
is controlled by the player who put it there; it was never cast, so no
"whenever ... casts" ability triggers. CR 707.10a: as it leaves the stack
it ceases to exist (``StackObject.is_copy``, 704.5e). CR 707.10c: its
controller may change any of its targets to another legal one, a target
at a time (the one it has is kept by choosing nothing); a target that
couldn't be changed to anything else isn't asked about. CR 115.7f: a divided
spell's copy keeps the division, each share staying with its slot.
"""

from __future__ import annotations

from tolaria.mtg.events import SpellCopied
from tolaria.mtg.kinds import StackKind
from tolaria.mtg.rules import targeting
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import NO_TARGET, GameState, StackObject

PURPOSE = "new_target"


def put_copy(g: GameState, original: StackObject, controller: int) -> StackObject:
    """CR 707.10: the copy, with the original's choices, on top of the stack under ``controller``."""
    copy = StackObject(
        g.new_id(), StackKind.SPELL, original.card, controller, controller, original.targets,
        x=original.x, mode=original.mode, changes=original.changes, is_copy=True, division=original.division,
    )
    g.stack.append(copy)
    g.changed(mana=False)
    emit(g, SpellCopied(controller, copy.id, g.name_of(original.id), rules=("707.10",)))
    return copy


def new_target_options(g: GameState, copy: StackObject, slot: int) -> tuple[int, ...]:
    """The legal targets slot ``slot`` of the copy may be changed to, its own among them (707.10c, 115.3)."""
    from tolaria.mtg.rules.effects import effect_of

    if copy.division and copy.targets[slot] == NO_TARGET:
        return ()  # CR 115.7f: the division stands, so a slot that got no share can't gain a target
    specs = targeting.slot_specs(effect_of(g, copy).targets, len(copy.targets))
    spec = specs[slot]
    colors = chars(g, copy.id).colors
    taken = {copy.targets[i] for i in spec.apart_from if i < len(copy.targets)}
    return tuple(t for t in targeting.candidates(g, spec, copy.controller, colors, 0) if t not in taken and t != copy.id)


def change_target(g: GameState, copy: StackObject, slot: int, to: int) -> None:
    """CR 707.10c: the copy's target in ``slot`` becomes ``to``."""
    targets = list(copy.targets)
    targets[slot] = to
    copy.targets = tuple(targets)
    g.changed(mana=False)
