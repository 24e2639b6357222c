"""An Exalted battle from scratch through the window: a new battle, its two sides, units placed
from the templates, Join War rolled with N, units acting on their ticks from the Orders dock (a
volley at the enemy clicked on the map), saved, and opened again."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from campal.core.engine import SetSide
from campal.core.io import load_battle
from campal.core.model import ExaltedUnitStats, Side
from campal.core.movement import footprint_of
from campal.ui.dialogs.new_battle import NewBattleDialog

from .play_helpers import click_on_map, click_unit, press
from .test_exalted_play import MenuPicker, _answer_owed

REALM, BULL = "side-realm", "side-bull"


def _new_exalted_battle(qtbot, window) -> None:
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewBattleDialog):
            dialog.title.setText("Desde cero")
            dialog.system.setCurrentIndex(dialog.system.findData("exalted"))
            dialog.accept()
        else:
            QTimer.singleShot(20, fill)

    QTimer.singleShot(20, fill)
    window.new_action.trigger()
    assert window.session.battle.system.value == "exalted"


def _place(qtbot, window, side: str, template: str, x: float, y: float) -> str:
    roster = window.tokens.roster
    roster.side_box.setCurrentIndex(roster.side_box.findData(side))
    row = next(
        i
        for i in range(roster.templates.count())
        if roster.templates.item(i).data(Qt.ItemDataRole.UserRole) == template
    )
    roster.templates.setCurrentRow(row)
    before = set(window.session.battle.units)
    qtbot.mouseClick(roster.place_button, Qt.MouseButton.LeftButton)
    click_on_map(qtbot, window, x, y)
    placed = set(window.session.battle.units) - before
    assert len(placed) == 1, window.statusBar().currentMessage()
    return placed.pop()


def test_an_exalted_battle_from_scratch(qtbot, window, tmp_path):
    _new_exalted_battle(qtbot, window)
    for side, name in ((REALM, "Reino"), (BULL, "Toro")):
        assert window.session.execute(SetSide(Side(id=side, name=name)))
    bows = _place(qtbot, window, REALM, "archers", 250, 120)
    riders = _place(qtbot, window, BULL, "cavalry", 250, 260)
    assert isinstance(window.session.battle.units[bows].stats, ExaltedUnitStats)
    window.view.fit_field()
    press(qtbot, window, Qt.Key.Key_N)  # the battle begins: Join War awaited
    assert window.session.battle.turn.awaiting.kind == "join_battle"
    press(qtbot, window, Qt.Key.Key_N)  # every unit's Join War, rolled by the app
    assert window.session.battle.turn.awaiting is None
    press(qtbot, window, Qt.Key.Key_N)  # onto the timeline
    assert window.session.battle.turn.step == "timeline"
    dock = window.play.orders
    picker = MenuPicker()  # the look of the enemy, asked for a rout test
    volleys = 0
    for _ in range(6):
        actor = window.session.battle.turn.queue[0]
        click_unit(qtbot, dock, actor)
        qtbot.waitUntil(dock.offers.buttons["guard"].isVisible)  # the new unit's offers are laid out
        log = len(window.session.battle.log)
        if actor == bows and dock.offers.buttons["ranged_attack"].isEnabled():
            qtbot.mouseClick(dock.offers.buttons["ranged_attack"], Qt.MouseButton.LeftButton)
            assert window.view.tool.valid == [riders]
            spot = footprint_of(window.session.battle, riders)
            click_on_map(qtbot, window, spot.x, spot.y)
            volleys += 1
        else:
            qtbot.mouseClick(dock.offers.buttons["guard"], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda n=log: len(window.session.battle.log) > n)
        _answer_owed(qtbot, window)
    picker.stop()
    assert volleys >= 1
    battle = window.session.battle
    assert any(e.message.key == "exalted.attacked" for e in battle.log)
    assert battle.units[bows].stats.ammunition < 12
    path = tmp_path / "desde-cero.campal"
    assert window._save_to(path)
    assert window.open_path(path, ask=False)
    assert window.session.battle == battle == load_battle(path).battle
