"""One recap frame as an image: the board as ``campal render`` draws it, the caption beneath.

The scene is made once and shown each frame's document (it redraws only what changed), and the
part of the field drawn is fixed for the whole recap from its last frame, so the picture does
not shift as labels come and go.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from ...core.model import AssetStore, Battle
from ...core.timeline import Caption
from ..render import MAX_WIDTH, band_height, board_frame, board_scene, letter_px, paint_board

CAPTION_LINES = 3  # the heading, and the log's line over at most two


class RecapCanvas:
    def __init__(self, last: Battle, assets: AssetStore, width: int, player_view: bool) -> None:
        self.assets = assets
        self.scene = board_scene(last, assets, width, player_view)
        self.source, self.width, self.board_height = board_frame(self.scene, width, MAX_WIDTH // 2)
        self.scale = self.width / self.source.width()
        self.band = band_height(self.width)
        self.letters = letter_px(self.width)
        self.caption_height = round(self.letters * 1.35 * CAPTION_LINES + self.letters)
        # Videos want even sides; the caption strip takes the odd pixel.
        self.height = self.band + self.board_height + self.caption_height
        self.height += self.height % 2
        self.width -= self.width % 2

    def draw(self, battle: Battle, caption: Caption, counter: str = "") -> QImage:
        """The frame of ``battle`` with its caption, and ``counter`` ("12 / 54") at the right of
        the heading: no two steps' frames are alike, so none is merged away."""
        self.scene.show_battle(battle, self.assets)
        self.scene.token_layer.set_view_scale(self.scale)
        image = QImage(self.width, self.height, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        paint_board(painter, self.scene, battle, self.source, self.width, self.board_height)
        self._paint_caption(painter, caption, counter)
        painter.end()
        return image

    def _paint_caption(self, painter: QPainter, caption: Caption, counter: str) -> None:
        top = self.band + self.board_height
        strip = QRectF(0, top, self.width, self.height - top)
        painter.fillRect(strip, QColor(250, 248, 240))
        pad = self.letters * 0.6
        heading = QFont(painter.font())
        heading.setPixelSize(round(self.letters))
        heading.setBold(True)
        line_height = QFontMetricsF(heading).height()
        painter.setPen(QColor(20, 20, 20))
        painter.setFont(heading)
        heading_box = QRectF(pad, top + pad / 2, self.width - 2 * pad, line_height)
        painter.drawText(
            heading_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, caption.heading
        )
        painter.drawText(heading_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, counter)
        body = QFont(heading)
        body.setBold(False)
        painter.setFont(body)
        box = QRectF(
            pad, top + pad / 2 + line_height, self.width - 2 * pad, strip.height() - line_height - pad
        )
        metrics = QFontMetricsF(body)
        text = caption.line
        if metrics.boundingRect(box, Qt.TextFlag.TextWordWrap, text).height() > box.height():
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width() * 1.9)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)
