"""What a GM starting Campal without a file sees over the demo: the ways to begin (the demo
itself, a new battle, a file, a recent one). It goes with the first change or another battle."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

MAX_RECENT_SHOWN = 5


class StartPanel(QFrame):
    def __init__(
        self,
        parent: QWidget,
        open_demo: Callable[[], None],
        new_battle: Callable[[], None],
        open_file: Callable[[], None],
        open_recent: Callable[[Path], None],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("StartPanel")
        self.setStyleSheet(
            "#StartPanel { background: rgba(255, 255, 255, 235); border: 1px solid #888;"
            " border-radius: 10px; } QPushButton { padding: 6px 14px; text-align: left; }"
        )
        self._open_recent = open_recent
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        title = QLabel(
            QCoreApplication.translate("StartPanel", "<h2>Campal</h2>No battle of your own is open yet.")
        )
        layout.addWidget(title)
        self.demo_button = QPushButton(QCoreApplication.translate("StartPanel", "Open the &demo battle"))
        self.new_button = QPushButton(QCoreApplication.translate("StartPanel", "Start a &new battle…"))
        self.open_button = QPushButton(QCoreApplication.translate("StartPanel", "&Open a battle file…"))
        self.demo_button.clicked.connect(open_demo)
        self.new_button.clicked.connect(new_battle)
        self.open_button.clicked.connect(open_file)
        for button in (self.new_button, self.demo_button, self.open_button):
            layout.addWidget(button)
        self.recent_title = QLabel(QCoreApplication.translate("StartPanel", "<b>Recent battles</b>"))
        layout.addWidget(self.recent_title)
        self.recent_box = QVBoxLayout()
        layout.addLayout(self.recent_box)
        self.recent_buttons: list[QPushButton] = []
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and not self.isHidden():
            self.place()
        return False

    def show_recent(self, paths: list[Path]) -> None:
        for button in self.recent_buttons:
            button.deleteLater()
        self.recent_buttons = []
        for path in paths[:MAX_RECENT_SHOWN]:
            button = QPushButton(path.name)
            button.setToolTip(str(path))
            button.clicked.connect(lambda _c=False, p=path: self._open_recent(p))
            self.recent_box.addWidget(button)
            self.recent_buttons.append(button)
        self.recent_title.setVisible(bool(self.recent_buttons))

    def place(self) -> None:
        parent = self.parentWidget()
        self.adjustSize()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, max((parent.height() - self.height()) // 3, 10))
        self.raise_()
