"""Exalted 2e mass combat: magnitude, drill, formations, ticks. ``SYSTEM`` declares it."""

from .system import ExaltedSystem

SYSTEM = ExaltedSystem()

__all__ = ["SYSTEM", "ExaltedSystem"]
