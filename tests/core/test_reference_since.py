"""Checking only what a command changed finds a broken reference exactly when checking the
whole document does."""

from __future__ import annotations

import random

from campal.core.model import Battle, Side, reference_problem, reference_problem_since
from tests.core.movement.fields import BLUE, RED, foot, person, sifrp_battle


def _start() -> Battle:
    battle = sifrp_battle(*(foot(f"unit-{i}", 50 * i, 100, side=(RED, BLUE)[i % 2]) for i in range(6)))
    characters = {
        f"char-{i}": person(f"char-{i}", 10 * i, 10, side=(RED, BLUE)[i % 2]).model_copy(
            update={"attached_to": f"unit-{i}" if i < 3 else None}
        )
        for i in range(6)
    }
    sides = {
        RED: battle.sides[RED].model_copy(update={"commander": "char-0", "heroes": ("char-2",)}),
        BLUE: battle.sides[BLUE].model_copy(update={"lieutenants": ("char-1",)}),
    }
    return battle.model_copy(update={"characters": characters, "sides": sides})


def _mutated(rng: random.Random, battle: Battle) -> Battle:
    units, characters, sides = dict(battle.units), dict(battle.characters), dict(battle.sides)
    kind = rng.randrange(8)
    unit_id, char_id = rng.choice(sorted(units)), rng.choice(sorted(characters))
    if kind == 0:
        units[unit_id] = units[unit_id].model_copy(update={"side": rng.choice((RED, BLUE, "side-ghost"))})
    elif kind == 1:
        target = rng.choice([*units, "unit-ghost", None])
        characters[char_id] = characters[char_id].model_copy(update={"attached_to": target})
    elif kind == 2:
        characters[char_id] = characters[char_id].model_copy(update={"side": rng.choice((RED, BLUE))})
    elif kind == 3:
        units[unit_id] = units[unit_id].model_copy(update={"id": "unit-other"})
    elif kind == 4:
        units.pop(unit_id)
    elif kind == 5:
        characters.pop(char_id)
    elif kind == 6:
        sides["side-new"] = Side(id="side-new", name="Nuevo")
    else:
        units[unit_id] = units[unit_id].model_copy(update={"name": "Otro nombre"})
    changed = {"units": units, "characters": characters, "sides": sides}
    return battle.model_construct(**{**dict(battle), **changed})


def test_a_change_breaks_a_reference_exactly_when_the_whole_check_says_so() -> None:
    rng = random.Random(5)
    start = _start()
    assert reference_problem(start) is None
    broken = 0
    for _ in range(400):
        before = start
        for _ in range(rng.randint(1, 3)):
            after = _mutated(rng, before)
            whole = reference_problem(after)
            assert reference_problem_since(before, after) == whole
            if whole is not None:
                broken += 1
                break
            before = after
    assert broken > 50  # the mutations do break references, often
