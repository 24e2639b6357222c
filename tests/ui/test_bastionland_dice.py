"""Bastionland's rolls in the window: manual dice (Ctrl+M) ask for a d20 save in the roll
dialog, and the dice tray corrects a save or an attack's dice of the round, the consequences
made again."""

from PySide6.QtCore import Qt, QTimer

from campal.core.dice import ScriptedDice
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Point
from campal.core.rules.bastionland.pending import open_attacks
from tests.core.bastionland.field import skirmish

from .play_helpers import RollAnswers, click_on_map, press
from .test_bastionland_attack import _stats, _to_sir_bors


def _tray_row(window, ability: str) -> int:
    tray = window.play.dice
    tray.show_battle(window.session.battle)
    return next(i for i, row in enumerate(tray.rows) if row.roll.spec.ability == ability)


def _correct(qtbot, window, row: int, total: int) -> None:
    tray = window.play.dice
    tray.table.selectRow(row)
    assert tray.correct_button.isEnabled()
    answers = RollAnswers(qtbot, total=lambda spec: total)
    qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    answers.stop()


def test_manual_dice_ask_for_the_surprise_save_and_the_tray_corrects_it(qtbot, window):
    window.session.replace(LoadedBattle(skirmish(), AssetStore()), None)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # manual dice
    press(qtbot, window, Qt.Key.Key_N)  # begin: the surprise step
    window.selection.set(["char-grim"])
    characters = window.play.characters
    characters.raise_()
    clarity = _stats(window, "char-grim").clarity
    answers = RollAnswers(qtbot, total=lambda spec: 15)
    qtbot.mouseClick(characters.offers.buttons["surprise"], Qt.MouseButton.LeftButton)
    answers.stop()
    assert len(answers.shown) == 1 and f"1D20 ≤ {clarity}" in answers.shown[0][1]
    assert "Claridad" in answers.shown[0][0] or "Clarity" in answers.shown[0][0]
    assert _stats(window, "char-grim").surprised
    tray = window.play.dice
    row = _tray_row(window, "bastionland.save.clarity")
    assert tray.table.item(row, 5).text() == "15" and tray.table.item(row, 8).text() in ("typed", "tecleada")
    _correct(qtbot, window, row, 3)
    assert not _stats(window, "char-grim").surprised
    last = window.session.battle.log[-1]
    assert last.gm_decision and last.events[0]["type"] == "roll.amended"
    window.session.undo_stack.undo()  # the corrected save goes back as one step of Edit ▸ Undo
    assert not any(e.gm_decision for e in window.session.battle.log)


def test_the_tray_corrects_the_attack_dice_and_the_damage_follows(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    qtbot.keyClicks(dock.dice_edit, "8 3 4 6 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    bolster = dock.reactions.choices[("char-sir", "die.3")]
    bolster.setCurrentIndex(bolster.findData("bolster"))
    qtbot.mouseClick(dock.reactions.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    assert not open_attacks(window.session.battle)
    assert _stats(window, "char-grim").mortal_wound
    # The players read the longsword wrong: it showed 2, not 8. Then 4 + 1 − 1 = 4: Guard 2, 2 off VIG.
    row = _tray_row(window, "bastionland.attack")
    tray = window.play.dice
    tray.table.selectRow(row)
    answers = RollAnswers(qtbot, total=lambda spec: "2 3 4 6 1")
    qtbot.mouseClick(tray.correct_button, Qt.MouseButton.LeftButton)
    answers.stop()
    after = _stats(window, "char-grim")
    assert (after.guard, after.vigour, after.mortal_wound) == (0, 7, False)
    assert any(e.message.key == "undo.amend_roll" or e.gm_decision for e in window.session.battle.log)


def test_a_move_gambit_goes_where_the_gm_clicks_and_a_repel_the_way_pointed(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    qtbot.keyClicks(dock.dice_edit, "8 3 4 6 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    choices = dock.reactions.choices
    repel = choices[("char-sir", "die.0")]  # the longsword's 8: a Strong Repel, no save
    repel.setCurrentIndex(repel.findData("repel:no_save"))
    move = choices[("char-sir", "die.2")]  # the shield's 4: Sir Bors Moves
    move.setCurrentIndex(move.findData("move"))
    qtbot.mouseClick(dock.reactions.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    assert open_attacks(window.session.battle)  # nothing runs before the points are picked
    picker = dock.points
    assert picker.picking is not None and window.view.tool is picker.picking
    assert "3 m" in window.statusBar().currentMessage()
    click_on_map(qtbot, window, grim.x, grim.y + 10.0)  # the Repel first, the way pointed: south
    assert picker.picking is not None  # now where Sir Bors Moves
    click_on_map(qtbot, window, 45.0, 50.0)  # 5 m away: Sir Bors goes the Gambit's 3 m that way
    assert picker.picking is None and not open_attacks(window.session.battle)
    battle = window.session.battle
    sir, pushed = battle.characters["char-sir"].position, battle.characters["char-grim"].position
    # A click lands on a whole pixel: within half a pixel of the point aimed at, at the view's zoom.
    near = 0.5 / window.view.scale_factor() + 0.01
    assert abs(sir.x - 47.0) < near and abs(sir.y - 50.0) < near
    assert abs(pushed.x - grim.x) < near and abs(pushed.y - (grim.y + 3.0)) < near
    lines = [e["message"] for e in battle.log[-1].events if e["type"] == "bastionland.gambit"]
    moved = [
        (m["params"]["actor"], m["params"]["metres"]) for m in lines if m["key"] == "bastionland.gambit_moved"
    ]
    assert moved == [("Grim", 3.0), ("Sir Bors", 3.0)]
    window.session.undo_stack.undo()  # one step: the resolution with its Move and its push
    assert window.session.battle.characters["char-sir"].position == Point(x=50.0, y=50.0)
    assert open_attacks(window.session.battle)


def test_esc_leaves_a_repel_straight_back_and_gives_a_move_up(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    qtbot.keyClicks(dock.dice_edit, "8 3 4 6 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    move = dock.reactions.choices[("char-sir", "die.2")]
    move.setCurrentIndex(move.findData("move"))
    qtbot.mouseClick(dock.reactions.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # the Move given up: the attack stays open
    assert dock.points.picking is None and open_attacks(window.session.battle)
    move.setCurrentIndex(move.findData(""))
    repel = dock.reactions.choices[("char-sir", "die.0")]
    repel.setCurrentIndex(repel.findData("repel:no_save"))
    qtbot.mouseClick(dock.reactions.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # straight back from Sir Bors
    assert not open_attacks(window.session.battle)
    pushed = window.session.battle.characters["char-grim"].position
    assert pushed.x > grim.x and pushed.y > grim.y


def test_a_group_that_lost_half_its_members_is_asked_for_morale_in_the_dock(qtbot, window):
    from tests.core.bastionland.test_group_morale import _raiders

    window.session.replace(LoadedBattle(_raiders(commander="char-seer"), AssetStore()), None)
    window.view.fit_field()
    window.view.scale(12, 12)
    dock = window.play.attack
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_N)
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # the levy passes
    dock.raise_()
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    dock.allies_list.item(0).setCheckState(Qt.CheckState.Unchecked)  # Sir Bors alone
    qtbot.keyClicks(dock.dice_edit, "6 1 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dock.reactions.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    assert _stats(window, "char-grim").slain
    assert "Saqueadores" in dock.prompt_label.text() or "Raiders" in dock.prompt_label.text()
    button = dock.reactions.buttons[("char-seer", "group_morale")]
    assert button.isEnabled() and button.isVisible()
    qtbot.keyClicks(dock.reactions.saves_edit, "20")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert _stats(window, "char-seer").morale.value == "fled"
    assert window.session.battle.turn.awaiting is None


def test_a_bloodless_bout_from_the_builder_leaves_no_scar(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    dock.allies_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    qtbot.mouseClick(dock.bloodless_box, Qt.MouseButton.LeftButton)
    assert "bloodless" in dock.flags()
    qtbot.keyClicks(dock.dice_edit, "3 1 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    assert open_attacks(window.session.battle)[0].bloodless and not dock.bloodless_box.isChecked()
    qtbot.mouseClick(dock.reactions.buttons[("char-sir", "resolve")], Qt.MouseButton.LeftButton)
    after = _stats(window, "char-grim")
    assert after.guard == 0 and after.scars == ()  # 3 − 1 = 2: Guard 2 to exactly 0, no Scar


def test_an_npcs_reaction_roll_from_the_characters_dock(qtbot, window):
    window.session.replace(LoadedBattle(skirmish(), AssetStore()), None)
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # manual dice
    press(qtbot, window, Qt.Key.Key_N)
    characters = window.play.characters
    characters.raise_()
    window.selection.set(["char-sir"])
    assert not characters.offers.buttons["reaction"].isEnabled()  # a player character decides
    window.selection.set(["char-seer"])
    answers = RollAnswers(qtbot, total=lambda spec: 19)
    qtbot.mouseClick(characters.offers.buttons["reaction"], Qt.MouseButton.LeftButton)
    answers.stop()
    assert len(answers.shown) == 1 and ("Espíritu" in answers.shown[0][0] or "Spirit" in answers.shown[0][0])
    last = window.session.battle.log[-1]
    assert last.message.key == "bastionland.reaction_save"
    assert last.message.params["outcome"] == "bastionland.unfavourable"  # 19 over the Seer's SPI


def test_a_remedy_from_the_attack_dock(qtbot, window):
    battle = skirmish()
    sir = battle.characters["char-sir"]
    weak = sir.model_copy(update={"stats": sir.stats.model_copy(update={"spirit": 0})})
    battle = battle.model_copy(update={"characters": {**battle.characters, "char-sir": weak}})
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    dock = window.play.attack
    dock.raise_()

    def answer():
        dialog = dock.remedy_dialog
        assert dialog is not None
        dialog.side_box.setCurrentIndex(dialog.side_box.findData("side-company"))
        dialog.virtue_box.setCurrentIndex(dialog.virtue_box.findData("spirit"))
        assert dialog.value_spin.value() == 10
        dialog.value_spin.setValue(12)
        dialog.accept()

    QTimer.singleShot(50, answer)
    qtbot.mouseClick(dock.remedy_button, Qt.MouseButton.LeftButton)
    assert _stats(window, "char-sir").spirit == 12
    assert window.session.battle.log[-1].message.key == "bastionland.remedy.spirit"


def test_a_move_gambit_chosen_in_the_characters_dock_also_asks_where(qtbot, window):
    from PySide6.QtWidgets import QApplication

    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    dock.allies_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    qtbot.keyClicks(dock.dice_edit, "8 3 4")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    characters = window.play.characters
    characters.raise_()
    assert "die.2" in characters.answers.buttons  # the Gambits answered here too

    def pick_move():
        menu = QApplication.activePopupWidget()
        if menu is None:
            return
        for action in menu.actions():
            if action.text() in ("Move", "Mover"):
                action.trigger()
                menu.close()
                timer.stop()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(pick_move)
    timer.start()
    qtbot.mouseClick(characters.answers.buttons["die.2"], Qt.MouseButton.LeftButton)
    timer.stop()
    assert window.play.attack.points.picking is not None
    click_on_map(qtbot, window, 50.0, 47.0)  # 3 m up the map
    sir = window.session.battle.characters["char-sir"].position
    assert abs(sir.y - 47.0) < 0.05 and not open_attacks(window.session.battle)


def test_the_tray_rerolls_attack_dice_typed_in_the_builder(qtbot, window):
    dock = _to_sir_bors(qtbot, window)
    grim = window.session.battle.characters["char-grim"].position
    click_on_map(qtbot, window, grim.x, grim.y)
    dock.allies_list.item(0).setCheckState(Qt.CheckState.Unchecked)
    qtbot.keyClicks(dock.dice_edit, "1 1 1")
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    window.session.engine.context.dice = ScriptedDice([8, 7, 4])
    tray = window.play.dice
    tray.table.selectRow(_tray_row(window, "bastionland.attack"))
    qtbot.mouseClick(tray.reroll_button, Qt.MouseButton.LeftButton)
    assert open_attacks(window.session.battle)[0].pool.faces == (8, 7, 4)
    note = window.session.battle.log[-1].events[0]
    assert note["type"] == "roll.amended" and note["message"]["key"] == "roll.rerolled"
