"""Declaring attackers and blockers (CR 506-509).

Declarations are built one creature at a time (``Attack`` / ``Block``
actions) and checked as a whole when the player says ``Declare``
(508.1, 509.1); an illegal whole is refused and nothing changes (733),
and ``Undo`` starts it over. Evasion and restrictions are the keyword
predicates of ``tolaria.mtg.rules.keywords`` and "can't be blocked by"
statics read through the one matcher.

With shared team turns (805.10, Two-Headed Giant) the active team's
creatures attack the other team as a group: the team makes one combined
attack, each creature attacking one defending player (805.10a-b), and the
defending team one combined block, in which each defending player's
creatures may block creatures attacking either defending player
(805.10d). Each declaration is the team's choice, asked of its primary
player (805.2).
"""

from __future__ import annotations

from tolaria.errors import IllegalAction
from tolaria.mtg import decisions
from tolaria.mtg.cards.keywords import keyword_text
from tolaria.mtg.characteristics import Chars
from tolaria.mtg.events import (
    AttackersDeclared,
    BandDeclared,
    BlockersDeclared,
    PutOntoBattlefieldAttacking,
    PutOntoBattlefieldBlocking,
)
from tolaria.mtg.kinds import CardType, Step
from tolaria.mtg.oracle.abilities import (
    AttacksEachCombat,
    BlockedByAtMost,
    CanBlockOnly,
    CantActAlone,
    CantAttackUnless,
    CantBeBlockedBy,
    CantBeBlockedExceptBy,
    CantBlock,
    CantBlockGroup,
    CantBlockSource,
    CombatAction,
)
from tolaria.mtg.rules import attachments, banding, blocking, combat_costs, keywords
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import emit, tap
from tolaria.mtg.rules.conditions import holds
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars, printed_only
from tolaria.mtg.rules.teams import declaring_player, is_active
from tolaria.mtg.state import Combat, GameState, GroupCantBlock, Permanent, player_ref

_PLANESWALKER = CardType.PLANESWALKER
# The steps in which a creature can be put onto the battlefield attacking (after attackers are declared, 508.4).
_COMBAT_AFTER_ATTACKS = frozenset(
    {Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT}
)  # read for every permanent (see ``tolaria.mtg.characteristics``)

# ------------------------------------------------------------- attackers


def can_attack(g: GameState, perm: Permanent) -> bool:
    """CR 508.1a, 302.6, 702.3b: an untapped creature the active player controls, not sick, without defender
    (805.10a: any active player's, with shared team turns)."""
    if perm.tapped or not is_active(g, perm.controller):
        return False
    c = chars(g, perm.id)
    if not c.is_creature:
        return False
    if keywords.summoning_sick(g, perm):
        return False
    if keywords.defender_cant_attack(c) or attachments.restricted(g, perm.id, attack=True) is not None:
        return False
    return not _restricted(c) or any(_unless_met(g, perm.id, c, t) for t in attack_targets(g))


def _restricted(c: Chars) -> bool:
    return any(isinstance(s, CantAttackUnless) for s in c.statics)


def _unless_met(g: GameState, creature: int, c: Chars, target: int) -> bool:
    """CR 508.1c: "can't attack unless ..." restrictions of the creature allow it to attack ``target``."""
    for s in c.statics:
        if not isinstance(s, CantAttackUnless):
            continue
        if s.defender_controls is not None:
            defender = -1 - target if target < 0 else chars(g, target).controller
            if not any(
                chars(g, oid).controller == defender and matches(g, oid, s.defender_controls, c.controller, creature)
                for oid in g.battlefield
            ):
                return False
        elif not holds(g, s.condition, creature, c.controller):
            return False
    return True


def attack_targets(g: GameState) -> list[int]:
    """Players and planeswalkers the active player may attack (508.1b; 805.10a-b: any player on the
    defending team, and their planeswalkers)."""
    out = [player_ref(i) for i in g.opponents(g.active)]
    for oid, perm in g.battlefield.items():
        if is_active(g, perm.controller):
            continue
        c = chars(g, oid)
        if _PLANESWALKER in c.types and not g.players[c.controller].lost and not is_active(g, c.controller):
            out.append(oid)
    return out


def start_declare_attackers(g: GameState) -> None:
    """CR 508.1: the active player declares attackers (no decision when none can attack)."""
    if g.combat is None:
        g.combat = Combat()
    g.combat.declared = []
    if g.players[g.active].lost or not any(can_attack(g, p) for p in g.battlefield.values()):
        emit(g, AttackersDeclared(g.active, (), (), rules=("508.1a",)))
        return
    g.priority = None
    g.pending = decisions.DeclareAttackers(g.players[g.active].name)
    g.moved_on()


def attack_options(g: GameState) -> list[tuple[int, int]]:
    """(creature, what it attacks) pairs that may still be added to the declaration."""
    assert g.combat is not None
    declared = {a for a, _ in g.combat.declared}
    targets = attack_targets(g)
    return [
        (p.id, t)
        for p in g.battlefield.values()
        if p.id not in declared and can_attack(g, p)
        for t in targets
        if not _restricted(chars(g, p.id)) or _unless_met(g, p.id, chars(g, p.id), t)
    ]


def check_attacker(g: GameState, creature: int, target: int) -> None:
    """Refuse one attacker that can't attack (raises IllegalAction with the rule)."""
    assert g.combat is not None
    perm = g.battlefield.get(creature)
    if perm is None:
        raise IllegalAction("only a creature on the battlefield can attack", "506.3")
    c = chars(g, creature)
    if not c.is_creature:
        raise IllegalAction(f"{c.name} is not a creature: only a creature can attack", "506.3")
    if not is_active(g, c.controller):
        raise IllegalAction(f"{c.name} is not controlled by the active player", "508.1a")
    if any(a == creature for a, _ in g.combat.declared):
        raise IllegalAction(f"{c.name} is already declared as an attacker", "508.1a")
    if perm.tapped:
        raise IllegalAction(f"{c.name} is tapped and can't attack", "508.1a")
    if keywords.summoning_sick(g, perm):
        raise IllegalAction(f"{c.name} hasn't been under its controller's control since the turn began", "302.6")
    if keywords.defender_cant_attack(c):
        raise IllegalAction(f"{c.name} has defender and can't attack", "702.3b")
    if (by := attachments.restricted(g, creature, attack=True)) is not None:
        raise IllegalAction(f"{c.name} can't attack ({by})", "508.1c")
    if target not in attack_targets(g):
        raise IllegalAction(f"{g.name_of(target)} can't be attacked", "508.1b")
    if _restricted(c) and not _unless_met(g, creature, c, target):
        text = next(s.text for s in c.statics if isinstance(s, CantAttackUnless))
        raise IllegalAction(f"{c.name} can't attack {g.name_of(target)}: {text}", "508.1c")


def add_attacker(g: GameState, creature: int, target: int) -> None:
    assert g.combat is not None
    g.combat.declared = g.combat.declared + [(creature, target)]
    g.moved_on()


def attack_problem(g: GameState) -> IllegalAction | None:
    """CR 508.1d: a creature that "attacks each combat if able" must be declared if it can attack;
    508.1j: the total cost to attack must be paid in full."""
    c = g.combat
    assert c is not None
    if (alone := _alone(g, {a for a, _ in c.declared}, attack=True)) is not None:
        return alone
    if printed_only(g) and not summary(g).must_attack:
        return combat_costs.cost_problem(g, g.active, CombatAction.ATTACK, c.declared)
    declared = {a for a, _ in c.declared}
    for perm in g.battlefield.values():
        if perm.id in declared or not can_attack(g, perm):
            continue
        if any(isinstance(s, AttacksEachCombat) for s in chars(g, perm.id).statics):
            return IllegalAction(f"{chars(g, perm.id).name} attacks each combat if able", "508.1d")
    return combat_costs.cost_problem(g, g.active, CombatAction.ATTACK, c.declared)


def finish_attackers(g: GameState) -> None:
    """CR 508.1f-m: the attackers tap (except with vigilance) and become attacking; "attacks" triggers."""
    c = g.combat
    assert c is not None
    for creature, _ in c.declared:
        perm = g.battlefield[creature]
        if not keywords.attacks_untapped(chars(g, creature)):
            tap(g, perm)
    combat_costs.pay_cost(g, g.active, CombatAction.ATTACK, c.declared)  # 508.1h-j, after the taps of 508.1f
    for creature, target in c.declared:
        c.attackers[creature] = target
    attacks = tuple(c.declared)
    g.attacked = g.attacked + tuple(a for a, _ in attacks)  # "creatures that attacked this turn"
    bands = banding.keep_declared_bands(g)
    c.declared = []
    c.declared_any = bool(attacks)
    g.pending = None
    g.priority = g.active
    g.passes = 0
    g.changed(mana=False)  # the attackers' taps above counted themselves
    names = tuple(chars(g, a).name for a, _ in attacks)
    rules = ("508.1", "508.1f") if attacks else ("508.1",)
    emit(g, AttackersDeclared(g.active, attacks, names, rules=rules + ("805.10b",) if g.teams else rules))
    for band in bands:
        emit(g, BandDeclared(g.active, band, tuple(chars(g, a).name for a in band), rules=("508.1e", "702.22c")))


def attack_choices(g: GameState, controller: int) -> list[int]:
    """CR 508.4: what a creature put onto the battlefield attacking under ``controller`` may attack:
    a defending player (as a player ref) or a planeswalker one controls. Empty when it can't attack
    (not an attacking player's, 506.3b, or no combat to join)."""
    if g.combat is None or controller != g.active or g.step not in _COMBAT_AFTER_ATTACKS:
        return []
    out = []
    for p in g.opponents(controller):
        out.append(player_ref(p))
        out.extend(oid for oid in g.battlefield if _PLANESWALKER in chars(g, oid).types and chars(g, oid).controller == p)
    return out


def put_in_attacking(g: GameState, creature: int, controller: int, target: int | None = None) -> None:
    """CR 508.4, 506.3a-d: a creature put onto the battlefield attacking ``target``.

    Its controller chose ``target`` among :func:`attack_choices` as it
    entered (with one choice there is nothing to ask). It is never
    declared, so nothing that triggers on declaring attackers triggers and
    no restriction or requirement applies (508.4c). Put in during the
    declare blockers step or later, it is unblocked (508.4d).
    """
    choices = attack_choices(g, controller)
    if not choices or not chars(g, creature).is_creature:
        return  # CR 506.3a-b
    if target is None or target not in choices:
        target = choices[0]
    c = g.combat
    assert c is not None
    c.attackers[creature] = target
    c.declared_any = True
    g.changed(mana=False)
    emit(g, PutOntoBattlefieldAttacking(creature, chars(g, creature).name, target, rules=("508.4",)))


def put_in_blocking(g: GameState, creature: int, controller: int, attacker: int) -> None:
    """CR 509.4: a creature put onto the battlefield blocking ``attacker``.

    It is "blocking" but it never "blocked" (no trigger on blocking, and no
    restriction or requirement applies, 509.4b); the attacker becomes
    blocked (509.1h). It blocks nothing if the attacker is no longer
    attacking, or isn't attacking this creature's controller or a
    planeswalker they control (509.4a, 506.3e).
    """
    c = g.combat
    if c is None or attacker not in c.attackers or not chars(g, creature).is_creature:
        return
    target = c.attackers[attacker]
    attacked = -1 - target if target < 0 else (chars(g, target).controller if target in g.battlefield else -1)
    if attacked != controller:
        return  # CR 509.4a: not a defending player for that attacker
    c.blockers[creature] = [attacker]
    c.blocked.setdefault(attacker, []).append(creature)
    g.changed(mana=False)
    emit(g, PutOntoBattlefieldBlocking(creature, chars(g, creature).name, attacker, chars(g, attacker).name, rules=("509.4",)))


# -------------------------------------------------------------- blockers


def defending_players(g: GameState) -> list[int]:
    """Players being attacked, or controlling an attacked planeswalker, in APNAP order (509.1).

    CR 805.10d: with shared team turns the defending team declares one
    combined block, so its primary player stands for it here.
    """
    c = g.combat
    assert c is not None
    out: list[int] = []
    for target in c.attackers.values():
        who = -1 - target if target < 0 else (chars(g, target).controller if target in g.battlefield else -1)
        if who >= 0 and not g.players[who].lost:
            who = declaring_player(g, who)
            if who not in out:
                out.append(who)
    n = len(g.players)
    return sorted(out, key=lambda p: (p - g.active) % n)


def _defender_of(g: GameState, attacker: int) -> int:
    c = g.combat
    assert c is not None
    target = c.attackers.get(attacker)
    if target is None:
        return -1
    if target < 0:
        return -1 - target
    return chars(g, target).controller if target in g.battlefield else -1


def can_block(g: GameState, blocker: Permanent, attacker: Permanent, defender: int) -> bool:
    """Whether ``blocker`` may block ``attacker`` by itself (509.1a-b); menace is checked on the whole.

    ``defender`` is the player declaring blockers: with shared team turns,
    for the whole defending team (805.10d).
    """
    return _block_refusal(g, blocker, attacker, defender) is None


def _block_refusal(g: GameState, blocker: Permanent, attacker: Permanent, defender: int) -> tuple[str, str] | None:
    b = chars(g, blocker.id)
    a = chars(g, attacker.id)
    if not b.is_creature:
        return (f"{b.name} is not a creature: only a creature can block", "506.3")
    team = g.team_of(defender)
    if b.controller not in team:
        return ("only creatures the defending player controls can block", "805.10d" if g.teams else "509.1a")
    if blocker.tapped:
        return (f"{b.name} is tapped and can't block", "509.1a")
    if (by := attachments.restricted(g, blocker.id, attack=False)) is not None:
        return (f"{b.name} can't block ({by})", "509.1b")
    attacked = _defender_of(g, attacker.id)
    if attacked not in team:
        return (f"{a.name} isn't attacking {_team_name(g, defender)}", "805.10d" if g.teams else "509.1a")
    if keywords.flying_evades(a, b):
        return (f"{b.name} can't block {a.name}, which has flying", "702.9b")
    if keywords.fear_evades(a, b):
        return (f"{b.name} can't block {a.name}, which has fear", "702.36b")
    if keywords.intimidate_evades(a, b):
        return (f"{b.name} can't block {a.name}, which has intimidate", "702.13b")
    if keywords.landwalk_evades(g, a, attacked):  # 805.10e: the defending player it is attacking
        return (f"{a.name} can't be blocked: it has landwalk", "702.14c")
    if keywords.protection_stops_block(a, b):
        return (f"{a.name} has protection from {b.name}'s color", "702.16f")
    for static in a.statics:
        if isinstance(static, CantBeBlockedBy) and matches(g, blocker.id, static.group, a.controller, attacker.id):
            return (f"{a.name} can't be blocked by {b.name}", "509.1b")
        if isinstance(static, CantBeBlockedExceptBy) and not matches(
            g, blocker.id, static.group, a.controller, attacker.id
        ):
            return (f"{b.name} isn't among the creatures that can block {a.name}", "509.1b")
    for static in b.statics:
        if isinstance(static, CantBlockGroup) and matches(g, attacker.id, static.group, b.controller, blocker.id):
            return (f"{b.name} can't block {a.name}", "509.1b")
    for shield in g.shields:
        if isinstance(shield, GroupCantBlock) and matches(g, blocker.id, shield.group, shield.controller):
            return (f"{b.name} can't block this turn ({shield.source_name})", "509.1b")
    return _blocker_restriction(a, b, attacker.id)


def _blocker_restriction(a: Chars, b: Chars, attacker: int) -> tuple[str, str] | None:
    """The blocker's own restrictions (509.1b): "~ can't block", "~ can block only creatures with flying",
    "can't block [this attacker] this turn"."""
    for static in b.statics:
        if isinstance(static, CantBlock):
            return (f"{b.name} can't block", "509.1b")
        if isinstance(static, CantBlockSource) and static.attacker == attacker:
            return (f"{b.name} can't block {a.name} this turn", "509.1b")
        if isinstance(static, CanBlockOnly) and static.keyword not in a.keywords:
            return (f"{b.name} can block only creatures with {keyword_text(static.keyword)}", "509.1b")
    return None


def _team_name(g: GameState, player: int) -> str:
    """A player's name, or their team's players' names in a game between teams."""
    return " or ".join(g.players[p].name for p in g.team_of(player))


def start_declare_blockers(g: GameState) -> None:
    """CR 509.1: each defending player declares blockers in turn (no decision when none can block)."""
    c = g.combat
    assert c is not None
    c.declared = []
    c.defenders_left = tuple(defending_players(g))
    g.moved_on()
    next_blocking_player(g)


def next_blocking_player(g: GameState) -> None:
    c = g.combat
    assert c is not None
    while c.defenders_left:
        defender, c.defenders_left = c.defenders_left[0], c.defenders_left[1:]
        if _can_block_at_all(g, _possible_blocks(g, defender, [])):
            g.priority = None
            g.pending = decisions.DeclareBlockers(g.players[defender].name)
            g.moved_on()
            return
        emit(g, BlockersDeclared(defender, (), (), rules=("509.1a",)))
    g.pending = None
    g.priority = g.active
    g.passes = 0
    g.moved_on()


def _can_block_at_all(g: GameState, pairs: list[tuple[int, int]]) -> bool:
    """Whether some declaration other than "no blocks" is legal (509.1b-c), so the defender has a real choice.

    Each blocker blocks one attacker, so one exists exactly when some attacker has enough possible
    blockers by itself: one, or two for menace (702.111b).
    """
    count: dict[int, int] = {}
    for _, a in pairs:
        count[a] = count.get(a, 0) + 1
    return any(not keywords.menace_needs_more_blockers(chars(g, a), n) for a, n in count.items())


def block_options(g: GameState, defender: int) -> list[tuple[int, int]]:
    """(blocker, attacker) pairs that may still be added to the declaration."""
    c = g.combat
    assert c is not None
    return _possible_blocks(g, defender, c.declared)


def _possible_blocks(g: GameState, defender: int, declared: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Untapped creatures of the defender (or the defending team, 805.10d) that may block one more
    attacker (509.1a), against the attackers they may block and don't yet."""
    c = g.combat
    assert c is not None
    team = g.team_of(defender)
    attackers = [g.battlefield[a] for a in c.attackers if a in g.battlefield and _defender_of(g, a) in team]
    if not attackers:
        return []
    out: list[tuple[int, int]] = []
    for b in g.battlefield.values():
        if b.tapped or b.controller not in team or not chars(g, b.id).is_creature:
            continue
        if declared and not blocking.may_block_another(g, b.id, declared):
            continue
        out.extend(
            (b.id, a.id) for a in attackers if (b.id, a.id) not in declared and _block_refusal(g, b, a, defender) is None
        )
    return out


def check_blocker(g: GameState, defender: int, blocker: int, attacker: int) -> None:
    """Refuse one block that is illegal by itself (raises IllegalAction with the rule)."""
    c = g.combat
    assert c is not None
    b = g.battlefield.get(blocker)
    a = g.battlefield.get(attacker)
    if b is None:
        raise IllegalAction("only a creature on the battlefield can block", "506.3")
    if a is None or attacker not in c.attackers:
        raise IllegalAction(f"{g.name_of(attacker)} is not attacking", "509.1a")
    if (blocker, attacker) in c.declared:
        raise IllegalAction(f"{chars(g, blocker).name} is already blocking {chars(g, attacker).name}", "509.1a")
    if not blocking.may_block_another(g, blocker, c.declared):
        raise IllegalAction(f"{chars(g, blocker).name} is already blocking", "509.1a")
    why = _block_refusal(g, b, a, defender)
    if why is not None:
        raise IllegalAction(why[0], why[1])


def add_blocker(g: GameState, blocker: int, attacker: int) -> None:
    c = g.combat
    assert c is not None
    c.declared = c.declared + [(blocker, attacker)]
    g.moved_on()


def _alone(g: GameState, declared: set[int], attack: bool) -> IllegalAction | None:
    """CR 506.5: a creature with "can't attack [or block] alone" may not be the only attacker (blocker)."""
    if len(declared) != 1:
        return None
    (only,) = declared
    c = chars(g, only)
    for s in c.statics:
        if isinstance(s, CantActAlone) and (s.attack if attack else s.block):
            return IllegalAction(f"{c.name} can't {'attack' if attack else 'block'} alone", "506.5")
    return None


def declaration_problem(g: GameState) -> IllegalAction | None:
    """Check the blocking declaration as a whole (509.1b-c): menace needs two or more blockers; the
    requirements to block are obeyed as far as a legal declaration can obey them (509.1c)."""
    c = g.combat
    assert c is not None
    d = g.pending
    blocking_player = g.seat(d.player) if d is not None else g.active
    problem = _whole_problem(g, blocking_player, c.declared)
    if problem is not None or combat_costs.blocking_costs(g):
        return problem  # 509.1c: a requirement that would have its blocker pay a cost is none
    possible = _possible_blocks(g, blocking_player, [])
    fuller = blocking.obeying(g, possible, c.declared)
    if fuller is not None and _whole_problem(g, blocking_player, fuller[0]) is None:
        return blocking.requirement_problem(fuller[1])
    return None


def _whole_problem(g: GameState, blocking_player: int, declared: list[tuple[int, int]]) -> IllegalAction | None:
    """The restrictions on a declaration as a whole (509.1b): menace, "can't be blocked by more than
    one creature", and its total cost (509.1d-f)."""
    if (alone := _alone(g, {b for b, _ in declared}, attack=False)) is not None:
        return alone
    count: dict[int, int] = {}
    for _, a in declared:
        count[a] = count.get(a, 0) + 1
    for a, n in count.items():
        ac = chars(g, a)
        if keywords.menace_needs_more_blockers(ac, n):
            return IllegalAction(f"{ac.name} has menace and can't be blocked except by two or more creatures", "702.111b")
        most = min((s.most for s in ac.statics if isinstance(s, BlockedByAtMost)), default=None)
        if most is not None and n > most:
            return IllegalAction(f"{ac.name} can't be blocked by more than {most} creature{'s' if most != 1 else ''}", "509.1b")
    return combat_costs.cost_problem(g, blocking_player, CombatAction.BLOCK, declared)


def finish_blockers(g: GameState, defender: int) -> None:
    """CR 509.1g-i: blockers become blocking, attackers blocked; "blocks" and "becomes blocked" trigger."""
    c = g.combat
    assert c is not None
    blocks = tuple(c.declared)
    combat_costs.pay_cost(g, defender, CombatAction.BLOCK, blocks)  # 509.1d-f
    for b, a in blocks:
        # CR 702.22h: blocking one creature of a band blocks the whole band.
        band = banding.whole_band_blocked(g, b, a) if c.bands else [a]
        blocked = c.blockers.setdefault(b, [])  # 509.1a: more than one attacker if it may block more
        blocked.extend(x for x in band if x not in blocked)
        for member in band:
            c.blocked.setdefault(member, []).append(b)
    c.declared = []
    g.pending = None
    g.changed(mana=False)
    names = tuple((chars(g, b).name, chars(g, a).name) for b, a in blocks)
    rules = ("509.1g", "509.1h") if blocks else ("509.1",)
    emit(g, BlockersDeclared(defender, blocks, names, rules=rules + ("805.10d",) if g.teams else rules))
    next_blocking_player(g)


def undo_declaration(g: GameState) -> None:
    """Start the declaration over (an illegal whole can't be declared, 733)."""
    assert g.combat is not None
    g.combat.declared = []
    if g.pending is not None and g.pending.kind == "declare_attackers":
        g.combat.bands = []  # the bands announced with it go too
    g.moved_on()
