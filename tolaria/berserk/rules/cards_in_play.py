"""Reading cards in play: their abilities now, life, and who may be targeted (Online 204, 407, 415).

Every rule reads a card through these functions, never the printed card
alone: acquired abilities (scenario ``effects``, Online 407.1) join the
printed ones here.
"""

from __future__ import annotations

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    ClassRollBonus,
    EnemyMoveLimit,
    ForcedTarget,
    GrantedAura,
    MustStrike,
    Point,
    UnmarkedAttacksBlocked,
)
from tolaria.berserk.cards import (
    AS_ARTIFACT,
    LOSES_ALL,
    CardDef,
    CardType,
    Keyword,
    as_now,
    blank,
)
from tolaria.berserk.compiler import named_of
from tolaria.berserk.profiles import HiddenOwnTarget
from tolaria.berserk.rules.acquired_playables import acquired
from tolaria.berserk.rules.hidden_permanents import reaching
from tolaria.berserk.state import CardState, GameState, Roster, Zone

CREATURE_TYPES = tuple(t for t in CardType if t.is_creature)
"""Online 208.2: the types that are creatures (``CardType.is_creature`` as a tuple: membership by identity, for the innermost loops)."""


def defn(g: GameState, cid: int) -> CardDef:
    """The card as the rules read it now: printed, or without its printed abilities once it lost them (Online 407.4),
    or an artifact or a creature once it became one (Online 213.1, 208; ``cards.as_now``)."""
    card = g.objects[cid]
    d = g.defs[card.name]
    return as_now(d, card.effects) if card.effects else d


def became_artifact(card: CardState) -> bool:
    """The card has become an artifact (``AS_ARTIFACT``)."""
    return any(e.text == AS_ARTIFACT for e in card.effects)


def lost_all(card: CardState) -> bool:
    """«теряет все особенности» is in force on the card (Online 407.4; rules/ignoring.py for Online 408.3)."""
    return any(e.text == LOSES_ALL for e in card.effects)


def printed_x(d: CardDef, keyword: Keyword) -> int | None:
    """``CardDef.x``: the greatest X of a named ability printed on the card (Online 414.4).

    Written here as well, so that in the compiled build the rules' commonest
    question runs compiled rather than as a method of the pure ``CardDef``.
    """
    best: int | None = None
    for n in d.named:
        if n.keyword is keyword and (best is None or n.x > best):
            best = n.x
    return best


def printed_has(d: CardDef, keyword: Keyword) -> bool:
    """``CardDef.has``, compiled with the rules as ``printed_x`` is."""
    for n in d.named:
        if n.keyword is keyword:
            return True
    return False


def keyword_x(g: GameState, cid: int, keyword: Keyword) -> int | None:
    """The greatest X of a named ability the card has now, printed, acquired, or given by another card's text
    (Online 414.4, 407.1)."""
    best = own_keyword_x(g, cid, keyword)
    if (g.memo if g.memo is not None else roster(g)).granting:
        from tolaria.berserk.rules.auras import granted_x

        given = granted_x(g, cid, keyword)
        if given is not None and (best is None or given > best):
            return given
    return best


def own_keyword_x(g: GameState, cid: int, keyword: Keyword) -> int | None:
    """``keyword_x`` of the card's own text and what it acquired."""
    card = g.objects[cid]
    d = g.defs[card.name]
    if card.effects and lost_all(card):
        d = blank(d)
    best = printed_x(d, keyword) if d.named else None
    if not (d.statics or card.effects) and keyword is not Keyword.DIRECTED_STRIKE:
        return best  # nothing but the printed text: the common case
    if d.statics:
        from tolaria.berserk.rules.modifiers import conditional_x

        more = conditional_x(g, cid, keyword)
        best = more if best is None or (more is not None and more > best) else best
    raised = 0
    for e in card.effects:
        text = e.text
        if text.startswith(LOST_ABILITY):
            if text[len(LOST_ABILITY):] == keyword.value:
                return None  # «потерять телепортацию» (Online 407.3)
            continue
        n = named_of(text)
        if n is not None and n.keyword is keyword and (best is None or n.x > best):
            best = n.x
        elif text.endswith(" +1") and text[:-3] == keyword.value.lower():
            raised += 1  # «получает {ova}1 или +1 к {ova}»: one more than the greatest X it has
    if raised:
        best = (best or 0) + raised
    if keyword is Keyword.DIRECTED_STRIKE and best is None and keyword_x(g, cid, Keyword.UNANSWERED_STRIKE) is not None:
        return 0  # Online «Безответный Удар»: it includes Directed Strike
    return best


def has(g: GameState, cid: int, keyword: Keyword) -> bool:
    return keyword_x(g, cid, keyword) is not None


def current_life(card: CardState, d: CardDef) -> int:
    """Online 204.6: life allowance plus additional life, minus wounds and negative life."""
    return d.life + card.extra_life - card.wounds - card.negative_life


def life(g: GameState, cid: int) -> int:
    return current_life(g.objects[cid], defn(g, cid))


def in_squad(card: CardState) -> bool:
    """Online 206.2: on the Battlefield or in the Additional Zone."""
    return card.zone is Zone.BATTLEFIELD or card.zone is Zone.ADDITIONAL


def is_creature(g: GameState, cid: int) -> bool:
    """Online 208.2: a creature's type, as the card is now (it may have become an artifact or a creature)."""
    card = g.objects[cid]
    return (defn(g, cid) if card.effects else g.defs[card.name]).type in CREATURE_TYPES


CLASS_GAINED = "#класс "
"""The acquired mark ``#класс [name]`` of «получает класс пират»: the card is of that class too (``classes_of``)."""


def classes_of(g: GameState, cid: int) -> tuple[str, ...]:
    """The card's classes: the card data's, and those a text gave it («получает класс пират»)."""
    card = g.objects[cid]
    printed = g.defs[card.name].classes
    if not card.effects:
        return printed
    gained = tuple(e.text[len(CLASS_GAINED):] for e in card.effects if e.text.startswith(CLASS_GAINED))
    return (*printed, *(c for c in gained if c not in printed)) if gained else printed


ACTED_THIS_TURN = "#действовал в этот ход"
"""An acquired mark ending with the turn: the card acted this turn (Online «Действие карты»), kept while a text that
counts such cards is in play (``Roster.acting_counted``)."""


LOST_ABILITY = "#потерял "
"""The acquired mark ``#потерял [ability]`` of «потерять телепортацию»: the card has not that named ability, printed or
acquired, while the mark lasts (Online 407.3)."""
GAINED_FLIGHT = "#получил полет"
"""The acquired mark of a creature that gained flight and is a flyer since (rules/flight.py, glossary «Полёт»)."""


LOST_FLIGHT = "#потерял полет"
"""The acquired mark of a flyer that lost flight (glossary «Полёт»): a creature since, with «Запас Движения 1», until
it leaves play (rules/flight.py)."""


def is_flyer(g: GameState, cid: int) -> bool:
    """A flyer by its type (a flyer become an artifact, or one that lost flight, is none, Online 213.1), or a creature
    that gained flight."""
    card = g.objects[cid]
    if g.defs[card.name].type is CardType.FLYER:
        return not card.effects or (defn(g, cid).type is CardType.FLYER
                                    and not any(e.text == LOST_FLIGHT for e in card.effects))
    return bool(card.effects) and any(e.text == GAINED_FLIGHT for e in card.effects)


def fights(g: GameState, cid: int) -> bool:
    """Whether the card would answer a strike: an open creature (Online 205.5.b, 213.3, «Не сражается»)."""
    card = g.objects[cid]
    if card.closed and is_creature(g, cid):
        return has(g, cid, Keyword.FIGHTS_CLOSED)  # «Пока [карта] закрыта, она отражает {strike} как открытая карта»
    return not card.closed and is_creature(g, cid)


def adjacent(g: GameState, a: int, b: int) -> bool:
    """Online 207.7, 211.4: neighbouring cells; a card in the Additional Zone is adjacent to nothing."""
    ca, cb = g.objects[a], g.objects[b]
    if g.hosts and ca.cell == cb.cell and ca.zone is Zone.BATTLEFIELD and (g.hosts.get(a) == b or g.hosts.get(b) == a):
        return True  # Online 210.9.a: a symbiote and its host (210.9: the rest follows from sharing its cell)
    return ca.zone is Zone.BATTLEFIELD and cb.zone is Zone.BATTLEFIELD and board.adjacent(ca.cell, cb.cell)


def in_play(g: GameState) -> tuple[int, ...]:
    """Every card on the Battlefield or in the Additional Zone, by id.

    Read from the board and the Additional Zone, not from every card of the
    game, and remembered with the roster (``Roster.playing``) until a card
    enters or leaves play: the rules ask this in their innermost loops. A
    tuple, shared: what changes the roster makes a new one, so a loop over
    it is not disturbed by a card leaving play meanwhile.
    """
    return roster(g).playing


def squad(g: GameState, seat: int) -> list[int]:
    """Online «Отряд»: the cards a player controls on the Battlefield and in the Additional Zone."""
    objects = g.objects
    return [c for c in in_play(g) if objects[c].controller == seat]


def creatures(g: GameState, seat: int) -> list[int]:
    return [cid for cid in squad(g, seat) if is_creature(g, cid)]


def roster(g: GameState) -> Roster:
    """What follows from who is in play (``GameState.memo``), computed once per roster."""
    memo = g.memo
    if memo is None:
        objects, cards = g.objects, g.defs
        sudden: tuple[list[int], list[int]] = ([], [])
        forcing: tuple[list[int], list[int]] = ([], [])
        obliged: tuple[list[int], list[int]] = ([], [])
        limiting: tuple[list[int], list[int]] = ([], [])
        triggered: list[int] = []
        owed: list[int] = []
        class_rollers: list[int] = []
        granting: list[int] = []
        hiding: list[int] = []
        guarding: list[int] = []
        lacking: list[int] = []
        alive, ground, flying = [False, False], [False, False], [False, False]
        playing = [*g.board.values(), *g.shared.values(), *g.additional]
        playing.sort()
        for cid in playing:
            card = objects[cid]
            d = cards[card.name]
            if (d if not card.effects else defn(g, cid)).type.is_creature:  # (as it is now: rules/artifact_forms.py)
                alive[card.controller] = True
                if card.zone is Zone.ADDITIONAL or (d.type is CardType.FLYER and not (
                        card.effects and any(e.text == LOST_FLIGHT for e in card.effects))):
                    # (a creature that gained flight; not a flyer that lost it, rules/flight.py)
                    flying[card.controller] = True
                else:
                    ground[card.controller] = True
            if not card.hidden and (any(a.cost.instant and not a.graveyard for a in d.playable) or (
                    card.effects and any(a.cost.instant for a in acquired(card)))):
                sudden[card.controller].append(cid)
            if not card.hidden and d.statics and any(isinstance(s, ForcedTarget) for s in d.statics):
                forcing[card.controller].append(cid)
            if not card.hidden and d.triggers:
                triggered.append(cid)
                if any(isinstance(e, MustStrike) for t in d.triggers for e in t.effects):
                    owed.append(cid)
                if any(t.point is Point.SQUAD_LACKS for t in d.triggers):
                    lacking.append(cid)
            if not card.hidden and d.named and d.has(Keyword.MUST_STRIKE_CLOSED):
                obliged[card.controller].append(cid)
            if not card.hidden and d.statics and any(isinstance(s, EnemyMoveLimit) for s in d.statics):
                limiting[card.controller].append(cid)
            if not card.hidden and d.statics and any(isinstance(s, ClassRollBonus) for s in d.statics):
                class_rollers.append(cid)
            if not card.hidden and d.statics and any(isinstance(s, GrantedAura) for s in d.statics):
                granting.append(cid)
            if card.hidden and d.statics and card.zone is Zone.BATTLEFIELD and reaching(d):
                hiding.append(cid)
            if not card.hidden and d.statics and any(isinstance(s, UnmarkedAttacksBlocked) for s in d.statics):
                guarding.append(cid)
        # attackable() reads only zones, hidden faces, controllers and types, all of which change the roster (a card
        # becoming an artifact too: rules/artifact_forms.py)
        open_to = (frozenset(c for c in playing if attackable(g, c, 0)), frozenset(c for c in playing if attackable(g, c, 1)))
        memo = g.memo = Roster((tuple(sudden[0]), tuple(sudden[1])), (alive[0], alive[1]),
                               (ground[0], ground[1]), (flying[0], flying[1]), tuple(playing),
                               forcing=(tuple(forcing[0]), tuple(forcing[1])), open_to=open_to,
                               triggered=tuple(triggered), obliged=(tuple(obliged[0]), tuple(obliged[1])),
                               limiting=(tuple(limiting[0]), tuple(limiting[1])), owed=tuple(owed),
                               class_rollers=tuple(class_rollers), granting=tuple(granting),
                               hiding=tuple(hiding), buried=(_buried(g, 0), _buried(g, 1)), guarding=tuple(guarding), lacking=tuple(lacking))
    return memo


def _buried(g: GameState, seat: int) -> tuple[int, ...]:
    """The cards of ``seat``'s graveyard with an ability they have there (rules/graveyard_abilities.py)."""
    objects, defs = g.objects, g.defs
    return tuple(cid for cid in g.players[seat].graveyard if any(p.graveyard for p in defs[objects[cid].name].playable))


def has_creature(g: GameState, seat: int) -> bool:
    """Online 102.3.a: whether the player controls a creature in play."""
    return roster(g).alive[seat]


def seen_as_any(g: GameState, cid: int, by: int | None) -> bool:
    """Whether a declaration by player ``by`` treats the card as meeting any target condition.

    Online 415.3: a hidden card meets every condition. RP 529.5: only the
    opponent's; a player's own hidden card is what it really is
    (``hidden_own_target``).
    """
    card = g.objects[cid]
    if not card.hidden:
        return False
    return by is None or card.controller != by or g.profile.hidden_own_target is HiddenOwnTarget.AS_ANY


def attackable(g: GameState, cid: int, by: int | None = None) -> bool:
    """Online 212.2, 214.3: terrain and equipment can't be attacked (a hidden card may be, Online 415.3)."""
    card = g.objects[cid]
    if not in_squad(card):
        return False
    if seen_as_any(g, cid, by):
        return True
    d = defn(g, cid)
    if by == card.controller and d.named and d.has(Keyword.NOT_ATTACKED_BY_OWN):
        return False  # «[карту] нельзя атаковать своими картами» (printed only: the roster asks this)
    return d.type not in (CardType.TERRAIN, CardType.EQUIPMENT)


def where(g: GameState, cid: int) -> str:
    card = g.objects[cid]
    if card.zone is Zone.BATTLEFIELD:
        return board.cell_name(card.cell)
    return card.zone.value
