"""Checking untrusted JSON against the records it should be the form of, before anything reads it.

:func:`tolaria.core.records.from_data` decodes what :func:`~tolaria.core.records.to_data`
wrote and refuses what doesn't fit, but it forgives what a saved game
must not be forgiven: missing fields take their defaults, a base record
is built where only one of its tagged kinds makes sense, sizes are
unbounded. :class:`Schema` is the strict reading: every serialised field
present and of its type, no unknown field, tagged records with a known
kind, dictionaries without repeated keys, and every string, list and
number within :class:`Limits`. The first problem raises
:class:`~tolaria.errors.SavedGameError` naming the path of the field.

:func:`parse` reads JSON text with those limits as well: a number with
more digits than any field could hold is never converted (Python refuses
to convert very long ones, and slowly), and nesting deeper than
``Limits.depth`` is refused, both named by their path.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: int = 0
>>> Schema().check({"x": 1}, Point, "point")
Traceback (most recent call last):
...
tolaria.errors.SavedGameError: point: missing field 'y'
"""

from __future__ import annotations

import dataclasses
import json
import math
import types
import typing
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Union, get_args, get_origin

from tolaria.core.records import TAG_KEY, TRANSIENT, class_of, tag_of, type_hints
from tolaria.errors import SavedGameError

Hook = Callable[[Any], str | None]
"""An extra check of a value that has the right type: what is wrong with it, or None."""


@dataclass(frozen=True, slots=True)
class Limits:
    """How big untrusted data may be: far beyond any real game, far below what would hurt to read."""

    text: int = 64 * 1024 * 1024  # characters of JSON text
    depth: int = 48  # nesting of arrays and objects
    digits: int = 20  # of an integer (2**64 has 20)
    items: int = 200_000  # in one array or object
    string: int = 10_000  # characters in one string


class LongNumber:
    """A number in JSON text with more digits than :attr:`Limits.digits`, kept unconverted."""

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<a number of {self.digits} digits>"


# ------------------------------------------------------------------ text


def parse(text: object, where: str, limits: Limits = Limits(), screened: bool = True) -> Any:
    """JSON text as data, refusing text too long, nested too deep or with numbers too long.

    With ``screened`` false the caller screens the data itself (:func:`screen`), to name
    its parts by their own paths.
    """
    if not isinstance(text, str):
        raise SavedGameError(f"{where}: expected JSON text, got {type(text).__name__}")
    if len(text) > limits.text:
        raise SavedGameError(f"{where}: {len(text)} characters of text (at most {limits.text})")

    def parse_int(digits: str) -> int | LongNumber:
        if len(digits.lstrip("-")) > limits.digits:
            return LongNumber(len(digits.lstrip("-")))
        return int(digits)

    def parse_constant(name: str) -> float:
        raise ValueError(f"{name} is not a number JSON allows")

    try:
        data = json.loads(text, parse_int=parse_int, parse_constant=parse_constant)
    except RecursionError:
        raise SavedGameError(f"{where}: nested deeper than {limits.depth} levels") from None
    except ValueError as err:
        raise SavedGameError(f"{where}: not JSON ({err})") from None
    if screened:
        screen(data, where, limits)
    return data


def screen(data: Any, where: str, limits: Limits = Limits()) -> None:
    """Refuse data nested deeper than the limit or holding a number too long, naming the place.

    Iterative, so no depth can overflow the interpreter's stack; it keeps no
    paths while it looks (most data is fine), and looks again with them to
    name the first problem.
    """
    if _screen_finds_problem(data, limits):
        for path, problem in _problems(data, where, limits):
            raise SavedGameError(f"{path}: {problem}")


def _screen_finds_problem(data: Any, limits: Limits) -> bool:
    todo: list[tuple[Any, int]] = [(data, 0)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, dict | list):
            if depth >= limits.depth:
                return True
            children = value.values() if isinstance(value, dict) else value
            todo.extend((child, depth + 1) for child in children)
        elif isinstance(value, LongNumber) or (isinstance(value, float) and not math.isfinite(value)):
            return True
    return False


def _problems(data: Any, where: str, limits: Limits) -> Iterator[tuple[str, str]]:
    todo: list[tuple[Any, int, str]] = [(data, 0, where)]
    while todo:
        value, depth, path = todo.pop(0)
        if isinstance(value, dict | list):
            if depth >= limits.depth:
                yield path, f"nested deeper than {limits.depth} levels"
            pairs = value.items() if isinstance(value, dict) else enumerate(value)
            todo.extend((child, depth + 1, _child(path, key)) for key, child in pairs)
        elif isinstance(value, LongNumber):
            yield path, f"a number of {value.digits} digits (at most {limits.digits})"
        elif isinstance(value, float) and not math.isfinite(value):
            yield path, f"{value} is not a finite number"


def _child(path: str, key: object) -> str:
    return f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}"


# ------------------------------------------------------------------ records


Check = Callable[[Any], None]


class _Bad(Exception):
    """A mismatch found deep inside a value; the path is built on the way out (only when one is found)."""

    def __init__(self, problem: str) -> None:
        self.problem = problem
        self.trail: list[str] = []  # path segments, innermost first

    def at(self, segment: str) -> _Bad:
        self.trail.append(segment)
        return self


class Schema:
    """The strict reading of records' JSON form by their type hints (see the module's docstring).

    ``hooks`` add checks by type hint (e.g. a card reference names a known
    card) or by ``(record class, field name)``; they run once the value has
    the right type and return what is wrong, or None. Each type's check is
    built once, as a closure, so checking costs about what decoding does.
    """

    def __init__(self, hooks: Mapping[Any, Hook] | None = None, limits: Limits = Limits()) -> None:
        self.hooks: Mapping[Any, Hook] = hooks or {}
        self.limits = limits
        self._checks: dict[Any, Check] = {}

    def check(self, data: Any, tp: Any, where: str) -> None:
        """Raise SavedGameError at the first place where ``data`` is not the JSON form of a ``tp``."""
        try:
            self._check(tp)(data)
        except _Bad as bad:
            raise SavedGameError(f"{where}{''.join(reversed(bad.trail))}: {bad.problem}") from None

    def _check(self, tp: Any) -> Check:
        key = _key(tp)
        found = self._checks.get(key)
        if found is None:
            self._checks[key] = lambda data: self._checks[key](data)  # recursive types refer to themselves
            found = self._checks[key] = self._with_hook(self._build(tp), self._hook(tp))
        return found

    def _hook(self, tp: Any) -> Hook | None:
        try:
            return self.hooks.get(tp)
        except TypeError:  # an unhashable hint
            return None

    @staticmethod
    def _with_hook(check: Check, hook: Hook | None) -> Check:
        if hook is None:
            return check

        def checked(data: Any) -> None:
            check(data)
            problem = hook(data)
            if problem:
                raise _Bad(problem)

        return checked

    def _build(self, tp: Any) -> Check:
        if tp is Any:
            return _anything
        origin = get_origin(tp)
        if origin is Union or origin is types.UnionType:
            return self._union(get_args(tp))
        if origin is typing.Literal:
            return _literal(get_args(tp))
        if origin in (tuple, list, frozenset, set, dict):
            return self._container(origin, get_args(tp))
        if tp is type(None):
            return _null
        if isinstance(tp, type) and issubclass(tp, Enum):
            return _enum(tp)
        if tp in (bool, int, str, float):
            return self._scalar(tp)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self._record(tp)
        raise TypeError(f"no JSON form for type {tp!r}")

    def _scalar(self, tp: type) -> Check:
        digits, longest = self.limits.digits, self.limits.string
        word = _TYPE_WORDS[tp]

        def scalar(data: Any) -> None:
            if isinstance(data, LongNumber):
                raise _Bad(f"a number of {data.digits} digits (at most {digits})")
            if type(data) is not tp:
                if tp is float and type(data) is int:
                    return
                raise _Bad(f"expected {word}, got {_show(data)}")
            if isinstance(data, int) and not -(10**digits) < data < 10**digits:
                raise _Bad(f"a number of {len(str(abs(data)))} digits (at most {digits})")
            if isinstance(data, str) and len(data) > longest:
                raise _Bad(f"{len(data)} characters (at most {longest})")
            if isinstance(data, float) and not math.isfinite(data):
                raise _Bad(f"{data} is not a finite number")

        return scalar

    def _union(self, options: tuple[Any, ...]) -> Check:
        nullable = type(None) in options
        real = [o for o in options if o is not type(None)]
        checks = [self._check(o) for o in real]
        names = " or ".join(_type_name(o) for o in options)

        def union(data: Any) -> None:
            if data is None and nullable:
                return
            tagged = _tagged_option(data, real)
            if tagged is not None:
                self._check(tagged)(data)
                return
            errors = []
            for check in checks:
                try:
                    check(data)
                    return
                except _Bad as bad:
                    errors.append(bad)
            fitting = [bad for bad, option in zip(errors, real, strict=True) if _same_shape(data, option)]
            if len(fitting) == 1:
                raise fitting[0]
            if type(data) is dict and TAG_KEY in data and any(_kinds(o) for o in real if isinstance(o, type)):
                known = ", ".join(sorted(k for o in real if isinstance(o, type) for k in _kinds(o)))
                raise _Bad(f"unknown kind {_show(data[TAG_KEY])} (one of {known})").at(f".{TAG_KEY}")
            raise _Bad(f"expected {names}, got {_show(data)}")

        return union

    def _container(self, origin: Any, args: tuple[Any, ...]) -> Check:
        most = self.limits.items
        if origin is dict:
            inner = self._pairs(*(args or (Any, Any)))
        elif origin is tuple and args and args[-1] is not Ellipsis:
            inner = self._fixed([self._check(a) for a in args])
        else:
            inner = self._items(self._check(args[0] if args else Any), origin in (frozenset, set))

        def container(data: Any) -> None:
            if type(data) is not list:
                raise _Bad(f"expected a list, got {_show(data)}")
            if len(data) > most:
                raise _Bad(f"{len(data)} items (at most {most})")
            inner(data)

        return container

    @staticmethod
    def _fixed(checks: list[Check]) -> Check:
        def fixed(data: list[Any]) -> None:
            if len(data) != len(checks):
                raise _Bad(f"expected {len(checks)} items, got {len(data)}")
            for i, (value, check) in enumerate(zip(data, checks, strict=True)):
                try:
                    check(value)
                except _Bad as bad:
                    raise bad.at(f"[{i}]") from None

        return fixed

    @staticmethod
    def _items(check: Check, unique: bool) -> Check:
        def items(data: list[Any]) -> None:
            for i, value in enumerate(data):
                try:
                    check(value)
                except _Bad as bad:
                    raise bad.at(f"[{i}]") from None
            if unique:
                _no_repeats(data)

        return items

    def _pairs(self, key_type: Any, value_type: Any) -> Check:
        check_key, check_value = self._check(key_type), self._check(value_type)

        def pairs(data: list[Any]) -> None:
            seen: set[Any] = set()
            for i, pair in enumerate(data):
                try:
                    if type(pair) is not list or len(pair) != 2:
                        raise _Bad(f"expected a [key, value] pair, got {_show(pair)}")
                    try:
                        check_key(pair[0])
                    except _Bad as bad:
                        raise bad.at(" (key)") from None
                    check_value(pair[1])
                    key = _frozen(pair[0])
                    if key in seen:
                        raise _Bad(f"key {_show(pair[0])} appears twice")
                    seen.add(key)
                except _Bad as bad:
                    raise bad.at(f"[{i}]") from None

        return pairs

    def _record(self, tp: type) -> Check:
        kinds = _kinds(tp)
        if _has_field(tp, TAG_KEY) or (not kinds and tag_of(tp) is None):
            return self._fields_of(tp, expect_tag=False)
        by_tag = {tag: self._fields_of(cls, expect_tag=True) for tag, cls in kinds.items()}
        known = ", ".join(sorted(kinds))

        def record(data: Any) -> None:
            if type(data) is not dict:
                raise _Bad(f"expected an object, got {_show(data)}")
            tag = data.get(TAG_KEY)
            if tag is None:
                raise _Bad(f"missing field {TAG_KEY!r} (one of {known})")
            check = by_tag.get(tag) if isinstance(tag, str) else None
            if check is None:
                raise _Bad(f"unknown kind {_show(tag)} (one of {known})").at(f".{TAG_KEY}")
            check(data)

        return record

    def _fields_of(self, cls: type, expect_tag: bool) -> Check:
        fields = [(name, self._check(hint), self.hooks.get((cls, name))) for name, hint in _fields(cls)]
        allowed = {name for name, _, _ in fields} | ({TAG_KEY} if expect_tag else set())
        count = len(allowed)

        def record(data: Any) -> None:
            if type(data) is not dict:
                raise _Bad(f"expected an object, got {_show(data)}")
            if len(data) != count or not data.keys() <= allowed:
                unknown = sorted(k for k in data if k not in allowed)
                if unknown:
                    raise _Bad(f"unknown field {unknown[0]!r}")
            for name, check, hook in fields:
                if name not in data:
                    raise _Bad(f"missing field {name!r}")
                value = data[name]
                try:
                    check(value)
                    if hook is not None:
                        problem = hook(value)
                        if problem:
                            raise _Bad(problem)
                except _Bad as bad:
                    raise bad.at(f".{name}") from None

        return record


def _key(tp: Any) -> Any:
    try:
        hash(tp)
    except TypeError:
        return repr(tp)
    return tp


def _anything(data: Any) -> None:
    return None


def _null(data: Any) -> None:
    if data is not None:
        raise _Bad(f"expected null, got {_show(data)}")


def _literal(values: tuple[Any, ...]) -> Check:
    def literal(data: Any) -> None:
        if isinstance(data, bool) or data not in values:
            raise _Bad(f"{_show(data)} is not one of {list(values)}")

    return literal


def _enum(tp: type[Enum]) -> Check:
    values = {(type(v), v) for v in _plain([m.value for m in tp])}
    known = ", ".join(repr(m.value) for m in tp)
    word = tp.__name__.lower()

    def enum(data: Any) -> None:
        if type(data) not in (int, str) or (type(data), data) not in values:
            raise _Bad(f"{_show(data)} is not a {word} (one of {known})")

    return enum


def _same_shape(data: Any, tp: Any) -> bool:
    """Whether JSON ``data`` is the kind of JSON value (object, array, scalar) a ``tp`` is written as."""
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return type(data) is dict
    if get_origin(tp) in (tuple, list, frozenset, set, dict):
        return type(data) is list
    return type(data) not in (dict, list)


def _tagged_option(data: Any, options: list[Any]) -> Any:
    """The option a tagged object is one of (as ``from_data`` reads it), if any."""
    if type(data) is not dict or not isinstance(data.get(TAG_KEY), str):
        return None
    for option in options:
        if isinstance(option, type) and not _has_field(option, TAG_KEY):
            cls = class_of(data[TAG_KEY], option)
            if cls is not None:
                return cls
    return None


_TYPE_WORDS = {bool: "true or false", int: "an integer", str: "text", float: "a number"}
_FIELDS: dict[type, list[tuple[str, Any]]] = {}
_KINDS: dict[type, dict[str, type]] = {}


def _fields(cls: type) -> list[tuple[str, Any]]:
    """The (name, type) of each field of a record class that its JSON form holds, cached."""
    cached = _FIELDS.get(cls)
    if cached is None:
        hints = type_hints(cls)
        cached = _FIELDS[cls] = [
            (f.name, hints[f.name])
            for f in dataclasses.fields(cls)
            if f.init and not f.metadata.get(TRANSIENT)
        ]
    return cached


def _kinds(tp: type) -> dict[str, type]:
    """The tagged record classes that are a ``tp`` (itself included), by tag."""
    cached = _KINDS.get(tp)
    if cached is None:
        found: dict[str, type] = {}
        todo = [tp]
        while todo:
            cls = todo.pop()
            tag = tag_of(cls)
            if tag is not None and class_of(tag, tp) is cls:
                found[tag] = cls
            todo.extend(cls.__subclasses__())
        cached = _KINDS[tp] = found
    return cached


def _has_field(cls: Any, name: str) -> bool:
    return dataclasses.is_dataclass(cls) and any(f.name == name for f in dataclasses.fields(cls))


def _plain(values: list[Any]) -> list[Any]:
    """Enum values as the plain JSON scalars they are written as."""
    return [int(v) if isinstance(v, int) else str(v) if isinstance(v, str) else v for v in values]


def _no_repeats(data: list[Any]) -> None:
    seen: set[Any] = set()
    for i, value in enumerate(data):
        key = _frozen(value)
        if key in seen:
            raise _Bad(f"{_show(value)} appears twice in a set").at(f"[{i}]")
        seen.add(key)


def _frozen(value: Any) -> Any:
    """A hashable stand-in for a JSON value, equal for equal values."""
    if isinstance(value, list):
        return ("list", tuple(_frozen(v) for v in value))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, _frozen(v)) for k, v in value.items())))
    return (type(value).__name__, value)


def _type_name(tp: Any) -> str:
    if tp is type(None):
        return "null"
    if tp in _TYPE_WORDS:
        return _TYPE_WORDS[tp]
    return getattr(tp, "__name__", str(tp))


def _show(value: Any, limit: int = 40) -> str:
    """A value in an error message: its kind and a short glimpse of it."""
    if isinstance(value, LongNumber):
        return repr(value)
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    text = json.dumps(value) if isinstance(value, bool | type(None)) else repr(value)
    if len(text) > limit:
        text = text[:limit] + "..."
    return text
