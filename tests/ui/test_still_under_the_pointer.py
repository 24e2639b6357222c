"""Nothing moves under the GM's pointer: the difficulty hint under the order buttons, the action
grid of a character's step and the phase bar keep their places and heights whatever they show."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication, QLabel

from campal.core.rules.play import Extra, TargetKind
from campal.ui.widgets.elided_label import ElidedLabel

from .play_helpers import open_sample

SAMPLES = files("campal.resources") / "samples"


def _open(window, name: str) -> None:
    with as_file(SAMPLES / name) as path:
        assert window.open_path(path, ask=False)


def _app_rolls(window) -> None:
    window.play.flow.ask_roll = lambda spec, title: None


def _until_step(qtbot, window, step: str, most: int = 12) -> None:
    _app_rolls(window)
    for _ in range(most):
        turn = window.session.battle.turn
        if turn is not None and turn.step == step:
            return
        window.play.flow.advance()
    raise AssertionError(f"never reached {step}")


def _hover(qtbot, widget) -> None:
    centre = widget.rect().center()
    QApplication.sendEvent(
        widget, QEnterEvent(centre, widget.mapTo(widget.window(), centre), widget.mapToGlobal(centre))
    )
    qtbot.wait(1)


def _places(grid) -> dict[str, QPoint]:
    return {offer: button.mapTo(grid.window(), QPoint(0, 0)) for offer, button in grid.buttons.items()}


def _laid_out(qtbot, grid) -> dict[str, QPoint]:
    """The buttons' places once the grid has laid them out (each in a place of its own)."""
    qtbot.waitUntil(lambda: len(set(_places(grid).values())) == len(grid.buttons))
    qtbot.wait(20)
    return _places(grid)


def test_the_difficulty_under_the_order_buttons_keeps_its_height_on_hover(qtbot, window):
    open_sample(window)
    window.resize(1366, 768)
    _until_step(qtbot, window, "orders")
    dock = window.play.orders
    dock.raise_()
    battle = window.session.battle
    side = battle.turn.queue[0]
    unit = next(u.id for u in battle.units.values() if u.side == side)
    window.selection.set([unit])
    qtbot.wait(20)
    grid = dock.offers
    assert len(grid.buttons) > 3
    label = dock.difficulty_label
    before, height, texts = _laid_out(qtbot, grid), label.height(), set()
    for button in grid.buttons.values():
        _hover(qtbot, button)
        texts.add(label.toolTip())
        assert label.height() == height
        assert _places(grid) == before, "a button moved as the pointer crossed the grid"
    assert len(texts) > 1  # the hint did follow the pointer


def test_a_long_hint_is_cut_to_its_lines_and_whole_in_its_tooltip(qtbot):
    label = ElidedLabel(2)
    qtbot.addWidget(label)
    label.setFixedWidth(200)
    label.show()
    short_height = label.sizeHint().height()
    long_text = "Difficulty 9: " + "a term of the breakdown, " * 20
    label.setText(long_text)
    qtbot.wait(1)
    assert label.sizeHint().height() == short_height
    assert label.text() == long_text == label.toolTip()
    shown = QLabel.text(label)  # what is painted, not the whole text
    assert shown.count("\n") <= 1 and shown.endswith("…")


def test_aquelarre_declarations_keep_each_action_in_its_place_and_key(qtbot, window):
    _open(window, "aquelarre-emboscada.campal")
    window.resize(1366, 768)
    _until_step(qtbot, window, "declaration")
    dock = window.play.characters
    who = window.session.battle.turn.queue[0]
    assert window.selection.ids == (who,)  # the one declaring comes picked
    grid = dock.offers
    keys, places = dict(grid.keys), _laid_out(qtbot, grid)
    for _ in range(2):
        action = next(
            o.id
            for o in grid.offers
            if o.is_allowed and o.target is TargetKind.NONE and o.extra is Extra.NONE and not o.destination
        )
        dock.action_chosen.emit(who, action)
        qtbot.wait(10)
        if window.session.battle.turn.queue[:1] != (who,):
            break
        assert {o: k for o, k in grid.keys.items() if o in keys} == keys
        now = _laid_out(qtbot, grid)
        assert {o: now[o] for o in places} == places, "an action moved after a declaration"
        greyed = [b for b in grid.buttons.values() if not b.isEnabled()]
        assert all(b.toolTip() for b in greyed)  # each greyed action says why


@pytest.mark.parametrize(
    "sample", ["sifrp-batalla.campal", "aquelarre-emboscada.campal", "exalted-batalla.campal"]
)
def test_the_phase_bar_keeps_its_height_so_the_map_stays_put(qtbot, window, sample):
    _open(window, sample)
    window.resize(1366, 768)
    _app_rolls(window)
    bar = window.play.phase_bar
    qtbot.wait(10)
    heights, tops = set(), set()
    for _ in range(8):
        window.play.flow.advance()
        qtbot.wait(5)
        heights.add(bar.height())
        tops.add(window.view.mapTo(window, QPoint(0, 0)).y())
        assert bar.waiting_label.toolTip() == bar.waiting_label.text()
    assert len(heights) == 1 and len(tops) == 1, (heights, tops)
