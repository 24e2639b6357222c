"""Universal VTT files written from the format's published description, for the tests: a JSON
object with ``resolution``, walls in grid cells, portals, lights and a base64 picture."""

from __future__ import annotations

import base64
import json
from typing import Any

from .pngs import png


def pt(x: float, y: float) -> dict[str, float]:
    return {"x": x, "y": y}


def uvtt(
    cells: tuple[int, int] = (10, 8),
    pixels_per_grid: float = 50,
    origin: tuple[float, float] = (0, 0),
    image: bytes | None = None,
    **extra: Any,
) -> dict[str, Any]:
    if image is None:
        image = png(int(cells[0] * pixels_per_grid), int(cells[1] * pixels_per_grid))
    return {
        "format": 0.3,
        "resolution": {
            "map_origin": pt(*origin),
            "map_size": pt(*cells),
            "pixels_per_grid": pixels_per_grid,
        },
        "line_of_sight": [],
        "objects_line_of_sight": [],
        "portals": [],
        "environment": {"baked_lighting": False, "ambient_light": "ff404040"},
        "lights": [],
        "image": base64.b64encode(image).decode("ascii"),
        **extra,
    }


def encoded(document: dict[str, Any]) -> bytes:
    return json.dumps(document).encode()
