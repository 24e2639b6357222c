"""Drawing terrain with real clicks: each shape is one command, one undo takes it away, and a
shape the core refuses changes nothing and says why."""

import pytest
from PySide6.QtCore import Qt

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle

from .terrain_helpers import choose_kind, click, double_click, drag, key, use


@pytest.fixture
def empty(window):
    window.session.replace(LoadedBattle(Battle(), AssetStore()), None)
    window.view.fit_field()
    return window


def xs(feature):
    return sorted(round(p.x) for p in feature.outline)


def test_a_polygon_drawn_with_clicks_is_one_undoable_step(empty, qtbot):
    window = empty
    use(window, "polygon")
    choose_kind(window, "forest")
    click(window, 100, 100)
    click(window, 200, 100)
    click(window, 200, 180)
    double_click(window, 120, 200)
    battle = window.session.battle
    assert len(battle.terrain) == 1
    forest = next(iter(battle.terrain.values()))
    assert forest.kind == "forest" and len(forest.outline) == 4
    assert xs(forest) == pytest.approx([100, 120, 200, 200], abs=1)
    assert window.session.undo_stack.count() == 1
    assert forest.id in window.scene.terrain_items
    window.undo_action.trigger()
    assert window.session.battle.terrain == {}
    assert window.scene.terrain_items == {}


def test_enter_closes_backspace_removes_and_escape_cancels(empty):
    window = empty
    use(window, "polygon")
    for point in ((100, 100), (200, 100), (300, 300), (150, 200)):
        click(window, *point)
    key(window, Qt.Key.Key_Backspace)
    key(window, Qt.Key.Key_Return)
    feature = next(iter(window.session.battle.terrain.values()))
    assert len(feature.outline) == 3
    click(window, 400, 300)
    click(window, 450, 300)
    key(window, Qt.Key.Key_Escape)
    assert len(window.session.battle.terrain) == 1
    assert window.view.tool is window.terrain.tools["polygon"]
    key(window, Qt.Key.Key_Escape)
    assert window.view.tool is window.view.default_tool


def test_a_polygon_with_its_points_on_a_line_is_refused(empty):
    window = empty
    use(window, "polygon")
    click(window, 100, 100)
    click(window, 200, 100)
    double_click(window, 300, 100)
    assert window.session.battle.terrain == {}
    assert window.session.undo_stack.count() == 0
    assert "no ground" in window.statusBar().currentMessage()


def test_rectangle_and_ellipse_by_dragging(empty):
    window = empty
    use(window, "rectangle")
    choose_kind(window, "hill")
    drag(window, (100, 100), (250, 200))
    use(window, "ellipse")
    drag(window, (300, 100), (400, 300))
    rectangle, ellipse = window.session.battle.terrain.values()
    assert rectangle.kind == "hill" and xs(rectangle) == pytest.approx([100, 100, 250, 250], abs=1)
    assert len(ellipse.outline) > 20
    assert min(p.y for p in ellipse.outline) == pytest.approx(100, abs=1)
    assert window.session.undo_stack.count() == 2


def test_a_line_feature_keeps_its_points_and_width(empty):
    window = empty
    use(window, "line")
    choose_kind(window, "road")
    window.terrain.width_box.setValue(9.0)
    click(window, 50, 50)
    click(window, 150, 120)
    double_click(window, 300, 120)
    road = next(iter(window.session.battle.terrain.values()))
    assert road.kind == "road" and len(road.outline) == 3
    assert road.overrides == {"style.line_width_m": 9.0}


def test_a_fortification_takes_its_kinds_defence_bonus(empty):
    window = empty
    entry = choose_kind(window, "tower", "fortifications")
    assert window.view.tool is window.terrain.tools["polygon"]
    use(window, "rectangle")
    drag(window, (100, 100), (130, 130))
    tower = next(iter(window.session.battle.fortifications.values()))
    assert tower.kind == "tower"
    assert tower.defence_bonus == entry.kind.effects.sifrp.defence_bonus > 0
