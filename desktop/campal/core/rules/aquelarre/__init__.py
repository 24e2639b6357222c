"""Aquelarre: individual combat rounds in varas. ``SYSTEM`` declares it; importing the package
registers its commands."""

# Loading the engine first means a submodule imported on its own never meets a half-built engine.
from ... import engine as _engine  # noqa: F401
from . import handlers as _handlers  # noqa: F401  (registers the commands)
from .system import AquelarreSystem

SYSTEM = AquelarreSystem()

__all__ = ["SYSTEM", "AquelarreSystem"]
