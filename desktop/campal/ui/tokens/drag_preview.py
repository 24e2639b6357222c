"""The GM's live drag, offered to other views: the players' window draws the same ruler.

Only what players may see is sent: the drag of a hidden token is never announced.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class DragPreview(QObject):
    started = Signal()
    changed = Signal(object)  # a DragFrame holding only the visible tokens' parts
    ended = Signal()
