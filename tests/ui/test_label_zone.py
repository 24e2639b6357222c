"""A layout after a command weighs only the tokens near the view (or not far from it) and those
the command changed; it must lay out exactly as a layout that weighs every token of the field."""

from __future__ import annotations

import random

import numpy as np
from PySide6.QtCore import QRectF

from campal.core.engine.override import Override
from campal.core.engine.tokens import MoveToken, PlaceUnit, RemoveUnit
from campal.core.model import BattleField, Point, Size
from campal.ui.scene.battle_scene import BattleScene
from tests.core.movement.fields import BLUE, RED
from tests.ui.token_helpers import foot, load, sifrp_battle

FIELD_M = 1600.0


def _battle():  # type: ignore[no-untyped-def]
    rng = random.Random(11)
    units = [
        foot(
            f"unit-{n}", rng.uniform(20, FIELD_M - 20), rng.uniform(20, FIELD_M - 20), side=(RED, BLUE)[n % 2]
        )
        for n in range(300)
    ]
    battle = sifrp_battle(*units, terrain_features={})
    return battle.model_copy(update={"field": BattleField(size=Size(width=FIELD_M, height=FIELD_M))})


def _shown(scene: BattleScene) -> dict[str, object]:
    layer = scene.token_layer
    placements = layer.labels.placements
    return {
        token_id: (
            badges.far,
            badges.isVisible(),
            badges.placed,
            badges.form,
            badges.leader,
            placements.get(token_id),
        )
        for token_id, badges in layer.badges.items()
    }


def _command(rng: random.Random, battle, made: list[int]):  # type: ignore[no-untyped-def]
    unit_id = rng.choice(sorted(battle.units))
    unit = battle.units[unit_id]
    kind = rng.randrange(5)
    if kind <= 1:  # a step, or a march across the field (into the view, or out of it)
        far = kind == 1
        goal = (
            Point(x=rng.uniform(20, FIELD_M - 20), y=rng.uniform(20, FIELD_M - 20))
            if far
            else Point(x=unit.position.x + rng.uniform(-15, 15), y=unit.position.y + rng.uniform(-15, 15))
        )
        return MoveToken(unit_id, goal)
    if kind == 2:
        return Override(unit_id, "name", f"Compañía de la frontera número {rng.randrange(100)}")
    if kind == 3 and len(battle.units) > 50:
        return RemoveUnit(unit_id)
    made[0] += 1
    return PlaceUnit(foot(f"unit-n{made[0]}", rng.uniform(500, 900), rng.uniform(500, 900), side=RED))


def test_a_layout_that_weighs_the_view_lays_out_as_one_that_weighs_the_field(window, monkeypatch) -> None:
    rng = random.Random(5)
    load(window, _battle())
    session = window.session
    weighs_view, weighs_field = BattleScene(gm_view=True), BattleScene(gm_view=True)
    every_row = weighs_field.token_layer.labels
    monkeypatch.setattr(every_row, "_looked_at", lambda region, scale: _all_rows(every_row))
    scenes = (weighs_view, weighs_field)
    region, scale, made = QRectF(500, 500, 300, 200), 3.0, [0]
    try:
        for scene in scenes:
            scene.token_layer.set_view_scale(scale)
            scene.token_layer.set_view_region(region)
            scene.show_battle(session.battle, session.assets)
        passed_over = 0
        for step in range(120):
            roll = rng.random()
            if roll < 0.1 and session.undo_stack.canUndo():
                session.undo_stack.undo()
            elif roll < 0.15:
                region = region.translated(rng.uniform(-40, 40), rng.uniform(-40, 40))  # a pan
            elif roll < 0.18:
                scale = rng.choice((1.5, 3.0, 6.0))  # a zoom
            elif roll < 0.22:
                picked = rng.sample(sorted(session.battle.units), 3)
                for scene in scenes:
                    scene.token_layer.set_selection(frozenset(picked))
            else:
                session.execute(_command(rng, session.battle, made))
            for scene in scenes:
                scene.token_layer.set_view_scale(scale)
                scene.token_layer.set_view_region(region)
                scene.show_battle(session.battle, session.assets)
                scene.token_layer.relayout()
            assert _shown(weighs_view) == _shown(weighs_field), f"step {step}"
            zone = weighs_view.token_layer.labels._zone
            passed_over += len(weighs_view.token_layer.badges) - len(zone.near)
        assert passed_over > 100 * 200  # the layouts did pass over most of the field's tokens
    finally:
        for scene in scenes:
            scene.deleteLater()


def _all_rows(labels) -> np.ndarray:  # type: ignore[no-untyped-def]
    labels.table.take_changed()
    return np.arange(len(labels.table.items), dtype=np.int64)
