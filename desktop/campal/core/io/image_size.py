"""The pixel size an image's header claims, read without decoding it.

A 50 KB PNG can claim 100,000 × 100,000 pixels, forty gigabytes once decoded. The loader reads
the claim from the header and refuses a map larger than the window would ever draw, before any
decoder sees it.
"""

from __future__ import annotations

import struct

# The largest side of a map image, as the importer allows (ui/map_image.py uses the same).
MAX_IMAGE_SIDE = 16_384
# What a window keeps of a map: a working copy of at most this many pixels (8192 × 4096, 128 MB
# decoded), plenty for a field seen whole or zoomed in, in the GM's window and the players' alike.
WORKING_PIXELS = 8_192 * 4_096
# A PNG or WebP is decoded whole before it can be scaled down (Qt scales only JPEG as it
# decodes), so its pixels are bounded too: 40 megapixels (8000 × 5000), some 450 MB at the
# peak of a WebP's decoding. The GM's window and the players' decode one after the other and
# keep only their working copies, so a map never needs a gigabyte.
MAX_WHOLE_DECODE_PIXELS = 40_000_000
# JPEG start-of-frame markers (baseline, progressive, lossless…), which carry the size.
_SOF = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


def _png(data: bytes) -> tuple[int, int] | None:
    if len(data) < 24 or data[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _jpeg(data: bytes) -> tuple[int, int] | None:
    at = 2
    while at + 9 <= len(data):
        if data[at] != 0xFF:
            return None
        marker = data[at + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:  # markers without a length
            at += 2
            continue
        length = struct.unpack(">H", data[at + 2 : at + 4])[0]
        if marker in _SOF:
            height, width = struct.unpack(">HH", data[at + 5 : at + 9])
            return width, height
        at += 2 + length
    return None


def _webp(data: bytes) -> tuple[int, int] | None:
    chunk = data[12:16]
    if chunk == b"VP8X" and len(data) >= 30:
        return 1 + int.from_bytes(data[24:27], "little"), 1 + int.from_bytes(data[27:30], "little")
    if chunk == b"VP8L" and len(data) >= 25:
        bits = int.from_bytes(data[21:25], "little")
        return 1 + (bits & 0x3FFF), 1 + ((bits >> 14) & 0x3FFF)
    if chunk == b"VP8 " and len(data) >= 30:
        width, height = struct.unpack("<HH", data[26:30])
        return width & 0x3FFF, height & 0x3FFF
    return None


def claimed_size(data: bytes, extension: str) -> tuple[int, int] | None:
    """Width and height from the header of a PNG, JPEG or WebP, or None if it has none."""
    reader = {"png": _png, "jpg": _jpeg, "webp": _webp}.get(extension)
    return reader(data) if reader is not None else None
