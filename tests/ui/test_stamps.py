"""Shapes stamped from cached images look like the shapes drawn plainly; cached pictures keep the
look of what is drawn plainly."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsView

from campal.ui.scene import box_stamp
from campal.ui.scene.box_stamp import draw_rounded_box
from campal.ui.scene.style import SceneStyle
from campal.ui.scene.token_item import FILL_ALPHA
from campal.ui.scene.token_label_block import FULL, BlockText, LabelBlock
from campal.ui.scene.unit_item import UnitItem
from campal.ui.tools.preview_stamp import PreviewStamps
from tests.core.movement.fields import foot, sifrp_battle


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
    _worst, many = difference(plain, stamped)
    assert many <= 2 * (123 + 20)  # at most its outline, within half a pixel of the exact one
    assert difference(plain, canvas())[1] > 1500  # and the box was drawn at all
    assert len(box_stamp._images) == 1
    paint(canvas(), QTransform().translate(30.9, 20.2), lambda p: draw_rounded_box(p, box, 3, colour))
    assert len(box_stamp._images) == 1  # the same size anywhere: the same image


def test_a_label_block_is_stamped_like_the_block_drawn_and_drawn_again_when_its_text_changes(qapp):
    block = LabelBlock()
    block.set_style(SceneStyle())
    block.text = BlockText(name="Jinetes del Norte", health=(3, 5), state=("organised", True))
    width, height = block.sizes()[0]
    box = QRectF(-60.0, 0.0, width, height)  # on whole pixels, where the stamp lies exactly
    at = QTransform().translate(100.0, 50.0)
    plain, stamped = canvas(), canvas()
    paint(plain, at, lambda p: block.draw(p, box, FULL))
    paint(stamped, at, lambda p: block.paint(p, box, FULL))
    assert difference(plain, canvas())[1] > 300  # the block was drawn at all
    assert difference(plain, stamped)[1] < 40  # text smoothed onto a clear image, not onto the map
    block.text.state = ("routed", False)
    again = canvas()
    paint(again, at, lambda p: block.paint(p, box, FULL))
    assert difference(stamped, again)[1] > 20  # not the old stamp


def test_a_token_body_keeps_its_translucency_in_its_cached_picture_and_in_an_export(qapp):
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QColor("white"))
    unit = foot("unit-a", 0.0, 0.0)
    item = UnitItem(unit)
    item.set_token(unit, "#000000", sifrp_battle(unit), gm_view=True)
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.resize(300, 300)
    view.setTransform(QTransform.fromScale(4.0, 4.0))
    view.centerOn(0.0, 0.0)
    view.show()

    def pictures() -> list[QImage]:
        exported = QImage(300, 300, QImage.Format.Format_ARGB32_Premultiplied)
        exported.fill(QColor("white"))
        painter = QPainter(exported)
        scene.render(painter, QRectF(0, 0, 300, 300), view.mapToScene(view.viewport().rect()).boundingRect())
        painter.end()
        return [view.viewport().grab().toImage(), exported]

    cached = pictures()
    item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # drawn straight onto the window or image
    faint = 255 - FILL_ALPHA  # black at FILL_ALPHA over white
    for image in (*cached, *pictures()):
        centre = image.pixelColor(image.width() // 2, image.height() // 2 + 8)  # off the front mark
        assert abs(centre.red() - faint) <= 3, centre.name()
