"""Commands as JSON, so the crash journal can replay a step through the rules that made it.

A command is a frozen dataclass of plain values, tuples, enums, pydantic records (points,
manual dice entries) and other dataclasses. Each is written with the name of its class, and read
back only as a class of Campal's core of the same kind: a record cannot make the reader import
or build anything else.
"""

from __future__ import annotations

import dataclasses
import importlib
from enum import Enum
from typing import Any

from pydantic import BaseModel, ValidationError

from .base import Command
from .invariants import command_problem

CORE = "campal.core."
MAX_DEPTH = 32


class CommandCodecError(ValueError):
    """The data is not a command this version can read."""


def _name(cls: type) -> str:
    module = cls.__module__
    if not module.startswith(CORE) or "<" in cls.__qualname__:
        raise CommandCodecError(f"{cls.__qualname__} is not a class of Campal's core")
    return f"{module[len(CORE) :]}:{cls.__qualname__}"


def _class(name: object, kind: type | None = None) -> type:
    if not isinstance(name, str) or name.count(":") != 1:
        raise CommandCodecError("not a class name")
    module_name, qualname = name.split(":")
    if not all(part.isidentifier() for part in (*module_name.split("."), *qualname.split("."))):
        raise CommandCodecError("not a class name")
    try:
        found: Any = importlib.import_module(CORE + module_name)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        raise CommandCodecError(f"unknown class {name}") from None
    if not isinstance(found, type) or (kind is not None and not issubclass(found, kind)):
        raise CommandCodecError(f"{name} is not of the kind expected")
    return found


def _dump(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Enum):
        return {"$enum": _name(type(value)), "value": _dump(value.value)}
    if isinstance(value, BaseModel):
        return {"$record": _name(type(value)), "value": value.model_dump(mode="json")}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {field.name: _dump(getattr(value, field.name)) for field in dataclasses.fields(value)}
        return {"$dataclass": _name(type(value)), "fields": fields}
    if isinstance(value, tuple):
        return {"$tuple": [_dump(item) for item in value]}
    if isinstance(value, frozenset):
        return {"$frozenset": [_dump(item) for item in sorted(value, key=repr)]}
    if isinstance(value, list):
        return [_dump(item) for item in value]
    if isinstance(value, dict):
        return {"$dict": [[_dump(key), _dump(item)] for key, item in value.items()]}
    raise CommandCodecError(f"cannot write a {type(value).__name__}")


def _load(data: Any, depth: int = 0) -> Any:
    if depth > MAX_DEPTH:
        raise CommandCodecError("nested too deep")
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [_load(item, depth + 1) for item in data]
    if not isinstance(data, dict):
        raise CommandCodecError("not a command's value")
    if "$tuple" in data:
        return tuple(_load(item, depth + 1) for item in _items(data["$tuple"]))
    if "$frozenset" in data:
        return frozenset(_load(item, depth + 1) for item in _items(data["$frozenset"]))
    if "$dict" in data:
        pairs = _items(data["$dict"])
        if not all(isinstance(pair, list) and len(pair) == 2 for pair in pairs):
            raise CommandCodecError("not a mapping")
        return {_load(key, depth + 1): _load(item, depth + 1) for key, item in pairs}
    if "$enum" in data:
        enum = _class(data["$enum"], Enum)
        try:
            return enum(_load(data.get("value"), depth + 1))
        except ValueError:
            raise CommandCodecError("not a value of its enum") from None
    if "$record" in data:
        record = _class(data["$record"], BaseModel)
        try:
            return record.model_validate(data.get("value"))  # type: ignore[attr-defined]
        except ValidationError:
            raise CommandCodecError("not a valid record") from None
    if "$dataclass" in data:
        cls = _class(data["$dataclass"])
        fields = data.get("fields")
        if not dataclasses.is_dataclass(cls) or not isinstance(fields, dict):
            raise CommandCodecError("not a dataclass")
        known = {field.name for field in dataclasses.fields(cls) if field.init}
        if not set(fields) <= known:
            raise CommandCodecError("fields its class does not have")
        values = {key: _load(value, depth + 1) for key, value in fields.items()}
        try:
            return cls(**values)
        except (TypeError, ValueError) as error:
            raise CommandCodecError(f"not a valid value of {cls.__qualname__}: {error}") from None
    raise CommandCodecError("not a command's value")


def _items(data: Any) -> list[Any]:
    if not isinstance(data, list):
        raise CommandCodecError("not a list")
    return data


def dump_command(command: Command) -> dict[str, Any]:
    """``command`` as JSON-ready data; ``CommandCodecError`` for a value that cannot be written
    (the engine's own check finds a number that is not finite, or nesting too deep)."""
    if command_problem(command) is not None:
        raise CommandCodecError("not a finite number, or nested too deep")
    dumped = _dump(command)
    if not isinstance(dumped, dict) or "$dataclass" not in dumped:
        raise CommandCodecError("a command is a dataclass")
    return dumped


def load_command(data: Any) -> Command:
    """The command ``data`` holds, or ``CommandCodecError``."""
    if not isinstance(data, dict) or "$dataclass" not in data:
        raise CommandCodecError("not a command")
    _class(data["$dataclass"], Command)
    command = _load(data)
    if not isinstance(command, Command):
        raise CommandCodecError("not a command")
    return command
