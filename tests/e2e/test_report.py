"""``campal report``: the log of a battle for a forum, per round, in Markdown or BBCode."""

import os
import subprocess
import sys

import pytest

from campal.core.io import save_battle
from campal.core.model import AssetStore
from campal.core.report import ReportFormat, export_report
from tests.core.sifrp.test_battle_replay import fight


@pytest.fixture(scope="module")
def battle():
    _, engine = fight(seed=2024)
    return engine.state


@pytest.fixture
def battle_file(tmp_path, battle):
    path = tmp_path / "forca.campal"
    save_battle(path, battle, AssetStore())
    return path


def campal(*args):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "campal", *map(str, args)], capture_output=True, text=True, env=env
    )


def test_markdown_has_every_round_with_its_orders_and_results(battle_file, tmp_path):
    out = tmp_path / "informe.md"
    result = campal("report", battle_file, out, "--lang", "es")
    assert result.returncode == 0, result.stderr
    text = out.read_text(encoding="utf-8")
    assert text.startswith("# Batalla del Forca Verde")
    for number in (1, 2, 3):
        assert f"## Asalto {number}" in text
    assert "ordena" in text and "Guerra" in text
    assert "- " in text and "order.issued(" not in text


def test_one_round_in_bbcode(battle_file, tmp_path):
    out = tmp_path / "r2.txt"
    result = campal("report", battle_file, out, "--round", 2, "--format", "bbcode", "--lang", "en")
    assert result.returncode == 0, result.stderr
    text = out.read_text(encoding="utf-8")
    assert "[b]Round 2[/b]" in text
    assert "[b]Round 1[/b]" not in text and "[b]Round 3[/b]" not in text
    assert text.count("[list]") == text.count("[/list]")


def test_a_round_not_played_is_refused(battle_file, tmp_path):
    result = campal("report", battle_file, tmp_path / "x.md", "--round", 40)
    assert result.returncode != 0 and "40" in result.stderr
    assert not (tmp_path / "x.md").exists()


def test_gm_decisions_are_marked(battle):
    from campal.core.engine import Engine, Override

    engine = Engine(battle)
    unit = next(iter(battle.units))
    engine.execute(Override(unit, "name", "Los Valientes", "el DJ lo decide"))
    text = export_report(engine.state, "es", ReportFormat.MARKDOWN)
    assert "(decisión del DJ)" in text


def test_the_players_version_leaves_out_what_the_gm_hides(tmp_path):
    from importlib.resources import as_file, files

    sample = files("campal.resources") / "samples" / "sifrp-batalla.campal"
    with as_file(sample) as path:
        gm = campal("report", path, "-", "--lang", "es")
        players = campal("report", path, "-", "--lang", "es", "--player-view")
    assert gm.returncode == 0 and players.returncode == 0, players.stderr
    hidden = "Arqueros del Norte"  # deployed hidden and still hidden in the sample
    assert hidden in gm.stdout
    assert hidden not in players.stdout
    assert "Asalto 1" in players.stdout
