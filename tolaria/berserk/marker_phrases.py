"""The grammar of named markers a text gives and what they mean (Online 200.6, 416.3).

«нелетающее существо противника получает «сеть» на свой следующий ход —
не может передвигаться и действовать»: the target gains the marker, and
with it the restrictions after the dash, for as long as the marker stays;
«Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть»
исчезает»: a permanent ability of the card that gives it. Each function
takes one normalised sentence (or effect) and returns its record, or None.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tolaria.berserk.abilities import (
    Acquire,
    CardFilter,
    ChainedPair,
    Duration,
    IgnoresFlyerProtectionAt,
    LanternLight,
    LoseMarker,
    MarkerBlocksAttacks,
    MarkerStage,
    MoveCellMarker,
    PlaceCellMarker,
    PlaceCellMarkers,
    PlaceCountedMarker,
    StrengthBonus,
    TargetSpec,
    TeleportToMarker,
    TextAbility,
    Trigger,
    UnansweredAgainst,
    UnansweredAtMarked,
    UnmarkedAttacksBlocked,
    Who,
    WoundCellLater,
)

MARKER_TEXT = "«{name}» — {meaning}"
"""The acquired text of a marker with its meaning (``Acquired.text``): «сеть» — не может передвигаться и действовать."""

NEXT_TURN_MARKER = re.compile(r"(.+) получает «([^»]+)» на свой следующий ход — (не может .+)")
MARKER_BLOCKS = re.compile(r"если существо с «([^»]+)» атаковано, то эта атака блокируется, а «([^»]+)» исчезает")


def restrictions(meaning: str) -> tuple[str, ...]:
    """«не может передвигаться и действовать» → «не может передвигаться», «не может действовать»."""
    head = "не может "
    if not meaning.startswith(head):
        return ()
    return tuple(head + verb.strip() for verb in meaning[len(head):].split(" и "))


def marker_first(text: str, target_of: Callable[[str], TargetSpec | None],
                 named: Callable[[str], object | None]) -> tuple[TargetSpec, Acquire] | None:
    """«[цель] получает «сеть» на свой следующий ход — не может передвигаться и действовать»: the target gains the
    marker and its restrictions until the end of its controller's next turn (Online 407.2, as «в свой следующий ход»
    elsewhere); every restriction must be a named sentence the grammar reads."""
    m = NEXT_TURN_MARKER.fullmatch(text)
    if m is None:
        return None
    spec = target_of(m.group(1))
    rules = restrictions(m.group(3))
    if spec is None or not rules or any(named(r) is None for r in rules):
        return None
    marker = MARKER_TEXT.format(name=m.group(2), meaning=m.group(3))
    return spec, Acquire((marker, *rules), Who.CHOSEN, Duration.END_OF_YOUR_NEXT_TURN)


def same_marker(declined: str, name: str) -> bool:
    """«с «сетью»» and «сеть»: one marker's name in two cases (the stem without its last letter)."""
    return len(name) > 2 and declined.startswith(name[:-1])


def marker_blocks(sentence: str) -> MarkerBlocksAttacks | None:
    """«Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает»."""
    m = MARKER_BLOCKS.fullmatch(sentence)
    if m is None or not same_marker(m.group(1), m.group(2)):
        return None
    return MarkerBlocksAttacks(m.group(2))


MARKER_NOMINATIVE = {"костра": "костёр", "гнезда": "гнездо", "гнездом": "гнездо", "добычи": "добыча", "охоты": "охота",
                     "вратами": "врата", "удушения": "удушение", "дрожью": "дрожь", "ловкости": "ловкость"}
"""A marker's name as a text declines it («маркер «костра»») and as it is called (berserk-scenarios.md names markers
in the nominative, in lower case); a name not listed is kept as written."""

CELL_MARKER = re.compile(r"положит[еь] маркер «?([^»\s]+)»? на свободную клетку(?: \((до конца [а-я ]+)\))?"
                         r"(?:, клетка с маркером «([^»]+)» считается занятой)?")
"""«положите маркер «костра» на свободную клетку (до конца хода противника), клетка с маркером «костра» считается
занятой» (Крондак)."""


def nominative(name: str) -> str:
    """«костра» → «костёр»: the marker as it is called."""
    return MARKER_NOMINATIVE.get(name, name)


def cell_marker(text: str) -> PlaceCellMarker | None:
    """A marker put on a free cell the declaration names, with its duration and its meaning «клетка с маркером ...
    считается занятой» (the same marker's name, Online «Занятая клетка»); None when the text is not of this form."""
    from tolaria.berserk.trigger_phrases import DURATIONS

    m = CELL_MARKER.fullmatch(text)
    if m is None:
        return None
    duration = Duration.END_OF_BATTLE  # Online 407.2: with no duration written, to the end of the battle
    if m.group(2) is not None:
        found = DURATIONS.get(m.group(2).removeprefix("до "))
        if found is None:
            return None
        duration = found
    if m.group(3) is not None and m.group(3) != m.group(1):
        return None  # the meaning speaks of another marker
    return PlaceCellMarker(nominative(m.group(1)), duration, occupies=m.group(3) is not None)


CELL_COUNTS = {"две": 2, "три": 3, "четыре": 4}
"""«на три свободные клетки»: how many cells the markers go on."""

CELL_MARKERS = re.compile(r"положит[еь] маркеры «([^»]+)» на (две|три|четыре) свободные клетки"
                          r"(?: \(сохраняются (до конца [а-я ]+)\))?")
"""«положите маркеры «врата» на три свободные клетки (сохраняются до конца хода противника)» (Демон жадности)."""

MARKER_TELEPORT = re.compile(r"обязан телепортироваться на любую свободную клетку с «([^»]+)», при этом ранить всех "
                             r"стоящих рядом существ противника на (\d+); если не может переместиться — получает "
                             r"(\d+) ран[ыу]?")
"""«обязан телепортироваться на любую свободную клетку с «вратами», при этом ранить всех стоящих рядом существ
противника на 2; если не может переместиться — получает 3 раны» (Демон жадности)."""


CHOSEN_CELL_MARKER = re.compile(r"выбранная клетка получает маркер «([^»]+)»")
"""«выбранная клетка получает маркер «дрожь»» (Скелетный червь): one marker, on any cell, to the end of the battle."""

MARKER_STEP = re.compile(r"переместить «([^»]+)» на 1 клетку")
"""«переместить «дрожь» на 1 клетку» (Скелетный червь): the source's marker to a neighbouring cell."""


LANTERN = re.compile(r"выберите до (\d) клеток подряд на одной прямой \(в том числе по диагонали\) от (\S+) — "
                     r"(до конца [а-я ]+) карты получают на (\d) рану больше от дальних атак, отравления и удара (\S+), "
                     r"пока находятся на этих клетках \(воздействие «([^»]+)»\)")
"""«выберите до 3 клеток подряд на одной прямой (в том числе по диагонали) от Бул'Багура — до конца вашего следующего
хода карты получают на 1 рану больше от дальних атак, отравления и удара Бул'Багура, пока находятся на этих клетках
(воздействие «свет фонаря»)» (Бул'Багур)."""


def lantern(text: str, name: str) -> LanternLight | None:
    """Cells lit in a line from the card itself (both names its own), for a duration; None otherwise."""
    from tolaria.berserk.cards import names_card
    from tolaria.berserk.trigger_phrases import DURATIONS

    m = LANTERN.fullmatch(text)
    if m is None:
        return None
    own = name.lower().replace("’", "'")
    if m.group(2) != m.group(5) or (own and not names_card(m.group(2), own)):
        return None  # both the card's own name (a grammar reading effects alone passes none)
    duration = DURATIONS.get(m.group(3).removeprefix("до "))
    if duration is None:
        return None
    return LanternLight(m.group(6), int(m.group(1)), int(m.group(4)), duration)


def marker_step(text: str) -> MoveCellMarker | None:
    """The source's own cell marker moved to a neighbouring cell; None when the text is not of this form."""
    m = MARKER_STEP.fullmatch(text)
    return None if m is None else MoveCellMarker(nominative(m.group(1)))


def cell_markers(text: str) -> PlaceCellMarkers | None:
    """Markers put on several free cells chosen as the effect happens, with their duration (Online 407.2: with none
    written, to the end of the battle), or one marker on a chosen cell of any kind; None when the text is not of
    this form."""
    from tolaria.berserk.trigger_phrases import DURATIONS

    chosen = CHOSEN_CELL_MARKER.fullmatch(text)
    if chosen is not None:
        return PlaceCellMarkers(nominative(chosen.group(1)), 1, any_cell=True)
    m = CELL_MARKERS.fullmatch(text)
    if m is None:
        return None
    duration = Duration.END_OF_BATTLE
    if m.group(3) is not None:
        found = DURATIONS.get(m.group(3).removeprefix("до "))
        if found is None:
            return None
        duration = found
    return PlaceCellMarkers(nominative(m.group(1)), CELL_COUNTS[m.group(2)], duration)


def marker_teleport(text: str) -> TeleportToMarker | None:
    """The card's own move onto a free cell with a named marker, the wounds it deals there and those it takes when it
    can't move; None when the text is not of this form."""
    m = MARKER_TELEPORT.fullmatch(text)
    if m is None:
        return None
    return TeleportToMarker(nominative(m.group(1)), int(m.group(2)), int(m.group(3)))


CHAINED_PAIR = re.compile(r"два стоящих рядом друг с другом существа получают маркер ([а-яё]+ [а-яё]+) (до конца [а-я ]+) "
                          r"\(когда они перестают стоять рядом друг с другом каждое из них ранится на (\d+)-(\d+)-(\d+) и "
                          r"([а-яё]+ [а-яё]+) пропадает\)")
"""«два стоящих рядом друг с другом существа получают маркер ледяной цепи до конца хода противника (когда они перестают
стоять рядом друг с другом каждое из них ранится на 2-3-3 и ледяная цепь пропадает)» (Морозный тюремщик)."""


def chained_pair(text: str) -> ChainedPair | None:
    """Two creatures next to each other chained by a marker, wounded when they part; None when the text is not of this
    form (the marker's two names must be one marker's, «ледяной цепи» and «ледяная цепь»)."""
    from tolaria.berserk.trigger_phrases import DURATIONS

    m = CHAINED_PAIR.fullmatch(text)
    if m is None or any(len(a) < 4 or a[:-2] != b[:-2] for a, b in zip(m.group(1).split(), m.group(6).split(), strict=True)):
        return None
    duration = DURATIONS.get(m.group(2).removeprefix("до "))
    if duration is None:
        return None
    return ChainedPair(m.group(6), duration, (int(m.group(3)), int(m.group(4)), int(m.group(5))))


VAMPIRISM_WOUNDS = re.compile(r"при вампиризме по этому существу ранить его на (\d+)")
"""A marker's meaning (Малефик's «жертва слуа»): when «Вампиризм» heals a creature for wounds it dealt to the marked
one, the marked creature is wounded N more."""
FLYER_WOUNDS = re.compile(r"когда (?:она|оно) получает раны от атаки летающего существа — ранить (?:ее|её|его) еще на (\d+) и "
                          r"удалить маркер")
"""A marker's meaning (Гиррит's «охота»): after a flyer's attack wounds its card, the card is wounded N more and the
marker goes."""

GAINS_MARKER = re.compile(r"(?:(.+?) )?(?:получает|получить) маркер (?:«([^»]+)»|([а-яё]+(?: [а-яё]+)??))(?: (до конца [а-я ]+))?"
                          r"(?: \((.+)\))?")
"""«оно получает маркер «добычи»», «атакованная карта получает маркер «охоты» до конца вашего хода»; «получить маркер
«ловкости»»: the source's own."""


def gains_marker(text: str, roles: dict[str, Who]) -> Acquire | None:
    """A marker with no meaning of its own on a card the trigger names (a role's words, or «оно»/«она»: the attacked
    card, as «она теряет ...» after «при атаке по ...»): what other sentences say of it is its meaning (Online 200.6);
    with no duration written it lasts to the end of the battle (Online 407.2)."""
    from tolaria.berserk.trigger_phrases import DURATIONS

    m = GAINS_MARKER.fullmatch(text)
    if m is None:
        return None
    subject, quoted, bare, until, meaning = m.groups()
    if bare is not None and meaning is None:
        return None  # an unquoted name with nothing said of it («получает маркер холод трясины»: another form's)
    who = Who.SELF if subject is None else Who.ATTACKED if subject in ("оно", "она") else roles.get(subject)
    if who is None or (meaning is not None and not any(p.fullmatch(meaning) for p in (FLYER_WOUNDS, VAMPIRISM_WOUNDS))):
        return None
    duration = Duration.END_OF_BATTLE
    if until is not None:
        found = DURATIONS.get(until.removeprefix("до "))
        if found is None:
            return None
        duration = found
    name = nominative(quoted or bare)
    if meaning is not None:  # the meaning in brackets, kept with the marker (rules/marker_effects.py)
        return Acquire((MARKER_TEXT.format(name=name, meaning=meaning),), who, duration)
    return Acquire((f"«{name}»",), who, duration)


MARKED = re.compile(r"(существам|картам) с маркером «([^»]+)»")
MARKED_STATICS = re.compile(r"\+(\d+) к \{strike\}( и безответный удар)? по (.+)")


def marked_filter(words: str) -> CardFilter | None:
    """«существам с маркером «добычи»»: the creatures (or cards) with that marker."""
    m = MARKED.fullmatch(words)
    if m is None:
        return None
    return CardFilter(creature=True if m.group(1) == "существам" else None, marker=nominative(m.group(2)))


def marked_statics(sentence: str) -> tuple[StrengthBonus] | tuple[StrengthBonus, UnansweredAgainst] | None:
    """«+3 к {strike} и безответный удар по существам с маркером «добычи»»: the bonus to the card's simple strikes at
    such cards, and those strikes unanswered (glossary «Безответный удар»)."""
    from tolaria.berserk.phrases import OWN_ATTACKS

    m = MARKED_STATICS.fullmatch(sentence)
    target = marked_filter(m.group(3)) if m is not None else None
    if m is None or target is None:
        return None
    bonus = StrengthBonus(int(m.group(1)), OWN_ATTACKS["{strike}"], target)
    return (bonus, UnansweredAgainst(target)) if m.group(2) else (bonus,)


BARE_MARKER = re.compile(r"«([^»]+)»")


def unexplained_marker(statics: Sequence[object], triggers: Sequence[Trigger]) -> str | None:
    """The text of a trigger giving a marker with no meaning of its own that no other sentence of the card speaks of
    (so the text would do nothing the grammar knows), or None: such a marker's meaning is what the card's other
    sentences say of it (Online 200.6)."""

    spoken: set[str] = set()
    for s in statics:
        if isinstance(s, UnansweredAtMarked | MarkerBlocksAttacks):
            spoken.add(s.marker)
        target = getattr(s, "target", None)
        if isinstance(target, CardFilter) and target.marker:
            spoken.add(target.marker)
    for t in triggers:
        for e in t.effects:
            if isinstance(e, Acquire):
                for text in e.abilities:
                    m = BARE_MARKER.fullmatch(text)
                    if m is not None and m.group(1) not in spoken:
                        return t.text
    return None



NEAR_MARKED = re.compile(r"\+(\d+) к \{strike\} по существам на клетках рядом с ([а-яё]+)")
IGNORES_ON_MARKED = re.compile(r"игнорирует защита от летающих существ противника, стоящих на клетке с ([а-яё]+), и "
                               r"имеет \+(\d+) к \{strike\} по ним")
"""«+1 к {strike} по существам на клетках рядом с гнездом», «Игнорирует {zoal} существ противника, стоящих на клетке с
гнездом, и имеет +2 к {strike} по ним» (Гигантский орёл; the icon as its words)."""


def cell_marker_statics(sentence: str) -> tuple[StrengthBonus] | tuple[IgnoresFlyerProtectionAt, StrengthBonus] | None:
    """Modifiers at cards standing on or next to a cell with a marker of that name (rules/cell_markers.py)."""
    from tolaria.berserk.phrases import OWN_ATTACKS

    m = NEAR_MARKED.fullmatch(sentence)
    if m is not None and m.group(2) in MARKER_NOMINATIVE:
        near = CardFilter(creature=True, near_marked_cell=nominative(m.group(2)))
        return (StrengthBonus(int(m.group(1)), OWN_ATTACKS["{strike}"], near),)
    m = IGNORES_ON_MARKED.fullmatch(sentence)
    if m is not None and m.group(1) in MARKER_NOMINATIVE:
        on = CardFilter(creature=True, on_marked_cell=nominative(m.group(1)))
        return (IgnoresFlyerProtectionAt(on, enemy=True),
                StrengthBonus(int(m.group(2)), OWN_ATTACKS["{strike}"], on, enemy=True))
    return None


CELL_RIDER = re.compile(r"(.+?) по карте на выбранной клетке(, дальность \d+)?; в начале вашего следующего хода все карты "
                        r"на этой клетке ранятся на (\d+) \(воздействие «([^»]+)»\)")
"""«Метание «бомбы» на 1 по карте на выбранной клетке, дальность 3; в начале вашего следующего хода все карты на этой
клетке ранятся на 2 (воздействие «взрыв»)» (Орк-бомбардир)."""


def cell_rider(body: str) -> tuple[str, WoundCellLater] | None:
    """The attack's own text (its range kept) and the delayed wounds on the attacked card's cell, or None."""
    m = CELL_RIDER.fullmatch(body)
    if m is None:
        return None
    return m.group(1) + (m.group(2) or ""), WoundCellLater(int(m.group(3)), m.group(4))


COUNTED_MARKER = re.compile(r"положить маркер «([^»]+)» на (.+?) \(существо с ([а-я]+) маркером (.+); ([а-яё]+) существо "
                            r"теряет маркеры, если рядом с ним нет (\S+) (?:противника|протвника)\)")
"""«Положить маркер «удушения» на стоящее рядом рядовое существо (существо с одним маркером не может передвигаться, с
двумя — также не может атаковать, с тремя — уничтожиется Тварью; удушаемое существо теряет маркеры, если рядом с ним
нет Тварей протвника)» (Тварь; the card's own spelling kept)."""
STAGE_COUNTS = {"одним": 1, "двумя": 2, "тремя": 3, "четырьмя": 4}
"""«с одним маркером», «с двумя», ...: the counts, in the instrumental."""
DESTROYED_BY = re.compile(r"(?:уничтожается|уничтожиется) (\S+)")


def _stage(count: int, meaning: str, name: str, named: Callable[[str], object | None]) -> MarkerStage | None:
    """«не может передвигаться», «также не может атаковать» (a named ability, as it stands alone), «уничтожается
    Тварью» (the card itself, by its name)."""
    from tolaria.berserk.cards import Named, names_card

    destroyed = DESTROYED_BY.fullmatch(meaning)
    if destroyed is not None:
        return MarkerStage(count, destroys=True) if names_card(destroyed.group(1), name) else None
    found = named(meaning.removeprefix("также "))
    return MarkerStage(count, restriction=found.keyword) if isinstance(found, Named) else None


def counted_marker(text: str, name: str, target_of: Callable[[str], TargetSpec | None],
                   named: Callable[[str], object | None]) -> TextAbility | None:
    """A normalised text putting one more marker of a name on its target, with what each count means and when the
    marked card loses them (Online 200.6: the meaning is the text's), or None; every count must read, in order."""
    from tolaria.berserk.cards import names_card

    m = COUNTED_MARKER.fullmatch(text)
    if m is None or not name or not names_card(m.group(6), name):
        return None
    spec = target_of(m.group(2))
    if spec is None or not spec.creature:
        return None
    parts = [(m.group(3), m.group(4).split(", с ")[0])]
    for clause in m.group(4).split(", с ")[1:]:
        count, dash, meaning = clause.partition(" — ")
        if not dash:
            return None
        parts.append((count, meaning))
    stages: list[MarkerStage] = []
    for count, meaning in parts:
        if STAGE_COUNTS.get(count) != len(stages) + 1:
            return None
        stage = _stage(len(stages) + 1, meaning, name, named)
        if stage is None:
            return None
        stages.append(stage)
    return TextAbility(spec, (PlaceCountedMarker(nominative(m.group(1)), tuple(stages), kept_near_own=True),), False, "")


QUOTED = r"[«\"]([^»\"]+)[»\"]"
"""A marker's name in quotes, either kind the tables use («ловкости», "ловкости")."""
LOSES_MARKER = re.compile(rf"(?:потерять|теряет) маркер {QUOTED}")
UNMARKED_BLOCKED = re.compile(rf"пока в вашем отряде есть артефакт блокирует атаки существ без маркера ([а-яё]+) по себе, "
                              rf"все существа противника имеют \{{tap\}}: получить маркер {QUOTED}")
"""Джилла: «Пока в вашем отряде есть артефакт блокирует атаки существ без маркера ловкости по себе, все существа
противника имеют {tap}: Получить маркер "ловкости"»."""


def loses_marker(text: str) -> LoseMarker | None:
    """«потерять маркер «ловкости»» after «При атаке по [карте]»: the attacker loses it (READINGS «Маркер ловкости»)."""
    m = LOSES_MARKER.fullmatch(text)
    return None if m is None else LoseMarker(nominative(m.group(1)))


def unmarked_blocked(sentence: str) -> UnmarkedAttacksBlocked | None:
    """The guard and the playable it gives the opponent's creatures, the one marker named twice; None otherwise."""
    from tolaria.berserk.cards import CardType

    m = UNMARKED_BLOCKED.fullmatch(" ".join(sentence.lower().split()))
    if m is None or nominative(m.group(1)) != nominative(m.group(2)):
        return None
    return UnmarkedAttacksBlocked(nominative(m.group(1)), f"{{tap}}: Получить маркер «{m.group(2)}»", CardType.ARTIFACT)
