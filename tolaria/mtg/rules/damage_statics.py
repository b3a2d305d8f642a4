"""Static abilities that modify damage (CR 614.1a, 615.1): "Prevent all damage that would be dealt to ~",
"... to and dealt by enchanted creature", and "If a source would deal damage ..., it deals double that
damage ... instead".

These are replacement and prevention effects; the one home that applies
them is ``rules.replacement``. Each applies once to an event (616.1f);
none is used up, so two of them give the same result in either order
(616.1), and the affected player orders them only against effects that
are (a prevention shield, 615.7).
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import DamageMultiplied, PreventAllDamage
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.state import GameState, ProposedDamage

PREVENT = "static_prevent"
MULTIPLY = "multiply"


def effects_on(g: GameState, d: ProposedDamage) -> list[tuple[str, str, tuple[object, ...]]]:
    """(key, name, signature) of each static effect that would modify ``d`` now."""
    out: list[tuple[str, str, tuple[object, ...]]] = []
    for oid in summary(g).damage_rules:
        perm = g.battlefield.get(oid)
        if perm is None:
            continue
        c = chars(g, oid)
        for k, s in enumerate(c.statics):
            if isinstance(s, PreventAllDamage):
                what = perm.attached_to if s.attached else oid
                if what is not None and ((s.to and d.to == what) or (s.by and d.source == what)):
                    out.append((f"{PREVENT}:{oid}.{k}", c.name, ("all",)))  # CR 615.1
            elif isinstance(s, DamageMultiplied) and (not s.yours or d.source_info.controller == c.controller):
                out.append((f"{MULTIPLY}:{oid}.{k}", c.name, (MULTIPLY, s.factor)))  # CR 614.1a
    return out


def factor_of(g: GameState, ident: str) -> int:
    """The factor of the multiplying ability ``ident`` ("source.index"), 1 if it is gone."""
    source, _, index = ident.partition(".")
    oid, k = int(source), int(index)
    if oid not in g.battlefield:
        return 1
    statics = chars(g, oid).statics
    s = statics[k] if k < len(statics) else None
    return s.factor if isinstance(s, DamageMultiplied) else 1
