"""Reading a map image the GM imports: checked before anything touches the document; and the
working copy each window draws, never larger than ``WORKING_PIXELS`` whatever the file holds."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QImageIOHandler, QImageReader

from ...core.io import image_size
from ...core.io.battle_file import image_extension
from ...core.io.image_size import MAX_IMAGE_SIDE
from ...core.io.limits import MAX_IMAGE_BYTES
from ...core.model import Message, msg

# Megabytes Qt may allocate to decode one map: a whole PNG or WebP of MAX_WHOLE_DECODE_PIXELS
# or a JPEG's working copy, and no more. Qt's limit is process-wide, so every decode sets it
# (import and opening alike), never relying on an earlier import having set it: a map imported
# fine must still be drawn after a restart.
MAP_ALLOCATION_MB = 300
# A battle saved before PNG and WebP maps were bounded in pixels may hold one up to 16 384²:
# it is still drawn (from its working copy), at the cost of reading it whole once.
EARLIER_MAP_ALLOCATION_MB = 1100


def _reader(data: bytes, allocation_mb: int = MAP_ALLOCATION_MB) -> tuple[QImageReader, QBuffer]:
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    QImageReader.setAllocationLimit(allocation_mb)
    return QImageReader(buffer), buffer


def _working_size(size: QSize) -> QSize:
    """``size`` scaled down, keeping its shape, to at most ``WORKING_PIXELS``."""
    pixels = size.width() * size.height()
    if pixels <= image_size.WORKING_PIXELS:
        return size
    factor = (image_size.WORKING_PIXELS / pixels) ** 0.5
    return QSize(max(1, int(size.width() * factor)), max(1, int(size.height() * factor)))


def _scales_as_it_decodes(reader: QImageReader) -> bool:
    return bool(reader.supportsOption(QImageIOHandler.ImageOption.ScaledSize))


def _too_many_pixels(reader: QImageReader, size: QSize) -> bool:
    whole = size.width() * size.height() > image_size.MAX_WHOLE_DECODE_PIXELS
    return whole and not _scales_as_it_decodes(reader)


def _read_working_copy(reader: QImageReader, size: QSize) -> QImage:
    working = _working_size(size)
    if working == size:
        return reader.read()
    if _scales_as_it_decodes(reader):
        reader.setScaledSize(working)  # a JPEG is decoded straight at the working size
        return reader.read()
    whole = reader.read()  # bounded by MAX_WHOLE_DECODE_PIXELS
    if whole.isNull():
        return whole
    return whole.scaled(
        working, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )


def decode_map_image(data: bytes) -> QImage:
    """The working copy of a battle's map image, decoded under the same limits as when it was
    imported: at most ``WORKING_PIXELS``, drawn over the image's full extent on the field. A null
    image when the header claims more than a map may be."""
    reader, _buffer = _reader(data)
    size = reader.size()
    if not size.isValid() or size.width() > MAX_IMAGE_SIDE or size.height() > MAX_IMAGE_SIDE:
        return QImage()
    if _too_many_pixels(reader, size):
        reader, _buffer = _reader(data, EARLIER_MAP_ALLOCATION_MB)
    return _read_working_copy(reader, size)


@dataclass(frozen=True)
class ImportedImage:
    data: bytes
    width: int
    height: int


class ImageRefused(Exception):
    def __init__(self, problem: Message) -> None:
        super().__init__(problem.key)
        self.problem = problem


def read_map_image(path: Path) -> ImportedImage:
    try:
        if path.stat().st_size > MAX_IMAGE_BYTES:
            raise ImageRefused(msg("file.too_big", limit=MAX_IMAGE_BYTES))
        data = path.read_bytes()
    except FileNotFoundError:
        raise ImageRefused(msg("file.not_found")) from None
    except OSError as error:
        raise ImageRefused(msg("file.unreadable", detail=error.strerror or str(error))) from None
    if image_extension(data) is None:
        raise ImageRefused(msg("image.unreadable"))
    reader, _buffer = _reader(data)
    size = reader.size()  # from the header, before decoding anything
    if not size.isValid():
        raise ImageRefused(msg("image.unreadable"))
    if size.width() > MAX_IMAGE_SIDE or size.height() > MAX_IMAGE_SIDE:
        raise ImageRefused(
            msg("image.too_big", width=size.width(), height=size.height(), limit=MAX_IMAGE_SIDE)
        )
    if _too_many_pixels(reader, size):
        limit = image_size.MAX_WHOLE_DECODE_PIXELS // 1_000_000
        raise ImageRefused(
            msg("image.too_many_pixels", width=size.width(), height=size.height(), limit=limit)
        )
    if _read_working_copy(reader, size).isNull():
        raise ImageRefused(msg("image.unreadable"))
    return ImportedImage(data, size.width(), size.height())
