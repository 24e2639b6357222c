"""Feedback where the GM looks: tool instructions and refusals on a banner over the map, no
stale hints after Esc, and live lengths and areas while measuring and drawing."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from campal.core.engine import RetitleBattle
from campal.ui.dialogs.calibration import CalibrationDialog
from tests.pngs import png
from tests.ui.terrain_helpers import LEFT, NONE, at, choose_kind, key, use


def test_a_tool_shows_its_instructions_on_the_map_and_esc_takes_them_away(window):
    window.tokens.place_action.trigger()
    assert any("place" in text.lower() for text in window.view.banner.texts())
    assert window.statusBar().currentMessage()
    key(window, Qt.Key.Key_Escape)
    assert window.view.banner.texts() == []
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_shows_on_the_map(window):
    window.session.execute(RetitleBattle("   "))
    assert window.view.banner.texts() == ["The title must have 1 to 200 characters."]


def test_drawing_an_area_reads_its_area_live(window):
    use(window, "rectangle")
    choose_kind(window, "forest")
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NONE, at(window, 100, 100))
    QTest.mouseMove(viewport, at(window, 150, 120))
    QTest.mouseMove(viewport, at(window, 200, 150))
    shown = window.view.tool.measure_shown()
    assert shown.endswith("m²")
    assert float(shown.split()[0]) == pytest.approx(5000, rel=0.05)
    QTest.mouseRelease(viewport, LEFT, NONE, at(window, 200, 150))


def test_the_calibration_line_reads_its_length_live(window, tmp_path, monkeypatch):
    image = tmp_path / "mapa.png"
    image.write_bytes(png(200, 100))
    monkeypatch.setattr(CalibrationDialog, "exec", lambda self: 0)  # the GM cancels the length box
    window.import_image_from(image)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, NONE, at(window, 30, 60))
    QTest.mouseMove(viewport, at(window, 130, 60))
    QTest.mouseMove(viewport, at(window, 330, 60))
    shown = window.view.tool.length_shown()
    assert float(shown.split()[0]) == pytest.approx(300, rel=0.02)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.view.banner.texts() == []


def test_drawing_a_line_reads_its_length_live(window):
    from tests.ui.terrain_helpers import click

    use(window, "line")
    choose_kind(window, "road")
    click(window, 50, 50)
    QTest.mouseMove(window.view.viewport(), at(window, 150, 50))
    QTest.mouseMove(window.view.viewport(), at(window, 250, 50))
    shown = window.view.tool.measure_shown()
    assert shown.endswith(" m")
    assert float(shown.split()[0]) == pytest.approx(200, abs=3)
    key(window, Qt.Key.Key_Escape)
