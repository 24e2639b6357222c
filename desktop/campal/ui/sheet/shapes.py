"""What kind of editor a stats field needs, read from its pydantic annotation.

A sheet is drawn from the system's stats model, never from a list of names: a field's shape
(a yes/no, a whole number within its bounds, one of a set of words, free text, a record, a list,
a mapping) says which editor shows it, so a field added to a model has an editor at once.
"""

from __future__ import annotations

import enum
import re
import types
import typing
from collections.abc import Iterator
from dataclasses import field
from typing import Any

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ...core.frozen import frozen


class Kind(enum.StrEnum):
    FLAG = "flag"
    WHOLE = "whole"
    NUMBER = "number"
    TEXT = "text"
    CHOICE = "choice"  # an enum or a Literal of several words
    FIXED = "fixed"  # a Literal of one word (the stats' system): shown, never changed
    RECORD = "record"
    LIST = "list"
    MAPPING = "mapping"


@frozen
class Shape:
    kind: Kind
    optional: bool = False
    low: float | None = None
    high: float | None = None
    options: tuple[str, ...] = ()
    pattern: str | None = None
    max_length: int | None = None
    model: type[BaseModel] | None = None
    item: Shape | None = None  # a list's items, a mapping's values
    key: Shape | None = None  # a mapping's keys
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def admits_text(self, text: str) -> bool:
        """Whether free text fits this text field's pattern and length."""
        if self.max_length is not None and len(text) > self.max_length:
            return False
        return self.pattern is None or re.fullmatch(self.pattern, text) is not None


def _constraints(metadata: list[Any]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for item in metadata:
        if isinstance(item, FieldInfo):
            found.update(_constraints(list(item.metadata)))
        for name in ("ge", "gt", "le", "lt", "pattern", "max_length"):
            value = getattr(item, name, None)
            if value is not None and not isinstance(item, type):
                found[name] = value
    return found


def _unwrap(annotation: Any, metadata: list[Any]) -> tuple[Any, list[Any], bool]:
    """The annotation without ``Annotated`` and ``| None``, its constraints, and if it may be None."""
    optional = False
    while True:
        origin = typing.get_origin(annotation)
        if origin is typing.Annotated:
            args = typing.get_args(annotation)
            annotation, metadata = args[0], [*metadata, *args[1:]]
        elif origin in (typing.Union, types.UnionType):
            kept = [a for a in typing.get_args(annotation) if a is not type(None)]
            optional = optional or len(kept) < len(typing.get_args(annotation))
            annotation = kept[0]
        else:
            return annotation, metadata, optional


def shape_of(annotation: Any, metadata: list[Any] | None = None) -> Shape:
    kind, found, optional = _unwrap(annotation, list(metadata or []))
    limits = _constraints(found)
    low = limits.get("ge", limits.get("gt"))
    high = limits.get("le", limits.get("lt"))
    origin = typing.get_origin(kind)
    if origin is typing.Literal:
        words = tuple(str(a) for a in typing.get_args(kind))
        return Shape(Kind.FIXED if len(words) == 1 else Kind.CHOICE, optional, options=words)
    if origin is tuple or origin is list:
        return Shape(
            Kind.LIST, optional, max_length=limits.get("max_length"), item=shape_of(typing.get_args(kind)[0])
        )
    if origin is dict:
        key, value = typing.get_args(kind)
        return Shape(Kind.MAPPING, optional, key=shape_of(key), item=shape_of(value))
    if isinstance(kind, type) and issubclass(kind, BaseModel):
        return Shape(Kind.RECORD, optional, model=kind)
    if isinstance(kind, type) and issubclass(kind, bool):
        return Shape(Kind.FLAG, optional)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return Shape(Kind.CHOICE, optional, options=tuple(str(m.value) for m in kind))
    if isinstance(kind, type) and issubclass(kind, int):
        return Shape(Kind.WHOLE, optional, low=low, high=high)
    if isinstance(kind, type) and issubclass(kind, float):
        return Shape(Kind.NUMBER, optional, low=low, high=high)
    return Shape(Kind.TEXT, optional, pattern=limits.get("pattern"), max_length=limits.get("max_length"))


def fields_of(model: type[BaseModel]) -> Iterator[tuple[str, Shape]]:
    for name, info in model.model_fields.items():
        yield name, shape_of(info.annotation, list(info.metadata))


def every_path(model: type[BaseModel], prefix: str = "") -> Iterator[tuple[str, Shape]]:
    """Each field of ``model`` and of the records inside it; a list's or a mapping's records
    are named with ``*`` for the position or key (``weapons.*.dice``)."""
    for name, shape in fields_of(model):
        path = prefix + name
        yield path, shape
        inner = shape.item if shape.kind in (Kind.LIST, Kind.MAPPING) else shape
        if inner is not None and inner.kind is Kind.RECORD and inner.model is not None:
            below = path + (".*." if inner is not shape else ".")
            yield from every_path(inner.model, below)
