"""Writing a recap's images as an animation: GIF and APNG with Pillow, MP4 and WebM with PyAV
where it is installed (``pip install 'campal[video]'``)."""

from __future__ import annotations

import io
import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QImage

if TYPE_CHECKING:
    from PIL import Image

FORMATS = {".gif": "gif", ".png": "apng", ".apng": "apng", ".mp4": "mp4", ".webm": "webm"}
VIDEO_CODECS = {"mp4": "libx264", "webm": "libvpx-vp9"}


class NoVideo(Exception):
    """A video was asked for and the ``av`` package that writes one is not installed."""


def kind_of(out: Path) -> str | None:
    return FORMATS.get(out.suffix.lower())


def can_write_video() -> bool:
    try:
        import av  # noqa: F401
    except ImportError:
        return False
    return True


def pillow_image(image: QImage) -> Image.Image:
    from PIL import Image  # Pillow waits for the first recap, not every start of the window

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = bytes(rgb.constBits())
    return Image.frombuffer("RGB", (rgb.width(), rgb.height()), data, "raw", "RGB", rgb.bytesPerLine(), 1)


def animation_bytes(kind: str, images: Iterable[QImage], durations: list[int], palette: QImage) -> bytes:
    """A GIF or an APNG of ``images``, each shown for its ``durations`` (ms), looping.

    A GIF's frames share one palette, taken from ``palette`` (the last picture holds the most
    the recap shows), so each frame is mapped to it rather than given a palette of its own:
    steadier colours, and several times faster."""
    from PIL import Image

    buffer = io.BytesIO()
    if kind == "gif":
        shared = pillow_image(palette).quantize(255, method=Image.Quantize.MEDIANCUT)
        frames: Iterator[Image.Image] = (
            pillow_image(image).quantize(palette=shared, dither=Image.Dither.NONE) for image in images
        )
        first = next(frames)
        first.save(buffer, "GIF", save_all=True, append_images=frames, duration=durations, loop=0)
    else:
        # Pillow's APNG writer reads its frames twice (their modes first), so they are a list.
        first, *rest = (pillow_image(image) for image in images)
        first.save(
            buffer, "PNG", save_all=True, append_images=rest, duration=durations, loop=0, compress_level=3
        )
    return buffer.getvalue()


def write_video(kind: str, out: Path, images: Iterable[QImage], durations: list[int], fps: int) -> None:
    """An MP4 (H.264) or WebM (VP9) at ``fps``, each image repeated for its duration; written
    beside ``out`` and moved over it once whole."""
    try:
        import av
    except ImportError:
        raise NoVideo(kind) from None
    handle, temporary = tempfile.mkstemp(suffix=out.suffix, dir=out.parent)
    os.close(handle)
    try:
        with av.open(temporary, "w") as container:
            stream = None
            for image, duration in zip(images, durations, strict=True):
                picture = pillow_image(image)
                if stream is None:
                    stream = container.add_stream(VIDEO_CODECS[kind], rate=fps)
                    stream.width, stream.height = picture.size
                    stream.pix_fmt = "yuv420p"
                frame = av.VideoFrame.from_image(picture)
                for _ in range(max(1, round(duration * fps / 1000))):
                    container.mux(stream.encode(frame))
            if stream is not None:
                container.mux(stream.encode())
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(temporary, 0o666 & ~mask)  # as any file the GM writes, not mkstemp's owner-only
        os.replace(temporary, out)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
