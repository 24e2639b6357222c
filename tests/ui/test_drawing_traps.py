"""Drawing without traps: the kind and the drawing shape are chosen in either order and a line
is drawn, a road or river drawn past the field's edge stops at the edge and a wood ends there, and
a drag of the
place tool lays a squared block without overlaps, asking first when it is more than a few."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle
from campal.core.movement import footprint_of

from .terrain_helpers import choose_kind, click, double_click
from .test_battle_setup import new_battle
from .token_helpers import move_to, press, release


@pytest.fixture
def empty(window):
    window.session.replace(LoadedBattle(Battle(), AssetStore()), None)
    window.view.fit_field()
    return window


def test_choosing_a_kind_then_draw_line_still_draws(empty):
    window = empty
    choose_kind(window, "river_fordable")  # arms the line tool
    window.terrain.actions["line"].trigger()  # the natural next click: it must not disarm it
    assert window.view.tool is window.terrain.tools["line"]
    click(window, 50, 50)
    double_click(window, 250, 120)
    (river,) = window.session.battle.terrain.values()
    assert river.kind == "river_fordable"


def test_choosing_a_shape_shows_the_kind_it_draws(empty):
    window = empty
    choose_kind(window, "river_fordable")
    window.terrain.actions["polygon"].trigger()
    entry = window.terrain.kind_box.currentData()
    assert entry is not None and not entry.is_line
    window.terrain.actions["line"].trigger()
    assert window.terrain.kind_box.currentData().name == "river_fordable"


def test_a_river_drawn_past_the_field_edge_stops_at_the_edge(empty):
    window = empty
    choose_kind(window, "river_fordable")
    size = window.session.battle.field.size
    click(window, 100, 200)
    double_click(window, size.width + 30, 200)  # in the margin beyond the right edge
    (river,) = window.session.battle.terrain.values()
    assert max(p.x for p in river.outline) == pytest.approx(size.width)
    assert all(0 <= p.x <= size.width and 0 <= p.y <= size.height for p in river.outline)


def test_a_wood_drawn_past_the_field_edge_ends_at_the_edge(empty):
    window = empty
    choose_kind(window, "forest")
    window.terrain.actions["polygon"].trigger()
    size = window.session.battle.field.size
    right = size.width
    for x, y in ((right - 100, 100), (right + 40, 100), (right + 40, 200)):
        click(window, x, y)
    double_click(window, right - 100, 200)
    (wood,) = window.session.battle.terrain.values()
    assert wood.kind == "forest"
    assert max(p.x for p in wood.outline) == pytest.approx(right, abs=0.01)
    assert all(0 <= p.x <= size.width and 0 <= p.y <= size.height for p in wood.outline)


def test_a_wood_drawn_wholly_off_the_field_is_refused_with_its_reason(empty):
    window = empty
    said = []
    window.session.refused.connect(said.append)
    choose_kind(window, "forest")
    window.terrain.actions["polygon"].trigger()
    right = window.session.battle.field.size.width
    for x, y in ((right + 20, 100), (right + 60, 100), (right + 60, 200)):
        click(window, x, y)
    double_click(window, right + 20, 200)
    assert not window.session.battle.terrain
    assert [m.key for m in said] == ["geometry.off_the_field"]


def _drag_block(window, qtbot, start, end):
    roster = window.tokens.roster
    roster.templates.setCurrentRow(roster.templates.count() - 1)
    if not window.tokens.place_action.isChecked():
        window.tokens.place_action.trigger()
    press(window, *start)
    move_to(window, *end, start=start)
    release(window, *end)


def test_a_slanted_place_drag_lays_a_squared_block_without_overlaps_and_asks_first(window, qtbot, answer):
    asked = answer(QMessageBox.StandardButton.No)
    new_battle(window, qtbot)
    _drag_block(window, qtbot, (100, 300), (300, 250))  # slanted, across the front and a little along
    assert len(asked) == 1 and not window.session.battle.units  # declined: nothing placed
    count = asked[0][2]
    asked = answer(QMessageBox.StandardButton.Yes)
    _drag_block(window, qtbot, (100, 300), (300, 250))
    units = list(window.session.battle.units.values())
    assert str(len(units)) in count and 5 < len(units) <= 30
    bodies = [footprint_of(window.session.battle, u.id).polygon() for u in units]
    assert not any(a.intersects(b) for i, a in enumerate(bodies) for b in bodies[i + 1 :])
    assert len({u.facing for u in units}) == 1
    # Squared with their facing (north): files share a y, ranks share an x.
    assert len({round(u.position.y, 6) for u in units}) * len({round(u.position.x, 6) for u in units}) == len(
        units
    )


def test_ground_that_runs_on_past_the_field_is_painted_only_on_the_field(empty):
    from PySide6.QtCore import QPointF

    from campal.core.model import Point, TerrainFeature
    from campal.ui.scene.palette import OUTSIDE

    window = empty
    size = window.session.battle.field.size
    right, middle = size.width, size.height / 2
    # A wood from a file made elsewhere, its east half beyond the field's edge.
    outline = (
        (right - 80, middle - 40),
        (right + 80, middle - 40),
        (right + 80, middle + 40),
        (right - 80, middle + 40),
    )
    wood = TerrainFeature(id="terrain-w", kind="forest", outline=tuple(Point(x=x, y=y) for x, y in outline))
    battle = window.session.battle.model_copy(update={"terrain": {wood.id: wood}})
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    window.view.fit_field()
    window.view.centerOn(QPointF(right, middle))  # the field's edge in the middle of the view
    field = QPointF(right - 20, middle)
    margin = QPointF(right + 20, middle)
    assert window.view.viewport().rect().contains(window.view.mapFromScene(margin))
    picture = window.view.viewport().grab().toImage()
    inside = picture.pixelColor(window.view.mapFromScene(field))
    outside = picture.pixelColor(window.view.mapFromScene(margin))
    assert outside.rgb() == OUTSIDE.rgb()
    assert inside.rgb() != OUTSIDE.rgb() and inside.green() > inside.red()  # the wood's green
