"""The Sides dock: the battle's sides in order, each with its name, colour, edge and facing,
its people and their roles, and its army to export or bring from a file.

Every change is one engine command, so Edit ▸ Undo takes it back; removing a side that has
tokens asks first and takes them with it in the same step.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...core.engine import AddSide, FieldArmy, PlaceCharacter, RemoveSide, ReorderSides, SetSide
from ...core.io import BattleFileError
from ...core.model import Battle, Character, Edge, Point, Side, deploy_point, msg, new_id
from ...core.rules import system_of
from ..docks.blueprints import Blueprint
from ..document.errors import describe
from ..document.session import BattleSession
from ..rule_names import system_name
from ..widgets.focus import FocusSpinBox
from . import side_messages  # noqa: F401  (registers the side message keys)
from .command_table import CommandTable
from .side_widgets import SIDE_COLOURS, ColourButton, EdgeBox, chip

ID_ROLE = Qt.ItemDataRole.UserRole
ARMY_FILTER = "Campal army (*.army.json);;JSON (*.json)"
AUTO_FACING = -15  # the facing box's lowest value: "automatic"


def free_edge(battle: Battle) -> Edge | None:
    taken = {side.edge for side in battle.sides.values()}
    return next((edge for edge in (Edge.SOUTH, Edge.NORTH, Edge.WEST, Edge.EAST) if edge not in taken), None)


class SidesDock(QDockWidget):
    def __init__(self, session: BattleSession, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("SidesDock", "Sides"), parent)
        self.setObjectName("SidesDock")
        self.session = session
        body = QWidget()
        layout = QVBoxLayout(body)
        self.list = QListWidget()
        self.list.setMaximumHeight(130)
        layout.addWidget(self.list)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(QCoreApplication.translate("SidesDock", "Add"))
        self.remove_button = QPushButton(QCoreApplication.translate("SidesDock", "Remove…"))
        self.up_button = QPushButton("↑")
        self.down_button = QPushButton("↓")
        self.up_button.setToolTip(
            QCoreApplication.translate(
                "SidesDock", "Move the side up (sides act in this order where no initiative decides)"
            )
        )
        self.down_button.setToolTip(QCoreApplication.translate("SidesDock", "Move the side down"))
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)

        self.editor = QGroupBox(QCoreApplication.translate("SidesDock", "Side"))
        form = QFormLayout(self.editor)
        self.name = QLineEdit()
        self.name.setMaxLength(200)
        self.colour = ColourButton(SIDE_COLOURS[0])
        self.edge = EdgeBox()
        self.facing = FocusSpinBox()
        self.facing.setRange(AUTO_FACING, 345)
        self.facing.setSingleStep(15)
        self.facing.setSuffix("°")
        self.facing.setSpecialValueText(QCoreApplication.translate("SidesDock", "automatic"))
        self.facing.setToolTip(
            QCoreApplication.translate(
                "SidesDock",
                "The bearing new tokens of this side face (0° is up); automatic: away from its edge,"
                " or toward the middle of the field",
            )
        )
        form.addRow(QCoreApplication.translate("SidesDock", "Name:"), self.name)
        form.addRow(QCoreApplication.translate("SidesDock", "Colour:"), self.colour)
        form.addRow(QCoreApplication.translate("SidesDock", "Deploys from:"), self.edge)
        form.addRow(QCoreApplication.translate("SidesDock", "Faces:"), self.facing)
        layout.addWidget(self.editor)

        self.people = QGroupBox(QCoreApplication.translate("SidesDock", "Chain of command"))
        people = QVBoxLayout(self.people)
        self.table = CommandTable(session)
        self.add_character_button = QPushButton(QCoreApplication.translate("SidesDock", "New character"))
        self.add_character_button.setToolTip(
            QCoreApplication.translate("SidesDock", "A character of this side at its edge; name them here")
        )
        people.addWidget(self.table)
        people.addWidget(self.add_character_button)
        layout.addWidget(self.people)

        armies = QHBoxLayout()
        self.export_button = QPushButton(QCoreApplication.translate("SidesDock", "Export army…"))
        self.import_button = QPushButton(QCoreApplication.translate("SidesDock", "Import army…"))
        armies.addWidget(self.export_button)
        armies.addWidget(self.import_button)
        layout.addLayout(armies)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        self.setWidget(scroll)

        self._shown: tuple[object, object, object, bool] | None = None
        self.list.currentRowChanged.connect(lambda _row: self._show_side())
        self.add_button.clicked.connect(self.add_side)
        self.remove_button.clicked.connect(self.remove_side)
        self.up_button.clicked.connect(lambda: self.move_side(-1))
        self.down_button.clicked.connect(lambda: self.move_side(1))
        self.name.editingFinished.connect(lambda: self._edit(name=self.name.text()))
        self.colour.colour_chosen.connect(lambda colour: self._edit(colour=colour))
        self.edge.activated.connect(lambda _i: self._edit(edge=self.edge.edge(), facing=None))
        self.facing.editingFinished.connect(self._facing_edited)
        self.add_character_button.clicked.connect(self.add_character)
        self.export_button.clicked.connect(self.export_army)
        self.import_button.clicked.connect(self.import_army)
        session.changed.connect(lambda _before, _after: self.refresh())
        session.replaced.connect(self.refresh)
        self.refresh()

    # showing
    def current_side(self) -> Side | None:
        item = self.list.currentItem()
        return self.session.battle.sides.get(item.data(ID_ROLE)) if item is not None else None

    def refresh(self) -> None:
        battle = self.session.battle
        key = (battle.sides, battle.characters, battle.system, battle.turn is None)
        if self._shown is not None and all(a is b for a, b in zip(self._shown, key, strict=True)):
            return
        self._shown = key
        chosen = self.list.currentItem().data(ID_ROLE) if self.list.currentItem() else None
        self.list.blockSignals(True)
        self.list.clear()
        for side in battle.sides.values():
            item = QListWidgetItem(chip(side.colour), side.name)
            item.setData(ID_ROLE, side.id)
            self.list.addItem(item)
        ids = list(battle.sides)
        self.list.setCurrentRow(ids.index(chosen) if chosen in ids else (0 if ids else -1))
        self.list.blockSignals(False)
        self._show_side()

    def _show_side(self) -> None:
        side = self.current_side()
        battle = self.session.battle
        started = battle.turn is not None
        for widget in (self.editor, self.people, self.remove_button, self.up_button, self.down_button):
            widget.setEnabled(side is not None)
        self.export_button.setEnabled(side is not None)
        self.add_button.setEnabled(not started)
        self.remove_button.setEnabled(side is not None and not started)
        self.import_button.setEnabled(not started)
        self.table.show_side(battle, side.id if side else None)
        if side is None:
            return
        self.name.setText(side.name)
        self.colour.set_colour(side.colour)
        self.edge.set_edge(side.edge)
        self.facing.setValue(round(side.facing) if side.facing is not None else AUTO_FACING)

    # editing
    def _edit(self, **changes: object) -> None:
        side = self.current_side()
        if side is None:
            return
        if "name" in changes and str(changes["name"]).strip() == side.name:
            return
        self.session.execute(SetSide(side.model_copy(update=changes)))
        self._shown = None
        self.refresh()

    def _facing_edited(self) -> None:
        side = self.current_side()
        value = self.facing.value()
        facing = None if value == AUTO_FACING else float(value % 360)
        if side is not None and facing != side.facing:
            self._edit(facing=facing)

    def add_side(self) -> None:
        battle = self.session.battle
        number = len(battle.sides) + 1
        colour = SIDE_COLOURS[len(battle.sides) % len(SIDE_COLOURS)]
        side = Side(
            id=new_id("side"),
            name=QCoreApplication.translate("SidesDock", "Side {0}").format(number),
            colour=colour,
            edge=free_edge(battle),
        )
        if self.session.execute(AddSide(side)):
            self.list.setCurrentRow(self.list.count() - 1)
            self.name.setFocus()
            self.name.selectAll()

    def remove_side(self) -> None:
        side = self.current_side()
        if side is None:
            return
        battle = self.session.battle
        count = sum(t.side == side.id for t in (*battle.units.values(), *battle.characters.values()))
        if count:
            answer = QMessageBox.question(
                self,
                QCoreApplication.translate("SidesDock", "Remove side"),
                QCoreApplication.translate(
                    "SidesDock", "“{0}” has {1} tokens on the field. Remove the side and all of them?"
                ).format(side.name, count),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.session.execute(RemoveSide(side.id))

    def move_side(self, step: int) -> None:
        side = self.current_side()
        if side is None:
            return
        order = list(self.session.battle.sides)
        index = order.index(side.id)
        target = index + step
        if not 0 <= target < len(order):
            return
        order[index], order[target] = order[target], order[index]
        if self.session.execute(ReorderSides(tuple(order))):
            self.list.setCurrentRow(target)

    def add_character(self) -> None:
        side = self.current_side()
        if side is None:
            return
        battle = self.session.battle
        at = deploy_point(battle.field.size, side.edge, inset=0.05)
        offset = 4.0 * sum(c.side == side.id for c in battle.characters.values())
        token = Blueprint(side.id, "character").make(battle, Point(x=at.x + offset, y=at.y))
        if isinstance(token, Character):
            self.session.execute(PlaceCharacter(token))

    # armies
    def export_army(self) -> None:
        side = self.current_side()
        if side is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self,
            QCoreApplication.translate("SidesDock", "Export army"),
            str(Path.home() / f"{side.name}.army.json"),
            ARMY_FILTER,
        )
        if name:
            self.export_to(Path(name))

    def export_to(self, path: Path) -> bool:
        # Armies are imported on first use: building their models costs every start about 7 ms.
        from ...core.armies import army_of_side, write_army

        side = self.current_side()
        if side is None:
            return False
        try:
            write_army(path, army_of_side(self.session.battle, side.id, self.session.assets))
        except OSError as error:
            QMessageBox.critical(
                self,
                QCoreApplication.translate("SidesDock", "Export army"),
                QCoreApplication.translate("SidesDock", "Cannot write {0}: {1}.").format(
                    path.name, error.strerror or str(error)
                ),
            )
            return False
        return True

    def import_army(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, QCoreApplication.translate("SidesDock", "Import army"), "", ARMY_FILTER
        )
        if not name:
            return
        side = self.current_side()
        into = None
        if side is not None:
            box = QMessageBox(self)
            box.setWindowTitle(QCoreApplication.translate("SidesDock", "Import army"))
            box.setText(
                QCoreApplication.translate("SidesDock", "Bring the army into “{0}” or as a new side?").format(
                    side.name
                )
            )
            into_button = box.addButton(
                QCoreApplication.translate("SidesDock", "Into “{0}”").format(side.name),
                QMessageBox.ButtonRole.AcceptRole,
            )
            box.addButton(
                QCoreApplication.translate("SidesDock", "As a new side"), QMessageBox.ButtonRole.AcceptRole
            )
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            if (
                box.clickedButton() is None
                or box.buttonRole(box.clickedButton()) != QMessageBox.ButtonRole.AcceptRole
            ):
                return
            into = side.id if box.clickedButton() is into_button else None
        self.import_from(Path(name), into)

    def import_from(self, path: Path, into: str | None) -> bool:
        """Bring the army in ``path`` into side ``into`` (or a new side); False when refused."""
        from ...core.armies import fielded, read_army

        battle = self.session.battle
        try:
            army = read_army(path)
        except BattleFileError as error:
            QMessageBox.warning(self, QCoreApplication.translate("SidesDock", "Import army"), describe(error))
            return False
        if army.system is not battle.system:
            problem = msg(
                "army.other_system",
                army=system_name(system_of(army.system)),
                battle=system_name(system_of(battle)),
            )
            QMessageBox.warning(
                self,
                QCoreApplication.translate("SidesDock", "Import army"),
                describe(BattleFileError(path, problem)),
            )
            return False
        side = battle.sides.get(into or "") or Side(
            id=new_id("side"), name=army.name, colour=army.colour, edge=free_edge(battle)
        )
        side, units, characters = fielded(army, battle, side)
        for data in army.image_bytes().values():
            self.session.assets.add(data)  # blobs only ever add; the command names them
        done = self.session.execute(FieldArmy(side, units, characters))
        if done:
            self.list.setCurrentRow(list(self.session.battle.sides).index(side.id))
        return done
