"""A still picture of the map under a live drag, so each mouse move repaints only the drag.

While frozen, the view paints one pixmap of the field, terrain and tokens as they were when the
drag began (the dragged tokens shown as ghosts), and the scene's still layer holding those items
is made fully transparent, so a field of thousands of polygons costs one blit per repaint. When
the camera moves the picture is taken again; thawing shows the items again.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QPainter, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsView

from ..scene.battle_scene import BattleScene
from ..scene.box_stamp import device_pixels


def paint_frozen(view: QGraphicsView, painter: QPainter, rect: QRectF) -> bool:
    """Blit a frozen view's picture pixel for pixel (a transformed brush fill costs far more);
    False when the view is not frozen. Views call it from ``drawBackground``."""
    picture: QPixmap | None = getattr(view, "frozen_picture", None)
    if picture is None:
        return False
    with device_pixels(painter):
        _blit_parts(view, painter, rect, picture)
    return True


def _blit_parts(view: QGraphicsView, painter: QPainter, rect: QRectF, picture: QPixmap) -> None:
    # Only the part being repainted: a drag's update is a few small rectangles of a large
    # picture, and the paint engine would otherwise go over all of it. The engine's system
    # clip is the paint event's region in the device's pixels: those of the whole window's
    # backing store, where the map lies below the menus and tool bars. The painter's device
    # transform (its own transform now reset) brings it back to the map's own pixels.
    ratio = picture.devicePixelRatio() or 1.0
    engine = painter.paintEngine()
    region = engine.systemClip() if engine is not None else QRegion()
    to_map, invertible = painter.deviceTransform().inverted()
    if region.isEmpty() or not invertible:
        parts = [QRectF(view.viewportTransform().mapRect(rect).toAlignedRect().adjusted(-1, -1, 1, 1))]
    else:
        parts = [to_map.mapRect(QRectF(r)) for r in region]
    bounds = QRectF(QPointF(0, 0), picture.deviceIndependentSize())
    for part in parts:
        target = part.intersected(bounds)
        if not target.isEmpty():
            painter.drawPixmap(target, picture, QRectF(target.topLeft() * ratio, target.size() * ratio))


class FrozenBackdrop:
    def __init__(self, view: QGraphicsView, scene: BattleScene) -> None:
        self.view = view
        self.scene = scene
        self._transform: QTransform | None = None
        self._brush = QBrush()
        self._updates = view.viewportUpdateMode()
        self._smooth = False

    @property
    def is_frozen(self) -> bool:
        return self._transform is not None

    def freeze(self) -> None:
        if self.is_frozen:
            return
        viewport = self.view.viewport()
        self.scene.terrain_layer.raster.finish()  # the picture must hold the sharp terrain
        picture = viewport.grab()
        self._brush = self.view.backgroundBrush()
        self._transform = self.view.viewportTransform()
        inverse, _ = self._transform.inverted()
        ratio = picture.devicePixelRatio() or 1.0
        brush = QBrush(picture)
        brush.setTransform(QTransform.fromScale(1 / ratio, 1 / ratio) * inverse)
        # Made clear as one, a repaint skips the field, terrain and tokens at once. Clear, not
        # hidden: hiding a parent tells each of its thousands of children, through Python, that
        # it is hidden and again that it shows, some 15 ms each way at every drag; a parent
        # that draws nothing stops the painter before its children and tells them nothing.
        self.scene.still_layer.setOpacity(0.0)
        self.view.setBackgroundBrush(brush)
        self.view.frozen_picture = picture  # type: ignore[attr-defined]
        # The view keeps the picture as its cached background and blits it itself at each
        # repaint, without calling back into Python for it.
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.view.resetCachedContent()
        # A move repaints where the drag was and where it is: a few small rectangles. Clipped
        # to several rectangles the paint engine blends the picture span by span (and hands the
        # spans to other threads); clipped to one it copies rows, and the few pixels more that
        # the rectangle around them holds cost less than that.
        self._updates = self.view.viewportUpdateMode()
        self.view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The view blits the picture with its own render hints, and asking for smooth pictures
        # (as the players' view does, for the pictures it scales) makes the raster engine blend
        # it some ten times slower, though nothing is scaled while the map is frozen.
        smooth = QPainter.RenderHint.SmoothPixmapTransform
        self._smooth = bool(self.view.renderHints() & smooth)
        self.view.setRenderHint(smooth, False)

    def follow_camera(self) -> None:
        """Take the picture again if the view was panned or zoomed since it was taken."""
        if self._transform is not None and self.view.viewportTransform() != self._transform:
            self.thaw()
            self.freeze()

    def thaw(self) -> None:
        if not self.is_frozen:
            return
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.view.setViewportUpdateMode(self._updates)
        self.view.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, self._smooth)
        self.view.setBackgroundBrush(self._brush)
        self.view.frozen_picture = None  # type: ignore[attr-defined]
        self.scene.still_layer.setOpacity(1.0)
        self._transform = None
