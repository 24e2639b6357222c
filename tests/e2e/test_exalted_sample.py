"""The Exalted sample battle: a hero, a sorcerer and relays, a hill and a forest, at least two
long ticks of actions per unit; it replays from its log, and ``campal report`` tells it in
Spanish and English with no key left untranslated."""

import os
import re
import subprocess
import sys
from importlib.resources import as_file, files

import pytest

from campal.core.engine import replay
from campal.core.io import load_battle
from campal.core.model import ExaltedUnitStats
from campal.core.model.exalted import SpecialKind

SAMPLE = files("campal.resources") / "samples" / "exalted-batalla.campal"


def _sample():
    with as_file(SAMPLE) as path:
        return load_battle(path).battle


def test_the_sample_has_a_hero_a_sorcerer_relays_a_hill_and_a_forest():
    battle = _sample()
    specials = [s.kind for u in battle.units.values() for s in u.stats.specials]  # type: ignore[union-attr]
    assert SpecialKind.HERO in specials and SpecialKind.SORCERER in specials
    assert all(isinstance(u.stats, ExaltedUnitStats) for u in battle.units.values())
    assert any(u.stats.relays for u in battle.units.values())  # type: ignore[union-attr]
    assert {t.kind for t in battle.terrain.values()} >= {"hill", "forest"}
    sides = {u.side for u in battle.units.values()}
    assert len(sides) == 2 and all(2 <= sum(u.side == s for u in battle.units.values()) <= 3 for s in sides)


def test_every_unit_played_at_least_two_long_ticks_of_actions():
    battle = _sample()
    actions = {unit.name: 0 for unit in battle.units.values()}
    for entry in battle.log:
        params = entry.message.params
        if entry.message.key == "exalted.attacked":
            actions[str(params["attacker"])] += 1
        elif entry.message.key == "exalted.acted":
            actions[str(params["actor"])] += 1
    standing = [u.name for u in battle.units.values() if not u.stats.is_out_of_action]  # type: ignore[union-attr]
    assert all(actions[name] >= 2 for name in standing), actions
    assert battle.turn is not None and battle.turn.tick >= 10  # two long ticks of Speed 5 and more


def test_the_sample_replays_from_its_log():
    sys.path.insert(0, str(os.path.join(os.path.dirname(__file__), "..", "..", "packaging")))
    try:
        from make_exalted_sample import hosts
    finally:
        sys.path.pop(0)
    battle = _sample()
    assert replay(hosts(), battle) == battle


@pytest.mark.parametrize(
    ("lang", "words"), [("es", ("ataca a", "Join War")), ("en", ("attacks", "Join War"))]
)
def test_campal_report_tells_the_battle(tmp_path, lang, words):
    out = tmp_path / "report.md"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with as_file(SAMPLE) as path:
        result = subprocess.run(
            [sys.executable, "-m", "campal", "report", str(path), str(out), "--lang", lang],
            capture_output=True,
            text=True,
            env=env,
        )
    assert result.returncode == 0, result.stderr
    text = out.read_text(encoding="utf-8")
    for word in words:
        assert word in text
    assert not re.search(r"exalted\.[a-z_.]+", text), re.findall(r"exalted\.[a-z_.]+", text)[:5]
