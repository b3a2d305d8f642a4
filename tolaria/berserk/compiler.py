"""The card-text compiler: Russian ability text to typed abilities, strictly (Online 403, 404, 414).

Text is split into sentences (Online 403.3: one sentence, one ability);
each sentence must match one of the grammar's forms completely, or the card
is unsupported and the sentence is named. Icon abilities (the tables'
``icons`` column) are read the same way: an icon the compiler does not
know makes the card unsupported. Nothing is guessed.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any

from tolaria.berserk import (
    acquired_playable_phrases,
    activated_phrases,
    artifact_phrases,
    attack_weakening_phrases,
    attacking_phrases,
    battle_start_phrases,
    combined_phrases,
    companion_return_phrases,
    counted_targets_phrases,
    dice_phrases,
    element_phrases,
    graveyard_phrases,
    heal_replacement_phrases,
    leap_block_phrases,
    leash_phrases,
    life_cost_phrases,
    marker_phrases,
    mill_phrases,
    movement_phrases,
    phrases,
    prophecy_phrases,
    recruitment_phrases,
    redirect_phrases,
    redistribution_phrases,
    row_phrases,
    several_phrases,
    shared_token_phrases,
    squad_state_phrases,
    static_phrases,
    summon_phrases,
    swap_phrases,
    symbiosis_phrases,
    token_state_phrases,
    trigger_phrases,
    x_phrases,
)
from tolaria.berserk.abilities import (
    Acquire,
    AttackAt,
    AttackCondition,
    AttackScope,
    CloseOrWounds,
    Conditional,
    Duration,
    EnemyMoveLimit,
    Flying,
    InFormation,
    InsteadOfDeath,
    IsHost,
    MovedCells,
    MoveLimit,
    OpenCard,
    Point,
    PoisonBy,
    Redirect,
    Remember,
    Remembered,
    Static,
    StrengthBonus,
    TextAbility,
    TokenLimit,
    TokensState,
    Trigger,
    Who,
    Whose,
    WoundBy,
)
from tolaria.berserk.cards import (
    NOT_EXECUTED,
    Attack,
    AttackKind,
    AttackOnly,
    AttackX,
    CardDef,
    CardType,
    Cost,
    Effect,
    FinishingBlow,
    GainToken,
    Heal,
    Keyword,
    Limit,
    Named,
    Per,
    Playable,
)

ICON_KEYWORDS = {
    "ova": Keyword.ATTACK_EXPERIENCE,
    "ovz": Keyword.DEFENSE_EXPERIENCE,
    "ovs": Keyword.SHOOTING_EXPERIENCE,
    "direct": Keyword.DIRECTED_STRIKE,
    "regen": Keyword.REGENERATION,
    "armor": Keyword.ARMOR,
    "zoo": Keyword.PROTECTION_FROM_POISON,
    "zov": Keyword.PROTECTION_FROM_SHOTS,
    "zor": Keyword.PROTECTION_FROM_DISCHARGES,
    "zom": Keyword.PROTECTION_FROM_MAGIC,
    "zoz": Keyword.PROTECTION_FROM_SPELLS,
    "zot": Keyword.PROTECTION_FROM_THROWS,
    "zoal": Keyword.PROTECTION_FROM_FLYERS,
    "stamina": Keyword.STAMINA,
}
"""Icons that are abilities (Online 104.7); their X defaults to 1 where the glossary says so."""
X_DEFAULT_ONE = {Keyword.ATTACK_EXPERIENCE, Keyword.DEFENSE_EXPERIENCE, Keyword.SHOOTING_EXPERIENCE, Keyword.CLUMSINESS}
TAG_ICONS = frozenset(
    "imp thr dsc sht sph spl mht inc frm uchr vmp vlh psn prp lep clm uht tlp fin nec".split()
)
"""Set-2 table tags that only say what kinds of ability the text holds (the text itself is compiled).

Icon codes after SkAZi/berserk-nxt resources/const.json («icons»): ``zot`` is «Защита от метания»,
``zoal`` «Защита от летающих», ``stamina`` «Стойкость»; those are abilities, not tags.
"""
ICON_WORDS = {"{direct}": "Направленный удар", "{ova}": "Опыт в атаке", "{ovz}": "Опыт в защите", "{armor}": "Броня",
              "{regen}": "Регенерация", "{zom}": "Защита от магии", "{zov}": "Защита от выстрелов",
              "{zor}": "Защита от разрядов", "{zoz}": "Защита от заклинаний", "{zot}": "Защита от метания",
              "{zoal}": "Защита от летающих", "{stamina}": "Стойкость", "{uchr}": "Удар через ряд"}

_STRENGTH = r"(\d+)(?:-(\d+)-(\d+))?"
_NAME = r"(?: «[^»]+»| (?!на )[а-яё][а-яё-]*(?: (?!на )[а-яё][а-яё-]*)?)?"
"""An attack's own name: «сосульки» in guillemets, or bare words («метание копья», «особый удар пикой», «метание
гром-топора»)."""
_RANGE = r"(?:, дальность (\d+))?"
ATTACKS: list[tuple[re.Pattern[str], AttackKind]] = [
    (re.compile(rf"^выстрел{_NAME} на {_STRENGTH}{_RANGE}$"), AttackKind.SHOT),
    (re.compile(rf"^разряд{_NAME} на {_STRENGTH}{_RANGE}$"), AttackKind.DISCHARGE),
    (re.compile(rf"^метание{_NAME} на {_STRENGTH}{_RANGE}$"), AttackKind.THROW),
    (re.compile(rf"^магический удар{_NAME} на {_STRENGTH}$"), AttackKind.MAGIC),
    (re.compile(rf"^особый удар{_NAME} на {_STRENGTH}$"), AttackKind.SPECIAL),
    (re.compile(rf"^(?:\{{uchr\}}|удар через ряд) на {_STRENGTH}$"), AttackKind.ACROSS_ROW),
]
KEYWORD_SENTENCES: list[tuple[re.Pattern[str], Keyword]] = [
    (re.compile(r"^трупоедство$"), Keyword.CORPSE_EATING),
    (re.compile(r"^бестелесность$"), Keyword.INCORPOREAL),  # acquired (rules/summoning.py ``ILLUSION``)
    (re.compile(r"^пока закрыт[аоы]?, отражает \{strike\} как открытая карта$"), Keyword.FIGHTS_CLOSED),
    (re.compile(r"^неповоротливость(?: (\d+))?$"), Keyword.CLUMSINESS),
    (re.compile(r"^направленный удар$"), Keyword.DIRECTED_STRIKE),
    (re.compile(r"^безответный удар$"), Keyword.UNANSWERED_STRIKE),
    (re.compile(r"^броня (\d+)$"), Keyword.ARMOR),
    (re.compile(r"^регенерация (\d+)$"), Keyword.REGENERATION),
    (re.compile(r"^опыт в атаке(?: (\d+))?$"), Keyword.ATTACK_EXPERIENCE),
    (re.compile(r"^опыт в защите(?: (\d+))?$"), Keyword.DEFENSE_EXPERIENCE),
    (re.compile(r"^опыт в стрельбе(?: (\d+))?$"), Keyword.SHOOTING_EXPERIENCE),
    (re.compile(r"^защита от выстрелов$"), Keyword.PROTECTION_FROM_SHOTS),
    (re.compile(r"^защита от разрядов$"), Keyword.PROTECTION_FROM_DISCHARGES),
    (re.compile(r"^защита от магии$"), Keyword.PROTECTION_FROM_MAGIC),
    (re.compile(r"^защита от заклинаний$"), Keyword.PROTECTION_FROM_SPELLS),
    (re.compile(r"^защита от отравления$"), Keyword.PROTECTION_FROM_POISON),
    (re.compile(r"^защита от ударов$"), Keyword.PROTECTION_FROM_STRIKES),
    (re.compile(r"^защита от метания$"), Keyword.PROTECTION_FROM_THROWS),
    (re.compile(r"^защита от летающих$"), Keyword.PROTECTION_FROM_FLYERS),
    (re.compile(r"^игнорирует защита от летающих$"), Keyword.IGNORES_PROTECTION_FROM_FLYERS),
    (re.compile(r"^выступая защитником, не закрывается$"), Keyword.DEFENDS_WITHOUT_CLOSING),
    (re.compile(r"^может выступать защитником любое число раз за ход$"), Keyword.DEFENDS_ANY_NUMBER),
    (re.compile(r"^не может выступать защитником$"), Keyword.CANNOT_DEFEND),
    (re.compile(r"^может выступать защитником любому существу в своем ряду$"), Keyword.DEFENDS_ANY_IN_ROW),
    (re.compile(r"^может выступать защитником любому вашему нелетающему существу$"), Keyword.DEFENDS_OWN_GROUND),
    (re.compile(r"^после нападения не закрывается$"), Keyword.ATTACKS_WITHOUT_CLOSING),
    (re.compile(r"^не закрывается при атаке$"), Keyword.ATTACKS_WITHOUT_CLOSING),  # (READINGS)
    (re.compile(r"^не может быть взят в отряд с темными существами$"), Keyword.NOT_WITH_DARK),
    (re.compile(r"^не может быть взят в отряд с горными существами$"), Keyword.NOT_WITH_MOUNTAIN),
    (re.compile(r"^не может (?:нападать|атаковать)$"), Keyword.CANNOT_ATTACK),
    (re.compile(r"^не может (?:передвигаться|двигаться)$"), Keyword.CANNOT_MOVE),
    (re.compile(r"^не может действовать$"), Keyword.CANNOT_ACT),
    (re.compile(r"^не может получать \{counter\}$"), Keyword.NO_TOKENS),
    (re.compile(r"^не может получить более (\d+) ран за ход$"), Keyword.WOUND_CAP),
    (re.compile(r"^мо(?:жет|гут) (?:двигаться|передвигаться) по диагонали$"), Keyword.DIAGONAL_MOVE),
    (re.compile(r"^стойкость$"), Keyword.STAMINA),
    (re.compile(r"^игнорирует особенности, обязывающие выбирать целью разряда какую-либо карту$"),
     Keyword.IGNORES_FORCED_DISCHARGE),
    (re.compile(r"^орда$"), Keyword.HORDE),
    (re.compile(r"^вампиризм$"), Keyword.VAMPIRISM),
    (re.compile(r"^вампиризм на x-(\d+), где x — число ран, нанесенных [а-яё ]+$"), Keyword.VAMPIRISM_LESS),
    (re.compile(r"^при сильном \{strike\} вампиризм$"), Keyword.VAMPIRISM_ON_STRONG),
    (re.compile(r"^телепортация$"), Keyword.TELEPORTATION),
    (re.compile(r"^прыжок, дальность (\d+)$"), Keyword.JUMP),
    (re.compile(r"^инкарнация (\d+)$"), Keyword.INCARNATION),
    (re.compile(r"^максимум (\d+) \{health\}$"), Keyword.MAX_LIFE),
    (re.compile(r"^нельзя назначать защитника$"), Keyword.NO_DEFENDER),
    (re.compile(r"^может стрелять по стоящим рядом картам$"), Keyword.SHOOTS_ADJACENT),
    (re.compile(r"^может объявлять \{strike\} с дальностью (\d+)$"), Keyword.STRIKE_RANGE),
    (re.compile(r"^может нападать \{strike\} на любую карту противника как на стоящую рядом$"), Keyword.STRIKES_ANY_ENEMY),
    (re.compile(r"^игнорирует броня$"), Keyword.IGNORES_ARMOR),
    (re.compile(r"^первая за ход способность вальхаллы вашей карты срабатывает дважды$"), Keyword.VALHALLA_TWICE),
    (re.compile(r"^первый за ход \{strike\} безответный$"), Keyword.FIRST_STRIKE_UNANSWERED),
    (re.compile(r"^может атаковать летающих \{strike\}$"), Keyword.STRIKES_FLYERS),
    (re.compile(r"^не может объявлять выстрел или метание$"), Keyword.CANNOT_SHOOT_OR_THROW),
    (re.compile(r"^не получает ран от ответных ударов$"), Keyword.NO_COUNTER_WOUNDS),
    (re.compile(r"^вместо гибели возвращается в колоду$"), Keyword.BACK_TO_DECK),
    (re.compile(r"^игнорирует особенности атакованного существа$"), Keyword.IGNORES_ABILITIES),
    (re.compile(r"^не может излечиваться и получать дополнительные \{health\}$"), Keyword.NO_HEALING),
    (re.compile(r"^получает раны только от \{strike\}$"), Keyword.WOUNDED_ONLY_BY_STRIKES),
    (re.compile(r"^получает раны только от хозяина$"), Keyword.WOUNDED_ONLY_BY_HOST),
]
HEALS: list[tuple[re.Pattern[str], bool]] = [
    (re.compile(r"^излечиться на (\d+)$"), True),
    (re.compile(r"^полностью излечиться$"), True),
    (re.compile(r"^излечить (?:выбранное )?существо на (\d+)$"), False),
    (re.compile(r"^полностью излечить (?:выбранное )?существо$"), False),
]
COST = re.compile(r"^((?:\{instant\}|\{tap\}|(?:\d+|X)? ?\{counter\})+):\s*(.+)$")
X_STRENGTH = re.compile(r"^(.+ на )x(?:\+(\d+))?(, дальность \d+)?$")
"""«Метание груды камней на X+1, дальность 5»: a strength counted from the X of a «X{counter}» cost."""
PER_TOKEN_SPENT = re.compile(r"^(.+), \+(\d+) к (?:удару|атаке|выстрелу|метанию|разряду) за каждую потраченную \{counter\}$")
"""«Магический удар на 0-1-2, +1 к удару за каждую потраченную {counter}»."""


class Unsupported(Exception):
    """A phrase the grammar can't read; the card is unsupported with it."""


def sentences(text: str) -> list[str]:
    """Online 403.3: abilities are separated by full stops (not inside «», () or [])."""
    out: list[str] = []
    depth = 0
    current = ""
    for i, ch in enumerate(text):
        if ch in "«([":
            depth += 1
        elif ch in "»)]":
            depth = max(0, depth - 1)
        if ch == "." and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            if current.strip():
                out.append(current.strip())
            current = ""
            continue
        current += ch
    if current.strip():
        out.append(current.strip())
    return out


def _strength(m: re.Match[str], first: int) -> tuple[int, int, int]:
    a = int(m.group(first))
    if m.group(first + 1) is None:
        return (a, a, a)
    return (a, int(m.group(first + 1)), int(m.group(first + 2)))


IGNORES_BRACKET = " (игнорирует особенности атакованного существа)"
"""An attack's own Online 408.3.a: its objects read the target as without its abilities (rules/ignoring.py)."""


def effect_of(text: str) -> Effect | TextAbility | Redirect:
    low = " ".join(text.lower().split())
    for only in AttackOnly:
        if low.endswith(", " + only.value):
            found = effect_of(low[: -len(only.value) - 2])
            if isinstance(found, Attack) and found.only is None:
                return dataclasses.replace(found, only=only)
            raise Unsupported(text)
    if low.endswith(IGNORES_BRACKET):  # «Выстрел «огненной стрелой» на 5 (игнорирует особенности атакованного существа)»
        found = effect_of(low[: -len(IGNORES_BRACKET)])
        if isinstance(found, Attack) and not found.ignores:
            return dataclasses.replace(found, ignores=True)
        raise Unsupported(text)
    several = (several_phrases.several_attacks(low, effect_of)  # «три или менее разряда на 1 по разным существам»
               or several_phrases.mixed_attacks(low, effect_of))  # «разряд на 1, метание на 1 (по разным картам)»
    if several is not None:
        return several
    sized = acquired_playable_phrases.strike_sized(low)
    if sized is not None:  # «Магический удар той же величины, что и {strike} этого существа и +1 к этому удару»
        return sized
    for pattern, kind in ATTACKS:
        m = pattern.match(low)
        if m:
            rng = m.group(4) if kind in (AttackKind.SHOT, AttackKind.DISCHARGE, AttackKind.THROW) else None
            return Attack(kind, _strength(m, 1), int(rng) if rng else None)
    for pattern, own in HEALS:
        m = pattern.match(low)
        if m:
            return Heal(int(m.group(1)) if m.groups() else None, own)
    if low in ("получить {counter}", "получить фишку"):
        return GainToken()
    m = re.match(r"^добивание на (\d+)$", low)
    if m:
        return FinishingBlow(int(m.group(1)))
    m = re.match(r"^добивание на x\+(\d+), где x [–—-] число отравленных существ рядом с целью добивания$", low)
    if m:
        return FinishingBlow(int(m.group(1)), per_poisoned_near=True)
    redirection = redirect_phrases.redirect(normalise(low))
    if redirection is not None:
        return redirection
    ability = activated_phrases.text_ability(normalise(low), acquirable)
    if ability is not None:
        return ability
    raise Unsupported(text)


def own_subject(text: str, name: str) -> str:
    """«..., при этом Лесной разбойник получает +1 к {strike}»: an effect whose subject is the card itself, named, is
    written as the source's own («получает ...»), the form the effect grammar reads (the words are matched by stem)."""
    if not name:
        return text
    text = summon_phrases.own_words(text, name)  # «вернуть Тайник Эллиона в колоду»
    m = re.search(r"уничтожить (\S+(?: \S+)?) и (выбранное существо|выбранную карту)$", text)
    if m and trigger_phrases.names_card(m.group(1).lower(), name.lower()):
        # «уничтожить Харона и выбранное существо»: the target, and the card itself
        return f"{text[:m.start()]}уничтожить {m.group(2)}, при этом уничтожить себя"
    m = re.match(r"уничтожить (\S+(?: \S+)?)(?=, при этом )", text, re.IGNORECASE)
    if m and trigger_phrases.names_card(m.group(1).lower(), name.lower()):
        # «Уничтожить Болотника, при этом ранить ...»: the card destroys itself
        text = f"уничтожить себя{text[m.end():]}"
    m = re.search(r"при этом ранить (\S+(?: \S+)?) на ", text)
    if m and trigger_phrases.names_card(m.group(1).lower(), name.lower()):
        # «..., при этом ранить Глорма на 1 (...)»: the card wounds itself
        text = f"{text[:m.start()]}при этом раниться на {text[m.end():]}"
    words = text.split(" ")
    size = len(name.split())
    out: list[str] = []
    i = 0
    while i < len(words):
        said = " ".join(words[i:i + size])
        if (i + size < len(words) and words[i + size] == "получает" and out and out[-1] == "этом"
                and trigger_phrases.names_card(said.lower(), name.lower())):
            i += size  # the name goes; «получает» stays
            continue
        out.append(words[i])
        i += 1
    return " ".join(out)


COUNTED_ATTACK = re.compile(r"^(.+ на )x(, дальность \d+)?, где x — (.+)$")
"""«Магический удар на X, где X — ...», «Метание «ритуального ножа» на X, дальность 4, где X — число ран на Рэккене
(максимум 4)»."""


def counted_attack(text: str, name: str) -> Attack | None:
    """«Магический удар на X, где X — сумма слабых {strike} ваших существ справа и слева от Фагора»: an attack whose X
    is counted as its value is fixed (``Attack.x_of``); None when the text is not of this form, Unsupported when its X
    counts what the grammar does not know."""
    m = COUNTED_ATTACK.match(" ".join(text.lower().split()))
    if m is None:
        return None
    said = re.fullmatch(r"сумма слабых \{strike\} ваших существ справа и слева от (.+)", m.group(3))
    wounds = re.fullmatch(r"число ран на (.+?) \(максимум (\d+)\)", m.group(3))
    try:
        found = effect_of(f"{m.group(1)}0{m.group(2) or ''}")
    except Unsupported:
        return None  # not an attack: the other grammars say what is unread
    if not isinstance(found, Attack) or not name:
        return None
    if said is not None and trigger_phrases.names_card(said.group(1), name.lower()):
        return dataclasses.replace(found, x_of=AttackX.NEIGHBOURS_WEAK)
    if wounds is not None and trigger_phrases.names_card(wounds.group(1), name.lower()):
        return dataclasses.replace(found, x_of=AttackX.OWN_WOUNDS, x_most=int(wounds.group(2)))
    raise Unsupported(text)


def x_attack(text: str) -> Attack:
    """The attack of a «X{counter}» cost, whose strength grows with X (``Attack.per_x``); anything else that speaks of
    X is unread (Unsupported)."""
    low = " ".join(text.lower().split())
    m = X_STRENGTH.match(low)
    if m:
        found = effect_of(f"{m.group(1)}{m.group(2) or 0}{m.group(3) or ''}")
        if isinstance(found, Attack):
            return dataclasses.replace(found, per_x=1)
    m = PER_TOKEN_SPENT.match(low)
    if m:
        found = effect_of(m.group(1))
        if isinstance(found, Attack) and "x" not in m.group(1):
            return dataclasses.replace(found, per_x=int(m.group(2)))
    raise Unsupported(text)


def x_text(text: str) -> Attack | TextAbility:
    """The ability of a «X{counter}» cost: an attack growing with X, or a text ability whose X is read
    («на X ходов противника»); any other use of X is unread (Unsupported)."""
    try:
        return x_attack(text)
    except Unsupported:
        found = effect_of(text)
    if _reads_cost_x(found):
        assert isinstance(found, TextAbility)
        return found
    raise Unsupported(text)


def _uses_x(effect: object) -> bool:
    """Whether a text ability's effects, or its target («стоимостью X+1 или менее»), read the X of its cost."""
    return isinstance(effect, TextAbility) and (any(
        isinstance(e, Acquire) and e.duration is Duration.OPPONENTS_TURNS_X for e in effect.effects) or (
        effect.target is not None and effect.target.max_cost_over_x is not None))


def _reads_cost_x(effect: object) -> bool:
    """Whether a text ability's effects may take the X of a «X{counter}» cost: a duration of X turns, or X wounds or X
    healed on a target («ранить существо противника на X, при этом излечить ваше существо на X»). X wounds to the
    source itself («получить X ран») are an X chosen as it is declared, bounded by its life, not by tokens: a text with
    both is not read."""
    from tolaria.berserk.abilities import HealBy

    return _uses_x(effect) or (isinstance(effect, TextAbility) and any(
        isinstance(e, WoundBy | HealBy) and e.by_x and e.who is not Who.SELF for e in effect.effects) and not any(
        isinstance(e, WoundBy) and e.by_x and e.who is Who.SELF for e in effect.effects))


def _icon_word(word: str):
    """A replacement writing an icon as its word, keeping its X."""
    return lambda m: word + (f" {m.group(1)}" if m.group(1) else "")


def normalise(text: str) -> str:
    """Lower case, single spaces, icons as their words with their X («{armor}: 2» → «броня 2»)."""
    low = " ".join(text.lower().split())
    for icon, word in ICON_WORDS.items():
        low = re.sub(re.escape(icon) + r"(?::?\s*(\d+))?", _icon_word(word.lower()), low)
    return low


@functools.lru_cache(maxsize=4096)
def named_of(text: str) -> Named | None:
    """A named ability sentence (Online 414) or an acquired ability's text; None when it is not one. Cached: the
    rules ask it of every acquired text at each keyword question (``cards_in_play.own_keyword_x``)."""
    low = normalise(text)
    for pattern, keyword in KEYWORD_SENTENCES:
        m = pattern.match(low)
        if m:
            x = int(m.group(1)) if m.groups() and m.group(1) else (1 if keyword in X_DEFAULT_ONE else 0)
            return Named(keyword, x)
    return None


def own_named(sentence: str, name: str) -> Named | None:
    """Named abilities written with the card's own name: «Пока Олаф закрыт, он отражает {strike} как открытая карта»."""
    m = re.fullmatch(r"(?:когда|пока) (.+?) закрыт[аоы]?, (?:он |она |оно )?отражает \{strike\} как открытая карта",
                     normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return Named(Keyword.FIGHTS_CLOSED)
    m = re.fullmatch(r"если в свой ход (.+?) может атаковать простым ударом закрытое существо противника, "
                     r"(?:он|она|оно) обязан[аоы]? это сделать", normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return Named(Keyword.MUST_STRIKE_CLOSED)  # rules/obligations.py
    m = re.fullmatch(r"противник может перенаправить \{strike\} (.+?) на любое свое существо, стоящее рядом с (.+)",
                     normalise(sentence))
    if m and name and all(trigger_phrases.names_card(w, name.lower()) for w in m.groups()):
        return Named(Keyword.DEFENDED_NEAR_SELF)  # rules/targets.may_defend
    m = re.fullmatch(r"(.+?) нельзя атаковать своими картами", normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return Named(Keyword.NOT_ATTACKED_BY_OWN)  # rules/cards_in_play.attackable
    m = re.fullmatch(r"когда (.+?) должен получить x ран от отравления,? вместо этого излечить его на x "
                     r"\(максимум на (\d+)\)", normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return Named(Keyword.POISON_HEALS, int(m.group(2)))  # rules/markers.resolve
    m = re.fullmatch(r"(.+?) (получает раны только от хозяина|нельзя назначать защитника)", normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return named_of(m.group(2))  # «Карлик Унд получает раны только от хозяина», «Карлику Унду нельзя ...»
    m = re.fullmatch(r"дальность метания (.+?) не может быть изменена", normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return Named(Keyword.THROW_RANGE_FIXED)  # rules/modifiers.range_bonus
    m = re.fullmatch(r"сила \{strike\} (.+?) не может быть снижена", normalise(sentence))
    if m and name and trigger_phrases.names_card(m.group(1), name.lower()):
        return Named(Keyword.STRIKE_NOT_REDUCED)  # rules/modifiers.strength_modifier
    return None


def static_of(sentence: str, name: str = "") -> Static | None:
    """A permanent modifier sentence (Online 422): a strength bonus, a reduction, «Строй: ...», «..., пока не имеет ран»,
    a protection from some attacks, a token maximum."""
    low = normalise(sentence)
    return (phrases.strength_bonus(low, name.lower()) or phrases.reduction(low) or phrases.formation(low, named_of)
            or phrases.unwounded(low, named_of) or phrases.attack_protection(low) or phrases.token_limit(low)
            or phrases.only_opposite(low) or phrases.aura(low, name.lower()) or phrases.life_above(low, named_of)
            or phrases.forced_target(low, name.lower()) or phrases.board_condition(low, name.lower())
            or phrases.repeated_strikes(low) or phrases.range_bonus(low) or phrases.range_set(low) or phrases.row_bonus(low)
            or phrases.reduced_to(low, name.lower()) or phrases.recruit_gain(low, name.lower())
            or phrases.reduced_on_self(low, name.lower()) or phrases.weak_aura(low, name.lower())
            or phrases.while_defending(low, name.lower()) or phrases.unanswered_at_lone(low)
            or dice_phrases.roll_bonus(low) or dice_phrases.first_roll(low) or movement_phrases.move_bonus(low)
            or dice_phrases.roll_twice(low, name.lower()) or dice_phrases.roll_block(low, name.lower())
            or dice_phrases.fixed_fight(low) or dice_phrases.class_roll_bonus(low)
            or marker_phrases.marker_blocks(low) or movement_phrases.enemy_move_limit(low, name.lower())
            or phrases.column_range_aura(low, name.lower())
            or movement_phrases.moved_cells(low, named_of) or phrases.jump_range_aura(low, name.lower())
            or movement_phrases.row_wrap(low, name.lower()) or movement_phrases.experience_on_path(low, name.lower())
            or movement_phrases.unanswered_at_marked(low) or recruitment_phrases.squad_building(low, name.lower())
            or movement_phrases.trampling_leap(low) or movement_phrases.pushing_step(low, name.lower())
            or phrases.while_closed(low, lambda t: static_of(t, name))
            or static_phrases.per_counted(low, name.lower()) or static_phrases.granted_aura(low, name.lower(), named_of)
            or static_phrases.borrowed_formation(low, name.lower()))


def statics_of(sentence: str, name: str = "") -> tuple[Static, ...] | None:
    """A sentence stating one modifier or several («+1 к {strike} и {direct} по закрытым существам»)."""
    one = static_of(sentence, name)
    if one is not None:
        return (one,)
    counted_as = element_phrases.counts_as_element(sentence) or element_phrases.finishing_bonus(sentence)
    if counted_as is not None:  # «Герои в вашей раздаче и в вашем отряде считаются нейтральными» (Online 202.8)
        return (counted_as,)
    host = (symbiosis_phrases.host_gains(sentence, name, static_of) or symbiosis_phrases.host_loses(sentence, name, named_of)
            or symbiosis_phrases.enemy_host_rows(sentence) or symbiosis_phrases.host_bound(sentence, name)
            or symbiosis_phrases.host_cannot(sentence, name, lambda t: static_of(t) or named_of(t)))
    if host is not None:  # «Хозяин Разумного вихря имеет +1 к {move} и -1 от дальних атак» (Online 210.2)
        return (host,)
    composed = static_phrases.turn_order(sentence, lambda t: statics_of(t, name), named_of) or static_phrases.joined(
        sentence, lambda t: statics_of(t, name)) or static_phrases.formation_count(
        normalise(sentence), lambda t: statics_of(t, name), named_of) or static_phrases.near_card_type(
        normalise(sentence), lambda t: statics_of(t, name), named_of)
    if composed is not None:  # «{second}: {direct}», «-1 от атак уникальных существ и +1 к {strike} по ...»
        return composed
    starting = static_phrases.starts_with(normalise(sentence))
    if starting is not None:  # «Начинает бой с {counter}»
        return (starting,)
    guard = marker_phrases.unmarked_blocked(sentence)
    if guard is not None:  # «Пока в вашем отряде есть артефакт блокирует атаки существ без маркера ловкости по себе, ...»
        return (guard,)
    marked = marker_phrases.marked_statics(normalise(sentence)) or marker_phrases.cell_marker_statics(normalise(sentence))
    if marked is not None:  # «+3 к {strike} и безответный удар по существам с маркером «добычи»»
        return marked
    tokens = phrases.token_limit_and_gifts(normalise(sentence))
    if tokens is not None:  # «Не может иметь больше 3{counter} и получать {counter} от других существ»
        return tokens
    along = movement_phrases.moved_along(normalise(sentence))
    if along is not None:  # «+1 к ударам, если переместился хотя бы на 1 клетку по горизонтали в этот ход»
        inner = static_of(along[0], name)
        if not isinstance(inner, StrengthBonus):
            return None
        return (Conditional(MovedCells(along[1], same=False, axis=along[2]), inner),)
    columns = phrases.column_condition(normalise(sentence), named_of)
    if columns is not None:
        return columns
    hosted = symbiosis_phrases.host_element(normalise(sentence), name.lower(), named_of)
    if hosted is not None:  # «Игнорирует {armor}, пока хозяин Шипокрыла горный»
        return (hosted,)
    in_squad = phrases.squad_condition(normalise(sentence), named_of)
    if in_squad is not None:
        return in_squad
    shared = phrases.shared_with_opposite(normalise(sentence), name.lower(), named_of)
    if shared is not None:
        return shared
    ranges = phrases.squad_ranges(normalise(sentence), named_of)
    if ranges is not None:
        return ranges
    front = phrases.enemy_front_empty(normalise(sentence), named_of)
    if front is not None:
        return front
    near = phrases.neighbour_condition(normalise(sentence), name.lower(), named_of)
    if near is not None:
        return near
    low_life = phrases.low_life_restriction(normalise(sentence), name.lower(), named_of)
    if low_life is not None:
        return low_life
    both = phrases.directed_against(normalise(sentence))
    if both is None:
        return None
    return both if isinstance(both, tuple) else (both,)


def acquirable(text: str) -> Named | Static | None:
    """An ability a card may acquire by a text («получает +1 к {strike}»): a named or a modifier sentence."""
    return named_of(text) or static_of(text)


def trigger_of(sentence: str, name: str = "") -> Trigger | None:
    """A triggered ability sentence (Online 405), read by :mod:`tolaria.berserk.trigger_phrases`."""
    text = own_formation(own_squad_duration(normalise(own_subject(sentence, name)), name.lower()), name.lower())
    found = (trigger_phrases.trigger(text, name.lower(), acquirable, effect_of)
             or graveyard_phrases.trigger(text, name.lower(), acquirable, effect_of)
             or summon_phrases.trigger(text, name.lower())
             or companion_return_phrases.returns_with(text, name.lower())
             or symbiosis_phrases.trigger(text, name.lower(), acquirable, effect_of)
             or attacking_phrases.trigger(text, name.lower(), acquirable, effect_of)
             or dice_phrases.fight_roll_trigger(text, sentence) or x_phrases.moved_finishing_blow(text, sentence, name.lower()))
    if found is None or not _roles_named(found):
        return None
    return dataclasses.replace(found, text=sentence)


def until_leaves(text: str, name: str) -> str:
    """«... до тех пор, пока Король-жрец не покинет поле боя»: a duration naming the card itself is written «пока он в
    вашем отряде» (the glossary's «в игровой зоне»: the battlefield or the Additional Zone), the form the effect
    grammar reads; another card's name stays, and the sentence unread."""
    m = re.search(r" до тех пор, пока (.+?) не покинет поле боя", text)
    if m is None or not name or not trigger_phrases.names_card(m.group(1).lower(), name.lower()):
        return text
    return f"{text[:m.start()]}, пока он в вашем отряде{text[m.end():]}"


def own_formation(text: str, name: str) -> str:
    """«открыть существо в строю с Рубаками Холверта»: a formation partner of the card itself is written «в строю с
    собой», the form the target grammar reads (another card's name stays, and the sentence unread)."""
    m = re.search(r"в строю с ([^\s;,]+(?: [^\s;,]+)?)(?=[;,]| |$)", text)
    if m is None or not name or not trigger_phrases.names_card(m.group(1), name):
        return text
    return f"{text[:m.start(1)]}собой{text[m.end(1):]}"


def own_squad_duration(text: str, name: str) -> str:
    """«..., пока Судовой кок в вашем отряде»: a duration naming the card itself is written «пока он в вашем отряде»,
    the form the effect grammar reads (another card's name stays, and the sentence unread)."""
    m = re.search(r", пока (.+?) в вашем отряде", text)
    if m is None or not name or not trigger_phrases.names_card(m.group(1), name):
        return text
    return f"{text[:m.start(1)]}он{text[m.end(1):]}"


def _roles_named(t: Trigger) -> bool:
    """A close-or-wounds choice («это существо должно закрыться либо ...») is read only where «это существо» is the
    attacked card: after «при {strike} по [...] существу» (an attack trigger naming the other card)."""
    asks = any(isinstance(e, CloseOrWounds) for e in t.effects)
    return not asks or (t.point is Point.ATTACK and t.attack is not None and t.attack.other is not None)


LIMIT = re.compile(r"^(.+?),? \((?:не более |до )?(\d+|один) раза? (?:за|в) (ваш ход|ход|бой)\)$")
NAMED_LIMIT = re.compile(r"^(.+?(?:Воздействие|Заклинание) «[^»]+») \((\d+|один) раза? за (ход|бой)\)( — .+)$")
"""«Воздействие «украсть оружие» (1 раз за бой) — ...»: a use limit written after the ability's name."""
"""«... (1 раз за ход)», «(2 раза за бой)», «(не более 2 раз за ход)»: a use limit at the end of a sentence."""


NAMED_BRACKET_LIMIT = re.compile(r"^(.+?) \((воздействие [^(),]+), (\d+|один) раза? за (ход|бой)\)$")
"""«... (воздействие несварение, 3 раза за бой)»: the effect's name and a use limit in one bracket."""


ONLY_AND_LIMIT = re.compile(r"^(.+?) \((только по [^(),]+), (\d+|один) раза? за (ход|бой)\)$")
"""«особый удар исподтишка на 1-2-2 (только по карте противника, 3 раза за ход)»: whom the attack may be declared at
(``AttackOnly``) and a use limit in one bracket."""


UNCLOSING_AND_LIMIT = re.compile(r"^(.+?) \((не закрываясь), (\d+|один) раза? за (ход|бой)\)$")
"""«..., при этом сразиться с целью его атаки (не закрываясь, 3 раза за ход)»: «не закрываясь» and a use limit in one
bracket."""


def limit_of(sentence: str) -> tuple[str, Limit | None]:
    """The sentence without its use limit, and the limit (Online 216.12: «один раз за ход/бой»)."""
    unclosing = UNCLOSING_AND_LIMIT.match(sentence.strip())
    if unclosing is not None:
        count = 1 if unclosing.group(3) == "один" else int(unclosing.group(3))
        per = Per.TURN if unclosing.group(4) == "ход" else Per.BATTLE
        return f"{unclosing.group(1)} ({unclosing.group(2)})", Limit(count, per)
    only = ONLY_AND_LIMIT.match(sentence.strip())
    if only is not None and any(a.value == only.group(2).lower() for a in AttackOnly):
        count = 1 if only.group(3) == "один" else int(only.group(3))
        return f"{only.group(1)}, {only.group(2)}", Limit(count, Per.TURN if only.group(4) == "ход" else Per.BATTLE)
    both = NAMED_BRACKET_LIMIT.match(sentence.strip())
    if both is not None:
        count = 1 if both.group(3) == "один" else int(both.group(3))
        return f"{both.group(1)} ({both.group(2)})", Limit(count, Per.TURN if both.group(4) == "ход" else Per.BATTLE)
    floor = attack_weakening_phrases.FLOOR_AND_LIMIT.match(sentence.strip())
    if floor is not None:  # «ослабить ... на 2 (минимум до 1, 1 раз за ход)»
        count = 1 if floor.group(3) == "один" else int(floor.group(3))
        return f"{floor.group(1)} ({floor.group(2)})", Limit(count, Per.TURN if floor.group(4) == "ход" else Per.BATTLE)
    form = summon_phrases.FORM_AND_LIMIT.match(sentence.strip())
    if form is not None:  # «Возродить существо (в закрытом виде, 1 раз за бой)»
        count = 1 if form.group(3) == "один" else int(form.group(3))
        return f"{form.group(1)} ({form.group(2)})", Limit(count, Per.TURN if form.group(4) == "ход" else Per.BATTLE)
    m = LIMIT.match(sentence.strip())
    if m is None:
        named = NAMED_LIMIT.match(sentence.strip())
        if named is None:
            return sentence, None
        count = 1 if named.group(2) == "один" else int(named.group(2))
        return named.group(1) + named.group(4), Limit(count, Per.TURN if named.group(3) == "ход" else Per.BATTLE)
    count = 1 if m.group(2) == "один" else int(m.group(2))
    return m.group(1), Limit(count, Per(m.group(3)))


def ability_of(sentence: str, name: str = "") -> Named | Playable | tuple[Static, ...] | Trigger:
    """One sentence's ability; Unsupported when no form of the grammar reads the whole sentence.

    A use limit at its end («(1 раз за ход)») is read off first; only a
    playable or a triggered ability may have one.
    """
    bare, limit = limit_of(sentence)
    if limit is not None:
        found = _ability(bare, name)
        if isinstance(found, Playable):
            return dataclasses.replace(found, text=sentence, limit=limit)
        if isinstance(found, Trigger):
            return dataclasses.replace(found, text=sentence, limit=limit)
        if isinstance(found, tuple) and len(found) == 1 and isinstance(found[0], InsteadOfDeath):
            return (dataclasses.replace(found[0], limit=limit),)  # «Вместо гибели ... (1 раз за бой)»
        raise Unsupported(sentence)
    return _ability(sentence, name)


HAS_IF_MOVED = re.compile(r"^Имеет (.+), если переместился хотя бы на 1 клетку (по вертикали|по горизонтали) в этот ход$")
"""«Имеет {tap}: {uchr} на 1-2-2, если переместился хотя бы на 1 клетку по вертикали в этот ход»."""


GAINS_WHILE = re.compile(r"^Получает «(.+)», пока (.+)$")
"""«Получает «{tap}: Магический удар на 3», пока стоит рядом с двумя или более существами противника, ...»."""


def cost_of(cost_text: str) -> Cost:
    """What precedes the colon (Online 404.2): «{tap}», «N{counter}» or «X{counter}», «{instant}»."""
    tokens = 0
    x = False
    for t in re.findall(r"(\d+|X)? ?\{counter\}", cost_text):
        x = x or t == "X"
        tokens += 1 if t in ("", "X") else int(t)
    return Cost(tap="{tap}" in cost_text, tokens=tokens, instant="{instant}" in cost_text, x=x)


def _ability(sentence: str, name: str) -> Named | Playable | tuple[Static, ...] | Trigger:
    gains = GAINS_WHILE.match(sentence.strip())
    if gains is not None:
        condition = phrases.enemy_neighbours(normalise(gains.group(2)))
        inner = _ability(gains.group(1), name) if condition is not None and COST.match(gains.group(1)) else None
        if not isinstance(inner, Playable) or inner.limit is not None or condition is None:
            raise Unsupported(sentence)
        return dataclasses.replace(inner, text=sentence, condition=condition)
    buried = graveyard_phrases.graveyard_playable(sentence)
    if buried is not None:  # «Пока на кладбище, имеет {instant}, потерять жетон инкарнации: ...»
        return Playable(buried[0], effect_of(buried[1]), sentence, graveyard=True)
    moved = HAS_IF_MOVED.match(sentence.strip())
    if moved is not None:
        inner = _ability(moved.group(1), name)
        if not isinstance(inner, Playable) or inner.limit is not None:
            raise Unsupported(sentence)
        return dataclasses.replace(inner, text=sentence, moved_axis=movement_phrases.AXES[moved.group(2)])
    paid = life_cost_phrases.payer_cost(normalise(sentence))
    if paid is not None:  # «{instant}, снимите дополнительную {health} с вашего слуа; ...»
        effect = life_cost_phrases.near_roll_change(paid[1], name.lower())
        if effect is None:
            raise Unsupported(sentence)
        return Playable(Cost(instant=True, payer=paid[0]), effect, sentence)
    combined = combined_phrases.combined_death(normalise(sentence))
    if combined is not None:  # «{instant}{tap}: Воздействие ... при гибели существа ... вызвать ...» (Online 413)
        return dataclasses.replace(combined, text=sentence)
    m = COST.match(sentence)
    if m:
        cost = cost_of(m.group(1))
        x = cost.x
        lives = life_cost_phrases.lives_cost(normalise(m.group(2)), name.lower())
        if lives is not None and not x and not cost.tokens:  # «Снимите X дополнительных жизней с [карты], при этом — ...»
            return Playable(dataclasses.replace(cost, x=True, lives=True), x_attack(lives), sentence)
        body = swap_phrases.own_neighbours(own_subject(own_squad_duration(until_leaves(m.group(2), name), name), name), name)
        effect = x_text(body) if x else (counted_attack(body, name) or several_phrases.moved_attacks(body, name, effect_of)
                                         or leash_phrases.leash(normalise(body), name.lower())
                                         or marker_phrases.counted_marker(normalise(body), name.lower(),
                                                                          activated_phrases.target_of, named_of)
                                         or artifact_phrases.roll_to_transform(normalise(body), named_of, static_of)
                                         or effect_of(body))
        if not x and _uses_x(effect):
            raise Unsupported(sentence)  # «на X ходов противника» with no X in the cost
        return Playable(cost, effect, sentence)
    named = named_of(sentence) or own_named(sentence, name)
    if named is not None:
        return named
    own_strong = activated_phrases.own_strike_to_strong(normalise(sentence)) or redirect_phrases.on_attack_redirect(
        normalise(sentence), name.lower())
    if own_strong is not None:  # «Может свести свой {strike} к сильному», «При дальней атаке по ... может
        return Playable(Cost(instant=True), own_strong, sentence)  # перенаправить ...»: no cost (READINGS)
    instead = summon_phrases.incarnation_instead(normalise(sentence), name)
    if instead is not None:  # «Вместо инкарнации вы можете изгнать Лаэтара, при этом возродить ...»
        return (instead,)
    replaced = artifact_phrases.instead_of_death(normalise(sentence))
    if replaced is not None:  # «Вместо гибели полностью излечиться и стать артефактом»
        return (replaced,)
    healing = (heal_replacement_phrases.heal_instead(normalise(sentence))
               or heal_replacement_phrases.first_heal(normalise(sentence), name))
    if healing is not None:  # «Пока не имеет ран, получает «Если должен излечиться — вместо этого может открыться»»
        return (healing,)
    found = statics_of(sentence, name)
    if found is not None:
        return found
    form = graveyard_phrases.incarnation_form(normalise(sentence), acquirable, effect_of)
    if form is not None:
        return (form,)
    triggered = (trigger_of(sentence, name) or formation_trigger(sentence, name)
                 or squad_state_phrases.squad_lacks(normalise(sentence), sentence)
                 or counted_targets_phrases.counted_targets(normalise(sentence), sentence, name)
                 or redistribution_phrases.ranged_division(normalise(sentence), sentence)
                 or leap_block_phrases.leap_block(normalise(sentence), sentence, name.lower())
                 or leap_block_phrases.vacated_filled(normalise(sentence), sentence, name.lower())
                 or shared_token_phrases.shared_tokens(normalise(sentence), sentence))
    if triggered is None:
        raise Unsupported(sentence)
    return triggered


def formation_trigger(sentence: str, name: str) -> Trigger | None:
    """«Строй: в начале вашего хода Мастер топора получает {counter}»: a triggered ability in force in formation."""
    m = re.fullmatch(r"Строй: (.+)", sentence.strip())
    if m is None:
        return None
    inner = trigger_of(m.group(1)[0].upper() + m.group(1)[1:], name)
    if inner is None:
        return None
    return dataclasses.replace(inner, text=sentence, condition=InFormation())


def icon_of(icon: str) -> Named | None:
    """An icon of the tables (``ova1``, ``ova=1``, ``direct``...); None for a tag; Unsupported if unknown."""
    if icon.startswith("(") or icon.endswith("(nxt)") and icon[:-5] in ():
        return None
    m = re.fullmatch(r"([a-z]+)=?(\d+)?(?:\(nxt\))?", icon)
    if m is None:
        raise Unsupported(f"icon {icon}")
    code, x = m.group(1), m.group(2)
    if code in TAG_ICONS:
        return None
    keyword = ICON_KEYWORDS.get(code)
    if keyword is None:
        raise Unsupported(f"icon {icon}")
    return Named(keyword, int(x) if x else (1 if keyword in X_DEFAULT_ONE else 0))


Compiled = tuple[tuple[Named, ...], tuple[Playable, ...], tuple[Static, ...], tuple[Trigger, ...]]


def compile_text(text: str, icons: list[str] | tuple[str, ...] = (), name: str = "") -> Compiled:
    """The abilities of a text and its icons; raises Unsupported naming the first phrase it can't read.

    ``name`` is the card's own name, for sentences that name their card («При ударе по Слизи»).
    """
    named: list[Named] = []
    playable: list[Playable] = []
    statics: list[Static] = []
    triggers: list[Trigger] = []
    for icon in icons:
        n = icon_of(icon)
        if n is not None:
            named.append(n)
    if "[Эррата" in text:
        text = re.sub(r"^\[Эррата [^\]]*\]\s*", "", text)
    for sentence in [part for whole in sentences(text) for part in split_at_costs(whole)]:
        related = INCORPOREAL.match(sentence)
        if related is not None:  # «Бестелесный: [текст]»: the creature is incorporeal, and [текст] is an ability of it
            named.append(Named(Keyword.INCORPOREAL))
            sentence = related.group(1)[0].upper() + related.group(1)[1:]
        by_tokens = token_state_phrases.while_tokens(sentence, name)
        if by_tokens is not None:  # «Пока на [карте] нет {counter} — получает «[способность]»»
            gained = tokens_gained(by_tokens[0], by_tokens[1], name, len(playable))
            playable.extend(gained[0])
            triggers.extend(gained[1])
            continue
        token_block = token_state_phrases.token_block(sentence, name)
        if token_block is not None:  # «Если [карта] атакована {strike} — может потерять {counter}; блокировать удар»
            playable.append(token_block)
            continue
        with_rider = (attack_with_rider(sentence, name, len(playable) + 1) or cell_rider(sentence, name, len(playable) + 1)
                      or row_later(sentence, len(playable) + 1))
        if with_rider is not None:
            playable.append(with_rider[0])
            triggers.append(with_rider[1])
            continue
        mill = mill_phrases.milled(normalise(sentence), sentence,
                                   lambda t: trigger_phrases.single_effect(t, name.lower(), acquirable, effect_of))
        if mill is not None:  # «В начале вашего хода положите верхнюю карту колоды на кладбище; если это демон — ...»
            triggers.extend(mill)
            continue
        summed = dice_phrases.several_dice_sum(normalise(sentence), sentence, playable)
        if summed is not None:  # «Если сумма значений кубиков при определении силы этих выстрелов равна 6 или менее ...»
            triggers.append(summed)
            continue
        capped = TOKEN_CAP_BRACKET.match(sentence)
        if capped is not None:  # «... получить {counter} (не может иметь более 3 {counter})»: the card's maximum too
            statics.append(TokenLimit(int(capped.group(2))))
            sentence = capped.group(1)
        listed = battle_start_phrases.gain_list(normalise(sentence), sentence, lambda t: trigger_of(t, name))
        if listed is not None:  # «В начале боя получает: A, если у вас есть степное существо; B, ...»
            triggers.extend(listed)
            continue
        blocking = prophecy_phrases.prophecy_block(normalise(sentence), name.lower())
        if blocking is not None:  # its use limit is its own («(1 раз за ход)» after a static text)
            statics.append(blocking)
            continue
        flying = while_flying(sentence, name)
        if flying is not None:  # «Пока летающий, имеет {direct} и При {strike} ...»
            statics.append(flying[0])
            triggers.append(flying[1])
            continue
        later = remembered_later(sentence, name, triggers)
        if later is not None:  # «В конце хода противника, если это существо открыто ...»: the card opened before
            triggers[-1] = later[0]
            triggers.append(later[1])
            continue
        both = two_attack_triggers(sentence, name) or two_heads(sentence, name) or delayed_pair(sentence, name)
        if both is not None:
            triggers.extend(both)
            continue
        paired = static_and_trigger(sentence, name)
        if paired is not None:
            statics.extend(paired[0])
            triggers.append(paired[1])
            continue
        if normalise(sentence) == movement_phrases.LEAP_CONSEQUENCE and any(
                isinstance(s, EnemyMoveLimit) and s.limit is MoveLimit.LEAPS_NEXT_TO_SOURCE for s in statics):
            continue  # Исса: «Если таких клеток нет ... использовать прыжок или телепортацию нельзя» restates the limit
        with_bonus = attack_with_bonus(sentence, name)
        if with_bonus is not None:
            playable.append(with_bonus[0])
            statics.append(with_bonus[1])
            continue
        healed = symbiosis_phrases.host_healed(sentence, name, lambda t: trigger_of(t, name))
        if healed is not None:  # «При трупоедстве, если хозяин Торфяного змея болотный полностью излечить хозяина»
            triggers.append(healed)
            continue
        hosting = symbiosis_phrases.while_host(sentence)
        if hosting is not None:  # «Пока является хозяином симбиоту имеет {tap}: ...» (Online 210.2, 210.13)
            read = ability_of(hosting, name)
            if not isinstance(read, Playable) or read.condition is not None:
                raise Unsupported(sentence)
            playable.append(dataclasses.replace(read, text=sentence, condition=IsHost()))
            continue
        neighbour = symbiosis_phrases.host_or_neighbour(sentence)
        if neighbour is not None:  # «Хозяин или стоящее рядом существо ...»: the host is adjacent (Online 210.9.a)
            read = ability_of(neighbour, name)
            if not isinstance(read, Playable):
                raise Unsupported(sentence)
            playable.append(dataclasses.replace(read, text=sentence))
            continue
        branch = counted_targets_phrases.turn_order_branch(normalise(sentence), sentence, triggers,
                                                           lambda t: trigger_of(t, name))
        if branch is not None:  # «В начале боя — воздействие «интриги»: {first}: ... . {second}: ...»
            triggers.append(branch)
            continue
        ability = ability_of(sentence, name)
        if isinstance(ability, Named):
            named.append(ability)
        elif isinstance(ability, Playable):
            playable.append(ability)
        elif isinstance(ability, Trigger):
            triggers.append(ability)
        else:
            statics.extend(ability)
    for p in playable:
        if isinstance(p.effect, Attack) and BONUS_BRACKET.search(p.text):
            kind = p.effect.kind
            if sum(1 for q in playable if isinstance(q.effect, Attack) and q.effect.kind is kind) > 1:
                raise Unsupported(p.text)  # the bracket's bonus would reach the card's other attack of that kind
    for text_of, effects in [*((p.text, p.effect.effects) for p in playable if isinstance(p.effect, TextAbility)),
                             *((t.text, t.effects) for t in triggers)]:
        if summon_phrases.summon_not_last(effects):
            raise Unsupported(text_of)  # the summon's choice pauses the text (rules/summoning.py)
    unexplained = marker_phrases.unexplained_marker(statics, triggers)
    if unexplained is not None:
        raise Unsupported(unexplained)  # «получает маркер «сеть»» with nothing said of the marker
    return tuple(named), tuple(playable), tuple(statics), tuple(triggers)


INCORPOREAL = re.compile(r"^Бестелесный: (.+)$")
"""Glossary «Бестелесность»: «Бестелесный: [Текст]», an ability related to incorporeality. Losing incorporeality
loses it, and ignoring incorporeality ignores it; no text of the sets takes incorporeality alone away or ignores it
(«теряет все особенности» and «игнорирует особенности» reach every ability), so it is compiled as an ability of the
card beside «Бестелесность» itself."""


INNER_COST = re.compile(r" (?=(?:\{instant\}|\{tap\})+: )")


def split_at_costs(sentence: str) -> list[str]:
    """«{tap}: {uchr} на 1 {instant}{tap}: Воздействие «удача» — ...»: the tables sometimes leave out the full stop
    between two playable abilities (Online 403.3); a second cost after a playable ability opens the next one."""
    if COST.match(sentence) is None:
        return [sentence]
    return INNER_COST.split(sentence)


BONUS_BRACKET = re.compile(r"^(.+?) \((\+\d+ к [^()]+)\)$")
"""«Особый удар пикой на 2 (+2 к особому удару по горным)»: an attack with a bonus of its own in brackets."""


def attack_with_bonus(sentence: str, name: str) -> tuple[Playable, StrengthBonus] | None:
    """A playable attack with «(+X к [этой атаке] по [картам])»: the attack, and the bonus as the card's modifier.

    The bonus speaks of this attack's kind, so it is the card's modifier of
    that kind (Online 422.1); a card with another attack of the same kind
    stays unsupported (``compile_text`` checks).
    """
    m = COST.match(sentence)
    if m is None:
        return None
    b = BONUS_BRACKET.match(m.group(2).strip())
    if b is None:
        return None
    try:
        found = _ability(f"{m.group(1)}: {b.group(1)}", name)
    except Unsupported:
        return None
    bonus = phrases.strength_bonus(normalise(b.group(2)), name.lower())
    if not isinstance(found, Playable) or not isinstance(found.effect, Attack) or bonus is None:
        return None
    if bonus.scope.kinds != frozenset({found.effect.kind}):
        return None
    return dataclasses.replace(found, text=sentence), bonus


TOKEN_CAP_BRACKET = re.compile(r"^(.+\{counter\}) \(не может иметь более (\d+) ?\{counter\}\)$")
"""«При сильной атаке вашей карты получить {counter} (не может иметь более 3 {counter})»: a token gain and, in
brackets, the card's token maximum (Online 218.6)."""


def two_attack_triggers(sentence: str, name: str) -> tuple[Trigger, Trigger] | None:
    """«При {strike} магический удар на 2-2-3 и особый удар ядовитым шипом на 2»: one head and two attacks, each at a
    target of its own, are two triggered abilities with the same trigger point (Online 405.1)."""
    if " и " not in sentence or not sentence.startswith(("При ", "В начале ", "В конце ", "Когда ")):
        return None
    try:
        ability_of(sentence, name)
        return None  # the sentence reads as it is
    except Unsupported:
        pass
    start = 0
    while (i := sentence.find(" и ", start)) >= 0:
        start = i + 1
        first = trigger_of(sentence[:i], name)
        if first is None or not first.chooses or not isinstance(first.effects[0], AttackAt):
            continue
        spaces = [j for j in range(i) if sentence[j] == " "]
        for j in reversed(spaces):
            second = trigger_of(f"{sentence[:j]} {sentence[i + 3:]}", name)
            if (second is not None and second.chooses and isinstance(second.effects[0], AttackAt)
                    and second.point is first.point and second.attack == first.attack):
                return (dataclasses.replace(first, text=sentence), dataclasses.replace(second, text=sentence))
    return None


TWO_HEADS = re.compile(r"^При (.+?) или (.+?) — (.+)$")


def two_heads(sentence: str, name: str) -> tuple[Trigger, Trigger] | None:
    """«При гибели существа противника или инкарнации вашего существа — [эффекты]»: two trigger points, one text; each
    head with the effects must read as a triggered ability of its own (Online 405.1: a trigger point each). Only a
    sentence that does not read as it is («при ударе или промахе» is one head)."""
    m = TWO_HEADS.match(sentence.strip())
    if m is None:
        return None
    try:
        ability_of(sentence, name)
        return None
    except Unsupported:
        pass
    first = trigger_of(f"При {m.group(1)} — {m.group(3)}", name)
    second = trigger_of(f"При {m.group(2)} — {m.group(3)}", name)
    if first is None or second is None or first.point is second.point:
        return None
    return dataclasses.replace(first, text=sentence), dataclasses.replace(second, text=sentence)


DELAYED = re.compile(r"^(.+?), в конце хода (.+?),? также (получает .+?)( \(воздействие [^()]+\))?$")
"""«При {strike} атакованное существо получает отравление на 1, в конце хода выбранное существо противника, стоящее
рядом с атакованным, также получает отравление на 1 (воздействие эпидемия)»."""


def delayed_pair(sentence: str, name: str) -> tuple[Trigger, Trigger] | None:
    """A trigger, then the same card's effect at the turn's end on a target described from the card it acted on
    («стоящее рядом с атакованным»): the first remembers that card (``Remember``), the second is a «в конце хода»
    trigger about it (Online 313.1), its target chosen as it is declared."""
    bare, limit = limit_of(sentence)
    m = DELAYED.match(normalise(bare))
    if m is None or limit is not None:
        return None
    first = trigger_of(m.group(1), name)
    if first is None or first.point is not Point.ATTACK or len(first.effects) != 1:
        return None
    who = getattr(first.effects[0], "who", None)
    if who is not Who.ATTACKED:
        return None
    described = re.fullmatch(r"(.+), стоящее рядом с атакованным", m.group(2))
    from tolaria.berserk.activated_phrases import target_of

    spec = target_of(described.group(1)) if described else None
    effect = trigger_phrases.single_effect(f"атакованный {m.group(3)}", name.lower(), acquirable, effect_of)
    if spec is None or spec.near_subject or not isinstance(effect, PoisonBy | WoundBy):
        return None
    chosen = dataclasses.replace(effect, who=Who.CHOSEN)
    later = Trigger(Point.TURN_END, (chosen,), sentence, chooses=True, remembered=Remembered(),
                    target=dataclasses.replace(spec, near_subject=True))
    return (dataclasses.replace(first, text=sentence, effects=(*first.effects, Remember(Who.ATTACKED))), later)


WHILE_FLYING = re.compile(r"^Пока летающий, имеет (.+?) и (При .+)$")
"""«Пока летающий, имеет {direct} и При {strike} по карте на поле боя приземлиться на свободную клетку рядом с ней»."""


def while_flying(sentence: str, name: str) -> tuple[Conditional, Trigger] | None:
    """A named ability and a triggered one, both in force while the card is a flyer (glossary «Полёт»)."""
    m = WHILE_FLYING.match(sentence.strip())
    if m is None:
        return None
    named = named_of(m.group(1))
    found = trigger_of(m.group(2), name)
    if named is None or found is None or found.condition is not None:
        return None
    return Conditional(Flying(), named), dataclasses.replace(found, text=sentence, condition=Flying())


REMEMBERED_OPEN = re.compile(r"^В конце хода противника, если это существо открыто,? (.+)$")
"""«В конце хода противника, если это существо открыто ранить его на 1 (воздействие долгий караул)»: «это существо» is
the card the previous sentence's trigger opened."""


def remembered_later(sentence: str, name: str, before: list[Trigger]) -> tuple[Trigger, Trigger] | None:
    """The previous trigger, now remembering the card it opens, and this sentence's trigger about that card; None when
    the sentence is not of this form or the previous trigger opens no chosen card at the start of the same turn."""
    m = REMEMBERED_OPEN.match(sentence.strip())
    if m is None or not before:
        return None
    first = before[-1]
    if (first.point is not Point.TURN_START or first.whose is not Whose.OPPONENTS
            or first.effects != (OpenCard(Who.CHOSEN),)):
        return None
    text = trigger_phrases.NAMED_SUFFIX.sub("", normalise(m.group(1))).strip()
    text = re.sub(r"^ранить его ", "ранить атакованного ", text)
    effects = trigger_phrases.effects_of(text, name.lower(), acquirable, effect_of)
    if effects is None or any(getattr(e, "who", None) not in (Who.ATTACKED, None) for e in effects):
        return None
    later = Trigger(Point.TURN_END, effects, sentence, whose=Whose.OPPONENTS, remembered=Remembered(open=True))
    return dataclasses.replace(first, effects=(*first.effects, Remember(Who.CHOSEN))), later


def static_and_trigger(sentence: str, name: str) -> tuple[tuple[Static, ...], Trigger] | None:
    """«+1 к магическому удару за каждую {counter} на Аргвальде, при магическом ударе — теряет все {counter}»: a
    modifier and a triggered ability the tables join with a comma (Online 403.3 separates abilities by full stops);
    each half must read completely by its own grammar."""
    start = 0
    while (i := sentence.find(", при ", start)) >= 0:
        start = i + 1
        left = statics_of(sentence[:i], name)
        if left is None:
            continue
        right = trigger_of("П" + sentence[i + 3:], name)
        if right is not None:
            return left, dataclasses.replace(right, text=sentence)
    return None


RIDERS = (
    re.compile(r"^(?P<attack>.+?)(?:;|,) при этом (?:—\s*)?(?P<effects>.+)$"),
    re.compile(r"^(?P<attack>.+?), при (?P<tier>слабом|среднем|сильном|среднем или сильном) "
               r"(?:ударе|выстреле|разряде|метании|особом ударе|магическом ударе) — (?P<effects>.+)$"),
)
"""«Особый удар на 3; при этом атакованное существо получает отравление на 1», «Разряд на 1-2-2, при среднем или
сильном разряде — атакованный получает отравление на 1»: a playable attack and effects of its own."""


def cell_rider(sentence: str, name: str, index: int) -> tuple[Playable, Trigger] | None:
    """«{tap}: Метание «бомбы» на 1 по карте на выбранной клетке, дальность 3; в начале вашего следующего хода все карты
    на этой клетке ранятся на 2 (воздействие «взрыв»)»: the attack at the card on the chosen cell, and, hit or miss,
    after its Wound object, the cell marked for the delayed wounds (rules/cell_markers.py)."""
    m = COST.match(sentence)
    rider = marker_phrases.cell_rider(normalise(m.group(2))) if m is not None else None
    if m is None or rider is None:
        return None
    try:
        found = _ability(f"{m.group(1)}: {rider[0]}", name)
    except Unsupported:
        return None
    if not isinstance(found, Playable) or not isinstance(found.effect, Attack) or found.cost.x or found.effect.only:
        return None
    attack = dataclasses.replace(found.effect, only=AttackOnly.ON_CELL)
    found = dataclasses.replace(found, effect=attack)
    later = Trigger(Point.ATTACK, (rider[1],), sentence,
                    attack=AttackCondition(AttackScope(frozenset({attack.kind})), outcome=None), playable=index)
    return dataclasses.replace(found, text=sentence), later


def row_later(sentence: str, index: int) -> tuple[Playable, Trigger] | None:
    """«{tap}: Заклинание «цветущие руны» — выберите ряд, в начале вашего следующего хода ранить X существ противника
    на 1-2-2, где X — ...»: the playable text that names a row, and the delayed ability it leaves there (Online 405.5;
    rules/chosen_rows.py), the card's trigger that only this playable sets."""
    m = COST.match(sentence)
    found = row_phrases.row_later(normalise(m.group(2)), sentence, index) if m is not None else None
    if m is None or found is None:
        return None
    cost = cost_of(m.group(1))
    if cost.x:
        return None
    return Playable(cost, found[0], sentence), found[1]


def tokens_gained(condition: TokensState, text: str, name: str,
                  before: int) -> tuple[list[Playable], list[Trigger]]:
    """The quoted ability of «Пока на [карте] нет / есть {counter} — получает «...»», had only while the condition
    holds (Online 406.1); a playable's rider counts past the ``before`` playables already read. Unsupported when the
    ability is not a playable or triggered one."""
    named, gained, statics, triggers = compile_text(text, (), name)
    if named or statics or not (gained or triggers):
        raise Unsupported(text)
    return ([dataclasses.replace(p, condition=condition) for p in gained],
            [dataclasses.replace(t, condition=condition, playable=t.playable + before if t.playable else 0)
             for t in triggers])


def attack_with_rider(sentence: str, name: str, index: int) -> tuple[Playable, Trigger] | None:
    """A playable attack with effects of its own after it: the attack, and the effects as a triggered ability that
    only this attack sets off (``Trigger.playable``), after its Wound object (Online 216.11).

    A strength row («при среднем или сильном разряде») must name the attack's own kind; the effects are read by the
    triggered grammar (their roles are the attack's: «атакованное существо»). None when any part is unread.
    """
    m = COST.match(sentence)
    if m is None:
        return None
    body, limit = limit_of(m.group(2))
    for form in RIDERS:
        r = form.match(normalise(body))
        if r is None:
            continue
        cost_text = m.group(1)
        x_cost = re.search(r"X ?\{counter\}", cost_text) is not None
        if x_cost:  # the X may be the effects' («отравление на X»), the attack having none of its own
            cost_text = re.sub(r"X ?\{counter\}", "{counter}", cost_text)
        try:
            found = _ability(f"{cost_text}: {r.group('attack')}", name)
        except Unsupported:
            continue
        if not isinstance(found, Playable) or not isinstance(found.effect, Attack):
            continue
        kind = found.effect.kind
        tiers: frozenset[int] = frozenset()
        if "tier" in r.groupdict() and r.group("tier"):
            word = r.group(0)[len(r.group("attack")) + 2:].split(" — ")[0]
            if not word.endswith(RIDER_KIND_WORDS[kind]):
                continue
            tiers = trigger_phrases.TIERS[r.group("tier")]
        words = r.group("effects")
        optional = words.startswith("может ")  # «при этом может получить {counter}»: the controller chooses
        effects = trigger_phrases.effects_of(words.removeprefix("может "), name.lower(), acquirable, effect_of)
        if effects is None:
            continue
        uses_x = any(isinstance(e, PoisonBy) and e.by_x for e in effects)
        if uses_x is not x_cost:
            continue  # an X the cost does not set, or a cost's X nothing uses
        if x_cost:
            found = dataclasses.replace(found, cost=dataclasses.replace(found.cost, x=True))
        rider = Trigger(Point.ATTACK, effects, sentence, attack=AttackCondition(AttackScope(frozenset({kind}), tiers=tiers),
                                                                                 outcome=None), playable=index,
                        optional=optional)
        return dataclasses.replace(found, text=sentence, limit=limit), rider
    return None


RIDER_KIND_WORDS = {AttackKind.SIMPLE: "ударе", AttackKind.SHOT: "выстреле", AttackKind.DISCHARGE: "разряде",
                    AttackKind.THROW: "метании", AttackKind.SPECIAL: "особом ударе", AttackKind.MAGIC: "магическом ударе",
                    AttackKind.ACROSS_ROW: "ударе через ряд"}
"""The prepositional word a rider's strength row uses for each attack kind."""


def not_executed(named: tuple[Named, ...], statics: tuple[Static, ...]) -> str | None:
    """The first ability the compiler read that the engine does not carry out (cards.NOT_EXECUTED), named."""
    inner = [s.ability for s in statics if isinstance(s, Conditional) and isinstance(s.ability, Named)]
    for n in (*named, *inner):
        if n.keyword in NOT_EXECUTED:
            return f"{n.keyword.value} (read, not yet executed by the engine)"
    return None


def compile_card(raw: dict[str, Any]) -> CardDef:
    """A card of the project's data (scripts/build_berserk_cards.py) or a scenario's test card."""
    ctype = CardType(raw["type"])
    text = str(raw.get("text") or "")
    unsupported: str | None = None
    named: tuple[Named, ...] = ()
    playable: tuple[Playable, ...] = ()
    statics: tuple[Static, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    try:
        named, playable, statics, triggers = compile_text(text, raw.get("icons", ()), str(raw["name"]))
    except Unsupported as e:
        unsupported = str(e.args[0])
    if unsupported is None:
        unsupported = not_executed(named, statics)
    from tolaria.berserk.cards import SUPPORTED_TYPES

    if unsupported is None and ctype not in SUPPORTED_TYPES:
        unsupported = f"card type {ctype.value}"
    if unsupported is None and not text and not raw.get("icons") and raw.get("set") == "Нашествие тьмы":
        # (the table notes a card whose abilities are all icons, such as Зендар; its text is empty)
        unsupported = "no ability text in the source table"
    strike = raw.get("strike") or (0, 0, 0)
    return CardDef(
        name=str(raw["name"]),
        type=ctype,
        element=str(raw.get("element", "Нейтральная")),
        cost=int(raw.get("cost", 0)),
        elite=bool(raw.get("elite", False)),
        unique=bool(raw.get("unique", False)),
        life=int(raw.get("life") or 0),
        move=int(raw.get("move") or 0),
        strike=(int(strike[0]), int(strike[1]), int(strike[2])),
        classes=tuple(raw.get("classes", ())),
        text=text,
        named=named,
        playable=playable,
        statics=statics,
        triggers=triggers,
        unsupported=unsupported,
        set=str(raw.get("set", "")),
        number=int(raw.get("number", 0)),
    )
