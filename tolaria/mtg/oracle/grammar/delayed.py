"""Delayed triggered abilities (CR 603.7): "[instruction] at end of combat" / "[instruction] at the
beginning of the next end step"; and reflexive ones (603.12): "[you may] pay {2}{R}. When you do, ...".

The instruction is read as any clause, then made the effect of a delayed
triggered ability that the step creates (``CreateDelayed``). What the
instruction names is fixed as the ability is created (603.7c): a target of
the effect or the trigger's object becomes the ability's "that creature"
(``ThatObject``, bound by ``CreateDelayed.bind``); "~" stays the source.
:func:`kept_abilities` lists the delayed abilities of a compiled card, which
the compiler keeps with its triggered abilities so that they can go on the
stack. The clause reads with the scope of :mod:`.effects`, which tries it first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tolaria.mtg.kinds import Step
from tolaria.mtg.oracle.abilities import (
    CreateDelayed,
    DelayedTrigger,
    Destroy,
    IfYouDo,
    ObjectRef,
    ReflexiveTrigger,
    SacrificeIt,
    SpellAbility,
    Target,
    ThatObject,
    ThisObject,
    TriggeredAbility,
)
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader
from tolaria.mtg.oracle.grammar.tokens import text_of

if TYPE_CHECKING:
    from tolaria.mtg.oracle.grammar.effects import Scope

# When the ability triggers: "at end of combat" as the end of combat step begins (511.2); "at the beginning
# of the next end step" as the next end step begins (513.1), whoever's turn it is.
_WHEN: tuple[tuple[tuple[str, ...], Step], ...] = (
    (("at", "end", "of", "combat"), Step.END_OF_COMBAT),
    (("at", "the", "beginning", "of", "the", "next", "end", "step"), Step.END),
)

# The instructions a delayed ability may carry: each acts on the one object ``what`` means.
_ON_ONE_OBJECT = (Destroy, SacrificeIt)


def delayed_instruction(r: Reader, s: Scope) -> None:
    """"sacrifice it at end of combat" / "destroy that creature at end of combat" / "destroy that creature
    at the beginning of the next end step" (603.7a), ending the sentence."""
    from tolaria.mtg.oracle.grammar.effects import clause

    for words, step in _WHEN:
        end = len(r.tokens) - len(words)
        if end <= r.pos or r.lows[end:] != words:
            continue
        targets, first = len(s.targets), len(s.steps)
        inner = Reader(r.tokens[r.pos : end])
        clause(inner, s)
        inner.end()
        if len(s.targets) != targets or len(s.steps) != first + 1:
            raise NoParse("one instruction on an object named before, delayed")
        bind, then = _bound(s.steps[first])
        text = text_of(r.tokens[r.pos :])
        ability = TriggeredAbility(DelayedTrigger(step), SpellAbility((), (then,), text=text), text=text)
        s.steps[first] = CreateDelayed(ability, bind)
        r.pos = len(r.tokens)
        return
    raise NoParse("a delayed instruction")


def when_you_do(r: Reader, s: Scope) -> None:
    """"When you do, [effect]" after a cost paid on resolution (603.12): a reflexive triggered ability,
    created if the cost is paid (``IfYouDo``), with its own targets ("it" is the source); "you may" in it
    is asked as it resolves (603.5)."""
    from tolaria.mtg.oracle.grammar.effects import Scope, sentence
    from tolaria.mtg.oracle.grammar.resolution_costs import COSTS

    r.expect("when you do ,")
    if len(s.steps) != 1 or not isinstance(s.steps[0], COSTS):
        raise NoParse("one cost before 'When you do'")
    start = r.pos
    optional = bool(r.accept("you may"))
    inner = Scope(it=ThisObject())
    rest = Reader(r.tokens[r.pos :])
    sentence(rest, inner)
    rest.end()
    if inner.unfinished is not None or not inner.steps:
        raise NoParse("an effect of the reflexive ability")
    text = text_of(r.tokens[start:])
    effect = SpellAbility(tuple(inner.targets), tuple(inner.steps), text=text)
    ability = TriggeredAbility(ReflexiveTrigger(), effect, optional=optional, text="when you do, " + text)
    s.unfinished = None
    s.steps.append(IfYouDo(CreateDelayed(ability)))
    r.pos = len(r.tokens)


def _bound(step: Any) -> tuple[ObjectRef | None, Any]:
    """The object the delayed instruction names, fixed as the ability is created (603.7c), and the
    instruction as the ability carries it: "that creature" for that object, "~" for its source."""
    if not isinstance(step, _ON_ONE_OBJECT):
        raise NoParse("an instruction a delayed ability carries")
    what = step.what
    if isinstance(what, ThisObject):
        return None, step
    if isinstance(what, Target | ThatObject):
        return what, replace(step, what=ThatObject())
    raise NoParse("an object a delayed ability can name")


def kept_abilities(value: Any) -> list[TriggeredAbility]:
    """The delayed triggered abilities the steps of ``value`` create, each once, in the order found."""
    found: list[TriggeredAbility] = []
    _collect(value, found)
    return found


def _collect(value: Any, found: list[TriggeredAbility]) -> None:
    if isinstance(value, CreateDelayed):
        if value.ability not in found:
            found.append(value.ability)
        return
    if isinstance(value, tuple | list):
        for v in value:
            _collect(v, found)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _collect(getattr(value, f.name), found)


FIRST_CLAUSES: tuple[Callable[[Reader, Scope], None], ...] = (delayed_instruction, when_you_do)
