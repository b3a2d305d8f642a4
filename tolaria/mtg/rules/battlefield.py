"""What the cards on the battlefield could ever do, read once per battlefield.

Many checks begin by asking whether any permanent could matter at all: one
with a triggered ability (603.2), a static ability making a continuous
effect (613), mana abilities (605), other activated abilities (602),
"attacks each combat if able" (508.1d), or one that could be subject to a
state-based action as printed (704.5f-j). The answers depend only on the
printed cards of the permanents, so they change only when a permanent
enters or leaves (``GameState.bf_gen``): one pass over the battlefield gives
them all, and each check then costs a lookup.

Continuous effects can take abilities away (613.1f) and grant keyword
abilities (quoted ones aside, below), so the printed cards give a superset: a permanent left out
here can't have the ability in question; one listed here may have lost it,
which the callers read through the layers. A copy effect (707.2) gives a
permanent the abilities of another card, so a permanent under one counts
with that card's abilities too; copy effects begin and end through the
mutation API (``rules.changes.add_effect``, ``set_effects``), which bumps
``bf_gen`` for them. A text change (612) only rewrites abilities, never
adds any. Abilities granted in quotation marks (113.10) may go to any
permanent, so while a card or an effect in play grants some, every
face-up permanent counts with them too (effects that grant them bump
``bf_gen`` as copies do).
"""

from __future__ import annotations

from dataclasses import dataclass

from tolaria.mtg.carddb import CardDef
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    BecomeCopy,
    CantActivateChosenName,
    CantBeCountered,
    CantCast,
    CastAsThoughFlash,
    CostIncrease,
    CostReduction,
    DamageMultiplied,
    DrawsDoubled,
    ExtraManaWhenTapped,
    GrantAbilities,
    GroupEntersTapped,
    ManaAbility,
    PlayerHasKeyword,
    PlayLandsFromGraveyard,
    PreventAllDamage,
    RedirectToAttached,
    RevealInsteadOfDraw,
    TargetingCostIncrease,
)
from tolaria.mtg.state import GameState


@dataclass(frozen=True, slots=True)
class Summary:
    """The battlefield of one ``bf_gen``, as far as its printed cards tell (never changed once made)."""

    at: int  # the bf_gen it describes
    triggers: bool  # some face-up permanent has a triggered ability
    watchers: tuple[int, ...]  # the face-up permanents with triggered abilities, in battlefield order
    trigger_kinds: frozenset[type]  # the kinds of trigger event those abilities have (Enters, Dies, ...)
    continuous: bool  # some face-up permanent has a static ability making a continuous effect
    quiet: bool  # as printed, no permanent can be subject to a state-based action
    must_attack: bool  # some face-up permanent "attacks each combat if able"
    taxes: bool  # some face-up permanent makes a cost to attack or to block (508.1h, 509.1d)
    mana_sources: tuple[int, ...]  # permanents with mana abilities, lands first, in battlefield order
    activators: tuple[int, ...]  # permanents with activated abilities other than mana abilities
    spell_rules: tuple[int, ...] = ()  # permanents whose statics change spells: costs (601.2f), countering
    tappers: tuple[int, ...] = ()  # permanents whose statics make others enter tapped (614.1d)
    bans: tuple[int, ...] = ()  # permanents whose statics forbid activating a chosen name's abilities (602.5)
    redirectors: tuple[int, ...] = ()  # permanents whose statics redirect damage to their controller (614.9)
    damage_rules: tuple[int, ...] = ()  # permanents whose statics prevent or multiply damage (615.1, 614.1a)
    player_wards: tuple[int, ...] = ()  # permanents giving their controller shroud or hexproof (702.18a, 702.11b)
    cast_rules: tuple[int, ...] = ()  # permanents whose statics forbid casting some spells (101.2)
    extra_mana: tuple[int, ...] = ()  # permanents with triggered mana abilities on lands tapped for mana (605.1b)
    flash_grants: tuple[int, ...] = ()  # permanents letting their controller cast spells as though they had flash (601.3)
    graveyard_lands: tuple[int, ...] = ()  # permanents letting their controller play lands from their graveyard (305.1)
    draw_rules: tuple[int, ...] = ()  # permanents whose statics replace their controller's draws (614.11)


# The kinds of static ability the game's rules look for on the battlefield, in the order of the Summary's
# fields from ``spell_rules`` to ``draw_rules``: each field lists the face-up permanents with one.
_STATIC_RULES: tuple[tuple[type, ...], ...] = (
    (CostIncrease, CostReduction, TargetingCostIncrease, CantBeCountered),
    (GroupEntersTapped,),
    (CantActivateChosenName,),
    (RedirectToAttached,),
    (PreventAllDamage, DamageMultiplied),
    (PlayerHasKeyword,),
    (CantCast,),
    (ExtraManaWhenTapped,),
    (CastAsThoughFlash,),
    (PlayLandsFromGraveyard,),
    (DrawsDoubled, RevealInsteadOfDraw),
)


def summary(g: GameState) -> Summary:
    """The summary of the battlefield now (remembered until a permanent enters or leaves)."""
    known = g.summary
    if known is not None and known.at == g.bf_gen:
        return known
    made = _summarise(g)
    g.summary = made
    return made


def _summarise(g: GameState) -> Summary:
    defs = g.db.defs
    continuous = must_attack = taxes = False
    quiet = True
    watchers: list[int] = []
    kinds: set[type] = set()
    lands: list[int] = []
    others: list[int] = []
    activators: list[int] = []
    by_rule: list[list[int]] = [[] for _ in _STATIC_RULES]  # the permanents with each kind of static rule
    copies = _copied_cards(g) if g.effects else {}
    granted = _grants_in_play(g)
    for oid, perm in g.battlefield.items():
        d = defs.get(perm.card) or g.db.card(perm.card)
        if oid in copies:
            _summarise_copy(g, oid, d, copies[oid], lands, others, activators, watchers, kinds)
            continuous = True  # judged through the layers: the copied cards may make effects
            quiet = False
            must_attack = taxes = True
            continue
        if d.has_mana_abilities:
            (lands if d.is_land else others).append(oid)
        if d.has_activated:
            activators.append(oid)
        if not perm.face_down and d.base.statics:
            for wanted, found in zip(_STATIC_RULES, by_rule, strict=True):
                if any(isinstance(s, wanted) for s in d.base.statics):
                    found.append(oid)
        if perm.face_down:
            quiet = False  # a face-down 2/2 is judged by the full check (708.2a)
            continue
        if d.has_triggers:
            watchers.append(oid)
            kinds.update(type(t.trigger) for t in d.base.triggered)
        continuous = continuous or d.has_continuous
        must_attack = must_attack or d.must_attack
        taxes = taxes or d.combat_tax
        quiet = quiet and d.quiet and not d.has_continuous
    if granted is not None:
        # CR 113.10: any permanent may have been granted the quoted abilities in play.
        _summarise_grants(g, granted, lands, others, activators, watchers, kinds)
        continuous, quiet = True, False
    return Summary(
        g.bf_gen,
        bool(watchers),
        tuple(watchers),
        frozenset(kinds),
        continuous,
        quiet,
        must_attack,
        taxes,
        tuple(lands + others),
        tuple(activators),
        *(tuple(found) for found in by_rule),
    )


def _grants_in_play(g: GameState) -> tuple[GrantAbilities, ...] | None:
    """The grants of quoted abilities (113.10) that face-up permanents' cards or resolved effects hold, or
    None: with one, any permanent may have those abilities, so each is counted with them too."""
    defs = g.db.defs
    found = [
        grant
        for perm in g.battlefield.values()
        if not perm.face_down
        for grant in (defs.get(perm.card) or g.db.card(perm.card)).grants
    ]
    found += [m for e in g.effects for m in e.modifications if isinstance(m, GrantAbilities)]
    if not found:
        return None
    for e in g.effects:
        for m in e.modifications:
            if isinstance(m, BecomeCopy):
                found += (g.db.defs.get(m.of) or g.db.card(m.of)).grants
    return tuple(found)


def _summarise_grants(
    g: GameState,
    grants: tuple[GrantAbilities, ...],
    lands: list[int],
    others: list[int],
    activators: list[int],
    watchers: list[int],
    kinds: set[type],
) -> None:
    """Every face-up permanent counted with the granted abilities too (a superset, which the callers
    read through the layers), each list kept in battlefield order."""
    activated = [a for grant in grants for a in grant.activated]
    triggered = [t for grant in grants for t in grant.triggered]
    mana = any(isinstance(a, ManaAbility) for a in activated)
    order = {oid: i for i, oid in enumerate(g.battlefield)}
    faces = [oid for oid, perm in g.battlefield.items() if not perm.face_down]
    defs = g.db.defs
    if mana:
        for oid in faces:
            if oid not in lands and oid not in others:
                d = defs.get(g.battlefield[oid].card) or g.db.card(g.battlefield[oid].card)
                (lands if d.is_land else others).append(oid)
    if any(isinstance(a, ActivatedAbility) for a in activated):
        activators.extend(oid for oid in faces if oid not in activators)
    if triggered:
        watchers.extend(oid for oid in faces if oid not in watchers)
        kinds.update(type(t.trigger) for t in triggered)
    for found in (lands, others, activators, watchers):
        found.sort(key=order.__getitem__)


def _copied_cards(g: GameState) -> dict[int, list[CardDef]]:
    """The cards copy effects in force give permanents the values of (707.2), by permanent."""
    out: dict[int, list[CardDef]] = {}
    for e in g.effects:
        for m in e.modifications:
            if isinstance(m, BecomeCopy):
                d = g.db.defs.get(m.of) or g.db.card(m.of)
                for oid in e.affected:
                    out.setdefault(oid, []).append(d)
    return out


def _summarise_copy(
    g: GameState,
    oid: int,
    own: CardDef,
    copied: list[CardDef],
    lands: list[int],
    others: list[int],
    activators: list[int],
    watchers: list[int],
    kinds: set[type],
) -> None:
    """A permanent under copy effects: what its own card or any card it may be a copy of could do."""
    shown = [own] if g.battlefield[oid].face_down else [own, *copied]
    if any(d.has_mana_abilities for d in shown):
        (lands if any(d.is_land for d in shown) else others).append(oid)
    if any(d.has_activated for d in shown):
        activators.append(oid)
    if any(d.has_triggers for d in shown):
        watchers.append(oid)
        kinds.update(type(t.trigger) for d in shown for t in d.base.triggered)
