"""The ruler and the line of sight read the geometry service, on an index built once per change."""

import pytest
from PySide6.QtCore import Qt

from campal.core.geometry import TerrainIndex, measure_path
from campal.core.model import AssetStore, Battle, Fortification, Point, TerrainFeature
from campal.core.terrain import MoverKind
from campal.ui.render import band_height, render_battle
from campal.ui.tools.sight import BLOCKED, CLEAR, COVER

from .terrain_battles import forest, load, square
from .terrain_helpers import at, click, double_click, drag, key, use


def test_the_ruler_shows_each_leg_and_the_terrain_cost(window):
    load(window, forest(100, 100, 100))
    use(window, "ruler")
    click(window, 50, 150)
    click(window, 250, 150)
    double_click(window, 250, 300)
    tool = window.terrain.tools["ruler"]
    scene_points = [window.view.mapToScene(at(window, x, y)) for x, y in ((50, 150), (250, 150), (250, 300))]
    expected = measure_path(
        TerrainIndex.from_battle(window.session.battle),
        [(p.x(), p.y()) for p in scene_points],
        MoverKind.INFANTRY,
    )
    assert tool.measure.length == pytest.approx(expected.length)
    assert tool.measure.cost == pytest.approx(expected.cost)
    assert tool.measure.cost > tool.measure.length + 50  # the forest doubles the hundred metres in it
    texts = tool.overlay.label_texts()
    assert f"{expected.length:.0f} m" in texts[-1] and f"{expected.cost:.0f} m" in texts[-1]
    assert len(texts) == 3  # two legs and the total
    assert window.terrain.context.index_cache.builds == 1
    key(window, Qt.Key.Key_Escape)
    assert tool.overlay is None


def test_the_ruler_says_where_a_mover_is_stopped(window):
    load(window, forest(100, 100, 100))
    window.terrain.mover_box.setCurrentIndex(window.terrain.mover_box.findData(MoverKind.SIEGE_ENGINE.value))
    use(window, "ruler")
    click(window, 50, 150)
    double_click(window, 250, 150)
    tool = window.terrain.tools["ruler"]
    assert tool.measure.is_blocked
    assert "Forest" in tool.overlay.label_texts()[-1]


def sight_colour(window, start, end):
    use(window, "sight")
    drag(window, start, end)
    tool = window.terrain.tools["sight"]
    return tool.overlay.colour, tool.overlay.label_texts()[0]


def test_line_of_sight_colours(window):
    wall = TerrainFeature(
        id="terrain-wall", kind="wall", outline=(Point(x=300, y=50), Point(x=300, y=150), Point(x=300, y=250))
    )
    load(window, forest(100, 100, 60), wall)
    colour, text = sight_colour(window, (20, 300), (150, 300))
    assert colour == CLEAR and "Clear" in text
    colour, text = sight_colour(window, (20, 130), (108, 130))
    assert colour == COVER and "cover" in text and "Forest" in text
    colour, text = sight_colour(window, (200, 150), (400, 150))
    assert colour == BLOCKED and "Wall" in text


def test_the_player_view_leaves_out_what_the_gm_hides(qapp):
    hidden = TerrainFeature(
        id="terrain-hidden", kind="dense_forest", outline=square(100, 100, 200), gm_only=True
    )
    shown = Fortification(id="fort-tower", kind="tower", outline=square(400, 100, 50), gm_only=False)
    battle = Battle(terrain={hidden.id: hidden}, fortifications={shown.id: shown})
    bare = Battle(fortifications={shown.id: shown})
    gm = render_battle(battle, AssetStore(), 600)
    player = render_battle(battle, AssetStore(), 600, player_view=True)
    without = render_battle(bare, AssetStore(), 600)
    band = band_height(600)  # the title's band above the map, drawn at one pixel a metre
    inside = (200, band + 200)  # the middle of the hidden wood
    assert gm.pixelColor(*inside) != without.pixelColor(*inside)
    assert player.pixelColor(*inside) == without.pixelColor(*inside)
    assert player.pixelColor(425, band + 125) == gm.pixelColor(425, band + 125)
