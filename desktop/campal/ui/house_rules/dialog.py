"""Battle ▸ House rules: each GM table of the battle's rule system (the values the text leaves
open, kept as data), every value with the shipped one beside the battle's own. Setting a value
or taking it back is one ``SetHouseRule`` (one step of Edit ▸ Undo, a "GM value" line in the
log), saved in the battle file; the window follows the document, undo included.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.engine import SetHouseRule
from ...core.house_rules import gm_tables, gm_values, shipped_table
from ...core.model import Message
from ...core.model.battle import HouseValue
from ..document.session import BattleSession
from ..messages import tr_message

KEY_ROLE = Qt.ItemDataRole.UserRole
WIDE = 1_000_000


def _shown(value: HouseValue | None) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("HouseRules", "yes")
            if value
            else QCoreApplication.translate("HouseRules", "no")
        )
    return str(value)


class HouseRulesDialog(QDialog):
    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("house-rules")
        self.setWindowTitle(QCoreApplication.translate("HouseRules", "House rules"))
        self.session = session
        self.system = session.battle.system.value
        self.chosen: tuple[str, str] | None = None
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("HouseRules", "Table and value"),
                QCoreApplication.translate("HouseRules", "Shipped"),
                QCoreApplication.translate("HouseRules", "This battle"),
            ]
        )
        self.tree.currentItemChanged.connect(lambda item, _old: self._choose(item))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.editor_row = QHBoxLayout()
        self.editor: QWidget | None = None
        self.set_button = QPushButton(QCoreApplication.translate("HouseRules", "Use in this battle"))
        self.set_button.setObjectName("house-rule-set")
        self.set_button.clicked.connect(lambda _c=False: self._commit(self._typed()))
        self.reset_button = QPushButton(QCoreApplication.translate("HouseRules", "Back to the shipped value"))
        self.reset_button.setObjectName("house-rule-reset")
        self.reset_button.clicked.connect(lambda _c=False: self._commit(None))
        self.reason = QLabel()
        self.reason.setObjectName("house-rule-refusal")
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #b02020;")
        below = QWidget()
        column = QVBoxLayout(below)
        column.addWidget(self.note)
        column.addLayout(self.editor_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.set_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        column.addWidget(self.reason)
        column.addStretch(1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.tree)
        splitter.addWidget(below)
        splitter.setSizes([460, 180])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._fill_tree()
        self._choose(None)
        self.resize(640, 660)
        # A method of the dialog, not a lambda: the connection goes with the dialog once closed.
        session.changed.connect(self._changed)
        session.replaced.connect(self.close)
        self._editing = False
        session.refused.connect(self._refused)

    def _changed(self, _before: object, _after: object) -> None:
        self._refresh()

    def _refused(self, reason: Message) -> None:
        if self._editing:
            self.reason.setText(tr_message(reason))

    def _fill_tree(self) -> None:
        self.items: dict[tuple[str, str], QTreeWidgetItem] = {}
        for table in gm_tables(self.system):
            top = QTreeWidgetItem([table])
            top.setToolTip(0, str(shipped_table(self.system, table).get("note", "")))
            self.tree.addTopLevelItem(top)
            for key, value in gm_values(self.system, table).items():
                row = QTreeWidgetItem([key, _shown(value), ""])
                row.setData(0, KEY_ROLE, (table, key))
                top.addChild(row)
                self.items[(table, key)] = row
        self._refresh()
        self.tree.setColumnWidth(0, 300)

    def _refresh(self) -> None:
        own = self.session.battle.house_rules
        for (table, key), row in self.items.items():
            value = own.get(table, {}).get(key)
            row.setText(2, _shown(value))
            font = row.font(0)
            font.setBold(value is not None)
            row.setFont(0, font)
            row.setFont(2, font)
        for index in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(index)
            if top is not None:
                changed = top.text(0) in own
                font = top.font(0)
                font.setBold(changed)
                top.setFont(0, font)
        if self.chosen is not None:
            self._show_editor(*self.chosen)

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        found = item.data(0, KEY_ROLE) if item is not None else None
        self.chosen = tuple(found) if found else None  # type: ignore[assignment]
        self.reason.clear()
        if self.chosen is None:
            table = item.text(0) if item is not None else None
            note = shipped_table(self.system, table).get("note", "") if table else ""
            self.note.setText(str(note))
            self._set_editor(None)
            self.set_button.setEnabled(False)
            self.reset_button.setEnabled(False)
            return
        self.note.setText(str(shipped_table(self.system, self.chosen[0]).get("note", "")))
        self._show_editor(*self.chosen)

    def _show_editor(self, table: str, key: str) -> None:
        shipped = gm_values(self.system, table)[key]
        own = self.session.battle.house_rules.get(table, {}).get(key)
        value: Any = shipped if own is None else own
        editor: QWidget
        if isinstance(shipped, bool):
            editor = QCheckBox(key)
            editor.setChecked(bool(value))
        elif isinstance(shipped, int):
            editor = QSpinBox()
            editor.setRange(-WIDE, WIDE)
            editor.setValue(int(value))
        elif isinstance(shipped, float):
            editor = QDoubleSpinBox()
            editor.setRange(-WIDE, WIDE)
            editor.setDecimals(3)
            editor.setValue(float(value))
        else:
            editor = QLineEdit(str(value))
        editor.setObjectName("house-rule-value")
        self._set_editor(editor)
        self.set_button.setEnabled(True)
        self.reset_button.setEnabled(own is not None)

    def _set_editor(self, editor: QWidget | None) -> None:
        if self.editor is not None:
            self.editor_row.removeWidget(self.editor)
            self.editor.deleteLater()
        self.editor = editor
        if editor is not None:
            self.editor_row.addWidget(editor)

    def _typed(self) -> HouseValue | None:
        editor = self.editor
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QSpinBox):
            return editor.value()
        if isinstance(editor, QDoubleSpinBox):
            return editor.value()
        if isinstance(editor, QLineEdit):
            return editor.text()
        return None

    def _commit(self, value: HouseValue | None) -> None:
        if self.chosen is None:
            return
        self.reason.clear()
        table, key = self.chosen
        self._editing = True
        try:
            self.session.execute(SetHouseRule(table, key, value))
        finally:
            self._editing = False
