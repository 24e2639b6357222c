"""The kinds a GM can draw, as the palette lists them, and their names in the interface language.

Kind names live in the catalogue (Spanish and English), not in the .ts files, so they are picked
here by language code. The code is the one the translators were installed for, chosen by
``i18n.pick_language`` from the preferences; code without a window (``campal render``) asks for the
system's language the same way.
"""

from __future__ import annotations

from typing import Literal

from ...core.frozen import frozen
from ...core.terrain import Catalogue, Kind, load_catalogue
from ..i18n import pick_language

Collection = Literal["terrain", "fortifications"]

_language: list[str] = []


def interface_language() -> str:
    if not _language:
        _language.append(pick_language("system"))
    return _language[0]


def set_interface_language(language: str) -> None:
    _language[:] = [pick_language(language)]


def kind_label(kind: Kind, language: str | None = None) -> str:
    return kind.names.es if (language or interface_language()) == "es" else kind.names.en


@frozen
class DrawingKind:
    """One entry of the palette: a kind of terrain or of fortification."""

    collection: Collection
    name: str
    kind: Kind

    @property
    def is_fortification(self) -> bool:
        return self.collection == "fortifications"

    @property
    def is_line(self) -> bool:
        return self.kind.style.line

    def label(self, language: str | None = None) -> str:
        return kind_label(self.kind, language)


def drawing_kinds(catalogue: Catalogue | None = None) -> tuple[DrawingKind, ...]:
    """Terrain kinds first, then fortifications, in catalogue order."""
    catalogue = catalogue or load_catalogue()
    terrain = [DrawingKind("terrain", name, kind) for name, kind in catalogue.terrain.items()]
    forts = [DrawingKind("fortifications", name, kind) for name, kind in catalogue.fortifications.items()]
    return (*terrain, *forts)


def kind_of(collection: Collection, name: str, catalogue: Catalogue | None = None) -> Kind | None:
    catalogue = catalogue or load_catalogue()
    table = catalogue.fortifications if collection == "fortifications" else catalogue.terrain
    return table.get(name)
