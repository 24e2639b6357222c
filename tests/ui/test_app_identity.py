"""The window wears Campal's icon in every shipped size, and names its desktop entry."""

from __future__ import annotations

from PySide6.QtCore import QSize

from campal.ui.startup import identity
from campal.ui.startup.identity import APP_ID, ICON_SIZES, campal_icon


def test_the_main_window_shows_campals_icon_in_every_size(window, qapp) -> None:
    icon = window.windowIcon()
    assert not icon.isNull()
    assert {(s.width(), s.height()) for s in icon.availableSizes()} == {(n, n) for n in ICON_SIZES}
    assert icon.pixmap(QSize(16, 16)).size() == QSize(16, 16)
    assert qapp.desktopFileName() == APP_ID


def test_the_icons_pictures_are_read_when_asked_for_not_when_the_app_starts(monkeypatch, qapp) -> None:
    def decoded(*_args: object) -> bool:
        raise AssertionError("a picture of the icon was decoded at start")

    monkeypatch.setattr(identity.QPixmap, "loadFromData", decoded)
    icon = campal_icon()
    assert {(s.width(), s.height()) for s in icon.availableSizes()} == {(n, n) for n in ICON_SIZES}
    monkeypatch.undo()
    assert icon.pixmap(QSize(48, 48)).size() == QSize(48, 48)
