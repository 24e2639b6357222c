"""Universal VTT maps (``.dd2vtt``, ``.uvtt``, ``.df2vtt``): the JSON files Dungeondraft,
DungeonFog, Arkenforge and the virtual tabletops trade, read into a battle and written from one.

Everything in such a file is measured in grid cells; Campal measures in metres. The GM says how
long a cell is, and every length crosses that one factor at the edge, both ways.
"""

from .reading import (
    GridPoint,
    Portal,
    UniversalMap,
    UvttLight,
    UvttRefused,
    read_uvtt,
    read_uvtt_file,
)

__all__ = [
    "GridPoint",
    "Portal",
    "UniversalMap",
    "UvttLight",
    "UvttRefused",
    "read_uvtt",
    "read_uvtt_file",
]
