"""Render Campal's icon, resources/icons/campal.svg, to the PNG sizes desktops ask for
(resources/icons/campal-N.png). Run from the repository after editing the SVG:
``python packaging/make_icons.py``. The PNGs are committed so that building the app or installing
the wheel needs no SVG renderer; tests/packaging/test_icons.py checks they still match the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from campal.ui.startup.identity import ICON_SIZES

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "campal.svg"


def png_path(size: int) -> Path:
    return ICONS / f"campal-{size}.png"


def render(size: int, svg: Path = SVG) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in ICON_SIZES:
        if not render(size).save(str(png_path(size)), "PNG"):
            print(f"make_icons: cannot write {png_path(size)}", file=sys.stderr)
            return 1
        print(f"make_icons: {png_path(size).relative_to(ICONS.parents[1])}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
