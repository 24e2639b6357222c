"""A row of the token properties: the picture a unit (or its side) carries on the map.

"Choose…" takes an image file, "Banner" one of the banners Campal ships, "Clear" takes the
picture away. A file that is not a usable picture is refused with the reason, and the battle is
left as it was. Each change is one ``SetPicture``: one step of Edit ▸ Undo.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QWidget,
)

from ...core.engine import SetPicture
from ..document.map_image import ImageRefused
from ..document.session import BattleSession
from ..messages import tr_message
from ..tokens.pictures import banner_names, banner_png, read_picture


class PictureRow(QWidget):
    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.target: str | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.state = QLabel()
        self.choose_button = QPushButton(self.tr("Choose…"))
        self.choose_button.clicked.connect(self.choose)
        self.banner_button = QToolButton()
        self.banner_button.setText(self.tr("Banner"))
        self.banner_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.banner_button)
        for name, title in banner_names().items():
            menu.addAction(title, lambda n=name: self.use_banner(n))
        self.banner_button.setMenu(menu)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self.clear)
        for widget in (self.state, self.choose_button, self.banner_button, self.clear_button):
            layout.addWidget(widget)
        layout.addStretch(1)

    def show_target(self, target: str | None, picture: str | None) -> None:
        self.target = target
        self.state.setText(self.tr("Set") if picture else self.tr("None"))
        self.clear_button.setEnabled(picture is not None)

    def choose(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Choose a picture"), "", self.tr("Images (*.png *.jpg *.jpeg *.webp)")
        )
        if name:
            self.use_file(Path(name))

    def use_file(self, path: Path) -> bool:
        try:
            data = read_picture(path)
        except ImageRefused as refusal:
            QMessageBox.warning(
                self,
                self.tr("Choose a picture"),
                self.tr("Cannot use {0}: {1}.").format(path.name, tr_message(refusal.problem)),
            )
            return False
        return self._set(self.session.assets.add(data))

    def use_banner(self, name: str) -> bool:
        return self._set(self.session.assets.add(banner_png(name)))

    def clear(self) -> bool:
        return self._set(None)

    def _set(self, picture: str | None) -> bool:
        if self.target is None:
            return False
        return self.session.execute(SetPicture(self.target, picture))
