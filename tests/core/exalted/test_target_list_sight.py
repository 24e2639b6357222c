"""Exalted's ranged target list works out its sight of every name at once, and the refusals it
shows equal those of lines asked one by one."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from campal.core.engine.geometry_map import GeometryMap
from campal.core.io import load_battle
from campal.core.model import Battle
from campal.core.rules import system_of
from campal.core.rules.play import Choice

SAMPLE = Path(__file__).parents[3] / "resources" / "samples" / "exalted-batalla.campal"


class CountingMap(GeometryMap):
    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, tuple[str, ...]]] = []

    def look_at_each(self, battle: Battle, observer: str, targets: Sequence[str]) -> None:
        self.asked.append((observer, tuple(targets)))
        super().look_at_each(battle, observer, targets)


class OneByOneMap(GeometryMap):
    def look_at_each(self, battle: Battle, observer: str, targets: Sequence[str]) -> None:
        return None


def test_ranged_target_list_asks_every_target_at_once_and_answers_as_one_by_one() -> None:
    battle = load_battle(SAMPLE).battle
    play = system_of(battle).play
    checked = 0
    for unit in battle.units.values():
        at_once, alone = CountingMap(), OneByOneMap()
        listed = play.targets(battle, at_once, Choice(unit.id, "ranged_attack"))
        if not listed:
            continue
        assert at_once.asked == [(unit.id, tuple(t.token for t in listed))]
        assert listed == play.targets(battle, alone, Choice(unit.id, "ranged_attack"))
        checked += 1
    assert checked > 0
