"""A terrain outline that crosses itself thousands of times (a broken or hostile file) is drawn
as its hull, dotted, instead of filled: filling a 2,001-point star held the painter for seconds
and crashed the window, and a 100,000-point one held `campal render` for minutes. How long the
hull takes is `benchmarks/hostile.py`'s; here drawing it only has to end."""

import time

import pytest
from PySide6.QtGui import QImage
from shapely.geometry import Polygon

from campal.core.io import load_battle
from campal.ui.render import render_battle
from campal.ui.scene.battle_scene import BattleScene
from tests.hostile_corpus import TANGLED, tangled_battle

ENDS_S = 30.0  # a painter held for minutes, not a speed


@pytest.fixture(params=sorted(TANGLED))
def tangled(request, tmp_path):
    path = tmp_path / request.param
    path.write_bytes(tangled_battle(*TANGLED[request.param]))
    return path


def test_a_tangled_outline_is_drawn_as_its_hull(qapp, tangled):
    loaded = load_battle(tangled)
    started = time.perf_counter()
    image = render_battle(loaded.battle, loaded.assets, 1200)
    elapsed = time.perf_counter() - started
    assert elapsed < ENDS_S, f"{elapsed:.2f} s"
    assert not image.isNull()
    scene = BattleScene(gm_view=True)
    scene.show_battle(loaded.battle, loaded.assets)
    (item,) = scene.terrain_layer.items.values()
    assert item.tangled
    drawn = [(p.x, p.y) for p in item.drawn.outline]
    assert drawn != [(p.x, p.y) for p in item.feature.outline]
    assert Polygon(drawn).is_valid and Polygon(drawn).convex_hull.equals(Polygon(drawn))  # the hull
    assert item.feature.outline == loaded.battle.terrain["terrain-a"].outline  # the document as it is


def test_a_tangled_outline_opens_in_the_window_and_paints(window, qtbot, tangled):
    assert window.open_path(tangled, ask=False)
    started = time.perf_counter()
    window.view.fit_field()
    picture = window.view.viewport().grab().toImage()
    assert time.perf_counter() - started < ENDS_S
    assert picture.format() != QImage.Format.Format_Invalid
    (item,) = window.scene.terrain_layer.items.values()
    assert item.tangled


def test_an_outline_that_crosses_nothing_is_drawn_as_it_is(qapp):
    from campal.core.model import AssetStore, Battle, Point, TerrainFeature

    zigzag = [Point(x=100 + 50 * (k % 2), y=100 + k) for k in range(0, 200, 2)]
    ring = (*zigzag, Point(x=90, y=300))
    battle = Battle(terrain={"terrain-a": TerrainFeature(id="terrain-a", kind="forest", outline=ring)})
    scene = BattleScene(gm_view=True)
    scene.show_battle(battle, AssetStore())
    (item,) = scene.terrain_layer.items.values()
    assert not item.tangled and item.drawn is item.feature
