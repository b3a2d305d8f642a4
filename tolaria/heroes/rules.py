"""The rules every part of the engine asks: a card's life, strike, keywords, and the log.

ГЛ «Жизни карты (текущее число жизней)», ГЛ «Значение удара», ГЛ «Эффект
усиления», ГЛ «Эффект ослабления», ГЛ «Скрытый персонаж».
"""

from __future__ import annotations

from functools import lru_cache

from tolaria.berserk.cards import fold
from tolaria.heroes.abilities import (
    MECHANISM,
    Abilities,
    Activated,
    IgnoreKind,
    Ignoring,
    Keyword,
    Replacement,
    Triggered,
    Ward,
    WardFrom,
    When,
)
from tolaria.heroes.cards import CardDef, CardType
from tolaria.heroes.compiler import Unsupported, compile_text
from tolaria.heroes.events import Happened
from tolaria.heroes.state import CardState, GameState, Zone

STRENGTH = "усиление"
WEAKNESS = "ослабление"
POISON = "отравление"
ONCE = "раз за ход"  # ГЛ «Один (Х) раз за ход»: «карта получает специальный маркер» (kept in ``CardState.once``)
MARKERS = (STRENGTH, WEAKNESS, POISON, ONCE)


def markers_of(card: CardState) -> dict[str, int]:
    """The card's markers as a scenario or a view writes them: the «раз за ход» markers among them."""
    out = dict(card.markers)
    if card.once:
        out[ONCE] = card.once
    return out


def emit(g: GameState, name: str, text: str, rules: tuple[str, ...], seat: int = -1, public: str = "") -> None:
    """Put an event in the outbox (the log cites ``rules``)."""
    g.out.append(Happened(name=name, text=text, seat=seat, public=public, rules=rules, turn=g.turn,
                          step=g.phase.value))


def defn(g: GameState, cid: int) -> CardDef:
    """The card's definition; the name is looked up as stored first (the engine's hot path)."""
    return g.db.stored(g.objects[cid].name)


_NONE = Abilities()


def printed(g: GameState, cid: int) -> Abilities:
    """The card's text as printed: a card that became a copy has the copied card's abilities after its own, «как если
    бы они были напечатаны на самой карте» (ГЛ «Скопировать свойства и особенности (стать копией)»); a combined
    card has its parts' after them, in the order attached (ГЛ «Присоединить карту Х к карте Y»: «К особенностям
    карты Y добавляются все особенности карты X»)."""
    card = g.objects[cid]
    text = g.db.stored(card.name).abilities
    if card.own:
        text = g.db.stored(card.own).abilities.joined(text)
    for part in card.parts:
        text = text.joined(g.db.stored(g.objects[part].name).abilities)
    return text


def origin(g: GameState, cid: int, k: int) -> tuple[int, int]:
    """The card whose own text holds the K-th triggered ability of ``cid``'s printed text, and its K there.

    A combined card's abilities are its own and then each part's (``printed``): a part's «Гибель:»
    triggers as that card's once they leave the game zone as «разные карты» (ГЛ «Присоединить …»).
    """
    card = g.objects[cid]
    own = len((g.db.stored(card.own).abilities.joined(g.db.stored(card.name).abilities) if card.own
               else g.db.stored(card.name).abilities).triggered)
    if k <= own:
        return cid, k
    k -= own
    for part in card.parts:
        n = len(g.db.stored(g.objects[part].name).abilities.triggered)
        if k <= n:
            return part, k
        k -= n
    return cid, k + own


def text_of(g: GameState, cid: int) -> Abilities:
    """The abilities of the card's printed text in force: none once it lost them (ГЛ «Теряет особенности»),
    or while its «особенности» don't work (ГЛ «[Текст] Не Работает»)."""
    card = g.objects[cid]
    return _NONE if card.blank or card.disabled and features_off(card) else printed(g, cid)


FEATURES = "особенности"
"""ГЛ «[Текст] Не Работает» with [Текст] «особенности»: every ability of the card."""


def features_off(card: CardState) -> bool:
    """ГЛ «[Текст] Не Работает»: «особенность не накладывает эффектов, не срабатывает, и игнорируется», for all of them."""
    return any(d.text == FEATURES for d in card.disabled)


def classes_of(g: GameState, cid: int) -> tuple[str, ...]:
    """The card's classes: an improved creature has lost them and is a механизм (ГЛ «Усовершенствовать (существо)»);
    a combined card has its parts' too (ГЛ «Объединённая карта»: «обладает названиями, стихиями и классами всех своих
    составляющих»)."""
    card = g.objects[cid]
    own = (MECHANISM,) if card.improved else defn(g, cid).classes
    return own + tuple(c for p in card.parts for c in defn(g, p).classes) if card.parts else own


def is_mechanism(g: GameState, cid: int) -> bool:
    """Whether the card is a механизм (ГЛ «Усовершенствовать (существо)»: «Если существо не является механизмом»)."""
    return fold(MECHANISM) in {fold(c) for c in classes_of(g, cid)}


def elements_of(g: GameState, cid: int) -> set[str]:
    """The card's elements, folded; a combined card's are all its parts' too (ГЛ «Объединённая карта»)."""
    return {fold(e.value) for c in (cid, *g.objects[cid].parts) for e in defn(g, c).elements}


def names_of(g: GameState, cid: int) -> set[str]:
    """The card's names, folded; a combined card has all its parts' (ГЛ «Объединённая карта»)."""
    return {fold(g.objects[c].name) for c in (cid, *g.objects[cid].parts)}


def cost_of(g: GameState, cid: int) -> int:
    """The card's cost; a combined card's is the sum of its parts' (ГЛ «Объединённая карта»)."""
    return sum(defn(g, c).cost for c in (cid, *g.objects[cid].parts))


@lru_cache(maxsize=512)
def acquired(text: str) -> Abilities:
    """The abilities an acquired text gives (an unreadable one gives none; setup refuses it)."""
    try:
        return compile_text(text)
    except Unsupported:
        return Abilities()


def raiding(g: GameState, cid: int, count: int) -> bool:
    """ГЛ «Набег Х - [Текст]»: «Пока это существо атакует, и это Х или более атака за ход»."""
    return g.attacking == cid and g.objects[cid].strikes >= count


def in_force(g: GameState, cid: int, ability: Triggered | Activated) -> bool:
    """Whether a triggered or activated ability of the card's text is in force now: one that is part of a
    Набег's [Текст] only while the card raids, of a Душелов's only once a creature died this turn, and
    none that stands for a keyword that does not work (ГЛ «[Текст] Не Работает»)."""
    if ability.keyword is not None and any(d.text == ability.keyword.value for d in g.objects[cid].disabled):
        return False  # ГЛ «[Текст] Не Работает»: «не срабатывает»
    if isinstance(ability, Triggered) and ability.raid:
        return raiding(g, cid, ability.raid)
    return not ability.soul or g.died_this_turn


def gated(g: GameState, cid: int) -> list[Abilities]:
    """The [Текст] of the card's Набег and Душелов in force now (ГЛ «Набег Х - [Текст]», ГЛ «Душелов - [Текст]»)."""
    text = text_of(g, cid)
    if not (text.raids or text.souls):
        return []  # the cheap question first
    out = [r.granted for r in text.raids if raiding(g, cid, r.count)]
    if g.died_this_turn:
        out.extend(s.granted for s in text.souls)
    return out


def replacements(g: GameState, cid: int) -> list[Replacement]:
    """ГЛ «Вместо»: the card's «вместо этого» in force, printed and in a Набег's or Душелов's [Текст] now in force."""
    text = text_of(g, cid)
    if not (text.raids or text.souls):
        return list(text.instead)
    return [*text.instead, *(r for a in gated(g, cid) for r in a.instead)]


def keyword(g: GameState, cid: int, kw: Keyword) -> int | None:
    """The keyword's value on a card in play (printed or acquired), None without it.

    A hidden character's abilities do not work (ГЛ «Скрытый персонаж»).
    """
    card = g.objects[cid]
    if card.hidden:
        return None
    if card.disabled and (features_off(card) or any(d.text == kw.value for d in card.disabled)):
        return None  # ГЛ «[Текст] Не Работает»: «не накладывает эффектов … и игнорируется», acquired or printed
    text = _NONE if card.blank else printed(g, cid) if card.own or card.parts else g.db.stored(card.name).abilities
    found = text.value(kw)
    if g.attacking == cid:  # ГЛ «Набег Х - [Текст]»: while it attacks with its X-th strike attack of the turn or later
        for r in text.raids:
            for k in r.keywords:
                if k.keyword is kw and card.strikes >= r.count and (found is None or k.value > found):
                    found = k.value
    if g.died_this_turn:  # ГЛ «Душелов - [Текст]»: «только если в этом ходу погибло существо»
        for soul in text.souls:
            for k in soul.keywords:
                if k.keyword is kw and (found is None or k.value > found):
                    found = k.value
    if kw is Keyword.SLEEPER and card.awake:  # ГЛ «Спящий»: it lost Спящий
        return None
    for e in card.effects:
        v = acquired(e.text).value(kw)
        if v is not None and (found is None or v > found):
            found = v
    return found


def has(g: GameState, cid: int, kw: Keyword) -> bool:
    return keyword(g, cid, kw) is not None


def eludes(g: GameState, elusive: int, creature: int) -> str | None:
    """ГЛ «Неуловимость от [ТЕКСТ]»: the [ТЕКСТ] by which ``elusive`` eludes ``creature`` (in words), or None.

    Only a creature with [ТЕКСТ] is bound («Существа с [ТЕКСТ]»): the keyword in force on
    it, or its class or element; and the ability of a hidden card does not work (ГЛ
    «Скрытый персонаж»). Whether it is open is the caller's question: it bounds attacks only.
    """
    text = text_of(g, elusive)
    found = [*text.elusive, *(e for a in gated(g, elusive) for e in a.elusive)] if text.raids or text.souls else text.elusive
    if not found or g.objects[elusive].hidden or not is_creature(g, creature):
        return None  # the cheap question first: this is asked for every pair of attacker and target
    for e in found:
        if e.keyword is not None and has(g, creature, e.keyword) \
                or e.card_class and e.card_class in {fold(c) for c in classes_of(g, creature)} \
                or e.element and e.element in elements_of(g, creature):
            return e.what
    return None


def wards_of(g: GameState, cid: int) -> list[Ward]:
    """ГЛ «Защита от [текст]», ГЛ «Не получает ран от [текст]» in force on the card, printed and acquired.

    «Защита от выстрелов» (a keyword) is one of them. A hidden character's abilities do not work.
    """
    card = g.objects[cid]
    if card.hidden:
        return []
    found = [*text_of(g, cid).wards, *(w for e in card.effects for w in acquired(e.text).wards),
             *(w for a in gated(g, cid) for w in a.wards)]
    if has(g, cid, Keyword.SHOT_WARD):
        found.append(Ward(WardFrom.SHOTS, True, "защита от выстрелов"))
    return found


def ignores(g: GameState, cid: int, kind: IgnoreKind, ward: WardFrom | None = None, when: When | None = None,
            kw: Keyword | None = None) -> str:
    """The card's «Игнорирует …» that passes by this ability ("" for none): a kind whole, or the one named."""
    card = g.objects[cid]
    text = text_of(g, cid)
    if card.hidden or not (text.ignores or card.effects or text.raids or text.souls):
        return ""  # the cheap question first: this is asked for every blow
    found: list[Ignoring] = [*text.ignores, *(i for e in card.effects for i in acquired(e.text).ignores),
                             *(i for a in gated(g, cid) for i in a.ignores)]
    for i in found:
        if not i.covers(kind):
            continue
        if i.kind is kind and (i.ward not in (None, ward) or i.when not in (None, when) or i.keyword not in (None, kw)):
            continue
        return i.text
    return ""


def net_strength(card: CardState) -> int:
    """Усиление less ослабление: the two cancel each other out (ГЛ «Эффект ослабления»)."""
    return card.markers.get(STRENGTH, 0) - card.markers.get(WEAKNESS, 0)


def life(g: GameState, cid: int) -> int:
    """ГЛ «Жизни карты (текущее число жизней)»: health, extra life and усиление, less the rest."""
    card = g.objects[cid]
    health = g.db.stored(card.name).health
    if card.parts:  # ГЛ «Объединённая карта»: «Начальные жизни … равны сумме всех карт, участвующих в объединении»
        health += sum(g.db.stored(g.objects[p].name).health for p in card.parts)
    return health + card.extra_life - card.negative_life + net_strength(card) - card.wounds


def strike_value(g: GameState, cid: int) -> int:
    """ГЛ «Значение удара»: the printed attack with every effect on it (never below 0)."""
    card = g.objects[cid]
    return max(0, base_strike(g, cid) + net_strength(card) + card.strike_mod)  # ГЛ «Удар становится равным Х»


def base_strike(g: GameState, cid: int) -> int:
    """The printed strike; a combined card's is the sum of its parts' (ГЛ «Объединённая карта»: «начальная сила удара»)."""
    return sum(defn(g, c).attack for c in (cid, *g.objects[cid].parts))


def in_play(g: GameState, cid: int) -> bool:
    return g.objects[cid].zone in (Zone.BATTLEFIELD, Zone.HERO)


def is_character(g: GameState, cid: int) -> bool:
    return defn(g, cid).type in (CardType.HERO, CardType.CREATURE)


def is_creature(g: GameState, cid: int) -> bool:
    return g.db.stored(g.objects[cid].name).type is CardType.CREATURE


def is_hero(g: GameState, cid: int) -> bool:
    return g.db.stored(g.objects[cid].name).type is CardType.HERO


def characters(g: GameState, seat: int) -> list[int]:
    """ГЛ «Персонаж»: a player's hero and creatures in the game zone."""
    p = g.players[seat]
    return [p.hero, *(c for c in p.battlefield if is_creature(g, c))]


def label(g: GameState, cid: int, viewer: int | None = None) -> str:
    """A card in words for ``viewer``: a hidden card of the other side is "a hidden character"."""
    card = g.objects[cid]
    if card.hidden and viewer != card.controller:
        return "a hidden character"
    if is_hero(g, cid):
        return f"{card.name} ({g.players[card.owner].name}'s hero)"
    return card.name
