"""Reading a Universal VTT file into a typed value, refusing what no map tool writes.

The file is JSON: ``resolution`` (``map_origin`` and ``map_size`` in cells, ``pixels_per_grid``),
walls as polylines of cells (``line_of_sight``, ``objects_line_of_sight``), ``portals`` (doors
and windows: ``position``, two ``bounds``, ``rotation``, ``closed``, ``freestanding``),
``lights`` and the picture in base64 (``image``). It comes from other people's tools and from
the Internet, so every size is bounded before the work it would cost is done: the bytes, the
values, the nesting, the walls and points, the picture's bytes and the pixels its header claims.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from pathlib import Path
from typing import Any

from ..frozen import frozen
from ..io.battle_file import image_extension
from ..io.image_size import MAX_IMAGE_SIDE, claimed_size
from ..io.limits import MAX_IMAGE_BYTES
from ..model import Message, msg

# The picture in base64 is a third larger than its bytes; walls and lights add a few megabytes.
MAX_UVTT_BYTES = MAX_IMAGE_BYTES * 4 // 3 + 16 * 1024 * 1024
# The format nests five levels (file, list of walls, wall, point, coordinate); room to spare.
MAX_DEPTH = 8
# A cellar has tens of walls, a whole castle a few thousand; each wall becomes a terrain feature.
MAX_WALLS = 10_000
MAX_PORTALS = 2_000
MAX_LIGHTS = 2_000
# Points of all walls together: the battle file holds 120,000 vertices in all (io/shape.py), and
# a two-point wall is kept with its middle as a third.
MAX_POINTS = 60_000
MAX_OBJECTS = 4 * MAX_POINTS
# Coordinates in cells; a cell is at most a few metres, and Campal's field at most 100 km.
MAX_CELLS = 100_000.0
MAX_PIXELS_PER_GRID = 10_000.0


class UvttRefused(Exception):
    """The file cannot be imported; ``reason`` says why in the GM's words."""

    def __init__(self, reason: Message) -> None:
        super().__init__(reason.key)
        self.reason = reason


@frozen
class GridPoint:
    """A point in grid cells, x to the right and y downward, as the file gives it."""

    x: float
    y: float


@frozen
class Portal:
    """A door or window: the segment it closes, and whether it blocks light (``closed``)."""

    position: GridPoint
    bounds: tuple[GridPoint, GridPoint]
    rotation: float
    closed: bool
    freestanding: bool


@frozen
class UvttLight:
    position: GridPoint
    range: float  # in cells
    intensity: float
    colour: str  # rrggbb
    shadows: bool


@frozen
class UniversalMap:
    origin: GridPoint
    size: GridPoint  # width and height in cells
    pixels_per_grid: float
    walls: tuple[tuple[GridPoint, ...], ...]
    portals: tuple[Portal, ...]
    lights: tuple[UvttLight, ...]
    image: bytes | None
    image_pixels: tuple[int, int] | None

    def to_cells(self, point: GridPoint) -> GridPoint:
        """``point`` measured from the picture's top-left corner."""
        return GridPoint(point.x - self.origin.x, point.y - self.origin.y)


class _Bad(Exception):
    def __init__(self, where: str) -> None:
        super().__init__(where)
        self.where = where


def read_uvtt_file(path: Path) -> UniversalMap:
    try:
        if path.stat().st_size > MAX_UVTT_BYTES:
            raise UvttRefused(msg("uvtt.too_big", limit=MAX_UVTT_BYTES))
        with path.open("rb") as stream:
            data = stream.read(MAX_UVTT_BYTES + 1)
    except FileNotFoundError:
        raise UvttRefused(msg("file.not_found")) from None
    except OSError as error:
        raise UvttRefused(msg("file.unreadable", detail=error.strerror or str(error))) from None
    return read_uvtt(data)


def read_uvtt(data: bytes) -> UniversalMap:
    if len(data) > MAX_UVTT_BYTES:
        raise UvttRefused(msg("uvtt.too_big", limit=MAX_UVTT_BYTES))
    if data.count(b"{") > MAX_OBJECTS or data.count(b"[") > MAX_OBJECTS:
        raise UvttRefused(msg("uvtt.too_many_points", limit=MAX_POINTS))
    raw = _parsed(data)
    if not isinstance(raw, dict) or not isinstance(raw.get("resolution"), dict):
        raise UvttRefused(msg("uvtt.not_uvtt"))
    try:
        return _map(raw)
    except _Bad as bad:
        raise UvttRefused(msg("uvtt.bad_value", field=bad.where)) from None


def _parsed(data: bytes) -> Any:
    def no_constant(name: str) -> float:
        raise ValueError(name)  # NaN and Infinity are not JSON and no map tool writes them

    try:
        raw = json.loads(data.decode("utf-8-sig"), parse_constant=no_constant)
    except RecursionError:
        raise UvttRefused(msg("uvtt.too_deep")) from None
    except (UnicodeDecodeError, ValueError):
        raise UvttRefused(msg("uvtt.not_json")) from None
    if _depth(raw) > MAX_DEPTH:
        raise UvttRefused(msg("uvtt.too_deep"))
    return raw


def _depth(raw: Any) -> int:
    deepest = 0
    pending: list[tuple[Any, int]] = [(raw, 1)]
    while pending:
        node, depth = pending.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            return deepest
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
        pending.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return deepest


def _map(raw: dict[str, Any]) -> UniversalMap:
    resolution = raw["resolution"]
    pixels_per_grid = _number(resolution.get("pixels_per_grid"), "resolution.pixels_per_grid")
    if pixels_per_grid <= 0:
        raise UvttRefused(msg("uvtt.bad_grid", value=f"{pixels_per_grid:g}"))
    if pixels_per_grid > MAX_PIXELS_PER_GRID:
        raise _Bad("resolution.pixels_per_grid")
    origin = _point(resolution.get("map_origin", {"x": 0, "y": 0}), "resolution.map_origin")
    size = _point(resolution.get("map_size"), "resolution.map_size")
    if size.x <= 0 or size.y <= 0:
        raise UvttRefused(msg("uvtt.no_extent"))
    walls = _walls(raw)
    portals = tuple(
        _portal(item, f"portals.{n}") for n, item in enumerate(_list(raw, "portals", MAX_PORTALS))
    )
    lights = tuple(_light(item, f"lights.{n}") for n, item in enumerate(_list(raw, "lights", MAX_LIGHTS)))
    image, pixels = _image(raw.get("image"))
    return UniversalMap(origin, size, pixels_per_grid, walls, portals, lights, image, pixels)


def _list(raw: dict[str, Any], name: str, limit: int) -> list[Any]:
    value = raw.get(name)
    if value is None:
        return []
    if not isinstance(value, list):
        raise _Bad(name)
    if len(value) > limit:
        raise UvttRefused(msg("uvtt.too_many", what=name, limit=limit))
    return value


def _walls(raw: dict[str, Any]) -> tuple[tuple[GridPoint, ...], ...]:
    found: list[tuple[GridPoint, ...]] = []
    points = 0
    for name in ("line_of_sight", "objects_line_of_sight"):
        for number, line in enumerate(_list(raw, name, MAX_WALLS)):
            where = f"{name}.{number}"
            if not isinstance(line, list):
                raise _Bad(where)
            points += len(line)
            if points > MAX_POINTS:
                raise UvttRefused(msg("uvtt.too_many_points", limit=MAX_POINTS))
            wall = tuple(_point(p, f"{where}.{i}") for i, p in enumerate(line))
            if len(wall) >= 2:  # a lone point walls nothing off; tools do write them
                found.append(wall)
    if len(found) > MAX_WALLS:
        raise UvttRefused(msg("uvtt.too_many", what="line_of_sight", limit=MAX_WALLS))
    return tuple(found)


def _portal(item: Any, where: str) -> Portal:
    if not isinstance(item, dict):
        raise _Bad(where)
    bounds = item.get("bounds")
    if not isinstance(bounds, list) or len(bounds) < 2:
        raise _Bad(f"{where}.bounds")
    ends = (_point(bounds[0], f"{where}.bounds.0"), _point(bounds[-1], f"{where}.bounds.{len(bounds) - 1}"))
    position = _point(item.get("position", _middle(*ends)), f"{where}.position")
    rotation = _number(item.get("rotation", 0.0), f"{where}.rotation")
    closed = _flag(item.get("closed", True), f"{where}.closed")
    freestanding = _flag(item.get("freestanding", False), f"{where}.freestanding")
    return Portal(position, ends, rotation, closed, freestanding)


def _middle(a: GridPoint, b: GridPoint) -> dict[str, float]:
    return {"x": (a.x + b.x) / 2, "y": (a.y + b.y) / 2}


def _light(item: Any, where: str) -> UvttLight:
    if not isinstance(item, dict):
        raise _Bad(where)
    position = _point(item.get("position"), f"{where}.position")
    reach = _number(item.get("range", 1.0), f"{where}.range")
    if not 0 < reach <= MAX_CELLS:
        raise _Bad(f"{where}.range")
    intensity = _number(item.get("intensity", 1.0), f"{where}.intensity")
    if intensity < 0:
        raise _Bad(f"{where}.intensity")
    shadows = _flag(item.get("shadows", True), f"{where}.shadows")
    colour = _colour(item.get("color", "ffffffff"), f"{where}.color")
    # Some tools write intensities above 1 for a brighter light; Campal keeps the brightest.
    return UvttLight(position, reach, min(intensity, 1.0), colour, shadows)


def _colour(value: Any, where: str) -> str:
    """``rrggbb`` from the file's ``aarrggbb`` (or plain ``rrggbb``)."""
    if not isinstance(value, str) or len(value) not in (6, 8):
        raise _Bad(where)
    try:
        int(value, 16)
    except ValueError:
        raise _Bad(where) from None
    return value[-6:].lower()


def _point(value: Any, where: str) -> GridPoint:
    if not isinstance(value, dict):
        raise _Bad(where)
    x, y = _number(value.get("x"), f"{where}.x"), _number(value.get("y"), f"{where}.y")
    if abs(x) > MAX_CELLS or abs(y) > MAX_CELLS:
        raise UvttRefused(msg("uvtt.too_far", field=where, limit=int(MAX_CELLS)))
    return GridPoint(x, y)


def _number(value: Any, where: str) -> float:
    # bool is an int to Python, never a length to a map tool.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _Bad(where)
    number = float(value)
    if not math.isfinite(number):  # 1e999 parses as infinity
        raise _Bad(where)
    return number


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _Bad(where)
    return value


def _image(value: Any) -> tuple[bytes | None, tuple[int, int] | None]:
    if value is None or value == "":
        return None, None
    if not isinstance(value, str):
        raise _Bad("image")
    if len(value) > MAX_IMAGE_BYTES * 4 // 3 + 4:
        raise UvttRefused(msg("uvtt.image_too_big_bytes", limit=MAX_IMAGE_BYTES))
    try:
        data = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise UvttRefused(msg("uvtt.image_unreadable")) from None
    extension = image_extension(data)
    pixels = claimed_size(data, extension) if extension is not None else None
    if pixels is None or min(pixels) <= 0:
        raise UvttRefused(msg("uvtt.image_unreadable"))
    if max(pixels) > MAX_IMAGE_SIDE:
        raise UvttRefused(msg("image.too_big", width=pixels[0], height=pixels[1], limit=MAX_IMAGE_SIDE))
    return data, pixels
