"""A Mythic Bastionland battle from scratch through the window alone: from the start panel, the
New battle dialog makes the battle and its two sides; knights and a warband are placed from the
roster's templates by clicks on the map; the surprise save typed in as the players rolled it on
camera, the side turns, a grouped attack picked on the map with typed dice, a Gambit, the damage
and the morale save; then Save as and Open, and the same battle is back."""

from PySide6.QtCore import QPointF, Qt

from campal.core.io import load_battle
from campal.core.model import RuleSystemId
from campal.core.model.bastionland import BastionlandCharacterStats
from tests.e2e.from_scratch import save_and_reopen, start_new_battle
from tests.ui.play_helpers import RollAnswers, click_on_map, press


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


def test_a_bastionland_battle_from_scratch(qtbot, empty_window, monkeypatch, tmp_path):
    window = empty_window
    start_new_battle(
        window,
        qtbot,
        "Vado de Harrow",
        RuleSystemId.BASTIONLAND,
        ("La Compañía", "Saqueadores"),
        size=(120, 90),
    )
    battle = window.session.battle
    assert battle.system is RuleSystemId.BASTIONLAND and battle.title == "Vado de Harrow"
    assert [s.name for s in battle.sides.values()] == ["La Compañía", "Saqueadores"]
    company, raiders = battle.sides
    window.view.fit_field()
    window.view.scale(6, 6)
    knight = _place(qtbot, window, company, "knight", 50, 50)
    squire = _place(qtbot, window, company, "squire", 51.6, 50)
    levy = _place(qtbot, window, company, "militia", 50, 70)
    raider = _place(qtbot, window, raiders, "raider", 52.4, 51.6)
    band = _place(qtbot, window, raiders, "mercenaries", 75, 30)
    battle = window.session.battle
    assert battle.units[levy].name and battle.units[band].stats is not None
    assert isinstance(battle.characters[knight].stats, BastionlandCharacterStats)

    press(qtbot, window, Qt.Key.Key_N)  # begin: surprise
    window.selection.set([raider])
    characters = window.play.characters
    characters.raise_()
    assert "surprise" in characters.offers.buttons
    # The players roll on camera (Ctrl+M): the raider's CLA save is typed in the roll dialog.
    press(qtbot, window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    answers = RollAnswers(qtbot, total=lambda spec: 15)
    qtbot.mouseClick(characters.offers.buttons["surprise"], Qt.MouseButton.LeftButton)
    answers.stop()
    assert len(answers.shown) == 1 and "1D20 ≤" in answers.shown[0][1]
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
    played = window.session.battle
    save_and_reopen(window, monkeypatch, path)
    assert load_battle(path).battle == played
    assert dock.prompt_label.text()  # the reopened battle goes on where it stood
