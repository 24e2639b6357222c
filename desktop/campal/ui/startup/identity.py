"""How the desktop knows Campal: its application id (the name of its .desktop entry, AppStream
metainfo and icon, see packaging/) and its icon in every size the package ships."""

from __future__ import annotations

from importlib.resources import files

from PySide6.QtGui import QGuiApplication, QIcon, QPixmap

APP_ID = "app.campal.Campal"
# Rendered from resources/icons/campal.svg by packaging/make_icons.py.
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def campal_icon() -> QIcon:
    """Built from the PNGs, so neither the wheel nor the app needs Qt's SVG plugin to show it."""
    icon = QIcon()
    folder = files("campal.resources") / "icons"
    for size in ICON_SIZES:
        pixmap = QPixmap()
        if pixmap.loadFromData((folder / f"campal-{size}.png").read_bytes(), "PNG"):
            icon.addPixmap(pixmap)
    return icon


def identify(app: QGuiApplication) -> None:
    """The window icon, and the desktop entry Wayland compositors match the windows with."""
    app.setWindowIcon(campal_icon())
    app.setDesktopFileName(APP_ID)
