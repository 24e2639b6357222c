"""SIFRP warfare (Canción de Hielo y Fuego, «Guerra»): tables, derived values, dice, orders,
attacks and morale. Its commands are registered when ``campal.core.engine`` is imported."""

# The engine package registers this package's handlers; loading it first means a submodule
# imported on its own (``rules.sifrp.events``) never meets a half-built engine.
from ... import engine as _engine  # noqa: F401
