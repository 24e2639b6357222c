"""Forty-eight units seen from afar: selected, their labels stay near the field with short
leaders and give way when there is no room; deselected, some still show; dragged together,
one label tells how many move and how far."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from campal.core.labels.layout import RING_STEP_PX, RINGS
from campal.ui.view.label_check import drawn_label_boxes
from tests.core.movement.fields import BLUE, foot, sifrp_battle

from .token_helpers import load, move_to, press, release

ZOOM = 0.25


def _crowd(window, qtbot):
    units = []
    for rank in range(6):
        for file in range(8):
            side = {} if rank < 3 else {"side": BLUE}
            y = 40 + rank * 60 + (40 if rank >= 3 else 0)
            units.append(foot(f"unit-{rank}{file}", 40 + file * 70, y, **side))
    battle = sifrp_battle(*units)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    load(window, battle)
    return battle


def _zoom_out(window, qtbot):
    view = window.view
    view.zoom_by(ZOOM / (view.zoom_percent() / 100))
    qtbot.wait(50)


def _field_px(window) -> QRectF:
    view = window.view
    return QRectF(view.mapFromScene(view.battle_scene.field_rect()).boundingRect())


def test_selected_crowd_labels_stay_near_the_field_at_a_quarter_zoom(window, qtbot):
    battle = _crowd(window, qtbot)
    window.selection.set(list(battle.units))
    _zoom_out(window, qtbot)
    boxes = drawn_label_boxes(window.view)
    field = _field_px(window)
    assert 0 < len(boxes) < len(battle.units)  # some tell who they are; where no room, they give way
    # No starburst: a label stands at most the search's rings off its token (with a label's
    # own size besides), so the whole crowd's labels keep close to the field.
    reach = RINGS * RING_STEP_PX + 70.0
    near = field.adjusted(-reach, -reach, reach, reach)
    outside = [
        b for b in boxes if not near.contains(QRectF(b.left, b.top, b.right - b.left, b.bottom - b.top))
    ]
    assert outside == []


def test_deselected_crowd_keeps_some_labels(window, qtbot):
    battle = _crowd(window, qtbot)
    window.selection.set(list(battle.units))
    _zoom_out(window, qtbot)
    window.selection.set([])
    qtbot.wait(50)
    boxes = drawn_label_boxes(window.view)
    assert 0 < len(boxes) < len(battle.units)


def test_a_group_drag_shows_one_summary_label(window, qtbot):
    battle = _crowd(window, qtbot)
    window.selection.set(list(battle.units))
    first = battle.units["unit-00"].position
    press(window, first.x, first.y)
    move_to(window, first.x + 60, first.y, start=(first.x, first.y))
    drag = window.tokens.drag
    assert drag.dragging and drag.overlay is not None
    texts = drag.overlay.label_texts()
    release(window, first.x + 60, first.y)
    assert len(texts) < 5, texts
    assert any(text.startswith(f"{len(battle.units)} units · ") for text in texts), texts
