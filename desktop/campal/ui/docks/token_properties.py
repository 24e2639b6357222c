"""The properties of the selected token: name, side, kind, hidden, its shape, and its sheet:
the rule system's stats drawn from their model (``ui.sheet``), so every system's stats are edited
the same way, followed by the values the rules work out from them. Every value is named in the
rule text's words, lengths in the battle's unit; boxes change only with the focus.

Each edit is one ``Override`` command: one step of Edit ▸ Undo, logged as the GM's decision.
A refused edit puts the value back and says why under its field.
"""

from __future__ import annotations

import enum
import typing
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)
from shiboken6 import isValid

from ...core.engine import Override
from ...core.model import Battle, Character, Message, Unit, touched
from ...core.rules import system_of
from ..document.session import BattleSession
from ..messages import tr_message
from ..rule_names import stat_name
from ..scene.token_look import ICON_KINDS, kind_names
from ..sheet.derived import DerivedValues
from ..sheet.sheet import LENGTHS, StatsSheet
from ..sheet.window import SheetWindow
from ..widgets.focus import FocusComboBox, FocusDoubleSpinBox, FocusSpinBox
from .picture_row import PictureRow
from .troop_box import TroopBox

Token = Unit | Character


def _is_length(path: str) -> bool:
    return path.rsplit(".", 1)[-1] in LENGTHS


class TokenProperties(QWidget):
    def __init__(self, session: BattleSession, parent: QWidget | None = None, windowed: bool = False) -> None:
        super().__init__(parent)
        self.session = session
        self.windowed = windowed
        self.form = QFormLayout(self)
        self.token_id: str | None = None
        self._shape: tuple[str, type] | None = None
        self._filled: tuple[Battle, Token] | None = None  # the document and token last shown
        self._setters: dict[str, Callable[[Any], None]] = {}
        self.picture_row: PictureRow | None = None
        self.side_picture_row: PictureRow | None = None
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #b02020;")
        self._editing: str | None = None  # the path being edited, while its command runs
        self.sheet: StatsSheet | None = None
        self.derived: DerivedValues | None = None
        session.refused.connect(self._refused)

    def _refused(self, reason: Message) -> None:
        if self._editing is None:
            return
        text = tr_message(reason)
        if self.sheet is None or not self.sheet.show_refusal(self._editing, text):
            self.reason.setText(text)

    def show_token(self, token: Token | None) -> None:
        shape = None if token is None else (token.id, type(token.stats))
        if shape != self._shape:
            self._rebuild(token)
            self._shape = shape
            self._filled = None
        if token is not None and not self._still_shown(token):
            self._fill(token)
            self._filled = (self.session.battle, token)

    def _still_shown(self, token: Token) -> bool:
        """Whether the values shown are still ``token``'s: the document changed since they were
        filled, but not this token, nor what its worked-out values read (as the Orders and
        Characters docks tell it). A command on another token then costs the sheet nothing; it
        filled every field and rebuilt its worked-out rows after every command, about 2 ms."""
        if self._filled is None:
            return False
        battle_then, token_then = self._filled
        battle = self.session.battle
        if token_then is not token:
            return False
        if battle_then is battle:
            return True
        change = touched(battle_then, battle)
        if change.beyond_tokens or change.added_or_removed:
            return False
        if isinstance(token, Unit):
            return token.id not in change.units_to_redraw(battle_then, battle)
        return token.id not in change.characters and token.attached_to not in change.units

    # building
    def _rebuild(self, token: Token | None) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("color: #b02020;")
        self._setters = {}
        self.sheet, self.derived = None, None
        self.picture_row = self.side_picture_row = None
        self.token_id = None if token is None else token.id
        if token is None:
            return
        battle = self.session.battle
        if not self.windowed:
            opener = QPushButton(QCoreApplication.translate("TokenProperties", "Open the sheet in a window"))
            opener.setObjectName("open-sheet")
            opener.setToolTip(
                QCoreApplication.translate(
                    "TokenProperties", "The whole sheet, in a window the size of the screen"
                )
            )
            opener.clicked.connect(lambda _c=False, t=token.id: self.open_sheet(t))
            self.form.addRow(opener)
        self._text("name", stat_name("name"))
        self._choice("side", stat_name("side"), [(s.id, s.name) for s in battle.sides.values()])
        if isinstance(token, Unit):
            names = kind_names()
            self._choice("kind", stat_name("kind"), [(k, names[k]) for k in ICON_KINDS if k != "character"])
            self._number("facing", stat_name("facing"), 0.0, 359.9, decimals=1)
            self._number("frontage", stat_name("frontage"), 0.1, 10_000.0, decimals=1)
            self._number("depth", stat_name("depth"), 0.1, 10_000.0, decimals=1)
        else:
            self._number("radius", stat_name("radius"), 0.1, 10_000.0, decimals=1)
        if isinstance(token, Unit):
            self.picture_row = PictureRow(self.session)
            self.form.addRow(QCoreApplication.translate("TokenProperties", "Picture"), self.picture_row)
            self.side_picture_row = PictureRow(self.session)
            self.form.addRow(
                QCoreApplication.translate("TokenProperties", "Side's picture"), self.side_picture_row
            )
        self._flag("hidden", stat_name("hidden"))
        if token.stats is not None:
            title = QLabel(QCoreApplication.translate("TokenProperties", "<b>Stats</b>"))
            self.form.addRow(title)
            makeup = system_of(battle).makeup()
            self.sheet = StatsSheet(
                battle.system.value,
                self._edit,
                self.session.unit,
                system_of(battle).stat_choices,
                frozenset({f"stats.{makeup}"} if makeup else ()),
                lambda: self.session.battle,
            )
            fields = self.sheet.build(self.form, type(token.stats), "stats.")
            self._setters["stats"] = lambda stats: fields.show(stats.model_dump(mode="json"))
            self._makeup(type(token.stats))
            self.derived = DerivedValues(self.session)
            self.form.addRow(self.derived)
        self.form.addRow(self.reason)

    def open_sheet(self, token_id: str) -> SheetWindow:
        """The token's whole sheet in a window of its own, the same panel in a bigger frame."""

        def panel() -> tuple[QWidget, TokenProperties]:
            properties = TokenProperties(self.session, windowed=True)
            return properties, properties

        window = SheetWindow(self.session, token_id, panel, self.window())
        window.show()
        return window

    def _makeup(self, stats: type[BaseModel]) -> None:
        """The record the system computes a unit's ratings from (its troop), with its button."""
        makeup = system_of(self.session.battle).makeup()
        info = stats.model_fields.get(makeup or "")
        if makeup is None or info is None:
            return
        model = next(
            a for a in typing.get_args(info.annotation) if isinstance(a, type) and issubclass(a, BaseModel)
        )
        box = TroopBox(self._edit, f"stats.{makeup}", model, self._derive)
        self._setters[f"stats.{makeup}"] = box.show_record
        self.form.addRow(box)

    def _derive(self, rested: bool) -> None:
        command = system_of(self.session.battle).derive_command(self.token_id or "", rested)
        token = token_in(self.session.battle, self.token_id)
        if command is None or token is None:
            return
        self.reason.clear()
        self._editing = ""
        try:
            self.session.execute(command)
        finally:
            self._editing = None

    def _text(self, path: str, label: str) -> None:
        edit = QLineEdit()
        edit.editingFinished.connect(lambda: self._edit(path, edit.text().strip()))
        self._setters[path] = lambda value: edit.setText(str(value))
        self.form.addRow(label, edit)

    def _choice(self, path: str, label: str, options: list[tuple[str, str]]) -> None:
        box = FocusComboBox()
        for value, text in options:
            box.addItem(text, value)
        box.activated.connect(lambda _i: self._edit(path, box.currentData()))

        def show(value: Any) -> None:
            index = box.findData(value.value if isinstance(value, enum.Enum) else value)
            box.setCurrentIndex(index)

        self._setters[path] = show
        self.form.addRow(label, box)

    def _flag(self, path: str, label: str) -> None:
        box = QCheckBox(label)
        box.toggled.connect(lambda on: self._edit(path, bool(on)))
        self._setters[path] = lambda value: box.setChecked(bool(value))
        self.form.addRow("", box)

    def _integer(self, path: str, label: str, low: int, high: int) -> None:
        spin = FocusSpinBox()
        spin.setRange(low, high)
        spin.editingFinished.connect(lambda: self._edit(path, spin.value()))
        self._setters[path] = lambda value: spin.setValue(int(value))
        self.form.addRow(label, spin)

    def _number(self, path: str, label: str, low: float, high: float, decimals: int = 1) -> None:
        spin = FocusDoubleSpinBox()
        unit = self.session.unit if _is_length(path) else None
        if unit is not None:
            low, high = unit.from_metres(low), unit.from_metres(high)
            spin.setSuffix(f" {unit.symbol}")
        spin.setRange(low, high)
        spin.setDecimals(decimals)

        def edited() -> None:
            value = spin.value() if unit is None else unit.to_metres(spin.value())
            self._edit(path, round(value, 4 if unit is not None else decimals))

        def show(value: Any) -> None:
            spin.setValue(float(value) if unit is None else unit.from_metres(float(value)))

        spin.editingFinished.connect(edited)
        self._setters[path] = show
        self.form.addRow(label, spin)

    # values
    def _fill(self, token: Token) -> None:
        # Showing the document's values must not read as edits.
        children = self.findChildren(QWidget)
        for child in children:
            child.blockSignals(True)
        try:
            for path, setter in self._setters.items():
                setter(_value(token, path))
            if isinstance(token, Unit) and self.picture_row and self.side_picture_row:
                side = self.session.battle.sides.get(token.side)
                self.picture_row.show_target(token.id, token.picture)
                self.side_picture_row.show_target(token.side, side.picture if side else None)
        finally:
            for child in children:
                if isValid(child):  # a list's rows shown again may have gone with their entries
                    child.blockSignals(False)
        if self.derived is not None:
            self.derived.show_token(token)

    def _edit(self, path: str, value: Any) -> None:
        token_id = self.token_id
        battle = self.session.battle
        token = battle.units.get(token_id or "") or battle.characters.get(token_id or "")
        if token is None:
            return
        if _same(_json_at(token, path), value):
            return
        self.reason.clear()
        if self.sheet is not None:
            self.sheet.clear_refusal()
        if path == "name" and not value:
            self.reason.setText(QCoreApplication.translate("TokenProperties", "A token needs a name."))
            self._fill(token)
            return
        self._editing = path
        try:
            rules = system_of(battle).edit_command(token, path, value)
            done = self.session.execute(rules or Override(token.id, path, value))
        finally:
            self._editing = None
        if not done:
            self._fill(token)


def _same(current: Any, value: Any) -> bool:
    if isinstance(current, float) and isinstance(value, float):
        return abs(current - value) < 1e-6
    return bool(current == value)


def _json_at(token: Token, path: str) -> Any:
    """The value at ``path`` as the file holds it; a position in a list or a key in a mapping
    may be named (``stats.weapons.0``); None past anything not written."""
    node: Any = token.model_dump(mode="json")
    for part in path.split("."):
        if isinstance(node, dict):
            node = node.get(part)
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None
    return node


def _value(token: Token, path: str) -> Any:
    """The value at ``path``; None past a record not written yet (a unit with no troop)."""
    node: Any = token
    for part in path.split("."):
        if node is None:
            return None
        node = getattr(node, part)
    return node


def token_in(battle: Battle, token_id: str | None) -> Token | None:
    if token_id is None:
        return None
    return battle.units.get(token_id) or battle.characters.get(token_id)
