"""A Mythic Bastionland battle from scratch through the window: a new battle, two sides, knights
and a warband placed from the roster's templates by clicks on the map, the surprise save, the
side turns, a grouped attack picked on the map with typed dice, a Gambit, the damage and the
morale save; then save, reopen, and the same battle is back."""

from PySide6.QtCore import QPointF, Qt

from campal.core.engine import SetSide
from campal.core.io import load_battle
from campal.core.model import Side
from campal.core.model.bastionland import BastionlandCharacterStats
from campal.ui.dialogs.new_battle import NewBattleDialog
from tests.ui.play_helpers import click_on_map, press

COMPANY, RAIDERS = "side-company", "side-raiders"


def _new_bastionland_battle(window, monkeypatch) -> None:
    def fill(dialog: NewBattleDialog) -> bool:
        dialog.title.setText("Vado de Harrow")
        dialog.system.setCurrentIndex(dialog.system.findData("bastionland"))
        dialog.width.setValue(120)
        dialog.height.setValue(90)
        return True

    monkeypatch.setattr(NewBattleDialog, "exec", fill)
    window.new_battle()
    for side in (
        Side(id=COMPANY, name="La Compañía", colour="#2a5db0"),
        Side(id=RAIDERS, name="Saqueadores"),
    ):
        assert window.session.execute(SetSide(side))


def _place(qtbot, window, side: str, template: str, x: float, y: float) -> str:
    roster = window.tokens.roster
    roster.side_box.setCurrentIndex(roster.side_box.findData(side))
    for row in range(roster.templates.count()):
        if roster.templates.item(row).data(Qt.ItemDataRole.UserRole) == template:
            roster.templates.setCurrentRow(row)
    before = {*window.session.battle.units, *window.session.battle.characters}
    window.tokens.place_action.trigger()
    view = window.view
    view.centerOn(QPointF(x, y))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(x, y)))
    press(qtbot, window, Qt.Key.Key_Escape)
    (placed,) = {*window.session.battle.units, *window.session.battle.characters} - before
    return placed


def test_a_bastionland_battle_from_scratch(qtbot, window, monkeypatch, tmp_path):
    _new_bastionland_battle(window, monkeypatch)
    window.view.fit_field()
    window.view.scale(6, 6)
    knight = _place(qtbot, window, COMPANY, "knight", 50, 50)
    squire = _place(qtbot, window, COMPANY, "squire", 51.6, 50)
    levy = _place(qtbot, window, COMPANY, "militia", 50, 70)
    raider = _place(qtbot, window, RAIDERS, "raider", 52.4, 51.6)
    band = _place(qtbot, window, RAIDERS, "mercenaries", 75, 30)
    battle = window.session.battle
    assert battle.units[levy].name and battle.units[band].stats is not None
    assert isinstance(battle.characters[knight].stats, BastionlandCharacterStats)

    press(qtbot, window, Qt.Key.Key_N)  # begin: surprise
    window.selection.set([raider])
    characters = window.play.characters
    characters.raise_()
    assert "surprise" in characters.offers.buttons
    window.play.flow.session.engine.context.dice = _dice(15)  # the raider's CLA save fails
    qtbot.mouseClick(characters.offers.buttons["surprise"], Qt.MouseButton.LeftButton)
    raider_stats = window.session.battle.characters[raider].stats
    assert raider_stats.surprised and raider_stats.exposed

    press(qtbot, window, Qt.Key.Key_N)  # round 1: the company's turns first
    turn = window.session.battle.turn
    assert turn.step == "turns" and turn.actor == levy
    window.selection.clear()
    press(qtbot, window, Qt.Key.Key_P, Qt.KeyboardModifier.ShiftModifier)  # the levy waits
    assert window.session.battle.turn.actor == knight

    dock = window.play.attack
    dock.raise_()
    target = window.session.battle.characters[raider].position
    click_on_map(qtbot, window, target.x, target.y)
    assert dock.target_combo.currentData() == raider
    assert dock.joining() == (squire,)
    qtbot.keyClicks(dock.dice_edit, "5 2 3 6 1")  # longsword 2d8, shield d4; the squire's 2d6
    qtbot.mouseClick(dock.throw_button, Qt.MouseButton.LeftButton)
    die = dock.reactions.choices[(knight, "die.3")]
    die.setCurrentIndex(die.findData("bolster"))
    qtbot.mouseClick(dock.reactions.buttons[(knight, "resolve")], Qt.MouseButton.LeftButton)
    hurt = window.session.battle.characters[raider].stats
    # Exposed by the surprise: Guard counts 0, so 5 + 1 − 1 = 5 comes straight off VIG 9.
    assert (hurt.guard, hurt.vigour, hurt.wounded) == (2, 4, True)
    qtbot.keyClicks(dock.reactions.saves_edit, "3")
    qtbot.mouseClick(dock.reactions.buttons[(raider, "morale")], Qt.MouseButton.LeftButton)
    assert window.session.battle.characters[raider].stats.morale.value == "steady"

    path = tmp_path / "vado.campal"
    assert window._save_to(path)
    played = window.session.battle
    assert load_battle(path).battle == played
    assert window.open_path(path, ask=False)
    assert window.session.battle == played
    assert dock.prompt_label.text()  # the reopened battle goes on where it stood


def _dice(*faces: int):
    from campal.core.dice import ScriptedDice

    return ScriptedDice(list(faces))
