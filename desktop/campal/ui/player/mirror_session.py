"""The GM's document as the players' window in its own process holds it: the same signals as
the GM's session, fed by messages instead of commands."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...core.io.battle_delta import apply_battle_delta
from ...core.model import AssetStore, Battle


class MirrorSession(QObject):
    changed = Signal(object, object)  # before, after
    replaced = Signal()

    def __init__(self, battle: Battle, assets: AssetStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.battle = battle
        self.assets = assets

    def replace(self, battle: Battle) -> None:
        self.battle = battle
        self.replaced.emit()

    def apply(self, delta: dict[str, object]) -> None:
        """Raises ValueError, the document untouched, when ``delta`` does not apply."""
        before = self.battle
        self.battle = apply_battle_delta(before, delta)
        self.changed.emit(before, self.battle)
