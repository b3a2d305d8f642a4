"""Redirection effects of static abilities (CR 614.9): "All damage that would be dealt to you is dealt to
enchanted creature instead" (Pariah).

A redirection is a replacement effect, applied in the one home of
replacement and prevention (``rules.replacement``): damage that would be
dealt to the Aura's controller is dealt to the creature it enchants, by
the same source (614.9). It does nothing if the Aura enchants no creature
now (614.9: the permanent isn't on the battlefield, or isn't a creature);
it applies once to each event (616.1f), so two such Auras of one player
are ordered by that player (616.1).
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import RedirectToAttached
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState, ProposedDamage, UnblockedRedirection

KEY = "redirect_to"
UNBLOCKED = "redirect_to_unblocked"  # starts with KEY: a redirection, whose order the affected player chooses


def redirections(g: GameState, player: int) -> list[tuple[int, int]]:
    """(source, creature) for each redirection of damage to ``player`` to the creature its source enchants."""
    out = []
    for oid in summary(g).redirectors:
        perm = g.battlefield.get(oid)
        if perm is None or perm.attached_to is None or perm.attached_to not in g.battlefield:
            continue
        c = chars(g, oid)
        if c.controller != player or not any(isinstance(s, RedirectToAttached) for s in c.statics):
            continue
        if chars(g, perm.attached_to).is_creature:
            out.append((oid, perm.attached_to))
    return out


def target_of(g: GameState, ident: str) -> int | None:
    """The creature the redirection of source ``ident`` sends damage to now (None: it does nothing, 614.9)."""
    source = int(ident)
    perm = g.battlefield.get(source)
    if perm is None or perm.attached_to is None or perm.attached_to not in g.battlefield:
        return None
    return perm.attached_to if chars(g, perm.attached_to).is_creature else None


def unblocked_to(g: GameState, s: UnblockedRedirection, d: ProposedDamage) -> bool:
    """Whether combat damage ``d`` is to the shield's player from an unblocked attacking creature (509.1h)."""
    c = g.combat
    return d.combat and d.to == -1 - s.player and c is not None and d.source in c.attackers and d.source not in c.blocked
