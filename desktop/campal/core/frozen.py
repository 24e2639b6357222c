"""``@frozen``: a frozen dataclass that costs less to define.

Python 3.11 compiles six functions for each frozen dataclass as its class statement runs
(``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``), about
1 ms a class on a slow machine; the hundred-odd commands and results a start defines spent a
tenth of the start doing it. A ``@frozen`` class compiles its ``__init__`` alone, and only when
it makes its first record (or when ``compile_init`` asks, as the window's idle warm-up does), and
shares the other five, which read the class's fields through getters made once per class.

Its ``__init__`` writes the fields straight into the instance's dictionary, where a frozen
dataclass calls ``object.__setattr__`` once per field: a ``@frozen`` record takes about half the
time to make, so the records built by the thousand on the drag's and the labels' paths are
``@frozen`` too. A class with fields its ``__init__`` does not take as plain parameters
(keyword-only, ``init=False``, ``InitVar``, ``ClassVar``) gets the dataclass machinery's own
``__init__``, which sets each field through the freezing check.

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


def _plain(cls: type) -> bool:
    """Whether every field of ``cls`` is a plain parameter of its ``__init__`` (see the module),
    told before the dataclass machinery has made the class over."""
    for base in cls.__mro__[1:]:
        known = base.__dict__.get("__dataclass_fields__")
        if known is not None and any(
            not field.init or field.kw_only or _special(field.type) or _reserved(field.name)
            for field in known.values()
        ):
            return False
    # As dataclasses read them on Python 3.11 (inspect, which get_annotations needs, costs a start).
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():  # noqa: RUF063
        value = cls.__dict__.get(name)
        if _special(annotation) or _reserved(name):
            return False
        if isinstance(value, dataclasses.Field) and (not value.init or value.kw_only is True):
            return False
    return True


def _special(annotation: object) -> bool:
    # ClassVar, InitVar and KW_ONLY, as the machinery itself reads string annotations.
    text = annotation if isinstance(annotation, str) else repr(annotation)
    return any(word in text for word in ("ClassVar", "InitVar", "KW_ONLY"))


def _reserved(name: str) -> bool:
    # The generated __init__'s own names.
    return name == "self" or name.startswith(("_d", "_FACTORY"))


def _plain_init(cls: Any, fields: tuple[dataclasses.Field[Any], ...]) -> Callable[..., None]:
    """An ``__init__`` setting every field from a parameter of its name."""
    params, lines, env = ["self"], ["_d = self.__dict__"], {"_FACTORY": _FACTORY}
    for n, field in enumerate(fields):
        name = field.name
        if field.default is not dataclasses.MISSING:
            env[f"_dv{n}"] = field.default
            params.append(f"{name}=_dv{n}")
        elif field.default_factory is not dataclasses.MISSING:
            env[f"_df{n}"] = field.default_factory
            params.append(f"{name}=_FACTORY")
            lines.append(f"if {name} is _FACTORY: {name} = _df{n}()")
        else:
            params.append(name)
        lines.append(f"_d[{name!r}] = {name}")
    if hasattr(cls, "__post_init__"):
        lines.append("self.__post_init__()")
    body = "\n        ".join(lines)
    inner = f"    def __init__({', '.join(params)}):\n        {body}\n    return __init__"
    scope: dict[str, Any] = {}
    exec(f"def _make({', '.join(env)}):\n{inner}", {"__builtins__": {}}, scope)
    init: Callable[..., None] = scope["_make"](**env)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


_FACTORY = object()  # a parameter left to its field's default factory


_waiting: dict[Any, tuple[dataclasses.Field[Any], ...]] = {}  # classes whose __init__ waits


def _first_init(cls: Any, fields: tuple[dataclasses.Field[Any], ...]) -> Callable[..., None]:
    """An ``__init__`` that compiles the class's own at the first record made, puts it in the
    class's place and runs it: of the hundred-odd records a start defines, most are commands and
    results a battle may never make, and compiling costs a tenth of a millisecond each. The
    window compiles the rest in its idle moments after its first frame (``compile_init``)."""
    _waiting[cls] = fields

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        compile_init(cls)
        init = cls.__dict__["__init__"]
        if init is __init__:  # another thread took it from the waiting list and is compiling it
            init = _plain_init(cls, fields)
        init(self, *args, **kwargs)

    __init__.__qualname__ = f"{cls.__qualname__}.__init__"
    __init__.__module__ = cls.__module__
    return __init__


def waiting_inits() -> list[type]:
    """The ``@frozen`` classes defined so far whose ``__init__`` is not compiled yet."""
    return list(_waiting)


def compile_init(cls: type) -> None:
    """Compile the ``__init__`` of a ``@frozen`` class now, if it waits for its first record."""
    fields = _waiting.pop(cls, None)
    if fields is not None:
        cls.__init__ = _plain_init(cls, fields)  # type: ignore[misc]


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
    plain = _plain(cls)
    # Python 3.11 writes the signature of a class with no docstring into its docstring, which
    # asks inspect for the signature of the __init__ it has just compiled: a tenth of a
    # millisecond a class that nobody reads.
    undocumented = own.get("__doc__") is None
    if undocumented:
        cls.__doc__ = cls.__qualname__
    made: Any = dataclasses.dataclass(cls, init=not plain, eq=False, repr=False)
    if undocumented:
        cls.__doc__ = None
    fields = dataclasses.fields(made)
    if plain and "__init__" not in own:
        made.__init__ = _first_init(made, fields)
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
