"""The properties of the selected token: name, side, kind, hidden, its shape, and the rule
system's stats, with an editor made for each field of the stats model (numbers within their
bounds, choices, yes/no), so any system's stats are edited the same way.

Each edit is one ``Override`` command: one step of Edit ▸ Undo, logged as the GM's decision.
"""

from __future__ import annotations

import enum
import types
import typing
from collections.abc import Callable
from typing import Any

import annotated_types
from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from ...core.engine import Override
from ...core.model import Battle, Character, Unit
from ..scene.token_look import ICON_KINDS, kind_names
from ..session import BattleSession
from .picture_row import PictureRow

Token = Unit | Character
# Lists, records and the bookkeeping of play are edited elsewhere (orders dock, tags), not here.
SKIPPED = {
    "system",
    "tags",
    "effects",
    "siege_engines",
    "weapons",
    "skills",
    "ordered_units",
    "standing_order",
    "prepared",
}


def _bounds(metadata: list[Any], low: float, high: float) -> tuple[float, float]:
    for item in metadata:
        if isinstance(item, annotated_types.Ge | annotated_types.Gt):
            low = float(item.ge if isinstance(item, annotated_types.Ge) else item.gt)
        if isinstance(item, annotated_types.Le | annotated_types.Lt):
            high = float(item.le if isinstance(item, annotated_types.Le) else item.lt)
    return low, high


def field_label(name: str) -> str:
    return name.replace("_", " ").capitalize()


class TokenProperties(QWidget):
    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.form = QFormLayout(self)
        self.token_id: str | None = None
        self._shape: tuple[str, type] | None = None
        self._setters: dict[str, Callable[[Any], None]] = {}
        self.picture_row: PictureRow | None = None
        self.side_picture_row: PictureRow | None = None

    def show_token(self, token: Token | None) -> None:
        shape = None if token is None else (token.id, type(token.stats))
        if shape != self._shape:
            self._rebuild(token)
            self._shape = shape
        if token is not None:
            self._fill(token)

    # building
    def _rebuild(self, token: Token | None) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self._setters = {}
        self.picture_row = self.side_picture_row = None
        self.token_id = None if token is None else token.id
        if token is None:
            return
        battle = self.session.battle
        self._text("name", QCoreApplication.translate("TokenProperties", "Name"))
        self._choice(
            "side",
            QCoreApplication.translate("TokenProperties", "Side"),
            [(s.id, s.name) for s in battle.sides.values()],
        )
        if isinstance(token, Unit):
            names = kind_names()
            self._choice(
                "kind",
                QCoreApplication.translate("TokenProperties", "Kind"),
                [(k, names[k]) for k in ICON_KINDS if k != "character"],
            )
            self._number(
                "facing", QCoreApplication.translate("TokenProperties", "Facing (°)"), 0.0, 359.9, decimals=1
            )
            self._number(
                "frontage",
                QCoreApplication.translate("TokenProperties", "Frontage (m)"),
                0.1,
                10_000.0,
                decimals=1,
            )
            self._number(
                "depth", QCoreApplication.translate("TokenProperties", "Depth (m)"), 0.1, 10_000.0, decimals=1
            )
        else:
            self._number(
                "radius",
                QCoreApplication.translate("TokenProperties", "Radius (m)"),
                0.1,
                10_000.0,
                decimals=1,
            )
        if isinstance(token, Unit):
            self.picture_row = PictureRow(self.session)
            self.form.addRow(QCoreApplication.translate("TokenProperties", "Picture"), self.picture_row)
            self.side_picture_row = PictureRow(self.session)
            self.form.addRow(
                QCoreApplication.translate("TokenProperties", "Side's picture"), self.side_picture_row
            )
        self._flag("hidden", QCoreApplication.translate("TokenProperties", "Hidden from the players"))
        if token.stats is not None:
            title = QLabel(QCoreApplication.translate("TokenProperties", "<b>Stats</b>"))
            self.form.addRow(title)
            self._model_fields(type(token.stats), "stats.")

    def _model_fields(self, model: type[BaseModel], prefix: str) -> None:
        for name, info in model.model_fields.items():
            if name in SKIPPED:
                continue
            path, label = prefix + name, field_label(name)
            annotation = info.annotation
            if typing.get_origin(annotation) in (typing.Union, types.UnionType):
                continue  # optional values: set through the orders dock or an override
            if isinstance(annotation, type) and issubclass(annotation, bool):
                self._flag(path, label)
            elif isinstance(annotation, type) and issubclass(annotation, enum.Enum):
                self._choice(path, label, [(m.value, m.value.replace("_", " ")) for m in annotation])
            elif isinstance(annotation, type) and issubclass(annotation, int):
                low, high = _bounds(info.metadata, -1_000_000, 1_000_000)
                self._integer(path, label, int(low), int(high))
            elif isinstance(annotation, type) and issubclass(annotation, float):
                low, high = _bounds(info.metadata, -1e9, 1e9)
                self._number(path, label, low, high)
            elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
                self._model_fields(annotation, path + ".")

    def _text(self, path: str, label: str) -> None:
        edit = QLineEdit()
        edit.editingFinished.connect(lambda: self._edit(path, edit.text().strip()))
        self._setters[path] = lambda value: edit.setText(str(value))
        self.form.addRow(label, edit)

    def _choice(self, path: str, label: str, options: list[tuple[str, str]]) -> None:
        box = QComboBox()
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
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.editingFinished.connect(lambda: self._edit(path, spin.value()))
        self._setters[path] = lambda value: spin.setValue(int(value))
        self.form.addRow(label, spin)

    def _number(self, path: str, label: str, low: float, high: float, decimals: int = 1) -> None:
        spin = QDoubleSpinBox()
        spin.setRange(low, high)
        spin.setDecimals(decimals)
        spin.editingFinished.connect(lambda: self._edit(path, round(spin.value(), decimals)))
        self._setters[path] = lambda value: spin.setValue(float(value))
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
                child.blockSignals(False)

    def _edit(self, path: str, value: Any) -> None:
        token_id = self.token_id
        battle = self.session.battle
        token = battle.units.get(token_id or "") or battle.characters.get(token_id or "")
        if token is None:
            return
        current = _value(token, path)
        if (current.value if isinstance(current, enum.Enum) else current) == value:
            return
        if path == "name" and not value:
            self._fill(token)
            return
        if not self.session.execute(Override(token.id, path, value)):
            self._fill(token)


def _value(token: Token, path: str) -> Any:
    node: Any = token
    for part in path.split("."):
        node = getattr(node, part)
    return node


def token_in(battle: Battle, token_id: str | None) -> Token | None:
    if token_id is None:
        return None
    return battle.units.get(token_id) or battle.characters.get(token_id)
