"""The map drawn change by change is the map drawn afresh: after any run of moves, hidings,
renames, arrivals, removals, undos and redos, at any zoom, every token's item (place, outline,
look, engaged mark, patch or not, tooltip) and the patches equal those of a scene that drew the
same document from nothing. The scene looks only at the tokens each change touched; this is the
check that it misses none."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QGraphicsItem

from campal.core.engine.override import Override
from campal.core.engine.tokens import MoveToken, PlaceUnit, RemoveUnit
from campal.core.model import Point
from campal.ui.scene.battle_scene import BattleScene
from tests.core.movement.fields import BLUE, RED
from tests.ui.token_helpers import foot, load, person, sifrp_battle

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def _start():  # type: ignore[no-untyped-def]
    units = [
        foot(f"unit-{i}", 60 + 45 * (i % 5), 80 + 60 * (i // 5), side=(RED, BLUE)[i % 2]) for i in range(10)
    ]
    battle = sifrp_battle(*units, terrain_features={})
    leader = person("char-lord", 0, 0).model_copy(update={"attached_to": "unit-0"})
    return battle.model_copy(update={"characters": {leader.id: leader}})


def _looks(scene: BattleScene) -> dict[str, tuple[object, ...]]:
    return {
        token_id: (
            round(item.pos().x(), 6),
            round(item.pos().y(), 6),
            item.rect(),
            item.path,
            item.colour.name(),
            item.engaged,
            item.selected,
            bool(item.flags() & NO_CONTENTS),
            item.toolTip(),
            item.opacity(),
            item.token,
        )
        for token_id, item in scene.token_items.items()
    }


def _patches(scene: BattleScene) -> list[tuple[float, float, float, float]]:
    shapes = scene.token_layer.patches._shapes
    boxes = [polygon.boundingRect() for _colour, polygons in shapes for polygon in polygons]
    return sorted(
        (round(b.left(), 6), round(b.top(), 6), round(b.width(), 6), round(b.height(), 6)) for b in boxes
    )


def _command(rng: random.Random, battle, made: list[int]):  # type: ignore[no-untyped-def]
    unit_id = rng.choice(sorted(battle.units))
    unit = battle.units[unit_id]
    kind = rng.randrange(6)
    if kind <= 1:  # moved, sometimes into contact with another
        other = battle.units[rng.choice(sorted(battle.units))]
        goal = other.position if rng.random() < 0.3 else unit.position
        return MoveToken(unit_id, Point(x=goal.x + rng.uniform(-12, 12), y=goal.y + rng.uniform(-12, 12)))
    if kind == 2:
        return Override(unit_id, "hidden", not unit.hidden)
    if kind == 3:
        return Override(unit_id, "name", f"Compañía {rng.randrange(100)}")
    if kind == 4 and len(battle.units) > 3 and unit_id != "unit-0":
        return RemoveUnit(unit_id)
    made[0] += 1
    return PlaceUnit(
        foot(f"unit-n{made[0]}", rng.uniform(40, 300), rng.uniform(40, 300), side=rng.choice((RED, BLUE)))
    )


def test_the_map_drawn_change_by_change_equals_the_map_drawn_afresh(window) -> None:
    rng = random.Random(3)
    load(window, _start())
    session, layer = window.session, window.scene.token_layer
    # A players' scene kept change by change beside the GM's: it draws what players may see.
    players = BattleScene(gm_view=False)
    players.show_battle(session.battle, session.assets)
    made = [0]
    for step in range(60):
        roll = rng.random()
        if roll < 0.15 and session.undo_stack.canUndo():
            session.undo_stack.undo()
        elif roll < 0.25 and session.undo_stack.canRedo():
            session.undo_stack.redo()
        elif roll < 0.3:
            window.view.zoom_by(rng.choice((0.25, 4.0)))  # far: patches; near: tokens
        elif roll < 0.35:
            window.selection.set([rng.choice(sorted(session.battle.units))])
        else:
            session.execute(_command(rng, session.battle, made))
        fresh = BattleScene(gm_view=True)
        fresh_players = BattleScene(gm_view=False)
        try:
            fresh.token_layer.set_selection(window.selection.ids)
            fresh.token_layer.set_view_scale(layer._scale)
            fresh.token_layer.set_view_region(layer.labels.region)  # tokens far from it: passed
            fresh.show_battle(session.battle, session.assets)
            assert _looks(window.scene) == _looks(fresh), f"step {step}"
            assert _patches(window.scene) == _patches(fresh), f"step {step}"
            players.token_layer.set_view_scale(layer._scale)
            players.show_battle(session.battle, session.assets)
            fresh_players.token_layer.set_view_scale(layer._scale)
            fresh_players.show_battle(session.battle, session.assets)
            assert _looks(players) == _looks(fresh_players), f"step {step}, players"
            assert _patches(players) == _patches(fresh_players), f"step {step}, players"
        finally:
            fresh.deleteLater()
            fresh_players.deleteLater()
    players.deleteLater()
