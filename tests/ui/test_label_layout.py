"""Labels on a crowded melee: none overlaps another, in the GM's window or the players', at a
close zoom or seen from afar; the selected unit's labels keep their place; clusters fan out."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from campal.core.io import LoadedBattle
from campal.core.labels import Box, count_overlaps, place_labels
from campal.core.model import AssetStore
from campal.ui.view.label_check import drawn_label_boxes

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from melee import CENTRE, crowded_melee


@pytest.fixture
def melee(window, qtbot):
    window.session.replace(LoadedBattle(crowded_melee(), AssetStore()), None)
    window.view.fit_field()
    window.view.zoom_by(3.0)
    window.view.centerOn(QPointF(CENTRE.x, CENTRE.y))
    controls = window.player_controls
    controls.set_open(True)
    assert controls.player is not None
    qtbot.waitExposed(controls.player)
    yield window
    controls.set_open(False)


def _blocks(window):
    return {i: b for i, b in window.scene.token_layer.badges.items() if b.label_rect() is not None}


def test_no_label_overlaps_another_in_either_window(melee):
    player = melee.player_controls.player
    for view in (melee.view, player.view):
        boxes = drawn_label_boxes(view)
        assert len(boxes) >= 12, "most of the melee's labels are shown"
        assert count_overlaps(boxes) == 0
    assert any(b.leader for b in _blocks(melee).values()), "the cluster fans out with leader lines"


def _reach(badges):
    centre = badges.label_rect().center()
    return (centre.x() ** 2 + centre.y() ** 2) ** 0.5


def test_the_selected_unit_takes_the_nearest_free_place_in_full(melee):
    # Blocks are placed by priority: chosen first, a unit's labels go to the nearest place free
    # of other tokens' bodies, ahead of every neighbour's.
    chosen = "unit-m5"
    badges = melee.scene.token_layer.badges[chosen]
    before = _reach(badges) if badges.label_rect() is not None else float("inf")
    melee.selection.set([chosen])
    assert badges.label_rect() is not None and badges.form == 0
    assert _reach(badges) <= before
    assert count_overlaps(drawn_label_boxes(melee.view)) == 0


def test_from_afar_labels_give_way_but_never_pile_up(melee):
    melee.selection.set(["unit-m3"])
    melee.view.fit_field()
    melee.view.zoom_by(0.6)
    boxes = drawn_label_boxes(melee.view)
    assert count_overlaps(boxes) == 0
    shown = _blocks(melee)
    assert "unit-m3" in shown, "the selected unit's labels never give way"
    assert len(shown) < len(melee.scene.token_layer.badges)


def test_a_hover_brings_a_token_forward_without_overlaps(melee):
    item = melee.scene.token_items["unit-m8"]
    item.hovered = True
    item._refresh_badges()
    assert melee.scene.token_layer.badges["unit-m8"].label_rect() is not None
    assert count_overlaps(drawn_label_boxes(melee.view)) == 0


def test_mid_drag_the_readout_and_the_drags_other_tags_never_overlap(melee):
    from PySide6.QtTest import QTest

    from tests.ui.token_helpers import at, press, release

    unit = melee.session.battle.units["unit-m1"]
    start = (unit.position.x, unit.position.y)
    press(melee, *start)
    view = melee.view
    shift = view.viewportTransform()
    crossings = 0
    # Sweep the drag's end across the whole melee, so its readout passes over the map's labels.
    for step in range(1, 41):
        end = (start[0] - 90 + 4.5 * step, start[1] + 25 - 1.2 * step)
        QTest.mouseMove(view.viewport(), at(melee, *end))
        overlay = melee.tokens.drag.overlay
        assert overlay is not None and overlay.label_texts(), "the drag shows its readout"
        for shown in (view, melee.player_controls.player.view):
            assert count_overlaps(drawn_label_boxes(shown)) == 0
        # Nor does the readout cover a label of the map frozen under the drag.
        frozen = [
            Box(b.left + shift.dx(), b.top + shift.dy(), b.right + shift.dx(), b.bottom + shift.dy())
            for b in (p.box for p in melee.scene.token_layer.labels.placements.values())
        ]
        tags = drawn_label_boxes(view)
        assert count_overlaps(frozen + tags) == count_overlaps(frozen)
        crossings += any(tag.overlaps(label) for tag in tags for label in _grown(frozen))
    assert crossings, "the sweep took the readout close to the map's labels"
    release(melee, *end)


def _grown(boxes, by=12.0):
    return [Box(b.left - by, b.top - by, b.right + by, b.bottom + by) for b in boxes]


def test_a_terrain_label_gives_way_to_the_units_labels(melee):
    from campal.core.engine.terrain import AddTerrain
    from campal.core.model import Point, TerrainFeature

    ring = tuple(
        Point(x=CENTRE.x + dx, y=CENTRE.y + dy) for dx, dy in ((-30, -20), (30, -20), (30, 20), (-30, 20))
    )
    feature = TerrainFeature(
        id="terrain-vado", kind="forest", name="Bosque del Vado", outline=ring, show_label=True
    )
    assert melee.session.execute(AddTerrain(feature))
    label = melee.scene.terrain_items["terrain-vado"].label
    assert label.text() == "Bosque del Vado"
    assert count_overlaps(drawn_label_boxes(melee.view)) == 0


@pytest.mark.parametrize("player_view", [False, True])
def test_the_exported_image_is_laid_out_the_same_way(qapp, player_view):
    from campal.ui.render import board_scene

    width = 2400
    scene = board_scene(crowded_melee(), AssetStore(), width, player_view)
    scale = width / scene.field_rect().width()
    boxes = []
    for badges in scene.token_layer.badges.values():
        rect = badges.label_rect()
        if rect is not None:
            at = badges.pos() * scale
            rect = rect.translated(at)
            boxes.append(Box(rect.left(), rect.top(), rect.right(), rect.bottom()))
    assert len(boxes) >= 12
    assert count_overlaps(boxes) == 0


def _asked(layer):
    """The requests and bodies of the layer's last layout, as the one-by-one placer takes them."""
    labels = layer.labels
    scale = labels.scale
    requests, obstacles = [], []
    for badges in layer.badges.values():
        body = badges.body
        x0, y0, x1, y1 = body.extent
        obstacles.append((x0 * scale, y0 * scale, x1 * scale, y1 * scale, body.token_id))
        if not body.ghost and badges.isVisible() and badges.shows_details(scale):
            priority = 5 if body.selected else 4 if body.hovered else 1 if body.engaged else 0
            requests.append(badges.request(scale, priority))
    tools = [label for label in labels.tools if label.scene() is not None and label.isVisible()]
    ground = [label for label in labels.ground() if label.isVisible() and label.text()]
    requests += labels._requests([*tools, *ground], len(tools), scale)
    return requests, obstacles


def _check(layer):
    """The guarantees, by brute force: no label over another or over another token's body; the
    selected's labels where the one-by-one placer puts them; a label away from its usual place
    only where a body or a label of an earlier turn lies on that place."""
    requests, obstacles = _asked(layer)
    placements = layer.labels.placements
    alone = {p.key: p for p in place_labels(requests, obstacles)}
    order = sorted(range(len(requests)), key=lambda n: (not requests[n].fixed, -requests[n].priority, n))
    turn = {requests[n].key: t for t, n in enumerate(order)}
    shown = [r for r in requests if r.key in placements]
    assert count_overlaps([placements[r.key].box for r in shown]) == 0
    for request in shown:
        box = placements[request.key].box
        foreign = [Box(*o[:4]) for o in obstacles if o[4] != request.owner]
        assert not any(box.overlaps(o) for o in foreign), request.key
        if request.required:
            assert placements[request.key] == alone[request.key]
        width, height = request.sizes[0]
        x, y = request.anchor
        usual = Box(x - width / 2, y + request.drop, x - width / 2 + width, y + request.drop + height)
        if placements[request.key].form == 0 and all(
            abs(a - b) < 1e-6 for a, b in zip(box, usual, strict=True)
        ):
            continue
        held = any(
            usual.overlaps(placements[o.key].box) and turn[o.key] < turn[request.key]
            for o in shown
            if o.key != request.key
        )
        assert held or any(usual.overlaps(o) for o in foreign), request.key


def test_a_thousand_labels_at_once_keep_every_guarantee(melee):
    # The window's layout starts each label from its slot of the last layout: checked against
    # brute force in both windows, before and after a selection and a zoom.
    player = melee.player_controls.player
    for layer in (melee.scene.token_layer, player.scene.token_layer):
        layer.labels.region = None
        layer.relayout()
        _check(layer)
    melee.selection.set(["unit-m5"])
    melee.view.zoom_by(0.8)
    for layer in (melee.scene.token_layer, player.scene.token_layer):
        layer.labels.region = None
        layer.relayout()
        _check(layer)
        placements, scale = layer.labels.placements, layer.labels.scale
        for token_id, badges in layer.badges.items():
            if token_id not in placements:
                continue
            box, rect = placements[token_id].box, badges.placed
            x0, y0, x1, y1 = badges.body.extent
            assert rect is not None
            # The block is drawn where it was placed, relative to its token.
            assert abs(rect.left() - (box.left - (x0 + x1) / 2 * scale)) < 1e-6
            assert abs(rect.top() - (box.top - (y0 + y1) / 2 * scale)) < 1e-6


def test_a_zoom_a_hair_apart_moves_no_block(melee):
    # Blocks beside a token or fanned out stand off its body by whole pixels: a zoom that
    # grows the bodies on screen by a fraction of a pixel leaves every block where it was, so
    # no block's cached picture is drawn again.
    melee.view.zoom_by(0.5)  # bodies some tens of pixels across
    layer = melee.scene.token_layer
    labels, scale = layer.labels, layer._scale
    labels.region = None
    labels.relayout(layer.badges.values(), scale)

    def blocks():  # QRectF compares loosely: its sides, exactly
        return {
            t: (b.placed.getRect() if b.placed else None, b.form, b.leader) for t, b in layer.badges.items()
        }

    before = blocks()
    aside = [b for b in layer.badges.values() if b.placed is not None and b.placed != b.usual(b.form)]
    assert len(aside) >= 5 and any(b.leader for b in aside)
    labels.relayout(layer.badges.values(), scale * 1.0002)
    assert blocks() == before


@pytest.mark.parametrize("players", [False, True])
def test_an_image_exported_from_a_window_puts_labels_where_the_window_shows_them(melee, players):
    from campal.ui.render import board_scene

    view = melee.player_controls.player.view if players else melee.view
    scene = melee.player_controls.player.scene if players else melee.scene
    layer = scene.token_layer
    # Zoom out and back: labels that stepped aside keep their spots, as a cold layout may not.
    for factor in (0.7, 0.7, 0.7, 1 / 0.343):
        view.scale(factor, factor) if players else melee.view.zoom_by(factor)
        layer.set_view_scale(view.transform().m11())
    shown = layer.labels.slots()
    assert len(shown) >= 12
    scale = layer.labels.scale
    width = round(scale * scene.field_rect().width())
    image = board_scene(melee.session.battle, melee.session.assets, width, players, shown, scene.style)
    exported = image.token_layer.labels.slots()
    assert image.token_layer.labels.scale == pytest.approx(scale, rel=1e-3)
    same = [token for token, slot in shown.items() if exported.get(token) == slot]
    cold = board_scene(melee.session.battle, melee.session.assets, width, players, None, scene.style)
    assert cold.token_layer.labels.slots() != shown  # from scratch, some labels take other spots
    assert len(same) == len(shown)


@pytest.mark.parametrize("tool", ["ruler", "sight"])
def test_a_ruler_or_sight_line_across_the_melee_keeps_its_labels_off_the_maps(melee, tool):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.terrain_helpers import at, click, use

    use(melee, tool)
    view = melee.view
    start = (CENTRE.x - 60, CENTRE.y + 20)
    if tool == "ruler":
        click(melee, *start)
    else:
        QTest.mousePress(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(melee, *start)
        )
    crossings = leaders = 0
    for step in range(1, 31):
        end = (start[0] + 4.0 * step, start[1] - 1.5 * step)
        QTest.mouseMove(view.viewport(), at(melee, *end))
        overlay = melee.terrain.tools[tool].overlay
        assert overlay is not None and overlay.label_texts()
        map_labels = [
            Box(
                b.left + view.viewportTransform().dx(),
                b.top + view.viewportTransform().dy(),
                b.right + view.viewportTransform().dx(),
                b.bottom + view.viewportTransform().dy(),
            )
            for b in (p.box for p in melee.scene.token_layer.labels.placements.values())
        ]
        assert count_overlaps(drawn_label_boxes(view)) == 0
        crossings += any(
            tag.overlaps(label)
            for tag in (Box(*_screen_box(view, label)) for label in overlay.labels if label.isVisible())
            for label in _grown(map_labels)
        )
        leaders += _leaders_end_on_labels(view, overlay)
    assert crossings, "the line's labels came close to the map's labels"
    assert leaders, "a label sent out to a ring was tied to its point"


def _leaders_end_on_labels(view, overlay):
    """How many leader lines the tool draws; each must end on the edge of one of its labels."""
    path = overlay.placer.leaders.path()
    ends = [path.elementAt(i) for i in range(path.elementCount()) if not path.elementAt(i).isMoveTo()]
    boxes = [Box(*_screen_box(view, label)) for label in overlay.labels if label.isVisible()]
    for end in ends:
        x, y = view.viewportTransform().map(QPointF(end.x, end.y)).toTuple()
        assert any(
            b.left - 0.5 <= x <= b.right + 0.5 and b.top - 0.5 <= y <= b.bottom + 0.5 for b in boxes
        ), "a leader ends at its label"
    return len(ends)


def _screen_box(view, label):
    rect = label.boundingRect().translated(view.viewportTransform().map(label.scenePos()))
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def test_leader_lines_run_beneath_the_tokens_from_each_centre_to_its_labels_edge(melee):
    layer = melee.scene.token_layer
    leaders = layer.leaders
    scale = layer.labels.scale
    leading = {i: b for i, b in _blocks(melee).items() if b.leader}
    assert leading, "the melee fans some labels out"
    lines = leaders.lines(scale)
    assert len(lines) == len(leading)
    for line, badges in zip(lines, leading.values(), strict=True):
        assert line.p1() == badges.pos()
        end = (line.p2() - badges.pos()) * scale
        box = badges.label_rect()
        assert box.adjusted(-0.01, -0.01, 0.01, 0.01).contains(end)  # on the label's edge nearest the token
    assert leaders.zValue() < min(item.zValue() for item in layer.items.values())
    assert sorted(map(_ends, leaders.drawn())) == sorted(map(_ends, lines)), "each leader on the map"


def _ends(line):
    return (line.x1(), line.y1(), line.x2(), line.y2())


def test_a_battle_opened_from_afar_draws_only_the_labels_its_layout_placed(window):
    """Every token put on the map holds its block at its usual place until a layout moves it:
    one left out of the layout (too small to ask by right, and not among the few that ask all
    the same) had it taken down only if a layout had shown it before, so a battle of hundreds
    of small tokens opened with all their labels piled up."""
    from campal.core.model import BattleField, Size
    from campal.ui.scene.label_table import QUIET_ASKED
    from tests.core.movement.fields import foot, sifrp_battle

    units = [foot(f"unit-{i}", 100 + 170 * (i % 17), 100 + 170 * (i // 17)) for i in range(17 * 17)]
    field = BattleField(size=Size(width=3000, height=3000))
    battle = sifrp_battle(*units).model_copy(update={"field": field})
    empty = battle.model_copy(update={"units": {}})
    window.session.replace(LoadedBattle(empty, AssetStore()), None)  # the view already far out
    window.view.fit_field()
    window.session.replace(LoadedBattle(battle, AssetStore()), None)
    window.view.fit_field()
    layer = window.scene.token_layer
    assert not layer.labels.table.shown(layer._scale).any(), "every unit is small at this zoom"
    drawn = [badges for badges in layer.badges.values() if badges.label_rect() is not None]
    assert 0 < len(drawn) <= QUIET_ASKED
    assert count_overlaps(drawn_label_boxes(window.view)) == 0


def test_a_move_that_changes_a_leader_repaints_that_leader_not_the_whole_melee(window):
    """The leader lines were one item whose bounds spanned every leader: a command that added or
    took away one leader changed those bounds, and Qt repainted the whole span, more than half
    the view here. Each leader is now an item of its own, painted again alone."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from campal.core.engine import MoveToken
    from campal.core.model import Point

    class Painted(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.area = 0

        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint:
                self.area += sum(r.width() * r.height() for r in event.region())
            return False

    melee = window
    melee.session.replace(LoadedBattle(crowded_melee(), AssetStore()), None)
    melee.view.fit_field()
    melee.view.zoom_by(3.0)
    melee.view.centerOn(QPointF(CENTRE.x, CENTRE.y))
    viewport = melee.view.viewport()
    viewport.repaint()
    QApplication.processEvents()
    painted = Painted()
    viewport.installEventFilter(painted)
    whole = viewport.width() * viewport.height()
    for unit_id in ("unit-m1", "unit-ma"):
        painted.area = 0
        unit = melee.session.battle.units[unit_id]
        assert melee.session.execute(MoveToken(unit_id, Point(x=unit.position.x + 6, y=unit.position.y + 4)))
        QApplication.processEvents()
        # The moved unit's own labels and the leaders that changed: a third of the view at
        # most (before, 61% and 49%).
        assert 0 < painted.area < 0.4 * whole, unit_id
    viewport.removeEventFilter(painted)


def test_the_leader_lines_are_drawn_at_every_zoom_and_after_the_field_grows(window):
    """The lines show from the fitted zoom to the closest, and on a field made larger."""
    from campal.core.engine import ResizeField

    window.session.replace(LoadedBattle(crowded_melee(), AssetStore()), None)
    leaders = window.scene.token_layer.leaders

    def drawn() -> bool:
        with_lines = window.view.viewport().grab().toImage()
        leaders.setVisible(False)
        without = window.view.viewport().grab().toImage()
        leaders.setVisible(True)
        return with_lines != without

    for zoom in (1.0, 3.0, 8.0):
        window.view.fit_field()
        window.view.zoom_by(zoom)
        window.view.centerOn(QPointF(CENTRE.x, CENTRE.y))
        assert leaders.lines(window.view.scale_factor()), zoom
        assert drawn(), zoom
    assert window.session.execute(ResizeField(6_000.0, 4_000.0))
    window.view.centerOn(QPointF(CENTRE.x, CENTRE.y))
    assert drawn()
