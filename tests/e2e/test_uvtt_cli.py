"""campal new --from-uvtt and campal export-uvtt, run as a GM's script would run them."""

import json
import os
import subprocess
import sys

from campal.core.io import load_battle
from tests.uvtt_files import encoded, pt, uvtt

ROOM = uvtt(
    cells=(12, 8),
    pixels_per_grid=20,
    line_of_sight=[[pt(2, 2), pt(10, 2), pt(10, 6), pt(2, 6), pt(2, 3.5)]],
    portals=[{"position": pt(2, 3), "bounds": [pt(2, 2.5), pt(2, 3.5)], "rotation": 1.57, "closed": True}],
    lights=[{"position": pt(6, 4), "range": 3, "intensity": 0.5, "color": "ffffcc88", "shadows": False}],
)


def campal(*args, cwd):
    # English messages, whatever the machine speaks: the refusal test reads them.
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        "LANGUAGE": "en",
    }
    return subprocess.run(
        [sys.executable, "-m", "campal", *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd
    )


def test_a_battle_from_a_map_and_back_to_a_map(tmp_path):
    source = tmp_path / "room.dd2vtt"
    source.write_bytes(encoded(ROOM))
    battle_path = tmp_path / "room.campal"
    made = campal(
        "new", "--from-uvtt", source, battle_path, "--cell-m", 2, "--system", "aquelarre", cwd=tmp_path
    )
    assert made.returncode == 0, made.stderr
    battle = load_battle(battle_path).battle
    assert battle.system == "aquelarre" and battle.title == "room"
    assert sorted(f.kind for f in battle.terrain.values()) == ["door", "solid_wall"]
    assert battle.field.size.width == 24 and len(battle.field.lights) == 1
    out = tmp_path / "again.uvtt"
    exported = campal("export-uvtt", battle_path, out, "--player-view", cwd=tmp_path)
    assert exported.returncode == 0, exported.stderr
    document = json.loads(out.read_bytes())
    assert document["resolution"]["pixels_per_grid"] == 20
    assert document["resolution"]["map_size"] == {"x": 12.0, "y": 8.0}
    wall = document["line_of_sight"][0]
    assert (wall[0]["x"], wall[0]["y"]) == (2.0, 2.0) and (wall[-1]["x"], wall[-1]["y"]) == (2.0, 3.5)
    assert document["portals"][0]["closed"] is True and document["lights"][0]["color"] == "ffffcc88"


def test_a_map_with_no_grid_is_refused_and_nothing_is_written(tmp_path):
    source = tmp_path / "flat.uvtt"
    source.write_bytes(encoded(uvtt(pixels_per_grid=0)))
    out = tmp_path / "flat.campal"
    result = campal("new", "--from-uvtt", source, out, cwd=tmp_path)
    assert result.returncode == 2 and "flat.uvtt" in result.stderr and "pixels per cell" in result.stderr
    assert not out.exists()


def test_an_unknown_wall_kind_is_refused(tmp_path):
    source = tmp_path / "room.dd2vtt"
    source.write_bytes(encoded(ROOM))
    result = campal("new", "--from-uvtt", source, tmp_path / "x.campal", "--walls", "forest", cwd=tmp_path)
    assert result.returncode == 2 and "forest" in result.stderr
