"""How far a token may go this turn: named bands (move, run …) of terrain-weighted metres.

A path's cost from the geometry service is compared with the band limits, so terrain limits
apply through the cost and never through the allowance itself.
"""

from __future__ import annotations

from ..frozen import frozen
from ..model import Message
from ..terrain import MoverKind

# Rounding in the measure must not refuse a move that ends exactly on the limit.
TOLERANCE_M = 1e-6


@frozen
class Band:
    name: str  # "move", "run", "walk", "crawl", "dash"
    limit_m: float

    def allows(self, cost_m: float) -> bool:
        return cost_m <= self.limit_m + TOLERANCE_M


@frozen
class Allowance:
    """The bands open to one token now, slowest first, and the one a charge may use; or why the
    rules keep it where it stands this turn (``refusal``), which refuses any move it is asked."""

    token_id: str
    mover: MoverKind
    bands: tuple[Band, ...]
    charge_band: str | None = None
    notes: tuple[Message, ...] = ()  # how the figures were reached, for a tooltip
    refusal: Message | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(band.name for band in self.bands)

    @property
    def maximum_m(self) -> float:
        return max((band.limit_m for band in self.bands), default=0.0)

    def band(self, name: str) -> Band | None:
        return next((band for band in self.bands if band.name == name), None)

    def band_for(self, cost_m: float) -> Band | None:
        """The slowest band that covers ``cost_m``; None when the cost is beyond them all."""
        return next((band for band in self.bands if band.allows(cost_m)), None)

    @property
    def charge_reach_m(self) -> float:
        band = self.band(self.charge_band) if self.charge_band else None
        return band.limit_m if band is not None else 0.0
