"""Effects as resumable programs: the interpreter every ruleset's effects run on.

A spell's or ability's effect is a sequence of typed steps (one record class
per kind of instruction). The interpreter runs them in order with one
handler per step class. A handler that needs a player's choice sets the
pending decision and answers :data:`SUSPEND`; the ruleset keeps the program
counter (and a memo of what earlier steps learned) in its state, so the
answer simply resumes the program where it stopped. Nothing of the
interpreter lives outside the state: no generators, no callbacks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

C = TypeVar("C")

DONE = True
"""A handler's answer: the step is complete, go on to the next one."""
SUSPEND = False
"""A handler's answer: a decision is pending; resume at this step (or as the handler arranged)."""

Handler = Callable[[C, Any], bool]


class Interpreter(Generic[C]):
    """Runs step sequences with one registered handler per step class.

    ``C`` is the ruleset's context for one resolution (the state, the object
    resolving, the memo). Step classes are registered with :meth:`handles`.
    """

    def __init__(self) -> None:
        self.handlers: dict[type, Handler[C]] = {}

    def handles(self, step_class: type) -> Callable[[Handler[C]], Handler[C]]:
        """Decorator: the function handles steps of ``step_class``."""

        def register(fn: Handler[C]) -> Handler[C]:
            if step_class in self.handlers:
                raise ValueError(f"{step_class.__name__} already has a handler")
            self.handlers[step_class] = fn
            return fn

        return register

    def run(
        self,
        context: C,
        steps: Sequence[Any],
        pc: int,
        skip: Callable[[C, Any], bool] | None = None,
    ) -> int | None:
        """Run ``steps`` from ``pc``; None when all are done, else the index of the step that suspended.

        ``skip(context, step)`` lets a ruleset pass over a step without running
        it (for example one that acts on a target that became illegal).
        """
        handlers = self.handlers
        while pc < len(steps):
            step = steps[pc]
            if skip is None or not skip(context, step):
                handler = handlers.get(type(step))
                if handler is None:
                    raise TypeError(f"no handler for effect step {type(step).__name__}")
                if not handler(context, step):
                    return pc
            pc += 1
        return None
