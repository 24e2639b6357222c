"""``@frozen``: a frozen dataclass that costs less to define.

Python 3.11 compiles six functions for each frozen dataclass as its class statement runs
(``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``), about
1 ms a class on a slow machine; the hundred-odd commands and results a start defines spent a
tenth of the start doing it. A ``@frozen`` class compiles its ``__init__`` alone and shares the
other five, which read the class's fields through getters made once per class.

It is a dataclass in every other respect: ``dataclasses.fields``, ``replace`` and
``is_dataclass`` work, and type checkers see a frozen dataclass. Assigning to an attribute after
``__init__`` raises ``FrozenInstanceError`` as a frozen dataclass does; ``__init__`` itself may
set each field once. A class in a hierarchy of ``@frozen`` classes must be ``@frozen`` too (the
dataclass machinery refuses to mix it with ``@dataclass(frozen=True)`` at import).
"""

from __future__ import annotations

import dataclasses
import reprlib
from collections.abc import Callable
from dataclasses import FrozenInstanceError
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")

_OWN = ("__setattr__", "__delattr__")


def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    if not names:
        return lambda _: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda value: (one(value),)
    return attrgetter(*names)


def _setattr(self: Any, name: str, value: Any) -> None:
    # Only the generated __init__ sets a field that is not set yet; anything else is frozen.
    if name in self.__dict__ or name not in self.__dataclass_fields__:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")
    object.__setattr__(self, name, value)


def _delattr(self: Any, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is not self.__class__:
        return NotImplemented
    compared = self.__frozen_compared__
    return bool(compared(self) == compared(other))


def _hash(self: Any) -> int:
    return hash(self.__frozen_hashed__(self))


@reprlib.recursive_repr()
def _repr(self: Any) -> str:
    shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__frozen_shown__)
    return f"{self.__class__.__qualname__}({shown})"


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, dataclasses.Field))
def frozen(cls: type[T]) -> type[T]:
    """Make ``cls`` a frozen dataclass, as ``@dataclass(frozen=True)`` would."""
    own = cls.__dict__
    for name in _OWN:
        if name in own:
            raise TypeError(f"cannot overwrite attribute {name} in class {cls.__name__}")
    # As a dataclass: a body's own __eq__ and __repr__ stand; one that defines __eq__ alone
    # leaves __hash__ as None in the class's namespace, which is not an explicit hash.
    explicit_hash = own.get("__hash__") is not None
    made: Any = dataclasses.dataclass(cls, eq=False, repr=False)
    fields = dataclasses.fields(made)
    compared = [field.name for field in fields if field.compare]
    hashed = [field.name for field in fields if (field.compare if field.hash is None else field.hash)]
    made.__frozen_compared__ = staticmethod(_getter(compared))
    made.__frozen_hashed__ = staticmethod(_getter(hashed))
    made.__frozen_shown__ = tuple(field.name for field in fields if field.repr)
    made.__setattr__ = _setattr
    made.__delattr__ = _delattr
    if "__eq__" not in own:
        made.__eq__ = _eq
    if not explicit_hash:
        made.__hash__ = _hash
    if "__repr__" not in own:
        made.__repr__ = _repr
    return cls  # made a dataclass in place: without slots, dataclass() returns the class it was given
