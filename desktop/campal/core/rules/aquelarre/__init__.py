"""Aquelarre: individual combat rounds in varas. ``SYSTEM`` declares it."""

from .system import AquelarreSystem

SYSTEM = AquelarreSystem()

__all__ = ["SYSTEM", "AquelarreSystem"]
