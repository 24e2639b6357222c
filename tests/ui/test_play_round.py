"""A whole round of orders given from the dock with the players' dice typed in: keys for the
steps, clicks for units, orders and targets; the difficulty shown is the engine's; the log gains
its lines; undo puts the dock and the document back."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from campal.core.movement import footprint_of
from campal.core.report import render_breakdown
from campal.core.rules import system_of
from campal.core.rules.sifrp.difficulty import order_difficulty
from campal.ui.i18n import current_language
from campal.ui.play.roll_dialog import RollDialog

from .play_helpers import RollAnswers, click_on_map, click_unit, open_sample, press


def to_orders(qtbot, window) -> RollAnswers:
    open_sample(window)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # manual dice
    assert window.play.flow.manual and window.play.dice.manual_box.isChecked()
    # Lannister types a high initiative, Stark a low one.
    answers = RollAnswers(qtbot, per_die=[5, 1])
    press(qtbot, window, Qt.Key.Key_N)  # the initiative rolls, typed
    answers.stop()
    battle = window.session.battle
    assert len(answers.shown) == 2, answers.shown
    assert battle.turn.order == ("side-lannister", "side-stark")
    for _ in range(3):  # siege engines, first actions, orders
        press(qtbot, window, Qt.Key.Key_N)
    assert window.session.battle.turn.step == "orders"
    return RollAnswers(qtbot)


def give_attack(qtbot, window, unit_id: str) -> str:
    dock = window.play.orders
    click_unit(qtbot, dock, unit_id)
    assert dock.unit_id == unit_id
    button = dock.offers.buttons["attack"]
    assert button.isEnabled(), button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    tool = window.view.tool
    target = tool.valid[0]
    print_ = footprint_of(window.session.battle, target)
    click_on_map(qtbot, window, print_.x, print_.y)
    return target


def test_the_difficulty_shown_is_the_engines_and_an_order_runs_from_the_dock(qtbot, window):
    answers = to_orders(qtbot, window)
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    battle = window.session.battle
    expected = render_breakdown(
        order_difficulty(battle, battle.units["unit-lspear"], "attack"), current_language()
    )
    assert expected in dock.difficulty_label.text()
    before = window.session.battle
    log_before = len(before.log)
    target = give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    answers.stop()
    battle = window.session.battle
    keys = [entry.message.key for entry in battle.log[log_before:]]
    assert keys == ["order.issued", "order.carried_out"]
    assert any(e.get("type") == "sifrp.attack" and e.get("target") == target for e in battle.log[-1].events)
    # The dialog showed the pool: Tywin's Warfare 4 and Command 1 against the difficulty.
    _title, pool = answers.shown[0]
    assert (
        pool.startswith("4D +1B")
        and str(order_difficulty(before, before.units["unit-lspear"], "attack").total) in pool
    )
    assert battle.log[log_before].events[0]["roll"]["manual"] is True
    row = dock.row_of("unit-lspear")
    orders = (
        dock.table.columnCount()
        - len(system_of(battle).unit_columns())
        + system_of(battle).unit_columns().index("column.sifrp.orders")
    )
    assert dock.table.item(row, orders).text() == "1"
    assert "●●●○" in dock.issuers_box.itemAt(0).layout().itemAt(1).widget().text()
    # Undo twice (the effect, then the order): the document and the dock are as before.
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.battle == before
    assert dock.table.item(row, orders).text() == "0"
    assert "●●●●" in dock.issuers_box.itemAt(0).layout().itemAt(1).widget().text()
    assert window.play.log.list.count() == len(before.log)


def test_a_whole_round_of_orders_from_the_dock(qtbot, window):
    answers = to_orders(qtbot, window)
    given = {"side-lannister": 0, "side-stark": 0}
    for _ in range(20):
        turn = window.session.battle.turn
        if turn.step != "orders" or not turn.queue:
            break
        side = turn.queue[0]
        battle = window.session.battle
        ready = [
            u.id
            for u in battle.units.values()
            if u.side == side and not u.hidden and not u.stats.orders_this_round
        ]
        done = False
        for unit_id in ready:
            click_unit(qtbot, window.play.orders, unit_id)
            if window.play.orders.offers.buttons["attack"].isEnabled():
                log_size = len(window.session.battle.log)
                give_attack(qtbot, window, unit_id)
                qtbot.waitUntil(lambda n=log_size: len(window.session.battle.log) > n)
                given[side] += 1
                done = True
                break
        if not done:
            press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)
    answers.stop()
    assert given["side-lannister"] >= 3 and given["side-stark"] >= 2
    press(qtbot, window, Qt.Key.Key_N)
    battle = window.session.battle
    assert battle.turn.step in ("second_actions", "standing_orders")
    round_entries = [e for e in battle.log if e.round == 3]
    issued = [e for e in round_entries if e.message.key == "order.issued"]
    assert len(issued) == sum(given.values())
    assert all(e.events[0]["roll"]["manual"] for e in issued)
    # The log dock shows the round's orders in prose, and a click selects the unit.
    log = window.play.log
    log.round_box.setCurrentIndex(log.round_box.findData(3))
    log.refresh()
    texts = [log.list.item(i).text() for i in range(log.list.count())]
    assert sum("Warfare" in t or "Guerra" in t for t in texts) >= len(issued)
    carried = {e.seq for e in battle.log if e.message.key == "order.carried_out"}
    items = [log.list.item(i) for i in range(log.list.count())]
    item = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) in carried)
    where = log.list.visualItemRect(item).center()
    qtbot.mouseClick(log.list.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert window.selection.ids and window.selection.ids[0] in battle.units


def test_a_roll_corrected_in_the_dice_tray_is_a_logged_gm_decision(qtbot, window):
    answers = to_orders(qtbot, window)
    log_before = len(window.session.battle.log)
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    tray = window.play.dice
    tray.show_battle(window.session.battle)
    tray.table.selectRow(0)  # the attack roll, the latest
    assert tray.correct_button.isEnabled() and tray.reroll_button.isEnabled()
    old = tray.rows[0].roll.total
    answers.total = lambda spec: spec.kept_count  # the players' dice were all ones
    qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    answers.stop()
    last = window.session.battle.log[-1]
    assert last.gm_decision and last.events[0]["type"] == "roll.amended"
    assert last.events[0]["message"]["params"]["old"] == old
    assert tray.rows[0].roll.total != old or old == tray.rows[0].roll.spec.kept_count


def test_the_map_selection_picks_the_row_and_the_row_picks_the_map(qtbot, window):
    open_sample(window)
    window.selection.set(["unit-sfoot"])
    dock = window.play.orders
    assert dock.table.currentRow() == dock.row_of("unit-sfoot") or dock.table.selectionModel().selectedRows()[
        0
    ].row() == dock.row_of("unit-sfoot")
    click_unit(qtbot, dock, "unit-lbow")
    assert window.selection.ids == ("unit-lbow",)


def test_an_order_can_spend_a_point_of_destino_from_the_dock(qtbot, window):
    answers = to_orders(qtbot, window)
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    assert dock.destiny.isVisible() and dock.destiny.isEnabled()
    before = window.session.battle.characters["char-tywin"].stats.destiny
    dock.destiny.setChecked(True)
    log_before = len(window.session.battle.log)
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(window.session.battle.log) >= log_before + 2)
    answers.stop()
    battle = window.session.battle
    assert battle.characters["char-tywin"].stats.destiny == before - 1
    spent = [
        e for e in battle.log[log_before].events if e.get("message", {}).get("key") == "order.destiny_spent"
    ]
    assert spent
    assert not dock.destiny.isChecked()  # one order only


def test_a_destino_point_stays_ticked_while_its_order_is_not_carried_out(qtbot, window):
    answers = to_orders(qtbot, window)
    answers.stop()
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    dock.destiny.setChecked(True)
    before = len(window.session.battle.log)

    def give_up_the_roll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, RollDialog):
            escape.stop()
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # the players' dice are not typed after all

    escape = QTimer()
    escape.setInterval(20)
    escape.timeout.connect(give_up_the_roll)
    escape.start()
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: not escape.isActive())
    assert len(window.session.battle.log) == before, "nothing carried out"
    assert dock.destiny.isChecked(), "the point waits for the order it was ticked for"


def test_a_movement_order_takes_its_destination_from_the_measured_drag(qtbot, window):
    from .token_helpers import drag_token

    answers = to_orders(qtbot, window)
    dock = window.play.orders
    click_unit(qtbot, dock, "unit-lspear")
    button = dock.offers.buttons["move"]
    assert button.isEnabled(), button.toolTip()
    log_before = len(window.session.battle.log)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.session.battle.log) > log_before)
    answers.stop()
    battle = window.session.battle
    assert battle.log[-1].message.key == "order.issued"
    assert window.play.flow.destination_for("unit-lspear") is not None
    start = battle.units["unit-lspear"].position
    # Grabbed by its left end: its own levy stands close on its right in the sample.
    grab = (start.x - 12.0, start.y)
    end = (grab[0], start.y - 25.0)  # within the 40 m an ordered move allows
    drag_token(window, grab, end)
    battle = window.session.battle
    assert battle.log[-1].message.key == "order.carried_out"
    moved = battle.units["unit-lspear"].position
    assert moved.y < start.y - 10
    assert window.play.flow.destination_for("unit-lspear") is None
    assert not any(entry.message.key == "move.moved" for entry in battle.log[log_before:])
