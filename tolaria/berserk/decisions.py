"""Berserk decisions: one tagged record per kind (architecture 2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tolaria.core.protocol import Decision
from tolaria.core.records import tagged


@tagged("berserk_priority")
@dataclass(frozen=True, slots=True)
class Priority(Decision):
    """Online 215.6: declare something or pass."""

    kind: ClassVar[str] = "priority"


@tagged("berserk_keep_deal")
@dataclass(frozen=True, slots=True)
class KeepDeal(Decision):
    """Online 302.3: redeal or keep the Deal."""

    kind: ClassVar[str] = "keep_deal"


@tagged("berserk_recruitment_preparation")
@dataclass(frozen=True, slots=True)
class RecruitmentPreparation(Decision):
    """Online 303.1: use an ability «до набора отряда» of a card of the Deal, or pass (303.2: for good)."""

    kind: ClassVar[str] = "recruitment_preparation"


@tagged("berserk_recruitment")
@dataclass(frozen=True, slots=True)
class Recruitment(Decision):
    """Online 304: recruit a card or finish."""

    kind: ClassVar[str] = "recruitment"


@tagged("berserk_deployment")
@dataclass(frozen=True, slots=True)
class Deployment(Decision):
    """Online 305: the next card to place (or finish when none is left)."""

    kind: ClassVar[str] = "deployment"


@tagged("berserk_deploy_cell")
@dataclass(frozen=True, slots=True)
class DeployCell(Decision):
    """Online 305.2: where the chosen card goes."""

    kind: ClassVar[str] = "deploy_cell"

    card: str


@tagged("berserk_hidden_row")
@dataclass(frozen=True, slots=True)
class HiddenRow(Decision):
    """Online 306.2.a: which third-row cards the second player keeps hidden (pass: no more)."""

    kind: ClassVar[str] = "hidden_row"


@tagged("berserk_weakening")
@dataclass(frozen=True, slots=True)
class Weakening(Decision):
    """Online 216.7: weaken one row up the strike table, or not."""

    kind: ClassVar[str] = "weakening"

    chain: int


@tagged("berserk_trigger_choice")
@dataclass(frozen=True, slots=True)
class TriggerChoice(Decision):
    """Online 405.2-405.3: the target of one's triggered ability as it is declared, or whether to declare a «может» one."""

    kind: ClassVar[str] = "trigger_choice"

    chain: int
    optional: bool = False


@tagged("berserk_chain_order")
@dataclass(frozen=True, slots=True)
class ChainOrder(Decision):
    """Online 215.4: which of one's chains entering the stack together enters next (so resolves later)."""

    kind: ClassVar[str] = "chain_order"

    chains: tuple[int, ...]


@tagged("berserk_incarnation_cell")
@dataclass(frozen=True, slots=True)
class IncarnationCell(Decision):
    """Glossary «Инкарнация Х»: the free cell of his third row a player takes his incarnating card into
    (answered by ``Place``)."""

    kind: ClassVar[str] = "incarnation_cell"

    card: int
    cells: tuple[int, ...]


@tagged("berserk_close_or_wounds")
@dataclass(frozen=True, slots=True)
class CloseOrWoundsChoice(Decision):
    """«должно закрыться либо получить N ран (по выбору атакованного)»: the card's player closes it (Online 219.1)
    or lets it take ``wounds`` wounds (Online 204.4), while the effect that asks it is being performed."""

    kind: ClassVar[str] = "close_or_wounds"

    card: int
    source: int
    wounds: int


@tagged("berserk_move_cell")
@dataclass(frozen=True, slots=True)
class MoveCellChoice(Decision):
    """A text moving a card (Online 417.1): the cell it goes to, among ``cells`` (answered by ``Place``); with
    ``wounds`` above zero the moved card's player may refuse the move («если атакованный не хочет быть перемещен»,
    answered by ``Pass``), and the card takes the wounds (Online 204.4)."""

    kind: ClassVar[str] = "move_cell"

    card: int
    source: int
    cells: tuple[int, ...]
    wounds: int = 0
    jump: bool = False
    """The card's own jump, its text's (glossary «Прыжок»): its «После прыжка» abilities follow the move."""
    near_wounds: int = 0
    """«при этом ранить всех стоящих рядом существ противника на 2»: the wounds each creature of the source's opponent
    next to the card's new cell takes once it has moved (rules/marked_cell_moves.py)."""
    dive: int | None = None
    """«..., потерять полет, ... и переместиться на клетку, которую занимало это существо, при этом ранить его на
    3-4-4»: once the card is moved, the source takes the cell it left and wounds it by this many (rules/flight.py)."""


@tagged("berserk_cell_marker")
@dataclass(frozen=True, slots=True)
class CellMarkerChoice(Decision):
    """«положите маркеры «врата» на три свободные клетки»: the free cell the next of ``left`` markers ``marker`` of
    ``source``'s text goes on, among ``cells`` (answered by ``Place``); they last until ``until`` (as
    ``CellMarker.until``)."""

    kind: ClassVar[str] = "cell_marker"

    source: int
    marker: str
    left: int
    cells: tuple[int, ...]
    until: str
    moving: int = -1
    """«переместить «дрожь» на 1 клетку»: the cell the source's marker lies on and leaves for the chosen one (-1: a new
    marker)."""
    extra: int = 0
    """«выберите до 3 клеток подряд на одной прямой ... от Бул'Багура»: above zero, ``cells`` are the far ends of the
    lines from the source, and each cell from the source's neighbour to the chosen end gets a marker adding these
    wounds (rules/lantern_light.py)."""


@tagged("berserk_follow_move")
@dataclass(frozen=True, slots=True)
class FollowMoveChoice(Decision):
    """«противник обязан переместить любое свое существо в том же направлении»: the opponent of ``source``'s player
    moves one of ``cards`` to the cell beside it in ``cells`` (``cells[i]`` is where ``cards[i]`` goes; answered by
    ``Move``), or refuses (``Pass``) and ``source`` gains what its ``index``-th triggered ability gives instead."""

    kind: ClassVar[str] = "follow_move"

    source: int
    index: int
    cards: tuple[int, ...]
    cells: tuple[int, ...]


@tagged("berserk_gain_or_wounds")
@dataclass(frozen=True, slots=True)
class GainOrWoundsChoice(Decision):
    """«получает Не может передвигаться до конца хода или ранится на 3 (по выбору противника)»: the card's player
    chooses whether it acquires ``gains`` (ending as ``until`` says, Online 407.2) or takes ``wounds`` wounds (Online
    204.4), while the text that asks is being performed."""

    kind: ClassVar[str] = "gain_or_wounds"

    card: int
    source: int
    gains: tuple[str, ...]
    until: str
    wounds: int


@tagged("berserk_roll_choice")
@dataclass(frozen=True, slots=True)
class RollChoice(Decision):
    """«бросьте кубик два раза и выберите один из результатов бросков»: at a Roll object (Online 216.5) ``card`` of
    chain ``chain`` has rolled ``values``; its player keeps one (answered by ``ChooseRoll``)."""

    kind: ClassVar[str] = "roll_choice"

    card: int
    chain: int
    values: tuple[int, ...]


@tagged("berserk_option_choice")
@dataclass(frozen=True, slots=True)
class OptionChoice(Decision):
    """«получает либо A, либо B» before the turn (Online 310.2), or «..., или ..., или ...» as a triggered ability
    resolves (``resolving``): ``card``'s ``index``-th triggered ability waits for its controller to choose one of
    ``offered`` (each option's effects in words; answered by ``ChooseOption``)."""

    kind: ClassVar[str] = "option_choice"

    card: int
    index: int
    offered: tuple[str, ...]
    roles: tuple[int, ...] = ()
    """For a choice made as a triggered ability resolves (not before the turn): its chain's roles (attacker,
    attacked), which the chosen effects act on."""
    targets: tuple[int, ...] = ()
    """The chain's targets, named as it was declared (Online 412.1): «метание ... за каждого показанного» after the
    chosen option's prophecy is made at the first."""
    resolving: bool = False
    fight: int = -1
    """For «может сделать результатом сражения ...» at a fight's Roll object: that strike's chain (option 1 sets the
    result, option 2 rolls the dice)."""
    healing: int = -1
    """For «Если должен излечиться на X — вместо этого может ...» (Online 419): the X of the heal replaced (0 with none),
    ``card``'s ``index``-th permanent ability offering it; the last option lets the heal happen."""
    numbers: bool = False
    """For «выберите число, меньшее или равное X»: the options are the numbers 1 … X (answered «choose N»)."""


@tagged("berserk_host")
@dataclass(frozen=True, slots=True)
class HostChoice(Decision):
    """Online 210.2, 306.5-306.7: the reveal step's choice of a host for the player's symbiote, companion or parasite
    ``card``, among the cells of the creatures that may host it (``cells``), answered by ``Place`` («choose CELL»).
    A player may not decline while a host can be assigned (306.7), so there is no pass."""

    kind: ClassVar[str] = "host"

    card: int
    cells: tuple[int, ...]


@tagged("berserk_deck_order")
@dataclass(frozen=True, slots=True)
class DeckOrder(Decision):
    """«положить их на верх или в низ вашей колоды в любом порядке»: the deck's owner puts ``cards`` (seen by him alone,
    Online 206.6) back on top of his deck, or with ``bottom`` also at its bottom, in the order he chooses (answered by
    ``ArrangeDeck``)."""

    kind: ClassVar[str] = "deck_order"

    source: int
    cards: tuple[int, ...]
    bottom: bool = False


@tagged("berserk_summon_choice")
@dataclass(frozen=True, slots=True)
class SummonChoice(Decision):
    """Glossary «Вызов»: as the summon's Wound object resolves, its player chooses one of his deck's cards that fit the
    text (``cards``, one of each name), or none; a card that stands on a cell goes to one of ``cells`` (the cell
    named as a playable summon was declared, or, for a triggered one, the free cells next to its source). Answered
    by ``Summoned``. Only the chooser is asked: the deck's other cards stay unseen by his opponent."""

    kind: ClassVar[str] = "summon_choice"

    source: int
    cards: tuple[int, ...]
    cells: tuple[int, ...]
    closed: bool = False
    """«в закрытом виде»: the card enters play closed (glossary «Вызов»: open unless the text says so)."""
    wounds: int = 0
    """«с тем же числом ран, что у изгнанного существа»: the wounds the card enters play with."""
    poison: int = 0
    """«при этом существо, стоящее рядом с вызванным, получает отравление на 1»: the X a creature next to the summoned
    card is poisoned with, chosen with the card and its cell."""
    one_life: bool = False
    """«она входит в игру с 1 {health}»: the card enters with its printed life less one as wounds."""
    to_graveyard: bool = False
    """«положить существо этой стоимости из вашей колоды на кладбище»: the chosen card goes to the graveyard, not into
    play (no cell)."""
    illusion: bool = False
    """«оно входит в игру с особенностью Бестелесный: изгоняется, когда получает раны и без других особенностей»."""


@tagged("berserk_incarnation_instead")
@dataclass(frozen=True, slots=True)
class IncarnationInsteadChoice(Decision):
    """«Вместо инкарнации вы можете изгнать Лаэтара, при этом возродить другое существо ...»: as ``card``'s Incarnation
    would take it back, its owner may instead exile it and resurrect one of ``cards`` (his graveyard's creatures the
    text allows, one of each name) onto one of ``cells`` (his third row's free cells); answered by ``Summoned``, whose
    ``card`` -1 lets the Incarnation happen (Online 419)."""

    kind: ClassVar[str] = "incarnation_instead"

    card: int
    cards: tuple[int, ...]
    cells: tuple[int, ...]


@tagged("berserk_wound_division")
@dataclass(frozen=True, slots=True)
class WoundDivision(Decision):
    """«перераспределить полученные раны между небестелесными картами в вашем отряде», «перераспределить эти раны на
    других ваших существ»: ``wounds`` wounds ``card`` received from the attack of chain ``chain`` are divided among
    ``cards`` (``card`` among them where it may keep some) by the player of ``source`` (glossary «Перераспределение
    (на Х)»; answered by ``AssignWounds``)."""

    kind: ClassVar[str] = "wound_division"

    card: int
    source: int
    chain: int
    wounds: int
    cards: tuple[int, ...]
    each: bool = False
    """Every card of ``cards`` takes 1 or more: they are the ability's targets, named as it was declared (Online 412.1)."""
