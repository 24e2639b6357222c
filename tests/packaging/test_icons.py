"""The committed PNG icons are the SVG's renders at every size packaging/make_icons.py makes:
an SVG edited without rerunning the script fails here."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from campal.ui.startup.identity import ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("make_icons", ROOT / "packaging" / "make_icons.py")
assert _spec is not None and _spec.loader is not None
make_icons = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_icons)


def _mean_difference(a: QImage, b: QImage) -> float:
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    first, second = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(first, second, strict=True)) / len(first)


@pytest.mark.parametrize("size", [s for s in ICON_SIZES if s <= 128])
def test_each_png_is_the_svg_drawn_at_its_size(qapp, size: int) -> None:
    committed = QImage(str(make_icons.png_path(size)))
    assert (committed.width(), committed.height()) == (size, size)
    # A renderer of another Qt version may round a few edge pixels differently.
    assert _mean_difference(committed, make_icons.render(size)) < 1.0


@pytest.mark.parametrize("size", [256, 512])
def test_the_large_pngs_have_their_size_and_an_opaque_middle(qapp, size: int) -> None:
    committed = QImage(str(make_icons.png_path(size)))
    assert (committed.width(), committed.height()) == (size, size)
    assert committed.pixelColor(size // 2, size // 2).alpha() == 255
    assert committed.pixelColor(0, 0).alpha() == 0  # the rounded corner lets the desktop show through


def test_no_icon_file_is_left_over_from_an_older_size_list() -> None:
    pngs = {p.name for p in (ROOT / "resources" / "icons").glob("*.png")}
    assert pngs == {f"campal-{size}.png" for size in ICON_SIZES}
