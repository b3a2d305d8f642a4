"""Changing a spell's target (CR 115.7): "Change the target of target spell with a single target".

Tenth Edition machinery (issue 8, list A). The spell targeted must have
exactly one target as this effect's spell is cast and as it resolves (the
target phrase says so); the new target must be another legal one for that
spell (115.7a), and with none the target stays.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg.oracle.abilities import ChangeTarget, PlayerTargets
from tolaria.mtg.oracle.grammar.effects import Scope
from tolaria.mtg.oracle.grammar.objects import target_phrase
from tolaria.mtg.oracle.grammar.reader import NoParse, Reader


def change_the_target(r: Reader, s: Scope) -> None:
    """"change the target of target spell with a single target" (115.7a)."""
    r.expect("change the target of")
    spec = target_phrase(r)
    if spec.spell is None or spec.permanent is not None or spec.players is not PlayerTargets.NONE:
        raise NoParse("a target spell")
    r.expect("with a single target")
    spec = replace(spec, text=spec.text + " with a single target", single_target=True)
    s.steps.append(ChangeTarget(s.add_target(spec)))


CLAUSES = (change_the_target,)
