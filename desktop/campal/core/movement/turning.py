"""What turning a token costs: free in most systems; in Exalted a quarter turn is free and
more takes a miscellaneous action."""

from __future__ import annotations

from ..frozen import frozen


def turn_angle(old: float, new: float) -> float:
    """The smaller angle between two facings, in degrees (0 to 180)."""
    difference = abs(new - old) % 360.0
    return min(difference, 360.0 - difference)


@frozen
class TurnCost:
    angle: float
    is_free: bool = True
    action: str | None = None  # the action it takes when not free
    speed: int | None = None  # that action's Speed, on a timeline
    dv_penalty: int = 0

    @staticmethod
    def free(old: float, new: float) -> TurnCost:
        return TurnCost(turn_angle(old, new))
