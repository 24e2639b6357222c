"""A fitted view keeps room at its edges for the labels of the tokens standing there, in the
GM's window and in the players', whose labels are half as large again; so does an exported
image, whose title and scale bar stand in a band above the map."""

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QSpinBox

from campal.core.io import load_battle
from campal.core.model import AssetStore
from campal.core.rules import system_of
from campal.ui.dialogs.export_image import ExportImageDialog
from campal.ui.render import band_height, board_frame, board_scene, render_battle
from campal.ui.scene.palette import OUTSIDE
from campal.ui.scene.style import GM_STYLE, SceneStyle
from campal.ui.view.label_check import drawn_label_boxes
from campal.ui.view.scale_bar import scale_bar, scale_bar_size
from tests.core.movement.fields import BLUE, foot, sifrp_battle
from tests.ui.token_helpers import load

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "sifrp-batalla.campal"


def _edge_battle(window):
    field = sifrp_battle().field.size
    width, height = field.width, field.height
    # Long names on units at the bottom, left, right and top edges of the field.
    units = [
        _named(foot("unit-a", width / 2, height - 4), "Ballesteros del Mander de la Ribera"),
        _named(foot("unit-b", 6, height / 2), "Lanceros del Valle Oscuro"),
        _named(foot("unit-c", width - 6, height / 3, side=BLUE), "Caballeros de la Rosa Blanca"),
        _named(foot("unit-d", width / 3, 4, side=BLUE), "Picas de Altojardín"),
    ]
    battle = sifrp_battle(*units)
    load(window, battle)
    return battle


def _named(unit, name):
    return unit.model_copy(update={"name": name})


def _outside(view):
    screen = QRectF(view.viewport().rect())
    return [
        box
        for box in drawn_label_boxes(view)
        if not screen.contains(QRectF(box.left, box.top, box.right - box.left, box.bottom - box.top))
    ]


def test_fitting_the_field_shows_whole_the_labels_of_tokens_at_its_edges(window):
    battle = _edge_battle(window)
    view = window.view
    assert len(drawn_label_boxes(view)) == len(battle.units)
    assert _outside(view) == []
    assert view.zoom_percent() == 100.0  # the fit with room is what 100 % means
    field = view.mapFromScene(view.battle_scene.field_rect()).boundingRect()
    assert view.viewport().rect().contains(field)


def test_the_players_window_leaves_room_for_its_larger_labels(window, qtbot):
    battle = _edge_battle(window)
    window.player_controls.set_open(True)
    player = window.player_controls.player
    player.resize(880, 480)
    qtbot.waitExposed(player)
    qtbot.waitUntil(lambda: player.view.viewport().height() < 480)
    player.apply_camera()
    assert len(drawn_label_boxes(player.view)) == len(battle.units)
    assert _outside(player.view) == []
    window.player_controls.set_open(False)


def test_a_field_with_no_token_at_its_edges_is_fitted_as_before(window):
    field = sifrp_battle().field.size
    load(window, sifrp_battle(foot("unit-a", field.width / 2, field.height / 2)))
    view = window.view
    shown = view.mapFromScene(view.battle_scene.field_rect()).boundingRect()
    viewport = view.viewport().rect()
    # The field takes 95 % of the view's binding side, as it did without room.
    binding = min(viewport.width() / shown.width(), viewport.height() / shown.height())
    assert abs(binding - 1 / 0.95) < 0.01


def _image_boxes(scene, source, width):
    """The drawn labels' rectangles in an image ``width`` pixels wide showing ``source``."""
    scale = width / source.width()
    boxes = []
    for badges in scene.token_layer.badges.values():
        rect = badges.label_rect()
        if rect is not None:
            at = (badges.scenePos() - source.topLeft()) * scale
            boxes.append(rect.translated(at))
    return boxes


@pytest.mark.parametrize("players", [False, True])
def test_an_exported_image_shows_whole_the_labels_of_tokens_at_the_fields_edges(window, players):
    battle = _edge_battle(window)
    style = SceneStyle(window.player_controls.label_scale) if players else GM_STYLE
    width = 900
    scene = board_scene(battle, AssetStore(), width, players, None, style)
    source, shown_width, height = board_frame(scene, width)
    assert shown_width == width
    assert source.contains(scene.field_rect())
    assert height == pytest.approx(source.height() * width / source.width(), abs=1)
    boxes = _image_boxes(scene, source, width)
    assert len(boxes) == len(battle.units)
    image = QRectF(0, 0, width, height)
    assert [box for box in boxes if not image.contains(box)] == []
    rendered = render_battle(battle, AssetStore(), width, players, None, style)
    assert rendered.size() == QSize(width, band_height(width) + height)


def test_an_exported_image_of_a_field_with_no_token_at_its_edges_shows_the_field_alone(window):
    field = sifrp_battle().field.size
    battle = sifrp_battle(foot("unit-a", field.width / 2, field.height / 2))
    scene = board_scene(battle, AssetStore(), 600)
    source, width, height = board_frame(scene, 600)
    assert source == scene.field_rect()
    assert (width, height) == (600, round(600 * field.height / field.width))


def test_export_board_image_from_the_window_keeps_the_edge_labels_in_the_picture(
    window, qtbot, monkeypatch, tmp_path
):
    """File ▸ Export board image (Ctrl+E): a 700 px GM's version of a field with units on its
    edges shows the field a little smaller, with the room its edge labels need around it."""
    battle = _edge_battle(window)
    path = tmp_path / "tablero.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), "")))

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, ExportImageDialog):
            dialog.findChild(QSpinBox).setValue(700)
            dialog.findChild(QComboBox).setCurrentIndex(1)  # the GM's version
            dialog.accept()

    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(fill)
    timer.start()
    qtbot.keyClick(window.view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    timer.stop()
    written = QImage(str(path))
    scene = board_scene(battle, AssetStore(), 700)
    source, _, height = board_frame(scene, 700)
    assert source.width() > battle.field.size.width and source.height() > battle.field.size.height
    band = band_height(700)
    assert (written.width(), written.height()) == (700, band + height)
    shown = QRectF(0, band, 700, height)  # under the band with the title and scale bar
    assert all(shown.contains(box.translated(0, band)) for box in _image_boxes(scene, source, 700))


def test_the_title_and_scale_bar_of_an_export_stand_in_a_band_above_the_map(qapp):
    """They covered what lay in the map's corners: on the SIFRP sample's players' version at
    800 px, the title hid Kevan Lannister's name."""
    loaded = load_battle(SAMPLE)
    style = SceneStyle(1.5)
    scene = board_scene(loaded.battle, loaded.assets, 800, True, None, style)
    source, width, height = board_frame(scene, 800)
    image = render_battle(loaded.battle, loaded.assets, 800, True, None, style)
    band = band_height(width)
    assert image.size() == QSize(width, band + height)
    boxes = _image_boxes(scene, source, width)
    assert len(boxes) >= 10
    assert all(box.top() >= 0 for box in boxes)  # every label below the band
    assert image.pixelColor(width // 2, band // 2) == OUTSIDE  # the band, between title and bar


def test_a_long_title_is_cut_short_before_the_scale_bar(qapp):
    field = sifrp_battle().field.size
    battle = sifrp_battle(foot("unit-a", field.width / 2, field.height / 2))
    battle = battle.model_copy(update={"title": "La larguísima batalla " * 20})
    width = 400
    band = band_height(width)
    image = render_battle(battle, AssetStore(), width)
    bar = scale_bar(width / field.width, system_of(battle.system).distance_unit, width / 6)
    size = scale_bar_size(bar, QFont(), max(12.0, width / 110.0))
    pad = (band - size.height()) / 2
    bar_left = round(width - pad - size.width())
    row = band // 2
    assert image.pixelColor(bar_left + 2, row) != OUTSIDE  # the scale bar's box
    assert image.pixelColor(round(pad) + 2, row) != OUTSIDE  # the title's box
    gap = [image.pixelColor(x, row) for x in range(bar_left - round(pad) + 1, bar_left - 1)]
    assert gap and all(colour == OUTSIDE for colour in gap)


def test_labels_wider_than_a_narrow_map_leave_the_field_half_the_view(window, qtbot):
    window.resize(720, 720)  # the docks leave the map a strip narrower than the labels
    qtbot.waitUntil(lambda: window.view.viewport().width() < 300)
    _edge_battle(window)
    view = window.view
    frame = view.viewport().rect()
    field = view.mapFromScene(view.battle_scene.field_rect()).boundingRect()
    assert frame.contains(field), "the field is never zoomed past the view"
    assert field.width() >= 0.45 * frame.width() or field.height() >= 0.45 * frame.height()
