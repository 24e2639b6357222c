"""Kill a real Campal mid-battle (SIGKILL, no chance to clean up) and recover every step."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from campal.core.engine import Engine
from campal.core.model import Battle
from campal.ui.document.demo import demo_battle
from tests.e2e.battle_driver import UNITS, digest, script

DRIVER = Path(__file__).with_name("battle_driver.py")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")


def expected_digests(start: Battle | None = None, first: int = 0) -> list[str]:
    """The document's digest after each step, from ``first`` on (``start`` with no history)."""
    engine = Engine(start or demo_battle().battle)
    digests = [digest(engine.state)]
    for kind, command in script()[first:]:
        if kind == "do":
            engine.execute(command)
        elif kind == "undo" and engine.can_undo():
            engine.undo()
        elif kind == "redo" and engine.can_redo():
            engine.redo()
        digests.append(digest(engine.state))
    return digests


def start(
    tmp_path: Path,
    pause_at: int | None,
    start_at: int = 0,
    args: tuple[str, ...] = (),
    cwd: Path | None = None,
    extra: dict[str, str] | None = None,
) -> tuple[subprocess.Popen, Path]:
    progress = tmp_path / f"progress-{start_at}.txt"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "CAMPAL_TEST_DRIVER": str(DRIVER),
        "CAMPAL_TEST_PROGRESS": str(progress),
        "PYTHONPATH": os.pathsep.join([str(Path(__file__).parents[2]), os.environ.get("PYTHONPATH", "")]),
        **(extra or {}),
    }
    if pause_at is not None:
        env["CAMPAL_TEST_PAUSE_AT"] = str(pause_at)
    if start_at:
        env["CAMPAL_TEST_START_AT"] = str(start_at)
    process = subprocess.Popen(
        [sys.executable, "-m", "campal", *args],
        env=env,
        cwd=cwd,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
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
    from campal.ui.journal.keeper import find_orphans

    folders = list((tmp_path / "data").rglob("autosave"))
    assert len(folders) == 1
    orphans = find_orphans(folders[0])
    assert len(orphans) == 1
    battle = orphans[0].load().battle
    orphans[0].release()  # as a start that declines for now: the next Campal may take it
    return battle


def recovered_with_assets(tmp_path: Path):
    from campal.ui.journal.keeper import find_orphans

    orphans = find_orphans(next((tmp_path / "data").rglob("autosave")))
    assert len(orphans) == 1
    loaded = orphans[0].load()
    orphans[0].release()
    return loaded.battle, loaded.assets


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


def test_a_second_kill_after_recovery_loses_neither_the_recovered_steps_nor_the_new_ones(tmp_path, qapp):
    first = expected_digests()
    process, progress = start(tmp_path, 30)
    wait_for(process, progress, lambda seen: "paused" in seen)
    kill(process)
    recovered_once = recovered(tmp_path)
    assert digest(recovered_once) == first[30]

    # The second life answers Yes to the recovery offer, plays on, and is killed in turn.
    process, progress = start(tmp_path, 50, start_at=30)
    seen = wait_for(process, progress, lambda seen: "paused" in seen)
    assert seen[0] == f"30 {first[30]}"  # the window recovered the first life's battle
    kill(process)
    second = expected_digests(recovered_once, 30)  # after recovery the history starts afresh
    assert digest(recovered(tmp_path)) == second[20]


def test_a_kill_after_a_map_and_a_picture_were_imported_brings_both_back(tmp_path, qapp):
    from PySide6.QtGui import QColor, QImage

    image = QImage(96, 64, QImage.Format.Format_RGB32)
    image.fill(QColor("olive"))
    picture = tmp_path / "mapa.png"
    image.save(str(picture))
    process, progress = start(tmp_path, 12, extra={"CAMPAL_TEST_PICTURE": str(picture)})
    seen = wait_for(process, progress, lambda seen: "paused" in seen)
    kill(process)
    ref = seen[0].split()[1]
    battle, assets = recovered_with_assets(tmp_path)
    assert digest(battle) == seen[-2].split()[1]
    assert battle.field.background.asset == ref and battle.units[UNITS[0]].picture == ref
    assert ref in assets


def test_a_battle_opened_by_a_relative_path_is_recovered_when_campal_starts_elsewhere(tmp_path, qapp):
    from campal.core.io import save_battle

    battles = tmp_path / "battles"
    battles.mkdir()
    demo = demo_battle()
    save_battle(battles / "b.campal", demo.battle, demo.assets)
    process, progress = start(tmp_path, 9, args=("b.campal",), cwd=battles)
    seen = wait_for(process, progress, lambda seen: "paused" in seen)
    kill(process)
    # The next start comes from the desktop menu, in the home folder.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    previous = Path.cwd()
    os.chdir(elsewhere)
    try:
        from campal.ui.journal.keeper import find_orphans

        orphans = find_orphans(next((tmp_path / "data").rglob("autosave")))
        assert len(orphans) == 1 and orphans[0].source == battles / "b.campal"
        assert orphans[0].steps == 9
        assert digest(orphans[0].load().battle) == seen[-2].split()[1]
        orphans[0].release()
    finally:
        os.chdir(previous)
