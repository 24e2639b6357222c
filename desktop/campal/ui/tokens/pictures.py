"""Pictures for tokens: reading one the GM chooses, the banners Campal ships, and decoding them.

A picture is checked as a map image is (PNG, JPEG or WebP, decodable) and must also be small
enough to sit on a token. The shipped banners are SVG files of our own in ``resources/banners``;
choosing one stores it as a PNG, like any other picture, so a file opens anywhere.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSize
from PySide6.QtGui import QImage, QImageReader

from ...core.io.limits import MAX_PICTURE_BYTES, MAX_PICTURE_SIDE
from ...core.model import AssetStore, msg
from ..document.map_image import ImageRefused, read_map_image

BANNER_SIZE = (240, 160)
_DECODED: dict[str, QImage] = {}


def banner_names() -> dict[str, str]:
    """The shipped banners by file stem, with the name the window shows."""
    return {
        "pale-gules": QCoreApplication.translate("Banners", "Red and gold, per pale"),
        "star-azure": QCoreApplication.translate("Banners", "Silver star on blue"),
        "chevron-vert": QCoreApplication.translate("Banners", "White chevron on green"),
        "saltire-or": QCoreApplication.translate("Banners", "Red saltire on gold"),
        "quarterly-sable": QCoreApplication.translate("Banners", "Black and gold, quarterly"),
        "bend-purpure": QCoreApplication.translate("Banners", "Silver bend on purple"),
    }


def banner_png(name: str) -> bytes:
    """The banner ``name`` drawn at ``BANNER_SIZE`` and encoded as PNG."""
    svg = (files("campal.resources") / "banners" / f"{name}.svg").read_bytes()
    # Qt's SVG image-format plugin draws it: the same plugin the desktop build keeps for icons.
    buffer = QBuffer()
    buffer.setData(QByteArray(svg))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, QByteArray(b"svg"))
    reader.setScaledSize(QSize(*BANNER_SIZE))
    image = reader.read()
    if image.isNull():
        raise ValueError(f"banner {name} could not be drawn: {reader.errorString()}")
    return _png(image)


def _png(image: QImage) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data().data())


def read_picture(path: Path) -> bytes:
    """The bytes of the picture at ``path``; ``ImageRefused`` says what is wrong with it."""
    image = read_map_image(path, MAX_PICTURE_BYTES)
    if image.width > MAX_PICTURE_SIDE or image.height > MAX_PICTURE_SIDE:
        raise ImageRefused(
            msg("picture.too_big", width=image.width, height=image.height, limit=MAX_PICTURE_SIDE)
        )
    return image.data


def picture_image(assets: AssetStore, ref: str | None) -> QImage | None:
    """The decoded picture ``ref`` (kept decoded: many tokens share a side's banner)."""
    if ref is None or ref not in assets:
        return None
    image = _DECODED.get(ref)
    if image is None:
        image = QImage.fromData(assets[ref])
        if image.isNull():
            return None
        _DECODED[ref] = image
    return image
