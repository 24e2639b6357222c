"""What the rules ask of the map, as a Protocol the engine is given.

The geometry service answers these from terrain and footprints; ``PlainMap`` answers them from
plain distances so the rules work (and are tested) without it. Ids name units or characters;
lengths are metres.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..model import Battle, Point


class MapQueries(Protocol):
    def distance(self, battle: Battle, a: str, b: str) -> float:
        """Edge-to-edge distance between two tokens' footprints."""
        ...

    def in_contact(self, battle: Battle, a: str, b: str) -> bool: ...

    def has_line_of_sight(self, battle: Battle, a: str, b: str) -> bool: ...

    def look_at_each(self, battle: Battle, observer: str, targets: Sequence[str]) -> None:
        """Work out ``observer``'s sight of every target at once, so that a target list's
        questions of sight and cover that follow are answered from it."""
        ...

    def cover(self, battle: Battle, attacker: str, target: str) -> int:
        """Defence the terrain between them gives ``target`` against missiles."""
        ...

    def fortification_bonus(self, battle: Battle, token: str) -> int:
        """The best Defence bonus of the fortifications ``token`` stands in (0 outside)."""
        ...

    def adjacent(self, battle: Battle, token: str) -> tuple[str, ...]:
        """Units in contact with ``token``."""
        ...

    def nearest_enemy_unit(self, battle: Battle, token: str) -> str | None: ...

    def path_length(self, battle: Battle, token: str, destination: Point) -> float:
        """Metres ``token`` must cover to reach ``destination`` (terrain-weighted when known)."""
        ...

    def is_on_field(self, battle: Battle, token: str) -> bool: ...

    def ground_near(self, battle: Battle, token: str, metres: float) -> tuple[str, ...]:
        """Kinds of the terrain features and fortifications within ``metres`` of ``token``'s
        centre; 0 asks what it stands on."""
        ...

    def terrain_bonus_dice(self, battle: Battle, token: str) -> int:
        """SIFRP bonus dice (B) the terrain ``token`` stands in gives it."""
        ...

    def denies_siege_engines(self, battle: Battle, token: str) -> bool:
        """SIFRP: whether the terrain ``token`` stands in negates siege engines there."""
        ...

    def without_terrain(self) -> MapQueries:
        """The same map with the terrain's effects ignored (fortifications stay): a commander's
        point of Destiny spent on one order."""
        ...
