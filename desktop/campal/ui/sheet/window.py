"""A token's whole sheet in a window of its own, for sheets longer than the Roster dock shows
(an Exalted unit with its commander and special characters): the same properties panel, in a
scroll area sized to the screen, following the document until the token is gone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QScrollArea, QVBoxLayout, QWidget

from ...core.model import Character, Unit
from ..document.session import BattleSession


class Properties(Protocol):
    """The properties panel, as the window shows it (made by the panel, which knows its class)."""

    def show_token(self, token: Unit | Character | None) -> None: ...


class SheetWindow(QDialog):
    def __init__(
        self,
        session: BattleSession,
        token_id: str,
        panel: Callable[[], tuple[QWidget, Properties]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"sheet-window-{token_id}")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session, self.token_id = session, token_id
        widget, self.properties = panel()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(scroll)
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        height = 700 if screen is None else min(700, screen.height() - 60)
        self.resize(640, height)
        session.changed.connect(lambda _before, _after: self.refresh())
        session.replaced.connect(self.close)
        self.refresh()

    def refresh(self) -> None:
        battle = self.session.battle
        token = battle.units.get(self.token_id) or battle.characters.get(self.token_id)
        if token is None:
            self.close()
            return
        title = QCoreApplication.translate("SheetWindow", "Sheet: {0}").format(token.name)
        self.setWindowTitle(title)
        self.properties.show_token(token)
