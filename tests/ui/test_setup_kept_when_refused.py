"""The GM's set-up for an attack — typed dice, the builder's boxes, Aquelarre's situational
ticks — stays while the engine refuses the attack and is cleared only once it is carried out."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from campal.core.engine import CommandRefused
from campal.core.model import msg
from campal.core.rules.bastionland.pending import open_attacks
from campal.ui.messages import tr_message

from .play_helpers import click_on_map
from .test_aquelarre_play import answer_defences, click_offer, pick, stats
from .test_aquelarre_situational import to_action_step_with_an_attack
from .test_bastionland_attack import _to_sir_bors


def _grim_picked(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    assert dock.target_combo.currentData() == "char-grim"
    return dock


def test_a_refused_attack_keeps_its_dice_and_boxes(qtbot, window):
    dock = _grim_picked(qtbot, window)
    refusals = []
    window.session.refused.connect(refusals.append)
    qtbot.mouseClick(dock.mount_box, Qt.MouseButton.LeftButton, pos=QPoint(8, dock.mount_box.height() // 2))
    qtbot.mouseClick(dock.smite_box, Qt.MouseButton.LeftButton, pos=QPoint(8, dock.smite_box.height() // 2))
    dock.advantage_spin.setFocus()
    qtbot.keyClick(dock.advantage_spin, Qt.Key.Key_Up)
    qtbot.keyClicks(dock.dice_edit, "8 3 4 6 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    assert [r.key for r in refusals] == ["bastionland.no_mount"]  # Grim rides no mount
    assert "Grim" in window.statusBar().currentMessage()  # the refusal is told as before
    assert not open_attacks(window.session.battle)
    assert dock.dice_edit.text() == "8 3 4 6 1"
    assert dock.mount_box.isChecked() and dock.smite_box.isChecked()
    assert dock.advantage_spin.value() == 1
    # The GM mends the wrong box, but Smite and the Advantage add two dice to the five typed.
    qtbot.mouseClick(dock.mount_box, Qt.MouseButton.LeftButton, pos=QPoint(8, dock.mount_box.height() // 2))
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    assert refusals[-1].key == "dice.wrong_count" and not open_attacks(window.session.battle)
    assert dock.dice_edit.text() == "8 3 4 6 1" and dock.smite_box.isChecked()
    dock.dice_edit.setFocus()
    qtbot.keyClick(dock.dice_edit, Qt.Key.Key_End)
    qtbot.keyClicks(dock.dice_edit, " 1 1")  # the d12 and the d8
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    attack = open_attacks(window.session.battle)[0]
    assert attack.pool.faces[:2] == (8, 3)
    assert dock.dice_edit.text() == ""
    assert not any(
        box.isChecked()
        for box in (dock.charge_box, dock.smite_box, dock.blast_box, dock.duel_box, dock.mount_box)
    )
    assert dock.advantage_spin.value() == 0


def test_ticks_stay_when_the_engine_refuses_the_attack(qtbot, window, monkeypatch):
    attacker = to_action_step_with_an_attack(qtbot, window)
    dock = window.play.characters
    while window.session.battle.turn.queue[0] != attacker:
        pick(qtbot, window, window.session.battle.turn.queue[0])
        qtbot.mouseClick(dock.pass_button, Qt.MouseButton.LeftButton)
    pick(qtbot, window, attacker)
    box = dock.ticks.boxes["fleeing_target"]
    qtbot.waitUntil(box.isVisible)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    engine = window.session.engine
    carry_out = engine.execute
    refusal = msg("aquelarre.refuse.out_of_range", varas=12)

    def refuse_once(command):
        monkeypatch.setattr(engine, "execute", carry_out)
        raise CommandRefused(refusal)  # as the engine refuses an attack it will not carry out

    monkeypatch.setattr(engine, "execute", refuse_once)
    before = len(window.session.battle.log)
    click_offer(qtbot, window, "do:0")
    assert len(window.session.battle.log) == before
    assert window.statusBar().currentMessage() == tr_message(refusal)
    assert dock.ticks.boxes["fleeing_target"].isChecked()
    click_offer(qtbot, window, "do:0")
    assert stats(window, attacker).declared[0].situational == ("fleeing_target",)
    answer_defences(qtbot, window)
    assert not any(b.isChecked() for b in dock.ticks.boxes.values())
