"""Reading a map image the GM imports: checked before anything touches the document."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage, QImageReader

from ...core.io.battle_file import image_extension
from ...core.io.image_size import MAX_IMAGE_SIDE
from ...core.io.limits import MAX_IMAGE_BYTES
from ...core.model import Message, msg

# Megabytes Qt may allocate to decode one map: a 16 384² RGBA image, and no more. Qt's limit is
# process-wide, so every decode sets it (import and opening alike), never relying on an earlier
# import having set it: a map imported fine must still be drawn after a restart.
MAP_ALLOCATION_MB = 1100


def _reader(data: bytes) -> tuple[QImageReader, QBuffer]:
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    QImageReader.setAllocationLimit(MAP_ALLOCATION_MB)
    return QImageReader(buffer), buffer


def decode_map_image(data: bytes) -> QImage:
    """The map image of a battle, decoded under the same limits as when it was imported; a
    null image when its header claims more than a map may be."""
    reader, _buffer = _reader(data)
    size = reader.size()
    if not size.isValid() or size.width() > MAX_IMAGE_SIDE or size.height() > MAX_IMAGE_SIDE:
        return QImage()
    return reader.read()


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
    if reader.read().isNull():
        raise ImageRefused(msg("image.unreadable"))
    return ImportedImage(data, size.width(), size.height())
