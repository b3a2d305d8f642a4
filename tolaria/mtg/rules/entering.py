"""What happens as a permanent enters the battlefield (CR 614.1c, 614.12): choices made as it enters,
and entering as a copy.

"As ~ enters the battlefield, choose a color" (614.12) is a choice its
controller makes as the permanent spell resolves, before it enters: a
``choose_word`` decision. The word is recorded on the permanent
(``Permanent.chosen``), where "the chosen color" reads it.

CR 614.12: replacement effects that modify how a permanent enters apply
before it enters. "You may have ~ enter the battlefield as a copy of any
creature on the battlefield" is one (614.1c): as the permanent spell
resolves, its controller chooses a permanent of that kind, or none; the
permanent then enters with a copy effect of the chosen permanent's
copiable values (707.2, 613.2a), in force from the moment it enters, so
its enters-the-battlefield abilities are the copied ones (603.6a). The
copy effect lasts while the permanent stays (400.7: leaving makes a new
object).

Here only a permanent spell resolving (608.3) asks; a permanent card put
onto the battlefield by another effect enters as itself.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.errors import IllegalAction
from tolaria.mtg.cards.keywords import BASIC_LAND_TYPES
from tolaria.mtg.decisions import ChooseCard, ChooseWord
from tolaria.mtg.kinds import COLOR_WORDS
from tolaria.mtg.oracle.abilities import ChoiceKind, ChooseAsEnters, Duration, EntersAsCopy
from tolaria.mtg.rules.changes import add_effect
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.layers import copy_of
from tolaria.mtg.state import ContinuousEffect, GameState, Permanent, Selection, StackObject

ENTER_AS_COPY = "enter_as_copy"

# CR 105.1, 205.3i: the words each kind of choice chooses from, in a fixed order.
WORDS: dict[ChoiceKind, tuple[str, ...]] = {
    ChoiceKind.COLOR: tuple(COLOR_WORDS),
    ChoiceKind.BASIC_LAND_TYPE: tuple(BASIC_LAND_TYPES),
    ChoiceKind.TEXT_WORD: tuple(COLOR_WORDS) + tuple(BASIC_LAND_TYPES),
}


def word_choice(g: GameState, item: StackObject) -> ChooseAsEnters | None:
    """The "As ~ enters, choose ..." ability of a resolving permanent spell (printed: not on the battlefield yet)."""
    for s in g.db.card(item.card).base.statics:
        if isinstance(s, ChooseAsEnters):
            return s
    return None


def ask_word(g: GameState, item: StackObject) -> bool:
    """CR 614.12: ask the spell's controller the choice it makes as it enters; False if it makes none."""
    ability = word_choice(g, item)
    if ability is None:
        return False
    g.pending = ChooseWord(g.players[item.controller].name, g.db.card(item.card).name, ability.choice.value)
    g.moved_on()
    return True


MOST_LISTED = 40  # more words than this are narrowed by their beginnings (architecture: short decisions)


def word_options(g: GameState) -> tuple[str, ...]:
    """The words the pending ``choose_word`` decision may still end in (those with its prefix)."""
    d = g.pending
    assert isinstance(d, ChooseWord)
    words = d.words if d.words else words_of(g, ChoiceKind(d.choosing))
    return tuple(w for w in words if w.startswith(d.prefix) and w != d.excluded)


def word_answers(g: GameState) -> tuple[str, ...]:
    """The answers to the pending ``choose_word`` decision: its words, or, when there are more than
    :data:`MOST_LISTED`, each next beginning (one character longer) that some word has, a beginning
    that only one word has being that word itself."""
    d = g.pending
    assert isinstance(d, ChooseWord)
    words = word_options(g)
    if len(words) <= MOST_LISTED:
        return words
    cut = len(d.prefix) + 1
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(w[:cut], []).append(w)
    return tuple(ws[0] if len(ws) == 1 else head for head, ws in groups.items())


def answer_word(g: GameState, word: str) -> bool:
    """A word or a beginning was chosen: narrow the decision (False) or, for a whole word, it is made (True)."""
    d = g.pending
    assert isinstance(d, ChooseWord)
    if word in word_options(g):
        return True
    g.pending = replace(d, prefix=word)
    g.moved_on()
    return False


def words_of(g: GameState, kind: ChoiceKind) -> tuple[str, ...]:
    """CR 105.1, 205.3i, 201.3: the colors, the basic land types, or the names of the cards of the game's
    database (every card a game can hold is one of them), sorted."""
    if kind is ChoiceKind.CARD_NAME:
        return g.db.playable_names()
    return WORDS[kind]


def check_word(g: GameState, word: str, rule: str = "614.12") -> None:
    """Refuse a word that isn't one of the answers now (614.12, or ``rule``), naming the kind."""
    if word not in word_answers(g):
        d = g.pending
        assert isinstance(d, ChooseWord)
        shown = word_answers(g)
        listed = ", ".join(shown) if len(shown) <= 10 else "a name of a card of this game's database (or its beginning)"
        raise IllegalAction(f"{word!r} is not a {d.choosing}: choose {listed}", rule)


def copy_choice(g: GameState, item: StackObject) -> EntersAsCopy | None:
    """The "enter as a copy of" ability of a resolving permanent spell (printed: it isn't on the battlefield yet)."""
    for s in g.db.card(item.card).base.statics:
        if isinstance(s, EntersAsCopy):
            return s
    return None


def copy_candidates(g: GameState, item: StackObject, ability: EntersAsCopy) -> tuple[int, ...]:
    """The face-up permanents fitting the ability's description, read for the spell's controller (707.2)."""
    return tuple(
        oid
        for oid, perm in g.battlefield.items()
        if not perm.face_down and matches(g, oid, ability.group, item.controller)
    )


def ask_copy(g: GameState, item: StackObject) -> bool:
    """CR 614.12, 614.1c: ask the spell's controller what the permanent enters as a copy of (it may choose
    none); False when the spell has no such ability or there is nothing to copy."""
    ability = copy_choice(g, item)
    if ability is None:
        return False
    candidates = copy_candidates(g, item, ability)
    if not candidates:
        return False
    g.selection = Selection(ENTER_AS_COPY, item.controller, candidates, 1, optional=True)
    g.pending = ChooseCard(g.players[item.controller].name, ENTER_AS_COPY, 1, optional=True)
    g.moved_on()
    return True


def become_copy(g: GameState, perm: Permanent, original: int, source_name: str) -> None:
    """CR 707.2: the permanent enters with a copy effect of ``original``'s copiable values, fixed now (707.2b)."""
    effect = ContinuousEffect(
        g.new_timestamp(), source_name, perm.controller, (perm.id,), (copy_of(g, original),), Duration.WHILE_ON_BATTLEFIELD
    )
    add_effect(g, effect)
