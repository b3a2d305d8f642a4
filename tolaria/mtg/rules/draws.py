"""Drawing cards (CR 121) and the replacements of draws (614.1a, 614.11, 121.6).

A player draws one card at a time (121.2): "draw two cards" is two draws,
each of which a replacement may replace, even from an empty library
(121.6a, 614.11). A replaced draw never happens (614.6); what replaces it
is completed before the next draw of a sequence (121.6b, 614.11a).

Most replacements need no answer: a draw taken by another player
("instead that player skips that draw and you draw a card") or doubled
("draw two cards instead") becomes the draws that replace it. One that asks
its player (Abundance: "you may instead choose land or nonland and reveal
cards ... until you reveal a card of the chosen kind") suspends the
sequence in ``GameState.drawing``: whether to apply it, which kind, and the
order of the revealed cards on the bottom of the library (401.4) are
decisions of their own; the answer carries the sequence on, and a
procedure that was drawing (the draw step, a resolving "draw a card")
goes on once ``drawing`` is empty again.

Where several replacements apply to one draw, a resolved spell's comes
first, then the permanents' in battlefield order (the affected player's
choice of 616.1 is not asked); each applies once to a draw (614.5), and a
"you may" declined doesn't apply to it (it may to the next draw).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tolaria.mtg import decisions
from tolaria.mtg.events import (
    CardDrawn,
    CardsRevealed,
    DrawReplaced,
    DrawReplacedByReveal,
    DrewFromEmptyLibrary,
    TakenFromAmong,
)
from tolaria.mtg.kinds import Step, Zone
from tolaria.mtg.oracle.abilities import DrawsDoubled, RevealInsteadOfDraw
from tolaria.mtg.rules.battlefield import summary
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import chars
from tolaria.mtg.rules.teams import is_active
from tolaria.mtg.rules.zones import arrange_library, move_card
from tolaria.mtg.state import Drawing, DrawStage, DrawsTaken, DrawToMake, GameState, Selection

REVEAL_BOTTOM = "reveal_bottom"
"""The purpose of the selection that orders the revealed cards going to the bottom of a library (401.4)."""

KIND_OF_CARD = "kind of card"
"""What the ``choose_word`` decision of "choose land or nonland" chooses."""


@dataclass(frozen=True, slots=True)
class _Instead:
    """What a replacement makes of a draw: the draws that happen instead (614.6), or the permanent whose
    replacement must ask its player first (``asking``)."""

    draws: tuple[DrawToMake, ...] = ()
    asking: int = 0


def draw_card(g: GameState, player: int, rules: tuple[str, ...] = ("121.1",), applied: tuple[int, ...] = ()) -> bool:
    """Draw one card (CR 121.1); an empty library marks the player for 704.5b. False if a replacement's
    choice suspended the draw (``g.drawing`` holds it)."""
    return draw_cards(g, (DrawToMake(player, rules, applied),))


def draw_cards(g: GameState, draws: Sequence[DrawToMake]) -> bool:
    """Make ``draws`` one at a time, in order (121.2); False if a replacement's choice suspended them
    (the rest wait in ``g.drawing``, and :func:`run_draws` carries them on once it is answered)."""
    pending = list(draws)
    while pending:
        d = pending[0]
        if g.players[d.player].lost:
            pending.pop(0)
            continue
        if g.shields or summary(g).draw_rules:
            instead = _replacement(g, d)
            if instead is not None and instead.asking:
                _ask(g, Drawing(tuple(pending), instead.asking, DrawStage.MAY))
                return False
            if instead is not None:
                pending[:1] = instead.draws
                continue
        _draw(g, d)
        pending.pop(0)
    return True


def run_draws(g: GameState) -> bool:
    """Carry on the draws an answered choice left (``g.drawing`` with nothing asked); False if one asks again."""
    drawing = g.drawing
    assert drawing is not None
    g.drawing = None
    g.moved_on()
    return draw_cards(g, drawing.draws)


def _draw(g: GameState, d: DrawToMake) -> None:
    p = g.players[d.player]
    if not p.library:
        p.drew_from_empty = True
        g.changed()
        emit(g, DrewFromEmptyLibrary(d.player, rules=("121.4", "704.5b")))
        return
    move_card(g, d.player, Zone.LIBRARY, p.library[0], Zone.HAND, CardDrawn, d.rules)


def _replacement(g: GameState, d: DrawToMake) -> _Instead | None:
    """CR 614.11, 121.6: the first replacement that applies to draw ``d``, or None (the draw happens)."""
    player, applied = d.player, d.applied
    for shield in g.shields:
        if isinstance(shield, DrawsTaken) and shield.player == player and -shield.timestamp not in applied:
            emit(g, DrawReplaced(player, shield.taker, shield.source_name, rules=("614.1b", "614.11")))
            return _Instead((DrawToMake(shield.taker, ("614.11", "121.1"), applied + (-shield.timestamp,)),))
    for oid in summary(g).draw_rules:
        if oid in applied or oid not in g.battlefield:
            continue
        c = chars(g, oid)
        if c.controller != player:
            continue
        if any(isinstance(s, RevealInsteadOfDraw) for s in c.statics):
            return _Instead(asking=oid)
        if not any(isinstance(s, DrawsDoubled) for s in c.statics):
            continue
        if g.step is Step.DRAW and "504.1" in d.rules and is_active(g, player):
            continue  # "except the first one you draw in each of your draw steps": the draw step's own draw
        emit(g, DrawReplaced(player, player, c.name, doubled=True, rules=("614.1a", "614.11")))
        again = DrawToMake(player, ("614.11", "121.1"), applied + (oid,))
        return _Instead((again, again))
    return None


# ------------------------------------------------------------ "you may instead choose ... and reveal ..."


def _reveal_ability(g: GameState, drawing: Drawing) -> RevealInsteadOfDraw:
    return next(s for s in chars(g, drawing.source).statics if isinstance(s, RevealInsteadOfDraw))


def _ask(g: GameState, drawing: Drawing) -> None:
    """Ask what the stage of ``drawing`` needs: whether to apply the replacement ("you may", 614.1a, asked
    as the draw would happen), then which kind of card."""
    player = g.players[drawing.draws[0].player].name
    name = chars(g, drawing.source).name
    ability = _reveal_ability(g, drawing)
    if drawing.stage is DrawStage.MAY and not ability.optional:
        drawing = replace(drawing, stage=DrawStage.KIND)
    g.drawing = drawing
    if drawing.stage is DrawStage.MAY:
        g.pending = decisions.YesNo(player, name)
    else:
        g.pending = decisions.ChooseWord(player, name, KIND_OF_CARD, words=tuple(k.word for k in ability.kinds))
    g.moved_on()


def answer_may(g: GameState, yes: bool) -> None:
    """Whether the player applies "you may instead ..." to this draw: yes asks the kind; no lets the draw
    happen, or another replacement apply to it (this one doesn't again, 614.5)."""
    drawing = g.drawing
    assert drawing is not None and drawing.stage is DrawStage.MAY
    g.pending = None
    if yes and drawing.source in g.battlefield:
        _ask(g, replace(drawing, stage=DrawStage.KIND))
        return
    first = drawing.draws[0]
    declined = replace(first, applied=first.applied + (drawing.source,))
    g.drawing = replace(drawing, draws=(declined,) + drawing.draws[1:])
    g.moved_on()
    run_draws(g)


def answer_kind(g: GameState, word: str) -> None:
    """CR 701.20a, 614.6: the kind is chosen; the player reveals cards from the top of their library until
    one of that kind, which goes into their hand (it is not drawn), and the others to the bottom.

    If no card of that kind is there, every card of the library is revealed and goes to the bottom, and
    nothing is put into the hand. The draw was still replaced (121.6a, 614.11: a draw replacement applies
    even when no card could be drawn), so the player did not draw from an empty library (704.5b does not
    apply), even with an empty library: the replacement was chosen, and its event replaced the draw.
    """
    drawing = g.drawing
    assert drawing is not None and drawing.stage is DrawStage.KIND
    g.pending = None
    ability = _reveal_ability(g, drawing)
    kind = next((k for k in ability.kinds if k.word == word), ability.kinds[0])
    who = drawing.draws[0].player
    emit(g, DrawReplacedByReveal(who, chars(g, drawing.source).name, kind.word, rules=("614.1a", "614.11")))
    library = g.players[who].library
    revealed: list[int] = []
    found = 0
    for oid in library:
        revealed.append(oid)
        if matches(g, oid, kind.card, who):
            found = oid
            break
    emit(g, CardsRevealed(who, tuple(g.name_of(c) for c in revealed), rules=("701.20a",)))
    if found:
        new = move_card(g, who, Zone.LIBRARY, found, Zone.HAND)
        emit(g, TakenFromAmong(found, new, g.name_of(new), who, who, Zone.LIBRARY, Zone.HAND, revealed=True, rules=("701.20a", "614.6")))
    others = tuple(c for c in revealed if c != found)
    if len(others) > 1:
        _ask_order(g, replace(drawing, stage=DrawStage.ORDER, kind=kind.word, revealed=others))
        return
    _to_bottom(g, replace(drawing, kind=kind.word, revealed=others), others)


def _ask_order(g: GameState, drawing: Drawing) -> None:
    """CR 401.4: the player orders the revealed cards going to the bottom, one card at a time, the first
    chosen highest (the last one left is the lowest, and is not asked for)."""
    who = drawing.draws[0].player
    g.drawing = drawing
    count = len(drawing.revealed) - 1
    g.selection = Selection(REVEAL_BOTTOM, who, drawing.revealed, count)
    g.pending = decisions.ChooseCard(g.players[who].name, REVEAL_BOTTOM, count)
    g.moved_on()


def answer_order(g: GameState, chosen: tuple[int, ...]) -> None:
    """The order of the revealed cards is chosen: the one not chosen goes lowest."""
    drawing = g.drawing
    assert drawing is not None and drawing.stage is DrawStage.ORDER
    rest = tuple(c for c in drawing.revealed if c not in chosen)
    _to_bottom(g, drawing, chosen + rest)


def _to_bottom(g: GameState, drawing: Drawing, order: tuple[int, ...]) -> None:
    """The other revealed cards go to the bottom (401.4); the replaced draw is done, and the draws after it
    go on (614.11a)."""
    arrange_library(g, drawing.draws[0].player, top=(), bottom=order)
    g.drawing = replace(drawing, draws=drawing.draws[1:], stage=DrawStage.MAY, kind="", revealed=())
    g.moved_on()
    run_draws(g)


def abandon(g: GameState, player: int) -> None:
    """The player deciding left the game (800.4a): their draws are dropped; the others' go on."""
    drawing = g.drawing
    assert drawing is not None
    g.drawing = replace(drawing, draws=tuple(d for d in drawing.draws if d.player != player))
    g.selection = None
    run_draws(g)
