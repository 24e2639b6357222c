"""Shapes stamped from cached images look like the shapes drawn plainly."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF, QTransform

from campal.ui.scene import box_stamp
from campal.ui.scene.box_stamp import draw_rounded_box
from campal.ui.tools.preview_stamp import PreviewStamps


def canvas() -> QImage:
    image = QImage(200, 160, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#557744"))
    return image


def difference(a: QImage, b: QImage) -> tuple[int, int]:
    """The largest channel difference of any pixel, and how many pixels differ by more than 40."""
    worst, many = 0, 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            d = max(abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue()))
            worst = max(worst, d)
            many += d > 40
    return worst, many


def outline() -> QPen:
    pen = QPen(QColor("#111111"), 1.5)
    pen.setCosmetic(True)
    return pen


def paint(image: QImage, transform: QTransform, work) -> None:  # type: ignore[no-untyped-def]
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setTransform(transform)
    work(painter)
    painter.end()


def test_a_stamped_outline_matches_the_polygon_drawn_plainly(qapp):
    corners = ((1000.0, 1000.0), (1060.0, 1010.0), (1055.0, 1040.0), (995.0, 1030.0))
    centre = (1027.5, 1020.0)
    fill = QColor("#4a6fa5")
    fill.setAlpha(150)
    view = QTransform.fromScale(1.5, 1.5).translate(-960.0, -980.0)
    plain, stamped = canvas(), canvas()

    def draw_plainly(painter: QPainter) -> None:
        painter.setBrush(fill)
        painter.setPen(outline())
        painter.drawPolygon(QPolygonF([QPointF(*c) for c in corners]))

    stamps = PreviewStamps(outline())
    paint(plain, view, draw_plainly)
    paint(stamped, view, lambda p: assert_stamped(stamps.draw(p, corners, centre, fill)))
    _worst, many = difference(plain, stamped)
    assert many < 120  # only along the edges, where the stamp sits within half a pixel
    assert difference(plain, canvas())[1] > 2000  # and the polygon was drawn at all


def assert_stamped(done: bool) -> None:
    assert done


def test_a_disc_is_stamped_and_a_rotated_view_draws_plainly(qapp):
    fill = QColor("#b0413e")
    fill.setAlpha(150)
    stamps = PreviewStamps(outline())
    disc = canvas()
    paint(
        disc,
        QTransform().translate(100, 80),
        lambda p: assert_stamped(stamps.draw(p, (), (0.0, 0.0), fill, 20.0)),
    )
    assert disc.pixelColor(100, 80) != canvas().pixelColor(100, 80)
    assert disc.pixelColor(100, 40) == canvas().pixelColor(100, 40)
    turned = QTransform().translate(100, 80).rotate(30)
    paint(
        canvas(),
        turned,
        lambda p: assert_stamped(
            not stamps.draw(p, ((0.0, 0.0), (10.0, 0.0), (0.0, 10.0)), (3.0, 3.0), fill)
        ),
    )


def test_a_translucent_label_box_is_stamped_like_the_rounded_rectangle(qapp):
    colour = QColor(255, 255, 255, 200)
    box = QRectF(-61.3, -9.8, 122.6, 19.6)
    plain, stamped = canvas(), canvas()

    def draw_plainly(painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(box, 3, 3)

    box_stamp._images.clear()
    paint(plain, QTransform().translate(100.4, 80.7), draw_plainly)
    paint(stamped, QTransform().translate(100.4, 80.7), lambda p: draw_rounded_box(p, box, 3, colour))
    worst, many = difference(plain, stamped)
    assert worst <= 40 and many == 0
    assert len(box_stamp._images) == 1
    paint(canvas(), QTransform().translate(30.4, 20.7), lambda p: draw_rounded_box(p, box, 3, colour))
    assert len(box_stamp._images) == 1  # the same size at the same sub-pixel offset: the same image
