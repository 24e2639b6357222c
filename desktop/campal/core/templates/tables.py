"""What every system's template table shares: a template is its names plus the stats it gives."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from ..records import RECORD
from .tokens import TemplateEntry

Metres = Annotated[float, Field(gt=0, le=1000)]


class Table(BaseModel):
    model_config = RECORD


class Named(BaseModel):
    """A template: its names, and the stats it gives (validated when a token is made)."""

    model_config = ConfigDict(frozen=True, extra="allow", defer_build=True)

    es: str
    en: str

    def stats(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


def entries_of(units: Mapping[str, Named], characters: Mapping[str, Named]) -> tuple[TemplateEntry, ...]:
    """A system's «new from template» list: its units, then its characters."""
    return (
        *(TemplateEntry(k, "unit", v.es, v.en) for k, v in units.items()),
        *(TemplateEntry(k, "character", v.es, v.en) for k, v in characters.items()),
    )
