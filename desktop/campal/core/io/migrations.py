"""Upgrades of older battle documents, one small registered function per format version."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import FORMAT_VERSION

Document = dict[str, Any]
Migration = Callable[[Document], Document]

# MIGRATIONS[n] turns a version-n document into a version-(n + 1) one.
MIGRATIONS: dict[int, Migration] = {}


def migration(from_version: int) -> Callable[[Migration], Migration]:
    def register(function: Migration) -> Migration:
        MIGRATIONS[from_version] = function
        return function

    return register


class MigrationError(ValueError):
    pass


def upgrade(document: Document, target: int = FORMAT_VERSION) -> Document:
    version = document.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise MigrationError("format_version")
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise MigrationError(f"no upgrade from version {version}")
        document = step(dict(document))
        version += 1
        document["format_version"] = version
    return document
