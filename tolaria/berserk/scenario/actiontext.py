"""The action language of Berserk scenario files (berserk-scenarios.md, "Actions in do").

An entry becomes one or more atomic actions, applied together or not at
all. Objects are named by scenario id, by card name (when exactly one is in
play), by cell, or as ``PLAYER's NAME``.
"""

from __future__ import annotations

import re

from tolaria.berserk import board, engine
from tolaria.berserk.actions import (
    Accumulate,
    ArrangeDeck,
    AssignWounds,
    ChooseOption,
    ChooseRoll,
    CloseForFlyers,
    CloseOrWound,
    Concede,
    Defend,
    Deploy,
    EnterFirst,
    GainOrWound,
    KeepHidden,
    Move,
    Pass,
    Place,
    Prepare,
    Recruit,
    RecruitByText,
    Redeal,
    Reveal,
    Strike,
    Summoned,
    TriggerAnswer,
    Use,
    Weaken,
)
from tolaria.berserk.cards import Attack, AttackKind, fold
from tolaria.berserk.decisions import (
    CellMarkerChoice,
    CloseOrWoundsChoice,
    DeckOrder,
    FollowMoveChoice,
    GainOrWoundsChoice,
    HostChoice,
    IncarnationCell,
    IncarnationInsteadChoice,
    MoveCellChoice,
    OptionChoice,
    RollChoice,
    SummonChoice,
    TriggerChoice,
    WoundDivision,
)
from tolaria.berserk.rules.cards_in_play import in_squad
from tolaria.berserk.rules.dice import ROLL_OPTION_WORDS
from tolaria.berserk.rules.summoning import CELLLESS
from tolaria.berserk.state import GameState
from tolaria.core.protocol import Action
from tolaria.errors import IllegalAction, UnreadableAction


def _targets(g: GameState, text: str, labels: dict[str, int]) -> list[int]:
    """«use Фея леса on a, b, c»: the targets of an ability naming several, in order (one name if it has no comma)."""
    if "," not in text:
        return [find(g, text, labels)]
    return [find(g, part, labels) for part in text.split(",")]


def find(g: GameState, text: str, labels: dict[str, int] | None = None) -> int:
    """The card an object name means; UnreadableAction when it names none or several."""
    text = text.strip()
    labels = labels if labels is not None else {}
    if text in labels:
        return labels[text]
    cell = board.parse_cell(text)
    if cell is not None:
        if cell in g.board:
            return g.board[cell]
        raise UnreadableAction(f"no card at {text}")
    owner = None
    m = re.match(r"^(\S+)'s (.+)$", text)
    if m and m.group(1) in [p.name for p in g.players]:
        owner = [p.name for p in g.players].index(m.group(1))
        text = m.group(2)
    key = fold(text)
    found = [c.id for c in g.objects.values() if fold(c.name) == key and in_squad(c) and (owner is None or c.owner == owner)]
    if len(found) == 1:
        return found[0]
    if not found and owner is not None:
        found = [c.id for c in g.objects.values() if fold(c.name) == key and c.owner == owner]
        if found:
            return found[0]
    raise UnreadableAction(f"{text!r} names {'no card' if not found else 'more than one card'} in play")


def _trigger_answer(g: GameState, low: str, text: str, labels: dict[str, int]) -> TriggerAnswer:
    """«choose yes» / «choose no» (Online 405.3), or «choose T» for a triggered ability's target."""
    if low == "choose yes":
        return TriggerAnswer(-1)
    if low == "choose no":
        return TriggerAnswer(-1, declined=True)
    if not low.startswith("choose "):
        raise UnreadableAction(f"{text!r}: a triggered ability waits for «choose ...»")
    return TriggerAnswer(find(g, text[len("choose "):].strip(), labels))


def _close_or_wounds_answer(low: str, text: str) -> CloseOrWound:
    """«choose close» / «choose wounds»: the attacked card's player closes it (Online 219.1) or takes the wounds."""
    if low == "choose close":
        return CloseOrWound(True)
    if low == "choose wounds":
        return CloseOrWound(False)
    raise UnreadableAction(f"{text!r}: the card must close or take wounds: «choose close» or «choose wounds»")


def _named_cell(g: GameState, src: int, index: int, text: str | None) -> int | None:
    """«use Крондак on C2»: the cell, when the ability names a cell rather than a card; None otherwise. A summon
    «на клетку, где он находился» names the source's own cell without being told (glossary «Вызов»)."""
    from tolaria.berserk.abilities import SummonCell, TextAbility
    from tolaria.berserk.rules.acquired_playables import playables
    from tolaria.berserk.rules.cell_markers import placing
    from tolaria.berserk.rules.chosen_rows import choosing
    from tolaria.berserk.rules.summoning import needs_cell, summon_cells, summoning

    if index < 1 or index > len(playables(g, src)):
        return None
    effect = g.ability(src, index).effect
    if not isinstance(effect, TextAbility):
        return None
    summoned = summoning(effect)
    if summoned is not None and needs_cell(summoned) and summoned.cell is SummonCell.SOURCE_CELL and text is None:
        return next(iter(summon_cells(g, src, summoned)), None)
    if text is None or (placing(effect) is None and summoned is None and choosing(effect) is None):
        return None
    return _cell(text.strip())


SHARE = re.compile(r"(\d+) to (.+)")


def _division(g: GameState, text: str, labels: dict[str, int]) -> AssignWounds:
    """«assign 2 to y, 1 to Обелиск топей»: each card's share of the wounds being divided (berserk-scenarios.md,
    "how an effect divides wounds")."""
    shares = [SHARE.fullmatch(part.strip()) for part in re.split(r",\s*(?=\d+ to )", text[len("assign "):])]
    if not text.startswith("assign ") or any(m is None for m in shares):
        raise UnreadableAction(f"{text!r}: the wounds are divided among cards: «assign N to T[, N to T...]»")
    named = [(find(g, m.group(2), labels), int(m.group(1))) for m in shares if m is not None]
    return AssignWounds(tuple(c for c, _ in named), tuple(n for _, n in named))


ARRANGE = re.compile(r"arrange(?: top (.+?))?(?: bottom (.+))?")


def _arrangement(g: GameState, d: DeckOrder, text: str, labels: dict[str, int]) -> ArrangeDeck:
    """«arrange top A, B bottom C»: the cards looked at, the first named topmost and the last bottommost; each a label
    or a card name (copies of one name are interchangeable: the next one not yet named; a name of no card left to
    place means the first such card of the deck, which the engine refuses)."""
    m = ARRANGE.fullmatch(text)
    if m is None or not (m.group(1) or m.group(2)):
        raise UnreadableAction(f"{text!r}: the cards looked at go back in an order you choose: «arrange top A, B bottom C»")
    left = list(d.cards)

    def pick(word: str) -> int:
        word = word.strip()
        wanted = [labels[word]] if word in labels else [c for c in left if fold(g.objects[c].name) == fold(word)]
        found = next((c for c in wanted if c in left), None)
        if found is not None:
            left.remove(found)
            return found
        deck = g.players[engine.seat_of(g, d.player)].deck
        other = next((c for c in deck if fold(g.objects[c].name) == fold(word)), None)
        if other is None:
            raise UnreadableAction(f"{word!r} names no card of the deck")
        return other

    top = tuple(pick(w) for w in m.group(1).split(",")) if m.group(1) else ()
    bottom = tuple(pick(w) for w in m.group(2).split(",")) if m.group(2) else ()
    return ArrangeDeck(top, bottom)


def _instead_answer(g: GameState, offer: IncarnationInsteadChoice, low: str, text: str) -> Summoned:
    """«choose Кочевник at B3» (the graveyard creature and its third-row cell), «choose none» (the Incarnation)."""
    if low == "choose none":
        return Summoned()
    m = re.fullmatch(r"choose (.+?) at (\S+)", text)
    if m is None:
        raise UnreadableAction(f"{text!r}: the incarnating card waits for «choose CARD at CELL» or «choose none»")
    owner = g.objects[offer.card].owner
    named = [c for c in g.players[owner].graveyard if fold(g.objects[c].name) == fold(m.group(1))]
    card = next((c for c in named if c in offer.cards), named[0] if named else None)
    if card is None:
        raise UnreadableAction(f"{text!r}: no card of that name in the graveyard")
    return Summoned(card, _cell(m.group(2)))


def _summon_answer(g: GameState, offer: SummonChoice, low: str, text: str, labels: dict[str, int]) -> Summoned:
    """«choose Эльм», «choose Кочевник at B2», «choose Отряд карателей at B2 poisoning x», «choose none» (glossary
    «Вызов»: the player may summon none)."""
    if low == "choose none":
        return Summoned()
    m = re.fullmatch(r"choose (.+?)(?: at (\S+))?(?: poisoning (.+))?", text)
    if m is None:
        raise UnreadableAction(f"{text!r}: the summon waits for «choose CARD», «choose CARD at CELL» or «choose none»")
    poisoned = find(g, m.group(3), labels) if m.group(3) else -1
    key = fold(m.group(1))
    seat = engine.seat_of(g, offer.player)
    card = next((c for c in g.players[seat].deck if fold(g.objects[c].name) == key), None)
    if card is None:  # «вызвать или возродить»: a graveyard card, by its label or its name
        grave = g.players[seat].graveyard
        card = labels.get(m.group(1)) if labels.get(m.group(1)) in grave else next(
            (c for c in grave if fold(g.objects[c].name) == key), None)
    if card is None:
        raise UnreadableAction(f"{text!r}: no card of that name in the summoning player's deck or graveyard")
    if m.group(2):
        return Summoned(card, _cell(m.group(2)), poisoned)
    stands = g.defs[g.objects[card].name].type not in CELLLESS
    return Summoned(card, offer.cells[0] if stands and len(offer.cells) == 1 else -1, poisoned)  # its one cell


def _cell(text: str) -> int:
    cell = board.parse_cell(text)
    if cell is None:
        raise UnreadableAction(f"{text!r} is not a cell")
    return cell


def parse(g: GameState, player: str, text: str, labels: dict[str, int]) -> list[Action]:
    t = " ".join(text.split())
    low = t.lower()
    seat = engine.seat_of(g, player)
    if low == "pass":
        return [Pass()]
    if low == "concede":
        return [Concede()]
    if low == "redeal":
        return [Redeal()]
    if low == "weaken":
        return [Weaken(True)]
    if low == "no weaken":
        return [Weaken(False)]
    if isinstance(g.pending, TriggerChoice):
        return [_trigger_answer(g, low, t, labels)]
    if isinstance(g.pending, CloseOrWoundsChoice):
        return [_close_or_wounds_answer(low, t)]
    if isinstance(g.pending, SummonChoice):
        return [_summon_answer(g, g.pending, low, t, labels)]
    if isinstance(g.pending, IncarnationInsteadChoice):
        return [_instead_answer(g, g.pending, low, t)]
    if isinstance(g.pending, RollChoice):
        m = re.fullmatch(r"keep ([1-6])", low)
        if m is None:
            raise UnreadableAction(f"{t!r}: {g.objects[g.pending.card].name} keeps one of its dice "
                                   f"{list(g.pending.values)}: «keep N»")
        return [ChooseRoll(int(m.group(1)))]
    if isinstance(g.pending, OptionChoice) and g.pending.numbers:
        m = re.fullmatch(r"choose (\d+)", low)
        if m is None:
            raise UnreadableAction(f"{t!r}: {g.objects[g.pending.card].name}'s text asks for a number from 1 to "
                                   f"{len(g.pending.offered)}: «choose N»")
        return [ChooseOption(int(m.group(1)))]  # the options are the numbers 1 … X, in order
    if isinstance(g.pending, OptionChoice):
        m = re.fullmatch(r"choose option (\d+)", low)
        if m is None:
            raise UnreadableAction(f"{t!r}: {g.objects[g.pending.card].name}'s text offers "
                                   + "; ".join(f"{n}: «{o}»" for n, o in enumerate(g.pending.offered, 1))
                                   + ": «choose option N»")
        return [ChooseOption(int(m.group(1)))]
    if isinstance(g.pending, DeckOrder):
        return [_arrangement(g, g.pending, t, labels)]
    if isinstance(g.pending, WoundDivision):
        return [_division(g, t, labels)]
    if isinstance(g.pending, GainOrWoundsChoice):
        if low in ("choose gain", "choose wounds"):  # the restriction the text names, or the wounds
            return [GainOrWound(low == "choose gain")]
        raise UnreadableAction(f"{t!r}: the card takes the restriction or the wounds: «choose gain» or «choose wounds»")
    if isinstance(g.pending, MoveCellChoice):
        if low == "choose wounds" and g.pending.wounds:
            return [Pass()]  # the moved card's player refuses the move and takes the wounds
        if not low.startswith("choose "):
            raise UnreadableAction(f"{t!r}: the card being moved waits for «choose CELL»"
                                   + (" or «choose wounds»" if g.pending.wounds else ""))
        return [Place(_cell(t[len("choose "):].strip()))]
    if isinstance(g.pending, HostChoice):  # Online 306.5-306.7: «choose CELL», the host's cell; no «none»
        if not low.startswith("choose ") or low == "choose none":
            raise UnreadableAction(f"{t!r}: {g.objects[g.pending.card].name} waits for its host: «choose CELL»")
        return [Place(_cell(t[len("choose "):].strip()))]
    if isinstance(g.pending, FollowMoveChoice) and not (low.startswith("move ") or low == "choose none"):
        raise UnreadableAction(f"{t!r}: {g.objects[g.pending.source].name}'s opponent moves a creature of his the same "
                               "way, «move CARD to CELL», or refuses, «choose none»")
    if isinstance(g.pending, CellMarkerChoice):  # «положите маркеры «врата» на три свободные клетки»: one at a time
        if not low.startswith("choose "):
            raise UnreadableAction(f"{t!r}: the marker «{g.pending.marker}» waits for its cell: «choose CELL»")
        return [Place(_cell(t[len("choose "):].strip()))]
    if isinstance(g.pending, IncarnationCell):
        if not low.startswith("choose "):
            raise UnreadableAction(f"{t!r}: the incarnating card waits for «choose CELL»")
        return [Place(_cell(t[len("choose "):].strip()))]
    if low == "choose none":
        return [Pass()]
    if low.startswith("choose "):
        cells = [_cell(x) for x in t[7:].split(",")]
        return [*(KeepHidden(c) for c in cells), Pass()]
    m = re.fullmatch(r"order (.+)", t)
    if m:
        return _order(g, seat, m.group(1), labels)
    m = re.fullmatch(r"move (.+) to (\S+)", t)
    if m:
        return [Move(find(g, m.group(1), labels), _cell(m.group(2)))]
    m = re.fullmatch(r"strike (.+) with (.+)", t)
    if m:
        return [Strike(find(g, m.group(2), labels), find(g, m.group(1), labels))]
    m = re.fullmatch(r"shoot (.+) with (.+?)(?::(\d+))?", t)
    if m:
        src = find(g, m.group(2), labels)
        return [Use(src, _index(g, src, m.group(3), shot=True), find(g, m.group(1), labels))]
    m = re.fullmatch(r"use (.+?)(?::(\d+))? on (.+?) at (\S+) with X=(\d+)", t)
    if m:  # «X{counter}: уничтожить ..., при этом возродить его ...»: the X, and the cell (Use.cell)
        src = find(g, m.group(1), labels)
        return [Use(src, _index(g, src, m.group(2)), find(g, m.group(3), labels), int(m.group(5)), (),
                    _cell(m.group(4)))]
    m = re.fullmatch(r"use (.+?)(?::(\d+))? on (.+?) at (\S+)", t)
    if m:  # «возродить»: the graveyard card(s) and the cell it is resurrected onto (Use.x: the cell plus one)
        src = find(g, m.group(1), labels)
        named = _targets(g, m.group(3), labels)
        return [Use(src, _index(g, src, m.group(2)), named[0], _cell(m.group(4)) + 1, tuple(named[1:]))]
    m = re.fullmatch(r"use (.+?)(?::(\d+))?(?: on (.+?))?(?: with (?:X=(\d+)|(\+1|-1|reroll)))?", t)
    if m:
        src = find(g, m.group(1), labels)
        index = _index(g, src, m.group(2))
        cell = _named_cell(g, src, index, m.group(3))
        if cell is not None:  # «на свободную клетку»: the ability names a cell (rules/cell_markers.py)
            return [Use(src, index, -1, 0, (), cell)]
        named = _targets(g, m.group(3), labels) if m.group(3) else [-1]
        x = int(m.group(4)) if m.group(4) else int(ROLL_OPTION_WORDS[m.group(5)]) if m.group(5) else 0
        return [Use(src, _index(g, src, m.group(2)), named[0], x, tuple(named[1:]))]
    m = re.fullmatch(r"block (.+) with (.+?)(?::(\d+))?", t)
    if m:
        src = find(g, m.group(2), labels)
        return [Use(src, _block_index(g, src, m.group(3)), find(g, m.group(1), labels))]
    m = re.fullmatch(r"defend (.+) with (.+)", t)
    if m:
        find(g, m.group(1), labels)
        return [Defend(find(g, m.group(2), labels))]
    m = re.fullmatch(r"accumulate (.+)", t)
    if m:
        return [Accumulate(find(g, m.group(1), labels))]
    m = re.fullmatch(r"close (.+) for flyers", t)
    if m:
        return [CloseForFlyers(find(g, m.group(1), labels))]
    m = re.fullmatch(r"reveal (.+)", t)
    if m:
        return [Reveal(find(g, m.group(1), labels))]
    m = re.fullmatch(r"place (.+) at (\S+)", t)
    if m:
        return [Deploy(_personal(g, seat, m.group(1), "recruitment")), Place(_cell(m.group(2)))]
    m = re.fullmatch(r"recruit (.+?) by its text(?: with X=(\d+))?", t)
    if m:  # «бесплатно», «заплатить за него на X больше», «вы можете получить 2{elite}» (Online 202.6, 304.1)
        return [RecruitByText(_personal(g, seat, m.group(1), "deal"), int(m.group(2) or 0))]
    m = re.fullmatch(r"recruit (.+)", t)
    if m:
        return [Recruit(_personal(g, seat, m.group(1), "deal"))]
    m = re.fullmatch(r"show (.+?)(?: with (.+?))?(?: taking (\d+))?", t)
    if m:  # an ability «до набора отряда» (Online 303.1): the card, the card of the Deal it names, how many it finds
        other = _personal(g, seat, m.group(2), "deal") if m.group(2) else ""
        return [Prepare(_personal(g, seat, m.group(1), "deal"), other, int(m.group(3) or 0))]
    raise UnreadableAction(f"can't read {text!r}")


CHAIN_NAME = re.compile(r"^(.+?) (destruction|ability(?: (\d+))?|move|strike|defend|accumulate|close)(?: -> .+)?$")


def _order(g: GameState, seat: int, text: str, labels: dict[str, int]) -> list[Action]:
    """``order CHAIN, CHAIN[, ...]``: the first named enters the stack first (Online 215.4).

    The last of a player's chains enters by itself, so it needs no answer.
    """
    mine = [e.chain for e in g.entering if e.chain.controller == seat]
    picked: list[int] = []
    for name in (n.strip() for n in text.split(",")):
        m = CHAIN_NAME.match(name)
        if m is None:
            raise UnreadableAction(f"{name!r} is not a chain name")
        source, kind, index = find(g, m.group(1), labels), m.group(2).split()[0], m.group(3)
        found = [c.id for c in mine if c.source == source and c.kind.value == kind
                 and (index is None or c.index == int(index)) and c.id not in picked]
        if not found:
            raise IllegalAction(f"{name!r} is not one of your chains entering the stack together", "Online 215.4")
        picked.append(found[0])
    if len(picked) == len(mine):
        picked = picked[:-1]
    return [EnterFirst(c) for c in picked]


def _personal(g: GameState, seat: int, text: str, zone: str) -> str:
    ids = g.players[seat].recruitment if zone == "recruitment" else g.players[seat].deal
    key = fold(text)
    for cid in ids:
        if fold(g.objects[cid].name) == key:
            return g.objects[cid].name
    card = g.cards.find(text)
    if card is None:
        raise UnreadableAction(f"unknown card {text!r}")
    return card.name


def _block_index(g: GameState, cid: int, written: str | None) -> int:
    """``block S with C[:K]``: K is needed only when C has two blocking abilities (RP 527.2)."""
    from tolaria.berserk.rules.blocking import Block

    if written is not None:
        return int(written)
    blocks = [i for i, a in enumerate(g.defn(cid).playable, 1) if isinstance(a.effect, Block)]
    if len(blocks) == 1:
        return blocks[0]
    if not blocks:
        raise IllegalAction(f"{g.objects[cid].name} has no blocking ability", "Online 410.2")
    raise UnreadableAction(f"{g.objects[cid].name} has several blocking abilities: say which (:K)")


def _index(g: GameState, cid: int, written: str | None, shot: bool = False) -> int:
    from tolaria.berserk.rules.acquired_playables import playables

    playable = playables(g, cid)
    if written is not None:
        return int(written)
    if shot:
        shots = [i for i, a in enumerate(playable, 1) if isinstance(a.effect, Attack) and a.effect.kind is AttackKind.SHOT]
        if len(shots) == 1:
            return shots[0]
    if len(playable) == 1:
        return 1
    if not playable:
        raise IllegalAction(f"{g.objects[cid].name} has no such ability", "Online 404.2")
    raise UnreadableAction(f"{g.objects[cid].name} has several abilities: say which (:K)")


def apply_entry(g: GameState, player: str, text: str, labels: dict[str, int] | None = None) -> None:
    """Apply an entry's atomic actions in order; the caller restores the state if one is refused."""
    actions = parse(g, player, text, labels if labels is not None else {})
    for action in actions:
        engine.apply(g, action, player)
