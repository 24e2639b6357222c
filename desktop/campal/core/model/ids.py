"""Identities of the things in a battle: short, readable, unique within one document."""

from __future__ import annotations

import secrets
from typing import Annotated, NewType

from pydantic import StringConstraints

IdText = Annotated[str, StringConstraints(pattern=r"^[a-z]{1,12}-[0-9a-z]{1,32}$")]

SideId = NewType("SideId", str)
TerrainId = NewType("TerrainId", str)
FortificationId = NewType("FortificationId", str)
UnitId = NewType("UnitId", str)
CharacterId = NewType("CharacterId", str)
NoteId = NewType("NoteId", str)


def new_id(prefix: str) -> str:
    """A fresh identity such as ``unit-3f9a0c1b``; the prefix names the collection."""
    return f"{prefix}-{secrets.token_hex(4)}"
