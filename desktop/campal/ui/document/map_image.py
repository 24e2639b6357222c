"""Reading a map image the GM imports: checked before anything touches the document; and the
working copy each window draws, never larger than ``WORKING_PIXELS`` whatever the file holds."""

from __future__ import annotations

import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt
from PySide6.QtGui import QImage, QImageIOHandler, QImageReader

from ...core.frozen import frozen
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


# A working copy made before the window asked for it, handed to the first window that draws
# those very bytes: the one an import decoded for its check (a map was decoded twice on import,
# a 16-megapixel JPEG a second more), or the one a start decodes while the window is built.
_ready: tuple[bytes, Callable[[], QImage]] | None = None


def _hand_over(data: bytes, image: Callable[[], QImage]) -> None:
    global _ready
    _ready = (data, image)


def decode_ahead(data: bytes) -> None:
    """Begin decoding ``data``'s working copy now, on a worker: Qt's decoder lets Python go on,
    so the window built meanwhile finds the map ready (a start's demo map, 17 ms)."""
    decoded: list[QImage] = []
    worker = threading.Thread(
        target=lambda: decoded.append(_decode(data)), name="map-image-ahead", daemon=True
    )
    worker.start()

    def image() -> QImage:
        worker.join()
        return decoded[0] if decoded else QImage()

    _hand_over(data, image)


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
    global _ready
    ready, _ready = _ready, None
    if ready is not None and (ready[0] is data or ready[0] == data):
        return ready[1]()
    return _decode(data)


def _decode(data: bytes) -> QImage:
    reader, _buffer = _reader(data)
    size = reader.size()
    if not size.isValid() or size.width() > MAX_IMAGE_SIDE or size.height() > MAX_IMAGE_SIDE:
        return QImage()
    if _too_many_pixels(reader, size):
        reader, _buffer = _reader(data, EARLIER_MAP_ALLOCATION_MB)
    return _read_working_copy(reader, size)


def checked_map_image(data: bytes) -> QImage:
    """``decode_map_image``, for a check before an import: the working copy is kept for the
    window that then draws the same bytes."""
    image = decode_map_image(data)
    if not image.isNull():
        _hand_over(data, lambda: image)
    return image


@frozen
class ImportedImage:
    data: bytes
    width: int
    height: int


class ImageRefused(Exception):
    def __init__(self, problem: Message) -> None:
        super().__init__(problem.key)
        self.problem = problem


def too_heavy(size: int, limit: int) -> Message:
    """The refusal of an image file of ``size`` bytes over ``limit``, in megabytes a GM reads."""
    megabytes = 1024 * 1024
    return msg("image.too_heavy", size=-(-size // megabytes), limit=limit // megabytes)


def read_image_file(path: Path, limit: int) -> bytes:
    """The bytes of the image file at ``path``, refused before they are read when there are more
    than ``limit`` (a sparse 2 GB file is refused from its size alone), or when it is a folder, a
    pipe or a device, whose size says nothing (/dev/zero never ends)."""
    try:
        # Without blocking: a pipe opened for reading would wait for a writer that never comes.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(descriptor, "rb") as file:
            status = os.fstat(file.fileno())
            if stat.S_ISDIR(status.st_mode):
                raise ImageRefused(msg("file.not_a_file"))
            if not stat.S_ISREG(status.st_mode):
                raise ImageRefused(msg("file.not_regular"))
            if status.st_size > limit:
                raise ImageRefused(too_heavy(status.st_size, limit))
            data = file.read(limit + 1)  # a file that grew since is still read no further
    except FileNotFoundError:
        raise ImageRefused(msg("file.not_found")) from None
    except IsADirectoryError:
        raise ImageRefused(msg("file.not_a_file")) from None
    except OSError as error:
        raise ImageRefused(msg("file.unreadable", detail=error.strerror or str(error))) from None
    if len(data) > limit:
        raise ImageRefused(too_heavy(len(data), limit))
    return data


def read_map_image(path: Path, limit: int = MAX_IMAGE_BYTES) -> ImportedImage:
    data = read_image_file(path, limit)
    extension = image_extension(data)
    if extension is None:
        raise ImageRefused(msg("image.unreadable"))
    # The header's own claim first: Qt calls an absurd one unreadable, the GM is told its size.
    claimed = image_size.claimed_size(data, extension)
    if claimed is not None and max(claimed) > MAX_IMAGE_SIDE:
        raise ImageRefused(msg("image.too_big", width=claimed[0], height=claimed[1], limit=MAX_IMAGE_SIDE))
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
    working = _read_working_copy(reader, size)
    if working.isNull():
        raise ImageRefused(msg("image.unreadable"))
    _hand_over(data, lambda: working)
    return ImportedImage(data, size.width(), size.height())
