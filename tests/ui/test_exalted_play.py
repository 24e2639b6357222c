"""Exalted played from the window: the sample battle, one long tick of actions chosen in the
Orders dock (the acting unit lit in the tick ribbon), targets clicked on the map, owed tests
answered from the dock, and the typed pool shown in the roll dialog."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from campal.core.model import ExaltedUnitStats
from campal.core.movement import footprint_of
from campal.ui.play.roll_dialog import RollDialog

from .play_helpers import click_on_map, click_unit, press
from .play_helpers import open_sample as open_in

SAMPLE = files("campal.resources") / "samples" / "exalted-batalla.campal"


def open_sample(window) -> None:
    open_in(window, SAMPLE)


class MenuPicker:
    """Picks the first entry of every pop-up menu the flow opens (a formation, an enemy's look)."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(20)
        self.timer.timeout.connect(self._pick)
        self.timer.start()

    def _pick(self) -> None:
        menu = QApplication.activePopupWidget()
        if menu is not None and menu.actions():
            menu.actions()[0].trigger()
            menu.close()

    def stop(self) -> None:
        self.timer.stop()


def _act(qtbot, window, actor: str) -> None:
    dock = window.play.orders
    click_unit(qtbot, dock, actor)
    assert dock.unit_id == actor
    qtbot.waitUntil(dock.offers.buttons["guard"].isVisible)  # the new unit's offers are laid out
    buttons = dock.offers.buttons
    for offer_id in ("ranged_attack", "attack"):
        if buttons[offer_id].isEnabled():
            qtbot.mouseClick(buttons[offer_id], Qt.MouseButton.LeftButton)
            target = window.view.tool.valid[0]
            spot = footprint_of(window.session.battle, target)
            click_on_map(qtbot, window, spot.x, spot.y)
            return
    assert buttons["guard"].isEnabled(), buttons["guard"].toolTip()
    qtbot.mouseClick(buttons["guard"], Qt.MouseButton.LeftButton)


def _answer_owed(qtbot, window) -> None:
    dock = window.play.orders
    for unit in list(window.session.battle.units.values()):
        stats = unit.stats
        if not isinstance(stats, ExaltedUnitStats) or stats.is_out_of_action:
            continue
        for test in stats.pending:
            click_unit(qtbot, dock, unit.id)
            button = dock.offers.buttons[f"test:{test}"]
            qtbot.waitUntil(button.isVisible)
            assert button.isEnabled()
            owed = window.session.battle.units[unit.id].stats.pending.count(test)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            # One exhaustion test is owed per attack: each answer takes one away.
            qtbot.waitUntil(
                lambda u=unit.id, t=test, n=owed: window.session.battle.units[u].stats.pending.count(t) < n
            )


def test_one_long_tick_played_through_the_ribbon_and_the_docks(qtbot, window):
    open_sample(window)
    ribbon = window.play.ribbon
    start = window.session.battle.turn
    assert start is not None and start.step == "timeline"
    first = window.session.battle.units[start.queue[0]].name
    assert ribbon.isVisible() and first in ribbon.label.text()
    assert "Mag." in [window.play.orders.table.horizontalHeaderItem(c).text() for c in range(8)]
    picker = MenuPicker()
    log = len(window.session.battle.log)
    living = {u.id for u in window.session.battle.units.values() if not u.stats.is_out_of_action}
    acted: set[str] = set()
    while not living <= acted:
        turn = window.session.battle.turn
        actor = turn.queue[0]
        before = turn.next_tick[actor]
        _act(qtbot, window, actor)
        qtbot.waitUntil(lambda a=actor, b=before: window.session.battle.turn.next_tick.get(a, b) > b)
        acted.add(actor)
        _answer_owed(qtbot, window)
        living = {u.id for u in window.session.battle.units.values() if not u.stats.is_out_of_action}
    picker.stop()
    battle = window.session.battle
    assert battle.turn.tick >= start.tick + 1 and len(battle.log) > log + len(acted)
    assert any(e.message.key.startswith("exalted.") for e in battle.log[log:])
    assert battle.units[battle.turn.queue[0]].name in ribbon.label.text()
    window.session.undo_stack.undo()
    assert len(window.session.battle.log) < len(battle.log)


def test_a_typed_pool_shows_its_dice_and_difficulty(qtbot, window):
    open_sample(window)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # manual dice
    shown: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, RollDialog) and not dialog.property("answered"):
            dialog.setProperty("answered", True)
            shown.append(dialog.pool_label.text())
            qtbot.keyClicks(dialog.input, "0")
            qtbot.keyClick(dialog.input, Qt.Key.Key_Return)

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(answer)
    timer.start()
    actor = window.session.battle.turn.queue[0]
    dock = window.play.orders
    click_unit(qtbot, dock, actor)
    button = dock.offers.buttons["hide"]
    qtbot.waitUntil(button.isVisible)
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(shown) >= 1)
    timer.stop()
    assert "d10" in shown[0]


def test_the_dice_tray_corrects_a_pool_of_the_round_and_the_action_is_made_again(qtbot, window):
    from campal.core.dice.pool import PoolResult

    from .play_helpers import RollAnswers

    open_sample(window)
    picker = MenuPicker()
    log = len(window.session.battle.log)
    tray = window.play.dice

    def pools() -> list[int]:
        tray.show_battle(window.session.battle)
        return [i for i, r in enumerate(tray.rows) if isinstance(r.roll, PoolResult) and r.seq >= log]

    for _ in range(6):  # until an action of this sitting rolled a pool (an attack, a test)
        if pools():
            break
        actor = window.session.battle.turn.queue[0]
        before = len(window.session.battle.log)
        _act(qtbot, window, actor)
        qtbot.waitUntil(lambda b=before: len(window.session.battle.log) > b)
        _answer_owed(qtbot, window)
    picker.stop()
    row = pools()[0]
    picked = tray.rows[row]
    tray.table.selectRow(row)
    assert tray.correct_button.isEnabled() and tray.reroll_button.isEnabled()
    typed = 0 if picked.roll.rolled else 1  # a different number of successes than the dice showed
    answers = RollAnswers(qtbot, total=lambda spec: typed)
    qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    answers.stop()
    battle = window.session.battle
    assert any(e.gm_decision and e.events[0]["type"] == "roll.amended" for e in battle.log[log:])
    tray.show_battle(battle)
    ability = picked.roll.spec.ability
    again = [r for r in tray.rows if isinstance(r.roll, PoolResult) and r.roll.spec.ability == ability]
    assert any(r.roll.rolled == typed and r.roll.manual for r in again)
    window.session.undo_stack.undo()  # the correction is one step: the action as first rolled
    assert not any(e.gm_decision for e in window.session.battle.log[log:])


def test_picking_a_unit_with_long_action_names_leaves_the_map_its_width(qtbot, window):
    # Exalted's actions carry their speed and defence in their names; whole, the grid of their
    # buttons once widened the dock to half the window the moment a unit was picked.
    open_sample(window)
    qtbot.wait(50)
    width = window.view.viewport().width()
    dock = window.play.orders
    actor = window.session.battle.turn.queue[0]
    click_unit(qtbot, dock, actor)
    qtbot.waitUntil(dock.offers.buttons["guard"].isVisible)
    qtbot.wait(50)
    assert abs(window.view.viewport().width() - width) <= 2
    cut = [b for b in dock.offers.buttons.values() if b.text() != b.full_text]
    assert cut, "no name was too long for its button: the check proves nothing"
    for button in cut:
        assert button.text().endswith("…")
        key = dock.offers.keys[button.property("offer")]
        assert button.toolTip().startswith(button.full_text.removeprefix(key).strip())


def test_move_from_the_orders_dock_takes_its_destination_from_the_drag(qtbot, window):
    from .token_helpers import drag_token

    open_sample(window)
    battle = window.session.battle
    actor = battle.turn.queue[0]
    dock = window.play.orders
    click_unit(qtbot, dock, actor)
    qtbot.waitUntil(dock.offers.buttons["move"].isVisible)
    button = dock.offers.buttons["move"]
    assert button.isEnabled(), button.toolTip()
    log_before = len(battle.log)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.battle.log) > log_before)
    assert window.play.flow.destination_for(actor) is not None
    start = window.session.battle.units[actor].position
    spot = footprint_of(window.session.battle, actor)
    drag_token(window, (spot.x, spot.y), (spot.x, spot.y - 8.0))
    battle = window.session.battle
    moved = battle.units[actor].position
    assert abs(moved.y - (start.y - 8.0)) < 1.0, (start, moved)
    assert battle.log[-1].message.key != "move.needs_destination"
    assert window.play.flow.destination_for(actor) is None
