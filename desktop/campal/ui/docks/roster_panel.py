"""The roster: each side's units and characters, new tokens from the rule system's templates
or from scratch, and the selected token's properties.

Rows mirror the shared ``Selection`` both ways. A template row or a token row can be dragged
onto the map to place it there; the Place button (U) places with clicks instead.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSplitter,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core.engine import Command, RemoveCharacter, RemoveUnit
from ...core.model import Battle, Character, Unit, msg, touched
from ...core.model.attachments import attached_by_unit
from ...core.templates import templates_for
from ..document.errors import describe
from ..document.session import BattleSession
from ..scene.token_look import state_badge
from ..view.drop_target import TEMPLATE_MIME, TOKEN_MIME
from ..window.selection import Selection
from .blueprints import Blueprint, template_label
from .library_menu import LibraryMenu
from .token_library import entry_at, library_entries
from .token_properties import TokenProperties, token_in

ID_ROLE = Qt.ItemDataRole.UserRole
SCRATCH_UNIT, SCRATCH_CHARACTER = "scratch:unit", "scratch:character"
LIBRARY_PREFIX = "library:"


def _chip(colour: str) -> QIcon:
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


class _TokenTree(QTreeWidget):
    def mimeData(self, items: list[QTreeWidgetItem]) -> QMimeData:  # type: ignore[override]
        data = QMimeData()
        ids = [item.data(0, ID_ROLE) for item in items if item.data(0, ID_ROLE)]
        if ids:
            data.setData(TOKEN_MIME, ids[0].encode())
        return data


class _TemplateList(QListWidget):
    def mimeData(self, items: list[QListWidgetItem]) -> QMimeData:  # type: ignore[override]
        data = QMimeData()
        if items:
            data.setData(TEMPLATE_MIME, str(items[0].data(ID_ROLE)).encode())
        return data


class RosterPanel(QDockWidget):
    place_requested = Signal()

    def __init__(self, session: BattleSession, selection: Selection, parent: QWidget | None = None):
        super().__init__(self.tr("Roster"), parent)
        self.setObjectName("RosterPanel")
        self.session, self.selection = session, selection
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.tree = _TokenTree()
        self.tree.setHeaderLabels([self.tr("Token"), self.tr("State")])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        splitter.addWidget(self.tree)

        maker = QWidget()
        making = QVBoxLayout(maker)
        making.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.side_box = QComboBox()
        self.side_box.setToolTip(self.tr("The side new tokens join"))
        self.place_button = QPushButton(self.tr("Place (U)"))
        self.place_button.setToolTip(
            self.tr("Click the map to place the chosen token, or drag a row onto it")
        )
        self.remove_button = QPushButton(self.tr("Remove"))
        self.library_button = QToolButton()
        self.library_button.setText(self.tr("My library"))
        self.library_button.setToolTip(
            self.tr("Your own units and characters, kept for every battle of this rule system")
        )
        self.library_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.library_menu = LibraryMenu(
            self, session, selection, self.side_box.currentData, self._chosen_entry
        )
        self.library_menu.changed.connect(self.reload_library)
        self.library_button.setMenu(self.library_menu)
        row.addWidget(self.side_box, 1)
        row.addWidget(self.place_button)
        row.addWidget(self.remove_button)
        making.addLayout(row)
        self.templates = _TemplateList()
        self.templates.setDragEnabled(True)
        self.templates.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        making.addWidget(self.templates)
        library_row = QHBoxLayout()
        library_row.addWidget(self.library_button)
        library_row.addStretch(1)
        making.addLayout(library_row)
        splitter.addWidget(maker)

        self.properties = TokenProperties(session)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.properties)
        splitter.addWidget(scroll)
        splitter.setSizes([260, 200, 320])
        self.setWidget(splitter)
        # Wider than its contents ask for, so the dock keeps its width as rows fill in.
        self.setMinimumWidth(340)

        self._syncing = False
        self._shown: tuple[object, object, object, str] | None = None
        # The battle the tree was drawn from and each token's row, so that a change rewrites
        # only the rows of the tokens it touched.
        self._drawn: Battle | None = None
        self._rows: dict[str, QTreeWidgetItem] = {}
        self.tree.itemSelectionChanged.connect(self._rows_chosen)
        self.place_button.clicked.connect(self.place_requested.emit)
        self.remove_button.clicked.connect(self._remove)
        selection.changed.connect(lambda _ids: self._follow_selection())
        session.changed.connect(lambda _before, _after: self.refresh())
        session.replaced.connect(self.refresh)
        self.refresh()

    # what the roster will place
    def blueprint(self, template: str | None = None) -> Blueprint | None:
        side = self.side_box.currentData()
        if side is None:
            return None
        if template is None:
            item = self.templates.currentItem()
            template = str(item.data(ID_ROLE)) if item is not None else SCRATCH_UNIT
        if template == SCRATCH_UNIT:
            return Blueprint(side, "unit")
        if template == SCRATCH_CHARACTER:
            return Blueprint(side, "character")
        if template.startswith(LIBRARY_PREFIX):
            army = entry_at(Path(template.removeprefix(LIBRARY_PREFIX))).army
            if army is None:
                return None
            for data in army.image_bytes().values():
                self.session.assets.add(data)  # blobs only ever add; the command names them
            return Blueprint(side, "unit" if army.units else "character", library=army)
        entry = next((e for e in templates_for(self.session.battle.system) if e.id == template), None)
        return None if entry is None else Blueprint(side, entry.kind, entry.id)

    # showing the document
    def refresh(self) -> None:
        battle = self.session.battle
        key = (battle.units, battle.characters, battle.sides, battle.system.value)
        if self._shown is None or any(a is not b for a, b in zip(self._shown, key, strict=True)):
            drawn = self._drawn
            self._shown, self._drawn = key, battle
            if drawn is None or not self._refill_rows(drawn, battle):
                self._fill_sides(battle)
                self._fill_tree(battle)
                self._fill_templates(battle)
        self._show_properties()

    def _refill_rows(self, drawn: Battle, battle: Battle) -> bool:
        """Rewrite the rows of the tokens a change touched; False when the tree must be built
        again (tokens added, removed or gone over to another side, or the sides changed)."""
        change = touched(drawn, battle)
        if change.added_or_removed or drawn.sides is not battle.sides or drawn.system != battle.system:
            return False
        ids = set(change.units) | set(change.characters)
        # A character's row names the unit it is attached to.
        riders = attached_by_unit(battle.characters)
        ids.update(c.id for unit_id in change.units for c in riders.get(unit_id, ()))
        for token_id in ids:
            token = battle.units.get(token_id) or battle.characters.get(token_id)
            old = drawn.units.get(token_id) or drawn.characters.get(token_id)
            if token is None or old is None or token.side != old.side or token_id not in self._rows:
                return False
        for token_id in ids:
            token = battle.units.get(token_id) or battle.characters[token_id]
            name, badge = self._row_text(battle, token)
            row = self._rows[token_id]
            row.setText(0, name)
            row.setText(1, badge)
        return True

    def _row_text(self, battle: Battle, token: Unit | Character) -> tuple[str, str]:
        badge = state_badge(token)
        name = token.name
        if isinstance(token, Character) and token.attached_to in battle.units:
            name = f"{name} → {battle.units[token.attached_to].name}"
        if token.hidden:
            hidden = self.tr("hidden")  # outside the f-string, where lupdate can see it
            name = f"{name} ({hidden})"
        return name, badge.text if badge else ""

    def _fill_sides(self, battle: Battle) -> None:
        chosen = self.side_box.currentData()
        self.side_box.clear()
        for side in battle.sides.values():
            self.side_box.addItem(_chip(side.colour), side.name, side.id)
        index = self.side_box.findData(chosen)
        self.side_box.setCurrentIndex(max(index, 0))

    def _fill_templates(self, battle: Battle) -> None:
        if self.templates.property("system") == battle.system.value:
            return
        self.templates.setProperty("system", battle.system.value)
        self.templates.clear()
        for template, text in (
            (SCRATCH_UNIT, self.tr("New unit (from scratch)")),
            (SCRATCH_CHARACTER, self.tr("New character (from scratch)")),
        ):
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, template)
            self.templates.addItem(item)
        for entry in templates_for(battle.system):
            prefix = self.tr("Unit") if entry.kind == "unit" else self.tr("Character")
            item = QListWidgetItem(f"{prefix}: {template_label(entry)}")
            item.setData(ID_ROLE, entry.id)
            self.templates.addItem(item)
        self._fill_library(battle)
        self.templates.setCurrentRow(0)

    def _chosen_entry(self) -> Path | None:
        item = self.templates.currentItem()
        chosen = str(item.data(ID_ROLE)) if item is not None else ""
        return Path(chosen.removeprefix(LIBRARY_PREFIX)) if chosen.startswith(LIBRARY_PREFIX) else None

    def reload_library(self) -> None:
        self._fill_library(self.session.battle)

    def _fill_library(self, battle: Battle) -> None:
        for row in reversed(range(self.templates.count())):
            if str(self.templates.item(row).data(ID_ROLE)).startswith(LIBRARY_PREFIX):
                self.templates.takeItem(row)
        # The GM's own come first after the two from scratch: they are why a library exists.
        for place, entry in enumerate(library_entries(battle.system), start=2):
            prefix = self.tr("My unit") if entry.is_unit else self.tr("My character")
            item = QListWidgetItem(f"{prefix}: {entry.name}")
            item.setData(ID_ROLE, LIBRARY_PREFIX + str(entry.path))
            item.setToolTip(str(entry.path))
            if entry.problem is not None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
                item.setToolTip(describe(entry.problem))
            self.templates.insertItem(place, item)

    def _fill_tree(self, battle: Battle) -> None:
        self._syncing = True
        self.tree.clear()
        self._rows.clear()
        for side in battle.sides.values():
            top = QTreeWidgetItem([side.name, ""])
            top.setIcon(0, _chip(side.colour))
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(top)
            tokens = [*battle.units.values(), *battle.characters.values()]
            for token in (t for t in tokens if t.side == side.id):
                row = QTreeWidgetItem(list(self._row_text(battle, token)))
                row.setData(0, ID_ROLE, token.id)
                self._rows[token.id] = row
                top.addChild(row)
            top.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        self._syncing = False
        self._follow_selection()

    def _follow_selection(self) -> None:
        self._syncing = True
        chosen = set(self.selection.ids)
        for index in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(index)
            for child in range(top.childCount()):
                row = top.child(child)
                row.setSelected(row.data(0, ID_ROLE) in chosen)
        self._syncing = False
        self._show_properties()

    def _rows_chosen(self) -> None:
        if self._syncing:
            return
        self.selection.set(
            item.data(0, ID_ROLE) for item in self.tree.selectedItems() if item.data(0, ID_ROLE)
        )

    def _show_properties(self) -> None:
        ids = self.selection.ids
        token = token_in(self.session.battle, ids[0]) if len(ids) == 1 else None
        self.properties.show_token(token)
        battle = self.session.battle
        self.remove_button.setEnabled(any(i in battle.units or i in battle.characters for i in ids))

    def _remove(self) -> None:
        battle = self.session.battle
        # Characters first, so a unit whose attached characters go with it can go too.
        commands: list[Command] = [RemoveCharacter(i) for i in self.selection.ids if i in battle.characters]
        commands += [RemoveUnit(i) for i in self.selection.ids if i in battle.units]
        if len(commands) == 1:
            self.session.execute(commands[0])
        elif commands:
            self.session.execute_all(msg("undo.remove_tokens", count=len(commands)), commands)
