"""Records: the JSON form of tagged records, and copies with fields changed."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tolaria.core.records import RecordError, evolve, from_data, tagged, to_data


@tagged("test_point")
@dataclass(frozen=True, slots=True)
class Point:
    x: int
    y: tuple[int, ...] = ()


def test_round_trip_and_a_wrong_field_is_named() -> None:
    data = to_data(Point(1, (2, 3)))
    assert data == {"kind": "test_point", "x": 1, "y": [2, 3]}
    assert from_data(data, Point) == Point(1, (2, 3))
    with pytest.raises(RecordError, match="x"):
        from_data({"kind": "test_point", "x": "one"}, Point)


def test_evolve_copies_and_changes_only_what_is_named() -> None:
    p = Point(1, (2,))
    q = evolve(p, y=(5, 6))
    assert q == Point(1, (5, 6)) and p == Point(1, (2,))
    assert evolve(p) == p and evolve(p) is not p


def test_evolve_refuses_unknown_fields_and_self_checking_records() -> None:
    with pytest.raises(TypeError, match="'z'"):
        evolve(Point(1), z=2)

    @dataclass(frozen=True)
    class Checked:
        n: int

        def __post_init__(self) -> None:
            if self.n < 0:
                raise ValueError("negative")

    with pytest.raises(TypeError, match="__post_init__"):
        evolve(Checked(1), n=-1)
