"""Drawing the map at any zoom: terrain as one picture (stretched at once after a zoom, sharp
soon after, redrawn before the next frame when the ground changes), and far-off tokens drawn
together as patches of colour."""

from __future__ import annotations

from campal.core.engine.terrain import MoveTerrain
from tests.ui.terrain_battles import forest
from tests.ui.terrain_battles import load as load_terrain
from tests.ui.token_helpers import foot, load, sifrp_battle


def test_after_a_zoom_the_old_picture_is_shown_at_once_and_the_sharp_one_follows(window, qtbot):
    load_terrain(window, forest())
    raster = window.scene.terrain_layer.raster
    viewport = window.view.viewport()
    viewport.repaint()
    raster.finish()
    drawn = raster.renders
    window.view.zoom_by(1.6)
    viewport.repaint()
    assert raster.renders == drawn, "the first frame at the new zoom draws no terrain afresh"
    qtbot.waitUntil(lambda: raster.renders == drawn + 1, timeout=5000)


def test_a_change_of_ground_is_drawn_before_the_next_frame(window):
    load_terrain(window, forest())
    raster = window.scene.terrain_layer.raster
    viewport = window.view.viewport()
    viewport.repaint()
    drawn = raster.renders
    assert window.session.execute(MoveTerrain("terrain-wood", 20.0, 0.0))
    viewport.repaint()
    assert raster.renders == drawn + 1


def test_far_off_tokens_are_patches_and_near_ones_draw_themselves(window):
    from PySide6.QtWidgets import QGraphicsItem

    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    load(window, sifrp_battle(foot("unit-a", 100, 100), foot("unit-b", 300, 300)))
    items = window.scene.token_items
    window.view.zoom_by(0.1)  # the field seen small: a unit is a few pixels
    assert all(item.flags() & no_contents for item in items.values())
    window.selection.set(["unit-a"])
    assert not items["unit-a"].flags() & no_contents, "the selected unit always draws itself"
    window.selection.set([])
    window.view.fit_field()
    window.view.zoom_by(4.0)
    assert not any(item.patch for item in items.values())
    view = window.view
    view.centerOn(items["unit-a"].pos())
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    in_view = [item for item in items.values() if item.sceneBoundingRect().intersects(seen)]
    assert in_view
    assert not any(item.flags() & no_contents for item in in_view)


def test_tokens_far_from_the_view_are_passed_over_and_drawn_again_when_it_comes_near(window):
    """A token well outside the region the view's labels were laid out for draws nothing and
    its badge is hidden (a repaint passes them); panning to it draws both again."""
    from PySide6.QtWidgets import QGraphicsItem

    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    load(window, sifrp_battle(foot("unit-a", 40, 40), foot("unit-b", 560, 360)))
    view = window.view
    items, badges = window.scene.token_items, window.scene.token_layer.badges
    view.fit_field()
    view.zoom_by(8.0)
    view.centerOn(items["unit-a"].pos())
    assert not items["unit-a"].flags() & no_contents and badges["unit-a"].isVisible()
    assert items["unit-b"].flags() & no_contents and not badges["unit-b"].isVisible()
    view.centerOn(items["unit-b"].pos())
    assert not items["unit-b"].flags() & no_contents and badges["unit-b"].isVisible()
    assert items["unit-a"].flags() & no_contents and not badges["unit-a"].isVisible()
    view.fit_field()
    assert not any(item.far for item in items.values()) and not any(b.far for b in badges.values())


def test_patches_are_made_once_per_place_and_follow_a_moved_unit(window):
    from campal.core.engine.tokens import MoveToken
    from campal.core.model import Point

    load(window, sifrp_battle(foot("unit-a", 100, 100), foot("unit-b", 300, 300)))
    patches = window.scene.token_layer.patches
    window.view.zoom_by(0.1)

    def drawn() -> list:
        return [polygon for _colour, polygons in patches._shapes for polygon in polygons]

    def covers(x: float, y: float) -> bool:
        return any(polygon.boundingRect().contains(x, y) for polygon in drawn())

    before = drawn()
    window.view.zoom_by(1.05)  # still far off: the same polygons, not flattened again
    assert len(before) == 2 and all(a is b for a, b in zip(before, drawn(), strict=True))
    assert window.session.execute(MoveToken("unit-a", Point(x=600, y=150)))
    assert covers(600, 150) and not covers(100, 100) and covers(300, 300)


def test_unnamed_ground_is_passed_over_by_a_repaint_and_named_or_moving_ground_is_not(window):
    from PySide6.QtCore import QPointF

    from campal.ui.scene.terrain_group import EVERYWHERE

    load_terrain(window, forest())
    layer = window.scene.terrain_layer
    assert layer.group.rect().isEmpty(), "no feature draws: a repaint passes them all"
    item = layer.items["terrain-wood"]
    assert layer.feature_at(item.path.boundingRect().center()) is item
    assert layer.feature_at(item.path.boundingRect().center() + QPointF(500, 0)) is None
    item.setPos(5.0, 0.0)  # a tool drags it: it draws itself
    assert layer.group.rect() == EVERYWHERE
    item.setPos(0.0, 0.0)
    assert layer.group.rect().isEmpty()
    load_terrain(window, forest(show_label=True))
    assert window.scene.terrain_layer.group.rect() == EVERYWHERE, "a label to draw"


def test_a_token_far_from_the_view_waits_in_the_park_and_comes_back_stacked_and_clickable(window):
    """Far tokens and their badges leave the still layer (whose children every repaint walks)
    for the park; panning to them brings them back, stacked by their own order, and a click
    there picks the one drawn on top."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.token_helpers import at

    load(
        window,
        sifrp_battle(foot("unit-a", 40, 40), foot("unit-b", 560, 360), foot("unit-c", 563, 360)),
    )
    view, scene = window.view, window.scene
    items, badges = scene.token_items, scene.token_layer.badges
    park, still = scene.token_layer.park, scene.still_layer
    # Read and drawn by Qt alone: a repaint while a file's worker holds Python must not wait.
    assert not {"boundingRect", "paint", "shape"} & set(vars(type(park)))
    view.fit_field()
    view.zoom_by(8.0)
    view.centerOn(items["unit-a"].pos())
    assert items["unit-a"].parentItem() is still and badges["unit-a"].parentItem() is still
    for far in ("unit-b", "unit-c"):
        assert items[far].parentItem() is park and badges[far].parentItem() is park
        assert items[far] not in still.childItems()
    assert not [item for item in scene.items(items["unit-b"].pos()) if item in items.values()]

    view.centerOn(items["unit-b"].pos())
    assert items["unit-a"].parentItem() is park
    assert items["unit-b"].parentItem() is still and items["unit-c"].parentItem() is still
    under = [item for item in scene.items(items["unit-c"].pos()) if item in items.values()]
    assert under == [items["unit-c"], items["unit-b"]], "the later token stays on top"
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(window, 563, 360)
    )
    assert window.selection.ids == ("unit-c",)
    view.fit_field()
    assert all(item.parentItem() is still for item in items.values())


def test_a_battle_opened_lays_its_labels_out_only_at_its_own_view(window, monkeypatch):
    """Opened over a battle seen close up, a battle's labels were first laid out at that zoom
    and around that spot, taking thousands of tokens there for far, then all back at the fit."""
    from campal.core.io import LoadedBattle
    from campal.core.model import AssetStore

    load(window, sifrp_battle(foot("unit-a", 40, 40), foot("unit-b", 560, 360)))
    window.view.zoom_by(8.0)
    window.view.centerOn(window.scene.token_items["unit-a"].pos())
    close = window.view.scale_factor()
    layer = window.scene.token_layer
    laid_out = []
    relayout = layer.labels.relayout

    def spy(badges, scale):
        laid_out.append(scale)
        relayout(badges, scale)

    monkeypatch.setattr(layer.labels, "relayout", spy)
    battle = sifrp_battle(foot("unit-c", 100, 100), foot("unit-d", 520, 330), foot("unit-e", 300, 200))
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    assert laid_out and close not in laid_out
    assert laid_out[-1] == window.view.scale_factor()
    assert not any(badges.far for badges in layer.badges.values())
