"""The ground a token covers: a unit's rotated rectangle, a character's circle, or a point."""

from __future__ import annotations

import math
from functools import cached_property

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..frozen import frozen
from ..model import Character, Point, Unit

# A circle drawn with 32 sides is within 0.5 % of its radius: closer than any rule measures.
CIRCLE_SIDES = 32
_ANGLES = np.linspace(0.0, 2 * math.pi, CIRCLE_SIDES, endpoint=False)
_UNIT_CIRCLE = np.column_stack((np.cos(_ANGLES), np.sin(_ANGLES)))


@frozen
class Footprint:
    """A rectangle (``frontage`` × ``depth`` turned to ``facing``), a circle (``radius``), or a
    point when both are zero.

    ``facing`` is in degrees clockwise from the map's up; y grows downward as on the screen, so
    facing 0 looks toward smaller y and facing 90 toward larger x.
    """

    x: float
    y: float
    facing: float = 0.0
    frontage: float = 0.0
    depth: float = 0.0
    radius: float = 0.0

    @staticmethod
    def rectangle(centre: Point, facing: float, frontage: float, depth: float) -> Footprint:
        return Footprint(centre.x, centre.y, facing=facing, frontage=frontage, depth=depth)

    @staticmethod
    def circle(centre: Point, radius: float) -> Footprint:
        return Footprint(centre.x, centre.y, radius=radius)

    @staticmethod
    def point(at: Point) -> Footprint:
        return Footprint(at.x, at.y)

    @staticmethod
    def of_unit(unit: Unit) -> Footprint:
        return Footprint.rectangle(unit.position, unit.facing, unit.frontage, unit.depth)

    @staticmethod
    def of_character(character: Character, at: Point | None = None) -> Footprint:
        centre = at if at is not None else character.position
        if centre is None:
            raise ValueError(f"{character.id} has no position of its own")
        return Footprint.circle(centre, character.radius)

    @property
    def centre(self) -> tuple[float, float]:
        return (self.x, self.y)

    def key(self) -> tuple[float, float, float, float, float, float]:
        """A total order over footprints, to put any pair in one canonical order."""
        return (self.x, self.y, self.facing, self.frontage, self.depth, self.radius)

    @property
    def is_rectangle(self) -> bool:
        return self.frontage > 0 and self.depth > 0

    @property
    def is_point(self) -> bool:
        return not self.is_rectangle and self.radius <= 0

    def front_direction(self) -> tuple[float, float]:
        angle = math.radians(self.facing)
        return (math.sin(angle), -math.cos(angle))

    def corners(self) -> tuple[tuple[float, float], ...]:
        """Front-left, front-right, rear-right, rear-left, as seen by the unit."""
        fx, fy = self.front_direction()
        rx, ry = -fy, fx  # a quarter turn clockwise on screen
        hw, hd = self.frontage / 2, self.depth / 2
        return tuple(
            (self.x + fx * d + rx * w, self.y + fy * d + ry * w)
            for w, d in ((-hw, hd), (hw, hd), (hw, -hd), (-hw, -hd))
        )

    @cached_property
    def _geometry(self) -> BaseGeometry:
        # Built straight from coordinates: footprints are made by the thousand per second.
        if self.is_rectangle:
            return shapely.polygons(self.corners())
        if self.radius > 0:
            return shapely.polygons(_UNIT_CIRCLE * self.radius + (self.x, self.y))
        return shapely.points(self.x, self.y)

    @cached_property
    def _centre_point(self) -> BaseGeometry:
        return shapely.points(self.x, self.y)

    def reach(self) -> tuple[BaseGeometry, float]:
        """A cheap stand-in for nearness queries: the geometry and how far around it the
        footprint reaches (a circle is its centre and its radius)."""
        if self.is_rectangle:
            return self._geometry, 0.0
        return self._centre_point, max(self.radius, 0.0)

    def polygon(self) -> BaseGeometry:
        """The footprint as shapely geometry (a Point when the footprint is a point)."""
        return self._geometry
