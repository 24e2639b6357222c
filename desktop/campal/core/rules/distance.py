"""The units rule texts measure in, for the systems' packages (they live with movement)."""

from ..movement.units import METRE, VARA, YARD, DistanceUnit

__all__ = ["METRE", "VARA", "YARD", "DistanceUnit"]
