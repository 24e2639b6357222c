"""Selecting and editing terrain with real mouse and key events: every gesture is one command."""

import pytest
from PySide6.QtCore import Qt

from campal.core.model import TerrainFeature

from .terrain_battles import forest, load, square
from .terrain_helpers import click, double_click, drag, key, use


def corners(feature):
    return [(round(p.x, 3), round(p.y, 3)) for p in feature.outline]


def test_dragging_a_feature_moves_it_as_one_command(window):
    load(window, forest())
    use(window, "select")
    drag(window, (150, 150), (190, 170), steps=12)
    wood = window.session.battle.terrain["terrain-wood"]
    pixel = 1.5 / window.view.scale_factor()  # a click lands on a whole pixel
    assert min(p.x for p in wood.outline) == pytest.approx(140, abs=pixel)
    assert min(p.y for p in wood.outline) == pytest.approx(120, abs=pixel)
    assert window.session.undo_stack.count() == 1
    item = window.scene.terrain_items["terrain-wood"]
    assert item.pos().x() == 0 and item.pos().y() == 0  # the preview offset gives way to the document
    window.undo_action.trigger()
    assert min(p.x for p in window.session.battle.terrain["terrain-wood"].outline) == pytest.approx(100)


def test_a_click_selects_the_topmost_feature_and_empty_ground_clears_it(window):
    lower = forest()
    upper = TerrainFeature(id="terrain-hill", kind="hill", outline=square(150, 150, 100))
    load(window, lower, upper)
    use(window, "select")
    click(window, 175, 175)
    assert window.terrain.context.selection.feature_id == "terrain-hill"
    click(window, 120, 120)
    assert window.terrain.context.selection.feature_id == "terrain-wood"
    click(window, 500, 350)
    assert window.terrain.context.selection.feature_id is None
    assert window.session.undo_stack.count() == 0, window.session.undo_stack.text(0)


def test_dragging_a_vertex_reshapes_the_feature(window):
    load(window, forest())
    use(window, "select")
    click(window, 150, 150)
    drag(window, (200, 200), (260, 230))
    wood = window.session.battle.terrain["terrain-wood"]
    pixel = 1.5 / window.view.scale_factor()
    moved = [(x, y) for x, y in corners(wood) if (x, y) not in ((100, 100), (200, 100), (100, 200))]
    assert len(moved) == 1
    assert moved[0] == (pytest.approx(260, abs=pixel), pytest.approx(230, abs=pixel))
    assert window.session.undo_stack.count() == 1


def test_double_clicking_an_edge_adds_a_vertex_and_delete_removes_it(window):
    load(window, forest())
    use(window, "select")
    click(window, 150, 150)
    double_click(window, 150, 100)
    wood = window.session.battle.terrain["terrain-wood"]
    assert len(wood.outline) == 5
    key(window, Qt.Key.Key_Delete)
    assert len(window.session.battle.terrain["terrain-wood"].outline) == 4
    assert window.session.undo_stack.count() == 2


def test_delete_removes_the_feature_and_undo_brings_it_back(window):
    load(window, forest())
    use(window, "select")
    click(window, 150, 150)
    key(window, Qt.Key.Key_Delete)
    assert window.session.battle.terrain == {}
    assert window.terrain.context.selection.feature_id is None
    window.undo_action.trigger()
    assert "terrain-wood" in window.session.battle.terrain
    assert "terrain-wood" in window.scene.terrain_items


def test_duplicate_raise_and_lower(window):
    load(window, forest())
    use(window, "select")
    click(window, 150, 150)
    key(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    battle = window.session.battle
    assert len(battle.terrain) == 2
    copy_id = window.terrain.context.selection.feature_id
    assert copy_id != "terrain-wood" and list(battle.terrain)[-1] == copy_id
    key(window, Qt.Key.Key_PageDown)
    assert next(iter(window.session.battle.terrain)) == copy_id
    items = window.scene.terrain_items
    assert items[copy_id].zValue() < items["terrain-wood"].zValue()
    key(window, Qt.Key.Key_PageUp)
    assert list(window.session.battle.terrain)[-1] == copy_id
    assert window.session.undo_stack.count() == 3


def test_the_rotate_handle_turns_the_feature(window):
    load(window, forest())
    use(window, "select")
    click(window, 150, 150)
    tool = window.terrain.select
    from campal.ui.tools.terrain_handles import rotate_handle_at

    knob = rotate_handle_at(
        window.scene.terrain_items["terrain-wood"].path.boundingRect(), window.view.scale_factor()
    )
    # From straight above the centre to straight right of it: a quarter turn clockwise.
    drag(window, (knob.x(), knob.y()), (150 + (150 - knob.y()), 150))
    wood = window.session.battle.terrain["terrain-wood"]
    assert sorted(round(p.x) for p in wood.outline) == [100, 100, 200, 200]
    assert corners(wood) != corners(forest())
    assert window.session.undo_stack.count() == 1
    assert tool.handles.isVisible()


def test_the_panel_edits_are_undoable_commands(window):
    load(window, forest())
    use(window, "select")
    click(window, 150, 150)
    panel = window.terrain.panel
    assert panel.form_host.isEnabled()
    panel.name.setText("Bosque de Robles")
    panel.name.editingFinished.emit()
    panel.show_label.setChecked(True)
    panel.gm_only.setChecked(True)
    wood = window.session.battle.terrain["terrain-wood"]
    assert wood.name == "Bosque de Robles" and wood.show_label and wood.gm_only
    assert window.scene.terrain_items["terrain-wood"].label.text() == "Bosque de Robles"
    assert window.session.undo_stack.count() == 3
    cover = panel.effects.rows["cover"]
    cover.setChecked(False)
    wood = window.session.battle.terrain["terrain-wood"]
    assert wood.overrides == {"sifrp.cover": False}
    row = list(panel.effects.rows).index("cover")
    assert panel.effects.item(row, 0).font().bold()
    panel.effects.cellWidget(row, 2).click()
    assert window.session.battle.terrain["terrain-wood"].overrides == {}
    assert window.session.undo_stack.count() == 5
