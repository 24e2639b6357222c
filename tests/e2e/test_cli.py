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


def campal(*args, cwd=None, stdout=None):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "campal", *map(str, args)],
        stdout=stdout if stdout is not None else subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=cwd,
        timeout=120,  # a command that would wait on a pipe for ever fails here instead
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


def demo_copy(folder):
    with as_file(DEMO) as demo:
        battle = folder / "battle.campal"
        battle.write_bytes(demo.read_bytes())
    return battle


@pytest.mark.parametrize("command", ["render", "report"])
def test_an_output_that_is_the_battle_itself_is_refused_and_the_battle_kept(tmp_path, command):
    battle = demo_copy(tmp_path)
    before = battle.read_bytes()
    (tmp_path / "link.campal").symlink_to(battle)
    os.link(battle, tmp_path / "hard.campal")
    for out in ("battle.campal", "./battle.campal", battle, "link.campal", "hard.campal"):
        result = campal(command, "battle.campal", out, cwd=tmp_path)
        assert result.returncode != 0, out
        assert "is the battle being read" in result.stderr and "Traceback" not in result.stderr
        assert battle.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["battle.campal", "hard.campal", "link.campal"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("command", ["render", "report"])
def test_a_pipe_a_device_or_a_folder_as_output_is_refused_with_its_reason(tmp_path, command):
    battle = demo_copy(tmp_path)
    os.mkfifo(tmp_path / "pipe")
    for out, reason in ((tmp_path / "pipe", "a pipe"), (os.devnull, "a device"), (tmp_path, "a folder")):
        result = campal(command, battle, out)
        assert result.returncode != 0
        assert f"it is {reason}, not a file" in result.stderr, result.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_or_a_device_as_the_battle_is_named_as_such_not_a_folder(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    for source in (tmp_path / "pipe", "/dev/zero"):
        result = campal("render", source, tmp_path / "out.png")
        assert result.returncode != 0
        assert "a device or a pipe, not a file" in result.stderr, result.stderr
        assert "folder" not in result.stderr


def test_an_output_that_is_a_link_is_replaced_not_written_through(tmp_path):
    battle = demo_copy(tmp_path)
    elsewhere = tmp_path / "notes.txt"
    elsewhere.write_text("the GM's notes")
    out = tmp_path / "board.png"
    out.symlink_to(elsewhere)
    result = campal("render", battle, out, "--width", 400)
    assert result.returncode == 0, result.stderr
    assert elsewhere.read_text() == "the GM's notes"
    assert not out.is_symlink() and png_size(out)[0] == 400
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # no temporary left


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_schema_to_a_full_disk_ends_with_a_message_and_a_failure_status():
    with open("/dev/full", "w") as full:
        result = campal("schema", stdout=full)
    assert result.returncode != 0
    assert result.stderr.strip() == (
        "campal: cannot write the schema to the standard output: No space left on device"
    )
