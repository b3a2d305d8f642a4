"""Sentence templates: one regular expression per kind of instruction (CR 608.2c).

A sentence is read whole by one template or not at all; the builder
collects the targets and effect steps of one ability as its sentences are
read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.mtg.oracle.abilities import SpellAbility, Step, TargetSpec
from tolaria.mtg.oracle.phrases import (
    COLOR_WORDS,
    SELF,
    Unreadable,
    parse_group,
    parse_keywords,
    parse_number,
    parse_object_words,
    parse_target,
    with_fields,
)

# -------------------------------------------------------------- sentences


class Builder:
    """Collects what the sentences of one ability (or spell, or mode) say.

    ``source`` is True inside a permanent's ability, where "it" means the
    permanent itself; in a spell, "it" and "that creature" mean the target
    named before.
    """

    def __init__(self, source: bool = False) -> None:
        self.source = source
        self.targets: list[TargetSpec] = []
        self.steps: list[Step] = []

    def target(self, phrase: str) -> int:
        self.targets.append(parse_target(phrase))
        return len(self.targets) - 1

    def last_step(self, *ops: str) -> Step:
        if not self.steps or self.steps[-1].op not in ops:
            raise Unreadable("no instruction for this sentence to modify")
        return self.steps[-1]

    def obj(self, phrase: str) -> tuple[str, int]:
        """What a noun phrase acts on: ("target", i), ("self", -1) or ("ref", -1)."""
        p = phrase.strip()
        if p.startswith("target ") or p == "any target":
            return "target", self.target(p)
        if p == SELF:
            return "self", -1
        if p in ("it", "that creature"):
            if p == "it" and self.source:
                return "self", -1
            if self.targets:
                return "target", len(self.targets) - 1
            if p == "that creature":
                return "ref", -1
            return "self", -1
        raise Unreadable(p)

    def ability(self, text: str = "") -> SpellAbility:
        return SpellAbility(tuple(self.targets), tuple(self.steps), text=text)


_N = r"(?P<n>\d+|X|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"
_OBJ = r"(?P<what>~|it|that creature|target [^,]+?|any target)"


def _s_damage(b: Builder, m: re.Match[str]) -> None:
    what = m["what"]
    amount = parse_number(m["n"])
    if what.startswith("each ") or what.startswith("all "):
        b.steps.append(Step("damage_each", amount=amount, group=parse_group(what)))
    elif what == "you":
        b.steps.append(Step("damage", amount=amount, obj="you"))
    else:
        obj, t = b.obj(what)
        b.steps.append(Step("damage", target=t, amount=amount, obj=obj))


def _s_pump(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    kws = _gained(m["kw"]) if "kw" in m.groupdict() else ()
    amount: int | str = 1
    if m.groupdict().get("each"):
        if m["each"] != "creature blocking it":
            raise Unreadable(m["each"])
        amount = "blockers"
    b.steps.append(
        Step(
            "pump",
            target=t,
            obj=obj,
            power=int(m["p"]),
            toughness=int(m["t"]),
            keywords=kws,
            amount=amount,
        )
    )


def _s_gains(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("pump", target=t, obj=obj, keywords=_gained(m["kw"]), amount=1))


def _s_pump_all(b: Builder, m: re.Match[str]) -> None:
    kws = _gained(m["kw"])
    b.steps.append(
        Step(
            "pump_all",
            group=parse_group(m["what"]),
            power=int(m["p"]),
            toughness=int(m["t"]),
            keywords=kws,
        )
    )


def _gained(kw: str | None) -> tuple[str, ...]:
    if not kw:
        return ()
    parsed = parse_keywords(re.split(r",\s*|\s+and\s+", kw))
    if parsed is None:
        raise Unreadable(kw)
    return tuple(sorted(parsed))


def _s_draw(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Step("draw", who="you", amount=parse_number(m["n"])))


def _s_player_draws(b: Builder, m: re.Match[str]) -> None:
    who = m["who"]
    if who == "that player":
        b.steps.append(Step("draw", who="ref", amount=parse_number(m["n"])))
        return
    t = b.target(who)
    b.steps.append(Step("draw", who="target", target=t, amount=parse_number(m["n"])))
    if m["life"]:
        b.steps.append(Step("lose_life", who="target", target=t, amount=int(m["life"])))


def _s_gain_life(b: Builder, m: re.Match[str]) -> None:
    who = m["who"]
    if who == "you":
        b.steps.append(Step("gain_life", who="you", amount=int(m["n"])))
    elif who == "its controller":
        b.steps.append(Step("gain_life", who="lki", amount="lki_toughness" if m["eq"] else int(m["n"])))
    else:
        t = b.target(who)
        b.steps.append(Step("gain_life", who="target", target=t, amount=int(m["n"])))


def _s_gain_life_equal(b: Builder, m: re.Match[str]) -> None:
    """"Its controller gains life equal to its toughness" (608.2h: last known information)."""
    prev = b.last_step("bottom")
    if m["who"] != "its controller":
        raise Unreadable(m["who"])
    b.steps.append(Step("gain_life", who="lki", target=prev.target, amount="lki_toughness"))


def _s_destroy(b: Builder, m: re.Match[str]) -> None:
    what = m["what"]
    if what.startswith("all "):
        b.steps.append(Step("destroy_all", group=parse_group(what)))
    else:
        obj, t = b.obj(what)
        b.steps.append(Step("destroy", target=t, obj=obj))


def _s_no_regen(b: Builder, m: re.Match[str]) -> None:
    """"It/They can't be regenerated." modifies the destruction before it (CR 701.19c)."""
    prev = b.last_step("destroy", "destroy_all")
    b.steps[-1] = _replace(prev, regenerate=False)


def _replace(step: Step, **changes: object) -> Step:
    fields = {k: getattr(step, k) for k in Step.__slots__}
    fields.update(changes)
    return Step(**fields)


def _s_bounce(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("bounce", target=t, obj=obj))


def _s_return_card(b: Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.card is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(Step("return_card", target=len(b.targets) - 1, obj="target"))


def _s_counter(b: Builder, m: re.Match[str]) -> None:
    spec = parse_target(m["what"])
    if spec.spell is None:
        raise Unreadable(m["what"])
    b.targets.append(spec)
    b.steps.append(Step("counter", target=len(b.targets) - 1, obj="target"))


def _s_discard(b: Builder, m: re.Match[str]) -> None:
    who = m["who"]
    rnd = bool(m["random"])
    if who == "that player":
        b.steps.append(Step("discard", who="ref", amount=parse_number(m["n"]), random=rnd))
        return
    t = b.target(who)
    b.steps.append(Step("discard", who="target", target=t, amount=parse_number(m["n"]), random=rnd))


def _s_reveal_hand(b: Builder, m: re.Match[str]) -> None:
    t = b.target(m["who"])
    b.steps.append(Step("reveal_hand", who="target", target=t))


def _s_choose_from_hand(b: Builder, m: re.Match[str]) -> None:
    prev = b.last_step("reveal_hand")
    flt, _ = parse_object_words(m["what"], card=True)
    b.steps.append(Step("choose_card", who="target", target=prev.target, group=flt, chooser="you"))


def _s_discard_chosen(b: Builder, m: re.Match[str]) -> None:
    prev = b.last_step("choose_card")
    b.steps.append(Step("discard_chosen", who="target", target=prev.target))


def _s_sacrifice(b: Builder, m: re.Match[str]) -> None:
    who = m["who"]
    flt, kind = parse_object_words(m["what"])
    if kind != "permanent":
        raise Unreadable(m["what"])
    if m["other"]:
        flt = with_fields(flt, other=True)
    if who == "you" or who is None:
        b.steps.append(Step("sacrifice", who="you", group=flt))
    else:
        t = b.target(who)
        b.steps.append(Step("sacrifice", who="target", target=t, group=flt))


def _s_if_cant(b: Builder, m: re.Match[str]) -> None:
    """"If you can't, ..." applies the next instruction only if the one before failed."""
    b.last_step("sacrifice")
    inner = Builder(b.source)
    inner.targets = b.targets
    if not compile_sentence(inner, m["rest"]):
        raise Unreadable(m["rest"])
    for step in inner.steps:
        b.steps.append(_replace(step, condition="if_cant"))


def _s_add_mana(b: Builder, m: re.Match[str]) -> None:
    symbols = tuple(re.findall(r"\{([WUBRGC])\}", m["mana"]))
    b.steps.append(Step("add_mana", who="you", mana=symbols))


def _s_regenerate(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("regenerate", target=t, obj=obj))


def _s_prevent_combat(b: Builder, m: re.Match[str]) -> None:
    b.steps.append(Step("prevent_combat"))


def _s_prevent_next(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("prevent_next", target=t, obj=obj, amount=parse_number(m["n"])))


def _s_search_land(b: Builder, m: re.Match[str]) -> None:
    flt, _ = parse_object_words(m["what"])
    if m["basic"]:
        flt = with_fields(flt, supertypes=frozenset({"basic"}))
    b.steps.append(Step("search", who="you", group=flt, tapped=bool(m["tapped"])))


def _s_create_tokens(b: Builder, m: re.Match[str]) -> None:
    """CR 111.4: a token's name is its subtypes plus the word "Token"."""
    count = parse_number(m["n"])
    colors = tuple(COLOR_WORDS[c] for c in m["colors"].split(" and ") if c in COLOR_WORDS)
    subtypes = tuple(m["subtypes"].split())
    name = " ".join(subtypes) + " Token"
    token = (name, colors, subtypes, int(m["p"]), int(m["t"]))
    b.steps.append(Step("create_token", who="you", amount=count, token=token))


def _s_gain_control(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("gain_control", target=t, obj=obj))


def _s_untap(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("untap", target=t, obj=obj))


def _s_untap_and_control(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("untap", target=t, obj=obj))
    b.steps.append(Step("gain_control", target=t, obj=obj))


def _s_bottom(b: Builder, m: re.Match[str]) -> None:
    obj, t = b.obj(m["what"])
    b.steps.append(Step("bottom", target=t, obj=obj))


def _s_mill(b: Builder, m: re.Match[str]) -> None:
    t = b.target(m["who"])
    b.steps.append(Step("mill", who="target", target=t, amount=parse_number(m["n"])))


_TEMPLATES: list[tuple[re.Pattern[str], Callable[[Builder, re.Match[str]], None]]] = [
    (re.compile(rf"(?:~|it) deals {_N} damage to (?P<what>.+)"), _s_damage),
    (
        re.compile(
            rf"{_OBJ} gets? {_PT}(?: and gains (?P<kw>.+?))? until end of turn"
            r"(?: for each (?P<each>.+))?"
        ),
        _s_pump,
    ),
    (re.compile(rf"{_OBJ} gains (?P<kw>[a-z ,]+?) until end of turn"), _s_gains),
    (
        re.compile(
            rf"(?P<what>(?:all |each )?[a-z ,]*creatures(?: you control)?) get {_PT}"
            r"(?: and gain (?P<kw>.+?))? until end of turn"
        ),
        _s_pump_all,
    ),
    (re.compile(rf"(?:you )?draw {_N} cards?"), _s_draw),
    (
        re.compile(
            rf"(?P<who>target player|that player) draws {_N} (?:additional )?cards?"
            r"(?: and loses (?P<life>\d+) life)?"
        ),
        _s_player_draws,
    ),
    (re.compile(r"(?P<who>you|target player|its controller) gains? (?P<n>\d+) life(?P<eq>)"), _s_gain_life),
    (re.compile(r"(?P<who>its controller) gains life equal to its toughness"), _s_gain_life_equal),
    (re.compile(r"destroy (?P<what>.+)"), _s_destroy),
    (re.compile(r"(?:it|they|that creature) can't be regenerated"), _s_no_regen),
    (re.compile(r"return (?P<what>target [^,]+? from your graveyard) to your hand"), _s_return_card),
    (re.compile(rf"return {_OBJ} to its owner's hand"), _s_bounce),
    (re.compile(r"counter (?P<what>target .+)"), _s_counter),
    (
        re.compile(rf"(?P<who>target (?:player|opponent)|that player) discards {_N} cards?(?P<random> at random)?"),
        _s_discard,
    ),
    (re.compile(r"(?P<who>target (?:player|opponent)) reveals (?:their|his or her) hand"), _s_reveal_hand),
    (re.compile(r"you choose an? (?P<what>[a-z, ]+?) card from it"), _s_choose_from_hand),
    (re.compile(r"that player discards that card"), _s_discard_chosen),
    (
        re.compile(r"(?:(?P<who>target (?:player|opponent)) sacrifices|sacrifice) an? (?P<what>[a-z]+?)(?P<other> other than ~)?"),
        _s_sacrifice,
    ),
    (re.compile(r"if you can't, (?P<rest>.+)"), _s_if_cant),
    (re.compile(r"add (?P<mana>(?:\{[WUBRGC]\})+)"), _s_add_mana),
    (re.compile(rf"regenerate {_OBJ}"), _s_regenerate),
    (re.compile(r"prevent all combat damage that would be dealt this turn"), _s_prevent_combat),
    (
        re.compile(rf"prevent the next {_N} damage that would be dealt to {_OBJ} this turn"),
        _s_prevent_next,
    ),
    (
        re.compile(
            r"search your library for an? (?P<basic>basic )?(?P<what>[a-z]+) card, put that card onto the "
            r"battlefield(?P<tapped> tapped)?, then shuffle"
        ),
        _s_search_land,
    ),
    (
        re.compile(
            rf"create {_N} {_PT.replace('[+-]', '')} (?P<colors>[a-z]+(?: and [a-z]+)?) "
            r"(?P<subtypes>(?:[A-Z][a-z]+ )+)creature tokens?"
        ),
        _s_create_tokens,
    ),
    (re.compile(rf"gain control of {_OBJ} until end of turn"), _s_gain_control),
    (re.compile(rf"untap {_OBJ} and gain control of it until end of turn"), _s_untap_and_control),
    (re.compile(rf"untap {_OBJ}"), _s_untap),
    (re.compile(rf"put {_OBJ} on the bottom of its owner's library"), _s_bottom),
    (re.compile(rf"(?P<who>target player) mills {_N} cards?"), _s_mill),
]

def lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if s and s[0] != SELF else s


def compile_sentence(b: Builder, sentence: str) -> bool:
    s = lower_first(sentence)
    for pattern, build in _TEMPLATES:
        m = pattern.fullmatch(s)
        if m is None:
            continue
        saved = (len(b.targets), len(b.steps))
        try:
            build(b, m)
        except Unreadable:
            del b.targets[saved[0] :], b.steps[saved[1] :]
            continue
        return True
    return False
