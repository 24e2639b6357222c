"""Memory a large map costs each window: the peak resident size of a process that imports a map
image and builds the pixmap the window draws, for the largest JPEG a map may be (16 384 ×
16 000, decoded straight at its working size) and the largest PNG and WebP (40 megapixels,
decoded whole, then scaled). Target: the GM's window and the players' together under 1 GB.

    python benchmarks/map_memory.py      # prints JSON: map_peak_mb_<format>
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MEASURE = """
import resource, sys
from pathlib import Path
from PySide6.QtGui import QGuiApplication, QPixmap
app = QGuiApplication([])
from campal.ui.document.map_image import decode_map_image, read_map_image
image = read_map_image(Path(sys.argv[1]))
working = decode_map_image(image.data)
pixmap = QPixmap.fromImage(working)
del working
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
"""

SIZES = {"jpeg": (16_384, 16_000), "png": (8_000, 5_000), "webp": (8_000, 5_000)}


def make(folder: Path, fmt: str) -> Path:
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

    _app = QGuiApplication.instance() or QGuiApplication([])
    width, height = SIZES[fmt]
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(40, 120, 60))
    painter = QPainter(image)
    painter.setPen(QColor(200, 10, 10))
    for y in range(0, height, 250):
        painter.drawLine(0, y, width - 1, height - 1 - y)
    painter.end()
    path = folder / f"map.{fmt}"
    image.save(str(path), fmt.upper(), 80)
    return path


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--make":
        make(Path(sys.argv[2]).parent, Path(sys.argv[2]).suffix[1:])
        return
    figures = {}
    with tempfile.TemporaryDirectory() as scratch:
        for fmt in SIZES:
            # Made in a process of its own: a measured process started by one that had held the
            # gigabyte image would report that process's peak as its own.
            path = Path(scratch) / f"map.{fmt}"
            subprocess.run([sys.executable, __file__, "--make", str(path)], check=True)
            out = subprocess.run(
                [sys.executable, "-c", MEASURE, str(path)], capture_output=True, text=True, check=True
            )
            figures[f"map_peak_mb_{fmt}"] = int(out.stdout.strip())
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
