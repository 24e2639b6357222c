"""SIFRP warfare (Canción de Hielo y Fuego, «Guerra»): tables, derived values, dice, orders,
attacks and morale. ``SYSTEM`` declares it; importing the package registers its commands."""

# Loading the engine first means a submodule imported on its own (``rules.sifrp.events``) never
# meets a half-built engine.
from ... import engine as _engine  # noqa: F401
from .system import SifrpSystem

SYSTEM = SifrpSystem()

__all__ = ["SYSTEM", "SifrpSystem"]
