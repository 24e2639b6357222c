"""Map answers from the geometry service: real footprints, the terrain index (built once per
terrain change), line of sight, cover, fortifications and terrain-weighted path lengths."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol, cast

from ..geometry import CONTACT_TOLERANCE_M, IndexCache, SightLine, TerrainIndex, separation
from ..geometry.sight_many import sight_to_each
from ..model import Battle, Point, TerrainFeature
from ..movement.measure import measure_route
from ..movement.movers import mover_kind
from ..movement.tokens import centre_of, footprint_of, token_of
from ..plugins import find_system

SEEN_LIMIT = 50_000  # sight lines kept for one document; past it they are worked out afresh
# One empty collection for every terrain-blind index, so the cache keeps finding the same one.
NO_TERRAIN: dict[str, TerrainFeature] = {}


class SightRules(Protocol):
    def sight_cover(self, has_cover: bool) -> int:
        """What the map's cover question answers when something stands between two tokens."""
        ...


class GeometryMap:
    def __init__(
        self,
        cache: IndexCache | None = None,
        contact_tolerance_m: float = CONTACT_TOLERANCE_M,
        ignore_terrain: bool = False,
    ):
        self.cache = cache if cache is not None else IndexCache()
        self.contact_tolerance_m = contact_tolerance_m
        self.ignore_terrain = ignore_terrain
        # Sight lines of the last document asked about, by (observer, target): a target list
        # asks sight and cover of every enemy, and all of them are worked out together.
        self._seen_in: Battle | None = None
        self._seen: dict[tuple[str, str], SightLine] = {}

    def index(self, battle: Battle) -> TerrainIndex:
        if self.ignore_terrain:
            battle = battle.model_copy(update={"terrain": NO_TERRAIN})
        return self.cache.index(battle)

    def without_terrain(self) -> GeometryMap:
        return GeometryMap(self.cache, self.contact_tolerance_m, ignore_terrain=True)

    def terrain_bonus_dice(self, battle: Battle, token: str) -> int:
        under = self.index(battle).terrain_at(footprint_of(battle, token))
        return max((feature.kind.effects.sifrp.bonus_dice for feature in under), default=0)

    def denies_siege_engines(self, battle: Battle, token: str) -> bool:
        under = self.index(battle).terrain_at(footprint_of(battle, token))
        return any(feature.kind.effects.sifrp.negates_siege_engines for feature in under)

    def distance(self, battle: Battle, a: str, b: str) -> float:
        return separation(footprint_of(battle, a), footprint_of(battle, b)).distance_m

    def in_contact(self, battle: Battle, a: str, b: str) -> bool:
        return self.distance(battle, a, b) <= self.contact_tolerance_m

    def has_line_of_sight(self, battle: Battle, a: str, b: str) -> bool:
        return self._sight(battle, a, b).is_clear

    def cover(self, battle: Battle, attacker: str, target: str) -> int:
        sight = self._sight(battle, attacker, target)
        return cast(SightRules, find_system(battle)).sight_cover(sight.has_cover)

    def look_at_each(self, battle: Battle, observer: str, targets: Sequence[str]) -> None:
        seen = self._seen_of(battle)
        wanted = [t for t in dict.fromkeys(targets) if (observer, t) not in seen]
        if not wanted:
            return
        index = self.index(battle)
        eye = footprint_of(battle, observer)
        lines = sight_to_each(index, eye, [footprint_of(battle, t) for t in wanted])
        seen.update(((observer, t), line) for t, line in zip(wanted, lines, strict=True))

    def _sight(self, battle: Battle, a: str, b: str) -> SightLine:
        seen = self._seen_of(battle)
        known = seen.get((a, b))
        if known is None:
            known = seen[(a, b)] = self.index(battle).line_of_sight(
                footprint_of(battle, a), footprint_of(battle, b)
            )
        return known

    def _seen_of(self, battle: Battle) -> dict[tuple[str, str], SightLine]:
        if battle is not self._seen_in or len(self._seen) > SEEN_LIMIT:
            self._seen_in, self._seen = battle, {}
        return self._seen

    def fortification_bonus(self, battle: Battle, token: str) -> int:
        position = self.index(battle).fortification_at(footprint_of(battle, token))
        return position.defence_bonus if position is not None else 0

    def adjacent(self, battle: Battle, token: str) -> tuple[str, ...]:
        return tuple(u for u in battle.units if u != token and self.in_contact(battle, token, u))

    def nearest_enemy_unit(self, battle: Battle, token: str) -> str | None:
        side = token_of(battle, token).side
        enemies = [u.id for u in battle.units.values() if u.side != side]
        return min(enemies, key=lambda u: self.distance(battle, token, u), default=None)

    def path_length(self, battle: Battle, token: str, destination: Point) -> float:
        route = (centre_of(battle, token), destination)
        mover = mover_kind(token_of(battle, token))
        path = measure_route(self.index(battle), footprint_of(battle, token), route, mover)
        return math.inf if path.is_blocked else path.cost

    def ground_near(self, battle: Battle, token: str, metres: float) -> tuple[str, ...]:
        centre = centre_of(battle, token)
        return self.index(battle).kinds_near(centre.x, centre.y, metres)

    def is_on_field(self, battle: Battle, token: str) -> bool:
        centre = centre_of(battle, token)
        size = battle.field.size
        return 0.0 <= centre.x <= size.width and 0.0 <= centre.y <= size.height
