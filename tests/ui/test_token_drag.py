"""Dragging tokens on the map: measured live by the geometry service, one command on release."""

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QRegion
from PySide6.QtTest import QTest

from campal.core.geometry import TerrainIndex
from campal.core.model import Point
from campal.core.movement import check_move
from campal.ui.rule_names import band_name

from .token_helpers import (
    NONE,
    RIGHT,
    SHIFT,
    at,
    drag_token,
    foot,
    load,
    move_to,
    press,
    release,
    scene_point,
    sifrp_battle,
)

UNIT = "unit-a"


def moved_to(window, x, y):
    """Where the unit at (50, 200) ends when the mouse goes from there to (x, y)."""
    a, b = scene_point(window, 50, 200), scene_point(window, x, y)
    return Point(x=50 + b.x() - a.x(), y=200 + b.y() - a.y())


def test_a_drag_through_the_forest_moves_the_unit_at_the_measured_cost(window):
    battle = sifrp_battle(foot(UNIT, 50, 200))
    load(window, battle)
    press(window, 50, 200)
    move_to(window, 130, 200, start=(50, 200))
    drag = window.tokens.drag
    assert drag.dragging and drag.overlay is not None
    end = moved_to(window, 130, 200)
    expected = check_move(battle, TerrainIndex.from_battle(battle), UNIT, [end])
    shown = drag.overlay.label_texts()[-1]
    assert f"cost {expected.path.cost:.0f} m" in shown
    assert f"{expected.path.length:.0f} m" in shown
    assert expected.path.cost == pytest.approx(expected.path.length + 30.0, abs=2.0)  # the forest doubles
    release(window, 130, 200)
    after = window.session.battle
    assert after.units[UNIT].position.x == pytest.approx(end.x)
    logged = after.log[-1].message
    assert logged.key == "move.moved"
    assert logged.params["cost_m"] == pytest.approx(round(expected.path.cost, 2))
    assert drag.paths[UNIT].cost == pytest.approx(expected.path.cost)
    assert not drag.dragging and drag.overlay is None


def test_a_move_beyond_the_allowance_snaps_back_and_says_why(window):
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    drag_token(window, (50, 200), (290, 200))
    assert window.session.battle.units[UNIT].position == Point(x=50, y=200)
    assert "cannot go that far" in window.statusBar().currentMessage()
    assert band_name("run") in window.statusBar().currentMessage()
    assert any("cannot go that far" in text for text in window.view.banner.texts())  # on the map too


def test_shift_on_release_moves_anyway_as_the_gms_decision_and_undo_restores(window):
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    drag_token(window, (50, 200), (290, 200), modifier=SHIFT)
    battle = window.session.battle
    assert battle.units[UNIT].position.x == pytest.approx(moved_to(window, 290, 200).x)
    assert battle.log[-1].gm_decision
    assert battle.log[-1].message.key == "move.moved_by_gm"
    window.undo_action.trigger()
    assert window.session.battle.units[UNIT].position == Point(x=50, y=200)


def test_waypoints_bend_the_measured_path(window):
    battle = sifrp_battle(foot(UNIT, 50, 200), terrain_features={})
    load(window, battle)
    press(window, 50, 200)
    move_to(window, 50, 150, start=(50, 200))
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_W)
    move_to(window, 110, 150, start=(50, 150))
    drag = window.tokens.drag
    bend = drag.routes[0].waypoints[0]
    straight = abs(bend.y - 200) + abs(moved_to(window, 110, 150).x - bend.x)
    assert drag.paths[UNIT].length == pytest.approx(straight, abs=2.0)
    right_click_at = at(window, 110, 150)
    QTest.mousePress(window.view.viewport(), RIGHT, NONE, right_click_at)
    assert len(drag.routes[0].waypoints) == 2
    QTest.keyClick(window.view, Qt.Key.Key_Backspace)
    assert len(drag.routes[0].waypoints) == 1
    release(window, 110, 150)
    assert window.session.battle.units[UNIT].trail[1] == bend


def test_shift_and_a_box_on_the_ground_selects_the_tokens_inside(window):
    load(window, sifrp_battle(foot("unit-a", 100, 300), foot("unit-b", 160, 300), foot("unit-c", 400, 300)))
    press(window, 60, 250, SHIFT)
    move_to(window, 220, 350, start=(60, 250))
    release(window, 220, 350, SHIFT)
    assert set(window.selection.ids) == {"unit-a", "unit-b"}
    assert window.session.undo_stack.count() == 0  # selecting changes nothing in the battle
    press(window, 350, 250, SHIFT | Qt.KeyboardModifier.ControlModifier)
    move_to(window, 450, 350, start=(350, 250))
    release(window, 450, 350, SHIFT | Qt.KeyboardModifier.ControlModifier)
    assert set(window.selection.ids) == {"unit-a", "unit-b", "unit-c"}


def _render(viewport, region):
    """The viewport painted for ``region`` alone, as a repaint of that region paints it."""
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("magenta"))
    painter = QPainter(image)
    viewport.render(painter, QPoint(), region)
    painter.end()
    return image


def test_mid_drag_a_repaint_of_a_few_rectangles_shows_the_map_as_it_was(window):
    # The frozen map is blitted rectangle by rectangle of the repainted region: away from the
    # drag, every pixel of each rectangle is the map's, and nothing outside them is painted.
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    viewport = window.view.viewport()
    before = viewport.grab().toImage()
    press(window, 50, 200)
    move_to(window, 70, 200, start=(50, 200))
    assert window.tokens.drag.dragging
    corner, edge = QRect(0, 0, 60, 40), QRect(viewport.width() - 50, viewport.height() - 30, 50, 30)
    image = _render(viewport, QRegion(corner).united(QRegion(edge)))
    for rect in (corner, edge):
        assert image.copy(rect).convertToFormat(before.format()) == before.copy(rect)
    assert image.pixelColor(120, 120).name() == "#ff00ff"  # outside the region: untouched
    release(window, 70, 200)


def _on_screen(window, rect):
    """What the window shows in ``rect`` of its map, as painted into its backing store."""
    viewport = window.view.viewport()
    at = viewport.mapTo(window, rect.topLeft())
    shot = window.screen().grabWindow(window.winId()).toImage()
    return shot.copy(QRect(at, rect.size())).convertToFormat(QImage.Format.Format_RGB32)


def test_mid_drag_the_map_repainted_in_place_is_the_map_where_it_was(window):
    # The map sits below the menus and tool bars: a repainted part of it must be blitted from
    # its own place in the frozen picture, not from one shifted by the map's offset in the window.
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    viewport = window.view.viewport()
    assert viewport.mapTo(window, QPoint(0, 0)).y() > 0
    corner = QRect(0, 0, 120, 80)
    viewport.repaint()
    before = _on_screen(window, corner)
    press(window, 50, 200)
    move_to(window, 70, 200, start=(50, 200))
    assert window.tokens.drag.dragging
    viewport.repaint(QRegion(corner))
    assert _on_screen(window, corner) == before
    release(window, 70, 200)


def test_mid_drag_the_players_map_repainted_in_place_is_their_map_where_it_was(window, qtbot):
    # The players' map sits below its strip of side banners: the same offset, the same blit.
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    window.player_controls.set_open(True)
    player = window.player_controls.player
    qtbot.waitExposed(player)
    viewport = player.view.viewport()
    assert viewport.mapTo(player, QPoint(0, 0)).y() > 0
    corner = QRect(0, 0, 120, 80)
    player.repaint()
    QTest.qWait(10)

    def shot():
        at = QRect(viewport.mapTo(player, corner.topLeft()), corner.size())
        return player.screen().grabWindow(player.winId()).toImage().copy(at)

    before = shot().convertToFormat(QImage.Format.Format_RGB32)
    press(window, 50, 200)
    move_to(window, 70, 200, start=(50, 200))
    assert window.tokens.drag.dragging
    viewport.repaint(QRegion(corner))
    assert shot().convertToFormat(QImage.Format.Format_RGB32) == before
    release(window, 70, 200)
    window.player_controls.set_open(False)
