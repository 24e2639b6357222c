"""The terrain half of the window, installed in one call: the Terrain toolbar and menu, the
drawing, editing and measuring tools, and the properties dock.

Shortcuts: P polygon, R rectangle, E ellipse, L line, S select, M ruler, V line of sight; with a
feature selected and the map focused, Del deletes, Ctrl+D duplicates, PgUp/PgDn raise and lower.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QMenu, QToolBar

from ...core.report import language
from ...core.terrain import MoverKind
from ..docks.terrain_panel import TerrainPanel
from ..i18n import current_language
from ..tools.base import Tool
from ..tools.draw_drag import EllipseTool, RectangleTool
from ..tools.draw_points import LineTool, PolygonTool
from ..tools.ruler import RulerTool
from ..tools.select_terrain import SelectTerrainTool
from ..tools.sight import SightTool
from ..tools.terrain_context import TerrainContext
from . import messages as terrain_messages  # noqa: F401  (registers the terrain message keys)
from .kinds import drawing_kinds, set_interface_language
from .selection import TerrainSelection

if TYPE_CHECKING:
    from ..window.host import WindowHost

STATUS_MS = 8000
SHAPES = ("polygon", "rectangle", "ellipse", "line")  # the drawing tools, each drawing the chosen kind


@dataclass
class TerrainUi:
    """What ``install_terrain_ui`` made, kept on the window for menus and tests."""

    context: TerrainContext
    tools: dict[str, Tool]
    actions: dict[str, QAction]
    toolbar: QToolBar
    menu: QMenu
    panel: TerrainPanel
    kind_box: QComboBox
    mover_box: QComboBox
    width_box: QDoubleSpinBox

    @property
    def select(self) -> SelectTerrainTool:
        tool = self.tools["select"]
        assert isinstance(tool, SelectTerrainTool)
        return tool


def install_terrain_ui(window: WindowHost) -> TerrainUi:
    set_interface_language(window.settings.language)
    view, session = window.view, window.session
    context = TerrainContext(session, TerrainSelection(window))
    tools: dict[str, Tool] = {
        "polygon": PolygonTool(view, context),
        "rectangle": RectangleTool(view, context),
        "ellipse": EllipseTool(view, context),
        "line": LineTool(view, context),
        "select": SelectTerrainTool(view, context),
        "ruler": RulerTool(view, context),
        "sight": SightTool(view, context),
    }
    labels = {
        "polygon": (
            QCoreApplication.translate("TerrainUi", "Draw &polygon"),
            "P",
            QCoreApplication.translate("TerrainUi", "Draw an area corner by corner"),
        ),
        "rectangle": (
            QCoreApplication.translate("TerrainUi", "Draw &rectangle"),
            "R",
            QCoreApplication.translate("TerrainUi", "Draw a rectangular area by dragging"),
        ),
        "ellipse": (
            QCoreApplication.translate("TerrainUi", "Draw &ellipse"),
            "E",
            QCoreApplication.translate("TerrainUi", "Draw a round area by dragging"),
        ),
        "line": (
            QCoreApplication.translate("TerrainUi", "Draw &line"),
            "L",
            QCoreApplication.translate("TerrainUi", "Draw a road, river, wall, ditch or palisade"),
        ),
        "select": (
            QCoreApplication.translate("TerrainUi", "&Select and edit"),
            "S",
            QCoreApplication.translate("TerrainUi", "Select, move, turn and reshape terrain"),
        ),
        "ruler": (
            QCoreApplication.translate("TerrainUi", "&Measure"),
            "M",
            QCoreApplication.translate("TerrainUi", "Measure a path and its terrain cost"),
        ),
        "sight": (
            QCoreApplication.translate("TerrainUi", "L&ine of sight"),
            "V",
            QCoreApplication.translate("TerrainUi", "Check line of sight and cover"),
        ),
    }

    def arm(name: str, checked: bool) -> None:
        """A drawing shape stays armed when clicked again: a click on "Draw line" means "draw a
        line", never "stop drawing" (Esc or another tool ends it). The kind box shows the kind
        the shape draws, so the shape and the kind never disagree."""
        if name in SHAPES and not checked:
            actions[name].setChecked(True)
            checked = True
        if checked and name in SHAPES and kind_sync is not None:
            kind_sync(name == "line")
        view.set_tool(tools[name] if checked else None)

    kind_sync: Callable[[bool], None] | None = None
    group = QActionGroup(window)
    group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
    actions: dict[str, QAction] = {}
    for name, tool in tools.items():
        text, key, tip = labels[name]
        action = QAction(text, window)
        action.setCheckable(True)
        action.setShortcut(QKeySequence(key))
        action.setToolTip(f"{tip} ({key})")
        action.setStatusTip(tip)
        action.triggered.connect(lambda checked, n=name: arm(n, checked))
        tool.finished.connect(lambda a=action: a.setChecked(False))
        tool.status.connect(lambda text: window.statusBar().showMessage(text))
        group.addAction(action)
        actions[name] = action

    select = tools["select"]
    assert isinstance(select, SelectTerrainTool)
    edits = {
        "delete": (
            QCoreApplication.translate("TerrainUi", "&Delete feature"),
            [QKeySequence.StandardKey.Delete],
            select.delete_selected,
        ),
        "duplicate": (
            QCoreApplication.translate("TerrainUi", "D&uplicate feature"),
            [QKeySequence("Ctrl+D")],
            select.duplicate_selected,
        ),
        "raise": (
            QCoreApplication.translate("TerrainUi", "R&aise feature"),
            [QKeySequence("PgUp")],
            select.raise_selected,
        ),
        "lower": (
            QCoreApplication.translate("TerrainUi", "L&ower feature"),
            [QKeySequence("PgDown")],
            select.lower_selected,
        ),
        "to_top": (
            QCoreApplication.translate("TerrainUi", "Bring to &top"),
            [QKeySequence("Shift+PgUp")],
            lambda: select.raise_selected(True),
        ),
        "to_bottom": (
            QCoreApplication.translate("TerrainUi", "Send to &bottom"),
            [QKeySequence("Shift+PgDown")],
            lambda: select.lower_selected(True),
        ),
    }
    for name, (text, keys, slot) in edits.items():
        action = QAction(text, window)
        action.setShortcuts(keys)
        # Only while the map has the focus: in the properties panel these keys edit text.
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False, run=slot: run())
        view.addAction(action)
        actions[name] = action

    def selection_changed() -> None:
        selected = context.selection.feature_id is not None
        for name in edits:
            actions[name].setEnabled(selected)

    context.selection.changed.connect(selection_changed)
    selection_changed()

    kind_box, mover_box, width_box = _palette(window, context, tools, actions)

    def show_kind_drawn(line: bool) -> None:
        drawn = context.line_kind if line else context.area_kind
        shown = [i for i in range(kind_box.count()) if kind_box.itemData(i) == drawn]
        if shown:
            kind_box.setCurrentIndex(shown[0])
        width_box.setEnabled(line)

    kind_sync = show_kind_drawn
    toolbar = QToolBar(QCoreApplication.translate("TerrainUi", "Terrain"), window)
    toolbar.setObjectName("TerrainToolbar")
    for name in ("select", "polygon", "rectangle", "ellipse", "line"):
        toolbar.addAction(actions[name])
    toolbar.addWidget(kind_box)
    toolbar.addWidget(QLabel(" " + QCoreApplication.translate("TerrainUi", "Width") + " "))
    toolbar.addWidget(width_box)
    toolbar.addSeparator()
    toolbar.addAction(actions["ruler"])
    toolbar.addWidget(mover_box)
    toolbar.addAction(actions["sight"])
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)

    panel = TerrainPanel(session, context.selection, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)

    menu = QMenu(QCoreApplication.translate("TerrainUi", "&Terrain"), window)
    bar = window.menuBar()
    # Before Settings and Help, which close every menu bar.
    menus = bar.actions()
    if len(menus) >= 2:
        bar.insertMenu(menus[-2], menu)
    else:
        bar.addMenu(menu)
    for name in ("select", "polygon", "rectangle", "ellipse", "line"):
        menu.addAction(actions[name])
    menu.addSeparator()
    for name in edits:
        menu.addAction(actions[name])
    menu.addSeparator()
    menu.addAction(actions["ruler"])
    menu.addAction(actions["sight"])
    menu.addSeparator()
    menu.addAction(panel.toggleViewAction())
    session.changed.connect(lambda _before, after: context.selection.follow(after))
    session.replaced.connect(lambda: context.selection.follow(session.battle))
    return TerrainUi(context, tools, actions, toolbar, menu, panel, kind_box, mover_box, width_box)


def _palette(
    window: WindowHost, context: TerrainContext, tools: dict[str, Tool], actions: dict[str, QAction]
) -> tuple[QComboBox, QComboBox, QDoubleSpinBox]:
    """The kind to draw, the width of line features, and the mover the ruler measures for."""
    kinds = QComboBox()
    kinds.setToolTip(QCoreApplication.translate("TerrainUi", "Kind of terrain or fortification to draw"))
    entries = drawing_kinds()
    for number, entry in enumerate(entries):
        if number and entry.collection != entries[number - 1].collection:
            kinds.insertSeparator(kinds.count())
        kinds.addItem(entry.label(), entry)
    kinds.setCurrentIndex(kinds.findText(context.area_kind.label()))

    width = QDoubleSpinBox()
    width.setToolTip(
        QCoreApplication.translate(
            "TerrainUi", "Width on the ground of roads, rivers, walls, ditches and palisades"
        )
    )
    width.setDecimals(1)
    width.setEnabled(False)  # the palette starts on an area kind; widths are for line kinds

    def show_width(metres: float) -> None:
        """The width in the battle's unit (varas in Aquelarre), kept in metres underneath."""
        unit = window.session.unit
        width.blockSignals(True)
        width.setRange(unit.from_metres(0.1), unit.from_metres(1000.0))
        width.setSuffix(f" {unit.symbol}")
        width.setValue(unit.from_metres(metres))
        width.blockSignals(False)

    show_width(context.line_kind.kind.style.line_width_m or 1.0)
    window.session.replaced.connect(
        lambda: show_width(context.line_width_m or context.line_kind.kind.style.line_width_m or 1.0)
    )

    def kind_chosen(index: int) -> None:
        entry = kinds.itemData(index)
        if entry is None:
            return
        context.choose(entry)
        width.setEnabled(entry.is_line)
        if entry.is_line:
            show_width(entry.kind.style.line_width_m or 1.0)
        # A kind drawn the other way switches to a tool that draws it.
        current = window.view.tool
        wanted = "line" if entry.is_line else "polygon"
        if entry.is_line != isinstance(current, LineTool) or not isinstance(
            current, PolygonTool | RectangleTool | EllipseTool | LineTool
        ):
            actions[wanted].setChecked(True)
            window.view.set_tool(tools[wanted])

    def width_chosen(value: float) -> None:
        context.line_width_m = window.session.unit.to_metres(value)

    kinds.activated.connect(kind_chosen)
    width.valueChanged.connect(width_chosen)

    movers = QComboBox()
    movers.setToolTip(QCoreApplication.translate("TerrainUi", "Who the ruler measures for"))
    movers.currentIndexChanged.connect(
        lambda i: setattr(context, "mover", MoverKind(movers.itemData(i))) if i >= 0 else None
    )
    fill_movers(movers, window.session.battle.system.value)
    window.session.replaced.connect(lambda: fill_movers(movers, window.session.battle.system.value))
    return kinds, movers, width


def fill_movers(movers: QComboBox, system: str) -> None:
    """The movers the battle's rule text knows, in its words: a skirmish of single fighters
    measures for people on foot or mounted, never for "Infantry"; a system that names none
    gets every kind."""
    names = language(current_language()).names
    prefix = f"mover.{system}."
    own = [(MoverKind(key[len(prefix) :]), word) for key, word in names.items() if key.startswith(prefix)]
    movers.blockSignals(True)
    movers.clear()
    for mover, text in own or [
        (MoverKind.INFANTRY, QCoreApplication.translate("TerrainUi", "Infantry")),
        (MoverKind.CAVALRY, QCoreApplication.translate("TerrainUi", "Cavalry")),
        (MoverKind.SIEGE_ENGINE, QCoreApplication.translate("TerrainUi", "Siege engines")),
        (MoverKind.INDIVIDUAL, QCoreApplication.translate("TerrainUi", "Individuals")),
        (MoverKind.FLYER, QCoreApplication.translate("TerrainUi", "Flyers")),
        (MoverKind.VESSEL, QCoreApplication.translate("TerrainUi", "Boats")),
    ]:
        movers.addItem(text, mover.value)
    movers.blockSignals(False)
    movers.setCurrentIndex(0)
    movers.currentIndexChanged.emit(0)
