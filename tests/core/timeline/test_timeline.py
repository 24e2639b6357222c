"""The timeline: the state at every step of each sample battle is the state the engine had then,
and seeking, forwards or back, never changes the battle."""

from __future__ import annotations

import os
import random
import sys
from importlib.resources import as_file, files

import pytest

from campal.core.engine import Change, Engine, MoveUnit, StartBattle, replay
from campal.core.engine.journal import StepTracker, replay_journal
from campal.core.io import load_battle
from campal.core.model import Battle, Point
from campal.core.timeline import NoOpening, Timeline

PACKAGING = os.path.join(os.path.dirname(__file__), "..", "..", "..", "packaging")
SAMPLES = ("sifrp-batalla", "exalted-batalla", "aquelarre-emboscada", "bastionland-vado")


def _script(name: str):  # type: ignore[no-untyped-def]
    sys.path.insert(0, PACKAGING)
    try:
        return __import__(name)
    finally:
        sys.path.pop(0)


def _played(name: str) -> Engine:
    if name == "sifrp-batalla":
        return _script("make_sifrp_sample").play_two_rounds()  # type: ignore[no-any-return]
    if name == "exalted-batalla":
        return _script("make_exalted_sample").play()  # type: ignore[no-any-return]
    if name == "aquelarre-emboscada":
        return _script("make_aquelarre_sample").play_rounds()  # type: ignore[no-any-return]
    return _script("make_bastionland_sample").play()  # type: ignore[no-any-return]


def _starts(name: str) -> Battle:
    script = {
        "sifrp-batalla": ("make_sifrp_sample", "armies"),
        "exalted-batalla": ("make_exalted_sample", "hosts"),
        "aquelarre-emboscada": ("make_aquelarre_sample", "ambush"),
        "bastionland-vado": ("make_bastionland_sample", "field"),
    }[name]
    return getattr(_script(script[0]), script[1])()  # type: ignore[no-any-return]


def _sample(name: str) -> Battle:
    with as_file(files("campal.resources") / "samples" / f"{name}.campal") as path:
        return load_battle(path).battle


@pytest.mark.parametrize("name", SAMPLES)
def test_the_state_at_every_step_is_the_state_the_engine_had_then(name, monkeypatch):
    seen: list[Battle] = []
    real_init = Engine.__init__

    def watched(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        real_init(self, *args, **kwargs)
        seen.append(self.state)

        def record(change: Change) -> None:
            if len(change.after.log) > len(change.before.log):
                seen.append(change.after)

        self.subscribe(record)

    monkeypatch.setattr(Engine, "__init__", watched)
    engine = _played(name)
    timeline = Timeline(engine.state, every=7)
    assert timeline.last == len(engine.state.log) == len(seen) - 1
    for step, state in enumerate(seen):
        assert timeline.state_at(step) == state, f"step {step}"


@pytest.mark.parametrize("name", SAMPLES)
def test_the_shipped_sample_keeps_its_opening_and_every_step_replays_from_it(name):
    battle = _sample(name)
    assert battle.opening == _starts(name)
    timeline = Timeline(battle, every=10)
    assert timeline.state_at(0) == battle.opening
    for step in range(1, timeline.last + 1):
        cut = battle.model_copy(update={"log": battle.log[:step]})
        assert timeline.state_at(step) == replay(battle.opening, cut)
    assert timeline.state_at(timeline.last) == battle


def test_seeking_never_changes_the_battle_and_lands_alike_from_any_side():
    battle = _sample("sifrp-batalla")
    kept = battle.model_dump_json()
    timeline = Timeline(battle, every=5)
    forward = [timeline.state_at(step) for step in range(timeline.last + 1)]
    order = list(range(timeline.last + 1))
    random.Random(3).shuffle(order)
    for step in order:
        assert timeline.state_at(step) == forward[step]
    for step in range(1, timeline.last + 1):
        assert timeline.advance(forward[step - 1], step) == forward[step]
    assert timeline.battle is battle and battle.model_dump_json() == kept
    assert timeline.state_at(-4) == forward[0] and timeline.state_at(10_000) == forward[-1]


def test_a_log_without_its_opening_cannot_be_replayed():
    battle = _sample("sifrp-batalla").model_copy(update={"opening": None})
    with pytest.raises(NoOpening):
        Timeline(battle)


def test_a_battle_not_begun_is_a_timeline_of_one_step():
    battle = Battle(title="Vacía")
    timeline = Timeline(battle)
    assert timeline.last == 0 and timeline.state_at(0) == battle and timeline.entry(0) is None


def _begun() -> tuple[Engine, Battle]:
    start = _starts("sifrp-batalla")
    engine = Engine(start)
    engine.execute(StartBattle())
    return engine, start


def test_the_engine_keeps_the_opening_with_the_first_entry_of_the_log_and_undo_forgets_it():
    engine, start = _begun()
    assert engine.state.opening == start
    assert all("opening" not in event for entry in engine.state.log for event in entry.events)
    engine.undo()
    assert engine.state.opening is None and engine.state == start
    engine.redo()
    assert engine.state.opening == start


def test_the_journal_replays_the_opening_as_the_engine_kept_it():
    start = _starts("sifrp-batalla")
    engine = Engine(start)
    tracker = StepTracker()
    steps = []
    engine.subscribe(lambda change: steps.append(tracker.step_for(change)))
    engine.execute(StartBattle())
    assert replay_journal(start, tuple(steps)) == engine.state


def test_a_move_is_found_with_the_path_it_took():
    from campal.core.timeline import moves_between

    engine, _ = _begun()
    before = engine.state
    unit = next(iter(before.units.values()))
    here = unit.position
    way = (Point(x=here.x + 3, y=here.y), Point(x=here.x + 3, y=here.y + 4))
    engine.execute(MoveUnit(unit.id, way, override=True))
    (move,) = moves_between(before, engine.state)
    assert move.token_id == unit.id and move.path == (here, *way) and move.length == pytest.approx(7)


def test_a_change_the_log_does_not_hold_is_told_apart_from_a_faithful_replay():
    from campal.core.engine.terrain import AddTerrain
    from campal.core.model import TerrainFeature

    engine, _ = _begun()
    assert Timeline(engine.state).reaches_the_battle()
    ring = (Point(x=10, y=10), Point(x=60, y=10), Point(x=60, y=60), Point(x=10, y=60))
    engine.execute(AddTerrain(TerrainFeature(id="terrain-new", kind="forest", name="Soto", outline=ring)))
    assert not Timeline(engine.state).reaches_the_battle()


def test_a_file_keeps_the_pictures_its_replay_draws_though_the_battle_no_longer_shows_them(tmp_path):
    from campal.core.engine import PlaceUnit, RemoveUnit
    from campal.core.io import save_battle
    from tests.pngs import png

    engine, _ = _begun()
    first = engine.assets.add(png(8, 8, (200, 0, 0)))
    some = next(iter(engine.state.units.values()))
    banner = some.model_copy(update={"id": "unit-banner", "name": "Estandarte", "picture": first})
    engine.execute(PlaceUnit(banner))
    engine.execute(RemoveUnit("unit-banner"))
    assert first not in (u.picture for u in engine.state.units.values())
    path = tmp_path / "b.campal"
    save_battle(path, engine.state, engine.assets, backup=False)
    loaded = load_battle(path)
    assert first in loaded.assets
    placed = Timeline(loaded.battle).state_at(len(loaded.battle.log) - 1)
    assert placed.units["unit-banner"].picture == first
