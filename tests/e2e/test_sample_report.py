"""The SIFRP sample battle: it opens ready to continue, replays from its log, and ``campal
report`` tells each of its rounds with the orders given and what came of them."""

import os
import subprocess
import sys
from importlib.resources import as_file, files

from campal.core.engine import replay
from campal.core.io import load_battle

SAMPLE = files("campal.resources") / "samples" / "sifrp-batalla.campal"


def test_the_sample_stands_at_the_third_round_with_a_fort_and_a_hidden_unit():
    with as_file(SAMPLE) as path:
        battle = load_battle(path).battle
    assert battle.turn is not None and (battle.turn.round, battle.turn.step) == (3, "initiative")
    assert len(battle.sides) == 2 and battle.fortifications
    assert any(unit.hidden for unit in battle.units.values())


def test_the_sample_replays_from_its_log():
    sys.path.insert(0, str(os.path.join(os.path.dirname(__file__), "..", "..", "packaging")))
    try:
        from make_sifrp_sample import armies
    finally:
        sys.path.pop(0)
    with as_file(SAMPLE) as path:
        battle = load_battle(path).battle
    assert replay(armies(), battle) == battle


def test_campal_report_writes_each_rounds_orders_and_results(tmp_path):
    out = tmp_path / "report.md"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with as_file(SAMPLE) as path:
        result = subprocess.run(
            [sys.executable, "-m", "campal", "report", str(path), str(out), "--lang", "es"],
            capture_output=True,
            text=True,
            env=env,
        )
    assert result.returncode == 0, result.stderr
    text = out.read_text(encoding="utf-8")
    assert "## Asalto 1" in text and "## Asalto 2" in text
    for number in ("1", "2"):
        section = text.split(f"## Asalto {number}")[1].split("## ")[0]
        assert "ordena" in section and "Guerra" in section  # the orders, with their rolls
        assert "ataca a" in section and "de daño" in section  # and what they did
    assert "se despliega oculta" in text
