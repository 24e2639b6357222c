"""The headless commands, run as a GM or a forum script would run them."""

import json
import os
import struct
import subprocess
import sys
import zipfile
from importlib.resources import as_file, files

import pytest

DEMO = files("campal.resources") / "samples" / "demo.campal"


def campal(*args, cwd=None):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "campal", *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd
    )


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", header[16:24])


def test_render_the_demo_at_a_chosen_width(tmp_path):
    out = tmp_path / "board.png"
    with as_file(DEMO) as demo:
        result = campal("render", demo, out, "--width", 1600, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    width, height = png_size(out)
    field = round(1600 * 400 / 600)  # the demo's 600 × 400 m field, under a band for title and scale
    assert width == 1600 and field < height <= field + 80


def test_render_the_players_version(tmp_path):
    out = tmp_path / "players.png"
    with as_file(DEMO) as demo:
        result = campal("render", demo, out, "--width", 800, "--player-view")
    assert result.returncode == 0, result.stderr
    assert png_size(out)[0] == 800


def test_schema_is_json_with_the_format_version():
    result = campal("schema")
    assert result.returncode == 0
    schema = json.loads(result.stdout)
    assert "format_version" in schema["properties"]


def bad_files(folder):
    made = {}
    made["random"] = folder / "random.campal"
    made["random"].write_bytes(os.urandom(2048))
    made["empty"] = folder / "empty.campal"
    made["empty"].write_bytes(b"")
    with as_file(DEMO) as demo:
        whole = demo.read_bytes()
    made["truncated"] = folder / "truncated.campal"
    made["truncated"].write_bytes(whole[: len(whole) // 3])
    made["wrong_json"] = folder / "wrong_json.campal"
    with zipfile.ZipFile(made["wrong_json"], "w") as archive:
        archive.writestr("battle.json", "[1, 2")
    made["wrong_types"] = folder / "wrong_types.campal"
    with zipfile.ZipFile(made["wrong_types"], "w") as archive:
        archive.writestr("battle.json", json.dumps({"format_version": 1, "field": {"size": {"width": "x"}}}))
    made["traversal"] = folder / "traversal.campal"
    with zipfile.ZipFile(made["traversal"], "w") as archive:
        archive.writestr("battle.json", json.dumps({"format_version": 1}))
        archive.writestr("../../x", "payload")
    return made


@pytest.mark.parametrize("case", ["random", "empty", "truncated", "wrong_json", "wrong_types", "traversal"])
def test_a_file_that_is_not_a_battle_gives_one_line_and_a_failure_status(tmp_path, case):
    path = bad_files(tmp_path)[case]
    out = tmp_path / "out.png"
    result = campal("render", path, out)
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert path.name in lines[0] and "Traceback" not in result.stderr
    assert not out.exists()
    assert not (tmp_path / "x").exists()


def test_the_wrong_field_is_named(tmp_path):
    path = bad_files(tmp_path)["wrong_types"]
    result = campal("render", path, tmp_path / "out.png")
    assert "field.size.width" in result.stderr


def test_an_absurd_width_is_refused(tmp_path):
    with as_file(DEMO) as demo:
        result = campal("render", demo, tmp_path / "out.png", "--width", 10**9)
    assert result.returncode != 0 and "--width" in result.stderr


def test_version_names_the_package_version():
    import campal as package

    result = campal("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"campal {package.__version__}"


def test_startup_check_opens_the_window_paints_once_and_quits(tmp_path):
    result = campal("--startup-check", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "first frame painted in" in result.stdout


def test_schema_of_an_army_file_names_its_format():
    result = campal("schema", "--army")
    assert result.returncode == 0
    schema = json.loads(result.stdout)
    assert schema["properties"]["format"]["const"] == "campal-army"
    assert {"units", "characters", "commander"} <= set(schema["properties"])


def test_a_very_tall_field_renders_within_the_image_limits(tmp_path):
    from campal.core.io import save_battle
    from campal.core.model import AssetStore, Battle, BattleField, Size

    battle = Battle(field=BattleField(size=Size(width=1, height=100_000)))
    path = tmp_path / "tall.campal"
    save_battle(path, battle, AssetStore())
    out = tmp_path / "tall.png"
    result = campal("render", path, out, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    width, height = png_size(out)
    assert width >= 1 and height <= 16_384
