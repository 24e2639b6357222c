"""A state machine over the engine, for every rule system: random commands, valid or not, with
undo and redo. Whatever the engine accepts must save and reopen equal, and nothing but a
refusal may come out of a command."""

from __future__ import annotations

import contextlib
import math
from pathlib import Path

import hypothesis.strategies as st
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from campal.core.dice import RandomDice
from campal.core.engine import (
    CommandRefused,
    Engine,
    FaceToken,
    MoveToken,
    MoveUnit,
    NextStep,
    Override,
    PassTurn,
    PlainMap,
    RemoveCharacter,
    RemoveUnit,
    ResizeField,
    RetitleBattle,
    SetInitiative,
    SetSide,
    StartBattle,
    TakeAction,
)
from campal.core.engine.terrain import AddTerrain, DuplicateTerrain, MoveTerrain, RemoveTerrain, RotateTerrain
from campal.core.io import parse_document
from campal.core.model import Battle, Character, Point, RuleSystemId, Side, TerrainFeature, Unit
from campal.core.rules.sifrp.commands import AssignCommand, RollInitiative
from campal.core.templates import create_from_template, templates_for

numbers = st.one_of(
    st.floats(min_value=-2_000, max_value=2_000, allow_nan=False),
    st.sampled_from([math.nan, math.inf, -math.inf, 1e300, -0.0, 0.0]),
)
points = st.builds(Point.model_construct, x=numbers, y=numbers)  # unvalidated, as a buggy tool would
BOGUS = "unit-nowhere"


def starting_battle(system: RuleSystemId) -> Battle:
    sides = {"side-a": Side(id="side-a", name="A"), "side-b": Side(id="side-b", name="B")}
    tokens = [
        create_from_template(system, entry.id, "side-a" if n % 2 else "side-b", Point(x=60 + 45 * n, y=200))
        for n, entry in enumerate(templates_for(system)[:6])
    ]
    units = {t.id: t for t in tokens if isinstance(t, Unit)}
    characters = {t.id: t for t in tokens if isinstance(t, Character)}
    return Battle(title=system.value, system=system, sides=sides, units=units, characters=characters)


class EngineMachine(RuleBasedStateMachine):
    system = RuleSystemId.SIFRP

    @initialize(seed=st.integers(0, 2**32 - 1))
    def start(self, seed: int) -> None:
        self.engine = Engine(starting_battle(self.system), dice=RandomDice(seed), map_queries=PlainMap())

    # -- what may be named: real ids, and one that is not there -----------------------------------
    def _ids(self, *collections: str) -> list[str]:
        state = self.engine.state
        return sorted({key for name in collections for key in getattr(state, name)} | {BOGUS})

    def _pick(self, data: st.DataObject, *collections: str) -> str:
        return data.draw(st.sampled_from(self._ids(*collections)))

    def _try(self, command: object) -> None:
        with contextlib.suppress(CommandRefused):
            self.engine.execute(command)  # type: ignore[arg-type]

    # -- the round ------------------------------------------------------------------------------
    @rule()
    def start_battle(self) -> None:
        self._try(StartBattle())

    @rule(force=st.booleans())
    def next_step(self, force: bool) -> None:
        self._try(NextStep(force=force))

    @rule(data=st.data())
    def pass_turn(self, data: st.DataObject) -> None:
        turn = self.engine.state.turn
        actor = turn.actor if turn and turn.actor and data.draw(st.booleans()) else None
        self._try(PassTurn(actor or self._pick(data, "sides", "units", "characters")))

    @rule(data=st.data(), action=st.sampled_from(["attack", "move", "x"]), speed=st.integers(-3, 12))
    def take_action(self, data: st.DataObject, action: str, speed: int) -> None:
        self._try(TakeAction(self._pick(data, "units", "characters", "sides"), action, speed))

    @rule(data=st.data(), score=st.integers(-5, 40))
    def set_initiative(self, data: st.DataObject, score: int) -> None:
        self._try(SetInitiative(self._pick(data, "sides", "units", "characters"), score))

    @rule(data=st.data())
    def roll_initiative(self, data: st.DataObject) -> None:
        self._try(RollInitiative(self._pick(data, "sides")))

    @rule(data=st.data())
    def assign_command(self, data: st.DataObject) -> None:
        commander = data.draw(st.sampled_from([*self._ids("characters"), "", None]))
        self._try(AssignCommand(self._pick(data, "sides"), commander))

    # -- the field and its tokens -----------------------------------------------------------------
    @rule(data=st.data(), where=points, facing=st.one_of(st.none(), numbers))
    def move_token(self, data: st.DataObject, where: Point, facing: float | None) -> None:
        self._try(MoveToken(self._pick(data, "units", "characters"), where, facing))

    @rule(data=st.data(), where=st.lists(points, min_size=1, max_size=3), override=st.booleans())
    def move_unit(self, data: st.DataObject, where: list[Point], override: bool) -> None:
        self._try(MoveUnit(self._pick(data, "units", "characters"), tuple(where), override=override))

    @rule(data=st.data(), facing=numbers)
    def face(self, data: st.DataObject, facing: float) -> None:
        self._try(FaceToken(self._pick(data, "units", "characters"), facing))

    @rule(data=st.data())
    def remove_unit(self, data: st.DataObject) -> None:
        self._try(RemoveUnit(self._pick(data, "units")))

    @rule(data=st.data())
    def remove_character(self, data: st.DataObject) -> None:
        self._try(RemoveCharacter(self._pick(data, "characters")))

    @rule(
        data=st.data(),
        field=st.sampled_from(["hidden", "side", "attached_to", "position.x", "facing", "name", "commander"]),
    )
    def override(self, data: st.DataObject, field: str) -> None:
        target = self._pick(data, "units", "characters", "sides")
        value = data.draw(
            st.one_of(
                numbers,
                st.booleans(),
                st.none(),
                st.sampled_from(self._ids("sides", "units", "characters")),
                st.text(max_size=5),
            )
        )
        self._try(Override(target, field, value, "GM"))

    @rule(data=st.data())
    def set_side(self, data: st.DataObject) -> None:
        side = self.engine.state.sides.get(self._pick(data, "sides"))
        if side is None:
            return
        commander = data.draw(st.sampled_from([*self._ids("characters"), None]))
        heroes = tuple(data.draw(st.lists(st.sampled_from(self._ids("characters")), max_size=2)))
        self._try(SetSide(side.model_copy(update={"commander": commander, "heroes": heroes})))

    @rule(title=st.text(max_size=8))
    def retitle(self, title: str) -> None:
        self._try(RetitleBattle(title))

    @rule(width=numbers, height=numbers)
    def resize(self, width: float, height: float) -> None:
        self._try(ResizeField(width, height))

    # -- the ground ---------------------------------------------------------------------------------
    @rule(
        outline=st.lists(points, min_size=0, max_size=7),
        kind=st.sampled_from(["forest", "hill", "road", "bog"]),
    )
    def add_terrain(self, outline: list[Point], kind: str) -> None:
        number = len(self.engine.state.terrain)
        feature = TerrainFeature.model_construct(id=f"terrain-m{number}", kind=kind, outline=tuple(outline))
        self._try(AddTerrain(feature))

    @rule(data=st.data(), dx=numbers, dy=numbers)
    def move_terrain(self, data: st.DataObject, dx: float, dy: float) -> None:
        self._try(MoveTerrain(self._pick(data, "terrain"), dx, dy))

    @rule(data=st.data(), degrees=numbers)
    def rotate_terrain(self, data: st.DataObject, degrees: float) -> None:
        self._try(RotateTerrain(self._pick(data, "terrain"), degrees))

    @rule(data=st.data())
    def duplicate_terrain(self, data: st.DataObject) -> None:
        self._try(DuplicateTerrain(self._pick(data, "terrain")))

    @rule(data=st.data())
    def remove_terrain(self, data: st.DataObject) -> None:
        self._try(RemoveTerrain(self._pick(data, "terrain")))

    # -- history ----------------------------------------------------------------------------------
    @rule()
    def undo(self) -> None:
        if self.engine.can_undo():
            self.engine.undo()

    @rule()
    def redo(self) -> None:
        if self.engine.can_redo():
            self.engine.redo()

    @invariant()
    def saves_and_reopens_equal(self) -> None:
        state = self.engine.state
        assert parse_document(state.model_dump_json().encode("utf-8"), Path("machine.campal")) == state


MACHINE_SETTINGS = settings(
    max_examples=60,
    stateful_step_count=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def _machine_for(system: RuleSystemId) -> type[EngineMachine]:
    machine = type(f"{system.value.title()}Machine", (EngineMachine,), {"system": system})
    machine.TestCase.settings = MACHINE_SETTINGS
    return machine


TestSifrp = _machine_for(RuleSystemId.SIFRP).TestCase
TestExalted = _machine_for(RuleSystemId.EXALTED).TestCase
TestAquelarre = _machine_for(RuleSystemId.AQUELARRE).TestCase
TestBastionland = _machine_for(RuleSystemId.BASTIONLAND).TestCase
