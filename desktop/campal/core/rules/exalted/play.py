"""What Exalted offers the GM at the table, as data the docks render."""

from __future__ import annotations

from ..play import NoPlay


class ExaltedPlay(NoPlay):
    """Nothing to offer yet: the phase bar says so instead of waiting for a roll."""
