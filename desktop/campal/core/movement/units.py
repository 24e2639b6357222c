"""The units rule texts measure in. The core keeps metres and converts only for display."""

from __future__ import annotations

from ..frozen import frozen


@frozen
class DistanceUnit:
    symbol: str
    metres: float

    def from_metres(self, metres: float) -> float:
        return metres / self.metres

    def to_metres(self, value: float) -> float:
        return value * self.metres

    def text(self, metres: float, decimals: int = 0) -> str:
        """A length for the reader in this unit: ``text(91.44)`` in yards is "100 yd"."""
        return f"{self.from_metres(metres):.{decimals}f} {self.symbol}"


METRE = DistanceUnit("m", 1.0)
YARD = DistanceUnit("yd", 0.9144)
VARA = DistanceUnit("varas", 0.8359)  # the Castilian vara
