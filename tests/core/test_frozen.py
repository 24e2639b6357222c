"""``@frozen`` behaves as ``@dataclass(frozen=True)`` in everything the code and the journal use."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import math
import pickle
from dataclasses import FrozenInstanceError, dataclass, field

import pytest

from campal.core.frozen import frozen


@frozen
class Step:
    unit: str
    cells: tuple[int, ...] = ()
    cost: float = 1.0
    tags: frozenset[str] = field(default_factory=frozenset)
    note: str = field(default="", compare=False)
    seen: int = field(default=0, repr=False, hash=False)


@dataclass(frozen=True)
class PlainStep:
    unit: str
    cells: tuple[int, ...] = ()
    cost: float = 1.0
    tags: frozenset[str] = field(default_factory=frozenset)
    note: str = field(default="", compare=False)
    seen: int = field(default=0, repr=False, hash=False)


@frozen
class Charge(Step):
    speed: int = 2


@frozen
class Lone:
    name: str


@frozen
class Empty:
    pass


@frozen
class OwnEquality:
    name: str

    def __eq__(self, other: object) -> bool:
        return isinstance(other, OwnEquality) and self.name.lower() == other.name.lower()


def test_equality_hash_and_text_match_a_frozen_dataclass() -> None:
    made = Step("a", (1, 2), 2.5, frozenset({"x"}), "n", 3)
    plain = PlainStep("a", (1, 2), 2.5, frozenset({"x"}), "n", 3)
    assert repr(made) == repr(plain).replace("PlainStep", "Step")
    assert made == Step("a", (1, 2), 2.5, frozenset({"x"}), "other note", 3)  # the note is not compared
    assert made != Step("a", (1, 2), 2.5, frozenset({"x"}), "n", 9)  # seen is, but not hashed:
    assert hash(made) == hash(Step("a", (1, 2), 2.5, frozenset({"x"}), "other note", 9))
    assert made != Step("b", (1, 2), 2.5, frozenset({"x"}))
    twins = [PlainStep("a", (1, 2), 2.5, frozenset({"x"}), "m", 9), PlainStep("a", (1, 2), 2.5)]
    assert [plain == twin for twin in twins] == [made == Step(*dataclasses.astuple(t)) for t in twins]
    assert len({made, Step("a", (1, 2), 2.5, frozenset({"x"}), seen=3), Step("b")}) == 2
    assert made != plain  # another class, as between two dataclasses
    assert (made == "a") is False
    assert Lone("x") == Lone("x") and hash(Lone("x")) == hash(Lone("x")) and Lone("x") != Lone("y")
    assert repr(Lone("x")) == "Lone(name='x')"
    assert Empty() == Empty() and hash(Empty()) == hash(Empty()) and repr(Empty()) == "Empty()"
    nan = Step("a", cost=math.nan)
    assert nan == nan  # the same object's fields compare by identity first, as in a tuple


def test_a_subclass_compares_its_own_fields_and_never_equals_its_base() -> None:
    charge = Charge("a", speed=3)
    assert charge == Charge("a", speed=3) != Charge("a", speed=4)
    assert charge != Step("a")
    assert repr(charge) == "Charge(unit='a', cells=(), cost=1.0, tags=frozenset(), note='', speed=3)"


def test_nothing_is_assigned_or_deleted_after_init() -> None:
    made = Step("a")
    with pytest.raises(FrozenInstanceError):
        made.unit = "b"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        made.elsewhere = 1  # type: ignore[attr-defined]
    with pytest.raises(FrozenInstanceError):
        del made.unit  # type: ignore[misc]
    assert made.unit == "a"


def test_it_is_a_dataclass_to_fields_replace_copy_and_pickle() -> None:
    made = Charge("a", (1,), speed=5)
    assert dataclasses.is_dataclass(made)
    assert [f.name for f in dataclasses.fields(made)] == [
        "unit",
        "cells",
        "cost",
        "tags",
        "note",
        "seen",
        "speed",
    ]
    moved = dataclasses.replace(made, cells=(2,))
    assert moved == Charge("a", (2,), speed=5) and made.cells == (1,)
    assert dataclasses.asdict(made)["speed"] == 5
    assert copy.copy(made) == made and copy.deepcopy(made) == made
    assert pickle.loads(pickle.dumps(made)) == made


def test_a_body_s_own_equality_stands_and_is_hashed_by_fields() -> None:
    assert OwnEquality("Ana") == OwnEquality("ana")
    assert hash(OwnEquality("x")) == hash(OwnEquality("x"))


def test_it_refuses_what_a_frozen_dataclass_refuses() -> None:
    with pytest.raises(TypeError):

        @frozen
        class Sets:
            name: str

            def __setattr__(self, name: str, value: object) -> None:
                object.__setattr__(self, name, value)

    with pytest.raises(TypeError):

        @frozen
        class OnAPlainFrozenBase(PlainStep):
            extra: int = 0

    with pytest.raises(TypeError):

        @dataclass(frozen=True)
        class PlainOnAFrozenBase(Step):
            extra: int = 0


@frozen
class Derived:
    width: float
    height: float
    area: float = field(default=0.0, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "area", self.width * self.height)


@frozen
class Named:
    name: str
    _: dataclasses.KW_ONLY
    rank: int = 0


@frozen
class Counted:
    name: str
    count: int = field(default=0, init=False)


@frozen
class WithInitVar:
    name: str
    scale: dataclasses.InitVar[float] = 1.0
    size: float = 0.0

    def __post_init__(self, scale: float) -> None:
        object.__setattr__(self, "size", len(self.name) * scale)


@frozen
class Keyword:
    name: str
    rank: int = field(default=0, kw_only=True)


def _made(make: type, *args: object, **kwargs: object) -> object:
    try:
        return make(*args, **kwargs)
    except TypeError as error:
        return type(error)


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [
        (("a",), {}),
        (("a", (1, 2), 3.0), {}),
        ((), {"unit": "a", "tags": frozenset({"t"}), "seen": 4}),
        (("a",), {"unit": "b"}),  # twice
        ((), {}),  # missing
        (("a", (), 1.0, frozenset(), "", 0, "extra"), {}),
        (("a",), {"colour": "red"}),
    ],
)
def test_its_init_takes_what_a_frozen_dataclass_takes(
    args: tuple[object, ...], kwargs: dict[str, object]
) -> None:
    made, plain = _made(Step, *args, **kwargs), _made(PlainStep, *args, **kwargs)
    if isinstance(plain, PlainStep):
        assert isinstance(made, Step)
        assert repr(made).replace("Step", "") == repr(plain).replace("PlainStep", "")
        assert (made.unit, made.cells, made.cost, made.tags, made.note, made.seen) == (
            plain.unit, plain.cells, plain.cost, plain.tags, plain.note, plain.seen,
        )  # fmt: skip
    else:
        assert made is plain is TypeError


def test_a_default_factory_makes_a_value_for_each_record_and_post_init_runs_last() -> None:
    @frozen
    class Bag:
        items: list[int] = field(default_factory=list)

    first, second = Bag(), Bag()
    assert first.items == [] and first.items is not second.items
    assert Derived(2.0, 3.0).area == 6.0
    with pytest.raises(FrozenInstanceError):
        Derived(1.0, 1.0).width = 2.0  # type: ignore[misc]


def test_fields_its_init_does_not_take_plainly_are_set_as_the_machinery_sets_them() -> None:
    assert Named("a", rank=2).rank == 2
    with pytest.raises(TypeError):
        Named("a", 2)  # type: ignore[misc]
    assert Counted("a").count == 0
    with pytest.raises(TypeError):
        Counted("a", 3)  # type: ignore[call-arg]
    assert WithInitVar("abc", 2.0).size == 6.0
    assert Keyword("a", rank=1) == Keyword("a", rank=1) != Keyword("a")
    with pytest.raises(TypeError):
        Keyword("a", 1)  # type: ignore[misc]
    for record in (Named("a"), Counted("a"), WithInitVar("a"), Keyword("a")):
        with pytest.raises(FrozenInstanceError):
            record.name = "b"  # type: ignore[misc]


def test_its_init_is_compiled_at_the_first_record_and_a_failed_call_compiles_it_too() -> None:
    @frozen
    class Late:
        name: str
        rank: int = 1

    @frozen
    class Later(Late):
        speed: int = 2

    waiting = Late.__dict__["__init__"]
    with pytest.raises(TypeError):
        Late()  # type: ignore[call-arg]
    compiled = Late.__dict__["__init__"]
    assert compiled is not waiting
    assert Late("a") == Late("a", 1) == Late(name="a") != Late("a", 2)
    assert Late.__dict__["__init__"] is compiled  # once
    assert Later.__dict__["__init__"] is not compiled
    assert Later("b", 3, 4) == Later(name="b", rank=3, speed=4)
    assert [p for p in inspect.signature(Later).parameters] == ["name", "rank", "speed"]


def test_a_docstring_is_kept_and_none_stays_none() -> None:
    @frozen
    class Told:
        """What it is."""

        name: str

    @frozen
    class Untold:
        name: str

    assert Told.__doc__ == "What it is."
    assert Untold.__doc__ is None


def test_an_init_compiled_ahead_is_the_one_its_records_use() -> None:
    from campal.core.frozen import compile_init, waiting_inits

    @frozen
    class Ahead:
        name: str
        rank: int = 1

    assert Ahead in waiting_inits()
    compile_init(Ahead)
    compiled = Ahead.__dict__["__init__"]
    assert Ahead not in waiting_inits()
    compile_init(Ahead)  # nothing left to do
    assert Ahead("a") == Ahead("a", 1) and Ahead.__dict__["__init__"] is compiled
