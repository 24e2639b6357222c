"""All terrain drawn as one picture per zoom, so a repaint is one blit however many features.

The picture covers what the view shows and a margin round it, drawn from outlines thinned for
the zoom. When the zoom changes, the old picture is shown stretched at once (a frame costs what
a warm one does) while the sharp one is drawn in slices between frames and swapped in when done;
a change of terrain, or a pan past the margin, draws it again before the next frame. A render
to an image has no view: there every feature is drawn directly, sharp.

The feature items stay in the scene, without contents of their own, for picking and selection;
one moved live by a tool draws itself until the document says where it is.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from .box_stamp import device_pixels
from .palette import Z_TERRAIN
from .terrain_item import TerrainItem

MARGIN = 0.25  # of the view's size, on each side
SLICE_S = 0.008  # drawing the sharp picture gives way to the event loop this often
SETTLE_MS = 60  # the wheel's next step usually comes sooner: wait before starting afresh


class _Picture:
    def __init__(self, image: QPixmap, rect: QRectF, scale: float, generation: int) -> None:
        self.image, self.rect, self.scale, self.generation = image, rect, scale, generation


class TerrainRaster(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_TERRAIN - 1.0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.features: list[TerrainItem] = []
        self.generation = 0
        self._bounds = QRectF()
        self._picture: _Picture | None = None
        self._job: Iterator[None] | None = None
        self._job_key: tuple[float, int] | None = None
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._work)
        self.renders = 0  # sharp pictures finished, for tests and the benchmark
        self._ratio = 1.0  # device pixels per screen pixel: pictures are sharp on dense screens

    def set_features(self, features: list[TerrainItem], bounds: QRectF) -> None:
        """The features to draw, bottom first; any change draws the picture again."""
        self.prepareGeometryChange()
        self.features = features
        self._bounds = QRectF(bounds)
        self.generation += 1
        self._job = None
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    # painting
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        view = widget.parentWidget() if widget is not None else None
        if not isinstance(view, QGraphicsView):
            scale = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
            painter.save()
            painter.setClipRect(self._bounds, Qt.ClipOperation.IntersectClip)
            for feature in self.features:
                feature.paint_ground(painter, scale)
            painter.restore()
            return
        scale = painter.worldTransform().m11()
        self._ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        wanted = self._wanted_rect(view)
        picture = self._picture
        fresh = picture is not None and picture.generation == self.generation
        if (
            fresh
            and picture is not None
            and picture.scale == scale
            and picture.rect.contains(option.exposedRect)
        ):
            self._blit(painter, picture)
            return
        if fresh and picture is not None and picture.scale != scale:
            # A new zoom: the old picture stretched now, the sharp one drawn between frames.
            painter.drawPixmap(picture.rect, picture.image, QRectF(picture.image.rect()))
            self._start(scale, wanted)
            return
        self._picture = self._draw_now(scale, wanted)
        self._blit(painter, self._picture)

    def _blit(self, painter: QPainter, picture: _Picture) -> None:
        corner = painter.worldTransform().map(picture.rect.topLeft())
        with device_pixels(painter):
            painter.drawPixmap(QPointF(round(corner.x()), round(corner.y())), picture.image)

    def _wanted_rect(self, view: QGraphicsView) -> QRectF:
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        dx, dy = shown.width() * MARGIN, shown.height() * MARGIN
        return shown.adjusted(-dx, -dy, dx, dy).intersected(self._bounds)

    # drawing the picture
    def _draw_now(self, scale: float, rect: QRectF) -> _Picture:
        self._job = None
        image, painter = self._canvas(scale, rect)
        for _ in self._strokes(painter, scale, rect):
            pass
        painter.end()
        self.renders += 1
        return _Picture(self._pixmap(image), rect, scale, self.generation)

    def _pixmap(self, image: QImage) -> QPixmap:
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self._ratio)
        return pixmap

    def _canvas(self, scale: float, rect: QRectF) -> tuple[QImage, QPainter]:
        scale *= self._ratio
        width, height = max(1, round(rect.width() * scale)), max(1, round(rect.height() * scale))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setTransform(QTransform(scale, 0.0, 0.0, scale, -rect.left() * scale, -rect.top() * scale))
        return image, painter

    def _strokes(self, painter: QPainter, scale: float, rect: QRectF) -> Iterator[None]:
        # Hidden or not (a frozen view hides them all), every feature belongs in the picture.
        for feature in self.features:
            if feature.ground_rect().intersects(rect):
                feature.paint_ground(painter, scale)
                yield

    def _start(self, scale: float, rect: QRectF) -> None:
        key = (scale, self.generation)
        if self._job_key == key and self._job is not None:
            return
        self._job_key = key
        self._job = self._sliced(scale, rect)
        self._timer.start(SETTLE_MS)

    def _sliced(self, scale: float, rect: QRectF) -> Iterator[None]:
        image, painter = self._canvas(scale, rect)
        generation = self.generation
        try:
            yield from self._strokes(painter, scale, rect)
        finally:
            painter.end()  # also when the job is dropped half way: the image must outlive it
        if generation == self.generation:
            self._picture = _Picture(self._pixmap(image), rect, scale, generation)
            self.renders += 1
            self.update()

    def _work(self) -> None:
        job = self._job
        if job is None:
            return
        if not shiboken6.isValid(self):  # the scene deleted the item while its timer was running
            self._job = self._job_key = None
            return
        until = time.perf_counter() + SLICE_S
        for _ in job:
            if time.perf_counter() > until:
                self._timer.start(0)
                return
        self._job = None
        self._job_key = None

    @property
    def is_drawing(self) -> bool:
        """A sharp picture is being drawn between frames."""
        return self._job is not None

    def finish(self) -> None:
        """Draw any sharp picture still owed now (tests, and before a grab of the view)."""
        job, self._job, self._job_key = self._job, None, None
        self._timer.stop()
        if job is not None:
            for _ in job:
                pass
