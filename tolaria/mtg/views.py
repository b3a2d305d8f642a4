"""What a seat sees: events in words and the observable position (architecture, properties 4 and 9).

Every event is rendered here and only here, per observer: a card drawn
is named to its owner and hidden from everyone else, a card put on the
bottom after a mulligan is hidden from all. The English texts are kept
together so that other languages can follow. ``observe`` builds a seat's
view of the position: its own hand, the public zones, the board, the
stack, its pending decision and its view of the log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tolaria.core.events import Event, History
from tolaria.mtg import events as ev
from tolaria.mtg.kinds import COLOR_NAMES, StackKind, Step
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.mana import pool_text
from tolaria.mtg.state import GameState, StackObject
from tolaria.mtg.visibility import hands_seen

STEP_TITLES: dict[Step, str] = {
    Step.UNTAP: "Untap step",
    Step.UPKEEP: "Upkeep step",
    Step.DRAW: "Draw step",
    Step.MAIN1: "Precombat main phase",
    Step.BEGINNING_OF_COMBAT: "Beginning of combat step",
    Step.DECLARE_ATTACKERS: "Declare attackers step",
    Step.DECLARE_BLOCKERS: "Declare blockers step",
    Step.FIRST_STRIKE_DAMAGE: "First strike combat damage step",
    Step.COMBAT_DAMAGE: "Combat damage step",
    Step.END_OF_COMBAT: "End of combat step",
    Step.MAIN2: "Postcombat main phase",
    Step.END: "End step",
    Step.CLEANUP: "Cleanup step",
}


class View:
    """Renders events for one observer (a seat index, or None for a spectator).

    ``hands`` are the seats whose hands the observer sees: its own, and in
    Two-Headed Giant its teammate's (810.5).
    """

    def __init__(self, names: list[str], seat: int | None, hands: tuple[int, ...] | None = None) -> None:
        self.names = names
        self.seat = seat
        self.hands = hands if hands is not None else (() if seat is None else (seat,))

    def player(self, i: int) -> str:
        return self.names[i] if 0 <= i < len(self.names) else "?"

    def who(self, ref: int, name: str = "") -> str:
        return self.player(-1 - ref) if ref < 0 else name

    def render(self, e: Event) -> str:
        fn = TEXTS.get(type(e))
        return fn(self, e) if fn is not None else type(e).__name__


def _targets(names: tuple[str, ...]) -> str:
    return f" targeting {', '.join(names)}" if names else ""


def _mana(mana: tuple[str, ...]) -> str:
    return "".join("{" + m + "}" for m in mana)


def _pt(e: Any) -> str:
    pt = f"{e.power:+d}/{e.toughness:+d}" if e.power or e.toughness else ""
    kw = f"{' and ' if pt else ''}gains {', '.join(e.keywords)}" if e.keywords else ""
    return pt + kw


def _ability_word(kind: StackKind) -> str:
    """How a stack object's kind reads after its name: spells and combat damage (2008 310.3) add nothing."""
    return "" if kind in (StackKind.SPELL, StackKind.COMBAT_DAMAGE) else " ability"


def _counters(e: Any) -> str:
    n = abs(e.change)
    what = f"{n} {e.counter} counter{'s' if n != 1 else ''}"
    return f"{what} {'put on' if e.change > 0 else 'removed from'} {e.card}"


def _drawn(v: View, e: Any) -> str:
    """CR 401.2: a card drawn is seen only by its owner (and a teammate, who may review the hand, 810.5)."""
    if e.owner in v.hands:
        return f"{v.player(e.owner)} draws {e.card}"
    return f"{v.player(e.owner)} draws a card"


def _taken_from_among(v: View, e: Any) -> str:
    """CR 401.2, 701.20a: a card put into a hand from among those looked at is seen by that hand's viewers,
    by everyone if it was revealed."""
    if e.revealed:
        return f"{v.player(e.owner)} reveals {e.card} and puts it into their hand"
    if e.owner in v.hands:
        return f"{v.player(e.owner)} puts {e.card} into their hand"
    return f"{v.player(e.owner)} puts a card into their hand"


def _looked_at_hand(v: View, e: Any) -> str:
    """CR 701.20e, 401.2: the cards are named to the player looking and to the hand's own viewers."""
    if v.seat == e.player or e.whose in v.hands:
        return f"{v.player(e.player)} looks at {v.player(e.whose)}'s hand: {', '.join(e.cards) or 'nothing'}"
    return f"{v.player(e.player)} looks at {v.player(e.whose)}'s hand"


def _library_arranged(v: View, e: Any) -> str:
    where = [f"{e.top} on top"] if e.top else []
    if e.bottom:
        where.append(f"{e.bottom} on the bottom" + (" in a random order" if e.random else ""))
    return f"{v.player(e.player)} puts the cards looked at back: {', '.join(where) or 'none'}"


def _found_for_hand(v: View, e: Any) -> str:
    """CR 701.23a, 401.2: a card put into a hand from a search is seen only by that hand's viewers."""
    if e.owner in v.hands:
        return f"{v.player(e.owner)} searches their library and puts {e.card} into their hand"
    return f"{v.player(e.owner)} searches their library and puts a card into their hand"


TEXTS: dict[type, Callable[[View, Any], str]] = {
    ev.GameStarted: lambda v, e: f"The game begins: {', '.join(e.players)}",
    ev.CoinFlipWon: lambda v, e: f"{v.player(e.player)} wins the coin flip and chooses who plays first",
    ev.StartingPlayer: lambda v, e: f"{v.player(e.player)} will take the first turn",
    ev.Shuffled: lambda v, e: f"{v.player(e.player)} shuffles their library",
    ev.MulliganTaken: lambda v, e: f"{v.player(e.player)} takes a mulligan",
    ev.HandKept: lambda v, e: f"{v.player(e.player)} keeps {e.count} cards",
    ev.CardsBottomed: lambda v, e: f"{v.player(e.player)} puts {e.count} card(s) on the bottom of their library",
    ev.TurnBegan: lambda v, e: f"Turn {e.number}: {v.player(e.player)}'s turn",
    ev.StepBegan: lambda v, e: f"{STEP_TITLES[e.begins]} begins",
    ev.PermanentsUntapped: lambda v, e: f"{v.player(e.player)} untaps their permanents",
    ev.DrawSkipped: lambda v, e: f"{v.player(e.player)} skips the draw step of the first turn",
    ev.DrewFromEmptyLibrary: lambda v, e: f"{v.player(e.player)} can't draw from an empty library",
    ev.CardDrawn: _drawn,
    ev.LandPlayed: lambda v, e: f"{v.player(e.owner)} plays {e.card}",
    ev.SpellCast: lambda v, e: f"{v.player(e.player)} casts {e.card}{_targets(e.target_names)}"
    + (f" with X={e.x}" if e.x is not None else ""),
    ev.AbilityActivated: lambda v, e: f"{v.player(e.player)} activates {e.card}'s ability{_targets(e.target_names)}"
    + (f" with X={e.x}" if e.x is not None else ""),
    ev.TriggerPutOnStack: lambda v, e: f"{e.card}'s triggered ability goes on the stack{_targets(e.target_names)}",
    ev.TriggerRemoved: lambda v, e: f"{e.card}'s triggered ability has no legal target and is removed",
    ev.ManaAdded: lambda v, e: f"{v.player(e.player)} adds {_mana(e.mana)}" + (f" with {e.source_name}" if e.source_name else ""),
    ev.ManaEmptied: lambda v, e: f"Unused mana empties from {v.player(e.player)}'s mana pool ({_mana(e.mana)})",
    ev.ManaBurn: lambda v, e: f"{v.player(e.player)} loses {e.amount} life to mana burn",
    ev.Resolved: lambda v, e: f"{e.card}{_ability_word(e.stack_kind)} resolves",
    ev.CombatDamageOnStack: lambda v, e: "The assigned combat damage goes on the stack",
    ev.CombatDamageNotDealt: lambda v, e: f"{e.amount} combat damage from {e.source_name} to {e.to_name} is not dealt:"
    " it is no longer there to be dealt damage",
    ev.Fizzled: lambda v, e: f"{e.card}{_ability_word(e.stack_kind)} doesn't resolve: all its targets are illegal",
    ev.PermanentSpellResolved: lambda v, e: f"{e.card} resolves and enters the battlefield",
    ev.DamageDealt: lambda v, e: f"{e.source_name} deals {e.amount} damage to {e.to_name}",
    ev.DamagePrevented: lambda v, e: f"{e.amount} damage from {e.source_name} to {e.to_name} is prevented"
    + (f" ({e.by})" if e.by else ""),
    ev.LifeGained: lambda v, e: f"{v.player(e.player)} gains {e.amount} life",
    ev.LifeLost: lambda v, e: f"{v.player(e.player)} loses {e.amount} life",
    ev.CountersCancelled: lambda v, e: f"{e.amount} +1/+1 and {e.amount} -1/-1 counters on {e.card} cancel out",
    ev.TokenCreated: lambda v, e: f"{v.player(e.controller)} creates {e.card}",
    ev.FoundInSearch: lambda v, e: f"{v.player(e.owner)} searches their library and finds {e.card}",
    ev.FoundForHand: _found_for_hand,
    ev.LookedAtTop: lambda v, e: f"{v.player(e.player)} looks at the top {e.count} card{'s' if e.count != 1 else ''} of their library",
    ev.TakenFromAmong: _taken_from_among,
    ev.LookedAtHand: _looked_at_hand,
    ev.PutOntoBattlefieldFromHand: lambda v, e: f"{v.player(e.controller)} puts {e.card} onto the battlefield from their hand",
    ev.PutOnTopFromHand: lambda v, e: f"a card from {v.player(e.owner)}'s hand is put on top of their library",
    ev.CardsRevealed: lambda v, e: f"{v.player(e.player)} reveals from the top of their library: {', '.join(e.cards) or 'nothing'}",
    ev.PutOntoBattlefieldRevealed: lambda v, e: f"{e.card} is put onto the battlefield from {v.player(e.owner)}'s library",
    ev.RevealedTop: lambda v, e: f"{v.player(e.player)} reveals the top card of their library: {e.card}",
    ev.RegenerationForbidden: lambda v, e: f"{e.card} can't be regenerated this turn",
    ev.PutIntoGraveyardFromAmong: lambda v, e: f"{v.player(e.owner)} puts {e.card} into their graveyard",
    ev.PutOnTopOfOwnersLibrary: lambda v, e: f"{e.card} is put on top of its owner's library",
    ev.LibraryArranged: _library_arranged,
    ev.UnlessPaid: lambda v, e: f"{v.player(e.player)} {'pays' if e.paid else 'does not pay'} {e.cost}",
    ev.PutIntoLibrary: lambda v, e: f"{e.card} is shuffled into its owner's library",
    ev.ExtraTurnsGiven: lambda v, e: f"{v.player(e.player)} will take {e.turns} extra turn{'s' if e.turns != 1 else ''}",
    ev.SpellCopied: lambda v, e: f"{v.player(e.player)} puts a copy of {e.card} on the stack",
    ev.CoinFlipped: lambda v, e: f"{v.player(e.player)} flips a coin and {'wins' if e.won else 'loses'} the flip",
    ev.DamageMultipliedEvent: lambda v, e: f"{e.by}: {e.source_name} deals {e.amount} damage to {e.to_name} instead of {e.before}",
    ev.ShuffledInsteadOfGraveyard: lambda v, e: f"{e.card} is revealed and shuffled into {v.player(e.owner)}'s library instead of going to a graveyard",
    ev.DrawReplaced: lambda v, e: (
        f"{v.player(e.player)} draws two cards instead of one ({e.source_name})" if e.doubled
        else f"{v.player(e.player)} skips a draw and {v.player(e.drawer)} draws a card instead ({e.source_name})"
    ),
    ev.DrawReplacedByReveal: lambda v, e: (
        f"{v.player(e.player)} reveals cards until a {e.chosen} card instead of drawing ({e.source_name})"
    ),
    ev.TurnEnded: lambda v, e: f"{e.name} ends the turn: the stack is exiled and the turn goes to its cleanup step",
    ev.AdditionalCombatCreated: lambda v, e: "After this main phase there is an additional combat phase and an additional main phase",
    ev.Tapped: lambda v, e: f"{e.card} becomes tapped",
    ev.DeathReplaced: lambda v, e: f"{e.card} would die: it is exiled instead ({e.source_name})",
    ev.WontUntapNext: lambda v, e: f"{e.card} doesn't untap during its controller's next untap step",
    ev.ReturnedToBattlefield: lambda v, e: f"{e.card} is put onto the battlefield from {v.player(e.owner)}'s graveyard under {v.player(e.controller)}'s control",
    ev.Scried: lambda v, e: f"{v.player(e.player)} scries {e.top + e.bottom}: {e.top} on top, {e.bottom} on the bottom",
    ev.PutOnTopOfLibrary: lambda v, e: f"{v.player(e.player)} puts the card found on top of their library",
    ev.CountersChanged: lambda v, e: _counters(e),
    ev.DamageRedirected: lambda v, e: f"{v.player(e.chooser)} has {e.source_name} deal its {e.amount} damage to {e.to_name} instead of {v.player(e.player)}",
    ev.DamageNotRedirected: lambda v, e: f"{v.player(e.chooser)} doesn't redirect {e.source_name}'s {e.amount} damage to {v.player(e.player)}",
    ev.Destroyed: lambda v, e: f"{e.card} is destroyed" + (f" ({e.why})" if e.why else ""),
    ev.PutIntoGraveyard: lambda v, e: f"{e.card} is put into its owner's graveyard ({e.why})",
    ev.Sacrificed: lambda v, e: f"{v.player(e.controller)} sacrifices {e.card}",
    ev.ReturnedToHand: lambda v, e: f"{e.card} returns to its owner's hand",
    ev.PutOnBottom: lambda v, e: f"{e.card} is put on the bottom of its owner's library",
    ev.Discarded: lambda v, e: f"{v.player(e.owner)} discards {e.card}",
    ev.Milled: lambda v, e: f"{v.player(e.owner)} mills {e.card}",
    ev.Countered: lambda v, e: f"{e.card} is countered",
    ev.LeftTheGame: lambda v, e: f"{e.card} leaves the game with its owner",
    ev.Exiled: lambda v, e: f"{e.card} is exiled",
    ev.Pumped: lambda v, e: f"{e.card} gets {_pt(e)} until end of turn",
    ev.TextChanged: lambda v, e: f"{e.card}'s text: {e.old} becomes {e.new}",
    ev.ColorSet: lambda v, e: f"{e.card} becomes {' and '.join(COLOR_NAMES[c] for c in e.colors)}",
    ev.ControlGained: lambda v, e: f"{v.player(e.player)} gains control of {e.card}",
    ev.ControlChanged: lambda v, e: f"{v.player(e.new)} now controls {e.card} (was {v.player(e.old)})",
    ev.Untapped: lambda v, e: f"{e.card} untaps",
    ev.Attached: lambda v, e: f"{e.card} is attached to {e.to_name}",
    ev.Unattached: lambda v, e: f"{e.card} becomes unattached ({e.why})",
    ev.RegenerationShieldCreated: lambda v, e: f"{e.card} gets a regeneration shield",
    ev.Regenerated: lambda v, e: f"{e.card} is regenerated instead of destroyed: tapped, damage removed, out of combat",
    ev.PreventionShieldCreated: lambda v, e: f"The next {e.amount} damage to {e.to_name} this turn will be prevented",
    ev.SourcePreventionCreated: lambda v, e: f"The next time {e.source_name} would deal damage to {e.to_name} this turn, it will be prevented",
    ev.CombatDamageWillBePrevented: lambda v, e: "All combat damage this turn will be prevented",
    ev.EndOfTurnEffectsEnded: lambda v, e: 'Damage wears off and "until end of turn" effects end',
    ev.PutOntoBattlefieldAttacking: lambda v, e: f"{e.card} enters the battlefield attacking {v.who(e.target)}",
    ev.PutOntoBattlefieldBlocking: lambda v, e: f"{e.card} enters the battlefield blocking {e.attacker_name}",
    ev.BandDeclared: lambda v, e: f"{v.player(e.player)} bands {', '.join(e.names)} together",
    ev.CombatCostPaid: lambda v, e: f"{v.player(e.player)} pays {e.mana} to {e.action}",
    ev.AttackersDeclared: lambda v, e: (
        f"{v.player(e.player)} attacks with {', '.join(e.names)}" if e.attacks else f"{v.player(e.player)} declares no attackers"
    ),
    ev.BlockersDeclared: lambda v, e: (
        f"{v.player(e.player)} blocks: {'; '.join(f'{b} blocks {a}' for b, a in e.names)}"
        if e.blocks
        else f"{v.player(e.player)} declares no blockers"
    ),
    ev.DamageAssigned: lambda v, e: f"{e.card} assigns its combat damage: "
    + ", ".join(f"{n} to {name}" for (_, n), name in zip(e.division, e.names, strict=True)),
    ev.DamageDivided: lambda v, e: f"{v.player(e.player)} divides the damage of {e.card}: "
    + ", ".join(f"{n} to {v.who(t, name)}" for (t, n), name in zip(e.division, e.names, strict=True)),
    ev.HandRevealed: lambda v, e: f"{v.player(e.player)} reveals their hand: {', '.join(e.cards) or 'nothing'}",
    ev.SearchFoundNothing: lambda v, e: f"{v.player(e.player)} searches their library and finds nothing",
    ev.MayDeclined: lambda v, e: f"{v.player(e.player)} chooses not to: {e.card}",
    ev.ConditionFailed: lambda v, e: f"{e.card}'s ability does nothing: its condition no longer holds",
    ev.Conceded: lambda v, e: f"{v.player(e.player)} concedes",
    ev.PlayerLost: lambda v, e: f"{v.player(e.player)} loses the game ({e.why})",
    ev.PlayerLeft: lambda v, e: f"{v.player(e.player)} leaves the game, and everything they own leaves with them",
    ev.GameWon: lambda v, e: f"{v.player(e.player)} wins the game",
    ev.GameDrawn: lambda v, e: "The game is a draw",
}


def render(g: GameState, event: Event, seat: str | None) -> str:
    names = [p.name for p in g.players]
    me = names.index(seat) if seat in names else None
    return View(names, me, g.team_of(me) if me is not None else None).render(event)


# ------------------------------------------------------------------ observation


def _stack_entry(g: GameState, item: StackObject) -> dict[str, Any]:
    """A stack object as every player sees it: with the division of its damage, once announced (601.2d)."""
    entry: dict[str, Any] = {
        "id": item.id, "name": g.name_of(item.id) + _ability_word(item.kind), "controller": g.players[item.controller].name,
    }
    if any(item.division):
        entry["division"] = [
            {"target": g.name_of(t), "amount": n} for t, n in zip(item.targets, item.division, strict=False) if n
        ]
    return entry


def observe(g: GameState, seat: str, history: History, describe: Callable[[Any], str], options: list[Any]) -> dict[str, Any]:
    """What ``seat`` may know: no other hand, no library order, face-down identities hidden (708.5)."""
    me = g.seat(seat)
    # CR 402.3, 810.5: the log names the cards of one's own hand and a teammate's. A hand played
    # revealed (701.20a) is shown as it is now, not through the log: a card it held before it was
    # revealed may have gone back to a hidden zone since.
    view = View([p.name for p in g.players], me, g.team_of(me))
    hands = hands_seen(g, me)
    players = []
    for p in g.players:
        entry: dict[str, Any] = {
            "name": p.name,
            "life": p.life,
            "poison": p.poison,
            "library_count": len(p.library),
            "hand_count": len(p.hand),
            "graveyard": [g.name_of(c) for c in p.graveyard],
            "exile": [g.name_of(c) for c in p.exile],
            "mana_pool": pool_text(p.pool),
            "lost": p.lost,
        }
        if p.index in hands:
            entry["hand"] = [{"id": c, "name": g.name_of(c)} for c in p.hand]
        players.append(entry)
    combat = g.combat
    battlefield = []
    for perm in g.battlefield.values():
        c = chars(g, perm.id)
        if perm.face_down:
            # CR 708.5: a face-down permanent's controller may look at it; no one else may.
            name = f"face-down {g.name_of_card(perm.card)}" if c.controller == me else "face-down permanent"
        else:
            name = c.name
        battlefield.append(
            {
                "id": perm.id,
                "name": name,
                "owner": g.players[perm.owner].name,
                "controller": g.players[c.controller].name,
                "tapped": perm.tapped,
                "damage": perm.damage,
                "counters": dict(perm.counters),
                "power": c.power if c.is_creature else None,
                "toughness": c.toughness if c.is_creature else None,
                "attacking": combat is not None and perm.id in combat.attackers,
                "blocking": combat is not None and perm.id in combat.blockers,
            }
        )
    decision: dict[str, Any] | None = None
    if g.pending is not None and g.pending.player == seat and not g.over:
        decision = {"kind": g.pending.kind, "options": [describe(a) for a in options]}
        sel = g.selection
        if sel is not None and sel.shown and sel.player == me:
            # CR 701.20e: the other cards the player is looking at, which can't be chosen
            decision["shown"] = [{"id": c, "name": g.name_of(c)} for c in sel.shown]
    out: dict[str, Any] = {
        "you": seat,
        "turn": g.turn,
        "step": g.step.word,
        "active": g.players[g.active].name,
        "players": players,
        "battlefield": battlefield,
        "stack": [
            _stack_entry(g, s)
            for s in g.stack
        ],
        "decision": decision,
        "waiting_for": g.pending.player if g.pending is not None and not g.over else None,
        "log": [
            {"turn": e.turn, "step": e.step, "event": e.kind, "text": view.render(e), "rules": list(e.rules)}
            for e in history.to_list()
        ],
        "game_over": g.over,
        "winner": g.players[g.winner].name if g.over and g.winner is not None else None,
    }
    if g.teams:
        # CR 810.1: the teams, each in seat order with its primary player first (805.2).
        out["format"] = g.format
        out["teams"] = [[g.players[p].name for p in team] for team in g.teams]
    return out

