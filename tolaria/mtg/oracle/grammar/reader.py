"""A cursor over tokens for the recursive-descent grammar, with backtracking.

Each grammar rule is a function of a :class:`Reader` that either consumes
the tokens it reads and returns what they mean, or raises :class:`NoParse`
leaving the cursor where the rule began (``Reader.attempt`` and
``Reader.first`` restore it). The furthest token any rule reached is kept,
so an unread ability can name where reading stopped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from typing import TypeVar

from tolaria.mtg.oracle.grammar.tokens import Kind, Token, tokenize

T = TypeVar("T")


class NoParse(Exception):
    """The tokens at the cursor are not what the rule reads."""


@lru_cache(maxsize=4096)
def _phrase(words: str) -> tuple[str, ...]:
    return tuple(t.low for t in tokenize(words))


class Reader:
    """The tokens of one sentence or ability, and the position reading has reached."""

    __slots__ = ("tokens", "lows", "pos", "furthest")

    def __init__(self, tokens: tuple[Token, ...]) -> None:
        self.tokens = tokens
        self.lows = tuple(t.low for t in tokens)  # compared a slice at a time
        self.pos = 0
        self.furthest = 0

    # -------------------------------------------------------------- looking

    def peek(self, ahead: int = 0) -> Token | None:
        i = self.pos + ahead
        return self.tokens[i] if i < len(self.tokens) else None

    def at_end(self) -> bool:
        return self.pos >= len(self.tokens)

    def looking_at(self, words: str) -> bool:
        """Whether the next tokens are ``words`` (compared lower-cased), without consuming them."""
        want = _phrase(words)
        return self.lows[self.pos : self.pos + len(want)] == want

    def rest(self) -> str:
        """The text from the cursor to the end (for messages)."""
        return " ".join(t.text for t in self.tokens[self.pos :])

    # -------------------------------------------------------------- reading

    def advance(self) -> Token:
        tok = self.peek()
        if tok is None:
            raise NoParse("end of text")
        self.pos += 1
        self.furthest = max(self.furthest, self.pos)
        return tok

    def accept(self, words: str) -> bool:
        """Consume ``words`` if they come next."""
        if not self.looking_at(words):
            return False
        self.pos += len(_phrase(words))
        self.furthest = max(self.furthest, self.pos)
        return True

    def expect(self, words: str) -> None:
        if not self.accept(words):
            raise NoParse(words)

    def one_of(self, *options: str) -> str:
        """Consume the first of ``options`` that comes next and return it."""
        for option in options:
            if self.accept(option):
                return option
        raise NoParse(" / ".join(options))

    def kind(self, kind: Kind) -> Token:
        tok = self.peek()
        if tok is None or tok.kind is not kind:
            raise NoParse(kind.value)
        return self.advance()

    def accept_kind(self, kind: Kind) -> Token | None:
        tok = self.peek()
        if tok is None or tok.kind is not kind:
            return None
        return self.advance()

    def end(self) -> None:
        if not self.at_end():
            raise NoParse(self.rest())

    # -------------------------------------------------------- backtracking

    @contextmanager
    def attempt(self) -> Iterator[None]:
        """Run a rule; if it raises NoParse, put the cursor back and let the error through."""
        start = self.pos
        try:
            yield
        except NoParse:
            self.pos = start
            raise

    def first(self, *rules: Callable[[Reader], T]) -> T:
        """The meaning of the first rule that reads the tokens at the cursor."""
        start = self.pos
        for rule in rules:
            try:
                return rule(self)
            except NoParse:
                self.pos = start
        raise NoParse("no rule reads " + self.rest())

    def optional(self, rule: Callable[[Reader], T]) -> T | None:
        start = self.pos
        try:
            return rule(self)
        except NoParse:
            self.pos = start
            return None

    def whole(self, rule: Callable[[Reader], T]) -> T:
        """``rule`` must read every token that is left."""
        result = rule(self)
        self.end()
        return result
