"""The map views paint every pixel they repaint themselves, and a drag repaints them cheaply."""

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter, QRegion
from PySide6.QtWidgets import QGraphicsView

from .token_helpers import foot, load, move_to, press, release, sifrp_battle

UNIT = "unit-a"
MAGENTA = QColor("magenta").rgb()
Mode = QGraphicsView.ViewportUpdateMode
SMOOTH = QPainter.RenderHint.SmoothPixmapTransform


def _untouched(viewport):
    """Pixels a repaint of the whole viewport leaves as they were: the viewport does not fill
    itself first, so the scene must paint all of it, the field and the margin around it."""
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("magenta"))
    painter = QPainter(image)
    viewport.render(painter, QPoint(), QRegion(viewport.rect()))
    painter.end()
    step = 7
    return [
        (x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
        if image.pixel(x, y) == MAGENTA
    ]


def test_both_maps_paint_every_pixel_with_the_field_zoomed_out(window, qtbot):
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    window.view.zoom_by(0.2)  # the field small in the middle, the margin all around it
    window.player_controls.set_open(True)
    player = window.player_controls.player
    qtbot.waitExposed(player)
    player.view.scale(0.2, 0.2)
    assert _untouched(window.view.viewport()) == []
    assert _untouched(player.view.viewport()) == []
    window.player_controls.set_open(False)


def test_a_drag_repaints_each_map_in_one_rectangle_and_then_as_before(window, qtbot):
    load(window, sifrp_battle(foot(UNIT, 50, 200)))
    window.player_controls.set_open(True)
    player = window.player_controls.player
    qtbot.waitExposed(player)
    views = (window.view, player.view)
    before = [view.viewportUpdateMode() for view in views]
    assert Mode.BoundingRectViewportUpdate not in before
    assert player.view.renderHints() & SMOOTH  # the players' view scales pictures smoothly
    press(window, 50, 200)
    move_to(window, 70, 200, start=(50, 200))
    assert window.tokens.drag.dragging
    assert [view.viewportUpdateMode() for view in views] == [Mode.BoundingRectViewportUpdate] * 2
    # The frozen map is copied pixel for pixel: smoothing would only slow the copy down.
    assert not any(view.renderHints() & SMOOTH for view in views)
    release(window, 70, 200)
    assert [view.viewportUpdateMode() for view in views] == before
    assert player.view.renderHints() & SMOOTH
    assert not window.view.renderHints() & SMOOTH
    window.player_controls.set_open(False)


def test_a_drag_draws_the_map_under_it_from_its_picture_and_tells_no_token_it_is_hidden(window, qtbot):
    load(window, sifrp_battle(foot(UNIT, 50, 200), foot("unit-b", 150, 200), foot("unit-c", 150, 300)))
    window.player_controls.set_open(True)
    player = window.player_controls.player
    qtbot.waitExposed(player)
    scenes = (window.scene, player.scene)
    press(window, 50, 200)
    move_to(window, 70, 200, start=(50, 200))
    assert window.tokens.drag.dragging
    qtbot.wait(50)  # the players' window draws its first frame of the drag
    for scene in scenes:
        tokens = list(scene.token_items.values())
        # Hiding thousands of items tells each of them so, through Python, and again when they
        # show: the map under a drag is drawn from a picture, its items left as they were.
        assert tokens and all(token.isVisible() for token in tokens)
        assert all(token.effectiveOpacity() == 0.0 for token in tokens)  # none is drawn
    release(window, 70, 200)
    for scene in scenes:
        assert all(token.effectiveOpacity() > 0.0 for token in scene.token_items.values())
    window.player_controls.set_open(False)
