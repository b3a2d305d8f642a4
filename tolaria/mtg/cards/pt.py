"""Printed power, toughness (CR 208) and loyalty (CR 209).

Most values are plain numbers; some include a star (CR 208.2) whose value a
characteristic-defining ability supplies, e.g. ``*``, ``1+*`` or ``7-*``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tolaria.errors import CardDataError

MAX_NUMBER_CHARS = 9
"""Printed numbers are short; a longer one (a million digits) is refused before it is read."""

_PT = re.compile(
    r"(?P<n>-?[0-9]+)"
    r"|\*"
    r"|(?P<pre>[0-9]+)(?P<op>[+-])\*"
    r"|\*\+(?P<post>[0-9]+)"
)


@dataclass(frozen=True, slots=True)
class PTValue:
    """A printed power or toughness: ``base`` plus, if ``star``, the star's value.

    ``star_sign`` is -1 for the rare "N-*" (CR 208.2), otherwise 1.  ``text`` is
    the value as printed.
    """

    base: int
    star: bool = False
    text: str = ""
    star_sign: int = 1

    def value(self, star_value: int = 0) -> int:
        """The number this value stands for, given what the star is (CR 208.2a).

        Where the star can't be determined it counts as 0 (CR 208.2a, 208.2b).
        """
        return self.base + self.star_sign * star_value if self.star else self.base

    def __str__(self) -> str:
        return self.text


def parse_pt(text: str | int | None) -> PTValue | None:
    """Read a printed power or toughness: ``"2"``, ``"-1"``, ``"*"``, ``"1+*"``, ``"*+1"``, ``"7-*"``.

    ``None`` (no printed value) gives None (CR 208.3); anything else raises
    CardDataError.
    """
    if text is None:
        return None
    if isinstance(text, int) and not isinstance(text, bool):
        text = _short_int(text, "power/toughness", "208.1")
    if not isinstance(text, str) or len(text) > MAX_NUMBER_CHARS or (match := _PT.fullmatch(text)) is None:
        raise CardDataError(f"cannot read power/toughness {_quoted(text)} (CR 208.1, 208.2)")
    if match.group("n") is not None:
        return PTValue(int(match.group("n")), False, text)
    if match.group("pre") is not None:
        sign = -1 if match.group("op") == "-" else 1
        return PTValue(int(match.group("pre")), True, text, sign)
    return PTValue(int(match.group("post") or 0), True, text)


def parse_loyalty(text: str | int | None) -> int | str | None:
    """Read a printed loyalty (CR 209.1): a number, ``"X"``, or None when there is none."""
    if text is None or text == "":
        return None
    if isinstance(text, bool):
        raise CardDataError(f"cannot read loyalty {_quoted(text)} (CR 209.1)")
    if isinstance(text, int):
        text = _short_int(text, "loyalty", "209.1")
    if isinstance(text, str) and text == "X":
        return "X"
    if isinstance(text, str) and len(text) <= MAX_NUMBER_CHARS and re.fullmatch(r"0|[1-9][0-9]*", text):
        return int(text)
    raise CardDataError(f"cannot read loyalty {_quoted(text)} (CR 209.1)")


def parse_modifier(text: str | int | None, what: str, rule: str) -> int | None:
    """Read a Vanguard hand or life modifier: ``"+1"``, ``"-3"`` or ``"0"`` (CR 211.1, 212.1)."""
    if text is None:
        return None
    if isinstance(text, int) and not isinstance(text, bool):
        return int(_short_int(text, what, rule))
    if isinstance(text, str) and len(text) <= MAX_NUMBER_CHARS and re.fullmatch(r"[+-]?[0-9]+", text):
        return int(text)
    raise CardDataError(f"cannot read {what} {_quoted(text)} (CR {rule})")


def _short_int(value: int, what: str, rule: str) -> str:
    """A printed number as text; one of more than MAX_NUMBER_CHARS digits is refused
    before it is converted (Python won't even print an int of 5,000 digits)."""
    if abs(value) >= 10**MAX_NUMBER_CHARS:
        raise CardDataError(f"cannot read {what}: a number of more than {MAX_NUMBER_CHARS} digits (CR {rule})")
    return str(value)


def _quoted(value: object) -> str:
    """A bad value for a message, cut short so that a huge input is never echoed whole."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"
