"""Rule systems: one base class, one subclass per system, one registry found by id."""

from .base import METRE, VARA, YARD, DistanceUnit, RuleSystem, rule_system
from .systems import Aquelarre, Bastionland, Exalted, Sifrp

__all__ = [
    "METRE",
    "VARA",
    "YARD",
    "Aquelarre",
    "Bastionland",
    "DistanceUnit",
    "Exalted",
    "RuleSystem",
    "Sifrp",
    "rule_system",
]
