"""The Aquelarre ambush sample: it opens ready for the third round, replays from its log, a
scripted three-round skirmish replays to the same document, and ``campal report`` tells its
rounds in Spanish and English with rolls, locations and wounds."""

import os
import subprocess
import sys
from importlib.resources import as_file, files

import pytest

from campal.core.engine import replay
from campal.core.io import load_battle
from campal.core.model import AquelarreCharacterStats

SAMPLE = files("campal.resources") / "samples" / "aquelarre-emboscada.campal"
PACKAGING = os.path.join(os.path.dirname(__file__), "..", "..", "packaging")


def builder():
    sys.path.insert(0, PACKAGING)
    try:
        import make_aquelarre_sample
    finally:
        sys.path.pop(0)
    return make_aquelarre_sample


def test_the_sample_is_an_ambush_at_night_ready_for_the_third_round():
    with as_file(SAMPLE) as path:
        battle = load_battle(path).battle
    assert battle.turn is not None and (battle.turn.round, battle.turn.step) == (3, "initiative")
    assert battle.field.conditions.light.value == "dark"
    assert any(f.kind == "wall" for f in battle.terrain.values())
    people = [c.stats for c in battle.characters.values() if isinstance(c.stats, AquelarreCharacterStats)]
    assert any(p.player for p in people) and any(p.mount is not None for p in people)
    assert any(p.health < p.max_health for p in people)  # two rounds left their marks


def test_the_sample_replays_from_its_log():
    with as_file(SAMPLE) as path:
        battle = load_battle(path).battle
    assert replay(builder().ambush(), battle) == battle


def test_a_three_round_skirmish_replays_to_the_same_document():
    engine = builder().play_rounds(rounds=3, seed=11)
    assert engine.state.turn.round == 4
    assert replay(builder().ambush(), engine.state) == engine.state


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("es", ("## Asalto 1", "Iniciativa", "localización", "PV")),
        ("en", ("## Round 1", "Initiative", "hit location", "PV")),
    ],
)
def test_campal_report_tells_the_rounds(tmp_path, lang, words):
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
        assert word in text, word
    assert "aquelarre." not in text  # every key has its words
