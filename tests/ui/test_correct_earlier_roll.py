"""The dice tray corrects any roll of the current round, not only the last action's: the later
actions are made again with their own dice, in one step of Edit ▸ Undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_play_round import give_attack, to_orders


def test_an_earlier_roll_of_the_round_is_corrected_and_what_followed_is_made_again(qtbot, window):
    answers = to_orders(qtbot, window)
    session = window.session
    log_before = len(session.battle.log)
    give_attack(qtbot, window, "unit-lspear")
    qtbot.waitUntil(lambda: len(session.battle.log) >= log_before + 2)
    first_order = session.battle.log[log_before]
    # The other side's order follows: the Lannister order is no longer the last action.
    stark = "unit-sfoot"
    log_mid = len(session.battle.log)
    give_attack(qtbot, window, stark)
    qtbot.waitUntil(lambda: len(session.battle.log) >= log_mid + 2)
    tray = window.play.dice
    tray.show_battle(session.battle)
    row = next(i for i, r in enumerate(tray.rows) if r.seq == first_order.seq)
    tray.table.selectRow(row)
    assert tray.correct_button.isEnabled() and tray.reroll_button.isEnabled()
    later = [e.message.key for e in session.battle.log[first_order.seq + 1 :]]
    answers.total = lambda spec: spec.kept_count * 6  # the order was a sure success after all
    qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    answers.stop()
    battle = session.battle
    amended = battle.log[first_order.seq]
    assert amended.gm_decision and amended.events[0]["type"] == "roll.amended"
    assert [e.message.key for e in battle.log[first_order.seq + 1 :]] == later
    window.undo_action.trigger()  # one step takes the corrected action and what followed back
    assert len(session.battle.log) == first_order.seq
    window.redo_action.trigger()
    assert session.battle == battle
