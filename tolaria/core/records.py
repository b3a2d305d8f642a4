"""Records and their JSON form: the typed values every ruleset is made of.

Positions, actions, decisions and events are dataclasses with slots. Their
JSON form is derived from their fields, so it is stable and needs no
hand-written code: a record becomes an object of its fields, a tagged
record (one registered with :func:`tagged`) also carries its tag under
``"kind"``, tuples and lists become arrays, frozensets sorted arrays,
enums their values and dicts arrays of ``[key, value]`` pairs (keys keep
their types). :func:`from_data` reads that form back by the fields' type
hints and refuses anything that doesn't fit, naming the field.

>>> from dataclasses import dataclass
>>> @tagged("point")
... @dataclass(frozen=True, slots=True)
... class Point:
...     x: int
...     y: tuple[int, ...] = ()
>>> to_data(Point(1, (2, 3)))
{'kind': 'point', 'x': 1, 'y': [2, 3]}
>>> from_data({'kind': 'point', 'x': 1, 'y': [2, 3]}, Point)
Point(x=1, y=(2, 3))
"""

from __future__ import annotations

import ast
import dataclasses
import sys
import types
import typing
from collections.abc import Callable
from enum import Enum
from typing import Any, TypeVar, Union, get_args, get_origin

from tolaria.errors import TolariaError

T = TypeVar("T")

TAG_KEY = "kind"
TRANSIENT = "transient"
"""Field metadata key: a field with ``metadata={TRANSIENT: True}`` is left out of the JSON form."""

_BY_TAG: dict[str, list[type]] = {}
_TAG_OF: dict[type, str] = {}
_HINTS: dict[type, list[tuple[str, Any]]] = {}


class RecordError(TolariaError):
    """Data that is not the JSON form of the record it should be; names the field."""


def tagged(tag: str) -> Callable[[type[T]], type[T]]:
    """Register a record class under ``tag``, so that a field typed as its base class can hold it.

    Tags are unique within a family of records (all actions, all events...):
    two unrelated classes may share a tag, a class and its relatives may not.
    """

    def register(cls: type[T]) -> type[T]:
        if _has_field(cls, TAG_KEY):
            raise ValueError(f"a tagged record can't have a field named {TAG_KEY!r}")
        for other in _BY_TAG.get(tag, []):
            if other is not cls and _related(other, cls):
                raise ValueError(f"record tag {tag!r} is used twice ({other.__name__}, {cls.__name__})")
        _BY_TAG.setdefault(tag, []).append(cls)
        _TAG_OF[cls] = tag
        return cls

    return register


_SLOTS: dict[type, tuple[tuple[str, ...], frozenset[str]]] = {}


def evolve(record: T, **changes: Any) -> T:
    """A copy of a slotted record with some fields changed, like ``dataclasses.replace`` but without
    running ``__init__`` again: for the engine's own records on hot paths, where the values are known
    to be right (a frozen record is never changed, so copies are made this way)."""
    cls = type(record)
    known = _SLOTS.get(cls)
    if known is None:
        if hasattr(cls, "__post_init__"):
            raise TypeError(f"{cls.__name__} checks itself in __post_init__: use dataclasses.replace")
        names = tuple(f.name for f in dataclasses.fields(cls))  # type: ignore[arg-type]
        known = _SLOTS[cls] = (names, frozenset(names))
    names, allowed = known
    if not changes.keys() <= allowed:
        raise TypeError(f"{cls.__name__} has no field {sorted(changes.keys() - allowed)[0]!r}")
    new = cls.__new__(cls)  # (a class compiled with mypyc refuses object.__new__)
    setter = object.__setattr__
    for name in names:
        setter(new, name, getattr(record, name))
    for name, value in changes.items():
        setter(new, name, value)
    return new


def tag_of(cls: type) -> str | None:
    """The tag a record class was registered under, if any."""
    return _TAG_OF.get(cls)


def class_of(tag: str, base: type = object) -> type | None:
    """The record class registered under ``tag`` that is a ``base``, if there is exactly one."""
    found = [c for c in _BY_TAG.get(tag, ()) if issubclass(c, base)]
    return found[0] if len(found) == 1 else None


def _related(a: type, b: type) -> bool:
    """Whether two classes share a base other than ``object`` (and the dataclass machinery)."""
    roots_a = {c for c in a.__mro__ if c is not object}
    return any(c in roots_a for c in b.__mro__ if c is not object)


# ------------------------------------------------------------------ encoding


def to_data(value: Any) -> Any:
    """The JSON form of a value made of records, enums, tuples, frozensets, dicts and scalars."""
    if value is None or type(value) in (int, str, bool, float):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [to_data(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted((to_data(v) for v in value), key=_order)
    if isinstance(value, dict):
        return [[to_data(k), to_data(v)] for k, v in value.items()]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        tag = _TAG_OF.get(type(value))
        if tag is not None:
            out[TAG_KEY] = tag
        for f in dataclasses.fields(value):
            # A field the constructor doesn't take is derived (ManaCost's totals): from_data rebuilds it.
            if f.init and not f.metadata.get(TRANSIENT):
                out[f.name] = to_data(getattr(value, f.name))
        return out
    if isinstance(value, int | str | float):  # subclasses of the scalars
        return value
    raise TypeError(f"{type(value).__name__} has no JSON form")


def _order(value: Any) -> tuple[str, str]:
    """A total order for set members of mixed types, so that sets encode the same way every time."""
    return (type(value).__name__, repr(value))


# ------------------------------------------------------------------ decoding


def from_data(data: Any, tp: Any, where: str = "value") -> Any:
    """Read the JSON form of a value of type ``tp``; RecordError names what doesn't fit."""
    if tp is Any:
        return _untyped(data, where)
    origin = get_origin(tp)
    if origin is Union or origin is types.UnionType:
        return _union(data, get_args(tp), where)
    if origin is typing.Literal:
        if data not in get_args(tp):
            raise RecordError(f"{where}: {data!r} is not one of {get_args(tp)}")
        return data
    if origin in (tuple, list, frozenset, set, dict):
        return _container(data, origin, get_args(tp), where)
    if tp is type(None):
        if data is not None:
            raise RecordError(f"{where}: expected null")
        return None
    if isinstance(tp, type):
        if issubclass(tp, Enum):
            try:
                return tp(data)
            except ValueError:
                raise RecordError(f"{where}: {data!r} is not a {tp.__name__}") from None
        if tp is bool:
            if not isinstance(data, bool):
                raise RecordError(f"{where}: expected true or false, got {data!r}")
            return data
        if tp in (int, str, float):
            if tp is float and isinstance(data, int) and not isinstance(data, bool):
                return float(data)
            if type(data) is not tp:
                raise RecordError(f"{where}: expected {tp.__name__}, got {data!r}")
            return data
        if dataclasses.is_dataclass(tp):
            return _record(data, tp, where)
    raise RecordError(f"{where}: no JSON form for type {tp!r}")


def _untyped(data: Any, where: str) -> Any:
    if isinstance(data, dict) and TAG_KEY in data:
        return _record(data, object, where)
    if isinstance(data, list):
        return tuple(_untyped(v, where) for v in data)
    return data


def _union(data: Any, options: tuple[Any, ...], where: str) -> Any:
    if data is None and type(None) in options:
        return None
    if isinstance(data, dict) and isinstance(data.get(TAG_KEY), str):
        for option in options:
            if _has_field(option, TAG_KEY):
                continue
            base = get_origin(option) or option
            cls = class_of(data[TAG_KEY], base) if isinstance(base, type) else None
            if cls is not None:
                return _record(data, cls, where)
    errors = []
    for option in options:
        if option is type(None):
            continue
        try:
            return from_data(data, option, where)
        except RecordError as err:
            errors.append(str(err))
    raise RecordError(errors[0] if len(errors) == 1 else f"{where}: {data!r} fits none of its types")


def _container(data: Any, origin: Any, args: tuple[Any, ...], where: str) -> Any:
    if not isinstance(data, list):
        raise RecordError(f"{where}: expected a list, got {type(data).__name__}")
    if origin is dict:
        key_type, value_type = args or (Any, Any)
        out = {}
        for i, pair in enumerate(data):
            if not isinstance(pair, list) or len(pair) != 2:
                raise RecordError(f"{where}[{i}]: expected a [key, value] pair")
            out[from_data(pair[0], key_type, f"{where}[{i}]")] = from_data(pair[1], value_type, f"{where}[{i}]")
        return out
    if origin is tuple and args and args[-1] is not Ellipsis:
        if len(data) != len(args):
            raise RecordError(f"{where}: expected {len(args)} items, got {len(data)}")
        return tuple(from_data(v, a, f"{where}[{i}]") for i, (v, a) in enumerate(zip(data, args, strict=True)))
    item = args[0] if args else Any
    items = [from_data(v, item, f"{where}[{i}]") for i, v in enumerate(data)]
    if origin is list:
        return items
    if origin in (frozenset, set):
        return frozenset(items)
    return tuple(items)


def _record(data: Any, tp: type, where: str) -> Any:
    if not isinstance(data, dict):
        raise RecordError(f"{where}: expected an object, got {type(data).__name__}")
    cls: type = tp
    tag = None if _has_field(tp, TAG_KEY) else data.get(TAG_KEY)
    if tag is not None:
        found = class_of(tag, tp) if isinstance(tag, str) else None
        if found is None:
            raise RecordError(f"{where}: unknown kind {tag!r}")
        cls = found
    elif not dataclasses.is_dataclass(cls):
        raise RecordError(f"{where}: an object without a kind")
    values = {}
    for name, hint in _hints(cls):
        if name in data:
            values[name] = from_data(data[name], hint, f"{where}.{name}")
    unknown = set(data) - {n for n, _ in _hints(cls)} - ({TAG_KEY} if tag is not None else set())
    if unknown:
        raise RecordError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    try:
        return cls(**values)
    except TypeError as err:
        raise RecordError(f"{where}: {err}") from None


def _has_field(cls: type, name: str) -> bool:
    return dataclasses.is_dataclass(cls) and any(f.name == name for f in dataclasses.fields(cls))


def type_hints(cls: type) -> dict[str, Any]:
    """The declared type of each field of a record class, as ``typing.get_type_hints`` gives them.

    A class compiled with mypyc (the optional compiled build) keeps only
    runtime classes in its annotations (``list`` for ``list[Permanent]``),
    so for it the annotations are read from its module's source, which
    the package ships beside the compiled module, and evaluated in the
    module's namespace as ``get_type_hints`` would.
    """
    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        if klass is object or not dataclasses.is_dataclass(klass):
            continue
        module = sys.modules.get(klass.__module__)
        path = getattr(module, "__file__", None) or ""
        if path.endswith(".py") or module is None:
            hints.update(typing.get_type_hints(klass))
            continue
        namespace = vars(module)
        for name, text in _source_annotations(path, klass.__module__, klass.__qualname__).items():
            hints[name] = eval(text, namespace)  # the package's own source, as get_type_hints evaluates it
    return hints


def _source_annotations(compiled: str, module: str, qualname: str) -> dict[str, str]:
    """The annotations, as source text, of class ``qualname`` in the ``.py`` source of a compiled module."""
    import pathlib

    source = pathlib.Path(compiled).with_name(module.rsplit(".", 1)[-1] + ".py")
    tree = ast.parse(source.read_text(encoding="utf-8"))
    body: list[ast.stmt] = tree.body
    for part in qualname.split("."):
        found = next((n for n in body if isinstance(n, ast.ClassDef) and n.name == part), None)
        if found is None:
            raise TypeError(f"{qualname} is not in {source}")
        body = found.body
    return {
        n.target.id: ast.unparse(n.annotation)
        for n in body
        if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name) and "ClassVar" not in ast.unparse(n.annotation)
    }


def _hints(cls: type) -> list[tuple[str, Any]]:
    """The (name, type) of each serialised field of a record class, cached."""
    cached = _HINTS.get(cls)
    if cached is None:
        hints = type_hints(cls)
        cached = [
            (f.name, hints[f.name])
            for f in dataclasses.fields(cls)
            if f.init and not f.metadata.get(TRANSIENT)
        ]
        _HINTS[cls] = cached
    return cached
