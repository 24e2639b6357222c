"""The battle as a film: its state at any step of the log, the moves between two steps, and the
frames a recap is drawn from. Read-only: nothing here changes a battle."""

from .captions import Caption, caption, secrets
from .frames import Frame, frames_of, moved_along
from .moves import Move, moves_between, point_along
from .timeline import NoOpening, Timeline

__all__ = [
    "Caption",
    "Frame",
    "Move",
    "NoOpening",
    "Timeline",
    "caption",
    "frames_of",
    "moved_along",
    "moves_between",
    "point_along",
    "secrets",
]
