"""Battle ▸ Import map… and File ▸ Export Universal VTT… in the window."""

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from campal.core.engine import MoveUnit
from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle, Point
from campal.core.uvtt import read_uvtt_file
from campal.ui.uvtt.dialog import ImportMapDialog
from tests.core.movement.fields import foot, sides
from tests.uvtt_files import encoded, pt, uvtt

# 20 × 10 cells of 10 m: a wall down the middle of the field, a door and a torch.
WALLED = uvtt(
    cells=(20, 10),
    pixels_per_grid=10,
    line_of_sight=[[pt(10, -2), pt(10, 4.5)], [pt(10, 5.5), pt(10, 12)]],
    portals=[{"position": pt(10, 5), "bounds": [pt(10, 4.5), pt(10, 5.5)], "rotation": 1.57, "closed": True}],
    lights=[{"position": pt(5, 5), "range": 4, "intensity": 1, "color": "ffff9933", "shadows": True}],
)


def accept_import(dialog_path, cell, onto):
    """Fill in the Import map dialog when it opens, and press OK."""

    def fill():
        dialog = next(
            w for w in QApplication.topLevelWidgets() if isinstance(w, ImportMapDialog) and w.isVisible()
        )
        dialog.path.setText(str(dialog_path))
        dialog.cell.setValue(cell)
        (dialog.onto if onto else dialog.new_battle).setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, fill)


def test_an_imported_wall_blocks_a_units_march(window, tmp_path):
    path = tmp_path / "keep.dd2vtt"
    path.write_bytes(encoded(WALLED))
    window.session.replace(
        LoadedBattle(Battle(sides=sides(), units={"unit-a": foot("unit-a", 50, 20)}), AssetStore()), None
    )
    accept_import(path, 10.0, onto=True)
    window.uvtt.import_action.trigger()
    battle = window.session.battle
    assert battle.field.size.width == pytest.approx(200) and battle.field.background is not None
    assert sorted(f.kind for f in battle.terrain.values()) == ["door", "solid_wall", "solid_wall"]
    assert window.session.undo_stack.count() == 1 and window.session.undo_stack.undoText() == "Import map"
    assert len(window.scene.terrain_items) == 3
    refusals = []
    window.session.refused.connect(refusals.append)
    assert not window.session.execute(MoveUnit("unit-a", (Point(x=150, y=20),)))
    assert refusals[-1].key == "move.blocked" and refusals[-1].params["kind"] == "solid_wall"
    assert window.session.battle.units["unit-a"].position == Point(x=50, y=20)
    window.session.undo_stack.undo()
    assert not window.session.battle.terrain and window.session.battle.field.background is None


def test_a_new_battle_from_a_map_and_its_lights_layer(window, tmp_path):
    path = tmp_path / "cave.uvtt"
    path.write_bytes(encoded(WALLED))
    accept_import(path, 10.0, onto=False)
    window.uvtt.import_action.trigger()
    battle = window.session.battle
    assert battle.title == "cave" and len(battle.field.lights) == 1
    lights = window.scene.lights_item
    assert not lights.isVisible() and window.uvtt.lights_action.isEnabled()
    window.uvtt.lights_action.trigger()
    assert lights.isVisible() and lights.lights == battle.field.lights


def test_a_broken_file_is_refused_with_its_reason_and_the_battle_untouched(window, tmp_path, answer):
    asked = answer()
    path = tmp_path / "broken.dd2vtt"
    path.write_bytes(encoded(uvtt(pixels_per_grid=0))[:-10])
    before = window.session.battle
    assert not window.uvtt.import_from(path, ImportMapDialog(window.session.unit).choices(), new_battle=True)
    assert window.session.battle is before and window.session.undo_stack.count() == 0
    assert "broken.dd2vtt" in asked[-1][2] and "JSON" in asked[-1][2]


def test_export_gives_a_file_that_imports_back_lined_up(window, tmp_path):
    source = tmp_path / "keep.dd2vtt"
    source.write_bytes(encoded(WALLED))
    window.uvtt.import_from(
        source, ImportMapDialog(window.session.unit).choices().__class__(cell_m=10.0), True
    )
    out = tmp_path / "out.uvtt"
    assert window.uvtt.export_to(out, 10.0)
    again = read_uvtt_file(out)
    assert again.size.x == pytest.approx(20) and again.pixels_per_grid == 10
    assert again.image_pixels == (200, 100)
    document = json.loads(out.read_bytes())
    assert len(document["line_of_sight"]) == 2 and document["portals"][0]["closed"] is True


def test_a_maps_picture_is_decoded_once_for_its_check_and_the_map(window, tmp_path, monkeypatch):
    from campal.ui.document import map_image

    decoded = []
    read = map_image._read_working_copy
    monkeypatch.setattr(map_image, "_read_working_copy", lambda *a: decoded.append(1) or read(*a))
    path = tmp_path / "cave.uvtt"
    path.write_bytes(encoded(WALLED))
    accept_import(path, 10.0, onto=False)
    window.uvtt.import_action.trigger()
    assert window.session.battle.field.background is not None
    assert window.scene.field_item._pixmap is not None and len(decoded) == 1
