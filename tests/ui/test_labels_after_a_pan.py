"""A pan that stays within the ground the labels were laid out for lays them out once the camera
rests, not at the GM's next command: the command then costs only what it changes."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from campal.core.engine.tokens import MoveToken
from campal.core.model import BattleField, Point, Size
from campal.ui.scene.token_badges import TokenBadges
from campal.ui.scene.token_layer import SETTLE_MS
from tests.core.movement.fields import BLUE, RED
from tests.ui.token_helpers import foot, load, sifrp_battle


def _wide_battle():  # type: ignore[no-untyped-def]
    units = [
        foot(f"unit-{i}x{j}", 50 + 80 * i, 50 + 80 * j, side=(RED, BLUE)[(i + j) % 2])
        for i in range(25)
        for j in range(25)
    ]
    battle = sifrp_battle(*units, terrain_features={})
    return battle.model_copy(update={"field": BattleField(size=Size(width=2000.0, height=2000.0))})


def _zoomed_in(window):  # type: ignore[no-untyped-def]
    """The wide battle, 400 m across the view at its middle."""
    load(window, _wide_battle())
    view, layer = window.view, window.scene.token_layer
    view.zoom_by(view.viewport().width() / 400.0 / view.scale_factor())
    view.centerOn(QPointF(1000.0, 1000.0))
    QApplication.processEvents()
    return view, layer


def _far(layer) -> dict[str, bool]:  # type: ignore[no-untyped-def]
    return {token_id: badges.far for token_id, badges in layer.badges.items()}


def test_a_pan_within_the_laid_out_ground_is_laid_out_once_the_camera_rests(
    qtbot, window, monkeypatch
) -> None:
    view, layer = _zoomed_in(window)
    layer.relayout()  # laid out where the camera stands: the pan below starts from there
    covered = layer.labels.covered
    assert covered is not None
    flips: list[str] = []
    flip = TokenBadges.set_far
    monkeypatch.setattr(TokenBadges, "set_far", lambda self, far: (flips.append(far), flip(self, far))[1])

    # A pan of a sixth of the view: still within the laid-out ground (a quarter's margin).
    view.centerOn(QPointF(1000.0 + covered.width() / 9, 1000.0))
    assert covered.contains(view.visible_scene_rect())
    assert layer.labels.covered == covered and not flips  # no layout in the pan's frame

    qtbot.waitUntil(lambda: layer.labels.covered != covered, timeout=20 * SETTLE_MS)
    assert flips, "tokens passed into or out of the park as the labels followed the camera"
    rested = layer.labels.covered
    assert rested.center().x() > covered.center().x()

    # The layout matches where the camera rests: laying out again there changes nothing, and the
    # next command lays out its own token only.
    far_at_rest = _far(layer)
    flips.clear()
    layer.relayout()
    assert _far(layer) == far_at_rest and not flips
    unit = window.session.battle.units["unit-13x12"]
    window.session.execute(MoveToken(unit.id, Point(x=unit.position.x + 4, y=unit.position.y)))
    QApplication.processEvents()
    assert not flips


def test_a_command_before_the_camera_rests_lays_out_once(qtbot, window) -> None:
    view, layer = _zoomed_in(window)
    layer.relayout()
    covered = layer.labels.covered
    view.centerOn(QPointF(1000.0 + covered.width() / 9, 1000.0))
    unit = window.session.battle.units["unit-12x12"]
    window.session.execute(MoveToken(unit.id, Point(x=unit.position.x + 4, y=unit.position.y)))
    QApplication.processEvents()
    laid_out = layer.labels.generation
    assert layer.labels.covered != covered  # the command laid the labels out where the view is
    qtbot.wait(3 * SETTLE_MS)
    assert layer.labels.generation == laid_out  # and the rest of the camera found nothing to do


def test_a_zoom_lays_the_labels_out_once_at_its_new_zoom(window, monkeypatch) -> None:
    view, layer = _zoomed_in(window)
    scales: list[float | None] = []
    relayout = type(layer.labels).relayout
    monkeypatch.setattr(
        type(layer.labels),
        "relayout",
        lambda self, badges, scale: (scales.append(scale), relayout(self, badges, scale)),
    )
    for factor in (0.5, 0.5, 2.0):  # out beyond the laid-out ground, further, and back in
        scales.clear()
        view.zoom_by(factor)
        assert scales == [view.scale_factor()]
        assert layer.labels.covered.contains(view.visible_scene_rect())


def test_a_badge_zoomed_while_far_shows_as_the_new_zoom_has_it_once_near(window) -> None:
    """A zoom looks again only at the badges near the view (the far ones are hidden at any zoom),
    but every badge takes the new zoom, so one coming near shows as that zoom has it."""
    view, layer = _zoomed_in(window)
    layer.relayout()
    corner = layer.badges["unit-0x0"]
    assert corner.far
    view.zoom_by(1 / 1.15**5)  # out: the units' details give way to their names
    QApplication.processEvents()
    view.centerOn(QPointF(150.0, 150.0))
    layer.relayout()
    assert not corner.far
    scale = view.scale_factor()
    assert all(badges.scale_hint == scale for badges in layer.badges.values())
    shown = {token_id: badges.isVisible() for token_id, badges in layer.badges.items()}
    for badges in layer.badges.values():
        badges.refresh_visibility()
    assert {token_id: badges.isVisible() for token_id, badges in layer.badges.items()} == shown
