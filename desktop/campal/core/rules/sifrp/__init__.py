"""SIFRP warfare (Canción de Hielo y Fuego, «Guerra»): tables, derived values, dice, orders,
attacks and morale. Its commands are registered when ``campal.core.engine`` is imported."""
