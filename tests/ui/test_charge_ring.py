"""The charge ring of a drag: stamped from a picture that looks like the ring stroked plainly,
shown in both windows, and left alone by the moves that do not change it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF
from PySide6.QtGui import QPainter, QPaintEvent, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from campal.core.movement import charge_reach
from campal.ui.tools.charge_ring import TARGET_PX, ChargeRing, ring_pen
from campal.ui.tools.drag_frame import BEYOND, Ring
from tests.core.movement.fields import BLUE

from .test_stamps import canvas, difference, paint
from .token_helpers import foot, load, move_to, players_caught_up, press, release, sifrp_battle


def _compare(ring: Ring, view: QTransform) -> tuple[int, int]:
    """How far the stamped ring is from the stroked one (see ``difference``); the stroked one
    must show on the canvas, or there is nothing to compare."""
    item = ChargeRing()
    item.set_ring(ring, view.m11())
    plain, stamped = canvas(), canvas()

    def stroke(painter: QPainter) -> None:
        painter.setPen(ring_pen(ring.colour))
        painter.drawEllipse(QPointF(*ring.centre), ring.radius, ring.radius)
        if ring.target is not None:
            mark = TARGET_PX / view.m11()
            painter.drawEllipse(QPointF(*ring.target), mark, mark)

    paint(plain, view, stroke)
    paint(stamped, view, lambda painter: item.paint(painter, QStyleOptionGraphicsItem()))
    assert difference(plain, canvas())[1] > 50
    return difference(plain, stamped)


def test_a_stamped_ring_looks_like_the_ring_stroked_plainly(qapp):
    # The centre lands on a whole pixel, as the stamp puts it: only the dashes' anti-aliasing
    # may differ by a shade.
    view = QTransform.fromScale(1.5, 1.5).translate(-1000.0, -1000.0)
    worst, many = _compare(Ring((1060.0, 1050.0), 40.0, BEYOND, target=(1100.0, 1060.0)), view)
    assert many <= 6, (worst, many)


def test_a_ring_larger_than_the_view_is_pictured_where_it_shows(qapp):
    # Centred off the canvas and far wider than it: the picture holds the part on the canvas.
    view = QTransform.fromScale(2.0, 2.0).translate(-1000.0, -1000.0)
    worst, many = _compare(Ring((900.0, 1040.0), 150.0, BEYOND), view)
    assert many <= 6, (worst, many)


class _Painted(QObject):
    def __init__(self, widget) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.pixels = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            assert isinstance(event, QPaintEvent)
            self.pixels += sum(r.width() * r.height() for r in event.region())
        return False


def test_a_charge_shows_its_ring_in_both_windows_and_moves_repaint_around_it(window, qtbot):
    battle = sifrp_battle(foot("unit-a", 50, 200), foot("unit-b", 200, 200, side=BLUE))
    load(window, battle)
    reach = charge_reach(battle, "unit-a")
    assert reach * 1.5 + 50 > 150  # the enemy is near enough for the drag to look for a charge
    window.player_controls.set_open(True)
    player = window.player_controls.player
    qtbot.waitExposed(player)
    press(window, 50, 200)
    move_to(window, 80, 200, start=(50, 200))
    drag = window.tokens.drag
    assert drag.dragging
    ring = drag.overlay.ring.ring
    assert ring is not None and ring.radius == reach and ring.target == (200.0, 200.0)
    mirrored = players_caught_up(qtbot, player).overlay
    assert mirrored.ring.ring == ring
    qtbot.wait(20)  # the first frame of the drag, painted whole
    viewport = window.view.viewport()
    spy = _Painted(viewport)
    move_to(window, 84, 201, start=(80, 200), steps=2)
    qtbot.wait(20)
    scale = window.view.transform().m11()
    ring_pixels = (2 * ring.radius * scale) ** 2
    assert 0 < spy.pixels < ring_pixels / 4, (spy.pixels, ring_pixels)
    release(window, 84, 201)
    window.player_controls.set_open(False)
