"""Round ▸ Step actions: the step's own controls from the window (the light and weather, the
hide roll picked on the map, a character's capture), and N in a character step logs who did not
act instead of skipping them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from campal.core.engine import NextStep, StartBattle
from campal.core.model import CharacterState, Light

from .play_helpers import RollAnswers, click_on_map, open_sample, press
from .test_second_picks import MenuAnswer


def _steps_menu(window) -> QMenu:
    menu = window.findChild(QMenu, "step-actions")
    assert menu is not None
    menu.aboutToShow.emit()
    return menu


def _trigger(window, name: str) -> None:
    menu = _steps_menu(window)
    action = next((a for a in menu.actions() if a.objectName() == name), None)
    assert action is not None, [a.objectName() for a in menu.actions()]
    assert action.isEnabled(), action.toolTip()
    action.trigger()


def test_light_and_weather_are_set_from_the_step_actions(qtbot, window):
    window.session.execute(StartBattle())
    answer = MenuAnswer()
    _trigger(window, "step-set_conditions-")
    answer.stop()
    conditions = window.session.battle.field.conditions
    assert answer.seen and conditions.light is Light.DAYLIGHT  # the first entry: daylight, clear
    assert window.session.battle.log[-1].message.key == "field.conditions"


def test_the_hide_roll_at_deployment_picks_its_unit_on_the_map(qtbot, window):
    session = window.session
    session.execute(StartBattle())
    session.execute(NextStep())
    assert session.battle.turn.step == "deployment"
    unit = next(u for u in session.battle.units.values() if u.side == next(iter(session.battle.sides)))
    answers = RollAnswers(qtbot)
    _trigger(window, f"step-hide_unit-{unit.side}")
    assert unit.id in window.view.tool.valid
    click_on_map(qtbot, window, unit.position.x, unit.position.y)
    qtbot.waitUntil(lambda: session.battle.log[-1].message.key in ("deploy.hidden", "deploy.spotted"))
    answers.stop()


def test_a_character_is_captured_from_the_step_actions(qtbot, window):
    open_sample(window)
    answer = MenuAnswer()
    _trigger(window, "step-capture_character-")
    answer.stop()
    captured = [
        c for c in window.session.battle.characters.values() if c.stats.state is CharacterState.CAPTURED
    ]
    assert len(captured) == 1
    assert window.session.battle.log[-1].message.key == "character.captured"


def test_next_step_in_a_character_step_logs_those_who_did_not_act(qtbot, window):
    open_sample(window)
    press(qtbot, window, Qt.Key.Key_N)  # initiative
    press(qtbot, window, Qt.Key.Key_N)  # siege
    press(qtbot, window, Qt.Key.Key_N)  # first actions
    battle = window.session.battle
    assert battle.turn.step == "first_actions"
    waiting = [who for who in battle.turn.queue if who in battle.characters]
    assert waiting
    log_before = len(battle.log)
    press(qtbot, window, Qt.Key.Key_N)
    battle = window.session.battle
    assert battle.turn.step == "orders"
    passed = [e for e in battle.log[log_before:] if e.message.key == "phase.passed"]
    assert len(passed) == len(waiting)
    window.undo_action.trigger()  # one step of undo takes the passes and the step back
    assert window.session.battle.turn.step == "first_actions"


def test_parley_terms_are_typed_in_from_the_step_actions(qtbot, window):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QInputDialog

    session = window.session
    session.execute(StartBattle())
    session.execute(NextStep())
    session.execute(NextStep())
    assert session.battle.turn.step == "parley"
    side = next(iter(session.battle.sides))
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QInputDialog):
            seen.append(dialog.labelText())
            dialog.setTextValue("Rendid el vado y conservaréis las armas")
            dialog.accept()
        else:
            QTimer.singleShot(20, answer)

    QTimer.singleShot(20, answer)
    _trigger(window, f"step-parley-{side}")
    assert seen and "character" not in seen[0]
    last = session.battle.log[-1]
    assert last.message.key == "parley.terms" and "vado" in last.message.params["terms"]


def test_the_step_actions_button_is_on_the_bar_of_a_narrow_window_and_opens_its_menu(qtbot, window):
    from PySide6.QtWidgets import QApplication, QToolButton

    open_sample(window)
    window.resize(1280, 720)
    qtbot.waitUntil(lambda: window.width() <= 1280)
    bar = window.play.phase_bar
    button = bar.findChild(QToolButton, "step-actions-button")
    assert button is not None and button.isVisible()  # not folded into the bar's »
    assert bar.rect().contains(button.geometry())
    opened = []

    def look() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu) and menu.actions():
            opened.append([a.objectName() for a in menu.actions()])
            menu.close()

    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(opened))
    timer.stop()
    assert "step-assign_commander-side-lannister" in opened[0] and "step-fell_character-" in opened[0]


def test_a_battle_not_started_shows_no_empty_texts_between_separators_in_the_phase_bar(window):
    from itertools import pairwise

    from campal.core.io import LoadedBattle
    from campal.core.model import AssetStore, Battle

    bar = window.play.phase_bar
    action_of = {bar.widgetForAction(a): a for a in bar.actions() if bar.widgetForAction(a) is not None}
    steps, who = action_of[bar.steps_label], action_of[bar.who_label]
    window.session.replace(LoadedBattle(Battle(), AssetStore()), None)
    assert not steps.isVisible() and not who.isVisible()
    shown = [a for a in bar.actions() if a.isVisible()]
    assert not any(a.isSeparator() and b.isSeparator() for a, b in pairwise(shown))
    window.play.flow.advance()  # the battle begins: its steps and who has the initiative
    assert steps.isVisible() and bar.steps_label.text()
    assert who.isVisible() and bar.who_label.text()
