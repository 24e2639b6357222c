"""How the desktop knows Campal: its application id (the name of its .desktop entry, AppStream
metainfo and icon, see packaging/) and its icon in every size the package ships."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap

APP_ID = "app.campal.Campal"
# Rendered from resources/icons/campal.svg by packaging/make_icons.py.
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def campal_icon() -> QIcon:
    """Built from the PNGs, so neither the wheel nor the app needs Qt's SVG plugin to show it.
    Installed as files, each size is read when the platform first asks for it: decoding all nine
    took about 8 ms of every start (5 for the 512-pixel one), and a platform that takes the icon
    from the desktop entry asks for none (X11 still reads them all as the window is made)."""
    icon = QIcon()
    folder = files("campal.resources") / "icons"
    for size in ICON_SIZES:
        resource = folder / f"campal-{size}.png"
        if isinstance(resource, Path):
            icon.addFile(str(resource), QSize(size, size))
            continue
        pixmap = QPixmap()
        if pixmap.loadFromData(resource.read_bytes(), "PNG"):
            icon.addPixmap(pixmap)
    return icon


def identify(app: QGuiApplication) -> None:
    """The window icon, and the desktop entry Wayland compositors match the windows with."""
    app.setWindowIcon(campal_icon())
    app.setDesktopFileName(APP_ID)
