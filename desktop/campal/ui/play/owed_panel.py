"""What units owe out of turn (a rout or hesitation test, an exhaustion check), listed for every
unit at once with a button per answer: the GM sees what is owed without picking each unit, and
answers it from here as from the unit's own order buttons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from ...core.rules.play import Reaction
from ..messages import tr_message

COLUMNS = 2


class OwedPanel(QGroupBox):
    chosen = Signal(str, str)  # unit, offer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("OwedPanel", "Owed by units"), parent)
        self._layout = QVBoxLayout(self)
        self._rows: list[QWidget] = []
        self.buttons: dict[tuple[str, str], QPushButton] = {}
        self.setVisible(False)

    def show_owed(self, reactions: tuple[Reaction, ...]) -> None:
        for row in self._rows:
            self._layout.removeWidget(row)
            row.deleteLater()
        self._rows.clear()
        self.buttons.clear()
        for reaction in reactions:
            row = QWidget()
            layout = QVBoxLayout(row)
            layout.setContentsMargins(0, 2, 0, 2)
            title = QLabel(tr_message(reaction.prompt))
            title.setWordWrap(True)
            title.setStyleSheet("font-weight:bold;color:#7a3b00;")
            layout.addWidget(title)
            grid = QGridLayout()
            for index, offer in enumerate(reaction.offers):
                button = QPushButton(tr_message(offer.label))
                button.setEnabled(offer.refusal is None)
                if offer.refusal is not None:
                    button.setToolTip(tr_message(offer.refusal))
                button.clicked.connect(
                    lambda _c=False, unit=reaction.actor, o=offer.id: self.chosen.emit(unit, o)
                )
                grid.addWidget(button, index // COLUMNS, index % COLUMNS)
                self.buttons[(reaction.actor, offer.id)] = button
            layout.addLayout(grid)
            self._layout.addWidget(row)
            self._rows.append(row)
        self.setVisible(bool(reactions))
