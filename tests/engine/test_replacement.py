"""Replacement and prevention (CR 614-616): one pipeline, the affected player choosing the order."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.mtg import decisions as dec
from tolaria.mtg.rules import replacement


def _fight(first: str) -> tuple[int, int]:
    """Hill Giant's combat damage meets Fog and a Healing Salve shield on the blocking Bears.

    Returns the Bears' damage and the shield left after Shock.
    """
    game = position(
        {
            "alice": {"battlefield": ["Hill Giant", "Mountain"], "hand": ["Shock"]},
            "bob": {"battlefield": ["Grizzly Bears", "Forest", "Plains"], "hand": ["Fog", "Healing Salve"]},
        },
        step="declare_blockers",
    )
    g = game.state
    from tolaria.mtg.state import Combat

    (giant,), (bears,) = ids(game, "Hill Giant"), ids(game, "Grizzly Bears")
    g.combat = Combat(attackers={giant: -2}, blockers={bears: [giant]}, blocked={giant: [bears]}, declared_any=True)
    game.apply_text("alice", "pass")
    game.apply_text("bob", "cast Healing Salve targeting Grizzly Bears choosing 2")
    game.apply_text("bob", "cast Fog")
    while g.stack:
        game.apply_text(game.decision.player, "pass")  # type: ignore[union-attr]
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    d = game.decision
    assert isinstance(d, dec.OrderEffects) and d.player == "bob" and d.affected == bears
    assert sorted(game.describe(a) for a in d.options) == ["order Fog", "order Healing Salve"]
    game.apply_text("bob", f"order {first}")
    damage = g.battlefield[bears].damage
    shields = [s for s in g.shields if hasattr(s, "amount")]
    return damage, shields[0].amount if shields else 0


def test_the_affected_player_orders_prevention_effects() -> None:
    """CR 616.1, 616.1f: Fog first prevents all 3 and leaves the shield whole; the shield first is used up."""
    assert _fight("Fog") == (0, 3)
    assert _fight("Healing Salve") == (0, 0)


def test_alike_shields_need_no_order() -> None:
    """Two shields alike in every way give the same result in any order: no question (scenario contract, "Asking")."""
    from tolaria.mtg.state import LastKnown, PreventionShield, ProposedDamage

    game = position({"alice": {"battlefield": ["Grizzly Bears"]}, "bob": {}})
    g = game.state
    (bears,) = ids(game, "Grizzly Bears")
    g.shields = [PreventionShield(1, bears, 3, "Healing Salve"), PreventionShield(2, bears, 3, "Healing Salve")]
    d = ProposedDamage(0, LastKnown("Shock", 1, frozenset({"R"}), False, False, 0), bears, 2, False, ("120.3",))
    options = replacement.damage_effects(g, d)
    assert len(options) == 2 and not replacement.choice_matters(options)


def test_regeneration_replaces_destruction() -> None:
    """CR 701.19a: the shield is used up; the permanent taps, loses its damage and leaves combat."""
    game = position({"alice": {"battlefield": ["Drudge Skeletons", "Swamp"], "hand": []}, "bob": {}})
    game.apply_text("alice", "activate Drudge Skeletons")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    g = game.state
    (skeletons,) = ids(game, "Drudge Skeletons")
    g.battlefield[skeletons].damage = 1
    replacement.destroy(g, [skeletons])
    perm = g.battlefield[skeletons]
    assert perm.tapped and perm.damage == 0 and not g.shields
    replacement.destroy(g, [skeletons])
    assert skeletons not in g.battlefield
