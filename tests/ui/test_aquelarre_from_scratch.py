"""A battle of Aquelarre from scratch in the window: the New battle dialog, characters placed
from the archetypes with the roster and clicks on the map, initiative, declarations, an attack
defended and its damage, then saved and reopened."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from campal.core.engine import SetSide
from campal.core.model import AquelarreCharacterStats, RuleSystemId, Side
from campal.ui.dialogs.new_battle import NewBattleDialog

from .play_helpers import click_on_map, press
from .test_aquelarre_play import answer_defences, click_offer, pick


def answer_new_battle(qtbot) -> QTimer:
    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewBattleDialog) and not dialog.property("answered"):
            dialog.setProperty("answered", True)
            dialog.title.setText("Reyerta en la venta")
            dialog.system.setCurrentIndex(dialog.system.findData(RuleSystemId.AQUELARRE.value))
            dialog.width.setValue(60)
            dialog.height.setValue(40)
            dialog.accept()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(fill)
    timer.start()
    return timer


def place(qtbot, window, side: str, template: str, x: float, y: float) -> str:
    roster = window.tokens.roster
    roster.side_box.setCurrentIndex(roster.side_box.findData(side))
    for row in range(roster.templates.count()):
        if roster.templates.item(row).data(Qt.ItemDataRole.UserRole) == template:
            roster.templates.setCurrentRow(row)
    before = set(window.session.battle.characters)
    qtbot.mouseClick(roster.place_button, Qt.MouseButton.LeftButton)
    click_on_map(qtbot, window, x, y)
    qtbot.waitUntil(lambda: len(window.session.battle.characters) == len(before) + 1)
    (new,) = set(window.session.battle.characters) - before
    return new


def test_aquelarre_battle_from_scratch(qtbot, window, tmp_path):
    timer = answer_new_battle(qtbot)
    window.new_battle()
    timer.stop()
    battle = window.session.battle
    assert battle.system is RuleSystemId.AQUELARRE and round(battle.field.size.width / 0.8359) == 60
    # Sides have no dialog of their own yet: the command the roster's side list reads.
    window.session.execute(SetSide(Side(id="side-pjs", name="Viajeros", colour="#2e5c8a")))
    window.session.execute(SetSide(Side(id="side-malos", name="Bandidos", colour="#7a3b00")))
    window.view.fit_field()
    hero = place(qtbot, window, "side-pjs", "guerrero", 20, 16)
    bandit = place(qtbot, window, "side-malos", "bandido", 21.2, 16)
    assert isinstance(window.session.battle.characters[hero].stats, AquelarreCharacterStats)
    press(qtbot, window, Qt.Key.Key_N)  # the battle starts: initiative awaited
    press(qtbot, window, Qt.Key.Key_N)  # everyone rolls
    assert window.session.battle.turn.awaiting is None
    press(qtbot, window, Qt.Key.Key_N)  # declaration
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        if who == hero:
            click_offer(qtbot, window, "melee")
            spot = window.session.battle.characters[bandit].position
            click_on_map(qtbot, window, spot.x, spot.y)
            qtbot.waitUntil(lambda: len(window.session.battle.characters[hero].stats.declared) == 1)
            click_offer(qtbot, window, "shield_parry")
        else:
            click_offer(qtbot, window, "dodge")
            click_offer(qtbot, window, "dodge")
    press(qtbot, window, Qt.Key.Key_N)  # action
    asked: list[str] = []
    while window.session.battle.turn.queue:
        who = window.session.battle.turn.queue[0]
        pick(qtbot, window, who)
        buttons = window.play.characters.offers.buttons
        if "do:0" in buttons and buttons["do:0"].isEnabled():
            click_offer(qtbot, window, "do:0")
            asked += answer_defences(qtbot, window)
        else:
            qtbot.mouseClick(window.play.characters.pass_button, Qt.MouseButton.LeftButton)
    assert asked
    keys = [
        line.get("message", {}).get("key") for entry in window.session.battle.log for line in entry.events
    ]
    # The defence was chosen before the dice; it is rolled only if the attack struck.
    answered = [entry.message.key for entry in window.session.battle.log]
    assert "aquelarre.log.attack" in keys and "aquelarre.log.defence_chosen" in answered
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    saved = tmp_path / "reyerta.campal"
    assert window._save_to(saved)
    played = window.session.battle
    assert window.open_path(saved, ask=False)
    assert window.session.battle == played
