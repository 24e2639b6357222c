"""Exalted 2e mass combat: magnitude, drill, formations, the long-tick timeline. ``SYSTEM``
declares it; importing the package registers its commands."""

# Loading the engine first means a submodule imported on its own (``rules.exalted.events``) never
# meets a half-built engine.
from ... import engine as _engine  # noqa: F401
from . import handlers as _handlers  # noqa: F401  (registers the Exalted commands)
from .system import ExaltedSystem

SYSTEM = ExaltedSystem()

__all__ = ["SYSTEM", "ExaltedSystem"]
