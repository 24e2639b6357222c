"""The GM corrects a roll made earlier in the round: the later actions are made again with their
own dice, and what they did follows from the corrected roll."""

from __future__ import annotations

from campal.core.dice import ManualEntry
from campal.core.engine import Override
from campal.core.engine.rewind import corrections, rolls_of
from campal.core.rules.sifrp.commands import CarryOutOrder, OrderParams
from campal.core.rules.sifrp.events import AttackResolved

from .armies import engine_for, feed, run


def _two_attacks():  # type: ignore[no-untyped-def]
    engine = engine_for()
    run(engine, Override("unit-lhorse", "position.x", 400.0, "test"))
    feed(engine, [4, 4, 1, 1, 1, 4, 4, 1, 1, 1])
    run(engine, CarryOutOrder("unit-lhorse", OrderParams(targets=("unit-slevy",)), order="attack"))
    run(engine, CarryOutOrder("unit-llevy", OrderParams(targets=("unit-slevy",)), order="attack"))
    return engine


def test_the_rolls_of_an_action_are_read_back_in_order() -> None:
    engine = _two_attacks()
    first = engine.history[-2]
    assert [r.total for r in rolls_of(first)] == [
        e.roll.total for e in first.events if isinstance(e, AttackResolved)
    ]


def test_correcting_the_first_attack_makes_the_second_again_with_its_own_dice() -> None:
    engine = _two_attacks()
    position = len(engine.history) - 2
    second_dice = rolls_of(engine.history[-1])[0].rolled
    levy_before = engine.state.units["unit-slevy"].stats
    first_damage = next(e.damage for e in engine.history[position].events if isinstance(e, AttackResolved))
    size = rolls_of(engine.history[position])[0].spec.rolled_count
    commands = corrections(engine.history, position, 0, ManualEntry(faces=(6,) * size), "on camera")
    while len(engine.history) > position:
        engine.undo()
    for command in commands:
        engine.execute(command)
    first, second = engine.history[-2], engine.history[-1]
    assert rolls_of(first)[0].total > 8  # the corrected roll
    assert rolls_of(second)[0].rolled == second_dice  # nothing rolled again
    assert engine.state.log[-2].gm_decision
    assert next(e.damage for e in first.events if isinstance(e, AttackResolved)) > first_damage
    # What the second attack did is worked out again on the levy the corrected attack left.
    assert engine.state.units["unit-slevy"].stats != levy_before
