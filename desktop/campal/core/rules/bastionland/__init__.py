"""Mythic Bastionland: virtues, guard, attack dice, gambits. ``SYSTEM`` declares it."""

from .system import BastionlandSystem

SYSTEM = BastionlandSystem()

__all__ = ["SYSTEM", "BastionlandSystem"]
