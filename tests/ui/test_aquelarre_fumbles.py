"""Fumbles and corrections from the window: a fumble typed in with manual dice applies the
fumble table's effect; the Dice tray corrects an attack's d100 and the action follows from it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campal.core.engine.rolls import RecordedRoll

from .play_helpers import RollAnswers, press
from .test_aquelarre_play import answer_defences, click_offer, pick, stats
from .test_aquelarre_situational import to_action_step_with_an_attack


def test_a_fumble_typed_in_drops_the_weapon_by_the_fumble_table(qtbot, window):
    """With manual dice, the attack's d100 typed as 00 and the pifia's 1D10 as 5: the table says
    the weapon falls, and the log says so."""
    attacker = to_action_step_with_an_attack(qtbot, window)
    dock = window.play.characters
    while window.session.battle.turn.queue[0] != attacker:
        pick(qtbot, window, window.session.battle.turn.queue[0])
        qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.play.flow.manual
    weapon = stats(window, attacker).drawn[0]
    typing = RollAnswers(qtbot, total=lambda spec: 100 if spec.dice_sizes() == (100,) else 5)
    try:
        pick(qtbot, window, attacker)
        click_offer(qtbot, window, "do:0")
        answer_defences(qtbot, window)
        qtbot.waitUntil(lambda: stats(window, attacker).declared[0].state == "done")
    finally:
        typing.stop()
    fallen = stats(window, attacker)
    assert weapon not in fallen.drawn and weapon in fallen.dropped  # at its feet, to pick up
    keys = [e.get("message", {}).get("key") for e in window.session.battle.log[-1].events]
    assert "aquelarre.log.fumble.drop_weapon" in keys


def test_the_dice_tray_corrects_an_attacks_d100_and_what_follows_from_it(qtbot, window):
    """The attack's d100 corrected to 00 in the Dice tray: the action is made again, now a fumble
    (its 1D10 rolled by the app, the table's effect applied) instead of what the first dice gave;
    one logged override, undone as one."""
    attacker = to_action_step_with_an_attack(qtbot, window)
    dock = window.play.characters
    while window.session.battle.turn.queue[0] != attacker:
        pick(qtbot, window, window.session.battle.turn.queue[0])
        qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    pick(qtbot, window, attacker)
    target = stats(window, attacker).declared[0].targets[0]
    health = stats(window, target).health
    click_offer(qtbot, window, "do:0")
    answer_defences(qtbot, window)
    session = window.session
    last = session.battle.log[-1]
    played = session.battle
    tray = window.play.dice
    tray.show_battle(session.battle)
    row = next(
        i
        for i, r in enumerate(tray.rows)
        if r.seq == last.seq
        and isinstance(r.roll, RecordedRoll)
        and r.roll.spec.dice_sizes() == (100,)
        and r.index == 0
    )
    tray.table.selectRow(row)
    assert tray.correct_button.isEnabled()
    typing = RollAnswers(qtbot, total=lambda spec: 100)
    try:
        qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    finally:
        typing.stop()
    amended = session.battle.log[-1]
    assert amended.gm_decision and amended.events[0]["type"] == "roll.amended"
    attack = next(e for e in amended.events if e.get("kind") == "attack")
    assert attack["faces"] == [100]
    keys = [e.get("message", {}).get("key") for e in amended.events]
    assert "aquelarre.log.fumble" in keys  # the pifia's 1D10, rolled by the app, and its effect
    assert any(k.startswith("aquelarre.log.fumble.") for k in keys if k)
    assert stats(window, target).health == health  # a fumble strikes no one
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert session.battle.log[-1].events[0]["type"] == "roll.amended"
    window.undo_action.trigger()  # back to before the action, as the first undo would have been
    assert len(session.battle.log) == len(played.log) - 1
