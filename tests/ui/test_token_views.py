"""Tokens in both views: group moves, hidden units kept from the players, the drag ruler shared."""

import time

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from campal.core.engine import RemoveUnit
from campal.core.geometry import TerrainIndex
from campal.core.model import AssetStore, Point
from campal.core.movement import check_move
from campal.ui.render import band_height, render_battle

from .token_helpers import (
    LEFT,
    NONE,
    at,
    drag_token,
    foot,
    load,
    move_to,
    players_caught_up,
    players_mirror,
    press,
    release,
    scene_point,
    sifrp_battle,
)


def test_a_group_move_measures_each_token_on_its_own(window):
    battle = sifrp_battle(foot("unit-a", 50, 150), foot("unit-b", 50, 250))
    load(window, battle)
    window.selection.set(["unit-a", "unit-b"])
    drag_token(window, (50, 150), (120, 150))
    after = window.session.battle
    assert after.log[-1].message.key == "move.group_moved"
    a, b = scene_point(window, 50, 150), scene_point(window, 120, 150)
    dx, dy = b.x() - a.x(), b.y() - a.y()
    index = TerrainIndex.from_battle(battle)
    for token_id, (x, y) in (("unit-a", (50, 150)), ("unit-b", (50, 250))):
        expected = check_move(battle, index, token_id, [Point(x=x + dx, y=y + dy)])
        assert window.tokens.drag.paths[token_id].cost == pytest.approx(expected.path.cost)
        assert after.units[token_id].position.x == pytest.approx(x + dx)
    assert window.selection.ids == ("unit-a", "unit-b")


def hidden_battle():
    hidden = foot("unit-hidden", 300, 200).model_copy(update={"hidden": True})
    return sifrp_battle(foot("unit-seen", 150, 300), hidden, terrain_features={})


def test_a_hidden_unit_is_drawn_for_the_gm_and_never_for_the_players():
    battle = hidden_battle()
    without = battle.model_copy(update={"units": {"unit-seen": battle.units["unit-seen"]}})
    field_px = 600  # one pixel a metre on the default 600 m field, under the title's band
    band = band_height(field_px)
    gm = render_battle(battle, AssetStore(), field_px)
    players = render_battle(battle, AssetStore(), field_px, player_view=True)
    bare = render_battle(without, AssetStore(), field_px, player_view=True)
    assert gm.pixelColor(300, band + 200) != bare.pixelColor(300, band + 200)
    assert players.pixelColor(300, band + 200) == bare.pixelColor(300, band + 200)
    assert players.pixelColor(150, band + 300) == gm.pixelColor(150, band + 300)  # the visible unit


@pytest.fixture
def player(window, qtbot):
    controls = window.player_controls
    controls.set_open(True)
    qtbot.waitExposed(controls.player)
    yield controls.player
    controls.set_open(False)


def pixel(view, x, y):
    spot = view.mapFromScene(QPointF(x, y))
    return view.viewport().grab().toImage().pixelColor(spot.x(), spot.y())


def test_the_live_player_window_never_shows_the_hidden_unit(window, player, qtbot):
    load(window, hidden_battle())
    qtbot.wait(20)
    assert "unit-hidden" not in player.scene.token_items
    assert "unit-seen" in player.scene.token_items
    assert "unit-hidden" in window.scene.token_items
    players_before, gm_before = pixel(player.view, 300, 200), pixel(window.view, 300, 200)
    window.session.execute(RemoveUnit("unit-hidden"))
    qtbot.wait(20)
    assert pixel(player.view, 300, 200) == players_before
    assert pixel(window.view, 300, 200) != gm_before


def overlays_in(scene):
    return [item for item in scene.items() if type(item).__name__ == "_Shapes"]


def test_the_players_see_the_drag_ruler_of_a_visible_token_only(window, player, qtbot):
    load(window, hidden_battle())
    press(window, 150, 300)
    move_to(window, 200, 300, start=(150, 300))
    players_caught_up(qtbot, player)
    shown = overlays_in(player.scene)
    assert len(shown) == 1 and shown[0].frame.strokes
    labels = [item.text() for item in player.scene.items() if hasattr(item, "text") and item.isVisible()]
    assert any(" m · cost " in text for text in labels)
    release(window, 200, 300)
    assert overlays_in(player.scene) == []

    press(window, 300, 200)
    move_to(window, 330, 200, start=(300, 200))
    qtbot.wait(50)  # three frames of the screen: time enough for the players' window to follow
    assert window.tokens.drag.dragging
    assert len(overlays_in(window.scene)) == 1
    assert overlays_in(player.scene) == []
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    release(window, 330, 200)


class _Paints(QObject):
    def __init__(self, widget):
        super().__init__()
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):
        self.count += event.type() == QEvent.Type.Paint
        return False


def test_a_fast_drag_reaches_the_players_at_the_screens_rate_and_ends_where_the_mouse_rests(
    window, player, qtbot, qapp
):
    load(window, hidden_battle())
    frame_ms = players_mirror(player).frame_ms()
    assert 4.0 <= frame_ms <= 50.0
    gm = window.view.viewport()
    players = _Paints(player.view.viewport())
    press(window, 150, 300)
    move_to(window, 160, 300, start=(150, 300))
    assert window.tokens.drag.dragging
    began = time.perf_counter()
    readouts = []
    for step in range(1, 41):  # back to back, as fast as a mouse of 1,000 reports a second
        QTest.mouseMove(gm, at(window, 160 + 2 * step, 300))
        qapp.processEvents()
        readouts.append(window.tokens.drag.overlay.label_texts())
    elapsed_ms = (time.perf_counter() - began) * 1000
    assert len({tuple(texts) for texts in readouts}) > 20  # the GM's window drew the moves
    # One paint a frame of the screen at most (one more for the picture taken at the start).
    assert 1 <= players.count <= elapsed_ms / frame_ms + 3, (players.count, elapsed_ms)
    mirror = players_caught_up(qtbot, player)
    assert mirror.overlay.label_texts() == readouts[-1]  # the players see where the mouse rests
    release(window, 240, 300)
    assert mirror.overlay is None and mirror.pending is None


def _label_boxes_outside(view, labels):
    """The labels (pixels) not wholly inside ``view``'s viewport."""
    inside = QRectF(view.viewport().rect()).adjusted(-1, -1, 1, 1)
    cut = []
    for label in labels:
        if label.isVisible():
            centre = QPointF(view.mapFromScene(label.scenePos()))
            box = label.boundingRect().translated(centre)
            if not inside.contains(box):
                cut.append((label.text(), box))
    return cut


def test_a_drag_readout_at_the_edge_of_the_view_turns_inward_in_both_windows(window, player, qtbot):
    load(window, sifrp_battle(foot("unit-a", 300, 300), terrain_features={}))
    view = window.view
    view.zoom_by(2.0)
    scale = view.scale_factor()
    # The unit 90 pixels from the left edge of the map, dragged 60 pixels further left: the
    # readout stands past the end of the way, where the view ends.
    view.centerOn(QPointF(300 + (view.viewport().width() / 2 - 90) / scale, 300))
    qtbot.wait(20)
    end = 300 - 60 / scale
    press(window, 300, 300)
    move_to(window, end, 300, start=(300, 300))
    assert window.tokens.drag.dragging
    mirror = players_caught_up(qtbot, player)
    gm_labels = window.tokens.drag.overlay.labels
    assert any(label.isVisible() and " m" in label.text() for label in gm_labels)
    assert _label_boxes_outside(view, gm_labels) == []
    assert _label_boxes_outside(player.view, mirror.overlay.labels) == []
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    release(window, end, 300)


def test_turning_with_the_keys_is_one_command_each(window):
    load(window, sifrp_battle(foot("unit-a", 100, 100, facing=90.0), terrain_features={}))
    window.selection.set(["unit-a"])
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_BracketRight)
    assert window.session.battle.units["unit-a"].facing == pytest.approx(105.0)
    QTest.keyClick(window.view, Qt.Key.Key_BracketLeft, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.battle.units["unit-a"].facing == pytest.approx(60.0)
    assert "turns" in window.statusBar().currentMessage()


def test_the_gm_sees_a_tooltip_and_the_players_do_not(window, player):
    load(window, hidden_battle())
    assert "unit-seen" in window.scene.token_items["unit-seen"].toolTip()
    assert player.scene.token_items["unit-seen"].toolTip() == ""


def test_a_click_on_a_token_selects_it_and_on_empty_ground_clears(window):
    load(window, hidden_battle())
    viewport = window.view.viewport()
    QTest.mouseClick(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(window, 150, 300)
    )
    assert window.selection.ids == ("unit-seen",)
    assert window.scene.token_items["unit-seen"].selected
    QTest.mouseClick(viewport, LEFT, NONE, at(window, 500, 50))
    assert window.selection.ids == ()
