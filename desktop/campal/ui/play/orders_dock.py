"""The orders dock: per side, who gives orders and how many are left (pips); every unit with
its stats; and, for the unit picked, the orders on offer with the difficulty of giving the one
in focus now, term by term. Picking a row selects the unit on the map, and the other way round."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core.model import Battle, Unit, touched
from ...core.report import render_breakdown
from ...core.rules.play import Choice, Issuer, Offer, Play
from ..document.session import BattleSession
from ..i18n import current_language
from ..widgets.elided_label import ElidedLabel
from ..widgets.scroll_body import scrolling
from ..widgets.table_fill import filling
from ..window.selection import Selection
from .offer_list import OfferList, offer_text
from .owed_panel import OwedPanel
from .unit_stats import SystemStats, UnitRow, type_icon

DIFFICULTY_LINES = 2
FIRST_STAT = 2  # columns: icon, name, then the adapter's
NAME_WIDTH = 120  # px: the widest a column grows, so the unit names leave the stats room


def pips(left: int, allowance: int) -> str:
    return "●" * left + "○" * max(allowance - left, 0)


class HealthBar(QStyledItemDelegate):
    """Salud as a bar that empties from green to red, with its figures on it."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        value = index.data(Qt.ItemDataRole.UserRole)
        if not isinstance(value, tuple):
            super().paint(painter, option, index)
            return
        now, most = value
        rect: QRect = option.rect.adjusted(3, 4, -3, -4)  # type: ignore[attr-defined]
        painter.save()
        painter.fillRect(rect, QColor("#ddd"))
        share = min(max(now / most, 0.0), 1.0) if most else 0.0  # a GM's edit may pass the maximum
        filled = QRect(rect.left(), rect.top(), round(rect.width() * share), rect.height())
        painter.fillRect(filled, QColor.fromHsvF(0.33 * share, 0.7, 0.75))
        painter.setPen(QColor("#111"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, f"{now}/{most}")
        painter.restore()


class OrdersDock(QDockWidget):
    order_chosen = Signal(str, str, str)  # unit, order, issuer

    def __init__(
        self, session: BattleSession, selection: Selection, play: Play, stats: SystemStats, parent: QWidget
    ) -> None:
        super().__init__(QCoreApplication.translate("OrdersDock", "Orders"), parent)
        self.setObjectName("OrdersDock")
        self.session, self.selection, self.play, self.stats = session, selection, play, stats
        self.issuer_choice: dict[str, str] = {}
        self.focused_offer: str | None = None
        # The battle the table was last drawn from, the row of each unit and the type marks
        # drawn: a change then rewrites only the rows of the units it touched.
        self._shown: Battle | None = None
        self._rows: dict[str, int] = {}
        self._icons: dict[tuple[str, str], QIcon] = {}
        self._looks: dict[str, tuple[UnitRow, str]] = {}  # what each unit's row shows
        self._rows_due = False  # emptied for a battle put in the window, whose rows come next turn
        # The step a replay stands at, shown instead of the battle; no order is given from it.
        self.replayed: Battle | None = None
        body = QWidget()
        layout = QVBoxLayout(body)
        self.issuers_box = QVBoxLayout()
        self._issuers_listed: tuple[object, ...] | None = None  # what the issuers' rows show
        layout.addLayout(self.issuers_box)
        # Above the table, whose stretch takes its height: the buttons below stay put.
        self.owed = OwedPanel()
        self.owed.chosen.connect(self._owed_chosen)
        self.lists_owed = True  # off where another dock answers for units (an attack builder)
        layout.addWidget(self.owed)
        self.table = QTableWidget(0, 2)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Not stretched: a stretched last column is squeezed below its text in a narrow dock,
        # where it should stay whole and be scrolled to.
        self.table.horizontalHeader().setStretchLastSection(False)
        # The map comes first: the table scrolls sideways in a narrow dock rather than widen it,
        # and a long name wraps onto a second line (whole in its tooltip too).
        self.table.horizontalHeader().setMaximumSectionSize(NAME_WIDTH)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.health_bar = HealthBar(self.table)
        self._set_columns()
        self.table.itemSelectionChanged.connect(self._row_picked)
        self.table.setMinimumHeight(250)  # a side's eight units without scrolling
        layout.addWidget(self.table, 3)
        # Of a fixed height, as the buttons under it must not move when another unit is picked.
        self.unit_label = ElidedLabel(2)
        self.unit_label.setStyleSheet("font-weight:bold;font-size:14px;")
        layout.addWidget(self.unit_label)
        self.offers = OfferList()
        self.offers.highlighted.connect(self._focus_offer)
        self.offers.chosen.connect(self._offer_chosen)
        layout.addWidget(self.offers)
        self.destiny = QCheckBox()  # its text names the points left, set with the offers
        self.destiny.setToolTip(
            QCoreApplication.translate(
                "OrdersDock", "The commander giving the order spends it; it covers this one order"
            )
        )
        layout.addWidget(self.destiny)
        # Two lines always, whatever order the pointer is over: a hint that grew and shrank on
        # hover moved the buttons above it under the pointer. The whole breakdown is its tooltip.
        self.difficulty_label = ElidedLabel(DIFFICULTY_LINES)
        self.difficulty_label.setStyleSheet("font-size:14px;padding:4px;background:#f3efe2;")
        layout.addWidget(self.difficulty_label)
        self.setWidget(scrolling(body))
        selection.changed.connect(lambda _ids: self._follow_selection())

    # reading
    @property
    def unit_id(self) -> str | None:
        battle = self.replayed or self.session.battle
        return next((i for i in self.selection.ids if i in battle.units), None)

    def issuer_for(self, side_id: str) -> str | None:
        return self._issuer_among(side_id, self.play.issuers(self.session.battle, side_id))

    def _issuer_among(self, side_id: str, found: Sequence[Issuer]) -> str | None:
        chosen = self.issuer_choice.get(side_id)
        if chosen in [i.id for i in found if i.left > 0]:
            return chosen
        return next((i.id for i in found if i.left > 0), found[0].id if found else None)

    def offer(self, offer_id: str) -> Offer | None:
        return next((o for o in self.offers.offers if o.id == offer_id), None)

    # redrawing
    def show_battle(self, battle: Battle) -> None:
        self._rows_due = False
        self._show_issuers(battle)
        self._show_owed(battle)
        self._show_units(battle)
        self._show_offers()

    def clear_battle(self) -> None:
        """Empty the dock, until the next battle's rows are written: nothing of the battle
        replaced stays on screen or under the pointer meanwhile."""
        self._rows_due = True
        self._shown = None
        self._rows = {}
        self._looks.clear()
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        self.table.blockSignals(False)
        self._issuers_listed = None
        self._clear_issuers()
        self.owed.show_owed(())
        self._show_offers()

    def show_replayed(self, battle: Battle | None) -> None:
        """The units as they stood at a replay's step, with no orders to give (None: the battle
        as it stands again, once the replay is left)."""
        self.replayed = battle
        if battle is None:
            self.show_battle(self.session.battle)
            return
        self._show_issuers(battle)
        self.owed.show_owed(())  # answers are owed by the battle as it stands, not by its past
        self._show_units(battle)
        self._show_offers()

    def _show_issuers(self, battle: Battle) -> None:
        # Rows of buttons made again at each command re-lay the whole dock out and repaint it.
        asked = {side_id: self.play.issuers(battle, side_id) for side_id in battle.sides}
        listed = tuple(
            (side.id, side.name, side.colour, self._issuer_among(side.id, asked[side.id]), asked[side.id])
            for side in battle.sides.values()
        )
        if listed == self._issuers_listed:
            return
        self._issuers_listed = listed
        self._clear_issuers()
        for side in battle.sides.values():
            row = QHBoxLayout()
            name = QLabel(side.name)
            name.setStyleSheet(f"font-weight:bold;color:{side.colour};min-width:80px;")
            row.addWidget(name)
            group = QButtonGroup(row)
            chosen = self.issuer_for(side.id)
            for issuer in self.play.issuers(battle, side.id):
                button = QToolButton()
                button.setText(f"{issuer.name} {pips(issuer.left, issuer.allowance)}")
                button.setToolTip(
                    QCoreApplication.translate("OrdersDock", "{0}: {1} of {2} orders left this round").format(
                        issuer.name, issuer.left, issuer.allowance
                    )
                )
                button.setCheckable(True)
                # The one giving orders stands out in the side's colour, not a faint sunken look.
                button.setStyleSheet(
                    f"QToolButton:checked {{ background: {side.colour}; color: white; font-weight: bold;"
                    f" border: 2px solid #202020; border-radius: 3px; }}"
                )
                button.setChecked(issuer.id == chosen)
                button.setProperty("issuer", issuer.id)
                button.clicked.connect(lambda _c=False, s=side.id, i=issuer.id: self._choose_issuer(s, i))
                group.addButton(button)
                row.addWidget(button)
            row.addStretch(1)
            self.issuers_box.addLayout(row)

    def _clear_issuers(self) -> None:
        while self.issuers_box.count():
            item = self.issuers_box.takeAt(0)
            row = item.layout()
            while row is not None and row.count():
                child = row.takeAt(0).widget()
                if child is not None:
                    child.hide()  # at once: deleted later, it would be painted under the new row
                    child.deleteLater()

    def _show_owed(self, battle: Battle) -> None:
        found = self.play.reactions(battle, self.session.engine.context.map) if self.lists_owed else ()
        self.owed.show_owed(tuple(r for r in found if r.actor in battle.units))

    def _owed_chosen(self, unit_id: str, offer_id: str) -> None:
        issuer = self.issuer_for(self.session.battle.units[unit_id].side) or ""
        self.order_chosen.emit(unit_id, offer_id, issuer)

    def _choose_issuer(self, side_id: str, issuer: str) -> None:
        if self.replayed is not None:  # the step's commanders are shown, not chosen
            self._issuers_listed = None
            self._show_issuers(self.replayed)
            return
        self.issuer_choice[side_id] = issuer
        self._show_offers()

    def set_stats(self, stats: SystemStats) -> None:
        """Show another rule system's columns (a battle of another system was opened)."""
        self.stats = stats
        self._shown = None  # other columns: every row is drawn again
        self._set_columns()

    def _set_columns(self) -> None:
        headers = ("", QCoreApplication.translate("OrdersDock", "Unit"), *self.stats.headers())
        for column in range(self.table.columnCount()):
            self.table.setItemDelegateForColumn(column, None)  # type: ignore[arg-type]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(list(headers))
        if self.stats.health_column() >= 0:
            self.table.setItemDelegateForColumn(FIRST_STAT + self.stats.health_column(), self.health_bar)

    def _show_units(self, battle: Battle) -> None:
        shown = self._shown
        self._shown = battle
        if shown is not None:
            change = touched(shown, battle)
            if not change.beyond_tokens and not change.added_or_removed:
                # A command that moved or hurt a few units rewrites their rows, not the table.
                self._refill_rows(battle, change.units_to_redraw(shown, battle))
                return
        units = sorted(battle.units.values(), key=lambda u: list(battle.sides).index(u.side))
        self.table.blockSignals(True)
        with filling(self.table):
            self._fill_units(battle, units)
        self.table.blockSignals(False)
        self._follow_selection()

    def _refill_rows(self, battle: Battle, unit_ids: frozenset[str]) -> None:
        rows = []
        for unit_id in unit_ids:
            unit, row = battle.units.get(unit_id), self._rows.get(unit_id, -1)
            # A unit moved reads the same: its row is left alone, and the fitted columns are
            # not measured again over every row.
            if unit is not None and row >= 0 and self._look(battle, unit) != self._looks.get(unit_id):
                rows.append((row, unit))
        if not rows:
            return
        self.table.blockSignals(True)
        with filling(self.table):
            for row, unit in rows:
                self._fill_row(battle, row, unit)
        self.table.blockSignals(False)

    def _fill_units(self, battle: Battle, units: list[Unit]) -> None:
        self._icons.clear()
        self._looks.clear()
        self._rows = {unit.id: row for row, unit in enumerate(units)}
        self.table.setRowCount(len(units))
        for row, unit in enumerate(units):
            self._fill_row(battle, row, unit)

    def _look(self, battle: Battle, unit: Unit) -> tuple[UnitRow, str]:
        return self.stats.row(battle, unit), battle.sides[unit.side].colour

    def _fill_row(self, battle: Battle, row: int, unit: Unit) -> None:
        health = self.stats.health_column()
        shown, colour = look_now = self._look(battle, unit)
        self._looks[unit.id] = look_now
        look = (shown.kind, colour)
        if look not in self._icons:
            self._icons[look] = type_icon(shown.kind, colour)
        icon = QTableWidgetItem(self._icons[look], "")
        icon.setData(Qt.ItemDataRole.UserRole + 1, unit.id)
        icon.setToolTip(shown.tooltip)
        self.table.setItem(row, 0, icon)
        name = QTableWidgetItem(shown.name)
        name.setToolTip(shown.name)
        name.setForeground(QColor(colour).darker(120))
        self.table.setItem(row, 1, name)
        for column, text in enumerate(shown.cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if column == health:
                item.setData(Qt.ItemDataRole.UserRole, shown.health)
            if shown.out_of_action:
                item.setForeground(QColor("#999"))
            self.table.setItem(row, FIRST_STAT + column, item)

    def has_rows_to_write(self) -> bool:
        """Whether the dock was emptied for a battle whose rows are still to be written."""
        return self._rows_due

    def row_of(self, unit_id: str) -> int:
        return self._rows.get(unit_id, -1)

    def _show_offers(self) -> None:
        if self.replayed is not None:
            self.unit_label.setText(
                QCoreApplication.translate(
                    "OrdersDock",
                    "The units as they stood at this step of the replay; leave it to give orders",
                )
            )
            self.offers.set_offers(())
            self.difficulty_label.setText("")
            self.destiny.setVisible(False)
            return
        battle, unit_id = self.session.battle, self.unit_id
        if unit_id is None or battle.turn is None or battle.turn.step not in self.play.unit_steps:
            self.unit_label.setText(
                QCoreApplication.translate("OrdersDock", "Pick a unit to see what it can do (O)")
                if battle.turn
                else ""
            )
            self.offers.set_offers(())
            self.difficulty_label.setText("")
            self.destiny.setVisible(False)
            return
        unit = battle.units[unit_id]
        issuer = self.issuer_for(unit.side)
        maps = self.session.engine.context.map
        self.unit_label.setText(unit.name)
        turn = battle.turn
        step = (turn.round, turn.stage, turn.step, unit_id)
        self.offers.set_offers(self.play.unit_offers(battle, maps, unit_id, issuer), step)
        self._show_destiny(battle, issuer)
        self._show_difficulty()

    def _show_destiny(self, battle: Battle, issuer: str | None) -> None:
        character = battle.characters.get(issuer or "")
        left = getattr(character.stats, "destiny", None) if character is not None else None
        self.destiny.setVisible(left is not None)
        self.destiny.setEnabled(bool(left))
        if not left:
            self.destiny.setChecked(False)
        if left is not None:
            self.destiny.setText(
                QCoreApplication.translate(
                    "OrdersDock", "Spend a point of Destino ({0} left): this order ignores the terrain"
                ).format(left)
            )

    def give(
        self, run: Callable[[Choice, Callable[[], None] | None], None], unit: str, order: str, issuer: str
    ) -> None:
        """Run the order, spending a point of Destino when ticked; the box is cleared only once
        the engine has carried the order out (it covers that one order), never on a refusal."""
        destiny = self.destiny.isVisible() and self.destiny.isEnabled() and self.destiny.isChecked()
        spent = (lambda: self.destiny.setChecked(False)) if destiny else None
        run(Choice(unit, order, issuer=issuer, destiny=destiny), spent)

    def _focus_offer(self, offer_id: str) -> None:
        self.focused_offer = offer_id
        self._show_difficulty()

    def _show_difficulty(self) -> None:
        with_difficulty = [o for o in self.offers.offers if o.difficulty is not None]
        offer = self.offer(self.focused_offer or "") or next(
            (o for o in with_difficulty if o.is_allowed), with_difficulty[0] if with_difficulty else None
        )
        if offer is None or offer.difficulty is None:
            self.difficulty_label.setText("")
            return
        self.difficulty_label.setText(
            QCoreApplication.translate("OrdersDock", "{0}: difficulty {1}").format(
                offer_text(offer), render_breakdown(offer.difficulty, current_language())
            )
        )

    # selection both ways
    def _row_picked(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            item = self.table.item(rows[0].row(), 0)
            if item is not None:
                self.selection.set([item.data(Qt.ItemDataRole.UserRole + 1)])

    def _follow_selection(self) -> None:
        unit_id = self.unit_id
        row = self.row_of(unit_id) if unit_id else -1
        self.table.blockSignals(True)
        if row >= 0:
            self.table.selectRow(row)
        else:
            self.table.clearSelection()
        self.table.blockSignals(False)
        self._show_offers()

    def _offer_chosen(self, offer_id: str) -> None:
        unit_id = self.unit_id
        if unit_id is None:
            return
        issuer = self.issuer_for(self.session.battle.units[unit_id].side) or ""
        self.order_chosen.emit(unit_id, offer_id, issuer)
