"""Calibrating the map image with a real drag on the view."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QGraphicsLineItem

from campal.ui.dialogs.calibration import CalibrationDialog
from tests.pngs import png


@pytest.fixture
def image_file(tmp_path) -> Path:
    path = tmp_path / "mapa.png"
    path.write_bytes(png(200, 100))
    return path


def test_import_then_calibrate_by_dragging(window, image_file, monkeypatch):
    session = window.session
    typed = {}

    def exec_dialog(dialog: CalibrationDialog) -> int:
        typed["shown"] = dialog.length.value()
        dialog.length.setValue(250.0)  # the GM types the real length, in metres
        dialog.fit_field.setChecked(True)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(CalibrationDialog, "exec", exec_dialog)
    assert window.import_image_from(image_file)
    image = session.battle.field.background
    assert image.pixel_width == 200 and image.metres_per_pixel == pytest.approx(3.0)  # 600 m / 200 px

    view = window.view
    start = view.mapFromScene(QPointF(30.0, 60.0))
    end = view.mapFromScene(QPointF(330.0, 60.0))  # 300 m = 100 image pixels
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), (start + end) / 2)
    QTest.mouseMove(view.viewport(), end)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)

    assert typed["shown"] == pytest.approx(300.0, rel=0.02)
    calibrated = session.battle.field.background
    assert calibrated.metres_per_pixel == pytest.approx(2.5, rel=0.02)
    assert session.battle.field.size.width == pytest.approx(500.0, rel=0.02)
    assert view.tool is view.default_tool
    window.undo_action.trigger()
    assert session.battle.field.background.metres_per_pixel == pytest.approx(3.0)


def test_escape_cancels_calibration(window, image_file):
    window.import_image_from(image_file)
    before = window.session.battle
    view = window.view
    start, end = view.mapFromScene(QPointF(10.0, 10.0)), view.mapFromScene(QPointF(200.0, 10.0))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), end)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.tool is view.default_tool
    assert window.session.battle == before
    leaders = window.scene.token_layer.leaders  # the labels' leader lines are lines too
    assert not [
        item
        for item in view.scene().items()
        if isinstance(item, QGraphicsLineItem) and item.parentItem() is not leaders
    ]


def test_a_file_that_is_not_an_image_is_refused(window, tmp_path, answer):
    asked = answer()
    fake = tmp_path / "mapa.png"
    fake.write_bytes(b"GIF89a not really")
    before = window.session.battle
    assert not window.import_image_from(fake)
    assert asked[0][0] == "warning" and "mapa.png" in asked[0][2]
    assert window.session.battle == before
