"""Kill a real Campal mid-battle (SIGKILL, no chance to clean up) and recover every step."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from campal.core.engine import Engine
from campal.ui.app import demo_battle
from tests.e2e.battle_driver import digest, script

DRIVER = Path(__file__).with_name("battle_driver.py")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")


def expected_digests() -> list[str]:
    engine = Engine(demo_battle().battle)
    digests = [digest(engine.state)]
    for kind, command in script():
        if kind == "do":
            engine.execute(command)
        elif kind == "undo":
            engine.undo()
        else:
            engine.redo()
        digests.append(digest(engine.state))
    return digests


def start(tmp_path: Path, pause_at: int | None) -> tuple[subprocess.Popen, Path]:
    progress = tmp_path / "progress.txt"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "CAMPAL_TEST_DRIVER": str(DRIVER),
        "CAMPAL_TEST_PROGRESS": str(progress),
        "PYTHONPATH": os.pathsep.join([str(Path(__file__).parents[2]), os.environ.get("PYTHONPATH", "")]),
    }
    if pause_at is not None:
        env["CAMPAL_TEST_PAUSE_AT"] = str(pause_at)
    process = subprocess.Popen(
        [sys.executable, "-m", "campal"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    return process, progress


def lines(progress: Path) -> list[str]:
    return progress.read_text().splitlines() if progress.exists() else []


def wait_for(process: subprocess.Popen, progress: Path, ready) -> list[str]:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        seen = lines(progress)
        if ready(seen):
            return seen
        if process.poll() is not None:
            raise AssertionError(process.stderr.read().decode())
        time.sleep(0.02)
    process.kill()
    raise AssertionError(f"the driver did not get there: {lines(progress)[-3:]}")


def recovered(tmp_path: Path):
    from campal.ui.recovery import find_orphans

    folders = list((tmp_path / "data").rglob("autosave"))
    assert len(folders) == 1
    orphans = find_orphans(folders[0])
    assert len(orphans) == 1
    return orphans[0].load().battle


def kill(process: subprocess.Popen) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)


def test_a_kill_after_the_last_step_loses_none_of_them(tmp_path, qapp):
    digests = expected_digests()
    pause_at = 45
    process, progress = start(tmp_path, pause_at)
    seen = wait_for(process, progress, lambda seen: "paused" in seen)
    assert seen[-2] == f"{pause_at} {digests[pause_at]}"  # the process and the test agree
    kill(process)
    assert digest(recovered(tmp_path)) == digests[pause_at]


def test_a_kill_in_the_middle_of_the_battle_loses_no_step_that_was_done(tmp_path, qapp):
    digests = expected_digests()
    process, progress = start(tmp_path, None)
    seen = wait_for(process, progress, lambda seen: len(seen) > 20)
    kill(process)
    done = int(lines(progress)[-1].split()[0]) if lines(progress)[-1] != "paused" else len(digests) - 1
    # Steps are journaled before the driver notes them: recovery has at least what was noted.
    assert digest(recovered(tmp_path)) in digests[done:]
    assert len(seen) > 20
