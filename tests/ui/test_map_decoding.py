"""A map that imported fine is drawn after a restart: opening decodes under the import's limits."""

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from campal.ui.document.map_image import MAP_ALLOCATION_MB, decode_map_image


def png_bytes(width, height):
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def test_a_large_map_decodes_when_opening_even_if_nothing_was_imported(qapp):
    QImageReader.setAllocationLimit(256)  # Qt's default, as in a process that imported nothing
    data = png_bytes(9_000, 8_000)  # 288 MB decoded: over Qt's default, within the import limit
    image = decode_map_image(data)
    assert not image.isNull() and image.width() == 9_000
    assert QImageReader.allocationLimit() == MAP_ALLOCATION_MB


def test_a_header_claiming_more_than_a_map_may_be_is_not_decoded(qapp):
    data = bytearray(png_bytes(4, 4))
    data[16:24] = (20_000).to_bytes(4, "big") + (20_000).to_bytes(4, "big")  # IHDR width, height
    assert decode_map_image(bytes(data)).isNull()
