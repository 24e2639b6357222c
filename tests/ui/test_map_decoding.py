"""A map that imported fine is drawn after a restart: opening decodes under the import's limits."""

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from campal.core.io import image_size
from campal.core.io.image_size import WORKING_PIXELS
from campal.ui.document.map_image import MAP_ALLOCATION_MB, ImageRefused, decode_map_image, read_map_image


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
    image = decode_map_image(data)  # a PNG as large as earlier versions imported: still drawn
    assert not image.isNull()
    assert image.width() * image.height() <= WORKING_PIXELS
    assert abs(image.width() / image.height() - 9_000 / 8_000) < 0.01


def test_a_map_the_window_draws_is_a_working_copy_of_bounded_pixels(qapp, monkeypatch):
    monkeypatch.setattr(image_size, "WORKING_PIXELS", 100 * 50)
    image = decode_map_image(png_bytes(400, 200))
    assert (image.width(), image.height()) == (100, 50)
    assert QImageReader.allocationLimit() == MAP_ALLOCATION_MB


def test_a_jpeg_is_decoded_straight_at_its_working_size(qapp, monkeypatch):
    monkeypatch.setattr(image_size, "WORKING_PIXELS", 100 * 50)
    image = QImage(400, 200, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "JPEG")
    reads = []
    monkeypatch.setattr(QImageReader, "setScaledSize", lambda self, size: reads.append(size) or None)
    decode_map_image(bytes(data))
    assert reads and (reads[0].width(), reads[0].height()) == (100, 50)


def test_a_png_or_webp_with_more_pixels_than_a_map_may_have_is_refused_by_name(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(image_size, "MAX_WHOLE_DECODE_PIXELS", 300 * 300)
    path = tmp_path / "mapa.png"
    path.write_bytes(png_bytes(400, 300))
    with pytest.raises(ImageRefused) as refused:
        read_map_image(path)
    assert refused.value.problem.key == "image.too_many_pixels"
    assert refused.value.problem.params == {"width": 400, "height": 300, "limit": 0}


def test_a_header_claiming_more_than_a_map_may_be_is_not_decoded(qapp):
    data = bytearray(png_bytes(4, 4))
    data[16:24] = (20_000).to_bytes(4, "big") + (20_000).to_bytes(4, "big")  # IHDR width, height
    assert decode_map_image(bytes(data)).isNull()
