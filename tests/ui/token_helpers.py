"""Battles with tokens loaded into the test window, and real mouse drags of tokens."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore
from campal.ui.player.drag_mirror import DragMirror
from tests.core.movement.fields import foot, person, sifrp_battle  # noqa: F401  (re-exported)

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def load(window, battle):
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    window.view.fit_field()


def at(window, x, y):
    return window.view.mapFromScene(QPointF(x, y))


def press(window, x, y, modifier=NONE):
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, at(window, x, y))
    QTest.mousePress(viewport, LEFT, modifier, at(window, x, y))


def move_to(window, x, y, steps=6, start=None):
    viewport = window.view.viewport()
    if start is None:
        QTest.mouseMove(viewport, at(window, x, y))
        return
    for step in range(1, steps + 1):
        px = start[0] + (x - start[0]) * step / steps
        py = start[1] + (y - start[1]) * step / steps
        QTest.mouseMove(viewport, at(window, px, py))


def release(window, x, y, modifier=NONE):
    QTest.mouseRelease(window.view.viewport(), LEFT, modifier, at(window, x, y))


def drag_token(window, start, end, modifier=NONE, steps=6):
    press(window, *start)
    move_to(window, *end, steps=steps, start=start)
    release(window, *end, modifier)


def scene_point(window, x, y):
    """Where a mouse event aimed at (x, y) lands, after rounding to a pixel."""
    return window.view.mapToScene(at(window, x, y))


def players_mirror(player):
    return next(child for child in player.children() if isinstance(child, DragMirror))


def players_caught_up(qtbot, player):
    """Wait for the players' window to draw the drag's latest move: it follows a drag at the
    screen's refresh rate, not at the mouse's. Returns its mirror of the drag."""
    mirror = players_mirror(player)
    qtbot.waitUntil(lambda: mirror.pending is None, timeout=1000)
    return mirror
