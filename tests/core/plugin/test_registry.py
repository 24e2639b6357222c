"""One list names the systems; each is one package whose object declares what generic code asks,
and nothing outside a system's package names that system."""

import json
import re
from importlib.resources import files
from pathlib import Path

import pytest

from campal.core.model import Battle, RuleSystemId
from campal.core.report import language
from campal.core.rules import SYSTEM_PACKAGES, all_systems, system_of

SOURCE = Path(__file__).resolve().parents[3] / "desktop" / "campal"


def test_the_list_names_every_system_once_and_each_is_found_by_its_id() -> None:
    assert [s.id.value for s in all_systems()] == list(SYSTEM_PACKAGES)
    assert {s.id for s in all_systems()} == set(RuleSystemId)
    for system in all_systems():
        assert system_of(system.id) is system
        assert system_of(system.id.value) is system
        assert system_of(Battle(system=system.id)) is system


@pytest.mark.parametrize("system", all_systems(), ids=lambda s: s.id.value)
def test_each_system_declares_its_unit_dice_plan_and_play(system) -> None:
    assert system.distance_unit.metres > 0
    assert system.dice
    plan = system.plan()
    assert plan.id == system.id.value
    play = system.play
    steps = {spec.id for spec in (*plan.setup, *plan.round, *plan.end)}
    assert set(play.unit_steps) <= steps and set(play.character_steps) <= steps
    if system.has_units:
        assert system.new_unit_stats() is not None


@pytest.mark.parametrize("code", ["es", "en"])
@pytest.mark.parametrize("system", all_systems(), ids=lambda s: s.id.value)
def test_every_step_and_action_has_a_name_in_both_languages(system, code) -> None:
    names = language(code).names
    plan = system.plan()
    for spec in (*plan.setup, *plan.round, *plan.end):
        assert f"step.{spec.id}" in names, spec.id
        for action in (*spec.actions, *spec.anytime_actions):
            assert f"action.{action}" in names or system.id is RuleSystemId.SIFRP, action
    assert f"system.{system.id.value}" in names
    for column in system.unit_columns():
        assert column in names


def test_no_two_systems_give_one_word_two_meanings() -> None:
    seen: dict[tuple[str, str, str], tuple[str, str]] = {}
    for folder in files("campal.resources").joinpath("rules").iterdir():
        terms = folder.joinpath("terms.json")
        if not terms.is_file():
            continue
        for code, sections in json.loads(terms.read_text(encoding="utf-8")).items():
            for section, words in sections.items():
                for key, text in words.items():
                    earlier = seen.setdefault((code, section, key), (folder.name, text))
                    assert earlier[1] == text, f"{key} in {folder.name} and {earlier[0]}"


def _outside(system: str) -> list[Path]:
    own = SOURCE / "core" / "rules" / system
    # The file format keeps each system's stats models (the tagged union of a token's stats).
    model = SOURCE / "core" / "model"
    return [p for p in SOURCE.rglob("*.py") if own not in p.parents and model not in p.parents]


@pytest.mark.parametrize("system", SYSTEM_PACKAGES)
def test_no_module_outside_a_system_package_names_that_system(system) -> None:
    named = re.compile(rf"RuleSystemId\.{system.upper()}\b|rules\.{system}\b|rules import {system}\b")
    offenders = [str(p.relative_to(SOURCE)) for p in _outside(system) if named.search(p.read_text())]
    assert offenders == []
