"""Battle ▸ Import map…: which file, how long a cell is, what walls become, and whether the map
starts a new battle or goes onto this one (and then what it replaces)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...core.engine import Replace
from ...core.movement.units import DistanceUnit
from ...core.terrain import SightMode, load_catalogue
from ...core.uvtt.placing import DEFAULT_CELL_M, OPEN_DOOR, PORTAL_KINDS, WINDOW, ImportChoices, WallKind
from ..dialogs.buttons import ok_cancel
from ..terrain.kinds import kind_label

UVTT_FILTER = "Universal VTT (*.dd2vtt *.uvtt *.df2vtt *.json)"


def wall_kinds() -> list[WallKind]:
    """The line kinds that block sight: what a map tool's wall can be in Campal."""
    catalogue = load_catalogue()
    kinds = [
        WallKind(name)
        for name, kind in catalogue.terrain.items()
        if kind.style.line and kind.sight.mode == SightMode.OBSTACLE and name not in PORTAL_KINDS
    ]
    kinds += [
        WallKind(name, fortification=True)
        for name, kind in catalogue.fortifications.items()
        if kind.style.line and kind.sight.mode == SightMode.OBSTACLE
    ]
    return kinds


class ImportMapDialog(QDialog):
    def __init__(self, unit: DistanceUnit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import map"))
        self._unit = unit
        layout = QFormLayout(self)
        intro = QLabel(
            self.tr(
                "A Universal VTT map (.dd2vtt, .uvtt, .df2vtt) from Dungeondraft, DungeonFog, "
                "Arkenforge or another tabletop: its picture, walls, doors, windows and lights."
            )
        )
        intro.setWordWrap(True)
        layout.addRow(intro)
        self.path = QLineEdit()
        self.path.setMinimumWidth(300)
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        layout.addRow(self.tr("File:"), row)
        self.cell = QDoubleSpinBox()
        self.cell.setRange(unit.from_metres(0.11), unit.from_metres(1_000.0))
        self.cell.setDecimals(3)
        self.cell.setSuffix(f" {unit.symbol}")
        self.cell.setValue(unit.from_metres(DEFAULT_CELL_M))
        self.cell.setToolTip(self.tr("Map tools draw a square of 5 feet (1.524 m) unless told otherwise"))
        layout.addRow(self.tr("A cell measures:"), self.cell)
        self.walls = QComboBox()
        catalogue = load_catalogue()
        self._wall_kinds = wall_kinds()
        for wall in self._wall_kinds:
            table = catalogue.fortifications if wall.fortification else catalogue.terrain
            label = kind_label(table[wall.kind])
            if wall.fortification:
                label = self.tr("{0} (fortification)").format(label)
            self.walls.addItem(label)
        self.walls.setCurrentIndex(
            self._wall_kinds.index(WallKind()) if WallKind() in self._wall_kinds else 0
        )
        layout.addRow(self.tr("Walls become:"), self.walls)
        self.open_portals = QComboBox()
        self.open_portals.addItem(self.tr("Windows"), WINDOW)
        self.open_portals.addItem(self.tr("Open doors"), OPEN_DOOR)
        self.open_portals.setToolTip(self.tr("Map tools write a window as a door that lets light through"))
        layout.addRow(self.tr("Portals letting light through:"), self.open_portals)
        self.new_battle = QRadioButton(self.tr("As a new battle"))
        self.onto = QRadioButton(self.tr("Onto this battle, replacing:"))
        self.new_battle.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.new_battle)
        group.addButton(self.onto)
        self.replace_image = QCheckBox(self.tr("the map image"))
        self.replace_features = QCheckBox(self.tr("all terrain and fortifications"))
        self.replace_lights = QCheckBox(self.tr("the lights"))
        where = QVBoxLayout()
        where.addWidget(self.new_battle)
        where.addWidget(self.onto)
        for box in (self.replace_image, self.replace_features, self.replace_lights):
            box.setChecked(True)
            indented = QHBoxLayout()
            indented.setContentsMargins(24, 0, 0, 0)
            indented.addWidget(box)
            where.addLayout(indented)
        layout.addRow(self.tr("Where:"), where)
        self.onto.toggled.connect(self._where_changed)
        self._where_changed(False)
        buttons = ok_cancel(self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(False)  # nothing to import until a file is named
        self.path.textChanged.connect(lambda text: ok.setEnabled(bool(text.strip())))
        layout.addRow(buttons)

    def _where_changed(self, onto: bool) -> None:
        for box in (self.replace_image, self.replace_features, self.replace_lights):
            box.setEnabled(onto)

    def _browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import map"), "", UVTT_FILTER)
        if name:
            self.path.setText(name)

    def file(self) -> Path:
        return Path(self.path.text().strip())

    def is_new_battle(self) -> bool:
        return self.new_battle.isChecked()

    def choices(self) -> ImportChoices:
        replace = (
            Replace()
            if self.is_new_battle()
            else Replace(
                image=self.replace_image.isChecked(),
                features=self.replace_features.isChecked(),
                lights=self.replace_lights.isChecked(),
            )
        )
        return ImportChoices(
            cell_m=self._unit.to_metres(self.cell.value()),
            wall=self._wall_kinds[max(0, self.walls.currentIndex())],
            open_portal=OPEN_DOOR if self.open_portals.currentData() == OPEN_DOOR else WINDOW,
            replace=replace,
        )
