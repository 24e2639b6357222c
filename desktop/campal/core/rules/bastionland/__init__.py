"""Mythic Bastionland: Virtues, Guard, attack dice of mixed sizes, Gambits, Feats and Scars.
``SYSTEM`` declares it; importing the package registers its commands and round hook."""

# Loading the engine first means a submodule imported on its own (``rules.bastionland.events``)
# never meets a half-built engine.
from ... import engine as _engine  # noqa: F401
from .system import BastionlandSystem

SYSTEM = BastionlandSystem()

__all__ = ["SYSTEM", "BastionlandSystem"]
