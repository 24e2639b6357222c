"""The situational modifiers the GM ticks before an attack is carried out (fog, a fleeing
target…): one box each, named and valued as the percentage breakdown will show them. Which ones
exist is the rule system's data; the map judges the rest (night, a prone target, height). Those
of which one at most applies (where a blow is aimed) are one list to pick from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGroupBox, QHBoxLayout, QVBoxLayout, QWidget

from ...core.dice.terms import Term
from ...core.report.templates import language
from ..i18n import current_language


def tick_text(term: Term) -> str:
    name = language(current_language()).terms.get(term.key, term.key)
    sign = "+" if term.value >= 0 else "−"
    return f"{name} {sign}{abs(term.value)} %"


class SituationalTicks(QGroupBox):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SituationalTicks", "Situational modifiers"), parent)
        self.setToolTip(
            QCoreApplication.translate(
                "SituationalTicks",
                "Ticked ones apply to the attack carried out next; the map judges night, "
                "a target on the ground, height and facing",
            )
        )
        column = QVBoxLayout(self)
        self._row = QHBoxLayout()
        self._row.addStretch(1)
        column.addLayout(self._row)
        self.choice = QComboBox()
        self.choice.setToolTip(QCoreApplication.translate("SituationalTicks", "One of these at most"))
        column.addWidget(self.choice)
        self.boxes: dict[str, QCheckBox] = {}
        self.owner = ""
        self.setVisible(False)

    def show_modifiers(
        self,
        modifiers: tuple[tuple[str, Term], ...],
        owner: str = "",
        exclusive: tuple[tuple[str, Term], ...] = (),
    ) -> None:
        """The boxes for these modifiers, and the list of those of which one at most applies;
        ticks stay while the same character is picked."""
        keys = tuple(key for key, _ in modifiers)
        choices = tuple(key for key, _ in exclusive)
        if choices != self._choices() or owner != self.owner:
            self.choice.clear()
            self.choice.addItem(QCoreApplication.translate("SituationalTicks", "(none of these)"), "")
            for key, term in exclusive:
                self.choice.addItem(tick_text(term), key)
        self.choice.setVisible(bool(exclusive))
        if keys != tuple(self.boxes) or owner != self.owner:
            self.owner = owner
            for box in self.boxes.values():
                box.deleteLater()
            self.boxes = {}
            for key, term in modifiers:
                box = QCheckBox(tick_text(term))
                self._row.insertWidget(len(self.boxes), box)
                self.boxes[key] = box
        self.setVisible(bool(modifiers) or bool(exclusive))

    def _choices(self) -> tuple[str, ...]:
        return tuple(str(self.choice.itemData(i)) for i in range(1, self.choice.count()))

    def ticked(self) -> tuple[str, ...]:
        chosen = str(self.choice.currentData() or "") if not self.choice.isHidden() else ""
        boxes = tuple(key for key, box in self.boxes.items() if box.isChecked())
        return (*boxes, chosen) if chosen else boxes

    def spent(self, owner: str) -> None:
        """Ticks go with one attack: unticked once it is carried out, if they are still the
        ones set for its attacker."""
        if owner == self.owner:
            self.clear()

    def clear(self) -> None:
        for box in self.boxes.values():
            box.setChecked(False)
        self.choice.setCurrentIndex(0)
