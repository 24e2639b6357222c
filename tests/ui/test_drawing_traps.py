"""Drawing without traps: the kind and the drawing shape are chosen in either order and a line
is drawn, and a road or river drawn past the field's edge stops at the edge."""

from __future__ import annotations

import pytest

from campal.core.io import LoadedBattle
from campal.core.model import AssetStore, Battle

from .terrain_helpers import choose_kind, click, double_click


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
